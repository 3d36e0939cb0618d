/* Entry points of the two games' command lines: each parses its own options
 * and runs the game. prog is how the game was named ("hexmines" or
 * "hexpuzzle hexmines"), for messages. Returns the process exit status. */
#ifndef HEXPUZZLE_APP_GAMES_H
#define HEXPUZZLE_APP_GAMES_H

#include <stdbool.h>

#include "app/ranking.h"
#include "games/hextris.h"
#include "tui/mines_fe.h"

int mines_main(int argc, char **argv, const char *prog);
/* Plays hexmines with opt (its hooks and resume are filled in here), its
 * games ranked as run says (NULL: the normal tables). */
int mines_play(mines_fe_options *opt, const ranking *run, const char *prog);
/* Fills in the config file's colour, scale, key and ASCII settings. */
void mines_apply_config(mines_fe_options *opt);
int tetris_main(int argc, char **argv, const char *prog);
/* Plays hextris with p (checked by ht_params_check already), the ghost
 * shown or not at the start; the session hooks, a saved game to resume and
 * a notice are filled in there. */
int tetris_play(const ht_params *p, bool colour, bool ascii, bool ghost, const ranking *run,
                const char *prog);

#endif
