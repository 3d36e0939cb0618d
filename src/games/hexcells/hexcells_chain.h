/* A case split read as a chain: the cell taken as the colour it is not,
 * each clue alone in turn decides what it then must, until a clue cannot
 * hold. When that closes through a few clues, they are the reason a person
 * follows ("if it were blue, the 2 at A would make B black, and the {3}
 * at C could not hold"), rather than every clue the search had in view.
 * On the search of hexcells_search.h, inside the games layer. */
#ifndef HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_CHAIN_H
#define HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_CHAIN_H

#include <stdbool.h>

#include "games/hexcells/hexcells_search.h"

/* The most clues a chain names: a case split's words name three. */
enum { HCS_LINKS = HC_STEP_CLUES };

typedef struct {
    int n;                    /* links; the last is the clue that cannot hold */
    int id[HCS_LINKS];        /* constraint ids (x->global: the remaining count) */
    /* For each link but the last: a cell it decides that a later link
     * counts, its colour, and how many more such cells it decides. */
    int cell[HCS_LINKS], colour[HCS_LINKS], more[HCS_LINKS];
} hcs_chain;

/* Whether cell s taken as colour wrong (k: what is known, s unknown
 * there) makes one of the constraints ids (nids of them, with the
 * remaining count when global) fail, each filtered alone in turn, through
 * at most HCS_LINKS of them: the chain, in the order it runs, in *out. */
bool hcs_chain_find(hcs_ctx *x, const signed char *k, int s, int wrong, const int *ids, int nids,
                    bool global, hcs_chain *out);

#endif
