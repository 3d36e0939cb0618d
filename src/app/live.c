/* Live logs: written by the game (or, with host tables, by the recorder
 * from the lines the game sends), read by watchers. */
#define _DEFAULT_SOURCE /* dirent, kill and mkdirat's declarations with glibc */
#include "app/live.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/player.h"
#include "app/replays.h"
#include "app/saves.h"
#include "app/store.h"
#include "session/move_line.h"
#include "util/number.h"
#include "util/grow.h"

/* ---------------------------------------------------------------- writing */

static int out_fd = -1;        /* the user's own live log, when written here */
static size_t sent;            /* moves of the log written so far */
static char out_path[STORE_PATH_MAX];


/* Writes a line to the own file. */
static void put(const char *line)
{
    if (out_fd >= 0 && write(out_fd, line, strlen(line)) < 0) {
        close(out_fd);
        out_fd = -1;
    }
}

static long long wall_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Files of this user's processes that are gone: stale, removed (their
 * live logs and, read by the same pattern, their match sides). */
static void sweep(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    char prefix[32];
    snprintf(prefix, sizeof prefix, "%ld-", (long)getuid());
    while ((e = readdir(d)) != NULL) {
        long pid;
        if (strncmp(e->d_name, prefix, strlen(prefix)) != 0
            || sscanf(e->d_name + strlen(prefix), "%ld.live", &pid) != 1 || pid == (long)getpid())
            continue;
        if (kill((pid_t)pid, 0) != 0 && errno == ESRCH) {
            char file[STORE_PATH_MAX];
            if (store_join(file, sizeof file, dir, e->d_name))
                unlink(file);
        }
    }
    closedir(d);
}

static char match_path[STORE_PATH_MAX];  /* its match side's, once said */

static void remove_own(void)
{
    if (out_path[0])
        unlink(out_path);
    if (match_path[0])
        unlink(match_path);
}

static void remove_at_exit(void)
{
    static bool at_exit;
    if (!at_exit && atexit(remove_own) == 0)
        at_exit = true;
}

/* This process's own file in the live directory, made if need be:
 * UID-PID then ending. */
static bool own_file(char *path, size_t cap, const char *ending)
{
    char state[STORE_PATH_MAX], dir[STORE_PATH_MAX], name[64];
    if (!store_state_dir(state, sizeof state) || !store_join(dir, sizeof dir, state, "live")
        || store_mkdirs(dir, "live", NULL) != STORE_OK)
        return false;
    sweep(dir);
    snprintf(name, sizeof name, "%ld-%ld%s", (long)getuid(), (long)getpid(), ending);
    return store_join(path, cap, dir, name);
}

static void start_own(const char *game, const char *params)
{
    if (out_fd >= 0)
        close(out_fd);
    out_fd = -1;
    if (!own_file(out_path, sizeof out_path, ".live"))
        return;
    out_fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
    remove_at_exit();
    char head[LIVE_HEAD_MAX];
    live_head_format(head, sizeof head, game, params, player_login(), (long)getpid(), wall_ms());
    put(head);
}

static void own_move(int64_t t, const char *text)
{
    char line[LIVE_MOVE_MAX];
    live_move_format(line, sizeof line, t, text);
    put(line);
}

static void own_stop(session_live how)
{
    char line[16];
    snprintf(line, sizeof line, "%s\n", live_stop_line(how));
    put(line);
}

const live_sink live_own_sink = { start_own, own_move, own_stop };

void live_tell(const live_sink *sink, const char *game, const char *params, const session_log *log,
               session_live now)
{
    if (now == SESSION_LIVE_PLAYING && log->n == 0) {
        sent = 0;
        sink->start(game, params);
        return;
    }
    for (; sent < log->n; sent++)
        sink->move(log->moves[sent].t_ms, log->moves[sent].text);
    if (now != SESSION_LIVE_PLAYING)
        sink->stop(now);
}

static const char *const stop_lines[] = {
    [SESSION_LIVE_ENDED] = "end", [SESSION_LIVE_SAVED] = "saved", [SESSION_LIVE_LEFT] = "left",
};

void live_head_format(char *buf, size_t len, const char *game, const char *params,
                      const char *player, long pid, int64_t started)
{
    snprintf(buf, len,
             LIVE_HEADER "\ngame %s\nparams %s\nplayer %s\npid %ld\nstarted %" PRId64 "\n", game,
             params, player, pid, started);
}

void live_move_format(char *buf, size_t len, int64_t t, const char *text)
{
    char timed[SESSION_MOVE_TEXT + 24];
    session_move_write(timed, sizeof timed, t, text);
    snprintf(buf, len, "move %s\n", timed);
}

const char *live_stop_line(session_live how)
{
    /* Anything but a real end keeps the seed hidden. */
    return how == SESSION_LIVE_ENDED || how == SESSION_LIVE_SAVED ? stop_lines[how] : "left";
}

bool live_stop_parse(const char *line, size_t n, session_live *how)
{
    for (session_live k = SESSION_LIVE_ENDED; k <= SESSION_LIVE_LEFT; k++)
        if (n == strlen(stop_lines[k]) && memcmp(line, stop_lines[k], n) == 0) {
            *how = k;
            return true;
        }
    return false;
}

#define MATCH_SIDE_HEADER "hexpuzzle-live-match 1"

void live_own_match(const live_match_side *m)
{
    char text[160];
    snprintf(text, sizeof text, MATCH_SIDE_HEADER "\nwaiter %ld\ninviter %ld\nside %d\nbest %d\n",
             m->waiter, m->inviter, m->side, m->best_of);
    if (!own_file(match_path, sizeof match_path, ".match")
        || store_write_atomic(match_path, text, strlen(text), NULL, "match side", NULL) != STORE_OK) {
        match_path[0] = '\0';
        return;
    }
    remove_at_exit();
}

/* --------------------------------------------------------------- reading */

static bool value_ok(const char *s, size_t n, size_t max)
{
    if (n < 1 || n > max)
        return false;
    for (size_t i = 0; i < n; i++)
        if (s[i] <= 0x20 || s[i] >= 0x7f)
            return false;
    return true;
}

bool live_parse(const char *text, size_t len, live_log *l)
{
    memset(l, 0, sizeof *l);
    size_t cap = 0, at = 0;
    int field = 0;
    while (at < len) {
        const char *nl = memchr(text + at, '\n', len - at);
        if (!nl)
            break;   /* a line still being written */
        const char *line = text + at;
        size_t n = (size_t)(nl - line);
        at += n + 1;
        uint64_t v;
        static const char *const keys[] = { "game ", "params ", "player ", "pid ", "started " };
        if (field == 0) {
            if (n != strlen(LIVE_HEADER) || memcmp(line, LIVE_HEADER, n) != 0)
                goto bad;
            field++;
            continue;
        }
        if (field <= 5) {
            size_t k = strlen(keys[field - 1]);
            if (n <= k || memcmp(line, keys[field - 1], k) != 0)
                goto bad;
            const char *val = line + k;
            size_t vn = n - k;
            switch (field) {
            case 1: if (!value_ok(val, vn, 16)) goto bad; memcpy(l->game, val, vn); break;
            case 2:
                if (!value_ok(val, vn, SESSION_PARAMS - 1)) goto bad;
                memcpy(l->params, val, vn);
                break;
            case 3: if (!value_ok(val, vn, 63)) goto bad; memcpy(l->player, val, vn); break;
            case 4:
                if (!number_parse(val, vn, 1u << 30, &v)) goto bad;
                l->pid = (long)v;
                break;
            default:
                if (!number_parse(val, vn, UINT64_C(253402300799999), &v)) goto bad;
                l->started = (int64_t)v;
                break;
            }
            field++;
            continue;
        }
        if (l->over)
            goto bad;
        if (live_stop_parse(line, n, &l->ending)) {
            l->over = true;
            continue;
        }
        session_move read;
        if (n < 5 || memcmp(line, "move ", 5) != 0 || session_move_read(line + 5, n - 5, &read))
            goto bad;
        if (!grow_for_one(&l->moves, &cap, l->nmoves, sizeof *l->moves, 64))
            goto bad;
        l->moves[l->nmoves++] = read;
    }
    if (field <= 5)
        goto bad;
    return true;
bad:
    live_free(l);
    return false;
}

void live_free(live_log *l)
{
    free(l->moves);
    l->moves = NULL;
    l->nmoves = 0;
}

bool live_read_fd(int fd, live_log *l)
{
    struct stat st;
    char *buf = NULL;
    bool ok = false;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size <= REPLAYS_FILE_MAX
        && (buf = malloc((size_t)st.st_size + 1)) != NULL) {
        ssize_t got = pread(fd, buf, (size_t)st.st_size, 0);
        ok = got >= 0 && live_parse(buf, (size_t)got, l);
    }
    free(buf);
    return ok;
}

bool live_read(const char *path, live_log *l)
{
    int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return false;
    bool ok = live_read_fd(fd, l);
    close(fd);
    return ok;
}

bool live_running(const live_log *l)
{
    if (l->pid <= 0 || (kill((pid_t)l->pid, 0) != 0 && errno != EPERM))
        return false;
    /* A process killed but not yet reaped (a zombie, Linux says so in
     * /proc) plays no more. */
    char path[64], stat[256];
    snprintf(path, sizeof path, "/proc/%ld/stat", l->pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return true;
    size_t n = fread(stat, 1, sizeof stat - 1, f);
    fclose(f);
    stat[n] = '\0';
    const char *close_paren = strrchr(stat, ')');
    return !(close_paren && close_paren[1] == ' ' && close_paren[2] == 'Z');
}

/* The number after key on the line at *at, at most max; *at moves past
 * the line. */
static bool side_field(const char **at, const char *key, uint64_t max, uint64_t *v)
{
    size_t k = strlen(key);
    const char *nl = strchr(*at, '\n');
    if (!nl || strncmp(*at, key, k) != 0 || (*at)[k] != ' ')
        return false;
    bool ok = number_parse(*at + k + 1, (size_t)(nl - *at) - k - 1, max, v);
    *at = nl + 1;
    return ok;
}

bool live_match_read(const char *live_path, live_match_side *out)
{
    char path[STORE_PATH_MAX], *text = NULL;
    size_t n = strlen(live_path);
    if (n < 5 || n + 1 > sizeof path || strcmp(live_path + n - 5, ".live") != 0)
        return false;
    snprintf(path, sizeof path, "%.*smatch", (int)(n - 4), live_path);
    if (store_read(path, 256, &text, &n, "match side", NULL) != STORE_OK)
        return false;
    const char *at = text;
    uint64_t w, i, side, best;
    bool ok = strncmp(at, MATCH_SIDE_HEADER "\n", strlen(MATCH_SIDE_HEADER) + 1) == 0
              && (at += strlen(MATCH_SIDE_HEADER) + 1, side_field(&at, "waiter", 1u << 30, &w))
              && side_field(&at, "inviter", 1u << 30, &i) && side_field(&at, "side", 1, &side)
              && side_field(&at, "best", 5, &best) && *at == '\0'
              && (best == 1 || best == 3 || best == 5);
    free(text);
    if (ok)
        *out = (live_match_side){ (long)w, (long)i, (int)side, (int)best };
    return ok;
}

bool live_dir(char *dir, size_t cap)
{
    char state[STORE_PATH_MAX];
    return store_state_dir(state, sizeof state) && store_join(dir, cap, state, "live");
}
