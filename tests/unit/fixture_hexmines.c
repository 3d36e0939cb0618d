/* hexmines in the shared suites: beginner board 42. */
#include "game_fixture.h"

#include "games/hexmines/hexmines.h"
#include "session/hexmines_session.h"
#include "tui/hexmines_fe.h"
#include "tui/hexmines_keys.h"
#include "tui/term.h"

static void same(const void *av, const void *bv)
{
    const hm_game *a = av, *b = bv;
    const hm_board *ba = hm_game_board(a);
    for (int r = 0; r < ba->height; r++) {
        for (int c = 0; c < ba->width; c++) {
            hm_show x = hm_game_cell(a, r, c), y = hm_game_cell(b, r, c);
            if (x.kind != y.kind || x.number != y.number) {
                print_message("cell %d,%d differs\n", r, c);
                fail();
            }
        }
    }
    assert_int_equal(hm_game_status(a), hm_game_status(b));
    assert_int_equal(hm_game_mines_left(a), hm_game_mines_left(b));
    assert_int_equal(hm_game_assisted(a), hm_game_assisted(b));
    assert_int_equal(hm_game_paused(a), hm_game_paused(b));
}

/* 2,0 and 3,1 are mines once 4,4 is open; a cell off the board is
 * refused (opening the flagged 2,0 would be a wasted click, taken and
 * logged). */
static const fixture_move script[] = {
    { "O4,4", 1000 }, { "F2,0", 1300 }, { HEXMINES_PAUSE, 1600 },
    { HEXMINES_RESUME, 2000 }, { "H", 2300 }, { "F3,1", 2600 },
};

static size_t ending(fixture_move *out, size_t max)
{
    static const fixture_move open_a_mine[] = { { "F2,0", 3000 }, { "O2,0", 3100 } };
    size_t n = 0;
    for (; n < max && n < sizeof open_a_mine / sizeof *open_a_mine; n++)
        out[n] = open_a_mine[n];
    return n;
}

/* Once 4,4 is open, 2,0 is a mine: the cursor goes there and opens it. */
static size_t end_keys(int *out, size_t max)
{
    static const int open_a_mine[] = { TK_UP, TK_UP, TK_HOME, ' ' };
    size_t n = 0;
    for (; n < max && n < sizeof open_a_mine / sizeof *open_a_mine; n++)
        out[n] = open_a_mine[n];
    return n;
}

static int run(const fixture_run *how, char *err, size_t len);

const game_fixture fixture_hexmines = {
    .name = "hexmines",
    .game = &session_hexmines,
    .params = "rect:9x9:10:noguess:seed=42",
    .script = script,
    .nscript = sizeof script / sizeof *script,
    .refused = "O9,9",
    .ending = ending,
    .same = same,
    .save = "tests/unit/fixtures/hexmines.save",
    .undo = true,
    .seed_after_42 = UINT64_C(495381806),
    .play = " ",
    .end_keys = end_keys,
    .help = "hexmines keys",
    .too_small = "need at least 30x5",
    .new_question = "Abandon this game for a new board? (y/n)",
    .moves_on_its_own = false,
    .notice_in_a_box = false,
    .loop_too_small = false,
    .keys = &hexmines_key_game,
    .run = run,
};

static int run(const fixture_run *how, char *err, size_t len)
{
    hexmines_fe_options o = { .colour = false, .keys = HEXMINES_KEYS_ALL, .keymap = how->keys,
                              .hooks = how->hooks, .resume = how->resume,
                              .notice = how->notice };
    assert_true(hm_params_decode(&o.params, fixture_hexmines.params));
    return hexmines_fe_run(&o, err, len);
}
