/* The no-guess generators' unseen cells: a set indexed both ways. */
#include <stdlib.h>

#include "games/hexmines/hexmines_unseen.h"

bool hm_unseen_init(hm_unseen *u, int ncells)
{
    u->cell = malloc((size_t)ncells * sizeof *u->cell);
    u->at = malloc((size_t)ncells * sizeof *u->at);
    u->n = u->mines = 0;
    return u->cell && u->at;
}

void hm_unseen_free(hm_unseen *u)
{
    free(u->cell);
    free(u->at);
}

void hm_unseen_fill(hm_unseen *u, const hm_board *b, const unsigned char *mines)
{
    u->n = u->mines = 0;
    for (int i = 0; i < b->ncells; i++) {
        u->at[i] = -1;
        if (b->on[i])
            hm_unseen_add(u, i, mines);
    }
}

void hm_unseen_add(hm_unseen *u, int cell, const unsigned char *mines)
{
    if (u->at[cell] >= 0)
        return;
    u->at[cell] = u->n;
    u->cell[u->n++] = cell;
    u->mines += mines[cell];
}

void hm_unseen_remove(hm_unseen *u, int cell, const unsigned char *mines)
{
    int at = u->at[cell];
    if (at < 0)
        return;
    u->mines -= mines[cell];
    int last = u->cell[--u->n];
    u->cell[at] = last;
    u->at[last] = at;
    u->at[cell] = -1;
}

void hm_unseen_swap(hm_unseen *u, int i, int j)
{
    int a = u->cell[i], b = u->cell[j];
    u->cell[i] = b;
    u->cell[j] = a;
    u->at[b] = i;
    u->at[a] = j;
}

int hm_unseen_reveal(hm_unseen *u, const hm_board *b,
                     const unsigned char *mines, int cell)
{
    hm_unseen_remove(u, cell, mines);
    const int32_t *nb = &b->nbr[(size_t)cell * 6];
    int n = 0;
    for (int d = 0; d < 6; d++) {
        if (nb[d] < 0)
            continue;
        hm_unseen_remove(u, nb[d], mines);
        n += mines[nb[d]];
    }
    return n;
}
