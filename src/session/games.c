/* The list of games, the one place a new game is added. */
#include "session/games.h"

#include <string.h>

#include "session/hexmines_game.h"
#include "session/hextris_game.h"

const session_game *const session_games[] = { &session_hexmines, &session_hextris, NULL };

bool session_category(const char *name, const char *params, char *buf, size_t len)
{
    const session_game *g = session_game_named(name);
    return g && g->category(params, buf, len);
}

bool session_standard_category(const session_game *g, int i, char *buf, size_t len)
{
    char params[SESSION_PARAMS];
    return g->standard(i, params, sizeof params) && g->category(params, buf, len);
}

int session_standard_index(const session_game *g, const char *category)
{
    char name[SESSION_PARAMS];
    for (int i = 0; session_standard_category(g, i, name, sizeof name); i++)
        if (strcmp(name, category) == 0)
            return i;
    return -1;
}

const session_game *session_game_named(const char *name)
{
    for (size_t i = 0; session_games[i]; i++)
        if (strcmp(session_games[i]->name, name) == 0)
            return session_games[i];
    return NULL;
}

int session_game_index(const session_game *g)
{
    int i = 0;
    while (session_games[i] && session_games[i] != g)
        i++;
    return i;
}
