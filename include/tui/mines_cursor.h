/* The hexmines cursor: where each movement key takes the selected cell, on
 * any board shape. Curses-free, so it is tested on its own. */
#ifndef HEXPUZZLE_TUI_MINES_CURSOR_H
#define HEXPUZZLE_TUI_MINES_CURSOR_H

#include <stdbool.h>

#include "core/hex.h"
#include "games/hexmines.h"

/* Which movement keys the board listens to (arrows always work). */
enum mines_keys { MINES_KEYS_ALL, MINES_KEYS_HEX, MINES_KEYS_ROGUELIKE, MINES_KEYS_ARROWS };

typedef struct {
    hex_offset at;
    int want_x;   /* the screen column up/down aim for; -1: where it is */
} mines_cursor;

void mines_cursor_place(mines_cursor *c, hex_offset at);
/* One step in a hex direction (core numbering); stays put at the edge. */
void mines_cursor_step(mines_cursor *c, const hm_board *b, int dir);
/* Left (-1) or right (+1) along the row. */
void mines_cursor_along(mines_cursor *c, const hm_board *b, int dcol);
/* To the row's first (-1) or last (+1) cell. */
void mines_cursor_row_end(mines_cursor *c, const hm_board *b, int side);
/* To the row above (-1) or below (+1), under the same screen column as far
 * as the staggering allows. */
void mines_cursor_vertical(mines_cursor *c, const hm_board *b, int drow);

/* The hex direction of a movement letter under a key scheme. */
bool mines_direction_key(enum mines_keys scheme, int key, int *dir);

#endif
