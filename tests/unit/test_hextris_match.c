/* Unit tests of hextris' own match messages (session/hextris_match.h)
 * and its part in matches (session_hextris.race): garbage and wells
 * through a line and back, crafted lines refused whole, the progress the
 * referee hears, and the params and names of its two matches. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "games/hextris/hextris.h"
#include "session/hextris_match.h"
#include "session/hextris_session.h"
#include "session/match.h"

static bool decode(const char *line, hextris_msg *m)
{
    return hextris_match_decode(line, strlen(line), m);
}

static void garbage_through_a_line(void **state)
{
    (void)state;
    char line[MATCH_GAME_LINE_MAX];
    assert_true(hextris_match_garbage_line(2, 7, (ht_burst){ 3, 4 }, line, sizeof line));
    assert_string_equal(line, "garbage 2 7 3 4\n");
    hextris_msg m;
    assert_true(hextris_match_decode(line, strlen(line) - 1, &m));
    assert_int_equal(m.kind, HEXTRIS_MSG_GARBAGE);
    assert_int_equal(m.round, 2);
    assert_int_equal(m.burst, 7);
    assert_int_equal(m.b.rows, 3);
    assert_int_equal(m.b.col, 4);
    /* Out of bounds is never written. */
    assert_false(hextris_match_garbage_line(MATCH_BEST_OF_MAX, 0, (ht_burst){ 1, 0 }, line,
                                            sizeof line));
    assert_false(hextris_match_garbage_line(0, 0, (ht_burst){ 0, 0 }, line, sizeof line));
    assert_false(hextris_match_garbage_line(0, -1, (ht_burst){ 1, 0 }, line, sizeof line));
    assert_false(hextris_match_garbage_line(0, 0, (ht_burst){ 1, 0 }, line, 8));
}

static void a_well_through_a_line(void **state)
{
    (void)state;
    ht_params p;
    ht_params_default(&p);
    assert_true(ht_params_decode(&p, "10x20:versus:1:seed=5"));
    static ht_state st;
    assert_true(ht_new(&st, &p, 0));
    st.well[19][3] = HT_GARBAGE;
    st.rows = 12;
    ht_opponent o, back;
    ht_opponent_of(&st, "alice", &o);
    char snap[HT_OPPONENT_LINE_MAX], line[MATCH_GAME_LINE_MAX];
    ht_opponent_encode(&o, snap, sizeof snap);
    assert_true(hextris_match_well_line(1, snap, line, sizeof line));
    assert_memory_equal(line, "well 1 hextris-well 1 alice 10x20 ", 34);
    hextris_msg m;
    assert_true(hextris_match_decode(line, strlen(line) - 1, &m));
    assert_int_equal(m.kind, HEXTRIS_MSG_WELL);
    assert_int_equal(m.round, 1);
    back = m.well;
    assert_string_equal(back.login, "alice");
    assert_int_equal(back.rows, 12);
    assert_int_equal(back.cells[19][3], HT_GARBAGE);
    assert_memory_equal(back.cells, o.cells, sizeof o.cells);
}

static void crafted_lines_refused(void **state)
{
    (void)state;
    hextris_msg m = { .round = 3 };
    const char *refused[] = {
        "", "garbage", "garbage 0", "garbage 0 0 1", "garbage 0 0 0 1", "garbage 0 01 1 1",
        "garbage 0 0 1 01", "garbage 5 0 1 1", "garbage 0 0 41 1", "garbage 0 0 1 1000",
        "garbage 0 1000001 1 1", "garbage 0 0 1 1 ", "garbage  0 0 1 1", " garbage 0 0 1 1",
        "garbage 0 0 1 1 1", "garbage -0 0 1 1", "garbage 0 0 +1 1", "garbage 0 0 1 1\r",
        "GARBAGE 0 0 1 1", "race 0 1 2 3 4 on", "leave", "well 0", "well 0 ",
        "well 0 hextris-well 1 bob 10x20 playing 0 0 0", "well x hextris-well 1",
        "well 0 hextris-well 1 b\033b 2x2 playing 0 0 0000",
    };
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
        if (decode(refused[i], &m))
            fail_msg("taken: '%s'", refused[i]);
        assert_int_equal(m.round, 3);
    }
    /* A NUL inside, and a line past the bound. */
    assert_false(hextris_match_decode("garbage 0 0 1 1\0", 16, &m));
    static char longer[MATCH_GAME_LINE_MAX + 8];
    memset(longer, '0', sizeof longer);
    memcpy(longer, "garbage 0 0 1 ", 14);
    assert_false(hextris_match_decode(longer, sizeof longer, &m));
    /* A well whose cell is out of the line's digits. */
    ht_params p;
    ht_params_default(&p);
    assert_true(ht_params_decode(&p, "10x20:versus:1:seed=5"));
    static ht_state st;
    assert_true(ht_new(&st, &p, 0));
    ht_opponent o;
    ht_opponent_of(&st, "bob", &o);
    char snap[HT_OPPONENT_LINE_MAX], line[MATCH_GAME_LINE_MAX];
    ht_opponent_encode(&o, snap, sizeof snap);
    assert_true(hextris_match_well_line(0, snap, line, sizeof line));
    size_t n = strlen(line) - 1;
    line[n - 1] = '9';
    assert_false(hextris_match_decode(line, n, &m));
    line[n - 1] = '0';
    assert_true(hextris_match_decode(line, n, &m));
}

static void progress_of_both_matches(void **state)
{
    (void)state;
    const match_race *race = session_hextris.race;
    assert_non_null(race);
    assert_int_equal(race->rule, MATCH_FIRST_TO_CLEAR);
    char params[64];
    assert_true(race->match_params(true, params, sizeof params));
    assert_string_equal(race->kind(params), "versus");
    ht_params p;
    ht_params_default(&p);
    assert_true(ht_params_decode(&p, params));
    assert_int_equal(p.mode, HT_VERSUS);
    assert_int_equal(p.width, HT_FULL_WIDTH);
    assert_true(race->match_params(false, params, sizeof params));
    assert_string_equal(race->kind(params), "40-row race");
    assert_true(ht_params_decode(&p, params));
    assert_int_equal(p.mode, HT_SPRINT);

    static ht_state st;
    assert_true(ht_new(&st, &p, 0));
    st.rows = 20;
    match_progress mp;
    race->progress(&st, 1234, &mp);
    assert_int_equal(mp.t, 1234);
    assert_int_equal(mp.solved, 500);
    assert_int_equal(mp.flags, 20);
    assert_false(mp.cleared || mp.lost);
    st.rows = 41;
    st.status = HT_WON;
    race->progress(&st, 2000, &mp);
    assert_int_equal(mp.solved, 1000);
    assert_true(mp.cleared);
    char words[64];
    race->describe(&st, &mp, words, sizeof words);
    assert_string_equal(words, "40 rows in 2.0 s");
    mp.cleared = false;
    race->describe(&st, &mp, words, sizeof words);
    assert_string_equal(words, "41 of 40 rows");

    assert_true(ht_params_decode(&p, "10x20:versus:1:seed=5"));
    assert_true(ht_new(&st, &p, 0));
    assert_true(ht_garbage_receive(&st.versus, (ht_burst){ 3, 2 }, st.width));
    race->progress(&st, 10, &mp);
    assert_int_equal(mp.mistakes, 3);
    race->describe(&st, &mp, words, sizeof words);
    assert_string_equal(words, "0 rows, 3 waiting");
    st.status = HT_OVER;
    race->progress(&st, 10, &mp);
    assert_true(mp.lost);
    race->describe(&st, &mp, words, sizeof words);
    assert_string_equal(words, "topped out");
}

/* The 40-row race through the referee: the first to its 40 rows wins,
 * by each side's own clock, even when its news comes last. */
static void the_first_to_forty_rows_wins(void **state)
{
    (void)state;
    const match_race *race = session_hextris.race;
    ht_params p;
    ht_params_default(&p);
    assert_true(ht_params_decode(&p, "10x20:sprint:1:seed=9"));
    static ht_state fast, slow;
    assert_true(ht_new(&fast, &p, 0));
    assert_true(ht_new(&slow, &p, 0));
    match m;
    assert_true(match_init(&m, race->rule, 1, MATCH_GRACE_MS, 0));
    match_msg a = { .kind = MATCH_MSG_RACE }, b = { .kind = MATCH_MSG_RACE };
    slow.rows = 39;
    race->progress(&slow, 58000, &b.p);
    assert_true(match_hear(&m, 1, &b, 100));
    fast.rows = 40;
    fast.status = HT_WON;
    race->progress(&fast, 57000, &a.p);
    assert_true(match_hear(&m, 0, &a, 200));
    assert_int_equal(m.winner, 0);

    /* A top-out loses, once the other side is known to be in later. */
    assert_true(match_init(&m, race->rule, 1, MATCH_GRACE_MS, 0));
    slow.rows = 10;
    slow.status = HT_OVER;
    race->progress(&slow, 30000, &b.p);
    assert_true(match_hear(&m, 1, &b, 100));
    assert_false(match_over(&m));
    fast.rows = 12;
    fast.status = HT_PLAYING;
    race->progress(&fast, 30001, &a.p);
    assert_true(match_hear(&m, 0, &a, 200));
    assert_int_equal(m.winner, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(garbage_through_a_line),
        cmocka_unit_test(a_well_through_a_line),
        cmocka_unit_test(crafted_lines_refused),
        cmocka_unit_test(progress_of_both_matches),
        cmocka_unit_test(the_first_to_forty_rows_wins),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
