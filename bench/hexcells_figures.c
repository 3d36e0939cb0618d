/* hexcells benchmark: puzzle generation per preset (median and slowest
 * over many seeds; the target: large-hard under a second), and
 * the solver from the start to the end of every shipped level
 * (every .hexcells file in levels/hexcells/, read from the current
 * directory). */
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_file.h"
#include "games/hexcells/hexcells_gen.h"
#include "games/hexcells/hexcells_solve.h"

#include "bench_clock.h"

enum { SEEDS = 21, SOLVES = 25 };

static void generation(void)
{
    printf("%-12s %6s %10s %10s %8s %8s\n", "preset", "seeds", "median ms", "max ms",
           "cells", "hard");
    for (int i = 0; hc_preset_at(i); i++) {
        hc_params p;
        hc_preset(&p, hc_preset_at(i));
        double ms[SEEDS];
        int cells[SEEDS], hard = 0, failed = 0;
        for (int s = 0; s < SEEDS; s++) {
            static hc_puzzle z;
            hc_gen_stats st;
            p.seed = 1000u + (uint64_t)s;
            double t0 = now_ms();
            failed += !hc_generate(&p, &z, &st);
            ms[s] = now_ms() - t0;
            cells[s] = hc_puzzle_cells(&z);
            hard += st.report.rating == HC_HARD;
        }
        qsort(ms, SEEDS, sizeof ms[0], cmp_double);
        long total = 0;
        for (int s = 0; s < SEEDS; s++)
            total += cells[s];
        printf("%-12s %6d %10.1f %10.1f %8.1f %5d/%d%s%s\n", hc_preset_at(i), SEEDS,
               ms[SEEDS / 2], ms[SEEDS - 1], (double)total / SEEDS, hard, SEEDS,
               strcmp(hc_preset_at(i), "large-hard") == 0 ? "   (target: median < 1000 ms)" : "",
               failed ? "   SOME FAILED" : "");
    }
}

static void levels(void)
{
    glob_t g;
    if (glob("levels/hexcells/*.hexcells", 0, NULL, &g) != 0) {
        printf("no levels found under levels/hexcells/\n");
        return;
    }
    printf("%-36s %6s %11s  %s\n", "level", "cells", "solve ms", "report");
    for (size_t i = 0; i < g.gl_pathc; i++) {
        static char text[HC_EXPORT_MAX + 1];
        static hc_puzzle p;
        FILE *f = fopen(g.gl_pathv[i], "rb");
        if (!f)
            continue;
        size_t n = fread(text, 1, sizeof text - 1, f);
        fclose(f);
        char err[HC_MSG_MAX];
        if (!hc_parse(text, n, &p, err, sizeof err)) {
            printf("%-36s %s\n", g.gl_pathv[i], err);
            continue;
        }
        double ms[SOLVES];
        hc_report r;
        for (int k = 0; k < SOLVES; k++) {
            double t0 = now_ms();
            r = hc_solve(&p, HC_STEP_SPLIT, NULL, 0);
            ms[k] = now_ms() - t0;
        }
        qsort(ms, SOLVES, sizeof ms[0], cmp_double);
        char line[HC_MSG_MAX];
        hc_report_format(&r, line, sizeof line);
        const char *name = strrchr(g.gl_pathv[i], '/');
        printf("%-36s %6d %11.3f  %s\n", name ? name + 1 : g.gl_pathv[i], hc_puzzle_cells(&p),
               ms[SOLVES / 2], line);
    }
    globfree(&g);
}

int main(void)
{
    printf("generation, per puzzle, over %d seeds (hard: how many need a case split)\n", SEEDS);
    generation();
    printf("\nsolver, start to end, median of %d runs (no integer programming: SixCells\n"
           "calls PuLP/GLPK for this)\n", SOLVES);
    levels();
    return 0;
}
