/* PCG32 (XSH RR 64/32) after the reference pcg32_random_r and
 * pcg32_boundedrand_r from pcg-random.org; fixed-width arithmetic only. */
#include "core/rng.h"

#include <assert.h>
#include <string.h>

static const uint64_t multiplier = 6364136223846793005ULL;

void rng_seed(rng *g, uint64_t seed, uint64_t stream)
{
    g->state = 0;
    g->inc = (stream << 1) | 1u;
    rng_next(g);
    g->state += seed;
    rng_next(g);
}

uint32_t rng_next(rng *g)
{
    uint64_t old = g->state;
    g->state = old * multiplier + g->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    uint32_t rot = (uint32_t)(old >> 59);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

uint32_t rng_below(rng *g, uint32_t bound)
{
    if (bound == 0)
        return 0;
    /* Draws below 2^32 mod bound would make the low results likelier. */
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint32_t r = rng_next(g);
        if (r >= threshold)
            return r % bound;
    }
}

void rng_shuffle(rng *g, void *items, size_t n, size_t size)
{
    unsigned char *base = items, tmp[256];
    assert(size <= sizeof tmp && n <= UINT32_MAX);
    for (size_t i = n; i > 1; i--) {
        size_t j = rng_below(g, (uint32_t)i);
        if (j != i - 1) {
            memcpy(tmp, base + j * size, size);
            memcpy(base + j * size, base + (i - 1) * size, size);
            memcpy(base + (i - 1) * size, tmp, size);
        }
    }
}

double rng_unit(rng *g)
{
    return rng_next(g) / 4294967296.0;
}
