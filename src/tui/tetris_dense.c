/* The dense hextris drawing: half-block tiles, two cells by one line. */
#include "tui/tetris_dense.h"

#include <stdbool.h>

void tetris_dense_board_size(int cols, int rows, int *width, int *height)
{
    if (cols <= 0 || rows <= 0) {
        *width = *height = 0;
        return;
    }
    *width = 2 * cols;
    /* The odd columns' last half-line spills onto one more line. */
    *height = rows + (cols > 1 ? 1 : 0);
}

/* The role of the hex of column col covering half-line half (0 is the top
 * of the picture): ROLE_NORMAL above, below or between boards. */
static enum canvas_role role_of_half(int cols, int rows, const uint8_t *role_at,
                                     int col, int half)
{
    int from_top = half - (col & 1);
    if (from_top < 0)
        return ROLE_NORMAL;
    int row = from_top / 2;
    if (row >= rows)
        return ROLE_NORMAL;
    return (enum canvas_role)role_at[row * cols + col];
}

static bool is_piece(enum canvas_role r)
{
    return r != ROLE_NORMAL && r != ROLE_GHOST;
}

void tetris_dense_draw(canvas *c, int ox, int oy, int cols, int rows,
                       const uint8_t *role_at)
{
    int w, h;
    tetris_dense_board_size(cols, rows, &w, &h);
    for (int line = 0; line < h; line++) {
        for (int col = 0; col < cols; col++) {
            enum canvas_role upper = role_of_half(cols, rows, role_at, col, 2 * line);
            enum canvas_role lower = role_of_half(cols, rows, role_at, col, 2 * line + 1);
            if (upper == ROLE_GHOST && is_piece(lower))
                upper = ROLE_NORMAL;
            if (lower == ROLE_GHOST && is_piece(upper))
                lower = ROLE_NORMAL;
            for (int dx = 0; dx < 2; dx++)
                canvas_put_halves(c, ox + 2 * col + dx, oy + line, upper, lower);
        }
    }
}

int tetris_dense_column_at(int ox, int cols, int x)
{
    if (x < ox || x >= ox + 2 * cols)
        return -1;
    return (x - ox) / 2;
}
