/* The bot's placement shown as a ghost (the hint): where the bot would put the
 * piece in play, worked out again whenever the game moved. */
#ifndef HEXPUZZLE_TUI_HEXTRIS_BOT_GHOST_H
#define HEXPUZZLE_TUI_HEXTRIS_BOT_GHOST_H

#include <stdbool.h>

#include "core/hex.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_reach.h"

typedef struct {
    bool shown;
    ht_reach *reach;            /* the search's memory, once shown */
    unsigned long version;      /* the game's version it was worked out for */
    hex_offset cells[HT_PIECE_MAX_CELLS];
    int count;                  /* 0: nothing to show */
    bool holds;                 /* the placement is the held piece's */
} hextris_bot_ghost;

/* Shows it from the next update on; false when memory ran out. */
bool hextris_bot_ghost_show(hextris_bot_ghost *g);
void hextris_bot_ghost_hide(hextris_bot_ghost *g);
/* The placement for st as it is now (none unless shown and in play). */
void hextris_bot_ghost_update(hextris_bot_ghost *g, const ht_state *st);
void hextris_bot_ghost_free(hextris_bot_ghost *g);

#endif
