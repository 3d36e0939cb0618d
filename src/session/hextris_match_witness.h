/* hextris versus as the host's recorder witnesses it: what the other
 * side's garbage does to this side's game, judged by the rules and not by
 * the player's process. Pure: no clock, no I/O; times are the witnessed
 * game's (the game time the recorder's clock says it is, app/host/
 * witness.h), passed in.
 *
 * The recorder plays its player's game itself from the moves it is sent.
 * In versus two kinds of move are not the player's own doing: GARBAGE
 * (a burst of the other side's) and OPPONENTOUT (the other side out),
 * ht_garbage_link_word's. This module stands between the player's moves
 * and the witnessed game: the player's ordinary moves go through, the two
 * link words go through only where the witness delivered them, and what
 * the player's process failed to take in goes in all the same.
 *
 * A DELIVERY is a burst heard from the other side's recorder (its garbage
 * line, hextris_match_witness_hear) or the other side out (the referee's
 * word, hextris_match_witness_out), in the order heard. Each has a STAMP,
 * the witnessed game's time at which it reached the player: when the
 * recorder handed the burst to its player (hextris_match_witness_hand),
 * but never later than HEXTRIS_WITNESS_ASK_MS after it was heard (a
 * player who does not ask has it all the same); the other side out at
 * the time the referee said so.
 *
 * THE PLAYER'S MOVE FOR A DELIVERY. The player's process plays each
 * delivery it was handed as its move (GARBAGE rows,col or OPPONENTOUT)
 * at a game time of its own clock. The witness plays that move at that
 * time if it is exactly the oldest delivery not yet played (the same
 * rows and column), handed already, and its time is within
 * HEXTRIS_WITNESS_EARLY_MS before the stamp (the player's clock may lag
 * the recorder's as far as the recorder lets any move, HOST_EARLY_MS)
 * and HEXTRIS_WITNESS_TAKE_MS after it (its DEADLINE; a player's clock
 * may run ahead as far as HOST_LATE_MS). OPPONENTOUT may come before
 * bursts handed and not yet played: the game ends won, and they are never
 * played. Any other GARBAGE or OPPONENTOUT (one not delivered, not yet
 * handed, other rows or column, out of order, too early or past its
 * deadline, a second time) is REFUSED: the witness does not play it, and
 * the player's log is no longer the witnessed one.
 *
 * A DELIVERY PAST ITS DEADLINE goes in without the player: the witness
 * plays it at its deadline (after the player's moves timed then, as the
 * rules' same instant has it), before any move of the player's timed
 * after it, and whenever it learns that no move timed before some later
 * time can still come (hextris_match_witness_advance). So the garbage rises at
 * the first lock without a clear after its deadline, as the rules say
 * (games/hextris/hextris_garbage.h), whatever the player's process does:
 * a client that hides garbage, or takes it late, tops out in the witness
 * when the rules say, and the match goes by the witnessed game. Its log
 * then holds a move the player's does not: not the witnessed one either.
 * A delivery the witnessed game no longer takes (it has ended) is dropped
 * from both: the player's game drops it too.
 *
 * THE WITNESSED LOG holds every move the witness played, the deliveries
 * among them at their times, so replaying it plays the witnessed game
 * again, its end included. Whether the player's log still is that log
 * is the witness's `log` (HEXTRIS_WITNESS_AGREES or _DIFFERS, with the
 * first reason in `why`): a recorder that finds it differs judges the
 * match by the witnessed game all the same, and may tell the player why.
 *
 * WHAT THIS SIDE SENDS is read from the witnessed game, not from the
 * player's word, as the terminal reads its own (session/hextris_match.h's
 * sender): hextris_match_witness_send after each move played.
 *
 * THE REFEREE hears this side's progress from the witnessed game
 * (session_hextris.race->progress of its state): topped out is `lost`, the
 * 40-row race's goal or the other side out `cleared`.
 *
 * Bounds: at most HEXTRIS_WITNESS_QUEUE deliveries wait (a burst goes in
 * at the latest HEXTRIS_WITNESS_ASK_MS + HEXTRIS_WITNESS_TAKE_MS after it
 * was heard, which no pair of games fills); a burst heard beyond them is
 * dropped, as are garbage lines not of this round or the next, numbered
 * at or below one taken, or not the decoder's. */
#ifndef HEXPUZZLE_SESSION_HEXTRIS_MATCH_WITNESS_H
#define HEXPUZZLE_SESSION_HEXTRIS_MATCH_WITNESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hextris/hextris.h"
#include "session/hextris_match.h"
#include "session/match.h"

enum {
    HEXTRIS_WITNESS_ASK_MS = 1000,
    HEXTRIS_WITNESS_EARLY_MS = 1500,
    HEXTRIS_WITNESS_TAKE_MS = 500,
    HEXTRIS_WITNESS_QUEUE = 32,
    HEXTRIS_WITNESS_WHY_MAX = 160
};

/* Whether the player's log still is the witnessed one. */
typedef enum { HEXTRIS_WITNESS_AGREES, HEXTRIS_WITNESS_DIFFERS } hextris_witness_log;

/* What became of one of the player's moves. */
typedef enum {
    HEXTRIS_WITNESS_PLAYED,     /* played as the player played it */
    HEXTRIS_WITNESS_NOT_TAKEN,  /* the witnessed game would not take it (the
                                   player's, which logs only what it takes,
                                   did: the logs differ) */
    HEXTRIS_WITNESS_REFUSED     /* a link word the witness did not deliver,
                                   or a move timed before one played */
} hextris_witness_move;

typedef struct {
    bool out;          /* the other side out, else a burst */
    int round;
    int64_t n;         /* the burst's number */
    ht_burst b;
    int64_t heard;     /* game time the line was heard */
    int64_t stamp;     /* ...handed to the player (-1: not yet) */
} hextris_witness_delivery;

/* Plays move at game time t into the witnessed game and, if the game
 * takes it, its log: whether it took it. The caller's, so that the
 * witnessed game is the recorder's own (app/host/witness.h). */
typedef match_play_move hextris_witness_play;

typedef struct {
    int round;
    hextris_match_sender sender;   /* what the witnessed game sent */
    /* Waiting to go into the game, oldest first; of this round or (heard
     * early) the next. */
    hextris_witness_delivery q[HEXTRIS_WITNESS_QUEUE];
    int qn;
    int64_t heard_next[MATCH_BEST_OF_MAX];   /* the next burst number taken */
    int64_t last_t;                /* the latest move played */
    bool out;                      /* the other side is out of this round */
    int forced, refused;           /* deliveries played without the player,
                                      and its link words refused */
    hextris_witness_log log;
    char why[HEXTRIS_WITNESS_WHY_MAX];   /* the first reason it differs */
} hextris_match_witness;

/* A witness of a versus match at its first round; then of round round,
 * its game's clock from 0: deliveries of round heard before it began are
 * kept, as heard at its start. */
void hextris_match_witness_init(hextris_match_witness *w);
void hextris_match_witness_round(hextris_match_witness *w, int round);

/* A line from the other side's recorder, heard at game time t: true when
 * it was a garbage line, taken or refused (it reaches the player only by
 * hextris_match_witness_hand); false for any other line (the other
 * side's well goes to the player as it is). */
bool hextris_match_witness_hear(hextris_match_witness *w, const char *line, size_t n,
                                int64_t t);
/* The referee says this side won the round (hextris_match_side_won) at
 * game time t: the other side out, delivered at t. Bursts of the round
 * not handed yet never will be, nor any heard after it: the round is
 * over for the player's game once it plays OPPONENTOUT. */
void hextris_match_witness_out(hextris_match_witness *w, int64_t t);
/* The next burst heard and not yet handed, handed to the player at game
 * time t: its garbage line (the one heard, as the player's process hears
 * it) into buf; false when there is none. */
bool hextris_match_witness_hand(hextris_match_witness *w, int64_t t, char *buf, size_t len);

/* A move of the player's at game time t: first every delivery whose
 * deadline is before t goes in, then the move as above. */
hextris_witness_move hextris_match_witness_move(hextris_match_witness *w, int64_t t,
                                                const char *move,
                                                hextris_witness_play *play, void *ctx);
/* No move of the player's timed before t can still come (the recorder's
 * clock says so: t its game time less HOST_EARLY_MS): every delivery whose
 * deadline is before t goes in, and a move of the player's timed before t
 * is refused from now on. The caller may then advance the witnessed game
 * to t: its progress at t is what the referee hears (a piece that locks
 * by itself may top it out). */
void hextris_match_witness_advance(hextris_match_witness *w, int64_t t,
                                   hextris_witness_play *play, void *ctx);

/* The next line this side sends the other at game time t, read from the
 * witnessed game st (played by login): its bursts, then its well when
 * due; false when there is nothing to send. */
bool hextris_match_witness_send(hextris_match_witness *w, const ht_state *st, const char *login,
                                int64_t t, char *buf, size_t len);

/* The host recorder's witness of hextris' lines (session/match.h):
 * the above, for versus; the 40-row race has no garbage, and its well is
 * read from the witnessed game all the same. */
extern const match_lines_witness hextris_lines_witness;

#endif
