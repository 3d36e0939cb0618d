/* The dense hextris drawing: each hex two cells wide and one line high,
 * odd columns half a line lower (the odd-q stagger), drawn with the half
 * blocks of canvas_put_halves so that a hex is a solid tile of its colour.
 * A 20-row well then takes 21 lines, where the outline drawing takes 41.
 *
 *   column:  0 1 2 3        half-lines, two to a line:  hex (c, r) fills
 *   line 0   ██▄▄██▄▄       half-lines 2r + (c & 1) and the one below it
 *   line 1   ██████████
 *   line 2     ▀▀  ▀▀
 *
 * The ghost (HT_ROLE_GHOST) is dots, as in the outline drawing's "::": ':'
 * where it fills both halves of a cell, '\'' the upper, '.' the lower; a
 * weaker picture than a solid tile on dark and light backgrounds alike,
 * in colour or not, and one byte a cell. The bot's placement (ROLE_HINT
 * in role_at) is drawn the same way, in the ghost's role, in crosses:
 * '+', '`' and ','. Rows just cleared (HT_ROLE_FLASH) are dots as the
 * ghost is, in their own role, for the moment they flash. The well adds
 * thin walls either
 * side and a thin floor right under each column's lowest hex, so that the
 * floor zig-zags with the stagger and takes no line of its own. Every
 * other row, the second from the floor up, the walls show a row guide:
 * half a cell thick beside its hex, so that a row's two ends show where
 * it runs, half a line lower at an odd last column (and no byte is sent
 * for it while a piece moves, as the walls never change):
 *
 *   ▕        ▘
 *   ▐        ▖
 *   ▕        ▘
 *    ▔▔──▔▔──▏
 */
#ifndef HEXPUZZLE_TUI_HEXTRIS_DENSE_H
#define HEXPUZZLE_TUI_HEXTRIS_DENSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/hex.h"
#include "tui/canvas.h"
#include "tui/hextris_roles.h"

/* The cells a cols x rows board's picture takes. */
void hextris_dense_board_size(int cols, int rows, int *width, int *height);

/* Draws a cols x rows board whose top-left cell is (ox, oy): role_at[row *
 * cols + col] is each hex's canvas role, ROLE_NORMAL for an empty hex and
 * HT_ROLE_GHOST for the ghost, ROLE_HINT for the bot's placement,
 * HT_ROLE_FLASH for a cleared row's. Where the ghost or the bot's shares a
 * cell with a piece's hex, the piece wins: they are only ever the weaker
 * picture; a flash's half shows its dot on the piece's colour. A cell
 * with nothing in either half is left as it is, so that a small board (a
 * preview) can be drawn among other things. */
void hextris_dense_draw(canvas *c, int ox, int oy, int cols, int rows,
                       const uint8_t *role_at);

/* The cells a cols x rows well takes, walls and floor included: the board
 * is at (1, 0) inside it. */
void hextris_dense_well_size(int cols, int rows, int *width, int *height);

/* Draws the board as hextris_dense_draw with its top-left cell at (ox, oy),
 * and the walls and the floor around it in the role frame (the floor
 * under a filled odd column is hidden by its hex). */
void hextris_dense_draw_well(canvas *c, int ox, int oy, int cols, int rows,
                            const uint8_t *role_at, canvas_role frame);

/* Whether the walls mark row row of a well of rows rows as guided: every
 * other row, the lowest not, the one above it yes. */
bool hextris_dense_row_guided(int rows, int row);

/* The box of cells the hexes cells[0..n) take on a board's picture, from
 * its top-left cell: x, y, width, height (all 0 for no hexes). */
void hextris_dense_hexes_box(const hex_offset *cells, size_t n, int *x, int *y,
                            int *w, int *h);

/* The board column under cell column x, or -1 off the board. */
int hextris_dense_column_at(int ox, int cols, int x);

#endif
