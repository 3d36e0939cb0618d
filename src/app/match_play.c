/* A race on the terminal (app/match_play.h). */
#include "app/match_play.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app/cli.h"
#include "app/games.h"
#include "app/player.h"
#include "app/settings.h"
#include "session/params_seed.h"
#include "tui/play.h"
#include "tui/term.h"
#include "util/escape.h"

typedef struct {
    const session_game *rules;
    match m;
    link_channel ch;
    int side;
    int round;                /* the round this side plays */
    bool opened;              /* its opening move was played */
    uint64_t seed;            /* the match's */
    match_msg last, sent;     /* the last report made, and sent */
    long long sent_at, decided_at;
    char opponent[4 * LINK_NAME_MAX];   /* escaped */
    const void *state;        /* this side's game, as last polled */
    const match_extra *extra; /* what the game's match adds, if anything */
    void *more;               /* ...its state */
    char verdict[128];        /* the round's, once decided, for the end box */
} race;

static long long link_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void hear(void *ctx, const char *line, size_t n)
{
    race *r = ctx;
    match_msg msg;
    if (match_line_decode(line, n, &msg))
        match_hear(&r->m, 1 - r->side, &msg, link_now());
    else if (r->more)
        r->extra->hear(r->more, line, n);
}

static bool same_report(const match_msg *a, const match_msg *b)
{
    return a->round == b->round && a->p.solved == b->p.solved && a->p.flags == b->p.flags
           && a->p.mistakes == b->p.mistakes && a->p.cleared == b->p.cleared
           && a->p.lost == b->p.lost;
}

static void send(race *r, const match_msg *msg, long long now)
{
    char line[MATCH_LINE_MAX];
    if (match_line_encode(msg, line, sizeof line))
        link_send(&r->ch, line);
    r->sent = *msg;
    r->sent_at = now;
}

/* This side's progress: to the referee, and to the other side when it
 * changed (at most every tenth of a second) or a beat is due. */
static void report(race *r, play *p, long long now)
{
    const session *s = play_session(p);
    match_msg msg = { .kind = MATCH_MSG_RACE, .round = r->round };
    r->rules->race->progress(session_state(s), play_now(p), &msg.p);
    match_hear(&r->m, r->side, &msg, now);
    r->last = msg;
    bool changed = !same_report(&msg, &r->sent);
    bool ended = msg.p.cleared || msg.p.lost;
    if ((changed && (ended || now - r->sent_at >= 100)) || now - r->sent_at >= MATCH_BEAT_MS / 2)
        send(r, &msg, now);
}

static void line_of(void *ctx, char *buf, size_t len);

/* A round's opening (the board's first reveal, the same cell on both
 * sides) goes before any move of the player's: played in the poll that
 * began the round, before the loop waits for input, so that a click
 * already on its way cannot become the first reveal and make this side
 * another board. */
static void open_round(race *r, play *p)
{
    char move[SESSION_MOVE_TEXT];
    if (r->opened || !r->rules->race->opening)
        return;
    r->opened = true;
    if (r->rules->race->opening(session_state(play_session(p)), move, sizeof move))
        play_send(p, move);
}

static int poll_link(void *ctx, play *p)
{
    race *r = ctx;
    long long now = link_now();
    /* What came in is heard before this side's report and the look at
     * the time: woken from a stop, a "silent" waiting for it decides,
     * and its own report, late, restarts the count of the other's
     * silence (session/match.h, BOTH STOPPED). */
    link_receive(&r->ch, hear, r);
    /* Reports go on after the match is decided here: the other side may
     * need them to come to the same verdict. */
    open_round(r, p);
    report(r, p, now);
    if (match_tick(&r->m, now) && r->m.forfeit == 1 - r->side) {
        match_msg silent = { .kind = MATCH_MSG_SILENT };
        send(r, &silent, now);
    }
    if (r->more)
        r->extra->poll(r->more, p, &r->ch, now, &r->m, r->side, r->round);
    if (!match_over(&r->m) && r->m.round > r->round) {
        if (!r->decided_at)
            r->decided_at = now;
        if (now - r->decided_at >= MATCH_BREAK_MS) {
            play_next_game(p);
            open_round(r, p);
        }
    }
    r->state = session_state(play_session(p));
    r->verdict[0] = '\0';
    if (match_over(&r->m) || r->m.round > r->round)
        line_of(r, r->verdict, sizeof r->verdict);
    return MATCH_POLL_MS;
}

/* The line's first word: the game's for its kind of match, else Race. */
static const char *word(const race *r)
{
    const char *w = r->more && r->extra->word ? r->extra->word(r->more) : NULL;
    return w ? w : "Race";
}

static const char *said(int winner, int side)
{
    return winner == MATCH_DRAW ? "drawn" : winner == side ? "you won" : "you lost";
}

static void line_of(void *ctx, char *buf, size_t len)
{
    const race *r = ctx;
    const match *m = &r->m;
    int me = r->side, other = 1 - r->side;
    if (match_over(m)) {
        if (m->forfeit == other && m->silent)
            snprintf(buf, len, "Match: you won: %s went silent for %d s. q leaves.", r->opponent,
                     (int)(m->grace_ms / 1000));
        else if (m->forfeit == other)
            snprintf(buf, len, "Match: you won: %s left. q leaves.", r->opponent);
        else if (m->forfeit == me)
            snprintf(buf, len, "Match: you lost by forfeit. q leaves.");
        else
            snprintf(buf, len, "Match: %s %d-%d against %s. q leaves.", said(m->winner, me),
                     m->wins[me], m->wins[other], r->opponent);
        return;
    }
    if (m->round > r->round) {
        long long left = (MATCH_BREAK_MS - (link_now() - r->decided_at) + 999) / 1000;
        snprintf(buf, len, "Round %d: %s. %d-%d. Round %d in %lld s (n: now)", r->round + 1,
                 said(m->round_winner[r->round], me), m->wins[me], m->wins[other], r->round + 2,
                 left < 0 ? 0 : left);
        return;
    }
    char them[48];
    match_side_words(&r->m, r->rules, r->state, 1 - r->side, them, sizeof them);
    snprintf(buf, len, "%s vs %s: %s | round %d of %d, %d-%d", word(r),
             r->opponent, them, r->round + 1,
             m->best_of, m->wins[me], m->wins[other]);
}

static bool allows(void *ctx, play_action a, const char *move, char *why, size_t len)
{
    race *r = ctx;
    const session_game *g = r->rules;
    bool ok;
    if (move) {
        const char *refused[] = { g->pause_move, g->resume_move, g->undo_move, g->restart_move,
                                  g->race->assist_move };
        ok = true;
        for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
            ok &= !(refused[i] && strcmp(move, refused[i]) == 0);
    } else if (a == PLAY_NEW) {
        ok = r->m.round > r->round && !match_over(&r->m);
    } else {
        ok = a == PLAY_QUIT || a == PLAY_HELP;
    }
    if (!ok)
        snprintf(why, len, "%s", a == PLAY_NEW ? "Not before this round is decided"
                                                : "Not in a race: no pause, undo or help");
    return ok;
}

/* Once the match is decided, a round still in play has nothing to lose. */
static bool settled(void *ctx)
{
    const race *r = ctx;
    return match_over(&r->m);
}

/* The next round's seed: the play loop's next game is the next round. */
static uint64_t next_round_seed(void *ctx, const char *game, uint64_t seed)
{
    (void)game;
    (void)seed;
    race *r = ctx;
    r->round++;
    r->opened = false;
    r->decided_at = 0;
    r->state = NULL;
    if (r->more)
        r->extra->round(r->more, r->round);
    char params[SESSION_PARAMS];
    uint64_t next;
    if (link_round(&r->ch, r->round, params, sizeof params)
        && session_params_seed(r->rules, params, &next))
        return next;
    return match_round_seed(r->rules, r->seed, r->round);
}

int match_play(const link_invite *inv, int side, const char *opponent, const char *prog)
{
    const app_game *g = app_game_named(inv->game);
    if (!g || !g->rules->race)
        return cli_fail(prog, "%s cannot be raced", inv->game);
    static race r;
    r = (race){ .rules = g->rules, .side = side, .last = { .round = -1 }, .sent = { .round = -1 } };
    /* ASCII: the line is drawn a cell a byte. */
    escape_bytes(r.opponent, sizeof r.opponent, opponent, false);
    char err[256];
    if (!session_params_seed(g->rules, inv->params, &r.seed))
        return cli_fail(prog, "the match's game has no seed: %s", inv->params);
    keymap keys;
    if (!app_keymap(g->keys, &keys, err, sizeof err))
        return cli_fail(prog, "%s", err);
    if (!term_usable(err, sizeof err))
        return cli_fail(prog, "%s", err);
    if (!match_init(&r.m, g->rules->race->rule, inv->best_of, MATCH_GRACE_MS, link_now()))
        return cli_fail(prog, "a match is best of 1, 3 or 5");
    if (!link_open(&r.ch, inv, side, err, sizeof err))
        return cli_fail(prog, "%s", err);
    /* The first round's params come from the link when it starts: on the
     * host nobody knew its seed before. */
    char params[SESSION_PARAMS];
    if (!link_round(&r.ch, 0, params, sizeof params)) {
        link_close(&r.ch);
        return cli_fail(prog, "the match's first round cannot be had");
    }
    /* What the game's matches add, and its front end's options for them
     * (its end box, the other side's well). */
    const void *fe_own = NULL;
    r.extra = g->match;
    r.more = r.extra ? r.extra->start(inv->params, player_login(), opponent, r.verdict, &fe_own)
                     : NULL;
    const session_hooks hooks = { .ctx = &r, .live = link_live, .next_seed = next_round_seed };
    const play_partner partner = { &r, poll_link, line_of, allows, settled };
    play_options po = {
        .game = g->front_end,
        .ui = { .keys = &keys, .own = fe_own, .in_match = true },
        .params = params,
        .colour = cli_colour_wanted(false) && !config_is(app_settings(), "color", "no"),
        .hooks = &hooks,
        .held = app_held_keys(),
        .partner = &partner,
    };
    err[0] = '\0';
    int status = play_run(&po, err, sizeof err);
    if (!match_over(&r.m)) {
        match_msg leave = { .kind = MATCH_MSG_LEAVE };
        send(&r, &leave, link_now());
    }
    link_close(&r.ch);
    if (r.more)
        r.extra->stop(r.more);
    if (status == CLI_FAIL && err[0])
        return cli_fail(prog, "%s", err);
    return status;
}
