/* hexcells solver benchmark: the time to solve a level from its start to
 * where logic stops (the load check's work, --check's), and to find the
 * first hint (CPU time: the machine may be shared), over a corpus: the shipped levels and the tests' levels
 * (every file hc_parse reads under levels/hexcells/ and the tests'
 * fixtures, from the current directory) and large random levels of
 * 200-500 cells. Median, 99th percentile and worst, against the issue's
 * target: no level over 1 s. With --export DIR it writes the large levels
 * to DIR instead, for SixCells' solver to be timed on them. */
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_file.h"
#include "games/hexcells/hexcells_solve.h"

#include "../tests/unit/hexcells_large.h"
#include "bench_clock.h"

enum { LARGE_LEVELS = 60, CORPUS_MAX = 1024 };

static const char *const corpus_globs[] = {
    "levels/hexcells/*.hexcells",
    "tests/unit/fixtures/hexcells/*",
    "tests/fixtures/hexcells/*",
};

typedef struct {
    double solve_ms[CORPUS_MAX], hint_ms[CORPUS_MAX];
    int n, solved, stuck, not_decided, contradicted;
    double worst_ms;
    char worst[128];
} figures;

static void measure(figures *f, const hc_puzzle *p, const char *name)
{
    if (f->n >= CORPUS_MAX)
        return;
    double t0 = cpu_ms();
    hc_report r = hc_solve(p, HC_STEP_SPLIT, NULL, 0);
    double solve = cpu_ms() - t0;
    signed char k[HC_SLOTS];
    for (int i = 0; i < HC_SLOTS; i++)
        k[i] = p->at[i].kind != HC_CELL ? HC_K_NONE
               : p->at[i].revealed      ? (signed char)p->at[i].colour
                                        : HC_K_UNKNOWN;
    hc_step st;
    t0 = cpu_ms();
    hc_solve_step(p, k, &st);
    double hint = cpu_ms() - t0;
    f->solve_ms[f->n] = solve;
    f->hint_ms[f->n] = hint;
    f->n++;
    f->solved += r.solved;
    f->contradicted += r.contradiction;
    f->not_decided += !r.solved && r.bounded;
    f->stuck += !r.solved && !r.bounded && !r.contradiction;
    if (solve > f->worst_ms) {
        f->worst_ms = solve;
        snprintf(f->worst, sizeof f->worst, "%s (%d cells)", name, hc_puzzle_cells(p));
    }
}

static double at_rank(double *ms, int n, double q)
{
    qsort(ms, (size_t)n, sizeof *ms, cmp_double);
    int i = (int)(q * (n - 1) + 0.5);
    return ms[i];
}

static void print(const char *what, figures *f)
{
    if (f->n == 0) {
        printf("%-22s no levels\n", what);
        return;
    }
    double median = at_rank(f->solve_ms, f->n, 0.5), p99 = at_rank(f->solve_ms, f->n, 0.99);
    double hint_median = at_rank(f->hint_ms, f->n, 0.5), hint_worst = at_rank(f->hint_ms, f->n, 1);
    printf("%-22s %5d %9.2f %9.2f %9.2f %9.2f %9.2f   %d solved, %d need a guess, "
           "%d not decided%s\n",
           what, f->n, median, p99, f->worst_ms, hint_median, hint_worst,
           f->solved, f->stuck, f->not_decided,
           f->contradicted ? ", SOME CONTRADICT THEIR CLUES" : "");
    printf("%-22s slowest: %s\n", "", f->worst);
}

static void files(figures *f)
{
    for (size_t gi = 0; gi < sizeof corpus_globs / sizeof corpus_globs[0]; gi++) {
        glob_t g;
        if (glob(corpus_globs[gi], 0, NULL, &g) != 0)
            continue;
        for (size_t i = 0; i < g.gl_pathc; i++) {
            static char text[HC_EXPORT_MAX + 1];
            static hc_puzzle p;
            FILE *in = fopen(g.gl_pathv[i], "rb");
            if (!in)
                continue;
            size_t n = fread(text, 1, sizeof text - 1, in);
            fclose(in);
            char err[HC_MSG_MAX];
            if (hc_parse(text, n, &p, err, sizeof err))
                measure(f, &p, g.gl_pathv[i]);
        }
        globfree(&g);
    }
}

static void large_level(hc_puzzle *p, int i)
{
    hexcells_large_level(p, 7000u + (uint64_t)i, 200 + 300 * i / (LARGE_LEVELS - 1));
}

/* The large random levels as SixCells files in dir, for SixCells' solver
 * to be timed on the same levels (bench/hexcells_sixcells.sh). */
static int export_large(const char *dir)
{
    for (int i = 0; i < LARGE_LEVELS; i++) {
        static hc_puzzle p;
        static char text[HC_EXPORT_MAX];
        large_level(&p, i);
        char path[4096];
        snprintf(path, sizeof path, "%s/large-%02d.hexcells", dir, i);
        size_t n = hc_export(&p, text, sizeof text);
        FILE *out = fopen(path, "wb");
        if (!out || fwrite(text, 1, n, out) != n || fclose(out) != 0) {
            fprintf(stderr, "%s: cannot write it\n", path);
            return 1;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--export") == 0)
        return export_large(argv[2]);
    static figures shipped, large;
    files(&shipped);
    for (int i = 0; i < LARGE_LEVELS; i++) {
        static hc_puzzle p;
        large_level(&p, i);
        char name[64];
        snprintf(name, sizeof name, "large random, seed %d", 7000 + i);
        measure(&large, &p, name);
    }
    printf("the solver, start to end (the load check, --check) and the first hint, CPU ms\n"
           "(target: every level under 1000 ms; SixCells' own solver beside it where it\n"
           "can run: bench/hexcells_sixcells.sh)\n");
    printf("%-22s %5s %9s %9s %9s %9s %9s\n", "corpus", "lvls", "median", "99th", "worst",
           "hint med", "hint max");
    print("levels and tests'", &shipped);
    print("random, 200-500 cells", &large);
    return 0;
}
