/* The interactive hexcells: keys and mouse in, the puzzle on screen. */
#ifndef HEXPUZZLE_TUI_HEXCELLS_FE_H
#define HEXPUZZLE_TUI_HEXCELLS_FE_H

#include <stdbool.h>
#include <stddef.h>

#include "session/session.h"
#include "tui/hexcells_view.h"
#include "tui/keymap.h"
#include "tui/play.h"

/* Its own options (play_ui_options.own; NULL: the defaults). */
typedef struct {
    /* How long a key that asks the solver waits for its answer before the
     * loop goes back to the keys, in ms (default HEXCELLS_THINK_FRAME_MS).
     * A key typed after the hint acts where the hint put the cursor only
     * when the answer came within it: a script that types ahead waits
     * long. */
    int think_wait_ms;
} hexcells_ui_options;

extern const play_game hexcells_front_end;

/* The help box's lines on the clues, NULL-ended; its key lines come from
 * the key map (tui/hexcells_keys.h). */
const char *const *hexcells_help_lines(void);

/* What the status line says of a game beyond its figures: the preset or
 * the level's title (printable ASCII only), then the day, or the seed
 * when show_seed, into buf. */
void hexcells_status_rest(const hc_game *g, const char *daily, bool show_seed, char *buf,
                          size_t len);

#endif
