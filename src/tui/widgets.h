/* Screens both games share: "terminal too small", the help overlay, a
 * centred message box. All draw into a canvas. */
#ifndef HEXPUZZLE_TUI_WIDGETS_H
#define HEXPUZZLE_TUI_WIDGETS_H

#include <stdbool.h>

#include "tui/canvas.h"

/* Clears c and says how large the terminal must be. */
void widget_too_small(canvas *c, int need_w, int need_h);

/* A framed box centred on c with a title and lines of text (NULL-ended). */
void widget_box(canvas *c, const char *title, const char *const *lines);
/* The same box with its top-left corner at x0, y0. */
void widget_box_at(canvas *c, int x0, int y0, const char *title, const char *const *lines);

/* The box over a paused game that hides its board: how to go on, by
 * pause_key's name. */
void widget_paused(canvas *c, const char *pause_key);

/* The size widget_box needs for these lines. */
void widget_box_size(const char *title, const char *const *lines, int *w, int *h);

#endif
