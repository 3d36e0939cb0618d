/* hexmines ZiNi benchmark (#22): greedy ZiNi's time on expert boards and
 * on a 1000x1000 one, and how far the exact search gets on the small
 * presets (how many it finishes within its step budget, its time, and how
 * often and by how much greedy is above the fewest). Figures, not
 * pass/fail. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_gen.h"
#include "games/hexmines/hexmines_stats.h"
#include "bench_clock.h"

typedef struct {
    hm_board b;
    unsigned char *mines, *counts;
} layout;

static bool make(layout *l, const hm_params *p)
{
    if (!hm_board_init(&l->b, p->shape, p->width, p->height))
        return false;
    l->mines = calloc((size_t)l->b.ncells, 1);
    l->counts = calloc((size_t)l->b.ncells, 1);
    return l->mines && l->counts
           && hm_generate(p, &l->b, hm_board_default_first(&l->b), l->mines, NULL) == HM_GEN_OK
           && (hm_layout_counts(&l->b, l->mines, l->counts), true);
}

static void drop(layout *l)
{
    hm_board_free(&l->b);
    free(l->mines);
    free(l->counts);
}

enum { SEEDS = 50 };

static void greedy_on(const char *preset)
{
    double t[SEEDS];
    long bv = 0, z = 0;
    for (int s = 0; s < SEEDS; s++) {
        hm_params p;
        hm_preset(&p, preset);
        p.seed = (uint64_t)s + 1;
        layout l;
        if (!make(&l, &p)) {
            printf("%s: no board\n", preset);
            return;
        }
        double t0 = now_ms();
        long g = hm_zini_greedy(&l.b, l.mines, l.counts);
        t[s] = now_ms() - t0;
        z += g;
        bv += hm_layout_3bv(&l.b, l.mines, l.counts);
        drop(&l);
    }
    qsort(t, SEEDS, sizeof *t, cmp_double);
    printf("greedy ZiNi %-12s %2d boards: median %.3f ms, worst %.3f ms; mean 3BV %.1f, mean "
           "ZiNi %.1f\n",
           preset, SEEDS, t[SEEDS / 2], t[SEEDS - 1], (double)bv / SEEDS, (double)z / SEEDS);
}

static void exact_on(const char *preset, hm_mode mode)
{
    double t[SEEDS];
    int done = 0, above = 0;
    long gap = 0;
    for (int s = 0; s < SEEDS; s++) {
        hm_params p;
        hm_preset(&p, preset);
        p.seed = (uint64_t)s + 1;
        p.mode = mode;
        layout l;
        if (!make(&l, &p)) {
            printf("%s: no board\n", preset);
            return;
        }
        long g = hm_zini_greedy(&l.b, l.mines, l.counts), e = -1;
        double t0 = now_ms();
        bool ok = hm_zini_exact(&l.b, l.mines, l.counts, 0, &e);
        t[s] = now_ms() - t0;
        if (ok) {
            done++;
            above += g > e;
            gap += g - e;
        }
        drop(&l);
    }
    qsort(t, SEEDS, sizeof *t, cmp_double);
    printf("exact ZiNi  %-12s %-8s %2d/%d finished (budget %d steps): median %.1f ms, worst "
           "%.1f ms; greedy above it on %d, by %ld clicks in all\n",
           preset, mode == HM_MODE_CLASSIC ? "classic" : "noguess", done, SEEDS,
           HM_ZINI_EXACT_STEPS, t[SEEDS / 2], t[SEEDS - 1], above, gap);
}

int main(void)
{
    greedy_on("beginner");
    greedy_on("intermediate");
    greedy_on("expert");
    hm_params big = { HM_SHAPE_RECT, 1000, 1000, 150000, 1, HM_MODE_CLASSIC, HM_GEN_NEW };
    layout l;
    if (make(&l, &big)) {
        double t0 = now_ms();
        long g = hm_zini_greedy(&l.b, l.mines, l.counts);
        printf("greedy ZiNi 1000x1000 15%% classic: %.0f ms (ZiNi %ld, 3BV %ld)\n",
               now_ms() - t0, g, hm_layout_3bv(&l.b, l.mines, l.counts));
        drop(&l);
    }
    exact_on("beginner", HM_MODE_NOGUESS);
    exact_on("beginner", HM_MODE_CLASSIC);
    exact_on("hexagon", HM_MODE_NOGUESS);
    hm_params ex;
    hm_preset(&ex, "expert");
    layout e;
    if (make(&e, &ex)) {
        long z = -1;
        printf("exact ZiNi  expert: %s (%d safe cells; searched up to %d)\n",
               hm_zini_exact(&e.b, e.mines, e.counts, 0, &z) ? "finished" : "not searched",
               e.b.nplay - ex.mines, HM_ZINI_EXACT_CELLS);
        drop(&e);
    }
    return 0;
}
