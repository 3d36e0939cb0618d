/* Entry points of the two games' command lines: each parses its own options
 * and runs the game. prog is how the game was named ("hexmines" or
 * "hexpuzzle hexmines"), for messages. Returns the process exit status. */
#ifndef HEXPUZZLE_APP_GAMES_H
#define HEXPUZZLE_APP_GAMES_H

int mines_main(int argc, char **argv, const char *prog);
int tetris_main(int argc, char **argv, const char *prog);

#endif
