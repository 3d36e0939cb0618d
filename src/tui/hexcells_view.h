/* The hexcells picture: the puzzle's hexes in ASCII, its line clues with
 * their direction, the status and message lines.
 *
 * Two drawings of the staggered columns (odd columns half a hex lower),
 * here a line clue down a column ({1}), one down to the right (0), a
 * blue hex with its count (#1#), a black one with its (2), covered ones:
 *
 *   large: outlined hexes, each      compact: the faces alone, three
 *   face three cells wide              cells a hex, one line a half-row
 *
 *      0          ___                  0
 *       \ {1} ___/ . \                 \ {1}    .
 *    / .   |   2 \___/                 .  |  2
 *    \___/#1#\___/                       #1#
 *        \___/ . \                           .
 *        / . \___/                        .
 *        \___/
 *
 * A face says what a hex is by its glyphs as well as its colour, so that
 * a monochrome or ASCII-only terminal reads it: covered " . " (an orange
 * tile), blue "###" or "#5#" with its count (a blue tile; a count of 10
 * or more, "#12", leaves room for the leading '#' alone, which is what
 * tells blue: no black clue goes past 6), black its clue "3", "{3}",
 * "-3-" or "?" (flat). A line clue is no hex and is never
 * drawn as one: no outline closes around it (the cells around it leave
 * out the sides they share with it), its number ("0" for a shape of
 * nothing) is in a role no cell has, and under it, in both drawings, a
 * stroke '\' '|' '/' slants along the line it counts (in the large
 * drawing a diagonal's one step toward its line). A greyed clue is
 * dim. The hint's cell shows "!", and it and the clues its
 * reason names are marked in the hint's colour.
 *
 * A picture larger than the canvas is seen through a window that follows
 * the cursor (hexcells_view_follow), in either drawing, by any amount,
 * across and down; marks in the margins beside the window say where more
 * of the board lies: '^' and 'v' on the right, '<' and '>' on either
 * side. Where only line clues stand on the large drawing's first
 * half-row, it starts a line lower (their boxes' top lines are blank). */
#ifndef HEXPUZZLE_TUI_HEXCELLS_VIEW_H
#define HEXPUZZLE_TUI_HEXCELLS_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_solve.h"
#include "tui/canvas.h"
#include "tui/hexcells_roles.h"

enum hexcells_drawing { HCV_COMPACT, HCV_LARGE };

typedef struct {
    /* A game as it is played; or, NULL, a level being edited: frame, its
     * whole grid drawn (a dim '.' where a slot is empty, any slot can
     * hold the cursor), see what each slot shows (HC_SLOTS entries, by
     * slot), given (HC_SLOTS entries, or NULL) nonzero where a cell is
     * revealed from the start, drawn in reverse video; with show_hint,
     * the hint's slot shows '!' whatever it holds. */
    const hc_game *game;
    const hc_puzzle *frame;
    const hc_see *see;
    const unsigned char *given;
    enum hexcells_drawing drawing;
    int cursor;                /* a slot */
    bool show_cursor;
    int hint;                  /* the hint's cell */
    int hint_clues[HC_HINT_CLUES];   /* with show_hint: the clues it names,
                                        -1 past them */
    bool show_hint;
    bool hide_board;           /* paused: the board must not be seen */
    int scroll_x, scroll_y;    /* picture cells out of sight left of the
                                  window and above it, where the picture
                                  is larger than the canvas */
    const char *status;        /* top line */
    const char *message;       /* bottom line(s), wrapped */
} hexcells_view;

/* Lines the view keeps above and below the board. */
enum { HCV_TOP = 1, HCV_BOTTOM = 1, HCV_MESSAGE_MAX = 3 };
/* The most lines of the large drawing that may be out of sight when it is
 * chosen (hexcells_view_fit): two half-rows of hexes, so that a board a
 * little taller than the terminal keeps its outlines rather than fall
 * back to the compact drawing. Either drawing chosen by hand scrolls by
 * any amount. */
enum { HCV_SCROLL_MAX = 4 };
/* The smallest canvas a board plays on: a status line, a message line and
 * a window of 30 x 6, ten columns of the compact drawing three hexes
 * tall. A board the compact drawing shows whole plays on HCV_MIN_WHOLE_H
 * lines. */
enum { HCV_MIN_W = 30, HCV_MIN_H = 8, HCV_MIN_WHOLE_H = 5 };

/* The picture's size in cells for p in a drawing. */
void hexcells_view_picture_size(const hc_puzzle *p, enum hexcells_drawing d, int *pw, int *ph);
/* The drawing for p on a w x h canvas with its status and message lines:
 * the large one where it is seen whole, or as wide as the canvas but the
 * marks' column and taller than its lines by at most HCV_SCROLL_MAX;
 * else the compact one, scrolled where it does not fit either. */
enum hexcells_drawing hexcells_view_fit(const hc_puzzle *p, int w, int h);
/* Whether p can be seen whole on a w x h canvas in drawing d. */
bool hexcells_view_fits(const hc_puzzle *p, enum hexcells_drawing d, int w, int h);
/* Whether p plays on a w x h canvas: HCV_MIN_W x HCV_MIN_H, or fewer
 * lines where the compact drawing shows it whole; else the terminal is
 * too small (widget_too_small with HCV_MIN_W x HCV_MIN_H). */
bool hexcells_view_room(const hc_puzzle *p, int w, int h);
/* The same for a level being edited: its whole frame drawn. */
void hexcells_view_frame_size(const hc_puzzle *frame, enum hexcells_drawing d, int *pw, int *ph);
enum hexcells_drawing hexcells_view_frame_fit(const hc_puzzle *frame, int w, int h);
bool hexcells_view_frame_room(const hc_puzzle *frame, int w, int h);
/* The scroll that keeps v's cursor in view on a w x h canvas, moving as
 * little as it can from v->scroll_x, v->scroll_y: its hex with the next
 * column either side and a line or two above and below where there is
 * room, and with a hint shown on it the clues the hint names that fit
 * beside it; 0 along an axis where the picture fits. */
void hexcells_view_follow(const hexcells_view *v, int w, int h, int *scroll_x, int *scroll_y);

/* The slot drawn at cell x, y of a w x h canvas (the nearest hex's, when
 * on its outline), or -1: also in the margins around a scrolled
 * picture's window. */
int hexcells_view_slot_at(const hexcells_view *v, int w, int h, int x, int y);

/* The first line of v's message on a w x h canvas (h - HCV_BOTTOM, higher
 * where it wraps): a click there is on its words, not on the board they
 * cover. */
int hexcells_view_message_top(const hexcells_view *v, int w, int h);

void hexcells_view_draw(canvas *c, const hexcells_view *v);

/* The status line's figures: remaining blues, mistakes and the time, then
 * rest (the preset, seed, level's title: what the caller adds). */
void hexcells_view_status(const hc_game *g, uint64_t now, const char *rest, char *buf,
                          size_t len);

#endif
