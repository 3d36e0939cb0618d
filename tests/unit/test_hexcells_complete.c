/* Unit tests for the hexcells solver's completeness on levels whose
 * deductions only the remaining count makes: column clues that together
 * account for every blue left (the community's "Modulo" levels), which a
 * search over every colouring of the columns never finishes; and the
 * solver's word when it does bound its work ("not decided", never "needs
 * a guess"). */
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
#include "files_testutil.h"
#include "hexcells_large.h"
#include "hexcells_testutil.h"

enum { MODULO_COLS = 9, MODULO_ROWS = 9, MODULO_BARE = 4 };

/* Nine columns of eight covered cells under a line clue each, but for the
 * bare column: the clues add up to every blue there is, so the bare
 * column is black, and nothing else follows. Blues at random elsewhere. */
static void modulo(hc_puzzle *p, uint64_t seed)
{
    rng g;
    rng_seed(&g, seed, 31);
    hc_puzzle_init(p, MODULO_COLS, MODULO_ROWS);
    for (int c = 0; c < MODULO_COLS; c++) {
        if (c != MODULO_BARE)
            put_line(p, hc_index(c, 0), HC_DIR_DOWN, HC_SHOW_COUNT);
        for (int r = 1; r < MODULO_ROWS; r++) {
            /* Every column some blues and some blacks: no clue alone
             * decides its column. */
            bool blue = c != MODULO_BARE && (r == 1 || (r > 2 && rng_below(&g, 8) < 3));
            put_cell(p, hc_index(c, r), blue ? HC_BLUE : HC_BLACK, false, HC_SHOW_NONE);
        }
    }
}

static bool in_bare_column(int slot)
{
    return hc_col_of(slot) == MODULO_BARE;
}

static void test_modulo_bare_column_is_black(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        hc_puzzle p;
        modulo(&p, seed);
        assert_true(hc_puzzle_valid(&p, NULL));
        signed char k[HC_SLOTS];
        start_knowledge(&p, k);
        hc_step st;
        assert_true(hc_solve_step(&p, k, &st));
        assert_true(in_bare_column(st.slot));
        assert_int_equal(st.colour, HC_BLACK);

        hc_step steps[HC_SLOTS];
        hc_report r = hc_solve(&p, HC_STEP_SPLIT, steps, HC_SLOTS);
        assert_false(r.contradiction);
        assert_false(r.bounded);
        assert_int_equal(r.steps, MODULO_ROWS - 1);
        for (int i = 0; i < r.steps; i++) {
            assert_true(in_bare_column(steps[i].slot));
            assert_int_equal(steps[i].colour, HC_BLACK);
        }
        char line[HC_MSG_MAX];
        hc_report_format(&r, line, sizeof line);
        assert_non_null(strstr(line, "not solvable without guessing"));
    }
}

/* With a bound too small for its case splits, the solver says it did not
 * decide, and never that a guess is needed. */
static void test_bounded_work_says_not_decided(void **state)
{
    (void)state;
    static hc_puzzle p;
    hexcells_large_level(&p, 9100, 200);
    hc_report r = hc_solve_budget(&p, HC_STEP_SPLIT, 1, 1, NULL, 0);
    assert_false(r.solved);
    assert_true(r.bounded);
    char line[HC_MSG_MAX];
    hc_report_format(&r, line, sizeof line);
    assert_non_null(strstr(line, "not decided"));
    assert_null(strstr(line, "guess"));
}

/* The tests' Modulo level, whose blue clues overlap the columns: the old
 * solver stopped after 0 deductions ("needs a guess"); it is solved by
 * logic, with case splits. */
static void test_modulo_level_file_is_solved(void **state)
{
    (void)state;
    size_t len = 0;
    char *text = tu_read("tests/unit/fixtures/hexcells/csolve-modulo.hexcells", &len);
    assert_non_null(text);
    hc_puzzle p;
    char err[HC_MSG_MAX];
    assert_true(hc_parse(text, len, &p, err, sizeof err));
    free(text);
    hc_report r = hc_solve(&p, HC_STEP_SPLIT, NULL, 0);
    assert_true(r.solved);
    assert_int_equal(r.rating, HC_HARD);
}

/* Large random levels, the size of the community's largest: every step
 * the solver takes is the puzzle's colour (brute force cannot check
 * these; the small boards of test_hexcells_solve do), no solve says the
 * clues contradict, and most end decided, stuck or solved, within the
 * bound. */
static void test_large_levels_are_sound_and_mostly_decided(void **state)
{
    (void)state;
    static hc_step steps[HC_SLOTS];
    int bounded = 0, levels = 8;
    for (int i = 0; i < levels; i++) {
        static hc_puzzle p;
        hexcells_large_level(&p, 9100u + (uint64_t)i, 200 + 40 * i);
        assert_true(hc_puzzle_valid(&p, NULL));
        hc_report r = hc_solve(&p, HC_STEP_SPLIT, steps, HC_SLOTS);
        assert_false(r.contradiction);
        assert_true(r.steps > 0);
        for (int j = 0; j < r.steps; j++)
            assert_int_equal(steps[j].colour, p.at[steps[j].slot].colour);
        bounded += r.bounded;
    }
    assert_true(bounded <= levels / 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_modulo_bare_column_is_black),
        cmocka_unit_test(test_bounded_work_says_not_decided),
        cmocka_unit_test(test_modulo_level_file_is_solved),
        cmocka_unit_test(test_large_levels_are_sound_and_mostly_decided),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
