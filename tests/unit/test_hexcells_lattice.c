/* hexcells levels whose items lie on both of a SixCells file's lattices,
 * against a model of SixCells' rules kept here: it works on the file's own
 * places (pair x, line y) with SixCells' neighbour deltas, a cell's ring
 * (x, y +- 2), (x +- 1, y +- 1), its flower the places two such steps
 * away, a line clue every place (x + dx * k, y + k) within the box of the
 * level's items, and never asks the code under test what a clue counts.
 * On the fixtures tests/fixtures/hexcells/lattice_*.hexcells and on random
 * small files on both lattices: the level read holds the file's items in
 * their places; each clue counts the places the model gives and reads the
 * value and shape it gives (the file's mark too); export writes the file
 * back byte for byte; the level's params text holds it whole; the solver's
 * every step is forced in the model's brute force over the covered cells,
 * and where it stops nothing is; overlapping hexes are refused exactly
 * where no lattice holds the upper item of every pair. Params texts of
 * levels packed before read as they did. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_file.h"
#include "games/hexcells/hexcells_solve.h"
#include "hexcells_testutil.h"
#include "session/hexcells_level.h"
#include "session/session.h"

enum { G = HC_FILE_GRID, HEAD_LINES = 5, BRUTE_MAX = 16 };

/* ------------------------------------------------------------ the model */

typedef struct {
    char kind[G][G], info[G][G];   /* by [y][x]: the file's two characters */
    int x0, x1, y0, y1;            /* the box of the items */
    int items;
} model;

static const int ring_d[6][2] = { { 0, -2 }, { 1, -1 }, { 1, 1 }, { 0, 2 }, { -1, 1 }, { -1, -1 } };
static const int flower_d[12][2] = { { 0, -4 }, { 1, -3 }, { 2, -2 }, { 2, 0 }, { 2, 2 },
                                     { 1, 3 },  { 0, 4 },  { -1, 3 }, { -2, 2 }, { -2, 0 },
                                     { -2, -2 }, { -1, -3 } };

static bool model_read(const char *text, model *m)
{
    memset(m, 0, sizeof *m);
    m->x0 = m->y0 = G;
    m->x1 = m->y1 = -1;
    const char *at = text;
    for (int i = 0; i < HEAD_LINES; i++) {
        at = strchr(at, '\n');
        if (!at)
            return false;
        at++;
    }
    for (int y = 0; y < G; y++, at += 2 * G + 1) {
        if (strlen(at) < 2 * G)
            return false;
        for (int x = 0; x < G; x++) {
            m->kind[y][x] = at[2 * x];
            m->info[y][x] = at[2 * x + 1];
            if (at[2 * x] == '.')
                continue;
            m->items++;
            m->x0 = x < m->x0 ? x : m->x0;
            m->x1 = x > m->x1 ? x : m->x1;
            m->y0 = y < m->y0 ? y : m->y0;
            m->y1 = y > m->y1 ? y : m->y1;
        }
        if (y + 1 < G && at[2 * G] != '\n')
            return false;
    }
    return true;
}

static bool inside(int x, int y)
{
    return x >= 0 && y >= 0 && x < G && y < G;
}

static bool is_cell(const model *m, int x, int y)
{
    return inside(x, y) && strchr("oOxX", m->kind[y][x]) && m->kind[y][x];
}

static bool is_line(const model *m, int x, int y)
{
    return strchr("\\|/", m->kind[y][x]) && m->kind[y][x];
}

static bool is_blue(const model *m, int x, int y)
{
    return m->kind[y][x] == 'x' || m->kind[y][x] == 'X';
}

/* The places the clue at (x, y) counts, as x + G * y: a ring or flower in
 * SixCells' order, a line from its clue outwards. */
static int model_members(const model *m, int x, int y, int *out)
{
    int n = 0;
    if (is_line(m, x, y)) {
        int dx = m->kind[y][x] == '\\' ? 1 : m->kind[y][x] == '|' ? 0 : -1;
        for (int cx = x + dx, cy = y + 1;
             cx >= m->x0 && cx <= m->x1 && cy >= m->y0 && cy <= m->y1; cx += dx, cy++)
            if (is_cell(m, cx, cy))
                out[n++] = cx + G * cy;
        return n;
    }
    for (int d = 0; d < 6; d++)
        if (is_cell(m, x + ring_d[d][0], y + ring_d[d][1]))
            out[n++] = x + ring_d[d][0] + G * (y + ring_d[d][1]);
    for (int d = 0; is_blue(m, x, y) && d < 12; d++)
        if (is_cell(m, x + flower_d[d][0], y + flower_d[d][1]))
            out[n++] = x + flower_d[d][0] + G * (y + flower_d[d][1]);
    return n;
}

static bool neighbours(int a, int b)
{
    for (int d = 0; d < 6; d++)
        if (a % G + ring_d[d][0] == b % G && a / G + ring_d[d][1] == b / G)
            return true;
    return false;
}

/* The clue at (x, y) under the colouring blue (by x + G * y): its value,
 * and whether its blues are one group (a ring's: linked as neighbours; a
 * line's: one run along it). */
static int model_clue(const model *m, const unsigned char *blue, int x, int y, bool *together)
{
    int mem[HC_MEMBERS_MAX], n = model_members(m, x, y, mem), value = 0, runs = 0;
    int group[HC_MEMBERS_MAX], ng = 0;
    for (int i = 0; i < n; i++) {
        value += blue[mem[i]];
        runs += blue[mem[i]] && (i == 0 || !blue[mem[i - 1]]);
        if (blue[mem[i]])
            group[ng++] = mem[i];
    }
    if (is_line(m, x, y)) {
        *together = runs <= 1;
        return value;
    }
    /* Grow one group from the first blue by the neighbour relation. */
    bool in[HC_MEMBERS_MAX] = { false };
    int reached = ng > 0;
    if (ng > 0)
        in[0] = true;
    for (bool grew = true; grew;) {
        grew = false;
        for (int i = 0; i < ng; i++)
            for (int j = 0; j < ng; j++)
                if (in[i] && !in[j] && neighbours(group[i], group[j])) {
                    in[j] = grew = true;
                    reached++;
                }
    }
    *together = reached == ng;
    return value;
}

/* Whether the clue at (x, y) shows, and shows a shape. */
static bool shows(const model *m, int x, int y)
{
    return is_line(m, x, y) || m->info[y][x] != '.';
}

static bool shows_shape(const model *m, int x, int y)
{
    return m->info[y][x] == 'c' || m->info[y][x] == 'n' || (is_line(m, x, y) && m->info[y][x] == '.');
}

static void truth(const model *m, unsigned char *blue)
{
    for (int y = 0; y < G; y++)
        for (int x = 0; x < G; x++)
            blue[x + G * y] = is_cell(m, x, y) && is_blue(m, x, y);
}

/* ------------------------------------------------ the level against it */

/* The file's place of every slot of p holding an item, x + G * y. */
static void places_of(const hc_puzzle *p, int *place)
{
    for (int s = 0; s < HC_SLOTS; s++) {
        place[s] = -1;
        if (p->at[s].kind == HC_EMPTY)
            continue;
        int x = hc_col_of(s) + p->file_x, y = hc_line_of(p, s) + p->file_y;
        assert_true(inside(x, y));
        place[s] = x + G * y;
    }
}

static int compare_int(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

/* p holds the model's items where the file has them, and every clue
 * counts what the model's does and reads as it does. */
static void agrees(const hc_puzzle *p, const model *m, const char *what)
{
    int place[HC_SLOTS], items = 0;
    places_of(p, place);
    unsigned char blue[G * G];
    truth(m, blue);
    for (int s = 0; s < HC_SLOTS; s++) {
        if (place[s] < 0)
            continue;
        items++;
        int x = place[s] % G, y = place[s] / G;
        const hc_item *it = &p->at[s];
        if (it->kind != (is_cell(m, x, y) ? HC_CELL : HC_LINE))
            fail_msg("%s: slot %d is no %c at (%d, %d)", what, s, m->kind[y][x], x, y);
        if (it->kind == HC_CELL)
            assert_int_equal(it->colour, is_blue(m, x, y) ? HC_BLUE : HC_BLACK);
        int got[HC_MEMBERS_MAX], want[HC_MEMBERS_MAX];
        int ng = hc_members(p, s, got), nw = model_members(m, x, y, want), k = 0;
        for (int i = 0; i < ng; i++)
            if (got[i] >= 0)
                got[k++] = place[got[i]];
        if (it->kind == HC_CELL) {
            qsort(got, (size_t)k, sizeof *got, compare_int);
            qsort(want, (size_t)nw, sizeof *want, compare_int);
        }
        if (k != nw || memcmp(got, want, (size_t)k * sizeof *got) != 0)
            fail_msg("%s: the clue at (%d, %d) counts %d places, SixCells %d", what, x, y, k, nw);
        if (!shows(m, x, y))
            continue;
        bool together;
        int value = model_clue(m, blue, x, y, &together);
        hc_clue c = hc_clue_of(p, s);
        assert_int_equal(c.value, value);
        hc_clue_kind kind = !shows_shape(m, x, y) ? HC_CLUE_COUNT
                            : together            ? HC_CLUE_TOGETHER
                                                  : HC_CLUE_APART;
        if (c.kind != kind)
            fail_msg("%s: the clue at (%d, %d) reads kind %d, SixCells %d", what, x, y,
                     (int)c.kind, (int)kind);
        if (m->info[y][x] == 'c' || m->info[y][x] == 'n')
            if (m->info[y][x] != (together ? 'c' : 'n'))
                fail_msg("%s: the file marks (%d, %d) %c", what, x, y, m->info[y][x]);
    }
    assert_int_equal(items, m->items);
}

/* Every colouring of the unknown cells (k: HC_K_UNKNOWN) with the level's
 * blue total that meets every clue in view, by the model: can[place] bit 0
 * when black is possible, bit 1 when blue is. */
static long brute(const model *m, const int *place, const signed char *k, unsigned char *can)
{
    unsigned char blue[G * G], real[G * G];
    truth(m, real);
    memcpy(blue, real, sizeof blue);
    int unknown[BRUTE_MAX], n = 0, view[HC_SLOTS], nv = 0, total = 0, known = 0;
    for (int s = 0; s < HC_SLOTS; s++) {
        if (place[s] < 0)
            continue;
        int x = place[s] % G, y = place[s] / G;
        if (k[s] == HC_K_UNKNOWN) {
            assert_true(n < BRUTE_MAX);
            unknown[n++] = place[s];
        } else if (is_cell(m, x, y)) {
            known += real[place[s]];
        }
        total += is_cell(m, x, y) && real[place[s]];
        if ((is_line(m, x, y) || k[s] >= 0) && shows(m, x, y))
            view[nv++] = place[s];
    }
    memset(can, 0, G * G);
    long colourings = 0;
    for (unsigned long mask = 0; mask < 1ul << n; mask++) {
        int blues = known;
        for (int j = 0; j < n; j++)
            blues += blue[unknown[j]] = (unsigned char)(mask >> j & 1);
        if (blues != total)
            continue;
        bool ok = true;
        for (int v = 0; v < nv && ok; v++) {
            int x = view[v] % G, y = view[v] / G;
            bool t1, t2;
            int a = model_clue(m, blue, x, y, &t1), b = model_clue(m, real, x, y, &t2);
            ok = a == b && (!shows_shape(m, x, y) || t1 == t2);
        }
        if (!ok)
            continue;
        colourings++;
        for (int j = 0; j < n; j++)
            can[unknown[j]] |= (unsigned char)(1u << blue[unknown[j]]);
    }
    return colourings;
}

/* The solver's steps on p, each forced by the model's brute force, and
 * nothing forced where it stops. */
static void solver_agrees(const hc_puzzle *p, const model *m, const char *what)
{
    int place[HC_SLOTS];
    places_of(p, place);
    signed char k[HC_SLOTS];
    start_knowledge(p, k);
    static hc_step steps[HC_SLOTS];
    hc_report r = hc_solve(p, HC_STEP_SPLIT, steps, HC_SLOTS);
    assert_false(r.contradiction);
    assert_false(r.bounded);
    static unsigned char can[G * G];
    for (int i = 0; i < r.steps; i++) {
        int s = steps[i].slot;
        assert_true(brute(m, place, k, can) > 0);
        assert_int_equal(k[s], HC_K_UNKNOWN);
        if (can[place[s]] != 1u << steps[i].colour)
            fail_msg("%s: step %d (%s) is not forced", what, i + 1, steps[i].text);
        k[s] = (signed char)steps[i].colour;
    }
    brute(m, place, k, can);
    int left = 0;
    for (int s = 0; s < HC_SLOTS; s++)
        if (k[s] == HC_K_UNKNOWN) {
            left++;
            if (can[place[s]] != 3)
                fail_msg("%s: the solver stops where (%d, %d) is forced", what,
                         place[s] % G, place[s] / G);
        }
    assert_int_equal(r.unknown_left, left);
}

/* Export writes the file back, and the params text holds the level. */
static void round_trips(const hc_puzzle *p, const char *text, size_t len, const char *what)
{
    static char out[HC_EXPORT_MAX];
    size_t n = hc_export(p, out, sizeof out);
    if (n != len || memcmp(out, text, len) != 0)
        fail_msg("%s: export is not the file", what);
    char params[SESSION_PARAMS];
    assert_true(hexcells_level_pack(p, params, sizeof params));
    static hc_puzzle q;
    assert_true(hexcells_level_unpack(params, &q));
    /* The custom text is not packed; all else is. */
    memcpy(q.text, p->text, sizeof q.text);
    assert_true(hc_puzzle_equal(p, &q));
}

/* ------------------------------------------------------------ fixtures */

static size_t read_fixture(const char *path, char *buf, size_t cap)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("cannot open %s", path);
    size_t n = fread(buf, 1, cap - 1, f);
    fclose(f);
    buf[n] = '\0';
    return n;
}

static void test_fixtures_count_what_sixcells_counts(void **state)
{
    (void)state;
    static const char *const fixtures[] = {
        "tests/fixtures/hexcells/lattice_touching.hexcells",
        "tests/fixtures/hexcells/lattice_play.hexcells",
        "tests/fixtures/hexcells/lattice_overlap.hexcells",
        "tests/fixtures/hexcells/files-both-lattices.hexcells",
    };
    static char text[2 * HC_EXPORT_MAX];
    static model m;
    static hc_puzzle p;
    for (size_t i = 0; i < sizeof fixtures / sizeof fixtures[0]; i++) {
        size_t n = read_fixture(fixtures[i], text, sizeof text);
        assert_true(model_read(text, &m));
        char err[HC_MSG_MAX];
        if (!hc_parse(text, n, &p, err, sizeof err))
            fail_msg("%s: %s", fixtures[i], err);
        agrees(&p, &m, fixtures[i]);
        round_trips(&p, text, n, fixtures[i]);
        /* The cells of both lattices are there. */
        int on[2] = { 0, 0 };
        for (int s = 0; s < HC_SLOTS; s++)
            on[p.half[s]] += p.at[s].kind == HC_CELL;
        assert_true(on[0] > 0 && on[1] > 0);
        hc_report r = hc_solve(&p, HC_STEP_SPLIT, NULL, 0);
        if (!r.solved)
            fail_msg("%s: not solved by logic", fixtures[i]);
    }
}

/* The touching fixture's cells of one lattice beside the other's: rings
 * and diagonals that would take them in on one lattice do not, and a
 * column clue takes in both. */
static void test_touching_fixture_crosses_where_sixcells_does(void **state)
{
    (void)state;
    static char text[2 * HC_EXPORT_MAX];
    static model m;
    read_fixture("tests/fixtures/hexcells/lattice_touching.hexcells", text, sizeof text);
    assert_true(model_read(text, &m));
    int corners = 0, both = 0;
    for (int y = 0; y < G; y++)
        for (int x = 0; x < G; x++) {
            if (is_cell(&m, x, y))
                for (int d = 0; d < 2; d++)
                    corners += is_cell(&m, x + 1, y + (d ? 2 : -2));
            if (is_line(&m, x, y) && m.kind[y][x] == '|') {
                int mem[HC_MEMBERS_MAX], k = model_members(&m, x, y, mem), parity = 0;
                for (int i = 0; i < k; i++)
                    parity |= 1 << ((mem[i] % G + mem[i] / G) & 1);
                both += parity == 3;
            }
        }
    /* (x, y) and (x + 1, y +- 2) lie on two lattices, their hexes corner
     * to corner. */
    assert_true(corners >= 5);
    assert_true(both >= 2);
}

/* Params texts written before levels kept both lattices still read: one
 * lattice's packs as it did (its table keeps its name), and a level whose
 * lattices the reader joined (files-both-lattices two lines lower, packed
 * then) is still that joined level, every clue as it was. */
static void test_older_params_texts_still_read(void **state)
{
    (void)state;
    static char text[2 * HC_EXPORT_MAX];
    static hc_puzzle p, joined;
    char err[HC_MSG_MAX], params[SESSION_PARAMS];
    size_t n = read_fixture("levels/hexcells/01-first-light.hexcells", text, sizeof text);
    assert_true(hc_parse(text, n, &p, err, sizeof err));
    assert_true(hexcells_level_pack(&p, params, sizeof params));
    assert_string_equal(params, "level:BiGmFblzl3Y1FVy1uVXZsorcojNLk5uhA2NLO0OgA0Mrw4Or09NjKAA");
    assert_true(hexcells_level_unpack("level:FBggvUAAHKYAAGJygABOXlwAABCb3RoIGxhdHRpY2VzAGhleHB1en"
                                      "psZSB0ZXN0cwA",
                                      &joined));
    for (int s = 0; s < HC_SLOTS; s++)
        assert_int_equal(joined.half[s], 0);
    n = read_fixture("tests/fixtures/hexcells/files-both-lattices.hexcells", text, sizeof text);
    assert_true(hc_parse(text, n, &p, err, sizeof err));
    assert_int_equal(hc_puzzle_cells(&joined), hc_puzzle_cells(&p));
    /* The same items showing the same clues (the join moved some). */
    int a[HC_SLOTS], b[HC_SLOTS], na = 0, nb = 0;
    for (int s = 0; s < HC_SLOTS; s++) {
        hc_clue c = hc_clue_of(&p, s), d = hc_clue_of(&joined, s);
        if (p.at[s].kind != HC_EMPTY)
            a[na++] = ((p.at[s].kind * 2 + p.at[s].colour) * 4 + (int)c.kind) * 64 + c.value;
        if (joined.at[s].kind != HC_EMPTY)
            b[nb++] = ((joined.at[s].kind * 2 + joined.at[s].colour) * 4 + (int)d.kind) * 64
                      + d.value;
    }
    assert_int_equal(na, nb);
    qsort(a, (size_t)na, sizeof *a, compare_int);
    qsort(b, (size_t)nb, sizeof *b, compare_int);
    assert_memory_equal(a, b, (size_t)na * sizeof *a);
    assert_true(hc_solve(&joined, HC_STEP_SPLIT, NULL, 0).solved);
    /* Now it packs in the format that keeps both lattices. */
    assert_true(hexcells_level_pack(&p, params, sizeof params));
    assert_true(strchr("QRSTUVWXYZabcdef", params[strlen(HEXCELLS_LEVEL_PREFIX)]) != NULL);
}

/* A level on one lattice whose top item stands on the file's first line
 * in a column that sits lower: its grid starts a line above the file's,
 * and its params text (format 1) holds it, where format 0 could not. */
static void test_a_grid_above_the_file_packs(void **state)
{
    (void)state;
    static char text[HC_EXPORT_MAX];
    size_t n = (size_t)snprintf(text, sizeof text, "Hexcells level v1\nTop\nme\n\n\n");
    for (int y = 0; y < G; y++) {
        char line[2 * G + 1];
        memset(line, '.', 2 * G);
        line[2 * G] = '\0';
        if (y == 0)
            memcpy(line, "..O+", 4);
        if (y == 1)
            memcpy(line, "x...O+", 6);
        if (y == 2)
            memcpy(line, "..o.", 4);
        n += (size_t)snprintf(text + n, sizeof text - n, "%s%s", line, y + 1 < G ? "\n" : "");
    }
    static model m;
    static hc_puzzle p;
    char err[HC_MSG_MAX];
    assert_true(model_read(text, &m));
    assert_true(hc_parse(text, n, &p, err, sizeof err));
    assert_int_equal(p.file_y, -1);
    agrees(&p, &m, "a grid above the file");
    round_trips(&p, text, n, "a grid above the file");
}

/* ------------------------------------------------------ random levels */

/* A random file of a small box of places on both lattices: cells, line
 * clues, their marks as the model gives them (a blue cell's {n} and -n-
 * among them), some revealed. */
static size_t random_level(rng *g, char *text, size_t cap, model *m)
{
    enum { BX = 12, BY = 10, W = 5, H = 9 };
    char grid[G][2 * G + 1];
    memset(grid, '.', sizeof grid);
    for (int y = 0; y < G; y++)
        grid[y][2 * G] = '\0';
    for (int y = BY; y < BY + H; y++)
        for (int x = BX; x < BX + W; x++) {
            uint32_t r = rng_below(g, 100);
            if (r < 34)
                grid[y][2 * x] = rng_below(g, 100) < 45 ? 'x' : 'o';
            else if (r < 40)
                grid[y][2 * x] = "\\|/"[rng_below(g, 3)];
        }
    /* The marks need the colouring: read it once without them. */
    size_t n = (size_t)snprintf(text, cap, "Hexcells level v1\nRandom\ntests\n\nboth lattices\n");
    for (int y = 0; y < G; y++)
        n += (size_t)snprintf(text + n, cap - n, "%s%s", grid[y], y + 1 < G ? "\n" : "");
    assert_true(model_read(text, m));
    unsigned char blue[G * G];
    truth(m, blue);
    for (int y = 0; y < G; y++)
        for (int x = 0; x < G; x++) {
            char *k = &grid[y][2 * x], *info = k + 1;
            if (*k == '.')
                continue;
            uint32_t r = rng_below(g, 3);
            bool together;
            model_clue(m, blue, x, y, &together);
            char shape = together ? 'c' : 'n';
            if (*k == 'x' || *k == 'o')
                *info = r == 0 ? '.' : r == 1 ? '+' : shape;
            else
                *info = r ? shape : '+';
            if ((*k == 'x' || *k == 'o') && rng_below(g, 100) < 45)
                *k = (char)(*k - 'a' + 'A');
        }
    n = (size_t)snprintf(text, cap, "Hexcells level v1\nRandom\ntests\n\nboth lattices\n");
    for (int y = 0; y < G; y++)
        n += (size_t)snprintf(text + n, cap - n, "%s%s", grid[y], y + 1 < G ? "\n" : "");
    assert_true(model_read(text, m));
    return n;
}

/* Whether hexes overlap (an item a line below another in its column) with
 * the upper items of those pairs on both lattices. */
static bool overlaps_both_ways(const model *m)
{
    int upper = 0;
    for (int y = 0; y + 1 < G; y++)
        for (int x = 0; x < G; x++)
            if (m->kind[y][x] != '.' && m->kind[y + 1][x] != '.')
                upper |= 1 << ((x + y) & 1);
    return upper == 3;
}

static int covered(const model *m)
{
    int n = 0;
    for (int y = 0; y < G; y++)
        for (int x = 0; x < G; x++)
            n += m->kind[y][x] == 'o' || m->kind[y][x] == 'x';
    return n;
}

static void test_random_levels_on_both_lattices(void **state)
{
    (void)state;
    rng g;
    rng_seed(&g, 31, 2);
    static char text[HC_EXPORT_MAX + 64];
    static model m;
    static hc_puzzle p;
    int read = 0, refused = 0, solved = 0, stuck = 0, crossing = 0, blue_shapes = 0;
    static hc_step steps[HC_SLOTS];
    for (int trial = 0; read < 300 && trial < 5000; trial++) {
        size_t n = random_level(&g, text, sizeof text, &m);
        if (covered(&m) > 12)
            continue;
        char err[HC_MSG_MAX], what[32];
        snprintf(what, sizeof what, "random level %d", trial);
        bool cells = false;
        for (int y = 0; y < G; y++)
            for (int x = 0; x < G; x++)
                cells |= is_cell(&m, x, y);
        bool ok = hc_parse(text, n, &p, err, sizeof err);
        if (!cells || overlaps_both_ways(&m)) {
            assert_false(ok);
            refused++;
            continue;
        }
        if (!ok)
            fail_msg("%s: %s", what, err);
        read++;
        agrees(&p, &m, what);
        round_trips(&p, text, n, what);
        solver_agrees(&p, &m, what);
        hc_report r = hc_solve(&p, HC_STEP_SPLIT, steps, HC_SLOTS);
        solved += r.solved;
        stuck += !r.solved;
        for (int i = 0; i < r.steps; i++)
            blue_shapes += strstr(steps[i].text, "within two rings") != NULL;
        for (int s = 0; s < HC_SLOTS; s++)
            crossing += p.at[s].kind == HC_LINE && p.at[s].dir == HC_DIR_DOWN && p.half[s];
    }
    assert_int_equal(read, 300);
    /* The sample held each outcome, and lines on the second lattice. */
    assert_true(refused > 10);
    assert_true(solved > 20 && stuck > 20);
    assert_true(crossing > 20);
    /* ...and steps a blue cell's shape took alone (more took it with
     * others). */
    assert_true(blue_shapes > 5);
}

/* The places of a blue cell's flower's blues (by x + G * y) that lie next
 * to the cell: whether two of them are apart around it, no blue of its
 * ring next to both. */
static bool ring_blues_apart(const model *m, const unsigned char *blue, int x, int y)
{
    for (int a = 0; a < 6; a++)
        for (int b = a + 2; b < 6; b++) {
            if (b - a == 5 || !is_cell(m, x + ring_d[a][0], y + ring_d[a][1])
                || !is_cell(m, x + ring_d[b][0], y + ring_d[b][1])
                || !blue[x + ring_d[a][0] + G * (y + ring_d[a][1])]
                || !blue[x + ring_d[b][0] + G * (y + ring_d[b][1])])
                continue;
            /* Ring places next to both: one step from each around it. */
            bool bridged = false;
            for (int c = 0; c < 6; c++) {
                int cx = x + ring_d[c][0], cy = y + ring_d[c][1];
                int da = (c - a + 6) % 6, db = (c - b + 6) % 6;
                bridged |= (da == 1 || da == 5) && (db == 1 || db == 5) && is_cell(m, cx, cy)
                           && blue[cx + G * cy];
            }
            if (!bridged)
                return true;
        }
    return false;
}

/* The fixture of blue cells' shapes: each reads as SixCells reads it,
 * exports back byte for byte and packs; the solver's every step is forced
 * in the model's brute force and it solves the level, which it cannot with
 * the blue shapes read as plain counts. It holds a blue {n} and a -n-, a
 * {n} whose blues beside the cell are joined only the long way round it,
 * and a shape at the board's edge. */
static void test_blue_shapes_read_as_sixcells_reads_them(void **state)
{
    (void)state;
    static char text[2 * HC_EXPORT_MAX];
    static model m;
    static hc_puzzle p;
    const char *path = "tests/fixtures/hexcells/blue_shape.hexcells";
    size_t n = read_fixture(path, text, sizeof text);
    assert_true(model_read(text, &m));
    char err[HC_MSG_MAX];
    if (!hc_parse(text, n, &p, err, sizeof err))
        fail_msg("%s: %s", path, err);
    agrees(&p, &m, path);
    round_trips(&p, text, n, path);
    solver_agrees(&p, &m, path);
    assert_true(hc_solve(&p, HC_STEP_SPLIT, NULL, 0).solved);
    unsigned char blue[G * G];
    truth(&m, blue);
    int together = 0, apart = 0, around = 0, edge = 0;
    for (int y = 0; y < G; y++)
        for (int x = 0; x < G; x++) {
            if (!is_cell(&m, x, y) || !is_blue(&m, x, y) || !shows_shape(&m, x, y))
                continue;
            bool joined;
            int mem[HC_MEMBERS_MAX], value = model_clue(&m, blue, x, y, &joined);
            together += joined && value >= 2;
            apart += !joined;
            around += joined && ring_blues_apart(&m, blue, x, y);
            edge += model_members(&m, x, y, mem) < 12;
        }
    assert_true(together > 0 && apart > 0 && around > 0 && edge > 0);
    for (int s = 0; s < HC_SLOTS; s++)
        if (p.at[s].kind == HC_CELL && p.at[s].colour == HC_BLUE && p.at[s].show == HC_SHOW_SHAPE)
            p.at[s].show = HC_SHOW_COUNT;
    assert_false(hc_solve(&p, HC_STEP_SPLIT, NULL, 0).solved);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fixtures_count_what_sixcells_counts),
        cmocka_unit_test(test_touching_fixture_crosses_where_sixcells_does),
        cmocka_unit_test(test_older_params_texts_still_read),
        cmocka_unit_test(test_a_grid_above_the_file_packs),
        cmocka_unit_test(test_random_levels_on_both_lattices),
        cmocka_unit_test(test_blue_shapes_read_as_sixcells_reads_them),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
