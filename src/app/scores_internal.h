/* scores_internal.h: private to src/app/scores*.c (not part of the API):
 * the ranking rules and table builder that the scores files share. */
#ifndef HEXPUZZLE_APP_SCORES_INTERNAL_H
#define HEXPUZZLE_APP_SCORES_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/scores.h"

/* scores_tables.c: the rules. */
/* Whether category's figure is a score, the higher the better (no wins). */
bool scores_is_scored(const session_game *g, const char *category);
/* Whether r belongs in its category's top table. */
bool scores_rankable(const scores_result *r);
/* Orders categories: by game, then by category text. */
int scores_key_cmp(const session_game *ga, const char *ca, const session_game *gb,
                   const char *cb);
/* Fills t for one category; *mark_rank (if mark_rank) becomes mark's place
 * in the top table, 0 if it is not there. */
void scores_build_table(const scores_log *log, const session_game *g,
                        const char *category, const scores_result *mark,
                        scores_table *t, int *mark_rank);

#endif
