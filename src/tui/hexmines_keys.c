/* hexmines' key table. */
#include "tui/hexmines_keys.h"

#include "tui/term.h"

static const key_job own[] = {
    [MJ_REVEAL - KEY_SHARED] = { "reveal", "reveal (or chord)", { ' ', TK_ENTER } },
    [MJ_FLAG - KEY_SHARED] = { "flag", "flag", { 'f', 'F' } },
    [MJ_CHORD - KEY_SHARED] = { "chord", "chord", { 'c', 'C' } },
    [MJ_REVIEW - KEY_SHARED] = { "review", "review a loss", { 'v' } },
    { .name = NULL },
};

const key_game hexmines_key_game = {
    .game = "hexmines",
    .shared = (1u << KEY_SHARED) - 1,
    .shared_does = { [KEY_NEW] = "new board", [KEY_RESTART] = "replay this board",
                     [KEY_DRAWING] = "large / compact" },
    .own = own,
};
