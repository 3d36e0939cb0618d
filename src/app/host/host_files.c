/* Reading and writing under the host directory. */
#define _DEFAULT_SOURCE /* fdopendir, which glibc declares only so */
#include "app/host/host_files.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
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

bool host_write_new_at(int dirfd, const char *name, const char *text, size_t len)
{
    int fd = openat(dirfd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0660);
    if (fd < 0)
        return false;
    bool ok = write(fd, text, len) == (ssize_t)len && fsync(fd) == 0;
    ok = close(fd) == 0 && ok;
    if (!ok)
        unlinkat(dirfd, name, 0);
    return ok;
}

/* A temporary file's name for name: this process's alone. */
static void temp_name(char *tmp, size_t cap, const char *name)
{
    static unsigned made;
    snprintf(tmp, cap, ".tmp-%ld-%u-%s", (long)getpid(), made++, name);
}

bool host_write_at(int dirfd, const char *name, const char *text, size_t len)
{
    char tmp[160];
    temp_name(tmp, sizeof tmp, name);
    if (!host_write_new_at(dirfd, tmp, text, len))
        return false;
    bool ok = renameat(dirfd, tmp, dirfd, name) == 0;
    if (!ok)
        unlinkat(dirfd, tmp, 0);
    else
        fsync(dirfd);
    return ok;
}

bool host_link_new_at(int dirfd, const char *name, const char *text, size_t len)
{
    char tmp[160];
    temp_name(tmp, sizeof tmp, name);
    if (!host_write_new_at(dirfd, tmp, text, len))
        return false;
    bool ok = linkat(dirfd, tmp, dirfd, name, 0) == 0;
    int saved = errno;
    unlinkat(dirfd, tmp, 0);
    if (ok)
        fsync(dirfd);
    errno = saved;
    return ok;
}

int host_subdir_open(int dirfd, const char *name, bool make)
{
    /* The recorder's umask (007) leaves it open to the games group, so
     * that every player's recorder may add to what any one of them made
     * first; one killed right after mkdir leaves it whole. */
    if (make && mkdirat(dirfd, name, 02770) != 0 && errno != EEXIST)
        return -1;
    int fd = openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    struct stat st;
    if (fd >= 0 && (fstat(fd, &st) != 0 || (st.st_mode & 0007) != 0)) {
        close(fd);
        return -1;
    }
    return fd;
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
