/* Unit tests for array growth by doubling. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "util/grow.h"

static void test_grows_from_first_then_doubles_and_keeps_contents(void **state)
{
    (void)state;
    int *items = NULL;
    size_t cap = 0;
    for (size_t n = 0; n < 1000; n++) {
        assert_true(grow_for_one(&items, &cap, n, sizeof *items, 8));
        assert_true(cap > n);
        items[n] = (int)n * 3;
    }
    assert_int_equal(cap, 1024);   /* 8, 16, ... 1024 */
    for (size_t n = 0; n < 1000; n++)
        assert_int_equal(items[n], (int)n * 3);
    free(items);
}

static void test_room_left_means_no_change(void **state)
{
    (void)state;
    int *items = malloc(4 * sizeof *items);
    int *before = items;
    size_t cap = 4;
    assert_true(grow_for_one(&items, &cap, 3, sizeof *items, 8));
    assert_ptr_equal(items, before);
    assert_int_equal(cap, 4);
    free(items);
}

static void test_impossible_sizes_are_refused_and_nothing_changes(void **state)
{
    (void)state;
    char *items = malloc(2);
    char *before = items;
    size_t cap = 2;
    assert_false(grow_for_one(&items, &cap, 2, SIZE_MAX / 3, 8));
    assert_false(grow_to(&items, &cap, SIZE_MAX, 1, 16));
    assert_false(grow_to(&items, &cap, SIZE_MAX / 4, 8, 16));
    assert_ptr_equal(items, before);
    assert_int_equal(cap, 2);
    free(items);
}

static void test_a_resize_past_the_limit_keeps_the_block_whole(void **state)
{
    (void)state;
    int *items = malloc(4 * sizeof *items);
    int *before = items;
    for (int i = 0; i < 4; i++)
        items[i] = i + 7;
    assert_false(grow_resize(&items, SIZE_MAX / 2, sizeof *items));
    assert_ptr_equal(items, before);
    for (int i = 0; i < 4; i++)
        assert_int_equal(items[i], i + 7);
    free(items);   /* still the caller's: freed once, here */
}

static void test_grows_to_a_need_by_doubling_and_keeps_contents(void **state)
{
    (void)state;
    char *text = NULL;
    size_t cap = 0;
    assert_true(grow_to(&text, &cap, 5000, 1, 4096));
    assert_int_equal(cap, 8192);
    memcpy(text, "kept", 5);
    assert_true(grow_to(&text, &cap, 8192, 1, 4096));
    assert_int_equal(cap, 8192);
    assert_true(grow_to(&text, &cap, 40000, 1, 4096));
    assert_int_equal(cap, 65536);
    assert_string_equal(text, "kept");
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_grows_from_first_then_doubles_and_keeps_contents),
        cmocka_unit_test(test_room_left_means_no_change),
        cmocka_unit_test(test_impossible_sizes_are_refused_and_nothing_changes),
        cmocka_unit_test(test_a_resize_past_the_limit_keeps_the_block_whole),
        cmocka_unit_test(test_grows_to_a_need_by_doubling_and_keeps_contents),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
