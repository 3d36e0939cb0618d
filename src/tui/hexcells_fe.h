/* The interactive hexcells: keys and mouse in, the puzzle on screen. */
#ifndef HEXPUZZLE_TUI_HEXCELLS_FE_H
#define HEXPUZZLE_TUI_HEXCELLS_FE_H

#include <stdbool.h>
#include <stddef.h>

#include "session/session.h"
#include "tui/hexcells_view.h"
#include "tui/keymap.h"
#include "tui/play.h"

/* It takes no options of its own (play_ui_options.own is not read). */
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
