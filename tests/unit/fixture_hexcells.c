/* hexcells in the session suite: small-easy on seed 9, a puzzle of 22
 * covered cells. */
#include "game_fixture.h"

#include "games/hexcells/hexcells.h"
#include "session/hexcells_session.h"

static void same(const void *av, const void *bv)
{
    const hc_game *a = ((const hexcells_play *)av)->game, *b = ((const hexcells_play *)bv)->game;
    const hc_puzzle *z = hc_game_puzzle(a);
    for (int col = 0; col < z->cols; col++) {
        for (int row = 0; row < z->rows; row++) {
            hc_see x = hc_game_show(a, col, row), y = hc_game_show(b, col, row);
            if (x.kind != y.kind || x.greyed != y.greyed) {
                print_message("cell %d,%d differs\n", col, row);
                fail();
            }
        }
    }
    assert_int_equal(hc_game_status(a), hc_game_status(b));
    assert_int_equal(hc_game_mistakes(a), hc_game_mistakes(b));
    assert_int_equal(hc_game_assisted(a), hc_game_assisted(b));
    assert_int_equal(hc_game_paused(a), hc_game_paused(b));
    assert_int_equal(hc_game_elapsed_ms(a, 10000), hc_game_elapsed_ms(b, 10000));
}

/* Calls by the cells' true colours, and a hint, which logic finds. */
static const fixture_move script[] = {
    { "B3,1", 1000 }, { "K1,2", 1300 }, { HEXCELLS_PAUSE, 1600 },
    { HEXCELLS_RESUME, 2000 }, { HEXCELLS_HINT, 2300 }, { "B4,1", 2600 },
};

/* The other cells, each by its true colour: the last wins. */
static size_t ending(fixture_move *out, size_t max)
{
    static const char *const calls[] = {
        "B5,1", "K3,2", "B2,2", "K0,3", "K2,3", "B4,3", "K5,3", "B6,3", "B0,4", "B1,4",
        "K2,4", "B3,4", "B4,4", "K5,4", "K2,5", "B3,5", "B4,5", "K5,5", "K3,6",
    };
    size_t n = 0;
    for (; n < max && n < sizeof calls / sizeof *calls; n++)
        out[n] = (fixture_move){ calls[n], 3000 + 100 * (int64_t)n };
    return n;
}

const game_fixture fixture_hexcells = {
    .name = "hexcells",
    .game = &session_hexcells,
    .params = "small-easy:seed=9",
    .script = script,
    .nscript = sizeof script / sizeof *script,
    .refused = "B3,1",
    .ending = ending,
    .same = same,
    .save = "tests/unit/fixtures/hexcells.save",
    .undo = true,
    .seed_after_42 = UINT64_C(623969757),
};
