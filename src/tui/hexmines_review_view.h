/* The review of a hexmines loss as the player sees it: the board as it was
 * before the move that lost (that cell marked, the safe cell or the safest
 * guess highlighted), a status line with the review's keys, and a message
 * telling what could have been known (games/hexmines/hexmines_review.h).
 * Curses-free, so it is tested as text. */
#ifndef HEXPUZZLE_TUI_HEXMINES_REVIEW_VIEW_H
#define HEXPUZZLE_TUI_HEXMINES_REVIEW_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "core/hex.h"
#include "games/hexmines/hexmines_review.h"
#include "tui/keymap.h"
#include "tui/hexmines_view.h"

/* What the review shows, over its board b. */
typedef struct {
    hm_review r;
    const hm_board *b;
} hexmines_review;

/* hexmines_view.cell for a review (a hexmines_review as ctx): the cells before
 * the move, the cell it revealed shown as the mine that went off. */
mv_cell hexmines_review_cell(const void *review, int row, int col);

/* The cell highlighted beside it: the safe one, or the safest guess;
 * false when there is none. */
bool hexmines_review_highlight(const hexmines_review *v, hex_offset *at);

/* The status line: the cell revealed, its odds, the keys: Enter to
 * practise, the review key (keys' or, NULL, the table's) to go back. */
void hexmines_review_status(const hexmines_review *v, const keymap *keys, char *buf, size_t len);
/* The message: the safe cell and why (as many of the steps as fit in
 * `lines` lines `width` wide), or the forced guess and the safest cell.
 * Returns how many of the reason's steps it tells. */
int hexmines_review_message(const hexmines_review *v, int width, int lines, char *buf, size_t len);
/* The cells the last `told` steps of the reason name, the safe cell (the
 * highlight) left out, into named (at most max); returns how many. */
int hexmines_review_named(const hexmines_review *v, int told, hex_offset *named, int max);

/* The review of g's loss, over its board: false when memory ran out.
 * Closed, it holds nothing. */
bool hexmines_review_open(hexmines_review *v, const hm_game *g);
void hexmines_review_close(hexmines_review *v);
/* The review into a game's view mv of width w: the board before the fatal
 * move, its cell under the cursor, the highlight, and the status (naming
 * keys' keys) and message lines, written into status and message. */
void hexmines_review_show(const hexmines_review *v, const keymap *keys, hexmines_view *mv, int w,
                       char *status, size_t slen, char *message, size_t mlen);

#endif
