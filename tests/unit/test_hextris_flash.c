/* When hextris' cleared rows flash: from the first draw after the lock for
 * HEXTRIS_FLASH_MS, never after a lock that cleared nothing, an undo or a
 * second lock, and a wake-up asked only while one shows. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>

#include "games/hextris/hextris.h"
#include "tui/hextris_flash.h"

/* A state as the flash reads it: pieces locked and the latest lock's
 * clear. */
static ht_state after_lock(int pieces, int rows)
{
    ht_state st = { .pieces = pieces, .last_clear = rows };
    st.cleared_rows = rows ? ((uint64_t)1 << 19) | (rows > 1 ? (uint64_t)1 << 18 : 0) : 0;
    return st;
}

static void a_clear_flashes_for_its_time_then_stops(void **state)
{
    (void)state;
    hextris_flash f;
    ht_state st = after_lock(4, 0);
    hextris_flash_start(&f, &st);
    assert_false(hextris_flash_update(&f, &st, 1000));
    assert_true(hextris_flash_ends(&f) == INT64_MAX);
    st = after_lock(5, 2);
    assert_true(hextris_flash_update(&f, &st, 2000));
    assert_true(hextris_flash_ends(&f) == 2000 + HEXTRIS_FLASH_MS);
    /* Moves of the next piece redraw it; the flash holds its time. */
    assert_true(hextris_flash_update(&f, &st, 2000 + HEXTRIS_FLASH_MS - 1));
    assert_false(hextris_flash_update(&f, &st, 2000 + HEXTRIS_FLASH_MS));
    assert_true(hextris_flash_ends(&f) == INT64_MAX);
    assert_false(hextris_flash_update(&f, &st, 2000 + HEXTRIS_FLASH_MS + 1));
}

static void a_lock_without_a_clear_asks_no_wake_up(void **state)
{
    (void)state;
    hextris_flash f;
    ht_state st = after_lock(0, 0);
    hextris_flash_start(&f, &st);
    for (int p = 1; p <= 5; p++) {
        st = after_lock(p, 0);
        assert_false(hextris_flash_update(&f, &st, 100 * p));
        assert_true(hextris_flash_ends(&f) == INT64_MAX);
    }
}

/* The flash draws the well back as its lock left it: another lock ends
 * it, and one that clears starts its own. */
static void another_lock_ends_the_flash(void **state)
{
    (void)state;
    hextris_flash f;
    ht_state st = after_lock(0, 0);
    hextris_flash_start(&f, &st);
    st = after_lock(1, 1);
    assert_true(hextris_flash_update(&f, &st, 0));
    st = after_lock(2, 0);
    assert_false(hextris_flash_update(&f, &st, 10));
    st = after_lock(3, 1);
    assert_true(hextris_flash_update(&f, &st, 20));
    assert_true(hextris_flash_ends(&f) == 20 + HEXTRIS_FLASH_MS);
}

/* An undo brings back a state whose latest lock cleared rows: no flash;
 * nor does a game put on screen (resumed) after a clear. */
static void an_undo_or_a_resume_flashes_nothing(void **state)
{
    (void)state;
    hextris_flash f;
    ht_state st = after_lock(6, 1);
    hextris_flash_start(&f, &st);
    assert_false(hextris_flash_update(&f, &st, 0));
    st = after_lock(7, 0);
    assert_false(hextris_flash_update(&f, &st, 10));
    st = after_lock(6, 1);
    assert_false(hextris_flash_update(&f, &st, 20));
    assert_true(hextris_flash_ends(&f) == INT64_MAX);
    /* An undo while a clear flashes takes the flash back with it. */
    st = after_lock(7, 1);
    assert_true(hextris_flash_update(&f, &st, 30));
    st = after_lock(6, 1);
    assert_false(hextris_flash_update(&f, &st, 40));
    assert_true(hextris_flash_ends(&f) == INT64_MAX);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_clear_flashes_for_its_time_then_stops),
        cmocka_unit_test(a_lock_without_a_clear_asks_no_wake_up),
        cmocka_unit_test(another_lock_ends_the_flash),
        cmocka_unit_test(an_undo_or_a_resume_flashes_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
