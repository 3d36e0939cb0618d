/* Draws a hextris game into a canvas: the well with the active piece and
 * its ghost, a side panel (hold, next queue, score, level, rows, time; in
 * versus the garbage waiting and the rows sent), and the pause, game-over
 * and help boxes, and the dialogs over them. The opponent's well in versus
 * is tui/hextris_opponent_view.h's.
 *
 * Three drawings, tried in this order, the first whose well and panel both
 * fit the canvas being drawn (the whole well always shows, never
 * scrolled); when none fits, the "too small" screen names the size needed:
 *
 *   TV_DRAW_LARGE    hex outlines, two lines a row; the picture of record
 *   TV_DRAW_COMPACT  2x2 bricks, two lines a row, inside walls
 *   TV_DRAW_DENSE    half-block tiles, one line a row (tui/hextris_dense.h),
 *                    only where the terminal can show them
 *
 * The outline drawings are ASCII. In them a filled hex, falling or locked,
 * is solid: every cell inside it on a background of its piece's colour
 * (reverse video in monochrome), its piece's letter on its middle line
 * (what tells the pieces apart in monochrome), at the large scale its
 * bottom edge "__" too, and so are the borders between the hexes of one
 * piece, so that a piece is one shape and a row of pieces one band; a
 * ghost hex shows "::" on its middle line (unless hide_ghost), a hex of
 * the bot's placement (b, in an unranked game) "++"; an empty
 * hex its outline. In the dense drawing a piece is a solid tile of its
 * colour, the ghost dots (":", "." and "'" for its halves) and an empty
 * hex nothing. Neither the grid nor the ghost takes a colour: thin glyphs
 * beside solid tiles are the quieter picture.
 *
 * The end box is the game's summary (games/hextris/hextris_stats.h): its figure
 * and the personal best's, pieces, PPS, KPP, finesse, clears by size, the
 * best combo and, where the goal is rows against the clock, the splits.
 *
 * Front ends fill a hextris_view, call hextris_view_draw, then present the
 * canvas; mouse cells go back to well columns through
 * hextris_view_well_column. */
#ifndef HEXPUZZLE_TUI_HEXTRIS_VIEW_H
#define HEXPUZZLE_TUI_HEXTRIS_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "core/hexlayout.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_stats.h"
#include "tui/canvas.h"
#include "tui/hextris_roles.h"
#include "tui/dialog.h"
#include "tui/keymap.h"

enum hextris_drawing {
    TV_DRAW_BEST,     /* as hextris_view_caps.forced: the first that fits */
    TV_DRAW_LARGE,
    TV_DRAW_COMPACT,
    TV_DRAW_DENSE
};

/* What the front end knows and the view cannot: whether the terminal can
 * show the dense drawing, and the drawing the player chose. */
typedef struct {
    /* The half blocks will show (term_can_draw_blocks()) and the player
     * did not ask for ASCII only (--ascii): the dense drawing may be used. */
    bool blocks;
    /* The player's choice (the s key), used whenever it fits; where it
     * does not, or TV_DRAW_BEST, the first drawing that fits. */
    enum hextris_drawing forced;
} hextris_view_caps;

enum tv_overlay {
    TV_NONE,
    TV_HELP         /* every key and mouse action */
};

typedef struct {
    const ht_state *st;
    int64_t elapsed_ms;       /* shown to the second (sprint result: tenths) */
    enum tv_overlay overlay;
    /* NULL, or a question or message over everything (the well hidden
     * behind it), shown at any size when at_any_size: a message said once
     * and waited for, or the short well's offer. */
    const dialog *dialog;
    bool at_any_size;
    /* NULL-ended lines, or NULL: under the figures in the game-over box
     * (a new record, statistics, a warning), wrapped at spaces to the
     * well's width, as the box sits over the well and off the panel. */
    const char *const *notes;
    bool hide_ghost;          /* the player turned the ghost off */
    hextris_view_caps caps;
    const char *daily;        /* the daily's day, shown for the seed, or NULL */
    bool show_seed;           /* the seed while playing (else once ended) */
    bool watching;            /* a replay: no keys of the game are offered */
    /* A match's round: the panel offers no help or pause, its end box no
     * new game. */
    bool in_match;
    /* The terminal reports key presses and releases (the help says which
     * input mode is on). */
    bool key_events;
    /* The live stats under the panel: pieces, keys per piece, pieces per
     * second over the last 10 s and overall, finesse faults ("-" while
     * not judged). */
    bool show_stats;
    /* The personal best's summary for this game's table, for the end
     * box's comparison and splits; NULL when there is none. */
    const ht_summary *best;
    /* The keys the panel, the help and the end box name; NULL: the
     * table's (tui/keymap.h). */
    const keymap *keys;
    /* NULL, or a line in place of the panel's keys (the demo's). */
    const char *banner;
    /* The bot's placement, shown where the well is empty, thin and
     * colourless like the ghost ("++" on a hex's middle line; in the dense
     * drawing '+' halves), or bot_count 0. */
    const hex_offset *bot_cells;
    int bot_count;
    /* The rows the latest lock cleared (ht_state.cleared_rows) flash:
     * the well is drawn as it was just before they went, those rows in
     * bold dots (':') in every drawing, the falling piece over it, no
     * ghost. */
    bool flash_clear;
} hextris_view;

enum { HEXTRIS_VIEW_NOTE_WIDTH = 56 };

/* Where the well goes on a canvas w x h, and in which drawing. fits is
 * false when no drawing caps allows fits; need_w x need_h is then the
 * smallest canvas that would (the need of the last drawing allowed: the
 * dense one where caps->blocks, else the compact one), and a front end may
 * offer a smaller well instead. caps NULL: the outline drawings, the best
 * that fits. */
typedef struct {
    bool fits;
    enum hextris_drawing drawing;   /* never TV_DRAW_BEST */
    enum hexlayout_scale scale;    /* the outline drawings' */
    /* The hexes' picture: its ox, oy are the top-left cell of the board,
     * inside any wall, in every drawing; the outline drawings map cells to
     * hexes through it. */
    hexlayout well;
    int need_w, need_h;
} hextris_view_geometry;

hextris_view_geometry hextris_view_geometry_for(int cols, int rows, int w, int h,
                                              const hextris_view_caps *caps);

/* The size a canvas needs to show a cols x rows well in this drawing. */
void hextris_view_need(int cols, int rows, enum hextris_drawing drawing,
                      int *need_w, int *need_h);

/* The drawing the s key turns to: the next one after the drawing shown
 * (large, compact, dense, then large again) that caps allows and that
 * fits w x h; the one shown when no other does. */
enum hextris_drawing hextris_view_next_drawing(int cols, int rows, int w, int h,
                                             const hextris_view_caps *caps);

/* The well column under cell (x, y) of a canvas w x h: false when the cell
 * is not on the well (or nothing fits). */
bool hextris_view_well_column(const ht_state *st, int w, int h, const hextris_view_caps *caps,
                             int x, int y, int *col);

/* "m:ss" (or "h:mm:ss"); with tenths, "m:ss.t". */
enum { HEXTRIS_VIEW_TIME_MAX = 16 };
void hextris_view_format_time(int64_t ms, bool tenths, char *buf);

/* The offer of the short well for a cols x rows well that fits no drawing
 * caps allows on a w x h canvas: what the well needs there, and y, n, q. */
void hextris_view_short_offer(dialog *d, int cols, int rows, int w, int h,
                             const hextris_view_caps *caps);

/* A well cell's colour (ht_cell's 1..7, or HT_GARBAGE) as the role of its
 * tile, and as the letter on it. */
canvas_role hextris_view_piece_role(int colour);
char hextris_view_piece_letter(int colour);

void hextris_view_draw(canvas *c, const hextris_view *v);

#endif
