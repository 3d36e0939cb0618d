/* Unit tests for the two expansions of the one list of games: the rules
 * (session/game_rules.h) and the application's games (app/games.h) are the
 * same games in the same order, which the score tables and the menu rely
 * on when they list games by session_game_index. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "app/games.h"
#include "session/game_rules.h"

static void test_the_app_list_and_the_rules_list_agree(void **state)
{
    (void)state;
    size_t i = 0;
    for (; app_games[i]; i++) {
        assert_non_null(session_games[i]);
        assert_ptr_equal(app_games[i]->rules, session_games[i]);
    }
    assert_null(session_games[i]);
    assert_true(i >= 3);
}

static void test_a_game_is_found_by_its_name_and_its_place(void **state)
{
    (void)state;
    for (int i = 0; session_game_at(i); i++) {
        const session_game *g = session_game_at(i);
        assert_ptr_equal(session_game_named(g->name), g);
        assert_int_equal(session_game_index(g), i);
        assert_ptr_equal(app_game_named(g->name)->rules, g);
    }
    assert_string_equal(session_game_at(0)->name, "hexmines");
    assert_null(session_game_named("hexmine"));
    assert_null(session_game_named(""));
    assert_null(app_game_named("hexminesx"));
}

static void test_a_game_not_in_the_list_has_no_place(void **state)
{
    (void)state;
    session_game other = { .name = "other" };
    int n = 0;
    while (session_game_at(n))
        n++;
    assert_int_equal(session_game_index(&other), n);
    char buf[64];
    assert_false(session_category("other", "x:seed=1", buf, sizeof buf));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_app_list_and_the_rules_list_agree),
        cmocka_unit_test(test_a_game_is_found_by_its_name_and_its_place),
        cmocka_unit_test(test_a_game_not_in_the_list_has_no_place),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
