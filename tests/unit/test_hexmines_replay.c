/* Unit tests for hexmines logs replayed by the session layer: the replayed
 * game is the played one, cell for cell, clock and assistance included,
 * through losses undone and restarts (the session's own tests, for every
 * game, are in test_session.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexmines/hexmines.h"
#include "session/hexmines_session.h"
#include "session/midend.h"

/* Plays text moves at times on g and logs them as a front end does. */
static void play(hm_game *g, session_log *log, const char *text, uint64_t t)
{
    if (strcmp(text, HEXMINES_PAUSE) == 0)
        hm_game_pause(g, t);
    else if (strcmp(text, HEXMINES_RESUME) == 0)
        hm_game_resume(g, t);
    else if (strcmp(text, HEXMINES_UNDO) == 0)
        assert_true(hm_game_undo(g, t));
    else if (strcmp(text, HEXMINES_HINT) == 0)
        assert_true(hm_game_hint(g).found);
    else if (strcmp(text, HEXMINES_RESTART) == 0)
        hm_game_restart(g);
    else
        assert_int_equal(hm_game_apply_text(g, text, t), HM_APPLY_OK);
    assert_true(session_log_push(log, (int64_t)t, text));
}

/* The game a save of hexmines resumes as (paused at the save); it lives
 * until the next call. */
static session resumed;

static hm_game *hexmines_replay(const session_save *s, char *why, size_t len)
{
    session_free(&resumed);
    session_init(&resumed, &session_hexmines, NULL);
    return session_resume(&resumed, s, why, len) ? session_state(&resumed) : NULL;
}

static session_save save_of(const hm_game *g, const session_log *log, int64_t at)
{
    session_save s = { .saved_at = at, .moves = log->moves, .nmoves = log->n };
    hm_params_encode(hm_game_params(g), s.params, sizeof s.params);
    return s;
}

static void assert_same_board(const hm_game *a, const hm_game *b)
{
    const hm_board *ba = hm_game_board(a);
    for (int r = 0; r < ba->height; r++) {
        for (int c = 0; c < ba->width; c++) {
            hm_show x = hm_game_cell(a, r, c), y = hm_game_cell(b, r, c);
            if (x.kind != y.kind || x.number != y.number) {
                print_message("cell %d,%d differs: %d/%d vs %d/%d\n", r, c, x.kind,
                              x.number, y.kind, y.number);
                fail();
            }
        }
    }
    assert_int_equal(hm_game_status(a), hm_game_status(b));
    assert_int_equal(hm_game_mines_left(a), hm_game_mines_left(b));
    assert_int_equal(hm_game_assisted(a), hm_game_assisted(b));
}

static hm_game *expert(uint64_t seed)
{
    hm_params p;
    assert_true(hm_preset(&p, "expert"));
    p.seed = seed;
    hm_game *g = hm_game_new(&p);
    assert_non_null(g);
    return g;
}

static void test_replay_rebuilds_board_flags_and_clock(void **state)
{
    (void)state;
    hm_game *g = expert(77);
    session_log log = { 0 };
    play(g, &log, "O8,15", 1000);
    play(g, &log, HEXMINES_PAUSE, 4000);
    play(g, &log, HEXMINES_RESUME, 9000);
    /* Flag a hidden cell, then a hint: both must come back. */
    const hm_board *b = hm_game_board(g);
    char flag[32] = "";
    for (int i = 0; i < b->ncells && !flag[0]; i++)
        if (hm_game_cell(g, i / b->width, i % b->width).kind == HM_SHOW_HIDDEN)
            snprintf(flag, sizeof flag, "F%d,%d", i / b->width, i % b->width);
    play(g, &log, flag, 10000);
    play(g, &log, HEXMINES_HINT, 11000);
    session_save s = save_of(g, &log, 15000);
    hm_game_pause(g, 15000);

    char why[128];
    hm_game *r = hexmines_replay(&s, why, sizeof why);
    assert_non_null(r);
    assert_same_board(g, r);
    /* 1000..4000 and 9000..15000 ran: 9 s, frozen by the pause. */
    assert_int_equal(hm_game_elapsed_ms(r, 99999), 9000);
    assert_int_equal(hm_game_elapsed_ms(r, 99999), hm_game_elapsed_ms(g, 99999));
    assert_true(hm_game_paused(r));
    assert_true(hm_game_assisted(r));
    hm_game_free(g);
    session_log_free(&log);
}

/* A hint is a move like any other: asked through the session, logged
 * when the game has one (and says where), refused with the reason when it
 * has none. */
static void test_a_hint_is_a_move_the_game_answers(void **state)
{
    (void)state;
    session s;
    session_init(&s, &session_hexmines, NULL);
    assert_true(session_new(&s, "rect:30x16:99:noguess:seed=77", NULL, 0));
    char why[SESSION_LINE * 2];
    assert_true(session_play(&s, HEXMINES_HINT, 10, why, sizeof why));
    assert_string_equal(why, "");
    const hm_hint *h = hm_game_last_hint(session_state(&s));
    assert_true(h->found);
    assert_int_equal(s.log.n, 1);
    assert_string_equal(s.log.moves[0].text, HEXMINES_HINT);
    char open[32];
    snprintf(open, sizeof open, "O%d,%d", h->row, h->col);
    assert_true(session_play(&s, open, 20, NULL, 0));
    assert_true(session_play(&s, HEXMINES_HINT, 30, why, sizeof why));
    assert_true(hm_game_assisted(session_state(&s)));
    /* Once the game is over there is no hint: refused, not logged. */
    const hm_board *b = hm_game_board(session_state(&s));
    const unsigned char *mines = hm_game_mines(session_state(&s));
    for (int i = 0; i < b->ncells; i++)
        if (mines[i] && b->on[i]) {
            snprintf(open, sizeof open, "O%d,%d", i / b->width, i % b->width);
            break;
        }
    assert_true(session_play(&s, open, 40, NULL, 0));
    size_t logged = s.log.n;
    assert_false(session_play(&s, HEXMINES_HINT, 50, why, sizeof why));
    assert_string_equal(why, "the game is over");
    assert_int_equal(s.log.n, logged);
    session_free(&s);
}

static void test_replay_of_an_undone_loss_and_a_restart(void **state)
{
    (void)state;
    hm_game *g = expert(5);
    session_log log = { 0 };
    play(g, &log, "O8,15", 0);
    const unsigned char *mines = hm_game_mines(g);
    const hm_board *b = hm_game_board(g);
    int mine = -1;
    for (int i = 0; i < b->ncells && mine < 0; i++)
        if (mines[i])
            mine = i;
    char boom[32];
    snprintf(boom, sizeof boom, "O%d,%d", mine / b->width, mine % b->width);
    play(g, &log, boom, 2000);
    assert_int_equal(hm_game_status(g), HM_LOST);
    play(g, &log, HEXMINES_UNDO, 3000);
    play(g, &log, HEXMINES_RESTART, 4000);
    play(g, &log, "O8,15", 5000);
    session_save s = save_of(g, &log, 6000);

    char why[128];
    hm_game *r = hexmines_replay(&s, why, sizeof why);
    assert_non_null(r);
    assert_same_board(g, r);
    /* The restart kept the layout the first reveal made. */
    assert_memory_equal(hm_game_mines(g), hm_game_mines(r), (size_t)b->ncells);
    hm_game_free(g);
    session_log_free(&log);
}

static void test_replay_refuses_bad_params_and_moves(void **state)
{
    (void)state;
    char why[128];
    session_move moves[] = { { 0, "O4,4" }, { 10, "F99,99" } };
    session_save bad_params = { .params = "rect:0x0:1:noguess:seed=1", .moves = moves, .nmoves = 1 };
    assert_null(hexmines_replay(&bad_params, why, sizeof why));
    assert_non_null(strstr(why, "not valid"));

    session_save bad_move = { .params = "rect:9x9:10:noguess:seed=1", .moves = moves, .nmoves = 2 };
    assert_null(hexmines_replay(&bad_move, why, sizeof why));
    assert_non_null(strstr(why, "move 2"));

    session_move junk[] = { { 0, "Q" } };
    session_save bad_text = { .params = "rect:9x9:10:noguess:seed=1", .moves = junk, .nmoves = 1 };
    assert_null(hexmines_replay(&bad_text, why, sizeof why));
}

static void test_log_grows_and_clears(void **state)
{
    (void)state;
    session_log log = { 0 };
    for (int i = 0; i < 1000; i++)
        assert_true(session_log_push(&log, i, "O1,2"));
    assert_int_equal(log.n, 1000);
    assert_int_equal(log.moves[999].t_ms, 999);
    assert_string_equal(log.moves[500].text, "O1,2");
    session_log_clear(&log);
    assert_int_equal(log.n, 0);
    session_log_free(&log);
    assert_null(log.moves);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_replay_rebuilds_board_flags_and_clock),
        cmocka_unit_test(test_a_hint_is_a_move_the_game_answers),
        cmocka_unit_test(test_replay_of_an_undone_loss_and_a_restart),
        cmocka_unit_test(test_replay_refuses_bad_params_and_moves),
        cmocka_unit_test(test_log_grows_and_clears),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    session_free(&resumed);
    return failed;
}
