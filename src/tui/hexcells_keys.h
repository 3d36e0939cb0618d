/* hexcells' jobs and their keys (tui/keymap.h): every shared job and its
 * own, numbered from KEY_SHARED on. */
#ifndef HEXPUZZLE_TUI_HEXCELLS_KEYS_H
#define HEXPUZZLE_TUI_HEXCELLS_KEYS_H

#include "tui/keymap.h"

enum hexcells_job {
    CJ_UP = KEY_SHARED, CJ_DOWN, CJ_LEFT, CJ_RIGHT, CJ_BLUE, CJ_BLACK, CJ_GREY
};

extern const key_game hexcells_key_game;

#endif
