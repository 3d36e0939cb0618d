/* The suite's own commands: the menu and the score listing. */
#ifndef HEXPUZZLE_APP_SUITE_H
#define HEXPUZZLE_APP_SUITE_H

/* `hexpuzzle` alone: the menu, games started from it, back to it. */
int suite_menu(const char *prog);
/* `hexpuzzle scores`: every table as plain text; no terminal needed. */
int suite_scores(int argc, char **argv, const char *prog);

#endif
