/* Unit tests of the Glicko-2 ratings (session/glicko2.h): the paper's own
 * example, one match between two players as its formulas give it, RD
 * growing back with absence, and the bounds whatever goes in. The figures
 * not from the paper were worked out apart from this code, step by step
 * from its formulas. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdbool.h>

#include "session/glicko2.h"

static void near(double got, double want, double within)
{
    if (!(fabs(got - want) <= within))
        fail_msg("%.6f, not %.6f (within %g)", got, want, within);
}

static bool whole(glicko2_rating r)
{
    return isfinite(r.rating) && isfinite(r.rd) && isfinite(r.volatility)
           && r.rating >= GLICKO2_RATING_MIN && r.rating <= GLICKO2_RATING_MAX
           && r.rd >= GLICKO2_RD_MIN && r.rd <= GLICKO2_RD_MAX
           && r.volatility >= GLICKO2_VOLATILITY_MIN && r.volatility <= GLICKO2_VOLATILITY_MAX;
}

/* Glickman's example: 1500/200/0.06, tau 0.5, against 1400/30, 1550/100
 * and 1700/300, winning the first. The paper rounds as it goes and prints
 * 1464.06; unrounded the steps give 1464.05. */
static void the_papers_example(void **state)
{
    (void)state;
    glicko2_rating player = { 1500, 200, 0.06 };
    const glicko2_game games[] = {
        { { 1400, 30, 0.06 }, 1 }, { { 1550, 100, 0.06 }, 0 }, { { 1700, 300, 0.06 }, 0 },
    };
    glicko2_rating r = glicko2_update(player, games, 3, 0.5);
    near(r.rating, 1464.06, 0.02);
    near(r.rd, 151.52, 0.01);
    near(r.volatility, 0.05999, 0.00001);
}

/* One match, one rating period: each player against the other as they
 * were, the winner up and the loser down. */
static void a_match_moves_both_ratings_apart(void **state)
{
    (void)state;
    /* Two new players: the same amounts either way. */
    glicko2_rating w = glicko2_initial(), l = glicko2_initial();
    glicko2_match(&w, &l);
    near(w.rating, 1662.3109, 0.001);
    near(l.rating, 1337.6891, 0.001);
    near(w.rd, 290.3190, 0.001);
    near(l.rd, 290.3190, 0.001);
    near(w.volatility, 0.0599997, 0.000001);
    /* A favourite who wins gains little and grows a little surer; the
     * underdog, less sure, loses more. */
    w = (glicko2_rating){ 1700, 80, 0.06 };
    l = (glicko2_rating){ 1400, 150, 0.06 };
    glicko2_match(&w, &l);
    near(w.rating, 1705.7331, 0.001);
    near(w.rd, 79.6768, 0.001);
    near(l.rating, 1381.7849, 0.001);
    near(l.rd, 143.7837, 0.001);
    near(l.volatility, 0.0599987, 0.000001);
}

/* Step 6 once per period without play: RD^2 grows by volatility^2 each
 * time, up to a new player's 350. */
static void rd_grows_back_with_absence(void **state)
{
    (void)state;
    glicko2_rating r = { 1600, 200, 0.06 };
    glicko2_rating same = glicko2_idle(r, 0);
    near(same.rd, 200, 0);
    near(glicko2_idle(r, -5).rd, 200, 0);
    glicko2_rating month = glicko2_idle(r, 30);
    near(month.rd, 207.9885, 0.001);
    near(month.rating, 1600, 0);
    near(month.volatility, 0.06, 0);
    /* Thirty periods are thirty single ones. */
    glicko2_rating step = r;
    for (int i = 0; i < 30; i++)
        step = glicko2_idle(step, 1);
    near(step.rd, month.rd, 1e-9);
    glicko2_rating none = glicko2_update(r, NULL, 0, GLICKO2_TAU);
    near(none.rd, glicko2_idle(r, 1).rd, 0);
    near(glicko2_idle(r, INT64_MAX).rd, GLICKO2_RD_MAX, 0);
    near(glicko2_idle(r, 1000000).rd, GLICKO2_RD_MAX, 0);
}

/* Whatever goes in, what comes out is a rating within the bounds. */
static void bounds_hold_on_any_input(void **state)
{
    (void)state;
    const double odd[] = { NAN, INFINITY, -INFINITY, -1e300, -1, 0, 1e-300, 0.06, 350, 1500,
                           4000, 1e9, 1e300 };
    const size_t n = sizeof odd / sizeof odd[0];
    for (size_t a = 0; a < n; a++)
        for (size_t b = 0; b < n; b++)
            for (size_t c = 0; c < n; c++) {
                glicko2_rating r = { odd[a], odd[b], odd[c] };
                assert_true(whole(glicko2_bounded(r)));
                assert_true(whole(glicko2_idle(r, 3)));
                glicko2_rating w = r, l = { odd[c], odd[a], odd[b] };
                glicko2_match(&w, &l);
                assert_true(whole(w));
                assert_true(whole(l));
                glicko2_game game = { { odd[b], odd[c], odd[a] }, odd[a] };
                assert_true(whole(glicko2_update(r, &game, 1, odd[b])));
            }
    /* Not a number is the initial value; out of bounds is the bound. */
    glicko2_rating r = glicko2_bounded((glicko2_rating){ NAN, 1e6, -3 });
    near(r.rating, GLICKO2_INITIAL_RATING, 0);
    near(r.rd, GLICKO2_RD_MAX, 0);
    near(r.volatility, GLICKO2_VOLATILITY_MIN, 0);
    /* Extreme ratings: the top player beating the bottom one, and losing
     * to them. */
    glicko2_rating top = { GLICKO2_RATING_MAX, 30, 0.06 };
    glicko2_rating bottom = { GLICKO2_RATING_MIN, 30, 0.06 };
    glicko2_rating w = top, l = bottom;
    glicko2_match(&w, &l);
    assert_true(whole(w) && whole(l));
    assert_true(w.rating >= top.rating - 1e-6 && l.rating <= bottom.rating + 1e-6);
    w = bottom;
    l = top;
    glicko2_match(&w, &l);
    assert_true(whole(w) && whole(l));
    assert_true(w.rating > bottom.rating && l.rating < top.rating);
    /* The volatility's search ends however far the result is from what
     * was expected. */
    glicko2_rating sure = { 1500, GLICKO2_RD_MIN, GLICKO2_VOLATILITY_MIN };
    glicko2_game upset = { { GLICKO2_RATING_MAX, GLICKO2_RD_MIN, 0.06 }, 1 };
    assert_true(whole(glicko2_update(sure, &upset, 1, 0.01)));
    assert_true(whole(glicko2_update(sure, &upset, 1, 10)));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_papers_example),
        cmocka_unit_test(a_match_moves_both_ratings_apart),
        cmocka_unit_test(rd_grows_back_with_absence),
        cmocka_unit_test(bounds_hold_on_any_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
