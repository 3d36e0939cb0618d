/* Unit tests for the recorder, a real one forked on a host layout in a
 * scratch directory and spoken to over its socket as a game would: it
 * writes only the documented form into a live log that only it lists
 * (without params); it ranks only a game on a board it drew, witnessed
 * move by move at times its clock agrees with, claimed exactly as
 * witnessed; a game saved and resumed through it ranks, one resumed from
 * anything else does not; a recorder killed leaves nothing listed. */
#define _DEFAULT_SOURCE /* kill */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "app/host/channel.h"
#include "app/host/host.h"
#include "app/live.h"
#include "app/host/recorder.h"
#include "app/replays.h"
#include "app/host/witness.h"
#include "files_testutil.h"
#include "host_testutil.h"
#include "games/hexmines/hexmines.h"
#include "session/game_rules.h"
#include "session/hexmines_session.h"
#include "session/hextris_session.h"
#include "session/midend.h"

typedef struct {
    pid_t pid;
    int sock;
} rec;

static rec start(const char *dir)
{
    host_dir h;
    char why[HOST_WHY_MAX];
    assert_true(host_open(dir, &h, why));
    int pair[2];
    assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(pair[0]);
        recorder_run(&h, pair[1], 77);
    }
    close(pair[1]);
    host_close(&h);
    return (rec){ pid, pair[0] };
}

/* A recorder on the test's host layout. */
static rec started(void **state)
{
    tu_fixture *f = *state;
    return start(f->dir);
}

static void stop(rec *r)
{
    close(r->sock);
    int status;
    assert_int_equal(waitpid(r->pid, &status, 0), r->pid);
}

static void tell(rec *r, const char *kind, const char *text)
{
    assert_true(channel_send(r->sock, kind, text, strlen(text), NULL, 0, 1000));
}

/* The answer's kind, its payload into *text (malloc'd; may be NULL). */
static const char *ask(rec *r, const char *kind, const char *text, size_t len, char **payload,
                       int *fd)
{
    static char got[3];
    assert_true(channel_send(r->sock, kind, text, len, NULL, 0, 1000));
    channel_frame f;
    assert_true(channel_receive(r->sock, &f, REPLAYS_FILE_MAX, 5000));
    snprintf(got, sizeof got, "%s", f.kind);
    if (payload) {
        *payload = f.payload;
        f.payload = NULL;
    }
    if (fd) {
        *fd = f.fds[0];
        f.fds[0] = -1;
    }
    channel_frame_free(&f);
    return got;
}

static uint64_t seed_of(rec *r)
{
    char *text;
    assert_string_equal(ask(r, "N", "", 0, &text, NULL), "OK");
    uint64_t seed = strtoull(text, NULL, 10);
    free(text);
    return seed;
}

static int64_t mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ------------------------------------------------ a game told as played */

typedef struct {
    rec *r;
    char *replay;      /* the claim made at its end */
    int64_t shift;     /* added to every move's time as told (a lie) */
} game_ctx;

static void on_live(void *ctx, const char *game, const char *params, const session_log *log,
                    session_live now)
{
    game_ctx *g = ctx;
    static size_t sent;
    char line[256];
    if (now == SESSION_LIVE_PLAYING && log->n == 0) {
        sent = 0;
        snprintf(line, sizeof line, "%s %s", game, params);
        tell(g->r, "S", line);
        return;
    }
    for (; sent < log->n; sent++) {
        snprintf(line, sizeof line, "%" PRId64 " %s", log->moves[sent].t_ms + g->shift,
                 log->moves[sent].text);
        tell(g->r, "M", line);
    }
    if (now != SESSION_LIVE_PLAYING)
        tell(g->r, "E", live_stop_line(now));
}

static void on_record(void *ctx, const session_result *res, session_verdict *v)
{
    game_ctx *g = ctx;
    (void)v;
    saves_game s;
    free(g->replay);
    g->replay = NULL;
    char table[64];
    session_category(res->game, res->params, table, sizeof table);
    if (!replays_make(res, table, 0, "claimed", 1700000000, &s))
        return;
    size_t len;
    g->replay = replays_format(&s, &len);
    saves_free(&s);
}

static char *saved_text;

static bool on_save(void *ctx, const char *game, const session_save *sv, char *w, size_t len)
{
    (void)ctx;
    (void)w;
    (void)len;
    saves_game g;
    saves_init(&g);
    snprintf(g.game, sizeof g.game, "%s", game);
    snprintf(g.params, sizeof g.params, "%s", sv->params);
    g.elapsed_ms = sv->saved_at;
    for (size_t i = 0; i < sv->nmoves; i++)
        assert_true(saves_push_move(&g, sv->moves[i].t_ms, sv->moves[i].text));
    size_t n;
    free(saved_text);
    saved_text = saves_format(&g, &n);
    saves_free(&g);
    return true;
}

static session_hooks hooks = { NULL, on_record, on_save, NULL, on_live, NULL, false };

/* A hextris marathon on seed, moves at the real time since its start
 * (plus g->shift as told), dropped to its end or for steps moves. */
static void play(session *s, game_ctx *g, uint64_t seed, int steps, int64_t t0)
{
    for (int i = 0; i < steps && session_phase_of(s) != SESSION_ENDED; i++)
        session_play(s, i % 3 ? "DROP" : "L", mono_ms() - t0, NULL, 0);
    (void)seed;
    (void)g;
}

static const char *file_claim(rec *r, const char *replay, char **why)
{
    return ask(r, "R", replay, strlen(replay), why, NULL);
}

static session begin(game_ctx *g, uint64_t seed)
{
    hooks.ctx = g;
    session s;
    session_init(&s, &session_hextris, &hooks);
    char params[64];
    snprintf(params, sizeof params, "10x20:marathon:1:seed=%" PRIu64, seed);
    assert_true(session_new(&s, params, NULL, 0));
    return s;
}

/* A whole game on seed, told to g->r: its claim in g->replay. */
static void played(game_ctx *g, uint64_t seed)
{
    session s = begin(g, seed);
    play(&s, g, seed, 400, mono_ms());
    session_free(&s);
}

/* Files replay on r: the answer is want, with a reason that says needle
 * (NULL: whatever it says). */
static void claims(rec *r, const char *replay, const char *want, const char *needle)
{
    char *why;
    assert_string_equal(file_claim(r, replay, &why), want);
    if (needle && !strstr(why, needle))
        fail_msg("%s", why);
    free(why);
}

/* The host tables as r prints them, into *tables (malloc'd). */
static void tables_of(rec *r, char **tables)
{
    assert_string_equal(ask(r, "P", "", 0, tables, NULL), "OK");
}

/* The end of a test told through g on r: its claim freed, r stopped. */
static void done(game_ctx *g, rec *r)
{
    free(g->replay);
    g->replay = NULL;
    stop(r);
}

/* ------------------------------------------------------------- tests */

static void the_recorder_keeps_only_the_documented_form_and_lists_no_params(void **state)
{
    rec r = started(state);
    tell(&r, "S", "hextris 10x20:marathon:1:seed=5");
    tell(&r, "M", "500 L");
    static const char *const bad[][2] = {
        { "M", "600 L\nmove 1 X" }, { "M", "600 ../x" }, { "M", "-1 L" },
        { "M", "600 ABCDEFGHIJKLMNOPQRSTUVWXYZ" }, { "M", "600" }, { "M", "0600 L" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        tell(&r, bad[i][0], bad[i][1]);
    tell(&r, "M", "900 DROP");
    char *list;
    assert_string_equal(ask(&r, "W", "", 0, &list, NULL), "OK");
    char name[64];
    assert_int_equal(sscanf(list, "%63[^\t]", name), 1);
    assert_non_null(strstr(list, "\thextris\tmarathon\t"));
    assert_null(strstr(list, "seed"));
    free(list);
    int fd = -1;
    char *none;
    assert_string_equal(ask(&r, "F", name, strlen(name), &none, &fd), "OK");
    free(none);
    assert_true(fd >= 0);
    char text[1024];
    ssize_t n = pread(fd, text, sizeof text - 1, 0);
    assert_true(n > 0);
    text[n] = '\0';
    assert_non_null(strstr(text, "hexpuzzle-live 1\ngame hextris\nparams 10x20:marathon:1:seed=5\n"));
    assert_non_null(strstr(text, "\npid 77\nstarted "));
    assert_non_null(strstr(text, "\nmove 500 L\nmove 900 DROP\n"));
    assert_null(strstr(text, "move 600"));
    assert_null(strstr(text, "move 1 X"));
    /* A game it does not know, or params that make none: no log. */
    assert_string_equal(ask(&r, "F", "../../key", 9, &none, NULL), "NO");
    free(none);
    tell(&r, "E", "");
    assert_string_equal(ask(&r, "W", "", 0, &list, NULL), "OK");
    assert_string_equal(list, "");
    free(list);
    /* The follower keeps reading what it was given: how it stopped
     * included, which is no end: the recorder saw none. */
    n = pread(fd, text, sizeof text - 1, 0);
    text[n] = '\0';
    assert_non_null(strstr(text, "\nmove 900 DROP\nleft\n"));
    assert_null(strstr(text, "\nend\n"));
    close(fd);
    stop(&r);
}

static void a_game_on_a_drawn_board_witnessed_as_played_ranks(void **state)
{
    rec r = started(state);
    game_ctx g = { .r = &r };
    uint64_t seed = seed_of(&r);
    assert_true(seed != seed_of(&r));
    session s = begin(&g, seed);
    play(&s, &g, seed, 400, mono_ms());
    assert_int_equal(session_phase_of(&s), SESSION_ENDED);
    session_free(&s);
    char *why;
    assert_string_equal(file_claim(&r, g.replay, &why), "OK");
    assert_string_equal(why, "1");
    free(why);
    char *tables;
    tables_of(&r, &tables);
    assert_non_null(strstr(tables, "host hextris marathon"));
    assert_null(strstr(tables, "claimed"));
    free(tables);
    /* The same board again: known now, it ranks no more. */
    played(&g, seed);
    claims(&r, g.replay, "NO", "the host did not draw");
    done(&g, &r);
}

/* The recorder's seeds take all 64 bits: the pieces a game shows must not
 * narrow its seed down to 2^30 candidates. */
static void the_recorder_draws_seeds_of_64_bits(void **state)
{
    rec r = started(state);
    int high = 0;
    for (int i = 0; i < 64; i++)
        if (seed_of(&r) >= (UINT64_C(1) << 40))
            high++;
    assert_true(high > 0);
    stop(&r);
}

/* The live log of the game being played, as a watcher is given it. */
static int follow_playing(rec *r)
{
    char *list, *none;
    assert_string_equal(ask(r, "W", "", 0, &list, NULL), "OK");
    char name[64];
    assert_int_equal(sscanf(list, "%63[^\t]", name), 1);
    free(list);
    int fd = -1;
    assert_string_equal(ask(r, "F", name, strlen(name), &none, &fd), "OK");
    free(none);
    assert_true(fd >= 0);
    return fd;
}

/* What a watcher reads of it once the recorder has served all that was
 * told before (an answered request comes after them). */
static void read_followed(rec *r, int fd, live_log *l, char *text, size_t cap)
{
    char *list;
    assert_string_equal(ask(r, "W", "", 0, &list, NULL), "OK");
    free(list);
    ssize_t n = pread(fd, text, cap - 1, 0);
    assert_true(n > 0);
    text[n] = '\0';
    assert_true(live_parse(text, (size_t)n, l));
}

static size_t count(const char *text, const char *what)
{
    size_t n = 0;
    for (const char *p = text; (p = strstr(p, what)) != NULL; p++)
        n++;
    return n;
}

/* A game saved to go on later: its watchers read "saved", once, and no
 * end, whatever the game says after; the seed stays the recorder's. */
static void a_saved_game_s_log_ends_saved_not_as_an_end(void **state)
{
    rec r = started(state);
    game_ctx g = { .r = &r };
    uint64_t seed = seed_of(&r);
    session s = begin(&g, seed);
    int64_t t0 = mono_ms();
    play(&s, &g, seed, 4, t0);
    int fd = follow_playing(&r);
    char warning[SESSION_LINE * 2];
    assert_true(session_keep(&s, mono_ms() - t0, warning, sizeof warning));
    session_free(&s);
    /* A second word on it, a lie, and a move after: none of them count. */
    tell(&r, "E", "end");
    tell(&r, "M", "99999 L");
    char text[8192];
    live_log l;
    read_followed(&r, fd, &l, text, sizeof text);
    assert_true(l.over);
    assert_int_equal(l.ending, SESSION_LIVE_SAVED);
    live_free(&l);
    assert_int_equal(count(text, "\nsaved\n"), 1);
    assert_null(strstr(text, "\nend\n"));
    assert_null(strstr(text, "99999"));
    close(fd);
    free(g.replay);
    free(saved_text);
    saved_text = NULL;
    stop(&r);
}

/* Only a game the recorder saw to its end ends its log as "end" (which
 * shows its watchers the seed): one the game calls ended before that, or
 * gives up, is left. */
static void only_a_witnessed_end_ends_the_log(void **state)
{
    rec r = started(state);
    game_ctx g = { .r = &r };
    char text[65536];
    live_log l;
    uint64_t seed = seed_of(&r);
    session s = begin(&g, seed);
    play(&s, &g, seed, 3, mono_ms());
    int fd = follow_playing(&r);
    tell(&r, "E", "end");
    read_followed(&r, fd, &l, text, sizeof text);
    assert_int_equal(l.ending, SESSION_LIVE_LEFT);
    live_free(&l);
    assert_null(strstr(text, "\nend\n"));
    close(fd);
    session_free(&s);

    seed = seed_of(&r);
    s = begin(&g, seed);
    int64_t t0 = mono_ms();
    play(&s, &g, seed, 2, t0);
    fd = follow_playing(&r);
    assert_true(session_abandon(&s, mono_ms() - t0));
    read_followed(&r, fd, &l, text, sizeof text);
    assert_int_equal(l.ending, SESSION_LIVE_LEFT);
    live_free(&l);
    close(fd);
    session_free(&s);

    seed = seed_of(&r);
    s = begin(&g, seed);
    play(&s, &g, seed, 1, mono_ms());
    fd = follow_playing(&r);
    play(&s, &g, seed, 400, mono_ms() - 1);
    assert_int_equal(session_phase_of(&s), SESSION_ENDED);
    session_free(&s);
    read_followed(&r, fd, &l, text, sizeof text);
    assert_int_equal(l.ending, SESSION_LIVE_ENDED);
    live_free(&l);
    assert_int_equal(count(text, "\nend\n"), 1);
    close(fd);
    free(g.replay);
    stop(&r);
}

/* Whatever a claim says under the key of the figure a race ranks by is
 * the recorder's to say: a score game ranks by its score, forged key or
 * not. */
static void a_claim_cannot_set_the_figure_it_ranks_by(void **state)
{
    rec r = started(state);
    game_ctx g = { .r = &r };
    played(&g, seed_of(&r));
    char *line = strstr(g.replay, "\nfigure ");
    assert_non_null(line);
    unsigned long long score = strtoull(line + 8, NULL, 10);
    char *after = strchr(line + 1, '\n');
    static const char forged[] = "\n" HOST_RACE_FIGURE_KEY " 99999999";
    char *claim = malloc(strlen(g.replay) + sizeof forged);
    assert_non_null(claim);
    snprintf(claim, strlen(g.replay) + sizeof forged, "%.*s%s%s", (int)(after - g.replay),
             g.replay, forged, after);
    claims(&r, claim, "OK", NULL);
    char *tables;
    tables_of(&r, &tables);
    const char *first = strstr(tables, "\n   1. ");
    assert_non_null(first);
    assert_int_equal(strtoull(first + 7, NULL, 10), score);
    free(tables);
    free(claim);
    done(&g, &r);
}

/* A race (hexmines) ranks on the host by the recorder's wall time from its
 * seed handed out to its end, pauses included; in its own tables by its
 * clock, which stops for them. */
static void a_race_ranks_on_the_host_by_the_recorders_clock(void **state)
{
    enum { PAUSE = 600 };
    rec r = started(state);
    game_ctx g = { .r = &r };
    hooks.ctx = &g;
    session s;
    int64_t t0 = 0;
    /* A board the recorder draws: now and then its first open clears it
     * whole, and there is nothing to pause; then another board. */
    for (int tries = 0;; tries++) {
        assert_true(tries < 20);
        uint64_t seed = seed_of(&r);
        session_init(&s, &session_hexmines, &hooks);
        char params[64];
        snprintf(params, sizeof params, "rect:9x9:10:noguess:seed=%" PRIu64, seed);
        assert_true(session_new(&s, params, NULL, 0));
        t0 = mono_ms();
        assert_true(session_play(&s, "O4,4", mono_ms() - t0, NULL, 0));
        if (session_phase_of(&s) != SESSION_ENDED)
            break;
        session_free(&s);
        free(g.replay);
        g.replay = NULL;
    }
    assert_true(session_pause(&s, mono_ms() - t0));
    tu_sleep_ms(PAUSE);
    assert_true(session_unpause(&s, mono_ms() - t0));
    const hm_game *hg = session_state(&s);
    const unsigned char *mines = hm_game_mines(hg);
    for (int row = 0; row < 9 && session_phase_of(&s) != SESSION_ENDED; row++)
        for (int col = 0; col < 9 && session_phase_of(&s) != SESSION_ENDED; col++) {
            char move[32];
            snprintf(move, sizeof move, "O%d,%d", row, col);
            if (!mines[row * 9 + col] && hm_game_cell(hg, row, col).kind == HM_SHOW_HIDDEN)
                assert_true(session_play(&s, move, mono_ms() - t0, NULL, 0));
        }
    assert_int_equal(session_phase_of(&s), SESSION_ENDED);
    session_free(&s);
    assert_non_null(g.replay);
    const char *line = strstr(g.replay, "\nfigure ");
    assert_non_null(line);
    unsigned long long own = strtoull(line + 8, NULL, 10);
    char *why;
    assert_string_equal(file_claim(&r, g.replay, &why), "OK");
    /* Its place, and the time it ranks by, as the tables print it. */
    assert_int_equal(atoi(why), 1);
    const char *told = strchr(why, ' ');
    assert_non_null(told);
    assert_non_null(strstr(told, " s"));
    char *tables;
    tables_of(&r, &tables);
    const char *table = strstr(tables, "host hexmines beginner\n");
    const char *first = table ? strstr(table, "\n   1. ") : NULL;
    if (!first)
        fail_msg("%s", tables);
    double host = strtod(first + strlen("\n   1. "), NULL);
    /* The pause counts; the recorder takes off its own time making the
     * board, which under a sanitizer may overlap the pause, so half of it
     * is the bound (without pauses counted, the host's is the game's). */
    if (host * 1000 < (double)(own + PAUSE / 2))
        fail_msg("own %llu ms, host %.3f s", own, host);
    assert_true(strtod(told + 1, NULL) == host);
    free(why);
    free(tables);
    done(&g, &r);
}

static void a_board_the_player_chose_does_not_rank(void **state)
{
    rec r = started(state);
    game_ctx g = { .r = &r };
    played(&g, 12345);
    claims(&r, g.replay, "NO", "the host did not draw");
    done(&g, &r);
}

/* Moves told at times the recorder's clock cannot have seen, or a claim
 * that is not what was told: refused, however well it replays. */
static void moves_at_impossible_times_or_claims_not_witnessed_are_refused(void **state)
{
    rec r = started(state);
    /* Ahead of the clock: a game that claims to be older than it is. */
    game_ctx g = { .r = &r, .shift = 60000 };
    played(&g, seed_of(&r));
    claims(&r, g.replay, "NO", "before its time");
    /* Behind the clock: moves told long after they claim to be made. */
    g.shift = -(HOST_EARLY_MS + 500);
    uint64_t seed = seed_of(&r);
    int64_t t0 = mono_ms();
    session s = begin(&g, seed);
    tu_sleep_ms(HOST_EARLY_MS + 700);
    play(&s, &g, seed, 400, t0);
    session_free(&s);
    claims(&r, g.replay, "NO", "after its time");
    /* A claim with a move the recorder never saw. */
    g.shift = 0;
    played(&g, seed_of(&r));
    char *move = strstr(g.replay, "\nmove ");
    assert_non_null(move);
    char *next = strstr(move + 1, "\nmove ");
    memmove(move, next, strlen(next) + 1);
    claims(&r, g.replay, "NO", NULL);
    done(&g, &r);
}

/* A game on a board r drew (*seed), six moves played and saved pause_ms
 * after: the save text in saved_text. */
static void saved_game(rec *r, game_ctx *g, uint64_t *seed, long pause_ms)
{
    *seed = seed_of(r);
    int64_t t0 = mono_ms();
    session s = begin(g, *seed);
    play(&s, g, *seed, 6, t0);
    tu_sleep_ms(pause_ms);
    assert_true(session_keep(&s, mono_ms() - t0, NULL, 0));
    session_free(&s);
}

/* A game saved some time in and kept by the host on r: its token
 * (malloc'd); the save text in saved_text. */
static char *kept_game(rec *r, game_ctx *g, uint64_t *seed)
{
    saved_game(r, g, seed, 300);
    char *token;
    assert_string_equal(ask(r, "K", saved_text, strlen(saved_text), &token, NULL), "OK");
    assert_int_equal(strlen(token), HOST_TOKEN_CHARS);
    return token;
}

/* U for token of game hextris on r: the answer's kind, the text in *kept. */
static const char *take(rec *r, const char *token, char **kept)
{
    char line[64];
    snprintf(line, sizeof line, "hextris %s", token);
    return ask(r, "U", line, strlen(line), kept, NULL);
}

/* The kept text resumed into s (told to r through g), paused as saved. */
static session resumed(game_ctx *g, const char *kept, saves_game *sg, session_save *sv)
{
    assert_true(saves_parse(kept, strlen(kept), sg, NULL));
    *sv = (session_save){ .saved_at = sg->elapsed_ms, .moves = sg->moves, .nmoves = sg->nmoves };
    snprintf(sv->params, sizeof sv->params, "%s", sg->params);
    hooks.ctx = g;
    session s;
    session_init(&s, &session_hextris, &hooks);
    assert_true(session_resume(&s, sv, NULL, 0));
    return s;
}

/* A game kept by the host on one recorder and taken back on a second,
 * which witnesses the rest: resumed into s, paused as it was saved. */
typedef struct {
    rec r;
    game_ctx g;
    uint64_t seed;
    char *token, *kept;
    saves_game sg;
    session_save sv;
    session s;
} taken_back;

static void take_back(const char *dir, taken_back *t)
{
    rec first = start(dir);
    t->g = (game_ctx){ .r = &first };
    t->token = kept_game(&first, &t->g, &t->seed);
    stop(&first);
    t->r = start(dir);
    t->g.r = &t->r;
    assert_string_equal(take(&t->r, t->token, &t->kept), "OK");
    t->s = resumed(&t->g, t->kept, &t->sg, &t->sv);
}

/* The taken-back game, its time 0 at epoch, played on to its end. */
static void play_out(taken_back *t, int64_t epoch)
{
    assert_true(session_unpause(&t->s, mono_ms() - epoch));
    play(&t->s, &t->g, t->seed, 400, epoch);
    session_free(&t->s);
}

static void give_back(taken_back *t)
{
    saves_free(&t->sg);
    free(t->kept);
    free(t->token);
    done(&t->g, &t->r);
}

static void a_game_kept_by_the_host_ranks_when_resumed_anything_else_not(void **state)
{
    /* A later start: the host gives the kept game back, and witnesses
     * the rest from where it stopped. */
    tu_fixture *f = *state;
    taken_back t;
    take_back(f->dir, &t);
    assert_string_equal(t.kept, saved_text);
    /* Watchers are told its time 0 lies as far back as its save's time. */
    char *list;
    assert_string_equal(ask(&t.r, "W", "", 0, &list, NULL), "OK");
    const char *tab = strrchr(list, '\t');
    assert_non_null(tab);
    long long started = strtoll(tab + 1, NULL, 10);
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    long long wall = (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
    assert_true(started <= wall - t.sg.elapsed_ms + 50
                && started >= wall - t.sg.elapsed_ms - 2000);
    free(list);
    play_out(&t, mono_ms() - t.sg.elapsed_ms);
    claims(&t.r, t.g.replay, "OK", NULL);
    /* Its end is its end: the host's copy is gone. */
    char *why;
    assert_string_equal(take(&t.r, t.token, &why), "NO");
    free(why);

    /* The same save, resumed as a save file only (not through the host):
     * a board the host did not draw for it. */
    session_init(&t.s, &session_hextris, &hooks);
    assert_true(session_resume(&t.s, &t.sv, NULL, 0));
    play_out(&t, mono_ms() - t.sg.elapsed_ms);
    claims(&t.r, t.g.replay, "NO", NULL);
    give_back(&t);
}

static void a_recorder_killed_leaves_nothing_listed(void **state)
{
    tu_fixture *f = *state;
    rec a = start(f->dir);
    tell(&a, "S", "hextris 10x20:marathon:1:seed=5");
    rec b = start(f->dir);
    char *list;
    /* Listed while its writer is there... */
    for (int i = 0; i < 100; i++) {
        assert_string_equal(ask(&b, "W", "", 0, &list, NULL), "OK");
        if (list[0])
            break;
        free(list);
        list = NULL;
        tu_sleep_ms(10);
    }
    assert_non_null(list);
    assert_non_null(strstr(list, "hextris"));
    free(list);
    kill(a.pid, SIGKILL);
    stop(&a);
    /* ...and not after: the file is swept. */
    assert_string_equal(ask(&b, "W", "", 0, &list, NULL), "OK");
    assert_string_equal(list, "");
    free(list);
    char live[4096];
    snprintf(live, sizeof live, "%s/live", f->dir);
    DIR *d = opendir(live);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d)) != NULL;)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, ".."))
            fail_msg("left in live/: %s", e->d_name);
    closedir(d);
    stop(&b);
}

/* A recorder its player stopped: the game's side waits its deadline, no
 * longer, for an answer and for room to send. */
static void a_recorder_that_does_not_answer_costs_a_deadline(void **state)
{
    rec r = started(state);
    kill(r.pid, SIGSTOP);
    int64_t t0 = mono_ms();
    assert_true(channel_send(r.sock, "N", "", 0, NULL, 0, 300));
    channel_frame fr;
    assert_false(channel_receive(r.sock, &fr, 100, 300));
    int64_t waited = mono_ms() - t0;
    assert_true(waited >= 250 && waited < 2000);
    static char big[64 * 1024];
    memset(big, 'L', sizeof big);
    bool sent = true;
    t0 = mono_ms();
    for (int i = 0; i < 100 && sent; i++)
        sent = channel_send(r.sock, "M", big, sizeof big, NULL, 0, 300);
    assert_false(sent);
    assert_true(mono_ms() - t0 < 5000);
    kill(r.pid, SIGKILL);
    stop(&r);
}

/* A game process taken over by an exploit could send anything: frames of
 * every kind with mangled payloads never crash the recorder; it answers
 * or ends, and nothing it wrote is an entry. */
static void mangled_requests_never_crash_the_recorder(void **state)
{
    tu_fixture *f = *state;
    static const char *const kinds[] = { "N", "S", "M", "E", "R", "K", "U", "X", "P", "W", "F" };
    static const char *const seeds[] = {
        "hextris 10x20:marathon:1:seed=5", "500 L", "", "hexpuzzle-replay 1\ngame hextris\n",
        "hexpuzzle-save 1\ngame hextris\nparams 10x20:marathon:1:seed=5\nelapsed_ms 1\nend 0\n",
        "hextris 0123456789abcdef", "0123456789abcdef", "0-77.live", "../key",
        "hexmines rect:9x9:10:noguess:seed=3",
    };
    uint64_t x = 0x9E3779B97F4A7C15ULL;
    for (int round = 0; round < 20; round++) {
        rec r = start(f->dir);
        for (int i = 0; i < 40; i++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            const char *kind = kinds[x % 11];
            char payload[256];
            snprintf(payload, sizeof payload, "%s", seeds[(x >> 8) % 10]);
            size_t n = strlen(payload);
            for (int k = 0; n > 0 && k < (int)((x >> 16) % 4); k++)
                payload[(x >> (20 + k * 8)) % n] = (char)(x >> (24 + k * 4));
            if (!channel_send(r.sock, kind, payload, n, NULL, 0, 1000))
                break;
            bool answers = strchr("NRKUPWF", kind[0]) != NULL;
            channel_frame fr;
            if (answers && !channel_receive(r.sock, &fr, REPLAYS_FILE_MAX, 5000))
                break;
            if (answers)
                channel_frame_free(&fr);
        }
        close(r.sock);
        int status;
        assert_int_equal(waitpid(r.pid, &status, 0), r.pid);
        assert_false(WIFSIGNALED(status));
    }
    char records[4096];
    snprintf(records, sizeof records, "%s/records", f->dir);
    assert_int_equal(tu_count_prefix(records, "1", NULL, 0), 0);
}

/* Stops pid, and waits until it is. */
static void stopped(pid_t pid)
{
    kill(pid, SIGSTOP);
    char path[64], text[512];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    for (int i = 0; i < 5000; i++) {
        size_t n = 0;
        char *stat = tu_read(path, &n);
        bool is = stat && (snprintf(text, sizeof text, "%s", stat), strstr(text, ") T ") != NULL);
        free(stat);
        if (is)
            return;
        tu_sleep_ms(1);
    }
    fail_msg("process %d did not stop", (int)pid);
}

static int entries_in(const char *dir, const char *sub)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, sub);
    return tu_count_prefix(path, "", NULL, 0) - 2;
}

/* A kept game is resumed once: a second recorder asking for it while the
 * first holds it, or after the first was killed holding it, is refused,
 * and the copy the killed one held is swept by the next to start. */
static void a_kept_game_resumes_once_even_after_a_kill(void **state)
{
    tu_fixture *f = *state;
    rec r = start(f->dir);
    game_ctx g = { .r = &r };
    uint64_t seed;
    char *token = kept_game(&r, &g, &seed);
    stop(&r);
    rec a = start(f->dir), b = start(f->dir);
    char *kept, *why;
    assert_string_equal(take(&a, token, &kept), "OK");
    assert_string_equal(kept, saved_text);
    free(kept);
    assert_string_equal(take(&b, token, &why), "NO");
    assert_non_null(strstr(why, "once"));
    free(why);
    stop(&b);
    /* The game and its recorder killed after a loss that showed it all,
     * the save put back: nothing to resume. */
    kill(a.pid, SIGKILL);
    stop(&a);
    rec c = start(f->dir);
    assert_string_equal(take(&c, token, &why), "NO");
    free(why);
    assert_int_equal(entries_in(f->dir, "kept"), 0);
    stop(&c);
    free(token);
}

/* Answering whether to resume takes as long as the player likes: the
 * kept game still ranks. */
static void a_slow_answer_to_resume_still_ranks(void **state)
{
    tu_fixture *f = *state;
    taken_back t;
    take_back(f->dir, &t);
    tu_sleep_ms(HOST_EARLY_MS + 1500);   /* "Resume the saved game?" */
    int64_t epoch = mono_ms() - t.sg.elapsed_ms;
    tu_sleep_ms(300);
    play_out(&t, epoch);
    claims(&t.r, t.g.replay, "OK", NULL);
    give_back(&t);
}

/* A resumed game whose recorder its player stopped during a move may no
 * longer rank; saved, the host keeps it anyway, marked so (its board is
 * the host's: the player's save gets no seed), in place of the copy it
 * was resumed from; resumed again it goes on for its player's own
 * tables and ranks nowhere on the host. */
static void a_game_that_may_no_longer_rank_is_kept_marked_in_place_of_its_copy(void **state)
{
    tu_fixture *f = *state;
    taken_back t;
    take_back(f->dir, &t);
    int64_t epoch = mono_ms() - t.sg.elapsed_ms;
    assert_true(session_unpause(&t.s, mono_ms() - epoch));
    tu_sleep_ms(200);
    stopped(t.r.pid);
    play(&t.s, &t.g, t.seed, 2, epoch);
    tu_sleep_ms(HOST_EARLY_MS + 1000);
    kill(t.r.pid, SIGCONT);
    assert_true(session_keep(&t.s, mono_ms() - epoch, NULL, 0));
    session_free(&t.s);
    char *why, *token2;
    assert_string_equal(ask(&t.r, "K", saved_text, strlen(saved_text), &token2, NULL), "OK");
    stop(&t.r);
    saves_free(&t.sg);
    free(t.kept);
    /* A third recorder: the copy it was resumed from is gone, the marked
     * one is there. */
    t.r = start(f->dir);
    assert_string_equal(take(&t.r, t.token, &why), "NO");
    free(why);
    assert_string_equal(take(&t.r, token2, &t.kept), "OK");
    assert_non_null(strstr(t.kept, "\nunranked a_move_came_"));
    t.s = resumed(&t.g, t.kept, &t.sg, &t.sv);
    play_out(&t, mono_ms() - t.sg.elapsed_ms);
    claims(&t.r, t.g.replay, "NO", "after its time");
    assert_int_equal(entries_in(f->dir, "kept"), 0);
    free(token2);
    give_back(&t);
}

/* A game process that stopped waiting for the host to keep its game
 * (its recorder stopped) never learns the token: no copy is left. */
static void a_copy_whose_token_nobody_learns_is_not_left(void **state)
{
    tu_fixture *f = *state;
    rec r = start(f->dir);
    game_ctx g = { .r = &r };
    uint64_t seed;
    saved_game(&r, &g, &seed, 0);
    stopped(r.pid);
    tell(&r, "K", saved_text);
    close(r.sock);
    kill(r.pid, SIGCONT);
    int status;
    assert_int_equal(waitpid(r.pid, &status, 0), r.pid);
    assert_int_equal(entries_in(f->dir, "kept"), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        TU_HOST_TEST(the_recorder_keeps_only_the_documented_form_and_lists_no_params),
        TU_HOST_TEST(a_claim_cannot_set_the_figure_it_ranks_by),
        TU_HOST_TEST(a_race_ranks_on_the_host_by_the_recorders_clock),
        TU_HOST_TEST(a_game_on_a_drawn_board_witnessed_as_played_ranks),
        TU_HOST_TEST(the_recorder_draws_seeds_of_64_bits),
        TU_HOST_TEST(a_saved_game_s_log_ends_saved_not_as_an_end),
        TU_HOST_TEST(only_a_witnessed_end_ends_the_log),
        TU_HOST_TEST(a_board_the_player_chose_does_not_rank),
        TU_HOST_TEST(moves_at_impossible_times_or_claims_not_witnessed_are_refused),
        TU_HOST_TEST(a_game_kept_by_the_host_ranks_when_resumed_anything_else_not),
        TU_HOST_TEST(a_kept_game_resumes_once_even_after_a_kill),
        TU_HOST_TEST(a_slow_answer_to_resume_still_ranks),
        TU_HOST_TEST(a_game_that_may_no_longer_rank_is_kept_marked_in_place_of_its_copy),
        TU_HOST_TEST(a_copy_whose_token_nobody_learns_is_not_left),
        TU_HOST_TEST(a_recorder_killed_leaves_nothing_listed),
        TU_HOST_TEST(a_recorder_that_does_not_answer_costs_a_deadline),
        TU_HOST_TEST(mangled_requests_never_crash_the_recorder),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
