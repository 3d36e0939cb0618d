/* The interactive hexcells: keys and mouse in, the puzzle on screen. */
#ifndef HEXPUZZLE_TUI_HEXCELLS_FE_H
#define HEXPUZZLE_TUI_HEXCELLS_FE_H

#include <stdbool.h>
#include <stddef.h>

#include "session/session.h"
#include "tui/hexcells_view.h"
#include "tui/keymap.h"

typedef struct {
    const char *params;             /* the first game's (session/hexcells_session.h) */
    bool colour;
    bool fixed_drawing;             /* false: the large drawing where it fits */
    enum hexcells_drawing drawing;  /* with fixed_drawing */
    const session_hooks *hooks;     /* NULL: nothing recorded or saved */
    const session_save *resume;     /* NULL: start a fresh game */
    const char *notice;             /* a warning to show at the start */
    const char *daily;              /* NULL, or the day of the daily puzzle */
    /* The seed was chosen: shown while playing; otherwise it shows once
     * the game has ended. */
    bool show_seed;
    bool resume_show_seed;   /* the resumed game's: it was saved seeded */
    const keymap *keys;             /* NULL: the table's (tui/hexcells_keys.h) */
} hexcells_fe_options;

/* Runs games until the player quits. Returns the process exit status: 0,
 * 128 + N after signal N asked it to leave, or 1 when it could not start,
 * with a one-line reason in err. */
int hexcells_fe_run(const hexcells_fe_options *opt, char *err, size_t errlen);

/* The help box's lines on the clues, NULL-ended; its key lines come from
 * the key map (tui/hexcells_keys.h). */
const char *const *hexcells_help_lines(void);

/* What the status line says of a game beyond its figures: the preset or
 * the level's title (printable ASCII only), then the day, or the seed
 * when show_seed, into buf. */
void hexcells_status_rest(const hc_game *g, const char *daily, bool show_seed, char *buf,
                          size_t len);

#endif
