/* Helpers for the tests of the app file modules: scratch directories,
 * whole-file reads and writes, finding a .corrupt-T copy. Header-only so
 * each test program stays one file. */
#ifndef HEXPUZZLE_TESTS_FILES_TESTUTIL_H
#define HEXPUZZLE_TESTS_FILES_TESTUTIL_H

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

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

#endif
