/* Between the terminal's two halves: term.c (start-up, shutdown, signals,
 * hang-ups, input) and term_paint.c (colour roles, painting). Private to
 * them; everything else sees tui/term.h. */
#ifndef HEXPUZZLE_TUI_TERM_INTERNAL_H
#define HEXPUZZLE_TUI_TERM_INTERNAL_H

#include <stdbool.h>

/* term_paint.c: after the screen starts, colours where wanted and the
 * terminal has them, the cursor hidden, nothing shown yet. */
void term_paint_start(bool colour);
/* term_paint.c: before the screen goes, forget what it showed. */
void term_paint_stop(void);

/* term.c: a screen is up and its terminal has not hung up. */
bool term_live(void);
/* term.c: a write to fd failed; if the terminal behind it has gone, that
 * is a hangup. */
void term_check_hangup(int fd);

#endif
