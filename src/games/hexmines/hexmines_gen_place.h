/* What hexmines' board generators share, below them all: the result and
 * tallies of a generation, and mines placed at random. */
#ifndef HEXPUZZLE_GAMES_HEXMINES_HEXMINES_GEN_PLACE_H
#define HEXPUZZLE_GAMES_HEXMINES_HEXMINES_GEN_PLACE_H

#include <stdbool.h>

#include "core/rng.h"
#include "games/hexmines/hexmines.h"

enum {
    HM_GEN_ATTEMPTS = 60   /* fresh placements tried before giving up */
};

typedef enum { HM_GEN_OK, HM_GEN_FAILED, HM_GEN_NOMEM } hm_gen_result;

typedef struct {
    int attempts;     /* placements tried */
    int passes;       /* solver passes over all attempts */
    int perturbs;     /* perturbations over all attempts */
} hm_gen_stats;

/* For the generators only. Places count mines uniformly among the on-board
 * cells not excluded (false if they do not fit); scratch holds ncells ints. */
bool hm_gen_place(const hm_board *b, rng *g, int count,
                  const unsigned char *exclude, unsigned char *mines,
                  int *scratch);

#endif
