/* Unit tests of the one word-wrap: breaks at spaces, paths after a '/',
 * long words cut, and the line limit. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "tui/wrap.h"

/* The lines of text wrapped to width, joined with '|'. */
static const char *wrapped(const char *text, int width, int max)
{
    static char out[256];
    int start[16], len[16];
    int n = wrap_lines(text, width, max, start, len);
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < n; i++)
        used += (size_t)snprintf(out + used, sizeof out - used, "%s%.*s", i ? "|" : "",
                                 len[i], text + start[i]);
    return out;
}

static void lines_break_at_spaces_which_go(void **state)
{
    (void)state;
    assert_string_equal(wrapped("one two three", 7, 8), "one two|three");
    assert_string_equal(wrapped("one two three", 8, 8), "one two|three");
    assert_string_equal(wrapped("one two", 3, 8), "one|two");
    assert_string_equal(wrapped("short", 40, 8), "short");
}

static void a_long_word_breaks_after_a_slash_or_is_cut(void **state)
{
    (void)state;
    assert_string_equal(wrapped("/home/me/state: denied", 12, 8), "/home/me/|state:|denied");
    assert_string_equal(wrapped("abcdefghij", 4, 8), "abcd|efgh|ij");
}

static void lines_past_the_limit_are_left_off(void **state)
{
    (void)state;
    assert_string_equal(wrapped("a b c d e", 1, 3), "a|b|c");
    assert_string_equal(wrapped("", 10, 3), "");
    int start[1], len[1];
    assert_int_equal(wrap_lines("", 10, 1, start, len), 1);
    assert_int_equal(len[0], 0);
    assert_int_equal(wrap_lines("a b", 10, 0, start, len), 0);
    assert_string_equal(wrapped("no width", 0, 3), "no width");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(lines_break_at_spaces_which_go),
        cmocka_unit_test(a_long_word_breaks_after_a_slash_or_is_cut),
        cmocka_unit_test(lines_past_the_limit_are_left_off),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
