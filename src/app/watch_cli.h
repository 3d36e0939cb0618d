/* `hexpuzzle watch`: the games being played now (app/live.h), and one of
 * them followed live, read-only. */
#ifndef HEXPUZZLE_APP_WATCH_CLI_H
#define HEXPUZZLE_APP_WATCH_CLI_H

int watch_main(int argc, char **argv, const char *prog);

#endif
