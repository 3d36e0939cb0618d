/* The unseen cells of a no-guess generator's solve (hexmines_gen.h): the
 * unknown cells next to nothing revealed, where a mine can be moved without
 * changing any number shown. A set with adding, removing and drawing in
 * constant time, which also counts its mines.
 */
#ifndef HEXPUZZLE_GAMES_HEXMINES_HEXMINES_UNSEEN_H
#define HEXPUZZLE_GAMES_HEXMINES_HEXMINES_UNSEEN_H

#include <stdbool.h>

#include "games/hexmines/hexmines.h"

typedef struct {
    int *cell;   /* the set: cell[0..n) */
    int *at;     /* per board index: its place in cell, or -1 */
    int n;
    int mines;   /* how many of the set hold a mine */
} hm_unseen;

/* false when out of memory (u can still be freed). */
bool hm_unseen_init(hm_unseen *u, int ncells);
void hm_unseen_free(hm_unseen *u);
/* Every on-board cell. */
void hm_unseen_fill(hm_unseen *u, const hm_board *b, const unsigned char *mines);
void hm_unseen_add(hm_unseen *u, int cell, const unsigned char *mines);
void hm_unseen_remove(hm_unseen *u, int cell, const unsigned char *mines);
/* Exchanges the cells at places i and j. */
void hm_unseen_swap(hm_unseen *u, int i, int j);
/* Cell (safe) is revealed: it and its neighbours are seen. Returns its
 * number. */
int hm_unseen_reveal(hm_unseen *u, const hm_board *b,
                     const unsigned char *mines, int cell);

#endif
