/* Unit tests of the match referee (session/match.h): every verdict of
 * both race rules, best of N, forfeits, and the message lines, crafted
 * and oversized ones refused. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "session/hexcells_session.h"
#include "session/hexmines_session.h"
#include "session/match.h"
#include "session/midend.h"

static match_msg on(int round, int64_t t, int solved)
{
    return (match_msg){ .round = round, .p = { .t = t, .solved = solved } };
}

static match_msg clear(int round, int64_t t, int mistakes)
{
    return (match_msg){ .round = round,
                        .p = { .t = t, .solved = 1000, .mistakes = mistakes, .cleared = true } };
}

static match_msg mine(int round, int64_t t)
{
    return (match_msg){ .round = round, .p = { .t = t, .lost = true } };
}

static match started(match_rule rule, int best_of)
{
    match m;
    assert_true(match_init(&m, rule, best_of, MATCH_GRACE_MS, 0));
    return m;
}

static void hear(match *m, int side, match_msg msg)
{
    assert_true(match_hear(m, side, &msg, 0));
}

static void first_clear_wins_once_the_other_is_past_it(void **state)
{
    (void)state;
    match m = started(MATCH_FIRST_TO_CLEAR, 1);
    hear(&m, 0, on(0, 5000, 300));
    hear(&m, 1, clear(0, 30000, 0));
    /* Side 0 was last heard at 5 s: it may have cleared before 30 s. */
    assert_int_equal(m.round_winner[0], -1);
    hear(&m, 0, on(0, 29999, 900));
    assert_int_equal(m.round_winner[0], -1);
    hear(&m, 0, on(0, 30001, 950));
    assert_int_equal(m.round_winner[0], 1);
    assert_int_equal(m.winner, 1);
    assert_true(match_over(&m));
}

static void earlier_clear_heard_later_still_wins(void **state)
{
    (void)state;
    match m = started(MATCH_FIRST_TO_CLEAR, 1);
    hear(&m, 1, clear(0, 30000, 0));
    /* The link was slow: side 0's clear comes after, but was sooner. */
    hear(&m, 0, clear(0, 29000, 0));
    assert_int_equal(m.winner, 0);
}

static void mine_loses_the_round(void **state)
{
    (void)state;
    match m = started(MATCH_FIRST_TO_CLEAR, 1);
    hear(&m, 0, mine(0, 8000));
    assert_int_equal(m.round_winner[0], -1);
    hear(&m, 1, on(0, 8001, 100));
    assert_int_equal(m.winner, 1);
}

static void other_mine_first_wins_for_the_slow_side(void **state)
{
    (void)state;
    match m = started(MATCH_FIRST_TO_CLEAR, 1);
    hear(&m, 0, mine(0, 9000));
    hear(&m, 1, mine(0, 12000));
    /* The first end decides: side 0's mine came first. */
    assert_int_equal(m.winner, 1);
}

static void same_millisecond_draws(void **state)
{
    (void)state;
    match m = started(MATCH_FIRST_TO_CLEAR, 3);
    hear(&m, 0, clear(0, 7000, 0));
    hear(&m, 1, clear(0, 7000, 0));
    assert_int_equal(m.round_winner[0], MATCH_DRAW);
    assert_int_equal(m.round, 1);
    assert_false(match_over(&m));
}

static void clear_beats_mine_at_the_same_time(void **state)
{
    (void)state;
    match m = started(MATCH_FIRST_TO_CLEAR, 1);
    hear(&m, 0, mine(0, 7000));
    hear(&m, 1, clear(0, 7000, 0));
    assert_int_equal(m.winner, 1);
}

static void fewest_mistakes_then_time(void **state)
{
    (void)state;
    match m = started(MATCH_FEWEST_MISTAKES, 1);
    hear(&m, 0, clear(0, 20000, 2));
    hear(&m, 1, clear(0, 40000, 1));
    assert_int_equal(m.winner, 1);

    m = started(MATCH_FEWEST_MISTAKES, 1);
    hear(&m, 0, clear(0, 20000, 1));
    hear(&m, 1, clear(0, 40000, 1));
    assert_int_equal(m.winner, 0);

    m = started(MATCH_FEWEST_MISTAKES, 1);
    hear(&m, 0, clear(0, 20000, 1));
    hear(&m, 1, clear(0, 20000, 1));
    assert_int_equal(m.winner, MATCH_DRAW);
}

static void a_side_that_cannot_catch_up_has_lost(void **state)
{
    (void)state;
    match m = started(MATCH_FEWEST_MISTAKES, 1);
    hear(&m, 0, clear(0, 20000, 1));
    match_msg behind = on(0, 15000, 500);
    behind.p.mistakes = 1;
    hear(&m, 1, behind);
    /* As many mistakes, and time left to beat 20 s: open. */
    assert_int_equal(m.winner, -1);
    behind.p.t = 20001;
    hear(&m, 1, behind);
    assert_int_equal(m.winner, 0);

    m = started(MATCH_FEWEST_MISTAKES, 1);
    hear(&m, 0, clear(0, 20000, 1));
    behind = on(0, 1000, 100);
    behind.p.mistakes = 2;
    hear(&m, 1, behind);
    assert_int_equal(m.winner, 0);

    m = started(MATCH_FEWEST_MISTAKES, 1);
    hear(&m, 0, clear(0, 20000, 3));
    behind = on(0, 90000, 100);
    hear(&m, 1, behind);
    /* No mistakes yet: the slow side can still win. */
    assert_int_equal(m.winner, -1);
}

static void best_of_three_goes_to_two_wins(void **state)
{
    (void)state;
    match m = started(MATCH_FIRST_TO_CLEAR, 3);
    hear(&m, 0, clear(0, 1000, 0));
    hear(&m, 1, on(0, 2000, 10));
    assert_int_equal(m.round, 1);
    hear(&m, 1, clear(1, 1000, 0));
    hear(&m, 0, mine(1, 1500));
    assert_int_equal(m.round, 2);
    assert_false(match_over(&m));
    hear(&m, 1, clear(2, 3000, 0));
    hear(&m, 0, on(2, 3500, 10));
    assert_int_equal(m.wins[0], 1);
    assert_int_equal(m.wins[1], 2);
    assert_int_equal(m.winner, 1);
    assert_int_equal(m.forfeit, -1);
}

static void best_of_five_ends_early_and_all_draws_draw(void **state)
{
    (void)state;
    match m = started(MATCH_FIRST_TO_CLEAR, 5);
    for (int r = 0; r < 3; r++) {
        hear(&m, 0, clear(r, 1000, 0));
        hear(&m, 1, on(r, 1001, 0));
    }
    assert_int_equal(m.winner, 0);
    assert_int_equal(m.round_winner[3], -1);

    m = started(MATCH_FIRST_TO_CLEAR, 1);
    hear(&m, 0, clear(0, 1000, 0));
    hear(&m, 1, clear(0, 1000, 0));
    assert_int_equal(m.winner, MATCH_DRAW);
}

static void silence_forfeits_after_the_grace_time(void **state)
{
    (void)state;
    match m;
    assert_true(match_init(&m, MATCH_FIRST_TO_CLEAR, 3, 10000, 1000));
    match_msg beat = on(0, 500, 0);
    assert_true(match_hear(&m, 0, &beat, 9000));
    assert_false(match_tick(&m, 11000));
    assert_false(match_over(&m));
    /* Side 1 was last heard at the start, 1000. */
    assert_true(match_tick(&m, 11001));
    assert_int_equal(m.forfeit, 1);
    assert_true(m.silent);
    assert_int_equal(m.winner, 0);
    /* Over: nothing changes it. */
    beat.p.t = 600;
    assert_false(match_hear(&m, 1, &beat, 11002));
    assert_int_equal(m.winner, 0);
}

static void a_side_at_its_end_keeps_being_heard(void **state)
{
    (void)state;
    match m;
    assert_true(match_init(&m, MATCH_FIRST_TO_CLEAR, 1, 10000, 0));
    match_msg done = clear(0, 4000, 0);
    assert_true(match_hear(&m, 0, &done, 100));
    match_msg other = on(0, 1000, 0);
    for (int64_t now = 1000; now <= 30000; now += 1000) {
        assert_true(match_hear(&m, 0, &done, now));
        other.p.t = now < 3000 ? now : 3000;
        assert_true(match_hear(&m, 1, &other, now));
        assert_false(match_tick(&m, now));
    }
    assert_int_equal(m.winner, -1);
}

static void leaving_forfeits(void **state)
{
    (void)state;
    match m = started(MATCH_FEWEST_MISTAKES, 5);
    match_msg leave = { .kind = MATCH_MSG_LEAVE };
    assert_true(match_hear(&m, 0, &leave, 0));
    assert_int_equal(m.forfeit, 0);
    assert_false(m.silent);
    assert_int_equal(m.winner, 1);
}

/* A side let go before its own clock says it was gone the grace time
 * reads the other's word: a round the other cleared meanwhile, then that
 * it went silent. It has lost by silence, as the other side says, not
 * gone on to the next round. */
static void a_side_told_it_went_silent_has_lost(void **state)
{
    (void)state;
    match m = started(MATCH_FIRST_TO_CLEAR, 3);
    match_msg mine_now = on(0, 1000, 100);
    assert_true(match_hear(&m, 0, &mine_now, 1000));
    match_msg theirs = clear(0, 3000, 0);
    assert_true(match_hear(&m, 1, &theirs, 10500));
    match_msg silent = { .kind = MATCH_MSG_SILENT };
    assert_true(match_hear(&m, 1, &silent, 10500));
    assert_true(match_over(&m));
    assert_int_equal(m.forfeit, 0);
    assert_true(m.silent);
    assert_int_equal(m.winner, 1);
    /* Word of silence once the match is decided changes nothing. */
    match done = started(MATCH_FIRST_TO_CLEAR, 1);
    hear(&done, 0, clear(0, 2000, 0));
    hear(&done, 1, on(0, 2500, 0));
    assert_int_equal(done.winner, 0);
    assert_false(match_hear(&done, 1, &silent, 3000));
    assert_int_equal(done.winner, 0);
    assert_int_equal(done.forfeit, -1);
}

/* Two sides' referees over a link that takes delay ms each way, each
 * side polling as app/match_play.c does (what came in, its own report,
 * then the time; "silent" sent when it finds the other silent), every
 * POLL_MS, side 1 half a poll after side 0. Side s is stopped from
 * stop_at[s] for stop_ms[s]: it neither polls nor sends meanwhile. */
enum { SIM_POLL_MS = 200, SIM_SEND_MS = 500, SIM_MSGS = 4096 };

typedef struct {
    match_msg msg;
    int64_t sent;
} sim_msg;

typedef struct {
    match view[2];
    sim_msg out[2][SIM_MSGS];
    int nout[2], nread[2];
    int64_t sent_at[2];
} sim;

static bool sim_stopped(const int64_t stop_at[2], const int64_t stop_ms[2], int s, int64_t now)
{
    return now >= stop_at[s] && now < stop_at[s] + stop_ms[s];
}

static void sim_send(sim *x, int s, match_msg msg, int64_t now)
{
    assert_true(x->nout[s] < SIM_MSGS);
    x->out[s][x->nout[s]++] = (sim_msg){ msg, now };
    x->sent_at[s] = now;
}

static void sim_poll(sim *x, int s, int64_t now, int64_t delay)
{
    match *m = &x->view[s];
    int o = 1 - s;
    while (x->nread[o] < x->nout[o] && x->out[o][x->nread[o]].sent + delay <= now)
        match_hear(m, o, &x->out[o][x->nread[o]++].msg, now);
    match_msg mine = on(0, now, 0);
    match_hear(m, s, &mine, now);
    if (now - x->sent_at[s] >= SIM_SEND_MS)
        sim_send(x, s, mine, now);
    if (match_tick(m, now) && m->forfeit == o)
        sim_send(x, s, (match_msg){ .kind = MATCH_MSG_SILENT }, now);
}

/* Runs the match until both have been awake for three grace times; the
 * two views' verdicts into view. */
static void sim_run(sim *x, const int64_t stop_at[2], const int64_t stop_ms[2], int64_t delay)
{
    memset(x, 0, sizeof *x);
    for (int s = 0; s < 2; s++) {
        assert_true(match_init(&x->view[s], MATCH_FIRST_TO_CLEAR, 1, MATCH_GRACE_MS, 0));
        x->sent_at[s] = -SIM_SEND_MS;
    }
    int64_t end = 0;
    for (int s = 0; s < 2; s++)
        if (stop_at[s] + stop_ms[s] > end)
            end = stop_at[s] + stop_ms[s];
    end += 3 * MATCH_GRACE_MS;
    for (int64_t now = 0; now < end; now += SIM_POLL_MS / 2)
        for (int s = 0; s < 2; s++)
            if (now % SIM_POLL_MS == s * SIM_POLL_MS / 2 && !sim_stopped(stop_at, stop_ms, s, now))
                sim_poll(x, s, now, delay);
}

static void both_stopped_at_once_the_match_goes_on(void **state)
{
    (void)state;
    static sim x;
    const int64_t at[2] = { 3000, 3000 }, ms[2] = { MATCH_GRACE_MS + 2000, MATCH_GRACE_MS + 2000 };
    sim_run(&x, at, ms, 0);
    assert_false(match_over(&x.view[0]));
    assert_false(match_over(&x.view[1]));
    /* Stopped alone, a side loses, on both screens. */
    const int64_t alone_ms[2] = { MATCH_GRACE_MS + 2000, 0 };
    sim_run(&x, at, alone_ms, 0);
    for (int s = 0; s < 2; s++) {
        assert_int_equal(x.view[s].winner, 1);
        assert_int_equal(x.view[s].forfeit, 0);
        assert_true(x.view[s].silent);
    }
    /* Both stopped, the second let go a grace time after the first: it
     * was silent a grace time while the first was heard, and loses. */
    const int64_t apart[2] = { 3000, 3000 },
                  long_ms[2] = { MATCH_GRACE_MS + 2000, 2 * MATCH_GRACE_MS + 4000 };
    sim_run(&x, apart, long_ms, 0);
    for (int s = 0; s < 2; s++) {
        assert_int_equal(x.view[s].winner, 0);
        assert_int_equal(x.view[s].forfeit, 1);
    }
}

/* Whatever the two sides' stops, and however slow the link, the two
 * referees come to one verdict. */
static void both_sides_always_agree(void **state)
{
    (void)state;
    static sim x;
    const int64_t lengths[] = { 0, 700, 5000, MATCH_GRACE_MS - 600, MATCH_GRACE_MS - 100,
                                MATCH_GRACE_MS + 100, MATCH_GRACE_MS + 600, 15000, 25000 };
    const int64_t offsets[] = { -12000, -10500, -10000, -9500, -3000, -700, -300, -100, 0,
                                100, 300, 700, 3000, 9500, 10000, 10500, 12000 };
    const int64_t delays[] = { 0, 150, 400 };
    const size_t nl = sizeof lengths / sizeof *lengths, no = sizeof offsets / sizeof *offsets;
    for (size_t d = 0; d < sizeof delays / sizeof *delays; d++)
        for (size_t a = 0; a < nl; a++)
            for (size_t b = 0; b < nl; b++)
                for (size_t o = 0; o < no; o++) {
                    const int64_t at[2] = { 15000, 15000 + offsets[o] },
                                  ms[2] = { lengths[a], lengths[b] };
                    sim_run(&x, at, ms, delays[d]);
                    if (x.view[0].winner != x.view[1].winner
                        || x.view[0].forfeit != x.view[1].forfeit)
                        fail_msg("stops %lld+%lld and %lld+%lld, delay %lld: side 0 says %d "
                                 "(forfeit %d), side 1 says %d (forfeit %d)",
                                 (long long)at[0], (long long)ms[0], (long long)at[1],
                                 (long long)ms[1], (long long)delays[d], x.view[0].winner,
                                 x.view[0].forfeit, x.view[1].winner, x.view[1].forfeit);
                }
}

static void reports_out_of_turn_are_refused(void **state)
{
    (void)state;
    match m;
    assert_true(match_init(&m, MATCH_FIRST_TO_CLEAR, 3, 10000, 0));
    match_msg ahead = on(1, 100, 0);
    assert_false(match_hear(&m, 0, &ahead, 5000));
    /* Refused is not heard: side 0 stays silent since 0. */
    assert_true(match_tick(&m, 10001));
    assert_int_equal(m.forfeit, 0);

    assert_true(match_init(&m, MATCH_FIRST_TO_CLEAR, 3, 10000, 0));
    hear(&m, 0, on(0, 5000, 0));
    match_msg back = on(0, 4000, 0);
    assert_false(match_hear(&m, 0, &back, 0));
    match_msg bad = on(0, -1, 0);
    assert_false(match_hear(&m, 1, &bad, 0));
    assert_false(match_hear(&m, 2, &back, 0));
    assert_false(match_init(&m, MATCH_FIRST_TO_CLEAR, 2, 10000, 0));
    assert_false(match_init(&m, MATCH_FIRST_TO_CLEAR, 3, MATCH_BEAT_MS, 0));
}

static void lines_round_trip(void **state)
{
    (void)state;
    match_msg msgs[] = {
        on(0, 0, 0), clear(4, INT64_C(31536000000), 1000000), mine(2, 12345),
        { .kind = MATCH_MSG_LEAVE }, { .kind = MATCH_MSG_SILENT },
    };
    msgs[0].p.flags = 17;
    for (size_t i = 0; i < sizeof msgs / sizeof *msgs; i++) {
        char line[MATCH_LINE_MAX];
        assert_true(match_line_encode(&msgs[i], line, sizeof line));
        size_t n = strlen(line);
        assert_true(n > 0 && line[n - 1] == '\n');
        match_msg back;
        assert_true(match_line_decode(line, n - 1, &back));
        assert_int_equal(back.kind, msgs[i].kind);
        if (back.kind == MATCH_MSG_RACE) {
            assert_int_equal(back.round, msgs[i].round);
            assert_memory_equal(&back.p, &msgs[i].p, sizeof back.p);
        }
    }
    char line[MATCH_LINE_MAX];
    match_msg far = on(5, 0, 0);
    assert_false(match_line_encode(&far, line, sizeof line));
    match_msg both = clear(0, 1, 0);
    both.p.lost = true;
    assert_false(match_line_encode(&both, line, sizeof line));
}

static void crafted_lines_are_refused(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "", "leave ", " leave", "leaves", "silent ", "silence", "race", "race 0 1 2 3 4", "race 0 1 2 3 4 on ",
        "race  0 1 2 3 4 on", "race 0 1 2 3 4 won", "race 5 1 2 3 4 on", "race 0 01 2 3 4 on",
        "race 0 -1 2 3 4 on", "race 0 1 1001 3 4 on", "race 0 1 2 1000001 4 on",
        "race 0 31536000001 2 3 4 on", "race 0 1 2 3 4 on 5", "RACE 0 1 2 3 4 on",
        "race 0 1 2 3 4 on\r", "race 0 1 2 3 4\033[2J on", "race 0 99999999999999999999 2 3 4 on",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        match_msg m = { .kind = MATCH_MSG_LEAVE, .round = 3 };
        assert_false(match_line_decode(bad[i], strlen(bad[i]), &m));
        assert_int_equal(m.round, 3);
    }
    /* A NUL inside, and a line longer than any the encoder writes. */
    assert_false(match_line_decode("leave\0x", 7, &(match_msg){ 0 }));
    char longer[MATCH_LINE_MAX + 1];
    memset(longer, ' ', sizeof longer);
    memcpy(longer, "race 0 1 2 3 4 on", 17);
    assert_false(match_line_decode(longer, sizeof longer, &(match_msg){ 0 }));
    assert_true(match_line_decode("race 0 1 2 3 4 on", 17, &(match_msg){ 0 }));
}

static void round_seeds_differ_and_start_at_the_match_seed(void **state)
{
    (void)state;
    uint64_t s0 = match_round_seed(&session_hexmines, 42, 0);
    uint64_t s1 = match_round_seed(&session_hexmines, 42, 1);
    uint64_t s2 = match_round_seed(&session_hexmines, 42, 2);
    assert_int_equal(s0, 42);
    assert_true(s1 != s0 && s2 != s1 && s2 != s0);
    assert_int_equal(s1, match_round_seed(&session_hexmines, 42, 1));
    assert_true(s1 != match_round_seed(&session_hexmines, 43, 1));
}

/* The games' own progress: hexmines opens every round at one cell, so two
 * sides get one board, and counts it as it is solved and lost. */
static void hexmines_race_progress(void **state)
{
    (void)state;
    const match_race *race = session_hexmines.race;
    assert_non_null(race);
    session a, b;
    session_init(&a, &session_hexmines, NULL);
    session_init(&b, &session_hexmines, NULL);
    char why[128], move[16];
    assert_true(session_new(&a, "rect:9x9:10:noguess:seed=77", why, sizeof why));
    assert_true(session_new(&b, "rect:9x9:10:noguess:seed=77", why, sizeof why));
    assert_true(race->opening(session_state(&a), move, sizeof move));
    assert_true(session_play(&a, move, 0, why, sizeof why));
    assert_true(race->opening(session_state(&b), move, sizeof move));
    assert_true(session_play(&b, move, 0, why, sizeof why));
    assert_false(race->opening(session_state(&a), move, sizeof move));
    match_progress pa, pb;
    race->progress(session_state(&a), 1500, &pa);
    race->progress(session_state(&b), 1500, &pb);
    assert_true(pa.solved > 0 && pa.solved < 1000);
    assert_int_equal(pa.solved, pb.solved);
    assert_int_equal(pa.t, 1500);
    assert_false(pa.cleared || pa.lost);
    session_free(&a);
    session_free(&b);

    assert_non_null(session_hexcells.race);
    assert_int_equal(session_hexcells.race->rule, MATCH_FEWEST_MISTAKES);
    assert_int_equal(race->rule, MATCH_FIRST_TO_CLEAR);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(first_clear_wins_once_the_other_is_past_it),
        cmocka_unit_test(earlier_clear_heard_later_still_wins),
        cmocka_unit_test(mine_loses_the_round),
        cmocka_unit_test(other_mine_first_wins_for_the_slow_side),
        cmocka_unit_test(same_millisecond_draws),
        cmocka_unit_test(clear_beats_mine_at_the_same_time),
        cmocka_unit_test(fewest_mistakes_then_time),
        cmocka_unit_test(a_side_that_cannot_catch_up_has_lost),
        cmocka_unit_test(best_of_three_goes_to_two_wins),
        cmocka_unit_test(best_of_five_ends_early_and_all_draws_draw),
        cmocka_unit_test(silence_forfeits_after_the_grace_time),
        cmocka_unit_test(a_side_at_its_end_keeps_being_heard),
        cmocka_unit_test(leaving_forfeits),
        cmocka_unit_test(a_side_told_it_went_silent_has_lost),
        cmocka_unit_test(both_stopped_at_once_the_match_goes_on),
        cmocka_unit_test(both_sides_always_agree),
        cmocka_unit_test(reports_out_of_turn_are_refused),
        cmocka_unit_test(lines_round_trip),
        cmocka_unit_test(crafted_lines_are_refused),
        cmocka_unit_test(round_seeds_differ_and_start_at_the_match_seed),
        cmocka_unit_test(hexmines_race_progress),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
