/* The hexmines cursor: where each movement key takes the selected cell, on
 * any board shape. Curses-free, so it is tested on its own. */
#ifndef HEXPUZZLE_TUI_HEXMINES_CURSOR_H
#define HEXPUZZLE_TUI_HEXMINES_CURSOR_H

#include <stdbool.h>

#include "core/hex.h"
#include "games/hexmines/hexmines.h"

/* Which movement keys the board listens to (arrows always work). */
enum hexmines_keys { HEXMINES_KEYS_ALL, HEXMINES_KEYS_HEX, HEXMINES_KEYS_ROGUELIKE, HEXMINES_KEYS_ARROWS };

typedef struct {
    hex_offset at;
    int want_x;   /* the screen column up/down aim for; -1: where it is */
} hexmines_cursor;

void hexmines_cursor_place(hexmines_cursor *c, hex_offset at);
/* One step in a hex direction (core numbering); stays put at the edge. */
void hexmines_cursor_step(hexmines_cursor *c, const hm_board *b, int dir);
/* Left (-1) or right (+1) along the row. */
void hexmines_cursor_along(hexmines_cursor *c, const hm_board *b, int dcol);
/* To the row's first (-1) or last (+1) cell. */
void hexmines_cursor_row_end(hexmines_cursor *c, const hm_board *b, int side);
/* To the row above (-1) or below (+1), under the same screen column as far
 * as the staggering allows. */
void hexmines_cursor_vertical(hexmines_cursor *c, const hm_board *b, int drow);

/* The hex direction of a movement letter under a key scheme. */
bool hexmines_direction_key(enum hexmines_keys scheme, int key, int *dir);

#endif
