/* Unit tests of the hexmines boxes: the box of a game that cannot be
 * saved is its dialog's; the win box lists its lines and how to leave it;
 * the pause box says how to go on. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "tui/canvas.h"
#include "tui/hexmines_boxes.h"
#include "view_testutil.h"

/* The 80x24 picture of b's boxes over an empty screen. */
static char *picture(const hexmines_boxes *b)
{
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, 80, 24), 0);
    hexmines_boxes_draw(&c, b);
    char *d = canvas_dump(&c);
    assert_non_null(d);
    canvas_free(&c);
    return d;
}

/* A game that cannot be saved: its box, drawn from the dialog. */
static void the_dialog_of_a_game_that_cannot_be_saved_shows_in_its_box(void **state)
{
    (void)state;
    dialog unsaved;
    dialog_open(&unsaved, DIALOG_YES_NO, "The game cannot be saved", 70, "%s\n\n%s",
                "cannot save the game: Read-only file system", "Quit and lose this game? (y/n)");
    hexmines_boxes b = { .dialog = &unsaved };
    char *d = picture(&b);
    int title = tu_line_of(d, "The game cannot be saved");
    assert_true(title >= 0);
    assert_int_equal(tu_line_of(d, "| cannot save the game: Read-only file system"), title + 1);
    assert_int_equal(tu_line_of(d, "| Quit and lose this game? (y/n)    "), title + 3);
    free(d);
    /* A question without a box is the message line's, not the boxes'. */
    unsaved.title = NULL;
    d = picture(&b);
    assert_null(strstr(d, "Quit and lose"));
    free(d);
}

static void the_win_box_lists_its_lines_and_the_way_back(void **state)
{
    (void)state;
    const char *const won[] = { "Time 9.5 s   3BV 20   3BV/s 2.11", "beginner: played 3", NULL };
    hexmines_boxes b = { .won = won };
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
    hexmines_boxes b = { .paused = true };
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
        cmocka_unit_test(the_dialog_of_a_game_that_cannot_be_saved_shows_in_its_box),
        cmocka_unit_test(the_win_box_lists_its_lines_and_the_way_back),
        cmocka_unit_test(the_pause_box_says_how_to_go_on_and_nothing_else_shows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
