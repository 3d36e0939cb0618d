/* Unit tests for the PCG32 generator: published reference vectors, then
 * the properties of the bounded draw, the shuffle and the unit interval. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"

/* One round of pcg-c's check program (test-high/check-base.c): six raw
 * outputs, 65 coin flips (boundedrand(2), 1 = 'H'), 33 dice rolls
 * (boundedrand(6) + 1), then a Fisher-Yates deal of 52 cards drawn with
 * boundedrand(i) for i = 52..2. The "Again" line of that program steps back
 * six outputs and redraws them, so it consumes nothing overall. */
struct demo_round {
    uint32_t out[6];
    const char *coins;
    const char *rolls;
    const char *cards;
};

/* imneme/pcg-c, test-high/expected/check-pcg32.out:
 * pcg32_srandom_r(&rng, 42u, 54u), rounds 1-5. */
static const struct demo_round pcg32_42_54[] = {
    { { 0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b, 0xcbed606e },
      "HHTTTHTHHHTHTTTHHHHHTTTHHHTHTHTHTTHTTTHHHHHHTTTTHHTTTTTHTTTTTTTHT",
      "341122324324335231315141564662633",
      "Qd Ks 6d 3s 3d 4c 3h Td Kc 5c Jh Kd Jd As 4s 4h Ad Th Ac Jc 7s Qs 2s 7h Kh 2d 6c Ah 4d Qh 9h 6s 5s 2c 9c Ts 8d 9s 3c 8c Js 5d 2h 6h 7d 8s 9d 5h 8h Qc 7c Tc" },
    { { 0x74ab93ad, 0x1c1da000, 0x494ff896, 0x34462f2f, 0xd308a3e5, 0x0fa83bab },
      "HHHHHHHHHHTHHHTHTHTHTHTTTTHHTTTHHTHHTHTTHHTTTHHHHHHTHTTHTHTTTTTTT",
      "511332453226432424323632342411544",
      "7d 2s 7h Td 8s 3c 3d Js 2d Tc 4h Qs 5c 9c Th 2c Jc Qd 9d Qc 7s 3s 5s 6h 4d Jh 4c Ac 4s 5h 5d Kc 8h 8d Jd 9s Ad 6s 6c Kd 2h 3h Kh Ts Qh 9h 6d As 7c Ks Ah 8c" },
    { { 0x39af5f9f, 0x04196b18, 0xc3c3eb28, 0xc076c60c, 0xc693e135, 0xf8f63932 },
      "HTTHHTTTTTHTTHHHTHTTHHTTHTHHTHTHTTTTHHTTTHHTHHTTHTTHHHTHHHTHTTTHT",
      "515322453313463234223152466424336",
      "Kd Jh Kc Qh 4d Qc 4h 9d 3c Kh Qs 8h 5c Jd 7d 8d 3h 7c 8s 3s 2h Ks 9c 9h 2c 8c Ad 7s 4s 2s 5h 6s 4c Ah 7h 5s Ac 3d 5d Qd As Tc 6h 9s 2d 6c 6d Td Jc Ts Th Js" },
    { { 0x55ce6851, 0x97a7726d, 0x17e10815, 0x58007d43, 0x962fb148, 0xb9bb55bd },
      "HHTHHTTTTHTHHHHHTTHHHTTTHHTHTHTHTHHTTHTHHHHHHTHHTHHTHHTTTTHHTHHTT",
      "663234264263235534466265446161365",
      "Qd 8h 5d 8s 8d Ts 7h Th Qs Js 7s Kc 6h 5s 4d Ac Jd 7d 7c Td 2c 6s 5h 6d 3s Kd 9s Jh Kh As Ah 9h 3c Qh 9c 2d Tc 9d 2s 3d Ks 4h Qc Ad Jc 8c 2h 3h 4s 4c 5c 6c" },
    { { 0xfcef7cd6, 0x1b488b5a, 0xd0daf7ea, 0x1d9a70f7, 0x241a37cf, 0x9a3857b7 },
      "HHHHTHHTTHTTHHHTTTHHTHTHTTTTHTTHTHTTTHHHTHTHTTHTTHTHHTHTHHHTHTHTT",
      "541261315636214452156564445264356",
      "4d 9s Qc 9h As Qs 7s 4c Kd 6h 6s 2c 8c 5d 7h 5h Jc 3s 7c Jh Js Ks Tc Jd Kc Th 3h Ts Qh Ad Td 3c Ah 2d 3d 5c Ac 8s 5s 9c 2h 6c 6d Kh Qd 8d 7d 2s 8h 4h 9d 4s" },
};

/* imneme/pcg-c, test-high/expected/check-pcg32s.out: pcg32s_srandom_r(&rng,
 * 42u), the single-stream variant whose increment is the default
 * 1442695040888963407 = (721347520444481703 << 1) | 1, rounds 1-5. */
static const struct demo_round pcg32s_42[] = {
    { { 0xc2f57bd6, 0x6b07c4a9, 0x72b7b29b, 0x44215383, 0xf5af5ead, 0x68beb632 },
      "THTHHHTTHHTTHTTHTHHHTHTTTHTTHTTHTTTHHTTTTTHHTTTHTTHTHHTHHHTTHTTTH",
      "413366513443225413331464661612366",
      "2d 5c 3h 6d Js 9c 4h Ts Qs 5d Ks 5h Ad Ac Qh Th Jd Kc Tc 7s Ah Kd 7h 3c 4d 8s 2c 3d Kh 8h Jc 6h 4c 8d Qc 7c Td 2s 3s 4s 7d Qd Jh As 6c 8c 5s 2h 6s 9d 9s 9h" },
    { { 0x0573afcc, 0x2cab16db, 0x6af6f55a, 0xe916bec2, 0x1ca9b4a4, 0xbb2778eb },
      "THHHTHTTTHHHTTTTTTHTTHTHTHHHTHHHTHTHTTHTTTTTHTHHTHHTTHHHHHTTTHTTH",
      "153351565663556626415636551324511",
      "9c Ad 5d 7d Ah 8c Th Kd 5c Js 7c Kc Kh 6c Ks Tc Td 3d 7h 2d 5s 9s 3h As 9d 8h 4s 6h Ts 2c Jh 3c 8s 4h 5h 6s Jd 8d 3s 6d 7s 4d Ac Qc 4c 2h Qh 9h Qd 2s Qs Jc" },
    { { 0x114306f3, 0xb9bf0d91, 0x1aed8e5e, 0x587de8b7, 0x7477c8bd, 0xd853ec9d },
      "HTHHTHHHHTHTHTTHTHTHHTHTTHHHTTTTHHTTTTTTHTHTTTHTHTTTHTHHHHTTTTTTT",
      "154214632163643144255332616326563",
      "Ah 8d Ad Jd 2d 3h Jh 7c Kc Ks 3d As 4s 3s 8h Qc 7d Td 6c 8c 4d 5c 9d Qh Js Ac Kd 5s 6d Ts 9h 9s 9c 2c 5h 3c 5d Th 4c 6s 7s Qd 7h 2h Tc 6h 4h 8s Qs Jc Kh 2s" },
    { { 0xb982cd46, 0x01cc6f94, 0x0ad658ae, 0xf6c6c97e, 0xd1b772dd, 0x0098599e },
      "HTTHTTHHHHTHTHHHTTHTHTHTTTHTHTHHTHTHTTTTHHTTHHHTHTTHHTTTHHHTTHHHH",
      "445421422525662166266362141111515",
      "6s Td 3h Js 7h Jh Ac Kh Th 4h 3c 6d Qs Ah 8h Kc Tc 2h 8c 2c Jd 2s Qh 4d 3d Ks 7s 9d 5d 2d 5s 5h Jc 3s 9s Qd Qc 7d 6h As 8s 4s 4c 8d 9c 6c 5c Ad 7c 9h Kd Ts" },
    { { 0xef3c7322, 0xa1ff2188, 0x3f564b42, 0x91c90425, 0x17711b95, 0xf43aa1f7 },
      "HTTHHHTTHTTTHTHHTHTHTHHTHHTTTHTTHTHHTHTTTTTHTHTTHHHHTHTHTHHTHHTHT",
      "416332563265315546442554152455535",
      "6c 8d 4d Jc 9d As 9s 3c 9c Th Ks Qs 4c Js Ah Qc Ac Kd Td Qd Kh Kc Tc Jd 6s 5h 8c 8s Ad 5s 4s Ts 3h 3s 7h 7d 8h 2c 2d 5c 6h 2h 3d 7c 9h 7s 4h 2s Jh 6d Qh 5d" },
};

static const uint64_t default_stream = 721347520444481703ULL;

/* Plays the demo rounds on g and compares every printed value. */
static void check_demo(rng *g, const struct demo_round *rounds, size_t n)
{
    static const char number[] = "A23456789TJQK";
    static const char suit[] = "hcds";
    for (size_t k = 0; k < n; k++) {
        const struct demo_round *d = &rounds[k];
        for (int i = 0; i < 6; i++) {
            uint32_t got = rng_next(g);
            if (got != d->out[i])
                fail_msg("round %zu output %d: 0x%08x, expected 0x%08x", k + 1, i + 1,
                         got, d->out[i]);
        }

        char coins[66];
        for (int i = 0; i < 65; i++)
            coins[i] = rng_below(g, 2) ? 'H' : 'T';
        coins[65] = '\0';
        if (strcmp(coins, d->coins) != 0)
            fail_msg("round %zu coins:\n%s\nexpected\n%s", k + 1, coins, d->coins);

        char rolls[34];
        for (int i = 0; i < 33; i++)
            rolls[i] = (char)('0' + rng_below(g, 6) + 1);
        rolls[33] = '\0';
        if (strcmp(rolls, d->rolls) != 0)
            fail_msg("round %zu rolls:\n%s\nexpected\n%s", k + 1, rolls, d->rolls);

        char cards[52];
        for (int i = 0; i < 52; i++)
            cards[i] = (char)i;
        rng_shuffle(g, cards, 52, 1);
        char dealt[52 * 3];
        for (int i = 0; i < 52; i++) {
            dealt[3 * i] = number[cards[i] / 4];
            dealt[3 * i + 1] = suit[cards[i] % 4];
            dealt[3 * i + 2] = i == 51 ? '\0' : ' ';
        }
        if (strcmp(dealt, d->cards) != 0)
            fail_msg("round %zu cards:\n%s\nexpected\n%s", k + 1, dealt, d->cards);
    }
}

static void test_seed_42_stream_54_matches_pcg_c_demo(void **state)
{
    (void)state;
    rng g;
    rng_seed(&g, 42, 54);
    check_demo(&g, pcg32_42_54, sizeof pcg32_42_54 / sizeof pcg32_42_54[0]);
}

static void test_seed_42_default_stream_matches_pcg_c_pcg32s_demo(void **state)
{
    (void)state;
    rng g;
    rng_seed(&g, 42, default_stream);
    check_demo(&g, pcg32s_42, sizeof pcg32s_42 / sizeof pcg32s_42[0]);
}

/* pcg32_srandom_r stores inc = (stream << 1) | 1: always odd, and the top
 * bit of the stream is dropped. */
static void test_seed_sets_odd_increment_from_stream(void **state)
{
    (void)state;
    rng g;
    rng_seed(&g, 42, 54);
    assert_true(g.inc == 109u);
    rng_seed(&g, 0, 0);
    assert_true(g.inc == 1u);
    rng_seed(&g, 7, UINT64_MAX);
    assert_true(g.inc == UINT64_MAX);
}

static void test_same_seed_and_stream_give_same_sequence(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 50; seed++) {
        rng a, b;
        rng_seed(&a, seed * 0x9e3779b97f4a7c15ULL, seed);
        rng_seed(&b, seed * 0x9e3779b97f4a7c15ULL, seed);
        for (int i = 0; i < 1000; i++) {
            uint32_t x = rng_next(&a), y = rng_next(&b);
            if (x != y) {
                print_message("seed %llu draw %d\n", (unsigned long long)seed, i);
                fail();
            }
        }
    }
}

/* Counts equal outputs at the same position of two sequences; two
 * unrelated 32-bit sequences agree at a position with chance 2^-32. */
static int agreements(rng a, rng b, int n)
{
    int same = 0;
    for (int i = 0; i < n; i++)
        same += rng_next(&a) == rng_next(&b);
    return same;
}

static void test_different_streams_differ(void **state)
{
    (void)state;
    for (uint64_t s = 0; s < 20; s++) {
        rng a, b;
        rng_seed(&a, 42, s);
        rng_seed(&b, 42, s + 1);
        if (agreements(a, b, 1000) > 1) {
            print_message("streams %llu and %llu agree\n",
                          (unsigned long long)s, (unsigned long long)s + 1);
            fail();
        }
    }
}

static void test_different_seeds_differ(void **state)
{
    (void)state;
    for (uint64_t s = 0; s < 20; s++) {
        rng a, b;
        rng_seed(&a, s, 54);
        rng_seed(&b, s + 1, 54);
        if (agreements(a, b, 1000) > 1) {
            print_message("seeds %llu and %llu agree\n",
                          (unsigned long long)s, (unsigned long long)s + 1);
            fail();
        }
    }
}

static void test_below_zero_and_one_give_zero(void **state)
{
    (void)state;
    rng g;
    rng_seed(&g, 1, 2);
    for (int i = 0; i < 1000; i++) {
        assert_int_equal(rng_below(&g, 0), 0);
        assert_int_equal(rng_below(&g, 1), 0);
    }
}

static void test_below_stays_in_range(void **state)
{
    (void)state;
    static const uint32_t bounds[] = {
        2, 3, 5, 6, 7, 10, 52, 100, 1000, 65537, 0x7fffffffu,
        0x80000000u, 0x80000001u, 0xfffffffeu, 0xffffffffu,
    };
    rng g;
    rng_seed(&g, 2024, 11);
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++) {
        uint32_t lo = UINT32_MAX, hi = 0;
        for (int i = 0; i < 20000; i++) {
            uint32_t v = rng_below(&g, bounds[b]);
            if (v >= bounds[b]) {
                print_message("bound %u gave %u\n", bounds[b], v);
                fail();
            }
            lo = v < lo ? v : lo;
            hi = v > hi ? v : hi;
        }
        /* Both ends of small ranges are reached. */
        if (bounds[b] <= 100 && (lo != 0 || hi != bounds[b] - 1)) {
            print_message("bound %u: min %u max %u\n", bounds[b], lo, hi);
            fail();
        }
    }
}

/* Chi-square against the uniform distribution. With k - 1 degrees of
 * freedom the statistic has mean k - 1 and standard deviation
 * sqrt(2(k - 1)); the bound allows six deviations, and the fixed seeds keep
 * the test deterministic. */
static void test_below_is_roughly_uniform(void **state)
{
    (void)state;
    static const uint32_t bounds[] = { 2, 3, 6, 7, 10, 37, 52, 100 };
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++) {
        uint32_t k = bounds[b];
        long counts[100] = { 0 };
        const long n = 200000;
        rng g;
        rng_seed(&g, 1000 + k, k);
        for (long i = 0; i < n; i++)
            counts[rng_below(&g, k)]++;
        double expected = (double)n / k, chi2 = 0;
        for (uint32_t v = 0; v < k; v++) {
            double d = counts[v] - expected;
            chi2 += d * d / expected;
        }
        double dof = k - 1.0;
        if (!(chi2 < dof + 6.0 * sqrt(2.0 * dof) + 10.0)) {
            print_message("bound %u: chi-square %.2f\n", k, chi2);
            fail();
        }
    }
}

/* With bound = 3 * 2^30 a plain "next % bound" would give each value below
 * 2^32 - bound = 2^30 twice the chance of the others: the lowest third of
 * the range would come up half the time instead of a third. */
static void test_below_has_no_modulo_bias_for_large_bound(void **state)
{
    (void)state;
    const uint32_t bound = 0xc0000000u;
    rng g;
    rng_seed(&g, 99, 3);
    const int n = 100000;
    int low = 0;
    for (int i = 0; i < n; i++)
        low += rng_below(&g, bound) < 0x40000000u;
    /* Unbiased: P = 1/3, sd of the count is about 149. */
    assert_in_range(low, n / 3 - 1500, n / 3 + 1500);
}

static void test_shuffle_is_a_permutation(void **state)
{
    (void)state;
    rng g;
    rng_seed(&g, 5, 6);
    for (int n = 0; n <= 60; n++) {
        int items[60];
        for (int i = 0; i < n; i++)
            items[i] = 1000 + i;
        rng_shuffle(&g, items, (size_t)n, sizeof items[0]);
        int seen[60] = { 0 };
        for (int i = 0; i < n; i++) {
            int v = items[i] - 1000;
            if (v < 0 || v >= n || seen[v]) {
                print_message("n %d: position %d holds %d twice or out of "
                              "range\n", n, i, v);
                fail();
            }
            seen[v] = 1;
        }
    }
}

/* Items wider than one byte move as whole items. */
static void test_shuffle_moves_whole_items(void **state)
{
    (void)state;
    struct item { char tag[24]; int id; } items[20];
    for (int i = 0; i < 20; i++) {
        snprintf(items[i].tag, sizeof items[i].tag, "item-%d", i);
        items[i].id = i;
    }
    rng g;
    rng_seed(&g, 17, 4);
    rng_shuffle(&g, items, 20, sizeof items[0]);
    int moved = 0, seen[20] = { 0 };
    for (int i = 0; i < 20; i++) {
        char want[24];
        snprintf(want, sizeof want, "item-%d", items[i].id);
        assert_string_equal(items[i].tag, want);
        assert_int_equal(seen[items[i].id], 0);
        seen[items[i].id] = 1;
        moved += items[i].id != i;
    }
    assert_true(moved > 0);
}

/* Every item reaches every position about equally often. */
static void test_shuffle_positions_are_roughly_uniform(void **state)
{
    (void)state;
    enum { N = 5, TRIALS = 50000 };
    long counts[N][N] = { { 0 } };
    rng g;
    rng_seed(&g, 31337, 1);
    for (int t = 0; t < TRIALS; t++) {
        int a[N] = { 0, 1, 2, 3, 4 };
        rng_shuffle(&g, a, N, sizeof a[0]);
        for (int p = 0; p < N; p++)
            counts[a[p]][p]++;
    }
    /* Expected 10000 each; sd about 89. */
    for (int v = 0; v < N; v++)
        for (int p = 0; p < N; p++) {
            if (labs(counts[v][p] - TRIALS / N) > 600) {
                print_message("item %d at %d: %ld times\n", v, p, counts[v][p]);
                fail();
            }
        }
}

static void test_shuffle_of_zero_or_one_item_draws_nothing(void **state)
{
    (void)state;
    rng g, ref;
    rng_seed(&g, 8, 8);
    ref = g;
    int one = 7;
    rng_shuffle(&g, &one, 1, sizeof one);
    rng_shuffle(&g, NULL, 0, sizeof one);
    assert_int_equal(one, 7);
    assert_true(g.state == ref.state);
}

static void test_unit_is_in_half_open_interval(void **state)
{
    (void)state;
    rng g;
    rng_seed(&g, 123, 456);
    double lo = 1, hi = 0, sum = 0;
    const int n = 200000;
    for (int i = 0; i < n; i++) {
        double u = rng_unit(&g);
        if (!(u >= 0.0 && u < 1.0)) {
            print_message("draw %d gave %.17g\n", i, u);
            fail();
        }
        lo = u < lo ? u : lo;
        hi = u > hi ? u : hi;
        sum += u;
    }
    assert_true(lo < 0.001 && hi > 0.999);
    /* Mean 1/2, sd of the mean about 0.00065. */
    assert_true(fabs(sum / n - 0.5) < 0.005);
}

/* rng_unit is the next 32-bit output scaled by 2^-32, so its extremes are
 * exactly 0 and 1 - 2^-32. */
static void test_unit_is_next_output_over_two_to_32(void **state)
{
    (void)state;
    rng a, b;
    rng_seed(&a, 42, 54);
    rng_seed(&b, 42, 54);
    for (int i = 0; i < 1000; i++) {
        double u = rng_unit(&a);
        uint32_t x = rng_next(&b);
        assert_true(u == (double)x / 4294967296.0);
    }
    rng_seed(&a, 42, 54);
    assert_true(rng_unit(&a) == 0xa15c02b7u / 4294967296.0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seed_42_stream_54_matches_pcg_c_demo),
        cmocka_unit_test(test_seed_42_default_stream_matches_pcg_c_pcg32s_demo),
        cmocka_unit_test(test_seed_sets_odd_increment_from_stream),
        cmocka_unit_test(test_same_seed_and_stream_give_same_sequence),
        cmocka_unit_test(test_different_streams_differ),
        cmocka_unit_test(test_different_seeds_differ),
        cmocka_unit_test(test_below_zero_and_one_give_zero),
        cmocka_unit_test(test_below_stays_in_range),
        cmocka_unit_test(test_below_is_roughly_uniform),
        cmocka_unit_test(test_below_has_no_modulo_bias_for_large_bound),
        cmocka_unit_test(test_shuffle_is_a_permutation),
        cmocka_unit_test(test_shuffle_moves_whole_items),
        cmocka_unit_test(test_shuffle_positions_are_roughly_uniform),
        cmocka_unit_test(test_shuffle_of_zero_or_one_item_draws_nothing),
        cmocka_unit_test(test_unit_is_in_half_open_interval),
        cmocka_unit_test(test_unit_is_next_output_over_two_to_32),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
