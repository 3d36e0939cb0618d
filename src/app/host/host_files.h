/* Files under the host directory, touched only the safe way: by name
 * under a directory's descriptor, never following a link, never blocking
 * on what another process left there (a FIFO), and only ever
 * truncating or replacing what the recorder made itself. */
#ifndef HEXPUZZLE_APP_HOST_HOST_FILES_H
#define HEXPUZZLE_APP_HOST_HOST_FILES_H

#include <stdbool.h>
#include <stddef.h>

#include <dirent.h>

/* Reads name under dirfd whole: a regular file, not a link, at most max
 * bytes (malloc'd, NUL-terminated, length in *len). NULL when it cannot
 * be opened or read; *corrupt then says whether it is there but cannot be
 * an entry (too large, not a regular file). */
char *host_read_at(int dirfd, const char *name, size_t max, size_t *len, bool *corrupt);

/* Writes text as a new file name under dirfd (none may have the name),
 * synced; false, and the file removed, when it cannot be made whole. */
bool host_write_new_at(int dirfd, const char *name, const char *text, size_t len);
/* Writes text as name under dirfd: a new temporary file, synced, renamed
 * over whatever had the name. */
bool host_write_at(int dirfd, const char *name, const char *text, size_t len);

/* Writes text as a new temporary file under dirfd, synced, and links it
 * there as name, which it never replaces: false when it could not be made
 * whole, or (errno EEXIST) name is there already. */
bool host_link_new_at(int dirfd, const char *name, const char *text, size_t len);

/* The directory name under dirfd, made (02770) if missing when make is
 * set: its descriptor, or -1 when it is not there, is a link, or is open
 * to others. */
int host_subdir_open(int dirfd, const char *name, bool make);

/* The entries of the directory dirfd from its start, through a copy of
 * the descriptor (closedir closes only the copy), or NULL. */
DIR *host_dir_entries(int dirfd);

/* Calls look for limit names at most of the directory dirfd that are
 * candidates, from a random one on: bounded work for a sweep, which in
 * time looks at every name. look may remove the name. */
void host_sweep_dir(int dirfd, int limit, bool (*candidate)(const char *name),
                    void (*look)(void *ctx, const char *name), void *ctx);

#endif
