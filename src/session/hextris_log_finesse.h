/* Hex finesse (games/hextris/hextris_finesse.h) over a hextris game's log: a
 * save, a replay or a game being played, judged piece by piece from its
 * params and its timed moves alone, so that a replay gives the same
 * figures as the game did. */
#ifndef HEXPUZZLE_SESSION_HEXTRIS_LOG_FINESSE_H
#define HEXPUZZLE_SESSION_HEXTRIS_LOG_FINESSE_H

#include <stdbool.h>

#include "games/hextris/hextris_finesse.h"
#include "session/session.h"

/* Plays sv's moves again up to sv->saved_at, telling every piece placed
 * to told (may be NULL) and adding it to *tally (may be NULL); false when
 * its params do not make a game, a move is refused, or memory ran out. */
bool hextris_finesse_of(const session_save *sv, ht_finesse_told *told, void *ctx,
                        ht_finesse_tally *tally);

#endif
