/* Which characters beyond ASCII a terminal can be trusted to show: the
 * decision behind term_can_draw_blocks, kept apart from curses so that it
 * can be tested. */
#ifndef HEXPUZZLE_TUI_GLYPHS_H
#define HEXPUZZLE_TUI_GLYPHS_H

#include <stdbool.h>

/* True when the half blocks of the dense drawings (canvas.h) can be shown:
 * the locale's codeset is UTF-8 and TERM does not name a console or a
 * hardware terminal (vt100, vt220, linux, ansi, ...) whose character set
 * lacks them or whose font draws them badly. NULL counts as unknown: no. */
bool glyphs_blocks_usable(const char *codeset, const char *term);

#endif
