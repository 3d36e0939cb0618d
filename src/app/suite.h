/* The suite's menu. */
#ifndef HEXPUZZLE_APP_SUITE_H
#define HEXPUZZLE_APP_SUITE_H

/* `hexpuzzle` alone: the menu, games started from it, back to it. */
int suite_menu(const char *prog);

#endif
