/* The bot's placement as a ghost (tui/hextris_bot_ghost.h). */
#include "tui/hextris_bot_ghost.h"

#include <stdlib.h>

#include "games/hextris/hextris_bot.h"

bool hextris_bot_ghost_show(hextris_bot_ghost *g)
{
    if (!g->reach && !(g->reach = calloc(1, sizeof *g->reach)))
        return false;
    g->shown = true;
    g->version = 0;
    return true;
}

void hextris_bot_ghost_hide(hextris_bot_ghost *g)
{
    g->shown = false;
    g->count = 0;
}

void hextris_bot_ghost_update(hextris_bot_ghost *g, const ht_state *st)
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

void hextris_bot_ghost_free(hextris_bot_ghost *g)
{
    free(g->reach);
    *g = (hextris_bot_ghost){ 0 };
}
