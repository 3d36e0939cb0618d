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
 * visible. */
#ifndef HEXPUZZLE_SESSION_HEXTRIS_MATCH_H
#define HEXPUZZLE_SESSION_HEXTRIS_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hextris/hextris_garbage.h"
#include "games/hextris/hextris_opponent.h"

enum { HEXTRIS_MATCH_BURSTS_MAX = 1000000 };

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

#endif
