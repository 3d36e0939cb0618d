/* hexcells' command line and how the menu starts it. */
#ifndef HEXPUZZLE_APP_HEXCELLS_CLI_H
#define HEXPUZZLE_APP_HEXCELLS_CLI_H

#include "app/games.h"
#include "app/ranking.h"

/* Its command line: parses its own options and runs the game (or
 * --export, --check). prog is how it was named, for messages. Returns
 * the process exit status. */
int hexcells_main(int argc, char **argv, const char *prog);
/* A game of params (its seed drawn already) from the menu, with the
 * config file's settings, ranked as run says. */
int hexcells_play_params(const char *params, const ranking *run, const char *prog);
/* The level editor on path's level (a new one when there is no such
 * file), from the menu: the config file's keys and colour. */
int hexcells_edit(const char *path, const char *prog);

/* hexcells in the list of games (app/games.h). */
extern const app_game hexcells_app;

#endif
