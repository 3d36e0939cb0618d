/* hexmines benchmark: board generation time (median and 95th percentile per
 * board over many seeds) for each preset and the large sizes, no-guess
 * and classic, and flood-reveal time on a 1000x1000 board. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/hexmines.h"
#include "games/hexmines_gen.h"

#include "bench_clock.h"

typedef struct {
    const char *label;
    hm_shape shape;
    int w, h, mines, seeds;
} job;

static void run(const job *j, hm_mode mode)
{
    hm_params p = { j->shape, j->w, j->h, j->mines, 0, mode };
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

static void flood(void)
{
    hm_params p = { HM_SHAPE_RECT, 1000, 1000, 10, 7, HM_MODE_CLASSIC };
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
    return 0;
}
