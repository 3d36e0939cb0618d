/* Two lattices of a SixCells level brought onto one
 * (games/hexcells/hexcells_lattice.h). */
#include "games/hexcells/hexcells_lattice.h"

#include <stdlib.h>
#include <string.h>

/* Lines a moved item may reach: one above the grid and one below. */
enum { SPAN = 35, WIDTH = 33, MEMBERS = 33 };

/* Where the items are, as SixCells finds them: by place, and the box
 * they span (a line clue counts to its edge). */
typedef struct {
    short at[SPAN][WIDTH];     /* item index, -1 for none; line y at y + 1 */
    int x0, x1, y0, y1;
} places;

static const int ring[6][2] = { { 0, -2 }, { 1, -1 }, { 1, 1 }, { 0, 2 }, { -1, 1 }, { -1, -1 } };
static const int flower[12][2] = { { 0, -4 }, { 1, -3 }, { 2, -2 }, { 2, 0 }, { 2, 2 }, { 1, 3 },
                                   { 0, 4 }, { -1, 3 }, { -2, 2 }, { -2, 0 }, { -2, -2 },
                                   { -1, -3 } };

static int item_at(const places *m, int x, int y)
{
    if (x < 0 || x >= WIDTH || y < -1 || y >= SPAN - 1)
        return -1;
    return m->at[y + 1][x];
}

static bool place_all(const hc_file_item *items, int n, places *m)
{
    memset(m->at, 0xff, sizeof m->at);
    m->x0 = m->y0 = SPAN;
    m->x1 = m->y1 = -SPAN;
    for (int i = 0; i < n; i++) {
        int x = items[i].x, y = items[i].y;
        if (x < 0 || x >= WIDTH || y < -1 || y >= SPAN - 1 || item_at(m, x, y) >= 0)
            return false;
        m->at[y + 1][x] = (short)i;
        m->x0 = x < m->x0 ? x : m->x0;
        m->x1 = x > m->x1 ? x : m->x1;
        m->y0 = y < m->y0 ? y : m->y0;
        m->y1 = y > m->y1 ? y : m->y1;
    }
    return true;
}

static int cell_at(const hc_file_item *items, const places *m, int x, int y)
{
    int i = item_at(m, x, y);
    return i >= 0 && items[i].item.kind == HC_CELL ? i : -1;
}

/* The cells item i's clue counts, in order, as SixCells counts them (a
 * ring's places with no cell as -1). */
static int members(const hc_file_item *items, const places *m, int i, int *out)
{
    const hc_file_item *it = &items[i];
    int n = 0;
    if (it->item.kind == HC_CELL && it->item.show != HC_SHOW_NONE) {
        for (int d = 0; d < 6; d++)
            out[n++] = cell_at(items, m, it->x + ring[d][0], it->y + ring[d][1]);
        if (it->item.colour == HC_BLUE) {
            int k = 0;
            for (int d = 0; d < 6; d++)
                if (out[d] >= 0)
                    out[k++] = out[d];
            for (int d = 0; d < 12; d++) {
                int c = cell_at(items, m, it->x + flower[d][0], it->y + flower[d][1]);
                if (c >= 0)
                    out[k++] = c;
            }
            n = k;
        }
    } else if (it->item.kind == HC_LINE) {
        int dx = it->item.dir == HC_DIR_DOWN_RIGHT ? 1 : it->item.dir == HC_DIR_DOWN ? 0 : -1;
        for (int x = it->x + dx, y = it->y + 1;
             x >= m->x0 && x <= m->x1 && y >= m->y0 && y <= m->y1 && n < MEMBERS; x += dx, y++) {
            int c = cell_at(items, m, x, y);
            if (c >= 0)
                out[n++] = c;
        }
    }
    return n;
}

/* Whether every clue counts the same cells in moved as in items. */
static bool same_clues(const hc_file_item *items, const hc_file_item *moved, int n)
{
    places *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    bool same = a && b && place_all(items, n, a) && place_all(moved, n, b);
    for (int i = 0; same && i < n; i++) {
        int ma[MEMBERS], mb[MEMBERS];
        int na = members(items, a, i, ma), nb = members(moved, b, i, mb);
        same = na == nb && memcmp(ma, mb, (size_t)na * sizeof *ma) == 0;
    }
    free(a);
    free(b);
    return same;
}

bool hc_lattice_single(const hc_file_item *items, int n)
{
    for (int i = 1; i < n; i++)
        if (((items[i].x + items[i].y) & 1) != ((items[0].x + items[0].y) & 1))
            return false;
    return true;
}

bool hc_lattice_join(hc_file_item *items, int n, int grid)
{
    if (n < 1 || hc_lattice_single(items, n))
        return true;
    hc_file_item *moved = malloc((size_t)n * sizeof *moved);
    if (!moved)
        return false;
    /* The lattice with fewer items moves first, down then up. */
    int odd = 0;
    for (int i = 0; i < n; i++)
        odd += (items[i].x + items[i].y) & 1;
    int first = 2 * odd <= n ? 1 : 0;
    static const int lattice_dy[4][2] = { { 0, 1 }, { 0, -1 }, { 1, 1 }, { 1, -1 } };
    bool found = false;
    for (int t = 0; t < 4 && !found; t++) {
        int lattice = lattice_dy[t][0] ? 1 - first : first, dy = lattice_dy[t][1];
        found = true;
        for (int i = 0; i < n && found; i++) {
            moved[i] = items[i];
            if (((items[i].x + items[i].y) & 1) == lattice)
                moved[i].y += dy;
            found = moved[i].y >= 0 && moved[i].y < grid;
        }
        found = found && same_clues(items, moved, n);
    }
    if (found)
        memcpy(items, moved, (size_t)n * sizeof *moved);
    free(moved);
    return found;
}
