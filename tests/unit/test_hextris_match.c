/* Unit tests of hextris' own match messages (session/hextris_match.h)
 * and its part in matches (session_hextris.race): garbage and wells
 * through a line and back, crafted lines refused whole, a bot's clears
 * on a known seed sending what the man page's table says into the other
 * game through the lines, the progress the referee hears, and the params
 * and names of its two matches. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hextris/hextris.h"
#include "games/hextris/hextris_bot.h"
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

/* The man page's table (hextris(6), Versus): rows cleared 1 2 3 send
 * 0 1 3, the combo's n-th clearing lock adds its entry, a three-row clear
 * after another one more. */
static int stated(int rows, int combo, bool b2b)
{
    static const int for_rows[] = { 0, 0, 1, 3 };
    static const int for_combo[] = { 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5 };
    return for_rows[rows] + for_combo[combo > 11 ? 10 : combo - 1] + (b2b ? 1 : 0);
}

static int garbage_rows_in(const ht_state *st)
{
    int n = 0;
    for (int r = 0; r < st->height; r++) {
        int g = 0;
        for (int c = 0; c < st->width; c++)
            g += st->well[r][c] == HT_GARBAGE;
        n += g == st->width - 1;
    }
    return n;
}

/* A bot's versus game on a known seed until its clears have sent rows
 * (one of them of two rows or more): each burst, as the table says, goes
 * through a line to the other game, which takes it as its GARBAGE move,
 * waits with it, and raises every row of it at a lock without a clear. */
static void bursts_from_clears_to_the_other_well(void **state)
{
    (void)state;
    ht_reach *reach = calloc(1, sizeof *reach);
    assert_non_null(reach);
    ht_params p;
    ht_params_default(&p);
    assert_true(ht_params_decode(&p, "10x20:versus:1:seed=11"));
    static ht_state me, them;
    assert_true(ht_new(&me, &p, 0));
    p.seed = 12;
    assert_true(ht_new(&them, &p, 0));
    int combo = 0, sent = 0, big = 0;
    bool last_three = false;
    int64_t carried = 0;
    while (me.status == HT_PLAYING && me.pieces < 400 && (big == 0 || sent < 3)) {
        int64_t before = me.versus.sent_n;
        assert_true(ht_bot_play_piece(reach, &me, NULL, NULL));
        ht_advance(&me, me.now_ms + 1);
        int rows = me.last_clear;
        if (rows == 0) {
            combo = 0;
            assert_int_equal(me.versus.sent_n, before);
            continue;
        }
        combo++;
        bool b2b = rows == 3 && last_three;
        if (rows != 3 && rows != 0)
            last_three = false;
        if (rows == 3)
            last_three = true;
        int want = stated(rows, combo, b2b);
        big += rows >= 2;
        if (want == 0) {
            assert_int_equal(me.versus.sent_n, before);
            continue;
        }
        assert_int_equal(me.versus.sent_n, before + 1);
        ht_burst b;
        assert_true(ht_garbage_sent(&me.versus, before, &b));
        assert_int_equal(b.rows, want);
        sent += want;
        /* Through the line, and into the other game as its move. */
        char line[MATCH_GAME_LINE_MAX], move[HT_GARBAGE_MOVE_MAX];
        assert_true(hextris_match_garbage_line(0, before, b, line, sizeof line));
        hextris_msg m;
        assert_true(hextris_match_decode(line, strlen(line) - 1, &m));
        assert_int_equal(m.burst, before);
        ht_garbage_move_write(move, sizeof move, m.b);
        bool took;
        assert_true(ht_versus_word(&them, move, ++carried, &took));
        assert_true(took);
    }
    free(reach);
    if (big == 0 || sent < 3)
        fail_msg("the bot's game sent %d rows with %d clears of two rows or more", sent, big);
    assert_int_equal(them.versus.waiting_rows, sent);
    assert_int_equal(garbage_rows_in(&them), 0);
    assert_true(ht_apply(&them, HT_DROP, carried + 1));
    assert_int_equal(them.last_clear, 0);
    assert_int_equal(them.versus.waiting_rows, 0);
    assert_int_equal(garbage_rows_in(&them), sent < them.height ? sent : them.height);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(garbage_through_a_line),
        cmocka_unit_test(a_well_through_a_line),
        cmocka_unit_test(crafted_lines_refused),
        cmocka_unit_test(progress_of_both_matches),
        cmocka_unit_test(the_first_to_forty_rows_wins),
        cmocka_unit_test(bursts_from_clears_to_the_other_well),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
