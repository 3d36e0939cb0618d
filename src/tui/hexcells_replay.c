/* A hexcells game in a replay or watched: its own view, with the replay's
 * lines where the game's own would stand, the cursor on the hex of the
 * last move (or of the hint taken), the window on a board larger than the
 * screen around it. */
#include "tui/hexcells_replay.h"

#include <stdio.h>
#include <string.h>

#include "session/hexcells_session.h"
#include "tui/hexcells_fe.h"
#include "tui/hexcells_view.h"
#include "tui/widgets.h"

void hexcells_replay_draw(canvas *c, const void *state, int64_t t, const char *last_move,
                          const replay_frame *f)
{
    const hc_game *g = ((const hexcells_play *)state)->game;
    const hc_puzzle *p = hc_game_puzzle(g);
    if (!hexcells_view_room(p, c->w, c->h)) {
        widget_too_small(c, HCV_MIN_W, HCV_MIN_H);
        return;
    }
    char rest[80], status[240];
    /* The seed shows once the puzzle is solved: a game still being played
     * keeps it to itself. */
    hexcells_status_rest(g, NULL, !f->live && hc_game_status(g) == HC_WON, rest, sizeof rest);
    char line[200];
    snprintf(line, sizeof line, "%s  %s", rest, f->status);
    hexcells_view_status(g, t < 0 ? 0 : (uint64_t)t, line, status, sizeof status);
    /* The hex of the last move, or of a hint taken (its move names none). */
    hc_move m;
    int at = -1;
    if (last_move && hc_move_parse(last_move, &m))
        at = hc_index(m.col, m.row);
    else if (last_move && strcmp(last_move, HEXCELLS_HINT) == 0 && hc_game_last_hint(g)->found)
        at = hc_game_last_hint(g)->slot;
    hexcells_view v = {
        .game = g, .drawing = hexcells_view_fit(p, c->w, c->h),
        .cursor = at, .show_cursor = at >= 0,
        .status = status, .message = f->keys,
        /* Paused, the player saw no puzzle: nor does a watcher. */
        .hide_board = hc_game_paused(g),
    };
    /* A board larger than the screen: the window is centred on the last
     * move, halfway between the windows that show it at their either
     * end, so that what was played around it shows too. */
    if (at >= 0) {
        int x0, y0, x1, y1;
        hexcells_view_follow(&v, c->w, c->h, &x0, &y0);
        v.scroll_x = v.scroll_y = c->w + c->h + 4 * HC_SLOTS;
        hexcells_view_follow(&v, c->w, c->h, &x1, &y1);
        v.scroll_x = (x0 + x1) / 2;
        v.scroll_y = (y0 + y1) / 2;
    }
    hexcells_view_draw(c, &v);
}
