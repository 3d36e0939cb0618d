/* hexcells generator's boards: the cells of a generated puzzle, in one
 * piece, of one of several kinds the seed picks — an ellipse with a frayed
 * edge and holes (the first generator's board), a ring round a hole,
 * figures mirrored or turned onto themselves, and spiky figures with arms.
 * Deterministic: integer decisions on the caller's PCG32 only. */
#ifndef HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_SHAPE_H
#define HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_SHAPE_H

#include "core/rng.h"
#include "games/hexcells/hexcells.h"

typedef enum {
    HC_SHAPE_BLOB,       /* an ellipse, its edge frayed, a few holes */
    HC_SHAPE_RING,       /* a thick ring round a hole in the middle */
    HC_SHAPE_MIRROR,     /* the same across one or both axes */
    HC_SHAPE_TURN,       /* the same turned by a half, a third or a sixth */
    HC_SHAPE_ARMS,       /* grown at its tips: arms out of a middle */
    HC_SHAPE_KINDS
} hc_shape_kind;

/* "blob", "ring", "mirror", "turn", "arms" */
const char *hc_shape_name(hc_shape_kind k);

/* p becomes a puzzle of cols x rows (hc_puzzle_init) whose cells, in one
 * piece, lie in rows 1..rows-1 (row 0 stays free for line clues) and
 * number about cells; every other slot HC_EMPTY. Returns the kind made:
 * kind, or HC_SHAPE_BLOB when a figure's symmetry left too little room on
 * the grid. */
hc_shape_kind hc_shape_make(hc_puzzle *p, hc_shape_kind kind, int cols, int rows, int cells, rng *g);

#endif
