/* The bot's placement as a ghost (tui/tetris_bot_ghost.h). */
#include "tui/tetris_bot_ghost.h"

#include <stdlib.h>

#include "games/hextris_bot.h"

bool tetris_bot_ghost_show(tetris_bot_ghost *g)
{
    if (!g->reach && !(g->reach = calloc(1, sizeof *g->reach)))
        return false;
    g->shown = true;
    g->version = 0;
    return true;
}

void tetris_bot_ghost_hide(tetris_bot_ghost *g)
{
    g->shown = false;
    g->count = 0;
}

void tetris_bot_ghost_update(tetris_bot_ghost *g, const ht_state *st)
{
    if (!g->shown || st->status != HT_PLAYING) {
        g->count = 0;
        return;
    }
    if (g->version == st->version)
        return;
    g->version = st->version;
    ht_bot_choice c;
    bool found = ht_bot_choose(g->reach, st, &c);
    g->count = found ? (int)ht_piece_place(c.piece, c.pose.rot,
                                           hex_to_offset(c.pose.centre, HEX_ODD_Q), g->cells)
                     : 0;
    g->holds = found && c.hold;
}

void tetris_bot_ghost_free(tetris_bot_ghost *g)
{
    free(g->reach);
    *g = (tetris_bot_ghost){ 0 };
}
