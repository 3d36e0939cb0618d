/* Unit tests for a typed line: characters in UTF-8 where they fit whole,
 * Backspace a whole character, controls left to the caller. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "tui/term.h"
#include "tui/typed_line.h"

static void characters_are_kept_in_utf8(void **state)
{
    (void)state;
    char line[16] = "";
    const int typed[] = { 'a', 0xe9, 0x263a, 0x1f600 };
    for (size_t i = 0; i < sizeof typed / sizeof typed[0]; i++)
        assert_true(typed_line_key(line, sizeof line, typed[i]));
    assert_string_equal(line, "a\xc3\xa9\xe2\x98\xba\xf0\x9f\x98\x80");
    /* Backspace: a whole character each time. */
    assert_true(typed_line_key(line, sizeof line, TK_BACKSPACE));
    assert_string_equal(line, "a\xc3\xa9\xe2\x98\xba");
    assert_true(typed_line_key(line, sizeof line, TK_BACKSPACE));
    assert_true(typed_line_key(line, sizeof line, TK_BACKSPACE));
    assert_string_equal(line, "a");
    assert_true(typed_line_key(line, sizeof line, TK_BACKSPACE));
    assert_true(typed_line_key(line, sizeof line, TK_BACKSPACE));
    assert_string_equal(line, "");
}

static void a_character_that_does_not_fit_whole_is_left_out(void **state)
{
    (void)state;
    char line[4] = "ab";
    assert_true(typed_line_key(line, sizeof line, 0xe9));
    assert_string_equal(line, "ab");
    assert_true(typed_line_key(line, sizeof line, 'c'));
    assert_string_equal(line, "abc");
    assert_true(typed_line_key(line, sizeof line, 'd'));
    assert_string_equal(line, "abc");
}

static void controls_and_other_keys_are_the_callers(void **state)
{
    (void)state;
    char line[8] = "x";
    const int others[] = { TK_ENTER, TK_ESC, TK_UP, TK_DELETE, '\t', 0x1b, 0x7f, 0x85, 0xd800 };
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++)
        typed_line_key(line, sizeof line, others[i]);
    assert_string_equal(line, "x");
    assert_false(typed_line_key(line, sizeof line, TK_ENTER));
    assert_false(typed_line_key(line, sizeof line, 0x07));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(characters_are_kept_in_utf8),
        cmocka_unit_test(a_character_that_does_not_fit_whole_is_left_out),
        cmocka_unit_test(controls_and_other_keys_are_the_callers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
