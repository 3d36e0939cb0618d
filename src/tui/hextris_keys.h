/* hextris' jobs and their keys (tui/keymap.h): the shared ones it has and
 * its own, numbered from KEY_SHARED on. */
#ifndef HEXPUZZLE_TUI_HEXTRIS_KEYS_H
#define HEXPUZZLE_TUI_HEXTRIS_KEYS_H

#include "tui/keymap.h"

enum hextris_job {
    TJ_LEFT = KEY_SHARED, TJ_RIGHT, TJ_CW, TJ_CCW, TJ_180, TJ_SOFT, TJ_DROP, TJ_HOLD,
    TJ_GHOST, TJ_STATS
};

extern const key_game hextris_key_game;

#endif
