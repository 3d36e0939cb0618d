/* hextris in the play suite, on its session fixture's well. */
#include "play_fixture.h"

#include "games/hextris/hextris.h"
#include "tui/held_keys.h"
#include "tui/hextris_fe.h"
#include "tui/hextris_keys.h"

extern const game_fixture fixture_hextris;

/* Hard drops until the well is full. */
static size_t end_keys(int *out, size_t max)
{
    size_t n = 0;
    for (; n < max && n < 300; n++)
        out[n] = ' ';
    return n;
}

const play_fixture fixture_hextris_fe = {
    .rules = &fixture_hextris,
    .play = "x",
    .end_keys = end_keys,
    .help = "HELP",
    .too_small = "terminal too small",
    .new_question = NULL,
    .moves_on_its_own = true,
    .notice_in_a_box = true,
    .loop_too_small = true,
    .keys = &hextris_key_game,
    .front_end = &hextris_front_end,
    .own = NULL,
};
