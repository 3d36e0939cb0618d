/* A recorder's part in host matches (app/host/recorder_match.h). */
#include "app/host/recorder_match.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "app/host/host_ladder.h"
#include "app/host/host_step.h"
#include "session/game_rules.h"
#include "session/params_seed.h"
#include "util/mac.h"
#include "util/number.h"

void recorder_match_init(recorder_match *rm, const host_dir *h, long uid, long pid,
                         const char *login)
{
    memset(rm, 0, sizeof *rm);
    rm->h = h;
    rm->out_fd = rm->in_fd = -1;
    rm->have_lobby = host_lobby_open(&rm->lobby, h->dir, uid, pid, login, rm->no_lobby);
}

/* ------------------------------------------------------------ answers */

static void say(recorder_match_answer *a, const char *kind, const char *text)
{
    a->kind = kind;
    a->text = strdup(text);
    a->len = a->text ? strlen(a->text) : 0;
    if (!a->text)
        a->kind = "NO";
}

static bool refuse(recorder_match_answer *a, const char *why)
{
    say(a, "NO", why);
    return true;
}

/* A list built line by line into a's text. */
typedef struct {
    FILE *f;
    recorder_match_answer *a;
} listing;

static bool list_begin(listing *l, recorder_match_answer *a)
{
    l->a = a;
    l->f = open_memstream(&a->text, &a->len);
    if (!l->f)
        refuse(a, "out of memory");
    return l->f != NULL;
}

static void list_end(listing *l)
{
    if (fclose(l->f) != 0) {
        free(l->a->text);
        l->a->text = NULL;
        refuse(l->a, "out of memory");
        return;
    }
    l->a->kind = "OK";
}

/* -------------------------------------------------------------- lobby */

static bool random_bytes(void *buf, size_t n)
{
    return getrandom(buf, n, 0) == (ssize_t)n;
}

/* The params the game races on, the player's choice of its kinds (its
 * own match or its race) with the seed replaced by seed; false when
 * params is none of them. */
static bool match_params_of(const session_game *g, const char *params, uint64_t seed, char *out,
                            size_t len)
{
    char given[SESSION_PARAMS], want[SESSION_PARAMS], kind[SESSION_PARAMS];
    if (!session_params_reseed(g, params, 0, given, sizeof given))
        return false;
    for (int own = 0; own < 2; own++) {
        bool made = g->race->match_params ? g->race->match_params(own, kind, sizeof kind)
                                          : own == 0 && g->standard(0, kind, sizeof kind);
        if (made && session_params_reseed(g, kind, 0, want, sizeof want)
            && strcmp(want, given) == 0)
            return session_params_reseed(g, kind, seed, out, len);
    }
    return false;
}

/* The params of a match as its lists show them: no seed of its. */
static void shown_params(const host_invite *inv, char *out, size_t len)
{
    const session_game *g = session_game_named(inv->game);
    if (!g || !session_params_reseed(g, inv->params, 0, out, len))
        snprintf(out, len, "-");
}

static void invite(recorder_match *rm, const char *line, int64_t now, recorder_match_answer *a)
{
    host_invite inv = { .waiter = 0 };
    long waiter, best;
    char w[24], b[4];
    const char *sp1 = strchr(line, ' '), *sp2 = sp1 ? strchr(sp1 + 1, ' ') : NULL;
    uint64_t v, seed;
    uint8_t id[HOST_MATCH_ID_CHARS / 2];
    if (!sp2 || (size_t)(sp1 - line) >= sizeof w || (size_t)(sp2 - sp1 - 1) >= sizeof b) {
        refuse(a, "not an invitation");
        return;
    }
    snprintf(w, sizeof w, "%.*s", (int)(sp1 - line), line);
    snprintf(b, sizeof b, "%.*s", (int)(sp2 - sp1 - 1), sp1 + 1);
    if (!number_parse(w, strlen(w), 1u << 30, &v) || (waiter = (long)v) <= 0
        || !number_parse(b, strlen(b), MATCH_BEST_OF_MAX, &v) || (best = (long)v) % 2 == 0) {
        refuse(a, "not an invitation");
        return;
    }
    /* The game is the one the waiter waits for; its params the player's
     * choice of its kinds, on a seed drawn here. */
    host_waiter them;
    const session_game *g =
        host_lobby_waiter(&rm->lobby, waiter, &them) ? session_game_named(them.game) : NULL;
    if (!g || !g->race) {
        refuse(a, "they are not waiting for a match");
        return;
    }
    if (!random_bytes(&seed, sizeof seed) || !random_bytes(id, sizeof id)) {
        refuse(a, "no randomness for a match");
        return;
    }
    if (!match_params_of(g, sp2 + 1, seed, inv.params, sizeof inv.params)) {
        refuse(a, "not a match of that game");
        return;
    }
    inv.waiter = waiter;
    inv.best_of = (int)best;
    snprintf(inv.game, sizeof inv.game, "%s", g->name);
    mac_hex(id, sizeof id, inv.match);
    char why[HOST_WHY_MAX];
    if (!host_lobby_invite(&rm->lobby, &inv, now, why)) {
        refuse(a, why);
        return;
    }
    host_step("match:invited");
    rm->sent = inv;
    rm->sent_accepted = false;
    say(a, "OK", "");
}

static void list_waiters(recorder_match *rm, recorder_match_answer *a)
{
    host_waiter all[HOST_LOBBY_LIST_MAX];
    int n = host_lobby_waiters(&rm->lobby, all, HOST_LOBBY_LIST_MAX);
    listing l;
    if (!list_begin(&l, a))
        return;
    for (int i = 0; i < n; i++)
        fprintf(l.f, "%ld %s %s\n", all[i].pid, all[i].game, all[i].player);
    list_end(&l);
}

static void list_invites(recorder_match *rm, recorder_match_answer *a)
{
    host_invite all[HOST_LOBBY_LIST_MAX];
    int n = host_lobby_invites(&rm->lobby, all, HOST_LOBBY_LIST_MAX);
    listing l;
    if (!list_begin(&l, a))
        return;
    for (int i = 0; i < n; i++) {
        char params[SESSION_PARAMS];
        shown_params(&all[i], params, sizeof params);
        fprintf(l.f, "%ld %d %s %s %s\n", all[i].inviter, all[i].best_of, all[i].game,
                all[i].player, params);
    }
    list_end(&l);
}

static bool pid_of(const char **s, long *pid)
{
    uint64_t v;
    size_t d = number_prefix(*s, 1u << 30, &v);
    if (d == 0 || v == 0)
        return false;
    *pid = (long)v;
    *s += d;
    return true;
}

static void answer(recorder_match *rm, const char *line, int64_t now, recorder_match_answer *a)
{
    long inviter;
    char why[HOST_WHY_MAX];
    host_invite inv;
    if (!pid_of(&line, &inviter) || (strcmp(line, " 1") != 0 && strcmp(line, " 0") != 0)) {
        refuse(a, "not an answer");
        return;
    }
    bool yes = line[1] == '1';
    /* What is accepted is the invitation as it is now, read whole. */
    if (yes && !host_lobby_invite_of(&rm->lobby, inviter, &inv)) {
        refuse(a, "that invitation is gone");
        return;
    }
    if (!host_lobby_answer(&rm->lobby, inviter, yes, now, why)) {
        refuse(a, why);
        return;
    }
    if (yes)
        rm->accepted = inv;
    say(a, "OK", "");
}

static void answer_of(recorder_match *rm, const char *line, recorder_match_answer *a)
{
    long waiter;
    if (!pid_of(&line, &waiter) || *line) {
        refuse(a, "no such invitation");
        return;
    }
    int got = host_lobby_answer_of(&rm->lobby, waiter);
    /* Only a match its waiter accepted may begin: else an inviter could
     * win one by the silence of a player who never said yes. */
    if (got == 1 && rm->sent.waiter == waiter)
        rm->sent_accepted = true;
    say(a, "OK", got == 1 ? "accept" : got == 0 ? "decline" : "none");
}

static void uninvite(recorder_match *rm, const char *line)
{
    long waiter;
    if (pid_of(&line, &waiter) && !*line)
        host_lobby_uninvite(&rm->lobby, waiter);
}

/* -------------------------------------------------------------- match */

static void side_name(char *buf, size_t cap, const host_invite *inv, int side)
{
    snprintf(buf, cap, "msg-%ld-%ld-%d", inv->waiter, inv->inviter, side);
}

static void write_line(recorder_match *rm, const char *line)
{
    size_t n = strlen(line);
    if (rm->out_fd < 0 || rm->out_size + (off_t)n > RECORDER_MATCH_LINES_MAX)
        return;
    /* One write a line: the other side never reads half of one for long. */
    if (write(rm->out_fd, line, n) == (ssize_t)n)
        rm->out_size += (off_t)n;
}

static void say_msg(recorder_match *rm, const match_msg *msg, int64_t now)
{
    char line[MATCH_LINE_MAX];
    if (match_line_encode(msg, line, sizeof line))
        write_line(rm, line);
    if (msg->kind == MATCH_MSG_RACE) {
        rm->said = *msg;
        rm->said_at = now;
    }
}

/* A decided match, filed once by this recorder: a draw is not. */
static void file_result(recorder_match *rm)
{
    if (rm->filed || !match_over(&rm->m))
        return;
    rm->filed = true;
    int w = rm->m.winner;
    if (w != 0 && w != 1)
        return;
    const char *login[2] = { rm->inv.player, rm->inv.opponent };
    char why[HOST_WHY_MAX];
    host_step("match:file");
    host_match_record(rm->h, rm->inv.game, rm->inv.match, login[w], login[1 - w],
                      (int64_t)time(NULL), why);
}

/* This side gives the match up. */
static void leave(recorder_match *rm, int64_t now)
{
    if (!rm->on || match_over(&rm->m))
        return;
    match_msg msg = { .kind = MATCH_MSG_LEAVE };
    match_hear(&rm->m, rm->side, &msg, now);
    say_msg(rm, &msg, now);
    file_result(rm);
}

static void close_match(recorder_match *rm)
{
    if (rm->lines)
        rm->g->race->lines->destroy(rm->lines);
    rm->lines = NULL;
    if (rm->out_fd >= 0)
        close(rm->out_fd);
    if (rm->in_fd >= 0)
        close(rm->in_fd);
    rm->out_fd = rm->in_fd = -1;
    rm->on = false;
}

static void open_match(recorder_match *rm, const char *line, int64_t now,
                       recorder_match_answer *a)
{
    long other;
    int side = line[0] == '0' ? 0 : line[0] == '1' ? 1 : -1;
    line += side >= 0 && line[1] == ' ' ? 2 : 0;
    if (side < 0 || !pid_of(&line, &other) || *line) {
        refuse(a, "not a match");
        return;
    }
    const host_invite *inv = side == 0 ? &rm->sent : &rm->accepted;
    long want = side == 0 ? inv->waiter : inv->inviter;
    if (!inv->match[0] || want != other || (side == 0 && !rm->sent_accepted)) {
        refuse(a, "no such match here");
        return;
    }
    if (!host_lobby_room(&rm->lobby)) {
        refuse(a, "the host's lobby is full: try again later");
        return;
    }
    leave(rm, now);
    close_match(rm);
    rm->inv = *inv;
    rm->side = side;
    rm->g = session_game_named(inv->game);
    rm->filed = false;
    rm->said = (match_msg){ .round = -1 };
    rm->said_at = rm->said_t = 0;
    rm->in = (match_entry_lines){ .n = 0 };
    rm->out_size = 0;
    char name[64];
    side_name(name, sizeof name, inv, side);
    if (!rm->g || !rm->g->race || !session_params_seed(rm->g, inv->params, &rm->seed)
        || !match_init(&rm->m, rm->g->race->rule, inv->best_of, MATCH_GRACE_MS, now)) {
        refuse(a, "the match's game is not one the host races");
        return;
    }
    const match_lines_witness *lw = rm->g->race->lines;
    rm->lines_round = -1;
    if (lw && !(rm->lines = lw->create(inv->params))) {
        refuse(a, "out of memory");
        return;
    }
    rm->out_fd = openat(rm->lobby.dir, name,
                        O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0660);
    if (rm->out_fd < 0) {
        close_match(rm);
        refuse(a, "the host's lobby cannot be written");
        return;
    }
    rm->on = true;
    /* Both sides open; what each invitation was is spent. */
    memset(side == 0 ? &rm->sent : &rm->accepted, 0, sizeof rm->sent);
    host_step("match:open");
    say(a, "OK", "");
}

static bool round_params(const recorder_match *rm, int round, char *out, size_t len)
{
    return session_params_reseed(rm->g, rm->inv.params,
                                 match_round_seed(rm->g, rm->seed, round), out, len);
}

/* A round's params once it has begun (the referee's round is it or
 * later), handed to the player's process, its seed now this recorder's
 * to witness. */
static void give_round(recorder_match *rm, const char *line, recorder_match_answer *a)
{
    uint64_t r;
    char params[SESSION_PARAMS];
    if (!rm->on || !number_parse(line, strlen(line), MATCH_BEST_OF_MAX - 1, &r)
        || (int)r >= rm->m.best_of || (int)r > rm->m.round || !round_params(rm, (int)r, params, sizeof params)) {
        refuse(a, "that round has not begun");
        return;
    }
    say(a, "OK", params);
    a->drew = session_params_seed(rm->g, params, &a->seed);
}

/* The round the witnessed game is, or -1 (none of this match's). */
static int witnessed_round(const recorder_match *rm, const witness *w)
{
    if (!w->game || w->game != rm->g || !w->state || !w->secret)
        return -1;
    char params[SESSION_PARAMS];
    for (int r = 0; r < rm->m.best_of; r++)
        if (round_params(rm, r, params, sizeof params) && strcmp(params, w->params) == 0)
            return r;
    return -1;
}

/* The game time w's clock says it is at now. */
static int64_t game_time(const witness *w, int64_t now)
{
    return w->base_ms + (now - w->start_ms);
}

static int64_t last_move_t(const witness *w)
{
    return w->log.n > 0 ? w->log.moves[w->log.n - 1].t_ms : 0;
}

/* The game's witness of its own lines, told the round of the witnessed
 * game w; NULL when the game has none or w is none of the match's. */
static const match_lines_witness *lines_of(recorder_match *rm, const witness *w)
{
    int round;
    if (!rm->on || !rm->lines || (round = witnessed_round(rm, w)) < 0)
        return NULL;
    const match_lines_witness *lw = rm->g->race->lines;
    if (round != rm->lines_round) {
        lw->round(rm->lines, round);
        rm->lines_round = round;
    }
    return lw;
}

/* What this side sends the other of its game, read from w's at t. */
static void send_lines(recorder_match *rm, const match_lines_witness *lw, const witness *w,
                       int64_t t)
{
    char line[MATCH_GAME_LINE_MAX];
    while (lw->send(rm->lines, w->state, rm->lobby.login, t, line, sizeof line))
        write_line(rm, line);
}

bool recorder_match_move(void *ctx, witness *w, int64_t t, const char *text)
{
    recorder_match *rm = ctx;
    const match_lines_witness *lw = lines_of(rm, w);
    if (!lw)
        return false;
    lw->move(rm->lines, t, text, witness_play, w);
    send_lines(rm, lw, w, t);
    return true;
}

/* No move of the player's can still come before its clock less
 * HOST_EARLY_MS (app/host/witness.h): what the game's witness plays
 * without the player by then goes in, the witnessed game goes on to that
 * time (a piece that locks by itself), and what it sends goes. */
static void lines_advance(recorder_match *rm, const match_lines_witness *lw, witness *w,
                          int64_t now)
{
    int64_t t = game_time(w, now) - HOST_EARLY_MS;
    lw->advance(rm->lines, t, witness_play, w);
    if (t > last_move_t(w) && w->game->advance)
        w->game->advance(w->state, t);
    send_lines(rm, lw, w, t > last_move_t(w) ? t : last_move_t(w));
}

/* This side's race line, from the recorder's own play of its round. */
static void report(recorder_match *rm, const witness *w, int64_t now)
{
    int round = witnessed_round(rm, w);
    if (round < 0)
        return;
    /* No later move may come at an earlier game time than this
     * (app/host/witness.h): nothing reported is taken back. */
    int64_t t = w->base_ms + (now - w->start_ms) - HOST_LATE_MS;
    if (w->log.n > 0 && w->log.moves[w->log.n - 1].t_ms > t)
        t = w->log.moves[w->log.n - 1].t_ms;
    if (rm->said.round == round && t < rm->said_t)
        t = rm->said_t;
    if (t < 0)
        t = 0;
    match_msg msg = { .kind = MATCH_MSG_RACE, .round = round };
    rm->g->race->progress(w->state, t, &msg.p);
    match_hear(&rm->m, rm->side, &msg, now);
    bool changed = msg.round != rm->said.round || msg.p.solved != rm->said.p.solved
                   || msg.p.flags != rm->said.p.flags || msg.p.mistakes != rm->said.p.mistakes
                   || msg.p.cleared != rm->said.p.cleared || msg.p.lost != rm->said.p.lost;
    if (changed || now - rm->said_at >= MATCH_BEAT_MS / 2) {
        say_msg(rm, &msg, now);
        rm->said_t = t;
    }
}

typedef struct {
    recorder_match *rm;
    FILE *f;
    int64_t now;
    int64_t t;      /* the witnessed game's time, for the game's witness */
} hearing;

/* A line of the other side's: the referee hears it, and it goes on to
 * this side's process, unless the game's witness of its own lines takes
 * it (to hand it on as it judges). */
static void hear(void *ctx, const char *line, size_t n)
{
    hearing *h = ctx;
    match_msg msg;
    if (match_line_decode(line, n, &msg))
        match_hear(&h->rm->m, 1 - h->rm->side, &msg, h->now);
    else if (h->rm->lines && h->rm->g->race->lines->hear(h->rm->lines, line, n, h->t))
        return;
    fprintf(h->f, "%.*s\n", (int)n, line);
}

static void poll_match(recorder_match *rm, witness *w, int64_t now, recorder_match_answer *a)
{
    listing l;
    if (!list_begin(&l, a))
        return;
    if (rm->on) {
        /* As the play loop's partner does: what came in is heard before
         * this side's report and the look at the time (session/match.h,
         * BOTH STOPPED): a side woken from a stop reads the other's
         * "silent" first, and its late report restarts the count of the
         * other's silence. */
        if (rm->in_fd < 0) {
            char name[64];
            side_name(name, sizeof name, &rm->inv, 1 - rm->side);
            rm->in_fd = openat(rm->lobby.dir, name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
        }
        /* Lines heard before the player's round began count from its
         * start. */
        const match_lines_witness *lw = lines_of(rm, w);
        hearing h = { rm, l.f, now, lw ? game_time(w, now) : 0 };
        char buf[RECORDER_MATCH_READ_MAX];
        ssize_t got = rm->in_fd >= 0 ? read(rm->in_fd, buf, sizeof buf) : 0;
        if (got > 0)
            match_entry_lines_take(&rm->in, buf, (size_t)got, hear, &h);
        if (lw)
            lines_advance(rm, lw, w, now);
        /* Reports go on after the match is decided here: the other side
         * may need them to come to the same verdict. */
        report(rm, w, now);
        if (match_tick(&rm->m, now) && rm->m.forfeit == 1 - rm->side) {
            match_msg silent = { .kind = MATCH_MSG_SILENT };
            say_msg(rm, &silent, now);
        }
        file_result(rm);
        if (lw) {
            int64_t t = h.t > last_move_t(w) ? h.t : last_move_t(w);
            lw->referee(rm->lines, &rm->m, rm->side, rm->lines_round, t);
            char line[MATCH_GAME_LINE_MAX];
            while (lw->hand(rm->lines, t, line, sizeof line))
                fputs(line, l.f);
        }
    }
    list_end(&l);
}

/* A line the player's process sends: of the referee's, only its leaving
 * is heard; a game's own line is passed on, unless the game's witness
 * reads its lines from the witnessed game. */
static void take_line(recorder_match *rm, const char *line, size_t n, int64_t now)
{
    match_msg msg;
    if (!rm->on)
        return;
    if (match_line_decode(line, n, &msg)) {
        if (msg.kind == MATCH_MSG_LEAVE)
            leave(rm, now);
        return;
    }
    if (rm->g->race->lines || n + 1 > MATCH_GAME_LINE_MAX || memchr(line, '\n', n)
        || memchr(line, '\0', n))
        return;
    char copy[MATCH_GAME_LINE_MAX + 1];
    memcpy(copy, line, n);
    copy[n] = '\n';
    copy[n + 1] = '\0';
    write_line(rm, copy);
}

static void wait(recorder_match *rm, const char *game, int64_t now, recorder_match_answer *a)
{
    char why[HOST_WHY_MAX];
    if (host_lobby_wait(&rm->lobby, game, now, why))
        say(a, "OK", "");
    else
        refuse(a, why);
}

static bool serve_lobby(recorder_match *rm, char k, const char *payload, int64_t now,
                        recorder_match_answer *a)
{
    switch (k) {
    case 'W': wait(rm, payload, now, a); break;
    case 'S': host_lobby_unwait(&rm->lobby); break;
    case 'L': list_waiters(rm, a); break;
    case 'I': invite(rm, payload, now, a); break;
    case 'V': list_invites(rm, a); break;
    case 'A': answer(rm, payload, now, a); break;
    case 'Q': answer_of(rm, payload, a); break;
    case 'X': uninvite(rm, payload); break;
    default: return false;
    }
    return true;
}

static bool serve_match(recorder_match *rm, char k, const char *payload, size_t len,
                        witness *w, int64_t now, recorder_match_answer *a)
{
    switch (k) {
    case 'O': open_match(rm, payload, now, a); break;
    case 'P': give_round(rm, payload, a); break;
    case 'R': poll_match(rm, w, now, a); break;
    case 'L': take_line(rm, payload, len, now); break;
    case 'C':
        leave(rm, now);
        close_match(rm);
        break;
    default: return false;
    }
    return true;
}

bool recorder_match_serve(recorder_match *rm, const char *kind, const char *payload, size_t len,
                          witness *w, int64_t now, recorder_match_answer *a)
{
    *a = (recorder_match_answer){ .kind = NULL };
    bool lobby = kind[0] == 'L';
    if ((!lobby && kind[0] != 'M') || !kind[1] || kind[2])
        return false;
    /* Without the lobby's directory, every question is refused. */
    if (!rm->have_lobby) {
        if (strchr(lobby ? "WLIVAQ" : "OPR", kind[1]))
            refuse(a, rm->no_lobby);
        return strchr(lobby ? "WSLIVAQX" : "OPRLC", kind[1]) != NULL;
    }
    return lobby ? serve_lobby(rm, kind[1], payload, now, a)
                 : serve_match(rm, kind[1], payload, len, w, now, a);
}

void recorder_match_end(recorder_match *rm, int64_t now)
{
    leave(rm, now);
    close_match(rm);
    if (rm->have_lobby)
        host_lobby_close(&rm->lobby);
}
