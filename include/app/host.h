/* The host's tables: one set of top-10 tables for everyone on a shared
 * machine, kept by a setgid games install in a directory only the games
 * group may write (HEXPUZZLE_HOST_DIR, /var/games/hexpuzzle by default).
 *
 * THE DIRECTORY holds one replay file (app/replays.h) per entry of a host
 * top 10, written only by host_record, which the recorder process runs
 * (app/privsep.h): a replay is taken only when its moves come to what it
 * claims, its table is the one its params make, it is a ranked game (no
 * seeded table), and it enters its table's top 10; its player is the
 * login name of the real user who sent it, from the password database,
 * whatever the file said. Entries pushed out of a top 10 are removed. The
 * tables are what the files say, so anyone on the host can watch the
 * replay of any host record.
 *
 * Every file is opened by name under the directory's descriptor with
 * O_NOFOLLOW and refused above REPLAYS_FILE_MAX bytes before it is read;
 * writes go through a temporary file renamed into place, under the lock
 * ".lock". A file with an entry's name that is no entry (unreadable as
 * one, or too large) counts for nothing; the recorder keeps it aside,
 * whole, as NAME.corrupt. A game is never stopped by any of it. */
#ifndef HEXPUZZLE_APP_HOST_H
#define HEXPUZZLE_APP_HOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#ifndef HEXPUZZLE_HOST_DIR
#define HEXPUZZLE_HOST_DIR "/var/games/hexpuzzle"
#endif

enum { HOST_WHY_MAX = 200 };

/* The host directory opened for host_record and host_print (O_DIRECTORY,
 * O_NOFOLLOW, close-on-exec), or -1. */
int host_open(const char *path);

/* Records the replay text[0..len) for player into the directory dirfd:
 * true when it entered a host top 10 (and *rank, if not NULL, is its
 * place); false with a one-line reason in why: refused, or no place. */
bool host_record(int dirfd, const char *text, size_t len, const char *player, int *rank,
                 char *why);

/* The host tables as text, each entry with its player; "No host records
 * yet." when there are none. */
void host_print(FILE *f, int dirfd);

#endif
