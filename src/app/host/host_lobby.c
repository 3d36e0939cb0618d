/* The host's lobby files (app/host/host_lobby.h). */
#define _DEFAULT_SOURCE /* fdopendir, which glibc declares only so */
#include "app/host/host_lobby.h"

#include <dirent.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/host/host.h"
#include "app/host/host_files.h"
#include "app/match_entry.h"
#include "util/number.h"

#define WAIT_HEADER "hexpuzzle-wait 1\n"
#define INVITE_HEADER "hexpuzzle-invite 1\n"

bool host_lobby_open(host_lobby *l, int hostdir, long uid, long pid, const char *login,
                     char *why)
{
    memset(l, 0, sizeof *l);
    l->uid = uid;
    l->pid = pid;
    snprintf(l->login, sizeof l->login, "%s", login);
    l->dir = host_subdir_open(hostdir, "match", true);
    if (l->dir < 0)
        return host_say(why, "the host has no place for matches (match/ is missing or open)");
    return true;
}

void host_lobby_close(host_lobby *l)
{
    host_lobby_unwait(l);
    if (l->dir >= 0)
        close(l->dir);
    l->dir = -1;
}

static bool owner_of(const host_lobby *l, const char *name, long *uid)
{
    struct stat st;
    if (fstatat(l->dir, name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(st.st_mode))
        return false;
    *uid = (long)st.st_uid;
    return true;
}

/* The kinds of names, and how many of their numbers are recorders. */
static const struct { const char *prefix; int numbers, recorders; } kinds[] = {
    { "wait", 1, 1 }, { "invite", 2, 2 }, { "answer", 2, 2 }, { "msg", 3, 2 }, { "rate", 1, 1 },
    { "side", 3, 2 },
};

/* Whether name under dir was written within the rate's window: a gone
 * recorder's lobby writes still count against its user for that long. */
static bool written_lately(int dir, const char *name)
{
    struct stat st;
    struct timespec now;
    return fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) == 0
           && clock_gettime(CLOCK_REALTIME, &now) == 0
           && (int64_t)(now.tv_sec - st.st_mtim.tv_sec) * 1000 <= HOST_LOBBY_RATE_MS;
}

/* Whether the entry name still belongs to a recorder that is there; a
 * temporary file belongs to its maker. Names of no kind are nobody's. */
static bool owned(int dir, const char *name)
{
    long nums[3];
    if (strncmp(name, ".tmp-", 5) == 0) {
        uint64_t pid;
        return number_prefix(name + 5, 1u << 30, &pid) > 0 && match_entry_alive((long)pid);
    }
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
        if (match_entry_numbers(name, kinds[k].prefix, nums, 3) == kinds[k].numbers) {
            /* An invitation or its answer is over when either side is
             * gone; a side's lines stay while either may read them. */
            bool both = k == 1 || k == 2;
            bool any = false, all = true;
            for (int i = 0; i < kinds[k].recorders; i++) {
                bool alive = match_entry_alive(nums[i]);
                any |= alive;
                all &= alive;
            }
            if (strcmp(kinds[k].prefix, "rate") == 0 && !any)
                return written_lately(dir, name);
            return both ? all : any;
        }
    return false;
}

void host_lobby_sweep(host_lobby *l)
{
    DIR *d = l->dir >= 0 ? host_dir_entries(l->dir) : NULL;
    if (!d)
        return;
    struct dirent *e;
    int looked = 0;
    /* Bounded: the directory is, and so is the work of one sweep. */
    while ((e = readdir(d)) != NULL && looked++ < 4 * HOST_LOBBY_FILES)
        if (e->d_name[0] != '.' || strncmp(e->d_name, ".tmp-", 5) == 0)
            if (!owned(l->dir, e->d_name))
                unlinkat(l->dir, e->d_name, 0);
    closedir(d);
}

/* The number of files, and of those of this user with prefix. */
static int count(host_lobby *l, const char *prefix, int *mine)
{
    DIR *d = host_dir_entries(l->dir);
    int n = 0;
    *mine = 0;
    if (!d)
        return HOST_LOBBY_FILES;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        n++;
        long nums[3], uid;
        if (prefix && match_entry_numbers(e->d_name, prefix, nums, 3) > 0
            && match_entry_alive(nums[0]) && owner_of(l, e->d_name, &uid) && uid == l->uid)
            (*mine)++;
    }
    closedir(d);
    return n;
}

bool host_lobby_room(host_lobby *l)
{
    int mine;
    host_lobby_sweep(l);
    return count(l, NULL, &mine) < HOST_LOBBY_FILES - 2;
}

/* This user's lobby writes within the last minute, from every one of its
 * recorders' rate files; this recorder's own rewritten with now added.
 * False (nothing written) when that would pass the rate. */
static bool rate_take(host_lobby *l, int64_t now, char *why)
{
    DIR *d = host_dir_entries(l->dir);
    if (!d)
        return host_say(why, "the host's lobby cannot be read");
    char own[HOST_LOBBY_FILE_MAX] = "";
    size_t at = 0;
    int recent = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        long pid, uid;
        if (match_entry_numbers(e->d_name, "rate", &pid, 1) != 1 || !owner_of(l, e->d_name, &uid)
            || uid != l->uid)
            continue;
        size_t len;
        bool corrupt;
        char *text = host_read_at(l->dir, e->d_name, HOST_LOBBY_FILE_MAX, &len, &corrupt);
        for (char *line = text; line && *line;) {
            char *nl = strchr(line, '\n');
            if (!nl)
                break;
            uint64_t t;
            if (number_parse(line, (size_t)(nl - line), INT64_MAX, &t)
                && (int64_t)t > now - HOST_LOBBY_RATE_MS && (int64_t)t <= now) {
                recent++;
                if (pid == l->pid && at + (size_t)(nl - line) + 2 < sizeof own) {
                    memcpy(own + at, line, (size_t)(nl - line) + 1);
                    at += (size_t)(nl - line) + 1;
                }
            }
            line = nl + 1;
        }
        free(text);
    }
    closedir(d);
    if (recent >= HOST_LOBBY_RATE)
        return host_say(why, "too many invitations and waits in a minute: wait a little");
    snprintf(own + at, sizeof own - at, "%" PRId64 "\n", now);
    char name[32];
    snprintf(name, sizeof name, "rate-%ld", l->pid);
    if (!host_write_at(l->dir, name, own, strlen(own)))
        return host_say(why, "the host's lobby cannot be written");
    return true;
}

/* Room for one more file of prefix of this user, at most per_user, and
 * a lobby write within the rate. */
static bool room(host_lobby *l, const char *prefix, int per_user, int64_t now, char *why)
{
    host_lobby_sweep(l);
    int mine;
    if (count(l, prefix, &mine) >= HOST_LOBBY_FILES - 2)
        return host_say(why, "the host's lobby is full: try again later");
    if (prefix && mine >= per_user)
        return host_say(why, per_user == HOST_LOBBY_WAITS ? "you wait for matches enough already"
                                                        : "you have invited enough already");
    return rate_take(l, now, why);
}

static char *read_entry(host_lobby *l, const char *name, const char *header)
{
    size_t len, h = strlen(header);
    bool corrupt;
    char *text = host_read_at(l->dir, name, HOST_LOBBY_FILE_MAX, &len, &corrupt);
    if (text && (len < h || memcmp(text, header, h) != 0 || strlen(text) != len)) {
        free(text);
        return NULL;
    }
    return text;
}

static bool game_ok(const char *game)
{
    size_t n = strlen(game);
    if (n == 0 || n > HOST_LOBBY_GAME_MAX)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!((game[i] >= 'a' && game[i] <= 'z') || (game[i] >= '0' && game[i] <= '9')))
            return false;
    return true;
}

bool host_lobby_wait(host_lobby *l, const char *game, int64_t now, char *why)
{
    if (!game_ok(game))
        return host_say(why, "no such game");
    if (!host_login_ok(l->login))
        return host_say(why, "your login name cannot stand in the lobby");
    if (!room(l, l->waiting ? NULL : "wait", HOST_LOBBY_WAITS, now, why))
        return false;
    char name[32], text[128];
    snprintf(name, sizeof name, "wait-%ld", l->pid);
    snprintf(text, sizeof text, WAIT_HEADER "player %s\ngame %s\n", l->login, game);
    if (!host_write_at(l->dir, name, text, strlen(text)))
        return host_say(why, "the host's lobby cannot be written");
    l->waiting = true;
    return true;
}

void host_lobby_unwait(host_lobby *l)
{
    if (!l->waiting || l->dir < 0)
        return;
    char name[32];
    snprintf(name, sizeof name, "wait-%ld", l->pid);
    unlinkat(l->dir, name, 0);
    l->waiting = false;
}

static bool waiter_of(host_lobby *l, long pid, host_waiter *w)
{
    char name[32];
    snprintf(name, sizeof name, "wait-%ld", pid);
    char *text = read_entry(l, name, WAIT_HEADER);
    *w = (host_waiter){ .pid = pid };
    bool ok = text && match_entry_field(text, "player", w->player, sizeof w->player)
              && match_entry_field(text, "game", w->game, sizeof w->game) && game_ok(w->game)
              && host_login_ok(w->player);
    free(text);
    return ok;
}

bool host_lobby_waiter(host_lobby *l, long pid, host_waiter *w)
{
    return match_entry_alive(pid) && waiter_of(l, pid, w);
}

/* When the entry was made, to list the oldest first. */
static int64_t made_at(const host_lobby *l, const char *name)
{
    struct stat st;
    if (fstatat(l->dir, name, &st, AT_SYMLINK_NOFOLLOW) != 0)
        return 0;
    return (int64_t)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec;
}

int host_lobby_waiters(host_lobby *l, host_waiter *out, int max)
{
    host_lobby_sweep(l);
    DIR *d = host_dir_entries(l->dir);
    if (!d)
        return 0;
    int64_t when[HOST_LOBBY_LIST_MAX];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < max && n < HOST_LOBBY_LIST_MAX) {
        long pid;
        host_waiter w;
        if (match_entry_numbers(e->d_name, "wait", &pid, 1) != 1 || !match_entry_alive(pid)
            || !waiter_of(l, pid, &w))
            continue;
        n = match_entry_by_age(out, when, n, sizeof *out, &w, made_at(l, e->d_name));
    }
    closedir(d);
    return n;
}

static void pair_name(char *buf, size_t cap, const char *kind, long waiter, long inviter)
{
    snprintf(buf, cap, "%s-%ld-%ld", kind, waiter, inviter);
}

bool host_lobby_invite(host_lobby *l, host_invite *inv, int64_t now, char *why)
{
    host_waiter w;
    inv->inviter = l->pid;
    snprintf(inv->player, sizeof inv->player, "%s", l->login);
    if (inv->waiter == l->pid || !match_entry_alive(inv->waiter) || !waiter_of(l, inv->waiter, &w)
        || strcmp(w.game, inv->game) != 0)
        return host_say(why, "they are not waiting for that game");
    if (!host_login_ok(l->login))
        return host_say(why, "your login name cannot stand in the lobby");
    snprintf(inv->opponent, sizeof inv->opponent, "%s", w.player);
    if (!room(l, "invite", HOST_LOBBY_INVITES, now, why))
        return false;
    char name[64], text[HOST_LOBBY_FILE_MAX];
    int n = snprintf(text, sizeof text,
                     INVITE_HEADER "player %s\nopponent %s\ngame %s\nparams %s\nbest %d\nmatch %s\n",
                     inv->player, inv->opponent, inv->game, inv->params, inv->best_of, inv->match);
    if (n < 0 || (size_t)n >= sizeof text)
        return host_say(why, "the game's params are too long");
    pair_name(name, sizeof name, "invite", inv->waiter, l->pid);
    /* An answer left from an invitation before is not this one's. */
    char answer[64];
    pair_name(answer, sizeof answer, "answer", inv->waiter, l->pid);
    unlinkat(l->dir, answer, 0);
    if (!host_write_at(l->dir, name, text, (size_t)n))
        return host_say(why, "the host's lobby cannot be written");
    return true;
}

static bool invite_read(host_lobby *l, long waiter, long inviter, host_invite *inv)
{
    char name[64], best[4];
    pair_name(name, sizeof name, "invite", waiter, inviter);
    char *text = read_entry(l, name, INVITE_HEADER);
    *inv = (host_invite){ .waiter = waiter, .inviter = inviter };
    bool ok = text && match_entry_field(text, "player", inv->player, sizeof inv->player)
              && match_entry_field(text, "opponent", inv->opponent, sizeof inv->opponent)
              && match_entry_field(text, "game", inv->game, sizeof inv->game)
              && match_entry_field(text, "params", inv->params, sizeof inv->params)
              && match_entry_field(text, "best", best, sizeof best)
              && match_entry_field(text, "match", inv->match, sizeof inv->match)
              && game_ok(inv->game) && host_login_ok(inv->player) && host_login_ok(inv->opponent)
              && host_match_id_ok(inv->match);
    free(text);
    uint64_t b;
    if (!ok || !number_parse(best, strlen(best), 5, &b) || b % 2 == 0)
        return false;
    inv->best_of = (int)b;
    return true;
}

int host_lobby_invites(host_lobby *l, host_invite *out, int max)
{
    if (!l->waiting)
        return 0;
    DIR *d = host_dir_entries(l->dir);
    if (!d)
        return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < max && n < HOST_LOBBY_LIST_MAX) {
        long pids[2];
        if (match_entry_numbers(e->d_name, "invite", pids, 2) == 2 && pids[0] == l->pid
            && match_entry_alive(pids[1]) && invite_read(l, pids[0], pids[1], &out[n]))
            n++;
    }
    closedir(d);
    return n;
}

bool host_lobby_invite_of(host_lobby *l, long inviter, host_invite *out)
{
    return match_entry_alive(inviter) && invite_read(l, l->pid, inviter, out);
}

bool host_lobby_answer(host_lobby *l, long inviter, bool accept, int64_t now, char *why)
{
    host_invite inv;
    if (!l->waiting || !host_lobby_invite_of(l, inviter, &inv))
        return host_say(why, "that invitation is gone");
    if (!rate_take(l, now, why))
        return false;
    char name[64];
    pair_name(name, sizeof name, "answer", l->pid, inviter);
    const char *text = accept ? "accept\n" : "decline\n";
    if (!host_write_at(l->dir, name, text, strlen(text)))
        return host_say(why, "the host's lobby cannot be written");
    return true;
}

int host_lobby_answer_of(host_lobby *l, long waiter)
{
    char name[64];
    pair_name(name, sizeof name, "answer", waiter, l->pid);
    size_t len;
    bool corrupt;
    char *text = host_read_at(l->dir, name, 16, &len, &corrupt);
    int answer = !text ? -1 : strcmp(text, "accept\n") == 0 ? 1 : strcmp(text, "decline\n") == 0 ? 0 : -1;
    free(text);
    /* A waiter gone without a word has declined. */
    if (answer < 0 && !match_entry_alive(waiter))
        answer = 0;
    return answer;
}

void host_lobby_uninvite(host_lobby *l, long waiter)
{
    char name[64];
    pair_name(name, sizeof name, "invite", waiter, l->pid);
    unlinkat(l->dir, name, 0);
    pair_name(name, sizeof name, "answer", waiter, l->pid);
    unlinkat(l->dir, name, 0);
}
