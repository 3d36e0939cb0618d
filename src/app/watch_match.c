/* Matches as a watcher sees them (app/watch_match.h). */
#include "app/watch_match.h"

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/games.h"
#include "app/host/host.h"
#include "app/host/privsep.h"
#include "util/escape.h"
#include "util/grow.h"

/* The referee's clock: the watcher's own, which only orders what it
 * heard (no verdict rests on it: it never rules a side silent, the
 * players' own referees do and say so). */
static int64_t watch_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

typedef struct {
    watch_match *w;
    int side;
} heard_side;

static void take(void *ctx, const char *line, size_t n)
{
    heard_side *h = ctx;
    watch_match *w = h->w;
    match_msg msg;
    /* The game's own lines (a hextris well) say nothing the two games
     * drawn do not show. */
    if (!match_line_decode(line, n, &msg))
        return;
    if (!grow_for_one(&w->queue[h->side], &w->queue_cap[h->side], w->queued[h->side],
                      sizeof msg, 64))
        return;
    w->queue[h->side][w->queued[h->side]++] = msg;
}

/* The held messages heard, a side's held back while they are of a round
 * the referee has not come to: each player's referee heard the other
 * side's lines as they came, and so a side's next round never before
 * the round it ended; read later, one side's file would be ahead. */
static void hear_held(watch_match *w)
{
    size_t done[2] = { 0, 0 };
    for (bool moved = true; moved;) {
        moved = false;
        for (int s = 0; s < 2; s++)
            for (; done[s] < w->queued[s]; done[s]++, moved = true) {
                const match_msg *msg = &w->queue[s][done[s]];
                if (!match_over(&w->m) && msg->kind == MATCH_MSG_RACE && msg->round > w->m.round)
                    break;
                match_hear(&w->m, s, msg, watch_now());
            }
    }
    for (int s = 0; s < 2; s++)
        if (done[s]) {
            memmove(w->queue[s], w->queue[s] + done[s],
                    (w->queued[s] - done[s]) * sizeof *w->queue[s]);
            w->queued[s] -= done[s];
        }
}

/* A host side's lines, read by the watcher's recorder for it: all that
 * is there, a read's worth at a time, at most a side's bound. */
static void host_receive(watch_match *w, int s)
{
    heard_side h = { w, s };
    char why[HOST_WHY_MAX];
    while (w->host_read[s] < LINK_MESSAGES_MAX) {
        size_t len = 0;
        char *text = privsep_match_lines(w->host_id, s, w->host_read[s], &len, why);
        if (text && len > 0)
            match_entry_lines_take(&w->msgs[s].in, text, len, take, &h);
        free(text);
        if (!text || len == 0)
            break;
        w->host_read[s] += (long long)len;
    }
}

void watch_match_read(watch_match *w)
{
    for (int s = 0; s < 2; s++) {
        heard_side h = { w, s };
        link_channel *c = &w->msgs[s];
        if (w->host_id[0]) {
            host_receive(w, s);
            continue;
        }
        /* All that is there, a read's worth at a time: at most a side's
         * bound. */
        for (int i = 0; i <= LINK_MESSAGES_MAX / LINK_READ_MAX; i++) {
            off_t before = c->in_fd >= 0 ? lseek(c->in_fd, 0, SEEK_CUR) : -1;
            link_local_end.receive(c, take, &h);
            if (c->in_fd < 0 || lseek(c->in_fd, 0, SEEK_CUR) == before)
                break;
        }
    }
    hear_held(w);
}

/* Side's judge brought up to its log as last read: a new game (other
 * params, another start) judged from its beginning. */
static void judge(watch_match *w, int side)
{
    const session_game *g = w->rules;
    watch_judge *j = &w->judge[side];
    const live_log *l = &w->log[side];
    if (j->state && (strcmp(j->params, l->params) != 0 || j->started != l->started)) {
        g->destroy(j->state);
        j->state = NULL;
    }
    if (!j->state) {
        j->judged = 0;
        j->lost_at = SIZE_MAX;
        j->ended = false;
        memcpy(j->params, l->params, sizeof j->params);
        j->started = l->started;
        j->state = g->create(l->params, NULL, 0);
        if (!j->state)
            return;
    }
    _Static_assert(sizeof j->params == sizeof l->params, "params of one size");
    char why[SESSION_LINE];
    for (; j->judged < l->nmoves && !j->ended; j->judged++) {
        const session_move *mv = &l->moves[j->judged];
        if (!g->apply(j->state, mv->text, mv->t_ms, why, sizeof why))
            continue;
        match_progress p;
        g->race->progress(j->state, mv->t_ms, &p);
        j->ended = g->phase(j->state) == SESSION_ENDED;
        if (p.lost)
            j->lost_at = j->judged;
    }
}

/* Whether the other side of side may still play the board side's log
 * is of: the match goes on, and the other's game is that one, not ended,
 * or one before it. */
static bool other_may_play(const watch_match *w, int side)
{
    const live_log *mine = &w->log[side], *theirs = &w->log[1 - side];
    const watch_judge *them = &w->judge[1 - side];
    if (match_over(&w->m) || !theirs->pid || !live_running(theirs))
        return false;
    if (strcmp(theirs->params, mine->params) == 0)
        return !them->ended && !theirs->over;
    return theirs->started < mine->started;
}

/* A host side's next round is a new live log under the old name (app/
 * host/recorder.c): the watcher's recorder hands the new one over. */
static void host_reopen(watch_match *w, int side)
{
    struct stat st;
    int live;
    char why[HOST_WHY_MAX];
    if (!w->host_id[0] || w->live_fd[side] < 0 || fstat(w->live_fd[side], &st) != 0
        || st.st_nlink > 0 || !privsep_follow_match(w->host_id, side, &live, why))
        return;
    close(w->live_fd[side]);
    w->live_fd[side] = live;
}

bool watch_match_refresh(watch_match *w, int side, session_save *log, session_live *now,
                         long long *started_ms)
{
    live_log fresh;
    host_reopen(w, side);
    if (!(w->live_fd[side] >= 0 ? live_read_fd(w->live_fd[side], &fresh)
                                : live_read(w->live_path[side], &fresh)))
        return false;
    if (fresh.pid != w->pid[side]) {
        live_free(&fresh);
        return false;
    }
    live_free(&w->log[side]);
    w->log[side] = fresh;
    judge(w, side);
    judge(w, 1 - side);
    _Static_assert(sizeof log->params == sizeof fresh.params, "params of one size");
    memcpy(log->params, fresh.params, sizeof log->params);
    log->moves = fresh.moves;
    log->nmoves = fresh.nmoves;
    log->saved_at = 0;
    /* A process gone without saying how it stopped left its game. */
    if (fresh.over)
        *now = fresh.ending;
    else
        *now = live_running(&fresh) ? SESSION_LIVE_PLAYING : SESSION_LIVE_LEFT;
    const watch_judge *j = &w->judge[side];
    if (j->lost_at != SIZE_MAX && j->lost_at < log->nmoves && other_may_play(w, side)) {
        log->nmoves = j->lost_at;
        *now = SESSION_LIVE_PLAYING;
    }
    *started_ms = (long long)fresh.started;
    return true;
}

static void names(const watch_match *w, char name[2][4 * sizeof w->log[0].player])
{
    for (int s = 0; s < 2; s++)
        escape_bytes(name[s], sizeof name[s], w->log[s].player, false);
}

/* "hextris versus", "hexmines race". */
static void what(const watch_match *w, char *buf, size_t len)
{
    const match_race *race = w->rules->race;
    snprintf(buf, len, "%s %s", w->rules->name,
             race->kind ? race->kind(w->log[0].params) : "race");
}

void watch_match_entry(const watch_match *w, char *buf, size_t len)
{
    char name[2][4 * sizeof w->log[0].player], kind[64];
    names(w, name);
    what(w, kind, sizeof kind);
    const match *m = &w->m;
    if (match_over(m))
        snprintf(buf, len, "%s vs %s, %s, over, %d-%d", name[0], name[1], kind, m->wins[0],
                 m->wins[1]);
    else
        snprintf(buf, len, "%s vs %s, %s, round %d, %d-%d", name[0], name[1], kind, m->round + 1,
                 m->wins[0], m->wins[1]);
}

void watch_match_line(const watch_match *w, const void *const state[2], int width, char *buf,
                      size_t len)
{
    char name[2][4 * sizeof w->log[0].player], kind[64];
    names(w, name);
    what(w, kind, sizeof kind);
    const match *m = &w->m;
    if (match_over(m)) {
        int won = m->winner, lost = 1 - m->winner;
        if (won == MATCH_DRAW)
            snprintf(buf, len, "%s vs %s, %s: drawn %d-%d. q leaves.", name[0], name[1], kind,
                     m->wins[0], m->wins[1]);
        else if (m->forfeit == lost)
            snprintf(buf, len, "%s vs %s, %s: %s won: %s %s. q leaves.", name[0], name[1], kind,
                     name[won], name[lost], m->silent ? "went silent" : "left");
        else
            snprintf(buf, len, "%s vs %s, %s: %s won the match %d-%d. q leaves.", name[0],
                     name[1], kind, name[won], m->wins[won], m->wins[lost]);
        return;
    }
    char words[2][48];
    for (int s = 0; s < 2; s++)
        match_side_words(m, w->rules, state[1 - s], s, words[s], sizeof words[s]);
    int n = snprintf(buf, len, "%s vs %s, %s: round %d of %d, %d-%d | %s: %s | %s: %s", name[0],
                     name[1], kind, m->round + 1, m->best_of, m->wins[0], m->wins[1], name[0],
                     words[0], name[1], words[1]);
    /* Narrow: each side's progress in the order the names are. */
    if (n > width)
        snprintf(buf, len, "%s vs %s: round %d of %d, %d-%d | %s | %s", name[0], name[1],
                 m->round + 1, m->best_of, m->wins[0], m->wins[1], words[0], words[1]);
}

int64_t watch_match_started(const watch_match *w)
{
    return w->log[0].started < w->log[1].started ? w->log[0].started : w->log[1].started;
}

void watch_match_free(watch_match *w)
{
    for (int s = 0; s < 2; s++) {
        live_free(&w->log[s]);
        link_local_end.close(&w->msgs[s]);
        if (w->live_fd[s] >= 0)
            close(w->live_fd[s]);
        w->live_fd[s] = -1;
        free(w->queue[s]);
        w->queue[s] = NULL;
        if (w->judge[s].state && w->rules)
            w->rules->destroy(w->judge[s].state);
        w->judge[s].state = NULL;
        w->queued[s] = w->queue_cap[s] = 0;
    }
}

/* ---------------------------------------------------- this user's own */

/* A side found in the live directory: its log, and its match. */
typedef struct {
    char path[STORE_PATH_MAX];
    live_log log;
    live_match_side side;
} found_side;

/* The other side of sides[i]'s match among sides[0..n), or n. */
static size_t other_side(const found_side *sides, size_t n, size_t i)
{
    for (size_t j = 0; j < n; j++)
        if (j != i && sides[j].side.waiter == sides[i].side.waiter
            && sides[j].side.inviter == sides[i].side.inviter
            && sides[j].side.side == 1 - sides[i].side.side
            && sides[j].side.best_of == sides[i].side.best_of)
            return j;
    return n;
}

/* The match of its two sides, set up to be read (false: not one this
 * hexpuzzle can follow). */
static bool pair(watch_match *w, found_side *a, found_side *b)
{
    found_side *by_side[2] = { a->side.side == 0 ? a : b, a->side.side == 0 ? b : a };
    const app_game *g = app_game_named(a->log.game);
    if (!g || !g->rules->race || strcmp(a->log.game, b->log.game) != 0)
        return false;
    memset(w, 0, sizeof *w);
    w->rules = g->rules;
    w->best_of = a->side.best_of;
    link_invite inv = { .waiter = a->side.waiter, .inviter = a->side.inviter };
    char why[256];
    for (int s = 0; s < 2; s++) {
        w->pid[s] = by_side[s]->log.pid;
        w->log[s] = by_side[s]->log;
        by_side[s]->log = (live_log){ 0 };
        w->live_fd[s] = -1;
        snprintf(w->live_path[s], sizeof w->live_path[s], "%s", by_side[s]->path);
        if (!link_watch(&w->msgs[s], &inv, s, why, sizeof why)) {
            watch_match_free(w);
            return false;
        }
    }
    /* The sides' processes as the link names them: the inviter side 0. */
    if (w->pid[0] != inv.inviter || w->pid[1] != inv.waiter
        || !match_init(&w->m, w->rules->race->rule, w->best_of, MATCH_GRACE_MS, watch_now())) {
        watch_match_free(w);
        return false;
    }
    watch_match_read(w);
    return true;
}

static int newest_first(const void *a, const void *b)
{
    int64_t x = watch_match_started(a), y = watch_match_started(b);
    return (x < y) - (x > y);
}

size_t watch_matches_own(watch_match *out, size_t max)
{
    enum { SIDES_MAX = 2 * LINK_ENTRIES_MAX };
    static found_side sides[SIDES_MAX];
    size_t n = 0, got = 0;
    char dir[STORE_PATH_MAX];
    DIR *d = live_dir(dir, sizeof dir) ? opendir(dir) : NULL;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL && n < SIDES_MAX) {
        size_t len = strlen(e->d_name);
        found_side *f = &sides[n];
        if (len < 6 || strcmp(e->d_name + len - 5, ".live") != 0
            || !store_join(f->path, sizeof f->path, dir, e->d_name)
            || !live_match_read(f->path, &f->side))
            continue;
        if (!live_read(f->path, &f->log))
            continue;
        if (!live_running(&f->log)) {
            live_free(&f->log);
            continue;
        }
        n++;
    }
    if (d)
        closedir(d);
    for (size_t i = 0; i < n; i++) {
        size_t j = other_side(sides, n, i);
        if (j > i && j < n && got < max && pair(&out[got], &sides[i], &sides[j]))
            got++;
    }
    for (size_t i = 0; i < n; i++)
        live_free(&sides[i].log);
    qsort(out, got, sizeof *out, newest_first);
    return got;
}

/* ------------------------------------------------------- the host's */

/* The host match id's two sides, as the watcher's recorder hands them
 * over (false: not one this hexpuzzle can follow). */
static bool host_pair(watch_match *w, const char *id, int best_of, char live[2][48])
{
    memset(w, 0, sizeof *w);
    char why[HOST_WHY_MAX];
    bool ok = true;
    for (int s = 0; s < 2; s++) {
        w->live_fd[s] = -1;
        w->msgs[s] = (link_channel){ .side = s, .out_fd = -1, .in_fd = -1 };
        snprintf(w->live_path[s], sizeof w->live_path[s], "%s", live[s]);
        if (ok && privsep_follow_match(id, s, &w->live_fd[s], why)) {
            ok = live_read_fd(w->live_fd[s], &w->log[s]);
            w->pid[s] = w->log[s].pid;
        } else {
            ok = false;
        }
    }
    const app_game *g = ok ? app_game_named(w->log[0].game) : NULL;
    w->rules = g ? g->rules : NULL;
    if (!g || !g->rules->race || strcmp(w->log[0].game, w->log[1].game) != 0
        || !match_init(&w->m, g->rules->race->rule, best_of, MATCH_GRACE_MS, watch_now())) {
        w->rules = NULL;
        watch_match_free(w);
        return false;
    }
    w->best_of = best_of;
    snprintf(w->host_id, sizeof w->host_id, "%s", id);
    watch_match_read(w);
    return true;
}

size_t watch_matches_host(watch_match *out, size_t max)
{
    size_t len, got = 0;
    char why[HOST_WHY_MAX];
    char *text = privsep_match_list(&len, why);
    for (char *line = text, *nl; line && (nl = strchr(line, '\n')) != NULL && got < max;
         line = nl + 1) {
        *nl = '\0';
        char id[48], live[2][48];
        int best_of;
        if (sscanf(line, "%47[0-9-]\t%d\t%47[^\t]\t%47s", id, &best_of, live[0], live[1]) == 4
            && host_pair(&out[got], id, best_of, live))
            got++;
    }
    free(text);
    qsort(out, got, sizeof *out, newest_first);
    return got;
}
