/* hexmines benchmark: board generation time (median and 95th percentile per
 * board over many seeds) for each preset and the large sizes, no-guess
 * and classic, flood-reveal time on a 1000x1000 board, and no-guess
 * generation as the board grows (100^2 to 1000^2 cells, median and worst of
 * ten seeds, in CPU time and on the wall clock) by each generator. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_gen.h"

#include "bench_clock.h"

typedef struct {
    const char *label;
    hm_shape shape;
    int w, h, mines, seeds;
} job;

static void run(const job *j, hm_mode mode)
{
    hm_params p = { j->shape, j->w, j->h, j->mines, 0, mode, HM_GEN_NEW };
    char msg[HM_MSG_MAX];
    if (!hm_params_validate(&p, msg)) {
        printf("%-22s %-8s refused: %s\n", j->label,
               mode == HM_MODE_CLASSIC ? "classic" : "noguess", msg);
        return;
    }
    hm_board b;
    if (!hm_board_init(&b, j->shape, j->w, j->h))
        return;
    unsigned char *mines = malloc((size_t)b.ncells);
    double *t = malloc((size_t)j->seeds * sizeof *t);
    int first = hm_board_default_first(&b), failed = 0;
    long attempts = 0, perturbs = 0, passes = 0;
    for (int s = 0; s < j->seeds; s++) {
        p.seed = (uint64_t)s + 1;
        hm_gen_stats st;
        double t0 = now_ms();
        hm_gen_result r = hm_generate(&p, &b, first, mines, &st);
        t[s] = now_ms() - t0;
        failed += r != HM_GEN_OK;
        attempts += st.attempts;
        perturbs += st.perturbs;
        passes += st.passes;
    }
    qsort(t, (size_t)j->seeds, sizeof *t, cmp_double);
    double med = t[j->seeds / 2], p95 = t[(j->seeds * 95) / 100];
    printf("%-22s %-8s seeds %4d  median %9.3f ms  p95 %9.3f ms  failed %d"
           "  attempts/board %.2f passes/board %.2f perturbs/board %.1f\n",
           j->label, mode == HM_MODE_CLASSIC ? "classic" : "noguess",
           j->seeds, med, p95, failed, (double)attempts / j->seeds,
           (double)passes / j->seeds, (double)perturbs / j->seeds);
    fflush(stdout);
    free(t);
    free(mines);
    hm_board_free(&b);
}

/* No-guess generation as the board grows: the median and the worst of ten
 * seeds at 100^2, 300^2 and 1000^2 cells, 15 % and 25 % mines, made by
 * generator gen; the time per million cells shows whether the cost grows in
 * proportion to the board (issue #22: the worst at 1000^2, 25 %, under 2 s). */
static void growth_row(int side, int percent, int gen, int seeds)
{
    hm_params p = { HM_SHAPE_RECT, side, side, side * side / 100 * percent, 0,
                    HM_MODE_NOGUESS, gen };
    hm_board b;
    if (!hm_board_init(&b, p.shape, side, side))
        return;
    unsigned char *mines = malloc((size_t)b.ncells);
    double wall[10], cpu[10];
    int first = hm_board_default_first(&b), failed = 0;
    long attempts = 0;
    for (int s = 0; s < seeds; s++) {
        p.seed = (uint64_t)s + 1;
        hm_gen_stats st;
        double w0 = now_ms(), c0 = cpu_ms();
        failed += hm_generate(&p, &b, first, mines, &st) != HM_GEN_OK;
        cpu[s] = cpu_ms() - c0;
        wall[s] = now_ms() - w0;
        attempts += st.attempts;
    }
    qsort(wall, (size_t)seeds, sizeof *wall, cmp_double);
    qsort(cpu, (size_t)seeds, sizeof *cpu, cmp_double);
    double med = (cpu[(seeds - 1) / 2] + cpu[seeds / 2]) / 2;
    printf("%-5s %4dx%-4d %2d%%  cpu median %8.1f worst %8.1f ms"
           "  (wall %8.1f / %8.1f)  %6.0f ms per 10^6 cells"
           "  attempts %.1f failed %d\n",
           gen == HM_GEN_FIRST ? "first" : "local", side, side, percent, med,
           cpu[seeds - 1], (wall[(seeds - 1) / 2] + wall[seeds / 2]) / 2,
           wall[seeds - 1], med * 1e6 / b.nplay, (double)attempts / seeds,
           failed);
    fflush(stdout);
    free(mines);
    hm_board_free(&b);
}

static void growth(void)
{
    static const int sides[] = { 100, 300, 1000 }, percents[] = { 15, 25 };
    int seeds = 10;
    printf("\nno-guess generation by board size, %d seeds each (first reveal at"
           " the centre;\ntarget: worst at 1000x1000 25%% under 2000 ms)\n",
           seeds);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 2; j++)
            growth_row(sides[i], percents[j], HM_GEN_NEW, seeds);
    /* The first generator, beside it where it is quick enough to wait for
     * (at 1000x1000 it takes 2.5 to 17 s a board). */
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            growth_row(sides[i], percents[j], HM_GEN_FIRST, seeds);
}

static void flood(void)
{
    hm_params p = { HM_SHAPE_RECT, 1000, 1000, 10, 7, HM_MODE_CLASSIC, HM_GEN_NEW };
    hm_game *g = hm_game_new(&p);
    if (!g)
        return;
    double t0 = now_ms();
    hm_apply_result r = hm_game_apply(g, (hm_move){ HM_MOVE_OPEN, 500, 500 }, 0);
    double t1 = now_ms();
    int hidden = 0;
    const hm_board *b = hm_game_board(g);
    for (int row = 0; row < b->height; row++)
        for (int col = 0; col < b->width; col++)
            hidden += hm_game_cell(g, row, col).kind == HM_SHOW_HIDDEN;
    printf("flood reveal 1000x1000 with 10 mines (classic, incl. generation):"
           " %.1f ms, result %d, cells left hidden %d\n", t1 - t0, (int)r,
           hidden);
    hm_game_free(g);
}

int main(int argc, char **argv)
{
    int scale = argc > 1 ? atoi(argv[1]) : 1;   /* 0: quick run */
    int many = scale ? 200 : 20, some = scale ? 100 : 10, few = scale ? 100 : 5;
    const job jobs[] = {
        { "beginner 9x9/10", HM_SHAPE_RECT, 9, 9, 10, many },
        { "intermediate 16x16/40", HM_SHAPE_RECT, 16, 16, 40, many },
        { "expert 30x16/99", HM_SHAPE_RECT, 30, 16, 99, many },
        { "hexagon r6/20", HM_SHAPE_HEXAGON, 13, 13, 20, many },
        { "100x100/1500", HM_SHAPE_RECT, 100, 100, 1500, some },
        { "200x200/6000", HM_SHAPE_RECT, 200, 200, 6000, few },
        /* at the no-guess density limit (HM_NOGUESS_MAX_PERCENT) */
        { "100x100/2500 (25%)", HM_SHAPE_RECT, 100, 100, 2500, some },
    };
    printf("hexmines generation, per board, default first cell (centre);"
           " argument 0 for a quick run with fewer seeds\n");
    for (size_t i = 0; i < sizeof jobs / sizeof jobs[0]; i++) {
        run(&jobs[i], HM_MODE_NOGUESS);
        run(&jobs[i], HM_MODE_CLASSIC);
    }
    flood();
    growth();
    return 0;
}
