/* A case split read as a chain: the cell taken as the colour it is not,
 * each clue alone in turn decides what it then must, until a clue cannot
 * hold, or until the clues left cannot all hold together; where no clue
 * alone goes on, two that share a cell decide it together. Over the fewest
 * clues the split rests on, they are the reason a person follows ("if it
 * were blue, the 2 at A would make B black, and the {3} at C could not
 * hold"), rather than every clue the search had in view. On the search
 * of hexcells_search.h, inside the games layer. */
#ifndef HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_CHAIN_H
#define HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_CHAIN_H

#include <stdbool.h>

#include "games/hexcells/hexcells_search.h"

/* The most clues a chain names: as many as a step keeps. */
enum { HCS_LINKS = HC_STEP_CLUES };

typedef struct {
    /* The links, in the order they run: constraint ids (x->global: the
     * remaining count), each alone (with -1) or with the one beside which
     * it decides (where no clue alone went on), each with a cell it
     * decides that another link or an end counts, its colour, and how many
     * more cells it decides. */
    int n;
    int id[HCS_LINKS], with[HCS_LINKS];
    int cell[HCS_LINKS], colour[HCS_LINKS], more[HCS_LINKS];
    /* Then the clues that cannot hold: one that fails alone, or those
     * that cannot all hold together (each alone decides nothing more). */
    int nends;
    int end[HCS_LINKS];
} hcs_chain;

/* The chain of cell s taken as colour wrong (k: what is known, s unknown
 * there) through the constraints ids (nids of them, with the remaining
 * count when global), which admit no colouring with it: those that
 * decide cells as links, those left as ends, at most HCS_LINKS clues and
 * links, into *out; false when more. Leaves x's scope and budgets as it
 * found them. */
bool hcs_chain_find(hcs_ctx *x, const signed char *k, int s, int wrong, const int *ids, int nids,
                    bool global, hcs_chain *out);

#endif
