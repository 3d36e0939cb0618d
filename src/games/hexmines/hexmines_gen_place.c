/* Mines placed uniformly at random, for every generator: the classic
 * board is one placement, a no-guess board one placement a try. */
#include "games/hexmines/hexmines_gen_place.h"

#include <string.h>

bool hm_gen_place(const hm_board *b, rng *g, int count,
                  const unsigned char *exclude, unsigned char *mines,
                  int *scratch)
{
    int n = 0;
    for (int i = 0; i < b->ncells; i++)
        if (b->on[i] && !exclude[i])
            scratch[n++] = i;
    if (count > n)
        return false;
    memset(mines, 0, (size_t)b->ncells);
    for (int k = 0; k < count; k++) {
        int j = k + (int)rng_below(g, (uint32_t)(n - k));
        int t = scratch[j];
        scratch[j] = scratch[k];
        scratch[k] = t;
        mines[t] = 1;
    }
    return true;
}
