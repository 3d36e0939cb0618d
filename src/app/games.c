/* The application's list of games, from the one list of games. */
#include "app/games.h"

#include <string.h>

#define GAME(name) extern const app_game name##_app;
#include "session/game_list.h"
#undef GAME

const app_game *const app_games[] = {
#define GAME(name) &name##_app,
#include "session/game_list.h"
#undef GAME
    NULL
};

const app_game *app_game_named(const char *name)
{
    for (size_t i = 0; app_games[i]; i++)
        if (strcmp(app_games[i]->rules->name, name) == 0)
            return app_games[i];
    return NULL;
}
