/* The games' fixtures for the session suite, and the shared suites' run
 * over the list of games. */
#include "game_fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session/game_rules.h"

extern const game_fixture fixture_hexmines, fixture_hextris, fixture_hexcells;

static const game_fixture *const fixtures[] = {
    &fixture_hexmines, &fixture_hextris, &fixture_hexcells,
};

const void *game_fixture_named(const char *name)
{
    for (size_t i = 0; i < sizeof fixtures / sizeof *fixtures; i++)
        if (strcmp(fixtures[i]->name, name) == 0)
            return fixtures[i];
    return NULL;
}

static size_t games_listed(void)
{
    size_t n = 0;
    while (session_game_at((int)n))
        n++;
    return n;
}

/* "test (game)": which game failed shows in cmocka's report. */
static const char *named_for(const char *test, const char *game)
{
    size_t len = strlen(test) + strlen(game) + 4;
    char *name = malloc(len);
    if (!name) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    snprintf(name, len, "%s (%s)", test, game);
    return name;
}

int game_fixture_run_suite(const char *suite, const struct CMUnitTest *tests, size_t n,
                           const struct CMUnitTest *once, size_t nonce,
                           const void *(*fixture_named)(const char *name))
{
    size_t games = games_listed();
    struct CMUnitTest *all = calloc(games * n + nonce, sizeof *all);
    if (!all) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    size_t k = 0;
    for (size_t i = 0; i < games; i++) {
        const session_game *game = session_game_at((int)i);
        const void *fx = fixture_named(game->name);
        if (!fx) {
            fprintf(stderr, "%s: the game %s has no fixture (tests/unit/fixture_%s*.c)\n",
                    suite, game->name, game->name);
            free(all);
            return 1;
        }
        for (size_t t = 0; t < n; t++) {
            all[k] = tests[t];
            all[k].name = named_for(tests[t].name, game->name);
            all[k].initial_state = (void *)fx;
            k++;
        }
    }
    for (size_t t = 0; t < nonce; t++)
        all[k++] = once[t];
    /* cmocka_run_group_tests counts a fixed array; a list made at run
     * time goes to the function under it. */
    int failed = _cmocka_run_group_tests(suite, all, k, NULL, NULL);
    for (size_t t = 0; t < games * n; t++)
        free((void *)all[t].name);
    free(all);
    return failed;
}
