/* hexcells solver: from what is revealed (the revealed cells' clues, the
 * line clues, the count of blue cells still covered) it decides covered
 * cells by logic alone, simplest deduction first, and says why in words.
 * It is the game's hint, the generator's judge and the level checker.
 *
 * Every clue is a constraint on its cells: a count, and for {n} / -n-
 * the blues' contiguity around a ring (wrapping) or along a line; the
 * remaining blue count is one more count over every covered cell. Each
 * deduction is exact — a cell is decided only when every colouring that
 * meets the constraints it used agrees on it — so the solver never makes a
 * wrong deduction. The ladder, first to last (hc_step_kind):
 *   HC_STEP_SINGLE  one count (a cell's number, {n} and -n- read as plain
 *                   numbers here, a flower, a line, or the remaining
 *                   count): it has all its blues, or needs all its cells
 *   HC_STEP_PAIR    two numbers on cells together (cells they share)
 *   HC_STEP_SHAPE   a line clue or a {n} / -n- clue, alone or with one
 *                   other clue: contiguity around a ring or along a line
 *   HC_STEP_SPLIT   a case split: one colour for the cell leaves no
 *                   colouring that meets the clues it is linked to (first
 *                   without the remaining count, then with it); one cell a
 *                   round, since what it decides may open an easier rung
 * The solver is complete at the last rung: when it stops short and no
 * search ran out of its budget, no reasoning from what is revealed
 * decides any covered cell (a guess is needed).
 */
#ifndef HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_SOLVE_H
#define HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_SOLVE_H

#include <stdatomic.h>
#include <stdbool.h>

#include "games/hexcells/hexcells.h"

typedef enum {
    HC_STEP_SINGLE, HC_STEP_PAIR, HC_STEP_SHAPE, HC_STEP_SPLIT
} hc_step_kind;
enum { HC_STEP_KINDS = 4 };
/* The most clues a step's text names: a case split's chain, cut to the
 * fewest clues it rests on, names them all up to this; a longer one is
 * named as its first three and how many more. */
enum { HC_STEP_CLUES = HC_HINT_CLUES };

/* "single clue", "two clues together", "line or contiguity", "case split" */
const char *hc_step_kind_name(hc_step_kind k);

typedef struct {
    int slot;               /* the cell decided */
    hc_colour colour;
    hc_step_kind kind;
    /* The clue slots its text names (-1: none, or the remaining count):
     * every one, in the order named. A case split's text reads as the
     * chain its clues make, cut to the fewest clues it rests on (each
     * needed: without any one the cell's other colour has a colouring),
     * one after the other ("if it were blue, the 1 at A would make B
     * black, the 2 at C then D blue, and the {3} at E could not hold"),
     * and where no one clue alone goes on, the clues that then cannot all
     * hold together ("..., and the 2 at F and the line 3 at G could not
     * all hold"). */
    int clues[HC_STEP_CLUES];
    char text[HC_HINT_TEXT_MAX];  /* "column 3, row 5 is blue: the {2} at ..." */
} hc_step;

/* What the solver knows of each slot, by index (HC_SLOTS entries). */
enum { HC_K_NONE = -2, HC_K_UNKNOWN = -1, HC_K_BLACK = 0, HC_K_BLUE = 1 };

/* A flag another thread may set to stop a solve running on this one: it
 * ends at once, as if out of budget (the front end solves off its input
 * path, and drops a solve whose answer it no longer wants). */
typedef atomic_bool hc_stop;

/* The next step from knowledge know (HC_K_UNKNOWN for covered cells,
 * HC_K_BLACK / HC_K_BLUE for revealed ones, HC_K_NONE elsewhere): the
 * simplest deduction there is. false when none (stuck, or nothing is
 * unknown); *out then holds a reason in text. The remaining blue count is
 * taken from p's colouring. */
bool hc_solve_step(const hc_puzzle *p, const signed char *know, hc_step *out);
/* The same, stopped when *stop is set (NULL: never). */
bool hc_solve_step_stoppable(const hc_puzzle *p, const signed char *know, hc_step *out,
                             const hc_stop *stop);

/* hc_game_hint's answer for knowledge know of puzzle p (the game not
 * won): the step, or why there is none. */
hc_hint hc_hint_for(const hc_puzzle *p, const signed char *know, const hc_stop *stop);

typedef struct {
    bool solved;                  /* every cell decided by logic */
    int unknown_left;             /* covered cells left undecided */
    int steps;                    /* cells decided */
    int count[HC_STEP_KINDS];     /* cells decided by each kind */
    int rounds[HC_STEP_KINDS];    /* times each kind was the easiest left */
    hc_difficulty rating;         /* HC_EASY: no case split needed */
    int score;                    /* weighted effort: 1, 3, 6, 20 per
                                     round of each kind */
    bool contradiction;           /* the clues admit no colouring */
    bool bounded;                 /* not solved, and the last search ran
                                     out of budget: undecided, where
                                     otherwise a guess would be needed */
} hc_report;

/* A case split is a search; it gives up, deciding nothing, after
 * HC_SPLIT_BUDGET nodes for one cell and colour or HC_SPLIT_BUDGET_TOTAL
 * in one solve (or one hint): about half a second on a level of 500
 * cells (the bench measures it), so neither the load check nor a hint
 * holds the game up longer. The solver stays sound, and where a search
 * gave up it says "not decided" (hc_report.bounded), never that a guess
 * is needed. */
enum { HC_SPLIT_BUDGET = 60000, HC_SPLIT_BUDGET_TOTAL = 200000 };

/* Solves p from its start (its revealed cells) as far as logic goes.
 * max_kind limits the deductions to those kinds at or below it (the
 * generator's easy puzzles use HC_STEP_SHAPE). steps: room for cap steps
 * in the order taken (may be NULL). */
hc_report hc_solve(const hc_puzzle *p, hc_step_kind max_kind,
                   hc_step *steps, int cap);

/* The same with other search budgets (the generator's are smaller). */
hc_report hc_solve_budget(const hc_puzzle *p, hc_step_kind max_kind, long budget,
                          long total_budget, hc_step *steps, int cap);
/* The same, stopped when *stop is set (NULL: never): then bounded. */
hc_report hc_solve_stoppable(const hc_puzzle *p, hc_step_kind max_kind, long budget,
                             long total_budget, hc_step *steps, int cap, const hc_stop *stop);

/* --check's words for a report, one line: "solvable by logic: hard (score
 * 212): 40 single clue, 12 two clues together, 8 line or contiguity, 2
 * case split" or "not solvable without guessing: 7 cells left after 31
 * deductions" (HC_MSG_MAX bytes). */
void hc_report_format(const hc_report *r, char *buf, size_t cap);

#endif
