/* Unit tests for hextris' reach search, hex finesse and bot: wells where
 * the fewest inputs are known by hand (a straight drop, a held move, a
 * turn at the wall that kicks, a tuck that needs a soft drop), the way
 * each search gives played again by the rules landing where it said, the
 * counting of a log's inputs, and the property that the bot's own inputs
 * are never a fault. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/hex.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_bot.h"
#include "games/hextris/hextris_finesse.h"
#include "games/hextris/hextris_reach.h"

#define CHECK(cond, ...)                                                   \
    do {                                                                   \
        if (!(cond)) {                                                     \
            print_message(__VA_ARGS__);                                    \
            fail_msg("check failed: %s", #cond);                           \
        }                                                                  \
    } while (0)

enum { T_PIECE = 1, I_PIECE = 7, STACK = 2 };

static ht_reach *reach;

static int setup(void **state)
{
    (void)state;
    reach = calloc(1, sizeof *reach);
    return reach ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    free(reach);
    return 0;
}

/* An empty w x h well at time 0 with piece id just come in at the spawn. */
static void fresh(ht_state *st, int w, int h, int id)
{
    ht_params p;
    ht_params_default(&p);
    p.width = w;
    p.height = h;
    p.seed = 7;
    assert_true(ht_new(st, &p, 0));
    memset(st->well, 0, sizeof st->well);
    st->piece = id;
    st->rot = 0;
    st->centre = hex_from_offset((hex_offset){ (w - 1) / 2, 1 }, HEX_ODD_Q);
    st->lowest_row = 1;
    st->lock_resets = 0;
    st->lock_active = false;
}

static ht_pose pose_at(int col, int row, int rot)
{
    return (ht_pose){ hex_from_offset((hex_offset){ col, row }, HEX_ODD_Q), rot };
}

static bool same_place(int piece, ht_pose a, ht_pose b)
{
    return ht_reach_cells_key(piece, a) == ht_reach_cells_key(piece, b);
}

/* Plays a way on a copy of st: where the piece locked. Its DROP may find
 * the piece locking where it is already (lock resets spent). */
static ht_pose play_way(const ht_state *st, const enum ht_input *way, int n)
{
    ht_state s = *st;
    ht_pose at = { s.centre, s.rot };
    for (int i = 0; i < n; i++) {
        if (way[i] == HT_IN_DROP && ht_next_deadline(&s) <= s.now_ms) {
            CHECK(i == n - 1, "the piece locks at input %d of %d", i, n);
            return (ht_pose){ s.centre, s.rot };
        }
        if (way[i] == HT_IN_DROP)
            at = (ht_pose){ hex_add(s.centre, hex_scale(hex_direction(HEX_FLAT_S),
                                                       ht_drop_distance(&s))), s.rot };
        CHECK(ht_input_play(&s, way[i]), "input %d (%s) refused", i, ht_input_name(way[i]));
    }
    return at;
}

/* ---- known by hand ---- */

/* A piece dropped where it comes in: one input. Held to a wall: two. */
static void test_drop_and_held_move(void **state)
{
    (void)state;
    ht_state st;
    fresh(&st, 10, 20, T_PIECE);
    enum ht_input way[HT_WAY_MAX];
    int landing_row = 19;
    assert_int_equal(ht_finesse_shortest(reach, &st, pose_at(4, landing_row, 0), way), 1);
    assert_int_equal(way[0], HT_IN_DROP);
    /* T rot 0 is the centre under N, NE, NW: against the left wall its
     * centre is in column 1. */
    int n = ht_finesse_shortest(reach, &st, pose_at(1, landing_row, 0), way);
    assert_int_equal(n, 2);
    assert_int_equal(way[0], HT_IN_LEFT_HELD);
    /* One column over: a tap, not a held key. */
    n = ht_finesse_shortest(reach, &st, pose_at(3, landing_row, 0), way);
    assert_int_equal(n, 2);
    assert_int_equal(way[0], HT_IN_LEFT);
    /* Two columns: two taps (a held key would go to the wall). */
    assert_int_equal(ht_finesse_shortest(reach, &st, pose_at(2, landing_row, 0), way), 3);
}

/* The I turned once (a diagonal bar: NE and SW of its centre) against the
 * left wall: its centre in column 1. At the wall the turn does not fit
 * and the game kicks it one column right, which lands it right there:
 * L* CW DROP (or CW L* DROP), three inputs, and no two-input way. */
static void test_turn_at_the_wall(void **state)
{
    (void)state;
    ht_state st;
    fresh(&st, 10, 20, I_PIECE);
    ht_state s = st;
    assert_true(ht_input_play(&s, HT_IN_LEFT_HELD));
    assert_int_equal(ht_active_centre(&s).col, 0);
    assert_true(ht_input_play(&s, HT_IN_CW));
    assert_int_equal(ht_active_centre(&s).col, 1);   /* the kick */
    assert_int_equal(s.rot, 1);
    ht_pose target = { hex_add(s.centre, hex_scale(hex_direction(HEX_FLAT_S),
                                                   ht_drop_distance(&s))), 1 };
    enum ht_input way[HT_WAY_MAX];
    int n = ht_finesse_shortest(reach, &st, target, way);
    assert_int_equal(n, 3);
    assert_true(same_place(I_PIECE, play_way(&st, way, n), target));
}

/* A tuck. 6 x 10 well: a roof over column 0 at row 6, column 2 stacked
 * from row 5 down. The vertical I can only get under the roof by falling
 * down the open column 1 and then moving left along the floor: L (to
 * column 1), S* (down column 1), L (under the roof), DROP — four inputs.
 * Held left from the top stops above the roof; dropping in column 2 lands
 * on its stack. */
static void tuck_well(ht_state *st)
{
    fresh(st, 6, 10, I_PIECE);
    st->well[6][0] = STACK;
    for (int r = 5; r < 10; r++)
        st->well[r][2] = STACK;
}

static void test_tuck_needs_soft_drop(void **state)
{
    (void)state;
    ht_state st;
    tuck_well(&st);
    ht_pose under = pose_at(0, 8, 0);
    enum ht_input way[HT_WAY_MAX];
    int n = ht_finesse_shortest(reach, &st, under, way);
    assert_int_equal(n, 4);
    bool soft = false;
    for (int i = 0; i < n; i++)
        soft = soft || way[i] == HT_IN_SOFT_HELD || way[i] == HT_IN_SOFT;
    assert_true(soft);
    assert_true(same_place(I_PIECE, play_way(&st, way, n), under));
    /* Above the roof: L* then DROP. */
    assert_int_equal(ht_finesse_shortest(reach, &st, pose_at(0, 4, 0), way), 2);
}

/* Every way the search gives, played again input by input on the rules,
 * locks where the search said, at its cost. */
static void test_every_way_lands(void **state)
{
    (void)state;
    ht_state st;
    for (int id = 1; id <= HT_PIECES; id++) {
        tuck_well(&st);
        st.piece = id;
        int n = ht_reach_search(reach, &st, false);
        CHECK(n > 0, "piece %d: no placement", id);
        for (int i = 0; i < n; i++) {
            enum ht_input way[HT_WAY_MAX];
            int k = ht_reach_way(reach, i, way);
            CHECK(k == reach->placement[i].cost, "piece %d placement %d", id, i);
            ht_pose at = play_way(&st, way, k);
            CHECK(same_place(id, at, reach->placement[i].pose), "piece %d placement %d", id, i);
        }
    }
}

/* A piece whose lock resets are spent locks at once when it touches
 * down: a held move that touches down on the way ends there, and the
 * search never plays a move after it (which would lock the piece in the
 * search's own copy of the game and search the next one). */
static void test_spent_resets_end_a_held_move(void **state)
{
    (void)state;
    ht_state st;
    fresh(&st, 10, 20, T_PIECE);
    for (int r = 2; r < 20; r++)
        st.well[r][2] = STACK;
    st.lock_resets = HT_LOCK_RESETS;
    int n = ht_reach_search(reach, &st, false);
    assert_true(n > 0);
    assert_int_equal(reach->scratch.piece, T_PIECE);
    assert_int_equal(reach->scratch.pieces, st.pieces);
    for (int i = 0; i < n; i++) {
        enum ht_input way[HT_WAY_MAX];
        int k = ht_reach_way(reach, i, way);
        ht_pose at = play_way(&st, way, k);
        CHECK(same_place(T_PIECE, at, reach->placement[i].pose), "placement %d", i);
    }
    /* Held left from the spawn stops on the pillar, where it touches down. */
    ht_state s = st;
    assert_true(ht_input_play(&s, HT_IN_LEFT_HELD));
    assert_int_equal(s.pieces, st.pieces);
    assert_true(ht_next_deadline(&s) <= s.now_ms);
}

/* ---- counting a log ---- */

typedef struct {
    ht_finesse_piece last;
    int count, faults, unknown;
} tally;

static void told(void *ctx, const ht_finesse_piece *p)
{
    tally *t = ctx;
    t->last = *p;
    t->count++;
    t->faults += ht_finesse_fault(p);
    t->unknown += p->fewest < 0;
}

static void feed(ht_finesse_log *f, const enum ht_action *moves, int n, int64_t t)
{
    for (int i = 0; i < n; i++)
        CHECK(ht_finesse_log_move(f, moves[i], t), "move %d refused", i);
}

/* The tally of moves played at time 0 on st, then time to end_ms. */
static tally judge(const ht_state *st, const enum ht_action *moves, int n, int64_t end_ms)
{
    ht_finesse_log f;
    tally t = { 0 };
    assert_true(ht_finesse_log_from(&f, st, told, &t));
    feed(&f, moves, n, 0);
    ht_finesse_log_advance(&f, end_ms);
    ht_finesse_log_free(&f);
    return t;
}

/* The tuck played the short way: four inputs, however many soft drops
 * and moves the held keys made. Played with a needless turn there and
 * back: six, a fault, and the summary's way is the four. */
static void test_log_counts_tuck(void **state)
{
    (void)state;
    ht_state st;
    tuck_well(&st);
    const enum ht_action clean[] = { HT_LEFT, HT_SOFT, HT_SOFT, HT_SOFT, HT_SOFT, HT_SOFT,
                                     HT_SOFT, HT_SOFT, HT_LEFT, HT_DROP };
    tally t = judge(&st, clean, sizeof clean / sizeof clean[0], 0);
    assert_int_equal(t.count, 1);
    assert_int_equal(t.last.used, 4);
    assert_int_equal(t.last.fewest, 4);
    assert_false(ht_finesse_fault(&t.last));

    const enum ht_action wasteful[] = { HT_LEFT, HT_CW, HT_CCW, HT_SOFT, HT_SOFT, HT_SOFT,
                                        HT_SOFT, HT_SOFT, HT_SOFT, HT_SOFT, HT_LEFT, HT_DROP };
    tally u = judge(&st, wasteful, sizeof wasteful / sizeof wasteful[0], 0);
    assert_int_equal(u.count, 1);
    assert_int_equal(u.last.used, 6);
    assert_int_equal(u.last.fewest, 4);
    assert_true(ht_finesse_fault(&u.last));
    assert_int_equal(u.last.way_len, 4);
    /* The summary's line: the piece, its inputs and the shortest way. */
    char line[80], way[40];
    ht_way_text(u.last.way, u.last.way_len, way, sizeof way);
    ht_finesse_line(&u.last, line, sizeof line);
    char want[80];
    snprintf(want, sizeof want, "#1 I: 6 inputs, fewest 4: %s", way);
    assert_string_equal(line, want);
    assert_non_null(strstr(way, "S*"));
    assert_int_equal(strcmp(way + strlen(way) - 4, "DROP"), 0);
}

/* A cave in mid-air: column 0 open at rows 3..5 only, under a roof at
 * row 2 and over a stack from row 6; column 1 open all the way down, the
 * columns right of it full from row 3. The vertical I gets in only by
 * letting go of the soft drop with its centre at row 4: L, S (let go in
 * the air), L, DROP. Held down it falls past the cave into a shaft where
 * it can neither turn nor climb, and from the top held left meets the
 * roof; so the quick search cannot reach it, and the thorough one finds
 * it in four. */
static void test_cave_needs_soft_drop_let_go(void **state)
{
    (void)state;
    ht_state st;
    fresh(&st, 6, 10, I_PIECE);
    st.well[2][0] = STACK;
    for (int r = 6; r < 10; r++)
        st.well[r][0] = STACK;
    for (int c = 2; c < 6; c++)
        for (int r = 3; r < 10; r++)
            st.well[r][c] = STACK;
    ht_pose cave = pose_at(0, 4, 0);
    ht_reach_search(reach, &st, false);
    assert_int_equal(ht_reach_find(reach, I_PIECE, cave), -1);
    enum ht_input way[HT_WAY_MAX];
    int n = ht_finesse_shortest(reach, &st, cave, way);
    assert_int_equal(n, 4);
    assert_int_equal(way[0], HT_IN_LEFT);
    assert_int_equal(way[1], HT_IN_SOFT);
    assert_int_equal(way[2], HT_IN_LEFT);
    assert_int_equal(way[3], HT_IN_DROP);
    /* Played: left against the roof, three soft drops, left into the
     * cave. Left held down all along does just that (it slides in as
     * soon as it can), so it counts as one key: three inputs, under the
     * fewest, never a fault. */
    const enum ht_action moves[] = { HT_LEFT, HT_SOFT, HT_SOFT, HT_SOFT, HT_LEFT, HT_DROP };
    tally t = judge(&st, moves, 6, 0);
    assert_int_equal(t.count, 1);
    assert_true(same_place(I_PIECE, t.last.pose, cave));
    assert_int_equal(t.last.used, 3);
    assert_int_equal(t.last.fewest, 4);
    assert_false(ht_finesse_fault(&t.last));
}

/* Moves one at a time to the wall count as one held key; the same number
 * stopping short of it count each; a key held through a turn is still one.
 * A piece left to lock by itself counts its end like a hard drop. */
static void test_log_counts_runs(void **state)
{
    (void)state;
    ht_state st;
    fresh(&st, 10, 20, T_PIECE);
    const enum ht_action to_wall[] = { HT_LEFT, HT_LEFT, HT_LEFT, HT_DROP };
    tally t = judge(&st, to_wall, 4, 0);
    assert_int_equal(t.last.used, 2);
    assert_int_equal(t.last.fewest, 2);

    /* Gravity brings it down 18 rows in 18 s and it locks half a second
     * later; the next piece would take as long again. */
    const enum ht_action short_of_it[] = { HT_LEFT, HT_LEFT };
    tally u = judge(&st, short_of_it, 2, 25000);
    assert_int_equal(u.count, 1);
    assert_int_equal(u.last.used, 3);
    assert_int_equal(u.last.fewest, 3);
    assert_false(ht_finesse_fault(&u.last));

    /* Left held through a turn: the turned I slides on to the wall at
     * once, the same one key (CW, held left, CCW, drop: four), and still
     * a fault against L* DROP. */
    fresh(&st, 10, 20, I_PIECE);
    const enum ht_action held_through[] = { HT_CW, HT_LEFT, HT_LEFT, HT_LEFT, HT_CCW,
                                            HT_LEFT, HT_DROP };
    tally v = judge(&st, held_through, 7, 0);
    assert_int_equal(v.last.used, 4);
    assert_int_equal(v.last.fewest, 2);
    assert_true(ht_finesse_fault(&v.last));
}

/* The words of a session's log: the rules' actions are played, another
 * word (the session's ASSIST) changes nothing; the tally counts. */
static void test_log_words_and_tally(void **state)
{
    (void)state;
    ht_state st;
    fresh(&st, 10, 20, T_PIECE);
    ht_finesse_log f;
    tally t = { 0 };
    assert_true(ht_finesse_log_from(&f, &st, told, &t));
    assert_true(ht_finesse_log_word(&f, "ASSIST", 0));
    assert_true(ht_finesse_log_word(&f, "CW", 0));
    assert_true(ht_finesse_log_word(&f, "CCW", 0));
    assert_true(ht_finesse_log_word(&f, "DROP", 0));
    ht_finesse_log_free(&f);
    assert_int_equal(t.count, 1);
    assert_int_equal(t.last.used, 3);
    assert_int_equal(t.last.fewest, 1);
    ht_finesse_tally y = { 0 };
    assert_int_equal(ht_finesse_clean_percent(&y), 100);
    ht_finesse_tally_add(&y, &t.last);
    ht_finesse_piece clean = t.last;
    clean.used = clean.fewest;
    ht_finesse_tally_add(&y, &clean);
    ht_finesse_piece unknown = t.last;
    unknown.fewest = -1;
    ht_finesse_tally_add(&y, &unknown);
    assert_int_equal(y.pieces, 3);
    assert_int_equal(y.judged, 2);
    assert_int_equal(y.faults, 1);
    assert_int_equal(ht_finesse_clean_percent(&y), 50);
    /* Unknown fewest: the line has no way. */
    char line[40];
    ht_finesse_line(&unknown, line, sizeof line);
    assert_string_equal(line, "#1 T: 3 inputs");
}

/* The log keeps its latest faults for the summary, oldest first. */
static void test_log_keeps_latest_faults(void **state)
{
    (void)state;
    ht_params p;
    ht_params_default(&p);
    p.seed = 4;
    ht_finesse_log f;
    assert_true(ht_finesse_log_start(&f, &p, NULL, NULL));
    /* Five pieces, each turned there and back before its drop: five
     * faults, the last three kept. */
    for (int i = 0; i < 5; i++) {
        assert_true(ht_finesse_log_move(&f, HT_CW, 10 * i));
        assert_true(ht_finesse_log_move(&f, HT_CCW, 10 * i));
        assert_true(ht_finesse_log_move(&f, HT_DROP, 10 * i));
    }
    assert_int_equal(f.tally.pieces, 5);
    assert_int_equal(f.tally.faults, 5);
    assert_int_equal(f.faults_kept, HT_FINESSE_FAULTS_KEPT);
    for (int i = 0; i < HT_FINESSE_FAULTS_KEPT; i++)
        assert_int_equal(f.faults[i].number, 5 - HT_FINESSE_FAULTS_KEPT + 1 + i);
    ht_finesse_log_free(&f);
}

/* ---- the bot ---- */

typedef struct {
    ht_finesse_log *f;
    int moves;
} logger;

static void log_move(void *ctx, enum ht_action a, int64_t t)
{
    logger *l = ctx;
    CHECK(ht_finesse_log_move(l->f, a, t), "the log refused the bot's move %d", l->moves);
    l->moves++;
}

/* The property: over whole bot games, no piece the bot placed used more
 * inputs than the fewest, and every placement was judged. */
static void test_bot_is_never_a_fault(void **state)
{
    (void)state;
    /* Two full wells and a wide, shallow one, where held moves run long
     * and pieces touch down on the way. */
    static const struct { int w, h; uint64_t seed; } games[] = {
        { 10, 20, 1 }, { 10, 20, 2 }, { 30, 8, 3 },
    };
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        ht_params p;
        ht_params_default(&p);
        p.width = games[g].w;
        p.height = games[g].h;
        p.seed = games[g].seed;
        ht_state st;
        assert_true(ht_new(&st, &p, 0));
        ht_finesse_log f;
        tally t = { 0 };
        assert_true(ht_finesse_log_start(&f, &p, told, &t));
        logger l = { &f, 0 };
        while (st.status == HT_PLAYING && st.pieces < 150) {
            CHECK(ht_bot_play_piece(reach, &st, log_move, &l), "game %d piece %d", (int)g,
                  st.pieces);
            ht_advance(&st, st.now_ms + 1);
        }
        ht_finesse_log_advance(&f, st.now_ms);
        ht_finesse_log_free(&f);
        CHECK(t.count == st.pieces, "game %d: %d judged of %d", (int)g, t.count, st.pieces);
        CHECK(t.faults == 0, "game %d: %d faults, last used %d fewest %d", (int)g, t.faults,
              t.last.used, t.last.fewest);
        CHECK(t.unknown == 0, "game %d: %d unjudged", (int)g, t.unknown);
        CHECK(st.pieces == 150, "game %d: topped out after %d", (int)g, st.pieces);
    }
}

/* The evaluation prefers a well with no holes: an I dropped into a
 * one-wide gap scores above the same I laid across it. */
static void test_bot_fills_the_gap(void **state)
{
    (void)state;
    ht_state st;
    fresh(&st, 6, 10, I_PIECE);
    for (int r = 7; r < 10; r++)
        for (int c = 0; c < 6; c++)
            st.well[r][c] = c == 3 ? 0 : STACK;
    ht_bot_choice c;
    st.hold_used = true;
    assert_true(ht_bot_choose(reach, &st, &c));
    assert_true(same_place(I_PIECE, c.pose, pose_at(3, 8, 0)));
    assert_false(c.hold);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_drop_and_held_move),
        cmocka_unit_test(test_turn_at_the_wall),
        cmocka_unit_test(test_tuck_needs_soft_drop),
        cmocka_unit_test(test_cave_needs_soft_drop_let_go),
        cmocka_unit_test(test_every_way_lands),
        cmocka_unit_test(test_spent_resets_end_a_held_move),
        cmocka_unit_test(test_log_counts_tuck),
        cmocka_unit_test(test_log_counts_runs),
        cmocka_unit_test(test_log_words_and_tally),
        cmocka_unit_test(test_log_keeps_latest_faults),
        cmocka_unit_test(test_bot_fills_the_gap),
        cmocka_unit_test(test_bot_is_never_a_fault),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
