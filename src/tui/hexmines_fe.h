/* The interactive hexmines: keys and mouse in, the board on screen. */
#ifndef HEXPUZZLE_TUI_HEXMINES_FE_H
#define HEXPUZZLE_TUI_HEXMINES_FE_H

#include <stdbool.h>

#include "core/hexlayout.h"
#include "games/hexmines/hexmines.h"
#include "tui/keymap.h"
#include "tui/hexmines_cursor.h"
#include "session/session.h"


typedef struct {
    hm_params params;
    bool colour;
    bool ascii;
    enum hexmines_keys keys;           /* the letters that move the cursor */
    const keymap *keymap;           /* the jobs' keys, or NULL: the table's */
    bool fixed_scale;               /* false: the largest that fits */
    enum hexlayout_scale scale;     /* with fixed_scale */
    const session_hooks *hooks;     /* NULL: nothing recorded or saved */
    const session_save *resume;     /* NULL: start a fresh game */
    const char *notice;             /* a warning to show at the start */
    /* NULL, or the day ("YYYY-MM-DD") whose daily board this is: shown
     * where the seed would be. */
    const char *daily;
    /* The seed was chosen: shown while playing. Otherwise a board's seed
     * shows once the game has ended, so that no one can print the board
     * (--dump) while it is being played. */
    bool show_seed;
    bool resume_show_seed;   /* the resumed game's: it was saved seeded */
} hexmines_fe_options;

/* Runs games until the player quits. Returns the process exit status: 0,
 * 128 + N after signal N asked it to leave, or 1 when it could not start,
 * with a one-line reason in err. */
int hexmines_fe_run(const hexmines_fe_options *opt, char *err, size_t errlen);

#endif
