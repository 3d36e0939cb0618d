/* The suite's menu: pick a game (and its preset or mode), see the scores,
 * read the help, or quit — with the keyboard or the mouse. */
#ifndef HEXPUZZLE_TUI_MENU_H
#define HEXPUZZLE_TUI_MENU_H

#include <stdbool.h>
#include <stddef.h>

#include "session/game.h"
#include "tui/canvas.h"
#include "tui/dialog.h"

enum { MENU_GAMES_MAX = 6 };

/* The last choice of a game line with an editor. */
#define MENU_EDIT_LABEL "edit a level..."

/* A game's line: its standard games (session_game.standard) are the
 * line's choices, in its order, each shown by its score table's name with
 * ':' as ' ' ("beginner", "marathon 9x11"). */
typedef struct {
    const session_game *rules;
    const char *label;            /* "Hex Mines" */
    const char *const *help;      /* its lines in the menu's help, NULL-ended */
    /* NULL, or a last choice after the standard games (hexcells' next
     * level that teaches), at most 20 characters of ASCII. */
    const char *extra;
    /* The line's last choice is MENU_EDIT_LABEL: started, it asks for a
     * file's name and gives MENU_EDIT. */
    bool editor;
} menu_game;

enum menu_choice { MENU_GAME, MENU_QUIT, MENU_REPLAY, MENU_IDLE, MENU_EDIT };

typedef struct {
    const menu_game *games;       /* the game lines, in order: the list's */
    int ngames;                   /* 1..MENU_GAMES_MAX */
    int choice[MENU_GAMES_MAX];   /* each game's choice */
    int selected;        /* the highlighted line: the games', then Play with someone,
                          * Scores, Help, Quit */
    int game;            /* MENU_GAME: the game picked */
    bool daily;          /* the game picked is today's daily (d) */
    /* NULL, or a line to show in a box when the menu comes up (e.g. that
     * today's daily has been played); the menu clears it. */
    const char *notice;
    const char *notice_title;    /* its box's title */
    int replay;          /* MENU_REPLAY: the line chosen in the replays page */
    /* MENU_EDIT: the file to edit as typed (UTF-8, not empty), of the
     * game st->game. */
    char edit_path[DIALOG_TYPED_MAX];
    /* After this long without a key or a click the menu gives MENU_IDLE
     * (the suite runs a demo); 0: never. */
    int idle_ms;
    int colours;         /* the terminal's colours, 0 without (term_colours) */
} menu_state;

/* Game g's i-th choice, or NULL past the last. */
const char *menu_choice(const menu_state *st, int g, int i);
int menu_choice_count(const menu_state *st, int g);

/* Text for the Scores screen, made when it is opened; the menu frees it. */
typedef char *(*menu_scores_fn)(void);

/* Where the menu's pages get their text, made when a page is opened. */
typedef struct {
    menu_scores_fn scores;    /* the score tables */
    menu_scores_fn replays;   /* the kept replays, one a line, newest first */
    menu_scores_fn lobby;     /* who waits for a game, and how to join them */
} menu_sources;

/* Shows the menu until the player picks a game (MENU_GAME, st->game and
 * its st->choice), a replay (MENU_REPLAY, st->replay its line in the
 * replays page), a file to edit (MENU_EDIT), leaves it alone for
 * st->idle_ms (MENU_IDLE) or quits. *exit_status is set
 * to 128 + N when signal N ended it. The terminal must be started. */
enum menu_choice menu_run(menu_state *st, const menu_sources *src, int *exit_status);

/* The menu's picture, and which line a cell is on or -1; the drawing and
 * the mouse share one geometry. */
void menu_draw(canvas *c, const menu_state *st);
int menu_line_at(const menu_state *st, int w, int h, int x, int y);
/* -1 on the "<" before a game line's choice, 1 on the ">" after it (each
 * with the space inside it), else 0. */
int menu_arrow_at(const menu_state *st, int w, int h, int x, int y);

#endif
