/* Unit tests for what the front ends take from the config: held-key timing
 * from das, arr and soft-drop, defaults for what is not set. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "app/config.h"
#include "app/settings.h"
#include "app/store.h"

static held_keys_settings from_text(const char *text)
{
    config c;
    store_warnings w;
    config_init(&c);
    store_warnings_init(&w);
    assert_int_equal(config_parse(text, strlen(text), &c, &w), 0);
    return settings_held_keys(&c);
}

static void unset_numbers_give_the_defaults(void **state)
{
    (void)state;
    held_keys_settings s = from_text("");
    assert_int_equal(s.das_ms, HELD_DAS_DEFAULT);
    assert_int_equal(s.arr_ms, HELD_ARR_DEFAULT);
    assert_int_equal(s.soft_drop_factor, HELD_SOFT_DROP_DEFAULT);
}

static void set_numbers_reach_the_held_keys(void **state)
{
    (void)state;
    held_keys_settings s = from_text("das = 100\narr = 0\nsoft-drop = 5\n");
    assert_int_equal(s.das_ms, 100);
    assert_int_equal(s.arr_ms, 0);
    assert_int_equal(s.soft_drop_factor, 5);
    s = from_text("arr = 50\n");
    assert_int_equal(s.das_ms, HELD_DAS_DEFAULT);
    assert_int_equal(s.arr_ms, 50);
    assert_int_equal(s.soft_drop_factor, HELD_SOFT_DROP_DEFAULT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(unset_numbers_give_the_defaults),
        cmocka_unit_test(set_numbers_reach_the_held_keys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
