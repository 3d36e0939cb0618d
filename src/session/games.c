/* The list of games, the one place a new game is added. */
#include "session/games.h"

#include <string.h>

#include "session/hexmines_game.h"
#include "session/hextris_game.h"

const session_game *const session_games[] = { &session_hexmines, &session_hextris, NULL };

const session_game *session_game_named(const char *name)
{
    for (size_t i = 0; session_games[i]; i++)
        if (strcmp(session_games[i]->name, name) == 0)
            return session_games[i];
    return NULL;
}
