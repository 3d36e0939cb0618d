/* The daily board: one seed per UTC day and kind of game, computed from the
 * day and the game's params alone, so that every player on every machine
 * gets the same board or piece sequence that day, with nothing to fetch.
 *
 * A day is a UTC calendar day, counted from 1970-01-01 (day 0), so that a
 * player in any time zone races the same board as everyone else. Pure: the
 * time comes in as an argument. */
#ifndef HEXPUZZLE_APP_DAILY_H
#define HEXPUZZLE_APP_DAILY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { DAILY_DATE_TEXT = 11 };   /* "YYYY-MM-DD" and its NUL */

/* The UTC day a Unix time falls in (days before 1970 are negative). */
int64_t daily_day_of(int64_t unix_s);
/* Seconds from unix_s until the next UTC day begins (1..86400). */
int64_t daily_seconds_left(int64_t unix_s);

/* "YYYY-MM-DD" of a day; false (out "") for a year outside 1970..9999. */
bool daily_date_text(int64_t day, char out[DAILY_DATE_TEXT]);
/* The day of such a text: exactly 10 characters, a real calendar date in
 * 1970..9999; false otherwise. */
bool daily_date_parse(const char *text, int64_t *day);

/* The seed of the daily game of GAME with params text PARAMS on day: the
 * params as the game encodes them with seed 0, so that the seed depends on
 * the kind of game (board size, mines, mode, well, level) and the day only.
 * Nine digits at most, like the seeds the games choose themselves. */
uint64_t daily_seed(const char *game, const char *params, int64_t day);

/* Whether seed makes the daily board of GAME and PARAMS (as daily_seed
 * takes them) of a day that is not over at unix_s: today's, or tomorrow's,
 * whose seed anyone can work out ahead. True with that day in *day. */
bool daily_not_over(const char *game, const char *params, uint64_t seed, int64_t unix_s,
                    int64_t *day);

#endif
