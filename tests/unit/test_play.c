/* Unit tests of the play loop with the terminal stubbed: the same test
 * functions run for every game in the list, through its front end and its
 * fixture (play_fixture.h): every question and its answers (quit, resume,
 * abandon for a new game, a save that failed), pause, the help, a notice,
 * the end of a game and the next, resize and too small a terminal, a
 * hangup, and a partner beside the game (a match's other side). */
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play_fixture.h"
#include "session/midend.h"
#include "tui/play.h"
#include "tui/term.h"

/* ------------------------------------------------------ the terminal */

enum { SCRIPT_MAX = 1024 };

static struct {
    term_event script[SCRIPT_MAX];
    int n, next;
    long long now;
    int w, h;
    char screen[200 * 60];      /* the last picture presented, as text */
    bool started;
    int last_timeout;           /* what the loop last waited for */
} term;

void term_size(int *w, int *h)
{
    *w = term.w;
    *h = term.h;
}

void term_present(const canvas *c)
{
    char *out = term.screen;
    for (int y = 0; y < c->h && y < 60; y++) {
        for (int x = 0; x < c->w && x < 199; x++) {
            uint32_t ch = canvas_get(c, x, y).ch;
            *out++ = ch >= 32 && ch < 127 ? (char)ch : ' ';
        }
        *out++ = '\n';
    }
    *out = '\0';
}

/* The script's next event; past its end, a hangup, which any loop
 * leaves by. */
term_event term_wait(int timeout_ms)
{
    term.last_timeout = timeout_ms;
    term.now += timeout_ms >= 0 && timeout_ms < 10 ? timeout_ms : 10;
    if (term.next >= term.n)
        return (term_event){ .kind = TE_QUIT, .signal = SIGHUP };
    term_event ev = term.script[term.next++];
    if (ev.kind == TE_RESIZE) {
        term.w = ev.x;
        term.h = ev.y;
    }
    return ev;
}

bool term_start(const term_options *opt, char *err, size_t errlen)
{
    (void)opt, (void)err, (void)errlen;
    term.started = true;
    return true;
}

void term_stop(void) { term.started = false; }
bool term_key_events(void) { return false; }
bool term_can_draw_blocks(void) { return true; }
long long term_now_ms(void) { return term.now; }

void term_fatal(const char *fmt, ...)
{
    (void)fmt;
    fail();
    abort();
}

static void keys(const char *text)
{
    for (const char *k = text; *k; k++)
        term.script[term.n++] = (term_event){ .kind = TE_KEY, .key = *k };
}

static void key(int k)
{
    term.script[term.n++] = (term_event){ .kind = TE_KEY, .key = k };
}

static void resize(int w, int h)
{
    term.script[term.n++] = (term_event){ .kind = TE_RESIZE, .x = w, .y = h };
}

/* Events that only let time pass (and show the screen as it is then). */
static void wait_a_little(void)
{
    term.script[term.n++] = (term_event){ .kind = TE_TIMEOUT };
}

/* ------------------------------------------------------------ the hooks */

static struct {
    int records, saves, save_tries, forgets;
    bool refuse_save;
    char outcome[16];
    char params[SESSION_PARAMS];     /* the game being played, last heard */
    char saved_params[SESSION_PARAMS];
    session_log saved;
    int64_t saved_at;
} app;

static void on_record(void *ctx, const session_result *r, session_verdict *out)
{
    (void)ctx;
    app.records++;
    snprintf(app.outcome, sizeof app.outcome, "%s", r->outcome);
    snprintf(out->lines[0], SESSION_LINE, "recorded %d", app.records);
}

static bool on_save(void *ctx, const char *game, const session_save *s, char *warning,
                    size_t len)
{
    (void)ctx, (void)game;
    app.save_tries++;
    if (app.refuse_save) {
        snprintf(warning, len, "the disk is full");
        return false;
    }
    app.saves++;
    snprintf(app.saved_params, sizeof app.saved_params, "%s", s->params);
    session_log_clear(&app.saved);
    for (size_t i = 0; i < s->nmoves; i++)
        assert_true(session_log_push(&app.saved, s->moves[i].t_ms, s->moves[i].text));
    app.saved_at = s->saved_at;
    return true;
}

static void on_forget(void *ctx, const char *game)
{
    (void)ctx, (void)game;
    app.forgets++;
}

static void on_live(void *ctx, const char *game, const char *params, const session_log *log,
                    session_live now)
{
    (void)ctx, (void)game, (void)log, (void)now;
    snprintf(app.params, sizeof app.params, "%s", params);
}

static const session_hooks hooks = { NULL, on_record, on_save, on_forget, on_live, NULL, false };
/* As a host game's: a fresh board after a question asked over one. */
static const session_hooks fresh_hooks = { NULL, on_record, on_save, on_forget, on_live, NULL,
                                           true };
static const session_hooks *use_hooks;

/* The keys the front ends are given; NULL: their tables'. */
static const keymap *bound;

static int setup(void **state)
{
    (void)state;
    memset(&term, 0, sizeof term);
    term.w = 80;
    term.h = 24;
    term.now = 100000;
    session_log_free(&app.saved);
    memset(&app, 0, sizeof app);
    use_hooks = &hooks;
    bound = NULL;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    session_log_free(&app.saved);
    return 0;
}

/* Runs the script, as a run of a seed the player asked for or not; the
 * exit status. */
static int run_seeded(const play_fixture *gc, const session_save *resume, const char *notice,
                      bool seed_asked)
{
    char err[256] = "";
    play_options o = { .game = gc->front_end, .ui = { .keys = bound, .own = gc->own },
                       .params = gc->rules->params, .colour = false,
                       .held = held_keys_defaults(), .hooks = use_hooks, .resume = resume,
                       .notice = notice, .show_seed = seed_asked };
    int status = play_run(&o, err, sizeof err);
    assert_false(term.started);
    return status;
}

/* Runs the script; the exit status. */
static int run(const play_fixture *gc, const session_save *resume, const char *notice)
{
    return run_seeded(gc, resume, notice, false);
}

static bool shows(const char *text)
{
    return strstr(term.screen, text) != NULL;
}

/* Scripts the keys that end the game in progress. */
static void end_the_game(const play_fixture *gc)
{
    int end[SCRIPT_MAX];
    size_t n = gc->end_keys(end, SCRIPT_MAX - (size_t)term.n);
    for (size_t i = 0; i < n; i++)
        key(end[i]);
}

/* ------------------------------------------------------------ the tests */

/* q asks before leaving a game in progress; y leaves with it kept. */
static void quit_asks_and_yes_keeps_the_game(void **state)
{
    const play_fixture *gc = *state;
    keys(gc->play);
    keys("q");
    keys("y");
    assert_int_equal(run(gc, NULL, NULL), 0);
    assert_int_equal(app.saves, 1);
    assert_string_equal(app.saved_params, gc->rules->params);
    /* Kept paused, the pause logged last. */
    assert_true(app.saved.n > 0);
    assert_int_equal(app.records, 0);
}

static void quit_question_shows_and_no_plays_on(void **state)
{
    const play_fixture *gc = *state;
    keys(gc->play);
    keys("q");
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_true(shows("Quit this game?"));
    setup(state);
    keys(gc->play);
    keys("qn");
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_false(shows("Quit this game?"));
    assert_false(shows("PAUSED"));
    /* The hangup kept the game. */
    assert_int_equal(app.saves, 1);
}

/* A save that failed is asked about: n goes back to the game, y leaves
 * without it; nothing is lost without the player's word. */
static void a_failed_save_asks_before_the_game_is_lost(void **state)
{
    const play_fixture *gc = *state;
    app.refuse_save = true;
    keys(gc->play);
    keys("qy");
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_true(shows("Quit and lose this game? (y/n)"));
    assert_true(shows("the disk is full"));
    setup(state);
    app.refuse_save = true;
    keys(gc->play);
    keys("qyn");
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_false(shows("Quit and lose"));
    setup(state);
    app.refuse_save = true;
    keys(gc->play);
    keys("qyy");
    assert_int_equal(run(gc, NULL, NULL), 0);
    assert_int_equal(app.save_tries, 1);
    assert_int_equal(app.saves, 0);
}

/* A hangup keeps the game and says which signal; a save that fails then
 * cannot be asked about, and the loop still ends. */
static void a_hangup_keeps_the_game_and_ends_with_its_signal(void **state)
{
    const play_fixture *gc = *state;
    keys(gc->play);
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_int_equal(app.saves, 1);
    setup(state);
    app.refuse_save = true;
    keys(gc->play);
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_int_equal(app.save_tries, 1);
}

/* A save made by the first run, offered to the second. */
static session_save kept_save(const play_fixture *gc, session_log *log)
{
    keys(gc->play);
    keys("qy");
    assert_int_equal(run(gc, NULL, NULL), 0);
    *log = app.saved;
    memset(&app.saved, 0, sizeof app.saved);
    session_save sv = { .saved_at = app.saved_at, .moves = log->moves, .nmoves = log->n };
    snprintf(sv.params, sizeof sv.params, "%s", app.saved_params);
    memset(&term, 0, sizeof term);
    term.w = 80;
    term.h = 24;
    term.now = 500000;
    app.saves = app.forgets = app.records = 0;
    return sv;
}

static void resume_question_yes_goes_on_paused(void **state)
{
    const play_fixture *gc = *state;
    session_log log;
    session_save sv = kept_save(gc, &log);
    wait_a_little();
    assert_int_equal(run(gc, &sv, NULL), 128 + SIGHUP);
    assert_true(shows("Resume"));
    memset(&term, 0, sizeof term);
    term.w = 80;
    term.h = 24;
    keys("y");
    wait_a_little();
    assert_int_equal(run(gc, &sv, NULL), 128 + SIGHUP);
    assert_true(shows("PAUSED"));
    assert_int_equal(app.forgets, 0);
    /* Kept again at the hangup: the same game, its moves and more. */
    assert_string_equal(app.saved_params, sv.params);
    assert_true(app.saved.n >= sv.nmoves);
    session_log_free(&log);
}

/* A notice at the start (this save ranks only at home, say) never hides
 * the resume question: y still resumes. */
static void a_notice_never_hides_the_resume_question(void **state)
{
    const play_fixture *gc = *state;
    session_log log;
    session_save sv = kept_save(gc, &log);
    wait_a_little();
    assert_int_equal(run(gc, &sv, "this saved game ranks only at home"), 128 + SIGHUP);
    assert_true(shows("ranks only at home"));
    memset(&term, 0, sizeof term);
    term.w = 80;
    term.h = 24;
    keys(" ");   /* a box for the notice closes at any key; a question takes none */
    wait_a_little();
    assert_int_equal(run(gc, &sv, "this saved game ranks only at home"), 128 + SIGHUP);
    assert_true(shows("Resume"));
    memset(&term, 0, sizeof term);
    term.w = 80;
    term.h = 24;
    keys(" y");
    wait_a_little();
    assert_int_equal(run(gc, &sv, "this saved game ranks only at home"), 128 + SIGHUP);
    assert_true(shows("PAUSED"));
    session_log_free(&log);
}

/* n to the resume question: the save forgotten and a fresh game begun;
 * the saved game's own board again only where its seed was asked for. */
static void decline_the_saved_game(const play_fixture *gc, bool seed_asked)
{
    session_log log;
    session_save sv = kept_save(gc, &log);
    keys("n");
    keys("qy");
    assert_int_equal(run_seeded(gc, &sv, NULL, seed_asked), 0);
    assert_int_equal(app.forgets, 1);
    if (seed_asked)
        assert_string_equal(app.params, sv.params);
    else
        assert_string_not_equal(app.params, sv.params);
    session_log_free(&log);
}

/* Not the saved game again, though the options named its seed. */
static void resume_question_no_forgets_and_starts_afresh(void **state)
{
    decline_the_saved_game(*state, false);
}

/* A seed the player asked for is played from its start, though it is the
 * saved game's own. */
static void resume_question_no_keeps_the_seed_asked_for(void **state)
{
    decline_the_saved_game(*state, true);
}

static void resume_question_q_leaves_the_save_for_later(void **state)
{
    const play_fixture *gc = *state;
    session_log log;
    session_save sv = kept_save(gc, &log);
    keys("x");   /* no answer: the question stays */
    key(TK_ESC);
    keys("q");
    assert_int_equal(run(gc, &sv, NULL), 0);
    assert_int_equal(app.forgets, 0);
    assert_int_equal(app.saves, 0);
    session_log_free(&log);
}

static void a_save_that_cannot_be_resumed_is_forgotten_and_said(void **state)
{
    const play_fixture *gc = *state;
    session_move moves[] = { { 10, "NONSENSE" } };
    session_save sv = { .saved_at = 20, .moves = moves, .nmoves = 1 };
    snprintf(sv.params, sizeof sv.params, "%s", gc->rules->params);
    wait_a_little();
    assert_int_equal(run(gc, &sv, NULL), 128 + SIGHUP);
    assert_true(shows("could not be restored"));
    assert_int_equal(app.forgets, 1);
}

static void a_notice_is_shown_at_the_start(void **state)
{
    const play_fixture *gc = *state;
    wait_a_little();
    assert_int_equal(run(gc, NULL, "scores cannot be saved here"), 128 + SIGHUP);
    assert_true(shows("scores cannot be saved here"));
}

static void p_pauses_and_p_goes_on(void **state)
{
    const play_fixture *gc = *state;
    keys(gc->play);
    keys("p");
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_true(shows("PAUSED"));
    setup(state);
    keys(gc->play);
    keys("pp");
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_false(shows("PAUSED"));
}

static void help_opens_and_esc_closes_it(void **state)
{
    const play_fixture *gc = *state;
    keys(gc->play);
    keys("?");
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_true(shows(gc->help));
    setup(state);
    keys(gc->play);
    keys("?");
    key(TK_ESC);
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_false(shows(gc->help));
}

static void too_small_says_so_and_a_resize_brings_the_game_back(void **state)
{
    const play_fixture *gc = *state;
    keys(gc->play);
    resize(20, 4);
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_true(shows(gc->too_small));
    setup(state);
    keys(gc->play);
    resize(20, 4);
    resize(80, 24);
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_false(shows(gc->too_small));
    /* A game that moves on its own was paused while it could not be seen;
     * one that waits for the player was not. */
    assert_int_equal(shows("PAUSED"), gc->moves_on_its_own);
    assert_int_equal(app.saves, 1);
}

/* The end is recorded once; the next game is the same game on the next
 * seed, with no question, as nothing is left to lose. */
static void after_the_end_the_next_game_comes_on_the_next_seed(void **state)
{
    const play_fixture *gc = *state;
    keys(gc->play);
    end_the_game(gc);
    keys("N");
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_int_equal(app.records, 1);
    assert_false(shows("Abandon"));
    assert_string_not_equal(app.params, gc->rules->params);
    assert_non_null(strstr(app.params, "seed="));
}

static void n_in_a_game_asks_first_where_the_game_offers_it(void **state)
{
    const play_fixture *gc = *state;
    keys(gc->play);
    keys("N");
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    /* A game that offers a new one only once it is over takes no N. */
    assert_int_equal(shows("Abandon"), gc->new_question != NULL);
    if (gc->new_question)
        assert_true(shows(gc->new_question));
    assert_string_equal(app.params, gc->rules->params);
    if (!gc->new_question)
        return;
    setup(state);
    keys(gc->play);
    keys("Ny");
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_int_equal(app.records, 1);
    assert_string_equal(app.outcome, "quit");
    assert_string_not_equal(app.params, gc->rules->params);
}

/* A notice in a box waits for a key over the board. Where the hooks ask
 * for it (a host game), play begins on the next board, not the one the
 * notice was shown over; else on the board asked for. A notice on a
 * message line asks nothing: the board asked for. */
static void a_question_over_a_fresh_board_leaves_it_for_the_next(void **state)
{
    const play_fixture *gc = *state;
    keys(" ");
    wait_a_little();
    assert_int_equal(run(gc, NULL, "scores cannot be saved here"), 128 + SIGHUP);
    assert_string_equal(app.params, gc->rules->params);
    setup(state);
    use_hooks = &fresh_hooks;
    keys(" ");
    wait_a_little();
    assert_int_equal(run(gc, NULL, "scores cannot be saved here"), 128 + SIGHUP);
    if (gc->notice_in_a_box) {
        assert_string_not_equal(app.params, gc->rules->params);
        assert_non_null(strstr(app.params, "seed="));
    } else {
        assert_string_equal(app.params, gc->rules->params);
    }
    /* With nothing asked, the board asked for. */
    setup(state);
    use_hooks = &fresh_hooks;
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_string_equal(app.params, gc->rules->params);
}

/* Help and quit bound to K and Q: the game and the loop take them, and
 * the table's ? and q no longer do those jobs, in the help and on the
 * too-small screen too. */
static void the_loop_takes_the_keys_bound(void **state)
{
    const play_fixture *gc = *state;
    static keymap m;
    keymap_init(&m, gc->keys);
    const int help[] = { 'K' }, quit[] = { 'Q' };
    keymap_bind(&m, KEY_HELP, help, 1);
    keymap_bind(&m, KEY_QUIT, quit, 1);
    bound = &m;
    keys(gc->play);
    keys("?");
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_false(shows(gc->help));
    setup(state);
    bound = &m;
    keys(gc->play);
    keys("Kq");
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_false(shows("Quit this game"));
    setup(state);
    bound = &m;
    keys(gc->play);
    keys("KQ");
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    /* The help of a game that moves on its own passes the quit key on;
     * any other closes at it. */
    assert_int_equal(shows("Quit this game"), gc->moves_on_its_own);
    setup(state);
    bound = &m;
    keys(gc->play);
    resize(20, 4);
    keys("q");
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    /* The loop's too-small screen leaves at the quit key bound; a view
     * that draws its own takes it as in play: it asks, seen once the
     * terminal is large again. */
    setup(state);
    bound = &m;
    keys(gc->play);
    resize(20, 4);
    keys("Q");
    if (gc->loop_too_small) {
        assert_int_equal(run(gc, NULL, NULL), 0);
        return;
    }
    resize(80, 24);
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_true(shows("Quit this game"));
}

/* A partner (a match's other side) as the loop sees it: polled at every
 * wake, its line over the game, its word on what the player may do. */
static struct {
    int polls, next_games;
    bool saw_end, saw_next;
} partner_seen;

static int partner_poll(void *ctx, play *p)
{
    (void)ctx;
    partner_seen.polls++;
    session_phase ph = session_phase_of(play_session(p));
    if (partner_seen.saw_end && ph != SESSION_ENDED)
        partner_seen.saw_next = true;
    if (ph == SESSION_ENDED && !partner_seen.saw_end) {
        partner_seen.saw_end = true;
        partner_seen.next_games++;
        play_next_game(p);
    }
    return 50;
}

static void partner_line(void *ctx, char *buf, size_t len)
{
    (void)ctx;
    snprintf(buf, len, "PARTNER polled");
}

static bool partner_allows(void *ctx, play_action a, const char *move, char *why, size_t len)
{
    (void)ctx;
    (void)move;
    if (a != PLAY_PAUSE)
        return true;
    snprintf(why, len, "No pause here");
    return false;
}

/* Whether the partner says leaving loses nothing (its match decided). */
static bool partner_decided;

static bool partner_settled(void *ctx)
{
    (void)ctx;
    return partner_decided;
}

static int run_beside_partner(const play_fixture *gc)
{
    static const play_partner partner = { NULL, partner_poll, partner_line, partner_allows,
                                          partner_settled };
    char err[256] = "";
    play_options o = { .game = gc->front_end, .ui = { .own = gc->own },
                       .params = gc->rules->params, .held = held_keys_defaults(),
                       .hooks = use_hooks, .partner = &partner };
    memset(&partner_seen, 0, sizeof partner_seen);
    return play_run(&o, err, sizeof err);
}

static void a_partner_is_polled_while_the_loop_waits(void **state)
{
    const play_fixture *gc = *state;
    keys(gc->play);
    keys("p");
    /* Back from a stop (Ctrl-Z, fg): no pause either. */
    term.script[term.n++] = (term_event){ .kind = TE_RESUMED };
    wait_a_little();
    wait_a_little();
    assert_int_equal(run_beside_partner(gc), 128 + SIGHUP);
    assert_true(partner_seen.polls >= 3);
    /* It wakes the loop when it asks, never later. */
    assert_true(term.last_timeout >= 0 && term.last_timeout <= 50);
    assert_true(strncmp(strchr(term.screen, '\n') + 1, "PARTNER polled", 14) == 0);
    /* Refused, and said where the game says things. */
    assert_false(shows("PAUSED"));
    if (gc->front_end->message_line)
        assert_true(shows("No pause here"));
}

static void a_partner_starts_the_next_game(void **state)
{
    const play_fixture *gc = *state;
    keys(gc->play);
    end_the_game(gc);
    wait_a_little();
    wait_a_little();
    assert_int_equal(run_beside_partner(gc), 128 + SIGHUP);
    assert_int_equal(partner_seen.next_games, 1);
    assert_true(partner_seen.saw_next);
}

/* A game in play beside a match already decided has nothing to lose: q
 * leaves at once; while the match is on, q asks first. */
static void q_leaves_at_once_once_the_partner_is_settled(void **state)
{
    const play_fixture *gc = *state;
    partner_decided = false;
    keys(gc->play);
    keys("q");
    assert_int_equal(run_beside_partner(gc), 128 + SIGHUP);
    assert_true(shows("Quit this game?"));
    setup(state);
    partner_decided = true;
    keys(gc->play);
    keys("q");
    assert_int_equal(run_beside_partner(gc), 0);
    assert_false(shows("Quit this game?"));
    partner_decided = false;
}

/* A round of a match ends offering only what a match allows: no new game,
 * no replay (the partner's line says what comes next); alone, the same
 * end offers them. */
static int quiet_poll(void *ctx, play *p)
{
    (void)ctx;
    (void)p;
    return 50;
}

static void a_match_round_ends_offering_no_new_game_or_replay(void **state)
{
    const play_fixture *gc = *state;
    keys(gc->play);
    end_the_game(gc);
    wait_a_little();
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_true(shows(" new"));
    setup(state);
    static const play_partner partner = { NULL, quiet_poll, partner_line, partner_allows,
                                          partner_settled };
    char err[256] = "";
    play_options o = { .game = gc->front_end, .ui = { .own = gc->own, .in_match = true },
                       .params = gc->rules->params, .held = held_keys_defaults(),
                       .hooks = use_hooks, .partner = &partner };
    keys(gc->play);
    end_the_game(gc);
    wait_a_little();
    wait_a_little();
    assert_int_equal(play_run(&o, err, sizeof err), 128 + SIGHUP);
    assert_false(shows(" new"));
    assert_false(shows("replay"));
    assert_true(shows("leave") || shows("quit"));
}

/* A match's board is both sides': where it does not fit, the terminal is
 * too small, and no smaller board is offered (it would be another game
 * than the other side's). Alone, at the same size, the game offers it.
 * 52x24: hextris' 10x20 well fits in no drawing there, its short well in
 * both. */
static void a_match_offers_no_smaller_board(void **state)
{
    const play_fixture *gc = *state;
    if (!gc->front_end->smaller)
        return;   /* it has no smaller board to offer, alone or not */
    term.w = 52;
    wait_a_little();
    assert_int_equal(run(gc, NULL, NULL), 128 + SIGHUP);
    assert_false(shows(gc->too_small));   /* alone: the offer instead */
    setup(state);
    term.w = 52;
    wait_a_little();
    assert_int_equal(run_beside_partner(gc), 128 + SIGHUP);
    assert_true(shows(gc->too_small));
}

#define EACH(t) cmocka_unit_test_setup_teardown(t, setup, teardown)

int main(void)
{
    const struct CMUnitTest each_game[] = {
        EACH(quit_asks_and_yes_keeps_the_game),
        EACH(quit_question_shows_and_no_plays_on),
        EACH(a_failed_save_asks_before_the_game_is_lost),
        EACH(a_hangup_keeps_the_game_and_ends_with_its_signal),
        EACH(resume_question_yes_goes_on_paused),
        EACH(resume_question_no_forgets_and_starts_afresh),
        EACH(resume_question_no_keeps_the_seed_asked_for),
        EACH(resume_question_q_leaves_the_save_for_later),
        EACH(a_save_that_cannot_be_resumed_is_forgotten_and_said),
        EACH(a_notice_is_shown_at_the_start),
        EACH(a_question_over_a_fresh_board_leaves_it_for_the_next),
        EACH(a_notice_never_hides_the_resume_question),
        EACH(p_pauses_and_p_goes_on),
        EACH(the_loop_takes_the_keys_bound),
        EACH(help_opens_and_esc_closes_it),
        EACH(too_small_says_so_and_a_resize_brings_the_game_back),
        EACH(after_the_end_the_next_game_comes_on_the_next_seed),
        EACH(n_in_a_game_asks_first_where_the_game_offers_it),
        EACH(a_partner_is_polled_while_the_loop_waits),
        EACH(a_partner_starts_the_next_game),
        EACH(q_leaves_at_once_once_the_partner_is_settled),
        EACH(a_match_round_ends_offering_no_new_game_or_replay),
        EACH(a_match_offers_no_smaller_board),
    };
    return game_fixture_run_suite("test_play", each_game, sizeof each_game / sizeof *each_game,
                                  NULL, 0, play_fixture_named);
}
