/* Unit tests for hexmines generation: invariants over many seeds for
 * no-guess and classic boards (exact mine count, safe first reveal, a 0 and
 * solvable by the solver alone in no-guess mode), determinism, and a board
 * pinned by seed so shared seeds keep meaning the same board. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_gen.h"
#include "games/hexmines/hexmines_solve.h"

typedef struct {
    const hm_board *b;
    const unsigned char *mines;
    bool boom;
} truth;

static int open_from_truth(void *ctx, int cell)
{
    truth *t = ctx;
    if (t->mines[cell])
        t->boom = true;
    int n = 0;
    for (int d = 0; d < 6; d++) {
        int j = t->b->nbr[cell * 6 + d];
        n += j >= 0 && t->mines[j];
    }
    return n;
}

/* The solver alone, no perturbation, from the first cell. */
static bool solvable_from(const hm_board *b, const unsigned char *mines,
                          int first, int total)
{
    signed char *k = malloc((size_t)b->ncells);
    truth t = { b, mines, false };
    for (int i = 0; i < b->ncells; i++)
        k[i] = b->on[i] ? HM_K_UNKNOWN : HM_K_OFF;
    k[first] = (signed char)open_from_truth(&t, first);
    hm_solve_hooks hooks = { open_from_truth, NULL, &t, NULL };
    hm_solve_result r = hm_solve(b, k, total, &hooks, NULL);
    bool ok = r.unknown_left == 0 && !t.boom && !r.contradiction;
    for (int i = 0; i < b->ncells && ok; i++)
        if (b->on[i])
            ok = (k[i] == HM_K_MINE) == (mines[i] != 0);
    free(k);
    return ok;
}

static int count_mines(const hm_board *b, const unsigned char *m)
{
    int n = 0;
    for (int i = 0; i < b->ncells; i++) {
        assert_true(m[i] == 0 || m[i] == 1);
        if (m[i])
            assert_true(b->on[i]);
        n += m[i];
    }
    return n;
}

static void invariants(hm_shape shape, int w, int h, int mines, hm_mode mode,
                       int seeds, bool random_first)
{
    hm_board b;
    assert_true(hm_board_init(&b, shape, w, h));
    unsigned char *m = malloc((size_t)b.ncells);
    unsigned char *again = malloc((size_t)b.ncells);
    rng g;
    rng_seed(&g, (uint64_t)(w * h + mines), 1);
    for (int s = 1; s <= seeds; s++) {
        hm_params p = { shape, w, h, mines, (uint64_t)s * 7919u, mode, HM_GEN_NEW };
        assert_true(hm_params_validate(&p, NULL));
        int first = hm_board_default_first(&b);
        if (random_first)
            do
                first = (int)rng_below(&g, (uint32_t)b.ncells);
            while (!b.on[first]);
        hm_gen_result r = hm_generate(&p, &b, first, m, NULL);
        if (r != HM_GEN_OK || count_mines(&b, m) != mines || m[first])
            print_message("%dx%d/%d mode %d seed %d first %d: result %d\n",
                          w, h, mines, (int)mode, s, first, (int)r);
        assert_int_equal(r, HM_GEN_OK);
        assert_int_equal(count_mines(&b, m), mines);
        assert_int_equal(m[first], 0);
        if (mode == HM_MODE_NOGUESS) {
            for (int d = 0; d < 6; d++) {
                int j = b.nbr[first * 6 + d];
                if (j >= 0 && m[j])
                    print_message("seed %d: first cell is not a 0\n", s);
                assert_false(j >= 0 && m[j]);
            }
            if (!solvable_from(&b, m, first, mines))
                print_message("%dx%d/%d seed %d first %d: not solvable\n",
                              w, h, mines, s, first);
            assert_true(solvable_from(&b, m, first, mines));
        }
        assert_int_equal(hm_generate(&p, &b, first, again, NULL), HM_GEN_OK);
        assert_memory_equal(m, again, (size_t)b.ncells);
    }
    free(m);
    free(again);
    hm_board_free(&b);
}

static void test_noguess_expert_boards_hold_invariants(void **state)
{
    (void)state;
    invariants(HM_SHAPE_RECT, 30, 16, 99, HM_MODE_NOGUESS, 150, false);
    invariants(HM_SHAPE_RECT, 30, 16, 99, HM_MODE_NOGUESS, 150, true);
}

static void test_noguess_presets_and_hexagon_hold_invariants(void **state)
{
    (void)state;
    invariants(HM_SHAPE_RECT, 9, 9, 10, HM_MODE_NOGUESS, 150, true);
    invariants(HM_SHAPE_RECT, 16, 16, 40, HM_MODE_NOGUESS, 150, true);
    invariants(HM_SHAPE_HEXAGON, 13, 13, 20, HM_MODE_NOGUESS, 150, true);
    invariants(HM_SHAPE_HEXAGON, 21, 21, 82, HM_MODE_NOGUESS, 40, true);
}

static void test_noguess_at_the_density_limit_holds_invariants(void **state)
{
    (void)state;
    /* HM_NOGUESS_MAX_PERCENT = 25 on small and large boards */
    invariants(HM_SHAPE_RECT, 30, 16, 120, HM_MODE_NOGUESS, 60, true);
    invariants(HM_SHAPE_RECT, 100, 100, 2500, HM_MODE_NOGUESS, 6, false);
    invariants(HM_SHAPE_RECT, 9, 9, 20, HM_MODE_NOGUESS, 60, true);
}

static void test_classic_boards_hold_invariants(void **state)
{
    (void)state;
    invariants(HM_SHAPE_RECT, 30, 16, 99, HM_MODE_CLASSIC, 200, true);
    invariants(HM_SHAPE_HEXAGON, 13, 13, 126, HM_MODE_CLASSIC, 50, true);
    invariants(HM_SHAPE_RECT, 1, 2, 1, HM_MODE_CLASSIC, 10, true);
}

static void test_classic_placement_is_roughly_uniform(void **state)
{
    (void)state;
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 8, 8));
    unsigned char m[64];
    int hits[64] = { 0 };
    const int boards = 4000;
    for (int s = 0; s < boards; s++) {
        hm_params p = { HM_SHAPE_RECT, 8, 8, 16, (uint64_t)s, HM_MODE_CLASSIC, HM_GEN_NEW };
        assert_int_equal(hm_generate(&p, &b, 0, m, NULL), HM_GEN_OK);
        for (int i = 0; i < 64; i++)
            hits[i] += m[i];
    }
    /* expected 4000 * 16 / 63 ≈ 1016 per cell; sd ≈ 28 */
    assert_int_equal(hits[0], 0);
    for (int i = 1; i < 64; i++) {
        if (hits[i] < 880 || hits[i] > 1150)
            print_message("cell %d: %d hits\n", i, hits[i]);
        assert_in_range(hits[i], 880, 1150);
    }
    hm_board_free(&b);
}

static void test_seeds_give_different_boards(void **state)
{
    (void)state;
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 30, 16));
    unsigned char a[480], c[480];
    hm_params p = { HM_SHAPE_RECT, 30, 16, 99, 1, HM_MODE_NOGUESS, HM_GEN_NEW };
    assert_int_equal(hm_generate(&p, &b, 255, a, NULL), HM_GEN_OK);
    p.seed = 2;
    assert_int_equal(hm_generate(&p, &b, 255, c, NULL), HM_GEN_OK);
    assert_true(memcmp(a, c, sizeof a) != 0);
    hm_board_free(&b);
}

/* FNV-1a hashes of the 9x9/10 layouts for seed 12345, first (4,4): they pin
 * the generator, so a seed shared today gives the same board tomorrow and
 * on any machine. Changing them breaks every shared seed: only on purpose. */
#define PINNED_NOGUESS 0x59de0ce484cae7a5ULL
#define PINNED_CLASSIC 0x8bf586f8604fbcc5ULL
/* rect:40x40:400:noguess:seed=7:gen=2, first reveal (20,20) */
#define PINNED_LOCAL 0x6e8a4f805d9be4fULL

static uint64_t fnv(const unsigned char *m, int n)
{
    uint64_t h = 1469598103934665603ULL;
    for (int i = 0; i < n; i++) {
        h ^= m[i];
        h *= 1099511628211ULL;
    }
    return h;
}

static void test_boards_are_pinned_by_seed(void **state)
{
    (void)state;
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 9, 9));
    unsigned char m[81];
    hm_params p = { HM_SHAPE_RECT, 9, 9, 10, 12345, HM_MODE_NOGUESS, HM_GEN_NEW };
    assert_int_equal(hm_generate(&p, &b, 40, m, NULL), HM_GEN_OK);
    assert_true(fnv(m, 81) == PINNED_NOGUESS);
    p.mode = HM_MODE_CLASSIC;
    assert_int_equal(hm_generate(&p, &b, 40, m, NULL), HM_GEN_OK);
    assert_true(fnv(m, 81) == PINNED_CLASSIC);
    hm_board_free(&b);
}

static void test_impossible_density_fails_in_bounded_time(void **state)
{
    (void)state;
    /* far beyond what validation allows: generation must give up, not hang,
     * and anything it does return must be a real no-guess board */
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 30, 16));
    unsigned char m[480];
    hm_gen_stats st;
    int ok = 0;
    for (uint64_t s = 1; s <= 3; s++) {
        hm_params p = { HM_SHAPE_RECT, 30, 16, 300, s, HM_MODE_NOGUESS, HM_GEN_NEW };
        hm_gen_result r = hm_generate(&p, &b, 255, m, &st);
        assert_true(r == HM_GEN_OK || r == HM_GEN_FAILED);
        assert_in_range(st.attempts, 1, HM_GEN_ATTEMPTS);
        if (r == HM_GEN_OK) {
            ok++;
            assert_true(solvable_from(&b, m, 255, 300));
        }
    }
    print_message("300 mines on 480 cells: %d of 3 generated\n", ok);
    hm_board_free(&b);
}

static void test_local_boards_hold_invariants(void **state)
{
    (void)state;
    /* above HM_GEN_FIRST_CELLS: made by the local generator */
    invariants(HM_SHAPE_RECT, 40, 40, 240, HM_MODE_NOGUESS, 40, true);
    invariants(HM_SHAPE_RECT, 40, 40, 400, HM_MODE_NOGUESS, 40, true);
    invariants(HM_SHAPE_RECT, 33, 32, 264, HM_MODE_NOGUESS, 40, true);
    invariants(HM_SHAPE_HEXAGON, 41, 41, 315, HM_MODE_NOGUESS, 20, true);
    invariants(HM_SHAPE_RECT, 200, 120, 6000, HM_MODE_NOGUESS, 4, true);
    invariants(HM_SHAPE_RECT, 1000, 3, 750, HM_MODE_NOGUESS, 10, true);
}

/* The mines of a --dump (tests/e2e/golden and fixtures): '*' per mine, one
 * row a line after the '#' lines. */
static void read_dump(const char *path, unsigned char *m, int ncells,
                      char *params, size_t len, int *first)
{
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[4096];
    int at = 0, row, col;
    *first = -1;
    params[0] = '\0';
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#') {
            if (!strncmp(line, "# hexmines ", 11)) {
                snprintf(params, len, "%.120s", line + 11);
                params[strcspn(params, "\n")] = '\0';
            }
            if (sscanf(line, "# first %d,%d", &row, &col) == 2)
                *first = row * 1000 + col;
            continue;
        }
        for (char *t = strtok(line, " \n"); t; t = strtok(NULL, " \n")) {
            assert_true(at < ncells);
            m[at++] = t[0] == '*';
        }
    }
    fclose(f);
    assert_int_equal(at, ncells);
}

/* A board recorded before generators had versions: its text names none,
 * and its seed must give the very board it gave then. */
static void same_board_as_recorded(const char *path, int w, int h)
{
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, w, h));
    unsigned char *want = malloc((size_t)b.ncells), *got = malloc((size_t)b.ncells);
    char params[128];
    int first;
    read_dump(path, want, b.ncells, params, sizeof params, &first);
    hm_params p;
    assert_true(hm_params_decode(&p, params));
    assert_int_equal(p.gen, HM_GEN_FIRST);
    int cell = first / 1000 * w + first % 1000;
    assert_int_equal(hm_generate(&p, &b, cell, got, NULL), HM_GEN_OK);
    assert_memory_equal(want, got, (size_t)b.ncells);
    free(want);
    free(got);
    hm_board_free(&b);
}

static void test_recorded_boards_keep_their_seed(void **state)
{
    (void)state;
    /* the board of the save fixture (its first move is O4,4) */
    FILE *f = fopen("tests/unit/fixtures/hexmines.save", "r");
    assert_non_null(f);
    char line[256];
    bool found = false;
    while (fgets(line, sizeof line, f))
        found |= !strcmp(line, "params rect:9x9:10:noguess:seed=42\n");
    fclose(f);
    assert_true(found);
    same_board_as_recorded("tests/e2e/golden/hexmines_beginner_42.dump", 9, 9);
    /* a board large enough for the local generator, recorded by the first */
    same_board_as_recorded("tests/unit/fixtures/hexmines_40x40_400_seed7.dump", 40, 40);
}

static void test_new_large_boards_name_their_generator(void **state)
{
    (void)state;
    char buf[HM_PARAMS_TEXT_MAX];
    hm_params p = { HM_SHAPE_RECT, 40, 40, 400, 7, HM_MODE_NOGUESS, HM_GEN_NEW };
    hm_params_encode(&p, buf, sizeof buf);
    assert_string_equal(buf, "rect:40x40:400:noguess:seed=7:gen=2");
    hm_params q;
    assert_true(hm_params_decode(&q, buf));
    assert_int_equal(q.gen, HM_GEN_LOCAL);
    /* the same seed, another generator: another board */
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 40, 40));
    unsigned char local[1600], first[1600];
    assert_int_equal(hm_generate(&q, &b, 820, local, NULL), HM_GEN_OK);
    /* boards of generator 2 are recorded from now on: pinned too */
    assert_true(fnv(local, 1600) == PINNED_LOCAL);
    q.gen = HM_GEN_FIRST;
    assert_int_equal(hm_generate(&q, &b, 820, first, NULL), HM_GEN_OK);
    assert_memory_not_equal(local, first, sizeof local);
    hm_board_free(&b);
    /* small boards, classic ones and old texts read and write as before */
    p = (hm_params){ HM_SHAPE_RECT, 32, 32, 99, 7, HM_MODE_NOGUESS, HM_GEN_NEW };
    hm_params_encode(&p, buf, sizeof buf);
    assert_string_equal(buf, "rect:32x32:99:noguess:seed=7");
    p = (hm_params){ HM_SHAPE_RECT, 40, 40, 99, 7, HM_MODE_CLASSIC, HM_GEN_NEW };
    hm_params_encode(&p, buf, sizeof buf);
    assert_string_equal(buf, "rect:40x40:99:classic:seed=7");
    p = (hm_params){ HM_SHAPE_RECT, 40, 40, 99, 7, HM_MODE_NOGUESS, HM_GEN_FIRST };
    hm_params_encode(&p, buf, sizeof buf);
    assert_string_equal(buf, "rect:40x40:99:noguess:seed=7");
    /* one text per board: a version only where it is written */
    const char *bad[] = {
        "rect:32x32:99:noguess:seed=7:gen=2", "rect:40x40:99:classic:seed=7:gen=2",
        "rect:40x40:99:noguess:seed=7:gen=1", "rect:40x40:99:noguess:seed=7:gen=3",
        "rect:40x40:99:noguess:seed=7:gen=02", "rect:40x40:99:noguess:seed=7:gen=",
        "rect:40x40:99:noguess:seed=7:gen=2 ",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (hm_params_decode(&q, bad[i]))
            print_message("accepted %s\n", bad[i]);
        assert_false(hm_params_decode(&q, bad[i]));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_noguess_expert_boards_hold_invariants),
        cmocka_unit_test(test_noguess_presets_and_hexagon_hold_invariants),
        cmocka_unit_test(test_noguess_at_the_density_limit_holds_invariants),
        cmocka_unit_test(test_classic_boards_hold_invariants),
        cmocka_unit_test(test_classic_placement_is_roughly_uniform),
        cmocka_unit_test(test_seeds_give_different_boards),
        cmocka_unit_test(test_boards_are_pinned_by_seed),
        cmocka_unit_test(test_impossible_density_fails_in_bounded_time),
        cmocka_unit_test(test_local_boards_hold_invariants),
        cmocka_unit_test(test_recorded_boards_keep_their_seed),
        cmocka_unit_test(test_new_large_boards_name_their_generator),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
