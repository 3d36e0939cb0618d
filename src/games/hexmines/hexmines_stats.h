/* hexmines figures: what serious sweepers compare after a game, computed
 * from the board and the game alone (pure: no clock, no I/O).
 *
 * 3BV UNITS. A layout's 3BV counts its units: each opening (a connected
 * region of 0 cells; one click on it opens it and the numbers round it)
 * once, and each safe number that borders no 0 cell once. A number on an
 * opening's border belongs to no unit.
 *
 * SOLVED 3BV (a loss's progress): an opening is solved once all its 0
 * cells are revealed, a unit number once it is revealed. A won game has
 * solved all of its 3BV.
 *
 * ZINI: the fewest clicks (reveals, flags, chords) that clear a board, the
 * player knowing where the mines are. Greedy ZiNi is the community's rule
 * (Elmar Zimmermann and Christoph Nikolaus), on our six neighbours: for
 * every safe number cell, premium = (unopened units among its neighbours)
 * - (its unflagged neighbouring mines) - (1 if it is still hidden) - 1; the
 * cell with the highest premium, the first in reading order (top row
 * first, then left to right) among equals, is solved when its premium is
 * 0 or more: revealed if hidden, its mines flagged, chorded; otherwise the
 * first unopened unit in reading order is clicked. Repeat until every safe
 * cell is revealed; the clicks made are the figure. The exact figure
 * searches every set of chord cells (a solution is its chords: each needs
 * its mines flagged and its cell revealed, by a click or by what opens it;
 * the units left are clicked), with a bound, within a budget of search
 * steps; small boards finish.
 */
#ifndef HEXPUZZLE_GAMES_HEXMINES_HEXMINES_STATS_H
#define HEXPUZZLE_GAMES_HEXMINES_HEXMINES_STATS_H

#include <stdbool.h>
#include <stdint.h>

#include "games/hexmines/hexmines.h"

enum {
    /* Steps of work (a cell or a candidate looked at: about 10 ns each)
     * the exact ZiNi may take before it gives up. */
    HM_ZINI_EXACT_STEPS = 1 << 25,
    /* Safe cells above which the exact ZiNi is not tried at all. */
    HM_ZINI_EXACT_CELLS = 160,
    /* Steps the exact ZiNi of a game's figures may take (some 40 ms): a
     * game's end must not wait for it. */
    HM_ZINI_GAME_STEPS = 1 << 22,
    /* On-board cells above which a game's figures leave ZiNi out: a
     * screen redrawn would wait for it (a million cells: 0.4 s). */
    HM_ZINI_GAME_CELLS = 250000,
    HM_FIGURES_TEXT_MAX = 80,  /* room for hm_figures_encode's text */
    HM_FIGURES_LINES = 4,      /* hm_figures_lines' lines, */
    HM_FIGURES_LINE = 80       /* ...each this long at most, NUL included */
};

/* Greedy ZiNi of a layout; -1 when out of memory. */
long hm_zini_greedy(const hm_board *b, const unsigned char *mines, const unsigned char *counts);
/* Exact ZiNi: true with *clicks when the search finished within steps
 * (0: HM_ZINI_EXACT_STEPS) and the board has at most HM_ZINI_EXACT_CELLS
 * safe cells; false otherwise (too large, or out of memory). */
bool hm_zini_exact(const hm_board *b, const unsigned char *mines, const unsigned char *counts,
                   long steps, long *clicks);

/* Solved 3BV of a game (0 before its layout exists). */
long hm_game_3bv_solved(const hm_game *g);

/* A game's figures at its end (or now). Rates are 0 where they divide by
 * nothing. */
typedef struct {
    bool won, lost;
    uint64_t ms;            /* the game's time */
    long bv, bv_solved;     /* 3BV, and how much of it was solved */
    hm_clicks clicks;
    int total, useful, wasted;
    bool nf;                /* won with no flag ever placed */
    long zini;              /* greedy ZiNi, -1 unknown */
    long zini_exact;        /* the fewest clicks, -1 unknown (not searched
                               or not found within HM_ZINI_GAME_STEPS) */
    double bvps;            /* solved 3BV per second */
    double ioe;             /* solved 3BV / clicks */
    double throughput;      /* solved 3BV / useful clicks */
    double correctness;     /* useful clicks / clicks */
    double rqp;             /* seconds / 3BV/s, a win's; 0 otherwise */
} hm_figures;

/* The figures of g at now_ms; zini: compute greedy ZiNi (false, or a
 * board above HM_ZINI_GAME_CELLS: -1) and, on a board small enough, the
 * exact one within HM_ZINI_GAME_STEPS. */
void hm_game_figures(const hm_game *g, uint64_t now_ms, bool zini, hm_figures *f);

/* The rates (bvps, ioe, throughput, correctness, rqp, nf, total, useful,
 * wasted) from the counted fields: ms, bv, bv_solved, clicks, won. */
void hm_figures_rates(hm_figures *f);

/* The figures as one word for a score file:
 * "v1:BV/SOLVED:R,F,U,C:WR,WF,WC:Z" with Z greedy ZiNi, "-" when unknown,
 * followed by "/E" where the exact one is known; writes at most cap bytes, NUL-terminated, returns
 * the length needed. */
size_t hm_figures_encode(const hm_figures *f, char *buf, size_t cap);
/* Reads that word back into the counted fields (ms, won and lost are the
 * caller's), rates computed; false (f untouched) when it is not one. */
bool hm_figures_decode(const char *text, hm_figures *f);

/* A short line for people: a win's "3BV 120  3BV/s 2.41  IOE 0.87  NF", a
 * loss's "solved 40/120 3BV (33%)". */
void hm_figures_brief(const hm_figures *f, char *buf, size_t cap);

/* The figures for a game's end, as the end box and the replay show them:
 *     Time 12.3 s   3BV 20   3BV/s 1.63   RQP 7.6       (a loss: "solved 8 of
 *     Clicks 25: 15 reveal, 4 flag, 1 unflag, 3 chord; 2 wasted   20 3BV")
 *     IOE 0.80   throughput 0.87   correctness 0.92
 *     ZiNi 17 greedy, 16 exact   NF: no flag placed
 * Returns how many lines it wrote. */
int hm_figures_lines(const hm_figures *f, char lines[HM_FIGURES_LINES][HM_FIGURES_LINE]);

#endif
