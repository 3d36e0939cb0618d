/* hextris' personal bests: the best game of a table found among the
 * record replays kept and played again into the same summary the game
 * showed when it ended; without its replay, its figure alone; the end
 * box's lines comparing a game with it (the difference, the splits). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/replays.h"
#include "app/scores.h"
#include "app/hextris_best.h"
#include "files_testutil.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_stats.h"
#include "session/hextris_session.h"
#include "session/midend.h"

static saves_game captured;
static bool have_captured;

static void on_record(void *ctx, const session_result *r, session_verdict *v)
{
    (void)ctx;
    (void)v;
    if (have_captured)
        saves_free(&captured);
    have_captured = replays_make(r, "ultra", 1, "tester", 1700000000, &captured);
}

static const session_hooks hooks = { NULL, on_record, NULL, NULL, NULL, NULL, false };

/* An ultra game of seed, played by hard drops and turns to its end; its
 * summary as it ended into *live. */
static void play_ultra(uint64_t seed, ht_summary *live)
{
    session s;
    session_init(&s, &session_hextris, &hooks);
    char params[64];
    snprintf(params, sizeof params, "10x20:ultra:1:seed=%llu", (unsigned long long)seed);
    assert_true(session_new(&s, params, NULL, 0));
    static const char *const moves[] = { "L", "CW", "R", "R", "DROP", "L", "L", "DROP", "CCW" };
    int64_t t = 0;
    for (int i = 0; i < 2000 && session_phase_of(&s) != SESSION_ENDED; i++)
        session_play(&s, moves[i % 9], t += 37 + i % 5, NULL, 0);
    session_advance(&s, 200000);
    assert_int_equal(session_phase_of(&s), SESSION_ENDED);
    const ht_state *st = session_state(&s);
    ht_summary_of(st, ht_elapsed_ms(st, 200000), live);
    session_free(&s);
    assert_true(have_captured);
}

static void the_best_is_found_in_its_replay_and_summed_up_the_same(void **state)
{
    tu_fixture *f = *state;
    ht_summary live, other;
    play_ultra(17, &other);
    assert_int_equal(replays_keep(f->dir, &captured, NULL, 0, NULL), STORE_OK);
    play_ultra(5, &live);
    assert_int_equal(replays_keep(f->dir, &captured, NULL, 0, NULL), STORE_OK);
    scores_result best = { .figure = live.figure, .seed = 5 };
    ht_summary found;
    hextris_best_summary(f->dir, "ultra", &best, &found);
    assert_memory_equal(&found, &live, sizeof live);
    assert_true(found.pieces > 0);
    /* Another table's, or another seed's, is not it: the figure alone. */
    hextris_best_summary(f->dir, "ultra:9x11", &best, &found);
    assert_int_equal(found.pieces, 0);
    assert_int_equal(found.figure, live.figure);
    assert_true(found.scored);
    best.seed = 6;
    hextris_best_summary(f->dir, "ultra", &best, &found);
    assert_int_equal(found.pieces, 0);
    saves_free(&captured);
    have_captured = false;
}

static void a_time_best_without_its_replay_compares_by_its_time(void **state)
{
    tu_fixture *f = *state;
    scores_result best = { .figure = 65000, .seed = 1 };
    ht_summary b;
    hextris_best_summary(f->dir, "sprint", &best, &b);
    assert_false(b.scored);
    assert_int_equal(b.status, HT_WON);
    assert_int_equal(b.splits_n, 0);
    ht_summary s = { .mode = HT_SPRINT, .status = HT_WON, .elapsed_ms = 62300, .figure = 62300,
                     .goal = 40, .goal_count = 40, .rows = 40, .pieces = 100, .pps = 1.6,
                     .kpp = 3.25, .finesse_clean = -1, .clears = { 0, 10, 6, 6 },
                     .best_combo = 3, .splits_n = 4, .splits = { 15000, 30000, 46000, 62300 } };
    char lines[HT_SUMMARY_LINES][HT_SUMMARY_WIDTH];
    int n = ht_summary_lines(&s, &b, 40, lines, HT_SUMMARY_LINES);
    assert_string_equal(lines[0], "Time   1:02.300");
    assert_string_equal(lines[1], "Best   1:05.000 (-2.7s)");
    assert_string_equal(lines[2], "Score  0  Level 0");
    assert_string_equal(lines[3], "Pieces 100  Rows 40");
    assert_string_equal(lines[4], "PPS    1.60  KPP 3.25");
    assert_string_equal(lines[5], "Finesse not judged");
    assert_string_equal(lines[6], "Clears 10/6/6  Combo 3");
    assert_string_equal(lines[7], "Splits");
    assert_string_equal(lines[8], "10 0:15.0  20 0:30.0");
    assert_string_equal(lines[9], "30 0:46.0  40 1:02.3");
    assert_int_equal(n, 10);
    for (int i = 0; i < n; i++)
        assert_true(strlen(lines[i]) <= 24);
    /* With the best's splits beside them; one a line where two do not fit. */
    b.splits_n = 4;
    memcpy(b.splits, (int32_t[]){ 16000, 29000, 46000, 65000 }, 4 * sizeof(int32_t));
    n = ht_summary_lines(&s, &b, 40, lines, HT_SUMMARY_LINES);
    assert_string_equal(lines[8], "10 0:15.0 -1.0  20 0:30.0 +1.0");
    assert_string_equal(lines[9], "30 0:46.0 +0.0  40 1:02.3 -2.7");
    assert_int_equal(n, 10);
    n = ht_summary_lines(&s, &b, 24, lines, HT_SUMMARY_LINES);
    assert_string_equal(lines[8], "10 0:15.0 -1.0");
    assert_string_equal(lines[11], "40 1:02.3 -2.7");
    assert_int_equal(n, 12);
}

static void a_score_compares_by_points(void **state)
{
    (void)state;
    ht_summary s = { .mode = HT_ULTRA, .status = HT_OVER, .scored = true, .score = 12000,
                     .figure = 12000, .finesse_clean = 96, .finesse_faults = 2 };
    ht_summary b = { .scored = true, .figure = 12500 };
    char lines[HT_SUMMARY_LINES][HT_SUMMARY_WIDTH];
    int n = ht_summary_lines(&s, &b, 40, lines, HT_SUMMARY_LINES);
    assert_string_equal(lines[0], "Score  12000");
    assert_string_equal(lines[1], "Best   12500 (-500)");
    assert_string_equal(lines[2], "Time   0:00.0  Level 0");
    assert_string_equal(lines[5], "Finesse 96% (2 faults)");
    assert_int_equal(n, 7);   /* no splits for a score */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(the_best_is_found_in_its_replay_and_summed_up_the_same,
                                        tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(a_time_best_without_its_replay_compares_by_its_time,
                                        tu_setup, tu_teardown),
        cmocka_unit_test(a_score_compares_by_points),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
