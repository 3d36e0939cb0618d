/* hexcells in the shared suites: small-easy on seed 9, a puzzle of 22
 * covered cells. */
#include "game_fixture.h"

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_gen.h"
#include "session/hexcells_session.h"
#include "tui/hexcells_fe.h"
#include "tui/hexcells_keys.h"
#include "tui/term.h"

#define PARAMS "small-easy:seed=9"

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

/* The hint, then its cell's colour, until the puzzle is solved: the hint
 * takes the cursor to its cell. From the game the play keys leave. */
static size_t end_keys(int *out, size_t max)
{
    hc_params p;
    hc_puzzle *z = test_malloc(sizeof *z);
    assert_true(hc_params_decode(&p, PARAMS));
    assert_true(hc_generate(&p, z, NULL));
    hc_game *g = hc_game_new(z, &p);
    test_free(z);
    assert_non_null(g);
    hc_move first;
    assert_true(hc_move_parse("K0,3", &first));
    assert_int_not_equal(hc_game_apply(g, first, 0), HC_APPLY_NOOP);
    size_t n = 0;
    while (hc_game_status(g) != HC_WON && n + 2 <= max) {
        hc_hint h = hc_game_hint(g);
        assert_true(h.found);
        out[n++] = 'i';
        out[n++] = h.colour == HC_BLUE ? 'b' : 'x';
        hc_game_apply(g, (hc_move){ h.colour == HC_BLUE ? HC_MOVE_BLUE : HC_MOVE_BLACK,
                                    hc_col_of(h.slot), hc_row_of(h.slot) }, 0);
    }
    assert_int_equal(hc_game_status(g), HC_WON);
    hc_game_free(g);
    if (n < max)
        out[n++] = TK_ESC;   /* the box of the win closes at any key */
    return n;
}

static int run(const fixture_run *how, char *err, size_t len)
{
    hexcells_fe_options o = { .params = PARAMS, .colour = false, .hooks = how->hooks,
                              .resume = how->resume, .notice = how->notice,
                              .keys = how->keys };
    return hexcells_fe_run(&o, err, len);
}

const game_fixture fixture_hexcells = {
    .name = "hexcells",
    .game = &session_hexcells,
    .params = PARAMS,
    .script = script,
    .nscript = sizeof script / sizeof *script,
    .refused = "B3,1",
    .ending = ending,
    .same = same,
    .save = "tests/unit/fixtures/hexcells.save",
    .undo = true,
    .seed_after_42 = UINT64_C(623969757),
    .play = "x",    /* the first cell, K0,3, is black */
    .end_keys = end_keys,
    .help = "hexcells keys",
    .too_small = "terminal too small",
    .new_question = "Abandon this game for a new board? (y/n)",
    .moves_on_its_own = false,
    .notice_in_a_box = false,
    .loop_too_small = true,
    .keys = &hexcells_key_game,
    .run = run,
};
