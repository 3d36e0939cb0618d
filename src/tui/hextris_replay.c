/* A hextris game in a replay or watched: its own view, the seed hidden
 * while it is played, the replay's lines under the panel. */
#include "tui/hextris_replay.h"

#include "games/hextris/hextris.h"
#include "tui/hextris_view.h"

void hextris_replay_draw(canvas *c, const void *state, int64_t t, const char *last_move,
                        const replay_frame *f)
{
    (void)last_move;
    const ht_state *st = state;
    hextris_view_caps caps = { .blocks = f->blocks };
    const char *notes[] = { f->status, f->keys, NULL };
    hextris_view v = { .st = st, .elapsed_ms = ht_elapsed_ms(st, t), .caps = caps,
                      .show_seed = !f->live, .watching = true };
    hextris_view_draw(c, &v);
    /* The replay's own lines under the panel, where the game's key hints
     * stand: the viewer's keys are other keys. */
    for (int i = 0; notes[i]; i++) {
        int y = c->h - 2 + i;
        for (int x = 0; x < c->w; x++)
            canvas_put(c, x, y, ' ', ROLE_NORMAL);
        canvas_text(c, 0, y, notes[i], i == 0 ? ROLE_STATUS : ROLE_DIM);
    }
}

