/* hexcells generator's variety: per preset, over many seeds, the clue mix
 * of the generated puzzles beside the community's levels' (each rate and
 * its target; the aim is within a factor of 1.5 either way), the kinds of
 * board made, and the time to make one (median and slowest). */
#include <stdio.h>
#include <stdlib.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_gen.h"
#include "games/hexcells/hexcells_shape.h"

#include "bench_clock.h"

enum { SEEDS = 40 };

/* A rate beside its target, and the factor between them. */
static void rate(const char *what, long num, long den, double target)
{
    double r = den ? (double)num / (double)den : 0.0;
    double f = r > target ? r / target : target / (r > 0 ? r : 1e-9);
    printf("    %-34s %6.3f   target %5.3f   x%.2f%s\n", what, r, target, f,
           f > 1.5 ? "   OFF" : "");
}

int main(void)
{
    printf("clue mix over %d seeds a preset, beside the community's levels' (within x1.5)\n",
           SEEDS);
    for (int i = 0; hc_preset_at(i); i++) {
        hc_params p;
        hc_preset(&p, hc_preset_at(i));
        hc_mix m = { 0 };
        int shapes[HC_SHAPE_KINDS] = { 0 }, failed = 0;
        double ms[SEEDS];
        for (int s = 0; s < SEEDS; s++) {
            static hc_puzzle z;
            hc_gen_stats st;
            p.seed = 2000u + (uint64_t)s;
            double t0 = now_ms();
            if (!hc_generate(&p, &z, &st)) {
                failed++;
                continue;
            }
            ms[s] = now_ms() - t0;
            hc_mix_add(&z, &m);
            shapes[st.shape]++;
        }
        qsort(ms, SEEDS, sizeof ms[0], cmp_double);
        printf("%s: %.1f cells, generation median %.1f ms, slowest %.1f ms%s\n",
               hc_preset_at(i), (double)m.cells / SEEDS, ms[SEEDS / 2], ms[SEEDS - 1],
               failed ? ", SOME FAILED" : "");
        printf("    boards:");
        for (int k = 0; k < HC_SHAPE_KINDS; k++)
            printf(" %s %d", hc_shape_name((hc_shape_kind)k), shapes[k]);
        printf("\n");
        rate("'?' per black cell", m.questions, m.blacks, 10.0 / HC_MIX_BLACKS_PER_QUESTION_X10);
        rate("flowers per blue cell", m.flowers, m.blues, 1.0 / HC_MIX_BLUES_PER_FLOWER);
        rate("line clues per cell", m.lines, m.cells, 1.0 / HC_MIX_CELLS_PER_LINE);
        rate("{n} / -n- per black number shown", m.shaped, m.numbers, HC_MIX_SHAPED_PERCENT / 100.0);
    }
    return 0;
}
