/* Draws a hexmines board, its status line and message line into a canvas,
 * from a plain description of what each cell shows. */
#ifndef HEXPUZZLE_TUI_HEXMINES_VIEW_H
#define HEXPUZZLE_TUI_HEXMINES_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "core/hexlayout.h"
#include "tui/canvas.h"
#include "tui/hexmines_roles.h"
#include "tui/keymap.h"
#include "tui/hexmines_cursor.h"

enum mv_kind {
    MV_OFF,        /* not part of the board (hexagon shape) */
    MV_HIDDEN,
    MV_FLAG,
    MV_OPEN,       /* revealed safe cell; number says how many mines touch it */
    MV_MINE,       /* shown after the game ends */
    MV_EXPLODED,   /* the mine that went off */
    MV_WRONG_FLAG  /* a flag on a safe cell, after a loss */
};

typedef struct {
    uint8_t kind;    /* enum mv_kind */
    uint8_t number;  /* MV_OPEN: 0..6 */
    bool warn;       /* MV_OPEN: more flags around it than its number */
} mv_cell;

/* The most cells one explanation names: a cell and two numbers a step. */
enum { HEXMINES_VIEW_NAMED_MAX = 9 };

typedef struct {
    int cols, rows;
    /* What a cell shows, asked only for the cells in view, so that a huge
     * board costs no more per frame than a small one. */
    mv_cell (*cell)(const void *ctx, int row, int col);
    const void *ctx;
    enum hexlayout_scale scale;
    hex_offset cursor;
    bool show_cursor;
    hex_offset hint;
    bool show_hint;
    /* The cells the hint's or the review's words name besides the one
     * they decide: marked around, their own marks kept. */
    hex_offset named[HEXMINES_VIEW_NAMED_MAX];
    int nnamed;
    bool hide_board;           /* paused: the board must not be seen */
    int scroll_x, scroll_y;    /* picture cells scrolled off the top-left */
    const char *status;        /* top line */
    const char *message;       /* bottom line(s): wrapped when long */
} hexmines_view;

/* Lines the view keeps for itself above and below the board; a message
 * wider than the canvas takes up to HEXMINES_VIEW_MESSAGE_MAX lines. */
enum { HEXMINES_VIEW_TOP = 1, HEXMINES_VIEW_BOTTOM = 1, HEXMINES_VIEW_MESSAGE_MAX = 3 };

/* Size in cells of the picture of a cols x rows board at a scale, its
 * edge included: what a terminal must hold to show it whole. */
void hexmines_view_picture_size(enum hexlayout_scale scale, int cols, int rows,
                             int *pw, int *ph);

/* The board area of a canvas w x h with a one-line message: what the
 * board's scale is chosen for. */
void hexmines_view_area(int w, int h, int *ax, int *ay, int *aw, int *ah);

/* The board area left by v's message, which may be longer: where the
 * board is drawn, scrolled and clicked. */
void hexmines_view_board_area(const hexmines_view *v, int w, int h, int *ax, int *ay,
                           int *aw, int *ah);

/* The layout the board is drawn with on a canvas w x h (centred when it
 * fits, else scrolled by scroll_x / scroll_y): mouse clicks go through it.
 * A board that fits stays where a one-line message leaves it, unless a
 * longer message would cover it. */
hexlayout hexmines_view_layout(const hexmines_view *v, int w, int h);

/* Scroll offsets that keep the cursor's hex in view with a margin, starting
 * from the current ones; unchanged where the board fits. */
void hexmines_view_follow(const hexmines_view *v, int w, int h, int *scroll_x, int *scroll_y);

void hexmines_view_draw(canvas *c, const hexmines_view *v);

/* hexmines_view.cell for a hexmines game (an hm_game as ctx): what the
 * player's board shows, for the front end and the replay viewer alike. */
mv_cell hexmines_view_game_cell(const void *game, int row, int col);

/* The help overlay's lines for a movement key scheme and a key map: the
 * keys the board listens to, written as they are typed. */
enum { HEXMINES_HELP_LINES = 28 };
typedef struct {
    char text[HEXMINES_HELP_LINES][KEYMAP_HELP_WIDTH];
    const char *lines[HEXMINES_HELP_LINES + 1];
} hexmines_help;
/* The lines (NULL-ended), kept in h. */
const char *const *hexmines_view_help_lines(hexmines_help *h, enum hexmines_keys scheme,
                                         const keymap *m);

#endif
