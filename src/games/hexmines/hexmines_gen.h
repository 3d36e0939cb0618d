/* hexmines board generation: classic (uniformly random, first reveal safe)
 * and no-guess (first reveal a 0 and the whole board solvable from there by
 * the solver alone), in the manner of Simon Tatham's Mines: place mines,
 * run the solver from the first cell, and whenever it stalls move a few
 * mines between a stuck number's unknown neighbours and other cells so that
 * number becomes decidable.
 *
 * Two no-guess generators, chosen by hm_params.gen and the board's size
 * (hm_gen_local_applies):
 *   first (hexmines_gen_first.c): after a pass that moved mines, re-solves
 *     the whole board from scratch, until a pass needs no moves — a cost
 *     that grows faster than the board and swings with the seed;
 *   local (hexmines_gen_local.c): one solver, repaired where it stalls —
 *     moves nothing relied on while it runs, and at the last stuck places
 *     moves after which only the deductions that relied on them are taken
 *     back and solved again — then one clean solve to confirm: a cost in
 *     proportion to the board.
 * Deterministic: the same params, seed and first cell give the same board
 * on any machine (PCG32, integer decisions only).
 */
#ifndef HEXPUZZLE_GAMES_HEXMINES_HEXMINES_GEN_H
#define HEXPUZZLE_GAMES_HEXMINES_HEXMINES_GEN_H

#include <stdbool.h>

#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_gen_place.h"

/* Fills mines[b->ncells] (1 = mine) for params p (mode, mines, seed) and
 * the first revealed index first (on the board). p must validate for b.
 * stats may be NULL. HM_GEN_FAILED: no-guess found no board within
 * HM_GEN_ATTEMPTS; mines is then unspecified. */
hm_gen_result hm_generate(const hm_params *p, const hm_board *b, int first,
                          unsigned char *mines, hm_gen_stats *stats);

/* Whether the local generator makes p's board of cells on-board cells. */
bool hm_gen_local_applies(const hm_params *p, int cells);

#endif
