/* Unit tests for hextris' assisted games (the hint, the bot's ghost): the ASSIST
 * move makes the game assisted once and for good, a replay of its log
 * says so too, and such a result fits its table but never ranks; and hex
 * finesse judged from a session's log. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <string.h>

#include "games/hextris/hextris.h"
#include "session/hextris_log_finesse.h"
#include "session/hextris_session.h"
#include "session/midend.h"

static session_result last;
static int records;

static void record(void *ctx, const session_result *r, session_verdict *out)
{
    (void)ctx;
    (void)out;
    last = *r;
    records++;
}

static const session_hooks hooks = { .record = record };

static int64_t drop_until_over(session *s, int64_t t)
{
    char why[SESSION_LINE];
    while (session_phase_of(s) != SESSION_ENDED)
        session_play(s, "DROP", t += 10, why, sizeof why);
    return t;
}

static void assist_marks_the_game_once(void **state)
{
    (void)state;
    session s;
    char why[SESSION_LINE];
    session_init(&s, &session_hextris, &hooks);
    assert_true(session_new(&s, "10x20:marathon:1:seed=9", why, sizeof why));
    assert_false(hextris_game_assisted(session_state(&s)));
    assert_true(session_play(&s, "DROP", 10, why, sizeof why));
    assert_true(session_play(&s, HEXTRIS_ASSIST_MOVE, 20, why, sizeof why));
    assert_true(hextris_game_assisted(session_state(&s)));
    /* Once is enough: a second is refused, so it is never logged twice. */
    assert_false(session_play(&s, HEXTRIS_ASSIST_MOVE, 30, why, sizeof why));
    assert_int_equal(s.log.n, 2);
    /* The state is still the rules' for every reader. */
    const ht_state *st = session_state(&s);
    assert_int_equal(st->pieces, 1);

    /* The log played again is assisted too. */
    session_save sv = { .saved_at = 40, .moves = s.log.moves, .nmoves = s.log.n };
    strcpy(sv.params, "10x20:marathon:1:seed=9");
    void *again = session_replay(&session_hextris, &sv, SIZE_MAX, why, sizeof why);
    assert_non_null(again);
    assert_true(hextris_game_assisted(again));
    session_hextris.destroy(again);

    records = 0;
    drop_until_over(&s, 40);
    assert_int_equal(records, 1);
    assert_true(last.assisted);
    session_free(&s);
}

static void assisted_results_fit_but_never_rank(void **state)
{
    (void)state;
    char why[100];
    assert_true(session_hextris.result_fits("marathon", "over", true, why, sizeof why));
    assert_false(session_hextris.ranks("marathon", "over", true));
    assert_true(session_hextris.ranks("marathon", "over", false));
    assert_false(session_hextris.ranks("sprint", "won", true));
    assert_true(session_hextris.ranks("sprint", "won", false));
}

static void assist_is_refused_after_the_end(void **state)
{
    (void)state;
    session s;
    char why[SESSION_LINE];
    session_init(&s, &session_hextris, NULL);
    assert_true(session_new(&s, "10x20:marathon:1:seed=3", why, sizeof why));
    int64_t t = drop_until_over(&s, 0);
    assert_false(session_play(&s, HEXTRIS_ASSIST_MOVE, t + 10, why, sizeof why));
    assert_false(hextris_game_assisted(session_state(&s)));
    session_free(&s);
}

/* A logged game judged from its log: three pieces, the first dropped
 * straight (clean), the second turned there and back (a fault), the third
 * left to lock by itself at the end time (clean); the ASSIST word between
 * changes nothing. A log the game refuses is not judged. */
static void finesse_from_a_log(void **state)
{
    (void)state;
    session s;
    char why[SESSION_LINE];
    session_init(&s, &session_hextris, NULL);
    assert_true(session_new(&s, "10x20:marathon:1:seed=5", why, sizeof why));
    assert_true(session_play(&s, "DROP", 100, why, sizeof why));
    assert_true(session_play(&s, HEXTRIS_ASSIST_MOVE, 150, why, sizeof why));
    assert_true(session_play(&s, "CW", 200, why, sizeof why));
    assert_true(session_play(&s, "CCW", 300, why, sizeof why));
    assert_true(session_play(&s, "DROP", 400, why, sizeof why));
    session_save sv = { .saved_at = 60000, .moves = s.log.moves, .nmoves = s.log.n };
    strcpy(sv.params, "10x20:marathon:1:seed=5");
    ht_finesse_tally t = { 0 };
    assert_true(hextris_finesse_of(&sv, NULL, NULL, &t));
    assert_true(t.pieces >= 3);
    assert_int_equal(t.judged, t.pieces);
    assert_int_equal(t.faults, 1);
    /* Twelve lefts: the wall refuses the move long before the last, and
     * one move the game would not take says the log is not its game's. */
    session_move walk[12];
    for (int i = 0; i < 12; i++)
        walk[i] = (session_move){ .t_ms = 10 + i, .text = "L" };
    session_save refused = { .saved_at = 30, .moves = walk, .nmoves = 12 };
    strcpy(refused.params, "10x20:marathon:1:seed=5");
    assert_false(hextris_finesse_of(&refused, NULL, NULL, NULL));
    strcpy(refused.params, "not a game");
    assert_false(hextris_finesse_of(&refused, NULL, NULL, NULL));
    session_free(&s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(assist_marks_the_game_once),
        cmocka_unit_test(assisted_results_fit_but_never_rank),
        cmocka_unit_test(assist_is_refused_after_the_end),
        cmocka_unit_test(finesse_from_a_log),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
