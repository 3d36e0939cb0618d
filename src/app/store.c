/* store: XDG paths, capped reads, atomic writes, the lock file, moving
 * corrupt files aside and removing a known version, with failures returned
 * as one-line warnings. */
#define _DEFAULT_SOURCE /* flock(2) is not POSIX; glibc hides it without this */

#include "app/store.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "util/escape.h"
#include "util/grow.h"

void store_warnings_init(store_warnings *w)
{
    memset(w, 0, sizeof *w);
}

void store_warn(store_warnings *w, const char *fmt, ...)
{
    if (!w)
        return;
    if (w->n >= STORE_WARN_MAX) {
        w->dropped++;
        return;
    }
    char raw[STORE_LINE_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(raw, sizeof raw, fmt, ap);
    va_end(ap);
    /* A path or a config line may hold a newline or an escape; the caller
     * was promised one harmless line. */
    escape_text(w->line[w->n++], STORE_LINE_MAX, raw);
}

bool store_join(char *buf, size_t cap, const char *dir, const char *name)
{
    int n = snprintf(buf, cap, "%s/%s", dir, name);
    return n >= 0 && (size_t)n < cap;
}

void store_say(char *why, const char *text)
{
    if (why)
        snprintf(why, STORE_WHY_MAX, "%s", text);
}

void store_say_line(char *why, size_t lineno, const char *reason)
{
    if (why)
        snprintf(why, STORE_WHY_MAX, "line %zu: %.96s", lineno, reason);
}

int store_next_line(store_lines *r, const char **line, size_t *n,
                    char *reason)
{
    for (;;) {
        if (r->pos >= r->len)
            return STORE_LINE_END;
        r->lineno++;
        const char *s = r->buf + r->pos;
        const char *nl = memchr(s, '\n', r->len - r->pos);
        size_t k = nl ? (size_t)(nl - s) : r->len - r->pos;
        r->pos += k + (nl ? 1 : 0);
        *line = s;
        *n = k;
        if (!nl && r->strict) {
            store_say(reason, "no newline at the end (truncated?)");
            return STORE_LINE_BAD;
        }
        if (k > r->max_len) {
            store_say(reason, "line too long");
            return STORE_LINE_BAD;
        }
        if (r->max_lines && r->lineno > r->max_lines) {
            store_say(reason, "too many lines");
            return STORE_LINE_BAD;
        }
        if (memchr(s, '\0', k)) {
            store_say(reason, "NUL byte");
            return STORE_LINE_BAD;
        }
        if (r->lineno > 1 || !r->header)
            return STORE_LINE_OK;
        if (k != strlen(r->header) || memcmp(s, r->header, k) != 0) {
            if (reason)
                snprintf(reason, STORE_WHY_MAX, "not a %s file", r->header);
            return STORE_LINE_BAD;
        }
    }
}

/* XDG says: use the variable if it is an absolute path, else the default
 * under HOME. why (STORE_LINE_MAX bytes, may be NULL) names the variable
 * that made a path too long, so that the player is not told to set a
 * variable that is set. */
static bool xdg_path(char *buf, size_t cap, const char *var,
                     const char *home_default, const char *leaf, char *why)
{
    const char *base = getenv(var);
    int n;
    if (base && base[0] == '/') {
        n = snprintf(buf, cap, "%s/%s", base, leaf);
    } else {
        const char *home = getenv("HOME");
        if (!home || home[0] != '/') {
            if (why)
                snprintf(why, STORE_LINE_MAX, "no state directory (set %s or HOME)", var);
            return false;
        }
        var = "HOME";
        base = home;
        n = snprintf(buf, cap, "%s/%s/%s", home, home_default, leaf);
    }
    if (n >= 0 && (size_t)n < cap)
        return true;
    if (why)
        snprintf(why, STORE_LINE_MAX, "%s is longer than a path can be (%zu bytes)", var,
                 strlen(base));
    return false;
}

/* A directory that someone else owns, or that others may write without
 * the sticky bit, lets them put files (links to the player's own files, a
 * save that is not the player's game) where hexpuzzle reads and writes:
 * refused. A directory not there yet is fine: it is made mode 0700. */
static bool dir_safe(const char *dir, char *why)
{
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
        return true; /* made, or refused as no directory, where it is written */
    if (st.st_uid != geteuid()) {
        snprintf(why, STORE_LINE_MAX, "%s is not yours (its owner is uid %lu)", dir,
                 (unsigned long)st.st_uid);
        return false;
    }
    if ((st.st_mode & (S_IWGRP | S_IWOTH)) && !(st.st_mode & S_ISVTX)) {
        snprintf(why, STORE_LINE_MAX, "%s: others can write it (chmod go-w it)", dir);
        return false;
    }
    return true;
}

bool store_state_dir_say(char *buf, size_t cap, char *why)
{
    char reason[STORE_LINE_MAX];
    bool ok = xdg_path(buf, cap, "XDG_STATE_HOME", ".local/state", "hexpuzzle", reason)
              && dir_safe(buf, reason);
    if (!ok && why)
        snprintf(why, STORE_LINE_MAX, "%s", reason);
    return ok;
}

bool store_state_dir(char *buf, size_t cap)
{
    return store_state_dir_say(buf, cap, NULL);
}

bool store_config_path(char *buf, size_t cap)
{
    return xdg_path(buf, cap, "XDG_CONFIG_HOME", ".config",
                    "hexpuzzle/config", NULL);
}

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int store_mkdirs(const char *dir, const char *what, store_warnings *w)
{
    char path[STORE_PATH_MAX];
    size_t len = strlen(dir);
    if (len == 0 || len >= sizeof path) {
        store_warn(w, "%s: %s: %s", what, dir, strerror(ENAMETOOLONG));
        return STORE_ERROR;
    }
    memcpy(path, dir, len + 1);
    /* Each prefix ending before a '/', then the whole path. */
    for (size_t i = 1; i <= len; i++) {
        if (path[i] != '/' && path[i] != '\0')
            continue;
        char saved = path[i];
        path[i] = '\0';
        if (mkdir(path, 0700) != 0) {
            int e = errno;
            if (e != EEXIST && !is_dir(path)) {
                store_warn(w, "%s: %s: %s", what, path, strerror(e));
                return STORE_ERROR;
            }
        }
        path[i] = saved;
    }
    if (!is_dir(dir)) {
        store_warn(w, "%s: %s: %s", what, dir, strerror(ENOTDIR));
        return STORE_ERROR;
    }
    /* Again, now that it is there: another user may have made it first. */
    char why[STORE_LINE_MAX];
    if (!dir_safe(dir, why)) {
        store_warn(w, "%s: %s", what, why);
        return STORE_ERROR;
    }
    return STORE_OK;
}

/* store_read, and the fstat of the descriptor it read (unless st is
 * NULL), so that a stamp describes exactly the bytes returned. */
static int read_file(const char *path, size_t cap, char **data, size_t *len,
                     struct stat *st_out, const char *what,
                     store_warnings *w)
{
    *data = NULL;
    *len = 0;
    /* O_NONBLOCK: a FIFO put in the file's place must not hang the game. */
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        if (errno == ENOENT)
            return STORE_MISSING;
        store_warn(w, "%s: %s: %s", what, path, strerror(errno));
        return STORE_ERROR;
    }
    struct stat st;
    int e = fstat(fd, &st) != 0 ? errno : S_ISDIR(st.st_mode) ? EISDIR : 0;
    if (e || !S_ISREG(st.st_mode)) {
        close(fd);
        if (e)
            store_warn(w, "%s: %s: %s", what, path, strerror(e));
        else
            store_warn(w, "%s: %s: not a regular file", what, path);
        return STORE_ERROR;
    }
    if (st_out)
        *st_out = st;
    /* The size from fstat is only a hint: the file is read until EOF or
     * until it proves longer than cap. */
    size_t size = 0, room = 4096;
    char *buf = malloc(room + 1);
    int rc = STORE_OK, err = 0;
    while (buf) {
        if (size == room) {
            if (room > cap) {
                rc = STORE_TOOBIG;
                break;
            }
            room = room * 2 > cap + 1 ? cap + 1 : room * 2;
            if (!grow_resize(&buf, room + 1, 1)) {
                free(buf);
                buf = NULL;
                break;
            }
        }
        ssize_t got = read(fd, buf + size, room - size);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            rc = STORE_ERROR;
            err = errno;
            break;
        }
        if (got == 0)
            break;
        size += (size_t)got;
    }
    close(fd);
    if (!buf) {
        store_warn(w, "%s: %s: %s", what, path, strerror(ENOMEM));
        return STORE_ERROR;
    }
    if (rc == STORE_OK && size > cap)
        rc = STORE_TOOBIG;
    if (rc != STORE_OK) {
        free(buf);
        if (rc == STORE_ERROR)
            store_warn(w, "%s: %s: %s", what, path, strerror(err));
        return rc;
    }
    buf[size] = '\0';
    *data = buf;
    *len = size;
    return STORE_OK;
}

int store_read(const char *path, size_t cap, char **data, size_t *len,
               const char *what, store_warnings *w)
{
    return read_file(path, cap, data, len, NULL, what, w);
}

/* ---------------------------------------------------------------- stamps */

/* FNV-1a: not a defence against anyone, only a check that two versions
 * with the same inode, size and time also have the same bytes. */
static uint64_t hash_bytes(const void *data, size_t len)
{
    const unsigned char *p = data;
    uint64_t h = UINT64_C(14695981039346656037);
    for (size_t i = 0; i < len; i++) {
        h ^= p[i];
        h *= UINT64_C(1099511628211);
    }
    return h;
}

static void stamp_of(const struct stat *st, const void *data, size_t len,
                     store_stamp *s)
{
    memset(s, 0, sizeof *s);
    s->known = true;
    s->dev = (uint64_t)st->st_dev;
    s->ino = (uint64_t)st->st_ino;
    s->size = (uint64_t)st->st_size;
    s->mtime_s = (int64_t)st->st_mtim.tv_sec;
    s->mtime_ns = (int64_t)st->st_mtim.tv_nsec;
    s->hash = hash_bytes(data, len);
}

int store_stamp_file(const char *path, size_t cap, store_stamp *stamp, const char *what,
                     store_warnings *w)
{
    char *data;
    size_t len;
    struct stat st;
    memset(stamp, 0, sizeof *stamp);
    int rc = read_file(path, cap, &data, &len, &st, what, w);
    if (rc == STORE_OK) {
        stamp_of(&st, data, len, stamp);
        free(data);
    }
    return rc;
}

bool store_stamp_same(const store_stamp *a, const store_stamp *b)
{
    return a->known && b->known && a->dev == b->dev && a->ino == b->ino &&
           a->size == b->size && a->mtime_s == b->mtime_s &&
           a->mtime_ns == b->mtime_ns && a->hash == b->hash;
}

bool store_lock_path(char *buf, size_t cap, const char *path)
{
    int n = snprintf(buf, cap, "%s.lock", path);
    return n >= 0 && (size_t)n < cap;
}

/* ---------------------------------------------------------------- writes */

bool store_write_all(int fd, const void *data, size_t len)
{
    const char *p = data;
    while (len > 0) {
        ssize_t n = write(fd, p, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        len -= (size_t)n;
    }
    return true;
}

/* The directory part of path ("." or "/" when it has none) into dir
 * (STORE_PATH_MAX bytes); false if it does not fit. */
static bool parent_dir(const char *path, char *dir)
{
    const char *slash = strrchr(path, '/');
    if (!slash) {
        strcpy(dir, ".");
        return true;
    }
    size_t n = slash == path ? 1 : (size_t)(slash - path);
    if (n >= STORE_PATH_MAX)
        return false;
    memcpy(dir, path, n);
    dir[n] = '\0';
    return true;
}

/* The rename is durable only once the directory entry is on disk. Some file
 * systems refuse fsync on a directory (EINVAL); the data is safe anyway. */
static void sync_parent(const char *path)
{
    char dir[STORE_PATH_MAX];
    if (!parent_dir(path, dir))
        return;
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        (void)fsync(fd);
        close(fd);
    }
}

static bool lower_letters(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] < 'a' || s[i] > 'z')
            return false;
    return n > 0;
}

/* Whether name is "NAME.tmp-XXXXXX" as mkstemp makes it (six letters or
 * digits) for NAME one of hexpuzzle's own files: scores, GAME.save,
 * GAME.N.save. */
static bool our_temporary(const char *name)
{
    static const char tag[] = ".tmp-", save[] = ".save";
    const size_t tl = sizeof tag - 1, sl = sizeof save - 1;
    size_t n = strlen(name);
    if (n < tl + 6 + 1)
        return false;
    size_t base = n - 6 - tl;
    if (memcmp(name + base, tag, tl) != 0)
        return false;
    for (size_t i = n - 6; i < n; i++)
        if (!((name[i] >= 'a' && name[i] <= 'z') ||
              (name[i] >= 'A' && name[i] <= 'Z') ||
              (name[i] >= '0' && name[i] <= '9')))
            return false;
    if (base == 6 && memcmp(name, "scores", 6) == 0)
        return true;
    if (base <= sl || memcmp(name + base - sl, save, sl) != 0)
        return false;
    size_t game = base - sl;
    /* GAME.N.save, the other saves of one game */
    if (game > 2 && name[game - 2] == '.' && name[game - 1] >= '2' && name[game - 1] <= '9')
        game -= 2;
    return game <= 16 && lower_letters(name, game);
}

/* Removes the temporary files that writers which died mid-write left in
 * path's directory. The caller holds the lock of path only, and another
 * file's writer may be at work, so age tells a dead writer's temporary from
 * a live one's: a live one was written to a moment ago and is renamed once
 * fsync returns, well within STORE_TMP_STALE_S. Best effort and silent: it
 * only tidies. */
static void sweep_temporaries(const char *path)
{
    char dir[STORE_PATH_MAX];
    if (!parent_dir(path, dir))
        return;
    DIR *d = opendir(dir);
    if (!d)
        return;
    time_t now = time(NULL);
    uid_t me = geteuid();
    struct dirent *e;
    while ((e = readdir(d))) {
        struct stat st;
        if (!our_temporary(e->d_name) ||
            fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
            continue;
        if (S_ISREG(st.st_mode) && st.st_uid == me &&
            now - st.st_mtime > STORE_TMP_STALE_S)
            (void)unlinkat(dirfd(d), e->d_name, 0);
    }
    closedir(d);
}

int store_write_atomic(const char *path, const void *data, size_t len,
                       store_stamp *stamp, const char *what,
                       store_warnings *w)
{
    char tmp[STORE_PATH_MAX];
    int n = snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path);
    if (n < 0 || (size_t)n >= sizeof tmp) {
        store_warn(w, "%s: %s: %s", what, path, strerror(ENAMETOOLONG));
        return STORE_ERROR;
    }
    /* First, so that a disk filled by crashed writes gets the room back. */
    sweep_temporaries(path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        /* Name the directory's problem with the file the user knows. */
        store_warn(w, "%s: %s: %s", what, path, strerror(errno));
        return STORE_ERROR;
    }
    int e = 0;
    struct stat st;
    if (!store_write_all(fd, data, len))
        e = errno ? errno : EIO;
    else if (fsync(fd) != 0 || fstat(fd, &st) != 0)
        e = errno;
    if (close(fd) != 0 && !e)
        e = errno;
    if (!e && rename(tmp, path) != 0)
        e = errno;
    if (e) {
        unlink(tmp);
        store_warn(w, "%s: %s: %s", what, path, strerror(e));
        return STORE_ERROR;
    }
    sync_parent(path);
    if (stamp)
        stamp_of(&st, data, len, stamp);
    return STORE_OK;
}

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* The lock's descriptor, or -1 with the reason in reason (STORE_LINE_MAX
 * bytes). */
static int lock_fd(const char *lockpath, int wait_ms, char *reason)
{
    /* Not through a link, and nothing but a regular file: a lock file put
     * there by someone else must not make hexpuzzle create or open a file
     * elsewhere, or hang on a FIFO. */
    int fd = open(lockpath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0600);
    if (fd < 0) {
        snprintf(reason, STORE_LINE_MAX, "%s",
                 errno == ELOOP ? "a link, not a lock file" : strerror(errno));
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        snprintf(reason, STORE_LINE_MAX, "not a regular file");
        close(fd);
        return -1;
    }
    int64_t deadline = now_ms() + wait_ms;
    for (;;) {
        if (flock(fd, LOCK_EX | LOCK_NB) == 0)
            return fd;
        if (errno == EINTR)
            continue;
        if (errno != EWOULDBLOCK) {
            snprintf(reason, STORE_LINE_MAX, "%s", strerror(errno));
            break;
        }
        if (now_ms() >= deadline) {
            snprintf(reason, STORE_LINE_MAX, "still locked by another "
                     "hexpuzzle after %d s", (wait_ms + 999) / 1000);
            break;
        }
        struct timespec pause = { 0, 5 * 1000 * 1000 };
        nanosleep(&pause, NULL);
    }
    close(fd);
    return -1;
}

int store_lock(const char *lockpath, int wait_ms, const char *what,
               store_warnings *w)
{
    char reason[STORE_LINE_MAX];
    int fd = lock_fd(lockpath, wait_ms, reason);
    if (fd < 0) {
        store_warn(w, "%s: %s: %s", what, lockpath, reason);
        return STORE_ERROR;
    }
    return fd;
}

void store_unlock(int fd)
{
    if (fd >= 0)
        close(fd); /* closing the last descriptor releases the flock */
}

/* link() refuses to replace an existing name, so a copy kept earlier in the
 * same second is never lost; where hard links are unsupported, rename after
 * checking the name is free. */
static int move_aside(const char *path, const char *to)
{
    if (link(path, to) == 0) {
        (void)unlink(path);
        return 0;
    }
    if (errno == EEXIST || errno == ENOENT)
        return -1;
    struct stat st;
    if (lstat(to, &st) == 0) {
        errno = EEXIST;
        return -1;
    }
    return rename(path, to);
}

int store_quarantine(const char *path, const char *label, const char *why,
                     store_warnings *w)
{
    char to[STORE_PATH_MAX];
    long long t = (long long)time(NULL);
    for (int k = 1; k <= 100; k++) {
        int n = k == 1 ? snprintf(to, sizeof to, "%s.corrupt-%lld", path, t)
                       : snprintf(to, sizeof to, "%s.corrupt-%lld-%d", path,
                                  t, k);
        if (n < 0 || (size_t)n >= sizeof to) {
            errno = ENAMETOOLONG;
            break;
        }
        if (move_aside(path, to) == 0) {
            store_warn(w, "%s %s is corrupt (%s); moved it aside to %s",
                       label, path, why, to);
            return STORE_OK;
        }
        if (errno == ENOENT)
            return STORE_OK;
        if (errno != EEXIST)
            break;
    }
    store_warn(w, "%s %s is corrupt (%s) and cannot be moved aside: %s",
               label, path, why, strerror(errno));
    return STORE_ERROR;
}

/* One read and parse of f: store_load's result, before anything is moved;
 * why gets the reason for STORE_CORRUPT. */
static int load_once(const store_file *f, void *out, store_stamp *stamp,
                     char *why, store_warnings *w)
{
    char *data;
    size_t len;
    struct stat st;
    int rc = read_file(f->path, f->cap, &data, &len, &st, f->what, w);
    if (rc == STORE_MISSING || rc == STORE_ERROR)
        return rc;
    if (rc == STORE_TOOBIG) {
        snprintf(why, STORE_WHY_MAX, "larger than %zu bytes", f->cap);
        return STORE_CORRUPT;
    }
    bool ok = f->parse(data, len, out, why);
    if (ok && stamp)
        stamp_of(&st, data, len, stamp);
    free(data);
    return ok ? STORE_OK : STORE_CORRUPT;
}

int store_load(const store_file *f, void *out, store_stamp *stamp,
               store_warnings *w)
{
    char why[STORE_WHY_MAX];
    if (stamp)
        memset(stamp, 0, sizeof *stamp);
    int rc = load_once(f, out, stamp, why, w);
    if (rc != STORE_CORRUPT || !f->label)
        return rc;
    int fd = -1;
    if (f->lock) {
        char reason[STORE_LINE_MAX];
        fd = lock_fd(f->lock, STORE_LOCK_WAIT_MS, reason);
        if (fd < 0) {
            store_warn(w, "%s %s is corrupt (%s) and cannot be moved aside: "
                       "%s: %s", f->label, f->path, why, f->lock, reason);
            return STORE_ERROR;
        }
        /* What was read may have been a file that a writer was replacing,
         * in a format this version cannot read, or moved aside already by
         * another process: only what is there under the lock counts. */
        rc = load_once(f, out, stamp, why, w);
    }
    if (rc == STORE_CORRUPT && store_quarantine(f->path, f->label, why, w)
                               != STORE_OK)
        rc = STORE_ERROR;
    store_unlock(fd);
    return rc;
}

/* "Forget" means: the game this process resumed or saved is over or was
 * declined. Another hexpuzzle may have saved a different game under the
 * same name since, and that one is not ours to delete; so the file goes
 * only if, under the lock, it is still the very version we knew. */
int store_forget(const store_file *f, const store_stamp *known,
                 store_warnings *w)
{
    struct stat st;
    if (lstat(f->path, &st) != 0) {
        if (errno == ENOENT)
            return STORE_OK;
        store_warn(w, "%s: %s: %s", f->what, f->path, strerror(errno));
        return STORE_ERROR;
    }
    if (!known || !known->known)
        return STORE_OK;
    int fd = -1;
    if (f->lock && (fd = store_lock(f->lock, STORE_LOCK_WAIT_MS, f->what,
                                    w)) < 0)
        return STORE_ERROR;
    char *data;
    size_t len;
    int rc = read_file(f->path, f->cap, &data, &len, &st, f->what, w);
    if (rc == STORE_OK) {
        store_stamp now;
        stamp_of(&st, data, len, &now);
        free(data);
        if (store_stamp_same(&now, known) && unlink(f->path) != 0 &&
            errno != ENOENT) {
            store_warn(w, "%s: %s: %s", f->what, f->path, strerror(errno));
            rc = STORE_ERROR;
        }
    }
    store_unlock(fd);
    return rc == STORE_ERROR ? STORE_ERROR : STORE_OK;
}
