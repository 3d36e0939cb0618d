/* The list of the games' rules, from the one list of games. */
#include "session/game_rules.h"

#include <string.h>

#define GAME(name) extern const session_game session_##name;
#include "session/game_list.h"
#undef GAME

const session_game *const session_games[] = {
#define GAME(name) &session_##name,
#include "session/game_list.h"
#undef GAME
    NULL
};

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

const session_game *session_game_at(int i)
{
    for (int k = 0; k <= i; k++)
        if (!session_games[k])
            return NULL;
    return session_games[i];
}

bool session_category(const char *name, const char *params, char *buf, size_t len)
{
    const session_game *g = session_game_named(name);
    return g && g->category(params, buf, len);
}
