/* hexcells' key table. Blue also greys a clue that is done with. */
#include "tui/hexcells_keys.h"

#include "tui/term.h"

static const key_job own[] = {
    [CJ_UP - KEY_SHARED] = { "up", "up the column", { TK_UP, 'k' } },
    [CJ_DOWN - KEY_SHARED] = { "down", "down the column", { TK_DOWN, 'j' } },
    [CJ_LEFT - KEY_SHARED] = { "left", "left column", { TK_LEFT, 'h' } },
    [CJ_RIGHT - KEY_SHARED] = { "right", "right column", { TK_RIGHT, 'l' } },
    [CJ_BLUE - KEY_SHARED] = { "blue", "blue; a clue: grey", { 'b', 'B', ' ', TK_ENTER } },
    [CJ_BLACK - KEY_SHARED] = { "black", "reveal black", { 'x', 'X' } },
    [CJ_GREY - KEY_SHARED] = { "grey", "grey a used clue", { 'g', 'G' } },
    { .name = NULL },
};

const key_game hexcells_key_game = {
    .game = "hexcells",
    .shared = (1u << KEY_SHARED) - 1,
    .shared_does = { [KEY_NEW] = "new puzzle",
                     [KEY_RESTART] = "play it again", [KEY_DRAWING] = "large / compact",
                     [KEY_HINT] = "hint, explained" },
    .own = own,
};
