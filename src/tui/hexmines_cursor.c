/* Moving the hexmines cursor: hex directions, rows, and up/down that keep
 * to a screen column. */
#include "tui/hexmines_cursor.h"

#include <stddef.h>
#include <stdlib.h>

/* Twice a cell's centre column in any drawing of odd-r rows: the scales
 * differ by a factor, so the same cell is nearest in all of them. */
static int centre_x(hex_offset o)
{
    return 2 * o.col + (o.row % 2 != 0);
}

void hexmines_cursor_place(hexmines_cursor *c, hex_offset at)
{
    c->at = at;
    c->want_x = -1;
}

void hexmines_cursor_step(hexmines_cursor *c, const hm_board *b, int dir)
{
    hex_offset to = hex_offset_neighbor(c->at, HEX_ODD_R, dir);
    if (hm_board_on(b, to.row, to.col))
        hexmines_cursor_place(c, to);
}

void hexmines_cursor_along(hexmines_cursor *c, const hm_board *b, int dcol)
{
    hex_offset to = { c->at.col + dcol, c->at.row };
    if (hm_board_on(b, to.row, to.col))
        hexmines_cursor_place(c, to);
}

void hexmines_cursor_row_end(hexmines_cursor *c, const hm_board *b, int side)
{
    int first = side < 0 ? 0 : b->width - 1, step = side < 0 ? 1 : -1;
    for (int col = first; col >= 0 && col < b->width; col += step) {
        if (hm_board_on(b, c->at.row, col)) {
            hexmines_cursor_place(c, (hex_offset){ col, c->at.row });
            return;
        }
    }
}

/* They aim at the column where the last sideways move left the cursor, so
 * repeated up and down zig-zag instead of drifting to one side. */
void hexmines_cursor_vertical(hexmines_cursor *c, const hm_board *b, int drow)
{
    int row = c->at.row + drow;
    if (row < 0 || row >= b->height)
        return;
    if (c->want_x < 0)
        c->want_x = centre_x(c->at);
    int best = -1, best_d = 0;
    for (int col = 0; col < b->width; col++) {
        if (!hm_board_on(b, row, col))
            continue;
        int d = abs(centre_x((hex_offset){ col, row }) - c->want_x);
        if (best < 0 || d < best_d) {
            best = col;
            best_d = d;
        }
    }
    if (best >= 0)
        c->at = (hex_offset){ best, row };
}

bool hexmines_direction_key(enum hexmines_keys scheme, int key, int *dir)
{
    /* The first six are the hex keys (w e / a d / z x, laid out as the
     * directions lie around s), the last six the roguelike ones. */
    static const struct { int key; int dir; } map[] = {
        { 'w', HEX_NW }, { 'e', HEX_NE }, { 'a', HEX_W }, { 'd', HEX_E },
        { 'z', HEX_SW }, { 'x', HEX_SE },
        { 'y', HEX_NW }, { 'u', HEX_NE }, { 'h', HEX_W }, { 'l', HEX_E },
        { 'b', HEX_SW }, { 'n', HEX_SE },
    };
    size_t from = scheme == HEXMINES_KEYS_ROGUELIKE ? 6 : 0;
    size_t to = scheme == HEXMINES_KEYS_HEX ? 6 : scheme == HEXMINES_KEYS_ARROWS ? 0 : 12;
    for (size_t i = from; i < to; i++) {
        if (map[i].key == key) {
            *dir = map[i].dir;
            return true;
        }
    }
    return false;
}
