/* hexcells: the puzzle's geometry and its clues. */
#include "games/hexcells/hexcells.h"

#include <stdio.h>
#include <string.h>

#include "core/hex.h"

void hc_puzzle_init(hc_puzzle *p, int cols, int rows)
{
    memset(p, 0, sizeof *p);
    p->cols = cols < 1 ? 1 : cols > HC_COLS_MAX ? HC_COLS_MAX : cols;
    p->rows = rows < 1 ? 1 : rows > HC_ROWS_MAX ? HC_ROWS_MAX : rows;
    /* Centred in the file's 33 x 33 grid: rows take two lines each, and
     * odd columns one more. */
    p->file_x = (HC_COLS_MAX - p->cols) / 2;
    p->file_y = (33 - (2 * p->rows - 1 + (p->cols > 1))) / 2;
    if (p->file_y < 0)
        p->file_y = 0;
}

static bool on_grid(const hc_puzzle *p, int col, int row)
{
    return col >= 0 && row >= 0 && col < p->cols && row < p->rows;
}

hc_item hc_puzzle_item(const hc_puzzle *p, int col, int row)
{
    if (!on_grid(p, col, row))
        return (hc_item){ HC_EMPTY, 0, 0, 0, 0 };
    return p->at[hc_index(col, row)];
}

bool hc_puzzle_is_cell(const hc_puzzle *p, int slot)
{
    return slot >= 0 && slot < HC_SLOTS && p->at[slot].kind == HC_CELL;
}

int hc_puzzle_cells(const hc_puzzle *p)
{
    int n = 0;
    for (int i = 0; i < HC_SLOTS; i++)
        n += p->at[i].kind == HC_CELL;
    return n;
}

int hc_puzzle_blues(const hc_puzzle *p)
{
    int n = 0;
    for (int i = 0; i < HC_SLOTS; i++)
        n += p->at[i].kind == HC_CELL && p->at[i].colour == HC_BLUE;
    return n;
}

bool hc_puzzle_valid(const hc_puzzle *p, char *msg)
{
    char dummy[HC_MSG_MAX];
    if (!msg)
        msg = dummy;
    if (p->cols < 1 || p->cols > HC_COLS_MAX || p->rows < 1 || p->rows > HC_ROWS_MAX) {
        snprintf(msg, HC_MSG_MAX, "the grid must be 1..%d columns by 1..%d rows",
                 HC_COLS_MAX, HC_ROWS_MAX);
        return false;
    }
    int cells = 0;
    for (int i = 0; i < HC_SLOTS; i++) {
        const hc_item *it = &p->at[i];
        char place[32];
        hc_place_name(i, place);
        if (it->kind > HC_LINE) {
            snprintf(msg, HC_MSG_MAX, "%s: unknown kind of item", place);
            return false;
        }
        if (it->kind == HC_EMPTY)
            continue;
        if (!on_grid(p, hc_col_of(i), hc_row_of(i))) {
            snprintf(msg, HC_MSG_MAX, "%s: an item outside the grid", place);
            return false;
        }
        if (it->show > HC_SHOW_SHAPE || it->colour > HC_BLUE || it->dir > HC_DIR_DOWN_LEFT
            || p->half[i] > 1) {
            snprintf(msg, HC_MSG_MAX, "%s: unknown colour, clue or direction", place);
            return false;
        }
        if (it->kind == HC_CELL) {
            cells++;
        } else if (it->show == HC_SHOW_NONE) {
            snprintf(msg, HC_MSG_MAX, "%s: a line clue that shows nothing", place);
            return false;
        }
    }
    if (cells == 0) {
        snprintf(msg, HC_MSG_MAX, "the puzzle has no cells");
        return false;
    }
    return true;
}

int hc_neighbour(const hc_puzzle *p, int slot, int dir)
{
    hex_offset o = { hc_col_of(slot), hc_row_of(slot) };
    hex_offset n = hex_offset_neighbor(o, HEX_ODD_Q, dir);
    return on_grid(p, n.col, n.row) ? hc_index(n.col, n.row) : -1;
}

int hc_line_of(const hc_puzzle *p, int slot)
{
    int col = hc_col_of(slot);
    return 2 * hc_row_of(slot) + (col & 1) + p->half[slot];
}

bool hc_same_lattice(const hc_puzzle *p, int a, int b)
{
    return p->half[a] == p->half[b];
}

/* Whether slot holds a cell on the lattice of from. */
static bool lattice_cell(const hc_puzzle *p, int from, int slot)
{
    return hc_puzzle_is_cell(p, slot) && hc_same_lattice(p, from, slot);
}

/* A line down its column: the places below it half a row apart, on one
 * lattice and the other in turn. */
static int column_members(const hc_puzzle *p, int slot, int *out)
{
    int col = hc_col_of(slot), n = 0;
    for (int t = 2 * hc_row_of(slot) + p->half[slot] + 1; t < 2 * p->rows; t++) {
        int s = hc_index(col, t / 2);
        if (hc_puzzle_is_cell(p, s) && p->half[s] == (t & 1))
            out[n++] = s;
    }
    return n;
}

/* The core direction a line clue's ray takes. */
static int ray_dir(hc_dir d)
{
    return d == HC_DIR_DOWN_RIGHT ? HEX_FLAT_SE : d == HC_DIR_DOWN ? HEX_FLAT_S : HEX_FLAT_SW;
}

int hc_members(const hc_puzzle *p, int slot, int *out)
{
    if (slot < 0 || slot >= HC_SLOTS)
        return 0;
    const hc_item *it = &p->at[slot];
    int n = 0;
    if (it->kind == HC_LINE) {
        if (it->dir == HC_DIR_DOWN)
            return column_members(p, slot, out);
        for (int s = hc_neighbour(p, slot, ray_dir(it->dir)); s >= 0;
             s = hc_neighbour(p, s, ray_dir(it->dir)))
            if (lattice_cell(p, slot, s))
                out[n++] = s;
        return n;
    }
    if (it->kind != HC_CELL)
        return 0;
    if (it->colour == HC_BLACK) {
        for (int d = 0; d < HC_RING; d++) {
            int s = hc_neighbour(p, slot, d);
            out[n++] = lattice_cell(p, slot, s) ? s : -1;
        }
        return n;
    }
    hex centre = hex_from_offset((hex_offset){ hc_col_of(slot), hc_row_of(slot) }, HEX_ODD_Q);
    hex around[19];
    size_t k = hex_range(centre, 2, around, 19);
    for (size_t i = 0; i < k && i < 19; i++) {
        if (hex_equal(around[i], centre))
            continue;
        hex_offset o = hex_to_offset(around[i], HEX_ODD_Q);
        if (on_grid(p, o.col, o.row) && lattice_cell(p, slot, hc_index(o.col, o.row)))
            out[n++] = hc_index(o.col, o.row);
    }
    return n;
}

static bool is_blue(const unsigned char *blue, int s)
{
    return s >= 0 && blue[s];
}

int hc_runs_ring(const int *members, int n, const unsigned char *blue)
{
    int runs = 0, blues = 0;
    for (int i = 0; i < n; i++) {
        bool b = is_blue(blue, members[i]);
        blues += b;
        runs += b && !is_blue(blue, members[(i + n - 1) % n]);
    }
    return blues == n && n > 0 ? 1 : runs;
}

int hc_runs_line(const int *members, int n, const unsigned char *blue)
{
    int runs = 0;
    for (int i = 0; i < n; i++)
        runs += is_blue(blue, members[i]) && (i == 0 || !is_blue(blue, members[i - 1]));
    return runs;
}

/* Whether slots a and b are neighbours (on one lattice, as a flower's
 * members are). */
static bool next_to(const hc_puzzle *p, int a, int b)
{
    for (int d = 0; d < HC_RING; d++)
        if (hc_neighbour(p, a, d) == b)
            return true;
    return false;
}

int hc_groups(const hc_puzzle *p, const int *members, int n, const unsigned char *blue)
{
    bool seen[HC_MEMBERS_MAX] = { false };
    int queue[HC_MEMBERS_MAX], groups = 0;
    for (int i = 0; i < n; i++) {
        if (seen[i] || !is_blue(blue, members[i]))
            continue;
        groups++;
        int head = 0, tail = 0;
        seen[i] = true;
        queue[tail++] = i;
        while (head < tail) {
            int a = members[queue[head++]];
            for (int j = 0; j < n; j++)
                if (!seen[j] && is_blue(blue, members[j]) && next_to(p, a, members[j])) {
                    seen[j] = true;
                    queue[tail++] = j;
                }
        }
    }
    return groups;
}

hc_clue hc_clue_for(const hc_puzzle *p, const unsigned char *blue, int slot)
{
    hc_clue c = { HC_CLUE_NONE, 0 };
    if (slot < 0 || slot >= HC_SLOTS)
        return c;
    const hc_item *it = &p->at[slot];
    if (it->kind == HC_EMPTY || it->show == HC_SHOW_NONE)
        return c;
    int m[HC_MEMBERS_MAX];
    int n = hc_members(p, slot, m);
    for (int i = 0; i < n; i++)
        c.value += is_blue(blue, m[i]);
    c.kind = HC_CLUE_COUNT;
    if (it->show == HC_SHOW_SHAPE) {
        int parts = it->kind == HC_LINE       ? hc_runs_line(m, n, blue)
                    : it->colour == HC_BLUE ? hc_groups(p, m, n, blue)
                                            : hc_runs_ring(m, n, blue);
        c.kind = parts <= 1 ? HC_CLUE_TOGETHER : HC_CLUE_APART;
    }
    return c;
}

hc_clue hc_clue_of(const hc_puzzle *p, int slot)
{
    unsigned char blue[HC_SLOTS];
    for (int i = 0; i < HC_SLOTS; i++)
        blue[i] = p->at[i].kind == HC_CELL && p->at[i].colour == HC_BLUE;
    return hc_clue_for(p, blue, slot);
}

void hc_clue_format(hc_clue c, char *buf)
{
    unsigned v = c.value < 0 ? 0u : c.value > 99 ? 99u : (unsigned)c.value % 100u;
    switch (c.kind) {
    case HC_CLUE_NONE: buf[0] = '\0'; return;
    case HC_CLUE_COUNT: snprintf(buf, 8, "%u", v); return;
    /* No blues are together or apart: SixCells writes 0. */
    case HC_CLUE_TOGETHER: snprintf(buf, 8, v == 0 ? "%u" : "{%u}", v); return;
    case HC_CLUE_APART: snprintf(buf, 8, "-%u-", v); return;
    }
    buf[0] = '\0';
}

void hc_place_name(int slot, char *buf)
{
    unsigned col = (unsigned)hc_col_of(slot) % 100u, row = (unsigned)hc_row_of(slot) % 100u;
    snprintf(buf, 32, "column %u, row %u", col + 1, row + 1);
}

void hc_clue_name(const hc_puzzle *p, int slot, char *buf, size_t cap)
{
    static const char *const dirs[] = { "down-right", "down", "down-left" };
    char place[32], value[8];
    hc_place_name(slot, place);
    hc_clue_format(hc_clue_of(p, slot), value);
    const hc_item *it = &p->at[slot];
    if (it->kind == HC_LINE)
        snprintf(buf, cap, "the line %s at %s (%s)", value, place, dirs[it->dir % 3]);
    else if (it->kind == HC_CELL && it->colour == HC_BLUE)
        snprintf(buf, cap, "the blue %s at %s", value, place);
    else
        snprintf(buf, cap, "the %s at %s", value[0] ? value : "?", place);
}
