/* store: XDG paths, capped reads, atomic writes, the lock file and moving
 * corrupt files aside, with failures returned as one-line warnings. */
#define _DEFAULT_SOURCE /* flock(2) is not POSIX; glibc hides it without this */

#include "app/store.h"

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
    char *line = w->line[w->n++];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, STORE_LINE_MAX, fmt, ap);
    va_end(ap);
    /* A path may hold a newline or an escape; the caller was promised one
     * harmless line. */
    for (char *p = line; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f)
            *p = '?';
}

bool store_join(char *buf, size_t cap, const char *dir, const char *name)
{
    int n = snprintf(buf, cap, "%s/%s", dir, name);
    return n >= 0 && (size_t)n < cap;
}

bool store_parse_u64(const char *s, size_t n, uint64_t max, uint64_t *out)
{
    if (n == 0 || (n > 1 && s[0] == '0'))
        return false;
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        unsigned d = (unsigned)(s[i] - '0');
        if (d > max || v > (max - d) / 10)
            return false;
        v = v * 10 + d;
    }
    *out = v;
    return true;
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
 * under HOME. */
static bool xdg_path(char *buf, size_t cap, const char *var,
                     const char *home_default, const char *leaf)
{
    const char *base = getenv(var);
    int n;
    if (base && base[0] == '/') {
        n = snprintf(buf, cap, "%s/%s", base, leaf);
    } else {
        const char *home = getenv("HOME");
        if (!home || home[0] != '/')
            return false;
        n = snprintf(buf, cap, "%s/%s/%s", home, home_default, leaf);
    }
    return n >= 0 && (size_t)n < cap;
}

bool store_state_dir(char *buf, size_t cap)
{
    return xdg_path(buf, cap, "XDG_STATE_HOME", ".local/state", "hexpuzzle");
}

bool store_config_path(char *buf, size_t cap)
{
    return xdg_path(buf, cap, "XDG_CONFIG_HOME", ".config",
                    "hexpuzzle/config");
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
    return STORE_OK;
}

int store_read(const char *path, size_t cap, char **data, size_t *len,
               const char *what, store_warnings *w)
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
            char *bigger = realloc(buf, room + 1);
            if (!bigger) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = bigger;
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

static bool write_all(int fd, const char *p, size_t len)
{
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

/* The rename is durable only once the directory entry is on disk. Some file
 * systems refuse fsync on a directory (EINVAL); the data is safe anyway. */
static void sync_parent(const char *path)
{
    char dir[STORE_PATH_MAX];
    const char *slash = strrchr(path, '/');
    if (!slash) {
        strcpy(dir, ".");
    } else {
        size_t n = slash == path ? 1 : (size_t)(slash - path);
        if (n >= sizeof dir)
            return;
        memcpy(dir, path, n);
        dir[n] = '\0';
    }
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        (void)fsync(fd);
        close(fd);
    }
}

int store_write_atomic(const char *path, const void *data, size_t len,
                       const char *what, store_warnings *w)
{
    char tmp[STORE_PATH_MAX];
    int n = snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path);
    if (n < 0 || (size_t)n >= sizeof tmp) {
        store_warn(w, "%s: %s: %s", what, path, strerror(ENAMETOOLONG));
        return STORE_ERROR;
    }
    int fd = mkstemp(tmp);
    if (fd < 0) {
        /* Name the directory's problem with the file the user knows. */
        store_warn(w, "%s: %s: %s", what, path, strerror(errno));
        return STORE_ERROR;
    }
    int e = 0;
    if (!write_all(fd, data, len))
        e = errno ? errno : EIO;
    else if (fsync(fd) != 0)
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
    return STORE_OK;
}

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int store_lock(const char *lockpath, int wait_ms, const char *what,
               store_warnings *w)
{
    int fd = open(lockpath, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        store_warn(w, "%s: %s: %s", what, lockpath, strerror(errno));
        return STORE_ERROR;
    }
    int64_t deadline = now_ms() + wait_ms;
    for (;;) {
        if (flock(fd, LOCK_EX | LOCK_NB) == 0)
            return fd;
        if (errno == EINTR)
            continue;
        if (errno != EWOULDBLOCK) {
            store_warn(w, "%s: %s: %s", what, lockpath, strerror(errno));
            break;
        }
        if (now_ms() >= deadline) {
            store_warn(w, "%s: %s: still locked by another hexpuzzle after "
                       "%d s", what, lockpath, (wait_ms + 999) / 1000);
            break;
        }
        struct timespec pause = { 0, 5 * 1000 * 1000 };
        nanosleep(&pause, NULL);
    }
    close(fd);
    return STORE_ERROR;
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

int store_load(const char *path, size_t cap, store_parser *parse, void *out,
               const char *what, const char *label, store_warnings *w)
{
    char *data, why[STORE_WHY_MAX];
    size_t len;
    int rc = store_read(path, cap, &data, &len, what, w);
    if (rc == STORE_MISSING || rc == STORE_ERROR)
        return rc;
    if (rc == STORE_OK) {
        bool ok = parse(data, len, out, why);
        free(data);
        if (ok)
            return STORE_OK;
    } else {
        snprintf(why, sizeof why, "larger than %zu bytes", cap);
    }
    if (label && store_quarantine(path, label, why, w) != STORE_OK)
        return STORE_ERROR;
    return STORE_CORRUPT;
}
