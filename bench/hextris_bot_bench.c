/* hextris' reach search and bot: the time of one search for the
 * placements of a piece (median, 99th percentile and worst over every
 * piece of long bot games, in microseconds, against the 10 ms a bot
 * playing 100 pieces a second could spend on a piece and its hold); the
 * time of the bot's whole turn; and how many pieces the bot places in
 * marathon from level 1 over a fixed set of seeds before the stack tops
 * out (capped), in the full well and in the short one. The bot thinks
 * THINK_MS of game time per piece (the piece falls meanwhile), then plays
 * it at once. Times are the process's CPU time, so that other programs on
 * the machine do not count. */
#include <stdio.h>
#include <stdlib.h>

#include "bench_clock.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_bot.h"
#include "games/hextris/hextris_reach.h"

enum { SEEDS = 8, PIECE_CAP = 2000, THINK_MS = 150 };

static double now_us(void)
{
    return cpu_ms() * 1e3;
}

static ht_reach reach;
static double times[SEEDS * PIECE_CAP], piece_times[SEEDS * PIECE_CAP];
static int ntimes;

/* Bot games in a w x h well: the pieces each seed placed. */
static void survive(int w, int h, bool timed)
{
    int capped = 0;
    long total = 0, rows = 0;
    printf("bot in marathon from level 1, %dx%d well, seeds 1000..%d: pieces placed before"
           " topping out (cap %d):", w, h, 1000 + SEEDS - 1, PIECE_CAP);
    for (int s = 0; s < SEEDS; s++) {
        ht_params p;
        ht_params_default(&p);
        p.width = w;
        p.height = h;
        p.seed = 1000 + (uint64_t)s;
        ht_state st;
        ht_new(&st, &p, 0);
        while (st.status == HT_PLAYING && st.pieces < PIECE_CAP) {
            ht_advance(&st, st.now_ms + THINK_MS);
            if (st.status != HT_PLAYING)
                break;
            double t0 = now_us();
            if (timed)
                ht_reach_search(&reach, &st, false);
            double t1 = now_us();
            bool placed = ht_bot_play_piece(&reach, &st, NULL, NULL);
            if (timed) {
                times[ntimes] = t1 - t0;
                piece_times[ntimes++] = now_us() - t1;
            }
            if (!placed)
                break;
        }
        printf(" %d", st.pieces);
        total += st.pieces;
        rows += st.rows;
        capped += st.pieces >= PIECE_CAP;
    }
    printf("\n  mean %.0f pieces and %.0f rows cleared; %d of %d seeds reached the cap\n",
           (double)total / SEEDS, (double)rows / SEEDS, capped, SEEDS);
}

int main(void)
{
    survive(HT_FULL_WIDTH, HT_FULL_HEIGHT, true);
    survive(HT_SHORT_WIDTH, HT_SHORT_HEIGHT, false);
    qsort(times, (size_t)ntimes, sizeof *times, cmp_double);
    qsort(piece_times, (size_t)ntimes, sizeof *piece_times, cmp_double);
    printf("reach search, %dx%d well, %d pieces of those bot games: median %.0f us,"
           " 99th percentile %.0f us, worst %.0f us\n  (100 pieces/s leaves 10000 us for a"
           " piece and its hold: two searches)\n",
           HT_FULL_WIDTH, HT_FULL_HEIGHT, ntimes, times[ntimes / 2], times[(ntimes * 99) / 100],
           times[ntimes - 1]);
    printf("the bot's whole turn (both searches, the evaluation, the way as finesse counts it,"
           " the moves): median %.0f us, 99th percentile %.0f us, worst %.0f us\n",
           piece_times[ntimes / 2], piece_times[(ntimes * 99) / 100], piece_times[ntimes - 1]);
    return 0;
}
