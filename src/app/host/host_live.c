/* Live logs under the host directory, kept by the recorders. */
#define _DEFAULT_SOURCE /* flock, fdopendir and inotify's declarations with glibc */
#include "app/host/host_live.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/host/host_files.h"
#include "app/host/host_step.h"
#include "app/live.h"
#include "app/replays.h"
#include "session/game_rules.h"

static void live_name(char *buf, size_t cap, long uid, long pid)
{
    snprintf(buf, cap, "%ld-%ld.live", uid, pid);
}

int host_live_begin(const host_dir *h, long uid, long pid, const char *text)
{
    char name[64], tmp[80];
    live_name(name, sizeof name, uid, pid);
    snprintf(tmp, sizeof tmp, ".new-%s", name);
    unlinkat(h->live, tmp, 0);
    int fd = openat(h->live, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0660);
    if (fd < 0)
        return -1;
    if (flock(fd, LOCK_EX | LOCK_NB) != 0 || !host_live_append(fd, text)
        || renameat(h->live, tmp, h->live, name) != 0) {
        close(fd);
        unlinkat(h->live, tmp, 0);
        return -1;
    }
    return fd;
}

bool host_live_append(int fd, const char *text)
{
    size_t n = strlen(text);
    off_t at = fd >= 0 ? lseek(fd, 0, SEEK_CUR) : -1;
    if (at < 0 || (size_t)at + n > HOST_LIVE_MAX)
        return false;
    host_step("live:append");
    return write(fd, text, n) == (ssize_t)n;
}

void host_live_end(const host_dir *h, int *fd, long uid, long pid)
{
    if (*fd < 0)
        return;
    char name[64];
    live_name(name, sizeof name, uid, pid);
    unlinkat(h->live, name, 0);
    close(*fd);
    *fd = -1;
}

static bool log_name(const char *name, long *uid)
{
    long pid;
    char tail[8];
    return sscanf(name, "%ld-%ld%7s", uid, &pid, tail) == 3 && strcmp(tail, ".live") == 0;
}

/* Who plays the game of a log: the login of the uid its recorder named
 * it by, not the name in it. A player can write their own log through a
 * descriptor of it (one handed to them to watch their own game reopens
 * for writing), and would otherwise be listed as anyone. */
static void player_of(long uid, char *buf, size_t cap)
{
    const struct passwd *pw = getpwuid((uid_t)uid);
    if (pw && pw->pw_name[0])
        snprintf(buf, cap, "%s", pw->pw_name);
    else
        snprintf(buf, cap, "%ld", uid);
}

/* name's log when a writer holds it (*fd open on it), or NULL; one that
 * no writer holds is stale and removed. */
static char *read_held(const host_dir *h, const char *name, size_t *len, int *fd)
{
    *fd = openat(h->live, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    struct stat st;
    if (*fd < 0 || fstat(*fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        if (*fd >= 0)
            close(*fd);
        *fd = -1;
        return NULL;
    }
    if (flock(*fd, LOCK_SH | LOCK_NB) == 0) {
        unlinkat(h->live, name, 0);
        close(*fd);
        *fd = -1;
        return NULL;
    }
    char *buf = (size_t)st.st_size <= REPLAYS_FILE_MAX ? malloc((size_t)st.st_size + 1) : NULL;
    ssize_t got = buf ? pread(*fd, buf, (size_t)st.st_size, 0) : -1;
    if (got < 0) {
        free(buf);
        close(*fd);
        *fd = -1;
        return NULL;
    }
    buf[got] = '\0';
    *len = (size_t)got;
    return buf;
}

char *host_live_list(const host_dir *h, size_t *len)
{
    char *out = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&out, &n);
    if (!f)
        return NULL;
    DIR *d = host_dir_entries(h->live);
    struct dirent *de;
    while (d && (de = readdir(d)) != NULL) {
        long uid;
        if (!log_name(de->d_name, &uid))
            continue;
        size_t got;
        int held;
        char *text = read_held(h, de->d_name, &got, &held);
        live_log l;
        if (text && live_parse(text, got, &l)) {
            char table[64] = "";
            session_category(l.game, l.params, table, sizeof table);
            char player[sizeof l.player];
            player_of(uid, player, sizeof player);
            if (!l.over)
                fprintf(f, "%s\t%s\t%s\t%s\t%lld\n", de->d_name, player, l.game, table,
                        (long long)l.started);
            live_free(&l);
        }
        free(text);
        if (held >= 0)
            close(held);
    }
    if (d)
        closedir(d);
    if (fclose(f) != 0) {
        free(out);
        return NULL;
    }
    *len = n;
    return out;
}

bool host_live_follow(const host_dir *h, const char *name, int *fd, int *notify)
{
    *notify = -1;
    if (!log_name(name, &(long){ 0 }))
        return false;
    size_t len;
    char *text = read_held(h, name, &len, fd);
    if (!text)
        return false;
    free(text);
    /* The kernel watches by path; the recorder's own is through its
     * descriptor of the directory, which a watcher could not open. */
    char path[128];
    snprintf(path, sizeof path, "/proc/self/fd/%d/%s", h->live, name);
    *notify = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (*notify >= 0
        && inotify_add_watch(*notify, path, IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF)
               < 0) {
        close(*notify);
        *notify = -1;
    }
    return true;
}

static bool sweepable(const char *name)
{
    return log_name(name, &(long){ 0 }) || strncmp(name, ".new-", 5) == 0;
}

/* A log no writer holds, or one a recorder killed while making it left
 * long ago (one being made now is young): removed. */
static void sweep_one(void *ctx, const char *name)
{
    const host_dir *h = ctx;
    struct stat st;
    if (log_name(name, &(long){ 0 })) {
        int fd = openat(h->live, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
        if (fd >= 0 && flock(fd, LOCK_SH | LOCK_NB) == 0 && unlinkat(h->live, name, 0) == 0)
            host_step("live:swept");
        if (fd >= 0)
            close(fd);
    } else if (fstatat(h->live, name, &st, AT_SYMLINK_NOFOLLOW) == 0
               && st.st_mtime < time(NULL) - HOST_STALE_S && unlinkat(h->live, name, 0) == 0) {
        host_step("live:swept");
    }
}

void host_live_sweep(const host_dir *h)
{
    host_sweep_dir(h->live, HOST_SWEEP_CHECKS, sweepable, sweep_one, (void *)h);
}
