/* Unit tests of the hexmines boxes: a reason too long for a line wraps
 * inside the box of a game that cannot be saved, above its question; the
 * win box lists its lines and how to leave it; the pause box says how to
 * go on. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "tui/canvas.h"
#include "tui/mines_boxes.h"
#include "view_testutil.h"

/* The 80x24 picture of b's boxes over an empty screen. */
static char *picture(const mines_boxes *b)
{
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, 80, 24), 0);
    mines_boxes_draw(&c, b);
    char *d = canvas_dump(&c);
    assert_non_null(d);
    canvas_free(&c);
    return d;
}

static void a_long_reason_wraps_above_the_question(void **state)
{
    (void)state;
    mines_boxes b = { .unsaved = "cannot save the game: /home/someone/.local/state/"
                                 "hexpuzzle/a-rather-long-directory-name/hexmines.save: "
                                 "Read-only file system" };
    char *d = picture(&b);
    /* At spaces where it can, the path after a '/' where it must. */
    int title = tu_line_of(d, "The game cannot be saved");
    assert_int_equal(tu_line_of(d, "| cannot save the game:    "), title + 1);
    assert_int_equal(tu_line_of(d, "| /home/someone/.local/state/hexpuzzle/a-rather-long-directory-name/ |"),
                     title + 2);
    assert_int_equal(tu_line_of(d, "| hexmines.save: Read-only file system    "), title + 3);
    assert_int_equal(tu_line_of(d, "| Quit and lose this game? (y/n)    "), title + 5);
    free(d);
}

static void the_win_box_lists_its_lines_and_the_way_back(void **state)
{
    (void)state;
    const char *const won[] = { "Time 9.5 s   3BV 20   3BV/s 2.11", "beginner: played 3", NULL };
    mines_boxes b = { .won = won };
    char *d = picture(&b);
    int title = tu_line_of(d, "YOU WON");
    assert_int_equal(tu_line_of(d, won[0]), title + 1);
    assert_int_equal(tu_line_of(d, won[1]), title + 2);
    assert_int_equal(tu_line_of(d, "Any key: back to the board"), title + 4);
    free(d);
}

static void the_pause_box_says_how_to_go_on_and_nothing_else_shows(void **state)
{
    (void)state;
    mines_boxes b = { .paused = true };
    char *d = picture(&b);
    assert_true(tu_line_of(d, "PAUSED") >= 0);
    assert_true(tu_line_of(d, "Press p to go on.") >= 0);
    assert_int_equal(tu_line_of(d, "YOU WON"), -1);
    assert_int_equal(tu_line_of(d, "(y/n)"), -1);
    free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_long_reason_wraps_above_the_question),
        cmocka_unit_test(the_win_box_lists_its_lines_and_the_way_back),
        cmocka_unit_test(the_pause_box_says_how_to_go_on_and_nothing_else_shows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
