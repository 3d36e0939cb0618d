/* hexcells: how the case splits' hints read on the solver bench's random
 * set (200-500 cells): the share named as a chain ("if it were blue, the 2
 * at A would make B black, ..., and the {3} at C could not hold"), and
 * the rest, which name the clues they rest on as a list ("... could not
 * all hold"), with how many clues the lists and chains name. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_solve.h"

#include "../tests/unit/hexcells_large.h"

/* As the solver bench's random set (hexcells_solver_figures.c). */
enum { LARGE_LEVELS = 60 };

static int count_of(const char *text, const char *word)
{
    int n = 0;
    for (const char *at = strstr(text, word); at; at = strstr(at + 1, word))
        n++;
    return n;
}

int main(int argc, char **argv)
{
    int levels = argc > 1 ? atoi(argv[1]) : LARGE_LEVELS;
    static hc_puzzle p;
    static hc_step steps[HC_SLOTS];
    int splits = 0, chains = 0, lists = 0, links = 0, longest = 0;
    for (int i = 0; i < levels && i < LARGE_LEVELS; i++) {
        hexcells_large_level(&p, 7000u + (uint64_t)i, 200 + 300 * i / (LARGE_LEVELS - 1));
        hc_report r = hc_solve(&p, HC_STEP_SPLIT, steps, HC_SLOTS);
        for (int s = 0; s < r.steps && s < HC_SLOTS; s++) {
            if (steps[s].kind != HC_STEP_SPLIT)
                continue;
            splits++;
            if (strstr(steps[s].text, " more could not") || strstr(steps[s].text, "among them could not")) {
                lists++;
                if (getenv("CHAIN_SHOW"))
                    printf("list: %s\n", steps[s].text);
                continue;
            }
            chains++;
            if (getenv("CHAIN_SHOW"))
                printf("chain: %s\n", steps[s].text);
            /* A chain's links: the clue that could not hold and each
             * link before it, which "would make" or "then" decides. */
            int n = 1 + count_of(steps[s].text, " would make ") + count_of(steps[s].text, " then ");
            links += n;
            if (n > longest)
                longest = n;
        }
    }
    printf("case-split hints on the random set (%d levels, 200-500 cells)\n", levels);
    printf("%d case splits: %d read as a chain (%.1f%%), %d as a list of clues (%.1f%%)\n",
           splits, chains, splits ? 100.0 * chains / splits : 0.0, lists,
           splits ? 100.0 * lists / splits : 0.0);
    printf("chains: %.1f links on average, the longest %d\n", chains ? (double)links / chains : 0.0,
           longest);
    return 0;
}
