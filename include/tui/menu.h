/* The suite's menu: pick a game (and its preset or mode), see the scores,
 * read the help, or quit — with the keyboard or the mouse. */
#ifndef HEXPUZZLE_TUI_MENU_H
#define HEXPUZZLE_TUI_MENU_H

#include <stdbool.h>
#include <stddef.h>

#include "session/game.h"
#include "tui/canvas.h"

enum menu_choice { MENU_MINES, MENU_TETRIS, MENU_QUIT, MENU_REPLAY };

/* The game of a line's choices: MENU_MINES or MENU_TETRIS. */
const session_game *menu_game(enum menu_choice game);

typedef struct {
    int preset;          /* menu_choice(MENU_MINES, preset) */
    int mode;            /* menu_choice(MENU_TETRIS, mode) */
    int selected;        /* the highlighted line */
    bool daily;          /* the game chosen is today's daily (d) */
    /* NULL, or a line to show in a box when the menu comes up (e.g. that
     * today's daily has been played); the menu clears it. */
    const char *notice;
    int replay;          /* MENU_REPLAY: the line chosen in the replays page */
} menu_state;

/* The choices on a game's line (MENU_MINES, MENU_TETRIS): the game's
 * standard games (session_game.standard), in its order, each shown by its
 * score table's name with ':' as ' ' ("beginner", "marathon 9x11"); NULL
 * past the last. */
const char *menu_choice(enum menu_choice game, int i);
int menu_choice_count(enum menu_choice game);

/* Text for the Scores screen, made when it is opened; the menu frees it. */
typedef char *(*menu_scores_fn)(void);

/* Where the menu's pages get their text, made when a page is opened. */
typedef struct {
    menu_scores_fn scores;    /* the score tables */
    menu_scores_fn replays;   /* the kept replays, one a line, newest first */
} menu_sources;

/* Shows the menu until the player picks a game, a replay (MENU_REPLAY,
 * st->replay its line in the replays page) or quits. *exit_status is set
 * to 128 + N when signal N ended it. The terminal must be started. */
enum menu_choice menu_run(menu_state *st, const menu_sources *src, int *exit_status);

/* The menu's picture, and which line (0..4) a cell is on or -1; the
 * drawing and the mouse share one geometry. */
void menu_draw(canvas *c, const menu_state *st);
int menu_line_at(int w, int h, int x, int y);
/* -1 on the "<" before a line's preset or mode, 1 on the ">" after it
 * (each with the space inside it), else 0. */
int menu_arrow_at(int w, int h, int x, int y);

#endif
