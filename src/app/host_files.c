/* Reading, writing and locking under the host directory. */
#define _DEFAULT_SOURCE /* flock, which glibc declares only so */
#include "app/host_files.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

char *host_read_at(int dirfd, const char *name, size_t max, size_t *len, bool *corrupt)
{
    *corrupt = false;
    int fd = openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return NULL;
    *corrupt = true;
    struct stat st;
    char *buf = NULL;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && (size_t)st.st_size <= max
        && (buf = malloc((size_t)st.st_size + 1)) != NULL) {
        ssize_t got = read(fd, buf, (size_t)st.st_size);
        if (got != st.st_size) {
            free(buf);
            buf = NULL;
            *corrupt = false;
        } else {
            buf[got] = '\0';
            *len = (size_t)got;
            *corrupt = false;
        }
    }
    close(fd);
    return buf;
}

bool host_write_at(int dirfd, const char *name, const char *text, size_t len)
{
    char tmp[160];
    static unsigned made;
    snprintf(tmp, sizeof tmp, ".tmp-%ld-%u-%s", (long)getpid(), made++, name);
    int fd = openat(dirfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0660);
    if (fd < 0)
        return false;
    bool ok = write(fd, text, len) == (ssize_t)len && fsync(fd) == 0;
    ok = close(fd) == 0 && ok;
    if (ok)
        ok = renameat(dirfd, tmp, dirfd, name) == 0;
    if (!ok)
        unlinkat(dirfd, tmp, 0);
    else
        fsync(dirfd);
    return ok;
}

int host_lock(int dirfd, const char *name, int wait_ms)
{
    int fd = openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        if (fd >= 0)
            close(fd);
        return -1;
    }
    /* Polled, so that a lock nobody lets go costs a game two seconds, not
     * its end. */
    for (int waited = 0;; waited += 10) {
        if (flock(fd, LOCK_EX | LOCK_NB) == 0)
            return fd;
        if ((errno != EWOULDBLOCK && errno != EINTR) || waited >= wait_ms)
            break;
        nanosleep(&(struct timespec){ 0, 10 * 1000000L }, NULL);
    }
    close(fd);
    return -1;
}

void host_unlock(int fd)
{
    if (fd >= 0) {
        flock(fd, LOCK_UN);
        close(fd);
    }
}

DIR *host_dir_entries(int dirfd)
{
    int fd = dup(dirfd);
    DIR *d = fd >= 0 ? fdopendir(fd) : NULL;
    if (!d) {
        if (fd >= 0)
            close(fd);
        return NULL;
    }
    /* The copy shares its offset with the descriptor kept open. */
    rewinddir(d);
    return d;
}

void host_sweep_dir(int dirfd, int limit, bool (*candidate)(const char *name),
                    void (*look)(void *ctx, const char *name), void *ctx)
{
    DIR *d = host_dir_entries(dirfd);
    if (!d)
        return;
    long count = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL)
        count += candidate(de->d_name);
    uint32_t r = 0;
    if (count == 0 || getrandom(&r, sizeof r, 0) != (ssize_t)sizeof r) {
        closedir(d);
        return;
    }
    /* From a random one on, round to the start: in time every name is
     * looked at, however many there are. */
    long from = (long)(r % (uint32_t)count), looked = 0;
    for (int pass = 0; pass < 2; pass++) {
        rewinddir(d);
        long at = 0;
        while (looked < limit && looked < count && (de = readdir(d)) != NULL) {
            if (!candidate(de->d_name))
                continue;
            bool now = pass == 0 ? at >= from : at < from;
            at++;
            if (now) {
                looked++;
                look(ctx, de->d_name);
            }
        }
    }
    closedir(d);
}
