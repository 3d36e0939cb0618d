/* The list of games: the one place a game is named, once. */
#include "app/games.h"

#include <string.h>

#include "app/hexcells_cli.h"
#include "app/hexmines_cli.h"
#include "app/hextris_cli.h"

const app_game *const app_games[] = { &hexmines_app, &hextris_app, &hexcells_app, NULL };

const app_game *app_game_named(const char *name)
{
    for (size_t i = 0; app_games[i]; i++)
        if (strcmp(app_games[i]->rules->name, name) == 0)
            return app_games[i];
    return NULL;
}

const session_game *session_game_named(const char *name)
{
    const app_game *g = app_game_named(name);
    return g ? g->rules : NULL;
}

int session_game_index(const session_game *g)
{
    int i = 0;
    while (app_games[i] && app_games[i]->rules != g)
        i++;
    return i;
}

const session_game *session_game_at(int i)
{
    for (int k = 0; k <= i; k++)
        if (!app_games[k])
            return NULL;
    return app_games[i]->rules;
}

bool session_category(const char *name, const char *params, char *buf, size_t len)
{
    const session_game *g = session_game_named(name);
    return g && g->category(params, buf, len);
}
