/* Where hexes sit on a grid of character cells, and which hex a cell belongs
 * to, for both orientations at each render scale.
 *
 * Every hex is drawn in a box of box_w x box_h cells; neighbouring boxes
 * overlap on their shared borders. A style's stencil lists the box's cells
 * with the glyph an empty hex shows there. The pictures (box top-left at the
 * first character; odd rows / columns shown shoved):
 *
 *   pointy, compact      pointy, large         flat, compact   flat, large
 *   "."  (cell + pad)     / \ / \               ##  ##          __    __
 *   . . .                |   |   |              ##[]##         /  \__/  \
 *    . . .                \ / \ / \               []           \__/  \__/
 *                          |   |   |                              \__/
 *
 * Mapping a cell back to a hex treats the cell's centre as a point and rounds
 * it to the nearest hex centre (the usual pixel-to-hex). A border cell
 * lies exactly between two centres; a fixed, tiny nudge breaks the tie, so
 * it goes to one of the two hexes that share it, always the same one.
 */
#ifndef HEXPUZZLE_CORE_HEXLAYOUT_H
#define HEXPUZZLE_CORE_HEXLAYOUT_H

#include <stdbool.h>
#include <stddef.h>

#include "core/hex.h"

enum hexlayout_scale { HEXLAYOUT_COMPACT, HEXLAYOUT_LARGE };
enum { HEXLAYOUT_SCALES = 2 };

typedef struct { int x, y; } hexlayout_cell;

typedef struct {
    int dx, dy;      /* from the box's top-left cell */
    char glyph;      /* what an empty, unmarked hex shows there */
    int shared_dir;  /* -1: the hex's own cell; else the direction of the
                        neighbour that shares this border cell */
} hexlayout_stencil_cell;

typedef struct {
    int box_w, box_h;       /* one hex's drawing box, borders included */
    int pitch_x, pitch_y;   /* box step from one column / row to the next */
    int stagger;            /* extra x (rows) or y (columns) of shoved lines */
    int label_dx, label_dy; /* the centre cell: where a hex's mark goes */
    size_t ncells;
    const hexlayout_stencil_cell *cells;
} hexlayout_style;

typedef struct {
    enum hex_offset_kind kind;
    enum hexlayout_scale scale;
    int ox, oy;             /* top-left cell of the whole board's picture */
} hexlayout;

const hexlayout_style *hexlayout_style_of(enum hex_offset_kind kind,
                                          enum hexlayout_scale scale);
hexlayout hexlayout_make(enum hex_offset_kind kind, enum hexlayout_scale scale,
                         int ox, int oy);

/* Size in cells of the picture of a cols x rows board. */
void hexlayout_board_size(enum hex_offset_kind kind, enum hexlayout_scale scale,
                          int cols, int rows, int *width, int *height);

hexlayout_cell hexlayout_box(const hexlayout *l, hex_offset o);
hexlayout_cell hexlayout_center(const hexlayout *l, hex_offset o);

/* The hex a cell belongs to: always an answer, possibly off the board. */
hex_offset hexlayout_hex_at(const hexlayout *l, int x, int y);
/* The same, limited to a cols x rows board: false when the cell is off it. */
bool hexlayout_hit(const hexlayout *l, int x, int y, int cols, int rows,
                   hex_offset *out);

#endif
