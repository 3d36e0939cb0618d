/* Unit tests for the loss review: the exact odds of a cell (hexmines_odds.h)
 * against a brute-force count of every placement on many small positions,
 * and against closed forms on boards far too large to enumerate (where a
 * careless count overflows); the review (hexmines_review.h) on hand-made
 * losses (a safe cell two deductions away, a proven mine revealed, a forced
 * guess) and on random classic games checked against the enumeration; on
 * random no-guess games, where a safe cell always exists. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "games/hexmines/hexmines.h"
#include "hexmines_testutil.h"
#include "games/hexmines/hexmines_odds.h"
#include "games/hexmines/hexmines_review.h"
#include "games/hexmines/hexmines_solve.h"

enum { BRUTE_MAX = 18 };

static int count_around(const hm_board *b, const unsigned char *mines, int i)
{
    int n = 0;
    for (int d = 0; d < 6; d++) {
        int j = b->nbr[i * 6 + d];
        n += j >= 0 && mines[j];
    }
    return n;
}

/* Every placement of the unknown cells with total mines in all that fits
 * the numbers: how many (all) and, per cell, how many put a mine there. */
static void brute_force(const hm_board *b, const signed char *shown, int total,
                        double *all, double *mine_at)
{
    int n = b->ncells, unk[BRUTE_MAX], nu = 0, known = 0;
    for (int i = 0; i < n; i++) {
        mine_at[i] = 0;
        if (shown[i] == HM_K_UNKNOWN) {
            assert_true(nu < BRUTE_MAX);
            unk[nu++] = i;
        }
        known += shown[i] == HM_K_MINE;
    }
    *all = 0;
    unsigned char *place = malloc(n > 0 ? (size_t)n : 1);
    for (uint32_t bits = 0; bits < (1u << nu); bits++) {
        int m = known;
        for (int j = 0; j < nu; j++)
            m += (bits >> j) & 1;
        if (m != total)
            continue;
        for (int i = 0; i < n; i++)
            place[i] = shown[i] == HM_K_MINE;
        for (int j = 0; j < nu; j++)
            place[unk[j]] = (bits >> j) & 1;
        bool fits = true;
        for (int i = 0; i < n && fits; i++)
            if (shown[i] >= 0 && shown[i] <= 6)
                fits = count_around(b, place, i) == shown[i];
        if (!fits)
            continue;
        *all += 1;
        for (int j = 0; j < nu; j++)
            mine_at[unk[j]] += place[unk[j]];
    }
    free(place);
}

/* A random position: a layout in truth, what is shown of it (numbers,
 * some known mines and known safe cells, at most `unknown_max` covered).
 * Returns the layout's mine count. */
static int random_position(const hm_board *b, rng *g, unsigned char *truth, signed char *shown,
                           int unknown_max)
{
    int n = b->ncells, mines = 0, unknown = 0;
    uint32_t density = 10 + rng_below(g, 35), reveal = 10 + rng_below(g, 60);
    for (int i = 0; i < n; i++) {
        truth[i] = b->on[i] && rng_below(g, 100) < density;
        mines += truth[i];
    }
    for (int i = 0; i < n; i++) {
        if (!b->on[i])
            shown[i] = HM_K_OFF;
        else if (!truth[i] && rng_below(g, 100) < reveal)
            shown[i] = (signed char)count_around(b, truth, i);
        else if (rng_below(g, 100) < 8)
            shown[i] = truth[i] ? HM_K_MINE : HM_K_SAFE;
        else
            shown[i] = HM_K_UNKNOWN;
        unknown += shown[i] == HM_K_UNKNOWN;
    }
    for (int i = 0; i < n && unknown > unknown_max; i++)
        if (shown[i] == HM_K_UNKNOWN) {
            shown[i] = truth[i] ? HM_K_MINE : (signed char)count_around(b, truth, i);
            unknown--;
        }
    return mines;
}

static void odds_on(hm_shape shape, int w, int h, int positions, int *checked, int *interior)
{
    hm_board b;
    assert_true(hm_board_init(&b, shape, w, h));
    int n = b.ncells;
    unsigned char *truth = malloc((size_t)n);
    signed char *shown = malloc((size_t)n);
    double *mine_at = malloc((size_t)n * sizeof *mine_at);
    for (uint64_t seed = 1; seed <= (uint64_t)positions; seed++) {
        rng g;
        rng_seed(&g, seed, (uint64_t)(w * 100 + h + shape));
        int total = random_position(&b, &g, truth, shown, 14);
        double all;
        brute_force(&b, shown, total, &all, mine_at);
        assert_true(all >= 1);   /* the true layout fits */
        for (int c = 0; c < n; c++) {
            if (shown[c] != HM_K_UNKNOWN)
                continue;
            double p = -1;
            hm_odds_status st = hm_odds_mine(&b, shown, total, c, &p);
            double want = mine_at[c] / all;
            if (st != HM_ODDS_OK || fabs(p - want) > 1e-12) {
                print_message("seed %llu: cell %d is %.17g (status %d), enumeration %.0f/%.0f\n",
                              (unsigned long long)seed, c, p, (int)st, mine_at[c], all);
                fail();
            }
            if (want == 0)
                assert_true(p == 0);
            (*checked)++;
            bool next = false;
            for (int d = 0; d < 6; d++) {
                int q = b.nbr[c * 6 + d];
                next |= q >= 0 && shown[q] >= 0 && shown[q] <= 6;
            }
            *interior += !next;
        }
        /* A total nothing fits is said so. */
        double p;
        int first = -1;
        for (int c = 0; c < n && first < 0; c++)
            if (shown[c] == HM_K_UNKNOWN)
                first = c;
        if (first >= 0)
            assert_int_equal(hm_odds_mine(&b, shown, n + 1, first, &p), HM_ODDS_NONE);
    }
    free(truth);
    free(shown);
    free(mine_at);
    hm_board_free(&b);
}

static void test_odds_equal_a_brute_force_count(void **state)
{
    (void)state;
    int checked = 0, interior = 0;
    odds_on(HM_SHAPE_RECT, 5, 4, 400, &checked, &interior);
    odds_on(HM_SHAPE_RECT, 6, 5, 400, &checked, &interior);
    odds_on(HM_SHAPE_RECT, 7, 3, 300, &checked, &interior);
    odds_on(HM_SHAPE_RECT, 9, 9, 200, &checked, &interior);
    odds_on(HM_SHAPE_HEXAGON, 5, 5, 400, &checked, &interior);
    print_message("cells checked %d, %d of them next to no number\n", checked, interior);
    assert_true(checked > 5000);
    assert_true(interior > 500);
}

/* A board w x h with the cells of one row strip "?1?1?" (its 1s shown, the
 * strip's left end at row 0 col 0, each cell's other neighbours known
 * safe) and every other cell covered and next to no number. */
static void strip_position(hm_board *b, int w, int h, signed char *k)
{
    assert_true(hm_board_init(b, HM_SHAPE_RECT, w, h));
    for (int i = 0; i < b->ncells; i++)
        k[i] = HM_K_UNKNOWN;
    static const signed char strip[5] = { HM_K_UNKNOWN, 1, HM_K_UNKNOWN, 1, HM_K_UNKNOWN };
    for (int c = 0; c < 5; c++)
        k[c] = strip[c];
    /* Row 1 under the strip, and col 5 of row 0: known safe, so the 1s
     * see only the strip's cells and the rest is free. */
    for (int c = 0; c < 6; c++)
        k[w + c] = HM_K_SAFE;
    k[5] = HM_K_SAFE;
}

static void test_odds_stay_exact_on_boards_too_large_to_enumerate(void **state)
{
    (void)state;
    static const struct { int w, h, mines; } boards[] = {
        { 30, 16, 99 }, { 200, 200, 9000 }, { 1000, 1000, 250000 },
    };
    for (size_t t = 0; t < sizeof boards / sizeof boards[0]; t++) {
        hm_board b;
        signed char *k = malloc((size_t)boards[t].w * (size_t)boards[t].h);
        strip_position(&b, boards[t].w, boards[t].h, k);
        int u = 0;
        for (int i = 0; i < b.ncells; i++)
            u += k[i] == HM_K_UNKNOWN;
        int free_cells = u - 3, r = boards[t].mines;
        /* The strip holds its middle cell (1 mine) or both ends (2): C(f,
         * r - 1) and C(f, r - 2) ways, in the ratio (f - r + 2) : (r - 1). */
        double middle = 1.0 / (1.0 + (double)(r - 1) / (double)(free_cells - r + 2));
        double p;
        assert_int_equal(hm_odds_mine(&b, k, r, 2, &p), HM_ODDS_OK);
        print_message("%dx%d: %.17g, closed form %.17g\n", boards[t].w, boards[t].h, p, middle);
        assert_true(fabs(p - middle) < 1e-12);
        assert_int_equal(hm_odds_mine(&b, k, r, 0, &p), HM_ODDS_OK);
        assert_true(fabs(p - (1 - middle)) < 1e-12);
        /* A free cell: the mines the strip leaves, spread over the rest. */
        double expect = (middle * (r - 1) + (1 - middle) * (r - 2)) / free_cells;
        assert_int_equal(hm_odds_mine(&b, k, r, b.ncells - 1, &p), HM_ODDS_OK);
        assert_true(fabs(p - expect) < 1e-12);
        free(k);
        hm_board_free(&b);
    }
}

static void test_odds_give_up_within_their_budget(void **state)
{
    (void)state;
    /* An expert board with a long strip of numbers: plenty of work. */
    hm_board b;
    signed char *k = malloc(30 * 16);
    strip_position(&b, 30, 16, k);
    double p;
    long budget = 5;
    assert_int_equal(hm_odds_mine_within(&b, k, 99, 2, &budget, &p), HM_ODDS_TOO_BIG);
    assert_int_equal(budget, 0);
    budget = HM_ODDS_WORK_MAX;
    assert_int_equal(hm_odds_mine_within(&b, k, 99, 2, &budget, &p), HM_ODDS_OK);
    assert_true(budget > 0 && budget < HM_ODDS_WORK_MAX);
    free(k);
    hm_board_free(&b);
}

/* ------------------------------------------------------------- review */

static void test_review_tells_a_safe_cell_two_deductions_away(void **state)
{
    (void)state;
    /* One row: 1 ? 1 ? ? ? *. The first 1 makes col 1 a mine; then the
     * second 1 has its mine, so col 3 is safe. */
    hm_game *g = layout_game(7, 1, (const int[]){ 1, 6 }, 2);
    play(g, "O0,0");
    play(g, "O0,2");
    hm_review r;
    assert_false(hm_review_make(g, &r));   /* not lost yet */
    play(g, "F0,5");
    play(g, "O0,1");
    assert_int_equal(hm_game_status(g), HM_LOST);
    assert_true(hm_review_make(g, &r));
    assert_int_equal(r.fatal, 1);
    assert_int_equal(r.move.kind, HM_MOVE_OPEN);
    assert_int_equal(r.safety, HM_REVIEW_SAFE);
    assert_int_equal(r.safe, 3);
    assert_int_equal(r.steps, 2);
    char reason[HM_REVIEW_TEXT_MAX];
    hm_review_reason(&r, 2, reason, sizeof reason);
    assert_string_equal(reason,
                        "the 1 at row 1, col 1 needs every hidden neighbour left as a mine, so"
                        " row 1, col 2 is a mine; then the 1 at row 1, col 3 already has all its"
                        " mines, so row 1, col 4 is safe");
    hm_review_reason(&r, 1, reason, sizeof reason);
    assert_string_equal(reason,
                        "after 1 simpler deduction, the 1 at row 1, col 3 already has all its"
                        " mines, so row 1, col 4 is safe");
    assert_true(r.proved_mine);
    assert_true(r.p_mine == 1);
    assert_false(r.noguess);
    /* The position before the move: the reveal undone, the flag kept. */
    assert_int_equal(r.know[1], HM_K_UNKNOWN);
    assert_int_equal(r.know[0], 1);
    assert_int_equal(r.know[4], HM_K_UNKNOWN);
    assert_true(r.flagged[5]);
    assert_false(r.flagged[1]);
    hm_review_free(&r);
    hm_game_free(g);
}

static void test_review_calls_a_fifty_fifty_a_forced_guess(void **state)
{
    (void)state;
    /* ? 1 ? with one mine: either side, nothing else to go by. */
    hm_game *g = layout_game(3, 1, (const int[]){ 0 }, 1);
    play(g, "O0,1");
    play(g, "O0,0");
    hm_review r;
    assert_true(hm_review_make(g, &r));
    assert_int_equal(r.safety, HM_REVIEW_FORCED);
    assert_int_equal(r.safe, -1);
    assert_int_equal(r.odds, HM_ODDS_OK);
    assert_false(r.proved_mine);
    assert_true(fabs(r.p_mine - 0.5) < 1e-15);
    assert_true(r.safest == 0 || r.safest == 2);
    assert_true(fabs(r.p_safest - 0.5) < 1e-15);
    hm_review_free(&r);
    hm_game_free(g);
}

static void test_review_of_a_chord_sees_the_position_before_it(void **state)
{
    (void)state;
    /* 5x1: * 1 0 ... a chord from the 1 with a wrong flag. Row:
     * col0 mine, col1 "1", col2.. safe. Flag col 2's neighbour wrongly:
     * board 4 wide: mines at 0 and 3; col1 = 1, col2 = 1. */
    hm_game *g = layout_game(4, 1, (const int[]){ 0, 3 }, 2);
    play(g, "O0,1");
    play(g, "F0,2");   /* wrong: col 2 is safe */
    play(g, "C0,1");   /* opens col 0: the mine */
    assert_int_equal(hm_game_status(g), HM_LOST);
    hm_review r;
    assert_true(hm_review_make(g, &r));
    assert_int_equal(r.move.kind, HM_MOVE_CHORD);
    assert_int_equal(r.fatal, 0);
    assert_int_equal(r.know[0], HM_K_UNKNOWN);
    assert_int_equal(r.know[2], HM_K_UNKNOWN);
    assert_true(r.flagged[2]);
    /* 1 ? with 2 mines among cols 0, 2, 3: col 0 or col 2 holds the 1's
     * mine, col 3 the other: 1/2 each, col 3 a mine for sure. */
    assert_int_equal(r.odds, HM_ODDS_OK);
    assert_true(fabs(r.p_mine - 0.5) < 1e-15);
    assert_int_equal(r.safety, HM_REVIEW_FORCED);
    hm_review_free(&r);
    hm_game_free(g);
}

/* A random classic game lost after some safe reveals: the review against
 * the enumeration of every placement. */
static bool check_random_loss(int w, int h, int nmines, uint64_t seed, int *safe, int *forced)
{
    hm_params p = { HM_SHAPE_RECT, w, h, nmines, seed, HM_MODE_CLASSIC, HM_GEN_NEW };
    hm_game *g = hm_game_new(&p);
    rng r;
    rng_seed(&r, seed, 99);
    hm_game_apply_text(g, "O1,1", 0);
    const unsigned char *mines = hm_game_mines(g);
    const hm_board *b = hm_game_board(g);
    int n = b->ncells;
    /* reveal random safe cells, then a random mine */
    int reveals = (int)rng_below(&r, 6);
    for (int t = 0; t < reveals * 10 && reveals > 0; t++) {
        int c = (int)rng_below(&r, (uint32_t)n);
        if (!mines[c] && hm_game_cell(g, c / w, c % w).kind == HM_SHOW_HIDDEN) {
            hm_move m = { HM_MOVE_OPEN, c / w, c % w };
            hm_game_apply(g, m, 0);
            reveals--;
        }
    }
    if (hm_game_status(g) != HM_PLAYING) {
        hm_game_free(g);
        return true;
    }
    int fatal;
    do
        fatal = (int)rng_below(&r, (uint32_t)n);
    while (!mines[fatal]);
    hm_game_apply(g, (hm_move){ HM_MOVE_OPEN, fatal / w, fatal % w }, 0);
    assert_int_equal(hm_game_status(g), HM_LOST);
    hm_review rv;
    assert_true(hm_review_make(g, &rv));
    int unknown = 0;
    for (int i = 0; i < n; i++)
        unknown += rv.know[i] == HM_K_UNKNOWN;
    bool ok = true;
    if (unknown <= BRUTE_MAX) {
        double all, *mine_at = malloc((size_t)n * sizeof *mine_at);
        brute_force(b, rv.know, nmines, &all, mine_at);
        bool any_safe = false;
        double least = 2;
        for (int i = 0; i < n; i++)
            if (rv.know[i] == HM_K_UNKNOWN) {
                any_safe |= mine_at[i] == 0;
                if (mine_at[i] / all < least)
                    least = mine_at[i] / all;
            }
        ok = rv.odds == HM_ODDS_OK && fabs(rv.p_mine - mine_at[fatal] / all) < 1e-12
             && rv.safety == (any_safe ? HM_REVIEW_SAFE : HM_REVIEW_FORCED);
        if (ok && any_safe)
            ok = rv.safe >= 0 && mine_at[rv.safe] == 0 && rv.nstep > 0 && rv.step[rv.nstep - 1][0];
        if (ok && !any_safe)
            ok = rv.safest >= 0 && fabs(rv.p_safest - least) < 1e-12;
        *safe += any_safe;
        *forced += !any_safe;
        if (!ok)
            print_message("seed %llu: safety %d safe %d p %.17g (want %.17g)\n",
                          (unsigned long long)seed, (int)rv.safety, rv.safe, rv.p_mine,
                          mine_at[fatal] / all);
        free(mine_at);
    }
    hm_review_free(&rv);
    hm_game_free(g);
    return ok;
}

static void test_review_agrees_with_the_enumeration_on_random_losses(void **state)
{
    (void)state;
    int safe = 0, forced = 0;
    for (uint64_t seed = 1; seed <= 600; seed++)
        if (!check_random_loss(5, 4, 3 + (int)(seed % 4), seed, &safe, &forced))
            fail_msg("review disagrees with the enumeration, seed %llu",
                     (unsigned long long)seed);
    print_message("losses checked: %d with a safe cell, %d forced guesses\n", safe, forced);
    assert_true(safe > 50);
    assert_true(forced > 20);
}

/* On a no-guess board a safe move always exists, however the player got
 * there: played by the solver's safe cells for a while, then a mine. */
static void test_review_finds_a_safe_cell_on_every_no_guess_loss(void **state)
{
    (void)state;
    static const char *const presets[] = { "beginner", "intermediate", "expert", "hexagon" };
    int checked = 0;
    for (size_t t = 0; t < sizeof presets / sizeof *presets; t++)
        for (uint64_t seed = 1; seed <= 25; seed++) {
            hm_params p;
            assert_true(hm_preset(&p, presets[t]));
            p.seed = seed;
            hm_game *g = hm_game_new(&p);
            const hm_board *b = hm_game_board(g);
            int first = hm_board_default_first(b);
            hm_game_apply(g, (hm_move){ HM_MOVE_OPEN, first / b->width, first % b->width }, 0);
            const unsigned char *mines = hm_game_mines(g);
            rng r;
            rng_seed(&r, seed, t);
            /* some hints' safe cells, then a mine */
            int steps = (int)rng_below(&r, 40);
            for (int s = 0; s < steps && hm_game_status(g) == HM_PLAYING; s++) {
                hm_hint h = hm_hint_find(g);
                if (!h.found)
                    break;
                hm_move m = { h.mine ? HM_MOVE_FLAG : HM_MOVE_OPEN, h.row, h.col };
                if (h.mine && hm_game_cell(g, h.row, h.col).kind == HM_SHOW_FLAG)
                    break;
                hm_game_apply(g, m, 0);
            }
            if (hm_game_status(g) != HM_PLAYING) {
                hm_game_free(g);
                continue;
            }
            int fatal = -1;
            for (int i = 0; i < b->ncells && fatal < 0; i++)
                if (b->on[i] && mines[i]
                    && hm_game_cell(g, i / b->width, i % b->width).kind == HM_SHOW_HIDDEN)
                    fatal = i;
            if (fatal < 0) {   /* every mine flagged: no loss to be had */
                hm_game_free(g);
                continue;
            }
            hm_game_apply(g, (hm_move){ HM_MOVE_OPEN, fatal / b->width, fatal % b->width }, 0);
            hm_review rv;
            assert_true(hm_review_make(g, &rv));
            assert_true(rv.noguess);
            assert_int_equal(rv.safety, HM_REVIEW_SAFE);
            assert_false(mines[rv.safe]);
            assert_int_equal(rv.know[rv.safe], HM_K_UNKNOWN);
            assert_int_equal(rv.odds, HM_ODDS_OK);
            assert_true(rv.p_mine > 0 && rv.p_mine <= 1);
            hm_review_free(&rv);
            hm_game_free(g);
            checked++;
        }
    assert_true(checked > 60);
}

static void test_percent_reads_as_a_player_expects(void **state)
{
    (void)state;
    char buf[32];
    hm_review_percent(0.375, buf, sizeof buf);
    assert_string_equal(buf, "37.5%");
    hm_review_percent(1, buf, sizeof buf);
    assert_string_equal(buf, "100%");
    hm_review_percent(0, buf, sizeof buf);
    assert_string_equal(buf, "0%");
    hm_review_percent(0.0042, buf, sizeof buf);
    assert_string_equal(buf, "0.42%");
    hm_review_percent(0.0000123, buf, sizeof buf);
    assert_string_equal(buf, "0.0012%");
    hm_review_percent(0.99999, buf, sizeof buf);
    assert_string_equal(buf, "99.9990%");
    hm_review_percent(0.9995, buf, sizeof buf);
    assert_string_equal(buf, "99.950%");
    hm_review_percent(0.999, buf, sizeof buf);
    assert_string_equal(buf, "99.9%");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_odds_equal_a_brute_force_count),
        cmocka_unit_test(test_odds_stay_exact_on_boards_too_large_to_enumerate),
        cmocka_unit_test(test_odds_give_up_within_their_budget),
        cmocka_unit_test(test_review_tells_a_safe_cell_two_deductions_away),
        cmocka_unit_test(test_review_calls_a_fifty_fifty_a_forced_guess),
        cmocka_unit_test(test_review_of_a_chord_sees_the_position_before_it),
        cmocka_unit_test(test_review_agrees_with_the_enumeration_on_random_losses),
        cmocka_unit_test(test_review_finds_a_safe_cell_on_every_no_guess_loss),
        cmocka_unit_test(test_percent_reads_as_a_player_expects),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
