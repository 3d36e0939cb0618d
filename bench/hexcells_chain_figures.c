/* hexcells: how the case splits' hints read on the solver bench's random
 * set (200-500 cells): the share named as a chain, cut to the fewest clues
 * it rests on and named in full ("if it were blue, the 2 at A would make B
 * black, ..., and the {3} at C could not hold"), of those the share with a
 * clue (or two together) that decides a cell on the way, and the rest,
 * cut short as a list ("the X, the Y, the Z and 22 more could not all
 * hold"), as the hints read before. */
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
    int splits = 0, chains = 0, forced = 0, lists = 0, links = 0, longest = 0;
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
            forced += strstr(steps[s].text, " would make ") != NULL;
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
    printf("chains: %d with a clue deciding a cell on the way (%.1f%%), the rest clues that\n"
           "hold only together; %.1f links on average, the longest %d\n",
           forced, splits ? 100.0 * forced / splits : 0.0,
           chains ? (double)links / chains : 0.0, longest);
    return 0;
}
