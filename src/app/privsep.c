/* The recorder and the drop of the games group. */
#define _GNU_SOURCE /* setresgid and getresgid, which glibc declares only so */
#include "app/privsep.h"

#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "app/host.h"
#include "app/live.h"
#include "app/replays.h"
#include "app/store.h"

static int to_recorder = -1, from_recorder = -1;

static bool read_all(int fd, void *buf, size_t len)
{
    char *p = buf;
    while (len > 0) {
        ssize_t n = read(fd, p, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        len -= (size_t)n;
    }
    return true;
}

/* A line of at most cap - 1 bytes, read a byte at a time so that nothing
 * after it is taken. */
static bool read_line(int fd, char *buf, size_t cap)
{
    for (size_t i = 0; i + 1 < cap; i++) {
        if (!read_all(fd, buf + i, 1))
            return false;
        if (buf[i] == '\n') {
            buf[i] = '\0';
            return true;
        }
    }
    return false;
}

/* The recorder: "R LEN\n" and LEN bytes of a replay in, "OK RANK\n" or
 * "NO REASON\n" out; "L LEN\n" and LEN bytes of a line of the game's live
 * log in (app/live.h), nothing out; until the game process closes the
 * pipe. Anything else on the pipe ends it. */
static _Noreturn void recorder(int dirfd, int in, int out)
{
    /* The terminal's signals are the game's to answer; the recorder ends
     * with its pipe. */
    signal(SIGINT, SIG_IGN);
    signal(SIGQUIT, SIG_IGN);
    signal(SIGTSTP, SIG_IGN);
    signal(SIGHUP, SIG_IGN);
    signal(SIGPIPE, SIG_IGN);
    /* The files are the games group's to share, whatever the user's umask. */
    umask(002);
    const struct passwd *pw = getpwuid(getuid());
    char player[64];
    snprintf(player, sizeof player, "%s", pw && pw->pw_name ? pw->pw_name : "?");
    char *text = malloc(REPLAYS_FILE_MAX + 1);
    for (;;) {
        char head[24];
        char *end;
        if (!text || !read_line(in, head, sizeof head))
            _exit(0);
        errno = 0;
        char kind = head[0];
        unsigned long long len = (kind == 'R' || kind == 'L') && head[1] == ' '
                                 ? strtoull(head + 2, &end, 10) : (end = head, 0);
        if (errno || *end || end == head + 2 || len > REPLAYS_FILE_MAX || !read_all(in, text, len))
            _exit(1);
        text[len] = '\0';
        if (kind == 'L') {
            if (len > 0 && text[len - 1] == '\n')
                text[len - 1] = '\0';
            struct timespec ts;
            clock_gettime(CLOCK_REALTIME, &ts);
            live_record_line(dirfd, text, player, (long)getppid(),
                             (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
            continue;
        }
        char why[HOST_WHY_MAX] = "", answer[HOST_WHY_MAX + 16];
        int rank = 0;
        if (host_record(dirfd, text, (size_t)len, player, &rank, why))
            snprintf(answer, sizeof answer, "OK %d\n", rank);
        else
            snprintf(answer, sizeof answer, "NO %s\n", why);
        if (!store_write_all(out, answer, strlen(answer)))
            _exit(0);
    }
}

bool privsep_start(char *err, size_t len)
{
    gid_t rgid = getgid(), egid = getegid();
    if (rgid == egid)
        return true;
    int dirfd = host_open(HEXPUZZLE_HOST_DIR);
    int down[2] = { -1, -1 }, up[2] = { -1, -1 };
    if (dirfd >= 0 && pipe(down) == 0 && pipe(up) == 0) {
        fflush(NULL);
        pid_t pid = fork();
        if (pid == 0) {
            /* Nothing of the user's: no terminal, only the pipes. */
            close(down[1]);
            close(up[0]);
            int null = open("/dev/null", O_RDWR);
            for (int fd = 0; fd <= 2 && null >= 0; fd++)
                dup2(null, fd);
            recorder(dirfd, down[0], up[1]);
        }
        if (pid > 0) {
            to_recorder = down[1];
            from_recorder = up[0];
            fcntl(to_recorder, F_SETFD, FD_CLOEXEC);
            fcntl(from_recorder, F_SETFD, FD_CLOEXEC);
        }
        close(down[0]);
        close(up[1]);
        if (pid < 0) {
            close(down[1]);
            close(up[0]);
        }
    }
    if (dirfd >= 0)
        close(dirfd);
    /* With or without a recorder, the game never keeps the group. */
    gid_t r, e, s;
    if (setresgid(rgid, rgid, rgid) != 0 || getresgid(&r, &e, &s) != 0 || r != rgid
        || e != rgid || s != rgid) {
        snprintf(err, len, "cannot drop the games group: %s", strerror(errno ? errno : EPERM));
        return false;
    }
    /* A pipe no one reads would end the game with SIGPIPE. */
    if (to_recorder >= 0)
        signal(SIGPIPE, SIG_IGN);
    return true;
}

bool privsep_active(void)
{
    return to_recorder >= 0;
}

bool privsep_record(const char *text, size_t len, int *rank, char *why)
{
    char head[24], answer[HOST_WHY_MAX + 16];
    *rank = 0;
    snprintf(why, HOST_WHY_MAX, "no host tables here");
    if (to_recorder < 0)
        return false;
    snprintf(head, sizeof head, "R %zu\n", len);
    if (!store_write_all(to_recorder, head, strlen(head)) || !store_write_all(to_recorder, text, len)
        || !read_line(from_recorder, answer, sizeof answer)) {
        close(to_recorder);
        close(from_recorder);
        to_recorder = from_recorder = -1;
        snprintf(why, HOST_WHY_MAX, "the host tables' recorder is gone");
        return false;
    }
    if (strncmp(answer, "OK ", 3) == 0) {
        *rank = atoi(answer + 3);
        why[0] = '\0';
        return true;
    }
    snprintf(why, HOST_WHY_MAX, "%.*s", HOST_WHY_MAX - 1,
             strncmp(answer, "NO ", 3) == 0 ? answer + 3 : answer);
    return false;
}

void privsep_live(const char *line)
{
    char head[24];
    size_t len = strlen(line);
    snprintf(head, sizeof head, "L %zu\n", len);
    if (to_recorder >= 0
        && (!store_write_all(to_recorder, head, strlen(head)) || !store_write_all(to_recorder, line, len))) {
        close(to_recorder);
        close(from_recorder);
        to_recorder = from_recorder = -1;
    }
}
