/* The hextris bot: every placement the piece can reach (and, when the
 * hold is free, every placement of the piece the hold would bring in),
 * each scored by an evaluation of the well it leaves; the best is played
 * with the fewest inputs the reach search found for it.
 *
 * THE EVALUATION (the man page says the same) is a weighted sum over the
 * well after the piece has locked and its rows have cleared, the higher
 * the better; a placement after which no piece can enter scores lowest:
 *     landing height     -4.5   rows from the floor to the middle of the
 *                                piece where it locks
 *     rows cleared       +3.4   by this piece
 *     row transitions    -3.2   filled/empty changes along every zig-zag
 *                                row, the walls counting as filled
 *     column transitions -9.3   the same down every column, the floor
 *                                counting as filled
 *     holes              -7.9   empty hexes with a filled one above them
 *                                in their column
 *     wells              -3.4   for every run of empty hexes, at the top
 *                                of a column, whose neighbours on the same
 *                                row both sides are filled (or the wall):
 *                                1 + 2 + ... + its depth
 * These are the features and weights of Pierre Dellacherie's one-piece
 * player as El-Tetris tuned them, read on the hex well's zig-zag rows and
 * its columns. Ties go to the placement with fewer inputs.
 */
#ifndef HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_BOT_H
#define HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_BOT_H

#include <stdbool.h>

#include "games/hextris/hextris.h"
#include "games/hextris/hextris_reach.h"

typedef struct {
    double landing_height, rows_cleared, row_transitions, column_transitions, holes, wells;
} ht_bot_weights;

extern const ht_bot_weights ht_bot_default_weights;

typedef struct {
    bool hold;                   /* press hold first */
    int piece;                   /* the piece placed */
    ht_pose pose;                /* where it locks */
    double score;
    int way_len;                 /* its inputs from its entry, DROP last */
    enum ht_input way[HT_WAY_MAX];
    ht_pose at[HT_WAY_MAX];      /* where each input leaves the piece */
} ht_bot_choice;

/* The best placement for st's game as it stands (see above); false when
 * no piece is in play. */
bool ht_bot_choose(ht_reach *r, const ht_state *st, ht_bot_choice *out);

/* The evaluation of after, the game just after piece locked at pose in
 * before's well. */
double ht_bot_evaluate(const ht_state *before, const ht_state *after, int piece, ht_pose pose,
                       const ht_bot_weights *w);

/* Plays a choice one game move at a time. */
typedef struct {
    ht_bot_choice choice;
    int step;                    /* the input of choice.way being played */
    bool held;                   /* the hold has been pressed */
} ht_bot_pilot;

void ht_bot_pilot_start(ht_bot_pilot *p, const ht_bot_choice *c);
/* The next move toward the choice in the game st (a held key or a soft
 * drop repeats its move until the piece is where that input leaves it);
 * false when the plan has nothing left to play, or the piece is to lock
 * where it is. */
bool ht_bot_pilot_next(ht_bot_pilot *p, const ht_state *st, enum ht_action *out);

/* Plays st's next piece at once, at st's time: the choice, every move of
 * it told to moved (may be NULL) as it is carried out. False when no
 * piece is in play or a move of the plan was refused. */
typedef void ht_bot_moved(void *ctx, enum ht_action a, int64_t t);
bool ht_bot_play_piece(ht_reach *r, ht_state *st, ht_bot_moved *moved, void *ctx);

#endif
