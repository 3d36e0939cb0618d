/* hexmines solver: from what is known about a board (revealed numbers, known
 * mines, the mine total) it deduces which unknown cells are safe and which
 * are mines, by logic alone. Shared by the no-guess generator, the hint and
 * the tests.
 *
 * Rules, simplest first (so the first deductions are the easiest to explain):
 *   1. one number: if its remaining mines (number minus known adjacent mines)
 *      are 0, its other unknown neighbours are safe; if they equal its
 *      unknown neighbours, all of those are mines;
 *   2. two overlapping numbers A and B: the mines k in A∩B lie in
 *      [max(0, a - |A\B|, b - |B\A|), min(a, b, |A∩B|)]; when that range is
 *      one value, A\B holds a - k mines and B\A holds b - k, which decides a
 *      part holding none or only mines (this covers "A ⊆ B" subsets);
 *   3. the mine total: no mines left -> every unknown cell is safe; as many
 *      mines left as unknown cells -> all are mines.
 * Every rule is sound: it only concludes what holds in every placement
 * consistent with the numbers (and the total). The work is incremental:
 * only numbers touched by new knowledge are looked at again.
 */
#ifndef HEXPUZZLE_GAMES_HEXMINES_HEXMINES_SOLVE_H
#define HEXPUZZLE_GAMES_HEXMINES_HEXMINES_SOLVE_H

#include "games/hexmines/hexmines.h"

/* Knowledge of one cell, per board index (signed char). */
enum {
    HM_K_OFF = -3,      /* off the board */
    HM_K_UNKNOWN = -2,
    HM_K_MINE = -1,
    /* 0..6: revealed, showing that number */
    HM_K_SAFE = 7       /* known safe, number not (yet) seen */
};

/* Why a cell was decided. a, b: indices of the numbers used, or -1. */
typedef enum {
    HM_WHY_NONE,
    HM_WHY_NUMBER_DONE,   /* number a already has all its mines */
    HM_WHY_NUMBER_FULL,   /* number a needs all its unknown neighbours */
    HM_WHY_PAIR,          /* numbers a and b compared */
    HM_WHY_TOTAL_DONE,    /* all mines of the total are known */
    HM_WHY_TOTAL_FULL     /* the unknown cells left are all mines */
} hm_why_kind;

typedef struct {
    hm_why_kind kind;
    int a, b;
    int seq;              /* order of the deduction, from 1 */
} hm_why;

/* A change to the hidden layout made by a perturb hook. */
typedef struct { int cell; int delta; } hm_change;   /* delta +1 or -1 */

typedef struct {
    /* A cell was deduced safe: return its number 0..6 (it becomes revealed
     * and its number a new constraint), or HM_K_SAFE to just mark it. NULL:
     * always HM_K_SAFE. */
    int (*open)(void *ctx, int cell);
    /* The solver is stuck with cells unknown. active lists the revealed
     * numbers that still have unknown neighbours (nactive may be 0). The
     * hook may change the hidden layout, keeping the total: cells still
     * HM_K_UNKNOWN may gain or lose a mine; a HM_K_MINE cell may lose its
     * mine (delta -1), and the solver then opens it. It writes each change
     * to out (cap >= 24) and returns how many; 0 gives up. Revealed numbers
     * next to a changed cell are adjusted by the solver. */
    int (*perturb)(void *ctx, const signed char *know, const int *active,
                   int nactive, hm_change *out, int cap);
    void *ctx;
    /* Per index (may be NULL): set to 1 for both numbers of every pair
     * comparison that decided a cell — the numbers whose values the
     * deductions so far rely on while they still have unknown neighbours
     * (a single number's rule decides all of its unknown neighbours). */
    unsigned char *used;
} hm_solve_hooks;

typedef struct {
    int unknown_left;   /* cells still unknown (0: solved) */
    int perturbs;       /* successful perturb calls */
    int deductions;     /* cells decided */
    bool contradiction; /* the knowledge admits no placement at all */
} hm_solve_result;

/* Deduces as far as the rules go, writing the conclusions into know
 * (HM_K_MINE, or the number open returned / HM_K_SAFE). total_mines < 0:
 * unknown, rule 3 is not used. hooks and why (per index, may be NULL) are
 * optional. unknown_left is -1 when out of memory. */
hm_solve_result hm_solve(const hm_board *b, signed char *know,
                         int total_mines, const hm_solve_hooks *hooks,
                         hm_why *why);

/* The same solver kept between runs, for a caller that changes the board
 * and takes knowledge back in between (the no-guess generator). why is
 * required (until hm_solver_restart): its seq numbers keep growing across
 * runs. NULL when out of memory. */
typedef struct hm_solver hm_solver;
hm_solver *hm_solver_new(const hm_board *b, signed char *know,
                         int total_mines, const hm_solve_hooks *hooks,
                         hm_why *why);
/* Starts again from the knowledge in know, with other hooks and why (may
 * be NULL now), as hm_solver_new would, in the memory s already has. */
void hm_solver_restart(hm_solver *s, signed char *know,
                       const hm_solve_hooks *hooks, hm_why *why);
/* Deduces as far as the rules (and hooks) go; the counts are since
 * hm_solver_new or hm_solver_restart. unknown_left is -1 when out of
 * memory. */
hm_solve_result hm_solver_run(hm_solver *s);
/* Every cell decided, in the order decided (why[cell].seq is its place +
 * 1); a cell forgotten since has a stale entry (why[cell].seq differs). */
const int *hm_solver_order(const hm_solver *s, int *count);
/* Cell becomes unknown again (its number, if it was revealed, no longer
 * counts). Between runs only. */
void hm_solver_forget(hm_solver *s, int cell);
/* Revealed cell now reads value (the layout beside it changed), counted
 * against what is known now. Between runs, after any hm_solver_forget. */
void hm_solver_renumber(hm_solver *s, int cell, int value);
void hm_solver_free(hm_solver *s);

#endif