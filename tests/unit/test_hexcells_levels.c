/* The levels shipped in levels/hexcells/: each reads as a SixCells level,
 * has its title and author filled in, is solved by logic alone from its
 * start, and exports back to its very text. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells.h"
#include "games/hexcells_file.h"
#include "games/hexcells_solve.h"

static void test_shipped_levels_solve_by_logic(void **state)
{
    (void)state;
    glob_t g;
    assert_int_equal(glob("levels/hexcells/*.hexcells", 0, NULL, &g), 0);
    assert_true(g.gl_pathc >= 5);
    static char text[HC_EXPORT_MAX + 1], again[HC_EXPORT_MAX];
    static hc_puzzle p;
    for (size_t i = 0; i < g.gl_pathc; i++) {
        FILE *f = fopen(g.gl_pathv[i], "rb");
        assert_non_null(f);
        size_t n = fread(text, 1, sizeof text - 1, f);
        fclose(f);
        text[n] = '\0';
        char err[HC_MSG_MAX];
        if (!hc_parse(text, n, &p, err, sizeof err))
            fail_msg("%s: %s", g.gl_pathv[i], err);
        assert_true(strlen(p.title) > 0);
        assert_true(strlen(p.author) > 0);
        hc_report r = hc_solve(&p, HC_STEP_SPLIT, NULL, 0);
        if (!r.solved)
            fail_msg("%s is not solved by logic", g.gl_pathv[i]);
        hc_export(&p, again, sizeof again);
        assert_string_equal(again, text);
    }
    globfree(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_levels_solve_by_logic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
