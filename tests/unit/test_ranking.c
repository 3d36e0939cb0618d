/* Unit tests for how games rank: a daily run's other games and chosen
 * seeds in the seeded tables, a resumed game by its own ranking, and saves
 * whose ranking keys make no sense in the seeded tables. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "app/ranking.h"

static void rankings_by_seed(void **state)
{
    (void)state;
    ranking_runs runs;
    memset(&runs, 0, sizeof runs);
    assert_int_equal(ranking_of(&runs, 5).kind, RANK_NORMAL);
    runs.run.kind = RANK_DAILY;
    runs.run.daily_seed = 9;
    assert_int_equal(ranking_of(&runs, 9).kind, RANK_DAILY);
    assert_int_equal(ranking_of(&runs, 10).kind, RANK_SEEDED);
    runs.has_resume = true;
    runs.resume_seed = 10;
    runs.resume.kind = RANK_NORMAL;
    assert_int_equal(ranking_of(&runs, 10).kind, RANK_NORMAL);
    runs.run.kind = RANK_SEEDED;
    assert_int_equal(ranking_of(&runs, 9).kind, RANK_SEEDED);

    char buf[64];
    ranking r = { .kind = RANK_DAILY, .date = "2026-11-24" };
    assert_true(ranking_table(&r, "expert", buf, sizeof buf));
    assert_string_equal(buf, "daily-2026-11-24:expert");
    r.kind = RANK_SEEDED;
    assert_true(ranking_table(&r, "expert", buf, sizeof buf));
    assert_string_equal(buf, "seeded:expert");
    assert_false(ranking_table(&r, "rect:999x999/999999:classic", buf, 30));
    assert_string_equal(buf, "");
    r.kind = RANK_NORMAL;
    assert_true(ranking_table(&r, "expert", buf, sizeof buf));
    assert_string_equal(buf, "expert");
}

static void saves_keep_rankings_and_bad_keys_rank_nowhere(void **state)
{
    (void)state;
    static const struct { const char *rank, *daily; bool ok; rank_kind kind; } cases[] = {
        { NULL, NULL, true, RANK_NORMAL },
        { "seeded", NULL, true, RANK_SEEDED },
        { "daily", "2026-11-24", true, RANK_DAILY },
        { "daily", NULL, false, RANK_SEEDED },
        { "daily", "2026-02-30", false, RANK_SEEDED },
        { NULL, "2026-11-24", false, RANK_SEEDED },
        { "seeded", "2026-11-24", false, RANK_SEEDED },
        { "none", NULL, false, RANK_SEEDED },
        { "normal", NULL, false, RANK_SEEDED },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        saves_game g;
        saves_init(&g);
        if (cases[i].rank)
            assert_true(saves_set(&g, "rank", cases[i].rank));
        if (cases[i].daily)
            assert_true(saves_set(&g, "daily", cases[i].daily));
        ranking r;
        assert_int_equal(ranking_from_save(&g, &r), cases[i].ok);
        assert_int_equal(r.kind, cases[i].kind);
        if (cases[i].ok) {
            saves_game back;
            saves_init(&back);
            assert_true(ranking_to_save(&r, &back));
            assert_int_equal(back.nextra, g.nextra);
            saves_free(&back);
        }
        saves_free(&g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rankings_by_seed),
        cmocka_unit_test(saves_keep_rankings_and_bad_keys_rank_nowhere),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
