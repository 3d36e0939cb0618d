/* Unit tests for the hexmines solver: fixed deductions for each rule, and
 * soundness against brute-force enumeration of every mine placement
 * consistent with the shown numbers on many small random positions; the
 * counting fallback (hexmines_count.h) on positions the rules cannot decide
 * and against the same enumeration, where it must decide exactly the cells
 * every placement agrees on. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_count.h"
#include "games/hexmines/hexmines_solve.h"

static int count_around(const hm_board *b, const unsigned char *mines, int i)
{
    int n = 0;
    for (int d = 0; d < 6; d++) {
        int j = b->nbr[i * 6 + d];
        n += j >= 0 && mines[j];
    }
    return n;
}

/* Knowledge from row strings: '?' unknown, '*' known mine, '0'..'6'
 * revealed number, 's' known safe without a number, '-' off board. */
static void know_from(const hm_board *b, const char *const *rows,
                      signed char *k)
{
    for (int r = 0; r < b->height; r++)
        for (int c = 0; c < b->width; c++) {
            char ch = rows[r][c];
            k[r * b->width + c] = ch == '?' ? HM_K_UNKNOWN
                                  : ch == '*' ? HM_K_MINE
                                  : ch == '-' ? HM_K_OFF
                                  : ch == 's' ? HM_K_SAFE
                                  : (signed char)(ch - '0');
        }
}

static void test_number_with_its_mines_clears_the_rest(void **state)
{
    (void)state;
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 3, 1));
    signed char k[3];
    hm_why why[3];
    know_from(&b, (const char *const[]){ "?0?" }, k);
    hm_solve_result r = hm_solve(&b, k, -1, NULL, why);
    assert_int_equal(k[0], HM_K_SAFE);
    assert_int_equal(k[2], HM_K_SAFE);
    assert_int_equal(r.unknown_left, 0);
    assert_int_equal(why[0].kind, HM_WHY_NUMBER_DONE);
    assert_int_equal(why[0].a, 1);
    know_from(&b, (const char *const[]){ "?2?" }, k);
    r = hm_solve(&b, k, -1, NULL, why);
    assert_int_equal(k[0], HM_K_MINE);
    assert_int_equal(k[2], HM_K_MINE);
    assert_int_equal(why[2].kind, HM_WHY_NUMBER_FULL);
    assert_int_equal(r.deductions, 2);
    hm_board_free(&b);
}

static void test_subset_of_two_numbers_decides_the_difference(void **state)
{
    (void)state;
    /* 4x2, odd-r. (0,1) sees (0,0) (0,2) (1,0) (1,1); (1,1) sees (0,1)
     * (0,2) (1,0) (1,2). Unknown sets {(0,0),(0,2),(1,0)} and
     * {(0,2),(1,0),(1,2)} with (0,0) known safe: the 1 at (0,1) needs its
     * mine in {(0,2),(1,0)} ⊆ the 1 at (1,1)'s set, so (1,2) is safe. */
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 4, 2));
    signed char k[8];
    hm_why why[8];
    know_from(&b, (const char *const[]){ "s1??", "?1??" }, k);
    hm_solve(&b, k, -1, NULL, why);
    assert_int_equal(k[1 * 4 + 2], HM_K_SAFE);
    assert_int_equal(why[1 * 4 + 2].kind, HM_WHY_PAIR);
    assert_int_equal(k[0 * 4 + 2], HM_K_UNKNOWN);
    assert_int_equal(k[1 * 4 + 0], HM_K_UNKNOWN);
    hm_board_free(&b);
}

static void test_mine_total_decides_the_rest(void **state)
{
    (void)state;
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 4, 1));
    signed char k[4];
    hm_why why[4];
    know_from(&b, (const char *const[]){ "*???" }, k);
    hm_solve_result r = hm_solve(&b, k, 1, NULL, why);
    assert_int_equal(r.unknown_left, 0);
    assert_int_equal(k[3], HM_K_SAFE);
    assert_int_equal(why[3].kind, HM_WHY_TOTAL_DONE);
    know_from(&b, (const char *const[]){ "*???" }, k);
    r = hm_solve(&b, k, 4, NULL, why);
    assert_int_equal(k[1], HM_K_MINE);
    assert_int_equal(why[1].kind, HM_WHY_TOTAL_FULL);
    know_from(&b, (const char *const[]){ "*???" }, k);
    r = hm_solve(&b, k, -1, NULL, why);
    assert_int_equal(r.unknown_left, 3);
    assert_int_equal(r.deductions, 0);
    know_from(&b, (const char *const[]){ "*???" }, k);
    r = hm_solve(&b, k, 9, NULL, why);
    assert_true(r.contradiction);
    hm_board_free(&b);
}

static void test_off_board_cells_are_never_decided(void **state)
{
    (void)state;
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_HEXAGON, 5, 5));
    signed char k[25];
    for (int i = 0; i < 25; i++)
        k[i] = b.on[i] ? HM_K_UNKNOWN : HM_K_OFF;
    hm_solve_result r = hm_solve(&b, k, 0, NULL, NULL);
    assert_int_equal(r.unknown_left, 0);
    assert_int_equal(r.deductions, 19);
    for (int i = 0; i < 25; i++)
        assert_int_equal(k[i], b.on[i] ? HM_K_SAFE : HM_K_OFF);
    hm_board_free(&b);
}

/* --------------------------------------------------- soundness by brute force */

typedef struct { int pair, total, single; } rule_use;

/* Every deduction must hold in every placement consistent with the shown
 * numbers (and the total when given). Returns false on the first breach. */
static bool check_position(const hm_board *b, const unsigned char *truth,
                           const signed char *shown, int total, rule_use *use,
                           uint64_t seed)
{
    int n = b->ncells;
    signed char *k = malloc((size_t)n);
    hm_why *why = malloc((size_t)n * sizeof *why);
    memcpy(k, shown, (size_t)n);
    hm_solve_result r = hm_solve(b, k, total, NULL, why);
    int unk[24], nu = 0, known_mines = 0;
    for (int i = 0; i < n; i++) {
        if (shown[i] == HM_K_UNKNOWN)
            unk[nu++] = i;
        known_mines += shown[i] == HM_K_MINE;
    }
    assert_true(nu <= 24);
    assert_false(r.contradiction);
    for (int i = 0; i < n; i++) {
        if (why[i].kind == HM_WHY_PAIR)
            use->pair++;
        else if (why[i].kind == HM_WHY_TOTAL_DONE || why[i].kind == HM_WHY_TOTAL_FULL)
            use->total++;
        else if (why[i].kind != HM_WHY_NONE)
            use->single++;
        /* decided exactly when a reason is recorded */
        assert_int_equal(why[i].kind != HM_WHY_NONE,
                         shown[i] == HM_K_UNKNOWN && k[i] != HM_K_UNKNOWN);
    }
    unsigned char *place = malloc((size_t)n);
    bool ok = true;
    long consistent = 0;
    for (uint32_t bits = 0; bits < (1u << nu) && ok; bits++) {
        int m = known_mines;
        for (int i = 0; i < n; i++)
            place[i] = shown[i] == HM_K_MINE;
        for (int j = 0; j < nu; j++)
            if (bits & (1u << j)) {
                place[unk[j]] = 1;
                m++;
            }
        if (total >= 0 && m != total)
            continue;
        bool fits = true;
        for (int i = 0; i < n && fits; i++)
            if (shown[i] >= 0 && shown[i] <= 6)
                fits = count_around(b, place, i) == shown[i];
        if (!fits)
            continue;
        consistent++;
        for (int j = 0; j < nu && ok; j++) {
            int c = unk[j];
            if ((k[c] == HM_K_MINE && !place[c]) || (k[c] == HM_K_SAFE && place[c])) {
                print_message("seed %llu: cell %d (row %d col %d) called %s, "
                              "rule %d (a %d b %d), but a placement disagrees\n",
                              (unsigned long long)seed, c, c / b->width,
                              c % b->width, k[c] == HM_K_MINE ? "mine" : "safe",
                              why[c].kind, why[c].a, why[c].b);
                ok = false;
            }
        }
    }
    (void)truth;
    if (ok && consistent == 0) {
        print_message("seed %llu: the true layout was not found\n",
                      (unsigned long long)seed);
        ok = false;
    }
    free(place);
    free(k);
    free(why);
    return ok;
}

/* A random small position: a layout in truth, what is known of it in shown
 * (at most 14 unknown cells). Returns the layout's mine count. */
static int random_position(const hm_board *b, rng *g, unsigned char *truth,
                           signed char *shown)
{
    int n = b->ncells;
    uint32_t density = 15 + rng_below(g, 30);
    int mines = 0;
    for (int i = 0; i < n; i++) {
        truth[i] = b->on[i] && rng_below(g, 100) < density;
        mines += truth[i];
    }
    uint32_t reveal = 30 + rng_below(g, 50);
    int unknown = 0;
    for (int i = 0; i < n; i++) {
        if (!b->on[i])
            shown[i] = HM_K_OFF;
        else if (!truth[i] && rng_below(g, 100) < reveal)
            shown[i] = (signed char)count_around(b, truth, i);
        else if (truth[i] && rng_below(g, 100) < 15)
            shown[i] = HM_K_MINE;
        else
            shown[i] = HM_K_UNKNOWN;
        unknown += shown[i] == HM_K_UNKNOWN;
    }
    /* keep the enumeration small: reveal more safe cells if needed */
    for (int i = 0; i < n && unknown > 14; i++)
        if (shown[i] == HM_K_UNKNOWN && !truth[i]) {
            shown[i] = (signed char)count_around(b, truth, i);
            unknown--;
        }
    for (int i = 0; i < n && unknown > 14; i++)
        if (shown[i] == HM_K_UNKNOWN) {
            shown[i] = HM_K_MINE;
            unknown--;
        }
    return mines;
}

static void soundness_on(hm_shape shape, int w, int h, int positions,
                         rule_use *use)
{
    hm_board b;
    assert_true(hm_board_init(&b, shape, w, h));
    int n = b.ncells;
    unsigned char *truth = malloc((size_t)n);
    signed char *shown = malloc((size_t)n);
    for (uint64_t seed = 1; seed <= (uint64_t)positions; seed++) {
        rng g;
        rng_seed(&g, seed, (uint64_t)(w * 100 + h));
        int mines = random_position(&b, &g, truth, shown);
        int total = rng_below(&g, 2) ? mines : -1;
        if (!check_position(&b, truth, shown, total, use, seed))
            fail_msg("unsound deduction on %dx%d (shape %d), seed %llu", w, h,
                     (int)shape, (unsigned long long)seed);
    }
    free(truth);
    free(shown);
    hm_board_free(&b);
}

static void test_solver_is_sound_against_brute_force(void **state)
{
    (void)state;
    rule_use use = { 0, 0, 0 };
    soundness_on(HM_SHAPE_RECT, 5, 4, 600, &use);
    soundness_on(HM_SHAPE_RECT, 6, 5, 600, &use);
    soundness_on(HM_SHAPE_RECT, 4, 4, 400, &use);
    soundness_on(HM_SHAPE_RECT, 7, 3, 400, &use);
    soundness_on(HM_SHAPE_HEXAGON, 5, 5, 600, &use);
    /* every rule was exercised, so the check had something to catch */
    print_message("deductions checked: single %d, pair %d, total %d\n",
                  use.single, use.pair, use.total);
    assert_true(use.single > 1000);
    assert_true(use.pair > 100);
    assert_true(use.total > 20);
}

/* ------------------------------------------------------- counting fallback */

/* A one-row board "?1?1?...?" with u unknown cells: each 1 sees the cells
 * either side, so the unknowns alternate mine/safe in one of two ways,
 * holding (u + 1) / 2 or u / 2 mines. */
static void chain(hm_board *b, int u, signed char *k)
{
    assert_true(hm_board_init(b, HM_SHAPE_RECT, 2 * u - 1, 1));
    for (int i = 0; i < 2 * u - 1; i++)
        k[i] = i % 2 ? 1 : HM_K_UNKNOWN;
}

static void test_counting_decides_what_only_the_total_can(void **state)
{
    (void)state;
    hm_board b;
    signed char k[64];
    hm_why why[64];
    unsigned char how[64];
    chain(&b, 11, k);
    /* the rules see only pairs of 1s sharing one cell: no progress */
    hm_solve_result r = hm_solve(&b, k, 6, NULL, why);
    assert_int_equal(r.deductions, 0);
    assert_int_equal(r.unknown_left, 11);
    /* 6 mines on 11 cells: only the pattern with mines at both ends */
    hm_count_result c = hm_count_solve(&b, k, 6, how);
    assert_false(c.contradiction);
    assert_true(c.complete);
    assert_int_equal(c.mines_left, 6);
    assert_int_equal(c.decided, 11);
    for (int i = 0; i < 21; i += 2) {
        assert_int_equal(k[i], i % 4 == 0 ? HM_K_MINE : HM_K_SAFE);
        assert_int_equal(how[i], HM_COUNT_TOTAL);
    }
    for (int i = 1; i < 21; i += 2)
        assert_int_equal(k[i], 1);
    /* 5 mines: the other pattern */
    hm_board_free(&b);
    chain(&b, 11, k);
    c = hm_count_solve(&b, k, 5, how);
    assert_int_equal(c.decided, 11);
    assert_int_equal(k[0], HM_K_SAFE);
    assert_int_equal(k[2], HM_K_MINE);
    /* total unknown: both patterns stay possible */
    hm_board_free(&b);
    chain(&b, 11, k);
    c = hm_count_solve(&b, k, -1, how);
    assert_int_equal(c.decided, 0);
    assert_int_equal(c.mines_left, -1);
    assert_true(c.complete);
    /* 7 mines fit neither pattern */
    hm_board_free(&b);
    chain(&b, 11, k);
    c = hm_count_solve(&b, k, 7, how);
    assert_true(c.contradiction);
    assert_int_equal(c.decided, 0);
    assert_int_equal(k[0], HM_K_UNKNOWN);
    hm_board_free(&b);
}

static void test_counting_clears_the_interior_when_the_frontier_needs_all(
    void **state)
{
    (void)state;
    /* "?1??": the 1 takes the only mine, so the far cell is safe */
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 4, 1));
    signed char k[4] = { HM_K_UNKNOWN, 1, HM_K_UNKNOWN, HM_K_UNKNOWN };
    unsigned char how[4];
    hm_solve_result r = hm_solve(&b, k, 1, NULL, NULL);
    assert_int_equal(r.deductions, 0);
    hm_count_result c = hm_count_solve(&b, k, 1, how);
    assert_int_equal(c.decided, 1);
    assert_int_equal(k[3], HM_K_SAFE);
    assert_int_equal(how[3], HM_COUNT_TOTAL);
    assert_int_equal(k[0], HM_K_UNKNOWN);
    assert_int_equal(how[0], HM_COUNT_NOT);
    /* 3 mines: the frontier holds at most one, so the interior is a mine */
    signed char k3[4] = { HM_K_UNKNOWN, 1, HM_K_UNKNOWN, HM_K_UNKNOWN };
    c = hm_count_solve(&b, k3, 2, how);
    assert_int_equal(c.decided, 1);
    assert_int_equal(k3[3], HM_K_MINE);
    hm_board_free(&b);
}

static void test_counting_skips_groups_over_the_limit(void **state)
{
    (void)state;
    /* 31 cells linked in one group: above the limit, so even the total
     * (which decides every cell) is not searched, and nothing is claimed */
    hm_board b;
    signed char k[64];
    chain(&b, HM_COUNT_GROUP_MAX + 7, k);
    hm_count_result c = hm_count_solve(&b, k, (HM_COUNT_GROUP_MAX + 8) / 2,
                                       NULL);
    assert_false(c.complete);
    assert_false(c.contradiction);
    assert_int_equal(c.decided, 0);
    hm_board_free(&b);
    /* at the limit it is searched: 24 cells hold 12 mines either way, so
     * with 13 the cell after the chain (next to no number) is a mine */
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 2 * HM_COUNT_GROUP_MAX, 1));
    for (int i = 0; i < 2 * HM_COUNT_GROUP_MAX; i++)
        k[i] = i % 2 && i < 2 * HM_COUNT_GROUP_MAX - 1 ? 1 : HM_K_UNKNOWN;
    c = hm_count_solve(&b, k, HM_COUNT_GROUP_MAX / 2 + 1, NULL);
    assert_true(c.complete);
    assert_int_equal(c.decided, 1);
    assert_int_equal(k[2 * HM_COUNT_GROUP_MAX - 1], HM_K_MINE);
    hm_board_free(&b);
}

typedef struct { int cells, beyond_rules, interior, total, local; } count_use;

/* Every placement of the unknown cells: per cell, whether it can be a mine
 * and safe under the numbers alone (any) and under the total too (tot). */
static void brute_force(const hm_board *b, const signed char *shown, int total,
                        unsigned char *any_m, unsigned char *any_s,
                        unsigned char *tot_m, unsigned char *tot_s)
{
    int n = b->ncells, unk[24], nu = 0, known = 0;
    for (int i = 0; i < n; i++) {
        any_m[i] = any_s[i] = tot_m[i] = tot_s[i] = 0;
        if (shown[i] == HM_K_UNKNOWN) {
            assert_true(nu < 24);
            unk[nu++] = i;
        }
        known += shown[i] == HM_K_MINE;
    }
    unsigned char *place = malloc(n > 0 ? (size_t)n : 1);
    for (uint32_t bits = 0; bits < (1u << nu); bits++) {
        int m = known;
        for (int i = 0; i < n; i++)
            place[i] = shown[i] == HM_K_MINE;
        for (int j = 0; j < nu; j++)
            if (bits & (1u << j)) {
                place[unk[j]] = 1;
                m++;
            }
        bool fits = true;
        for (int i = 0; i < n && fits; i++)
            if (shown[i] >= 0 && shown[i] <= 6)
                fits = count_around(b, place, i) == shown[i];
        if (!fits)
            continue;
        for (int j = 0; j < nu; j++) {
            int c = unk[j];
            (place[c] ? any_m : any_s)[c] = 1;
            if (m == total)
                (place[c] ? tot_m : tot_s)[c] = 1;
        }
    }
    free(place);
}

static bool check_counting(const hm_board *b, const signed char *shown,
                           int total, count_use *use, uint64_t seed)
{
    int n = b->ncells;
    signed char *k = malloc((size_t)n), *rules = malloc((size_t)n);
    unsigned char *how = malloc((size_t)n), *am = malloc((size_t)n),
                  *as = malloc((size_t)n), *tm = malloc((size_t)n),
                  *ts = malloc((size_t)n);
    memcpy(k, shown, (size_t)n);
    memcpy(rules, shown, (size_t)n);
    hm_solve(b, rules, total, NULL, NULL);
    hm_count_result r = hm_count_solve(b, k, total, how);
    brute_force(b, shown, total, am, as, tm, ts);
    bool ok = !r.contradiction && r.complete && !r.nomem;
    if (!ok)
        print_message("seed %llu: contradiction %d complete %d\n",
                      (unsigned long long)seed, r.contradiction, r.complete);
    for (int c = 0; c < n && ok; c++) {
        if (shown[c] != HM_K_UNKNOWN) {
            ok = k[c] == shown[c] && how[c] == HM_COUNT_NOT;
            continue;
        }
        bool can_m = total >= 0 ? tm[c] : am[c];
        bool can_s = total >= 0 ? ts[c] : as[c];
        signed char want = can_m && can_s ? HM_K_UNKNOWN
                           : can_m ? HM_K_MINE : HM_K_SAFE;
        bool local = !(am[c] && as[c]);
        unsigned char want_how = want == HM_K_UNKNOWN ? HM_COUNT_NOT
                                 : local ? HM_COUNT_LOCAL : HM_COUNT_TOTAL;
        if (k[c] != want || how[c] != want_how) {
            print_message("seed %llu total %d: cell %d (row %d col %d) is %d "
                          "(how %d), enumeration says %d (how %d)\n",
                          (unsigned long long)seed, total, c, c / b->width,
                          c % b->width, k[c], how[c], want, want_how);
            ok = false;
        }
        if (want == HM_K_UNKNOWN)
            continue;
        use->cells++;
        use->beyond_rules += rules[c] == HM_K_UNKNOWN;
        use->total += !local;
        use->local += local && rules[c] == HM_K_UNKNOWN;
        bool interior = true;
        for (int d = 0; d < 6; d++) {
            int q = b->nbr[c * 6 + d];
            interior &= q < 0 || shown[q] < 0 || shown[q] > 6;
        }
        use->interior += interior;
    }
    free(k);
    free(rules);
    free(how);
    free(am);
    free(as);
    free(tm);
    free(ts);
    return ok;
}

static void test_counting_decides_exactly_what_every_placement_agrees_on(
    void **state)
{
    (void)state;
    static const struct { hm_shape shape; int w, h, positions; } boards[] = {
        { HM_SHAPE_RECT, 5, 4, 500 }, { HM_SHAPE_RECT, 6, 5, 500 },
        { HM_SHAPE_RECT, 7, 3, 400 }, { HM_SHAPE_HEXAGON, 5, 5, 500 },
    };
    count_use use = { 0, 0, 0, 0, 0 };
    for (size_t t = 0; t < sizeof boards / sizeof boards[0]; t++) {
        hm_board b;
        assert_true(hm_board_init(&b, boards[t].shape, boards[t].w,
                                  boards[t].h));
        unsigned char *truth = malloc((size_t)b.ncells);
        signed char *shown = malloc((size_t)b.ncells);
        for (uint64_t seed = 1; seed <= (uint64_t)boards[t].positions; seed++) {
            rng g;
            rng_seed(&g, seed, 7777 + t);
            int mines = random_position(&b, &g, truth, shown);
            int total = rng_below(&g, 4) ? mines : -1;
            if (!check_counting(&b, shown, total, &use, seed))
                fail_msg("counting disagrees with enumeration on board %zu, "
                         "seed %llu", t, (unsigned long long)seed);
        }
        free(truth);
        free(shown);
        hm_board_free(&b);
    }
    print_message("counted cells %d: beyond the rules %d, needing the total "
                  "%d, interior %d, local beyond the rules %d\n", use.cells,
                  use.beyond_rules, use.total, use.interior, use.local);
    /* the check had cases the rules miss to catch */
    assert_true(use.beyond_rules > 100);
    assert_true(use.total > 100);
    assert_true(use.interior > 20);
}

typedef struct {
    const hm_board *b;
    const unsigned char *mines;
} truth;

static int open_truth(void *ctx, int cell)
{
    truth *t = ctx;
    return count_around(t->b, t->mines, cell);
}

/* A fresh solve of a copy of know, to compare a kept solver with. */
static void fresh(const hm_board *b, const signed char *know,
                  const hm_solve_hooks *h, int total, signed char *out,
                  hm_solve_result *r)
{
    memcpy(out, know, (size_t)b->ncells);
    *r = hm_solve(b, out, total, h, NULL);
}

static void test_kept_solver_takes_back_and_resumes(void **state)
{
    (void)state;
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 14, 11));
    int n = b.ncells;
    unsigned char mines[154];
    signed char k[154], want[154];
    hm_why why[154];
    rng g;
    rng_seed(&g, 22, 7);
    int checked = 0;
    for (int round = 0; round < 300; round++) {
        int total = 0, first = (int)rng_below(&g, (uint32_t)n);
        for (int i = 0; i < n; i++) {
            mines[i] = i != first && rng_below(&g, 100) < 14;
            total += mines[i];
        }
        truth t = { &b, mines };
        hm_solve_hooks h = { open_truth, NULL, &t, NULL };
        for (int i = 0; i < n; i++)
            k[i] = HM_K_UNKNOWN;
        k[first] = (signed char)open_truth(&t, first);
        hm_solver *s = hm_solver_new(&b, k, total, &h, why);
        assert_non_null(s);
        hm_solve_result r = hm_solver_run(s);
        /* the order lists every decided cell by its seq */
        int count;
        const int *order = hm_solver_order(s, &count);
        assert_int_equal(count, r.deductions);
        for (int i = 0; i < count; i++)
            assert_int_equal(why[order[i]].seq, i + 1);
        /* forget some decided cells: the kept solver resumes where a
         * fresh one from the same knowledge ends */
        for (int i = 0; i < n; i++)
            if (i != first && k[i] != HM_K_UNKNOWN && rng_below(&g, 3) == 0)
                hm_solver_forget(s, i);
        /* and move a mine between two unknown cells, renumbering what
         * sees them */
        int from = -1, to = -1;
        for (int i = 0; i < n; i++) {
            if (k[i] != HM_K_UNKNOWN)
                continue;
            if (mines[i] && from < 0)
                from = i;
            else if (!mines[i] && to < 0)
                to = i;
        }
        if (from >= 0 && to >= 0) {
            mines[from] = 0;
            mines[to] = 1;
            for (int d = 0; d < 12; d++) {
                int i = b.nbr[(d < 6 ? from : to) * 6 + d % 6];
                if (i >= 0 && k[i] >= 0 && k[i] <= 6)
                    hm_solver_renumber(s, i, count_around(&b, mines, i));
            }
        }
        hm_solve_result again;
        fresh(&b, k, &h, total, want, &again);
        r = hm_solver_run(s);
        assert_false(r.contradiction);
        assert_false(again.contradiction);
        assert_int_equal(r.unknown_left, again.unknown_left);
        assert_memory_equal(k, want, (size_t)n);
        for (int i = 0; i < n; i++)
            if (k[i] == HM_K_MINE)
                assert_true(mines[i]);
        checked += r.unknown_left < n - 1;
        /* started again in its own memory, it is as good as new */
        for (int i = 0; i < n; i++)
            k[i] = i == first ? (signed char)open_truth(&t, first) : HM_K_UNKNOWN;
        fresh(&b, k, &h, total, want, &again);
        hm_solver_restart(s, k, &h, NULL);
        r = hm_solver_run(s);
        assert_int_equal(r.unknown_left, again.unknown_left);
        assert_int_equal(r.deductions, again.deductions);
        assert_memory_equal(k, want, (size_t)n);
        hm_solver_free(s);
    }
    assert_true(checked > 100);
    hm_board_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_number_with_its_mines_clears_the_rest),
        cmocka_unit_test(test_subset_of_two_numbers_decides_the_difference),
        cmocka_unit_test(test_mine_total_decides_the_rest),
        cmocka_unit_test(test_off_board_cells_are_never_decided),
        cmocka_unit_test(test_solver_is_sound_against_brute_force),
        cmocka_unit_test(test_kept_solver_takes_back_and_resumes),
        cmocka_unit_test(test_counting_decides_what_only_the_total_can),
        cmocka_unit_test(
            test_counting_clears_the_interior_when_the_frontier_needs_all),
        cmocka_unit_test(test_counting_skips_groups_over_the_limit),
        cmocka_unit_test(
            test_counting_decides_exactly_what_every_placement_agrees_on),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
