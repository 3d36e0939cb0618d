/* The scores command. */
#ifndef HEXPUZZLE_APP_SCORES_CLI_H
#define HEXPUZZLE_APP_SCORES_CLI_H

/* `hexpuzzle scores [--host]`: every table as plain text. */
int scores_main(int argc, char **argv, const char *prog);

#endif
