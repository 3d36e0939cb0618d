/* hexmines odds: the exact probability that a covered cell holds a mine,
 * given what is known (the numbers shown, cells known to be mines or safe)
 * and the mine total, every placement that fits all of it counting once.
 *
 * How: the covered cells next to a number (the frontier) fall into
 * groups linked through shared numbers. Each group's placements are
 * counted by how many mines they use, cell by cell in an order that keeps
 * few numbers open at a time (the count of mines each open number has so
 * far is the state; placements agreeing on it are counted together), so a
 * group of a hundred cells costs what its widest cut costs, not 2^100.
 * The groups' counts are then combined with the cells next to no number
 * (any r of the n of them: C(n, r) ways) under the total. Counts run far
 * beyond any integer type on a big board (C(480, 99) alone is about 10^100):
 * they are kept as doubles scaled by a common power, and combined in
 * logarithms; the answer is a ratio of two such sums, good to about 1e-12.
 *
 * Bounds, so the review of a loss never hangs: a group whose open numbers
 * would need more than HM_ODDS_STATES_MAX states, or whose open numbers'
 * counts no longer fit 64 bits, is not counted, nor is anything past HM_ODDS_WORK_MAX steps
 * of work: HM_ODDS_TOO_BIG.
 */
#ifndef HEXPUZZLE_GAMES_HEXMINES_HEXMINES_ODDS_H
#define HEXPUZZLE_GAMES_HEXMINES_HEXMINES_ODDS_H

#include "games/hexmines/hexmines.h"

/* HM_ODDS_WORK_MAX: steps of work (a state's key taken apart, a count
 * added), about 0.1 s on a slow machine. */
enum { HM_ODDS_STATES_MAX = 1 << 18, HM_ODDS_WORK_MAX = 1 << 24 };

typedef enum {
    HM_ODDS_OK,
    HM_ODDS_NONE,        /* no placement fits what is known */
    HM_ODDS_TOO_BIG,     /* a group is beyond the bounds above */
    HM_ODDS_NOMEM
} hm_odds_status;

/* The probability that cell (HM_K_UNKNOWN in know, the solver's encoding
 * of hexmines_solve.h) is a mine, into *p: 0 exactly when no placement
 * that fits has a mine there. HM_K_MINE cells count against total_mines;
 * HM_K_SAFE ones are covered but hold none. */
hm_odds_status hm_odds_mine(const hm_board *b, const signed char *know,
                            int total_mines, int cell, double *p);

/* The same within a budget of work (HM_ODDS_WORK_MAX for hm_odds_mine),
 * less what it took: HM_ODDS_TOO_BIG once it runs out, so that many
 * cells' odds can share one budget. */
hm_odds_status hm_odds_mine_within(const hm_board *b, const signed char *know,
                                   int total_mines, int cell, long *budget, double *p);

#endif
