/* hexmines loss review: the position just before the move that lost,
 * what the player could have known there, and what the cell they revealed
 * was worth.
 *
 * Known means from what the player could see: the numbers shown and the
 * mine total; flags are the player's own marks and prove nothing (as for
 * the hint). A safe cell is found by the hint's rules (hexmines_solve.h),
 * the simplest first: the one resting on the fewest deductions, each told
 * in the hint's words (hexmines_hint.h); where the rules stall, by
 * counting every placement (hexmines_count.h, then hexmines_odds.h). When
 * no cell is safe in every placement the reveal was a forced guess, and
 * the review names the cell least likely to hold a mine. The revealed
 * cell's chance of a mine is exact (hexmines_odds.h).
 */
#ifndef HEXPUZZLE_GAMES_HEXMINES_HEXMINES_REVIEW_H
#define HEXPUZZLE_GAMES_HEXMINES_HEXMINES_REVIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_odds.h"

enum {
    HM_REVIEW_TEXT_MAX = 600,   /* room for hm_review_reason's text */
    HM_REVIEW_STEPS_MAX = 3,    /* steps told in full; more are counted */
    /* Cells whose odds are worked out to find the safest guess. */
    HM_REVIEW_SCAN_MAX = 400
};

typedef enum {
    HM_REVIEW_SAFE,        /* a cell was safe in every placement */
    HM_REVIEW_FORCED,      /* none was: the reveal was a forced guess */
    HM_REVIEW_UNDECIDED    /* too large a position to tell */
} hm_review_safety;

typedef struct {
    hm_move move;            /* the move that lost */
    int fatal;               /* the cell that went off (index) */
    bool noguess;            /* the board promised that no guess was needed */
    hm_review_safety safety;
    int safe;                /* HM_REVIEW_SAFE: the cell, else -1 */
    int steps;               /* deductions leading to it, each with its */
    char step[HM_REVIEW_STEPS_MAX][HM_MSG_MAX];   /* words: the last ones */
    int nstep;               /* steps in step[], up to HM_REVIEW_STEPS_MAX */
    /* The cells each step names: the cell it decides, then the numbers it
     * rests on (-1 where there is none). */
    int step_cells[HM_REVIEW_STEPS_MAX][3];
    int safest;              /* HM_REVIEW_FORCED: the least likely mine, -1 */
    double p_safest;
    hm_odds_status odds;     /* the revealed cell's odds: */
    double p_mine;           /* with HM_ODDS_OK, its chance of a mine */
    bool proved_mine;        /* the rules prove it a mine (p_mine 1) */
    /* The position, per index: the solver's encoding of what was shown
     * (hexmines_solve.h), and where flags stood. */
    signed char *know;
    unsigned char *flagged;
} hm_review;

/* The review of a lost game into *r; false (r zeroed) when the game is not
 * lost or memory ran out. Free with hm_review_free. */
bool hm_review_make(const hm_game *g, hm_review *r);
void hm_review_free(hm_review *r);

/* Why the safe cell is safe, the last `most` steps (at least 1) told and
 * the earlier ones counted: "after 2 simpler deductions, ...; then ...".
 * Writes at most cap bytes, NUL-terminated. */
void hm_review_reason(const hm_review *r, int most, char *buf, size_t cap);

/* A chance as a player reads it: "37.5%", "0.42%", "100%". */
size_t hm_review_percent(double p, char *buf, size_t cap);

#endif
