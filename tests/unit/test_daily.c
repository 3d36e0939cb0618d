/* Unit tests for the daily board: the UTC calendar it is named by, and a
 * seed that is the same on every machine (pinned values: another machine,
 * or another build, must compute exactly these) and changes with the day,
 * the game and its params. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "app/daily.h"
#include "app/utc.h"
#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_gen.h"
#include "games/hextris/hextris.h"

static void test_days_begin_at_utc_midnight(void **state)
{
    (void)state;
    assert_int_equal(daily_day_of(0), 0);
    assert_int_equal(daily_day_of(86399), 0);
    assert_int_equal(daily_day_of(86400), 1);
    assert_int_equal(daily_day_of(-1), -1);
    assert_int_equal(daily_day_of(-86400), -1);
    assert_int_equal(daily_day_of(-86401), -2);
    assert_int_equal(daily_seconds_left(0), 86400);
    assert_int_equal(daily_seconds_left(86399), 1);
    assert_int_equal(daily_seconds_left(86400 + 3600), 86400 - 3600);
}

static void test_dates_known_and_round_trip(void **state)
{
    (void)state;
    char t[DAILY_DATE_TEXT];
    assert_true(daily_date_text(0, t));
    assert_string_equal(t, "1970-01-01");
    assert_true(daily_date_text(20781, t));
    assert_string_equal(t, "2026-11-24");
    assert_true(daily_date_text(2932896, t));
    assert_string_equal(t, "9999-12-31");
    assert_false(daily_date_text(2932897, t));
    assert_string_equal(t, "");
    assert_false(daily_date_text(-1, t));
    /* Every day of four centuries, leap days and the century rules
     * included, comes back from its own text, each the next after the
     * one before. */
    int64_t prev = -1;
    for (int64_t day = 0; day < 146097 * 2 + 400; day += 1) {
        int64_t back;
        assert_true(daily_date_text(day, t));
        assert_true(daily_date_parse(t, &back));
        assert_int_equal(back, day);
        assert_int_equal(back, prev + 1);
        prev = back;
    }
    int64_t day;
    assert_true(daily_date_parse("2000-02-29", &day));
    assert_true(daily_date_parse("2024-02-29", &day));
    assert_int_equal(day, 19782);
}

static void test_bad_dates_refused(void **state)
{
    (void)state;
    static const char *bad[] = {
        "2023-02-29", "2100-02-29", "2026-13-01", "2026-00-10", "2026-11-00",
        "2026-11-31", "2026-1-01", "2026-11-1", "26-11-24", "1969-12-31",
        "2026/11/24", "2026-11-24 ", " 2026-11-24", "2026-11-2x", "",
        "+026-11-24", "2026-11-24T00:00:00Z",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int64_t day = 7;
        if (daily_date_parse(bad[i], &day))
            fail_msg("accepted '%s'", bad[i]);
        assert_int_equal(day, 7);
    }
}

/* Pinned: a player in Tokyo and one in Lima get these on 2026-11-24. */
static void test_seed_is_the_same_everywhere(void **state)
{
    (void)state;
    int64_t day;
    assert_true(daily_date_parse("2026-11-24", &day));
    assert_true(daily_seed("hexmines", "rect:30x16:99:noguess:seed=0", day) == UINT64_C(510642352));
    assert_true(daily_seed("hextris", "10x20:marathon:1:seed=0", day) == UINT64_C(862893072));
}

static void test_seed_changes_with_day_game_and_params(void **state)
{
    (void)state;
    int64_t day;
    assert_true(daily_date_parse("2026-11-24", &day));
    uint64_t s = daily_seed("hexmines", "rect:9x9:10:noguess:seed=0", day);
    assert_true(s < UINT64_C(1000000000));
    assert_true(s != daily_seed("hexmines", "rect:9x9:10:noguess:seed=0", day + 1));
    assert_true(s != daily_seed("hexmines", "rect:9x9:10:noguess:seed=0", day - 1));
    assert_true(s != daily_seed("hexmines", "rect:9x9:10:classic:seed=0", day));
    assert_true(s != daily_seed("hextris", "rect:9x9:10:noguess:seed=0", day));
    /* A year of days: all different, and spread over the nine digits. */
    enum { DAYS = 366 };
    uint64_t seen[DAYS];
    int high = 0;
    for (int i = 0; i < DAYS; i++) {
        seen[i] = daily_seed("hexmines", "rect:9x9:10:noguess:seed=0", day + i);
        assert_true(seen[i] < UINT64_C(1000000000));
        high += seen[i] >= UINT64_C(500000000);
        for (int j = 0; j < i; j++)
            assert_true(seen[i] != seen[j]);
    }
    assert_in_range(high, DAYS / 3, DAYS * 2 / 3);
}

static const char BEGINNER_BOARD[] =
    "# hexmines rect:9x9:10:noguess:seed=125138053\n"
    "# first 4,4\n"
    "# mines 10 cells 81\n"
    "0 0 1 1 0 0 0 0 0\n"
    " 0 1 * 1 1 1 0 0 0\n"
    "0 1 2 1 1 * 2 1 1\n"
    " 1 * 1 0 2 * 2 * 2\n"
    "0 1 1 0 0 1 1 2 *\n"
    " 0 0 1 1 0 1 1 2 *\n"
    "0 0 1 * 1 1 * 1 2\n"
    " 0 0 1 1 0 1 1 1 *\n"
    "0 0 0 0 0 0 0 0 1\n";

/* The board itself: the daily seed of a fixed day makes this beginner
 * layout, on any machine. */
static void test_daily_board_is_pinned(void **state)
{
    (void)state;
    int64_t day;
    assert_true(daily_date_parse("2026-11-24", &day));
    hm_params p;
    assert_true(hm_preset(&p, "beginner"));
    char text[128];
    hm_params_encode(&p, text, sizeof text);
    p.seed = daily_seed("hexmines", text, day);
    hm_board b;
    assert_true(hm_board_init(&b, p.shape, p.width, p.height));
    unsigned char *mines = calloc((size_t)b.ncells, 1);
    assert_non_null(mines);
    int first = b.ncells / 2;
    assert_int_equal(hm_generate(&p, &b, first, mines, NULL), HM_GEN_OK);
    char *dump = hm_dump_alloc(&p, &b, mines, first);
    assert_non_null(dump);
    assert_string_equal(dump, BEGINNER_BOARD);
    free(dump);
    free(mines);
    hm_board_free(&b);
}

/* No peeking: today's and tomorrow's boards are not over; yesterday's is. */
static void test_daily_not_over_today_and_tomorrow(void **state)
{
    (void)state;
    const char *params = "rect:30x16:99:noguess:seed=0";
    int64_t day;
    assert_true(daily_date_parse("2026-11-24", &day));
    int64_t noon = day * 86400 + 43200, last_second = day * 86400 + 86399;
    int64_t found = -1;
    assert_true(daily_not_over("hexmines", params, daily_seed("hexmines", params, day), noon, &found));
    assert_int_equal(found, day);
    assert_true(daily_not_over("hexmines", params, daily_seed("hexmines", params, day + 1), noon,
                               &found));
    assert_int_equal(found, day + 1);
    assert_true(daily_not_over("hexmines", params, daily_seed("hexmines", params, day),
                               last_second, &found));
    assert_false(daily_not_over("hexmines", params, daily_seed("hexmines", params, day),
                                last_second + 1, &found));
    assert_false(daily_not_over("hexmines", params, daily_seed("hexmines", params, day - 1), noon,
                                &found));
    assert_false(daily_not_over("hexmines", params, daily_seed("hexmines", params, day + 2), noon,
                                &found));
    assert_false(daily_not_over("hextris", params, daily_seed("hexmines", params, day), noon,
                                &found));
}

/* The one UTC codec of the files, on the same calendar: known times both
 * ways, every real one round trips, nothing else is taken. */
static void test_utc_times_known_round_trip_and_nothing_else(void **state)
{
    (void)state;
    char out[UTC_TEXT];
    int64_t t;
    assert_true(utc_format(0, true, out));
    assert_string_equal(out, "1970-01-01T00:00:00Z");
    assert_true(utc_format(1709251199, true, out));   /* the last second of a leap February */
    assert_string_equal(out, "2024-02-29T23:59:59Z");
    assert_true(utc_format(1709251199, false, out));
    assert_string_equal(out, "2024-02-29 23:59");
    assert_true(utc_parse("9999-12-31T23:59:59Z", 20, &t));
    assert_true(utc_format(t, true, out));
    assert_string_equal(out, "9999-12-31T23:59:59Z");
    assert_false(utc_format(-1, true, out));
    assert_string_equal(out, "?");
    for (int64_t x = 0; x < 4102444800; x += 86399 * 37 + 13) {
        assert_true(utc_format(x, true, out));
        assert_true(utc_parse(out, strlen(out), &t));
        assert_true(t == x);
    }
    static const char *const bad[] = {
        "2023-02-29T00:00:00Z", "2024-02-30T00:00:00Z", "2024-01-01T24:00:00Z",
        "2024-01-01T00:60:00Z", "2024-01-01T00:00:60Z", "1969-12-31T23:59:59Z",
        "2024-01-01 00:00:00Z", "2024-01-01T00:00:00", "2024-1-01T00:00:00Z",
        "+024-01-01T00:00:00Z", "2024-01-01T0:00:000Z",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        if (utc_parse(bad[i], strlen(bad[i]), &t))
            fail_msg("took %s", bad[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_days_begin_at_utc_midnight),
        cmocka_unit_test(test_dates_known_and_round_trip),
        cmocka_unit_test(test_bad_dates_refused),
        cmocka_unit_test(test_seed_is_the_same_everywhere),
        cmocka_unit_test(test_seed_changes_with_day_game_and_params),
        cmocka_unit_test(test_daily_board_is_pinned),
        cmocka_unit_test(test_daily_not_over_today_and_tomorrow),
        cmocka_unit_test(test_utc_times_known_round_trip_and_nothing_else),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
