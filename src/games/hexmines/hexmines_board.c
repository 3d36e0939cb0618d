/* hexmines board geometry: which cells are on the board and each cell's
 * precomputed neighbour indices, in odd-r offset coordinates. */
#include <stdlib.h>
#include <string.h>

#include "core/hex.h"
#include "games/hexmines/hexmines.h"

static bool shape_on(hm_shape shape, int width, int height, int row, int col)
{
    if (row < 0 || col < 0 || row >= height || col >= width)
        return false;
    if (shape == HM_SHAPE_RECT)
        return true;
    int r = width / 2;
    hex centre = hex_from_offset((hex_offset){ r, r }, HEX_ODD_R);
    hex h = hex_from_offset((hex_offset){ col, row }, HEX_ODD_R);
    return hex_distance(h, centre) <= r;
}

bool hm_board_init(hm_board *b, hm_shape shape, int width, int height)
{
    memset(b, 0, sizeof *b);
    if (hm_shape_cells(shape, width, height) == 0)
        return false;
    int n = width * height;
    b->on = malloc((size_t)n);
    b->nbr = malloc((size_t)n * 6 * sizeof *b->nbr);
    if (!b->on || !b->nbr) {
        hm_board_free(b);
        return false;
    }
    b->shape = shape;
    b->width = width;
    b->height = height;
    b->ncells = n;
    for (int row = 0; row < height; row++)
        for (int col = 0; col < width; col++) {
            bool on = shape_on(shape, width, height, row, col);
            b->on[row * width + col] = on;
            b->nplay += on;
        }
    /* A neighbour's offset depends only on the row's parity: the core's
     * steps from one cell of each, applied to every cell (a 1000x1000
     * board is made in a fraction of the time). */
    hex_offset step[2][HEX_DIRECTIONS];
    for (int parity = 0; parity < 2; parity++)
        for (int d = 0; d < HEX_DIRECTIONS; d++) {
            hex_offset o = hex_offset_neighbor((hex_offset){ 0, parity },
                                               HEX_ODD_R, d);
            step[parity][d] = (hex_offset){ o.col, o.row - parity };
        }
    for (int row = 0; row < height; row++)
        for (int col = 0; col < width; col++) {
            int32_t *out = &b->nbr[(size_t)(row * width + col) * 6];
            for (int d = 0; d < HEX_DIRECTIONS; d++) {
                hex_offset o = { col + step[row & 1][d].col,
                                 row + step[row & 1][d].row };
                bool ok = o.row >= 0 && o.row < height && o.col >= 0
                          && o.col < width && b->on[o.row * width + o.col];
                out[d] = ok ? o.row * width + o.col : -1;
            }
        }
    return true;
}

void hm_board_free(hm_board *b)
{
    free(b->on);
    free(b->nbr);
    memset(b, 0, sizeof *b);
}

bool hm_board_on(const hm_board *b, int row, int col)
{
    if (row < 0 || col < 0 || row >= b->height || col >= b->width)
        return false;
    return b->on[row * b->width + col];
}

int hm_board_default_first(const hm_board *b)
{
    int cr = b->height / 2, cc = b->width / 2;
    if (b->on[cr * b->width + cc])
        return cr * b->width + cc;
    /* Only reachable for odd shapes; search outwards, first hit in index
     * order at the least hex distance. */
    hex centre = hex_from_offset((hex_offset){ cc, cr }, HEX_ODD_R);
    int best = -1, bestd = 0;
    for (int i = 0; i < b->ncells; i++) {
        if (!b->on[i])
            continue;
        hex h = hex_from_offset((hex_offset){ i % b->width, i / b->width },
                                HEX_ODD_R);
        int d = hex_distance(h, centre);
        if (best < 0 || d < bestd) {
            best = i;
            bestd = d;
        }
    }
    return best;
}
