/* The local match link (app/match_link.h), which the recorders' host
 * link is meant to follow: what two sides sustain and how long a line
 * and a burst of garbage take to cross.
 *
 * 1. Lines a second: two processes (a fork, as two players' are), side
 *    0 appending N lines of one real kind as fast as it can, side 1
 *    reading them as they come, polling without a pause; medians of RUNS.
 * 2. A line's latency, from its append to its read, over the same two
 *    processes: the link's own time (a reader that never pauses) and a
 *    reader polling every MATCH_POLL_MS as the play loop does, lines
 *    appended at times that fall anywhere in its interval (the poll's
 *    share is the difference).
 * 3. A clear to the garbage on the other side, in one process: side A's
 *    hextris versus session plays a bot's pieces on a known seed; each
 *    lock that sends a burst is timed from A's move through its garbage
 *    line, the link's files and B's read to B's session playing it as
 *    its GARBAGE move. With the play loop's waits added: B hears it at
 *    its next poll (at most MATCH_POLL_MS; A sends in the wake of the
 *    key itself), and A sees it in B's well drawn beside its own once
 *    B's well line goes (at most HEXTRIS_WELL_EVERY_MS) and A polls.
 *
 * Wall clock: the figures are what a player waits on a shared machine. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/hextris_versus.h"
#include "app/match_link.h"
#include "app/match_play.h"
#include "bench_clock.h"
#include "versus_bot.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_bot.h"
#include "games/hextris/hextris_garbage.h"
#include "games/hextris/hextris_opponent.h"
#include "session/hextris_match.h"
#include "session/hextris_session.h"
#include "session/match.h"
#include "session/midend.h"

enum { RUNS = 5, LATENCY_FAST = 2000, LATENCY_POLLED = 25, SEEDS = 4, PIECE_CAP = 300 };

static long invite_number;

static void sleep_us(long us)
{
    struct timespec ts = { us / 1000000, us % 1000000 * 1000 };
    nanosleep(&ts, NULL);
}

/* A fresh pair of ends' invitation: each run its own files. */
static link_invite next_invite(void)
{
    return (link_invite){ .waiter = (long)getpid(), .inviter = ++invite_number };
}

static void open_or_die(link_channel *c, const link_invite *inv, int side)
{
    char why[600];
    if (!link_open(c, inv, side, why, sizeof why)) {
        fprintf(stderr, "match_link_bench: %s\n", why);
        exit(1);
    }
}

static long lines_taken;

static void count_line(void *ctx, const char *line, size_t n)
{
    (void)ctx;
    (void)line;
    (void)n;
    lines_taken++;
}

/* ---- lines a second ---- */

/* Side 0 in a child appends n copies of line once told to go; side 1
 * here reads until it has them all: the wall time from go. */
static double one_stream(const char *line, long n)
{
    link_invite inv = next_invite();
    int go[2];
    if (pipe(go) != 0)
        exit(1);
    pid_t child = fork();
    if (child < 0)
        exit(1);
    if (child == 0) {
        link_channel out;
        open_or_die(&out, &inv, 0);
        close(go[1]);
        char c;
        if (read(go[0], &c, 1) != 1)
            _exit(1);
        for (long i = 0; i < n; i++)
            if (!link_send(&out, line))
                _exit(2);
        /* Its file goes with link_close: the reader has it open. */
        if (read(go[0], &c, 1) < 0)
            _exit(1);
        link_close(&out);
        _exit(0);
    }
    close(go[0]);
    link_channel in;
    open_or_die(&in, &inv, 1);
    /* The child's file exists once it opened its end. */
    while (in.in_fd < 0) {
        link_receive(&in, count_line, NULL);
        sleep_us(1000);
    }
    lines_taken = 0;
    double t0 = now_ms();
    if (write(go[1], "g", 1) != 1)
        exit(1);
    while (lines_taken < n)
        link_receive(&in, count_line, NULL);
    double t = now_ms() - t0;
    close(go[1]);
    waitpid(child, NULL, 0);
    link_close(&in);
    return t;
}

static void streams(const char *kind, const char *line, long n)
{
    double t[RUNS];
    for (int r = 0; r < RUNS; r++)
        t[r] = one_stream(line, n);
    qsort(t, RUNS, sizeof t[0], cmp_double);
    double med = t[RUNS / 2];
    size_t bytes = strlen(line);
    printf("  %-28s %4zu B a line: %9.0f lines/s  %6.1f MB/s  (%ld lines in %.1f ms)\n", kind,
           bytes, n / med * 1e3, n * (double)bytes / med / 1e3, n, med);
}

/* ---- latency ---- */

/* Side 0 in a child appends line count times, each at a moment after
 * the last was read and at most spread ms later, its time of append
 * told beside the link (a pipe); side 1 here reads, pausing pause_ms
 * between polls: each line's time from append to read, into out. */
static void latencies(const char *line, int count, int pause_ms, int spread_ms, double *out)
{
    link_invite inv = next_invite();
    int ack[2], stamp[2];
    if (pipe(ack) != 0 || pipe(stamp) != 0)
        exit(1);
    pid_t child = fork();
    if (child < 0)
        exit(1);
    if (child == 0) {
        close(ack[1]);
        close(stamp[0]);
        link_channel out;
        open_or_die(&out, &inv, 0);
        srand(7);
        char c;
        for (int i = 0; i < count; i++) {
            if (read(ack[0], &c, 1) != 1)
                _exit(1);
            if (spread_ms > 0)
                sleep_us(rand() % (spread_ms * 1000));
            double sent_at = now_ms();
            if (write(stamp[1], &sent_at, sizeof sent_at) != sizeof sent_at)
                _exit(1);
            link_send(&out, line);
        }
        if (read(ack[0], &c, 1) < 0)
            _exit(1);
        link_close(&out);
        _exit(0);
    }
    close(ack[0]);
    close(stamp[1]);
    link_channel in;
    open_or_die(&in, &inv, 1);
    for (int i = 0; i < count; i++) {
        lines_taken = 0;
        if (write(ack[1], "n", 1) != 1)
            exit(1);
        for (;;) {
            link_receive(&in, count_line, NULL);
            if (lines_taken > 0)
                break;
            if (pause_ms > 0)
                sleep_us(pause_ms * 1000L);
        }
        double got = now_ms(), sent_at;
        if (read(stamp[0], &sent_at, sizeof sent_at) != sizeof sent_at)
            exit(1);
        out[i] = got - sent_at;
    }
    close(ack[1]);
    close(stamp[0]);
    waitpid(child, NULL, 0);
    link_close(&in);
}

static void print_spread(const char *what, double *t, int n, const char *unit, double scale)
{
    qsort(t, (size_t)n, sizeof t[0], cmp_double);
    printf("  %-44s median %7.1f %s, 90th %7.1f, worst %7.1f (%d lines)\n", what,
           t[n / 2] * scale, unit, t[n * 9 / 10] * scale, t[n - 1] * scale, n);
}

/* ---- a clear to the garbage on the other side ---- */

/* A's move, the line through the link to B's read, B's move. */
enum { CHAIN_A, CHAIN_LINK, CHAIN_B, CHAIN_ALL, CHAIN_PARTS };
static double chain_times[CHAIN_PARTS][SEEDS * PIECE_CAP];
static double b_played_at;

typedef struct {
    session *b;
    int64_t b_time;
    int played;
} other_side;

/* B's side of the chain: the line heard, decoded, played as its move. */
static void hear_garbage(void *ctx, const char *line, size_t n)
{
    other_side *o = ctx;
    hextris_msg m;
    char move[HT_GARBAGE_MOVE_MAX];
    if (!hextris_match_decode(line, n, &m) || m.kind != HEXTRIS_MSG_GARBAGE
        || ht_garbage_move_write(move, sizeof move, m.b) <= 0)
        return;
    b_played_at = now_ms();
    if (session_play(o->b, move, ++o->b_time, NULL, 0))
        o->played++;
}

static int nchain;

/* A versus match's params as hextris makes them, its seed seed. */
static void versus_params(uint64_t seed, ht_params *p)
{
    char text[SESSION_PARAMS];
    ht_params_default(p);
    if (!session_hextris.race->match_params(true, text, sizeof text)
        || !ht_params_decode(p, text)) {
        fprintf(stderr, "match_link_bench: hextris has no versus\n");
        exit(1);
    }
    p->seed = seed;
}

static void versus_game(uint64_t seed, ht_reach *reach)
{
    ht_params p;
    versus_params(seed, &p);
    char params[HT_PARAMS_TEXT_MAX];
    ht_params_encode(&p, params, sizeof params);
    static session a, b;
    session_init(&a, &session_hextris, NULL);
    session_init(&b, &session_hextris, NULL);
    if (!session_new(&a, params, NULL, 0) || !session_new(&b, params, NULL, 0))
        exit(1);
    link_invite inv = next_invite();
    link_channel end_a, end_b;
    open_or_die(&end_a, &inv, 0);
    open_or_die(&end_b, &inv, 1);
    other_side other = { &b, 0, 0 };
    for (int piece = 0; piece < PIECE_CAP; piece++) {
        const ht_state *st = session_state(&a);
        piece_moves m;
        if (st->status != HT_PLAYING || !bot_piece(reach, st, &m))
            break;
        for (int i = 0; i + 1 < m.n; i++)
            session_play(&a, m.move[i].text, m.move[i].t, NULL, 0);
        int64_t before = st->versus.sent_n;
        int had = other.played;
        double t0 = now_ms();
        session_play(&a, m.move[m.n - 1].text, m.move[m.n - 1].t, NULL, 0);
        double t1 = now_ms();
        st = session_state(&a);
        char line[MATCH_GAME_LINE_MAX];
        for (int64_t k = before; k < st->versus.sent_n; k++)
            if (garbage_line(st, k, line, sizeof line))
                link_send(&end_a, line);
        link_receive(&end_b, hear_garbage, &other);
        double t3 = now_ms();
        if (other.played > had) {
            chain_times[CHAIN_A][nchain] = t1 - t0;
            chain_times[CHAIN_LINK][nchain] = b_played_at - t1;
            chain_times[CHAIN_B][nchain] = t3 - b_played_at;
            chain_times[CHAIN_ALL][nchain++] = t3 - t0;
        }
        /* B never rises: a fresh game when its garbage is all it holds. */
        if (((const ht_state *)session_state(&b))->versus.waiting_rows > HT_WAITING_ROWS_MAX / 2
            && !session_new(&b, params, NULL, 0))
            exit(1);
        session_advance(&a, st->now_ms + 1);
    }
    link_close(&end_a);
    link_close(&end_b);
    session_free(&a);
    session_free(&b);
}

/* A well line as a versus sends it: a bot's game on a known seed some
 * pieces in. */
static void real_well_line(ht_reach *reach, char *line, size_t cap, char *longest,
                           size_t longest_cap)
{
    ht_params p;
    versus_params(11, &p);
    ht_opponent o;
    bot_well(reach, &p, &o);
    well_line(&o, line, cap);
    /* The longest a link takes: the widest, deepest well, the longest
     * name. */
    o.width = HT_WIDTH_MAX;
    o.height = HT_HEIGHT_MAX;
    memset(o.login, 'a', HT_OPPONENT_LOGIN_MAX);
    o.login[HT_OPPONENT_LOGIN_MAX] = '\0';
    well_line(&o, longest, longest_cap);
}

int main(void)
{
    char dir[] = "/tmp/match-link-bench.XXXXXX";
    if (!mkdtemp(dir) || setenv("XDG_STATE_HOME", dir, 1) != 0) {
        perror("match_link_bench");
        return 1;
    }
    ht_reach *reach = calloc(1, sizeof *reach);
    if (!reach)
        return 1;
    char race[MATCH_LINE_MAX], garbage[MATCH_GAME_LINE_MAX], well[MATCH_GAME_LINE_MAX],
         longest_well[MATCH_GAME_LINE_MAX];
    match_msg r = { .kind = MATCH_MSG_RACE, .round = 2,
                    .p = { .t = 183456, .solved = 734, .flags = 41, .mistakes = 2 } };
    match_line_encode(&r, race, sizeof race);
    hextris_match_garbage_line(1, 37, (ht_burst){ 4, 7 }, garbage, sizeof garbage);
    real_well_line(reach, well, sizeof well, longest_well, sizeof longest_well);

    printf("lines a second, side 0 appending, side 1 (another process) reading without a"
           " pause, median of %d runs:\n", RUNS);
    streams("race report", race, 200000);
    streams("hextris garbage", garbage, 200000);
    streams("hextris well, 10x20 (versus)", well, 10000);
    streams("hextris well, longest taken", longest_well, 10000);

    enum { LATENCIES = LATENCY_FAST > LATENCY_POLLED ? LATENCY_FAST : LATENCY_POLLED };
    static double lat[LATENCIES];
    printf("a line from its append to its read (another process):\n");
    latencies(race, LATENCY_FAST, 0, 0, lat);
    print_spread("the link's own (reader never pausing)", lat, LATENCY_FAST, "us", 1e3);
    latencies(race, LATENCY_POLLED, MATCH_POLL_MS, MATCH_POLL_MS, lat);
    char what[64];
    snprintf(what, sizeof what, "reader polling every %d ms (the play loop)", MATCH_POLL_MS);
    print_spread(what, lat, LATENCY_POLLED, "ms", 1);
    printf("  the poll's share: all but the link's own; at most %d ms\n", MATCH_POLL_MS);

    for (uint64_t s = 0; s < SEEDS; s++)
        versus_game(11 + s, reach);
    if (nchain == 0) {
        printf("a clear to the garbage: the bot's games sent no garbage\n");
        return 1;
    }
    for (int k = 0; k < CHAIN_PARTS; k++)
        qsort(chain_times[k], (size_t)nchain, sizeof chain_times[k][0], cmp_double);
    printf("a clear to the garbage on the other side (hextris versus, one process, bot"
           " games of seeds 11..%d):\n", 11 + SEEDS - 1);
    static const char *const part[CHAIN_PARTS] = {
        "A's locking move (its session)", "garbage line, link, B's read", "B's GARBAGE move (its session)",
        "the whole chain, no poll wait"
    };
    for (int k = 0; k < CHAIN_PARTS; k++)
        printf("  %-36s median %7.1f us, worst %7.1f us (%d bursts)\n", part[k],
               chain_times[k][nchain / 2] * 1e3, chain_times[k][nchain - 1] * 1e3, nchain);
    double worst = chain_times[CHAIN_ALL][nchain - 1];
    printf("  with the play loop's waits, worst: on B's screen %.1f ms (the chain + B's poll,"
           " %d ms);\n  back on A's, risen in B's well drawn beside it, %.1f ms (+ B's well"
           " line, every %d ms at most, + A's poll)\n", worst + MATCH_POLL_MS, MATCH_POLL_MS,
           worst + 2 * MATCH_POLL_MS + HEXTRIS_WELL_EVERY_MS, HEXTRIS_WELL_EVERY_MS);
    free(reach);
    char sub[sizeof dir + 32];
    snprintf(sub, sizeof sub, "%s/hexpuzzle/match", dir);
    rmdir(sub);
    snprintf(sub, sizeof sub, "%s/hexpuzzle", dir);
    rmdir(sub);
    rmdir(dir);
    return 0;
}
