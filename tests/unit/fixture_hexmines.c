/* hexmines in the session suite: beginner board 42. */
#include "game_fixture.h"

#include "games/hexmines/hexmines.h"
#include "session/hexmines_session.h"

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
};
