/* Unit tests for a timed move as text, "T TEXT" (session/move_line.h), the
 * one reader and writer of the move lines of saves, replays, live logs and
 * the recorder's channel. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "session/move_line.h"

static const char *read_text(const char *s, session_move *m)
{
    return session_move_read(s, strlen(s), m);
}

static void test_a_move_reads_back_what_was_written(void **state)
{
    (void)state;
    char line[64];
    session_move m;
    int n = session_move_write(line, sizeof line, INT64_C(999999999999), "C10,11");
    assert_string_equal(line, "999999999999 C10,11");
    assert_int_equal(n, (int)strlen(line));
    assert_null(session_move_read(line, (size_t)n, &m));
    assert_true(m.t_ms == INT64_C(999999999999));
    assert_string_equal(m.text, "C10,11");
    assert_null(read_text("0 ABCDEFGHIJKLMNO", &m));
    assert_string_equal(m.text, "ABCDEFGHIJKLMNO");
    /* Only the first n bytes count. */
    assert_null(session_move_read("5 L\n", 3, &m));
    assert_string_equal(m.text, "L");
}

static void test_a_bad_time_or_text_is_refused_and_says_which(void **state)
{
    (void)state;
    session_move m = { .t_ms = 7, .text = "K" };
    const char *bad_time[] = { "01 L", "1", " L", "-1 L", "+1 L", "1000000000000 L", "1x L", "" };
    for (size_t i = 0; i < sizeof bad_time / sizeof *bad_time; i++)
        assert_string_equal(read_text(bad_time[i], &m), "bad move time");
    const char *bad_text[] = { "1 O3;4", "1 L R", "1 ", "1 ABCDEFGHIJKLMNOP", "1 L\n" };
    for (size_t i = 0; i < sizeof bad_text / sizeof *bad_text; i++)
        assert_string_equal(read_text(bad_text[i], &m), "bad move text");
    assert_int_equal(m.t_ms, 7);
    assert_string_equal(m.text, "K");
}

static void test_a_move_text_is_a_short_word(void **state)
{
    (void)state;
    assert_true(session_move_text_ok("aZ09,", 5));
    assert_false(session_move_text_ok("", 0));
    assert_false(session_move_text_ok("a-b", 3));
    assert_false(session_move_text_ok("ABCDEFGHIJKLMNOP", SESSION_MOVE_TEXT));
    assert_true(session_move_text_ok("ABCDEFGHIJKLMNOP", SESSION_MOVE_TEXT - 1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_move_reads_back_what_was_written),
        cmocka_unit_test(test_a_bad_time_or_text_is_refused_and_says_which),
        cmocka_unit_test(test_a_move_text_is_a_short_word),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
