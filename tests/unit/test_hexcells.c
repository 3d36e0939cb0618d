/* Unit tests for hexcells' puzzle, clues and game: each clue kind on
 * hand-made positions (a {n} ring that wraps around, -n- with two runs, a
 * gap in the ring, line clues along all three directions, a flower at the
 * board's edge), moves and params as text, and the game's calls, mistakes,
 * greys, undo and redo, clock and win. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "core/hex.h"
#include "games/hexcells/hexcells.h"
#include "hexcells_testutil.h"

/* A 3 x 3 grid of black cells showing shapes, every one covered. */
static void full_grid(hc_puzzle *p, int cols, int rows)
{
    hc_puzzle_init(p, cols, rows);
    for (int c = 0; c < cols; c++)
        for (int r = 0; r < rows; r++)
            put_cell(p, hc_index(c, r), HC_BLACK, false, HC_SHOW_SHAPE);
}

static void paint(hc_puzzle *p, int centre, const int *dirs, int n)
{
    for (int i = 0; i < n; i++)
        p->at[hc_neighbour(p, centre, dirs[i])].colour = HC_BLUE;
}

static void expect_clue(const hc_puzzle *p, int slot, const char *text)
{
    char buf[8];
    hc_clue_format(hc_clue_of(p, slot), buf);
    assert_string_equal(buf, text);
}

static void test_ring_together_wraps_from_the_sixth_neighbour_to_the_first(void **state)
{
    (void)state;
    hc_puzzle p;
    full_grid(&p, 3, 3);
    int centre = hc_index(1, 1);
    paint(&p, centre, (const int[]){ 5, 0 }, 2);
    expect_clue(&p, centre, "{2}");
    paint(&p, centre, (const int[]){ 4 }, 1);
    expect_clue(&p, centre, "{3}");
    p.at[centre].show = HC_SHOW_COUNT;
    expect_clue(&p, centre, "3");
    p.at[centre].show = HC_SHOW_NONE;
    expect_clue(&p, centre, "");
}

static void test_ring_apart_needs_two_runs(void **state)
{
    (void)state;
    hc_puzzle p;
    full_grid(&p, 3, 3);
    int centre = hc_index(1, 1);
    paint(&p, centre, (const int[]){ 0, 2 }, 2);
    expect_clue(&p, centre, "-2-");
    paint(&p, centre, (const int[]){ 4 }, 1);
    expect_clue(&p, centre, "-3-");
    paint(&p, centre, (const int[]){ 1 }, 1);
    expect_clue(&p, centre, "-4-");
    paint(&p, centre, (const int[]){ 3, 5 }, 2);
    expect_clue(&p, centre, "{6}");
    int m[HC_MEMBERS_MAX];
    assert_int_equal(hc_members(&p, centre, m), 6);
    unsigned char blue[HC_SLOTS] = { 0 };
    blue[m[0]] = blue[m[3]] = 1;
    assert_int_equal(hc_runs_ring(m, 6, blue), 2);
    blue[m[1]] = blue[m[2]] = 1;
    assert_int_equal(hc_runs_ring(m, 6, blue), 1);
}

/* At the board's edge the missing positions break the ring: blues on
 * either side of them are apart. */
static void test_ring_gap_at_the_edge_keeps_blues_apart(void **state)
{
    (void)state;
    hc_puzzle p;
    full_grid(&p, 2, 3);
    int edge = hc_index(0, 1);
    assert_int_equal(hc_neighbour(&p, edge, 3), -1);
    assert_int_equal(hc_neighbour(&p, edge, 4), -1);
    paint(&p, edge, (const int[]){ 2, 5 }, 2);
    expect_clue(&p, edge, "-2-");
    paint(&p, edge, (const int[]){ 0, 1 }, 2);
    expect_clue(&p, edge, "{4}");
}

static void test_line_clues_along_all_three_directions(void **state)
{
    (void)state;
    hc_puzzle p;
    hc_puzzle_init(&p, 5, 5);
    for (int c = 0; c < 5; c++)
        for (int r = 1; r < 5; r++)
            put_cell(&p, hc_index(c, r), HC_BLACK, false, HC_SHOW_NONE);
    int down = put_line(&p, hc_index(2, 0), HC_DIR_DOWN, HC_SHOW_COUNT);
    int right = put_line(&p, hc_index(0, 0), HC_DIR_DOWN_RIGHT, HC_SHOW_SHAPE);
    int left = put_line(&p, hc_index(4, 0), HC_DIR_DOWN_LEFT, HC_SHOW_SHAPE);
    int m[HC_MEMBERS_MAX];
    assert_int_equal(hc_members(&p, down, m), 4);
    for (int i = 0; i < 4; i++)
        assert_int_equal(m[i], hc_index(2, i + 1));
    /* Down-right from (0,0): (1,0) is no cell, then (2,1) (3,1) (4,2). */
    assert_int_equal(hc_members(&p, right, m), 3);
    assert_int_equal(m[0], hc_index(2, 1));
    assert_int_equal(m[1], hc_index(3, 1));
    assert_int_equal(m[2], hc_index(4, 2));
    /* Down-left from (4,0): (3,0) is no cell, then (2,1) (1,1) (0,2). */
    assert_int_equal(hc_members(&p, left, m), 3);
    assert_int_equal(m[0], hc_index(2, 1));
    assert_int_equal(m[1], hc_index(1, 1));
    assert_int_equal(m[2], hc_index(0, 2));
    p.at[hc_index(2, 1)].colour = HC_BLUE;
    p.at[hc_index(2, 4)].colour = HC_BLUE;
    p.at[hc_index(4, 2)].colour = HC_BLUE;
    expect_clue(&p, down, "2");
    expect_clue(&p, right, "-2-");
    expect_clue(&p, left, "{1}");
    p.at[hc_index(1, 1)].colour = HC_BLUE;
    expect_clue(&p, left, "{2}");
    /* A hole does not part a line's blues. */
    p.at[hc_index(3, 1)].kind = HC_EMPTY;
    expect_clue(&p, right, "{2}");
    char name[HC_MSG_MAX];
    hc_clue_name(&p, left, name, sizeof name);
    assert_string_equal(name, "the line {2} at column 5, row 1 (down-left)");
}

/* A flower counts the cells within two rings that are on the board: at
 * the corner, only those. */
static void test_flower_at_the_board_edge(void **state)
{
    (void)state;
    hc_puzzle p;
    full_grid(&p, 5, 5);
    int corner = put_cell(&p, hc_index(0, 0), HC_BLUE, true, HC_SHOW_COUNT);
    p.at[hc_index(4, 4)].kind = HC_EMPTY;
    int m[HC_MEMBERS_MAX];
    int n = hc_members(&p, corner, m);
    int expect = 0;
    hex c = hex_from_offset((hex_offset){ 0, 0 }, HEX_ODD_Q);
    for (int col = 0; col < 5; col++)
        for (int row = 0; row < 5; row++) {
            int d = hex_distance(c, hex_from_offset((hex_offset){ col, row }, HEX_ODD_Q));
            expect += d >= 1 && d <= 2 && p.at[hc_index(col, row)].kind == HC_CELL;
        }
    assert_int_equal(n, expect);
    assert_int_equal(n, 6);   /* (0,1) (1,0), then (0,2) (1,1) (2,0) (2,1) */
    for (int i = 0; i < n; i++)
        p.at[m[i]].colour = HC_BLUE;
    p.at[hc_index(2, 2)].colour = HC_BLUE;   /* three away: not counted */
    expect_clue(&p, corner, "6");
    char name[HC_MSG_MAX];
    hc_clue_name(&p, corner, name, sizeof name);
    assert_string_equal(name, "the blue 6 at column 1, row 1");
}

/* A blue cell's shape: its flower's blues in one group or not, joined as
 * neighbours; the cell itself joins nothing. Directions: SE 0, NE 1, N 2,
 * S 5. */
static void test_blue_shape_groups_its_flower_without_the_cell(void **state)
{
    (void)state;
    hc_puzzle p;
    full_grid(&p, 5, 5);
    int centre = put_cell(&p, hc_index(2, 2), HC_BLUE, true, HC_SHOW_SHAPE);
    expect_clue(&p, centre, "0");
    assert_int_equal(hc_clue_of(&p, centre).kind, HC_CLUE_TOGETHER);
    paint(&p, centre, (const int[]){ 2 }, 1);
    expect_clue(&p, centre, "{1}");
    /* Above and below it: apart, though both touch it. */
    paint(&p, centre, (const int[]){ 5 }, 1);
    expect_clue(&p, centre, "-2-");
    /* Joined the way round, through its ring. */
    paint(&p, centre, (const int[]){ 1, 0 }, 2);
    expect_clue(&p, centre, "{4}");
    char name[HC_MSG_MAX];
    hc_clue_name(&p, centre, name, sizeof name);
    assert_string_equal(name, "the blue {4} at column 3, row 3");
    /* At the corner: (0, 1) and (1, 0) touch, (0, 2) and (1, 0) do not. */
    full_grid(&p, 5, 5);
    int corner = put_cell(&p, hc_index(0, 0), HC_BLUE, true, HC_SHOW_SHAPE);
    p.at[hc_index(0, 1)].colour = HC_BLUE;
    p.at[hc_index(1, 0)].colour = HC_BLUE;
    expect_clue(&p, corner, "{2}");
    p.at[hc_index(0, 1)].colour = HC_BLACK;
    p.at[hc_index(0, 2)].colour = HC_BLUE;
    expect_clue(&p, corner, "-2-");
}

static void test_moves_and_params_as_text(void **state)
{
    (void)state;
    hc_move m;
    assert_true(hc_move_parse("B3,4", &m));
    assert_int_equal(m.kind, HC_MOVE_BLUE);
    assert_int_equal(m.col, 3);
    assert_int_equal(m.row, 4);
    char buf[HC_MOVE_TEXT_MAX];
    hc_move_format((hc_move){ HC_MOVE_GREY, 32, 16 }, buf, sizeof buf);
    assert_string_equal(buf, "G32,16");
    assert_true(hc_move_parse(buf, &m));
    assert_false(hc_move_parse("B03,4", &m));
    assert_false(hc_move_parse("B3,4x", &m));
    assert_false(hc_move_parse("X3,4", &m));
    assert_false(hc_move_parse("B33,0", &m));
    assert_false(hc_move_parse("K1,17", &m));

    hc_params p;
    for (int i = 0; hc_preset_at(i); i++) {
        assert_true(hc_preset(&p, hc_preset_at(i)));
        assert_string_equal(hc_preset_name(&p), hc_preset_at(i));
    }
    assert_null(hc_preset_at(6));
    assert_true(hc_preset(&p, "large-hard"));
    p.seed = 18446744073709551615ull;
    char text[HC_PARAMS_TEXT_MAX];
    hc_params_encode(&p, text, sizeof text);
    assert_string_equal(text, "large-hard:gen=2:seed=18446744073709551615");
    hc_params q;
    assert_true(hc_params_decode(&q, text));
    assert_int_equal(q.size, HC_LARGE);
    assert_int_equal(q.difficulty, HC_HARD);
    assert_true(q.seed == p.seed);
    assert_int_equal(q.gen, HC_GEN_VERSION);
    /* The first generator's text names none. */
    assert_true(hc_params_decode(&q, "small-hard:seed=5"));
    assert_int_equal(q.gen, 1);
    hc_params_encode(&q, text, sizeof text);
    assert_string_equal(text, "small-hard:seed=5");
    assert_true(hc_params_decode(&q, "small-hard:gen=7:seed=5"));
    assert_int_equal(q.gen, 7);
    assert_false(hc_params_decode(&q, "small-hard:gen=1:seed=5"));
    assert_false(hc_params_decode(&q, "small-hard:gen=0:seed=5"));
    assert_false(hc_params_decode(&q, "small-hard:gen=02:seed=5"));
    assert_false(hc_params_decode(&q, "small-hard:gen=:seed=5"));
    assert_false(hc_params_decode(&q, "small-hard:gen=2"));
    assert_false(hc_params_decode(&q, "small-hard:seed=5:gen=2"));
    assert_false(hc_params_decode(&q, "huge-easy:seed=1"));
    assert_false(hc_params_decode(&q, "small-easy:seed=01"));
    assert_false(hc_params_decode(&q, "small-easy"));
}

/* Three cells in a column: blue, black showing 1, blue. */
static void tiny(hc_puzzle *p)
{
    hc_puzzle_init(p, 1, 3);
    put_cell(p, hc_index(0, 0), HC_BLUE, false, HC_SHOW_NONE);
    put_cell(p, hc_index(0, 1), HC_BLACK, true, HC_SHOW_COUNT);
    put_cell(p, hc_index(0, 2), HC_BLUE, false, HC_SHOW_NONE);
}

static void test_game_counts_mistakes_and_wins(void **state)
{
    (void)state;
    hc_puzzle p;
    tiny(&p);
    assert_true(hc_puzzle_valid(&p, NULL));
    hc_game *g = hc_game_new(&p, NULL);
    assert_non_null(g);
    assert_null(hc_game_params(g));
    assert_int_equal(hc_game_status(g), HC_READY);
    assert_int_equal(hc_game_remaining(g), 2);
    assert_int_equal(hc_game_show(g, 0, 1).kind, HC_SEE_BLACK);
    assert_int_equal(hc_game_show(g, 0, 1).clue.value, 2);
    assert_false(hc_game_show(g, 0, 1).done);
    /* A wrong call: counted, the cell stays covered, the clock starts. */
    assert_int_equal(hc_game_apply(g, (hc_move){ HC_MOVE_BLACK, 0, 0 }, 1000), HC_APPLY_MISTAKE);
    assert_int_equal(hc_game_mistakes(g), 1);
    assert_true(hc_game_covered(g, hc_index(0, 0)));
    assert_int_equal(hc_game_status(g), HC_PLAYING);
    assert_int_equal(hc_game_apply(g, (hc_move){ HC_MOVE_BLUE, 0, 1 }, 1100), HC_APPLY_NOOP);
    assert_int_equal(hc_game_apply(g, (hc_move){ HC_MOVE_BLUE, 5, 1 }, 1100), HC_APPLY_NOOP);
    assert_int_equal(hc_game_apply(g, (hc_move){ HC_MOVE_BLUE, 0, 0 }, 2000), HC_APPLY_OK);
    assert_int_equal(hc_game_remaining(g), 1);
    assert_int_equal(hc_game_show(g, 0, 0).kind, HC_SEE_BLUE);
    /* Grey a clue, undo the grey and the call, redo the call. */
    assert_int_equal(hc_game_apply(g, (hc_move){ HC_MOVE_GREY, 0, 1 }, 2100), HC_APPLY_OK);
    assert_true(hc_game_show(g, 0, 1).greyed);
    assert_int_equal(hc_game_apply(g, (hc_move){ HC_MOVE_GREY, 0, 2 }, 2100), HC_APPLY_NOOP);
    assert_true(hc_game_undo(g));
    assert_false(hc_game_show(g, 0, 1).greyed);
    assert_true(hc_game_undo(g));
    assert_int_equal(hc_game_remaining(g), 2);
    assert_int_equal(hc_game_mistakes(g), 1);
    hc_move redo;
    assert_true(hc_game_redo_move(g, &redo));
    assert_int_equal(redo.kind, HC_MOVE_BLUE);
    assert_int_equal(hc_game_apply(g, redo, 2500), HC_APPLY_OK);
    assert_true(hc_game_redo_move(g, &redo));
    assert_int_equal(redo.kind, HC_MOVE_GREY);
    hc_game_pause(g, 3000);
    assert_int_equal(hc_game_apply(g, (hc_move){ HC_MOVE_BLUE, 0, 2 }, 3500), HC_APPLY_NOOP);
    hc_game_resume(g, 5000);
    assert_int_equal(hc_game_apply(g, (hc_move){ HC_MOVE_BLUE, 0, 2 }, 5500), HC_APPLY_OK);
    assert_int_equal(hc_game_status(g), HC_WON);
    assert_true(hc_game_show(g, 0, 1).done);
    assert_int_equal(hc_game_elapsed_ms(g, 9999), 2500);
    assert_false(hc_game_can_undo(g));
    assert_false(hc_game_assisted(g));
    assert_int_equal(hc_game_apply(g, (hc_move){ HC_MOVE_GREY, 0, 1 }, 6000), HC_APPLY_NOOP);
    hc_game_restart(g);
    assert_int_equal(hc_game_status(g), HC_READY);
    assert_int_equal(hc_game_mistakes(g), 0);
    assert_true(hc_game_assisted(g));
    hc_game_free(g);
}

static void test_game_hint_names_the_clue_and_assists(void **state)
{
    (void)state;
    hc_puzzle p;
    tiny(&p);
    hc_game *g = hc_game_new(&p, NULL);
    hc_hint h = hc_game_hint(g);
    assert_true(h.found);
    assert_int_equal(h.colour, HC_BLUE);
    assert_non_null(strstr(h.text, "is blue: the 2 at column 1, row 2"));
    /* The clue its words name, for the board to mark. */
    assert_int_equal(h.clues[0], hc_index(0, 1));
    assert_int_equal(h.clues[1], -1);
    assert_true(hc_game_assisted(g));
    assert_int_equal(hc_game_last_hint(g)->slot, h.slot);
    hc_game_free(g);
}

static void test_invalid_puzzles_say_why(void **state)
{
    (void)state;
    hc_puzzle p;
    char msg[HC_MSG_MAX];
    hc_puzzle_init(&p, 3, 3);
    assert_false(hc_puzzle_valid(&p, msg));
    assert_string_equal(msg, "the puzzle has no cells");
    put_cell(&p, hc_index(1, 1), HC_BLUE, false, HC_SHOW_SHAPE + 1);
    assert_false(hc_puzzle_valid(&p, msg));
    assert_string_equal(msg, "column 2, row 2: unknown colour, clue or direction");
    /* A blue cell shows its flower's shape as SixCells does. */
    p.at[hc_index(1, 1)].show = HC_SHOW_SHAPE;
    assert_true(hc_puzzle_valid(&p, msg));
    p.at[hc_index(1, 1)].show = HC_SHOW_COUNT;
    assert_true(hc_puzzle_valid(&p, msg));
    put_cell(&p, hc_index(5, 1), HC_BLUE, false, HC_SHOW_NONE);
    assert_false(hc_puzzle_valid(&p, msg));
    assert_string_equal(msg, "column 6, row 2: an item outside the grid");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ring_together_wraps_from_the_sixth_neighbour_to_the_first),
        cmocka_unit_test(test_ring_apart_needs_two_runs),
        cmocka_unit_test(test_ring_gap_at_the_edge_keeps_blues_apart),
        cmocka_unit_test(test_line_clues_along_all_three_directions),
        cmocka_unit_test(test_flower_at_the_board_edge),
        cmocka_unit_test(test_blue_shape_groups_its_flower_without_the_cell),
        cmocka_unit_test(test_moves_and_params_as_text),
        cmocka_unit_test(test_game_counts_mistakes_and_wins),
        cmocka_unit_test(test_game_hint_names_the_clue_and_assists),
        cmocka_unit_test(test_invalid_puzzles_say_why),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
