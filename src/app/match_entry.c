/* A match directory's entries (app/match_entry.h). */
#include "app/match_entry.h"

#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>

#include "util/number.h"

bool match_entry_field(const char *text, const char *key, char *out, size_t cap)
{
    size_t k = strlen(key);
    for (const char *line = text; *line;) {
        const char *nl = strchr(line, '\n');
        size_t n = nl ? (size_t)(nl - line) : strlen(line);
        if (n > k && memcmp(line, key, k) == 0 && line[k] == ' ') {
            size_t vn = n - k - 1;
            if (vn == 0 || vn >= cap)
                return false;
            for (size_t i = 0; i < vn; i++)
                if (line[k + 1 + i] <= 0x20 || line[k + 1 + i] >= 0x7f)
                    return false;
            memcpy(out, line + k + 1, vn);
            out[vn] = '\0';
            return true;
        }
        if (!nl)
            break;
        line = nl + 1;
    }
    return false;
}

int match_entry_numbers(const char *name, const char *prefix, long *nums, int max)
{
    size_t k = strlen(prefix);
    if (strncmp(name, prefix, k) != 0)
        return 0;
    const char *s = name + k;
    int got = 0;
    while (got < max && *s == '-') {
        uint64_t v;
        size_t d = number_prefix(s + 1, 1u << 30, &v);
        if (d == 0)
            return 0;
        nums[got++] = (long)v;
        s += 1 + d;
    }
    return *s ? 0 : got;
}

bool match_entry_alive(long pid)
{
    return pid > 0 && (kill((pid_t)pid, 0) == 0 || errno != ESRCH);
}

void match_entry_lines_take(match_entry_lines *b, const char *buf, size_t len,
                            void (*take)(void *ctx, const char *line, size_t n), void *ctx)
{
    for (size_t i = 0; i < len; i++) {
        if (buf[i] != '\n') {
            if (b->n + 1 >= sizeof b->partial)
                b->skipping = true;
            else if (!b->skipping)
                b->partial[b->n++] = buf[i];
            continue;
        }
        if (!b->skipping)
            take(ctx, b->partial, b->n);
        b->n = 0;
        b->skipping = false;
    }
}

int match_entry_by_age(void *out, int64_t *when, int n, size_t size, const void *item, int64_t t)
{
    int at = n;
    while (at > 0 && when[at - 1] > t)
        at--;
    char *base = out;
    memmove(base + (size_t)(at + 1) * size, base + (size_t)at * size, (size_t)(n - at) * size);
    memmove(when + at + 1, when + at, (size_t)(n - at) * sizeof *when);
    memcpy(base + (size_t)at * size, item, size);
    when[at] = t;
    return n + 1;
}
