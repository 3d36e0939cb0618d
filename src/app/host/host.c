/* The host tables' directory: its layout checked, its entries sealed and
 * read back safely. Its records are host_records.c's (each table a
 * directory of its own: host_table.c), its kept games host_kept.c's. */
#include "app/host/host.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/mac.h"

bool host_say(char *why, const char *text)
{
    if (why)
        snprintf(why, HOST_WHY_MAX, "%s", text);
    return false;
}

/* ------------------------------------------------------------- layout */

/* A part of the layout: of the kind wanted, nothing for others, and made
 * by whoever made the directory (root), not by a player's recorder of an
 * older install. */
static bool part_ok(int fd, bool dir, uid_t owner)
{
    struct stat st;
    return fd >= 0 && fstat(fd, &st) == 0 && (dir ? S_ISDIR(st.st_mode) : S_ISREG(st.st_mode))
           && (st.st_mode & 0007) == 0 && st.st_uid == owner;
}

static int open_part(int dirfd, const char *name, bool dir)
{
    return openat(dirfd, name,
                  O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | (dir ? O_DIRECTORY : 0));
}

void host_close(host_dir *h)
{
    int *fds[] = { &h->dir, &h->records, &h->live, &h->kept };
    for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++) {
        if (*fds[i] >= 0)
            close(*fds[i]);
        *fds[i] = -1;
    }
    memset(h->key, 0, sizeof h->key);
}

bool host_open(const char *path, host_dir *h, char *why)
{
    memset(h, 0, sizeof *h);
    h->dir = h->records = h->live = h->kept = -1;
    h->dir = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (h->dir < 0) {
        if (why)
            snprintf(why, HOST_WHY_MAX, "no host tables here (%.100s: %s)", path,
                     strerror(errno));
        return false;
    }
    const char *bad = NULL;
    struct stat st;
    uid_t owner = fstat(h->dir, &st) == 0 ? st.st_uid : 0;
    if (!part_ok(h->dir, true, owner))
        bad = "the directory is open to others";
    h->records = open_part(h->dir, "records", true);
    h->live = open_part(h->dir, "live", true);
    h->kept = open_part(h->dir, "kept", true);
    int key = open_part(h->dir, "key", false);
    if (!bad && (!part_ok(h->records, true, owner) || !part_ok(h->live, true, owner)
                 || !part_ok(h->kept, true, owner)))
        bad = "records/, live/ or kept/ is missing, not the install's or open to others";
    if (!bad && (!part_ok(key, false, owner) || read(key, h->key, sizeof h->key) != (ssize_t)sizeof h->key))
        bad = "its key is missing, short, not the install's or open to others";
    if (key >= 0)
        close(key);
    if (bad) {
        if (why)
            snprintf(why, HOST_WHY_MAX, "the host tables are not set up: %s (%.60s)", bad, path);
        host_close(h);
        return false;
    }
    return true;
}

/* -------------------------------------------------------------- seals */

enum { MAC_LINE = 4 + 64 + 1 };   /* "mac " HEX "\n" */

static void mac_of(const host_dir *h, const char *text, size_t len, char hex[65])
{
    uint8_t tag[32];
    mac_hmac_sha256(h->key, sizeof h->key, text, len, tag);
    mac_hex(tag, sizeof tag, hex);
}

char *host_seal(const host_dir *h, const char *text, size_t len, size_t *out_len)
{
    char *out = malloc(len + MAC_LINE + 1);
    if (!out)
        return NULL;
    memcpy(out, text, len);
    char hex[65];
    mac_of(h, text, len, hex);
    snprintf(out + len, MAC_LINE + 1, "mac %s\n", hex);
    *out_len = len + MAC_LINE;
    return out;
}

bool host_unseal(const host_dir *h, const char *buf, size_t len, size_t *text_len)
{
    if (len < MAC_LINE || memcmp(buf + len - MAC_LINE, "mac ", 4) != 0 || buf[len - 1] != '\n')
        return false;
    char given[65], want[65];
    memcpy(given, buf + len - MAC_LINE + 4, 64);
    given[64] = '\0';
    mac_of(h, buf, len - MAC_LINE, want);
    if (!mac_hex_equal(given, want))
        return false;
    *text_len = len - MAC_LINE;
    return true;
}
