/* Tests for what the application tells the player when a game ends: a
 * record only when one was beaten, the first entry of a table said as
 * such, a marathon score of 0 never a record, the statistics line. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/session_app.h"
#include "files_testutil.h"
#include "tui/session.h"

/* Each test records into a scores file of its own. */
static int setup(void **state)
{
    if (tu_setup(state) != 0)
        return -1;
    tu_fixture *f = *state;
    return setenv("XDG_STATE_HOME", f->dir, 1);
}

static session_verdict record(const char *game, const char *params, const char *outcome,
                              uint64_t figure)
{
    session_result r = { .game = game, .params = params, .outcome = outcome,
                         .figure = figure, .seed = 1 };
    session_verdict v;
    const session_hooks *h = app_session_hooks();
    h->record(h->ctx, &r, &v);
    assert_string_equal(v.warning, "");
    return v;
}

/* Whether any line of the verdict contains text. */
static bool says(const session_verdict *v, const char *text)
{
    for (int i = 0; i < 3; i++)
        if (strstr(v->lines[i], text))
            return true;
    return false;
}

static const char marathon[] = "10x20:marathon:1:seed=1";

static void first_marathon_game_scoring_nothing_is_no_record(void **state)
{
    (void)state;
    session_verdict v = record("hextris", marathon, "over", 0);
    assert_false(says(&v, "record"));
    assert_false(says(&v, "Top ten"));
    assert_false(says(&v, "First"));
    assert_string_equal(v.lines[0], "marathon: played 1");
    /* Nor is a later 0 a place worth announcing. */
    record("hextris", marathon, "over", 120);
    v = record("hextris", marathon, "over", 0);
    assert_false(says(&v, "Top ten"));
    assert_true(says(&v, "Best so far: 120"));
}

static void first_entry_of_a_table_is_said_as_such_then_records_count(void **state)
{
    (void)state;
    session_verdict v = record("hextris", marathon, "over", 48);
    assert_string_equal(v.lines[0], "First in the marathon table: 48");
    assert_false(says(&v, "record"));
    v = record("hextris", marathon, "over", 30);
    assert_string_equal(v.lines[0], "Top ten! #2 for marathon: 30");
    v = record("hextris", marathon, "over", 50);
    assert_string_equal(v.lines[0], "New record! Best for marathon: 50");
}

/* Time-based tables: the first win is the first entry, not a record; a
 * loss ranks nowhere. */
static void first_win_on_time_is_the_first_entry(void **state)
{
    (void)state;
    session_verdict v = record("hexmines", "rect:9x9:10:noguess:seed=1", "lost", 4000);
    assert_false(says(&v, "First"));
    assert_false(says(&v, "record"));
    v = record("hexmines", "rect:9x9:10:noguess:seed=1", "won", 12300);
    assert_true(says(&v, "First in the beginner table: "));
    assert_false(says(&v, "record"));
    v = record("hexmines", "rect:9x9:10:noguess:seed=1", "won", 9000);
    assert_true(says(&v, "New record! Best for beginner: "));

    v = record("hextris", "10x20:sprint:1:seed=1", "over", 12);
    assert_false(says(&v, "First"));
    v = record("hextris", "10x20:sprint:1:seed=1", "won", 83456);
    assert_true(says(&v, "First in the sprint table: "));
    v = record("hextris", "10x20:sprint:1:seed=1", "won", 90000);
    assert_true(says(&v, "Top ten! #2 for sprint: "));
}

/* The short well (and any other size) has tables of its own: its scores
 * never rank against the full well's. */
static void each_well_size_records_into_its_own_table(void **state)
{
    (void)state;
    session_verdict v = record("hextris", marathon, "over", 500);
    assert_string_equal(v.lines[0], "First in the marathon table: 500");
    v = record("hextris", "9x11:marathon:1:seed=1", "over", 40);
    assert_string_equal(v.lines[0], "First in the marathon:9x11 table: 40");
    v = record("hextris", "12x30:sprint:1:seed=1", "won", 70000);
    assert_true(says(&v, "First in the sprint:12x30 table: "));
}

#define T(name) cmocka_unit_test_setup_teardown(name, setup, tu_teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        T(first_marathon_game_scoring_nothing_is_no_record),
        T(first_entry_of_a_table_is_said_as_such_then_records_count),
        T(first_win_on_time_is_the_first_entry),
        T(each_well_size_records_into_its_own_table),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
