/* Times keys against a peer game's gravity and counts the bytes each one
 * costs, for bench/peers.sh. The game's output is being appended to OUT
 * (tmux pipe-pane); a gravity step is a change of OUT's size followed by
 * QUIET_MS of quiet. The peers' pieces keep falling, so a key is only
 * sent in the quiet part of an interval: right after a step, one key, and
 * a second once the first one's window has closed, each window a
 * WINDOW_SHARE of the interval, so the pair ends well before the next step
 * is due. A pair is kept only when the next step comes on time and each
 * key's output came early in its window; otherwise a step (or something
 * else) may have landed in it, and the pair is sent again after the next
 * step.
 *
 * Usage: peer_keys OUT STEPS KEY... -- SEND...
 * STEPS gravity steps are timed first (the falling figure); then each KEY
 * is sent by running SEND with the key as its last argument. Prints
 * "interval MS", "fall BYTES_PER_S", "step BYTES..." and one "KEY BYTES"
 * line a key, and "resent N"; exits 1 when the game stops stepping. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench_clock.h"

enum { POLL_MS = 5, QUIET_MS = 50, MAX_STEPS = 32 };
static const double WINDOW_SHARE = 0.3; /* two windows: 0.6 of it, plus QUIET_MS */
static const double LATE_SHARE = 0.5;   /* a key's output after this much of its window is not its own */
static const double ON_TIME = 0.15;     /* the next step may be off by this share of the interval */

static const char *out_path;

static void nap(void)
{
    struct timespec ts = { 0, POLL_MS * 1000000L };
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
    }
}

static long out_size(void)
{
    struct stat st;
    return stat(out_path, &st) == 0 ? (long)st.st_size : 0;
}

/* Returns when the output has not changed for QUIET_MS; its size then. */
static long quiet(void)
{
    long last = out_size();
    double since = now_ms();
    for (;;) {
        nap();
        long cur = out_size();
        if (cur != last) {
            last = cur;
            since = now_ms();
        } else if (now_ms() - since >= QUIET_MS) {
            return last;
        }
    }
}

struct step {
    double start; /* when the output began to change */
    long size;    /* the output's size once quiet again */
};

/* Waits for the next burst of output, before DEADLINE (ms); 0 if none. */
static int next_step(double deadline, struct step *s)
{
    long before = out_size();
    while (out_size() == before) {
        if (now_ms() > deadline)
            return 0;
        nap();
    }
    s->start = now_ms();
    s->size = quiet();
    return 1;
}

static void send_key(char **send, int nsend, const char *key)
{
    char **argv = calloc((size_t)nsend + 2, sizeof *argv);
    if (!argv) {
        perror("peer_keys");
        exit(2);
    }
    memcpy(argv, send, (size_t)nsend * sizeof *argv);
    argv[nsend] = (char *)key;
    pid_t pid = fork();
    if (pid == 0) {
        execvp(argv[0], argv);
        _exit(127);
    }
    if (pid > 0)
        waitpid(pid, NULL, 0);
    free(argv);
}

struct sent {
    long bytes;
    double late; /* ms from sending to the window's last change; 0 if none */
};

/* Sends KEY and counts the output over the next WINDOW ms. */
static struct sent key_window(char **send, int nsend, const char *key, double window)
{
    long before = out_size();
    double t0 = now_ms();
    send_key(send, nsend, key);
    long last = out_size();
    struct sent r = { 0, last != before ? now_ms() - t0 : 0 };
    while (now_ms() - t0 < window) {
        nap();
        long cur = out_size();
        if (cur != last) {
            last = cur;
            r.late = now_ms() - t0;
        }
    }
    r.bytes = last - before;
    return r;
}

int main(int argc, char **argv)
{
    int dash = 0;
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--") == 0) {
            dash = i;
            break;
        }
    int steps = argc > 2 ? atoi(argv[2]) : 0;
    if (dash < 3 || dash == argc - 1 || steps < 1 || steps > MAX_STEPS) {
        fprintf(stderr, "usage: peer_keys OUT STEPS KEY... -- SEND...\n");
        return 2;
    }
    out_path = argv[1];
    char **keys = argv + 3;
    int nkeys = dash - 3;
    char **send = argv + dash + 1;
    int nsend = argc - dash - 1;

    quiet();
    struct step first, s;
    if (!next_step(now_ms() + 3000, &first)) {
        fprintf(stderr, "peer_keys: no gravity step in 3 s\n");
        return 1;
    }
    s = first;
    printf("step");
    for (int k = 0; k < steps; k++) {
        long before = s.size;
        if (!next_step(s.start + 3000, &s)) {
            fprintf(stderr, "peer_keys: gravity stopped\n");
            return 1;
        }
        printf(" %ld", s.size - before);
    }
    printf("\n");
    double interval = (s.start - first.start) / steps;
    printf("interval %.0f\n", interval);
    printf("fall %.1f\n", (s.size - first.size) * 1e3 / (s.start - first.start));

    double window = WINDOW_SHARE * interval;
    int resent = 0;
    for (int i = 0; i < nkeys && resent <= nkeys;) {
        struct sent a = key_window(send, nsend, keys[i], window);
        struct sent b = { 0, 0 };
        if (i + 1 < nkeys)
            b = key_window(send, nsend, keys[i + 1], window);
        struct step n;
        if (!next_step(s.start + 3 * interval, &n)) {
            fprintf(stderr, "peer_keys: gravity stopped\n");
            return 1;
        }
        double gap = n.start - s.start;
        int on_time = gap > (1 - ON_TIME) * interval && gap < (1 + ON_TIME) * interval;
        if (on_time && a.late <= LATE_SHARE * window && b.late <= LATE_SHARE * window) {
            printf("%s %ld\n", keys[i], a.bytes);
            if (i + 1 < nkeys)
                printf("%s %ld\n", keys[i + 1], b.bytes);
            i += 2;
        } else {
            resent++;
        }
        s = n;
    }
    printf("resent %d\n", resent);
    return 0;
}
