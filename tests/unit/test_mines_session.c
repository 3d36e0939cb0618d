/* Unit tests for the hexmines session log: the replayed game is the played
 * one, cell for cell, clock and assistance included; a save hands over the
 * whole log, and a log that lost a move is never saved. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexmines.h"
#include "session_testutil.h"
#include "tui/mines_session.h"

/* Plays text moves at times on g and logs them as a front end does. */
static void play(hm_game *g, session_log *log, const char *text, uint64_t t)
{
    if (strcmp(text, MINES_PAUSE) == 0)
        hm_game_pause(g, t);
    else if (strcmp(text, MINES_RESUME) == 0)
        hm_game_resume(g, t);
    else if (strcmp(text, MINES_UNDO) == 0)
        assert_true(hm_game_undo(g, t));
    else if (strcmp(text, MINES_HINT) == 0)
        assert_true(hm_game_hint(g).found);
    else if (strcmp(text, MINES_RESTART) == 0)
        hm_game_restart(g);
    else
        assert_int_equal(hm_game_apply_text(g, text, t), HM_APPLY_OK);
    assert_true(session_log_push(log, (int64_t)t, text));
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
    play(g, &log, MINES_PAUSE, 4000);
    play(g, &log, MINES_RESUME, 9000);
    /* Flag a hidden cell, then a hint: both must come back. */
    const hm_board *b = hm_game_board(g);
    char flag[32] = "";
    for (int i = 0; i < b->ncells && !flag[0]; i++)
        if (hm_game_cell(g, i / b->width, i % b->width).kind == HM_SHOW_HIDDEN)
            snprintf(flag, sizeof flag, "F%d,%d", i / b->width, i % b->width);
    play(g, &log, flag, 10000);
    play(g, &log, MINES_HINT, 11000);
    session_save s = save_of(g, &log, 15000);
    hm_game_pause(g, 15000);

    char why[128];
    hm_game *r = mines_replay(&s, why, sizeof why);
    assert_non_null(r);
    assert_same_board(g, r);
    /* 1000..4000 and 9000..15000 ran: 9 s, frozen by the pause. */
    assert_int_equal(hm_game_elapsed_ms(r, 99999), 9000);
    assert_int_equal(hm_game_elapsed_ms(r, 99999), hm_game_elapsed_ms(g, 99999));
    assert_true(hm_game_paused(r));
    assert_true(hm_game_assisted(r));
    hm_game_free(r);
    hm_game_free(g);
    session_log_free(&log);
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
    play(g, &log, MINES_UNDO, 3000);
    play(g, &log, MINES_RESTART, 4000);
    play(g, &log, "O8,15", 5000);
    session_save s = save_of(g, &log, 6000);

    char why[128];
    hm_game *r = mines_replay(&s, why, sizeof why);
    assert_non_null(r);
    assert_same_board(g, r);
    /* The restart kept the layout the first reveal made. */
    assert_memory_equal(hm_game_mines(g), hm_game_mines(r), (size_t)b->ncells);
    hm_game_free(r);
    hm_game_free(g);
    session_log_free(&log);
}

static void test_replay_refuses_bad_params_and_moves(void **state)
{
    (void)state;
    char why[128];
    session_move moves[] = { { 0, "O4,4" }, { 10, "F99,99" } };
    session_save bad_params = { .params = "rect:0x0:1:noguess:seed=1", .moves = moves, .nmoves = 1 };
    assert_null(mines_replay(&bad_params, why, sizeof why));
    assert_non_null(strstr(why, "not valid"));

    session_save bad_move = { .params = "rect:9x9:10:noguess:seed=1", .moves = moves, .nmoves = 2 };
    assert_null(mines_replay(&bad_move, why, sizeof why));
    assert_non_null(strstr(why, "move 2"));

    session_move junk[] = { { 0, "Q" } };
    session_save bad_text = { .params = "rect:9x9:10:noguess:seed=1", .moves = junk, .nmoves = 1 };
    assert_null(mines_replay(&bad_text, why, sizeof why));
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

/* ---- the log kept for a save ---- */

/* Application hooks that remember what they were handed. */
typedef struct {
    int saves, forgets;
    char game[16], params[SESSION_PARAMS];
    int64_t saved_at;
    size_t nmoves;
    char last_move[SESSION_MOVE_TEXT];
} fake;

static bool fake_save(void *ctx, const char *game, const session_save *s,
                      char *warning, size_t len)
{
    (void)warning;
    (void)len;
    fake *f = ctx;
    f->saves++;
    snprintf(f->game, sizeof f->game, "%s", game);
    snprintf(f->params, sizeof f->params, "%s", s->params);
    f->saved_at = s->saved_at;
    f->nmoves = s->nmoves;
    snprintf(f->last_move, sizeof f->last_move, "%s",
             s->nmoves ? s->moves[s->nmoves - 1].text : "");
    return true;
}

static void fake_forget(void *ctx, const char *game)
{
    fake *f = ctx;
    f->forgets++;
    snprintf(f->game, sizeof f->game, "%s", game);
}

static const char params[] = "rect:9x9:10:noguess:seed=1";

static void test_save_hands_over_params_time_and_every_move(void **state)
{
    (void)state;
    fake f = { 0 };
    session_hooks h = { .ctx = &f, .save = fake_save, .forget = fake_forget };
    mines_session s;
    mines_session_init(&s, &h);
    mines_session_start(&s);
    mines_session_log(&s, 100, "O4,4");
    mines_session_log(&s, 900, MINES_PAUSE);
    char warning[SESSION_LINE * 2] = "stale";
    assert_true(mines_session_save(&s, params, 950, warning, sizeof warning));
    assert_string_equal(warning, "");
    assert_int_equal(f.saves, 1);
    assert_string_equal(f.game, "hexmines");
    assert_string_equal(f.params, params);
    assert_int_equal(f.saved_at, 950);
    assert_int_equal(f.nmoves, 2);
    assert_string_equal(f.last_move, MINES_PAUSE);
    /* Once kept, the save is forgotten when the game ends, once. */
    mines_session_forget(&s);
    mines_session_forget(&s);
    assert_int_equal(f.forgets, 1);
    mines_session_free(&s);
}

/* A log missing a move would resume as another game: out of memory for
 * one move, the game is not saved and the player hears why, as in
 * hextris. The next game is saved again. */
static void test_a_move_that_cannot_be_logged_means_no_save(void **state)
{
    (void)state;
    fake f = { 0 };
    session_hooks h = { .ctx = &f, .save = fake_save, .forget = fake_forget };
    mines_session s;
    mines_session_init(&s, &h);
    mines_session_start(&s);
    mines_session_log(&s, 100, "O4,4");
    tu_log_choke was = tu_choke_log(&s.log);
    mines_session_log(&s, 200, "F0,0");
    tu_release_log(&s.log, was);
    mines_session_log(&s, 300, "F0,1");   /* memory again: too late */
    char warning[SESSION_LINE * 2];
    assert_false(mines_session_save(&s, params, 400, warning, sizeof warning));
    assert_string_equal(warning, SESSION_LOG_LOST);
    assert_int_equal(f.saves, 0);
    assert_false(s.kept);

    mines_session_start(&s);
    mines_session_log(&s, 50, "O4,4");
    assert_true(mines_session_save(&s, params, 60, warning, sizeof warning));
    assert_int_equal(f.saves, 1);
    assert_int_equal(f.nmoves, 1);
    mines_session_free(&s);
}

static void test_resumed_log_continues_the_save_and_is_kept(void **state)
{
    (void)state;
    fake f = { 0 };
    session_hooks h = { .ctx = &f, .save = fake_save, .forget = fake_forget };
    mines_session s;
    mines_session_init(&s, &h);
    session_move moves[] = { { 0, "O4,4" }, { 10, "F0,0" } };
    session_save sv = { .params = "rect:9x9:10:noguess:seed=1", .saved_at = 20,
                        .moves = moves, .nmoves = 2 };
    mines_session_resume(&s, &sv);
    assert_true(s.kept);
    assert_int_equal(s.log.n, 2);
    mines_session_log(&s, 30, "F0,1");
    char warning[SESSION_LINE * 2];
    assert_true(mines_session_save(&s, params, 40, warning, sizeof warning));
    assert_int_equal(f.nmoves, 3);
    assert_string_equal(f.last_move, "F0,1");
    mines_session_free(&s);
}

static void test_without_hooks_saving_succeeds_and_nothing_is_kept(void **state)
{
    (void)state;
    mines_session s;
    mines_session_init(&s, NULL);
    mines_session_start(&s);
    mines_session_log(&s, 1, "O4,4");
    char warning[8];
    assert_true(mines_session_save(&s, params, 2, warning, sizeof warning));
    assert_false(s.kept);
    mines_session_forget(&s);
    mines_session_free(&s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_replay_rebuilds_board_flags_and_clock),
        cmocka_unit_test(test_replay_of_an_undone_loss_and_a_restart),
        cmocka_unit_test(test_replay_refuses_bad_params_and_moves),
        cmocka_unit_test(test_log_grows_and_clears),
        cmocka_unit_test(test_save_hands_over_params_time_and_every_move),
        cmocka_unit_test(test_a_move_that_cannot_be_logged_means_no_save),
        cmocka_unit_test(test_resumed_log_continues_the_save_and_is_kept),
        cmocka_unit_test(test_without_hooks_saving_succeeds_and_nothing_is_kept),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
