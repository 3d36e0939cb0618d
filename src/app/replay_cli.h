/* The replay commands: `hexpuzzle replays` lists the kept replays, newest
 * first; `hexpuzzle replay --verify FILE|N` replays one without a terminal
 * and says whether it comes to what it claims. */
#ifndef HEXPUZZLE_APP_REPLAY_CLI_H
#define HEXPUZZLE_APP_REPLAY_CLI_H

#include <stdio.h>

int replays_main(int argc, char **argv, const char *prog);
int replay_main(int argc, char **argv, const char *prog);
/* The list `hexpuzzle replays` prints: one line a replay, newest first. */
void replays_print(FILE *f);
/* Plays replay WHICH (a file, or a number of that list) in the terminal;
 * the exit status, a one-line message on stderr when it cannot. */
int replay_watch(const char *which, const char *prog);

#endif
