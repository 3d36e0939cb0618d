/* Glicko-2, step by step as the paper numbers its steps. */
#include "session/glicko2.h"

#include <math.h>

/* pi, which strict C11 names nowhere. */
#define PI 3.14159265358979323846

/* The paper's conversion between the Glicko and the Glicko-2 scales. */
#define SCALE 173.7178
/* Where the volatility's iteration has converged (the paper's epsilon). */
#define CONVERGED 0.000001

glicko2_rating glicko2_initial(void)
{
    return (glicko2_rating){ GLICKO2_INITIAL_RATING, GLICKO2_INITIAL_RD,
                             GLICKO2_INITIAL_VOLATILITY };
}

static double bounded(double x, double initial, double low, double high)
{
    if (!isfinite(x))
        return initial;
    return x < low ? low : x > high ? high : x;
}

glicko2_rating glicko2_bounded(glicko2_rating r)
{
    return (glicko2_rating){
        bounded(r.rating, GLICKO2_INITIAL_RATING, GLICKO2_RATING_MIN, GLICKO2_RATING_MAX),
        bounded(r.rd, GLICKO2_INITIAL_RD, GLICKO2_RD_MIN, GLICKO2_RD_MAX),
        bounded(r.volatility, GLICKO2_INITIAL_VOLATILITY, GLICKO2_VOLATILITY_MIN,
                GLICKO2_VOLATILITY_MAX),
    };
}

glicko2_rating glicko2_idle(glicko2_rating r, int64_t periods)
{
    r = glicko2_bounded(r);
    if (periods <= 0)
        return r;
    /* The volatility stays as it is while nobody plays, so that periods
     * of step 6 add periods times its square at once. */
    double phi = r.rd / SCALE, sigma = r.volatility;
    r.rd = SCALE * sqrt(phi * phi + (double)periods * sigma * sigma);
    return glicko2_bounded(r);
}

/* Step 3's g. */
static double g_of(double phi)
{
    return 1.0 / sqrt(1.0 + 3.0 * phi * phi / (PI * PI));
}

/* Step 5's f. */
static double f_of(double x, double delta, double phi, double v, double a, double tau)
{
    double ex = exp(x), d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
}

/* Step 5: the new volatility, by the Illinois algorithm. */
static double volatility_of(double sigma, double delta, double phi, double v, double tau)
{
    double a = log(sigma * sigma), A = a, B;
    if (delta * delta > phi * phi + v) {
        B = log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (k < GLICKO2_ITERATIONS && f_of(a - k * tau, delta, phi, v, a, tau) < 0)
            k++;
        B = a - k * tau;
    }
    double fA = f_of(A, delta, phi, v, a, tau), fB = f_of(B, delta, phi, v, a, tau);
    for (int i = 0; i < GLICKO2_ITERATIONS && fabs(B - A) > CONVERGED && fB != fA; i++) {
        double C = A + (A - B) * fA / (fB - fA), fC = f_of(C, delta, phi, v, a, tau);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return exp(A / 2.0);
}

glicko2_rating glicko2_update(glicko2_rating r, const glicko2_game *games, size_t n, double tau)
{
    if (n == 0)
        return glicko2_idle(r, 1);
    r = glicko2_bounded(r);
    /* Step 2: onto the Glicko-2 scale. */
    double mu = (r.rating - GLICKO2_INITIAL_RATING) / SCALE, phi = r.rd / SCALE;
    /* Steps 3 and 4: the estimated variance v and improvement delta. */
    double inverse_v = 0.0, sum = 0.0;
    for (size_t j = 0; j < n; j++) {
        glicko2_rating o = glicko2_bounded(games[j].opponent);
        double mu_j = (o.rating - GLICKO2_INITIAL_RATING) / SCALE, g = g_of(o.rd / SCALE);
        double e = 1.0 / (1.0 + exp(-g * (mu - mu_j)));
        double score = bounded(games[j].score, 0.5, 0.0, 1.0);
        inverse_v += g * g * e * (1.0 - e);
        sum += g * (score - e);
    }
    if (!(inverse_v > 0.0))
        return r;
    double v = 1.0 / inverse_v, delta = v * sum;
    /* Steps 5 to 7. */
    /* A tau far outside the paper's 0.3-1.2 is taken as a bound. */
    tau = bounded(tau, GLICKO2_TAU, 0.01, 10.0);
    double sigma = volatility_of(r.volatility, delta, phi, v, tau);
    double phi_star = sqrt(phi * phi + sigma * sigma);
    double phi_new = 1.0 / sqrt(1.0 / (phi_star * phi_star) + 1.0 / v);
    double mu_new = mu + phi_new * phi_new * sum;
    /* Step 8: back onto the Glicko scale. */
    return glicko2_bounded((glicko2_rating){ SCALE * mu_new + GLICKO2_INITIAL_RATING,
                                             SCALE * phi_new, sigma });
}

void glicko2_match(glicko2_rating *winner, glicko2_rating *loser)
{
    glicko2_game won = { *loser, 1.0 }, lost = { *winner, 0.0 };
    *winner = glicko2_update(*winner, &won, 1, GLICKO2_TAU);
    *loser = glicko2_update(*loser, &lost, 1, GLICKO2_TAU);
}
