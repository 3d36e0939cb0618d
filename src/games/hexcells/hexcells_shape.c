/* hexcells generator's boards (games/hexcells/hexcells_shape.h). All but
 * the ellipse grow from the middle a cell at a time onto a neighbour of the
 * board, each new cell with its images under the figure's symmetry (so the
 * board stays symmetric and in one piece); which neighbour is taken sets
 * the look: the nearest the middle of a few tried grows a round figure, the
 * farthest grows arms. Holes come last, a whole orbit at a time, inside
 * the board. */
#include "games/hexcells/hexcells_shape.h"

#include <string.h>

#include "core/hex.h"

const char *hc_shape_name(hc_shape_kind k)
{
    static const char *const names[] = { "blob", "ring", "mirror", "turn", "arms" };
    return k < HC_SHAPE_KINDS ? names[k] : "?";
}

/* A figure's symmetry: its images, the first the figure itself. */
enum { IMAGES_MAX = 6 };
typedef struct {
    int cols, rows;
    int n;
    int turn[IMAGES_MAX];     /* sixths turned about the middle */
    int mirror[IMAGES_MAX];   /* bit 0: across the upright axis; bit 1:
                                 across the level one */
    int axis_col;
    hex middle;
} symmetry;

static hex hex_of(int slot)
{
    return hex_from_offset((hex_offset){ hc_col_of(slot), hc_row_of(slot) }, HEX_ODD_Q);
}

/* The slot of (col, row) where the board may have a cell, or -1. */
static int board_slot(const symmetry *s, int col, int row)
{
    return col >= 0 && col < s->cols && row >= 1 && row < s->rows ? hc_index(col, row) : -1;
}

/* Image i of slot, or -1 off the board. In odd-q offsets both mirrors are
 * exact: a column keeps its parity across the upright axis, and across the
 * level one an odd column's half-row shift is taken back. */
static int image(const symmetry *s, int i, int slot)
{
    int c = hc_col_of(slot), r = hc_row_of(slot);
    if (s->turn[i]) {
        hex_offset o = hex_to_offset(hex_rotate_about(hex_of(slot), s->middle, s->turn[i]), HEX_ODD_Q);
        c = o.col;
        r = o.row;
    }
    if (s->mirror[i] & 1)
        c = 2 * s->axis_col - c;
    if (s->mirror[i] & 2)
        r = s->rows - r - (c & 1);
    return board_slot(s, c, r);
}

static void symmetry_init(symmetry *s, int cols, int rows)
{
    memset(s, 0, sizeof *s);
    s->cols = cols;
    s->rows = rows;
    s->n = 1;
    s->axis_col = (cols - 1) / 2;
    s->middle = hex_of(hc_index(s->axis_col, rows / 2));
}

static void symmetry_turns(symmetry *s, int step)
{
    s->n = 6 / step;
    for (int i = 0; i < s->n; i++)
        s->turn[i] = i * step;
}

/* Adds slot and its images as cells; false (nothing added) when an image
 * is off the board. Returns through added the new cells. */
static bool add_orbit(hc_puzzle *p, const symmetry *s, int slot, int *added, int *nadded)
{
    int img[IMAGES_MAX];
    for (int i = 0; i < s->n; i++)
        if ((img[i] = image(s, i, slot)) < 0)
            return false;
    for (int i = 0; i < s->n; i++)
        if (p->at[img[i]].kind != HC_CELL) {
            p->at[img[i]].kind = HC_CELL;
            added[(*nadded)++] = img[i];
        }
    return true;
}

static int count_reachable(const hc_puzzle *p, int from)
{
    unsigned char seen[HC_SLOTS];
    int queue[HC_SLOTS], head = 0, tail = 0;
    memset(seen, 0, sizeof seen);
    seen[from] = 1;
    queue[tail++] = from;
    while (head < tail) {
        int s = queue[head++];
        for (int d = 0; d < 6; d++) {
            int t = hc_neighbour(p, s, d);
            if (t >= 0 && !seen[t] && p->at[t].kind == HC_CELL) {
                seen[t] = 1;
                queue[tail++] = t;
            }
        }
    }
    return tail;
}

static int collect_cells(const hc_puzzle *p, int *cells)
{
    int n = 0;
    for (int i = 0; i < HC_SLOTS; i++)
        if (p->at[i].kind == HC_CELL)
            cells[n++] = i;
    return n;
}

typedef enum { GROW_ROUND = -1, GROW_ANY = 0, GROW_TIPS = 1 } grow_bias;

/* Grows the board from its cells to about target cells, none within core
 * steps of the middle. */
static int grow(hc_puzzle *p, const symmetry *s, int target, grow_bias bias, int core, rng *g)
{
    int cells[HC_SLOTS];
    int n = collect_cells(p, cells);
    enum { TRIES_PER_CELL = 40, CHOICES = 3 };
    for (int tries = 0; n > 0 && n < target && tries < TRIES_PER_CELL * target; tries++) {
        int best = -1, best_d = 0;
        for (int k = 0; k < (bias == GROW_ANY ? 1 : CHOICES); k++) {
            int t = hc_neighbour(p, cells[rng_below(g, (uint32_t)n)], (int)rng_below(g, 6));
            if (t < 0 || p->at[t].kind == HC_CELL || hc_row_of(t) == 0)
                continue;
            int d = hex_distance(hex_of(t), s->middle);
            if (d <= core)
                continue;
            if (best < 0 || (bias == GROW_ROUND ? d < best_d : d > best_d)) {
                best = t;
                best_d = d;
            }
        }
        if (best >= 0)
            add_orbit(p, s, best, cells, &n);
    }
    return n;
}

/* Removes whole orbits of cells whose six neighbours are all cells, about
 * one cell in per_hole, while the board stays in one piece. */
static void punch_holes(hc_puzzle *p, const symmetry *s, int per_hole, rng *g)
{
    int cells[HC_SLOTS];
    int n = collect_cells(p, cells);
    rng_shuffle(g, cells, (size_t)n, sizeof cells[0]);
    int total = n, left = n / per_hole;
    for (int i = 0; i < n && left > 0; i++) {
        int img[IMAGES_MAX], m = 0;
        bool inner = true;
        for (int j = 0; j < s->n && inner; j++) {
            int t = image(s, j, cells[i]);
            inner = t >= 0 && p->at[t].kind == HC_CELL;
            for (int d = 0; d < 6 && inner; d++) {
                int u = hc_neighbour(p, t, d);
                inner = u >= 0 && p->at[u].kind == HC_CELL;
            }
            bool again = false;
            for (int q = 0; q < m; q++)
                again |= img[q] == t;
            if (inner && !again)
                img[m++] = t;
        }
        if (!inner || m >= total)
            continue;
        for (int q = 0; q < m; q++)
            p->at[img[q]].kind = HC_EMPTY;
        int from = -1;
        for (int d = 0; d < 6 && from < 0; d++) {
            int u = hc_neighbour(p, img[0], d);
            if (u >= 0 && p->at[u].kind == HC_CELL)
                from = u;
        }
        if (from < 0 || count_reachable(p, from) != total - m) {
            for (int q = 0; q < m; q++)
                p->at[img[q]].kind = HC_CELL;
            continue;
        }
        total -= m;
        left -= m;
    }
}

/* The first generator's board: a rounded blob with ragged edges and a few
 * holes, in one piece. */
static void make_ellipse(hc_puzzle *p, int cols, int rows, rng *g)
{
    /* The ellipse in integers (tenths of half-hexes), so that every
     * machine draws the same one: centre column (cols-1)/2, centre height
     * rows/2 in rows (odd columns half a row lower), radii cols/2 + 0.3
     * and (rows-1)/2 + 0.3. */
    long long ra = 10LL * cols + 6, rb = 10LL * (rows - 1) + 6;
    for (int c = 0; c < cols; c++)
        for (int r = 1; r < rows; r++) {
            long long a = 10LL * (2 * c - (cols - 1));
            long long b = 10LL * (2 * r + (c & 1) - rows);
            long long d = a * a * rb * rb + b * b * ra * ra, one = ra * ra * rb * rb;
            /* Inside the ellipse, the edge frayed at random. */
            if (d > one || (100 * d > 55 * one && rng_below(g, 100) < 35))
                continue;
            p->at[hc_index(c, r)].kind = HC_CELL;
        }
    /* Holes: drop cells while the board stays in one piece. */
    int cells[HC_SLOTS];
    int n = collect_cells(p, cells);
    rng_shuffle(g, cells, (size_t)n, sizeof cells[0]);
    int total = n, holes = n / 10;
    for (int i = 0; i < n && holes > 0; i++) {
        int s = cells[i];
        p->at[s].kind = HC_EMPTY;
        int from = cells[(i + 1) % n];
        if (p->at[from].kind != HC_CELL || count_reachable(p, from) != total - 1) {
            p->at[s].kind = HC_CELL;
            continue;
        }
        total--;
        holes--;
    }
}

/* A grown figure of one kind; false when it stayed well short of cells
 * (its symmetry did not fit the grid). */
static bool make_grown(hc_puzzle *p, hc_shape_kind kind, int cols, int rows, int cells, rng *g)
{
    symmetry s;
    symmetry_init(&s, cols, rows);
    grow_bias bias = GROW_ANY;
    int core = -1, per_hole = 14;
    switch (kind) {
    case HC_SHAPE_RING:
        core = cells >= 60 ? 2 : 1;
        bias = GROW_ROUND;
        per_hole = 1000;
        break;
    case HC_SHAPE_MIRROR: {
        static const int mirrors[][IMAGES_MAX] = { { 0, 1 }, { 0, 2 }, { 0, 1, 2, 3 } };
        int m = (int)rng_below(g, 3);
        s.n = m == 2 ? 4 : 2;
        memcpy(s.mirror, mirrors[m], sizeof s.mirror);
        bias = rng_below(g, 2) ? GROW_ROUND : GROW_ANY;
        break;
    }
    case HC_SHAPE_TURN: {
        static const int steps[] = { 3, 2, 1 };
        symmetry_turns(&s, steps[rng_below(g, 3)]);
        bias = rng_below(g, 2) ? GROW_ROUND : GROW_ANY;
        break;
    }
    default: {   /* HC_SHAPE_ARMS */
        static const int steps[] = { 6, 3, 2 };
        symmetry_turns(&s, steps[rng_below(g, 3)]);
        bias = GROW_TIPS;
        per_hole = 1000;
        break;
    }
    }
    int n = 0, seed[HC_SLOTS];
    if (core < 0) {
        add_orbit(p, &s, hc_index(s.axis_col, rows / 2), seed, &n);
    } else {
        /* The ring's first cells: every one just outside the core. */
        hex ring[6 * 3];
        size_t k = hex_ring(s.middle, core + 1, ring, sizeof ring / sizeof ring[0]);
        for (size_t i = 0; i < k; i++) {
            hex_offset o = hex_to_offset(ring[i], HEX_ODD_Q);
            int slot = board_slot(&s, o.col, o.row);
            if (slot < 0)
                return false;
            add_orbit(p, &s, slot, seed, &n);
        }
    }
    if (grow(p, &s, cells, bias, core, g) * 4 < cells * 3)
        return false;
    punch_holes(p, &s, per_hole, g);
    return true;
}

hc_shape_kind hc_shape_make(hc_puzzle *p, hc_shape_kind kind, int cols, int rows, int cells,
                            rng *g)
{
    hc_puzzle_init(p, cols, rows);
    if (kind != HC_SHAPE_BLOB && kind < HC_SHAPE_KINDS && make_grown(p, kind, cols, rows, cells, g))
        return kind;
    hc_puzzle_init(p, cols, rows);
    make_ellipse(p, cols, rows, g);
    return HC_SHAPE_BLOB;
}
