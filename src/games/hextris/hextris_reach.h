/* Where hextris' active piece can go: every placement it can lock in from
 * where it is now, each with the fewest inputs that get it there and the
 * inputs themselves. The finesse judge (hextris_finesse.h) and the bot
 * (hextris_bot.h) both stand on this search.
 *
 * THE INPUTS are what a player presses, not the moves the game logs: a
 * key held until the piece stops is one input, as DAS makes it:
 *     L  R      one column left / right (HT_LEFT, HT_RIGHT once)
 *     L* R*     left / right held until the piece is blocked
 *     CW CCW    one turn
 *     S*        soft drop held until the piece rests
 *     S         soft drop let go in the air (any number of rows; only in
 *               the thorough search, see below)
 *     DROP      hard drop: the piece locks; every placement ends with it
 *               (a piece left to lock where it lies counts the same)
 *
 * THE RULES are the game's own: every input is played with ht_apply on a
 * copy of the state, at the state's own time, so kicks, the zig-zag walk,
 * climbing and lock resets are hextris.c's and nothing here re-implements
 * them. Time does not pass (gravity is taken to be slower than the
 * inputs); a move after which the piece would lock at once (its lock
 * resets spent) ends there.
 *
 * THE SEARCH is breadth first over the piece's positions (centre and
 * rotation): each input costs one, so the first time a position is
 * reached is the fewest inputs to it (Dijkstra with equal costs; the
 * cube-distance heuristic of an A* buys nothing on a graph this small).
 * A position keeps the lock-reset count of the first way found to it.
 * Placements are told apart by the cells they fill, so a turned I that
 * covers the same three hexes is one placement. The quick search leaves
 * out S (a soft drop stopped in the air), which only matters to spin a
 * piece into a hole from mid-air; the thorough search has it.
 */
#ifndef HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_REACH_H
#define HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_REACH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hextris/hextris.h"

enum ht_input {
    HT_IN_LEFT, HT_IN_RIGHT, HT_IN_LEFT_HELD, HT_IN_RIGHT_HELD,
    HT_IN_CW, HT_IN_CCW, HT_IN_SOFT_HELD, HT_IN_SOFT, HT_IN_DROP,
    HT_INPUTS
};

enum {
    HT_REACH_NODES = HT_WIDTH_MAX * HT_HEIGHT_MAX * HT_ROTATIONS,
    HT_REACH_HASH = 8192,        /* a power of two above the placements */
    HT_WAY_MAX = 48              /* longest way kept; longer ones are not */
};

/* A place where the piece can lock, as ht_state keeps a piece. */
typedef struct {
    hex centre;
    int rot;
} ht_pose;

typedef struct {
    ht_pose pose;
    int cost;                    /* fewest inputs to it, DROP included */
    int from;                    /* private: the position DROP is pressed at */
    uint64_t cells;              /* private: its cells, sorted and packed */
} ht_placement;

typedef struct {
    hex centre;
    int rowc, lowest_row, lock_resets;
    signed char rot;
    bool lock_active, dead;      /* dead: locks at once, takes no input */
    unsigned char via;           /* the input that reached it */
    short dist, parent;
    int64_t lock_due, gravity_due;
} ht_reach_node;

/* The search's working memory: large, so keep one, zeroed at the start
 * (static, or calloc'd); nothing in it outlives the next search. */
typedef struct {
    int width;
    uint32_t gen;
    uint32_t seen[HT_REACH_NODES];
    ht_reach_node node[HT_REACH_NODES];
    short queue[HT_REACH_NODES];
    uint32_t hash_gen[HT_REACH_HASH];
    short hash_slot[HT_REACH_HASH];
    ht_placement placement[HT_REACH_NODES];
    int placements;
    ht_state scratch;
} ht_reach;

/* Every placement st's active piece can reach from where it is, into
 * r->placement[0 .. r->placements-1] in the order found (cheapest first).
 * thorough adds S (see above). Returns the count; 0 when no piece is in
 * play. st is not changed. */
int ht_reach_search(ht_reach *r, const ht_state *st, bool thorough);

/* The inputs of the way to placement i, DROP last, into out (room for
 * HT_WAY_MAX); returns how many (the placement's cost). */
int ht_reach_way(const ht_reach *r, int i, enum ht_input out[HT_WAY_MAX]);
/* The same, and where the piece is after each input into at (may be
 * NULL): what a held key or a soft drop let go must bring it to. */
int ht_reach_way_at(const ht_reach *r, int i, enum ht_input out[HT_WAY_MAX],
                    ht_pose at[HT_WAY_MAX]);

/* The game as it is just after the piece locks at placement i (its
 * rows cleared, the next piece in), into out; false when i is not one. */
bool ht_reach_lock(const ht_reach *r, int i, ht_state *out);

/* The index of the placement that fills the same cells as piece at pose,
 * or -1 when the last search did not reach it. */
int ht_reach_find(const ht_reach *r, int piece, ht_pose pose);

/* The cells of piece at pose, sorted and packed: two poses fill the same
 * hexes exactly when their keys are equal. */
uint64_t ht_reach_cells_key(int piece, ht_pose pose);

/* Plays one input on st with the game's rules at st's time: true when the
 * piece moved (DROP: locked). */
bool ht_input_play(ht_state *st, enum ht_input in);

/* "L" "R" "L*" "R*" "CW" "CCW" "S*" "S" "DROP". */
const char *ht_input_name(enum ht_input in);

/* The way as text, names joined by spaces, into buf (always terminated). */
void ht_way_text(const enum ht_input *way, int n, char *buf, size_t cap);

#endif
