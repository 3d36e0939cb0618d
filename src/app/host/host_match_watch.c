/* Host matches for watchers (app/host/host_match_watch.h). */
#include "app/host/host_match_watch.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/host/host_files.h"
#include "app/host/host_live.h"
#include "app/match_entry.h"
#include "util/number.h"

#define SIDE_HEADER "hexpuzzle-side 1\n"

void host_match_watch_begun(const host_lobby *l, const host_invite *inv, int side, long uid,
                            long gamepid, char *name)
{
    char text[128];
    snprintf(name, HOST_MATCH_WATCH_NAME, "side-%ld-%ld-%d", inv->waiter, inv->inviter, side);
    int n = snprintf(text, sizeof text, SIDE_HEADER "best %d\nlive %ld-%ld.live\n", inv->best_of,
                     uid, gamepid);
    if (l->dir < 0 || !host_write_at(l->dir, name, text, (size_t)n))
        name[0] = '\0';
}

void host_match_watch_ended(const host_lobby *l, char *name)
{
    if (name[0] && l->dir >= 0)
        unlinkat(l->dir, name, 0);
    name[0] = '\0';
}

typedef struct {
    int best_of;
    char live[48];
} side_said;

/* What side of the match waiter-inviter said, if it did and its
 * recorder is there. */
static bool side_of(const host_lobby *l, long waiter, long inviter, int side, side_said *out)
{
    char name[64], best[8];
    snprintf(name, sizeof name, "side-%ld-%ld-%d", waiter, inviter, side);
    if (!match_entry_alive(side == 0 ? inviter : waiter))
        return false;
    size_t len;
    bool corrupt;
    char *text = host_read_at(l->dir, name, HOST_LOBBY_FILE_MAX, &len, &corrupt);
    uint64_t v;
    bool ok = text && strncmp(text, SIDE_HEADER, strlen(SIDE_HEADER)) == 0
              && match_entry_field(text, "best", best, sizeof best)
              && number_parse(best, strlen(best), MATCH_BEST_OF_MAX, &v) && v % 2 == 1
              && match_entry_field(text, "live", out->live, sizeof out->live);
    long uid, pid;
    char tail[8];
    ok = ok && sscanf(out->live, "%ld-%ld%7s", &uid, &pid, tail) == 3
         && strcmp(tail, ".live") == 0;
    out->best_of = (int)v;
    free(text);
    return ok;
}

static bool match_of(const char *match, long *waiter, long *inviter)
{
    long nums[2];
    char name[64];
    snprintf(name, sizeof name, "m-%s", match);
    if (match_entry_numbers(name, "m", nums, 2) != 2)
        return false;
    *waiter = nums[0];
    *inviter = nums[1];
    return true;
}

char *host_match_watch_list(const host_lobby *l, size_t *len)
{
    char *text = NULL;
    *len = 0;
    FILE *f = open_memstream(&text, len);
    if (!f)
        return NULL;
    DIR *d = l->dir >= 0 ? host_dir_entries(l->dir) : NULL;
    struct dirent *e;
    int looked = 0, listed = 0;
    /* Bounded: the lobby is, and so is a listing. */
    while (d && (e = readdir(d)) != NULL && looked++ < 4 * HOST_LOBBY_FILES
           && listed < HOST_MATCH_WATCH_MAX) {
        long nums[3];
        side_said said[2];
        if (match_entry_numbers(e->d_name, "side", nums, 3) != 3 || nums[2] != 0
            || !side_of(l, nums[0], nums[1], 0, &said[0])
            || !side_of(l, nums[0], nums[1], 1, &said[1]) || said[0].best_of != said[1].best_of)
            continue;
        fprintf(f, "%ld-%ld\t%d\t%s\t%s\n", nums[0], nums[1], said[0].best_of, said[0].live,
                said[1].live);
        listed++;
    }
    if (d)
        closedir(d);
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

bool host_match_watch_follow(const host_dir *h, const host_lobby *l, const char *match, int side,
                             int *live_fd)
{
    long waiter, inviter;
    side_said said;
    int notify;
    *live_fd = -1;
    if ((side != 0 && side != 1) || !match_of(match, &waiter, &inviter)
        || !side_of(l, waiter, inviter, side, &said)
        || !host_live_follow(h, said.live, live_fd, &notify))
        return false;
    if (notify >= 0)
        close(notify);
    return true;
}

ssize_t host_match_watch_lines(const host_lobby *l, const char *match, int side, off_t offset,
                               char *buf, size_t max)
{
    long waiter, inviter;
    side_said said;
    if ((side != 0 && side != 1) || offset < 0 || !match_of(match, &waiter, &inviter)
        || !side_of(l, waiter, inviter, side, &said))
        return -1;
    char name[64];
    snprintf(name, sizeof name, "msg-%ld-%ld-%d", waiter, inviter, side);
    int fd = openat(l->dir, name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
    struct stat st;
    ssize_t got = -1;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
        got = pread(fd, buf, max, offset);
    if (fd >= 0)
        close(fd);
    return got;
}
