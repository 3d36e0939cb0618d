/* hextris' reach search and bot: the time of one search for the
 * placements of a piece (median and worst over every piece of long bot
 * games, in microseconds, against the 10 ms a bot playing 100 pieces a
 * second could spend on a piece and its hold), and how many pieces the bot
 * places in marathon from level 1 over a fixed set of seeds before the
 * stack tops out (capped). The bot thinks THINK_MS of game time per piece,
 * then plays it at once. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "games/hextris.h"
#include "games/hextris_bot.h"
#include "games/hextris_reach.h"

enum { SEEDS = 8, PIECE_CAP = 2000, THINK_MS = 150 };

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static ht_reach reach;

int main(void)
{
    double *times = malloc(sizeof *times * SEEDS * PIECE_CAP);
    int survived[SEEDS], ntimes = 0, capped = 0;
    long total = 0;
    if (!times)
        return 1;
    for (int s = 0; s < SEEDS; s++) {
        ht_params p;
        ht_params_default(&p);
        p.seed = 1000 + (uint64_t)s;
        ht_state st;
        ht_new(&st, &p, 0);
        while (st.status == HT_PLAYING && st.pieces < PIECE_CAP) {
            ht_advance(&st, st.now_ms + THINK_MS);
            if (st.status != HT_PLAYING)
                break;
            double t0 = now_us();
            ht_reach_search(&reach, &st, false);
            times[ntimes++] = now_us() - t0;
            if (!ht_bot_play_piece(&reach, &st, NULL, NULL))
                break;
        }
        survived[s] = st.pieces;
        total += st.pieces;
        capped += st.pieces >= PIECE_CAP;
    }
    qsort(times, (size_t)ntimes, sizeof *times, cmp_double);
    printf("reach search, %dx%d well, %d pieces of bot games: median %.0f us, worst %.0f us"
           " (a piece and its hold within 10000 us: 100 pieces/s)\n",
           HT_WIDTH_DEFAULT, HT_HEIGHT_DEFAULT, ntimes, times[ntimes / 2], times[ntimes - 1]);
    printf("bot in marathon from level 1, seeds 1000..%d, pieces placed before topping out"
           " (cap %d):", 1000 + SEEDS - 1, PIECE_CAP);
    for (int s = 0; s < SEEDS; s++)
        printf(" %d", survived[s]);
    printf("\n  mean %.0f, %d of %d seeds reached the cap\n", (double)total / SEEDS, capped, SEEDS);
    free(times);
    return 0;
}
