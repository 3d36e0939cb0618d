/* hextris versus: what a clear sends, the garbage waiting for a player,
 * and the move that brings it. Pure: no clock, no I/O; the rules
 * (hextris.c) call it at each lock of a versus game, and the link between
 * two players (not here) carries what one sends into the other's log.
 *
 * A ROW is what hextris clears: every cell of one offset row, a zig-zag
 * line across the well (hextris.h). A garbage row is such a row of
 * HT_GARBAGE hexes but for one hole; the rows of one burst keep its hole's
 * column, and as the well's columns are straight, they leave a shaft one
 * hex wide that the upright I (and J, L) can fill. No piece spans more
 * than three rows, so three rows are the most a lock clears, hextris'
 * "tetris".
 *
 * WHAT A CLEAR SENDS (ht_garbage_attack; the man page quotes it, a test
 * holds the two to each other), the rows of the lock's clear plus its
 * combo's and back-to-back's:
 *     rows cleared     1  2  3
 *     garbage          0  1  3
 *     combo (clearing locks in a row)  1  2  3  4  5  6  7  8  9 10 11+
 *     adds                             0  1  1  2  2  3  3  4  4  4  5
 * BACK-TO-BACK: a three-row clear after another three-row clear, with no
 * clear of one or two rows between them (locks that clear nothing keep
 * the chain), sends 1 more. There are no spins and no all-clear bonus.
 *
 * CANCELLING: what a clear would send first takes rows off the garbage
 * waiting for its player, oldest burst first; only what is left is sent.
 *
 * RISING: the garbage waiting rises, every burst of it, oldest at the
 * bottom of it, when a piece of the player's locks without clearing a row
 * (a lock that clears keeps it waiting). It comes in from below, pushing
 * the stack up; a hex pushed past the top, or a next piece that cannot
 * enter, ends the game: a loss.
 *
 * THE SAME INSTANT: garbage arrives at the game time of its move in the
 * receiver's log. Everything due up to and at that time (a gravity step, a
 * lock) happens first, so garbage arriving in the same millisecond as a
 * lock waits for the next lock; a move logged at that same time before the
 * garbage (a hard drop) comes first too. Neither game ever waits for the
 * other: garbage arrives when it arrives.
 *
 * THE HOLE of each burst a player sends is drawn from that player's game
 * seed (the match's shared one, unknown to both before play): the n-th
 * burst sent by a game of seed S always has the same column, so a replay,
 * the other player's log and a witness agree; every burst draws afresh and
 * may move it. */
#ifndef HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_GARBAGE_H
#define HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_GARBAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/rng.h"

enum {
    HT_BURST_ROWS_MAX = 40,     /* one burst's rows: a whole well at most */
    HT_BURST_COL_MAX = 999,     /* the move's column; the well's width decides */
    HT_BURSTS_WAITING = 8,      /* bursts kept apart in the queue */
    HT_WAITING_ROWS_MAX = 80,   /* rows waiting in all: twice the deepest well */
    /* Bursts sent still readable (ht_garbage_sent): the link takes each
     * after the move or the time that sent it, and one lock sends one. */
    HT_SENT_KEPT = 8,
    HT_COMBO_TABLE = 11,        /* the combo table's entries; 11+ as 11 */
    /* "GARBAGE" ROWS "," COLUMN: room for the longest, with its NUL. */
    HT_GARBAGE_MOVE_MAX = 16
};

/* The move that brings a burst into a versus game's queue, "GARBAGE4,7":
 * four rows, their hole in column 7 (columns from 0 at the left). The
 * move that ends a versus game as won, its opponent out (topped out,
 * left or forfeited, as the match says). */
#define HT_GARBAGE_WORD "GARBAGE"
#define HT_OPPONENT_OUT_MOVE "OPPONENTOUT"

/* Whether word is one of those two, or looks like one (starts with
 * "GARBAGE"): what the opponent did, which only the link between the
 * players may put in a player's log. The recorder asks this to refuse
 * such a word from the player's own process (OPPONENTOUT would win). */
bool ht_garbage_link_word(const char *word);

typedef struct {
    int rows;   /* 1..HT_BURST_ROWS_MAX */
    int col;    /* the hole's column */
} ht_burst;

/* A versus game's garbage: what waits for its player, what it sent. */
typedef struct {
    /* Waiting, oldest first. A burst beyond HT_BURSTS_WAITING joins the
     * newest one, to rise with its hole; rows beyond HT_WAITING_ROWS_MAX
     * are dropped: they would top out any well anyway. The game's state is
     * copied at every placement the bot weighs, so these stay small. */
    ht_burst waiting[HT_BURSTS_WAITING];
    int waiting_n, waiting_rows;
    /* Sent: the latest HT_SENT_KEPT bursts, a ring, and how many were
     * sent in all (the next one is number sent_n). */
    ht_burst sent[HT_SENT_KEPT];
    int64_t sent_n;
    bool back_to_back;          /* the latest clear was of three rows */
    rng holes;                  /* the sent bursts' hole columns */
    /* Totals, for the summary and a match's figures. */
    int rows_received, rows_cancelled, rows_sent, rows_risen;
} ht_garbage;

/* Rows sent by a lock clearing rows (1..3) as the combo's combo-th
 * clearing lock in a row (1 for the first), back_to_back saying whether a
 * three-row clear follows another; 0 for rows out of 1..3. */
int ht_garbage_attack(int rows, int combo, bool back_to_back);
/* The two tables above as arrays, for a help screen: rows 0..3, combo
 * 1..HT_COMBO_TABLE (entry combo - 1). */
int ht_garbage_for_rows(int rows);
int ht_garbage_for_combo(int combo);

/* Nothing waiting or sent; the holes drawn from seed. */
void ht_garbage_init(ht_garbage *g, uint64_t seed);
/* A lock cleared rows (0..3) as the combo-th clearing lock in a row:
 * cancels, sends what is left as one burst of width columns. Returns the
 * rows sent (0: none). */
int ht_garbage_cleared(ht_garbage *g, int rows, int combo, int width);
/* A burst arriving: false (nothing changed) unless 1 <= b.rows <=
 * HT_BURST_ROWS_MAX and 0 <= b.col < width. */
bool ht_garbage_receive(ht_garbage *g, ht_burst b, int width);
/* The oldest burst waiting, taken out to rise; false when none waits. */
bool ht_garbage_take(ht_garbage *g, ht_burst *out);
/* The n-th burst sent (from 0): false when not sent yet or no longer
 * kept (more than HT_SENT_KEPT sent since). */
bool ht_garbage_sent(const ht_garbage *g, int64_t n, ht_burst *out);

/* A burst as its move text (HT_GARBAGE_MOVE_MAX is enough); snprintf's
 * answer. */
int ht_garbage_move_write(char *buf, size_t cap, ht_burst b);
/* Exactly "GARBAGE" ROWS "," COLUMN in canonical numbers (no sign, no
 * leading zero), ROWS 1..HT_BURST_ROWS_MAX, COLUMN at most
 * HT_BURST_COL_MAX; false otherwise. Whether the column is in the well is
 * ht_garbage_receive's to say. */
bool ht_garbage_move_parse(const char *s, ht_burst *out);

#endif
