/* Unit tests for the hexcells generator: for a sample of seeds of every
 * preset, the puzzle is valid, the same for the same seed, solved by logic
 * alone from its start within the preset's difficulty (easy: no case
 * split), true to its colouring at every step, and survives export ->
 * import exactly; hard presets mostly need a case split. Their clues keep
 * the community's mix, and their boards are of every kind, each in one
 * piece and, for the figures, symmetric. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_file.h"
#include "games/hexcells/hexcells_gen.h"
#include "games/hexcells/hexcells_shape.h"
#include "games/hexcells/hexcells_solve.h"
#include "core/hex.h"
#include "core/rng.h"

static void check_preset(const char *name, int seeds)
{
    hc_params params;
    assert_true(hc_preset(&params, name));
    int rated_hard = 0;
    static hc_puzzle p, again, read;
    static char text[HC_EXPORT_MAX];
    for (int s = 1; s <= seeds; s++) {
        params.seed = (uint64_t)s * 7919u;
        hc_gen_stats st;
        assert_true(hc_generate(&params, &p, &st));
        char msg[HC_MSG_MAX];
        assert_true(hc_puzzle_valid(&p, msg));
        assert_true(hc_puzzle_cells(&p) >= 15);
        assert_non_null(strstr(p.title, name));
        assert_string_equal(p.author, "hexpuzzle");
        assert_true(hc_generate(&params, &again, NULL));
        assert_true(hc_puzzle_equal(&p, &again));

        hc_step steps[HC_SLOTS];
        hc_step_kind max = params.difficulty == HC_EASY ? HC_STEP_SHAPE : HC_STEP_SPLIT;
        hc_report r = hc_solve(&p, max, steps, HC_SLOTS);
        assert_true(r.solved);
        assert_int_equal(r.rating, st.report.rating);
        for (int i = 0; i < r.steps; i++)
            assert_int_equal(steps[i].colour, p.at[steps[i].slot].colour);
        if (params.difficulty == HC_EASY)
            assert_int_equal(r.count[HC_STEP_SPLIT], 0);
        rated_hard += r.rating == HC_HARD;
        /* Something is left to find. */
        int covered = 0;
        for (int i = 0; i < HC_SLOTS; i++)
            covered += p.at[i].kind == HC_CELL && !p.at[i].revealed;
        assert_true(covered * 2 > hc_puzzle_cells(&p));

        size_t n = hc_export(&p, text, sizeof text);
        char err[HC_MSG_MAX];
        assert_true(hc_parse(text, n, &read, err, sizeof err));
        assert_true(hc_puzzle_equal(&p, &read));
    }
    if (params.difficulty == HC_HARD)
        assert_true(rated_hard * 4 >= seeds * 3);
}

static void test_small(void **state)
{
    (void)state;
    check_preset("small-easy", 8);
    check_preset("small-hard", 8);
}

static void test_medium(void **state)
{
    (void)state;
    check_preset("medium-easy", 3);
    check_preset("medium-hard", 3);
}

static void test_large(void **state)
{
    (void)state;
    check_preset("large-easy", 1);
    check_preset("large-hard", 1);
}

/* Different seeds give different puzzles. */
static void test_seeds_differ(void **state)
{
    (void)state;
    hc_params params;
    assert_true(hc_preset(&params, "small-easy"));
    static hc_puzzle a, b;
    params.seed = 1;
    assert_true(hc_generate(&params, &a, NULL));
    params.seed = 2;
    assert_true(hc_generate(&params, &b, NULL));
    a.title[0] = b.title[0] = '\0';
    assert_false(hc_puzzle_equal(&a, &b));
}

/* Within a factor of 1.5 of target, either way. */
static void near(long num, long den, double target)
{
    assert_true(den > 0);
    double r = (double)num / (double)den;
    assert_true(r <= target * 1.5 && r * 1.5 >= target);
}

/* Over a dozen puzzles of each size, every kind of clue is about as
 * common as in the community's levels. */
static void test_clue_mix(void **state)
{
    (void)state;
    static const char *const presets[] = { "small-hard", "medium-easy", "large-hard" };
    for (size_t k = 0; k < sizeof presets / sizeof presets[0]; k++) {
        hc_params params;
        assert_true(hc_preset(&params, presets[k]));
        hc_mix m = { 0 };
        for (int s = 1; s <= 12; s++) {
            static hc_puzzle p;
            params.seed = (uint64_t)s * 104729u;
            assert_true(hc_generate(&params, &p, NULL));
            hc_mix_add(&p, &m);
        }
        near(m.questions, m.blacks, 10.0 / HC_MIX_BLACKS_PER_QUESTION_X10);
        near(m.flowers, m.blues, 1.0 / HC_MIX_BLUES_PER_FLOWER);
        near(m.lines, m.cells, 1.0 / HC_MIX_CELLS_PER_LINE);
        near(m.shaped, m.numbers, HC_MIX_SHAPED_PERCENT / 100.0);
    }
}

static int reachable(const hc_puzzle *p, int from)
{
    int queue[HC_SLOTS], n = 0;
    unsigned char seen[HC_SLOTS] = { 0 };
    seen[from] = 1;
    queue[n++] = from;
    for (int i = 0; i < n; i++)
        for (int d = 0; d < 6; d++) {
            int t = hc_neighbour(p, queue[i], d);
            if (t >= 0 && !seen[t] && p->at[t].kind == HC_CELL) {
                seen[t] = 1;
                queue[n++] = t;
            }
        }
    return n;
}

/* Whether the board is its own image across the upright axis through
 * column axis (mirror), or turned by sixths about hex middle (turn). */
static bool same_mirrored(const hc_puzzle *p, int axis, bool across_level)
{
    for (int s = 0; s < HC_SLOTS; s++) {
        if (p->at[s].kind != HC_CELL)
            continue;
        int c = hc_col_of(s), r = hc_row_of(s);
        if (across_level)
            r = p->rows - r - (c & 1);
        else
            c = 2 * axis - c;
        if (c < 0 || c >= p->cols || r < 0 || r >= p->rows || p->at[hc_index(c, r)].kind != HC_CELL)
            return false;
    }
    return true;
}

static bool same_turned(const hc_puzzle *p, hex middle, int sixths)
{
    for (int s = 0; s < HC_SLOTS; s++) {
        if (p->at[s].kind != HC_CELL)
            continue;
        hex h = hex_from_offset((hex_offset){ hc_col_of(s), hc_row_of(s) }, HEX_ODD_Q);
        hex_offset o = hex_to_offset(hex_rotate_about(h, middle, sixths), HEX_ODD_Q);
        if (o.col < 0 || o.col >= p->cols || o.row < 0 || o.row >= p->rows ||
            p->at[hc_index(o.col, o.row)].kind != HC_CELL)
            return false;
    }
    return true;
}

/* Each kind of board, on each preset's grid: in one piece, clear of the
 * top row, near its size; the ring round an empty middle, the mirrored
 * and turned figures symmetric. */
static void test_board_kinds(void **state)
{
    (void)state;
    static const int grids[][3] = { { 7, 7, 28 }, { 10, 9, 53 }, { 13, 11, 82 } };
    int figures = 0, tries = 0;
    for (int k = 0; k < HC_SHAPE_KINDS; k++)
        for (int gi = 0; gi < 3; gi++)
            for (uint64_t seed = 1; seed <= 6; seed++) {
                int cols = grids[gi][0], rows = grids[gi][1], want = grids[gi][2];
                tries++;
                rng g;
                rng_seed(&g, seed, (uint64_t)k);
                static hc_puzzle p;
                int made = (int)hc_shape_make(&p, (hc_shape_kind)k, cols, rows, want, &g);
                assert_true(made == k || made == (int)HC_SHAPE_BLOB);
                figures += made == k;
                int n = hc_puzzle_cells(&p), first = -1;
                for (int s = 0; s < HC_SLOTS; s++) {
                    if (p.at[s].kind != HC_CELL)
                        continue;
                    assert_true(hc_row_of(s) >= 1);
                    if (first < 0)
                        first = s;
                }
                assert_int_equal(reachable(&p, first), n);
                assert_true(n * 3 >= want * 2 && n <= want + want / 4);
                int axis = (cols - 1) / 2;
                hex middle = hex_from_offset((hex_offset){ axis, rows / 2 }, HEX_ODD_Q);
                if (made != k)
                    continue;
                if (k == HC_SHAPE_RING)
                    assert_int_equal(p.at[hc_index(axis, rows / 2)].kind, HC_EMPTY);
                if (k == HC_SHAPE_MIRROR)
                    assert_true(same_mirrored(&p, axis, false) || same_mirrored(&p, axis, true));
                if (k == HC_SHAPE_TURN)
                    assert_true(same_turned(&p, middle, 3) || same_turned(&p, middle, 2));
            }
    /* Room on the grid for most figures. */
    assert_true(figures * 10 >= tries * 8);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_small),
        cmocka_unit_test(test_medium),
        cmocka_unit_test(test_large),
        cmocka_unit_test(test_seeds_differ),
        cmocka_unit_test(test_clue_mix),
        cmocka_unit_test(test_board_kinds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
