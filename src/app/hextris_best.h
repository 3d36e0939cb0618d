/* hextris' personal bests as summaries: the best game of a table, found in
 * the scores and played again from its replay (kept, as every record's
 * is), for the end box's comparison and splits and for `hexpuzzle
 * scores`. */
#ifndef HEXPUZZLE_APP_HEXTRIS_BEST_H
#define HEXPUZZLE_APP_HEXTRIS_BEST_H

#include <stdbool.h>
#include <stdio.h>

#include "app/scores.h"
#include "games/hextris/hextris_stats.h"

/* The summary of best, the first of category's table: from its replay
 * where one is kept (dir NULL: the state directory's), else its figure
 * alone (no splits). */
void hextris_best_summary(const char *dir, const char *category, const scores_result *best,
                         ht_summary *out);
/* The personal best of the table a game of params goes to; false when
 * the table has none. */
bool hextris_best(const char *params, ht_summary *out);
/* Under a table of `hexpuzzle scores`: its best game's figures. */
void hextris_table_more(FILE *f, const char *category, const scores_result *best);

#endif
