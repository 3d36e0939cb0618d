/* Privilege separation for a setgid games install (make install
 * HOST_SCORES=yes), the way OpenSSH separates its privileges: before the
 * program reads anything a user controls (options, config, environment
 * paths, terminal input, files), privsep_start opens the host directory,
 * forks a small RECORDER that keeps the games group, and drops the group
 * for good in the game process (real, effective and saved group ids all
 * the user's own). The recorder reads only its pipe: a finished game's
 * replay, which it re-simulates and files in the host tables only if it
 * comes to what it claims (app/host.h), under names it chooses, with the
 * player's login name from the password database for the real uid. It
 * ends when the game process closes the pipe.
 *
 * Without a setgid install nothing happens: no recorder, no host tables
 * written, everything per user as before. */
#ifndef HEXPUZZLE_APP_PRIVSEP_H
#define HEXPUZZLE_APP_PRIVSEP_H

#include <stdbool.h>
#include <stddef.h>

/* Call first in main. False with a one-line reason in err when the group
 * could not be dropped: the program must not go on. */
bool privsep_start(char *err, size_t len);
/* Whether a recorder is there to take results. */
bool privsep_active(void);
/* Sends a replay text to the recorder: true when it entered a host top 10
 * (*rank its place); false with a one-line reason in why (HOST_WHY_MAX
 * bytes) when refused, placed nowhere, or no recorder answered. */
bool privsep_record(const char *text, size_t len, int *rank, char *why);

/* Sends a line of this game's live log to the recorder (app/live.h). */
void privsep_live(const char *line);

#endif
