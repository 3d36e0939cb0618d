/* Tests for the dense hextris drawing and the half-block cells under it:
 * the composition of two half-cells into one character cell, a golden
 * picture of both column parities, pieces of two colours meeting in one
 * cell, the ghost as dots giving way to a piece, the well's walls and
 * zig-zag floor for both parities of its last column, empty cells left
 * alone, the box of a set of hexes, sizes and mouse columns. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "tui/canvas.h"
#include "tui/hextris_dense.h"

static void halves_compose_into_one_glyph(void **state)
{
    (void)state;
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, 5, 1), 0);
    canvas_put_halves(&c, 0, 0, ROLE_NORMAL, ROLE_NORMAL);
    canvas_put_halves(&c, 1, 0, HT_ROLE_PIECE1, HT_ROLE_PIECE1);
    canvas_put_halves(&c, 2, 0, HT_ROLE_PIECE2, ROLE_NORMAL);
    canvas_put_halves(&c, 3, 0, ROLE_NORMAL, HT_ROLE_PIECE3);
    canvas_put_halves(&c, 4, 0, HT_ROLE_PIECE4, HT_ROLE_PIECE5);
    canvas_cell e = canvas_get(&c, 0, 0), full = canvas_get(&c, 1, 0),
                up = canvas_get(&c, 2, 0), down = canvas_get(&c, 3, 0),
                two = canvas_get(&c, 4, 0);
    assert_int_equal(e.ch, ' ');
    assert_int_equal(full.ch, CANVAS_FULL_BLOCK);
    assert_int_equal(full.role, HT_ROLE_PIECE1);
    assert_int_equal(full.below, ROLE_NORMAL);
    assert_int_equal(up.ch, CANVAS_UPPER_HALF);
    assert_int_equal(up.role, HT_ROLE_PIECE2);
    assert_int_equal(up.below, ROLE_NORMAL);
    assert_int_equal(down.ch, CANVAS_LOWER_HALF);
    assert_int_equal(down.role, HT_ROLE_PIECE3);
    /* Two colours: the upper half in front, the lower as the background. */
    assert_int_equal(two.ch, CANVAS_UPPER_HALF);
    assert_int_equal(two.role, HT_ROLE_PIECE4);
    assert_int_equal(two.below, HT_ROLE_PIECE5);
    canvas_free(&c);
}

static void a_plain_put_clears_the_lower_role(void **state)
{
    (void)state;
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, 1, 1), 0);
    canvas_put_halves(&c, 0, 0, HT_ROLE_PIECE1, HT_ROLE_PIECE2);
    canvas_put(&c, 0, 0, 'x', ROLE_NORMAL);
    assert_int_equal(canvas_get(&c, 0, 0).below, ROLE_NORMAL);
    canvas_put_halves(&c, 0, 0, HT_ROLE_PIECE1, HT_ROLE_PIECE2);
    canvas_clear(&c);
    assert_int_equal(canvas_get(&c, 0, 0).below, ROLE_NORMAL);
    canvas_free(&c);
}

enum { COLS = 4, ROWS = 3 };
#define E ROLE_NORMAL
#define R HT_ROLE_PIECE1
#define G HT_ROLE_PIECE2
#define H HT_ROLE_GHOST

static char *draw(const uint8_t *roles, int cols, int rows, canvas *c)
{
    int w, h;
    hextris_dense_board_size(cols, rows, &w, &h);
    assert_int_equal(canvas_resize(c, w, h), 0);
    hextris_dense_draw(c, 0, 0, cols, rows, roles);
    return canvas_dump(c);
}

/* Every hex filled: even columns are whole lines, odd ones straddle two. */
static void golden_full_board_shows_the_stagger(void **state)
{
    (void)state;
    uint8_t roles[ROWS * COLS];
    memset(roles, R, sizeof roles);
    canvas c = { 0 };
    char *dump = draw(roles, COLS, ROWS, &c);
    assert_string_equal(dump,
                        "██▄▄██▄▄\n"
                        "████████\n"
                        "████████\n"
                        "  ▀▀  ▀▀\n");
    free(dump);
    canvas_free(&c);
}

/* One hex in each parity: (0, 1) fills line 1; (1, 1) the lower half of
 * line 1 and the upper half of line 2. */
static void golden_single_hexes_of_both_parities(void **state)
{
    (void)state;
    uint8_t roles[ROWS * COLS];
    memset(roles, E, sizeof roles);
    roles[1 * COLS + 0] = R;
    roles[1 * COLS + 1] = G;
    canvas c = { 0 };
    char *dump = draw(roles, COLS, ROWS, &c);
    assert_string_equal(dump,
                        "        \n"
                        "██▄▄    \n"
                        "  ▀▀    \n"
                        "        \n");
    assert_int_equal(canvas_get(&c, 0, 1).role, R);
    assert_int_equal(canvas_get(&c, 2, 1).role, G);
    assert_int_equal(canvas_get(&c, 3, 2).role, G);
    free(dump);
    canvas_free(&c);
}

/* Two pieces of different colours stacked in an odd column meet inside
 * one character cell: its glyph carries one, its background the other. */
static void two_pieces_meet_in_one_cell(void **state)
{
    (void)state;
    uint8_t roles[ROWS * COLS];
    memset(roles, E, sizeof roles);
    roles[0 * COLS + 1] = R;
    roles[1 * COLS + 1] = G;
    canvas c = { 0 };
    char *dump = draw(roles, COLS, ROWS, &c);
    canvas_cell meet = canvas_get(&c, 2, 1);
    assert_int_equal(meet.ch, CANVAS_UPPER_HALF);
    assert_int_equal(meet.role, R);
    assert_int_equal(meet.below, G);
    assert_int_equal(canvas_get(&c, 3, 1).below, G);
    assert_int_equal(canvas_get(&c, 2, 0).ch, CANVAS_LOWER_HALF);
    assert_int_equal(canvas_get(&c, 2, 2).ch, CANVAS_UPPER_HALF);
    assert_int_equal(canvas_get(&c, 2, 2).role, G);
    free(dump);
    canvas_free(&c);
}

static void the_ghost_gives_way_to_a_piece_in_a_shared_cell(void **state)
{
    (void)state;
    uint8_t roles[ROWS * COLS];
    memset(roles, E, sizeof roles);
    roles[0 * COLS + 1] = H;   /* ghost above ... */
    roles[1 * COLS + 1] = G;   /* ... a locked piece */
    roles[0 * COLS + 3] = H;   /* ghost above ghost: both stay */
    roles[1 * COLS + 3] = H;
    canvas c = { 0 };
    char *dump = draw(roles, COLS, ROWS, &c);
    canvas_cell shared = canvas_get(&c, 2, 1);
    assert_int_equal(shared.ch, CANVAS_LOWER_HALF);
    assert_int_equal(shared.role, G);
    /* The ghost is dots: '.' for a lower half, ':' for both, '\'' for an
     * upper half. */
    assert_string_equal(dump,
                        "  ..  ..\n"
                        "  ▄▄  ::\n"
                        "  ▀▀  ''\n"
                        "        \n");
    assert_int_equal(canvas_get(&c, 2, 0).role, H);
    assert_int_equal(canvas_get(&c, 6, 1).role, H);
    free(dump);
    canvas_free(&c);
}

/* The well: thin walls, and a floor right under each column's lowest hex,
 * at the top of the spill line under even columns and in its middle under
 * odd ones; a filled odd column hides the floor under it. The right wall
 * goes down through the spill line beside an odd last column only. The
 * row guide: the walls half a cell thick beside every other row, the
 * second from the floor first, half a line lower beside an odd column. */
static void golden_well_frames_both_parities(void **state)
{
    (void)state;
    uint8_t roles[3 * 4];
    memset(roles, E, sizeof roles);
    roles[2 * 4 + 1] = R;   /* the lowest hex of odd column 1 */
    roles[2 * 4 + 2] = G;   /* and of even column 2 */
    canvas c = { 0 };
    int w, h;
    hextris_dense_well_size(4, 3, &w, &h);
    assert_int_equal(w, 10);
    assert_int_equal(h, 4);
    assert_int_equal(canvas_resize(&c, w, h), 0);
    hextris_dense_draw_well(&c, 1, 0, 4, 3, roles, HT_ROLE_WELL);
    char *dump = canvas_dump(&c);
    assert_string_equal(dump,
                        "▕        ▏\n"
                        "▐        ▖\n"
                        "▕  ▄▄██  ▘\n"
                        " ▔▔▀▀▔▔──▏\n");
    assert_int_equal(canvas_get(&c, 0, 0).role, HT_ROLE_WELL);
    assert_int_equal(canvas_get(&c, 1, 3).role, HT_ROLE_WELL);
    assert_int_equal(canvas_get(&c, 3, 3).role, R);
    free(dump);
    canvas_free(&c);
    /* An even last column: the floor beside it is at the top of the spill
     * line, where the wall ends. */
    hextris_dense_well_size(3, 3, &w, &h);
    assert_int_equal(canvas_resize(&c, w, h), 0);
    uint8_t none[3 * 3];
    memset(none, E, sizeof none);
    hextris_dense_draw_well(&c, 1, 0, 3, 3, none, HT_ROLE_WELL);
    dump = canvas_dump(&c);
    assert_string_equal(dump,
                        "▕      ▏\n"
                        "▐      ▌\n"
                        "▕      ▏\n"
                        " ▔▔──▔▔ \n");
    free(dump);
    canvas_free(&c);
}

/* Every other row is guided, the lowest not, whatever the well's height. */
static void every_other_row_from_the_floor_is_guided(void **state)
{
    (void)state;
    assert_false(hextris_dense_row_guided(20, 19));
    assert_true(hextris_dense_row_guided(20, 18));
    assert_false(hextris_dense_row_guided(20, 17));
    assert_true(hextris_dense_row_guided(20, 0));
    assert_false(hextris_dense_row_guided(11, 0));
    assert_false(hextris_dense_row_guided(20, -1));
    assert_false(hextris_dense_row_guided(20, 20));
}

/* A cleared row flashes in dots, whose halves take a cell of their own
 * where it is empty, and show on the colour of a piece's half where one
 * shares it: never hidden by the rows above and below. */
static void a_flash_shows_its_dots_beside_pieces(void **state)
{
    (void)state;
    uint8_t roles[3 * 2];
    memset(roles, R, sizeof roles);
    roles[1 * 2 + 0] = HT_ROLE_FLASH;
    roles[1 * 2 + 1] = HT_ROLE_FLASH;
    canvas c = { 0 };
    int w, h;
    hextris_dense_board_size(2, 3, &w, &h);
    assert_int_equal(canvas_resize(&c, w, h), 0);
    hextris_dense_draw(&c, 0, 0, 2, 3, roles);
    char *dump = canvas_dump(&c);
    assert_string_equal(dump,
                        "██▄▄\n"
                        "::..\n"
                        "██''\n"
                        "  ▀▀\n");
    canvas_cell shared = canvas_get(&c, 2, 1);
    assert_int_equal(shared.role, HT_ROLE_FLASH);
    assert_int_equal(shared.below, R);
    assert_int_equal(canvas_get(&c, 0, 1).role, HT_ROLE_FLASH);
    assert_int_equal(canvas_get(&c, 0, 1).below, ROLE_NORMAL);
    free(dump);
    canvas_free(&c);
}

/* A board's empty cells are left as they were: a preview drawn on a panel
 * does not blank what is beside it. */
static void empty_cells_are_left_alone(void **state)
{
    (void)state;
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, 4, 2), 0);
    for (int y = 0; y < 2; y++)
        canvas_text(&c, 0, y, "xxxx", ROLE_NORMAL);
    uint8_t roles[2 * 2] = { R, E, E, E };
    hextris_dense_draw(&c, 0, 0, 2, 2, roles);
    char *dump = canvas_dump(&c);
    assert_string_equal(dump, "██xx\nxxxx\n");
    free(dump);
    canvas_free(&c);
}

static void the_box_of_hexes_covers_their_half_lines(void **state)
{
    (void)state;
    int x, y, w, h;
    hex_offset even[] = { { 2, 1 }, { 2, 2 } };   /* lines 1 and 2 */
    hextris_dense_hexes_box(even, 2, &x, &y, &w, &h);
    assert_int_equal(x, 4);
    assert_int_equal(y, 1);
    assert_int_equal(w, 2);
    assert_int_equal(h, 2);
    hex_offset mixed[] = { { 1, 0 }, { 2, 1 } };   /* half-lines 1..2 and 2..3 */
    hextris_dense_hexes_box(mixed, 2, &x, &y, &w, &h);
    assert_int_equal(x, 2);
    assert_int_equal(y, 0);
    assert_int_equal(w, 4);
    assert_int_equal(h, 2);
    hex_offset odd[] = { { 3, 0 } };   /* half-lines 1 and 2: two lines */
    hextris_dense_hexes_box(odd, 1, &x, &y, &w, &h);
    assert_int_equal(y, 0);
    assert_int_equal(h, 2);
    hextris_dense_hexes_box(odd, 0, &x, &y, &w, &h);
    assert_int_equal(w, 0);
    assert_int_equal(h, 0);
}

static void sizes_and_mouse_columns(void **state)
{
    (void)state;
    int w, h;
    hextris_dense_board_size(10, 20, &w, &h);
    assert_int_equal(w, 20);
    assert_int_equal(h, 21);
    hextris_dense_board_size(1, 3, &w, &h);   /* no odd column: no spill */
    assert_int_equal(w, 2);
    assert_int_equal(h, 3);
    hextris_dense_board_size(0, 3, &w, &h);
    assert_int_equal(w, 0);
    assert_int_equal(h, 0);
    assert_int_equal(hextris_dense_column_at(5, 10, 4), -1);
    assert_int_equal(hextris_dense_column_at(5, 10, 5), 0);
    assert_int_equal(hextris_dense_column_at(5, 10, 6), 0);
    assert_int_equal(hextris_dense_column_at(5, 10, 7), 1);
    assert_int_equal(hextris_dense_column_at(5, 10, 24), 9);
    assert_int_equal(hextris_dense_column_at(5, 10, 25), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(halves_compose_into_one_glyph),
        cmocka_unit_test(a_plain_put_clears_the_lower_role),
        cmocka_unit_test(golden_full_board_shows_the_stagger),
        cmocka_unit_test(golden_single_hexes_of_both_parities),
        cmocka_unit_test(two_pieces_meet_in_one_cell),
        cmocka_unit_test(the_ghost_gives_way_to_a_piece_in_a_shared_cell),
        cmocka_unit_test(golden_well_frames_both_parities),
        cmocka_unit_test(every_other_row_from_the_floor_is_guided),
        cmocka_unit_test(a_flash_shows_its_dots_beside_pieces),
        cmocka_unit_test(empty_cells_are_left_alone),
        cmocka_unit_test(the_box_of_hexes_covers_their_half_lines),
        cmocka_unit_test(sizes_and_mouse_columns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
