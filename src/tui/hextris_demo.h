/* hextris playing by itself: the bot (games/hextris/hextris_bot.h) chooses each
 * piece's placement and plays its fewest inputs at a human-looking pace
 * (a moment to think when a piece comes in, a tap every tenth of a second
 * or so, a held key's repeats faster), game after game, until a key is
 * pressed. A demo game is never recorded: no session, no score tables,
 * no replay, no save, nothing for the host or for watchers. */
#ifndef HEXPUZZLE_TUI_HEXTRIS_DEMO_H
#define HEXPUZZLE_TUI_HEXTRIS_DEMO_H

#include <stdbool.h>
#include <stddef.h>

#include "games/hextris/hextris.h"

typedef struct {
    ht_params params;   /* the first game's; each next one takes the next seed */
    bool colour;
    bool ascii;
} hextris_demo_options;

/* Plays until a key or a click (0), or a signal (128 + N); 1 with a
 * one-line reason in err when the terminal or memory failed. Starts the
 * terminal itself (inside one already started, e.g. the menu's, it keeps
 * that one). */
int hextris_demo_run(const hextris_demo_options *o, char *err, size_t errlen);

#endif
