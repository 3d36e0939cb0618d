/* The drop of the games group, and the game's side of its recorder. */
#define _GNU_SOURCE /* setresgid and getresgid, which glibc declares only so */
#include "app/host/privsep.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <unistd.h>

#include "app/host/channel.h"
#include "app/host/host.h"
#include "app/host/recorder.h"
#include "app/replays.h"
#include "session/move_line.h"

static int sock = -1;
static char unavailable[HOST_WHY_MAX];
/* The latest seeds the recorder drew: boards that are the host's. */
enum { SEEDS_KEPT = 16 };
static uint64_t drawn[SEEDS_KEPT];
static unsigned ndrawn;

void privsep_undumpable(void)
{
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
}

bool privsep_start(char *err, size_t len)
{
    gid_t rgid = getgid(), egid = getegid();
    if (rgid == egid)
        return true;
    /* Neither process's memory (a board in play) nor descriptors are
     * their user's to read, whatever the system's suid_dumpable says: the
     * recorder is forked so, and the game is made so again below, as the
     * kernel resets it to suid_dumpable on every change of credentials. */
    privsep_undumpable();
    host_dir h;
    int pair[2] = { -1, -1 };
    if (!host_open(HEXPUZZLE_HOST_DIR, &h, unavailable)) {
        /* No host tables; the player is told why when a game ends. */
    } else if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0) {
        snprintf(unavailable, sizeof unavailable, "no socket for the recorder: %s",
                 strerror(errno));
        host_close(&h);
    } else {
        fflush(NULL);
        long gamepid = (long)getpid();
        pid_t pid = fork();
        if (pid == 0) {
            /* Nothing of the user's: no terminal, only the socket. */
            close(pair[0]);
            int null = open("/dev/null", O_RDWR);
            for (int fd = 0; fd <= 2 && null >= 0; fd++)
                dup2(null, fd);
            recorder_run(&h, pair[1], gamepid);
        }
        close(pair[1]);
        host_close(&h);
        if (pid > 0) {
            sock = pair[0];
        } else {
            close(pair[0]);
            snprintf(unavailable, sizeof unavailable, "no recorder: %s", strerror(errno));
        }
    }
    /* With or without a recorder, the game never keeps the group. */
    gid_t r, e, s;
    if (setresgid(rgid, rgid, rgid) != 0 || getresgid(&r, &e, &s) != 0 || r != rgid
        || e != rgid || s != rgid) {
        snprintf(err, len, "cannot drop the games group: %s", strerror(errno ? errno : EPERM));
        return false;
    }
    privsep_undumpable();
    /* A socket no one reads would end the game with SIGPIPE. */
    signal(SIGPIPE, SIG_IGN);
    return true;
}

bool privsep_active(void)
{
    return sock >= 0;
}

const char *privsep_unavailable(void)
{
    return unavailable;
}

static void give_up(const char *why)
{
    if (sock >= 0)
        close(sock);
    sock = -1;
    snprintf(unavailable, sizeof unavailable, "%s", why);
}

static bool send_request(const char *kind, const char *payload, size_t len)
{
    if (sock < 0)
        return false;
    if (channel_send(sock, kind, payload, len, NULL, 0, PRIVSEP_SEND_WAIT_MS))
        return true;
    give_up("the host tables' recorder stopped taking requests");
    return false;
}

/* A request and its answer: true when one came (f filled; free it). */
static bool ask(const char *kind, const char *payload, size_t len, channel_frame *f, char *why)
{
    if (!send_request(kind, payload, len)) {
        snprintf(why, HOST_WHY_MAX, "%s", unavailable[0] ? unavailable : "no host tables here");
        return false;
    }
    if (!channel_receive(sock, f, REPLAYS_FILE_MAX, PRIVSEP_ANSWER_WAIT_MS)) {
        give_up("the host tables' recorder stopped answering");
        snprintf(why, HOST_WHY_MAX, "%s", unavailable);
        return false;
    }
    if (strcmp(f->kind, "OK") != 0 && strcmp(f->kind, "NO") != 0 && strcmp(f->kind, "NP") != 0) {
        channel_frame_free(f);
        give_up("the host tables' recorder answered nonsense");
        snprintf(why, HOST_WHY_MAX, "%s", unavailable);
        return false;
    }
    return true;
}

/* The answer's text when it was OK; else NULL with its reason in why. */
static char *ask_text(const char *kind, const char *payload, size_t len, size_t *out_len,
                      char *why)
{
    channel_frame f;
    if (!ask(kind, payload, len, &f, why))
        return NULL;
    if (strcmp(f.kind, "OK") != 0) {
        snprintf(why, HOST_WHY_MAX, "%.*s", HOST_WHY_MAX - 1, f.payload);
        channel_frame_free(&f);
        return NULL;
    }
    char *text = f.payload;
    f.payload = NULL;
    if (out_len)
        *out_len = f.len;
    channel_frame_free(&f);
    return text;
}

bool privsep_seed(uint64_t *seed)
{
    char why[HOST_WHY_MAX];
    char *text = ask_text("N", "", 0, NULL, why);
    char *end = NULL;
    if (text)
        *seed = strtoull(text, &end, 10);
    bool ok = text && end && *end == '\0' && end != text;
    free(text);
    if (ok)
        drawn[ndrawn++ % SEEDS_KEPT] = *seed;
    return ok;
}

bool privsep_drew(uint64_t seed)
{
    for (unsigned i = 0; i < SEEDS_KEPT && i < ndrawn; i++)
        if (drawn[i] == seed)
            return true;
    return false;
}

static void live_start(const char *game, const char *params)
{
    char line[SESSION_PARAMS + 32];
    snprintf(line, sizeof line, "%s %s", game, params);
    send_request("S", line, strlen(line));
}

static void live_move(int64_t t, const char *text)
{
    char line[SESSION_MOVE_TEXT + 24];
    session_move_write(line, sizeof line, t, text);
    send_request("M", line, strlen(line));
}

static void live_stop(session_live how)
{
    const char *line = live_stop_line(how);
    send_request("E", line, strlen(line));
}

const live_sink privsep_live_sink = { live_start, live_move, live_stop };

privsep_verdict privsep_record(const char *text, size_t len, int *rank, char *why)
{
    *rank = 0;
    channel_frame f;
    if (!ask("R", text, len, &f, why))
        return PRIVSEP_REFUSED;
    privsep_verdict v = PRIVSEP_REFUSED;
    if (strcmp(f.kind, "OK") == 0) {
        *rank = atoi(f.payload);
        const char *time = strchr(f.payload, ' ');
        snprintf(why, HOST_WHY_MAX, "%.*s", HOST_WHY_MAX - 1, time ? time + 1 : "");
        v = PRIVSEP_FILED;
    } else {
        snprintf(why, HOST_WHY_MAX, "%.*s", HOST_WHY_MAX - 1, f.payload);
        v = strcmp(f.kind, "NP") == 0 ? PRIVSEP_NO_PLACE : PRIVSEP_REFUSED;
    }
    channel_frame_free(&f);
    return v;
}

bool privsep_keep(const char *text, size_t len, char *token, char *why)
{
    size_t n;
    char *answer = ask_text("K", text, len, &n, why);
    bool ok = answer && n == HOST_TOKEN_CHARS;
    if (ok)
        memcpy(token, answer, HOST_TOKEN_CHARS + 1);
    else if (answer)
        snprintf(why, HOST_WHY_MAX, "the host answered no token");
    free(answer);
    return ok;
}

char *privsep_kept(const char *game, const char *token, size_t *len, char *why)
{
    char line[64];
    snprintf(line, sizeof line, "%.16s %.16s", game, token);
    return ask_text("U", line, strlen(line), len, why);
}

void privsep_unkeep(const char *token)
{
    send_request("X", token, strlen(token));
}

char *privsep_tables(size_t *len, char *why)
{
    return ask_text("P", "", 0, len, why);
}

char *privsep_live_list(size_t *len, char *why)
{
    return ask_text("W", "", 0, len, why);
}

/* A request answered with two descriptors (the second may be -1). */
static bool ask_fds(const char *kind, const char *payload, int *fd0, int *fd1, char *why)
{
    *fd0 = *fd1 = -1;
    channel_frame f;
    if (!ask(kind, payload, strlen(payload), &f, why))
        return false;
    bool ok = strcmp(f.kind, "OK") == 0 && f.fds[0] >= 0;
    if (ok) {
        *fd0 = f.fds[0];
        *fd1 = f.fds[1];
        f.fds[0] = f.fds[1] = -1;
    } else {
        snprintf(why, HOST_WHY_MAX, "%.*s", HOST_WHY_MAX - 1,
                 f.payload && f.payload[0] ? f.payload : "the recorder sent no log");
    }
    channel_frame_free(&f);
    return ok;
}

bool privsep_follow(const char *name, int *fd, int *notify, char *why)
{
    return ask_fds("F", name, fd, notify, why);
}

char *privsep_match_list(size_t *len, char *why)
{
    return ask_text("WM", "", 0, len, why);
}

bool privsep_follow_match(const char *match, int side, int *live_fd, char *why)
{
    char line[64];
    int notify;
    snprintf(line, sizeof line, "%s %d", match, side);
    if (!ask_fds("FM", line, live_fd, &notify, why))
        return false;
    if (notify >= 0)
        close(notify);
    return true;
}

char *privsep_match_lines(const char *match, int side, long long offset, size_t *len, char *why)
{
    char line[96];
    snprintf(line, sizeof line, "%s %d %lld", match, side, offset);
    return ask_text("RM", line, strlen(line), len, why);
}

char *privsep_request(const char *kind, const char *payload, size_t len, size_t *out_len,
                      char *why)
{
    return ask_text(kind, payload, len, out_len, why);
}

bool privsep_tell(const char *kind, const char *payload, size_t len)
{
    return send_request(kind, payload, len);
}
