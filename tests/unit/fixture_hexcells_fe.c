/* hexcells in the play suite, on its session fixture's puzzle. */
#include "play_fixture.h"

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_gen.h"
#include "tui/hexcells_fe.h"
#include "tui/hexcells_keys.h"
#include "tui/term.h"

extern const game_fixture fixture_hexcells;

/* The first cell the cursor is on: black. */
#define FIRST_CALL "K0,3"

/* The hint, then its cell's colour, until the puzzle is solved: the hint
 * takes the cursor to its cell. From the game the play keys leave. */
static size_t end_keys(int *out, size_t max)
{
    hc_params p;
    hc_puzzle *z = test_malloc(sizeof *z);
    assert_true(hc_params_decode(&p, fixture_hexcells.params));
    assert_true(hc_generate(&p, z, NULL));
    hc_game *g = hc_game_new(z, &p);
    test_free(z);
    assert_non_null(g);
    hc_move first;
    assert_true(hc_move_parse(FIRST_CALL, &first));
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

/* The keys after a hint act where it put the cursor however slow the
 * machine: each hint is waited for whole (a minute at most). */
static const hexcells_ui_options wait_for_hints = { .think_wait_ms = 60000 };

const play_fixture fixture_hexcells_fe = {
    .rules = &fixture_hexcells,
    .play = "x",   /* FIRST_CALL */
    .end_keys = end_keys,
    .help = "hexcells keys",
    .too_small = "terminal too small",
    .new_question = "Abandon this game for a new board? (y/n)",
    .moves_on_its_own = false,
    .notice_in_a_box = false,
    .loop_too_small = true,
    .keys = &hexcells_key_game,
    .front_end = &hexcells_front_end,
    .own = &wait_for_hints,
};
