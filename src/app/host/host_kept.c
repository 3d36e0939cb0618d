/* Host games saved in progress, kept as witnessed, by token; each taken
 * out once to be resumed. */
#define _DEFAULT_SOURCE /* fdopendir's and flock's friends, which glibc declares only so */
#include "app/host/host.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/host/host_files.h"
#include "app/host/host_step.h"
#include "app/replays.h"
#include "util/mac.h"

/* What a taken copy is called: never a kept game's name, so no token
 * can reach it. */
#define TAKEN_PREFIX ".taken-"

static bool token_ok(const char *token)
{
    size_t n = strlen(token);
    if (n != HOST_TOKEN_CHARS)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!((token[i] >= '0' && token[i] <= '9') || (token[i] >= 'a' && token[i] <= 'f')))
            return false;
    return true;
}

static void kept_name(char *buf, size_t cap, long uid, const char *token)
{
    snprintf(buf, cap, "%ld-%s.save", uid, token);
}

static bool random_hex(char *token)
{
    uint8_t raw[HOST_TOKEN_CHARS / 2];
    if (getrandom(raw, sizeof raw, 0) != (ssize_t)sizeof raw)
        return false;
    mac_hex(raw, sizeof raw, token);
    return true;
}

/* Removes uid's oldest kept games so that at most keep stay. Two
 * recorders pruning at once each stop at keep, so no more stay. */
static void prune_kept(const host_dir *h, long uid, int keep)
{
    char prefix[32];
    snprintf(prefix, sizeof prefix, "%ld-", uid);
    for (;;) {
        DIR *d = host_dir_entries(h->kept);
        if (!d)
            return;
        int count = 0;
        char oldest[NAME_MAX + 1] = "";
        struct timespec when = { 0, 0 };
        struct dirent *de;
        struct stat st;
        while ((de = readdir(d)) != NULL) {
            if (strncmp(de->d_name, prefix, strlen(prefix)) != 0
                || fstatat(h->kept, de->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
                continue;
            count++;
            if (!oldest[0] || st.st_mtim.tv_sec < when.tv_sec
                || (st.st_mtim.tv_sec == when.tv_sec && st.st_mtim.tv_nsec < when.tv_nsec)) {
                snprintf(oldest, sizeof oldest, "%s", de->d_name);
                when = st.st_mtim;
            }
        }
        closedir(d);
        if (count <= keep || !oldest[0])
            return;
        unlinkat(h->kept, oldest, 0);
        host_step("kept:pruned");
    }
}

bool host_keep(const host_dir *h, long uid, const char *text, size_t len, char *token,
               char *why)
{
    if (!random_hex(token))
        return host_say(why, "no randomness for a name");
    char name[64];
    kept_name(name, sizeof name, uid, token);
    size_t sealed_len;
    char *sealed = host_seal(h, text, len, &sealed_len);
    bool ok = sealed && host_write_at(h->kept, name, sealed, sealed_len);
    free(sealed);
    if (!ok)
        return host_say(why, "the host cannot keep it");
    host_step("kept:written");
    prune_kept(h, uid, HOST_KEPT_PER_USER);
    return true;
}

void host_taken_init(host_taken *t)
{
    t->fd = -1;
    t->name[0] = '\0';
}

char *host_take(const host_dir *h, long uid, const char *token, host_taken *t, size_t *len,
                char *why)
{
    host_taken_init(t);
    if (!token_ok(token)) {
        host_say(why, "its host token is malformed");
        return NULL;
    }
    char name[64], hex[HOST_TOKEN_CHARS + 1];
    kept_name(name, sizeof name, uid, token);
    int fd = openat(h->kept, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    struct stat st;
    if (fd < 0) {
        host_say(why, "the host keeps it no more: a kept game resumes once");
        return NULL;
    }
    /* The lock says the copy is held by a living recorder: the sweep
     * takes only copies nobody holds. The rename decides which of two
     * resumes gets it. */
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || (size_t)st.st_size > REPLAYS_FILE_MAX
        || flock(fd, LOCK_EX | LOCK_NB) != 0 || !random_hex(hex)) {
        close(fd);
        host_say(why, "another game is resuming it");
        return NULL;
    }
    snprintf(t->name, sizeof t->name, TAKEN_PREFIX "%ld-%s", uid, hex);
    if (renameat(h->kept, name, h->kept, t->name) != 0) {
        close(fd);
        host_taken_init(t);
        host_say(why, "the host keeps it no more: a kept game resumes once");
        return NULL;
    }
    t->fd = fd;
    host_step("kept:taken");
    size_t text_len;
    char *buf = malloc((size_t)st.st_size + 1);
    ssize_t got = buf ? pread(fd, buf, (size_t)st.st_size, 0) : -1;
    if (got != st.st_size || !host_unseal(h, buf, (size_t)got, &text_len)) {
        free(buf);
        host_taken_drop(h, t);
        host_say(why, "the host's copy of it is damaged");
        return NULL;
    }
    buf[text_len] = '\0';
    *len = text_len;
    return buf;
}

void host_taken_drop(const host_dir *h, host_taken *t)
{
    if (t->fd < 0)
        return;
    unlinkat(h->kept, t->name, 0);
    host_step("kept:removed");
    close(t->fd);
    host_taken_init(t);
}

void host_unkeep(const host_dir *h, long uid, const char *token)
{
    if (!token_ok(token))
        return;
    char name[64];
    kept_name(name, sizeof name, uid, token);
    if (unlinkat(h->kept, name, 0) == 0)
        host_step("kept:removed");
}

/* ------------------------------------------------------------- sweeping */

/* Whether uid has an entry in the password database; the answers of one
 * sweep are remembered, as a lookup may be slow (a directory service). */
typedef struct {
    long uid[HOST_SWEEP_CHECKS];
    bool known[HOST_SWEEP_CHECKS];
    int n;
} user_cache;

static bool user_exists(user_cache *c, long uid)
{
    for (int i = 0; i < c->n; i++)
        if (c->uid[i] == uid)
            return c->known[i];
    errno = 0;
    /* A lookup that failed (not "no such user") keeps the files. */
    bool known = getpwuid((uid_t)uid) != NULL
                 || (errno != 0 && errno != ENOENT && errno != ESRCH && errno != EBADF
                     && errno != EPERM);
    if (c->n < HOST_SWEEP_CHECKS) {
        c->uid[c->n] = uid;
        c->known[c->n++] = known;
    }
    return known;
}

/* A name the sweep may have to act on, and what it is. */
typedef enum { SWEEP_NONE, SWEEP_TAKEN, SWEEP_KEPT, SWEEP_TEMPORARY } sweep_kind;

static sweep_kind kind_of(const char *name, long *uid)
{
    char tail[NAME_MAX + 1];
    if (strncmp(name, TAKEN_PREFIX, strlen(TAKEN_PREFIX)) == 0)
        return SWEEP_TAKEN;
    if (strncmp(name, ".tmp-", 5) == 0)
        return SWEEP_TEMPORARY;
    if (name[0] >= '0' && name[0] <= '9' && sscanf(name, "%ld-%255s", uid, tail) == 2)
        return SWEEP_KEPT;
    return SWEEP_NONE;
}

static bool sweepable(const char *name)
{
    long uid;
    return kind_of(name, &uid) != SWEEP_NONE;
}

typedef struct {
    const host_dir *h;
    user_cache users;
} sweep;

/* An orphan (its recorder died holding it), a deleted user's game, or
 * what a write left half made long ago: removed. */
static void sweep_one(void *ctx, const char *name)
{
    sweep *sw = ctx;
    int dir = sw->h->kept;
    long uid = -1;
    struct stat st;
    switch (kind_of(name, &uid)) {
    case SWEEP_TAKEN: {
        int fd = openat(dir, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
        if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0 && unlinkat(dir, name, 0) == 0)
            host_step("kept:swept");
        if (fd >= 0)
            close(fd);
        break;
    }
    case SWEEP_KEPT:
        if (!user_exists(&sw->users, uid) && unlinkat(dir, name, 0) == 0)
            host_step("kept:swept");
        break;
    case SWEEP_TEMPORARY:
        if (fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) == 0
            && st.st_mtime < time(NULL) - HOST_STALE_S && unlinkat(dir, name, 0) == 0)
            host_step("kept:swept");
        break;
    case SWEEP_NONE:
        break;
    }
}

void host_kept_sweep(const host_dir *h)
{
    sweep sw = { .h = h, .users = { .n = 0 } };
    host_sweep_dir(h->kept, HOST_SWEEP_CHECKS, sweepable, sweep_one, &sw);
}
