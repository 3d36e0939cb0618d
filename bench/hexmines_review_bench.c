/* hexmines loss review benchmark: the exact odds of the revealed cell
 * (hexmines_odds.h) on an expert board in the worst position found, and the
 * whole review (hexmines_review.h) after losses in expert games played as
 * a player might.
 *
 * The worst position: a search over classic expert boards (seeds 1..300)
 * with 20..64 % of the safe cells shown at random, scattered and without
 * the flood a 0 makes (more numbers over more covered cells than play
 * leaves, so larger groups with more numbers open at a time), timed on the
 * raw view (no rule applied first, as the review does). Seed 70 at 46 %
 * was the slowest. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/rng.h"
#include "games/hexmines.h"
#include "games/hexmines_odds.h"
#include "games/hexmines_review.h"
#include "games/hexmines_solve.h"

enum { RUNS = 21, GAMES = 40 };

/* The slowest of the search (see above), by the process's time. */
enum { WORST_SEED = 70, WORST_PCT = 46, WORST_CELL = 1 };

static double clock_ms(clockid_t which)
{
    struct timespec ts;
    clock_gettime(which, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double now_ms(void) { return clock_ms(CLOCK_MONOTONIC); }
/* The machine may be shared: the process's own time says what the work
 * costs, the wall clock what a player waits. */
static double cpu_ms(void) { return clock_ms(CLOCK_PROCESS_CPUTIME_ID); }

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static hm_game *expert(uint64_t seed, hm_mode mode)
{
    hm_params p;
    hm_preset(&p, "expert");
    p.seed = seed;
    p.mode = mode;
    hm_game *g = hm_game_new(&p);
    if (g)
        hm_game_apply_text(g, "O8,15", 0);
    return g;
}

/* The searched family: the game's first reveal, then pct % of the other
 * safe cells shown, at random. */
static signed char *scattered(const hm_game *g, uint64_t seed, int pct)
{
    const hm_board *b = hm_game_board(g);
    const unsigned char *mines = hm_game_mines(g), *counts = hm_game_counts(g);
    signed char *k = malloc((size_t)b->ncells);
    rng r;
    rng_seed(&r, seed, (uint64_t)pct);
    for (int i = 0; k && i < b->ncells; i++) {
        hm_show s = hm_game_cell(g, i / b->width, i % b->width);
        k[i] = s.kind == HM_SHOW_NUMBER ? (signed char)s.number : HM_K_UNKNOWN;
        if (k[i] == HM_K_UNKNOWN && !mines[i] && (int)rng_below(&r, 100) < pct)
            k[i] = (signed char)counts[i];
    }
    return k;
}

static void worst_position(void)
{
    hm_game *g = expert(WORST_SEED, HM_MODE_CLASSIC);
    signed char *k = g ? scattered(g, WORST_SEED, WORST_PCT) : NULL;
    if (!k) {
        printf("out of memory\n");
        hm_game_free(g);
        return;
    }
    const hm_board *b = hm_game_board(g);
    int unknown = 0, numbers = 0;
    for (int i = 0; i < b->ncells; i++) {
        unknown += k[i] == HM_K_UNKNOWN;
        numbers += k[i] >= 0;
    }
    double t[RUNS], c[RUNS], p = 0;
    hm_odds_status st = HM_ODDS_OK;
    for (int run = 0; run < RUNS; run++) {
        double t0 = now_ms(), c0 = cpu_ms();
        st = hm_odds_mine(b, k, hm_game_params(g)->mines, WORST_CELL, &p);
        t[run] = now_ms() - t0;
        c[run] = cpu_ms() - c0;
    }
    qsort(t, RUNS, sizeof *t, cmp_double);
    qsort(c, RUNS, sizeof *c, cmp_double);
    printf("odds, expert classic seed %d, %d%% shown at random (%d numbers, %d covered):\n"
           "  cpu median %.2f ms  max %.2f ms;  wall median %.2f ms  max %.2f ms"
           "  (target < 100 ms; status %d, p %.4f)\n",
           WORST_SEED, WORST_PCT, numbers, unknown, c[RUNS / 2], c[RUNS - 1], t[RUNS / 2],
           t[RUNS - 1], (int)st, p);
    free(k);
    hm_game_free(g);
}

/* Games played as a player might: the hint's moves (a safe cell opened,
 * a mine flagged), now and then a reveal at random, and a guess at random
 * where the hint has none, until a loss: the whole review of it. */
static void played_losses(hm_mode mode)
{
    double t[GAMES];
    int n = 0, forced = 0;
    for (uint64_t seed = 1; n < GAMES && seed <= 20 * GAMES; seed++) {
        hm_game *g = expert(seed, mode);
        if (!g)
            continue;
        const hm_board *b = hm_game_board(g);
        rng r;
        rng_seed(&r, seed, 5);
        while (hm_game_status(g) == HM_PLAYING) {
            hm_hint h = rng_below(&r, 30) ? hm_hint_find(g) : (hm_hint){ .found = false };
            hm_move m = { h.mine ? HM_MOVE_FLAG : HM_MOVE_OPEN, h.row, h.col };
            if (!h.found || (h.mine && hm_game_cell(g, h.row, h.col).kind == HM_SHOW_FLAG)) {
                int c;
                do
                    c = (int)rng_below(&r, (uint32_t)b->ncells);
                while (hm_game_cell(g, c / b->width, c % b->width).kind != HM_SHOW_HIDDEN);
                m = (hm_move){ HM_MOVE_OPEN, c / b->width, c % b->width };
            }
            hm_game_apply(g, m, 0);
        }
        hm_review rv;
        double c0 = cpu_ms();
        if (hm_game_status(g) == HM_LOST && hm_review_make(g, &rv)) {
            t[n++] = cpu_ms() - c0;
            forced += rv.safety == HM_REVIEW_FORCED;
            hm_review_free(&rv);
        }
        hm_game_free(g);
    }
    if (n == 0)
        return;
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    printf("whole review, expert %-8s %d losses (%d forced guesses): cpu median %.2f ms  max %.2f ms\n",
           mode == HM_MODE_CLASSIC ? "classic" : "no-guess", n, forced, t[n / 2], t[n - 1]);
}

int main(void)
{
    worst_position();
    played_losses(HM_MODE_NOGUESS);
    played_losses(HM_MODE_CLASSIC);
    return 0;
}
