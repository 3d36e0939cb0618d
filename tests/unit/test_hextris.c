/* Unit tests for the hextris rules: moves, rotation kicks, collisions, row
 * clearing, scoring, levels, randomizer, hold, lock delay, gravity timing,
 * pause, modes and game over. Times are plain numbers: no clock. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <string.h>

#include "core/hex.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_pieces.h"
#include "hex_testutil.h"
#include "hextris_testutil.h"

/* An assertion for loops: names the failing case, silent while passing. */
#define CHECK(cond, ...)                                                   \
    do {                                                                   \
        if (!(cond)) {                                                     \
            print_message(__VA_ARGS__);                                    \
            fail_msg("check failed: %s", #cond);                           \
        }                                                                  \
    } while (0)

enum { I_PIECE = 7, T_PIECE = 1, X_PIECE = 6, STACK = 2 };

static void new_game(ht_state *st, int w, int h, uint64_t seed,
                     enum ht_mode mode, int64_t t)
{
    ht_params p;
    ht_params_default(&p);
    p.width = w;
    p.height = h;
    p.seed = seed;
    p.mode = mode;
    assert_true(ht_new(st, &p, t));
}

static void fill_row(ht_state *st, int row, int except_col)
{
    for (int c = 0; c < st->width; c++)
        st->well[row][c] = c == except_col ? 0 : STACK;
}

static void clear_well(ht_state *st)
{
    memset(st->well, 0, sizeof st->well);
}

static hex_offset centre_of(const ht_state *st)
{
    return ht_active_centre(st);
}

/* The active piece's cells as cube offsets from its centre. */
static size_t shape_of(const ht_state *st, hex out[HT_PIECE_MAX_CELLS])
{
    hex_offset o[HT_PIECE_MAX_CELLS];
    size_t n = ht_active_cells(st, o);
    for (size_t i = 0; i < n; i++)
        out[i] = hex_sub(hex_from_offset(o[i], HEX_ODD_Q), st->centre);
    return n;
}

static bool same_cells(const hex_offset *a, const hex_offset *b, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        bool found = false;
        for (size_t j = 0; j < n; j++)
            found = found || (a[i].col == b[j].col && a[i].row == b[j].row);
        if (!found)
            return false;
    }
    return true;
}

/* ---- set-up and parameters ---- */

static void new_game_spawns_top_centre_with_a_queue(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, HT_WIDTH_DEFAULT, HT_HEIGHT_DEFAULT, 7, HT_MARATHON, 0);
    /* The default is the full well, ten columns by twenty rows. */
    assert_int_equal(st.width, 10);
    assert_int_equal(st.height, 20);
    assert_int_equal(st.status, HT_PLAYING);
    assert_true(ht_piece_valid(st.piece));
    assert_int_equal(centre_of(&st).col, 4);
    assert_int_equal(centre_of(&st).row, 1);
    assert_int_equal(st.rot, 0);
    for (int i = 0; i < HT_NEXT_COUNT; i++)
        assert_true(ht_piece_valid(st.next[i]));
    assert_int_equal(st.hold, 0);
    assert_int_equal(st.score, 0);
    assert_int_equal(st.level, 1);
    assert_int_equal(st.rows, 0);
    assert_int_equal(ht_next_deadline(&st), 1000);
    for (int r = 0; r < st.height; r++)
        for (int c = 0; c < st.width; c++)
            assert_int_equal(ht_cell(&st, c, r), 0);
    assert_int_equal(ht_cell(&st, -1, 0), -1);
    assert_int_equal(ht_cell(&st, 10, 0), -1);
    assert_int_equal(ht_cell(&st, 0, 20), -1);
}

static void every_piece_spawns_inside_rows_0_to_2_at_every_width(void **state)
{
    (void)state;
    for (int w = HT_WIDTH_MIN; w <= HT_WIDTH_MAX; w++)
        for (int id = 1; id <= HT_PIECES; id++) {
            ht_state st;
            new_game(&st, w, HT_HEIGHT_MIN, 1, HT_MARATHON, 0);
            put(&st, id, (w - 1) / 2, 1, 0, 0);
            hex_offset o[HT_PIECE_MAX_CELLS];
            size_t n = ht_active_cells(&st, o);
            for (size_t i = 0; i < n; i++)
                CHECK(o[i].row >= 0 && o[i].row <= 2 && o[i].col >= 0 && o[i].col < w,
                      "width %d piece %d cell (%d,%d)\n", w, id, o[i].col, o[i].row);
        }
}

static void params_outside_the_limits_are_refused(void **state)
{
    (void)state;
    ht_params p;
    ht_params_default(&p);
    assert_null(ht_params_check(&p));
    p.width = HT_WIDTH_MIN; p.height = HT_HEIGHT_MIN;
    assert_null(ht_params_check(&p));
    p.width = HT_WIDTH_MAX; p.height = HT_HEIGHT_MAX; p.start_level = HT_LEVEL_START_MAX;
    assert_null(ht_params_check(&p));
    ht_params bad[5];
    for (int i = 0; i < 5; i++)
        ht_params_default(&bad[i]);
    bad[0].width = HT_WIDTH_MIN - 1;
    bad[1].width = HT_WIDTH_MAX + 1;
    bad[2].height = HT_HEIGHT_MIN - 1;
    bad[3].height = HT_HEIGHT_MAX + 1;
    bad[4].start_level = 0;
    for (int i = 0; i < 5; i++) {
        ht_state st;
        memset(&st, 0x5a, sizeof st);
        CHECK(ht_params_check(&bad[i]) != NULL, "case %d\n", i);
        CHECK(!ht_new(&st, &bad[i], 0), "case %d\n", i);
        CHECK(st.width == 0x5a5a5a5a, "case %d: state touched\n", i);
    }
}

static void params_text_round_trips_and_rejects_junk(void **state)
{
    (void)state;
    ht_params p, q;
    ht_params_default(&p);
    p.width = 12; p.height = 20; p.mode = HT_SPRINT; p.start_level = 3;
    p.seed = 18446744073709551615u;
    char buf[HT_PARAMS_TEXT_MAX];
    size_t n = ht_params_encode(&p, buf, sizeof buf);
    assert_string_equal(buf, "12x20:sprint:3:seed=18446744073709551615");
    assert_int_equal(n, strlen(buf));
    ht_params_default(&q);
    assert_true(ht_params_decode(&q, buf));
    assert_memory_equal(&p, &q, sizeof p);
    assert_true(ht_params_decode(&q, "9x11:marathon:1:seed=42"));
    assert_int_equal(q.width, 9);
    assert_int_equal(q.mode, HT_MARATHON);
    assert_int_equal(q.seed, 42);
    static const char *junk[] = {
        "", "9x11", "9x11:marathon:1", "9x11:marathon:1:seed=", "9x11:tetra:1:seed=1",
        "9x11:marathon:1:seed=1x", "-9x11:marathon:1:seed=1", "9 x11:marathon:1:seed=1",
        "9x11:marathon:1:seed=-1", "9x11:marathon:1:seed=18446744073709551616",
        "9x11:marathon:+1:seed=1",
    };
    for (size_t i = 0; i < sizeof junk / sizeof junk[0]; i++) {
        ht_params r = q;
        CHECK(!ht_params_decode(&r, junk[i]), "accepted '%s'\n", junk[i]);
        CHECK(memcmp(&r, &q, sizeof r) == 0, "'%s' touched the params\n", junk[i]);
    }
    char tiny[5];
    assert_int_equal(ht_params_encode(&p, tiny, sizeof tiny), n);
    assert_string_equal(tiny, "12x2");
}

/* Each well size has its own tables: the full well by the mode's name,
 * every other size by mode and size, each with exactly one spelling. */
static void wells_of_each_size_have_their_own_tables(void **state)
{
    (void)state;
    ht_params p;
    ht_params_default(&p);
    char buf[HT_CATEGORY_MAX];
    p.width = HT_FULL_WIDTH; p.height = HT_FULL_HEIGHT; p.mode = HT_MARATHON;
    ht_category(&p, buf, sizeof buf);
    assert_string_equal(buf, "marathon");
    p.mode = HT_SPRINT;
    ht_category(&p, buf, sizeof buf);
    assert_string_equal(buf, "sprint");
    p.width = HT_SHORT_WIDTH; p.height = HT_SHORT_HEIGHT;
    ht_category(&p, buf, sizeof buf);
    assert_string_equal(buf, "sprint:9x11");
    p.width = 30; p.height = 40; p.mode = HT_MARATHON;
    ht_category(&p, buf, sizeof buf);
    assert_string_equal(buf, "marathon:30x40");

    enum ht_mode mode;
    int w, h;
    assert_true(ht_category_parse("marathon", &mode, &w, &h));
    assert_int_equal(mode, HT_MARATHON);
    assert_int_equal(w, HT_FULL_WIDTH);
    assert_int_equal(h, HT_FULL_HEIGHT);
    assert_true(ht_category_parse("sprint:9x11", &mode, &w, &h));
    assert_int_equal(mode, HT_SPRINT);
    assert_int_equal(w, 9);
    assert_int_equal(h, 11);
    static const char *junk[] = {
        "", "tetra", "marathon:", "marathon:10x20", "marathon:09x11", "marathon:9x011",
        "marathon:9x11x", "marathon:4x11", "marathon:9x41", "marathon:9x", "marathon9x11",
        "Marathon", "sprint:+9x11", "marathon:9x11:classic", "marathonmarathonmarathon:9x11",
    };
    for (size_t i = 0; i < sizeof junk / sizeof junk[0]; i++)
        CHECK(!ht_category_parse(junk[i], &mode, &w, &h), "accepted '%s'\n", junk[i]);
}

/* ---- rotation ---- */

static void rotating_in_the_well_six_times_or_back_is_the_identity(void **state)
{
    (void)state;
    for (int id = 1; id <= HT_PIECES; id++)
        for (int col = 3; col <= 4; col++) {
            ht_state st;
            new_game(&st, 9, 11, 1, HT_MARATHON, 0);
            put(&st, id, col, 5, 0, 0);
            hex_offset before[HT_PIECE_MAX_CELLS], after[HT_PIECE_MAX_CELLS];
            size_t n = ht_active_cells(&st, before);
            for (int k = 0; k < 6; k++)
                CHECK(ht_apply(&st, HT_CW, 0), "piece %d col %d turn %d\n", id, col, k);
            ht_active_cells(&st, after);
            CHECK(same_cells(before, after, n), "piece %d col %d six cw\n", id, col);
            for (int k = 0; k < 6; k++)
                CHECK(ht_apply(&st, HT_CCW, 0), "piece %d col %d turn %d\n", id, col, k);
            ht_active_cells(&st, after);
            CHECK(same_cells(before, after, n), "piece %d col %d six ccw\n", id, col);
            CHECK(ht_apply(&st, HT_CW, 0) && ht_apply(&st, HT_CCW, 0), "piece %d\n", id);
            ht_active_cells(&st, after);
            CHECK(same_cells(before, after, n), "piece %d col %d cw ccw\n", id, col);
            CHECK(centre_of(&st).col == col && centre_of(&st).row == 5, "piece %d\n", id);
        }
}

static void rotation_turns_about_the_centre_in_cube_space(void **state)
{
    (void)state;
    for (int id = 1; id <= HT_PIECES; id++) {
        ht_state st;
        new_game(&st, 9, 11, 1, HT_MARATHON, 0);
        put(&st, id, 4, 5, 0, 0);
        hex a[HT_PIECE_MAX_CELLS], b[HT_PIECE_MAX_CELLS];
        size_t n = shape_of(&st, a);
        assert_true(ht_apply(&st, HT_CW, 0));
        shape_of(&st, b);
        for (size_t i = 0; i < n; i++)
            a[i] = hex_rotate_cw(a[i]);
        CHECK(same_hex_set(a, b, n), "piece %d\n", id);
        assert_int_equal(st.rot, 1);
    }
}

/* One move, the same place as three clockwise turns in open space; twice,
 * the piece as it was. */
static void a_half_turn_is_three_clockwise_turns_in_one_move(void **state)
{
    (void)state;
    for (int id = 1; id <= HT_PIECES; id++) {
        ht_state a, b;
        new_game(&a, 9, 11, 1, HT_MARATHON, 0);
        put(&a, id, 4, 5, 0, 0);
        b = a;
        hex before[HT_PIECE_MAX_CELLS], got[HT_PIECE_MAX_CELLS], want[HT_PIECE_MAX_CELLS];
        size_t n = shape_of(&a, before);
        int keys = a.stats.keys;
        CHECK(ht_apply(&a, HT_180, 0), "piece %d\n", id);
        for (int k = 0; k < 3; k++)
            assert_true(ht_apply(&b, HT_CW, 0));
        shape_of(&a, got);
        shape_of(&b, want);
        CHECK(same_hex_set(got, want, n), "piece %d\n", id);
        assert_int_equal(a.rot, 3);
        assert_int_equal(a.stats.keys, keys + 1);
        assert_true(ht_apply(&a, HT_180, 0));
        shape_of(&a, got);
        CHECK(same_hex_set(got, before, n), "piece %d back\n", id);
    }
}

/* Against the right wall the half turn kicks as a clockwise turn does. */
static void a_half_turn_against_the_wall_kicks(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 8, 5, 1, 0);
    assert_true(ht_apply(&st, HT_180, 0));
    assert_int_equal(st.rot, 4);
    assert_true(centre_of(&st).col < 8);
}

static void clockwise_blocked_by_right_wall_kicks_left(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 8, 5, 0, 0);
    assert_true(ht_apply(&st, HT_CW, 0));
    assert_int_equal(st.rot, 1);
    assert_int_equal(centre_of(&st).col, 7);
    assert_int_equal(centre_of(&st).row, 5);
}

static void clockwise_blocked_by_left_wall_kicks_right(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 0, 5, 0, 0);
    assert_true(ht_apply(&st, HT_CW, 0));
    assert_int_equal(st.rot, 1);
    assert_int_equal(centre_of(&st).col, 1);
    assert_int_equal(centre_of(&st).row, 5);
}

static void counter_clockwise_kicks_mirror_the_clockwise_ones(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 0, 5, 0, 0);
    assert_true(ht_apply(&st, HT_CCW, 0));
    assert_int_equal(st.rot, 5);
    assert_int_equal(centre_of(&st).col, 1);
    put(&st, I_PIECE, 8, 5, 0, 0);
    assert_true(ht_apply(&st, HT_CCW, 0));
    assert_int_equal(st.rot, 5);
    assert_int_equal(centre_of(&st).col, 7);
    assert_int_equal(centre_of(&st).row, 5);
}

/* The I at (4,9) rests on the floor; the stack at (3,9) blocks turning in
 * place and the left kick, the one at (6,9) the right kick. */
static void setup_up_kick(ht_state *st)
{
    new_game(st, 9, 11, 1, HT_MARATHON, 0);
    put(st, I_PIECE, 4, 9, 0, 0);
    st->well[9][3] = STACK;
    st->well[9][6] = STACK;
}

static void rotation_blocked_on_both_sides_kicks_up_and_spends_a_reset(void **state)
{
    (void)state;
    ht_state st;
    setup_up_kick(&st);
    assert_true(st.lock_active);
    assert_true(ht_apply(&st, HT_CW, 100));
    assert_int_equal(st.rot, 1);
    assert_int_equal(centre_of(&st).col, 4);
    assert_int_equal(centre_of(&st).row, 8);
    assert_int_equal(st.lock_resets, 1);
}

static void rotation_with_every_kick_blocked_is_refused(void **state)
{
    (void)state;
    ht_state st;
    setup_up_kick(&st);
    st.well[8][3] = STACK;   /* blocks the up-kick's lower-left cell */
    ht_state before = st;
    assert_false(ht_apply(&st, HT_CW, 0));
    assert_int_equal(st.rot, 0);
    assert_int_equal(centre_of(&st).col, 4);
    assert_int_equal(centre_of(&st).row, 9);
    assert_int_equal(st.version, before.version);
    assert_memory_equal(&st.well, &before.well, sizeof st.well);
}

static void up_kick_needs_a_lock_reset_left(void **state)
{
    (void)state;
    ht_state st;
    setup_up_kick(&st);
    st.lock_resets = HT_LOCK_RESETS;
    assert_false(ht_apply(&st, HT_CW, 0));
    assert_int_equal(centre_of(&st).row, 9);
}

/* ---- moves and collisions ---- */

static void sideways_moves_stop_at_the_walls(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 4, 5, 0, 0);
    for (int i = 0; i < 4; i++)
        assert_true(ht_apply(&st, HT_LEFT, 0));
    assert_false(ht_apply(&st, HT_LEFT, 0));
    assert_int_equal(centre_of(&st).col, 0);
    for (int i = 0; i < 8; i++)
        assert_true(ht_apply(&st, HT_RIGHT, 0));
    assert_false(ht_apply(&st, HT_RIGHT, 0));
    assert_int_equal(centre_of(&st).col, 8);
    assert_int_equal(centre_of(&st).row, 5);

    put(&st, T_PIECE, 4, 5, 0, 0);   /* three columns wide */
    int moves = 0;
    while (ht_apply(&st, HT_LEFT, 0))
        moves++;
    assert_int_equal(moves, 3);
    assert_int_equal(centre_of(&st).col, 1);
}

static void soft_drop_stops_at_the_floor(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 4, 5, 0, 0);
    int drops = 0;
    while (ht_apply(&st, HT_SOFT, 0))
        drops++;
    assert_int_equal(drops, 4);
    assert_int_equal(st.score, 4 * HT_SOFT_DROP_POINTS);
    hex_offset o[HT_PIECE_MAX_CELLS];
    size_t n = ht_active_cells(&st, o);
    int lowest = 0;
    for (size_t i = 0; i < n; i++)
        lowest = o[i].row > lowest ? o[i].row : lowest;
    assert_int_equal(lowest, 10);
    assert_int_equal(ht_drop_distance(&st), 0);
    assert_int_equal(st.pieces, 0);   /* soft drop never locks */
}

static void the_stack_blocks_moves_and_drops(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 4, 5, 0, 0);
    st.well[5][5] = STACK;   /* in column 5 on both diagonals' paths */
    assert_false(ht_apply(&st, HT_RIGHT, 0));
    assert_int_equal(centre_of(&st).col, 4);
    assert_true(ht_apply(&st, HT_LEFT, 0));

    put(&st, I_PIECE, 4, 5, 0, 0);
    st.well[8][4] = STACK;
    assert_true(ht_apply(&st, HT_SOFT, 0));
    assert_false(ht_apply(&st, HT_SOFT, 0));
    assert_int_equal(centre_of(&st).row, 6);
    assert_int_equal(ht_drop_distance(&st), 0);
}

static void refused_actions_change_nothing(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 0, 5, 0, 0);
    ht_state before = st;
    assert_false(ht_apply(&st, HT_LEFT, 10));
    st.now_ms = before.now_ms;   /* time is allowed to move */
    assert_memory_equal(&st, &before, sizeof st);
    assert_false(ht_apply(&st, HT_RESUME, 10));
    assert_false(ht_apply(&st, HT_ACTIONS, 10));
}

static void sideways_moves_keep_the_shape_on_both_column_parities(void **state)
{
    (void)state;
    for (int id = 1; id <= HT_PIECES; id++)
        for (int rot = 0; rot < HT_ROTATIONS; rot++)
            for (int col = 3; col <= 5; col++)
                for (int dx = -1; dx <= 1; dx += 2) {
                    ht_state st;
                    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
                    put(&st, id, col, 5, rot, 0);
                    hex before[HT_PIECE_MAX_CELLS], after[HT_PIECE_MAX_CELLS];
                    hex_offset o1[HT_PIECE_MAX_CELLS], o2[HT_PIECE_MAX_CELLS];
                    size_t n = shape_of(&st, before);
                    ht_active_cells(&st, o1);
                    hex c0 = st.centre;
                    CHECK(ht_apply(&st, dx < 0 ? HT_LEFT : HT_RIGHT, 0),
                          "piece %d rot %d col %d dx %d\n", id, rot, col, dx);
                    CHECK(shape_of(&st, after) == n && same_hex_set(before, after, n),
                          "piece %d rot %d col %d dx %d: shape\n", id, rot, col, dx);
                    /* one cube translation for every cell, one column over */
                    hex step = hex_sub(st.centre, c0);
                    CHECK(hex_length(step) == 1 && step.q == dx,
                          "piece %d rot %d col %d dx %d: step\n", id, rot, col, dx);
                    ht_active_cells(&st, o2);
                    for (size_t i = 0; i < n; i++) {
                        hex moved = hex_add(hex_from_offset(o1[i], HEX_ODD_Q), step);
                        hex_offset m = hex_to_offset(moved, HEX_ODD_Q);
                        CHECK(m.col == o2[i].col && m.row == o2[i].row,
                              "piece %d rot %d col %d dx %d cell %zu\n", id, rot, col, dx, i);
                    }
                    /* a falling piece keeps its centre's row */
                    CHECK(centre_of(&st).row == 5,
                          "piece %d rot %d col %d dx %d: row %d\n", id, rot, col, dx,
                          centre_of(&st).row);
                }
}

static void a_resting_piece_slides_along_the_zig_zag_floor(void **state)
{
    (void)state;
    for (int id = 1; id <= HT_PIECES; id++)
        for (int rot = 0; rot < HT_ROTATIONS; rot++)
            for (int dx = -1; dx <= 1; dx += 2) {
                ht_state st;
                new_game(&st, 9, 11, 1, HT_MARATHON, 0);
                put(&st, id, 4, 5, rot, 0);
                st.centre = hex_add(st.centre, hex_scale(hex_direction(HEX_FLAT_S),
                                                        ht_drop_distance(&st)));
                put(&st, id, centre_of(&st).col, centre_of(&st).row, rot, 0);
                int moves = 0;
                while (ht_apply(&st, dx < 0 ? HT_LEFT : HT_RIGHT, 0)) {
                    moves++;
                    CHECK(ht_drop_distance(&st) == 0,
                          "piece %d rot %d dx %d: airborne after move %d\n", id, rot, dx, moves);
                }
                hex_offset o[HT_PIECE_MAX_CELLS];
                size_t n = ht_active_cells(&st, o);
                bool at_wall = false;
                for (size_t i = 0; i < n; i++)
                    at_wall = at_wall || o[i].col == (dx < 0 ? 0 : 8);
                CHECK(at_wall, "piece %d rot %d dx %d: stopped after %d moves\n",
                      id, rot, dx, moves);
                CHECK(st.pieces == 0, "piece %d rot %d: locked\n", id, rot);
            }
}

/* The I falling at (4,5) meets a stack cell at (5,6): one column right, the
 * row-keeping diagonal is blocked, the one half a cell up is free. */
static void a_sideways_climb_spends_a_reset_and_needs_one(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 4, 5, 0, 0);
    st.well[6][5] = STACK;
    assert_false(st.lock_active);
    assert_true(ht_apply(&st, HT_RIGHT, 0));
    assert_int_equal(centre_of(&st).col, 5);
    assert_int_equal(centre_of(&st).row, 4);
    assert_int_equal(st.lock_resets, 1);

    put(&st, I_PIECE, 4, 5, 0, 0);
    st.lock_resets = HT_LOCK_RESETS;
    assert_false(ht_apply(&st, HT_RIGHT, 0));
    assert_int_equal(centre_of(&st).col, 4);
}

/* ---- rows ---- */

static void hard_drop_lands_where_the_ghost_is(void **state)
{
    (void)state;
    for (int id = 1; id <= HT_PIECES; id++) {
        ht_state st;
        new_game(&st, 9, 11, 3, HT_MARATHON, 0);
        st.well[10][3] = st.well[9][5] = st.well[10][4] = STACK;
        put(&st, id, 4, 2, 2, 0);
        hex_offset ghost[HT_PIECE_MAX_CELLS];
        size_t n = ht_ghost_cells(&st, ghost);
        int d = ht_drop_distance(&st);
        CHECK(n == (size_t)ht_piece_size(id), "piece %d\n", id);
        assert_true(ht_apply(&st, HT_DROP, 0));
        for (size_t i = 0; i < n; i++)
            CHECK(ht_cell(&st, ghost[i].col, ghost[i].row) == id,
                  "piece %d ghost cell %zu\n", id, i);
        CHECK(st.score == 2 * d, "piece %d: score %lld\n", id, (long long)st.score);
        CHECK(st.pieces == 1, "piece %d\n", id);
    }
}

/* A zig-zag the other way (even columns on row 10, odd ones on row 9) is
 * not a row: nothing clears. */
static void only_same_offset_row_cells_make_a_row(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    for (int c = 0; c < 9; c++)
        if (c != 4)
            st.well[(c & 1) ? 9 : 10][c] = STACK;
    put(&st, I_PIECE, 4, 5, 0, 0);
    assert_true(ht_apply(&st, HT_DROP, 0));
    assert_int_equal(st.rows, 0);
    assert_int_equal(st.last_clear, 0);
    for (int c = 0; c < 9; c++)
        assert_int_not_equal(ht_cell(&st, c, (c & 1) ? 9 : 10), 0);
}

static void a_full_row_clears_and_the_cells_above_fall_in_their_columns(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    fill_row(&st, 10, 4);
    st.well[9][0] = 3;
    st.well[8][1] = 5;
    put(&st, I_PIECE, 4, 5, 0, 0);
    assert_true(ht_apply(&st, HT_DROP, 0));
    assert_int_equal(st.rows, 1);
    assert_int_equal(st.last_clear, 1);
    assert_int_equal(st.score, 100 + 2 * 4);
    unsigned char want[11][9] = { { 0 } };
    want[10][0] = 3;
    want[9][1] = 5;
    want[10][4] = I_PIECE;
    want[9][4] = I_PIECE;
    for (int r = 0; r < 11; r++)
        for (int c = 0; c < 9; c++)
            CHECK(ht_cell(&st, c, r) == want[r][c], "cell (%d,%d) is %d\n", c, r,
                  ht_cell(&st, c, r));
}

static void three_rows_clear_at_once(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    for (int r = 8; r <= 10; r++)
        fill_row(&st, r, 4);
    st.well[7][0] = 3;
    put(&st, I_PIECE, 4, 5, 0, 0);
    assert_true(ht_apply(&st, HT_DROP, 0));
    assert_int_equal(st.rows, 3);
    assert_int_equal(st.last_clear, 3);
    assert_int_equal(st.score, 500 + 2 * 4);
    for (int r = 0; r < 11; r++)
        for (int c = 0; c < 9; c++)
            CHECK(ht_cell(&st, c, r) == ((r == 10 && c == 0) ? 3 : 0),
                  "cell (%d,%d)\n", c, r);
}

/* Rows 10 and 8 clear, row 9 (a hole at column 0) stays: it falls one row,
 * what sat above row 8 falls two. */
static void separated_rows_clear_and_each_part_falls_its_own_distance(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    fill_row(&st, 10, 4);
    fill_row(&st, 9, 4);
    st.well[9][0] = 0;
    fill_row(&st, 8, 4);
    st.well[7][2] = 5;
    put(&st, I_PIECE, 4, 5, 0, 0);
    assert_true(ht_apply(&st, HT_DROP, 0));
    assert_int_equal(st.last_clear, 2);
    assert_int_equal(st.score, 300 + 2 * 4);
    for (int c = 0; c < 9; c++)
        CHECK(ht_cell(&st, c, 10) == (c == 0 ? 0 : c == 4 ? I_PIECE : STACK), "col %d\n", c);
    assert_int_equal(ht_cell(&st, 2, 9), 5);
    for (int r = 0; r < 10; r++)
        for (int c = 0; c < 9; c++)
            if (!(r == 9 && c == 2))
                CHECK(ht_cell(&st, c, r) == 0, "cell (%d,%d)\n", c, r);
}

/* ---- scoring, levels, gravity ---- */

static void scoring_and_gravity_tables(void **state)
{
    (void)state;
    assert_int_equal(ht_clear_points(0, 1), 0);
    assert_int_equal(ht_clear_points(1, 1), 100);
    assert_int_equal(ht_clear_points(2, 1), 300);
    assert_int_equal(ht_clear_points(3, 1), 500);
    assert_int_equal(ht_clear_points(3, 4), 2000);
    assert_int_equal(ht_clear_points(4, 1), 0);
    for (int level = 1; level <= 20; level++) {
        CHECK(ht_clear_points(2, level) > 2 * ht_clear_points(1, level), "level %d\n", level);
        CHECK(ht_clear_points(3, level) > ht_clear_points(2, level) + ht_clear_points(1, level),
              "level %d\n", level);
    }
    static const int want[] = { 1000, 870, 750, 640, 540, 450, 370, 300,
                                240, 190, 150, 115, 90, 70, 50 };
    for (int level = 1; level <= 15; level++)
        CHECK(ht_gravity_ms(level) == want[level - 1], "level %d\n", level);
    assert_int_equal(ht_gravity_ms(16), 50);
    assert_int_equal(ht_gravity_ms(1000), 50);
    assert_int_equal(ht_gravity_ms(0), 1000);

    ht_params p;
    ht_params_default(&p);
    assert_int_equal(ht_level_for(&p, 0), 1);
    assert_int_equal(ht_level_for(&p, 9), 1);
    assert_int_equal(ht_level_for(&p, 10), 2);
    assert_int_equal(ht_level_for(&p, 39), 4);
    p.start_level = 5;
    assert_int_equal(ht_level_for(&p, 0), 5);
    assert_int_equal(ht_level_for(&p, 10), 6);
    p.mode = HT_SPRINT;
    assert_int_equal(ht_level_for(&p, 35), 5);
}

static void tenth_row_raises_the_level_and_the_speed(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    st.rows = 9;
    fill_row(&st, 10, 4);
    put(&st, I_PIECE, 4, 5, 0, 1000);
    assert_true(ht_apply(&st, HT_DROP, 1000));
    assert_int_equal(st.rows, 10);
    assert_int_equal(st.level, 2);
    assert_int_equal(st.score, 100 * 1 + 8);      /* scored at level 1 */
    assert_int_equal(ht_next_deadline(&st), 1000 + 870);
    clear_well(&st);
    fill_row(&st, 10, 4);
    put(&st, I_PIECE, 4, 5, 0, 1000);
    assert_true(ht_apply(&st, HT_DROP, 1000));
    assert_int_equal(st.score, 108 + 100 * 2 + 8);
}

static void gravity_steps_happen_at_their_own_deadlines(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 1000);
    put(&st, I_PIECE, 4, 1, 0, 1000);
    assert_int_equal(ht_next_deadline(&st), 2000);
    assert_false(ht_advance(&st, 1999));
    assert_int_equal(centre_of(&st).row, 1);
    assert_true(ht_advance(&st, 2000));
    assert_int_equal(centre_of(&st).row, 2);
    assert_int_equal(ht_next_deadline(&st), 3000);
    /* Late by 500 ms: three steps, and the rhythm is kept. */
    assert_true(ht_advance(&st, 5500));
    assert_int_equal(centre_of(&st).row, 5);
    assert_int_equal(ht_next_deadline(&st), 6000);
    /* Rows 6..9 at 6000..9000: grounded at 9000, locks at 9500, and the
     * next piece's first step is due 1000 later. */
    assert_true(ht_advance(&st, 9400));
    assert_int_equal(centre_of(&st).row, 9);
    assert_int_equal(ht_next_deadline(&st), 9500);
    assert_int_equal(st.pieces, 0);
    assert_true(ht_advance(&st, 10000));
    assert_int_equal(st.pieces, 1);
    assert_int_equal(centre_of(&st).row, 1);
    assert_int_equal(ht_next_deadline(&st), 10500);
    /* Time running backwards is ignored. */
    assert_false(ht_advance(&st, 50));
    assert_int_equal(ht_next_deadline(&st), 10500);
}

static void soft_drop_restarts_the_gravity_interval(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 4, 1, 0, 0);
    assert_true(ht_apply(&st, HT_SOFT, 700));
    assert_int_equal(ht_next_deadline(&st), 1700);
}

/* ---- lock delay ---- */

static void a_grounded_piece_locks_after_the_delay(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 4, 5, 0, 0);
    while (ht_apply(&st, HT_SOFT, 100))
        ;
    assert_int_equal(ht_next_deadline(&st), 100 + HT_LOCK_DELAY_MS);
    ht_advance(&st, 599);
    assert_int_equal(st.pieces, 0);
    ht_advance(&st, 600);
    assert_int_equal(st.pieces, 1);
    assert_int_equal(ht_cell(&st, 4, 10), I_PIECE);
    assert_int_equal(centre_of(&st).row, 1);
}

static void a_move_on_the_ground_restarts_the_lock_timer(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 4, 9, 0, 100);
    assert_int_equal(ht_next_deadline(&st), 600);
    assert_true(ht_apply(&st, HT_LEFT, 400));
    assert_int_equal(ht_next_deadline(&st), 900);
    ht_advance(&st, 899);
    assert_int_equal(st.pieces, 0);
    ht_advance(&st, 900);
    assert_int_equal(st.pieces, 1);
}

static void a_rotation_lifting_the_piece_stops_the_lock_timer(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 4, 9, 0, 100);
    assert_true(ht_apply(&st, HT_CW, 400));   /* the diagonal I can fall */
    assert_true(ht_drop_distance(&st) > 0);
    assert_int_equal(ht_next_deadline(&st), 400 + 1000);
    ht_advance(&st, 1399);
    assert_int_equal(st.pieces, 0);
}

static void lock_resets_are_bounded(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 4, 9, 0, 0);
    int64_t t = 0;
    for (int k = 1; k <= HT_LOCK_RESETS; k++) {
        t += 400;
        CHECK(ht_apply(&st, (k & 1) ? HT_LEFT : HT_RIGHT, t), "move %d\n", k);
        CHECK(ht_next_deadline(&st) == t + HT_LOCK_DELAY_MS, "move %d\n", k);
    }
    assert_int_equal(st.lock_resets, HT_LOCK_RESETS);
    int64_t last = t;
    t += 400;
    assert_true(ht_apply(&st, HT_LEFT, t));          /* moves, no reset */
    assert_int_equal(ht_next_deadline(&st), last + HT_LOCK_DELAY_MS);
    ht_advance(&st, last + HT_LOCK_DELAY_MS - 1);
    assert_int_equal(st.pieces, 0);
    ht_advance(&st, last + HT_LOCK_DELAY_MS);
    assert_int_equal(st.pieces, 1);
}

static void reaching_a_new_lowest_row_gives_the_resets_back(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 4, 5, 0, 0);
    st.lock_resets = HT_LOCK_RESETS;
    assert_true(ht_apply(&st, HT_SOFT, 0));
    assert_int_equal(st.lock_resets, 0);
}

static void an_action_after_a_due_lock_applies_to_the_next_piece(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 4, 9, 0, 100);         /* locks at 600 */
    assert_true(ht_apply(&st, HT_LEFT, 700));
    assert_int_equal(st.pieces, 1);
    assert_int_equal(ht_cell(&st, 4, 10), I_PIECE);
    assert_int_equal(centre_of(&st).col, 3);
    assert_int_equal(centre_of(&st).row, 1);
}

/* ---- randomizer ---- */

/* The pieces in the order they enter, with the well emptied after every
 * drop so the game never ends. */
static void deal(uint64_t seed, int *out, int n)
{
    ht_state st;
    new_game(&st, 9, 11, seed, HT_MARATHON, 0);
    for (int i = 0; i < n; i++) {
        out[i] = st.piece;
        assert_true(ht_apply(&st, HT_DROP, 0));
        clear_well(&st);
    }
}

static void the_game_deals_pieces_in_bags_of_seven(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 100; seed++) {
        int seq[70];
        deal(seed, seq, 70);
        for (int g = 0; g < 10; g++) {
            int seen = 0;
            for (int i = 0; i < 7; i++)
                seen |= 1 << seq[7 * g + i];
            CHECK(seen == 0xfe, "seed %llu bag %d\n", (unsigned long long)seed, g);
        }
    }
}

static void the_next_queue_shows_what_comes(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 5, HT_MARATHON, 0);
    int queued[HT_NEXT_COUNT];
    memcpy(queued, st.next, sizeof queued);
    for (int i = 0; i < HT_NEXT_COUNT; i++) {
        assert_true(ht_apply(&st, HT_DROP, 0));
        clear_well(&st);
        assert_int_equal(st.piece, queued[i]);
    }
}

static void the_same_seed_and_actions_give_the_same_game(void **state)
{
    (void)state;
    static const enum ht_action script[] = {
        HT_LEFT, HT_CW, HT_DROP, HT_RIGHT, HT_RIGHT, HT_CCW, HT_SOFT, HT_DROP,
        HT_HOLD, HT_LEFT, HT_LEFT, HT_LEFT, HT_DROP, HT_CW, HT_CW, HT_RIGHT,
        HT_DROP, HT_HOLD, HT_DROP, HT_RIGHT, HT_RIGHT, HT_RIGHT, HT_DROP,
    };
    for (uint64_t seed = 0; seed < 30; seed++) {
        ht_state a, b;
        new_game(&a, 9, 11, seed, HT_MARATHON, 0);
        new_game(&b, 9, 11, seed, HT_MARATHON, 0);
        int64_t t = 0;
        for (size_t i = 0; i < sizeof script / sizeof script[0]; i++) {
            t += 350;
            CHECK(ht_apply(&a, script[i], t) == ht_apply(&b, script[i], t),
                  "seed %llu step %zu\n", (unsigned long long)seed, i);
        }
        CHECK(memcmp(&a, &b, sizeof a) == 0, "seed %llu\n", (unsigned long long)seed);
    }
    int s0[14], s1[14];
    deal(0, s0, 14);
    deal(1, s1, 14);
    assert_memory_not_equal(s0, s1, sizeof s0);
}

/* ---- hold ---- */

static void hold_swaps_once_per_piece(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 2, HT_MARATHON, 0);
    int first = st.piece, second = st.next[0], third = st.next[1];
    assert_true(ht_apply(&st, HT_CW, 0));
    assert_true(ht_apply(&st, HT_LEFT, 0));
    assert_true(ht_apply(&st, HT_HOLD, 0));
    assert_int_equal(st.hold, first);
    assert_int_equal(st.piece, second);
    assert_int_equal(st.next[0], third);
    assert_int_equal(centre_of(&st).col, 4);
    assert_int_equal(centre_of(&st).row, 1);
    assert_int_equal(st.rot, 0);
    ht_state before = st;
    assert_false(ht_apply(&st, HT_HOLD, 0));
    assert_int_equal(st.piece, before.piece);
    assert_int_equal(st.hold, first);
    assert_true(ht_apply(&st, HT_DROP, 0));           /* locks: hold again */
    int now_active = st.piece;
    assert_true(ht_apply(&st, HT_HOLD, 0));
    assert_int_equal(st.piece, first);
    assert_int_equal(st.hold, now_active);
    assert_int_equal(st.rot, 0);
    assert_false(ht_apply(&st, HT_HOLD, 0));
}

/* ---- end of the game ---- */

static void a_blocked_spawn_ends_the_game(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 1, 1, 0, 0);
    st.well[1][4] = STACK;                /* every spawn covers (4,1) */
    assert_true(ht_apply(&st, HT_DROP, 2500));
    assert_int_equal(st.status, HT_OVER);
    assert_int_equal(st.piece, 0);
    assert_int_equal(ht_next_deadline(&st), HT_NO_DEADLINE);
    hex_offset o[HT_PIECE_MAX_CELLS];
    assert_int_equal(ht_active_cells(&st, o), 0);
    assert_int_equal(ht_ghost_cells(&st, o), 0);
    for (int a = 0; a < HT_ACTIONS; a++)
        CHECK(!ht_apply(&st, (enum ht_action)a, 3000), "action %d\n", a);
    assert_int_equal(ht_elapsed_ms(&st, 99999), 2500);
    assert_false(ht_advance(&st, 99999));
}

static void dropping_in_place_fills_the_well_and_ends_the_game(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 20; seed++) {
        ht_state st;
        new_game(&st, 9, 11, seed, HT_MARATHON, 0);
        int drops = 0;
        while (st.status == HT_PLAYING && drops < 100) {
            assert_true(ht_apply(&st, HT_DROP, 0));
            drops++;
        }
        CHECK(st.status == HT_OVER, "seed %llu\n", (unsigned long long)seed);
        CHECK(drops >= 3 && drops <= 11, "seed %llu: %d drops\n",
              (unsigned long long)seed, drops);
    }
}

static void a_blocked_hold_spawn_ends_the_game(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 1, 5, 0, 0);
    st.well[1][4] = STACK;
    assert_true(ht_apply(&st, HT_HOLD, 100));
    assert_int_equal(st.status, HT_OVER);
}

static void sprint_is_won_at_forty_rows_with_the_time(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_SPRINT, 1000);
    st.rows = HT_SPRINT_ROWS - 1;
    assert_int_equal(st.level, 1);
    fill_row(&st, 10, 4);
    put(&st, I_PIECE, 4, 5, 0, 13000);
    assert_true(ht_apply(&st, HT_DROP, 13345));
    assert_int_equal(st.status, HT_WON);
    assert_int_equal(st.rows, HT_SPRINT_ROWS);
    assert_int_equal(st.level, 1);                 /* sprint: no level-ups */
    assert_int_equal(ht_elapsed_ms(&st, 50000), 12345);
    assert_int_equal(ht_next_deadline(&st), HT_NO_DEADLINE);
    assert_false(ht_apply(&st, HT_LEFT, 50000));

    new_game(&st, 9, 11, 1, HT_MARATHON, 0);       /* marathon goes on */
    st.rows = HT_SPRINT_ROWS - 1;
    fill_row(&st, 10, 4);
    put(&st, I_PIECE, 4, 5, 0, 0);
    assert_true(ht_apply(&st, HT_DROP, 0));
    assert_int_equal(st.status, HT_PLAYING);
}

/* ---- pause and time ---- */

static void pause_stops_gravity_locks_and_the_clock(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 4, 1, 0, 0);
    assert_int_equal(ht_elapsed_ms(&st, 400), 400);
    assert_true(ht_apply(&st, HT_PAUSE, 500));
    assert_int_equal(st.status, HT_PAUSED);
    assert_int_equal(ht_next_deadline(&st), HT_NO_DEADLINE);
    assert_false(ht_advance(&st, 20000));
    assert_int_equal(centre_of(&st).row, 1);
    assert_int_equal(ht_elapsed_ms(&st, 20000), 500);
    assert_false(ht_apply(&st, HT_LEFT, 20000));
    assert_false(ht_apply(&st, HT_PAUSE, 20000));
    assert_true(ht_apply(&st, HT_RESUME, 20000));
    assert_int_equal(st.status, HT_PLAYING);
    assert_int_equal(ht_next_deadline(&st), 1000 + 19500);
    assert_int_equal(ht_elapsed_ms(&st, 20200), 700);

    /* A running lock timer is frozen too. */
    put(&st, I_PIECE, 4, 9, 0, 30000);            /* locks at 30500 */
    assert_true(ht_apply(&st, HT_PAUSE, 30100));
    assert_true(ht_apply(&st, HT_RESUME, 40100));
    assert_int_equal(ht_next_deadline(&st), 40500);
    ht_advance(&st, 40499);
    assert_int_equal(st.pieces, 0);
    ht_advance(&st, 40500);
    assert_int_equal(st.pieces, 1);
}

static void version_changes_with_every_visible_change_only(void **state)
{
    (void)state;
    ht_state st;
    new_game(&st, 9, 11, 1, HT_MARATHON, 0);
    put(&st, I_PIECE, 0, 5, 0, 0);
    unsigned long v = st.version;
    assert_false(ht_apply(&st, HT_LEFT, 0));
    assert_int_equal(st.version, v);
    assert_true(ht_apply(&st, HT_RIGHT, 0));
    assert_true(st.version > v);
    v = st.version;
    assert_false(ht_advance(&st, 999));
    assert_int_equal(st.version, v);
    assert_true(ht_advance(&st, 1000));
    assert_true(st.version > v);
}

/* ---- names ---- */

static void action_names_round_trip(void **state)
{
    (void)state;
    static const char *names[] = { "L", "R", "CW", "CCW", "SOFT", "DROP",
                                   "HOLD", "PAUSE", "RESUME", "180" };
    for (int a = 0; a < HT_ACTIONS; a++) {
        enum ht_action got;
        assert_string_equal(ht_action_name((enum ht_action)a), names[a]);
        assert_true(ht_action_parse(names[a], &got));
        assert_int_equal(got, a);
    }
    enum ht_action got = HT_HOLD;
    assert_false(ht_action_parse("l", &got));
    assert_false(ht_action_parse("", &got));
    assert_false(ht_action_parse("DROPX", &got));
    assert_int_equal(got, HT_HOLD);
    assert_null(ht_action_name(HT_ACTIONS));
    assert_string_equal(ht_status_name(HT_WON), "won");
    assert_string_equal(ht_status_name(HT_OVER), "over");
    enum ht_mode m;
    assert_true(ht_mode_parse("sprint", &m));
    assert_int_equal(m, HT_SPRINT);
    assert_true(ht_mode_parse("marathon", &m));
    assert_int_equal(m, HT_MARATHON);
    assert_false(ht_mode_parse("tetra", &m));
    assert_string_equal(ht_mode_name(HT_SPRINT), "sprint");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(new_game_spawns_top_centre_with_a_queue),
        cmocka_unit_test(every_piece_spawns_inside_rows_0_to_2_at_every_width),
        cmocka_unit_test(params_outside_the_limits_are_refused),
        cmocka_unit_test(params_text_round_trips_and_rejects_junk),
        cmocka_unit_test(rotating_in_the_well_six_times_or_back_is_the_identity),
        cmocka_unit_test(rotation_turns_about_the_centre_in_cube_space),
        cmocka_unit_test(a_half_turn_is_three_clockwise_turns_in_one_move),
        cmocka_unit_test(a_half_turn_against_the_wall_kicks),
        cmocka_unit_test(clockwise_blocked_by_right_wall_kicks_left),
        cmocka_unit_test(clockwise_blocked_by_left_wall_kicks_right),
        cmocka_unit_test(counter_clockwise_kicks_mirror_the_clockwise_ones),
        cmocka_unit_test(rotation_blocked_on_both_sides_kicks_up_and_spends_a_reset),
        cmocka_unit_test(rotation_with_every_kick_blocked_is_refused),
        cmocka_unit_test(up_kick_needs_a_lock_reset_left),
        cmocka_unit_test(sideways_moves_stop_at_the_walls),
        cmocka_unit_test(soft_drop_stops_at_the_floor),
        cmocka_unit_test(the_stack_blocks_moves_and_drops),
        cmocka_unit_test(refused_actions_change_nothing),
        cmocka_unit_test(sideways_moves_keep_the_shape_on_both_column_parities),
        cmocka_unit_test(a_resting_piece_slides_along_the_zig_zag_floor),
        cmocka_unit_test(a_sideways_climb_spends_a_reset_and_needs_one),
        cmocka_unit_test(hard_drop_lands_where_the_ghost_is),
        cmocka_unit_test(only_same_offset_row_cells_make_a_row),
        cmocka_unit_test(a_full_row_clears_and_the_cells_above_fall_in_their_columns),
        cmocka_unit_test(three_rows_clear_at_once),
        cmocka_unit_test(separated_rows_clear_and_each_part_falls_its_own_distance),
        cmocka_unit_test(scoring_and_gravity_tables),
        cmocka_unit_test(tenth_row_raises_the_level_and_the_speed),
        cmocka_unit_test(gravity_steps_happen_at_their_own_deadlines),
        cmocka_unit_test(soft_drop_restarts_the_gravity_interval),
        cmocka_unit_test(a_grounded_piece_locks_after_the_delay),
        cmocka_unit_test(a_move_on_the_ground_restarts_the_lock_timer),
        cmocka_unit_test(a_rotation_lifting_the_piece_stops_the_lock_timer),
        cmocka_unit_test(lock_resets_are_bounded),
        cmocka_unit_test(reaching_a_new_lowest_row_gives_the_resets_back),
        cmocka_unit_test(an_action_after_a_due_lock_applies_to_the_next_piece),
        cmocka_unit_test(the_game_deals_pieces_in_bags_of_seven),
        cmocka_unit_test(the_next_queue_shows_what_comes),
        cmocka_unit_test(the_same_seed_and_actions_give_the_same_game),
        cmocka_unit_test(hold_swaps_once_per_piece),
        cmocka_unit_test(a_blocked_spawn_ends_the_game),
        cmocka_unit_test(dropping_in_place_fills_the_well_and_ends_the_game),
        cmocka_unit_test(a_blocked_hold_spawn_ends_the_game),
        cmocka_unit_test(sprint_is_won_at_forty_rows_with_the_time),
        cmocka_unit_test(pause_stops_gravity_locks_and_the_clock),
        cmocka_unit_test(version_changes_with_every_visible_change_only),
        cmocka_unit_test(action_names_round_trip),
        cmocka_unit_test(wells_of_each_size_have_their_own_tables),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
