/* Tests of hextris versus' rules: the garbage table, cancelling, the hole
 * of a burst, rising on a lock without a clear and waiting on one that
 * clears, the same-instant rule, a top-out by garbage, the opponent out,
 * the move text and what it refuses, the man page quoting the table, and
 * a log with garbage moves replayed by the session to the same game the
 * rules played. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "games/hextris/hextris.h"
#include "games/hextris/hextris_finesse.h"
#include "games/hextris/hextris_garbage.h"
#include "session/hextris_session.h"
#include "session/midend.h"
#include "session/session.h"
#include "hextris_testutil.h"

enum { I_PIECE = 7, STACK = 2, W = HT_FULL_WIDTH, H = HT_FULL_HEIGHT };

static void new_versus(ht_state *st, uint64_t seed)
{
    ht_params p = versus_params(seed);
    assert_true(ht_new(st, &p, 0));
}

/* Rows from the floor up full but for column hole. */
static void fill_rows(ht_state *st, int n, int hole)
{
    for (int r = st->height - n; r < st->height; r++)
        for (int c = 0; c < st->width; c++)
            st->well[r][c] = c == hole ? 0 : STACK;
}

/* An upright I hard-dropped into column col: clears the rows it fills. */
static void drop_i(ht_state *st, int col, int64_t t)
{
    put(st, I_PIECE, col, 2, 0, t);
    assert_true(ht_apply(st, HT_DROP, t));
}

static int rows_of_garbage(const ht_state *st)
{
    int n = 0;
    for (int r = 0; r < st->height; r++)
        n += st->garbage_row[r];
    return n;
}

/* ---- the table ---- */

static void the_table_sends_by_rows_combo_and_back_to_back(void **state)
{
    (void)state;
    int rows[] = { 0, 0, 1, 3 };
    for (int k = 0; k <= 3; k++)
        assert_int_equal(ht_garbage_attack(k, 1, false), rows[k]);
    int combo[] = { 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5 };
    for (int c = 1; c <= 13; c++)
        assert_int_equal(ht_garbage_attack(1, c, false), combo[c - 1]);
    assert_int_equal(ht_garbage_attack(2, 4, false), 1 + 2);
    /* Back-to-back counts only for a three-row clear. */
    assert_int_equal(ht_garbage_attack(3, 1, true), 4);
    assert_int_equal(ht_garbage_attack(2, 1, true), 1);
    assert_int_equal(ht_garbage_attack(4, 1, false), 0);
}

/* The numbers after the first line of the man page's hextris part
 * that starts with label, into out; how many. */
static int man_row(const char *label, int out[], int max)
{
    FILE *f = fopen("man/games/hextris.6", "r");
    assert_non_null(f);
    char line[256];
    int n = 0;
    while (n == 0 && fgets(line, sizeof line, f)) {
        if (strncmp(line, label, strlen(label)) != 0)
            continue;
        char *at = line + strlen(label);
        int k;
        while (n < max && sscanf(at, "%d%n", &out[n], &k) == 1) {
            n++;
            at += k;
        }
    }
    fclose(f);
    return n;
}

/* The man page quotes the one table. */
static void the_man_page_quotes_the_table(void **state)
{
    (void)state;
    int got[HT_COMBO_TABLE + 1];
    assert_int_equal(man_row("garbage ", got, 3), 3);
    for (int k = 1; k <= 3; k++)
        assert_int_equal(got[k - 1], ht_garbage_for_rows(k));
    assert_int_equal(man_row("adds ", got, HT_COMBO_TABLE), HT_COMBO_TABLE);
    for (int c = 1; c <= HT_COMBO_TABLE; c++)
        assert_int_equal(got[c - 1], ht_garbage_for_combo(c));
}

/* Three-row clears in a row: the second is back-to-back and, the combo
 * broken by a lock between them, sends 3 + 1. */
static void a_second_three_row_clear_is_back_to_back(void **state)
{
    (void)state;
    ht_state st;
    new_versus(&st, 3);
    fill_rows(&st, 3, 4);
    drop_i(&st, 4, 0);
    assert_int_equal(st.versus.rows_sent, 3);
    drop_i(&st, 0, 10);                         /* no clear: the combo ends */
    fill_rows(&st, 3, 5);
    drop_i(&st, 5, 20);
    assert_int_equal(st.last_clear, 3);
    assert_int_equal(st.versus.rows_sent, 3 + 4);
    assert_int_equal(st.versus.sent_n, 2);
}

/* ---- cancelling and rising ---- */

static void a_clear_cancels_garbage_waiting_before_it_sends(void **state)
{
    (void)state;
    ht_state st;
    new_versus(&st, 3);
    assert_true(ht_receive_garbage(&st, (ht_burst){ 2, 1 }, 0));
    assert_true(ht_receive_garbage(&st, (ht_burst){ 3, 6 }, 0));
    assert_int_equal(st.versus.waiting_rows, 5);
    fill_rows(&st, 3, 4);
    drop_i(&st, 4, 0);                          /* 3 rows: 3 to send */
    assert_int_equal(st.versus.rows_cancelled, 3);
    assert_int_equal(st.versus.rows_sent, 0);
    assert_int_equal(st.versus.waiting_n, 1);   /* the oldest went first */
    assert_int_equal(st.versus.waiting[0].rows, 2);
    assert_int_equal(st.versus.waiting[0].col, 6);
    assert_int_equal(rows_of_garbage(&st), 0);  /* a clear keeps it waiting */
    fill_rows(&st, 3, 4);
    drop_i(&st, 4, 10);   /* 3, combo 1, back-to-back 1: 2 cancel, 3 go */
    assert_int_equal(st.versus.rows_cancelled, 5);
    assert_int_equal(st.versus.rows_sent, 3);
    assert_int_equal(st.versus.waiting_n, 0);
    ht_burst b;
    assert_true(ht_garbage_sent(&st.versus, 0, &b));
    assert_int_equal(b.rows, 3);
    assert_false(ht_garbage_sent(&st.versus, 1, &b));
}

/* A burst rises whole on a lock without a clear: its rows are garbage
 * rows with one hole, all in its column; the next burst in its own. */
static void garbage_rises_on_a_lock_without_a_clear_keeping_its_hole(void **state)
{
    (void)state;
    ht_state st;
    new_versus(&st, 3);
    assert_true(ht_receive_garbage(&st, (ht_burst){ 3, 7 }, 0));
    assert_true(ht_receive_garbage(&st, (ht_burst){ 2, 2 }, 0));
    drop_i(&st, 0, 0);
    assert_int_equal(st.status, HT_PLAYING);
    assert_int_equal(st.versus.rows_risen, 5);
    assert_int_equal(st.versus.waiting_n, 0);
    for (int r = 0; r < H; r++) {
        int hole = r >= H - 2 ? 2 : r >= H - 5 ? 7 : -1;
        if (hole < 0)
            continue;
        assert_true(st.garbage_row[r]);
        for (int c = 0; c < W; c++)
            assert_int_equal(ht_cell(&st, c, r), c == hole ? 0 : HT_GARBAGE);
    }
    /* The I went up with the stack, on top of the garbage. */
    assert_int_equal(ht_cell(&st, 0, H - 6), I_PIECE);
}

/* Each burst sent draws its hole from the seed: two games of one seed
 * send the same columns, one of another seed other ones. */
static void sent_holes_follow_the_seed(void **state)
{
    (void)state;
    ht_garbage a, b, c;
    ht_garbage_init(&a, 11);
    ht_garbage_init(&b, 11);
    ht_garbage_init(&c, 12);
    bool differ = false;
    for (int i = 0; i < 20; i++) {
        assert_int_equal(ht_garbage_cleared(&a, 2, 1, W), 1);
        ht_garbage_cleared(&b, 2, 1, W);
        ht_garbage_cleared(&c, 2, 1, W);
        ht_burst x, y, z;
        assert_true(ht_garbage_sent(&a, i, &x));
        assert_true(ht_garbage_sent(&b, i, &y));
        assert_true(ht_garbage_sent(&c, i, &z));
        assert_int_equal(x.col, y.col);
        assert_true(x.col >= 0 && x.col < W);
        differ |= x.col != z.col;
    }
    assert_true(differ);
    ht_burst x;
    assert_false(ht_garbage_sent(&a, 20, &x));
}

/* The queue is bounded: bursts beyond it join the newest (its hole
 * kept), rows beyond it are dropped; the sent ring forgets the oldest. */
static void the_queue_and_the_sent_ring_are_bounded(void **state)
{
    (void)state;
    ht_garbage g;
    ht_garbage_init(&g, 1);
    for (int i = 0; i < HT_BURSTS_WAITING + 5; i++)
        assert_true(ht_garbage_receive(&g, (ht_burst){ 1, i % W }, W));
    assert_int_equal(g.waiting_n, HT_BURSTS_WAITING);
    assert_int_equal(g.waiting_rows, HT_BURSTS_WAITING + 5);
    assert_int_equal(g.waiting[HT_BURSTS_WAITING - 1].rows, 6);
    assert_int_equal(g.waiting[HT_BURSTS_WAITING - 1].col, (HT_BURSTS_WAITING - 1) % W);
    for (int i = 0; i < 5; i++)
        assert_true(ht_garbage_receive(&g, (ht_burst){ HT_BURST_ROWS_MAX, 0 }, W));
    assert_int_equal(g.waiting_rows, HT_WAITING_ROWS_MAX);
    ht_garbage_init(&g, 1);
    for (int i = 0; i < HT_SENT_KEPT + 3; i++)
        ht_garbage_cleared(&g, 2, 1, W);
    ht_burst b;
    assert_false(ht_garbage_sent(&g, 2, &b));
    assert_true(ht_garbage_sent(&g, 3, &b));
}

/* ---- the same instant, the end ---- */

/* Garbage arriving at the very millisecond a lock is due waits for the
 * next lock: the lock comes first. */
static void garbage_arriving_with_a_lock_waits_for_the_next_one(void **state)
{
    (void)state;
    ht_state st;
    new_versus(&st, 3);
    put(&st, I_PIECE, 0, H - 2, 0, 0);            /* on the floor */
    ht_advance(&st, 1);
    int64_t due = ht_next_deadline(&st);
    assert_true(st.lock_active);
    int pieces = st.pieces;
    assert_true(ht_receive_garbage(&st, (ht_burst){ 2, 5 }, due));
    assert_int_equal(st.pieces, pieces + 1);        /* it locked ... */
    assert_int_equal(rows_of_garbage(&st), 0);      /* ... before the garbage came */
    assert_int_equal(st.versus.waiting_rows, 2);
    assert_true(ht_apply(&st, HT_DROP, due + 1));
    assert_int_equal(rows_of_garbage(&st), 2);
}

static void garbage_pushing_the_stack_past_the_top_ends_the_game(void **state)
{
    (void)state;
    ht_state st;
    new_versus(&st, 3);
    st.well[0][9] = STACK;                    /* one hex at the very top */
    assert_true(ht_receive_garbage(&st, (ht_burst){ 1, 0 }, 0));
    drop_i(&st, 0, 0);
    assert_int_equal(st.status, HT_OVER);
    assert_false(ht_receive_garbage(&st, (ht_burst){ 1, 0 }, 20));
    assert_false(ht_opponent_out(&st, 20));

    /* A whole well of garbage at once under an I on the floor. */
    new_versus(&st, 3);
    assert_true(ht_receive_garbage(&st, (ht_burst){ H, 3 }, 0));
    drop_i(&st, 0, 0);
    assert_int_equal(st.status, HT_OVER);
}

static void the_opponent_out_wins_the_game(void **state)
{
    (void)state;
    ht_state st;
    new_versus(&st, 3);
    assert_true(ht_apply(&st, HT_PAUSE, 1000));
    assert_true(ht_opponent_out(&st, 5000));
    assert_int_equal(st.status, HT_WON);
    assert_int_equal(ht_elapsed_ms(&st, 9000), 1000);
    assert_false(ht_opponent_out(&st, 6000));
}

/* Versus is no mode a player picks alone: only a match's params text
 * and its table's name say it. */
static void versus_is_named_only_by_a_matchs_params(void **state)
{
    (void)state;
    enum ht_mode m;
    assert_false(ht_mode_parse("versus", &m));
    ht_params p;
    assert_true(ht_params_decode(&p, "10x20:versus:1:seed=5"));
    assert_int_equal(p.mode, HT_VERSUS);
    assert_null(ht_params_check(&p));
    int w, h;
    assert_true(ht_category_parse("versus", &m, &w, &h));
    assert_int_equal(m, HT_VERSUS);
    assert_false(ht_mode_info_of(HT_VERSUS)->ranked);
}

static void other_modes_refuse_garbage(void **state)
{
    (void)state;
    ht_state st;
    ht_params p;
    ht_params_default(&p);
    p.mode = HT_MARATHON;
    assert_true(ht_new(&st, &p, 0));
    assert_false(ht_receive_garbage(&st, (ht_burst){ 1, 0 }, 0));
    assert_false(ht_opponent_out(&st, 0));
    assert_int_equal(st.status, HT_PLAYING);
}

/* ---- the move ---- */

static void the_move_text_is_exact(void **state)
{
    (void)state;
    char buf[HT_GARBAGE_MOVE_MAX];
    assert_int_equal(ht_garbage_move_write(buf, sizeof buf, (ht_burst){ 40, 29 }), 12);
    assert_string_equal(buf, "GARBAGE40,29");
    ht_burst b;
    assert_true(ht_garbage_move_parse("GARBAGE4,7", &b));
    assert_int_equal(b.rows, 4);
    assert_int_equal(b.col, 7);
    const char *bad[] = { "GARBAGE", "GARBAGE4", "GARBAGE4,", "GARBAGE,7", "GARBAGE04,7",
                          "GARBAGE4,07", "GARBAGE41,0", "GARBAGE4,7x", "garbage4,7",
                          "GARBAGE-1,2", "GARBAGE4,1000", "GARBAGE0,3" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_false(ht_garbage_move_parse(bad[i], &b));
    /* In range for the text, not for the well. */
    ht_state st;
    new_versus(&st, 3);
    bool carried = true;
    assert_true(ht_versus_word(&st, "GARBAGE1,10", 0, &carried));
    assert_false(carried);
    assert_true(ht_versus_word(&st, "GARBAGE1,9", 0, &carried));
    assert_true(carried);
    assert_false(ht_versus_word(&st, "DROP", 0, &carried));
    /* The link's words, and what only looks like them, for the recorder
     * to refuse from the player's own process. */
    assert_true(ht_garbage_link_word("GARBAGE4,7"));
    assert_true(ht_garbage_link_word("GARBAGE0,0"));
    assert_true(ht_garbage_link_word("GARBAGEx"));
    assert_true(ht_garbage_link_word("OPPONENTOUT"));
    assert_false(ht_garbage_link_word("DROP"));
    assert_false(ht_garbage_link_word("OPPONENT"));
    assert_false(ht_garbage_link_word("ASSIST"));
}

/* A game played with the rules' calls, and its log replayed by the
 * session: the same game, garbage and all. */
static void a_log_with_garbage_replays_to_the_same_game(void **state)
{
    (void)state;
    static const session_move moves[] = {
        { 100, "DROP" }, { 150, "GARBAGE3,2" }, { 300, "L" }, { 320, "DROP" },
        { 400, "CW" }, { 500, "GARBAGE2,8" }, { 500, "DROP" }, { 900, "R" },
        { 1200, "HOLD" }, { 4000, "DROP" }, { 4500, "GARBAGE1,0" },
    };
    enum { N = sizeof moves / sizeof moves[0] };
    ht_params p = versus_params(77);
    ht_state st;
    assert_true(ht_new(&st, &p, 0));
    for (size_t i = 0; i < N; i++) {
        bool carried;
        enum ht_action a;
        if (!ht_versus_word(&st, moves[i].text, moves[i].t_ms, &carried)) {
            assert_true(ht_action_parse(moves[i].text, &a));
            carried = ht_apply(&st, a, moves[i].t_ms);
        }
        assert_true(carried);
    }
    ht_advance(&st, 5000);
    assert_int_equal(st.versus.rows_risen, 5);
    assert_int_equal(st.versus.waiting_rows, 1);

    session_save sv = { .saved_at = 5000, .moves = moves, .nmoves = N };
    ht_params_encode(&p, sv.params, sizeof sv.params);
    char why[SESSION_LINE];
    ht_state *again = session_replay(&session_hextris, &sv, SIZE_MAX, why, sizeof why);
    assert_non_null(again);
    assert_memory_equal(again->well, st.well, sizeof st.well);
    assert_memory_equal(again->garbage_row, st.garbage_row, sizeof st.garbage_row);
    assert_int_equal(again->versus.waiting_rows, st.versus.waiting_rows);
    assert_int_equal(again->pieces, st.pieces);
    assert_int_equal(again->status, st.status);
    session_hextris.destroy(again);
}

/* Finesse goes on being judged through garbage, and through a garbage
 * move the game refuses (a column off its well). */
static void finesse_is_judged_through_garbage(void **state)
{
    (void)state;
    session g;
    session_init(&g, &session_hextris, NULL);
    ht_params p = versus_params(5);
    char params[HT_PARAMS_TEXT_MAX];
    ht_params_encode(&p, params, sizeof params);
    assert_true(session_new(&g, params, NULL, 0));
    const ht_state *st = session_state(&g);
    assert_false(session_play(&g, "GARBAGE1,10", 10, NULL, 0));
    assert_true(session_play(&g, "DROP", 20, NULL, 0));
    assert_int_equal(st->stats.finesse_judged, 1);
    assert_true(session_play(&g, "GARBAGE2,4", 30, NULL, 0));
    assert_true(session_play(&g, "DROP", 40, NULL, 0));
    assert_int_equal(st->versus.rows_risen, 2);
    assert_true(session_play(&g, "DROP", 50, NULL, 0));
    assert_int_equal(st->stats.finesse_judged, 3);
    session_free(&g);

    /* The judge's own copy of the game takes the garbage as the game does. */
    ht_finesse_log f;
    assert_true(ht_finesse_log_start(&f, &p, NULL, NULL));
    ht_state own;
    assert_true(ht_new(&own, &p, 0));
    static const session_move moves[] = {
        { 10, "GARBAGE3,6" }, { 20, "DROP" }, { 30, "OPPONENTOUT" },
    };
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        bool carried;
        enum ht_action a;
        if (!ht_versus_word(&own, moves[i].text, moves[i].t_ms, &carried)
            && ht_action_parse(moves[i].text, &a))
            ht_apply(&own, a, moves[i].t_ms);
        assert_true(ht_finesse_log_word(&f, moves[i].text, moves[i].t_ms));
    }
    assert_memory_equal(f.st.well, own.well, sizeof own.well);
    assert_int_equal(f.st.status, HT_WON);
    ht_finesse_log_free(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_table_sends_by_rows_combo_and_back_to_back),
        cmocka_unit_test(the_man_page_quotes_the_table),
        cmocka_unit_test(a_second_three_row_clear_is_back_to_back),
        cmocka_unit_test(a_clear_cancels_garbage_waiting_before_it_sends),
        cmocka_unit_test(garbage_rises_on_a_lock_without_a_clear_keeping_its_hole),
        cmocka_unit_test(sent_holes_follow_the_seed),
        cmocka_unit_test(the_queue_and_the_sent_ring_are_bounded),
        cmocka_unit_test(garbage_arriving_with_a_lock_waits_for_the_next_one),
        cmocka_unit_test(garbage_pushing_the_stack_past_the_top_ends_the_game),
        cmocka_unit_test(the_opponent_out_wins_the_game),
        cmocka_unit_test(versus_is_named_only_by_a_matchs_params),
        cmocka_unit_test(other_modes_refuse_garbage),
        cmocka_unit_test(the_move_text_is_exact),
        cmocka_unit_test(a_log_with_garbage_replays_to_the_same_game),
        cmocka_unit_test(finesse_is_judged_through_garbage),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
