/* hexmines board generation: classic random placement, and the choice of
 * no-guess generator by the board's generator version and size. */
#include <stdlib.h>

#include "core/rng.h"
#include "games/hexmines/hexmines_gen.h"
#include "games/hexmines/hexmines_gen_noguess.h"

/* "hexmines" in ASCII: the PCG stream, fixed so boards are stable. */
#define GEN_STREAM 0x6865786d696e6573ULL

bool hm_gen_local_applies(const hm_params *p, int cells)
{
    return p->mode == HM_MODE_NOGUESS && p->gen != HM_GEN_FIRST
           && cells > HM_GEN_FIRST_CELLS;
}

hm_gen_result hm_generate(const hm_params *p, const hm_board *b, int first,
                          unsigned char *mines, hm_gen_stats *stats)
{
    hm_gen_stats local = { 0, 0, 0 };
    hm_gen_stats *st = stats ? stats : &local;
    *st = local;
    rng g;
    rng_seed(&g, p->seed, GEN_STREAM);
    size_t n = (size_t)b->ncells;
    unsigned char *exclude = calloc(n, 1);
    int *scratch = malloc(n * sizeof *scratch);
    hm_gen_result res = HM_GEN_NOMEM;
    if (!exclude || !scratch)
        goto out;
    exclude[first] = 1;
    if (p->mode == HM_MODE_CLASSIC) {
        st->attempts = 1;
        res = hm_gen_place(b, &g, p->mines, exclude, mines, scratch)
                  ? HM_GEN_OK
                  : HM_GEN_FAILED;
        goto out;
    }
    for (int d = 0; d < 6; d++)
        if (b->nbr[(size_t)first * 6 + d] >= 0)
            exclude[b->nbr[(size_t)first * 6 + d]] = 1;
    if (hm_gen_local_applies(p, b->nplay))
        res = hm_gen_local(b, &g, first, p->mines, exclude, mines, scratch, st);
    else
        res = hm_gen_first(b, &g, first, p->mines, exclude, mines, scratch, st);
out:
    free(exclude);
    free(scratch);
    return res;
}
