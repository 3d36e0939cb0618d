/* The dense hextris drawing: each hex two cells wide and one line high,
 * odd columns half a line lower (the odd-q stagger), drawn with the half
 * blocks of canvas_put_halves so that a hex is a solid tile of its colour.
 * A 20-row well then takes 21 lines, where the outline drawing takes 41.
 *
 *   column:  0 1 2 3        half-lines, two to a line:  hex (c, r) fills
 *   line 0   ██▄▄██▄▄       half-lines 2r + (c & 1) and the one below it
 *   line 1   ██████████
 *   line 2     ▀▀  ▀▀
 */
#ifndef HEXPUZZLE_TUI_TETRIS_DENSE_H
#define HEXPUZZLE_TUI_TETRIS_DENSE_H

#include <stdint.h>

#include "tui/canvas.h"

/* The cells a cols x rows board's picture takes. */
void tetris_dense_board_size(int cols, int rows, int *width, int *height);

/* Draws a cols x rows board whose top-left cell is (ox, oy): role_at[row *
 * cols + col] is each hex's canvas role, ROLE_NORMAL for an empty hex.
 * Where a ghost hex shares a cell with a piece's hex, the piece wins: the
 * ghost is only ever the weaker picture. */
void tetris_dense_draw(canvas *c, int ox, int oy, int cols, int rows,
                       const uint8_t *role_at);

/* The board column under cell column x, or -1 off the board. */
int tetris_dense_column_at(int ox, int cols, int x);

#endif
