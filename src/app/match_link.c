/* The local link's files (app/match_link.h). */
#include "app/match_link.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/host/privsep.h"
#include "app/live.h"
#include "app/match_entry.h"
#include "app/player.h"
#include "app/store.h"
#include "session/game_rules.h"
#include "session/params_seed.h"
#include "util/number.h"

#define WAIT_HEADER "hexpuzzle-wait 1"
#define INVITE_HEADER "hexpuzzle-invite 1"

static char waiting_path[STORE_PATH_MAX];

static bool link_dir(char *dir, size_t cap, char *why, size_t len)
{
    char state[STORE_PATH_MAX], reason[STORE_LINE_MAX] = "";
    store_warnings w;
    store_warnings_init(&w);
    if (!store_state_dir_say(state, sizeof state, reason) || !store_join(dir, cap, state, "match")
        || store_mkdirs(dir, "cannot keep matches", &w) != STORE_OK) {
        snprintf(why, len, "%s", reason[0] ? reason : w.n ? w.line[0] : "no match directory");
        return false;
    }
    return true;
}
static bool put_file(const char *dir, const char *name, const char *text, char *why, size_t len)
{
    char path[STORE_PATH_MAX];
    store_warnings w;
    store_warnings_init(&w);
    if (!store_join(path, sizeof path, dir, name)
        || store_write_atomic(path, text, strlen(text), NULL, "cannot write", &w) != STORE_OK) {
        snprintf(why, len, "%s", w.n ? w.line[0] : "path too long");
        return false;
    }
    return true;
}
static char *read_small(const char *dir, const char *name, const char *header)
{
    char path[STORE_PATH_MAX], *data = NULL;
    size_t n;
    if (!store_join(path, sizeof path, dir, name)
        || store_read(path, LINK_FILE_MAX, &data, &n, "cannot read", NULL) != STORE_OK)
        return NULL;
    size_t h = strlen(header);
    if (n < h + 1 || memcmp(data, header, h) != 0 || data[h] != '\n' || memchr(data, '\0', n)) {
        free(data);
        return NULL;
    }
    return data;
}

static void remove_in(const char *dir, const char *name)
{
    char path[STORE_PATH_MAX];
    if (store_join(path, sizeof path, dir, name))
        unlink(path);
}
/* Removes the files all of whose processes are gone. */
static void sweep(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    static const struct { const char *prefix; int count; } kinds[] = {
        { "wait", 1 }, { "invite", 2 }, { "answer", 2 }, { "msg", 3 },
    };
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
            long nums[3];
            int n = match_entry_numbers(e->d_name, kinds[k].prefix, nums, 3);
            if (n != kinds[k].count)
                continue;
            /* A message file's third number is its side, no process. */
            int procs = n == 3 ? 2 : n;
            bool any = false;
            for (int i = 0; i < procs; i++)
                any |= match_entry_alive(nums[i]);
            if (!any)
                remove_in(dir, e->d_name);
        }
    closedir(d);
}

static void local_wait_stop(void);

static void stop_waiting_at_exit(void)
{
    local_wait_stop();
}

static bool local_wait_start(const char *game, char *why, size_t len)
{
    char dir[STORE_PATH_MAX], name[64], text[256];
    if (!link_dir(dir, sizeof dir, why, len))
        return false;
    sweep(dir);
    snprintf(name, sizeof name, "wait-%ld", (long)getpid());
    snprintf(text, sizeof text, WAIT_HEADER "\nplayer %s\ngame %s\n", player_login(), game);
    if (!put_file(dir, name, text, why, len) || !store_join(waiting_path, sizeof waiting_path, dir, name))
        return false;
    static bool at_exit;
    if (!at_exit && atexit(stop_waiting_at_exit) == 0)
        at_exit = true;
    return true;
}

static void local_wait_stop(void)
{
    if (waiting_path[0])
        unlink(waiting_path);
    waiting_path[0] = '\0';
}

/* When the entry was made, to list the oldest first. */
static int64_t made_at(const char *dir, const char *name)
{
    char path[STORE_PATH_MAX];
    struct stat st;
    if (!store_join(path, sizeof path, dir, name) || stat(path, &st) != 0)
        return 0;
    return (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec;
}

static int local_waiters(link_waiter *out, int max)
{
    char dir[STORE_PATH_MAX], why[STORE_LINE_MAX];
    if (!link_dir(dir, sizeof dir, why, sizeof why))
        return 0;
    sweep(dir);
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int64_t when[LINK_ENTRIES_MAX];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < max && n < LINK_ENTRIES_MAX) {
        long pid;
        if (match_entry_numbers(e->d_name, "wait", &pid, 1) != 1 || !match_entry_alive(pid))
            continue;
        char *text = read_small(dir, e->d_name, WAIT_HEADER);
        link_waiter w = { .pid = pid };
        bool ok = text && match_entry_field(text, "player", w.player, sizeof w.player)
                  && match_entry_field(text, "game", w.game, sizeof w.game);
        free(text);
        if (!ok)
            continue;
        n = match_entry_by_age(out, when, n, sizeof *out, &w, made_at(dir, e->d_name));
    }
    closedir(d);
    return n;
}

static void pair_name(char *buf, size_t cap, const char *kind, const link_invite *inv)
{
    snprintf(buf, cap, "%s-%ld-%ld", kind, inv->waiter, inv->inviter);
}

static bool local_invite_send(const link_invite *inv, char *why, size_t len)
{
    char dir[STORE_PATH_MAX], name[64], text[LINK_FILE_MAX];
    if (!link_dir(dir, sizeof dir, why, len))
        return false;
    pair_name(name, sizeof name, "invite", inv);
    int n = snprintf(text, sizeof text, INVITE_HEADER "\nplayer %s\ngame %s\nparams %s\nbest %d\n",
                     inv->player, inv->game, inv->params, inv->best_of);
    if (n < 0 || (size_t)n >= sizeof text) {
        snprintf(why, len, "the game's params are too long");
        return false;
    }
    return put_file(dir, name, text, why, len);
}

static int local_invites(link_invite *out, int max)
{
    char dir[STORE_PATH_MAX], why[STORE_LINE_MAX];
    if (!link_dir(dir, sizeof dir, why, sizeof why))
        return 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < max && n < LINK_ENTRIES_MAX) {
        long pids[2];
        if (match_entry_numbers(e->d_name, "invite", pids, 2) != 2 || pids[0] != (long)getpid()
            || !match_entry_alive(pids[1]))
            continue;
        char *text = read_small(dir, e->d_name, INVITE_HEADER);
        link_invite inv = { .waiter = pids[0], .inviter = pids[1] };
        char best[8];
        long b = 0;
        bool ok = text && match_entry_field(text, "player", inv.player, sizeof inv.player)
                  && match_entry_field(text, "game", inv.game, sizeof inv.game)
                  && match_entry_field(text, "params", inv.params, sizeof inv.params)
                  && match_entry_field(text, "best", best, sizeof best);
        free(text);
        uint64_t v;
        if (ok && number_parse(best, strlen(best), MATCH_BEST_OF_MAX, &v))
            b = (long)v;
        if (!ok || (b != 1 && b != 3 && b != 5))
            continue;
        inv.best_of = (int)b;
        out[n++] = inv;
    }
    closedir(d);
    return n;
}

static bool local_answer(const link_invite *inv, bool accept)
{
    char dir[STORE_PATH_MAX], name[64], why[STORE_LINE_MAX];
    if (!link_dir(dir, sizeof dir, why, sizeof why))
        return false;
    pair_name(name, sizeof name, "answer", inv);
    return put_file(dir, name, accept ? "accept\n" : "decline\n", why, sizeof why);
}

static int local_answer_of(const link_invite *inv)
{
    char dir[STORE_PATH_MAX], name[64], path[STORE_PATH_MAX], why[STORE_LINE_MAX], *data = NULL;
    size_t n;
    if (!link_dir(dir, sizeof dir, why, sizeof why))
        return -1;
    pair_name(name, sizeof name, "answer", inv);
    if (!store_join(path, sizeof path, dir, name)
        || store_read(path, 16, &data, &n, "cannot read", NULL) != STORE_OK)
        return -1;
    int answer = strcmp(data, "accept\n") == 0 ? 1 : strcmp(data, "decline\n") == 0 ? 0 : -1;
    free(data);
    return answer;
}

static void local_invite_remove(const link_invite *inv)
{
    char dir[STORE_PATH_MAX], name[64], why[STORE_LINE_MAX];
    if (!link_dir(dir, sizeof dir, why, sizeof why))
        return;
    pair_name(name, sizeof name, "invite", inv);
    remove_in(dir, name);
    pair_name(name, sizeof name, "answer", inv);
    remove_in(dir, name);
}

/* The path of side's messages in the local match of inv. */
static bool messages_path(char *path, size_t cap, const link_invite *inv, int side, char *why,
                          size_t len)
{
    char dir[STORE_PATH_MAX], name[64];
    if (!link_dir(dir, sizeof dir, why, len))
        return false;
    snprintf(name, sizeof name, "msg-%ld-%ld-%d", inv->waiter, inv->inviter, side);
    if (!store_join(path, cap, dir, name)) {
        snprintf(why, len, "the match directory's path is too long");
        return false;
    }
    return true;
}

static bool local_open(link_channel *c, const link_invite *inv, int side, char *why, size_t len)
{
    *c = (link_channel){ .inv = *inv, .side = side, .out_fd = -1, .in_fd = -1 };
    if (!messages_path(c->out_path, sizeof c->out_path, inv, side, why, len)
        || !messages_path(c->in_path, sizeof c->in_path, inv, 1 - side, why, len))
        return false;
    c->out_fd = open(c->out_path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_NOFOLLOW | O_CLOEXEC,
                     0600);
    if (c->out_fd < 0) {
        snprintf(why, len, "%s: %s", c->out_path, strerror(errno));
        return false;
    }
    /* Said beside this side's live log, for watchers to pair the sides. */
    live_own_match(&(live_match_side){ inv->waiter, inv->inviter, side, inv->best_of });
    return true;
}

bool link_watch(link_channel *c, const link_invite *inv, int side, char *why, size_t len)
{
    *c = (link_channel){ .inv = *inv, .side = side, .out_fd = -1, .in_fd = -1 };
    return messages_path(c->in_path, sizeof c->in_path, inv, side, why, len);
}

static bool local_send(link_channel *c, const char *line)
{
    size_t n = strlen(line);
    if (c->out_fd < 0 || c->out_size + (off_t)n > LINK_MESSAGES_MAX)
        return false;
    /* One write a line: the reader never sees half of one for long. */
    if (!store_write_all(c->out_fd, line, n))
        return false;
    c->out_size += (off_t)n;
    return true;
}

static void local_receive(link_channel *c, void (*take)(void *ctx, const char *line, size_t n), void *ctx)
{
    if (c->in_fd < 0) {
        /* The other side opens its end when it comes: until then, nothing. */
        c->in_fd = open(c->in_path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
        if (c->in_fd < 0)
            return;
    }
    char buf[LINK_READ_MAX];
    ssize_t got = read(c->in_fd, buf, sizeof buf);
    if (got > 0)
        match_entry_lines_take(&c->in, buf, (size_t)got, take, ctx);
}

static void local_close(link_channel *c)
{
    if (c->out_fd >= 0) {
        close(c->out_fd);
        unlink(c->out_path);
    }
    if (c->in_fd >= 0)
        close(c->in_fd);
    c->out_fd = c->in_fd = -1;
}

/* Locally the inviter drew the match's seed: its rounds' follow. */
static bool local_round(link_channel *c, int round, char *params, size_t len)
{
    const session_game *g = session_game_named(c->inv.game);
    uint64_t seed;
    return g && session_params_seed(g, c->inv.params, &seed)
           && session_params_reseed(g, c->inv.params, match_round_seed(g, seed, round), params,
                                    len);
}

/* Locally each side keeps its game's live log itself, for the user's
 * watchers (app/watch_match.h). */
static void local_live(const char *game, const char *params, const session_log *log,
                       session_live now)
{
    live_tell(&live_own_sink, game, params, log, now);
}

const link_end link_local_end = {
    local_wait_start, local_wait_stop, local_waiters, local_invite_send, local_invites,
    local_answer, local_answer_of, local_invite_remove, local_open, local_round, local_send,
    local_receive, local_close, local_live,
};

/* ------------------------------------------------------ the choice */

/* With a recorder, the host's link; else the local one: chosen once. */
static const link_end *end(void)
{
    static const link_end *chosen;
    if (!chosen)
        chosen = privsep_active() ? &link_host_end : &link_local_end;
    return chosen;
}

bool link_on_host(void)
{
    return end() == &link_host_end;
}

bool link_process_alive(long pid)
{
    return match_entry_alive(pid);
}

bool link_wait_start(const char *game, char *why, size_t len)
{
    return end()->wait_start(game, why, len);
}

void link_wait_stop(void)
{
    end()->wait_stop();
}

int link_waiters(link_waiter *out, int max)
{
    return end()->waiters(out, max);
}

bool link_find_waiter(const char *name, const char *game, link_waiter *out)
{
    link_waiter all[LINK_ENTRIES_MAX];
    int n = link_waiters(all, LINK_ENTRIES_MAX);
    for (int i = 0; i < n; i++)
        if (all[i].pid != (long)getpid() && strcmp(all[i].player, name) == 0
            && strcmp(all[i].game, game) == 0) {
            *out = all[i];
            return true;
        }
    return false;
}

bool link_invite_send(const link_invite *inv, char *why, size_t len)
{
    return end()->invite_send(inv, why, len);
}

int link_invites(link_invite *out, int max)
{
    return end()->invites(out, max);
}

bool link_answer(const link_invite *inv, bool accept)
{
    return end()->answer(inv, accept);
}

int link_answer_of(const link_invite *inv)
{
    return end()->answer_of(inv);
}

void link_invite_remove(const link_invite *inv)
{
    end()->invite_remove(inv);
}

bool link_open(link_channel *c, const link_invite *inv, int side, char *why, size_t len)
{
    return end()->open(c, inv, side, why, len);
}

bool link_round(link_channel *c, int round, char *params, size_t len)
{
    return end()->round(c, round, params, len);
}

bool link_send(link_channel *c, const char *line)
{
    return end()->send(c, line);
}

void link_receive(link_channel *c, void (*take)(void *ctx, const char *line, size_t n), void *ctx)
{
    end()->receive(c, take, ctx);
}

void link_close(link_channel *c)
{
    end()->close(c);
}

void link_live(void *ctx, const char *game, const char *params, const session_log *log,
               session_live now)
{
    (void)ctx;
    if (end()->live)
        end()->live(game, params, log, now);
}
