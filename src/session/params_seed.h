/* The seed in a game's params text, the same for every game: each writes
 * its params with the seed last, as ":seed=N" (N canonical, util/number.h),
 * so one pair of functions reads and replaces it for all. A params text
 * with no such field has no seed: a level read from a file is one, never a
 * board drawn from a seed (never one the host drew), and the game after it
 * is the same level again. */
#ifndef HEXPUZZLE_SESSION_PARAMS_SEED_H
#define HEXPUZZLE_SESSION_PARAMS_SEED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/game.h"

/* The seed params names into *seed; false (seed untouched) when params
 * has none or is not one of g's. */
bool session_params_seed(const session_game *g, const char *params, uint64_t *seed);
/* params with its seed replaced by seed, into buf (len bytes); false when
 * params has no seed, is not one of g's, or the text does not fit. */
bool session_params_reseed(const session_game *g, const char *params, uint64_t seed, char *buf,
                           size_t len);

#endif
