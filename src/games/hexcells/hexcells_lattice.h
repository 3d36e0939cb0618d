/* A SixCells level whose items lie on both of the file's hex lattices,
 * brought onto one (games/hexcells/hexcells_file.h reads with it).
 *
 * In the file's grid the place at pair x of line y has its neighbours at
 * (x, y +- 2) and (x +- 1, y +- 1): the places with x + y even are one
 * lattice of hexes, those with x + y odd another, half a hex lower. A
 * hexcells puzzle lies on one. SixCells places every item where the file
 * says, so a cell's ring and flower never leave its own lattice, nor does
 * a diagonal line clue; a vertical one counts down its column on both.
 * The items of one lattice moved half a row (a line up or down) count
 * what they counted, so long as no clue's cells change: then the level is
 * the same puzzle on one lattice. */
#ifndef HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_LATTICE_H
#define HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_LATTICE_H

#include <stdbool.h>

#include "games/hexcells/hexcells.h"

typedef struct {
    int x, y;        /* pair and line in the file's grid, 0-based */
    int line;        /* the file's line it was read from */
    hc_item item;
} hc_file_item;

/* Whether every item lies on one lattice already. */
bool hc_lattice_single(const hc_file_item *items, int n);

/* Moves the items of one lattice half a row so that all lie on the other,
 * every clue counting the same cells in the same order, and within the
 * file's grid (lines 0 to grid - 1). false, items unchanged, when no such
 * move exists. */
bool hc_lattice_join(hc_file_item *items, int n, int grid);

#endif
