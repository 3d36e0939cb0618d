/* hexmines counting solver: a complete but bounded search used by the hint
 * when the rules of hexmines_solve.h stall (never by the generator, whose
 * boards depend on exactly those rules).
 *
 * In the manner of Simon Tatham's Mines ("disjoint sets + total"): the
 * unknown cells next to revealed numbers (the frontier) are split into
 * groups linked through shared numbers; every mine placement of each group
 * consistent with its numbers is enumerated (backtracking), noting for each
 * mine count k of the group whether k is possible and, per cell, whether it
 * can be a mine / can be safe with k mines there. The groups are then
 * combined with the cells next to no number (the interior, which can hold
 * any of the remaining mines) under the exact mine total. A cell is decided
 * iff it has the same value in every placement that fits the numbers and
 * the total; only feasibility is tracked, so no big counts are needed.
 *
 * Bounds, so a hint never hangs: a group of more than HM_COUNT_GROUP_MAX
 * cells is not enumerated, nor one that would exceed what is left of
 * HM_COUNT_WORK_MAX search steps; such a group is taken to allow any mine
 * count 0..size (a superset, so conclusions stay sound) and its cells stay
 * undecided. When the sums to combine would need more than
 * HM_COUNT_SUMS_MAX entries the total is not used at all.
 */
#ifndef HEXPUZZLE_GAMES_HEXMINES_HEXMINES_COUNT_H
#define HEXPUZZLE_GAMES_HEXMINES_HEXMINES_COUNT_H

#include <stdbool.h>

#include "games/hexmines/hexmines.h"

enum {
    HM_COUNT_GROUP_MAX = 24,
    HM_COUNT_WORK_MAX = 1 << 22,
    HM_COUNT_SUMS_MAX = 1 << 20
};

/* Per index in how: why the cell was decided by this call. */
enum {
    HM_COUNT_NOT = 0,     /* not decided here */
    HM_COUNT_LOCAL = 1,   /* its group's numbers alone decide it */
    HM_COUNT_TOTAL = 2    /* the mine total was needed too */
};

typedef struct {
    int decided;          /* cells written */
    int mines_left;       /* total minus known mines; -1: total unknown */
    bool complete;        /* every group was enumerated and combined */
    bool contradiction;   /* the knowledge admits no placement: nothing
                             is decided */
    bool nomem;
} hm_count_result;

/* know is the same encoding as hm_solve's (hexmines_solve.h): unknown
 * cells proved are set to HM_K_MINE or HM_K_SAFE; nothing else changes.
 * total_mines < 0: unknown (only groups' own numbers are used). how (per
 * index, may be NULL) is filled with HM_COUNT_*. */
hm_count_result hm_count_solve(const hm_board *b, signed char *know,
                               int total_mines, unsigned char *how);

#endif
