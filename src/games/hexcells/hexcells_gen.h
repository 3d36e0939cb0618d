/* hexcells generator: a puzzle from a preset and a seed — a shape with
 * holes, a colouring, black cells showing their numbers (a share as {n} or
 * -n-, a few as '?'), a few blue cells their flowers, line clues at the
 * board's edge — with as few revealed cells and clues as keep the whole
 * puzzle solvable by logic from the start at the preset's difficulty
 * (easy: no case split; hard: any deduction, and a puzzle that needs at
 * least one case split, of a few colourings tried). Deterministic: the
 * same params give the same puzzle on every machine (PCG32, integer
 * decisions only).
 */
#ifndef HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_GEN_H
#define HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_GEN_H

#include <stdbool.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_solve.h"

typedef struct {
    int attempts;       /* colourings tried */
    int solves;         /* solver runs */
    hc_report report;   /* the final puzzle's */
} hc_gen_stats;

/* Fills *out (title "hexcells PRESET #SEED", author "hexpuzzle"). false
 * only when no puzzle was found (never seen; the caller says so). stats
 * may be NULL. */
bool hc_generate(const hc_params *p, hc_puzzle *out, hc_gen_stats *stats);

#endif
