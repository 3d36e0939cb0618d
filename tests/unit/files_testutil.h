/* Helpers for the tests of the app file modules: scratch directories,
 * whole-file reads and writes, finding a .corrupt-T copy, another process
 * holding a lock. Header-only so each test program stays one file. */
#ifndef HEXPUZZLE_TESTS_FILES_TESTUTIL_H
#define HEXPUZZLE_TESTS_FILES_TESTUTIL_H

#include <dirent.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "app/store.h"

/* A scores file with every kind of line: the parser tests' sample and a
 * seed of the parser fuzz. */
#define TU_SCORES_SAMPLE \
    "hexpuzzle-scores 4\n" \
    "base hexmines beginner 12 7 2 4\n" \
    "base hextris marathon 3 0 0 0\n" \
    "best hexmines beginner won 9000 0 77 2023-01-02T03:04:05Z\n" \
    "best hextris marathon over 12345 0 5 2024-02-29T23:59:59Z\n" \
    "result hexmines rect:20x10/30:classic lost 1500 1 " \
    "18446744073709551615 1970-01-01T00:00:00Z v1:40/12:9,2,0,1:1,0,0:-\n" \
    "result hexmines beginner won 8000 1 8 9999-12-31T23:59:59Z v1:9/9:6,0,0,0:0,0,0:7\n" \
    "result hextris sprint won 61000 0 9 2024-05-01T12:00:00Z\n" \
    "result hextris sprint quit 1000 0 10 2024-05-01T12:05:00Z\n" \
    "end 8\n"

/* A fresh directory under /tmp; the caller frees the name after rm_tree. */
static inline char *tu_mkdtemp(void)
{
    char *p = strdup("/tmp/hexpuzzle-test-XXXXXX");
    if (!p || !mkdtemp(p)) {
        free(p);
        return NULL;
    }
    return p;
}

static inline void tu_sleep_ms(long ms)
{
    struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };
    nanosleep(&ts, NULL);
}

/* rm -rf path (restoring write permission where a test took it away). */
static inline void tu_rm_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0)
        return;
    if (S_ISDIR(st.st_mode)) {
        chmod(path, 0700);
        DIR *d = opendir(path);
        if (d) {
            struct dirent *e;
            while ((e = readdir(d))) {
                if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
                    continue;
                char sub[8192];
                int n = snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
                if (n > 0 && (size_t)n < sizeof sub)
                    tu_rm_tree(sub);
            }
            closedir(d);
        }
        rmdir(path);
    } else {
        unlink(path);
    }
}

static inline bool tu_write(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    bool ok = fwrite(data, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}

/* The whole file, malloc'd and NUL-terminated, or NULL. */
static inline char *tu_read(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1024, n = 0;
    char *buf = malloc(cap + 1);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *b = realloc(buf, cap * 2 + 1);
            if (!b) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = b;
            cap *= 2;
        }
    }
    fclose(f);
    if (buf) {
        buf[n] = '\0';
        if (len)
            *len = n;
    }
    return buf;
}

/* How many entries of dir start with prefix; the last one's full path goes
 * into found (if not NULL). */
static inline int tu_count_prefix(const char *dir, const char *prefix,
                                  char *found, size_t cap)
{
    int count = 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    struct dirent *e;
    while ((e = readdir(d)))
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0) {
            count++;
            if (found)
                snprintf(found, cap, "%s/%s", dir, e->d_name);
        }
    closedir(d);
    return count;
}

/* The host directory's layout as make install makes it (app/host/host.h), in
 * dir: nothing for others, a key, records/ live/ kept/. */
static inline bool tu_host_layout(const char *dir)
{
    char path[4096];
    static const char *const subs[] = { "records", "live", "kept" };
    bool ok = chmod(dir, 0770) == 0;
    for (size_t i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, subs[i]);
        ok = ok && mkdir(path, 0770) == 0 && chmod(path, 0770) == 0;
    }
    snprintf(path, sizeof path, "%s/key", dir);
    return ok && tu_write(path, "0123456789abcdef0123456789abcdef", 32) && chmod(path, 0640) == 0;
}

/* The cmocka fixture of the file tests: each test gets its own scratch
 * directory, and leaves no XDG variable behind for the next. Use
 * cmocka_unit_test_setup_teardown(name, tu_setup, tu_teardown) and
 * `tu_fixture *f = *state;`. */
typedef struct {
    char *dir;
} tu_fixture;

static inline int tu_setup(void **state)
{
    tu_fixture *f = calloc(1, sizeof *f);
    if (!f)
        return -1;
    f->dir = tu_mkdtemp();
    *state = f;
    return f->dir ? 0 : -1;
}

static inline int tu_teardown(void **state)
{
    tu_fixture *f = *state;
    tu_rm_tree(f->dir);
    free(f->dir);
    free(f);
    unsetenv("XDG_STATE_HOME");
    unsetenv("XDG_CONFIG_HOME");
    return 0;
}

/* DIR/NAME into buf (cap bytes); false if it does not fit. */
static inline bool tu_path(char *buf, size_t cap, const char *dir,
                           const char *name)
{
    int n = snprintf(buf, cap, "%s/%s", dir, name);
    return n >= 0 && (size_t)n < cap;
}

/* Empties dir (made afresh, mode 0700) and puts data[0..len) in dir/name,
 * whose path goes into path (cap bytes). */
static inline bool tu_fresh_file(const char *dir, const char *name,
                                 const void *data, size_t len, char *path,
                                 size_t cap)
{
    tu_rm_tree(dir);
    return mkdir(dir, 0700) == 0 && tu_path(path, cap, dir, name) &&
           tu_write(path, data, len);
}

/* Whether any of the warnings contains needle. */
#define TU_WARNED(w, needle) tu_warned((w)->n, (w)->line[0], \
                                       sizeof (w)->line[0], (needle))
static inline bool tu_warned(int n, const char *first, size_t stride,
                             const char *needle)
{
    for (int i = 0; i < n; i++)
        if (strstr(first + (size_t)i * stride, needle))
            return true;
    return false;
}

/* Another hexpuzzle at work: a child process takes lockpath's lock, then
 * creates flag, waits ms milliseconds, runs under_lock(arg) and only then
 * lets go of the lock. Returns once the child holds the lock; finish with
 * tu_child_ok, which is true when under_lock said true. */
static inline pid_t tu_hold_lock(const char *lockpath, const char *flag,
                                 long ms, bool (*under_lock)(const void *),
                                 const void *arg)
{
    pid_t pid = fork();
    if (pid == 0) {
        int fd = store_lock(lockpath, 1000, "test", NULL);
        if (fd < 0 || !tu_write(flag, "1", 1))
            _exit(2);
        tu_sleep_ms(ms);
        bool ok = under_lock(arg);
        store_unlock(fd);
        _exit(ok ? 0 : 1);
    }
    for (int i = 0; pid > 0 && i < 500 && access(flag, F_OK) != 0; i++)
        tu_sleep_ms(10);
    return pid;
}

static inline bool tu_child_ok(pid_t pid)
{
    int status;
    return pid > 0 && waitpid(pid, &status, 0) == pid &&
           WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* Sets path's modification time seconds_ago into the past (not following
 * a symbolic link). */
static inline bool tu_age(const char *path, long seconds_ago)
{
    struct timespec t[2];
    t[0].tv_sec = t[1].tv_sec = time(NULL) - seconds_ago;
    t[0].tv_nsec = t[1].tv_nsec = 0;
    return utimensat(AT_FDCWD, path, t, AT_SYMLINK_NOFOLLOW) == 0;
}

#endif
