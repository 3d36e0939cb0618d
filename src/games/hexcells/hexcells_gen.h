/* hexcells generator: a puzzle from a preset and a seed — a board of a
 * kind the seed picks (games/hexcells/hexcells_shape.h), a colouring, black
 * cells showing their numbers (about half as {n} or -n-, nearly half as
 * '?'), a sixth of the blue cells their flowers, a line clue per 25 cells
 * or so at the board's edge: the community's mix — with as few revealed cells and clues as keep the whole
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
#include "games/hexcells/hexcells_shape.h"
#include "games/hexcells/hexcells_solve.h"

typedef struct {
    int attempts;       /* colourings tried */
    int solves;         /* solver runs */
    hc_report report;   /* the final puzzle's */
    hc_shape_kind shape;   /* the final puzzle's board */
} hc_gen_stats;

/* The community's mix of clues (r/hexcellslevels and Hexcells' own),
 * which this generator's puzzles keep: one black cell in 2.2 shows '?',
 * one blue cell in 6 its flower, one line clue per 25 cells, and half of
 * the black cells' numbers shown are {n} or -n-. */
enum {
    HC_MIX_BLACKS_PER_QUESTION_X10 = 22,
    HC_MIX_BLUES_PER_FLOWER = 6,
    HC_MIX_CELLS_PER_LINE = 25,
    HC_MIX_SHAPED_PERCENT = 50
};

/* What a puzzle's clues are, to set beside that mix. */
typedef struct {
    long cells, blacks, blues;
    long questions;     /* black cells showing nothing */
    long flowers;       /* blue cells showing their flower */
    long lines;         /* line clues */
    long numbers;       /* black cells showing a number */
    long shaped;        /* of those, {n} or -n- */
} hc_mix;

/* Adds p's clues to *m (zero it first for one puzzle). */
void hc_mix_add(const hc_puzzle *p, hc_mix *m);

/* Fills *out (title "hexcells PRESET #SEED", author "hexpuzzle") with
 * the puzzle generator version p->gen makes (version 1: the ellipse and
 * its few '?', exactly as it was). false when p->gen is a newer version
 * than this one, or when no puzzle was found (never seen; the caller says
 * so). stats may be NULL. */
bool hc_generate(const hc_params *p, hc_puzzle *out, hc_gen_stats *stats);

#endif
