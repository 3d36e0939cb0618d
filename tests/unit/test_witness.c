/* Unit tests for the witness's timing, driven by a fake clock: a race
 * ranks on the host by the recorder's wall time from its seed handed out
 * to its end, pauses included, less the recorder's own work making its
 * board, never less than the game's own time; a race saved and resumed
 * never ranks there, a score game does; a board that is slow to make
 * makes no move late, whether the game's clock skipped it or the moves
 * waited for the recorder's copy. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/host/witness.h"
#include "games/hexmines/hexmines.h"
#include "games/hextris/hextris.h"
#include "session/game.h"

/* The work clock: each reading moves it on by work_step, so that a move
 * played between two readings cost the recorder exactly that. */
static int64_t work_now, work_step;

static int64_t fake_work(void)
{
    work_now += work_step;
    return work_now;
}

/* A beginner board on seed 7, its params and the moves that win it: the
 * first open in the middle, then every other safe cell. */
typedef struct {
    char params[HM_PARAMS_TEXT_MAX];
    char moves[128][HM_MOVE_TEXT_MAX];
    int n;
} mines_win;

static void winning_moves(mines_win *m)
{
    hm_params p;
    assert_true(hm_preset(&p, "beginner"));
    p.seed = 7;
    hm_params_encode(&p, m->params, sizeof m->params);
    hm_game *g = hm_game_new(&p);
    assert_non_null(g);
    hm_move first = { HM_MOVE_OPEN, p.height / 2, p.width / 2 };
    hm_move_format(first, m->moves[0], sizeof m->moves[0]);
    assert_int_equal(hm_game_apply_text(g, m->moves[0], 0), HM_APPLY_OK);
    const unsigned char *mines = hm_game_mines(g);
    m->n = 1;
    for (int row = 0; row < p.height && hm_game_status(g) != HM_WON; row++)
        for (int col = 0; col < p.width && hm_game_status(g) != HM_WON; col++) {
            hm_move open = { HM_MOVE_OPEN, row, col };
            if (!hm_board_on(hm_game_board(g), row, col) || mines[row * p.width + col])
                continue;
            assert_true(m->n < 128);
            hm_move_format(open, m->moves[m->n], sizeof m->moves[0]);
            /* Only opens that reveal something: the rest are wasted clicks. */
            if (hm_game_apply_text(g, m->moves[m->n], 0) == HM_APPLY_OK)
                m->n++;
        }
    assert_int_equal(hm_game_status(g), HM_WON);
    hm_game_free(g);
}

static void marathon_params(char *buf, size_t len)
{
    ht_params p;
    ht_params_default(&p);
    p.seed = 5;
    ht_params_encode(&p, buf, len);
}

static void move_at(witness *w, int64_t t, const char *text, int64_t now)
{
    witness_move(w, t, text, now, fake_work);
}

/* The game's own figure of the witnessed game, as its claim would say. */
static uint64_t own_figure(const witness *w, int64_t end_t)
{
    session_result r;
    memset(&r, 0, sizeof r);
    w->game->result(w->state, end_t, &r);
    return r.figure;
}

/* Whether w agrees with a claim of game on params made of its own log,
 * ended at end_t and filed at now; why says why not. */
static bool agrees(const witness *w, const char *game, const char *params, int64_t end_t,
                   int64_t now, char why[WITNESS_WHY_MAX])
{
    return witness_agrees(w, game, params, w->log.moves, w->log.n, end_t, now, why);
}

static void must_agree(const witness *w, const char *game, const char *params, int64_t end_t,
                       int64_t now)
{
    char why[WITNESS_WHY_MAX];
    if (!agrees(w, game, params, end_t, now, why))
        fail_msg("refused: %s", why);
}

/* The fixture of a race test: the winning moves of its board, and a
 * witness whose work clock stands still. */
typedef struct {
    mines_win m;
    witness w;
} race;

static int race_setup(void **state)
{
    race *r = calloc(1, sizeof *r);
    if (!r)
        return -1;
    winning_moves(&r->m);
    witness_init(&r->w);
    work_step = 0;
    *state = r;
    return 0;
}

static int race_teardown(void **state)
{
    race *r = *state;
    witness_free(&r->w);
    free(r);
    return 0;
}

#define RACE_TEST(name) cmocka_unit_test_setup_teardown(name, race_setup, race_teardown)

/* Road 5: four 2.5 s pauses in a beginner game, the board hidden in each
 * but seen just before: the host counts them, the game's clock does not. */
static void a_race_ranks_by_the_recorders_wall_time_pauses_included(void **state)
{
    race *r = *state;
    witness *w = &r->w;
    /* The seed handed out at 1000, the game told at 1020, the recorder's
     * board made by 1030. Game time 0 is recorder time 1020. */
    witness_start(w, "hexmines", r->m.params, true, NULL, 1020);
    witness_board_made(w, 1000, 10, 1030);
    assert_true(r->m.n > 4);
    int64_t t = 300;
    move_at(w, t, r->m.moves[0], 1020 + t + 5);
    for (int i = 1; i < r->m.n; i++) {
        t += 40;
        if (i <= 4) {
            move_at(w, t, "P", 1020 + t + 5);
            t += 2500;
            move_at(w, t, "R", 1020 + t + 5);
        }
        t += 40;
        move_at(w, t, r->m.moves[i], 1020 + t + 5);
    }
    assert_int_equal(w->game->phase(w->state), SESSION_ENDED);
    must_agree(w, "hexmines", r->m.params, t, 1020 + t + 40);
    uint64_t figure, own = own_figure(w, t);
    assert_true(witness_race_figure(w, t, 1020 + t + 40, &figure));
    /* The game's clock: from its first open, four pauses out. */
    assert_true(own <= (uint64_t)(t - 300 - 4 * 2500 + 50));
    /* The host's: from the seed handed out to the winning move told,
     * less its own 10 ms making the board. */
    assert_int_equal(figure, (uint64_t)(1020 + t + 5 - 1000 - 10));
    assert_true(figure >= own + 4 * 2500);
}

/* The host's figure is never less than the game's own, whatever the
 * recorder's subtraction of its work came to. */
static void a_race_never_ranks_faster_than_its_own_clock(void **state)
{
    race *r = *state;
    witness *w = &r->w;
    witness_start(w, "hexmines", r->m.params, true, NULL, 0);
    /* A board said to take longer than the whole game. */
    witness_board_made(w, 0, 100000, 0);
    int64_t t = 0;
    for (int i = 0; i < r->m.n; i++, t += 50)
        move_at(w, t, r->m.moves[i], t);
    uint64_t figure;
    assert_true(witness_race_figure(w, t, t, &figure));
    assert_int_equal(figure, own_figure(w, t));
    assert_true(figure > 0);
}

/* A game whose figure is a score keeps its own; a board the recorder did
 * not hand out has no race figure at all. */
static void only_a_race_on_a_board_handed_out_has_a_race_figure(void **state)
{
    race *r = *state;
    witness *w = &r->w;
    char marathon[SESSION_PARAMS];
    marathon_params(marathon, sizeof marathon);
    witness_start(w, "hextris", marathon, true, NULL, 0);
    witness_board_made(w, 0, 0, 0);
    uint64_t figure;
    assert_false(witness_race_figure(w, 100, 100, &figure));
    witness_start(w, "hexmines", r->m.params, false, NULL, 0);
    witness_board_made(w, -1, 0, 0);
    assert_false(witness_race_figure(w, 100, 100, &figure));
}

/* Saving a race ends its chance on the host: resumed from the host's own
 * copy it is refused with a reason; a score game so resumed is not. */
static void a_race_resumed_from_a_save_does_not_rank(void **state)
{
    race *r = *state;
    witness *w = &r->w;
    session_move kept_moves[2] = { { .t_ms = 100 }, { .t_ms = 200 } };
    snprintf(kept_moves[0].text, sizeof kept_moves[0].text, "%s", r->m.moves[0]);
    snprintf(kept_moves[1].text, sizeof kept_moves[1].text, "P");
    session_save kept = { .saved_at = 200, .moves = kept_moves, .nmoves = 2 };
    snprintf(kept.params, sizeof kept.params, "%s", r->m.params);
    witness_start(w, "hexmines", r->m.params, false, &kept, 5000);
    move_at(w, 100, r->m.moves[0], 5000);
    move_at(w, 200, "P", 5000);
    char why[WITNESS_WHY_MAX];
    assert_false(agrees(w, "hexmines", r->m.params, 200, 5000, why));
    assert_non_null(strstr(why, "race saved before its end"));

    session_move marathon_moves[1] = { { .t_ms = 100 } };
    snprintf(marathon_moves[0].text, sizeof marathon_moves[0].text, "DROP");
    kept = (session_save){ .saved_at = 100, .moves = marathon_moves, .nmoves = 1 };
    marathon_params(kept.params, sizeof kept.params);
    witness_start(w, "hextris", kept.params, false, &kept, 5000);
    move_at(w, 100, "DROP", 5000);
    must_agree(w, "hextris", kept.params, 100, 5000);
}

/* A no-guess board that takes 3 s to make: the game's clock skips the
 * work of its first open, and the moves after it wait for the recorder's
 * own copy. Neither is a late move; a move that is late by more than that
 * still is. */
static void a_slow_board_makes_no_move_late(void **state)
{
    race *r = *state;
    witness *w = &r->w;
    enum { GEN = 3000 };
    witness_start(w, "hexmines", r->m.params, true, NULL, 1000);
    witness_board_made(w, 1000, 0, 1000);
    /* Opened at game time 100; the game tells it once its board is made,
     * at 1000 + 100 + GEN; the recorder takes GEN more to make its own. */
    work_step = GEN;
    move_at(w, 100, r->m.moves[0], 1000 + 100 + GEN);
    work_step = 0;
    /* The next opens, 100 ms apart on the game's clock, which skipped
     * GEN: told from 1000 + 100 + GEN + 100 on, read when the recorder is
     * free again, at 1000 + 100 + 2 * GEN. */
    int64_t t = 100;
    for (int i = 1; i < 6; i++) {
        t += 100;
        int64_t told = 1000 + t + GEN, free_at = 1000 + 100 + 2 * GEN;
        move_at(w, t, r->m.moves[i], told > free_at ? told : free_at);
    }
    must_agree(w, "hexmines", r->m.params, t, 1000 + t + 2 * GEN);
    /* Later on, a move told long after its time is late again. */
    t += 100;
    move_at(w, t, r->m.moves[6], 1000 + t + GEN + HOST_EARLY_MS + 2 * GEN);
    char why[WITNESS_WHY_MAX];
    assert_false(agrees(w, "hexmines", r->m.params, t, 1000 + t + 4 * GEN, why));
    assert_non_null(strstr(why, "after its time"));
}

/* The recorder's own copy of a big board delays the moves told meanwhile,
 * though the game's clock skipped nothing (a puzzle made before its time
 * 0); no more than that. */
static void moves_that_waited_for_the_recorders_board_are_not_late(void **state)
{
    race *r = *state;
    witness *w = &r->w;
    enum { GEN = 4000 };
    witness_start(w, "hexmines", r->m.params, true, NULL, 0);
    witness_board_made(w, 0, GEN, GEN);
    move_at(w, 200, r->m.moves[0], GEN);
    move_at(w, 300, r->m.moves[1], GEN + 10);
    must_agree(w, "hexmines", r->m.params, 300, GEN + 10);
    /* A move told well after the board was made is held to the clock. */
    move_at(w, 400, r->m.moves[2], 2 * GEN + HOST_EARLY_MS + 400);
    char why[WITNESS_WHY_MAX];
    assert_false(agrees(w, "hexmines", r->m.params, 400, 3 * GEN, why));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        RACE_TEST(a_race_ranks_by_the_recorders_wall_time_pauses_included),
        RACE_TEST(a_race_never_ranks_faster_than_its_own_clock),
        RACE_TEST(only_a_race_on_a_board_handed_out_has_a_race_figure),
        RACE_TEST(a_race_resumed_from_a_save_does_not_rank),
        RACE_TEST(a_slow_board_makes_no_move_late),
        RACE_TEST(moves_that_waited_for_the_recorders_board_are_not_late),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
