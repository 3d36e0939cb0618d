/* Unit tests for the hexmines view: golden pictures at both scales, marks
 * and roles, the cursor, scrolling and the edge of a hexagon board. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "tui/mines_view.h"

/* A 3x2 board: hidden, flag, 0 / 1, a warned 2, the exploded mine. */
static const mv_cell small[6] = {
    { MV_HIDDEN, 0, false }, { MV_FLAG, 0, false }, { MV_OPEN, 0, false },
    { MV_OPEN, 1, false }, { MV_OPEN, 2, true }, { MV_EXPLODED, 0, false },
};

/* The view asks for one cell at a time; the tests keep theirs in arrays. */
typedef struct { const mv_cell *cells; int cols; } grid;
static grid grids[4];
static int ngrids;

static mv_cell from_grid(const void *ctx, int row, int col)
{
    const grid *g = ctx;
    return g->cells[row * g->cols + col];
}

static mines_view view_of(const mv_cell *cells, int cols, int rows, enum hexlayout_scale s)
{
    grid *g = &grids[ngrids++ % 4];
    *g = (grid){ cells, cols };
    return (mines_view){ .cols = cols, .rows = rows, .cell = from_grid, .ctx = g, .scale = s,
                         .cursor = { 0, 0 }, .show_cursor = true,
                         .status = "status", .message = "message" };
}

static char *draw(canvas *c, const mines_view *v, int w, int h)
{
    assert_int_equal(canvas_resize(c, w, h), 0);
    mines_view_draw(c, v);
    return canvas_dump(c);
}

static void test_large_picture_is_outlined_hexes_with_marks(void **state)
{
    (void)state;
    canvas c = { 0 };
    mines_view v = view_of(small, 3, 2, HEXLAYOUT_LARGE);
    char *got = draw(&c, &v, 20, 7);
    /* The 15x5 picture is centred in the 20x5 area below the status. */
    const char *want =
        "status              \n"
        "   / \\ / \\ / \\      \n"
        "  | . | F |   |     \n"
        "   \\ / \\ / \\ / \\    \n"
        "    | 1 | 2 | * |   \n"
        "     \\ / \\ / \\ /    \n"
        "message             \n";
    assert_string_equal(got, want);
    free(got);
    canvas_free(&c);
}

static void test_compact_picture_is_two_columns_a_hex(void **state)
{
    (void)state;
    canvas c = { 0 };
    mines_view v = view_of(small, 3, 2, HEXLAYOUT_COMPACT);
    char *got = draw(&c, &v, 10, 4);
    const char *want =
        "status    \n"
        " . F      \n"
        "  1 2 *   \n"
        "message   \n";
    assert_string_equal(got, want);
    free(got);
    canvas_free(&c);
}

static void test_marks_have_their_roles(void **state)
{
    (void)state;
    canvas c = { 0 };
    mines_view v = view_of(small, 3, 2, HEXLAYOUT_COMPACT);
    free(draw(&c, &v, 10, 4));
    assert_int_equal(canvas_get(&c, 1, 1).role, ROLE_HIDDEN);
    assert_int_equal(canvas_get(&c, 3, 1).role, ROLE_FLAG);
    assert_int_equal(canvas_get(&c, 2, 2).role, ROLE_NUM1);
    assert_int_equal(canvas_get(&c, 4, 2).role, ROLE_WARN);   /* too many flags */
    assert_int_equal(canvas_get(&c, 6, 2).role, ROLE_EXPLODED);
    canvas_free(&c);
}

static void test_cursor_is_the_terminal_cursor_on_the_centre_cell(void **state)
{
    (void)state;
    canvas c = { 0 };
    mines_view v = view_of(small, 3, 2, HEXLAYOUT_LARGE);
    v.cursor = (hex_offset){ 2, 1 };
    free(draw(&c, &v, 20, 7));
    hexlayout l = mines_view_layout(&v, 20, 7);
    hexlayout_cell at = hexlayout_center(&l, v.cursor);
    assert_int_equal(c.cursor_x, at.x);
    assert_int_equal(c.cursor_y, at.y);
    assert_int_equal(canvas_get(&c, at.x, at.y).ch, '*');
    v.hide_board = true;
    free(draw(&c, &v, 20, 7));
    assert_int_equal(c.cursor_x, -1);
    canvas_free(&c);
}

static void test_a_board_larger_than_the_area_scrolls_to_the_cursor(void **state)
{
    (void)state;
    enum { W = 60, H = 40 };
    static mv_cell cells[W * H];
    for (int i = 0; i < W * H; i++)
        cells[i] = (mv_cell){ MV_HIDDEN, 0, false };
    canvas c = { 0 };
    mines_view v = view_of(cells, W, H, HEXLAYOUT_COMPACT);
    int sx = 0, sy = 0;
    v.cursor = (hex_offset){ W - 1, H - 1 };
    mines_view_follow(&v, 40, 12, &sx, &sy);
    assert_true(sx > 0 && sy > 0);
    v.scroll_x = sx;
    v.scroll_y = sy;
    char *got = draw(&c, &v, 40, 12);
    hexlayout l = mines_view_layout(&v, 40, 12);
    hexlayout_cell at = hexlayout_center(&l, v.cursor);
    assert_true(at.x >= 0 && at.x < 40 && at.y >= 1 && at.y < 11);
    assert_int_equal(c.cursor_x, at.x);
    /* More to the left and above: marks on those edges, none right/below. */
    assert_int_equal(canvas_get(&c, 0, 1).ch, '<');
    assert_int_equal(canvas_get(&c, 2, 1).ch, '^');
    assert_int_not_equal(canvas_get(&c, 39, 1).ch, '>');
    free(got);
    canvas_free(&c);
}

static void test_compact_hexagon_edge_is_marked(void **state)
{
    (void)state;
    /* A radius-1 hexagon in a 3x3 rectangle: the corners are off. */
    mv_cell cells[9];
    for (int i = 0; i < 9; i++)
        cells[i] = (mv_cell){ MV_OPEN, 0, false };
    cells[0].kind = cells[6].kind = MV_OFF;   /* odd-r: (0,0) and (2,0) */
    canvas c = { 0 };
    mines_view v = view_of(cells, 3, 3, HEXLAYOUT_COMPACT);
    v.show_cursor = false;
    char *got = draw(&c, &v, 8, 5);
    const char *want =
        "status  \n"
        ":       \n"
        "        \n"
        ":       \n"
        "message \n";
    assert_string_equal(got, want);
    assert_int_equal(canvas_get(&c, 0, 1).role, ROLE_DIM);
    free(got);
    canvas_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_large_picture_is_outlined_hexes_with_marks),
        cmocka_unit_test(test_compact_picture_is_two_columns_a_hex),
        cmocka_unit_test(test_marks_have_their_roles),
        cmocka_unit_test(test_cursor_is_the_terminal_cursor_on_the_centre_cell),
        cmocka_unit_test(test_a_board_larger_than_the_area_scrolls_to_the_cursor),
        cmocka_unit_test(test_compact_hexagon_edge_is_marked),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
