/* hexmines' command line and how the menu starts it. */
#ifndef HEXPUZZLE_APP_HEXMINES_CLI_H
#define HEXPUZZLE_APP_HEXMINES_CLI_H

#include "app/games.h"
#include "app/ranking.h"
#include "tui/hexmines_fe.h"

/* Its command line: parses its own options and runs the game. prog is how
 * it was named ("hexmines" or "hexpuzzle hexmines"), for messages.
 * Returns the process exit status. */
int hexmines_main(int argc, char **argv, const char *prog);
/* A game of params (its seed drawn already) from the menu, with the
 * config file's settings, ranked as run says. */
int hexmines_play_params(const char *params, const ranking *run, const char *prog);

/* hexmines in the list of games (app/games.h). */
extern const app_game hexmines_app;

#endif
