/* Unit tests of the one number parser and of the readers that go through
 * it: config, params texts, moves and saves take the canonical form only,
 * so that "007" is never a second spelling of 7 anywhere (the command
 * line's in test_cli.c, the scores file's in test_scores.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <string.h>

#include "app/config.h"
#include "app/saves.h"
#include "games/hexmines/hexmines.h"
#include "games/hextris/hextris.h"
#include "util/number.h"

static void parse_accepts_only_canonical_decimal(void **state)
{
    (void)state;
    /* text, bytes read, max, whether taken and as what */
    static const struct {
        const char *s;
        size_t n;
        uint64_t max;
        bool ok;
        uint64_t v;
    } cases[] = {
        { "0", 1, 10, true, 0 },
        { "18446744073709551615", 20, UINT64_MAX, true, UINT64_MAX },
        { "18446744073709551616", 20, UINT64_MAX, false, 0 },
        { "99999999999999999999", 20, UINT64_MAX, false, 0 },
        { "01", 2, 100, false, 0 },   { "00", 2, 100, false, 0 },
        { "+1", 2, 100, false, 0 },   { "-1", 2, 100, false, 0 },
        { "", 0, 100, false, 0 },     { "1 ", 2, 100, false, 0 },
        { "101", 3, 100, false, 0 },  { "100", 3, 100, true, 100 },
        { "2", 1, 1, false, 0 },
        { "123", 2, 100, true, 12 },  /* only the n bytes given are read */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint64_t v = 7;
        bool ok = number_parse(cases[i].s, cases[i].n, cases[i].max, &v);
        if (ok != cases[i].ok || v != (ok ? cases[i].v : 7))
            fail_msg("'%s' (%zu bytes, max %llu): %s %llu", cases[i].s, cases[i].n,
                     (unsigned long long)cases[i].max, ok ? "taken as" : "refused, out",
                     (unsigned long long)v);
    }
}

static void prefix_reads_the_number_at_the_start(void **state)
{
    (void)state;
    uint64_t v = 5;
    assert_int_equal(number_prefix("30x16", 1000, &v), 2);
    assert_int_equal(v, 30);
    assert_int_equal(number_prefix("0,4", 1000, &v), 1);
    assert_int_equal(v, 0);
    v = 5;
    assert_int_equal(number_prefix("04,4", 1000, &v), 0);
    assert_int_equal(number_prefix("x", 1000, &v), 0);
    assert_int_equal(number_prefix("1001", 1000, &v), 0);
    assert_int_equal(v, 5);
}

static void the_config_takes_the_canonical_form(void **state)
{
    (void)state;
    static const char good[] = "das = 50\n", bad[] = "das = 050\n";
    config c;
    store_warnings w;
    config_init(&c);
    store_warnings_init(&w);
    config_parse(good, strlen(good), &c, &w);
    assert_int_equal(w.n, 0);
    assert_int_equal(config_number(&c, "das"), 50);
    config_init(&c);
    config_parse(bad, strlen(bad), &c, &w);
    assert_int_equal(w.n, 1);
    assert_int_equal(config_number(&c, "das"), CONFIG_NUMBER_UNSET);
}

static void params_and_moves_take_the_canonical_form(void **state)
{
    (void)state;
    hm_params hp;
    assert_true(hm_params_decode(&hp, "rect:9x9:10:noguess:seed=0"));
    assert_false(hm_params_decode(&hp, "rect:09x9:10:noguess:seed=0"));
    assert_false(hm_params_decode(&hp, "rect:9x9:010:noguess:seed=0"));
    assert_false(hm_params_decode(&hp, "rect:9x9:10:noguess:seed=00"));
    ht_params tp;
    assert_true(ht_params_decode(&tp, "10x20:marathon:1:seed=7"));
    assert_false(ht_params_decode(&tp, "010x20:marathon:1:seed=7"));
    assert_false(ht_params_decode(&tp, "10x20:marathon:01:seed=7"));
    assert_false(ht_params_decode(&tp, "10x20:marathon:1:seed=07"));
    hm_move m;
    assert_true(hm_move_parse("O0,4", &m));
    assert_false(hm_move_parse("O04,4", &m));
    assert_false(hm_move_parse("O4,04", &m));
}

static void saves_take_the_canonical_form(void **state)
{
    (void)state;
    static const char good[] = "hexpuzzle-save 1\ngame hextris\n"
                               "params 10x20:marathon:1:seed=7\nelapsed_ms 10\n"
                               "move 5 L\nend 1\n";
    static const char bad[] = "hexpuzzle-save 1\ngame hextris\n"
                              "params 10x20:marathon:1:seed=7\nelapsed_ms 010\n"
                              "move 5 L\nend 1\n";
    saves_game g;
    assert_true(saves_parse(good, strlen(good), &g, NULL));
    saves_free(&g);
    assert_false(saves_parse(bad, strlen(bad), &g, NULL));
}

/* Fields of a fixed width (dates): exactly n digits, leading zeros and
 * all; anything else is no number. */
static void fixed_width_fields(void **state)
{
    (void)state;
    int v = -1;
    assert_true(number_fixed("07", 2, &v));
    assert_int_equal(v, 7);
    assert_true(number_fixed("2026-", 4, &v));
    assert_int_equal(v, 2026);
    v = -1;
    assert_false(number_fixed("7x", 2, &v));
    assert_false(number_fixed(" 7", 2, &v));
    assert_false(number_fixed("-7", 2, &v));
    assert_int_equal(v, -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fixed_width_fields),
        cmocka_unit_test(parse_accepts_only_canonical_decimal),
        cmocka_unit_test(prefix_reads_the_number_at_the_start),
        cmocka_unit_test(the_config_takes_the_canonical_form),
        cmocka_unit_test(params_and_moves_take_the_canonical_form),
        cmocka_unit_test(saves_take_the_canonical_form),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
