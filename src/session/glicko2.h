/* Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system",
 * 2013), the system the match ladders rate players by. Plain arithmetic:
 * no clock, no I/O; the caller says how much time went by.
 *
 * A RATING PERIOD is one match: each match updates both players at once,
 * each against the other's rating from before it (steps 1-8 of the paper
 * with one opponent). A player who does not play grows less certain:
 * step 6 alone, once per period elapsed, which the ladders count in whole
 * days (app/host/host_ladder.h).
 *
 * Every rating, RD and volatility that comes out lies within the bounds
 * below and is a number, whatever went in: one that is not (NaN, an
 * infinity) is taken for the initial value, one out of bounds for the
 * bound. The volatility's iteration (the paper's step 5, the Illinois
 * algorithm) stops after GLICKO2_ITERATIONS rounds at most. */
#ifndef HEXPUZZLE_SESSION_GLICKO2_H
#define HEXPUZZLE_SESSION_GLICKO2_H

#include <stddef.h>
#include <stdint.h>

/* A new player's, as the paper suggests. */
#define GLICKO2_INITIAL_RATING 1500.0
#define GLICKO2_INITIAL_RD 350.0
#define GLICKO2_INITIAL_VOLATILITY 0.06
/* tau, the constraint on how fast the volatility moves: the paper's
 * example value, within the 0.3-1.2 it calls reasonable. */
#define GLICKO2_TAU 0.5
/* The bounds. An RD above a new player's would claim to know less than
 * nothing; the ratings' bounds keep the expected score of any pairing a
 * number distinct from 0 and 1. */
#define GLICKO2_RD_MAX 350.0
#define GLICKO2_RD_MIN 1.0
#define GLICKO2_RATING_MIN 0.0
#define GLICKO2_RATING_MAX 4000.0
#define GLICKO2_VOLATILITY_MIN 0.0001
#define GLICKO2_VOLATILITY_MAX 1.0

enum { GLICKO2_ITERATIONS = 100 };

typedef struct {
    double rating, rd, volatility;
} glicko2_rating;

/* One game of a rating period: the opponent's rating before it, and the
 * score (1 a win, 0 a loss, 0.5 a draw). */
typedef struct {
    glicko2_rating opponent;
    double score;
} glicko2_game;

/* A new player's rating. */
glicko2_rating glicko2_initial(void);

/* r within the bounds (above), each part that is not a number the
 * initial one. */
glicko2_rating glicko2_bounded(glicko2_rating r);

/* r after periods rating periods without a game (none when periods <= 0):
 * the paper's step 6 each, RD^2 growing by the volatility^2 each time, up
 * to GLICKO2_RD_MAX. */
glicko2_rating glicko2_idle(glicko2_rating r, int64_t periods);

/* r after one rating period of games[0..n) with volatility constraint
 * tau (steps 1-8); with no games, glicko2_idle for one period. */
glicko2_rating glicko2_update(glicko2_rating r, const glicko2_game *games, size_t n, double tau);

/* A match that winner won from loser: both rated, each against the other
 * as they were before it, with tau GLICKO2_TAU. */
void glicko2_match(glicko2_rating *winner, glicko2_rating *loser);

#endif
