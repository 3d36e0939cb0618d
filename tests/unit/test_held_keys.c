/* Unit tests for held_keys: DAS, ARR, the last pressed of Left and Right
 * winning, soft drop at a factor of gravity, catching up, ignored events. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "tui/held_keys.h"

enum { G = 1000, N = 64 };

static held_keys make(int das, int arr, int factor)
{
    held_keys hk;
    held_keys_init(&hk, (held_keys_settings){ das, arr, factor });
    return hk;
}

/* The moves due up to now, checked against want[0..n). */
static void expect(held_keys *hk, int64_t now, const held_action *what,
                   const int64_t *at, int n)
{
    held_move mv[N];
    int got = held_keys_due(hk, now, G, mv, N);
    assert_int_equal(got, n);
    for (int i = 0; i < n; i++) {
        assert_int_equal(mv[i].action, what[i]);
        assert_int_equal(mv[i].at, at[i]);
    }
}

static void defaults_are_167_33_and_20(void **state)
{
    (void)state;
    held_keys_settings s = held_keys_defaults();
    assert_int_equal(s.das_ms, 167);
    assert_int_equal(s.arr_ms, 33);
    assert_int_equal(s.soft_drop_factor, 20);
}

static void held_left_moves_at_once_then_after_das_every_arr(void **state)
{
    (void)state;
    held_keys hk = make(167, 33, 20);
    held_keys_press(&hk, HELD_LEFT, 0);
    const held_action L[] = { HELD_MOVE_LEFT, HELD_MOVE_LEFT, HELD_MOVE_LEFT,
                              HELD_MOVE_LEFT };
    expect(&hk, 0, L, (const int64_t[]){ 0 }, 1);
    expect(&hk, 166, L, NULL, 0);
    expect(&hk, 167, L, (const int64_t[]){ 167 }, 1);
    expect(&hk, 199, L, NULL, 0);
    expect(&hk, 266, L, (const int64_t[]){ 200, 233, 266 }, 3);
}

static void release_stops_the_repeat(void **state)
{
    (void)state;
    held_keys hk = make(167, 33, 20);
    held_keys_press(&hk, HELD_RIGHT, 0);
    expect(&hk, 200, (const held_action[]){ HELD_MOVE_RIGHT, HELD_MOVE_RIGHT,
                                            HELD_MOVE_RIGHT },
           (const int64_t[]){ 0, 167, 200 }, 3);
    held_keys_release(&hk, HELD_RIGHT, 210);
    expect(&hk, 5000, NULL, NULL, 0);
    assert_true(held_keys_next_deadline(&hk) == INT64_MAX);
}

static void other_keys_do_not_stop_the_repeat(void **state)
{
    (void)state;
    held_keys hk = make(167, 33, 20);
    held_keys_press(&hk, HELD_LEFT, 0);
    expect(&hk, 180, (const held_action[]){ HELD_MOVE_LEFT, HELD_MOVE_LEFT },
           (const int64_t[]){ 0, 167 }, 2);
    held_keys_event(&hk, HELD_OTHER, HELD_EVENT_PRESS, 190);
    held_keys_event(&hk, HELD_OTHER, HELD_EVENT_RELEASE, 195);
    expect(&hk, 233, (const held_action[]){ HELD_MOVE_LEFT, HELD_MOVE_LEFT },
           (const int64_t[]){ 200, 233 }, 2);
}

static void right_pressed_while_left_held_takes_over(void **state)
{
    (void)state;
    held_keys hk = make(167, 33, 20);
    held_keys_press(&hk, HELD_LEFT, 0);
    expect(&hk, 200, (const held_action[]){ HELD_MOVE_LEFT, HELD_MOVE_LEFT,
                                            HELD_MOVE_LEFT },
           (const int64_t[]){ 0, 167, 200 }, 3);
    held_keys_press(&hk, HELD_RIGHT, 210);
    /* Right's own DAS from its press; no Left moves meanwhile. */
    expect(&hk, 410, (const held_action[]){ HELD_MOVE_RIGHT, HELD_MOVE_RIGHT,
                                            HELD_MOVE_RIGHT },
           (const int64_t[]){ 210, 377, 410 }, 3);
}

static void releasing_right_resumes_a_charged_left_at_once(void **state)
{
    (void)state;
    held_keys hk = make(167, 33, 20);
    held_move mv[N];
    held_keys_press(&hk, HELD_LEFT, 0);
    held_keys_press(&hk, HELD_RIGHT, 210);
    held_keys_due(&hk, 420, G, mv, N);
    held_keys_release(&hk, HELD_RIGHT, 420);
    assert_true(held_keys_next_deadline(&hk) == 420);
    expect(&hk, 453, (const held_action[]){ HELD_MOVE_LEFT, HELD_MOVE_LEFT },
           (const int64_t[]){ 420, 453 }, 2);
}

static void releasing_right_early_lets_left_finish_its_das(void **state)
{
    (void)state;
    held_keys hk = make(167, 33, 20);
    held_move mv[N];
    held_keys_press(&hk, HELD_LEFT, 0);
    held_keys_due(&hk, 50, G, mv, N);
    held_keys_press(&hk, HELD_RIGHT, 50);
    held_keys_due(&hk, 100, G, mv, N);
    held_keys_release(&hk, HELD_RIGHT, 100);
    expect(&hk, 166, NULL, NULL, 0);
    expect(&hk, 200, (const held_action[]){ HELD_MOVE_LEFT, HELD_MOVE_LEFT },
           (const int64_t[]){ 167, 200 }, 2);
}

static void arr_zero_goes_to_the_wall_once_per_piece(void **state)
{
    (void)state;
    held_keys hk = make(167, 0, 20);
    held_keys_press(&hk, HELD_RIGHT, 0);
    expect(&hk, 1000, (const held_action[]){ HELD_MOVE_RIGHT,
                                             HELD_RIGHT_WALL },
           (const int64_t[]){ 0, 167 }, 2);
    assert_true(held_keys_next_deadline(&hk) == INT64_MAX);
    held_keys_new_piece(&hk, 1200);
    expect(&hk, 1200, (const held_action[]){ HELD_RIGHT_WALL },
           (const int64_t[]){ 1200 }, 1);
    held_keys_release(&hk, HELD_RIGHT, 1300);
    held_keys_new_piece(&hk, 1400);
    expect(&hk, 9000, NULL, NULL, 0);
}

static void soft_drop_at_20x_gravity_1000_is_every_50ms(void **state)
{
    (void)state;
    held_keys hk = make(167, 33, 20);
    held_keys_press(&hk, HELD_DOWN, 10);
    const held_action D[] = { HELD_SOFT_DROP, HELD_SOFT_DROP, HELD_SOFT_DROP,
                              HELD_SOFT_DROP };
    expect(&hk, 159, D, (const int64_t[]){ 10, 60, 110 }, 3);
    assert_true(held_keys_next_deadline(&hk) == 160);
    held_keys_release(&hk, HELD_DOWN, 170);
    expect(&hk, 1000, D, NULL, 0);
}

static void soft_drop_step_is_at_least_one_ms(void **state)
{
    (void)state;
    held_keys hk = make(167, 33, 100);
    held_move mv[N];
    held_keys_press(&hk, HELD_DOWN, 0);
    assert_int_equal(held_keys_due(&hk, 2, 50, mv, N), 3);
    assert_int_equal(mv[2].at, 2);
}

static void next_deadline_is_the_next_due_move(void **state)
{
    (void)state;
    held_keys hk = make(167, 33, 20);
    held_move mv[N];
    assert_true(held_keys_next_deadline(&hk) == INT64_MAX);
    held_keys_press(&hk, HELD_LEFT, 0);
    assert_true(held_keys_next_deadline(&hk) == 0);
    held_keys_due(&hk, 0, G, mv, N);
    assert_true(held_keys_next_deadline(&hk) == 167);
    held_keys_press(&hk, HELD_DOWN, 100);
    assert_true(held_keys_next_deadline(&hk) == 100);
    held_keys_due(&hk, 100, G, mv, N);
    assert_true(held_keys_next_deadline(&hk) == 150);
    held_keys_due(&hk, 160, G, mv, N);
    assert_true(held_keys_next_deadline(&hk) == 167);
    held_keys_due(&hk, 167, G, mv, N);
    assert_true(held_keys_next_deadline(&hk) == 200);
    held_keys_release_all(&hk);
    assert_true(held_keys_next_deadline(&hk) == INT64_MAX);
    expect(&hk, 9000, NULL, NULL, 0);
}

static void a_late_now_gives_the_missed_moves_in_order(void **state)
{
    (void)state;
    held_keys hk = make(167, 33, 20);
    held_keys_press(&hk, HELD_LEFT, 0);
    held_keys_press(&hk, HELD_DOWN, 120);
    expect(&hk, 233,
           (const held_action[]){ HELD_MOVE_LEFT, HELD_SOFT_DROP,
                                  HELD_MOVE_LEFT, HELD_SOFT_DROP,
                                  HELD_MOVE_LEFT, HELD_SOFT_DROP,
                                  HELD_MOVE_LEFT },
           (const int64_t[]){ 0, 120, 167, 170, 200, 220, 233 }, 7);
}

static void a_stalled_caller_gets_at_most_the_cap_per_key(void **state)
{
    (void)state;
    held_keys hk = make(0, 10, 20);
    held_move mv[N];
    held_keys_press(&hk, HELD_RIGHT, 0);
    assert_int_equal(held_keys_due(&hk, 10000, G, mv, N),
                     HELD_KEYS_CATCHUP_MAX);
    for (int i = 0; i < HELD_KEYS_CATCHUP_MAX; i++)
        assert_int_equal(mv[i].at, 10 * i);
    /* The clock keeps its phase past the stall. */
    assert_true(held_keys_next_deadline(&hk) == 10010);
}

static void a_small_out_keeps_the_rest_due(void **state)
{
    (void)state;
    held_keys hk = make(167, 33, 20);
    held_move mv[2];
    held_keys_press(&hk, HELD_LEFT, 0);
    assert_int_equal(held_keys_due(&hk, 233, G, mv, 2), 2);
    assert_int_equal(mv[1].at, 167);
    assert_true(held_keys_next_deadline(&hk) == 200);
    expect(&hk, 233, (const held_action[]){ HELD_MOVE_LEFT, HELD_MOVE_LEFT },
           (const int64_t[]){ 200, 233 }, 2);
}

static void repeat_events_and_second_presses_are_ignored(void **state)
{
    (void)state;
    held_keys hk = make(167, 33, 20);
    held_keys_event(&hk, HELD_LEFT, HELD_EVENT_PRESS, 0);
    for (int t = 30; t < 200; t += 30)
        held_keys_event(&hk, HELD_LEFT, HELD_EVENT_REPEAT, t);
    held_keys_event(&hk, HELD_LEFT, HELD_EVENT_PRESS, 100);
    expect(&hk, 200, (const held_action[]){ HELD_MOVE_LEFT, HELD_MOVE_LEFT,
                                            HELD_MOVE_LEFT },
           (const int64_t[]){ 0, 167, 200 }, 3);
    held_keys_event(&hk, HELD_LEFT, HELD_EVENT_RELEASE, 210);
    held_keys_event(&hk, HELD_LEFT, HELD_EVENT_REPEAT, 220);
    expect(&hk, 1000, NULL, NULL, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(defaults_are_167_33_and_20),
        cmocka_unit_test(held_left_moves_at_once_then_after_das_every_arr),
        cmocka_unit_test(release_stops_the_repeat),
        cmocka_unit_test(other_keys_do_not_stop_the_repeat),
        cmocka_unit_test(right_pressed_while_left_held_takes_over),
        cmocka_unit_test(releasing_right_resumes_a_charged_left_at_once),
        cmocka_unit_test(releasing_right_early_lets_left_finish_its_das),
        cmocka_unit_test(arr_zero_goes_to_the_wall_once_per_piece),
        cmocka_unit_test(soft_drop_at_20x_gravity_1000_is_every_50ms),
        cmocka_unit_test(soft_drop_step_is_at_least_one_ms),
        cmocka_unit_test(next_deadline_is_the_next_due_move),
        cmocka_unit_test(a_late_now_gives_the_missed_moves_in_order),
        cmocka_unit_test(a_stalled_caller_gets_at_most_the_cap_per_key),
        cmocka_unit_test(a_small_out_keeps_the_rest_due),
        cmocka_unit_test(repeat_events_and_second_presses_are_ignored),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
