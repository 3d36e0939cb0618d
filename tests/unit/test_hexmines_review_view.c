/* Unit tests for the loss review's screen text and cells (tui/hexmines_review_view.h):
 * the board before the fatal move, the status line's odds, the message's
 * reasoning cut to fit (the last steps kept), a forced guess. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "games/hexmines/hexmines.h"
#include "hexmines_testutil.h"
#include "tui/hexmines_keys.h"
#include "tui/hexmines_review_view.h"
#include "tui/term.h"
#include "tui/wrap.h"

/* 1 ? 1 ? ? F *, lost on the col 1 mine: col 3 is safe, two steps away. */
static hm_game *two_step_loss(hexmines_review *v)
{
    hm_game *g = layout_game(7, 1, (const int[]){ 1, 6 }, 2);
    play(g, "O0,0");
    play(g, "O0,2");
    play(g, "F0,5");
    play(g, "O0,1");
    assert_true(hm_review_make(g, &v->r));
    v->b = hm_game_board(g);
    return g;
}

static void test_cells_show_the_board_before_the_move(void **state)
{
    (void)state;
    hexmines_review v;
    hm_game *g = two_step_loss(&v);
    assert_int_equal(hexmines_review_cell(&v, 0, 0).kind, MV_OPEN);
    assert_int_equal(hexmines_review_cell(&v, 0, 0).number, 1);
    assert_int_equal(hexmines_review_cell(&v, 0, 1).kind, MV_EXPLODED);
    assert_int_equal(hexmines_review_cell(&v, 0, 3).kind, MV_HIDDEN);
    assert_int_equal(hexmines_review_cell(&v, 0, 5).kind, MV_FLAG);
    /* a mine not revealed stays covered, as it was */
    assert_int_equal(hexmines_review_cell(&v, 0, 6).kind, MV_HIDDEN);
    assert_int_equal(hexmines_review_cell(&v, 0, 7).kind, MV_OFF);
    hex_offset at;
    assert_true(hexmines_review_highlight(&v, &at));
    assert_int_equal(at.col, 3);
    assert_int_equal(at.row, 0);
    hm_review_free(&v.r);
    hm_game_free(g);
}

/* Every cell the review's words name is marked on the board: the numbers
 * each told step rests on and the cells the steps decide on the way; the
 * safe cell itself is the highlight. Told fewer steps, fewer cells. */
static void test_the_cells_the_reasoning_names_are_marked(void **state)
{
    (void)state;
    hexmines_review v;
    hm_game *g = two_step_loss(&v);
    char status[200], msg[1000];
    hexmines_view mv = { 0 };
    hexmines_review_show(&v, NULL, &mv, 200, status, sizeof status, msg, sizeof msg);
    assert_int_equal(mv.nnamed, 3);
    int seen = 0;
    for (int i = 0; i < mv.nnamed; i++) {
        assert_int_equal(mv.named[i].row, 0);
        seen |= 1 << mv.named[i].col;
    }
    assert_int_equal(seen, 1 << 0 | 1 << 1 | 1 << 2);
    hex_offset named[HEXMINES_VIEW_NAMED_MAX];
    assert_int_equal(hexmines_review_named(&v, 1, named, HEXMINES_VIEW_NAMED_MAX), 1);
    assert_int_equal(named[0].col, 2);
    hm_review_free(&v.r);
    hm_game_free(g);
}

static void test_status_gives_the_cell_its_odds_and_the_keys(void **state)
{
    (void)state;
    hexmines_review v;
    hm_game *g = two_step_loss(&v);
    char status[200];
    hexmines_review_status(&v, NULL, status, sizeof status);
    assert_string_equal(status, "REVIEW  you revealed row 1, col 2: a proven mine   "
                                "Enter: practice  v: back");
    /* The review key bound elsewhere: the status names it. */
    keymap m;
    keymap_init(&m, &hexmines_key_game);
    const int back[] = { TK_BACKSPACE, 'v' };
    keymap_bind(&m, MJ_REVIEW, back, 2);
    hexmines_review_status(&v, &m, status, sizeof status);
    assert_non_null(strstr(status, "Enter: practice  Backspace: back"));
    hm_review_free(&v.r);
    hm_game_free(g);
}

static int lines_at(const char *text, int width)
{
    int start[16], len[16];
    return wrap_lines(text, width, 16, start, len);
}

static void test_message_keeps_the_last_steps_when_short_of_room(void **state)
{
    (void)state;
    hexmines_review v;
    hm_game *g = two_step_loss(&v);
    char msg[1000];
    hexmines_review_message(&v, 200, 3, msg, sizeof msg);
    assert_string_equal(msg, "Safe was row 1, col 4 (highlighted): the 1 at row 1, col 1 needs"
                             " every hidden neighbour left as a mine, so row 1, col 2 is a mine;"
                             " then the 1 at row 1, col 3 already has all its mines, so row 1,"
                             " col 4 is safe.");
    hexmines_review_message(&v, 60, 3, msg, sizeof msg);
    assert_true(lines_at(msg, 60) <= 3);
    assert_string_equal(msg, "Safe was row 1, col 4 (highlighted): after 1 simpler deduction,"
                             " the 1 at row 1, col 3 already has all its mines, so row 1,"
                             " col 4 is safe.");
    hm_review_free(&v.r);
    hm_game_free(g);
}

static void test_a_fifty_fifty_is_a_forced_guess_with_its_odds(void **state)
{
    (void)state;
    /* ? 1 ? with one mine, revealed on the left: a forced guess, and the
     * other side no safer, so nothing is highlighted. */
    hm_game *g = layout_game(3, 1, (const int[]){ 0 }, 1);
    play(g, "O0,1");
    play(g, "O0,0");
    hexmines_review v;
    assert_true(hm_review_make(g, &v.r));
    v.b = hm_game_board(g);
    char status[200], msg[1000];
    hexmines_review_status(&v, NULL, status, sizeof status);
    assert_non_null(strstr(status, "you revealed row 1, col 1: 50.0% a mine"));
    hexmines_review_message(&v, 200, 3, msg, sizeof msg);
    assert_non_null(strstr(msg, "A forced guess: no cell was safe (a classic board may need"
                                " one), and none was safer than yours."));
    hex_offset at;
    assert_false(hexmines_review_highlight(&v, &at));
    hm_review_free(&v.r);
    hm_game_free(g);

    /* ? ? 1 ? ? ? ? with 2 mines, revealed at col 1: the 1 has one of
     * cols 1 and 3 (50% each), the other mine is in one of the four cells
     * left (25% each): those were safer. */
    g = layout_game(7, 1, (const int[]){ 1, 6 }, 2);
    play(g, "O0,2");
    play(g, "O0,1");
    assert_true(hm_review_make(g, &v.r));
    v.b = hm_game_board(g);
    assert_int_equal(v.r.safety, HM_REVIEW_FORCED);
    hexmines_review_message(&v, 200, 3, msg, sizeof msg);
    assert_non_null(strstr(msg, "Safest was row 1, col "));
    assert_true(hexmines_review_highlight(&v, &at));
    assert_true(v.r.p_safest < v.r.p_mine);
    hm_review_free(&v.r);
    hm_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cells_show_the_board_before_the_move),
        cmocka_unit_test(test_the_cells_the_reasoning_names_are_marked),
        cmocka_unit_test(test_status_gives_the_cell_its_odds_and_the_keys),
        cmocka_unit_test(test_message_keeps_the_last_steps_when_short_of_room),
        cmocka_unit_test(test_a_fifty_fifty_is_a_forced_guess_with_its_odds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
