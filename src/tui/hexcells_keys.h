/* hexcells' jobs and their keys (tui/keymap.h): every shared job and its
 * own, numbered from KEY_SHARED on; and its editor's, a table of their
 * own, since the editor's letters do other jobs than the game's (r marks
 * a cell revealed at the start, p plays the level). */
#ifndef HEXPUZZLE_TUI_HEXCELLS_KEYS_H
#define HEXPUZZLE_TUI_HEXCELLS_KEYS_H

#include "tui/keymap.h"

enum hexcells_job {
    CJ_UP = KEY_SHARED, CJ_DOWN, CJ_LEFT, CJ_RIGHT, CJ_BLUE, CJ_BLACK, CJ_GREY
};

extern const key_game hexcells_key_game;

/* The editor's: moving is the game's jobs by their names (key.left moves
 * in both); the rest are the editor's alone. */
enum hexcells_editor_job {
    EJ_UP = KEY_SHARED, EJ_DOWN, EJ_LEFT, EJ_RIGHT, EJ_BLUE, EJ_BLACK, EJ_REMOVE, EJ_CLUE,
    EJ_GIVEN, EJ_LINE_DOWN_LEFT, EJ_LINE_DOWN, EJ_LINE_DOWN_RIGHT, EJ_TITLE, EJ_AUTHOR,
    EJ_TEXT_1, EJ_TEXT_2, EJ_SAVE, EJ_PLAYTEST
};

extern const key_game hexcells_editor_key_game;

#endif
