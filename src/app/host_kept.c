/* Host games saved in progress, kept as witnessed, by token. */
#define _DEFAULT_SOURCE /* fdopendir's friends, which glibc declares only so */
#include "app/host.h"

#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/host_files.h"
#include "app/replays.h"
#include "util/mac.h"


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

/* Removes uid's oldest kept games so that at most keep stay. */
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
    }
}

bool host_keep(const host_dir *h, long uid, const char *text, size_t len, char *token,
               char *why)
{
    uint8_t raw[HOST_TOKEN_CHARS / 2];
    if (getrandom(raw, sizeof raw, 0) != (ssize_t)sizeof raw)
        return host_say(why, "no randomness for a name");
    mac_hex(raw, sizeof raw, token);
    char name[64];
    kept_name(name, sizeof name, uid, token);
    size_t sealed_len;
    char *sealed = host_seal(h, text, len, &sealed_len);
    bool ok = sealed && host_write_at(h->kept, name, sealed, sealed_len);
    free(sealed);
    if (!ok)
        return host_say(why, "the host cannot keep it");
    prune_kept(h, uid, HOST_KEPT_PER_USER);
    return true;
}

char *host_kept(const host_dir *h, long uid, const char *token, size_t *len, char *why)
{
    if (!token_ok(token)) {
        host_say(why, "its host token is malformed");
        return NULL;
    }
    char name[64];
    kept_name(name, sizeof name, uid, token);
    bool corrupt;
    size_t n, text_len;
    char *buf = host_read_at(h->kept, name, REPLAYS_FILE_MAX, &n, &corrupt);
    if (!buf) {
        host_say(why, "the host has no such game kept");
        return NULL;
    }
    if (!host_unseal(h, buf, n, &text_len)) {
        free(buf);
        host_say(why, "the host's copy of it is damaged");
        return NULL;
    }
    buf[text_len] = '\0';
    *len = text_len;
    return buf;
}

void host_unkeep(const host_dir *h, long uid, const char *token)
{
    if (!token_ok(token))
        return;
    char name[64];
    kept_name(name, sizeof name, uid, token);
    unlinkat(h->kept, name, 0);
}
