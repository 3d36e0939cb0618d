/* Unit tests for the hex core: coordinates, neighbours, distance, rotation,
 * rounding, rings and ranges, mostly as properties over many hexes. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/hex.h"

/* Fails with the failed condition and the inputs that broke it. */
#define CHECK(cond, fmt, ...)                                              \
    do {                                                                   \
        if (!(cond))                                                       \
            fail_msg("%s: " fmt, #cond, __VA_ARGS__);                      \
    } while (0)

#define NELEMS(a) (sizeof(a) / sizeof((a)[0]))

/* Every coordinate in this square is tried exhaustively. */
enum { SPAN = 40 };
/* Seeded random hexes up to this size, and how many. */
enum { FAR = 1000000, NRANDOM = 4000 };
static const uint64_t base_seed = 20240917u;

static const enum hex_offset_kind kinds[] = {
    HEX_ODD_R, HEX_EVEN_R, HEX_ODD_Q, HEX_EVEN_Q,
};
static const char *const kind_names[] = { "odd-r", "even-r", "odd-q", "even-q" };

/* splitmix64: a test-local generator, so these tests do not depend on the
 * RNG module they are not about. */
static uint64_t next_u64(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int rand_int(uint64_t *s, int lo, int hi)
{
    return lo + (int)(next_u64(s) % (uint64_t)(hi - lo + 1));
}

static double rand_unit(uint64_t *s)
{
    return (double)(next_u64(s) >> 11) / 9007199254740992.0;
}

static hex rand_hex(uint64_t *s, int span)
{
    return hex_make(rand_int(s, -span, span), rand_int(s, -span, span));
}

/* Calls body(h, context) for every axial (q, r) in [-SPAN, SPAN]^2 and for
 * NRANDOM seeded random hexes within +-FAR. */
typedef void hex_property(hex h, const char *context);

static void for_many_hexes(hex_property *body)
{
    char ctx[96];
    for (int q = -SPAN; q <= SPAN; q++)
        for (int r = -SPAN; r <= SPAN; r++) {
            snprintf(ctx, sizeof ctx, "grid hex (%d,%d)", q, r);
            body(hex_make(q, r), ctx);
        }
    uint64_t s = base_seed;
    for (int i = 0; i < NRANDOM; i++) {
        hex h = rand_hex(&s, FAR);
        snprintf(ctx, sizeof ctx, "random hex #%d (%d,%d), seed %llu", i,
                 h.q, h.r, (unsigned long long)base_seed);
        body(h, ctx);
    }
}

/* ---- construction and arithmetic ---------------------------------- */

static void test_make_fills_s_so_cube_is_valid(void **state)
{
    (void)state;
    hex h = hex_make(3, -7);
    assert_int_equal(h.q, 3);
    assert_int_equal(h.r, -7);
    assert_int_equal(h.s, 4);
    assert_true(hex_valid(h));
    assert_false(hex_valid((hex){ 1, 1, 1 }));
    assert_false(hex_valid((hex){ 0, 0, 1 }));
}

static void test_equal_compares_all_three_coordinates(void **state)
{
    (void)state;
    hex a = { 1, 2, -3 };
    assert_true(hex_equal(a, (hex){ 1, 2, -3 }));
    assert_false(hex_equal(a, (hex){ 0, 2, -3 }));
    assert_false(hex_equal(a, (hex){ 1, 0, -3 }));
    assert_false(hex_equal(a, (hex){ 1, 2, 0 }));
}

static void arithmetic_body(hex h, const char *ctx)
{
    hex d = hex_make(-17, 5);
    hex sum = hex_add(h, d), diff = hex_sub(h, d);
    CHECK(hex_valid(sum) && hex_valid(diff), "%s", ctx);
    CHECK(sum.q == h.q - 17 && sum.r == h.r + 5 && sum.s == h.s + 12, "%s", ctx);
    CHECK(hex_equal(hex_sub(sum, d), h), "%s", ctx);
    CHECK(hex_equal(hex_add(diff, d), h), "%s", ctx);
    CHECK(hex_equal(hex_add(h, d), hex_add(d, h)), "%s", ctx);
    CHECK(hex_equal(hex_sub(h, h), hex_make(0, 0)), "%s", ctx);
    hex twice = hex_scale(h, 2), neg = hex_scale(h, -1);
    CHECK(hex_equal(twice, hex_add(h, h)), "%s", ctx);
    CHECK(hex_equal(hex_add(h, neg), hex_make(0, 0)), "%s", ctx);
    CHECK(hex_equal(hex_scale(h, 0), hex_make(0, 0)), "%s", ctx);
    CHECK(hex_valid(hex_scale(h, -3)), "%s", ctx);
}

static void test_add_sub_scale_are_vector_arithmetic(void **state)
{
    (void)state;
    for_many_hexes(arithmetic_body);
}

static void axial_body(hex h, const char *ctx)
{
    hex_axial a = hex_to_axial(h);
    CHECK(a.q == h.q && a.r == h.r, "%s", ctx);
    hex back = hex_from_axial(a);
    CHECK(hex_valid(back) && hex_equal(back, h), "%s", ctx);
}

static void test_cube_axial_round_trip(void **state)
{
    (void)state;
    for_many_hexes(axial_body);
}

/* ---- directions and neighbours ------------------------------------ */

/* The table in hex.h, literally. */
static const hex header_directions[HEX_DIRECTIONS] = {
    { 1, 0, -1 }, { 1, -1, 0 }, { 0, -1, 1 },
    { -1, 0, 1 }, { -1, 1, 0 }, { 0, 1, -1 },
};

static void test_directions_match_header_table_modulo_6(void **state)
{
    (void)state;
    for (int d = -60; d <= 60; d++) {
        hex want = header_directions[((d % 6) + 6) % 6];
        CHECK(hex_equal(hex_direction(d), want), "dir %d", d);
    }
    assert_int_equal(HEX_E, 0);
    assert_int_equal(HEX_SE, 5);
    assert_int_equal(HEX_FLAT_N, 2);
    assert_int_equal(HEX_FLAT_S, 5);
}

static void test_opposite_directions_cancel(void **state)
{
    (void)state;
    for (int d = 0; d < HEX_DIRECTIONS; d++) {
        CHECK(hex_equal(hex_add(hex_direction(d), hex_direction(d + 3)),
                        hex_make(0, 0)), "dir %d", d);
        CHECK(hex_length(hex_direction(d)) == 1, "dir %d", d);
        for (int e = 0; e < d; e++)
            CHECK(!hex_equal(hex_direction(d), hex_direction(e)), "dirs %d %d", d, e);
    }
}

static void neighbor_body(hex h, const char *ctx)
{
    for (int d = -6; d < 12; d++) {
        hex n = hex_neighbor(h, d);
        CHECK(hex_valid(n), "%s dir %d", ctx, d);
        CHECK(hex_equal(n, hex_add(h, hex_direction(d))), "%s dir %d", ctx, d);
        CHECK(hex_distance(h, n) == 1, "%s dir %d", ctx, d);
        CHECK(hex_equal(hex_neighbor(n, d + 3), h), "%s dir %d", ctx, d);
    }
}

static void test_neighbors_are_symmetric_and_at_distance_1(void **state)
{
    (void)state;
    for_many_hexes(neighbor_body);
}

/* ---- distance ----------------------------------------------------- */

static void test_distance_known_vector(void **state)
{
    (void)state;
    /* Red Blob Games' test vector. */
    assert_int_equal(hex_distance((hex){ 3, -7, 4 }, (hex){ 0, 0, 0 }), 7);
    assert_int_equal(hex_length((hex){ 3, -7, 4 }), 7);
    assert_int_equal(hex_distance(hex_make(0, 0), hex_make(0, 0)), 0);
    assert_int_equal(hex_distance(hex_make(-2, 5), hex_make(4, 1)), 6);
}

static int max3(int a, int b, int c)
{
    int m = a > b ? a : b;
    return m > c ? m : c;
}

static void length_body(hex h, const char *ctx)
{
    CHECK(hex_length(h) == max3(abs(h.q), abs(h.r), abs(h.s)), "%s", ctx);
    CHECK(hex_distance(h, hex_make(0, 0)) == hex_length(h), "%s", ctx);
    CHECK(hex_distance(h, h) == 0, "%s", ctx);
}

static void test_length_is_largest_cube_coordinate(void **state)
{
    (void)state;
    for_many_hexes(length_body);
}

static void test_distance_is_a_metric(void **state)
{
    (void)state;
    uint64_t s = base_seed + 1;
    for (int i = 0; i < 20000; i++) {
        /* Small spans make equal and near hexes common. */
        int span = i < 10000 ? 3 : FAR;
        hex a = rand_hex(&s, span), b = rand_hex(&s, span), c = rand_hex(&s, span);
        int ab = hex_distance(a, b), ba = hex_distance(b, a);
        int bc = hex_distance(b, c), ac = hex_distance(a, c);
        CHECK(ab == ba, "a (%d,%d) b (%d,%d)", a.q, a.r, b.q, b.r);
        CHECK((ab == 0) == hex_equal(a, b), "a (%d,%d) b (%d,%d)", a.q, a.r, b.q, b.r);
        CHECK(ab >= 0, "a (%d,%d) b (%d,%d)", a.q, a.r, b.q, b.r);
        CHECK(ac <= ab + bc, "a (%d,%d) b (%d,%d) c (%d,%d)",
              a.q, a.r, b.q, b.r, c.q, c.r);
        CHECK(ab == hex_length(hex_sub(a, b)), "a (%d,%d) b (%d,%d)",
              a.q, a.r, b.q, b.r);
    }
}

/* ---- rotation ----------------------------------------------------- */

/* Screen position of a hex centre, pointy-top, y down, size 1. */
static void pointy_pixel(hex h, double *x, double *y)
{
    *x = sqrt(3.0) * (h.q + h.r / 2.0);
    *y = 1.5 * h.r;
}

/* Direction d rotated clockwise on screen is direction d - 1: east (0)
 * becomes south-east (5), north-east (1) becomes east (0). */
static void test_rotate_cw_turns_direction_d_into_d_minus_1_east_to_southeast(void **state)
{
    (void)state;
    for (int d = 0; d < HEX_DIRECTIONS; d++) {
        CHECK(hex_equal(hex_rotate_cw(hex_direction(d)), hex_direction(d - 1)),
              "dir %d", d);
        CHECK(hex_equal(hex_rotate_ccw(hex_direction(d)), hex_direction(d + 1)),
              "dir %d", d);
    }
    assert_true(hex_equal(hex_rotate_cw(hex_direction(HEX_E)), hex_direction(HEX_SE)));
    assert_true(hex_equal(hex_rotate_cw(hex_direction(HEX_FLAT_N)),
                          hex_direction(HEX_FLAT_NE)));
}

/* Clockwise on a y-down screen: (x, y) -> (x cos 60 - y sin 60,
 * x sin 60 + y cos 60). */
static void rotation_body(hex h, const char *ctx)
{
    hex cw = hex_rotate_cw(h), ccw = hex_rotate_ccw(h);
    CHECK(hex_valid(cw) && hex_valid(ccw), "%s", ctx);
    CHECK(hex_equal(hex_rotate_ccw(cw), h), "%s", ctx);
    CHECK(hex_equal(hex_rotate_cw(ccw), h), "%s", ctx);
    hex r = h;
    for (int i = 0; i < 6; i++) {
        CHECK(hex_length(r) == hex_length(h), "%s step %d", ctx, i);
        CHECK(i == 0 || !hex_equal(r, h) || hex_length(h) == 0, "%s step %d", ctx, i);
        r = hex_rotate_cw(r);
    }
    CHECK(hex_equal(r, h), "%s", ctx);

    double x, y, rx, ry;
    pointy_pixel(h, &x, &y);
    pointy_pixel(cw, &rx, &ry);
    double c = 0.5, s = sqrt(3.0) / 2.0;
    double tol = 1e-9 * (1.0 + fabs(x) + fabs(y));
    CHECK(fabs(rx - (x * c - y * s)) < tol && fabs(ry - (x * s + y * c)) < tol,
          "%s", ctx);
}

static void test_rotate_six_steps_identity_and_clockwise_on_screen(void **state)
{
    (void)state;
    for_many_hexes(rotation_body);
}

static void rotate_about_body(hex h, const char *ctx)
{
    static const hex centres[] = { { 0, 0, 0 }, { 5, -2, -3 }, { -900, 77, 823 } };
    for (size_t c = 0; c < NELEMS(centres); c++) {
        hex ctr = centres[c];
        hex v = hex_sub(h, ctr);
        CHECK(hex_equal(hex_rotate_about(h, ctr, 1), hex_add(ctr, hex_rotate_cw(v))),
              "%s centre %zu", ctx, c);
        CHECK(hex_equal(hex_rotate_about(h, ctr, -1), hex_add(ctr, hex_rotate_ccw(v))),
              "%s centre %zu", ctx, c);
        CHECK(hex_equal(hex_rotate_about(h, ctr, 0), h), "%s centre %zu", ctx, c);
        CHECK(hex_equal(hex_rotate_about(ctr, ctr, 5), ctr), "%s centre %zu", ctx, c);
        for (int k = -7; k <= 7; k++) {
            hex rk = hex_rotate_about(h, ctr, k);
            CHECK(hex_valid(rk), "%s centre %zu k %d", ctx, c, k);
            CHECK(hex_distance(rk, ctr) == hex_distance(h, ctr),
                  "%s centre %zu k %d", ctx, c, k);
            CHECK(hex_equal(rk, hex_rotate_about(h, ctr, k + 6)),
                  "%s centre %zu k %d", ctx, c, k);
            CHECK(hex_equal(rk, hex_rotate_about(h, ctr, k - 6)),
                  "%s centre %zu k %d", ctx, c, k);
            CHECK(hex_equal(hex_rotate_about(rk, ctr, -k), h),
                  "%s centre %zu k %d", ctx, c, k);
        }
        CHECK(hex_equal(hex_rotate_about(h, ctr, 600001), hex_rotate_about(h, ctr, 1)),
              "%s centre %zu", ctx, c);
        CHECK(hex_equal(hex_rotate_about(h, ctr, -600001), hex_rotate_about(h, ctr, -1)),
              "%s centre %zu", ctx, c);
    }
}

static void test_rotate_about_any_k_negative_is_counter_clockwise(void **state)
{
    (void)state;
    for_many_hexes(rotate_about_body);
}

/* ---- rounding ----------------------------------------------------- */

static double pixel_dist2(double q, double r, hex h)
{
    double x = sqrt(3.0) * (q + r / 2.0), y = 1.5 * r;
    double hx, hy;
    pointy_pixel(h, &hx, &hy);
    return (x - hx) * (x - hx) + (y - hy) * (y - hy);
}

static void test_frac_from_axial_fills_s(void **state)
{
    (void)state;
    hex_frac f = hex_frac_from_axial(1.25, -3.5);
    assert_true(f.q == 1.25 && f.r == -3.5 && f.s == 2.25);
}

/* Brute force: the nearest centre among all hexes within two steps of the
 * point's naively rounded axial coordinates, by Euclidean distance. */
static void test_round_returns_hex_with_nearest_centre(void **state)
{
    (void)state;
    uint64_t s = base_seed + 2;
    for (int i = 0; i < 50000; i++) {
        double span = i < 25000 ? 6.0 : FAR;
        double q = (rand_unit(&s) * 2 - 1) * span, r = (rand_unit(&s) * 2 - 1) * span;
        hex got = hex_round(hex_frac_from_axial(q, r));
        CHECK(hex_valid(got), "point (%.17g, %.17g) #%d", q, r, i);
        hex guess = hex_make((int)lround(q), (int)lround(r));
        double best = HUGE_VAL, second = HUGE_VAL;
        hex best_hex = guess;
        for (int dq = -2; dq <= 2; dq++)
            for (int dr = -2; dr <= 2; dr++) {
                hex c = hex_add(guess, hex_make(dq, dr));
                double d = pixel_dist2(q, r, c);
                if (d < best) {
                    second = best;
                    best = d;
                    best_hex = c;
                } else if (d < second) {
                    second = d;
                }
            }
        double tol = 1e-9 * (1.0 + fabs(q) + fabs(r));
        CHECK(pixel_dist2(q, r, got) <= best + tol, "point (%.17g, %.17g) #%d", q, r, i);
        /* Off a tie, the nearest hex is unique and must be it. */
        if (second - best > tol)
            CHECK(hex_equal(got, best_hex), "point (%.17g, %.17g) #%d", q, r, i);
    }
}

static void round_body(hex h, const char *ctx)
{
    hex_frac exact = { h.q, h.r, h.s };
    CHECK(hex_equal(hex_round(exact), h), "%s", ctx);
    uint64_t s = base_seed ^ ((uint64_t)(int64_t)h.q * 7919u + (uint64_t)(int64_t)h.r);
    for (int i = 0; i < 8; i++) {
        double dq = (rand_unit(&s) * 2 - 1) * 0.2, dr = (rand_unit(&s) * 2 - 1) * 0.2;
        hex got = hex_round(hex_frac_from_axial(h.q + dq, h.r + dr));
        CHECK(hex_equal(got, h), "%s nudged by (%.4f, %.4f)", ctx, dq, dr);
    }
}

static void test_round_of_centre_or_nearby_point_is_that_hex(void **state)
{
    (void)state;
    for_many_hexes(round_body);
}

/* ---- offset coordinates ------------------------------------------- */

static void test_offset_kind_orientation(void **state)
{
    (void)state;
    assert_true(hex_offset_kind_is_pointy(HEX_ODD_R));
    assert_true(hex_offset_kind_is_pointy(HEX_EVEN_R));
    assert_false(hex_offset_kind_is_pointy(HEX_ODD_Q));
    assert_false(hex_offset_kind_is_pointy(HEX_EVEN_Q));
}

/* Whether a line is shoved, by the convention's definition: the odd or the
 * even lines, with & 1 so negative lines work. */
static bool line_shoved(enum hex_offset_kind kind, int line)
{
    bool odd = (line & 1) != 0;
    return (kind == HEX_ODD_R || kind == HEX_ODD_Q) ? odd : !odd;
}

/* The conventions defined on screen: in a pointy layout, the centre of
 * offset (col, row) is at x = sqrt3 (col + 1/2 if the row is shoved),
 * y = 3/2 row; flat-top is the same with x and y swapped. Cube (0,0,0) is
 * offset (0,0) in all four, so the picture is moved to put it at 0. */
static double shove(enum hex_offset_kind kind, int line)
{
    return 0.5 * (line_shoved(kind, line) - line_shoved(kind, 0));
}

static void test_offset_positions_follow_shoved_lines_on_screen(void **state)
{
    (void)state;
    for (size_t k = 0; k < NELEMS(kinds); k++)
        for (int col = -SPAN; col <= SPAN; col++)
            for (int row = -SPAN; row <= SPAN; row++) {
                hex h = hex_from_offset((hex_offset){ col, row }, kinds[k]);
                double x, y, wx, wy;
                if (hex_offset_kind_is_pointy(kinds[k])) {
                    pointy_pixel(h, &x, &y);
                    wx = sqrt(3.0) * (col + shove(kinds[k], row));
                    wy = 1.5 * row;
                } else {
                    x = 1.5 * h.q;
                    y = sqrt(3.0) * (h.r + h.q / 2.0);
                    wx = 1.5 * col;
                    wy = sqrt(3.0) * (row + shove(kinds[k], col));
                }
                CHECK(fabs(x - wx) < 1e-9 && fabs(y - wy) < 1e-9,
                      "%s offset (%d,%d)", kind_names[k], col, row);
            }
}

/* A few conversions written out by hand. */
static void test_offset_known_values(void **state)
{
    (void)state;
    static const struct { enum hex_offset_kind kind; int col, row, q, r; } cases[] = {
        { HEX_ODD_R, 0, 0, 0, 0 },   { HEX_ODD_R, 0, 1, 0, 1 },
        { HEX_ODD_R, 3, 2, 2, 2 },   { HEX_ODD_R, 0, -1, 1, -1 },
        { HEX_EVEN_R, 0, 1, -1, 1 }, { HEX_EVEN_R, 3, 2, 2, 2 },
        { HEX_EVEN_R, 0, -1, 0, -1 },
        { HEX_ODD_Q, 1, 0, 1, 0 },   { HEX_ODD_Q, 1, 1, 1, 1 },
        { HEX_ODD_Q, -1, 0, -1, 1 }, { HEX_EVEN_Q, 1, 0, 1, -1 },
        { HEX_EVEN_Q, -1, 0, -1, 0 }, { HEX_EVEN_Q, 2, 3, 2, 2 },
    };
    for (size_t i = 0; i < NELEMS(cases); i++) {
        hex h = hex_from_offset((hex_offset){ cases[i].col, cases[i].row }, cases[i].kind);
        CHECK(hex_equal(h, hex_make(cases[i].q, cases[i].r)), "case %zu: got (%d,%d)",
              i, h.q, h.r);
        hex_offset o = hex_to_offset(hex_make(cases[i].q, cases[i].r), cases[i].kind);
        CHECK(o.col == cases[i].col && o.row == cases[i].row, "case %zu: got (%d,%d)",
              i, o.col, o.row);
    }
}

static void offset_body(hex h, const char *ctx)
{
    for (size_t k = 0; k < NELEMS(kinds); k++) {
        hex_offset o = hex_to_offset(h, kinds[k]);
        hex back = hex_from_offset(o, kinds[k]);
        CHECK(hex_valid(back) && hex_equal(back, h), "%s %s -> (%d,%d)", ctx,
              kind_names[k], o.col, o.row);
        /* The same numbers read as an offset go through cube and back. */
        hex_offset o2 = { h.q, h.r };
        hex c = hex_from_offset(o2, kinds[k]);
        hex_offset o3 = hex_to_offset(c, kinds[k]);
        CHECK(hex_valid(c) && o3.col == o2.col && o3.row == o2.row, "%s %s as offset",
              ctx, kind_names[k]);
        /* Rows (pointy) or columns (flat) are the cube r or q lines. */
        if (hex_offset_kind_is_pointy(kinds[k]))
            CHECK(o.row == h.r, "%s %s", ctx, kind_names[k]);
        else
            CHECK(o.col == h.q, "%s %s", ctx, kind_names[k]);
    }
}

static void test_offset_conversions_round_trip_in_all_four_kinds(void **state)
{
    (void)state;
    for_many_hexes(offset_body);
}

static void offset_neighbor_body(hex h, const char *ctx)
{
    for (size_t k = 0; k < NELEMS(kinds); k++) {
        hex_offset o = hex_to_offset(h, kinds[k]);
        for (int d = -1; d < 8; d++) {
            hex_offset n = hex_offset_neighbor(o, kinds[k], d);
            hex_offset want = hex_to_offset(hex_neighbor(h, d), kinds[k]);
            CHECK(n.col == want.col && n.row == want.row, "%s %s dir %d", ctx,
                  kind_names[k], d);
            hex_offset back = hex_offset_neighbor(n, kinds[k], d + 3);
            CHECK(back.col == o.col && back.row == o.row, "%s %s dir %d", ctx,
                  kind_names[k], d);
        }
    }
}

static void test_offset_neighbor_agrees_with_cube_neighbor(void **state)
{
    (void)state;
    for_many_hexes(offset_neighbor_body);
}

/* ---- neighbour tables written out by hand ------------------------- */

typedef struct { int dcol, drow; } delta;

struct neighbour_table {
    enum hex_offset_kind kind;
    const char *source;
    delta odd[6], even[6]; /* for odd / even lines (rows or columns) */
};

/* Neighbour tables as hex-grid programs commonly write them, each in
 * its own order and notation (given in its comment), rewritten as
 * (column, row) deltas: an independent check of the core's offsets. */
static const struct neighbour_table handmade_tables[] = {
    /* A hex minesweeper's table, horizontal layout, i = row, j =
     * column. Odd row: (i,j-1) (i-1,j-1) (i-1,j) (i,j+1) (i+1,j) (i+1,j-1);
     * even row: (i,j-1) (i-1,j) (i-1,j+1) (i,j+1) (i+1,j+1) (i+1,j). An odd
     * row reaches j-1 and j above and below, so it sits half a hex left of
     * its neighbours: the odd rows are the unshoved ones, i.e. even-r. */
    { HEX_EVEN_R, "minesweeper horizontal",
      { { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 1 } },
      { { -1, 0 }, { 0, -1 }, { 1, -1 }, { 1, 0 }, { 1, 1 }, { 0, 1 } } },
    /* The same program's vertical layout, i = row, j = column. Odd column:
     * (i,j-1) (i-1,j-1) (i-1,j) (i-1,j+1) (i,j+1) (i+1,j); even column:
     * (i+1,j-1) (i,j-1) (i-1,j) (i,j+1) (i+1,j+1) (i+1,j). An odd column
     * reaches rows i-1 and i beside it, so it sits half a hex above its
     * neighbours: the even columns are the shoved ones, i.e. even-q. */
    { HEX_EVEN_Q, "minesweeper vertical",
      { { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 }, { 1, 0 }, { 0, 1 } },
      { { -1, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 }, { 1, 1 }, { 0, 1 } } },
    /* Tiles numbered around a hex, x = column, y = row, variation =
     * y & 1, tiles 1..6 clockwise from the upper right: 1 (x+v, y-1),
     * 2 (x+1, y), 3 (x+v, y+1), 4 (x-1+v, y+1), 5 (x-1, y), 6 (x-1+v, y-1).
     * Every odd row is shoved right: odd-r. */
    { HEX_ODD_R, "numbered tiles",
      { { 1, -1 }, { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 0 }, { 0, -1 } },
      { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 } } },
    /* Odd-q, derived: the minesweeper's vertical table with the
     * parities swapped (odd columns shoved down reach rows i and i+1 beside
     * them, even columns rows i-1 and i). */
    { HEX_ODD_Q, "odd-q, derived",
      { { 0, -1 }, { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 } },
      { { 0, -1 }, { 1, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 }, { -1, -1 } } },
};

static bool delta_in(const delta *set, delta d)
{
    for (int i = 0; i < 6; i++)
        if (set[i].dcol == d.dcol && set[i].drow == d.drow)
            return true;
    return false;
}

static void test_offset_neighbors_match_handmade_tables(void **state)
{
    (void)state;
    for (size_t t = 0; t < NELEMS(handmade_tables); t++) {
        const struct neighbour_table *tab = &handmade_tables[t];
        bool pointy = hex_offset_kind_is_pointy(tab->kind);
        for (int col = -13; col <= 13; col++)
            for (int row = -13; row <= 13; row++) {
                hex_offset o = { col, row };
                int line = pointy ? row : col;
                const delta *want = (line & 1) ? tab->odd : tab->even;
                delta got[6];
                for (int d = 0; d < 6; d++) {
                    hex_offset n = hex_offset_neighbor(o, tab->kind, d);
                    got[d] = (delta){ n.col - col, n.row - row };
                    CHECK(delta_in(want, got[d]), "table %s at (%d,%d): dir %d gives "
                          "(%+d,%+d), not in the table", tab->source, col, row, d,
                          got[d].dcol, got[d].drow);
                }
                /* Six distinct answers in a table of six: the sets agree. */
                for (int d = 0; d < 6; d++)
                    for (int e = 0; e < d; e++)
                        CHECK(got[d].dcol != got[e].dcol || got[d].drow != got[e].drow,
                              "table %s at (%d,%d): dirs %d and %d agree", tab->source,
                              col, row, d, e);
            }
    }
}

/* The numbered tiles go clockwise from the upper right, which in
 * our numbering is NE, E, SE, SW, W, NW: tile k is direction (2 - k) mod 6. */
static void test_numbered_tiles_in_direction_order(void **state)
{
    (void)state;
    const struct neighbour_table *tab = &handmade_tables[2];
    for (int col = -9; col <= 9; col++)
        for (int row = -9; row <= 9; row++) {
            const delta *want = (row & 1) ? tab->odd : tab->even;
            for (int tile = 1; tile <= 6; tile++) {
                hex_offset n = hex_offset_neighbor((hex_offset){ col, row }, HEX_ODD_R,
                                                   2 - tile);
                CHECK(n.col - col == want[tile - 1].dcol &&
                      n.row - row == want[tile - 1].drow,
                      "(%d,%d) tile %d", col, row, tile);
            }
        }
    assert_int_equal(HEX_NE, ((2 - 1) + 6) % 6);
    assert_int_equal(HEX_NW, ((2 - 6) + 6) % 6);
}

/* ---- rings and ranges --------------------------------------------- */

static void test_ring_and_range_size_formulas(void **state)
{
    (void)state;
    assert_int_equal(hex_ring_size(0), 1);
    assert_int_equal(hex_range_size(0), 1);
    for (int n = 1; n <= 1000; n++) {
        CHECK(hex_ring_size(n) == 6 * (size_t)n, "radius %d", n);
        CHECK(hex_range_size(n) == 3 * (size_t)n * (n + 1) + 1, "radius %d", n);
        CHECK(hex_range_size(n) == hex_range_size(n - 1) + hex_ring_size(n), "radius %d", n);
    }
    assert_int_equal(hex_ring_size(-1), 0);
    assert_int_equal(hex_range_size(-1), 0);
    assert_int_equal(hex_ring_size(-1000), 0);
    assert_int_equal(hex_range_size(-1000), 0);
}

static const hex ring_centres[] = {
    { 0, 0, 0 }, { 3, -5, 2 }, { -40, 17, 23 }, { 999999, -1000000, 1 },
};

enum { MAXR = 12, RING_MAX = 6 * MAXR, RANGE_MAX = 3 * MAXR * (MAXR + 1) + 1 };

static void test_ring_hexes_are_distinct_adjacent_and_at_radius(void **state)
{
    (void)state;
    hex out[RING_MAX];
    for (size_t c = 0; c < NELEMS(ring_centres); c++) {
        hex ctr = ring_centres[c];
        for (int n = 0; n <= MAXR; n++) {
            size_t count = hex_ring(ctr, n, out, NELEMS(out));
            CHECK(count == hex_ring_size(n), "centre %zu radius %d", c, n);
            for (size_t i = 0; i < count; i++) {
                CHECK(hex_valid(out[i]), "centre %zu radius %d #%zu", c, n, i);
                CHECK(hex_distance(out[i], ctr) == n, "centre %zu radius %d #%zu", c, n, i);
                for (size_t j = 0; j < i; j++)
                    CHECK(!hex_equal(out[i], out[j]), "centre %zu radius %d #%zu #%zu",
                          c, n, i, j);
                if (n > 0)
                    CHECK(hex_distance(out[i], out[(i + 1) % count]) == 1,
                          "centre %zu radius %d #%zu", c, n, i);
            }
            /* The documented start and walk: corner k is centre + n *
             * direction (4 + k), counter-clockwise. */
            for (int k = 0; n > 0 && k < 6; k++)
                CHECK(hex_equal(out[(size_t)k * n],
                                hex_add(ctr, hex_scale(hex_direction(4 + k), n))),
                      "centre %zu radius %d corner %d", c, n, k);
        }
        CHECK(hex_ring(ctr, 0, out, 1) == 1 && hex_equal(out[0], ctr), "centre %zu", c);
    }
}

static bool contains(const hex *set, size_t n, hex h)
{
    for (size_t i = 0; i < n; i++)
        if (hex_equal(set[i], h))
            return true;
    return false;
}

static void test_range_is_exactly_the_hexes_within_radius(void **state)
{
    (void)state;
    hex out[RANGE_MAX];
    for (size_t c = 0; c < NELEMS(ring_centres); c++) {
        hex ctr = ring_centres[c];
        for (int n = 0; n <= MAXR; n++) {
            size_t count = hex_range(ctr, n, out, NELEMS(out));
            CHECK(count == hex_range_size(n), "centre %zu radius %d", c, n);
            for (size_t i = 0; i < count; i++) {
                CHECK(hex_valid(out[i]), "centre %zu radius %d #%zu", c, n, i);
                CHECK(hex_distance(out[i], ctr) <= n, "centre %zu radius %d #%zu", c, n, i);
                for (size_t j = 0; j < i; j++)
                    CHECK(!hex_equal(out[i], out[j]), "centre %zu radius %d #%zu #%zu",
                          c, n, i, j);
            }
            /* Brute force over the enclosing square of axial offsets. */
            size_t within = 0;
            for (int dq = -n - 1; dq <= n + 1; dq++)
                for (int dr = -n - 1; dr <= n + 1; dr++) {
                    hex h = hex_add(ctr, hex_make(dq, dr));
                    if (hex_distance(h, ctr) > n)
                        continue;
                    within++;
                    CHECK(contains(out, count, h), "centre %zu radius %d misses (%d,%d)",
                          c, n, h.q, h.r);
                }
            CHECK(within == count, "centre %zu radius %d", c, n);
        }
    }
}

/* Fills buf with a marker so that writes past cap show. */
static void fill_marker(hex *buf, size_t n)
{
    for (size_t i = 0; i < n; i++)
        buf[i] = (hex){ 12345, 12345, 12345 };
}

static bool is_marker(hex h)
{
    return h.q == 12345 && h.r == 12345 && h.s == 12345;
}

static void test_ring_and_range_cap_truncates_but_returns_full_count(void **state)
{
    (void)state;
    hex full[RANGE_MAX], part[RANGE_MAX];
    hex ctr = hex_make(2, -9);
    for (int n = 0; n <= 5; n++) {
        size_t ring_n = hex_ring(ctr, n, full, NELEMS(full));
        for (size_t cap = 0; cap <= ring_n + 1; cap++) {
            fill_marker(part, NELEMS(part));
            CHECK(hex_ring(ctr, n, part, cap) == ring_n, "radius %d cap %zu", n, cap);
            for (size_t i = 0; i < NELEMS(part); i++)
                CHECK(i < cap && i < ring_n ? hex_equal(part[i], full[i]) : is_marker(part[i]),
                      "radius %d cap %zu slot %zu", n, cap, i);
        }
        size_t range_n = hex_range(ctr, n, full, NELEMS(full));
        for (size_t cap = 0; cap <= range_n + 1; cap++) {
            fill_marker(part, NELEMS(part));
            CHECK(hex_range(ctr, n, part, cap) == range_n, "radius %d cap %zu", n, cap);
            for (size_t i = 0; i < NELEMS(part); i++)
                CHECK(i < cap && i < range_n ? hex_equal(part[i], full[i]) : is_marker(part[i]),
                      "radius %d cap %zu slot %zu", n, cap, i);
        }
    }
    /* A null buffer with cap 0 only counts. */
    assert_int_equal(hex_ring(ctr, 7, NULL, 0), 42);
    assert_int_equal(hex_range(ctr, 7, NULL, 0), 169);
}

static void test_ring_and_range_of_negative_radius_are_empty(void **state)
{
    (void)state;
    hex buf[4];
    for (int n = -5; n < 0; n++) {
        fill_marker(buf, NELEMS(buf));
        CHECK(hex_ring(hex_make(1, 1), n, buf, NELEMS(buf)) == 0, "radius %d", n);
        CHECK(hex_range(hex_make(1, 1), n, buf, NELEMS(buf)) == 0, "radius %d", n);
        for (size_t i = 0; i < NELEMS(buf); i++)
            CHECK(is_marker(buf[i]), "radius %d slot %zu", n, i);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_make_fills_s_so_cube_is_valid),
        cmocka_unit_test(test_equal_compares_all_three_coordinates),
        cmocka_unit_test(test_add_sub_scale_are_vector_arithmetic),
        cmocka_unit_test(test_cube_axial_round_trip),
        cmocka_unit_test(test_directions_match_header_table_modulo_6),
        cmocka_unit_test(test_opposite_directions_cancel),
        cmocka_unit_test(test_neighbors_are_symmetric_and_at_distance_1),
        cmocka_unit_test(test_distance_known_vector),
        cmocka_unit_test(test_length_is_largest_cube_coordinate),
        cmocka_unit_test(test_distance_is_a_metric),
        cmocka_unit_test(test_rotate_cw_turns_direction_d_into_d_minus_1_east_to_southeast),
        cmocka_unit_test(test_rotate_six_steps_identity_and_clockwise_on_screen),
        cmocka_unit_test(test_rotate_about_any_k_negative_is_counter_clockwise),
        cmocka_unit_test(test_frac_from_axial_fills_s),
        cmocka_unit_test(test_round_returns_hex_with_nearest_centre),
        cmocka_unit_test(test_round_of_centre_or_nearby_point_is_that_hex),
        cmocka_unit_test(test_offset_kind_orientation),
        cmocka_unit_test(test_offset_positions_follow_shoved_lines_on_screen),
        cmocka_unit_test(test_offset_known_values),
        cmocka_unit_test(test_offset_conversions_round_trip_in_all_four_kinds),
        cmocka_unit_test(test_offset_neighbor_agrees_with_cube_neighbor),
        cmocka_unit_test(test_offset_neighbors_match_handmade_tables),
        cmocka_unit_test(test_numbered_tiles_in_direction_order),
        cmocka_unit_test(test_ring_and_range_size_formulas),
        cmocka_unit_test(test_ring_hexes_are_distinct_adjacent_and_at_radius),
        cmocka_unit_test(test_range_is_exactly_the_hexes_within_radius),
        cmocka_unit_test(test_ring_and_range_cap_truncates_but_returns_full_count),
        cmocka_unit_test(test_ring_and_range_of_negative_radius_are_empty),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
