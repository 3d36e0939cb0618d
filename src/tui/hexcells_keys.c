/* hexcells' key tables. Blue also greys a clue that is done with. */
#include "tui/hexcells_keys.h"

#include "tui/term.h"

/* Moving is the same in the game and the editor: one job of each name. */
#define MOVING(up, down, left, right) \
    [up - KEY_SHARED] = { "up", "up the column", { TK_UP, 'k' } }, \
    [down - KEY_SHARED] = { "down", "down the column", { TK_DOWN, 'j' } }, \
    [left - KEY_SHARED] = { "left", "left column", { TK_LEFT, 'h' } }, \
    [right - KEY_SHARED] = { "right", "right column", { TK_RIGHT, 'l' } }

static const key_job own[] = {
    MOVING(CJ_UP, CJ_DOWN, CJ_LEFT, CJ_RIGHT),
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

/* A second press of b or x on its own colour takes the cell away: one key
 * a colour, as a click is. */
static const key_job editor_own[] = {
    MOVING(EJ_UP, EJ_DOWN, EJ_LEFT, EJ_RIGHT),
    [EJ_BLUE - KEY_SHARED] = { "place-blue", "blue cell / none", { 'b', 'B' } },
    [EJ_BLACK - KEY_SHARED] = { "place-black", "black cell / none", { 'x', 'X' } },
    [EJ_REMOVE - KEY_SHARED] = { "remove", "remove it", { 'd', TK_DELETE } },
    [EJ_CLUE - KEY_SHARED] = { "clue", "next clue shown", { 'c', 'C' } },
    [EJ_GIVEN - KEY_SHARED] = { "given", "revealed at start", { 'r', 'R' } },
    [EJ_LINE_DOWN_LEFT - KEY_SHARED] = { "line-down-left", "line down-left", { '/' } },
    [EJ_LINE_DOWN - KEY_SHARED] = { "line-down", "line straight down", { '|' } },
    [EJ_LINE_DOWN_RIGHT - KEY_SHARED] = { "line-down-right", "line down-right", { '\\' } },
    [EJ_TITLE - KEY_SHARED] = { "title", "write the title", { 't', 'T' } },
    [EJ_AUTHOR - KEY_SHARED] = { "author", "write the author", { 'a', 'A' } },
    [EJ_TEXT_1 - KEY_SHARED] = { "text-1", "write text line 1", { '1' } },
    [EJ_TEXT_2 - KEY_SHARED] = { "text-2", "write text line 2", { '2' } },
    [EJ_SAVE - KEY_SHARED] = { "save", "save the file", { 'w', 'W' } },
    [EJ_PLAYTEST - KEY_SHARED] = { "playtest", "play the level", { 'p', 'P' } },
    { .name = NULL },
};

const key_game hexcells_editor_key_game = {
    .game = "hexcells editor",
    .shared = 1u << KEY_HELP | 1u << KEY_QUIT | 1u << KEY_UNDO | 1u << KEY_REDO
              | 1u << KEY_DRAWING,
    .shared_does = { [KEY_QUIT] = "leave (asks)", [KEY_DRAWING] = "large / compact" },
    .own = editor_own,
};
