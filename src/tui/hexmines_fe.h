/* The interactive hexmines: keys and mouse in, the board on screen. */
#ifndef HEXPUZZLE_TUI_HEXMINES_FE_H
#define HEXPUZZLE_TUI_HEXMINES_FE_H

#include <stdbool.h>

#include "core/hexlayout.h"
#include "tui/hexmines_cursor.h"
#include "tui/play.h"

/* hexmines' own options (play_ui_options.own; NULL: all the letters, the
 * largest scale that fits). */
typedef struct {
    enum hexmines_keys keys;        /* the letters that move the cursor */
    bool fixed_scale;               /* false: the largest that fits */
    enum hexlayout_scale scale;     /* with fixed_scale */
} hexmines_fe_options;

extern const play_game hexmines_front_end;

#endif
