/* The replay commands: `hexpuzzle replays` lists the kept replays, newest
 * first; `hexpuzzle replay --verify FILE|N` replays one without a terminal
 * and says whether it comes to what it claims. */
#ifndef HEXPUZZLE_APP_REPLAY_CLI_H
#define HEXPUZZLE_APP_REPLAY_CLI_H

int replays_main(int argc, char **argv, const char *prog);
int replay_main(int argc, char **argv, const char *prog);

#endif
