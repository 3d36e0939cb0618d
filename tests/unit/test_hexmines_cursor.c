/* Unit tests for the hexmines cursor: hex steps, rows, up and down that
 * zig-zag under one screen column, key schemes, hexagon boards. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "tui/hexmines_cursor.h"

static void assert_at(const hexmines_cursor *c, int col, int row)
{
    if (c->at.col != col || c->at.row != row) {
        print_message("cursor at %d,%d, wanted %d,%d\n", c->at.col, c->at.row, col, row);
        fail();
    }
}

static void test_steps_follow_the_core_neighbours_and_stop_at_edges(void **state)
{
    (void)state;
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 9, 9));
    for (int dir = 0; dir < HEX_DIRECTIONS; dir++) {
        hexmines_cursor c;
        hexmines_cursor_place(&c, (hex_offset){ 4, 3 });
        hexmines_cursor_step(&c, &b, dir);
        hex_offset want = hex_offset_neighbor((hex_offset){ 4, 3 }, HEX_ODD_R, dir);
        assert_at(&c, want.col, want.row);
    }
    hexmines_cursor c;
    hexmines_cursor_place(&c, (hex_offset){ 0, 0 });
    hexmines_cursor_step(&c, &b, HEX_W);
    hexmines_cursor_step(&c, &b, HEX_NW);
    hexmines_cursor_step(&c, &b, HEX_NE);
    assert_at(&c, 0, 0);
    hm_board_free(&b);
}

static void test_left_right_home_end_move_along_the_row(void **state)
{
    (void)state;
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 5, 3));
    hexmines_cursor c;
    hexmines_cursor_place(&c, (hex_offset){ 2, 1 });
    hexmines_cursor_along(&c, &b, 1);
    assert_at(&c, 3, 1);
    hexmines_cursor_row_end(&c, &b, 1);
    assert_at(&c, 4, 1);
    hexmines_cursor_along(&c, &b, 1);
    assert_at(&c, 4, 1);
    hexmines_cursor_row_end(&c, &b, -1);
    assert_at(&c, 0, 1);
    hexmines_cursor_along(&c, &b, -1);
    assert_at(&c, 0, 1);
    hm_board_free(&b);
}

static void test_up_and_down_zig_zag_without_drifting(void **state)
{
    (void)state;
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 9, 9));
    hexmines_cursor c;
    hexmines_cursor_place(&c, (hex_offset){ 4, 4 });
    static const int up_cols[] = { 3, 4, 3, 4 };   /* rows 3, 2, 1, 0 */
    for (int i = 0; i < 4; i++) {
        hexmines_cursor_vertical(&c, &b, -1);
        assert_at(&c, up_cols[i], 3 - i);
    }
    hexmines_cursor_vertical(&c, &b, -1);   /* top edge: stays */
    assert_at(&c, 4, 0);
    for (int i = 0; i < 4; i++)
        hexmines_cursor_vertical(&c, &b, 1);
    assert_at(&c, 4, 4);                 /* back under the same column */
    /* A sideways move sets a new column to aim for. */
    hexmines_cursor_along(&c, &b, 1);
    hexmines_cursor_vertical(&c, &b, 1);
    hexmines_cursor_vertical(&c, &b, 1);
    assert_at(&c, 5, 6);
    hm_board_free(&b);
}

static void test_hexagon_rows_end_where_the_board_does(void **state)
{
    (void)state;
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_HEXAGON, 7, 7));   /* radius 3 */
    hexmines_cursor c;
    hexmines_cursor_place(&c, (hex_offset){ 3, 0 });
    hexmines_cursor_row_end(&c, &b, -1);
    assert_true(hm_board_on(&b, 0, c.at.col));
    assert_false(hm_board_on(&b, 0, c.at.col - 1));
    int first = c.at.col;
    hexmines_cursor_along(&c, &b, -1);
    assert_at(&c, first, 0);             /* off the board: no move */
    hexmines_cursor_row_end(&c, &b, 1);
    assert_true(hm_board_on(&b, 0, c.at.col));
    assert_false(hm_board_on(&b, 0, c.at.col + 1));
    /* Down from the middle row's left end lands on the board. */
    hexmines_cursor_place(&c, (hex_offset){ 0, 3 });
    for (int i = 0; i < 3; i++) {
        hexmines_cursor_vertical(&c, &b, 1);
        assert_true(hm_board_on(&b, c.at.row, c.at.col));
    }
    assert_int_equal(c.at.row, 6);
    hm_board_free(&b);
}

static void test_key_schemes_choose_which_letters_move(void **state)
{
    (void)state;
    int dir = -1;
    assert_true(hexmines_direction_key(HEXMINES_KEYS_ALL, 'w', &dir));
    assert_int_equal(dir, HEX_NW);
    assert_true(hexmines_direction_key(HEXMINES_KEYS_ALL, 'n', &dir));
    assert_int_equal(dir, HEX_SE);
    assert_true(hexmines_direction_key(HEXMINES_KEYS_HEX, 'd', &dir));
    assert_int_equal(dir, HEX_E);
    assert_false(hexmines_direction_key(HEXMINES_KEYS_HEX, 'l', &dir));
    assert_true(hexmines_direction_key(HEXMINES_KEYS_ROGUELIKE, 'h', &dir));
    assert_int_equal(dir, HEX_W);
    assert_false(hexmines_direction_key(HEXMINES_KEYS_ROGUELIKE, 'a', &dir));
    assert_false(hexmines_direction_key(HEXMINES_KEYS_ARROWS, 'e', &dir));
    assert_false(hexmines_direction_key(HEXMINES_KEYS_ALL, 'f', &dir));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_steps_follow_the_core_neighbours_and_stop_at_edges),
        cmocka_unit_test(test_left_right_home_end_move_along_the_row),
        cmocka_unit_test(test_up_and_down_zig_zag_without_drifting),
        cmocka_unit_test(test_hexagon_rows_end_where_the_board_does),
        cmocka_unit_test(test_key_schemes_choose_which_letters_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
