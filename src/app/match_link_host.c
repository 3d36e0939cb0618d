/* The host's end of the match link (app/match_link.h): every part a frame
 * to this player's recorder (app/host/recorder_match.h says which), which
 * keeps the lobby and the match where no player can reach them. */
#include "app/match_link.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/host/host.h"
#include "app/host/privsep.h"
#include "session/game_rules.h"
#include "util/number.h"

/* The answer's text, or NULL (why, if wanted, HOST_WHY_MAX bytes). */
static char *ask(const char *kind, const char *payload, char *why)
{
    char mine[HOST_WHY_MAX];
    size_t len;
    return privsep_request(kind, payload, strlen(payload), &len, why ? why : mine);
}

static bool ask_ok(const char *kind, const char *payload, char *why, size_t len)
{
    char reason[HOST_WHY_MAX] = "";
    char *text = ask(kind, payload, reason);
    if (!text && why)
        snprintf(why, len, "%s", reason);
    free(text);
    return text != NULL;
}

static void tell(const char *kind, const char *payload)
{
    privsep_tell(kind, payload, strlen(payload));
}

/* The next word of *s (at most cap - 1 bytes) and the space after it. */
static bool word(const char **s, char *out, size_t cap)
{
    size_t n = strcspn(*s, " \n");
    if (n == 0 || n >= cap)
        return false;
    memcpy(out, *s, n);
    out[n] = '\0';
    *s += n;
    if (**s == ' ')
        (*s)++;
    return true;
}

static bool number(const char **s, long max, long *out)
{
    char w[24];
    uint64_t v;
    if (!word(s, w, sizeof w) || !number_parse(w, strlen(w), (uint64_t)max, &v))
        return false;
    *out = (long)v;
    return true;
}

/* Each line of text (at most max) read by one, into out; how many. */
static int lines(char *text, void *out, size_t size, int max,
                 bool (*one)(const char *line, void *into))
{
    int n = 0;
    for (char *line = text; line && *line && n < max;) {
        char *nl = strchr(line, '\n');
        if (nl)
            *nl = '\0';
        if (one(line, (char *)out + (size_t)n * size))
            n++;
        line = nl ? nl + 1 : NULL;
    }
    free(text);
    return n;
}

static bool hostlink_wait_start(const char *game, char *why, size_t len)
{
    return ask_ok("LW", game, why, len);
}

static void hostlink_wait_stop(void)
{
    tell("LS", "");
}

/* "PID GAME LOGIN" */
static bool waiter_line(const char *line, void *into)
{
    link_waiter *w = into;
    return number(&line, 1L << 30, &w->pid) && word(&line, w->game, sizeof w->game)
           && word(&line, w->player, sizeof w->player);
}

static int hostlink_waiters(link_waiter *out, int max)
{
    return lines(ask("LL", "", NULL), out, sizeof *out, max, waiter_line);
}

static bool hostlink_invite_send(const link_invite *inv, char *why, size_t len)
{
    /* The recorder draws the seed: the one in params is not used. */
    char line[LINK_FILE_MAX];
    snprintf(line, sizeof line, "%ld %d %s", inv->waiter, inv->best_of, inv->params);
    return ask_ok("LI", line, why, len);
}

/* "INVITER BEST GAME LOGIN PARAMS", the params with no seed of the
 * match's. */
static bool invite_line(const char *line, void *into)
{
    link_invite *inv = into;
    long best;
    *inv = (link_invite){ .waiter = 0 };
    if (!number(&line, 1L << 30, &inv->inviter) || !number(&line, MATCH_BEST_OF_MAX, &best)
        || !word(&line, inv->game, sizeof inv->game) || !word(&line, inv->player, sizeof inv->player)
        || !word(&line, inv->params, sizeof inv->params))
        return false;
    inv->best_of = (int)best;
    return true;
}

static int hostlink_invites(link_invite *out, int max)
{
    return lines(ask("LV", "", NULL), out, sizeof *out, max, invite_line);
}

static bool hostlink_answer(const link_invite *inv, bool accept)
{
    char line[48];
    snprintf(line, sizeof line, "%ld %d", inv->inviter, accept ? 1 : 0);
    return ask_ok("LA", line, NULL, 0);
}

static int hostlink_answer_of(const link_invite *inv)
{
    char line[24];
    snprintf(line, sizeof line, "%ld", inv->waiter);
    char *text = ask("LQ", line, NULL);
    int answer = !text ? 0 : strcmp(text, "accept") == 0 ? 1 : strcmp(text, "decline") == 0 ? 0 : -1;
    free(text);
    return answer;
}

static void hostlink_invite_remove(const link_invite *inv)
{
    char line[24];
    snprintf(line, sizeof line, "%ld", inv->waiter);
    tell("LX", line);
}

static bool hostlink_open(link_channel *c, const link_invite *inv, int side, char *why, size_t len)
{
    *c = (link_channel){ .inv = *inv, .side = side, .out_fd = -1, .in_fd = -1 };
    char line[48];
    snprintf(line, sizeof line, "%d %ld", side, side == 0 ? inv->waiter : inv->inviter);
    return ask_ok("MO", line, why, len);
}

static bool hostlink_round(link_channel *c, int round, char *params, size_t len)
{
    (void)c;
    char line[16];
    snprintf(line, sizeof line, "%d", round);
    char *text = ask("MP", line, NULL);
    bool ok = text && strlen(text) < len;
    if (ok)
        snprintf(params, len, "%s", text);
    free(text);
    return ok;
}

/* The recorder writes this side's reports from what it witnessed: of
 * the referee's lines only leaving goes to it, and a game's own. */
static bool hostlink_send(link_channel *c, const char *line)
{
    size_t n = strlen(line);
    if (n && line[n - 1] == '\n')
        n--;
    match_msg msg;
    bool referees = match_line_decode(line, n, &msg);
    if (referees && msg.kind != MATCH_MSG_LEAVE)
        return true;
    /* Nor its game's own lines where the recorder reads them from the
     * game it witnesses, and would drop them. */
    const session_game *g = session_game_named(c->inv.game);
    if (!referees && g && g->race && g->race->lines)
        return true;
    return privsep_tell("ML", line, n);
}

static void hostlink_receive(link_channel *c, void (*take)(void *ctx, const char *line, size_t n),
                         void *ctx)
{
    size_t len;
    char why[HOST_WHY_MAX];
    char *text = privsep_request("MR", "", 0, &len, why);
    if (text)
        match_entry_lines_take(&c->in, text, len, take, ctx);
    free(text);
}

static void hostlink_close(link_channel *c)
{
    (void)c;
    tell("MC", "");
}

static void hostlink_live(const char *game, const char *params, const session_log *log,
                      session_live now)
{
    live_tell(&privsep_live_sink, game, params, log, now);
}

const link_end link_host_end = {
    hostlink_wait_start, hostlink_wait_stop, hostlink_waiters, hostlink_invite_send, hostlink_invites,
    hostlink_answer, hostlink_answer_of, hostlink_invite_remove, hostlink_open, hostlink_round, hostlink_send,
    hostlink_receive, hostlink_close, hostlink_live,
};
