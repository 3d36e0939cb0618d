/* Unit tests for the command-line helpers: strict numbers, pairs, names. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "app/cli.h"

static void test_whole_numbers_are_all_or_nothing(void **state)
{
    (void)state;
    long v = -1;
    assert_true(cli_parse_int("0", 0, 10, &v));
    assert_int_equal(v, 0);
    assert_true(cli_parse_int("10", 0, 10, &v));
    assert_int_equal(v, 10);
    assert_false(cli_parse_int("11", 0, 10, &v));
    assert_false(cli_parse_int("", 0, 10, &v));
    assert_false(cli_parse_int("5x", 0, 10, &v));
    assert_false(cli_parse_int(" 5", 0, 10, &v));
    assert_false(cli_parse_int("+5", 0, 10, &v));
    assert_false(cli_parse_int("-5", 0, 10, &v));
    assert_false(cli_parse_int("05", 0, 10, &v));
    assert_true(cli_parse_int("5", 0, 10, &v));
    assert_false(cli_parse_int("99999999999999999999", 0, 1000000000, &v));
    assert_int_equal(v, 5);   /* untouched by a refusal */
}

static void test_seeds_take_the_whole_64_bit_range(void **state)
{
    (void)state;
    uint64_t s = 0;
    assert_true(cli_parse_u64("18446744073709551615", &s));
    assert_true(s == UINT64_MAX);
    assert_false(cli_parse_u64("18446744073709551616", &s));
    assert_false(cli_parse_u64("-1", &s));
    assert_false(cli_parse_u64("1e3", &s));
    assert_false(cli_parse_u64("042", &s));
    assert_true(cli_parse_u64("42", &s));
    assert_true(s == 42);
}

static void test_pairs_are_row_comma_col(void **state)
{
    (void)state;
    long a = -1, b = -1;
    assert_true(cli_parse_pair("4,5", &a, &b));
    assert_int_equal(a, 4);
    assert_int_equal(b, 5);
    assert_false(cli_parse_pair("4", &a, &b));
    assert_false(cli_parse_pair(",5", &a, &b));
    assert_false(cli_parse_pair("4,", &a, &b));
    assert_false(cli_parse_pair("4;5", &a, &b));
    assert_false(cli_parse_pair("-1,5", &a, &b));
}

static void test_basename_is_the_last_component(void **state)
{
    (void)state;
    assert_string_equal(cli_basename("/usr/games/hexmines"), "hexmines");
    assert_string_equal(cli_basename("hextris"), "hextris");
    assert_string_equal(cli_basename("./build/hexpuzzle"), "hexpuzzle");
}

/* Fresh seeds take all 64 bits: one of 64 draws below 2^40 each has a
 * chance of 2^-24; all of them, of 2^-1536. */
static void test_fresh_seeds_take_all_64_bits(void **state)
{
    (void)state;
    uint64_t high = 0;
    for (int i = 0; i < 64; i++) {
        uint64_t s = cli_fresh_seed();
        if (s >= (UINT64_C(1) << 40))
            high++;
    }
    assert_true(high > 0);
}

static void test_no_color_wins_when_set_and_not_empty(void **state)
{
    (void)state;
    unsetenv("NO_COLOR");
    assert_true(cli_colour_wanted(false));
    assert_false(cli_colour_wanted(true));
    setenv("NO_COLOR", "", 1);
    assert_true(cli_colour_wanted(false));
    setenv("NO_COLOR", "1", 1);
    assert_false(cli_colour_wanted(false));
    unsetenv("NO_COLOR");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_whole_numbers_are_all_or_nothing),
        cmocka_unit_test(test_seeds_take_the_whole_64_bit_range),
        cmocka_unit_test(test_pairs_are_row_comma_col),
        cmocka_unit_test(test_basename_is_the_last_component),
        cmocka_unit_test(test_fresh_seeds_take_all_64_bits),
        cmocka_unit_test(test_no_color_wins_when_set_and_not_empty),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
