/* Draws a hextris game into a canvas: the well with the active piece and
 * its ghost, a side panel (hold, next queue, score, level, rows, time), and
 * the pause, game-over, quit, resume, message and help boxes.
 *
 * The well is drawn at the largest hexlayout scale at which the well and
 * the panel both fit the canvas (the whole well always shows, never
 * scrolled); when none fits, the "too small" screen names the size needed.
 * A filled hex shows its piece's letter in the piece's colour role and
 * reverse video: in the two cells inside its outline at the large scale,
 * in all four cells of its brick at the compact one. A ghost hex shows
 * "::" on its label line (unless hide_ghost); an empty hex shows its stencil. Outlines, blanks
 * and the ghost are in the plain role (ROLE_NORMAL), so that only a piece's
 * own cells cost the terminal attribute changes. Everything drawn is ASCII.
 *
 * Front ends fill a tetris_view, call tetris_view_draw, then present the
 * canvas; mouse cells go back to well columns through tetris_view_well. */
#ifndef HEXPUZZLE_TUI_TETRIS_VIEW_H
#define HEXPUZZLE_TUI_TETRIS_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "core/hexlayout.h"
#include "games/hextris.h"
#include "tui/canvas.h"

enum tv_overlay {
    TV_NONE,
    TV_HELP,        /* every key and mouse action */
    TV_QUIT_ASK,    /* "Quit this game? (y/n)", and that it will be saved */
    TV_RESUME_ASK,  /* "Resume the saved game? (y/n)" */
    TV_MESSAGE      /* a box: title, notes, "press any key" */
};

typedef struct {
    const ht_state *st;
    int64_t elapsed_ms;       /* shown to the second (sprint result: tenths) */
    enum tv_overlay overlay;
    /* NULL-ended lines, or NULL: under the figures in the game-over box
     * (a new record, statistics, a warning), or the text of TV_MESSAGE.
     * Lines are wrapped at spaces: in the game-over box, which sits over
     * the well and off the panel, to the well's width; elsewhere to
     * TETRIS_VIEW_NOTE_WIDTH. */
    const char *const *notes;
    const char *title;        /* TV_MESSAGE's title */
    bool hide_ghost;          /* the player turned the ghost off */
} tetris_view;

enum { TETRIS_VIEW_NOTE_WIDTH = 56 };

/* Where the well goes on a canvas w x h. fits is false when nothing fits;
 * need_w x need_h is then the smallest canvas that would (the compact
 * scale's need). */
typedef struct {
    bool fits;
    enum hexlayout_scale scale;
    hexlayout well;           /* the well's picture; mouse cells map here */
    int need_w, need_h;
} tetris_view_geometry;

tetris_view_geometry tetris_view_geometry_for(int cols, int rows, int w, int h);

/* The size a canvas needs to show a cols x rows well at this scale. */
void tetris_view_need(int cols, int rows, enum hexlayout_scale scale,
                      int *need_w, int *need_h);

/* The well column under cell (x, y) of a canvas w x h: false when the cell
 * is not on the well (or nothing fits). */
bool tetris_view_well_column(const ht_state *st, int w, int h, int x, int y,
                             int *col);

/* "m:ss" (or "h:mm:ss"); with tenths, "m:ss.t". */
enum { TETRIS_VIEW_TIME_MAX = 16 };
void tetris_view_format_time(int64_t ms, bool tenths, char *buf);

/* The help overlay's lines (NULL-ended), for the man page and tests. */
const char *const *tetris_view_help_lines(void);

void tetris_view_draw(canvas *c, const tetris_view *v);

#endif
