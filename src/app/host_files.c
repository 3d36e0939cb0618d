/* Reading and writing under the host directory. */
#define _DEFAULT_SOURCE /* fdopendir, which glibc declares only so */
#include "app/host_files.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

bool host_write_at(int dirfd, const char *name, const char *text, size_t len)
{
    char tmp[160];
    static unsigned made;
    snprintf(tmp, sizeof tmp, ".tmp-%ld-%u-%s", (long)getpid(), made++, name);
    if (!host_write_new_at(dirfd, tmp, text, len))
        return false;
    bool ok = renameat(dirfd, tmp, dirfd, name) == 0;
    if (!ok)
        unlinkat(dirfd, tmp, 0);
    else
        fsync(dirfd);
    return ok;
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
