/* The launcher: a game from its command line or the menu onto the
 * terminal, the same for every game. */
#ifndef HEXPUZZLE_APP_LAUNCH_H
#define HEXPUZZLE_APP_LAUNCH_H

#include <stdbool.h>

#include "app/games.h"
#include "app/ranking.h"

typedef struct {
    const ranking *run;   /* how its games rank; NULL: the normal tables */
    bool colour;          /* wanted by the command line (the config may say no) */
    const char *notice;   /* NULL, or the game's own warning, shown first */
    /* NULL, or the game's own options for its front end
     * (play_ui_options.own, typed in its front end's header). */
    const void *own;
} app_launch;

/* Plays g from params (checked) until the player leaves: the config's key
 * bindings, the saved game offered, the games recorded and kept through
 * the session hooks, the warnings gathered on stderr afterwards. Returns
 * the exit status (app/cli.h's, or 128 + N after signal N), having said
 * why on stderr when it failed. */
int app_play(const app_game *g, const char *params, const app_launch *l, const char *prog);

#endif
