/* hexmines' jobs and their keys (tui/keymap.h): every shared job and its
 * own, numbered from KEY_SHARED on. The cursor's moves are not jobs: they
 * are the arrows, Home, End and the config's scheme of letters
 * (tui/hexmines_cursor.h). */
#ifndef HEXPUZZLE_TUI_HEXMINES_KEYS_H
#define HEXPUZZLE_TUI_HEXMINES_KEYS_H

#include "tui/keymap.h"

enum hexmines_job { MJ_REVEAL = KEY_SHARED, MJ_FLAG, MJ_CHORD, MJ_REVIEW };

extern const key_game hexmines_key_game;

#endif
