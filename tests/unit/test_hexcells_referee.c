/* The hexcells solver refereed by an exact 0/1 model on levels too large
 * for brute force (200-300 cells, and the tests' Modulo level): each
 * position is written as an integer program (a 0/1 variable a cell, each
 * clue in view a linear count, {n} and -n- through variables marking
 * where runs of blues start, a blue cell's {n} and -n- through a flow
 * from one root and a cut in two, the remaining count one more count) and
 * Debian's glpsol (glpk-utils) says whether a colour is possible. A
 * sample of the solver's steps must have the other colour impossible;
 * where the solver stops (within its bound), a sample of the cells left
 * must have both colours possible. Without glpsol the test is skipped,
 * and says why. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_file.h"
#include "games/hexcells/hexcells_solve.h"
#include "files_testutil.h"
#include "hexcells_large.h"
#include "hexcells_testutil.h"

enum { STEPS_CHECKED = 20, LEFT_CHECKED = 8 };

static char model_path[64], out_path[64];

/* Where runs of blues start along members (ring: wrapping) as variables
 * r<clue>_<j>, and their number bounded as the clue's kind says. Places
 * with no cell are black. */
static void write_runs(FILE *f, int clue, const int *m, int n, bool ring, hc_clue_kind kind)
{
    bool any = false;
    for (int j = 0; j < n; j++) {
        if (m[j] < 0)
            continue;
        int prev = j > 0 ? m[j - 1] : ring ? m[n - 1] : -1;
        fprintf(f, " s%d_%d: r%d_%d - x%d <= 0\n", clue, j, clue, j, m[j]);
        if (prev >= 0) {
            fprintf(f, " t%d_%d: r%d_%d + x%d <= 1\n", clue, j, clue, j, prev);
            fprintf(f, " u%d_%d: r%d_%d - x%d + x%d >= 0\n", clue, j, clue, j, m[j], prev);
        } else {
            fprintf(f, " u%d_%d: r%d_%d - x%d >= 0\n", clue, j, clue, j, m[j]);
        }
        any = true;
    }
    if (!any)
        return;
    fprintf(f, " runs%d:", clue);
    for (int j = 0; j < n; j++)
        if (m[j] >= 0)
            fprintf(f, " + r%d_%d", clue, j);
    fprintf(f, kind == HC_CLUE_TOGETHER ? " <= 1\n" : " >= 2\n");
}

/* Binary variables beyond the cells' and the runs', named as written. */
static char extra_binary[1 << 17];
static size_t extra_len;

static void binary_name(const char *fmt, int a, int b)
{
    extra_len += (size_t)snprintf(extra_binary + extra_len, sizeof extra_binary - extra_len,
                                  fmt, a, b);
    assert_true(extra_len < sizeof extra_binary);
}

/* A blue cell's shape over its flower's members (all cells). Apart: the
 * blues split into two sides, y and z, neither empty, no two neighbours
 * on opposite sides. Together: one root among the blues when there are
 * any, which sends flow along neighbours that are both blue, each blue
 * but the root keeping one unit; so every blue is reached from it. */
static void write_flower(FILE *f, const hc_puzzle *p, int clue, const int *m, int n,
                         hc_clue_kind kind)
{
    bool next[HC_MEMBERS_MAX][HC_MEMBERS_MAX];
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++) {
            next[a][b] = false;
            for (int d = 0; d < 6; d++)
                next[a][b] |= hc_neighbour(p, m[a], d) == m[b];
        }
    if (kind == HC_CLUE_APART) {
        for (int j = 0; j < n; j++) {
            fprintf(f, " side%d_%d: y%d_%d + z%d_%d - x%d = 0\n", clue, j, clue, j, clue, j, m[j]);
            binary_name(" y%d_%d\n", clue, j);
            binary_name(" z%d_%d\n", clue, j);
        }
        for (int side = 0; side < 2; side++) {
            fprintf(f, " some%c%d:", side ? 'z' : 'y', clue);
            for (int j = 0; j < n; j++)
                fprintf(f, " + %c%d_%d", side ? 'z' : 'y', clue, j);
            fprintf(f, " >= 1\n");
        }
        for (int a = 0; a < n; a++)
            for (int b = 0; b < n; b++)
                if (next[a][b])
                    fprintf(f, " cut%d_%d_%d: y%d_%d + z%d_%d <= 1\n", clue, a, b, clue, a, clue, b);
        return;
    }
    fprintf(f, " roots%d:", clue);
    for (int j = 0; j < n; j++)
        fprintf(f, " + q%d_%d", clue, j);
    fprintf(f, " <= 1\n");
    for (int j = 0; j < n; j++) {
        binary_name(" q%d_%d\n", clue, j);
        fprintf(f, " rootblue%d_%d: q%d_%d - x%d <= 0\n", clue, j, clue, j, m[j]);
        fprintf(f, " rooted%d_%d:", clue, j);
        for (int i = 0; i < n; i++)
            fprintf(f, " + q%d_%d", clue, i);
        fprintf(f, " - x%d >= 0\n", m[j]);
        /* In less out: at least one unit at a blue, less n at the root. */
        fprintf(f, " keep%d_%d:", clue, j);
        for (int a = 0; a < n; a++)
            if (next[a][j])
                fprintf(f, " + f%d_%d_%d - f%d_%d_%d", clue, a, j, clue, j, a);
        fprintf(f, " - x%d + %d q%d_%d >= 0\n", m[j], n, clue, j);
        for (int b = 0; b < n; b++)
            if (next[j][b]) {
                fprintf(f, " from%d_%d_%d: f%d_%d_%d - %d x%d <= 0\n", clue, j, b, clue, j, b, n,
                        m[j]);
                fprintf(f, " to%d_%d_%d: f%d_%d_%d - %d x%d <= 0\n", clue, j, b, clue, j, b, n,
                        m[b]);
            }
    }
}

/* The position k with cell s of colour as an integer program. */
static void write_model(const hc_puzzle *p, const signed char *k, int s, int colour)
{
    FILE *f = fopen(model_path, "w");
    assert_non_null(f);
    fprintf(f, "Minimize\n obj: x%d\nSubject To\n", s);
    extra_len = 0;
    extra_binary[0] = '\0';
    unsigned char binary[HC_SLOTS * (HC_MEMBERS_MAX + 1)];
    memset(binary, 0, sizeof binary);
    for (int slot = 0; slot < HC_SLOTS; slot++) {
        bool in_view = p->at[slot].kind == HC_LINE || (p->at[slot].kind == HC_CELL && k[slot] >= 0);
        hc_clue c = hc_clue_of(p, slot);
        if (!in_view || c.kind == HC_CLUE_NONE)
            continue;
        int m[HC_MEMBERS_MAX], n = hc_members(p, slot, m), terms = 0;
        for (int j = 0; j < n; j++)
            if (m[j] >= 0) {
                if (terms++ == 0)
                    fprintf(f, " c%d:", slot);
                fprintf(f, " + x%d", m[j]);
            }
        if (terms)
            fprintf(f, " = %d\n", c.value);
        bool flower = p->at[slot].kind == HC_CELL && p->at[slot].colour == HC_BLUE;
        if (flower && (c.kind == HC_CLUE_TOGETHER || c.kind == HC_CLUE_APART)) {
            write_flower(f, p, slot, m, n, c.kind);
        } else if (c.kind == HC_CLUE_TOGETHER || c.kind == HC_CLUE_APART) {
            write_runs(f, slot, m, n, p->at[slot].kind == HC_CELL, c.kind);
            for (int j = 0; j < n; j++)
                binary[HC_SLOTS + slot * HC_MEMBERS_MAX + j] = m[j] >= 0;
        }
    }
    fprintf(f, " total:");
    for (int slot = 0; slot < HC_SLOTS; slot++)
        if (p->at[slot].kind == HC_CELL) {
            fprintf(f, " + x%d", slot);
            binary[slot] = 1;
        }
    fprintf(f, " = %d\n", hc_puzzle_blues(p));
    for (int slot = 0; slot < HC_SLOTS; slot++)
        if (p->at[slot].kind == HC_CELL && (k[slot] >= 0 || slot == s))
            fprintf(f, " k%d: x%d = %d\n", slot, slot, slot == s ? colour : k[slot]);
    fprintf(f, "Binary\n");
    for (int i = 0; i < (int)sizeof binary; i++)
        if (binary[i]) {
            if (i < HC_SLOTS)
                fprintf(f, " x%d\n", i);
            else
                fprintf(f, " r%d_%d\n", (i - HC_SLOTS) / HC_MEMBERS_MAX,
                        (i - HC_SLOTS) % HC_MEMBERS_MAX);
        }
    fputs(extra_binary, f);
    fprintf(f, "End\n");
    assert_int_equal(fclose(f), 0);
}

/* Whether some colouring meets the clues in view of k with s of colour. */
static bool possible(const hc_puzzle *p, const signed char *k, int s, int colour)
{
    write_model(p, k, s, colour);
    char cmd[256];
    snprintf(cmd, sizeof cmd, "glpsol --lp %s -o %s >/dev/null 2>&1", model_path, out_path);
    assert_int_equal(system(cmd), 0);
    size_t len = 0;
    char *out = tu_read(out_path, &len);
    assert_non_null(out);
    bool optimal = strstr(out, "INTEGER OPTIMAL") != NULL;
    bool empty = strstr(out, "INTEGER EMPTY") != NULL;
    free(out);
    if (optimal == empty)
        fail_msg("glpsol said neither feasible nor infeasible: see %s", out_path);
    return optimal;
}

/* Referees the solver on p: a sample of its steps, and of the cells left
 * where it stops. */
static void referee(const hc_puzzle *p)
{
    static hc_step steps[HC_SLOTS];
    hc_report r = hc_solve(p, HC_STEP_SPLIT, steps, HC_SLOTS);
    assert_false(r.contradiction);
    signed char k[HC_SLOTS];
    start_knowledge(p, k);
    int every = r.steps / STEPS_CHECKED + 1;
    for (int i = 0; i < r.steps; i++) {
        int s = steps[i].slot;
        if (i % every == 0 || steps[i].kind == HC_STEP_SPLIT)
            if (possible(p, k, s, !steps[i].colour))
                fail_msg("step %d: \"%s\", but the other colour is possible", i, steps[i].text);
        k[s] = (signed char)steps[i].colour;
    }
    if (r.solved || r.bounded)
        return;
    int left[HC_SLOTS], n = 0;
    for (int slot = 0; slot < HC_SLOTS; slot++)
        if (k[slot] == HC_K_UNKNOWN)
            left[n++] = slot;
    for (int i = 0; i < n; i += n / LEFT_CHECKED + 1)
        for (int colour = 0; colour < 2; colour++)
            if (!possible(p, k, left[i], colour))
                fail_msg("column %d, row %d is left undecided, but it can only be %s",
                         hc_col_of(left[i]) + 1, hc_row_of(left[i]) + 1,
                         colour ? "black" : "blue");
}

static int temp_paths(void **state)
{
    (void)state;
    snprintf(model_path, sizeof model_path, "/tmp/hexcells-referee.%d.lp", (int)getpid());
    snprintf(out_path, sizeof out_path, "/tmp/hexcells-referee.%d.out", (int)getpid());
    return 0;
}

static int tidy(void **state)
{
    (void)state;
    unlink(model_path);
    unlink(out_path);
    return 0;
}

static void skip_without_glpsol(void)
{
    if (system("command -v glpsol >/dev/null 2>&1") != 0) {
        print_message("glpsol (Debian's glpk-utils) is not installed: the 0/1 referee is "
                      "skipped\n");
        skip();
    }
}

static void test_large_levels_against_the_0_1_model(void **state)
{
    (void)state;
    skip_without_glpsol();
    for (int i = 0; i < 3; i++) {
        static hc_puzzle p;
        hexcells_large_level(&p, 9200u + (uint64_t)i, 200 + 50 * i);
        referee(&p);
    }
}

/* The same with most of the blue cells' counts shown as shapes. */
static void test_blue_shapes_against_the_0_1_model(void **state)
{
    (void)state;
    skip_without_glpsol();
    for (int i = 0; i < 2; i++) {
        static hc_puzzle p;
        hexcells_large_level(&p, 9300u + (uint64_t)i, 200 + 50 * i);
        int shapes = 0;
        for (int s = 0; s < HC_SLOTS; s++)
            if (p.at[s].kind == HC_CELL && p.at[s].colour == HC_BLUE
                && p.at[s].show == HC_SHOW_COUNT && s % 4 != 0) {
                p.at[s].show = HC_SHOW_SHAPE;
                shapes += hc_clue_of(&p, s).kind == HC_CLUE_APART ? 1000 : 1;
            }
        /* Both kinds among them. */
        assert_true(shapes % 1000 > 0 && shapes / 1000 > 0);
        referee(&p);
    }
}

static void test_modulo_level_against_the_0_1_model(void **state)
{
    (void)state;
    skip_without_glpsol();
    size_t len = 0;
    char *text = tu_read("tests/unit/fixtures/hexcells/csolve-modulo.hexcells", &len);
    assert_non_null(text);
    static hc_puzzle p;
    char err[HC_MSG_MAX];
    assert_true(hc_parse(text, len, &p, err, sizeof err));
    free(text);
    referee(&p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_large_levels_against_the_0_1_model),
        cmocka_unit_test(test_blue_shapes_against_the_0_1_model),
        cmocka_unit_test(test_modulo_level_against_the_0_1_model),
    };
    return cmocka_run_group_tests(tests, temp_paths, tidy);
}
