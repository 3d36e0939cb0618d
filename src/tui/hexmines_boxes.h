/* The boxes hexmines shows over its board: the pause, the keys, a dialog
 * with a box (a game that cannot be saved), and the win. Curses-free: they
 * draw into a canvas, so they are tested as text. */
#ifndef HEXPUZZLE_TUI_HEXMINES_BOXES_H
#define HEXPUZZLE_TUI_HEXMINES_BOXES_H

#include <stdbool.h>

#include "session/session.h"
#include "tui/canvas.h"
#include "tui/dialog.h"

/* The win's lines at most: its figures, the assisted line, the tables'
 * and a warning. */
enum { HEXMINES_BOX_WON_LINES = 4 + 1 + SESSION_VERDICT_LINES + 1 };

typedef struct {
    bool paused;                /* the clock is stopped, the board hidden */
    const char *pause_key;      /* the pause key's name; NULL: "p" */
    const char *const *help;    /* the keys' lines, NULL-ended; NULL: none */
    const dialog *dialog;       /* NULL: none; one without a title: none */
    const char *const *won;     /* the win's lines, NULL-ended; NULL: none */
} hexmines_boxes;

/* Draws the boxes b asks for over what c holds, in that order. */
void hexmines_boxes_draw(canvas *c, const hexmines_boxes *b);

#endif
