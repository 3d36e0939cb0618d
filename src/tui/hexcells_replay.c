/* A hexcells game in a replay or watched: its own view, with the replay's
 * lines where the game's own would stand, the cursor on the hex of the
 * last move. */
#include "tui/hexcells_replay.h"

#include <stdio.h>

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
    hc_move m;
    bool moved = last_move && hc_move_parse(last_move, &m);
    hexcells_view v = {
        .game = g, .drawing = hexcells_view_fit(p, c->w, c->h),
        .cursor = moved ? hc_index(m.col, m.row) : -1, .show_cursor = moved,
        .status = status, .message = f->keys,
        /* Paused, the player saw no puzzle: nor does a watcher. */
        .hide_board = hc_game_paused(g),
    };
    hexcells_view_follow(&v, c->w, c->h, &v.scroll_x, &v.scroll_y);
    hexcells_view_draw(c, &v);
}
