/* scores_internal.h: private to src/app/scores*.c (not part of the API):
 * the ranking rules, dates and table builder that the scores files share. */
#ifndef HEXPUZZLE_APP_SCORES_INTERNAL_H
#define HEXPUZZLE_APP_SCORES_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/scores.h"

/* scores_date.c: DATE as UTC text, "YYYY-MM-DDTHH:MM:SSZ" in the file (iso)
 * or "YYYY-MM-DD HH:MM" for people. */
enum { SCORES_DATE_TEXT_MAX = 80 }; /* room for any int the format could see */
void scores_date_format(char out[SCORES_DATE_TEXT_MAX], int64_t t,
                        bool iso);
/* The file's form only, years 1970-9999; false for anything else. */
bool scores_date_parse(const char *s, size_t n, int64_t *out);

/* scores_tables.c: the rules. */
bool scores_is_marathon(scores_game g, const char *category);
/* Whether r belongs in its category's top table. */
bool scores_rankable(const scores_result *r);
/* Orders categories: by game, then by category text. */
int scores_key_cmp(scores_game ga, const char *ca, scores_game gb,
                   const char *cb);
/* Fills t for one category; *mark_rank (if mark_rank) becomes mark's place
 * in the top table, 0 if it is not there. */
void scores_build_table(const scores_log *log, scores_game g,
                        const char *category, const scores_result *mark,
                        scores_table *t, int *mark_rank);

#endif
