/* Seeded pseudo-random numbers: PCG32 (O'Neill's pcg32, XSH RR 64/32), the
 * same sequence on every platform for a given seed and stream. */
#ifndef HEXPUZZLE_CORE_RNG_H
#define HEXPUZZLE_CORE_RNG_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint64_t state;
    uint64_t inc;   /* always odd: selects the stream */
} rng;

/* pcg32_srandom_r(seed, stream). The seed is added to the 64-bit state
 * whole: no two seeds of a stream start it alike, so what a game shows of
 * its stream leaves all 64 bits of its seed to find. */
void rng_seed(rng *g, uint64_t seed, uint64_t stream);
uint32_t rng_next(rng *g);
/* Uniform in [0, bound) without modulo bias; bound 0 gives 0. */
uint32_t rng_below(rng *g, uint32_t bound);
/* Fisher-Yates shuffle of n items of size bytes each (size <= 256). */
void rng_shuffle(rng *g, void *items, size_t n, size_t size);
/* Uniform in [0, 1) with 32 bits of precision. */
double rng_unit(rng *g);

#endif
