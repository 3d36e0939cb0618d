/* What the hexmines screen says in words: the status line, the message
 * line after a move, and the lines of the win's box. Curses-free, so that
 * the front end (tui/hexmines_fe.c) keeps to its key map and its calls. */
#ifndef HEXPUZZLE_TUI_HEXMINES_LINES_H
#define HEXPUZZLE_TUI_HEXMINES_LINES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hexmines/hexmines.h"
#include "session/session.h"
#include "tui/keymap.h"

/* Mines left, the time at now, the preset or size, the daily's date (daily
 * not NULL) or the seed (when shown, and only whole: where the line would
 * pass width it goes), the mode and what else holds. */
void hexmines_status_text(const hm_game *g, int64_t now, const char *daily, bool show_seed,
                       int width, char *buf, size_t len);
/* The message line after a move: the win's figures, the loss's 3BV solved
 * and its keys, practice (from before a fatal move), or the keys, as m
 * has them (tui/hexmines_keys.h). A round of a match (in_match) ends
 * offering only the review and leaving. */
void hexmines_news_text(const hm_game *g, int64_t now, bool practice, bool in_match,
                        const keymap *m, char *buf, size_t len);
/* The win box's lines (at most HEXMINES_BOX_WON_LINES): figures, whether it
 * ranks, and what the tables said (v). Returns how many. */
int hexmines_win_lines(const hm_game *g, int64_t now, const session_verdict *v,
                    char lines[][SESSION_LINE * 2]);

#endif
