#include "session/params_seed.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "session/session.h"
#include "util/number.h"

#define SEED_FIELD ":seed="

/* Where the seed's digits start: after the last ":seed=", which ends the
 * text; NULL when there is none. */
static const char *seed_digits(const char *params)
{
    const char *last = NULL;
    for (const char *at = strstr(params, SEED_FIELD); at; at = strstr(at + 1, SEED_FIELD))
        last = at;
    return last ? last + strlen(SEED_FIELD) : NULL;
}

/* Whether params is a text of g's: a game's params decode exactly when it
 * can name their score table. */
static bool is_games(const session_game *g, const char *params)
{
    char category[SESSION_PARAMS];
    return g->category(params, category, sizeof category);
}

bool session_params_seed(const session_game *g, const char *params, uint64_t *seed)
{
    const char *digits = seed_digits(params);
    uint64_t read;
    if (!digits || !number_parse(digits, strlen(digits), UINT64_MAX, &read)
        || !is_games(g, params))
        return false;
    *seed = read;
    return true;
}

bool session_params_reseed(const session_game *g, const char *params, uint64_t seed, char *buf,
                           size_t len)
{
    uint64_t old;
    if (!session_params_seed(g, params, &old))
        return false;
    int kept = (int)(seed_digits(params) - params);
    int n = snprintf(buf, len, "%.*s%" PRIu64, kept, params, seed);
    return n >= 0 && (size_t)n < len;
}
