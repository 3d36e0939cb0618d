/* The recorder process: the host tables' only writer. */
#include "app/host/recorder.h"

#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/host/channel.h"
#include "app/host/host_live.h"
#include "app/host/host_step.h"
#include "app/live.h"
#include "app/player.h"
#include "app/host/privsep.h"
#include "app/host/recorder_match.h"
#include "app/host/host_match_watch.h"
#include "app/replays.h"
#include "app/scores.h"
#include "app/host/witness.h"
#include "session/game_rules.h"
#include "session/move_line.h"
#include "session/params_seed.h"
#include "util/number.h"

enum { SEEDS_DRAWN = 16 };

typedef struct {
    host_dir *h;
    int sock;
    long uid, gamepid;
    char player[64];
    uint64_t drawn[SEEDS_DRAWN];   /* seeds handed out, not yet used, */
    int64_t drawn_at[SEEDS_DRAWN]; /* ...when */
    int ndrawn;
    witness w;
    session_save resume;           /* a kept game the next start resumes */
    session_move *resume_moves;
    char resume_token[HOST_TOKEN_CHARS + 1];
    char resume_unranked[WITNESS_WHY_MAX];   /* why the kept game may not rank */
    host_taken taken;              /* the kept game taken out to resume, */
    char taken_token[HOST_TOKEN_CHARS + 1];  /* ...kept under this token */
    int live;                      /* this game's live log, or -1 */
    bool live_stopped;             /* ...which says how it stopped */
    recorder_match match;          /* its player's lobby and match */
    char watched[HOST_MATCH_WATCH_NAME];   /* ...said to watchers so, or "" */
} recorder;

static int64_t mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* The recorder's work clock: what it spends on a game, which no stop of
 * it lengthens (app/host/witness.h). */
static int64_t work_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int64_t wall_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void answer(recorder *r, const char *kind, const char *text, size_t len)
{
    if (!channel_send(r->sock, kind, text, len, NULL, 0, -1))
        _exit(0);
}

static void answer_text(recorder *r, const char *kind, const char *text)
{
    answer(r, kind, text, strlen(text));
}

/* seed was handed out now, to be witnessed as this recorder's. */
static void remember_seed(recorder *r, uint64_t seed)
{
    if (r->ndrawn == SEEDS_DRAWN) {
        memmove(r->drawn, r->drawn + 1, sizeof r->drawn - sizeof r->drawn[0]);
        memmove(r->drawn_at, r->drawn_at + 1, sizeof r->drawn_at - sizeof r->drawn_at[0]);
        r->ndrawn--;
    }
    r->drawn_at[r->ndrawn] = mono_ms();
    r->drawn[r->ndrawn++] = seed;
}

static void draw_seed(recorder *r)
{
    /* All 64 bits: what a game shows of its board or pieces must not
     * narrow its seed down to a number anyone could search through. */
    uint64_t x;
    if (getrandom(&x, sizeof x, 0) != (ssize_t)sizeof x) {
        answer_text(r, "NO", "no randomness for a seed");
        return;
    }
    host_step("serve:seed");
    remember_seed(r, x);
    char text[24];
    snprintf(text, sizeof text, "%" PRIu64, x);
    answer_text(r, "OK", text);
}

/* Whether seed was drawn here, and when (*at); a seed is used once. */
static bool take_seed(recorder *r, uint64_t seed, int64_t *at)
{
    for (int i = 0; i < r->ndrawn; i++)
        if (r->drawn[i] == seed) {
            *at = r->drawn_at[i];
            r->ndrawn--;
            r->drawn[i] = r->drawn[r->ndrawn];
            r->drawn_at[i] = r->drawn_at[r->ndrawn];
            return true;
        }
    return false;
}

static bool value_ok(const char *s)
{
    size_t n = strlen(s);
    if (n < 1 || n >= SESSION_PARAMS)
        return false;
    for (size_t i = 0; i < n; i++)
        if (s[i] <= 0x20 || s[i] >= 0x7f)
            return false;
    return true;
}

static void forget_resume(recorder *r)
{
    free(r->resume_moves);
    r->resume_moves = NULL;
    memset(&r->resume, 0, sizeof r->resume);
    r->resume_token[0] = '\0';
    r->resume_unranked[0] = '\0';
}

/* The kept game taken to resume is over (ended, given up, kept anew, or
 * its game process gone): nobody may resume it again. */
static void drop_taken(recorder *r)
{
    host_taken_drop(r->h, &r->taken);
    r->taken_token[0] = '\0';
}

static void start(recorder *r, const char *line)
{
    /* Its time 0 is when it was told, before any work on it here. */
    int64_t told = mono_ms(), work = work_ms();
    char game[SAVES_GAME_MAX + 1], params[SESSION_PARAMS];
    const char *sp = strchr(line, ' ');
    const session_game *g = NULL;
    if (sp && (size_t)(sp - line) < sizeof game && value_ok(sp + 1)) {
        memcpy(game, line, (size_t)(sp - line));
        game[sp - line] = '\0';
        snprintf(params, sizeof params, "%s", sp + 1);
        g = session_game_named(game);
    }
    void *st = g ? g->create(params, NULL, 0) : NULL;
    if (!st) {
        witness_free(&r->w);
        return;
    }
    g->destroy(st);
    uint64_t seed = 0;
    int64_t drawn_at = -1;
    bool resuming = r->resume_token[0] && strcmp(r->resume.params, params) == 0;
    bool drawn = !resuming && session_params_seed(g, params, &seed)
                 && take_seed(r, seed, &drawn_at);
    witness_start(&r->w, game, params, drawn, resuming ? &r->resume : NULL, told);
    witness_board_made(&r->w, drawn_at, work_ms() - work, mono_ms());
    if (resuming && r->resume_unranked[0])
        witness_refuse(&r->w, r->resume_unranked);
    /* Another game than the one taken to resume: that one is given up. */
    if (!resuming)
        drop_taken(r);
    /* A resumed game goes on from the time it was saved at: its time 0,
     * which watchers show it by, lies that far back. */
    int64_t started = wall_ms() - (resuming ? r->resume.saved_at : 0);
    forget_resume(r);
    char head[LIVE_HEAD_MAX];
    live_head_format(head, sizeof head, game, params, r->player, r->gamepid, started);
    host_live_end(r->h, &r->live, r->uid, r->gamepid);
    r->live = host_live_begin(r->h, r->uid, r->gamepid, head);
    r->live_stopped = false;
}

static void move(recorder *r, const char *line)
{
    session_move m;
    if (session_move_read(line, strlen(line), &m))
        return;
    char out[LIVE_MOVE_MAX];
    live_move_format(out, sizeof out, m.t_ms, m.text);
    /* Past its bound a log is no longer watchable; the game still ranks. */
    if (!r->live_stopped && r->live >= 0 && !host_live_append(r->live, out)) {
        host_live_end(r->h, &r->live, r->uid, r->gamepid);
        host_step("live:cut");
    }
    witness_move_by(&r->w, m.t_ms, m.text, mono_ms(), work_ms, recorder_match_move, &r->match);
}

/* The game says how it stopped (a line of app/live.h); its watchers are
 * told, once. Only the recorder's own play of it may say that it ended,
 * which shows them its seed: a game saved, or given up, or one the
 * recorder did not see to its end, goes on hiding it. */
static void stop_live(recorder *r, const char *line)
{
    if (r->live_stopped)
        return;
    session_live how = SESSION_LIVE_LEFT;
    if (r->w.game && r->w.state && r->w.game->phase(r->w.state) == SESSION_ENDED)
        how = SESSION_LIVE_ENDED;
    else if (live_stop_parse(line, strlen(line), &how) && how == SESSION_LIVE_ENDED)
        how = SESSION_LIVE_LEFT;
    static const char *const steps[] = {
        [SESSION_LIVE_ENDED] = "live:end", [SESSION_LIVE_SAVED] = "live:saved",
        [SESSION_LIVE_LEFT] = "live:left",
    };
    char out[16];
    snprintf(out, sizeof out, "%s\n", live_stop_line(how));
    host_step(steps[how]);
    host_live_append(r->live, out);
    r->live_stopped = true;
}

/* The game's claim, a replay: filed if it is what was witnessed. */
static void file(recorder *r, const char *text, size_t len)
{
    saves_game g;
    replay_claim c;
    char why[HOST_WHY_MAX] = "", reason[REPLAYS_WHY_MAX];
    if (!replays_parse(text, len, &g, &c, reason)) {
        snprintf(why, sizeof why, "not a replay (%s)", reason);
        answer_text(r, "NO", why);
        return;
    }
    char witnessed[WITNESS_WHY_MAX];
    int64_t now = mono_ms();
    bool ok = witness_agrees(&r->w, g.game, g.params, g.moves, g.nmoves, g.elapsed_ms, now,
                             witnessed);
    /* A race ranks by the recorder's clock; whatever the claim says under
     * that key is the recorder's to say. */
    uint64_t figure;
    char value[24] = "-", race_time[SCORES_FIGURE_TEXT_MAX] = "", category[SESSION_PARAMS];
    if (ok && witness_race_figure(&r->w, g.elapsed_ms, now, &figure)) {
        snprintf(value, sizeof value, "%" PRIu64, figure);
        if (r->w.game->category(r->w.params, category, sizeof category))
            scores_format_figure(race_time, sizeof race_time, r->w.game, category, figure);
    }
    size_t timed_len = 0;
    char *timed = ok && saves_set(&g, HOST_RACE_FIGURE_KEY, value)
                      ? replays_format(&g, &timed_len) : NULL;
    saves_free(&g);
    host_step("record:race-timed");
    /* Its end is its end: the host's copy of it goes, filed or not. */
    drop_taken(r);
    if (!ok || !timed) {
        free(timed);
        answer_text(r, "NO", ok ? "the recorder ran out of memory" : witnessed);
        return;
    }
    int rank = 0;
    bool no_place = false;
    bool placed = host_record(r->h, timed, timed_len, r->player, &rank, &no_place, why);
    free(timed);
    if (placed) {
        /* A race's player is told the time it ranks by, not their own. */
        char place[16 + SCORES_FIGURE_TEXT_MAX];
        snprintf(place, sizeof place, "%d%s%s", rank, race_time[0] ? " " : "", race_time);
        answer_text(r, "OK", place);
    } else {
        answer_text(r, no_place ? "NP" : "NO", why);
    }
}

/* A host game saved in progress: its witnessed log kept by the host,
 * in place of the copy it was resumed from, if any; kept even when it
 * may no longer rank (the copy says why), as its board is the host's
 * secret. A board the player knew is not kept: its save holds its seed. */
static void keep(recorder *r, const char *text, size_t len)
{
    saves_game g;
    char why[HOST_WHY_MAX] = "";
    if (!saves_parse(text, len, &g, NULL)) {
        answer_text(r, "NO", "not a save");
        return;
    }
    bool ok = witness_matches(&r->w, g.game, g.params, g.moves, g.nmoves, g.elapsed_ms,
                              mono_ms(), why);
    if (ok && !r->w.secret) {
        snprintf(why, sizeof why, "%s", r->w.why);
        ok = false;
    }
    size_t n;
    char *mine = ok ? witness_save_text(&r->w, g.elapsed_ms, &n) : NULL;
    saves_free(&g);
    char token[HOST_TOKEN_CHARS + 1];
    if (ok && (!mine || !host_keep(r->h, r->uid, mine, n, token, why)))
        ok = false;
    free(mine);
    /* Kept anew or refused, the copy it was resumed from is no more. */
    drop_taken(r);
    if (!ok) {
        answer_text(r, "NO", why[0] ? why : "the host cannot keep it");
        return;
    }
    host_step("kept:answered");
    /* A game process that gave up waiting never learns the token: the
     * copy would be nobody's. */
    if (!channel_send(r->sock, "OK", token, strlen(token), NULL, 0, -1)) {
        host_unkeep(r->h, r->uid, token);
        _exit(0);
    }
}

/* The kept game of a token, for the game to resume: what the host kept,
 * whatever the player's own save says, taken out of kept/ for this
 * recorder alone. */
static void unkeep(recorder *r, const char *line)
{
    const char *sp = strchr(line, ' ');
    char why[HOST_WHY_MAX] = "the host has no such game kept";
    size_t len;
    drop_taken(r);
    char *text = sp ? host_take(r->h, r->uid, sp + 1, &r->taken, &len, why) : NULL;
    saves_game g;
    bool parsed = text && saves_parse(text, len, &g, NULL);
    if (parsed && (strncmp(g.game, line, (size_t)(sp - line)) != 0 || g.game[sp - line] != '\0')) {
        saves_free(&g);
        parsed = false;
        snprintf(why, sizeof why, "the host's copy is another game");
    }
    if (!parsed) {
        if (text && !why[0])
            snprintf(why, sizeof why, "the host's copy of it is damaged");
        drop_taken(r);
        free(text);
        answer_text(r, "NO", why);
        return;
    }
    forget_resume(r);
    snprintf(r->taken_token, sizeof r->taken_token, "%s", sp + 1);
    snprintf(r->resume.params, sizeof r->resume.params, "%s", g.params);
    r->resume.saved_at = g.elapsed_ms;
    r->resume.nmoves = g.nmoves;
    r->resume_moves = g.moves;
    g.moves = NULL;
    r->resume.moves = r->resume_moves;
    snprintf(r->resume_token, sizeof r->resume_token, "%s", sp + 1);
    const char *mark = saves_get(&g, WITNESS_UNRANKED_KEY);
    if (mark)
        witness_why_of(mark, r->resume_unranked);
    saves_free(&g);
    answer(r, "OK", text, len);
    free(text);
}

/* The player gave up a kept game: the copy taken to resume it, or the
 * one still in kept/. */
static void forget_kept(recorder *r, const char *token)
{
    if (r->taken_token[0] && strcmp(token, r->taken_token) == 0)
        drop_taken(r);
    else
        host_unkeep(r->h, r->uid, token);
}

static void print_tables(recorder *r)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f) {
        answer_text(r, "NO", "out of memory");
        return;
    }
    host_print(f, r->h);
    if (fclose(f) != 0) {
        answer_text(r, "NO", "out of memory");
        return;
    }
    answer(r, "OK", text, len);
    free(text);
}

/* A listing made (malloc'd, NULL when memory ran out) answered. */
static void answer_list(recorder *r, char *text, size_t len)
{
    if (!text)
        answer_text(r, "NO", "out of memory");
    else
        answer(r, "OK", text, len);
    free(text);
}

static void list_live(recorder *r)
{
    size_t len;
    char *text = host_live_list(r->h, &len);
    answer_list(r, text, len);
}

/* Descriptors handed over (fds[1] may be -1), or why not. */
static void answer_fds(recorder *r, bool got, int fds[2], const char *why)
{
    if (!got) {
        answer_text(r, "NO", why);
        return;
    }
    int n = fds[1] >= 0 ? 2 : 1;
    bool sent = channel_send(r->sock, "OK", "", 0, fds, n, -1);
    for (int i = 0; i < n; i++)
        close(fds[i]);
    if (!sent)
        _exit(0);
}

static void follow(recorder *r, const char *name)
{
    int fds[2];
    answer_fds(r, host_live_follow(r->h, name, &fds[0], &fds[1]), fds,
               "that game is no longer being played");
}

static void list_matches(recorder *r)
{
    size_t len = 0;
    char *text = r->match.have_lobby ? host_match_watch_list(&r->match.lobby, &len) : strdup("");
    answer_list(r, text, len);
}

/* "W-I SIDE" into match (at least 48 bytes) and *side, the rest after
 * them in *rest; false when line is not that. */
static bool match_side(const char *line, char *match, int *side, const char **rest)
{
    const char *sp = strchr(line, ' ');
    if (!sp || (size_t)(sp - line) >= 48 || (sp[1] != '0' && sp[1] != '1')
        || (sp[2] != '\0' && sp[2] != ' '))
        return false;
    snprintf(match, 48, "%.*s", (int)(sp - line), line);
    *side = sp[1] - '0';
    *rest = sp[2] ? sp + 3 : sp + 2;
    return true;
}

/* "W-I SIDE": that side's live log. */
static void follow_match(recorder *r, const char *line)
{
    char match[48];
    int side, fds[2] = { -1, -1 };
    const char *rest;
    bool got = match_side(line, match, &side, &rest) && !*rest && r->match.have_lobby
               && host_match_watch_follow(r->h, &r->match.lobby, match, side, &fds[0]);
    answer_fds(r, got, fds, "that match is no longer being played");
}

/* "W-I SIDE OFFSET": that side's lines from OFFSET on. */
static void match_lines(recorder *r, const char *line)
{
    char match[48], buf[RECORDER_MATCH_READ_MAX];
    int side;
    const char *rest;
    uint64_t offset;
    ssize_t got = -1;
    if (match_side(line, match, &side, &rest) && r->match.have_lobby
        && number_parse(rest, strlen(rest), RECORDER_MATCH_LINES_MAX, &offset))
        got = host_match_watch_lines(&r->match.lobby, match, side, (off_t)offset, buf, sizeof buf);
    if (got < 0)
        answer_text(r, "NO", "that match is no longer being played");
    else
        answer(r, "OK", buf, (size_t)got);
}

/* A frame of the lobby's or a match's (app/host/recorder_match.h); false
 * when it is none of theirs. A round's seed handed out is this
 * recorder's, as one it drew. */
static bool serve_match(recorder *r, const channel_frame *f)
{
    recorder_match_answer a;
    if (!recorder_match_serve(&r->match, f->kind, f->payload, f->len, &r->w, mono_ms(), &a))
        return false;
    if (a.drew)
        remember_seed(r, a.seed);
    /* A match begun here is one watchers may follow, until it is left
     * or another begins. */
    bool begun = strcmp(f->kind, "MO") == 0 && a.kind && strcmp(a.kind, "OK") == 0;
    if (begun || strcmp(f->kind, "MC") == 0)
        host_match_watch_ended(&r->match.lobby, r->watched);
    if (begun && r->match.on)
        host_match_watch_begun(&r->match.lobby, &r->match.inv, r->match.side, r->uid,
                               r->gamepid, r->watched);
    if (a.kind)
        answer(r, a.kind, a.text ? a.text : "", a.len);
    free(a.text);
    return true;
}

_Noreturn void recorder_run(host_dir *h, int sock, long gamepid)
{
    /* The terminal's signals are the game's to answer; the recorder ends
     * with its socket. */
    signal(SIGINT, SIG_IGN);
    signal(SIGQUIT, SIG_IGN);
    signal(SIGTSTP, SIG_IGN);
    signal(SIGHUP, SIG_IGN);
    signal(SIGPIPE, SIG_IGN);
    privsep_undumpable();
    /* Its files are the games group's, whatever the user's umask. */
    umask(007);
    static recorder r;
    r.h = h;
    r.sock = sock;
    r.uid = (long)getuid();
    r.gamepid = gamepid;
    r.live = -1;
    host_taken_init(&r.taken);
    witness_init(&r.w);
    /* What dead recorders and deleted users left: any recorder sweeps. */
    host_kept_sweep(h);
    host_live_sweep(h);
    snprintf(r.player, sizeof r.player, "%s", player_login());
    recorder_match_init(&r.match, h, r.uid, (long)getpid(), r.player);
    for (;;) {
        channel_frame f;
        if (!channel_receive(sock, &f, REPLAYS_FILE_MAX, -1))
            break;
        const char *k = f.kind;
        if (strcmp(k, "N") == 0) {
            host_step("serve:N");
            draw_seed(&r);
        } else if (strcmp(k, "S") == 0) {
            host_step("serve:S");
            start(&r, f.payload);
        } else if (strcmp(k, "M") == 0) {
            host_step("serve:M");
            move(&r, f.payload);
        } else if (strcmp(k, "E") == 0) {
            host_step("serve:E");
            stop_live(&r, f.payload);
        } else if (strcmp(k, "R") == 0) {
            host_step("serve:R");
            file(&r, f.payload, f.len);
        } else if (strcmp(k, "K") == 0) {
            host_step("serve:K");
            keep(&r, f.payload, f.len);
        } else if (strcmp(k, "U") == 0) {
            host_step("serve:U");
            unkeep(&r, f.payload);
        } else if (strcmp(k, "X") == 0) {
            host_step("serve:X");
            forget_kept(&r, f.payload);
        } else if (strcmp(k, "P") == 0) {
            host_step("serve:P");
            print_tables(&r);
        } else if (strcmp(k, "W") == 0) {
            host_step("serve:W");
            list_live(&r);
        } else if (strcmp(k, "F") == 0) {
            host_step("serve:F");
            follow(&r, f.payload);
        } else if (strcmp(k, "WM") == 0) {
            host_step("serve:WM");
            list_matches(&r);
        } else if (strcmp(k, "FM") == 0) {
            host_step("serve:FM");
            follow_match(&r, f.payload);
        } else if (strcmp(k, "RM") == 0) {
            host_step("serve:RM");
            match_lines(&r, f.payload);
        } else if (serve_match(&r, &f)) {
            host_step("serve:match");
        } else {
            break;
        }
        channel_frame_free(&f);
    }
    host_step("recorder:exit");
    /* The game process is gone: a game it resumed is over on the host. */
    drop_taken(&r);
    host_live_end(h, &r.live, r.uid, r.gamepid);
    host_match_watch_ended(&r.match.lobby, r.watched);
    recorder_match_end(&r.match, mono_ms());
    _exit(0);
}
