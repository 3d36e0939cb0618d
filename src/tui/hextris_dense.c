/* The dense hextris drawing: half-block tiles, two cells by one line. */
#include "tui/hextris_dense.h"

#include <stdbool.h>

enum {
    /* The ghost: dots where its halves are, as in the outline drawing's
     * "::", weaker than a solid tile on any background; one byte each. */
    GHOST_BOTH = ':',
    GHOST_UPPER = '\'',
    GHOST_LOWER = '.',
    /* The bot's placement: the same halves, in crosses. */
    BOT_BOTH = '+',
    BOT_UPPER = '`',
    BOT_LOWER = ',',
    /* The frame: thin lines hugging the board. */
    WALL_LEFT = 0x2595,         /* ▕ */
    WALL_RIGHT = 0x258F,        /* ▏ */
    /* The row guide: beside a guided row the wall is half a cell thick,
     * over the whole line beside an even column, over the half-lines of
     * its hex beside an odd one. */
    GUIDE_LEFT = 0x2590,        /* ▐ */
    GUIDE_RIGHT = 0x258C,       /* ▌ */
    GUIDE_RIGHT_UPPER = 0x2598, /* ▘ */
    GUIDE_RIGHT_LOWER = 0x2596, /* ▖ */
    FLOOR_TOP = 0x2594,         /* ▔ under an even column */
    FLOOR_MIDDLE = 0x2500       /* ─ under an odd one, half a line lower */
};

void hextris_dense_board_size(int cols, int rows, int *width, int *height)
{
    if (cols <= 0 || rows <= 0) {
        *width = *height = 0;
        return;
    }
    *width = 2 * cols;
    /* The odd columns' last half-line spills onto one more line. */
    *height = rows + (cols > 1 ? 1 : 0);
}

void hextris_dense_well_size(int cols, int rows, int *width, int *height)
{
    if (cols <= 0 || rows <= 0) {
        *width = *height = 0;
        return;
    }
    *width = 2 * cols + 2;
    /* The floor lies in the odd columns' spill line, or on a line of its
     * own under a single even column. */
    *height = rows + 1;
}

/* The role of the hex of column col covering half-line half (0 is the top
 * of the picture): ROLE_NORMAL above, below or between boards. */
static canvas_role role_of_half(int cols, int rows, const uint8_t *role_at,
                                     int col, int half)
{
    int from_top = half - (col & 1);
    if (from_top < 0)
        return ROLE_NORMAL;
    int row = from_top / 2;
    if (row >= rows)
        return ROLE_NORMAL;
    return (canvas_role)role_at[row * cols + col];
}

static bool is_piece(canvas_role r)
{
    return r != ROLE_NORMAL && r != HT_ROLE_GHOST && r != ROLE_HINT && r != HT_ROLE_FLASH;
}

/* The roles drawn in dots, each half on its own, not as tiles. */
static bool is_dotted(canvas_role r)
{
    return r == HT_ROLE_GHOST || r == HT_ROLE_FLASH;
}

/* One cell of the picture from its two halves. */
static void put_cell(canvas *c, int x, int y, canvas_role upper, canvas_role lower)
{
    if (upper == HT_ROLE_FLASH && is_piece(lower)) {
        /* The piece's colour fills the cell and the flash's dot stays. */
        canvas_put_on(c, x, y, GHOST_UPPER, HT_ROLE_FLASH, lower);
    } else if (lower == HT_ROLE_FLASH && is_piece(upper)) {
        canvas_put_on(c, x, y, GHOST_LOWER, HT_ROLE_FLASH, upper);
    } else if (is_dotted(upper) || is_dotted(lower)) {
        /* The other half is empty or dotted too (the ghost's dots gave
         * way to a piece); a flash's dots win over the ghost's. */
        canvas_role r = upper == HT_ROLE_FLASH || lower == HT_ROLE_FLASH ? HT_ROLE_FLASH : HT_ROLE_GHOST;
        uint32_t glyph = is_dotted(upper) && is_dotted(lower) ? GHOST_BOTH
                         : is_dotted(upper) ? GHOST_UPPER : GHOST_LOWER;
        canvas_put(c, x, y, glyph, r);
    } else if (upper == ROLE_HINT || lower == ROLE_HINT) {
        uint32_t glyph = upper == lower ? BOT_BOTH : upper == ROLE_HINT ? BOT_UPPER : BOT_LOWER;
        canvas_put(c, x, y, glyph, HT_ROLE_GHOST);
    } else {
        canvas_put_halves(c, x, y, upper, lower);
    }
}

void hextris_dense_draw(canvas *c, int ox, int oy, int cols, int rows,
                       const uint8_t *role_at)
{
    int w, h;
    hextris_dense_board_size(cols, rows, &w, &h);
    for (int line = 0; line < h; line++) {
        for (int col = 0; col < cols; col++) {
            canvas_role upper = role_of_half(cols, rows, role_at, col, 2 * line);
            canvas_role lower = role_of_half(cols, rows, role_at, col, 2 * line + 1);
            if (!is_piece(upper) && upper != HT_ROLE_FLASH && is_piece(lower))
                upper = ROLE_NORMAL;
            if (!is_piece(lower) && lower != HT_ROLE_FLASH && is_piece(upper))
                lower = ROLE_NORMAL;
            if (upper == ROLE_NORMAL && lower == ROLE_NORMAL)
                continue;
            for (int dx = 0; dx < 2; dx++)
                put_cell(c, ox + 2 * col + dx, oy + line, upper, lower);
        }
    }
}

bool hextris_dense_row_guided(int rows, int row)
{
    return row >= 0 && row < rows && (rows - 1 - row) % 2 == 1;
}

/* The right wall's glyph on line y of the board beside last column col. */
static uint32_t right_wall(int rows, int col, int y)
{
    if (!(col & 1))
        return hextris_dense_row_guided(rows, y) ? GUIDE_RIGHT : WALL_RIGHT;
    /* An odd column's hex y - 1 ends in the upper half of line y, hex y
     * starts in its lower half. */
    if (hextris_dense_row_guided(rows, y - 1))
        return GUIDE_RIGHT_UPPER;
    return hextris_dense_row_guided(rows, y) ? GUIDE_RIGHT_LOWER : WALL_RIGHT;
}

void hextris_dense_draw_well(canvas *c, int ox, int oy, int cols, int rows,
                            const uint8_t *role_at, canvas_role frame)
{
    int w, h;
    hextris_dense_well_size(cols, rows, &w, &h);
    if (h == 0)
        return;
    hextris_dense_draw(c, ox, oy, cols, rows, role_at);
    int floor_y = oy + rows;
    for (int col = 0; col < cols; col++) {
        /* An odd column's lowest hex fills the top half of the floor's
         * line, and the floor under it is hidden while it is filled. */
        bool odd = col & 1;
        if (odd && role_at[(rows - 1) * cols + col] != ROLE_NORMAL)
            continue;
        for (int dx = 0; dx < 2; dx++)
            canvas_put(c, ox + 2 * col + dx, floor_y, odd ? FLOOR_MIDDLE : FLOOR_TOP, frame);
    }
    /* The walls end where the floor beside them is: at the top of its line
     * beside an even column, through it beside an odd one. */
    for (int y = 0; y < rows; y++) {
        canvas_put(c, ox - 1, oy + y, hextris_dense_row_guided(rows, y) ? GUIDE_LEFT : WALL_LEFT,
                   frame);
        canvas_put(c, ox + 2 * cols, oy + y, right_wall(rows, cols - 1, y), frame);
    }
    if ((cols - 1) & 1)
        canvas_put(c, ox + 2 * cols, floor_y, right_wall(rows, cols - 1, rows), frame);
}

void hextris_dense_hexes_box(const hex_offset *cells, size_t n, int *x, int *y,
                            int *w, int *h)
{
    *x = *y = *w = *h = 0;
    if (n == 0)
        return;
    int c0 = cells[0].col, c1 = c0, h0 = 1 << 20, h1 = -1;
    for (size_t i = 0; i < n; i++) {
        int half = 2 * cells[i].row + (cells[i].col & 1);
        if (cells[i].col < c0) c0 = cells[i].col;
        if (cells[i].col > c1) c1 = cells[i].col;
        if (half < h0) h0 = half;
        if (half + 2 > h1) h1 = half + 2;
    }
    *x = 2 * c0;
    *w = 2 * (c1 - c0 + 1);
    *y = h0 / 2;
    *h = (h1 + 1) / 2 - *y;
}

int hextris_dense_column_at(int ox, int cols, int x)
{
    if (x < ox || x >= ox + 2 * cols)
        return -1;
    return (x - ox) / 2;
}
