/* hexmines in the play suite, on its session fixture's board. */
#include "play_fixture.h"

#include "games/hexmines/hexmines.h"
#include "tui/hexmines_fe.h"
#include "tui/hexmines_keys.h"
#include "tui/term.h"

extern const game_fixture fixture_hexmines;

/* Once 4,4 is open, 2,0 is a mine: the cursor goes there and opens it. */
static size_t end_keys(int *out, size_t max)
{
    static const int open_a_mine[] = { TK_UP, TK_UP, TK_HOME, ' ' };
    size_t n = 0;
    for (; n < max && n < sizeof open_a_mine / sizeof *open_a_mine; n++)
        out[n] = open_a_mine[n];
    return n;
}

static const hexmines_fe_options own = { .keys = HEXMINES_KEYS_ALL };

const play_fixture fixture_hexmines_fe = {
    .rules = &fixture_hexmines,
    .play = " ",
    .end_keys = end_keys,
    .help = "hexmines keys",
    .too_small = "need at least 30x5",
    .new_question = "Abandon this game for a new board? (y/n)",
    .moves_on_its_own = false,
    .notice_in_a_box = false,
    .loop_too_small = false,
    .keys = &hexmines_key_game,
    .front_end = &hexmines_front_end,
    .own = &own,
};
