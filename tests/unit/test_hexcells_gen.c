/* Unit tests for the hexcells generator: for a sample of seeds of every
 * preset, the puzzle is valid, the same for the same seed, solved by logic
 * alone from its start within the preset's difficulty (easy: no case
 * split), true to its colouring at every step, and survives export ->
 * import exactly; hard presets mostly need a case split. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_file.h"
#include "games/hexcells/hexcells_gen.h"
#include "games/hexcells/hexcells_solve.h"

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_small),
        cmocka_unit_test(test_medium),
        cmocka_unit_test(test_large),
        cmocka_unit_test(test_seeds_differ),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
