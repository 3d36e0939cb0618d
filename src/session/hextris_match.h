/* hextris' own match messages, beside the referee's (session/match.h):
 * what a versus sends between the two sides' games, as lines the link
 * carries (app/match_link.h). Pure: the partner on the terminal
 * (app/hextris_versus.h) sends and hears them.
 *
 *     garbage R N ROWS COL   round R's burst number N (from 0) that this
 *                            side's clears sent: ROWS rows, their hole in
 *                            column COL (games/hextris/hextris_garbage.h)
 *     well R LINE            this side's well in round R, LINE the
 *                            snapshot's (games/hextris/hextris_opponent.h)
 *
 * Numbers are canonical (util/number.h) and bounded: R below
 * MATCH_BEST_OF_MAX, N at most HEXTRIS_MATCH_BURSTS_MAX, ROWS and COL as
 * the garbage move takes them. A line is at most MATCH_GAME_LINE_MAX
 * bytes with its newline; anything else is refused whole. A burst whose
 * number is not the next one the receiver expects (one lost, repeated or
 * out of order) is for the receiver to refuse: numbers make that
 * visible.
 *
 * WHAT A SIDE SENDS is read from its own game, in one place for the
 * terminal (app/hextris_versus.h) and the host's witness
 * (session/hextris_match_witness.h): every burst its clears sent, each
 * once and in order, and its well when it changed, at most every
 * HEXTRIS_WELL_EVERY_MS. */
#ifndef HEXPUZZLE_SESSION_HEXTRIS_MATCH_H
#define HEXPUZZLE_SESSION_HEXTRIS_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hextris/hextris_garbage.h"
#include "games/hextris/hextris_opponent.h"
#include "session/match.h"

enum { HEXTRIS_MATCH_BURSTS_MAX = 1000000, HEXTRIS_WELL_EVERY_MS = 250 };

typedef enum { HEXTRIS_MSG_GARBAGE, HEXTRIS_MSG_WELL } hextris_msg_kind;

typedef struct {
    hextris_msg_kind kind;
    int round;
    int64_t burst;        /* garbage: its number */
    ht_burst b;           /* garbage: the burst */
    ht_opponent well;     /* well: the snapshot */
} hextris_msg;

/* Round round's burst number n as a line into buf (its newline
 * included); false when it does not fit or is out of bounds. */
bool hextris_match_garbage_line(int round, int64_t n, ht_burst b, char *buf, size_t len);
/* Round round's well (a snapshot line from ht_opponent_encode, no
 * newline) as a line into buf; false when it does not fit. */
bool hextris_match_well_line(int round, const char *snapshot, char *buf, size_t len);
/* A line (n bytes, its newline left out) into *m; false, *m unchanged,
 * for anything the two above do not write. */
bool hextris_match_decode(const char *line, size_t n, hextris_msg *m);

/* What one side has sent of its round's game. */
typedef struct {
    int round;
    int64_t bursts;                     /* its bursts sent */
    char well[MATCH_GAME_LINE_MAX];     /* its well line as last sent */
    int64_t well_at;                    /* ...and when */
} hextris_match_sender;

/* Nothing of round round's game sent yet. */
void hextris_match_sender_round(hextris_match_sender *s, int round);
/* The line of the next burst st's game sent that s has not, into buf,
 * and s moves on past it; false when there is none. A burst no longer
 * kept (more than HT_SENT_KEPT since) is passed over: its number shows
 * the gap. */
bool hextris_match_next_burst(hextris_match_sender *s, const ht_state *st, char *buf,
                              size_t len);
/* st's well, played by login, as its line into buf when it is due at
 * time now: changed since s last sent it and HEXTRIS_WELL_EVERY_MS
 * after that; false when not. */
bool hextris_match_well_due(const hextris_match_sender *s, const ht_state *st,
                            const char *login, int64_t now, char *buf, size_t len);
/* The well line (from hextris_match_well_due) went at now. */
void hextris_match_well_sent(hextris_match_sender *s, const char *line, int64_t now);

/* Whether side has won round round of versus (the other side out:
 * topped out first, left or silent past the grace time), as m says:
 * its game is then won by OPPONENTOUT. */
bool hextris_match_side_won(const match *m, int side, int round);

#endif
