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
