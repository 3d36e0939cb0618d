/* Unit tests of the session layer, the same test functions run for every
 * game: the timed log, undo and redo (or their absence), a save resumed as
 * the game it was, replay to any point, out of memory, logs that cannot
 * replay, results recorded once, and saves written by earlier versions. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/saves.h"
#include "app/scores.h"
#include "files_testutil.h"
#include "game_fixture.h"
#include "session/game_rules.h"
#include "session/midend.h"
#include "session/params_seed.h"
#include "session_testutil.h"

/* ------------------------------------------------------------ the hooks */

typedef struct {
    int records;
    char outcome[16];
    uint64_t figure;
    int saves, forgets;
    bool refuse_save;
    char params[SESSION_PARAMS];
    int64_t saved_at;
    session_log moves;            /* a copy of the last save's */
    session_live stops[8];        /* how watchers heard games stop */
    int nstops;
} fake_app;

static fake_app app;

static void on_record(void *ctx, const session_result *r, session_verdict *v)
{
    (void)ctx;
    app.records++;
    snprintf(app.outcome, sizeof app.outcome, "%s", r->outcome);
    app.figure = r->figure;
    snprintf(v->lines[0], sizeof v->lines[0], "recorded %s", r->outcome);
}

static bool on_save(void *ctx, const char *game, const session_save *s, char *warning,
                    size_t len)
{
    (void)ctx;
    (void)game;
    if (app.refuse_save) {
        snprintf(warning, len, "disk full");
        return false;
    }
    app.saves++;
    snprintf(app.params, sizeof app.params, "%s", s->params);
    app.saved_at = s->saved_at;
    session_log_clear(&app.moves);
    for (size_t i = 0; i < s->nmoves; i++)
        assert_true(session_log_push(&app.moves, s->moves[i].t_ms, s->moves[i].text));
    return true;
}

static void on_forget(void *ctx, const char *game)
{
    (void)ctx;
    (void)game;
    app.forgets++;
}

static void on_live(void *ctx, const char *game, const char *params, const session_log *log,
                    session_live now)
{
    (void)ctx, (void)game, (void)params, (void)log;
    if (now != SESSION_LIVE_PLAYING && app.nstops < 8)
        app.stops[app.nstops++] = now;
}

static const session_hooks hooks = { NULL, on_record, on_save, on_forget, on_live, NULL, false };

static session_save saved(void)
{
    session_save s = { .saved_at = app.saved_at, .moves = app.moves.moves,
                       .nmoves = app.moves.n };
    snprintf(s.params, sizeof s.params, "%s", app.params);
    return s;
}

static int setup(void **state)
{
    session_log_free(&app.moves);
    memset(&app, 0, sizeof app);
    (void)state;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    session_log_free(&app.moves);
    return 0;
}

/* ------------------------------------------------------------- helpers */

static void start(session *s, const game_fixture *gc)
{
    session_init(s, gc->game, &hooks);
    char why[SESSION_LINE] = "";
    assert_true(session_new(s, gc->params, why, sizeof why));
    assert_string_equal(why, "");
}

static void play(session *s, const fixture_move *moves, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char why[SESSION_LINE];
        if (!session_play(s, moves[i].move, moves[i].t, why, sizeof why)) {
            print_message("move %zu (%s) refused: %s\n", i, moves[i].move, why);
            fail();
        }
    }
}

/* A session of gc's game with its script played. */
static void start_played(session *s, const game_fixture *gc)
{
    start(s, gc);
    play(s, gc->script, gc->nscript);
}

/* Plays the fixture's ending (refused moves too) until the game ends. */
static void play_to_end(session *s, const game_fixture *gc)
{
    enum { ENDING_MAX = 400 };
    static fixture_move ending[ENDING_MAX];
    size_t n = gc->ending(ending, ENDING_MAX);
    for (size_t i = 0; session_phase_of(s) != SESSION_ENDED && i < n; i++)
        session_play(s, ending[i].move, ending[i].t, NULL, 0);
    assert_int_equal(session_phase_of(s), SESSION_ENDED);
}

static session_save save_of(const session *s, int64_t at)
{
    session_save sv = { .saved_at = at, .moves = s->log.moves, .nmoves = s->log.n };
    session_params(s, sv.params, sizeof sv.params);
    return sv;
}

/* --------------------------------------------------------------- tests */

static void log_keeps_every_move_carried_out_with_its_time(void **state)
{
    const game_fixture *gc = *state;
    session s;
    start_played(&s, gc);
    assert_int_equal(s.log.n, gc->nscript);
    for (size_t i = 0; i < gc->nscript; i++) {
        assert_string_equal(s.log.moves[i].text, gc->script[i].move);
        assert_int_equal(s.log.moves[i].t_ms, gc->script[i].t);
    }
    /* Refused, unknown: not logged, the game as it was. */
    assert_false(session_play(&s, gc->refused, 2900, NULL, 0));
    assert_false(session_play(&s, "Z9", 2900, NULL, 0));
    assert_int_equal(s.log.n, gc->nscript);
    session_free(&s);
}

static void undo_takes_back_and_redo_plays_again_where_the_game_has_undo(void **state)
{
    const game_fixture *gc = *state;
    session s, before;
    start(&s, gc);
    start(&before, gc);
    play(&s, gc->script, gc->nscript);
    play(&before, gc->script, gc->nscript - 1);
    size_t logged = s.log.n;
    if (!gc->undo) {
        assert_false(session_undo(&s, 2800));
        assert_false(session_can_redo(&s));
        assert_false(session_redo(&s, 2800));
        assert_int_equal(s.log.n, logged);
        session_free(&s);
        session_free(&before);
        return;
    }
    assert_true(session_undo(&s, 2800));
    gc->same(session_state(&s), session_state(&before));
    assert_string_equal(s.log.moves[logged].text, gc->game->undo_move);
    assert_true(session_can_redo(&s));
    assert_true(session_redo(&s, 2900));
    assert_false(session_can_redo(&s));
    /* Redo is logged as the move itself: a save needs nothing new. */
    assert_string_equal(s.log.moves[logged + 1].text, gc->script[gc->nscript - 1].move);
    play(&before, &gc->script[gc->nscript - 1], 1);
    gc->same(session_state(&s), session_state(&before));
    /* A new move after an undo forgets what redo held. */
    assert_true(session_undo(&s, 3000));
    play(&s, &gc->script[gc->nscript - 1], 1);
    assert_false(session_can_redo(&s));
    assert_false(session_redo(&s, 3100));
    session_free(&s);
    session_free(&before);
}

static void a_save_resumes_as_the_game_it_was_paused(void **state)
{
    const game_fixture *gc = *state;
    session s, back;
    start_played(&s, gc);
    char warning[SESSION_LINE * 2];
    assert_true(session_keep(&s, 2950, warning, sizeof warning));
    assert_string_equal(warning, "");
    assert_int_equal(app.saves, 1);
    assert_true(s.kept);
    /* Paused first, and the pause logged, so it comes back paused. */
    assert_int_equal(session_phase_of(&s), SESSION_PAUSED);
    assert_string_equal(app.moves.moves[app.moves.n - 1].text, gc->game->pause_move);
    assert_int_equal(app.saved_at, 2950);
    char params[SESSION_PARAMS];
    session_params(&s, params, sizeof params);
    assert_string_equal(app.params, params);

    session_init(&back, gc->game, &hooks);
    session_save sv = saved();
    char why[SESSION_LINE] = "";
    assert_true(session_resume(&back, &sv, why, sizeof why));
    assert_int_equal(session_phase_of(&back), SESSION_PAUSED);
    gc->same(session_state(&s), session_state(&back));
    assert_int_equal(back.log.n, s.log.n);
    assert_true(back.kept);
    /* Both go on alike. */
    assert_true(session_unpause(&s, 5000));
    assert_true(session_unpause(&back, 5000));
    gc->same(session_state(&s), session_state(&back));
    /* The end of a resumed game forgets its save. */
    play_to_end(&back, gc);
    session_settle(&back, 9000);
    assert_false(back.kept);
    assert_int_equal(app.forgets, 1);
    session_free(&s);
    session_free(&back);
}

static void a_save_taken_while_running_comes_back_paused_at_its_time(void **state)
{
    const game_fixture *gc = *state;
    session s, back;
    start_played(&s, gc);
    assert_int_equal(session_phase_of(&s), SESSION_RUNNING);
    session_save sv = save_of(&s, 2950);
    session_init(&back, gc->game, &hooks);
    assert_true(session_resume(&back, &sv, NULL, 0));
    assert_int_equal(session_phase_of(&back), SESSION_PAUSED);
    assert_int_equal(back.log.n, gc->nscript + 1);
    assert_string_equal(back.log.moves[gc->nscript].text, gc->game->pause_move);
    assert_int_equal(back.log.moves[gc->nscript].t_ms, 2950);
    assert_true(session_pause(&s, 2950));
    gc->same(session_state(&s), session_state(&back));
    session_free(&s);
    session_free(&back);
}

static void replay_rebuilds_the_game_at_any_point(void **state)
{
    const game_fixture *gc = *state;
    session s;
    start(&s, gc);
    for (size_t k = 0; k <= gc->nscript; k++) {
        session_save sv = save_of(&s, k ? gc->script[k - 1].t : 0);
        char why[SESSION_LINE] = "";
        void *g = session_replay(gc->game, &sv, k, why, sizeof why);
        assert_non_null(g);
        gc->same(g, session_state(&s));
        gc->game->destroy(g);
        if (k < gc->nscript)
            play(&s, &gc->script[k], 1);
    }
    /* Replaying part of a longer log stops there. */
    session_save sv = save_of(&s, 2700);
    session other;
    start(&other, gc);
    play(&other, gc->script, 2);
    void *g = session_replay(gc->game, &sv, 2, NULL, 0);
    assert_non_null(g);
    gc->same(g, session_state(&other));
    gc->game->destroy(g);
    session_free(&other);
    session_free(&s);
}

static void a_move_that_cannot_be_logged_means_no_save(void **state)
{
    const game_fixture *gc = *state;
    session s;
    start(&s, gc);
    play(&s, gc->script, gc->nscript - 2);
    tu_log_choke was = tu_choke_log(&s.log);
    /* The game goes on. */
    assert_true(session_play(&s, gc->script[gc->nscript - 2].move,
                             gc->script[gc->nscript - 2].t, NULL, 0));
    tu_release_log(&s.log, was);
    /* The moves after it are logged, but the log stays one move short. */
    play(&s, &gc->script[gc->nscript - 1], 1);
    assert_true(s.log_lost);
    char warning[SESSION_LINE * 2];
    assert_false(session_keep(&s, 2950, warning, sizeof warning));
    assert_string_equal(warning, SESSION_LOG_LOST);
    assert_int_equal(app.saves, 0);
    assert_false(s.kept);
    /* A new game starts with a whole log. */
    assert_true(session_new(&s, gc->params, NULL, 0));
    play(&s, gc->script, gc->nscript);
    assert_true(session_keep(&s, 2950, warning, sizeof warning));
    assert_int_equal(app.saves, 1);
    session_free(&s);
}

static void a_save_that_fails_says_why_and_keeps_nothing(void **state)
{
    const game_fixture *gc = *state;
    session s;
    start_played(&s, gc);
    app.refuse_save = true;
    char warning[SESSION_LINE * 2];
    assert_false(session_keep(&s, 2950, warning, sizeof warning));
    assert_string_equal(warning, "disk full");
    assert_false(s.kept);
    session_free(&s);
}

static void a_log_that_cannot_replay_is_refused_with_its_reason(void **state)
{
    const game_fixture *gc = *state;
    char why[SESSION_LINE] = "";
    session_save sv = { .saved_at = 0 };
    snprintf(sv.params, sizeof sv.params, "%s", "nonsense");
    assert_null(session_replay(gc->game, &sv, SIZE_MAX, why, sizeof why));
    assert_non_null(strstr(why, "nonsense"));

    session s;
    start_played(&s, gc);
    session_log bad = { 0 };
    for (size_t i = 0; i < s.log.n; i++)
        assert_true(session_log_push(&bad, s.log.moves[i].t_ms, s.log.moves[i].text));
    /* An unknown move, then a refused one, in the middle. */
    snprintf(bad.moves[1].text, sizeof bad.moves[1].text, "Z9");
    sv = (session_save){ .saved_at = 2950, .moves = bad.moves, .nmoves = bad.n };
    session_params(&s, sv.params, sizeof sv.params);
    assert_null(session_replay(gc->game, &sv, SIZE_MAX, why, sizeof why));
    assert_string_equal(why, "move 2 ('Z9') does not fit the game");
    bad.moves[1] = s.log.moves[1];
    assert_true(session_log_push(&bad, 2900, gc->refused));
    sv.moves = bad.moves;
    sv.nmoves = bad.n;
    assert_null(session_replay(gc->game, &sv, SIZE_MAX, why, sizeof why));
    assert_non_null(strstr(why, gc->refused));
    /* Nor does resume take it, and the session is as it was. */
    session back;
    session_init(&back, gc->game, &hooks);
    assert_false(session_resume(&back, &sv, why, sizeof why));
    assert_null(session_state(&back));
    session_log_free(&bad);
    session_free(&back);
    session_free(&s);
}

static void an_end_is_recorded_once_and_a_given_up_game_as_quit(void **state)
{
    const game_fixture *gc = *state;
    session s;
    start_played(&s, gc);
    assert_true(session_abandon(&s, 2950));
    assert_int_equal(app.records, 1);
    assert_string_equal(app.outcome, "quit");

    assert_true(session_new(&s, gc->params, NULL, 0));
    play(&s, gc->script, gc->nscript);
    play_to_end(&s, gc);
    assert_false(session_abandon(&s, 9000));
    /* Final ends at once, others when the player moves on: once either way. */
    assert_int_equal(app.records, gc->game->end_is_final(session_state(&s)) ? 2 : 1);
    session_settle(&s, 9000);
    session_settle(&s, 9100);
    assert_int_equal(app.records, 2);
    char said[SESSION_LINE];
    snprintf(said, sizeof said, "recorded %s", app.outcome);
    assert_string_equal(s.verdict.lines[0], said);
    session_free(&s);
}

/* Watchers hear once how a game stopped: saved (to go on later), ended,
 * or left (given up, or left unsaved); only an end may show its seed. */
static void watchers_hear_once_how_a_game_stopped(void **state)
{
    const game_fixture *gc = *state;
    char warning[SESSION_LINE * 2];
    session s;
    start_played(&s, gc);
    assert_true(session_keep(&s, 2950, warning, sizeof warning));
    session_free(&s);
    assert_int_equal(app.nstops, 1);
    assert_int_equal(app.stops[0], SESSION_LIVE_SAVED);

    start_played(&s, gc);
    play_to_end(&s, gc);
    session_settle(&s, 9000);
    session_free(&s);
    assert_int_equal(app.nstops, 2);
    assert_int_equal(app.stops[1], SESSION_LIVE_ENDED);

    start_played(&s, gc);
    assert_true(session_abandon(&s, 2950));
    session_free(&s);
    assert_int_equal(app.nstops, 3);
    assert_int_equal(app.stops[2], SESSION_LIVE_LEFT);

    /* Left unsaved for a new game: the next one is heard of afresh. */
    start_played(&s, gc);
    assert_true(session_new(&s, gc->params, NULL, 0));
    assert_int_equal(app.nstops, 4);
    assert_int_equal(app.stops[3], SESSION_LIVE_LEFT);
    play(&s, gc->script, gc->nscript);
    assert_true(session_keep(&s, 2950, warning, sizeof warning));
    session_free(&s);
    assert_int_equal(app.nstops, 5);
    assert_int_equal(app.stops[4], SESSION_LIVE_SAVED);
}

static void an_ended_game_is_not_saved(void **state)
{
    const game_fixture *gc = *state;
    session s;
    start_played(&s, gc);
    play_to_end(&s, gc);
    char warning[SESSION_LINE * 2];
    assert_true(session_keep(&s, 9000, warning, sizeof warning));
    assert_int_equal(app.saves, 0);
    session_free(&s);
}

static void a_save_written_by_an_earlier_version_resumes(void **state)
{
    const game_fixture *gc = *state;
    size_t len = 0;
    char *text = tu_read(gc->save, &len);
    assert_non_null(text);
    saves_game g;
    char why[STORE_WHY_MAX] = "";
    assert_true(saves_parse(text, len, &g, why));
    assert_string_equal(g.game, gc->game->name);
    assert_ptr_equal(session_game_named(g.game), gc->game);
    session_log moves = { 0 };
    for (size_t i = 0; i < g.nmoves; i++)
        assert_true(session_log_push(&moves, g.moves[i].t_ms, g.moves[i].text));
    session_save sv = { .saved_at = g.elapsed_ms, .moves = moves.moves, .nmoves = moves.n };
    snprintf(sv.params, sizeof sv.params, "%s", g.params);
    session s;
    session_init(&s, gc->game, &hooks);
    assert_true(session_resume(&s, &sv, why, sizeof why));
    assert_int_equal(session_phase_of(&s), SESSION_PAUSED);
    /* Nothing was added: it was saved paused. */
    assert_int_equal(s.log.n, g.nmoves);
    session_free(&s);
    session_log_free(&moves);
    saves_free(&g);
    free(text);
}

/* A params text's seed is read and replaced without touching the rest. */
static void a_params_seed_is_read_and_replaced(void **state)
{
    const game_fixture *gc = *state;
    const session_game *g = gc->game;
    uint64_t seed = 0;
    assert_true(session_params_seed(g, gc->params, &seed));
    char again[SESSION_PARAMS], other[SESSION_PARAMS], table[SESSION_PARAMS],
        table2[SESSION_PARAMS];
    assert_true(session_params_reseed(g, gc->params, seed, again, sizeof again));
    assert_string_equal(again, gc->params);
    assert_true(session_params_reseed(g, gc->params, 123456789, other, sizeof other));
    assert_true(session_params_seed(g, other, &seed));
    assert_int_equal(seed, 123456789);
    assert_true(g->category(gc->params, table, sizeof table));
    assert_true(g->category(other, table2, sizeof table2));
    assert_string_equal(table, table2);
    assert_false(session_params_seed(g, "nonsense", &seed));
    assert_false(session_params_reseed(g, "nonsense", 1, other, sizeof other));
}

/* --------------------------------------------------- one game or another */

static void a_game_is_found_by_its_name_alone(void **state)
{
    const game_fixture *gc = *state;
    assert_ptr_equal(session_game_named(gc->name), gc->game);
    char longer[64];
    snprintf(longer, sizeof longer, "%sx", gc->name);
    assert_null(session_game_named(longer));
    assert_null(session_game_named("hexsweeper"));
    assert_null(session_game_named(""));
}

/* The seeds of successive games are those earlier versions dealt. */
static void next_seeds_follow_each_games_own_sequence(void **state)
{
    const game_fixture *gc = *state;
    assert_int_equal(session_next_seed(gc->game, 42), gc->seed_after_42);
}

static void a_scores_file_written_by_an_earlier_version_loads(void **state)
{
    (void)state;
    size_t len = 0;
    char *text = tu_read("tests/unit/fixtures/scores", &len);
    assert_non_null(text);
    scores_log log;
    scores_log_init(&log);
    char why[STORE_WHY_MAX] = "";
    assert_true(scores_parse(text, len, &log, why));
    /* Both results, each in its game's table. */
    assert_int_equal(log.nresult, 2);
    assert_ptr_equal(log.result[0].game, session_game_named("hexmines"));
    assert_string_equal(log.result[0].category, "intermediate");
    assert_ptr_equal(log.result[1].game, session_game_named("hextris"));
    assert_string_equal(log.result[1].category, "sprint:9x11");
    /* Written in today's format, it reads back the same. */
    size_t out;
    char *again = scores_format(&log, &out);
    assert_non_null(again);
    scores_log back;
    scores_log_init(&back);
    assert_true(scores_parse(again, out, &back, why));
    assert_int_equal(back.nresult, 2);
    assert_string_equal(back.result[1].category, "sprint:9x11");
    scores_log_free(&back);
    free(again);
    scores_log_free(&log);
    free(text);
}

/* Counts what a replay tells, and stops it at move stop_at. */
typedef struct {
    size_t calls, last_done, total, stop_at;
} told;

static bool count_told(void *ctx, size_t done, size_t total)
{
    told *t = ctx;
    t->calls++;
    t->last_done = done;
    t->total = total;
    return done != t->stop_at;
}

static void a_replay_tells_its_progress_and_stops_when_asked(void **state)
{
    const game_fixture *gc = *state;
    session s;
    start(&s, gc);
    play(&s, gc->script, gc->nscript);
    session_save sv = save_of(&s, 2950);
    told t = { .stop_at = SIZE_MAX };
    char why[SESSION_LINE] = "";
    void *g = session_replay_told(gc->game, &sv, SIZE_MAX, why, sizeof why, count_told, &t);
    assert_non_null(g);
    gc->game->destroy(g);
    /* once before the game is made, then before each move */
    assert_int_equal(t.calls, sv.nmoves + 1);
    assert_int_equal(t.total, sv.nmoves);
    assert_int_equal(t.last_done, sv.nmoves - 1);
    t = (told){ .stop_at = 1 };
    assert_null(session_replay_told(gc->game, &sv, SIZE_MAX, why, sizeof why, count_told, &t));
    assert_string_equal(why, "stopped");
    assert_int_equal(t.calls, 3);
    session_free(&s);
}

#define EACH(t) cmocka_unit_test_setup_teardown(t, setup, teardown)

int main(void)
{
    const struct CMUnitTest each_game[] = {
        EACH(log_keeps_every_move_carried_out_with_its_time),
        EACH(a_replay_tells_its_progress_and_stops_when_asked),
        EACH(undo_takes_back_and_redo_plays_again_where_the_game_has_undo),
        EACH(a_save_resumes_as_the_game_it_was_paused),
        EACH(a_save_taken_while_running_comes_back_paused_at_its_time),
        EACH(replay_rebuilds_the_game_at_any_point),
        EACH(a_move_that_cannot_be_logged_means_no_save),
        EACH(a_save_that_fails_says_why_and_keeps_nothing),
        EACH(a_log_that_cannot_replay_is_refused_with_its_reason),
        EACH(an_end_is_recorded_once_and_a_given_up_game_as_quit),
        EACH(watchers_hear_once_how_a_game_stopped),
        EACH(an_ended_game_is_not_saved),
        EACH(a_save_written_by_an_earlier_version_resumes),
        EACH(a_params_seed_is_read_and_replaced),
        EACH(a_game_is_found_by_its_name_alone),
        EACH(next_seeds_follow_each_games_own_sequence),
    };
    const struct CMUnitTest once[] = {
        cmocka_unit_test(a_scores_file_written_by_an_earlier_version_loads),
    };
    return game_fixture_run_suite("test_session", each_game,
                                  sizeof each_game / sizeof *each_game, once,
                                  sizeof once / sizeof *once, game_fixture_named);
}
