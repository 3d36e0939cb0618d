/* Starting a daily game from either game's command line or the menu: the
 * day's seed and ranking, and whether the player has had today's go. */
#ifndef HEXPUZZLE_APP_DAILY_RUN_H
#define HEXPUZZLE_APP_DAILY_RUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/ranking.h"

/* The daily game of GAME with params text PARAMS (any seed) on the UTC day
 * of unix_s: its seed into *seed, and the ranking of the run into *run. */
void daily_run_begin(const char *game, const char *params, int64_t unix_s, ranking *run,
                     uint64_t *seed);

/* Once a day counts: when run's daily table for PARAMS (any seed: the
 * table is the preset's or mode's) already has a game in it and the game is not saved half played, one
 * line into line saying how it went and when the next daily begins, and
 * true. False when the daily is still to play, or to finish (the save is
 * then offered), or the scores cannot be read (the player plays; the
 * table says what it can). */
bool daily_run_played(const char *game, const char *params, const ranking *run,
                      int64_t unix_s, char *line, size_t len);

#endif
