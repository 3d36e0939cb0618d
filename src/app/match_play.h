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

#include <stdbool.h>
#include <stddef.h>

#include "app/match_link.h"
#include "session/match.h"
#include "tui/play.h"

enum { MATCH_POLL_MS = 200, MATCH_BREAK_MS = 5000 };

/* What a game's matches add on the terminal to the race every game has
 * (its app_game.match; NULL: nothing): lines of its own over the link,
 * moves the other side's play makes in this side's game, and what its
 * front end shows of the match. */
typedef struct match_extra {
    /* Its state for a match of params between login and opponent (NULL
     * when it cannot have one); *fe_own: its front end's own options for
     * the match (NULL: none), whose end box shows verdict, a string the
     * match keeps. */
    void *(*start)(const char *params, const char *login, const char *opponent,
                   const char *verdict, const void **fe_own);
    void (*stop)(void *x);
    /* The line's first word for this match ("Race" where NULL). */
    const char *(*word)(const void *x);
    /* A line of the other side's that is none of the referee's: true when
     * it was one of the game's (taken, or refused as out of bounds). */
    bool (*hear)(void *x, const char *line, size_t n);
    /* At a wake of the loop at link time now, the referee m as it stands
     * (side: this one; round: the round it plays): what the other side's
     * play does to this side's game played, this side's own lines sent. */
    void (*poll)(void *x, play *p, link_channel *c, long long now, const match *m, int side,
                 int round);
    /* The match goes to round round. */
    void (*round)(void *x, int round);
} match_extra;

/* Plays the match of inv as side (0 the inviter), against the player
 * called opponent, until it ends and the player leaves. Returns the exit
 * status (app/cli.h's, or 128 + N after signal N). */
int match_play(const link_invite *inv, int side, const char *opponent, const char *prog);

#endif
