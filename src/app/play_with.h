/* hexpuzzle play-with: the lobby on the command line.
 *
 *     hexpuzzle play-with                      who waits for a game
 *     hexpuzzle play-with --wait GAME          wait to be invited
 *     hexpuzzle play-with NAME GAME [--best-of N]   invite NAME
 *
 * A waiting player sees each invitation and answers it (y or n and
 * Enter); an accepted one starts the race at once on both terminals.
 * Someone not waiting is never invited. Without a host install only
 * terminals of one user meet (app/match_link.h), and the lobby says so. */
#ifndef HEXPUZZLE_APP_PLAY_WITH_H
#define HEXPUZZLE_APP_PLAY_WITH_H

#include <stdio.h>

/* How long an invitation waits for its answer. */
enum { PLAY_WITH_ANSWER_S = 120 };

int play_with_main(int argc, char **argv, const char *prog);
/* Who waits, by login and game, and how to join them (the menu's page
 * too). */
void play_with_lobby(FILE *f);

#endif
