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

#include "app/scores.h"
#include "app/session_app.h"
#include "files_testutil.h"
#include "session/session.h"

/* Each test records into a scores file of its own. */
static int setup(void **state)
{
    if (tu_setup(state) != 0)
        return -1;
    tu_fixture *f = *state;
    return setenv("XDG_STATE_HOME", f->dir, 1);
}

static session_verdict record_ranked(const ranking_runs *runs, const char *game,
                                     const char *params, const char *outcome, uint64_t figure,
                                     uint64_t seed)
{
    session_result r = { .game = game, .params = params, .outcome = outcome,
                         .figure = figure, .seed = seed };
    session_verdict v;
    const session_hooks *h = app_session_hooks(runs);
    h->record(h->ctx, &r, &v);
    assert_string_equal(v.warning, "");
    return v;
}

static session_verdict record(const char *game, const char *params, const char *outcome,
                              uint64_t figure)
{
    ranking_runs normal;
    memset(&normal, 0, sizeof normal);
    return record_ranked(&normal, game, params, outcome, figure, 1);
}

/* The tables of the scores file, as `hexpuzzle scores` prints them. */
static char *printed_scores(void)
{
    scores_log log;
    scores_log_init(&log);
    scores_load(NULL, &log, NULL);
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    assert_non_null(f);
    scores_print(f, &log);
    fclose(f);
    scores_log_free(&log);
    return text;
}

/* Whether any line of the verdict contains text. */
static bool says(const session_verdict *v, const char *text)
{
    for (int i = 0; i < SESSION_VERDICT_LINES; i++)
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

/* From the fifth ranked win the end says the mean of the last 5 without
 * best and worst, and a win without flags its best NF time: 10 20 30 40
 * 50 s -> (20 + 30 + 40) / 3. */
static void the_end_says_the_averages_and_the_nf_best(void **state)
{
    (void)state;
    static const char params[] = "rect:9x9:10:noguess:seed=1";
    session_verdict v;
    for (uint64_t i = 1; i <= 5; i++) {
        session_result r = { .game = "hexmines", .params = params, .outcome = "won",
                             .figure = i * 10000, .seed = i };
        snprintf(r.figures, sizeof r.figures, "%s",
                 i == 4 ? "v1:9/9:9,0,0,0:0,0,0:8" : "v1:9/9:6,2,0,1:0,0,0:8");
        ranking_runs normal;
        memset(&normal, 0, sizeof normal);
        const session_hooks *h = app_session_hooks(&normal);
        h->record(h->ctx, &r, &v);
        if (i < 4)
            assert_false(says(&v, "best NF"));
        if (i < 5)
            assert_false(says(&v, "Mean of"));
    }
    assert_string_equal(v.lines[3], "Mean of the last 5: 30.000 s, best NF: 40.000 s");
    char *text = printed_scores();
    assert_non_null(strstr(text, "  best NF: 40.000 s\n"));
    free(text);
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

/* A chosen seed never ranks in the normal tables: it has its own. */
static void a_chosen_seed_is_not_ranked(void **state)
{
    (void)state;
    ranking_runs chosen;
    memset(&chosen, 0, sizeof chosen);
    chosen.run.kind = RANK_SEEDED;
    session_verdict v = record_ranked(&chosen, "hexmines", "rect:9x9:10:noguess:seed=5", "won",
                                      9000, 5);
    assert_true(says(&v, "First in the seeded beginner table"));
    char *text = printed_scores();
    assert_non_null(strstr(text, "hexmines seeded:beginner: played 1"));
    assert_null(strstr(text, "hexmines beginner:"));
    free(text);
}

/* A daily run: its day's game goes to the day's own table, the games that
 * follow in the run (seeds anyone can work out) to the seeded ones; a
 * resumed game
 * keeps the ranking it was saved with. */
static void a_daily_goes_to_its_days_table(void **state)
{
    (void)state;
    ranking_runs daily;
    memset(&daily, 0, sizeof daily);
    daily.run.kind = RANK_DAILY;
    snprintf(daily.run.date, sizeof daily.run.date, "2026-11-24");
    daily.run.daily_seed = 77;
    session_verdict v = record_ranked(&daily, "hexmines", "rect:9x9:10:noguess:seed=77", "won",
                                      9000, 77);
    assert_true(says(&v, "First in the daily beginner table"));
    v = record_ranked(&daily, "hexmines", "rect:9x9:10:noguess:seed=78", "won", 8000, 78);
    assert_true(says(&v, "First in the seeded beginner table"));

    daily.has_resume = true;
    daily.resume_seed = 78;
    daily.resume.kind = RANK_NORMAL;
    v = record_ranked(&daily, "hexmines", "rect:9x9:10:noguess:seed=78", "won", 8000, 78);
    assert_true(says(&v, "First in the beginner table"));
    char *text = printed_scores();
    assert_non_null(strstr(text, "hexmines beginner: played 1"));
    assert_non_null(strstr(text, "hexmines daily-2026-11-24:beginner: played 1"));
    free(text);
}

/* A save keeps its game's ranking, and loading it gives it back. */
static void a_save_keeps_its_ranking(void **state)
{
    (void)state;
    ranking_runs daily;
    memset(&daily, 0, sizeof daily);
    daily.run.kind = RANK_DAILY;
    snprintf(daily.run.date, sizeof daily.run.date, "2026-11-24");
    daily.run.daily_seed = 77;
    session_move moves[] = { { 100, "O4,4" } };
    session_save sv = { .params = "rect:9x9:10:noguess:seed=77", .saved_at = 500,
                        .moves = moves, .nmoves = 1 };
    char warning[200] = "";
    const session_hooks *h = app_session_hooks(&daily);
    assert_true(h->save(h->ctx, "hexmines", &sv, warning, sizeof warning));
    app_resume r;
    assert_true(app_session_load("hexmines", &r));
    assert_int_equal(r.seed, 77);
    assert_int_equal(r.rank.kind, RANK_DAILY);
    assert_string_equal(r.rank.date, "2026-11-24");
    app_session_free(&r);

    snprintf(sv.params, sizeof sv.params, "rect:9x9:10:noguess:seed=78");
    assert_true(h->save(h->ctx, "hexmines", &sv, warning, sizeof warning));
    assert_true(app_session_load("hexmines", &r));
    assert_int_equal(r.rank.kind, RANK_SEEDED);
    app_session_free(&r);

    ranking_runs normal;
    memset(&normal, 0, sizeof normal);
    h = app_session_hooks(&normal);
    assert_true(h->save(h->ctx, "hexmines", &sv, warning, sizeof warning));
    assert_true(app_session_load("hexmines", &r));
    assert_int_equal(r.rank.kind, RANK_NORMAL);
    app_session_free(&r);
}

static ranking_runs daily_resumed(void)
{
    ranking_runs runs;
    memset(&runs, 0, sizeof runs);
    runs.run.kind = RANK_DAILY;
    snprintf(runs.run.date, sizeof runs.run.date, "2026-11-24");
    runs.run.daily_seed = 77;
    runs.has_resume = true;
    runs.resume = runs.run;
    runs.resume_seed = 77;
    snprintf(runs.resume_params, sizeof runs.resume_params, "rect:9x9:10:noguess:seed=77");
    return runs;
}

/* A daily counts once: declined when offered again, it is given up (the
 * day's go spent), and the same board played afresh is a known one. */
static void a_declined_daily_is_given_up(void **state)
{
    (void)state;
    ranking_runs runs = daily_resumed();
    const session_hooks *h = app_session_hooks(&runs);
    h->forget(h->ctx, "hexmines");
    session_result r = { .game = "hexmines", .params = "rect:9x9:10:noguess:seed=77",
                         .outcome = "won", .figure = 5000, .seed = 77 };
    session_verdict v;
    h->record(h->ctx, &r, &v);
    assert_true(says(&v, "seeded beginner"));
    char *text = printed_scores();
    assert_non_null(strstr(text, "hexmines daily-2026-11-24:beginner: played 1, won 0"));
    assert_non_null(strstr(text, "hexmines seeded:beginner: played 1, won 1"));
    free(text);
}

/* A daily resumed and finished counts as the day's game, once. */
static void a_resumed_daily_that_ends_counts_once(void **state)
{
    (void)state;
    ranking_runs runs = daily_resumed();
    const session_hooks *h = app_session_hooks(&runs);
    session_result r = { .game = "hexmines", .params = "rect:9x9:10:noguess:seed=77",
                         .outcome = "won", .figure = 5000, .seed = 77 };
    session_verdict v;
    h->record(h->ctx, &r, &v);
    assert_true(says(&v, "First in the daily beginner table"));
    h->forget(h->ctx, "hexmines");
    char *text = printed_scores();
    assert_non_null(strstr(text, "hexmines daily-2026-11-24:beginner: played 1, won 1"));
    assert_null(strstr(text, "seeded"));
    free(text);
}

/* A game the application does not know is no game: its result is not
 * filed under another game's tables, and nothing reaches the score file. */
static void an_unknown_game_is_not_recorded_as_another(void **state)
{
    tu_fixture *f = *state;
    session_result r = { .game = "hexsweeper", .params = marathon, .outcome = "over",
                         .figure = 10, .seed = 1 };
    session_verdict v;
    ranking_runs normal;
    memset(&normal, 0, sizeof normal);
    const session_hooks *h = app_session_hooks(&normal);
    h->record(h->ctx, &r, &v);
    assert_string_equal(v.warning, "this result cannot be recorded");
    char path[4096];
    snprintf(path, sizeof path, "%s/hexpuzzle/scores", f->dir);
    size_t len = 0;
    char *text = tu_read(path, &len);
    assert_null(text);
}

#define T(name) cmocka_unit_test_setup_teardown(name, setup, tu_teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        T(first_marathon_game_scoring_nothing_is_no_record),
        T(first_entry_of_a_table_is_said_as_such_then_records_count),
        T(first_win_on_time_is_the_first_entry),
        T(the_end_says_the_averages_and_the_nf_best),
        T(each_well_size_records_into_its_own_table),
        T(a_chosen_seed_is_not_ranked),
        T(a_daily_goes_to_its_days_table),
        T(a_save_keeps_its_ranking),
        T(a_declined_daily_is_given_up),
        T(a_resumed_daily_that_ends_counts_once),
        T(an_unknown_game_is_not_recorded_as_another),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
