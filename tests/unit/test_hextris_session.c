/* Tests of hextris in the session layer, beyond the ones every game
 * shares (test_session.c): replaying a randomly played log rebuilds the
 * game exactly, saving pauses first and hands over params, time and log, a
 * game that ends (by a move or by gravity) is recorded once with the right
 * figure, and saves of ended or declined games are forgotten. */
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
#include "games/hextris/hextris_pieces.h"
#include "session/session.h"
#include "session/hextris_session.h"
#include "session/midend.h"

/* The game of a session, to look at or to set up a position in. */
#define ST(g) ((ht_state *)session_state(g))

static bool new_game(session *g, const ht_params *p)
{
    char params[HT_PARAMS_TEXT_MAX];
    ht_params_encode(p, params, sizeof params);
    return session_new(g, params, NULL, 0);
}

static bool act(session *g, enum ht_action a, int64_t t)
{
    return session_play(g, ht_action_name(a), t, NULL, 0);
}

/* A save of g at saved_at, its moves in g's log. */
static session_save save_of(const session *g, int64_t saved_at)
{
    session_save s = { .saved_at = saved_at, .moves = g->log.moves, .nmoves = g->log.n };
    session_params(g, s.params, sizeof s.params);
    return s;
}

/* The game s replays to, into *st; false when it does not replay. */
static bool replay(ht_state *st, const session_save *s)
{
    ht_state *g = session_replay(&session_hextris, s, SIZE_MAX, NULL, 0);
    if (!g)
        return false;
    *st = *g;
    session_hextris.destroy(g);
    return true;
}

/* ---- fake application hooks ---- */

typedef struct {
    int records, saves, forgets;
    char game[32];
    session_result last;
    char result_params[SESSION_PARAMS];
    char save_params[SESSION_PARAMS];
    int64_t saved_at;
    session_move *moves;
    size_t nmoves;
    bool save_ok;
    const char *save_warning;
} fake;

static void fake_record(void *ctx, const session_result *r, session_verdict *out)
{
    fake *f = ctx;
    f->records++;
    f->last = *r;
    snprintf(f->game, sizeof f->game, "%s", r->game);
    snprintf(f->result_params, sizeof f->result_params, "%s", r->params);
    f->last.params = f->result_params;
    out->rank = 1;
    snprintf(out->lines[0], sizeof out->lines[0], "New record! Best marathon score");
    snprintf(out->warning, sizeof out->warning, "a warning");
}

static bool fake_save(void *ctx, const char *game, const session_save *s,
                      char *warning, size_t len)
{
    fake *f = ctx;
    f->saves++;
    snprintf(f->game, sizeof f->game, "%s", game);
    snprintf(f->save_params, sizeof f->save_params, "%s", s->params);
    f->saved_at = s->saved_at;
    free(f->moves);
    f->moves = malloc((s->nmoves + 1) * sizeof *f->moves);
    assert_non_null(f->moves);
    if (s->nmoves)
        memcpy(f->moves, s->moves, s->nmoves * sizeof *f->moves);
    f->nmoves = s->nmoves;
    if (!f->save_ok && f->save_warning)
        snprintf(warning, len, "%s", f->save_warning);
    return f->save_ok;
}

static void fake_forget(void *ctx, const char *game)
{
    fake *f = ctx;
    f->forgets++;
    snprintf(f->game, sizeof f->game, "%s", game);
}

static session_hooks hooks_of(fake *f)
{
    memset(f, 0, sizeof *f);
    f->save_ok = true;
    session_hooks h = { .ctx = f, .record = fake_record, .save = fake_save,
                        .forget = fake_forget };
    return h;
}

/* The save the fake received, to resume from. */
static session_save received(const fake *f)
{
    session_save s;
    memset(&s, 0, sizeof s);
    snprintf(s.params, sizeof s.params, "%s", f->save_params);
    s.saved_at = f->saved_at;
    s.moves = f->moves;
    s.nmoves = f->nmoves;
    return s;
}

/* ---- helpers ---- */

static ht_params params_of(uint64_t seed, enum ht_mode mode)
{
    ht_params p;
    ht_params_default(&p);
    p.seed = seed;
    p.mode = mode;
    return p;
}

/* A session with hooks h (or none) playing a new game of p. */
static void begin(session *g, const session_hooks *h, const ht_params *p)
{
    session_init(g, &session_hextris, h);
    assert_true(new_game(g, p));
}

/* The session every test below the loops uses: fake hooks (or none),
 * freed with whatever the fake was handed. */
typedef struct {
    fake f;
    session_hooks h;
    session g;
} fixture;

static int setup_session(void **state, bool hooked)
{
    fixture *x = calloc(1, sizeof *x);
    if (!x)
        return -1;
    x->h = hooks_of(&x->f);
    session_init(&x->g, &session_hextris, hooked ? &x->h : NULL);
    *state = x;
    return 0;
}

static int setup(void **state) { return setup_session(state, true); }
static int setup_unhooked(void **state) { return setup_session(state, false); }

static int teardown(void **state)
{
    fixture *x = *state;
    session_free(&x->g);
    free(x->f.moves);
    free(x);
    return 0;
}

/* A new game for seed and mode in the fixture's session. */
static void start(fixture *x, uint64_t seed, enum ht_mode mode)
{
    ht_params p = params_of(seed, mode);
    assert_true(new_game(&x->g, &p));
}

/* Resumes the save of params at saved_at with the n moves given. */
static void resume(fixture *x, const char *params, int64_t saved_at,
                   session_move *moves, size_t n)
{
    session_save s = { .saved_at = saved_at, .moves = moves, .nmoves = n };
    snprintf(s.params, sizeof s.params, "%s", params);
    assert_true(session_resume(&x->g, &s, NULL, 0));
}

/* Saves at t; the save is taken (or, with no hooks, nothing is needed). */
static void save_at(session *g, int64_t t)
{
    char warning[SESSION_LINE * 2];
    assert_true(session_keep(g, t, warning, sizeof warning));
}

/* Everything a player sees and the result is made of. false, with the
 * first difference printed, when a and b differ. */
static bool same_game(const ht_state *a, const ht_state *b, int64_t at, uint64_t seed)
{
    const char *what = NULL;
    if (memcmp(a->well, b->well, sizeof a->well) != 0) what = "well";
    else if (a->status != b->status) what = "status";
    else if (a->piece != b->piece) what = "piece";
    else if (a->centre.q != b->centre.q || a->centre.r != b->centre.r) what = "centre";
    else if (a->rot != b->rot) what = "rotation";
    else if (a->hold != b->hold || a->hold_used != b->hold_used) what = "hold";
    else if (memcmp(a->next, b->next, sizeof a->next) != 0) what = "next";
    else if (a->score != b->score) what = "score";
    else if (a->rows != b->rows) what = "rows";
    else if (a->level != b->level) what = "level";
    else if (a->pieces != b->pieces) what = "pieces";
    else if (ht_elapsed_ms(a, at) != ht_elapsed_ms(b, at)) what = "elapsed";
    else if (ht_next_deadline(a) != ht_next_deadline(b)) what = "next deadline";
    else if (ht_drop_distance(a) != ht_drop_distance(b)) what = "ghost";
    if (what)
        print_message("seed %llu: replay differs in %s\n", (unsigned long long)seed, what);
    return what == NULL;
}

/* A random player: moves of every kind, pauses and resumes, at random
 * gaps (some long enough for gravity and locks), n actions from game time
 * t. Returns the game time after the last one. */
static int64_t play_randomly(session *g, rng *r, int n, int64_t t)
{
    static const enum ht_action moves[] = {
        HT_LEFT, HT_RIGHT, HT_CW, HT_CCW, HT_SOFT, HT_SOFT, HT_LEFT, HT_RIGHT,
        HT_DROP, HT_HOLD, HT_PAUSE, HT_RESUME, HT_180,
    };
    for (int i = 0; i < n && (ST(g)->status == HT_PLAYING || ST(g)->status == HT_PAUSED); i++) {
        t += rng_below(r, 5) == 0 ? rng_below(r, 2500) : rng_below(r, 200);
        if (rng_below(r, 4) == 0)
            session_advance(g, t);
        else
            act(g, moves[rng_below(r, sizeof moves / sizeof moves[0])], t);
    }
    return t;
}

static int64_t drop_until_over(session *g, int64_t t)
{
    for (int i = 0; i < 200 && ST(g)->status == HT_PLAYING; i++)
        act(g, HT_DROP, t += 50);
    assert_int_equal(ST(g)->status, HT_OVER);
    return t;
}

/* ---- replay ---- */

static void replay_rebuilds_the_game_exactly(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 300; seed++) {
        rng r;
        rng_seed(&r, seed, 1);
        session g;
        ht_params p = params_of(seed, seed % 3 ? HT_MARATHON : HT_SPRINT);
        p.start_level = 1 + (int)(seed % 15);
        begin(&g, NULL, &p);
        int64_t t = play_randomly(&g, &r, 40 + (int)rng_below(&r, 200), 0);
        int64_t saved_at = t + rng_below(&r, 3000);
        session_advance(&g, saved_at);

        session_save s;
        s = save_of(&g, saved_at);
        ht_state back;
        if (!replay(&back, &s)) {
            print_message("seed %llu: the log did not replay\n", (unsigned long long)seed);
            fail();
        }
        if (!same_game(ST(&g), &back, saved_at, seed))
            fail();
        session_free(&g);
    }
}

static void save_and_resume_plays_on_as_if_never_interrupted(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 100; seed++) {
        fake f;
        session_hooks h = hooks_of(&f);
        rng r1;
        rng_seed(&r1, seed, 2);
        ht_params p = params_of(seed, HT_MARATHON);

        /* One run: play, save (quit), resume, p, play on. */
        session a;
        begin(&a, &h, &p);
        int64_t t = play_randomly(&a, &r1, 60, 0);
        if (ST(&a)->status != HT_PLAYING && ST(&a)->status != HT_PAUSED) {
            session_free(&a);
            continue;   /* over already: nothing to save */
        }
        int64_t quit_at = t + 10;
        save_at(&a, quit_at);
        session_free(&a);

        session_save s = received(&f);
        session b;
        session_init(&b, &session_hextris, &h);
        assert_true(session_resume(&b, &s, NULL, 0));
        assert_int_equal(ST(&b)->status, HT_PAUSED);
        assert_true(act(&b, HT_RESUME, quit_at + 5000));
        play_randomly(&b, &r1, 60, quit_at + 5000);

        /* The other: the same game paused for those 5 s instead, with the
         * same random player (r0 runs as r1 did). */
        session c;
        rng r0;
        rng_seed(&r0, seed, 2);
        begin(&c, NULL, &p);
        play_randomly(&c, &r0, 60, 0);
        session_advance(&c, quit_at);
        act(&c, HT_PAUSE, quit_at);
        assert_true(act(&c, HT_RESUME, quit_at + 5000));
        int64_t end = play_randomly(&c, &r0, 60, quit_at + 5000);

        if (!same_game(ST(&b), ST(&c), end + 1, seed))
            fail();
        /* And the resumed game's log still replays the whole game. */
        session_save again;
        again = save_of(&b, end + 1);
        ht_state back;
        assert_true(replay(&back, &again));
        session_advance(&b, end + 1);
        if (!same_game(ST(&b), &back, end + 1, seed))
            fail();
        session_free(&b);
        session_free(&c);
        free(f.moves);
    }
}

static void replay_refuses_bad_params_unknown_and_refused_actions(void **state)
{
    (void)state;
    ht_state st;
    session_move ok[] = { { 10, "L" }, { 20, "PAUSE" } };
    session_save s = { .params = "9x11:marathon:1:seed=3", .saved_at = 30,
                       .moves = ok, .nmoves = 2 };
    assert_true(replay(&st, &s));
    assert_int_equal(st.status, HT_PAUSED);

    session_save bad = s;
    snprintf(bad.params, sizeof bad.params, "9x11:marathon:1");
    assert_false(replay(&st, &bad));
    snprintf(bad.params, sizeof bad.params, "4x11:marathon:1:seed=3");   /* too narrow */
    assert_false(replay(&st, &bad));

    session_move unknown[] = { { 10, "L" }, { 20, "JUMP" } };
    bad = s;
    bad.moves = unknown;
    assert_false(replay(&st, &bad));

    session_move refused[] = { { 10, "RESUME" } };   /* not paused */
    bad = s;
    bad.moves = refused;
    bad.nmoves = 1;
    assert_false(replay(&st, &bad));
}

static void resume_that_fails_leaves_the_session_as_it_was(void **state)
{
    fixture *x = *state;
    start(x, 8, HT_MARATHON);
    assert_true(act(&x->g, HT_LEFT, 5));
    ht_state before = *ST(&x->g);
    session_move junk[] = { { 10, "FLY" } };
    session_save s = { .params = "9x11:marathon:1:seed=3", .saved_at = 30,
                       .moves = junk, .nmoves = 1 };
    assert_false(session_resume(&x->g, &s, NULL, 0));
    assert_memory_equal(ST(&x->g), &before, sizeof before);
    assert_int_equal(x->g.log.n, 1);
    assert_false(x->g.kept);
    assert_int_equal(x->f.forgets, 0);
}

static void resumed_game_comes_back_paused_with_its_log(void **state)
{
    fixture *x = *state;
    session *g = &x->g;
    session_move moves[] = { { 100, "R" }, { 1500, "CW" } };
    resume(x, "9x11:sprint:2:seed=11", 2600, moves, 2);
    assert_int_equal(ST(g)->status, HT_PAUSED);
    assert_int_equal(ST(g)->params.mode, HT_SPRINT);
    assert_int_equal(ST(g)->params.seed, 11);
    assert_int_equal(ht_elapsed_ms(ST(g), 99999), 2600);
    assert_int_equal(g->log.n, 3);
    assert_string_equal(g->log.moves[0].text, "R");
    assert_int_equal(g->log.moves[1].t_ms, 1500);
    assert_string_equal(g->log.moves[2].text, "PAUSE");
    assert_int_equal(g->log.moves[2].t_ms, 2600);
    assert_true(g->kept);
}

/* ---- save ---- */

static void save_pauses_first_and_hands_over_params_time_and_log(void **state)
{
    fixture *x = *state;
    const fake *f = &x->f;
    start(x, 7, HT_MARATHON);
    assert_true(act(&x->g, HT_LEFT, 100));
    assert_false(act(&x->g, HT_RESUME, 150));   /* refused: not logged */
    assert_true(act(&x->g, HT_CW, 200));
    char warning[SESSION_LINE * 2] = "stale";
    assert_true(session_keep(&x->g, 3456, warning, sizeof warning));
    assert_string_equal(warning, "");
    assert_int_equal(f->saves, 1);
    assert_string_equal(f->game, "hextris");
    assert_string_equal(f->save_params, "10x20:marathon:1:seed=7");
    assert_int_equal(f->saved_at, 3456);
    assert_int_equal(f->nmoves, 3);
    assert_string_equal(f->moves[0].text, "L");
    assert_int_equal(f->moves[0].t_ms, 100);
    assert_string_equal(f->moves[1].text, "CW");
    assert_string_equal(f->moves[2].text, "PAUSE");
    assert_int_equal(f->moves[2].t_ms, 3456);
    assert_int_equal(ST(&x->g)->status, HT_PAUSED);
    assert_true(x->g.kept);
    assert_int_equal(f->records, 0);
}

static void save_of_a_paused_game_keeps_its_pause(void **state)
{
    fixture *x = *state;
    start(x, 7, HT_MARATHON);
    assert_true(act(&x->g, HT_PAUSE, 700));
    save_at(&x->g, 9000);
    assert_int_equal(x->f.nmoves, 1);
    assert_int_equal(x->f.moves[0].t_ms, 700);
    assert_int_equal(x->f.saved_at, 9000);
    session_save s = received(&x->f);
    ht_state back;
    assert_true(replay(&back, &s));
    assert_int_equal(ht_elapsed_ms(&back, 9000), 700);
}

static void save_that_fails_returns_its_warning(void **state)
{
    fixture *x = *state;
    x->f.save_ok = false;
    x->f.save_warning = "cannot save the game: /x: Permission denied";
    start(x, 7, HT_MARATHON);
    char warning[SESSION_LINE * 2];
    assert_false(session_keep(&x->g, 500, warning, sizeof warning));
    assert_string_equal(warning, "cannot save the game: /x: Permission denied");
    assert_false(x->g.kept);

    x->f.save_warning = NULL;   /* said nothing: the player still hears of it */
    assert_false(session_keep(&x->g, 600, warning, sizeof warning));
    assert_string_equal(warning, "the game could not be saved");
}

/* ---- results ---- */

static void game_over_is_recorded_once_with_the_score(void **state)
{
    fixture *x = *state;
    const fake *f = &x->f;
    session *g = &x->g;
    start(x, 42, HT_MARATHON);
    int64_t t = drop_until_over(g, 0);
    assert_int_equal(f->records, 1);
    assert_string_equal(f->game, "hextris");
    assert_string_equal(f->last.outcome, "over");
    assert_string_equal(f->result_params, "10x20:marathon:1:seed=42");
    assert_int_equal(f->last.figure, (uint64_t)ST(g)->score);
    assert_true(ST(g)->score > 0);
    assert_int_equal(f->last.seed, 42);
    assert_false(f->last.assisted);
    assert_string_equal(g->verdict.lines[0], "New record! Best marathon score");
    assert_string_equal(g->verdict.warning, "a warning");
    assert_int_equal(f->forgets, 0);   /* never saved: nothing to forget */
    session_advance(g, t + 5000);
    act(g, HT_DROP, t + 5001);
    assert_int_equal(f->records, 1);
    /* A new game starts with a clean slate. */
    start(x, 42, HT_MARATHON);
    assert_string_equal(g->verdict.lines[0], "");
    assert_int_equal(g->log.n, 0);
}

static void game_ending_by_gravity_is_recorded(void **state)
{
    fixture *x = *state;
    ht_params p = params_of(5, HT_MARATHON);
    p.start_level = 15;
    assert_true(new_game(&x->g, &p));
    /* Nobody plays: pieces fall and lock until the stack reaches the top. */
    for (int64_t t = 0; t < 600000 && ST(&x->g)->status == HT_PLAYING; t += 1000)
        session_advance(&x->g, t);
    assert_int_equal(ST(&x->g)->status, HT_OVER);
    assert_int_equal(x->f.records, 1);
    assert_string_equal(x->f.last.outcome, "over");
    assert_int_equal(x->g.log.n, 0);
}

static void ending_a_resumed_game_forgets_its_save(void **state)
{
    fixture *x = *state;
    session_move moves[] = { { 100, "R" }, { 200, "PAUSE" } };
    resume(x, "9x11:marathon:1:seed=9", 300, moves, 2);
    assert_true(act(&x->g, HT_RESUME, 400));
    drop_until_over(&x->g, 400);
    assert_int_equal(x->f.records, 1);
    assert_int_equal(x->f.forgets, 1);
    assert_string_equal(x->f.game, "hextris");
    assert_false(x->g.kept);
}

static void ending_a_game_saved_in_this_run_forgets_it(void **state)
{
    fixture *x = *state;
    start(x, 3, HT_MARATHON);
    save_at(&x->g, 100);
    assert_true(act(&x->g, HT_RESUME, 200));
    drop_until_over(&x->g, 200);
    assert_int_equal(x->f.forgets, 1);
}

static void declined_save_is_forgotten_once(void **state)
{
    fixture *x = *state;
    session_move moves[] = { { 200, "PAUSE" } };
    resume(x, "9x11:marathon:1:seed=9", 300, moves, 1);
    session_forget(&x->g);
    session_forget(&x->g);
    assert_int_equal(x->f.forgets, 1);
    start(x, 10, HT_MARATHON);
    drop_until_over(&x->g, 0);
    assert_int_equal(x->f.forgets, 1);
}

static void sprint_figure_is_the_time_when_won_and_not_the_score(void **state)
{
    fixture *x = *state;
    session *g = &x->g;
    start(x, 4, HT_SPRINT);
    assert_true(act(g, HT_PAUSE, 1000));
    assert_true(act(g, HT_RESUME, 4000));
    /* A won position set up directly: 40 rows at game time 86456, 3 s of
     * it paused. */
    ST(g)->rows = HT_SPRINT_ROWS;
    ST(g)->score = 12345;
    ST(g)->status = HT_WON;
    ST(g)->piece = 0;
    ST(g)->end_ms = 86456;
    session_advance(g, 90000);
    assert_int_equal(x->f.records, 1);
    assert_string_equal(x->f.last.outcome, "won");
    assert_int_equal(x->f.last.figure, 83456);

    /* The same game over, in a state of the session's own (whose rules'
     * state comes first). */
    char why[SESSION_LINE];
    void *over = session_hextris.create("10x20:sprint:1:seed=4", why, sizeof why);
    assert_non_null(over);
    *(ht_state *)over = *ST(g);
    ((ht_state *)over)->status = HT_OVER;
    ((ht_state *)over)->rows = 17;
    session_result r = { 0 };
    session_hextris.result(over, 0, &r);
    assert_string_equal(r.outcome, "over");
    assert_int_equal(r.figure, 17);
    session_hextris.destroy(over);
}

static void without_hooks_nothing_is_called_and_saving_succeeds(void **state)
{
    fixture *x = *state;
    session *g = &x->g;
    start(x, 2, HT_MARATHON);
    save_at(g, 100);
    assert_int_equal(ST(g)->status, HT_PAUSED);
    assert_false(g->kept);
    assert_true(act(g, HT_RESUME, 200));
    drop_until_over(g, 200);
    assert_true(g->recorded);
    assert_string_equal(g->verdict.lines[0], "");
}

#define HOOKED(t) cmocka_unit_test_setup_teardown(t, setup, teardown)
#define UNHOOKED(t) cmocka_unit_test_setup_teardown(t, setup_unhooked, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(replay_rebuilds_the_game_exactly),
        cmocka_unit_test(save_and_resume_plays_on_as_if_never_interrupted),
        cmocka_unit_test(replay_refuses_bad_params_unknown_and_refused_actions),
        HOOKED(resume_that_fails_leaves_the_session_as_it_was),
        UNHOOKED(resumed_game_comes_back_paused_with_its_log),
        HOOKED(save_pauses_first_and_hands_over_params_time_and_log),
        HOOKED(save_of_a_paused_game_keeps_its_pause),
        HOOKED(save_that_fails_returns_its_warning),
        HOOKED(game_over_is_recorded_once_with_the_score),
        HOOKED(game_ending_by_gravity_is_recorded),
        HOOKED(ending_a_resumed_game_forgets_its_save),
        HOOKED(ending_a_game_saved_in_this_run_forgets_it),
        HOOKED(declined_save_is_forgotten_once),
        HOOKED(sprint_figure_is_the_time_when_won_and_not_the_score),
        UNHOOKED(without_hooks_nothing_is_called_and_saving_succeeds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
