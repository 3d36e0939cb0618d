/* hexmines board generation: classic (uniformly random, first reveal safe)
 * and no-guess (first reveal a 0 and the whole board solvable from there by
 * the solver alone), in the manner of Simon Tatham's Mines: place mines,
 * run the solver from the first cell, and whenever it stalls move a few
 * mines between a stuck number's unknown neighbours and unseen cells so that
 * number becomes decidable; then re-solve from scratch until a pass needs no
 * moves. Deterministic: the same params, seed and first cell give the same
 * board on any machine (PCG32, integer decisions only).
 */
#ifndef HEXPUZZLE_GAMES_HEXMINES_GEN_H
#define HEXPUZZLE_GAMES_HEXMINES_GEN_H

#include <stdbool.h>

#include "games/hexmines.h"

enum {
    HM_GEN_ATTEMPTS = 60   /* fresh placements tried before giving up */
};

typedef enum { HM_GEN_OK, HM_GEN_FAILED, HM_GEN_NOMEM } hm_gen_result;

typedef struct {
    int attempts;     /* placements tried */
    int passes;       /* solver passes over all attempts */
    int perturbs;     /* perturbations over all attempts */
} hm_gen_stats;

/* Fills mines[b->ncells] (1 = mine) for params p (mode, mines, seed) and
 * the first revealed index first (on the board). p must validate for b.
 * stats may be NULL. HM_GEN_FAILED: no-guess found no board within
 * HM_GEN_ATTEMPTS; mines is then unspecified. */
hm_gen_result hm_generate(const hm_params *p, const hm_board *b, int first,
                          unsigned char *mines, hm_gen_stats *stats);

#endif
