/* A race on the terminal: the game's play loop with the match beside it
 * (tui/play.h's play_partner). The partner polls the link at every wake
 * of the loop (at least every MATCH_POLL_MS), hears the other side into
 * the referee (session/match.h), reports this side's progress (the game's
 * match_race.progress) when it changes and at least every MATCH_BEAT_MS /
 * 2, and shows the other side, the round and the match on the game's
 * second line. A race refuses pauses, undo, redo, restarts and the game's
 * help (match_race.assist_move); each round opens with the game's
 * opening move; the next round starts MATCH_BREAK_MS after one is
 * decided, or at n. Leaving before the end gives the match up. */
#ifndef HEXPUZZLE_APP_MATCH_PLAY_H
#define HEXPUZZLE_APP_MATCH_PLAY_H

#include "app/match_link.h"

enum { MATCH_POLL_MS = 200, MATCH_BREAK_MS = 5000 };

/* Plays the match of inv as side (0 the inviter), against the player
 * called opponent, until it ends and the player leaves. Returns the exit
 * status (app/cli.h's, or 128 + N after signal N). */
int match_play(const link_invite *inv, int side, const char *opponent, const char *prog);

#endif
