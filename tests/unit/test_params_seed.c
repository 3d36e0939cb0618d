/* Unit tests for the seed in a params text, read and replaced the same way
 * for every game (session/params_seed.h). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "session/game_rules.h"
#include "session/params_seed.h"
#include "session/session.h"

static void test_every_standard_game_has_its_seed_read_and_replaced(void **state)
{
    (void)state;
    for (int i = 0; session_game_at(i); i++) {
        const session_game *g = session_game_at(i);
        char params[SESSION_PARAMS], other[SESSION_PARAMS], back[SESSION_PARAMS];
        for (int k = 0; g->standard(k, params, sizeof params); k++) {
            uint64_t seed = 1;
            assert_true(session_params_seed(g, params, &seed));
            assert_int_equal(seed, 0);
            assert_true(session_params_reseed(g, params, UINT64_MAX, other, sizeof other));
            assert_true(session_params_seed(g, other, &seed));
            assert_true(seed == UINT64_MAX);
            assert_true(session_params_reseed(g, other, 0, back, sizeof back));
            assert_string_equal(back, params);
        }
    }
}

static void test_a_text_not_the_games_has_no_seed(void **state)
{
    (void)state;
    const session_game *mines = session_game_named("hexmines");
    const session_game *tris = session_game_named("hextris");
    char params[SESSION_PARAMS], buf[SESSION_PARAMS];
    assert_true(tris->standard(0, params, sizeof params));
    uint64_t seed = 42;
    /* Another game's params name a seed, but not one of this game's. */
    assert_false(session_params_seed(mines, params, &seed));
    assert_false(session_params_reseed(mines, params, 1, buf, sizeof buf));
    assert_int_equal(seed, 42);
    assert_true(mines->standard(0, params, sizeof params));
    size_t n = strlen(params);
    /* A seed that is not canonical, or not last, is none. */
    memcpy(params + n - 1, "07", 3);
    assert_false(session_params_seed(mines, params, &seed));
    params[n - 1] = '0';
    memcpy(params + n, ":x", 3);
    assert_false(session_params_seed(mines, params, &seed));
    assert_false(session_params_seed(mines, "", &seed));
    assert_int_equal(seed, 42);
}

static void test_a_reseeded_text_that_does_not_fit_is_refused(void **state)
{
    (void)state;
    const session_game *g = session_game_named("hexmines");
    char params[SESSION_PARAMS], buf[SESSION_PARAMS];
    assert_true(g->standard(0, params, sizeof params));
    size_t n = strlen(params);
    /* seed 0 fits exactly; seed 10, one digit more, does not. */
    assert_true(session_params_reseed(g, params, 0, buf, n + 1));
    assert_false(session_params_reseed(g, params, 10, buf, n + 1));
    assert_true(session_params_reseed(g, params, 10, buf, n + 2));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_standard_game_has_its_seed_read_and_replaced),
        cmocka_unit_test(test_a_text_not_the_games_has_no_seed),
        cmocka_unit_test(test_a_reseeded_text_that_does_not_fit_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
