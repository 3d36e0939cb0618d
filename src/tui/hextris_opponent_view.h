/* hextris versus on screen: the opponent's well (a snapshot,
 * games/hextris/hextris_opponent.h) beside the player's own game.
 *
 * Two forms, the larger that fits:
 *   HO_FORM_SMALL    the well a cell a character (a piece's tile with its
 *                    letter, '#' for garbage), inside walls and a floor
 *   HO_FORM_PROFILE  each column's height as a bar, scaled to the lines
 *                    there are
 * Both have the opponent's login over the well (with "out", "won" or
 * "paused" when it is not playing), left of it a meter of the garbage
 * waiting for it ('!' from the floor up, a row a line, or scaled in the
 * profile), and under it the rows it cleared and what waits. */
#ifndef HEXPUZZLE_TUI_HEXTRIS_OPPONENT_VIEW_H
#define HEXPUZZLE_TUI_HEXTRIS_OPPONENT_VIEW_H

#include "games/hextris/hextris_opponent.h"
#include "tui/canvas.h"
#include "tui/hextris_view.h"

enum hextris_opponent_form {
    HO_FORM_NONE,       /* nothing fits */
    HO_FORM_SMALL,
    HO_FORM_PROFILE
};

/* The box o needs in a form: the small one width + 3 by height + 3, the
 * profile width + 3 by HO_PROFILE_LINES_MIN at least. */
enum { HO_PROFILE_LINES_MIN = 6 };
void hextris_opponent_need(const ht_opponent *o, enum hextris_opponent_form form, int *w,
                           int *h);

/* o drawn into the box of c at (x, y), w x h, in the larger form that fits
 * it (the box's top left; the profile's bars take the lines there are);
 * the form drawn. */
enum hextris_opponent_form hextris_opponent_draw(canvas *c, int x, int y, int w, int h,
                                                 const ht_opponent *o);

/* The player's game (own, as hextris_view_draw takes it) and the opponent
 * beside it on the right: own drawn in the left *own_w columns of a w x h
 * canvas, what is left once the opponent's box is taken, in the small form
 * where both then fit, else the profile; where neither does, own alone on
 * all of it (HO_FORM_NONE, *own_w = w). A click maps to a well column by
 * hextris_view_well_column with *own_w for the canvas's width. The form. */
enum hextris_opponent_form hextris_versus_layout(const hextris_view *own, const ht_opponent *o,
                                                 int w, int h, int *own_w);
/* Draws that layout on c; the form drawn (HO_FORM_NONE also where memory
 * for the player's part ran out: own alone on all of c). */
enum hextris_opponent_form hextris_versus_draw(canvas *c, const hextris_view *own,
                                               const ht_opponent *o);

#endif
