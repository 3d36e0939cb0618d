/* The bot's placement shown as a ghost (the hint): where the bot would put the
 * piece in play, worked out again whenever the game moved. */
#ifndef HEXPUZZLE_TUI_TETRIS_BOT_GHOST_H
#define HEXPUZZLE_TUI_TETRIS_BOT_GHOST_H

#include <stdbool.h>

#include "core/hex.h"
#include "games/hextris.h"
#include "games/hextris_reach.h"

typedef struct {
    bool shown;
    ht_reach *reach;            /* the search's memory, once shown */
    unsigned long version;      /* the game's version it was worked out for */
    hex_offset cells[HT_PIECE_MAX_CELLS];
    int count;                  /* 0: nothing to show */
    bool holds;                 /* the placement is the held piece's */
} tetris_bot_ghost;

/* Shows it from the next update on; false when memory ran out. */
bool tetris_bot_ghost_show(tetris_bot_ghost *g);
void tetris_bot_ghost_hide(tetris_bot_ghost *g);
/* The placement for st as it is now (none unless shown and in play). */
void tetris_bot_ghost_update(tetris_bot_ghost *g, const ht_state *st);
void tetris_bot_ghost_free(tetris_bot_ghost *g);

#endif
