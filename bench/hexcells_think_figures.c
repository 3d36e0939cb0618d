/* hexcells: how long a key waits for the solver. The hardest level of the
 * solver bench's random set (200-500 cells, the slowest to solve) is
 * loaded and takes hints one after the other, each hint's cell then
 * played, as the front end does it (tui/hexcells_think.h): the question
 * asked and waited for a frame, then looked for at each wake. A key that
 * comes waits at most for the piece of work the loop is in, so the figure
 * is the longest such piece (wall clock). Beside it the same questions
 * answered on the input path, as before: the longest a key waited then;
 * and what a resume of the game still spends replaying its hints (the
 * session's log, before the game is on screen). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_edit.h"
#include "games/hexcells/hexcells_solve.h"
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
static bool take_hint(waits *w, hexcells_think *t, hc_game *g)
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
    if (h.found)
        hc_game_apply(g, (hc_move){ h.colour == HC_BLUE ? HC_MOVE_BLUE : HC_MOVE_BLACK,
                                    hc_col_of(h.slot), hc_row_of(h.slot) }, 0);
    piece(w, t0);
    t0 = now_ms();
    hc_hint_for(hc_game_puzzle(g), know, NULL);
    before(w, t0);
    w->hints_ms += now_ms() - t0;
    w->hints += h.found;
    return h.found;
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
    load(&w, t, &hardest);
    for (int i = 0; i < HINTS && take_hint(&w, t, g); i++)
        ;
    printf("the longest a key waits for the solver, wall ms (target: a frame, about 20 ms)\n");
    printf("level: the random set's hardest, seed %d, %d cells (%.0f ms CPU to solve)\n",
           7000 + which, hc_puzzle_cells(&hardest), slowest);
    printf("load and %d hints (%d thought past a frame): %.2f ms now, %.2f ms with the solver "
           "on the input path\n",
           w.hints, w.thinking, w.worst, w.before);
    printf("a resume of this game replays its hints on the load path, as before: %.0f ms in "
           "all\n", w.hints_ms);
    hc_game_free(g);
    hexcells_think_free(t);
    return 0;
}
