/* The application's list of games, from the one list of games. */
#include "app/games.h"

#define GAME(name) extern const app_game name##_app;
#include "session/game_list.h"
#undef GAME

const app_game *const app_games[] = {
#define GAME(name) &name##_app,
#include "session/game_list.h"
#undef GAME
    NULL
};

/* Both lists expand the one list, so a game's place is the same in each. */
const app_game *app_game_named(const char *name)
{
    const session_game *g = session_game_named(name);
    return g ? app_games[session_game_index(g)] : NULL;
}

const key_game *app_key_game(int i)
{
    for (int g = 0; app_games[g]; g++) {
        const key_game *const tables[] = { app_games[g]->keys, app_games[g]->more_keys };
        for (int t = 0; t < 2; t++)
            if (tables[t] && i-- == 0)
                return tables[t];
    }
    return NULL;
}
