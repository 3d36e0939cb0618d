/* keylink: the kitty keyboard protocol asked for without waiting, its
 * answers taken whenever they come, in whatever order a program's wishes
 * and the terminal's replies cross on a slow link. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "tui/keylink.h"
#include "tui/keyproto.h"

enum { FLAGS = KP_FLAG_DISAMBIGUATE | KP_FLAG_EVENT_TYPES };

static const char ASK[] = "\033[?u\033[c";
static const char PUSH[] = "\033[?1004h\033[>3u\033[?u";
static const char POP[] = "\033[?1004l\033[<u\033[c";

static char out[KEYLINK_SEQ_MAX];

static void want(keylink *l, bool on, const char *expect)
{
    size_t n = keylink_want(l, on, out, sizeof out);
    assert_string_equal(out, expect);
    assert_int_equal(n, strlen(expect));
}

static void reply(keylink *l, bool attrs, const char *expect)
{
    size_t n = keylink_reply(l, attrs, out, sizeof out);
    assert_string_equal(out, expect);
    assert_int_equal(n, strlen(expect));
}

/* The fixtures: a link as a program starts it, and one that has asked
 * the terminal already (the first thing every program does). */
static keylink the_link;

static int fresh_link(void **state)
{
    keylink_init(&the_link, FLAGS);
    *state = &the_link;
    return 0;
}

static int asked_link(void **state)
{
    fresh_link(state);
    want(&the_link, true, ASK);
    return 0;
}

static void asks_once_and_never_waits(void **state)
{
    keylink *l = *state;
    assert_false(keylink_awaiting(l));
    want(l, true, ASK);
    assert_true(keylink_awaiting(l));
    assert_false(keylink_raw_keys(l));
    want(l, false, "");
    want(l, true, "");   /* asked already: the answer is on its way */
}

/* However late the answer, it turns the protocol on; keys stay legacy
 * until the terminal answers a question asked after the push. */
static void a_late_answer_pushes_then_the_next_confirms(void **state)
{
    keylink *l = *state;
    reply(l, false, PUSH);
    assert_false(keylink_raw_keys(l));
    assert_true(keylink_awaiting(l));
    reply(l, true, "");          /* DA1, answered after the flags */
    assert_false(keylink_raw_keys(l));
    reply(l, false, "");         /* the answer sent after the push */
    assert_true(keylink_raw_keys(l));
    assert_false(keylink_awaiting(l));
}

static void attributes_first_mean_no_protocol(void **state)
{
    keylink *l = *state;
    reply(l, true, "");
    assert_int_equal(l->support, KEYLINK_NO);
    assert_false(keylink_awaiting(l));
    assert_false(keylink_raw_keys(l));
    want(l, false, "");
    want(l, true, "");
}

/* A flags reply still counts when it comes after everything else. */
static void an_answer_after_giving_up_still_counts(void **state)
{
    keylink *l = *state;
    keylink_give_up(l);
    assert_false(keylink_awaiting(l));
    assert_int_equal(l->support, KEYLINK_NO);
    reply(l, false, PUSH);
    reply(l, false, "");
    assert_true(keylink_raw_keys(l));
}

/* The program quit before the answer came: nothing is pushed then, and
 * the answers are still owed (the exit waits for them). */
static void an_answer_after_quitting_pushes_nothing(void **state)
{
    keylink *l = *state;
    want(l, false, "");
    reply(l, false, "");
    assert_int_equal(l->support, KEYLINK_YES);
    assert_false(l->pushed);
    assert_true(keylink_awaiting(l));
    reply(l, true, "");
    assert_false(keylink_awaiting(l));
    /* Wanted again: pushed at once, no need to ask. */
    want(l, true, PUSH);
}

/* Popping asks DA1, whose answer follows the last key the terminal sent
 * in the protocol's form. */
static void popping_asks_what_marks_the_end(void **state)
{
    keylink *l = *state;
    reply(l, false, PUSH);
    reply(l, true, "");
    reply(l, false, "");
    assert_true(keylink_raw_keys(l));
    want(l, false, POP);
    assert_false(keylink_raw_keys(l));
    assert_true(keylink_awaiting(l));
    want(l, false, "");          /* popped once only */
    reply(l, true, "");
    assert_false(keylink_awaiting(l));
}

/* Pushed, popped and pushed again before any confirmation came: only the
 * answer to the last push says the keys are in the protocol's form. */
static void only_the_last_push_confirms(void **state)
{
    keylink *l = *state;
    reply(l, false, PUSH);
    want(l, false, POP);
    want(l, true, PUSH);
    reply(l, false, "");
    assert_false(keylink_raw_keys(l));
    reply(l, false, "");
    assert_true(keylink_raw_keys(l));
    reply(l, true, "");
    reply(l, true, "");
    assert_false(keylink_awaiting(l));
}

/* The terminal answers in order: a DA1 answer after a CSI ? u it left
 * unanswered says no answer to that one will come, and nothing is owed. */
static void an_answer_settles_the_questions_before_it(void **state)
{
    keylink *l = *state;
    reply(l, false, PUSH);
    reply(l, true, "");
    assert_true(keylink_awaiting(l));   /* the question after the push */
    want(l, false, POP);
    reply(l, true, "");
    assert_false(keylink_awaiting(l));
    assert_false(keylink_raw_keys(l));
    /* A late flags answer after that is one nobody asked for: taken as
     * saying yes, which it was, and pushing nothing unwanted. */
    reply(l, false, "");
    assert_false(l->pushed);
}

/* Replies nobody asked for change no count. */
static void unasked_replies_owe_nothing(void **state)
{
    keylink *l = *state;
    reply(l, true, "");
    reply(l, true, "");
    assert_false(keylink_awaiting(l));
    assert_int_equal(l->support, KEYLINK_UNKNOWN);
    want(l, true, ASK);
    assert_true(keylink_awaiting(l));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(asks_once_and_never_waits, fresh_link),
        cmocka_unit_test_setup(a_late_answer_pushes_then_the_next_confirms, asked_link),
        cmocka_unit_test_setup(attributes_first_mean_no_protocol, asked_link),
        cmocka_unit_test_setup(an_answer_after_giving_up_still_counts, asked_link),
        cmocka_unit_test_setup(an_answer_after_quitting_pushes_nothing, asked_link),
        cmocka_unit_test_setup(popping_asks_what_marks_the_end, asked_link),
        cmocka_unit_test_setup(only_the_last_push_confirms, asked_link),
        cmocka_unit_test_setup(an_answer_settles_the_questions_before_it, asked_link),
        cmocka_unit_test_setup(unasked_replies_owe_nothing, fresh_link),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
