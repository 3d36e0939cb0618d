/* hextris' key table. The hint is the bot's ghost: where the bot would put
 * the piece. */
#include "tui/hextris_keys.h"

#include "tui/term.h"

static const key_job own[] = {
    [TJ_LEFT - KEY_SHARED] = { "left", "move left", { TK_LEFT, 'h', 'H' } },
    [TJ_RIGHT - KEY_SHARED] = { "right", "move right", { TK_RIGHT, 'l', 'L' } },
    [TJ_CW - KEY_SHARED] = { "rotate-cw", "rotate cw", { TK_UP, 'x', 'X' } },
    [TJ_CCW - KEY_SHARED] = { "rotate-ccw", "rotate ccw", { 'z', 'Z' } },
    [TJ_180 - KEY_SHARED] = { "rotate-180", "rotate 180", { 'a', 'A' } },
    [TJ_SOFT - KEY_SHARED] = { "soft-drop", "soft drop", { TK_DOWN } },
    [TJ_DROP - KEY_SHARED] = { "hard-drop", "hard drop", { ' ' } },
    [TJ_HOLD - KEY_SHARED] = { "hold", "hold", { 'c', 'C' } },
    [TJ_GHOST - KEY_SHARED] = { "ghost", "ghost on/off", { 'g', 'G' } },
    [TJ_STATS - KEY_SHARED] = { "stats", "stats on/off", { 't', 'T' } },
    { .name = NULL },
};

const key_game hextris_key_game = {
    .game = "hextris",
    .shared = 1u << KEY_HELP | 1u << KEY_QUIT | 1u << KEY_PAUSE | 1u << KEY_UNDO
              | 1u << KEY_NEW | 1u << KEY_DRAWING | 1u << KEY_HINT,
    .shared_does = { [KEY_HELP] = "this help", [KEY_QUIT] = "quit", [KEY_PAUSE] = "pause",
                     [KEY_UNDO] = "undo (zen)", [KEY_NEW] = "new game",
                     [KEY_DRAWING] = "next drawing", [KEY_HINT] = "bot's ghost" },
    .own = own,
};
