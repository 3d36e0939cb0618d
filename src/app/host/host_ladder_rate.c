/* What a match does to a ladder in memory. */
#include "app/host/host_ladder_file.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

bool host_login_ok(const char *login)
{
    size_t n = strlen(login);
    /* "?" stands for a user the password database does not know
     * (app/player.h): no one in particular. */
    if (n < 1 || n > HOST_LOGIN_MAX || strcmp(login, "?") == 0)
        return false;
    for (size_t i = 0; i < n; i++)
        if (login[i] <= 0x20 || login[i] >= 0x7f)
            return false;
    return true;
}

bool host_match_id_ok(const char *id)
{
    if (strlen(id) != HOST_MATCH_ID_CHARS)
        return false;
    for (const char *p = id; *p; p++)
        if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f')))
            return false;
    return true;
}

bool host_match_ok(const host_match *m)
{
    return host_match_id_ok(m->id) && host_login_ok(m->winner) && host_login_ok(m->loser)
           && strcmp(m->winner, m->loser) != 0 && m->when >= 0;
}

void host_ladder_init(host_ladder *l)
{
    memset(l, 0, sizeof *l);
}

bool host_ladder_counted(const host_ladder *l, const char *id)
{
    for (size_t i = 0; i < l->nhistory; i++)
        if (strcmp(l->history[i].id, id) == 0)
            return true;
    return false;
}

int host_match_order(const host_match *a, const host_match *b)
{
    if (a->when != b->when)
        return a->when < b->when ? -1 : 1;
    return strcmp(a->id, b->id);
}

/* login's place on l, made for it if new: at the end, or, l full, in
 * place of whoever has been idle longest other than keep. */
static host_ladder_player *player_of(host_ladder *l, const char *login, const char *keep)
{
    for (size_t i = 0; i < l->nplayers; i++)
        if (strcmp(l->players[i].login, login) == 0)
            return &l->players[i];
    host_ladder_player *p = NULL;
    if (l->nplayers < HOST_LADDER_PLAYERS) {
        p = &l->players[l->nplayers++];
    } else {
        for (size_t i = 0; i < l->nplayers; i++) {
            host_ladder_player *q = &l->players[i];
            if (strcmp(q->login, keep) != 0
                && (!p || q->last < p->last
                    || (q->last == p->last && strcmp(q->login, p->login) < 0)))
                p = q;
        }
    }
    memset(p, 0, sizeof *p);
    snprintf(p->login, sizeof p->login, "%s", login);
    p->rating = glicko2_initial();
    return p;
}

static int64_t idle_days(int64_t last, int64_t now)
{
    return last > 0 && now > last ? (now - last) / HOST_LADDER_DAY_S : 0;
}

/* r to the billionth (host_ladder_file.h says why). */
static glicko2_rating rounded(glicko2_rating r)
{
    return (glicko2_rating){ round(r.rating * 1e9) / 1e9, round(r.rd * 1e9) / 1e9,
                             round(r.volatility * 1e9) / 1e9 };
}

static void count(host_ladder_player *p, bool won, int64_t when)
{
    if (p->played < UINT32_MAX) {
        p->played++;
        p->won += won;
    }
    if (when > p->last)
        p->last = when;
}

void host_ladder_apply(host_ladder *l, const host_match *m)
{
    if (host_ladder_counted(l, m->id))
        return;
    host_ladder_player *w = player_of(l, m->winner, m->loser);
    host_ladder_player *lo = player_of(l, m->loser, m->winner);
    glicko2_rating a = glicko2_idle(w->rating, idle_days(w->last, m->when));
    glicko2_rating b = glicko2_idle(lo->rating, idle_days(lo->last, m->when));
    glicko2_match(&a, &b);
    w->rating = rounded(a);
    lo->rating = rounded(b);
    count(w, true, m->when);
    count(lo, false, m->when);
    if (l->nhistory == HOST_LADDER_HISTORY) {
        memmove(&l->history[0], &l->history[1], (HOST_LADDER_HISTORY - 1) * sizeof l->history[0]);
        l->nhistory--;
    }
    l->history[l->nhistory++] = *m;
}
