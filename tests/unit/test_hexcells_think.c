/* Unit tests for hexcells' solver off the input path (tui/hexcells_think.h)
 * and what it rests on: an answer worked out on the thread is the one the
 * solver gives at once, for hints and verdicts, whatever the number of
 * polls it takes; a question dropped gives no answer, and a new one
 * replaces it; a stopped solve says "not decided", never "needs a guess";
 * and the game takes a hint offered for the knowledge it has, and only
 * for that. No timing is asserted (the machine may be loaded): the bench
 * measures the wait. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_edit.h"
#include "games/hexcells/hexcells_solve.h"
#include "hexcells_large.h"
#include "hexcells_testutil.h"
#include "tui/hexcells_think.h"

enum { LEVELS = 4 };

/* Large levels of 200-350 cells, as the bench's. */
static void level(hc_puzzle *p, int i)
{
    hexcells_large_level(p, 7000u + (uint64_t)i, 200 + 50 * i);
}

static void nap(void)
{
    struct timespec ts = { 0, 1000000 };
    nanosleep(&ts, NULL);
}

static void assert_same_hint(const hc_hint *a, const hc_hint *b)
{
    assert_int_equal(a->found, b->found);
    assert_int_equal(a->slot, b->slot);
    if (a->found)
        assert_int_equal(a->colour, b->colour);
    assert_memory_equal(a->clues, b->clues, sizeof a->clues);
    assert_string_equal(a->text, b->text);
}

static void test_a_hint_from_the_thread_is_the_solvers(void **state)
{
    (void)state;
    hexcells_think *t = hexcells_think_new();
    assert_non_null(t);
    static hc_puzzle p;
    for (int i = 0; i < LEVELS; i++) {
        level(&p, i);
        signed char k[HC_SLOTS], back[HC_SLOTS];
        start_knowledge(&p, k);
        hc_hint at_once = hc_hint_for(&p, k, NULL), later;
        hexcells_think_hint(t, &p, k);
        assert_int_equal(hexcells_think_asked(t), THINK_HINT);
        /* A wait ends once the answer is there (or after a minute). */
        hexcells_think_wait(t, 60000);
        assert_true(hexcells_think_hint_answer(t, &later, back));
        assert_int_equal(hexcells_think_asked(t), THINK_IDLE);
        assert_same_hint(&at_once, &later);
        assert_memory_equal(k, back, sizeof k);
        /* No second answer to one question. */
        assert_false(hexcells_think_hint_answer(t, &later, NULL));
    }
    hexcells_think_free(t);
}

static void test_a_verdict_from_the_thread_is_the_solvers(void **state)
{
    (void)state;
    hexcells_think *t = hexcells_think_new();
    assert_non_null(t);
    static hc_puzzle p;
    for (int i = 0; i < LEVELS; i++) {
        level(&p, i);
        hc_verdict at_once = hc_puzzle_verdict(&p, HC_SPLIT_BUDGET, HC_SPLIT_BUDGET_TOTAL, NULL);
        hc_verdict later;
        hexcells_think_verdict(t, &p);
        hc_hint none;
        while (!hexcells_think_verdict_answer(t, &later)) {
            assert_false(hexcells_think_hint_answer(t, &none, NULL));
            nap();
        }
        assert_int_equal(at_once.kind, later.kind);
        assert_int_equal(at_once.slot, later.slot);
        assert_int_equal(at_once.steps, later.steps);
        assert_int_equal(at_once.left, later.left);
        assert_string_equal(at_once.text, later.text);
    }
    hexcells_think_free(t);
}

static void test_a_question_dropped_or_replaced_gives_no_answer(void **state)
{
    (void)state;
    hexcells_think *t = hexcells_think_new();
    assert_non_null(t);
    static hc_puzzle big, small;
    level(&big, LEVELS - 1);
    level(&small, 0);
    hexcells_think_verdict(t, &big);
    hexcells_think_drop(t);
    assert_int_equal(hexcells_think_asked(t), THINK_IDLE);
    hc_verdict v;
    assert_false(hexcells_think_verdict_answer(t, &v));
    /* A hint asked over a verdict: the answer is the hint's. */
    signed char k[HC_SLOTS];
    start_knowledge(&small, k);
    hexcells_think_verdict(t, &big);
    hexcells_think_hint(t, &small, k);
    hc_hint h, at_once = hc_hint_for(&small, k, NULL);
    while (!hexcells_think_hint_answer(t, &h, NULL)) {
        assert_false(hexcells_think_verdict_answer(t, &v));
        nap();
    }
    assert_same_hint(&at_once, &h);
    /* Freed while it thinks: the thread is stopped and joined. */
    hexcells_think_verdict(t, &big);
    hexcells_think_free(t);
}

/* A level whose solve needs a case split: stopped before it starts, it is
 * not decided, never a guess. */
static void test_a_stopped_solve_is_not_decided(void **state)
{
    (void)state;
    static hc_puzzle p;
    hc_stop stop;
    atomic_init(&stop, true);
    for (int i = 0; i < 20; i++) {
        level(&p, i);
        hc_report whole = hc_solve(&p, HC_STEP_SPLIT, NULL, 0);
        if (whole.rounds[HC_STEP_SPLIT] == 0)
            continue;
        hc_report r = hc_solve_stoppable(&p, HC_STEP_SPLIT, HC_SPLIT_BUDGET,
                                         HC_SPLIT_BUDGET_TOTAL, NULL, 0, &stop);
        assert_false(r.solved);
        assert_true(r.bounded);
        hc_verdict v = hc_puzzle_verdict(&p, HC_SPLIT_BUDGET, HC_SPLIT_BUDGET_TOTAL, &stop);
        assert_int_equal(v.kind, HC_VERDICT_UNDECIDED);
        return;
    }
    fail_msg("no level needed a case split");
}

static void test_the_game_takes_a_hint_offered_for_its_knowledge(void **state)
{
    (void)state;
    static hc_puzzle p;
    level(&p, 0);
    hc_game *g = hc_game_new(&p, NULL);
    assert_non_null(g);
    signed char k[HC_SLOTS];
    hc_game_know(g, k);
    hc_hint offered = hc_hint_for(&p, k, NULL);
    assert_true(offered.found);
    /* Marked, so that the game is seen to take it rather than solve. */
    snprintf(offered.text, sizeof offered.text, "worked out elsewhere");
    signed char other[HC_SLOTS];
    memcpy(other, k, sizeof other);
    other[offered.slot] = (signed char)offered.colour;
    hc_game_offer_hint(g, other, &offered);
    hc_hint h = hc_game_hint(g);
    assert_string_not_equal(h.text, "worked out elsewhere");
    hc_game_offer_hint(g, k, &offered);
    h = hc_game_hint(g);
    assert_true(h.found);
    assert_string_equal(h.text, "worked out elsewhere");
    assert_true(hc_game_assisted(g));
    assert_string_equal(hc_game_last_hint(g)->text, "worked out elsewhere");
    hc_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_hint_from_the_thread_is_the_solvers),
        cmocka_unit_test(test_a_verdict_from_the_thread_is_the_solvers),
        cmocka_unit_test(test_a_question_dropped_or_replaced_gives_no_answer),
        cmocka_unit_test(test_a_stopped_solve_is_not_decided),
        cmocka_unit_test(test_the_game_takes_a_hint_offered_for_its_knowledge),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
