/* hexcells: how long a key waits for the solver. The hardest level of the
 * solver bench's random set (200-500 cells, the slowest to solve) is
 * loaded and takes hints one after the other, each hint's cell then
 * played, as the front end does it (tui/hexcells_think.h): the question
 * asked and waited for a frame, then looked for at each wake. A key that
 * comes waits at most for the piece of work the loop is in, so the figure
 * is the longest such piece (wall clock). Beside it the same questions
 * answered on the input path, as before: the longest a key waited then;
 * and what a resume of the game spends replaying its log before the game
 * is on screen, and the longest a key waits in the replay viewer stepping
 * through it (a step on: one move played; a step back: the game rebuilt
 * from its start), now (a logged hint noted, hc_game_note_hint) and as
 * before (each logged hint solved for again, hc_game_hint). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_edit.h"
#include "games/hexcells/hexcells_solve.h"
#include "session/hexcells_level.h"
#include "session/hexcells_session.h"
#include "tui/hexcells_think.h"

#include "../tests/unit/hexcells_large.h"
#include "bench_clock.h"

/* As the solver bench's random set (hexcells_solver_figures.c). */
enum { LARGE_LEVELS = 60, HINTS = 400 };

static void large_level(hc_puzzle *p, int i)
{
    hexcells_large_level(p, 7000u + (uint64_t)i, 200 + 300 * i / (LARGE_LEVELS - 1));
}

static void nap_ms(int ms)
{
    struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };
    nanosleep(&ts, NULL);
}

/* The game's log as the session keeps it: each hint, then its cell. */
typedef struct {
    char moves[2 * HINTS][HC_MOVE_TEXT_MAX];
    int n;
} hint_log;

static void log_move(hint_log *l, const char *text)
{
    if (l->n < 2 * HINTS)
        snprintf(l->moves[l->n++], sizeof l->moves[0], "%s", text);
}

typedef struct {
    double worst, before;   /* the longest piece of work now, and then */
    double hints_ms;        /* every hint's solve, one after the other */
    int pieces, hints, thinking;
} waits;

static void piece(waits *w, double t0)
{
    double ms = now_ms() - t0;
    if (ms > w->worst)
        w->worst = ms;
    w->pieces++;
}

static void before(waits *w, double t0)
{
    double ms = now_ms() - t0;
    if (ms > w->before)
        w->before = ms;
}

/* The level's verdict on load: asked, a frame's wait, then a look at
 * each wake. */
static void load(waits *w, hexcells_think *t, const hc_puzzle *p)
{
    double t0 = now_ms();
    hexcells_think_verdict(t, p);
    hexcells_think_wait(t, HEXCELLS_THINK_FRAME_MS);
    hc_verdict v;
    bool got = hexcells_think_verdict_answer(t, &v);
    piece(w, t0);
    while (!got) {
        nap_ms(HEXCELLS_THINK_POLL_MS);
        t0 = now_ms();
        got = hexcells_think_verdict_answer(t, &v);
        piece(w, t0);
    }
    t0 = now_ms();
    hc_puzzle_verdict(p, HC_SPLIT_BUDGET, HC_SPLIT_BUDGET_TOTAL, NULL);
    before(w, t0);
}

/* One hint, then its cell played; false when there was none. */
static bool take_hint(waits *w, hexcells_think *t, hc_game *g, hint_log *l)
{
    signed char know[HC_SLOTS];
    hc_game_know(g, know);
    double t0 = now_ms();
    hexcells_think_hint(t, hc_game_puzzle(g), know);
    hexcells_think_wait(t, HEXCELLS_THINK_FRAME_MS);
    hc_hint h;
    bool got = hexcells_think_hint_answer(t, &h, NULL);
    piece(w, t0);
    w->thinking += !got;
    while (!got) {
        nap_ms(HEXCELLS_THINK_POLL_MS);
        t0 = now_ms();
        got = hexcells_think_hint_answer(t, &h, NULL);
        piece(w, t0);
    }
    /* The session's hint move takes the answer offered. */
    t0 = now_ms();
    hc_game_offer_hint(g, know, &h);
    h = hc_game_hint(g);
    if (h.found) {
        hc_move m = { h.colour == HC_BLUE ? HC_MOVE_BLUE : HC_MOVE_BLACK, hc_col_of(h.slot),
                      hc_row_of(h.slot) };
        hc_game_apply(g, m, 0);
        char text[HC_MOVE_TEXT_MAX];
        hc_move_format(m, text, sizeof text);
        log_move(l, HEXCELLS_HINT);
        log_move(l, text);
    }
    piece(w, t0);
    t0 = now_ms();
    hc_hint_for(hc_game_puzzle(g), know, NULL);
    before(w, t0);
    w->hints_ms += now_ms() - t0;
    w->hints += h.found;
    return h.found;
}

/* One logged move played on the replayed game: as the session plays it
 * now, or with its hints solved for again, as it did before. */
static bool replay_move(void *st, const char *move, bool as_before)
{
    char why[HC_MSG_MAX];
    if (as_before && strcmp(move, HEXCELLS_HINT) == 0)
        return hc_game_hint(((hexcells_play *)st)->game).found;
    return session_hexcells.apply(st, move, 0, why, sizeof why);
}

/* The game after the log's first upto moves (NULL: a move refused). */
static void *replay_to(const char *params, const hint_log *l, int upto, bool as_before)
{
    char why[HC_MSG_MAX];
    void *st = session_hexcells.create(params, why, sizeof why);
    for (int i = 0; st && i < upto; i++)
        if (!replay_move(st, l->moves[i], as_before)) {
            session_hexcells.destroy(st);
            return NULL;
        }
    return st;
}

typedef struct {
    double load_ms;   /* the whole log replayed, as a resume does */
    double key_ms;    /* the longest step in the viewer, on or back */
    bool ok;
} replay_times;

static replay_times replay_figures(const char *params, const hint_log *l, bool as_before)
{
    replay_times r = { 0, 0, true };
    double t0 = cpu_ms();
    void *st = replay_to(params, l, l->n, as_before);
    r.load_ms = cpu_ms() - t0;
    r.ok = st != NULL;
    if (st)
        session_hexcells.destroy(st);
    st = replay_to(params, l, 0, as_before);
    for (int i = 0; r.ok && i < l->n; i++) {
        t0 = cpu_ms();
        r.ok = replay_move(st, l->moves[i], as_before);
        double ms = cpu_ms() - t0;
        r.key_ms = ms > r.key_ms ? ms : r.key_ms;
    }
    if (st)
        session_hexcells.destroy(st);
    for (int upto = l->n - 1; r.ok && upto >= 0; upto--) {
        t0 = cpu_ms();
        st = replay_to(params, l, upto, as_before);
        double ms = cpu_ms() - t0;
        r.key_ms = ms > r.key_ms ? ms : r.key_ms;
        r.ok = st != NULL;
        if (st)
            session_hexcells.destroy(st);
    }
    return r;
}

static void print_replays(const hc_puzzle *p, const hint_log *l, int hints)
{
    static char params[SESSION_PARAMS];
    if (!hexcells_level_pack(p, params, sizeof params)) {
        printf("a resume of this game: its level does not fit a save's params, not measured\n");
        return;
    }
    replay_times now = replay_figures(params, l, false);
    replay_times then = replay_figures(params, l, true);
    if (!now.ok || !then.ok) {
        printf("a resume of this game: its log did not replay (%s)\n", now.ok ? "before" : "now");
        return;
    }
    printf("a resume of this game (%d moves, %d hints) replays its log before the game is on "
           "screen, CPU: %.1f ms now, %.0f ms with each hint solved again\n",
           l->n, hints, now.load_ms, then.load_ms);
    printf("the replay viewer stepping through it, on and back, the longest key wait, CPU: %.1f ms "
           "now, %.0f ms with each hint solved again\n",
           now.key_ms, then.key_ms);
}

int main(void)
{
    static hc_puzzle p, hardest;
    double slowest = -1;
    int which = 0;
    for (int i = 0; i < LARGE_LEVELS; i++) {
        large_level(&p, i);
        double t0 = cpu_ms();
        hc_solve(&p, HC_STEP_SPLIT, NULL, 0);
        double ms = cpu_ms() - t0;
        if (ms > slowest) {
            slowest = ms;
            hardest = p;
            which = i;
        }
    }
    hexcells_think *t = hexcells_think_new();
    hc_game *g = hc_game_new(&hardest, NULL);
    if (!t || !g) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    waits w = { 0 };
    static hint_log l;
    load(&w, t, &hardest);
    for (int i = 0; i < HINTS && take_hint(&w, t, g, &l); i++)
        ;
    printf("the longest a key waits for the solver, wall ms (target: a frame, about 20 ms)\n");
    printf("level: the random set's hardest, seed %d, %d cells (%.0f ms CPU to solve)\n",
           7000 + which, hc_puzzle_cells(&hardest), slowest);
    printf("load and %d hints (%d thought past a frame): %.2f ms now, %.2f ms with the solver "
           "on the input path\n",
           w.hints, w.thinking, w.worst, w.before);
    printf("its hints solved one after the other: %.0f ms in all\n", w.hints_ms);
    print_replays(&hardest, &l, w.hints);
    hc_game_free(g);
    hexcells_think_free(t);
    return 0;
}
