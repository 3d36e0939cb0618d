/* The ranking rules a puzzle against the clock shares (session_game's
 * scored and ranks): its figure is a time, never a score, and only a win
 * the player made alone enters the top 10. */
#ifndef HEXPUZZLE_SESSION_TIMED_WINS_H
#define HEXPUZZLE_SESSION_TIMED_WINS_H

#include <stdbool.h>

bool session_timed_scored(const char *category);
bool session_timed_win_ranks(const char *category, const char *outcome, bool assisted);

#endif
