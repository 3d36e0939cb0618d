/* hextris versus on the terminal: what the match's partner
 * (app/match_play.h) adds for it, over the link (app/match_link.h) in
 * hextris' own messages (session/hextris_match.h).
 *
 * GARBAGE. After every wake of the play loop (at least every
 * MATCH_POLL_MS) each burst this side's clears sent goes to the other
 * side, numbered; the other side plays each as a GARBAGE move into its
 * own game at the game time it is heard, never waiting for it: garbage
 * arrives when it arrives. A burst heard before this side's round has
 * begun (its first move) waits for it; one heard after its game ended
 * is dropped; one of the next round (the other side started it first)
 * waits for that round. A burst numbered at or below one already taken
 * is refused.
 *
 * THE WELL. This side's snapshot goes to the other side when it changed,
 * at most every HEXTRIS_WELL_EVERY_MS; the other side's is drawn beside
 * this side's well (tui/hextris_opponent_view.h), an empty well until it
 * is first heard. */
#ifndef HEXPUZZLE_APP_HEXTRIS_VERSUS_H
#define HEXPUZZLE_APP_HEXTRIS_VERSUS_H

#include <stdbool.h>
#include <stdint.h>

#include "app/match_link.h"
#include "app/match_play.h"
#include "games/hextris/hextris_opponent.h"
#include "session/hextris_match.h"
#include "tui/play.h"

enum { HEXTRIS_PENDING_MAX = 2 * HT_BURSTS_WAITING };

typedef struct {
    int round;
    char login[LINK_NAME_MAX];        /* this side's, for its snapshot */
    hextris_match_sender sender;      /* what this round's game sent */
    int64_t heard[MATCH_BEST_OF_MAX]; /* the next burst number taken, a round */
    struct {
        int round;
        ht_burst b;
    } pending[HEXTRIS_PENDING_MAX];
    int npending;
    ht_opponent blank;                /* the other side's well before it is heard */
    ht_opponent them;                 /* ...and as last heard */
} hextris_versus;

/* Whether params are a versus game's; if so, v set up for its first
 * round, login playing against opponent. */
bool hextris_versus_start(hextris_versus *v, const char *params, const char *login,
                          const char *opponent);
/* The match goes to round round: its garbage and wells only. */
void hextris_versus_round(hextris_versus *v, int round);
/* A line from the other side: true when it was one of versus' (taken, or
 * refused as out of bounds or out of turn), false when it is none. */
bool hextris_versus_hear(hextris_versus *v, const char *line, size_t n);
/* At a wake of the loop at link time now: the garbage heard played into
 * this side's game, this side's bursts and well sent on c. */
void hextris_versus_poll(hextris_versus *v, play *p, link_channel *c, long long now);

/* What hextris' matches add to a race (its app_game.match): versus'
 * garbage and wells, won when the other side is out (OPPONENTOUT), and
 * for both its matches the front end's end box told the match's verdict. */
extern const match_extra hextris_match_extra;

#endif
