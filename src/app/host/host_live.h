/* The live logs in the host directory (HOST_DIR/live/): written by each
 * game's recorder, in the format of app/live.h, read by watchers only
 * through their own recorder. A log is a live game only while the
 * recorder that writes it holds its lock: a recorder that dies lets go,
 * and the next listing or sweep takes the file away. A log grows to
 * HOST_LIVE_MAX bytes at most: past it the game is no longer watchable
 * (its log goes), though it still ranks. */
#ifndef HEXPUZZLE_APP_HOST_HOST_LIVE_H
#define HEXPUZZLE_APP_HOST_HOST_LIVE_H

#include <stdbool.h>
#include <stddef.h>

#include "app/host/host.h"

/* A new live log for uid's game process pid, starting with text: made
 * under another name, locked, then renamed into place, so that no lister
 * ever finds it unlocked. Its descriptor (holding the lock), or -1. */
enum { HOST_LIVE_MAX = 4 * 1024 * 1024 };

int host_live_begin(const host_dir *h, long uid, long pid, const char *text);
/* Appends text; false when it could not, or the log would grow past
 * HOST_LIVE_MAX (nothing appended then). */
bool host_live_append(int fd, const char *text);
/* The game process is gone: its log goes, and *fd is closed. */
void host_live_end(const host_dir *h, int *fd, long uid, long pid);

/* The games being played, one line each, oldest first:
 *     NAME TAB PLAYER TAB GAME TAB TABLE TAB STARTED_MS "\n"
 * (NAME: the log's, to follow; no params, no seed); stale logs swept.
 * malloc'd, length in *len; NULL when memory ran out. */
char *host_live_list(const host_dir *h, size_t *len);

/* Takes away logs no writer holds and temporary ones a recorder killed
 * while making one left; looks at HOST_SWEEP_CHECKS names at most. */
void host_live_sweep(const host_dir *h);

/* The live log NAME of a game being played, read-only, and an inotify
 * descriptor that wakes on its changes (or -1); false when it is none. */
bool host_live_follow(const host_dir *h, const char *name, int *fd, int *notify);

#endif
