/* hextris' modes through the session layer, as a front end plays them:
 * cheese's garbage rows and their holes from the seed, its goal and the
 * race's refill; ultra's end at exactly two minutes of play time, pauses
 * left out; zen never ending, its half-well clear and undo; master's 20G
 * and lock delay; the results and tables each mode gives; and the stats a
 * game counts, which a replay of its log recomputes exactly. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_stats.h"
#include "session/hextris_session.h"
#include "session/midend.h"
#include "session/session.h"

#define ST(g) ((ht_state *)session_state(g))

typedef struct {
    int records;
    session_result last;
    char params[SESSION_PARAMS];
} fake;

static void fake_record(void *ctx, const session_result *r, session_verdict *out)
{
    fake *f = ctx;
    f->records++;
    f->last = *r;
    snprintf(f->params, sizeof f->params, "%s", r->params);
    f->last.params = f->params;
    f->last.log = NULL;
    memset(out, 0, sizeof *out);
}

static session_hooks hooks_of(fake *f)
{
    memset(f, 0, sizeof *f);
    return (session_hooks){ .ctx = f, .record = fake_record };
}

static void begin(session *g, const session_hooks *h, enum ht_mode mode, uint64_t seed)
{
    ht_params p;
    ht_params_default(&p);
    p.mode = mode;
    p.seed = seed;
    char text[HT_PARAMS_TEXT_MAX];
    ht_params_encode(&p, text, sizeof text);
    session_init(g, &session_hextris, h);
    assert_true(session_new(g, text, NULL, 0));
}

static bool act(session *g, enum ht_action a, int64_t t)
{
    return session_play(g, ht_action_name(a), t, NULL, 0);
}

/* The hole of each of the bottom n rows of st's well (-1: none or more
 * than one), checking that every other hex of the row is garbage. */
static void holes_of(const ht_state *st, int n, int *holes)
{
    for (int i = 0; i < n; i++) {
        int row = st->height - n + i, hole = -1, empty = 0;
        for (int c = 0; c < st->width; c++) {
            if (st->well[row][c] == 0) {
                hole = c;
                empty++;
            } else {
                assert_int_equal(st->well[row][c], HT_GARBAGE);
            }
        }
        holes[i] = empty == 1 ? hole : -1;
    }
}

/* ---- cheese ---- */

static void cheese_starts_with_ten_garbage_rows_holed_from_the_seed(void **state)
{
    (void)state;
    int first[10], again[10];
    session a, b;
    begin(&a, NULL, HT_CHEESE, 42);
    begin(&b, NULL, HT_CHEESE, 42);
    holes_of(ST(&a), 10, first);
    holes_of(ST(&b), 10, again);
    assert_memory_equal(first, again, sizeof first);
    for (int i = 0; i < 10; i++) {
        assert_true(first[i] >= 0 && first[i] < ST(&a)->width);
        if (i > 0)
            assert_int_not_equal(first[i], first[i - 1]);
        assert_true(ST(&a)->garbage_row[ST(&a)->height - 10 + i]);
    }
    /* Above the garbage the well is empty. */
    for (int c = 0; c < ST(&a)->width; c++)
        assert_int_equal(ST(&a)->well[ST(&a)->height - 11][c], 0);
    assert_int_equal(ST(&a)->garbage_added, 10);
    /* Another seed, other holes (somewhere among a few seeds). */
    bool differ = false;
    for (uint64_t seed = 1; seed < 6 && !differ; seed++) {
        session c;
        int other[10];
        begin(&c, NULL, HT_CHEESE, seed);
        holes_of(ST(&c), 10, other);
        differ = memcmp(first, other, sizeof first) != 0;
        session_free(&c);
    }
    assert_true(differ);
    /* The same holes the replay of the game's params gives. */
    session_save sv = { .saved_at = 0 };
    session_params(&a, sv.params, sizeof sv.params);
    void *r = session_replay(&session_hextris, &sv, SIZE_MAX, NULL, 0);
    assert_non_null(r);
    holes_of(r, 10, again);
    assert_memory_equal(first, again, sizeof first);
    session_hextris.destroy(r);
    session_free(&a);
    session_free(&b);
}

/* Fills the holes of the bottom k garbage rows, so that the next lock
 * clears them (with whatever the piece completes). */
static void fill_bottom_holes(ht_state *st, int k)
{
    for (int row = st->height - k; row < st->height; row++)
        for (int c = 0; c < st->width; c++)
            if (st->garbage_row[row] && st->well[row][c] == 0)
                st->well[row][c] = HT_GARBAGE;
}

static void cheese_is_won_with_its_time_once_all_garbage_is_cleared(void **state)
{
    (void)state;
    fake f;
    session_hooks h = hooks_of(&f);
    session g;
    begin(&g, &h, HT_CHEESE, 7);
    int64_t t = 0;
    int cleared = 0;
    while (ST(&g)->status == HT_PLAYING && cleared < 10) {
        int k = 10 - cleared < 3 ? 10 - cleared : 3;
        fill_bottom_holes(ST(&g), k);
        assert_true(act(&g, HT_DROP, t += 1000));
        cleared += k;
        assert_int_equal(ST(&g)->garbage_cleared, cleared);
        assert_int_equal(ST(&g)->garbage_added, 10);   /* cheese brings no more */
    }
    assert_int_equal(ST(&g)->status, HT_WON);
    assert_int_equal(f.records, 1);
    assert_string_equal(f.last.outcome, "won");
    assert_int_equal(f.last.figure, 4000);
    assert_int_equal(ST(&g)->pieces, 4);
    ht_summary s;
    ht_summary_of(ST(&g), 4000, &s);
    assert_int_equal(s.figure, 4000);
    assert_int_equal(s.splits_n, 1);
    assert_int_equal(s.splits[0], 4000);
    session_free(&g);
}

static void cheese100_keeps_ten_in_the_well_until_a_hundred_came(void **state)
{
    (void)state;
    session g, same;
    begin(&g, NULL, HT_CHEESE100, 9);
    begin(&same, NULL, HT_CHEESE100, 9);
    int64_t t = 0;
    fill_bottom_holes(ST(&g), 3);
    fill_bottom_holes(ST(&same), 3);
    assert_true(act(&g, HT_DROP, t += 500));
    assert_true(act(&same, HT_DROP, t));
    assert_int_equal(ST(&g)->garbage_cleared, 3);
    assert_int_equal(ST(&g)->garbage_added, 13);
    int garbage = 0;
    for (int r = 0; r < ST(&g)->height; r++)
        garbage += ST(&g)->garbage_row[r];
    assert_int_equal(garbage, 10);
    /* The new rows are at the bottom, holed from the seed as the first. */
    int holes[3];
    holes_of(ST(&g), 3, holes);
    for (int i = 0; i < 3; i++)
        assert_true(holes[i] >= 0);
    assert_memory_equal(ST(&g)->well, ST(&same)->well, sizeof ST(&g)->well);
    session_free(&g);
    session_free(&same);
}

static void cheese_on_a_short_well_keeps_half_of_it_free(void **state)
{
    (void)state;
    session g;
    session_init(&g, &session_hextris, NULL);
    assert_true(session_new(&g, "9x11:cheese:1:seed=3", NULL, 0));
    assert_int_equal(ST(&g)->garbage_added, 5);
    assert_int_equal(ST(&g)->status, HT_PLAYING);
    session_free(&g);
}

/* ---- ultra ---- */

/* Time passes to t in steps, the well emptied at each so that the pieces
 * gravity places never top out. */
static void advance_clearing(session *g, int64_t from, int64_t t)
{
    for (int64_t at = from; at < t; at += 5000) {
        memset(ST(g)->well, 0, sizeof ST(g)->well);
        session_advance(g, at);
    }
    memset(ST(g)->well, 0, sizeof ST(g)->well);
    session_advance(g, t);
}

static void ultra_ends_at_exactly_two_minutes_of_play_time(void **state)
{
    (void)state;
    fake f;
    session_hooks h = hooks_of(&f);
    session g;
    begin(&g, &h, HT_ULTRA, 5);
    assert_true(act(&g, HT_DROP, 1000));
    advance_clearing(&g, 1000, 30000);
    assert_true(session_pause(&g, 30000));
    assert_true(session_unpause(&g, 45000));   /* 15 s left out */
    advance_clearing(&g, 45000, 134000);
    assert_true(session_next_deadline(&g, 134000) <= 135000);
    act(&g, HT_LEFT, 134999);
    assert_int_equal(ST(&g)->status, HT_PLAYING);
    session_advance(&g, 135000);
    assert_int_equal(ST(&g)->status, HT_OVER);
    assert_true(ht_time_up(ST(&g)));
    assert_int_equal(ht_elapsed_ms(ST(&g), 200000), HT_ULTRA_MS);
    assert_false(act(&g, HT_DROP, 135001));
    assert_int_equal(f.records, 1);
    assert_string_equal(f.last.outcome, "over");
    assert_int_equal(f.last.figure, (uint64_t)ST(&g)->score);
    assert_true(f.last.figure > 0);
    session_free(&g);
}

static void ultra_ends_on_time_however_late_the_loop_wakes(void **state)
{
    (void)state;
    session g;
    begin(&g, NULL, HT_ULTRA, 6);
    advance_clearing(&g, 0, 119000);
    session_advance(&g, 500000);
    assert_int_equal(ST(&g)->status, HT_OVER);
    assert_int_equal(ht_elapsed_ms(ST(&g), 500000), HT_ULTRA_MS);
    assert_true(ht_time_up(ST(&g)));
    session_free(&g);
}

/* ---- zen ---- */

static void zen_never_ends_and_clears_the_lower_half_when_full(void **state)
{
    (void)state;
    fake f;
    session_hooks h = hooks_of(&f);
    session g;
    begin(&g, &h, HT_ZEN, 11);
    int64_t t = 0;
    bool halved = false;
    for (int i = 0; i < 600; i++) {
        int before = 0;
        for (int r = 0; r < ST(&g)->height; r++)
            for (int c = 0; c < ST(&g)->width; c++)
                before += ST(&g)->well[r][c] != 0;
        assert_true(act(&g, HT_DROP, t += 30));
        assert_int_equal(session_phase_of(&g), SESSION_RUNNING);
        int after = 0;
        for (int r = 0; r < ST(&g)->height; r++)
            for (int c = 0; c < ST(&g)->width; c++)
                after += ST(&g)->well[r][c] != 0;
        halved |= ST(&g)->last_clear == 0 && after < before;
    }
    assert_true(halved);
    assert_int_equal(ST(&g)->pieces, 600);
    session_advance(&g, t + 3600000);
    assert_int_equal(session_phase_of(&g), SESSION_RUNNING);
    assert_int_equal(f.records, 0);
    assert_false(session_hextris.ranks("zen", "quit", false));
    char why[80];
    assert_false(session_hextris.result_fits("zen", "over", false, why, sizeof why));
    assert_true(session_hextris.result_fits("zen", "quit", false, why, sizeof why));
    session_free(&g);
}

static void zen_undo_takes_back_the_latest_piece_and_the_clock_goes_on(void **state)
{
    (void)state;
    session g;
    begin(&g, NULL, HT_ZEN, 12);
    assert_true(act(&g, HT_LEFT, 100));
    assert_true(act(&g, HT_DROP, 200));
    ht_state one = *ST(&g);
    assert_true(act(&g, HT_RIGHT, 300));
    assert_true(act(&g, HT_DROP, 400));
    /* A piece placed by gravity is seen too. */
    session_advance(&g, 60000);
    int placed = ST(&g)->pieces;
    assert_true(placed >= 3);
    for (int i = 0; i < placed - 1; i++)
        assert_true(session_undo(&g, 60100 + i));
    assert_int_equal(ST(&g)->pieces, 1);
    assert_memory_equal(ST(&g)->well, one.well, sizeof one.well);
    assert_int_equal(ST(&g)->piece, one.piece);
    assert_memory_equal(ST(&g)->next, one.next, sizeof one.next);
    assert_int_equal(ht_elapsed_ms(ST(&g), 60200), 60200);
    assert_true(session_undo(&g, 60300));
    assert_int_equal(ST(&g)->pieces, 0);
    assert_false(session_undo(&g, 60400));
    /* The log replays to the same game, undos and all. */
    session_save sv = { .saved_at = 60400, .moves = g.log.moves, .nmoves = g.log.n };
    session_params(&g, sv.params, sizeof sv.params);
    ht_state *r = session_replay(&session_hextris, &sv, SIZE_MAX, NULL, 0);
    assert_non_null(r);
    assert_memory_equal(r->well, ST(&g)->well, sizeof r->well);
    assert_int_equal(r->pieces, 0);
    session_hextris.destroy(r);
    session_free(&g);
}

static void undo_is_refused_outside_zen(void **state)
{
    (void)state;
    session g;
    begin(&g, NULL, HT_MARATHON, 1);
    assert_true(act(&g, HT_DROP, 100));
    assert_false(session_undo(&g, 200));
    assert_int_equal(ST(&g)->pieces, 1);
    session_free(&g);
}

/* ---- master ---- */

static void master_pieces_fall_at_once_and_lock_sooner_with_the_level(void **state)
{
    (void)state;
    session g;
    begin(&g, NULL, HT_MASTER, 13);
    assert_int_equal(ST(&g)->level, 1);
    assert_int_equal(ht_drop_distance(ST(&g)), 0);
    assert_true(ht_active_centre(ST(&g)).row > ST(&g)->height - 4);
    assert_false(act(&g, HT_SOFT, 10));
    /* Moved, it is on the ground again at once. */
    assert_true(act(&g, HT_LEFT, 20));
    assert_int_equal(ht_drop_distance(ST(&g)), 0);
    /* Left alone, it locks after the lock delay of its level. */
    int64_t due = session_next_deadline(&g, 20);
    assert_int_equal(due, 20 + ht_lock_delay_ms(HT_MASTER, 1));
    session_advance(&g, due);
    assert_int_equal(ST(&g)->pieces, 1);
    assert_int_equal(ht_drop_distance(ST(&g)), 0);
    assert_int_equal(ht_lock_delay_ms(HT_MASTER, 1), 500);
    assert_int_equal(ht_lock_delay_ms(HT_MASTER, 6), 350);
    assert_int_equal(ht_lock_delay_ms(HT_MASTER, 30), 200);
    assert_int_equal(ht_lock_delay_ms(HT_MARATHON, 30), HT_LOCK_DELAY_MS);
    assert_int_equal(ht_goal(&ST(&g)->params), HT_MASTER_ROWS);
    session_free(&g);
}

/* ---- tables ---- */

static void every_mode_has_tables_of_its_own(void **state)
{
    (void)state;
    char params[SESSION_PARAMS], cat[40];
    int seen = 0;
    for (int i = 0; session_hextris.standard(i, params, sizeof params); i++) {
        assert_true(session_hextris.category(params, cat, sizeof cat));
        ht_params p;
        assert_true(ht_params_decode(&p, params));
        if (p.width == HT_FULL_WIDTH)
            assert_string_equal(cat, ht_mode_name(p.mode));
        seen++;
    }
    assert_int_equal(seen, 2 * HT_MODES);
    char why[80];
    assert_true(session_hextris.scored("ultra"));
    assert_true(session_hextris.scored("zen"));
    assert_false(session_hextris.scored("cheese100"));
    assert_false(session_hextris.scored("master:9x11"));
    assert_true(session_hextris.ranks("ultra", "over", false));
    assert_true(session_hextris.ranks("cheese", "won", false));
    assert_false(session_hextris.ranks("cheese", "over", false));
    assert_true(session_hextris.ranks("master", "won", false));
    assert_false(session_hextris.result_fits("ultra", "won", false, why, sizeof why));
    assert_true(session_hextris.result_fits("cheese100", "won", false, why, sizeof why));
}

/* ---- stats ---- */

/* A random player's game of mode on seed, to its end or n actions. */
static int64_t play_randomly(session *g, rng *r, int n)
{
    static const enum ht_action moves[] = {
        HT_LEFT, HT_RIGHT, HT_CW, HT_CCW, HT_SOFT, HT_SOFT, HT_LEFT, HT_RIGHT,
        HT_DROP, HT_DROP, HT_HOLD, HT_PAUSE, HT_RESUME,
    };
    int64_t t = 0;
    for (int i = 0; i < n && session_phase_of(g) != SESSION_ENDED; i++) {
        t += rng_below(r, 6) == 0 ? rng_below(r, 2000) : rng_below(r, 150);
        if (rng_below(r, 5) == 0)
            session_advance(g, t);
        else
            act(g, moves[rng_below(r, sizeof moves / sizeof moves[0])], t);
    }
    return t;
}

static void the_summary_is_what_the_replay_recomputes(void **state)
{
    (void)state;
    for (int mode = 0; mode < HT_MODES; mode++) {
        for (uint64_t seed = 1; seed <= 4; seed++) {
            session g;
            begin(&g, NULL, (enum ht_mode)mode, seed);
            rng r;
            rng_seed(&r, seed, (uint64_t)mode);
            int64_t t = play_randomly(&g, &r, 1500);
            session_save sv = { .saved_at = t, .moves = g.log.moves, .nmoves = g.log.n };
            session_params(&g, sv.params, sizeof sv.params);
            ht_state *re = session_replay(&session_hextris, &sv, SIZE_MAX, NULL, 0);
            assert_non_null(re);
            session_advance(&g, t);
            ht_summary live, again;
            ht_summary_of(ST(&g), ht_elapsed_ms(ST(&g), t), &live);
            ht_summary_of(re, ht_elapsed_ms(re, t), &again);
            if (memcmp(&live, &again, sizeof live) != 0)
                print_message("mode %d seed %llu: pieces %d/%d elapsed %lld/%lld\n", mode,
                              (unsigned long long)seed, live.pieces, again.pieces,
                              (long long)live.elapsed_ms, (long long)again.elapsed_ms);
            assert_memory_equal(&live, &again, sizeof live);
            assert_memory_equal(&ST(&g)->stats, &re->stats, sizeof re->stats);
            char a[HT_SUMMARY_LINES][HT_SUMMARY_WIDTH], b[HT_SUMMARY_LINES][HT_SUMMARY_WIDTH];
            int na = ht_summary_lines(&live, NULL, 40, a, HT_SUMMARY_LINES);
            int nb = ht_summary_lines(&again, NULL, 40, b, HT_SUMMARY_LINES);
            assert_int_equal(na, nb);
            for (int i = 0; i < na; i++)
                assert_string_equal(a[i], b[i]);
            assert_true(live.pieces > 0);
            session_hextris.destroy(re);
            session_free(&g);
        }
    }
}

static void keys_clears_combos_and_pps_are_counted_as_played(void **state)
{
    (void)state;
    session g;
    begin(&g, NULL, HT_SPRINT, 21);
    /* Two pieces: L L CW DROP, then SOFT SOFT SOFT (one key held) DROP. */
    assert_true(act(&g, HT_LEFT, 100));
    assert_true(act(&g, HT_LEFT, 200));
    assert_true(act(&g, HT_CW, 300));
    assert_true(act(&g, HT_DROP, 1000));
    assert_int_equal(ST(&g)->stats.last_keys, 4);
    assert_true(act(&g, HT_SOFT, 1100));
    assert_true(act(&g, HT_SOFT, 1150));
    assert_true(act(&g, HT_SOFT, 1200));
    assert_true(act(&g, HT_HOLD, 1300));
    assert_true(act(&g, HT_DROP, 2000));
    assert_int_equal(ST(&g)->stats.last_keys, 1);   /* the held piece's own */
    assert_int_equal(ST(&g)->stats.keys, 7);
    assert_int_equal(ST(&g)->pieces, 2);
    assert_true(ht_stats_kpp(ST(&g)) > 3.49 && ht_stats_kpp(ST(&g)) < 3.51);
    assert_true(ht_stats_pps(ST(&g), 2000) > 0.99 && ht_stats_pps(ST(&g), 2000) < 1.01);
    /* Rolling: the locks came at 1 s and 2 s of play. */
    assert_true(ht_stats_pps_recent(ST(&g), 5000) > 0.39 && ht_stats_pps_recent(ST(&g), 5000) < 0.41);
    assert_true(ht_stats_pps_recent(ST(&g), 11500) > 0.09 && ht_stats_pps_recent(ST(&g), 11500) < 0.11);
    /* Finesse, judged beside the rules: both pieces judged, one of them
     * placed with more inputs than its fewest. */
    assert_int_equal(ST(&g)->stats.finesse_judged, 2);
    assert_int_equal(ST(&g)->stats.finesse_faults, 1);
    assert_int_equal(ht_stats_finesse_clean(ST(&g)), 50);
    /* The summary names the fault and its fewest way: on two lines in a
     * box beside the panel, on one where there is room. */
    assert_int_equal(ST(&g)->stats.finesse_notes_n, 1);
    ht_summary sum;
    ht_summary_of(ST(&g), 2000, &sum);
    char lines[HT_SUMMARY_LINES][HT_SUMMARY_WIDTH];
    int n = ht_summary_lines(&sum, NULL, 24, lines, HT_SUMMARY_LINES);
    int at = -1;
    for (int i = 0; i < n; i++)
        if (lines[i][0] == '#')
            at = i;
    assert_true(at >= 0 && at + 1 < n);
    assert_non_null(strstr(lines[at], " inputs,"));
    assert_int_equal(strncmp(lines[at + 1], " fewest ", 8), 0);
    assert_non_null(strstr(lines[at + 1], "DROP"));
    n = ht_summary_lines(&sum, NULL, 60, lines, HT_SUMMARY_LINES);
    bool one_line = false;
    for (int i = 0; i < n; i++)
        one_line |= lines[i][0] == '#' && strstr(lines[i], ", fewest ") && strstr(lines[i], "DROP");
    assert_true(one_line);
    /* A clear of two rows, then one, then none: a combo of two. */
    ht_state *st = ST(&g);
    int h = st->height;
    for (int row = h - 2; row < h; row++)
        for (int c = 0; c < st->width; c++)
            st->well[row][c] = 1;
    assert_true(act(&g, HT_DROP, 3000));
    assert_int_equal(st->stats.clears[2], 1);
    for (int c = 0; c < st->width; c++)
        st->well[h - 1][c] = 1;
    assert_true(act(&g, HT_DROP, 3100));
    assert_int_equal(st->stats.clears[1], 1);
    assert_true(act(&g, HT_DROP, 3200));
    assert_int_equal(st->stats.best_combo, 2);
    assert_int_equal(st->stats.combo, 0);
    session_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cheese_starts_with_ten_garbage_rows_holed_from_the_seed),
        cmocka_unit_test(cheese_is_won_with_its_time_once_all_garbage_is_cleared),
        cmocka_unit_test(cheese100_keeps_ten_in_the_well_until_a_hundred_came),
        cmocka_unit_test(cheese_on_a_short_well_keeps_half_of_it_free),
        cmocka_unit_test(ultra_ends_at_exactly_two_minutes_of_play_time),
        cmocka_unit_test(ultra_ends_on_time_however_late_the_loop_wakes),
        cmocka_unit_test(zen_never_ends_and_clears_the_lower_half_when_full),
        cmocka_unit_test(zen_undo_takes_back_the_latest_piece_and_the_clock_goes_on),
        cmocka_unit_test(undo_is_refused_outside_zen),
        cmocka_unit_test(master_pieces_fall_at_once_and_lock_sooner_with_the_level),
        cmocka_unit_test(every_mode_has_tables_of_its_own),
        cmocka_unit_test(the_summary_is_what_the_replay_recomputes),
        cmocka_unit_test(keys_clears_combos_and_pps_are_counted_as_played),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
