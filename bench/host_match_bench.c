/* The host's match link (app/match_link_host.c): two real recorders
 * (app/host/recorder.h), forked on a private host directory laid out as
 * an install's, each served over a socketpair by its player's process
 * as the game's frames do (app/host/recorder_match.h); no setgid needed.
 * One match through the lobby (a wait, an invitation, its acceptance),
 * then, beside bench/match_link_bench.c's figures of the local link:
 *
 * 1. Lines a second a recorder reads and hands on: N of a game's own
 *    lines appended to side 0's file in the lobby, as side 0's recorder
 *    writes what it witnessed (a player's process cannot send them: its
 *    recorder reads them from the game it plays), read by side 1's
 *    recorder at its player's polls (MR) and handed to side 1's process,
 *    which polls without a pause; medians of RUNS. Wells: a garbage
 *    burst waits in the witness' bounded queue until its player takes it
 *    (session/hextris_match_witness.h), so a flood of them measures that
 *    bound, not the link: part 2 times garbage as it is really sent.
 * 2. A clear to the garbage on the other side: side 0 plays a bot's
 *    hextris versus on the round's params its recorder handed out, a
 *    piece every PIECE_MS, its moves told as played (its recorder
 *    witnesses them and sends the bursts of the game it saw, at its
 *    player's next poll); each locking
 *    move that sends a burst is timed from before the move until side
 *    1's process has the garbage line, median, 90th and worst. A play
 *    loop polls every MATCH_POLL_MS, which adds at most that.
 *
 * Wall clock: the figures are what a player waits on a shared machine. */
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "../tests/unit/files_testutil.h"
#include "app/host/channel.h"
#include "app/host/host.h"
#include "app/host/recorder.h"
#include "app/host/recorder_match.h"
#include "app/match_play.h"
#include "bench_clock.h"
#include "versus_bot.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_garbage.h"
#include "session/hextris_match.h"
#include "session/hextris_session.h"
#include "session/match.h"
#include "session/midend.h"
#include "session/move_line.h"

/* A piece every PIECE_MS, as a quick player places them: the other side's
 * witness holds a burst until it has gone in (at most a few seconds), in a
 * bounded queue that a bot placing a piece a millisecond would fill. */
enum { RUNS = 5, WELL_LINES = 2000, PIECE_CAP = 150, PIECE_MS = 100,
       WAIT_MS = 5000 };

static char *scratch;   /* the host directory, gone at the end, */
static pid_t scratch_owner;   /* ...by the process that made it */

static void die(const char *what)
{
    fprintf(stderr, "host_match_bench: %s\n", what);
    /* Its recorders go once their sockets close, with this process. */
    if (scratch && getpid() == scratch_owner)
        tu_rm_tree(scratch);
    exit(1);
}

/* ---- a recorder and its frames ---- */

typedef struct {
    pid_t pid;
    int sock;
} recorder_end;

static recorder_end recorder_start(const char *dir)
{
    host_dir h;
    char why[HOST_WHY_MAX];
    int pair[2];
    if (!host_open(dir, &h, why))
        die(why);
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0)
        die("no socketpair");
    pid_t pid = fork();
    if (pid < 0)
        die("no fork");
    if (pid == 0) {
        close(pair[0]);
        recorder_run(&h, pair[1], (long)getppid());
    }
    close(pair[1]);
    host_close(&h);
    return (recorder_end){ pid, pair[0] };
}

static void tell(const recorder_end *r, const char *kind, const char *text, size_t len)
{
    if (!channel_send(r->sock, kind, text, len, NULL, 0, -1))
        die("a recorder took no frame");
}

/* A game's own line to the recorder, as the game's link sends it (app/
 * match_link_host.c): without its newline. */
/* Side 0's file in the lobby, open for appending as its recorder writes
 * it. */
static int side_file(const char *dir, int side)
{
    char path[4096], tail[8];
    snprintf(path, sizeof path, "%s/match", dir);
    snprintf(tail, sizeof tail, "-%d", side);
    DIR *d = opendir(path);
    struct dirent *e;
    int fd = -1;
    while (d && fd < 0 && (e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (strncmp(e->d_name, "msg-", 4) == 0 && n > 6 && strcmp(e->d_name + n - 2, tail) == 0) {
            snprintf(path, sizeof path, "%s/match/%s", dir, e->d_name);
            fd = open(path, O_WRONLY | O_APPEND);
        }
    }
    if (d)
        closedir(d);
    if (fd < 0)
        die("no file of side 0's in the lobby");
    return fd;
}

static void send_line(int fd, const char *line)
{
    size_t n = strlen(line);
    bool whole = n > 0 && line[n - 1] == '\n';
    if (write(fd, line, n) != (ssize_t)n || (!whole && write(fd, "\n", 1) != 1))
        die("a line could not be written");
}

/* The OK answer's text (malloc'd), or NULL. */
static char *ask(const recorder_end *r, const char *kind, const char *text)
{
    tell(r, kind, text, strlen(text));
    channel_frame f;
    if (!channel_receive(r->sock, &f, RECORDER_MATCH_LINES_MAX, WAIT_MS))
        die("a recorder gave no answer");
    char *payload = strcmp(f.kind, "OK") == 0 ? f.payload : NULL;
    if (!payload)
        fprintf(stderr, "host_match_bench: %s %s: %s %s\n", kind, text, f.kind,
                f.payload ? f.payload : "");
    else
        f.payload = NULL;
    channel_frame_free(&f);
    return payload;
}

static long first_number(const recorder_end *r, const char *kind, const char *text)
{
    char *list = ask(r, kind, text);
    long n = list ? strtol(list, NULL, 10) : 0;
    free(list);
    if (n <= 0)
        die("the lobby has no entry to answer");
    return n;
}

static void ok_or_die(const recorder_end *r, const char *kind, const char *text)
{
    char *got = ask(r, kind, text);
    if (!got)
        die("a recorder refused the match");
    free(got);
}

/* A hextris versus between side 1 (waiter, recorder a) and side 0
 * (inviter, b), through the lobby as play-with makes one; its first
 * round's params as b's recorder hands them over. */
static void match_begin(const recorder_end *a, const recorder_end *b, char *params, size_t len)
{
    char kind[SESSION_PARAMS], line[SESSION_PARAMS + 64];
    if (!session_hextris.race->match_params(true, kind, sizeof kind))
        die("hextris has no versus");
    ok_or_die(a, "LW", "hextris");
    long waiter = first_number(b, "LL", "");
    snprintf(line, sizeof line, "%ld 1 %s", waiter, kind);
    ok_or_die(b, "LI", line);
    long inviter = first_number(a, "LV", "");
    snprintf(line, sizeof line, "%ld 1", inviter);
    ok_or_die(a, "LA", line);
    snprintf(line, sizeof line, "%ld", waiter);
    char *answer = ask(b, "LQ", line);
    if (!answer || strcmp(answer, "accept") != 0)
        die("the invitation was not accepted");
    free(answer);
    snprintf(line, sizeof line, "0 %ld", waiter);
    ok_or_die(b, "MO", line);
    snprintf(line, sizeof line, "1 %ld", inviter);
    ok_or_die(a, "MO", line);
    char *given = ask(b, "MP", "0");
    if (!given || strlen(given) >= len)
        die("no round's params");
    snprintf(params, len, "%s", given);
    free(given);
}

/* ---- side 1's process: polls its recorder for lines of one kind ---- */

/* What the reader had: when, and how many lines. */
typedef struct {
    double at;
    long got;
} reading;

/* Told over a pipe "N PREFIX": polls (MR) without a pause until N lines
 * starting with PREFIX came, or none came for WAIT_MS (a recorder that
 * does not pass such a line on), then answers when it had them. */
static void reader_serve(const recorder_end *r, int cmd, int reply)
{
    FILE *in = fdopen(cmd, "r");
    long want;
    char prefix[16];
    while (in && fscanf(in, "%ld %15s", &want, prefix) == 2) {
        size_t plen = strlen(prefix);
        reading had = { now_ms(), 0 };
        while (had.got < want && now_ms() - had.at < WAIT_MS) {
            char *text = ask(r, "MR", "");
            for (char *line = text; line && *line;) {
                char *nl = strchr(line, '\n');
                if (strncmp(line, prefix, plen) == 0 && line[plen] == ' ') {
                    had.got++;
                    had.at = now_ms();
                }
                line = nl ? nl + 1 : NULL;
            }
            free(text);
        }
        if (write(reply, &had, sizeof had) != sizeof had)
            _exit(1);
    }
    _exit(0);
}

typedef struct {
    pid_t pid;
    FILE *cmd;
    int reply;
} reader;

static reader reader_start(const recorder_end *a, const recorder_end *b)
{
    int cmd[2], reply[2];
    if (pipe(cmd) != 0 || pipe(reply) != 0)
        die("no pipe");
    pid_t pid = fork();
    if (pid < 0)
        die("no fork");
    if (pid == 0) {
        close(cmd[1]);
        close(reply[0]);
        close(b->sock);
        reader_serve(a, cmd[0], reply[1]);
    }
    close(cmd[0]);
    close(reply[1]);
    reader rd = { pid, fdopen(cmd[1], "w"), reply[0] };
    if (!rd.cmd)
        die("no pipe");
    return rd;
}

static void reader_await(const reader *rd, long n, const char *prefix)
{
    fprintf(rd->cmd, "%ld %s\n", n, prefix);
    fflush(rd->cmd);
}

/* When the reader had the n lines it awaited; dies when they did not
 * all come. */
static double reader_done(const reader *rd, long n)
{
    reading had;
    if (read(rd->reply, &had, sizeof had) != sizeof had)
        die("the reader is gone");
    if (had.got < n) {
        fprintf(stderr, "host_match_bench: %ld of %ld lines reached the other side\n", had.got,
                n);
        die("lines lost");
    }
    return had.at;
}

/* ---- lines a second ---- */

static void streams(int fd, const reader *rd, const char *what,
                    const char *prefix, const char *line, long n)
{
    double t[RUNS];
    size_t bytes = strlen(line);
    for (int r = 0; r < RUNS; r++) {
        reader_await(rd, n, prefix);
        double t0 = now_ms();
        for (long i = 0; i < n; i++)
            send_line(fd, line);
        t[r] = reader_done(rd, n) - t0;
    }
    qsort(t, RUNS, sizeof t[0], cmp_double);
    double med = t[RUNS / 2];
    printf("  %-28s %4zu B a line: %9.0f lines/s  %6.1f MB/s  (%ld lines in %.1f ms)\n", what,
           bytes, n / med * 1e3, n * (double)bytes / med / 1e3, n, med);
}

/* ---- a clear to the garbage on the other side ---- */

/* A move played by side 0's process: into its session, and told to its
 * recorder as the live hook tells it. */
static void play_move(const recorder_end *b, session *s, const char *text, int64_t t)
{
    session_play(s, text, t, NULL, 0);
    char line[SESSION_MOVE_TEXT + 24];
    int n = session_move_write(line, sizeof line, t, text);
    if (n > 0)
        tell(b, "M", line, (size_t)n);
}

/* A move's game time: the bot's, or the wall clock's since the game
 * began where that is later. */
static int64_t on_clock(int64_t t, double began)
{
    int64_t wall = (int64_t)(now_ms() - began);
    return wall > t ? wall : t;
}

static double bursts[PIECE_CAP];
static int nbursts;

/* A bot's versus on the round's params, which the recorder witnesses as
 * the match's (only the match's round is: no other seed is played), each
 * burst it sends timed until the reader has it. */
static void versus_game(const recorder_end *b, const reader *rd, const char *params,
                        ht_reach *reach)
{
    static session a;
    session_init(&a, &session_hextris, NULL);
    if (!session_new(&a, params, NULL, 0))
        die("no versus game");
    char start[SESSION_PARAMS + 16];
    int n = snprintf(start, sizeof start, "hextris %s", params);
    tell(b, "S", start, (size_t)n);
    /* Its moves at game times its recorder's clock agrees with: the bot
     * plans a piece in no time, the wall clock goes on. */
    double began = now_ms();
    for (int piece = 0; piece < PIECE_CAP; piece++) {
        while (now_ms() - began < (double)piece * PIECE_MS)
            nanosleep(&(struct timespec){ 0, 2000000 }, NULL);
        const ht_state *st = session_state(&a);
        piece_moves m;
        if (st->status != HT_PLAYING || !bot_piece(reach, st, &m))
            break;
        for (int i = 0; i + 1 < m.n; i++)
            play_move(b, &a, m.move[i].text, on_clock(m.move[i].t, began));
        int64_t before = st->versus.sent_n;
        double t0 = now_ms();
        play_move(b, &a, m.move[m.n - 1].text, on_clock(m.move[m.n - 1].t, began));
        /* Its recorder sends the bursts of the game it witnessed at its
         * player's next poll, as a play loop's wake brings it. */
        free(ask(b, "MR", ""));
        st = session_state(&a);
        /* The reader, idle till told, leaves the lines in the lobby's
         * file until then: told once they went, it is not timed short. */
        if (st->versus.sent_n > before) {
            reader_await(rd, st->versus.sent_n - before, "garbage");
            bursts[nbursts++] = reader_done(rd, st->versus.sent_n - before) - t0;
        }
        session_advance(&a, st->now_ms + 1);
    }
    tell(b, "E", "left", 4);
    session_free(&a);
}

int main(void)
{
    char *dir = scratch = tu_mkdtemp();
    scratch_owner = getpid();
    if (!dir || !tu_host_layout(dir))
        die("no scratch host directory");
    signal(SIGPIPE, SIG_IGN);
    setvbuf(stdout, NULL, _IOLBF, 0);
    recorder_end a = recorder_start(dir), b = recorder_start(dir);
    char params[SESSION_PARAMS];
    match_begin(&a, &b, params, sizeof params);
    /* Side 1 plays its round too (its recorder hands garbage only to a
     * game of the match's round), before its reader takes its socket. */
    char *theirs = ask(&a, "MP", "0");
    if (!theirs)
        die("no round's params for side 1");
    char start1[SESSION_PARAMS + 16];
    int n1 = snprintf(start1, sizeof start1, "hextris %s", theirs);
    free(theirs);
    tell(&a, "S", start1, (size_t)n1);
    reader rd = reader_start(&a, &b);

    ht_reach *reach = calloc(1, sizeof *reach);
    if (!reach)
        die("out of memory");
    char well[MATCH_GAME_LINE_MAX];
    ht_params p;
    ht_params_default(&p);
    ht_opponent o;
    if (!ht_params_decode(&p, params))
        die("the round's params are not hextris'");
    bot_well(reach, &p, &o);
    well_line(&o, well, sizeof well);

    versus_game(&b, &rd, params, reach);
    if (nbursts == 0)
        die("the bot's game sent no garbage");
    qsort(bursts, (size_t)nbursts, sizeof bursts[0], cmp_double);
    printf("a clear to the garbage in the other player's process (hextris versus, a bot's"
           " game\n  on the match's round, its moves witnessed, both recorders between):\n");
    printf("  %-36s median %7.2f ms, 90th %7.2f, worst %7.2f (%d bursts)\n",
           "the locking move to side 1's read", bursts[nbursts / 2], bursts[nbursts * 9 / 10],
           bursts[nbursts - 1], nbursts);
    printf("  with the play loop's poll (every %d ms), on the other screen at worst %.1f ms\n",
           MATCH_POLL_MS, bursts[nbursts - 1] + MATCH_POLL_MS);

    /* Last: its recorder writes its file at its own end, which lines
     * put there by another would move. */
    printf("lines a second, side 0's file in the lobby (as its recorder writes it) through\n"
           "side 1's recorder to side 1's process polling without a pause, median of %d"
           " runs:\n", RUNS);
    int fd = side_file(dir, 0);
    streams(fd, &rd, "hextris well, 10x20 (versus)", "well", well, WELL_LINES);
    close(fd);

    free(reach);
    fclose(rd.cmd);
    waitpid(rd.pid, NULL, 0);
    tell(&a, "MC", "", 0);
    tell(&b, "MC", "", 0);
    close(a.sock);
    close(b.sock);
    waitpid(a.pid, NULL, 0);
    waitpid(b.pid, NULL, 0);
    tu_rm_tree(dir);
    free(dir);
    return 0;
}
