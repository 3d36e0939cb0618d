/* Unit tests for what a watcher is drawn: only what the player has seen.
 * A hexmines or hexcells game paused shows its player no board, so its
 * watcher (and its replay) shows none either; running, the board shows. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells.h"
#include "session/game.h"
#include "session/hexcells_session.h"
#include "session/hexmines_session.h"
#include "tui/canvas.h"
#include "tui/hexcells_replay.h"
#include "tui/hexmines_replay.h"

/* Characters drawn below the status line and above the two lines of the
 * viewer's own: the board, when it shows. */
static int board_marks(const char *dump, int w, int h)
{
    int marks = 0, row = 0, col = 0;
    for (const char *p = dump; *p; p++) {
        if (*p == '\n') {
            row++;
            col = 0;
            continue;
        }
        if (row >= 2 && row < h - 2 && col < w && *p != ' ')
            marks++;
        col++;
    }
    return marks;
}

static int drawn(replay_drawer *draw, const void *state, int64_t t, bool live)
{
    enum { W = 80, H = 24 };
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, W, H), 0);
    replay_frame f = { .status = "LIVE 0:01  move 2", .keys = "q quit", .live = live };
    draw(&c, state, t, NULL, &f);
    char *d = canvas_dump(&c);
    assert_non_null(d);
    int marks = board_marks(d, W, H);
    free(d);
    canvas_free(&c);
    return marks;
}

static void a_paused_game_shows_its_watcher_no_board(replay_drawer *draw,
                                                     const session_game *g, const char *params,
                                                     const char *first)
{
    void *st = g->create(params, NULL, 0);
    assert_non_null(st);
    if (first)
        assert_true(g->apply(st, first, 100, NULL, 0));
    assert_true(drawn(draw, st, 200, true) > 0);
    assert_true(g->apply(st, g->pause_move, 300, NULL, 0));
    assert_int_equal(drawn(draw, st, 400, true), 0);
    assert_int_equal(drawn(draw, st, 400, false), 0);
    assert_true(g->apply(st, g->resume_move, 500, NULL, 0));
    assert_true(drawn(draw, st, 600, true) > 0);
    g->destroy(st);
}

static void a_paused_hexmines_game_shows_no_board(void **state)
{
    (void)state;
    a_paused_game_shows_its_watcher_no_board(hexmines_replay_draw, &session_hexmines,
                                             "rect:9x9:10:noguess:seed=42", "O4,4");
}

/* A right call on the puzzle of params, which starts its clock. */
static void first_blue(const char *params, char *move, size_t cap)
{
    hexcells_play *st = session_hexcells.create(params, NULL, 0);
    assert_non_null(st);
    const hc_puzzle *p = hc_game_puzzle(st->game);
    move[0] = '\0';
    for (int slot = 0; slot < HC_SLOTS && !move[0]; slot++)
        if (p->at[slot].kind == HC_CELL && p->at[slot].colour == HC_BLUE && !p->at[slot].revealed)
            snprintf(move, cap, "B%d,%d", hc_col_of(slot), hc_row_of(slot));
    session_hexcells.destroy(st);
    assert_true(move[0] != '\0');
}

static void a_paused_hexcells_puzzle_shows_no_board(void **state)
{
    (void)state;
    char move[HC_MOVE_TEXT_MAX];
    first_blue("small-easy:seed=5", move, sizeof move);
    a_paused_game_shows_its_watcher_no_board(hexcells_replay_draw, &session_hexcells,
                                             "small-easy:seed=5", move);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_paused_hexmines_game_shows_no_board),
        cmocka_unit_test(a_paused_hexcells_puzzle_shows_no_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
