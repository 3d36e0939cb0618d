/* A match's file and a ladder's file as text, and back (app/host/
 * host_ladder_file.h has the format). */
#include "app/host/host_ladder_file.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/number.h"

#define MATCH_HEAD "hexpuzzle-match 1"
#define LADDER_HEAD "hexpuzzle-ladder 1"

enum { FIELDS_MAX = 8, BILLION = 1000000000 };

/* ------------------------------------------------------------ writing */

/* A growing text: the one FILE of open_memstream, so that no length is
 * worked out twice. */
typedef struct {
    char *text;
    size_t len;
    FILE *f;
} text_out;

static bool text_begin(text_out *t)
{
    t->text = NULL;
    t->len = 0;
    t->f = open_memstream(&t->text, &t->len);
    return t->f != NULL;
}

static char *text_end(text_out *t, size_t *len)
{
    if (fclose(t->f) != 0) {
        free(t->text);
        return NULL;
    }
    *len = t->len;
    return t->text;
}

static uint64_t billionths(double x)
{
    return (uint64_t)llround(x * BILLION);
}

char *host_match_format(const host_match *m, const char *game, size_t *len)
{
    text_out t;
    if (!text_begin(&t))
        return NULL;
    fprintf(t.f, MATCH_HEAD "\ngame %s\nid %s\nwhen %" PRId64 "\nwinner %s\nloser %s\n", game,
            m->id, m->when, m->winner, m->loser);
    return text_end(&t, len);
}

char *host_ladder_format(const host_ladder *l, const char *game, size_t *len)
{
    text_out t;
    if (!text_begin(&t))
        return NULL;
    fprintf(t.f, LADDER_HEAD "\ngame %s\nseq %" PRIu64 "\n", game, l->seq);
    for (size_t i = 0; i < l->nplayers; i++) {
        const host_ladder_player *p = &l->players[i];
        fprintf(t.f,
                "player %s %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu32 " %" PRIu32 " %" PRId64 "\n",
                p->login, billionths(p->rating.rating), billionths(p->rating.rd),
                billionths(p->rating.volatility), p->won, p->played, p->last);
    }
    for (size_t i = 0; i < l->nhistory; i++) {
        const host_match *m = &l->history[i];
        fprintf(t.f, "match %s %" PRId64 " %s %s\n", m->id, m->when, m->winner, m->loser);
    }
    return text_end(&t, len);
}

/* ------------------------------------------------------------ reading */

/* The lines of a text, each cut into its fields at single spaces. */
typedef struct {
    char *copy, *at, *end;
    char *field[FIELDS_MAX];
    size_t nfields;
} lines;

static bool lines_begin(lines *ls, const char *text, size_t len)
{
    /* A NUL inside is no text of ours, and would end a field early. */
    if (memchr(text, '\0', len) || (ls->copy = malloc(len + 1)) == NULL)
        return false;
    memcpy(ls->copy, text, len);
    ls->copy[len] = '\0';
    ls->at = ls->copy;
    ls->end = ls->copy + len;
    return true;
}

/* The next line into ls->field: false at the end, or on a line that is
 * not whole (no newline), has an empty field or too many. */
static bool next_line(lines *ls)
{
    if (ls->at >= ls->end)
        return false;
    char *nl = strchr(ls->at, '\n');
    if (!nl)
        return false;
    *nl = '\0';
    ls->nfields = 0;
    for (char *p = ls->at;;) {
        char *sp = strchr(p, ' ');
        if (sp)
            *sp = '\0';
        if (!*p || ls->nfields == FIELDS_MAX)
            return false;
        ls->field[ls->nfields++] = p;
        if (!sp)
            break;
        p = sp + 1;
    }
    ls->at = nl + 1;
    return true;
}

/* The next line, key and all, with exactly n fields after its key. */
static bool next_keyed(lines *ls, const char *key, size_t n)
{
    return next_line(ls) && ls->nfields == n + 1 && strcmp(ls->field[0], key) == 0;
}

static bool head_line(lines *ls, const char *head)
{
    char *nl = strchr(ls->at, '\n');
    size_t n = strlen(head);
    if (!nl || (size_t)(nl - ls->at) != n || memcmp(ls->at, head, n) != 0)
        return false;
    ls->at = nl + 1;
    return true;
}

static bool number_of(const char *s, uint64_t max, uint64_t *out)
{
    return number_parse(s, strlen(s), max, out);
}

static bool time_of(const char *s, int64_t *out)
{
    uint64_t v;
    if (!number_of(s, INT64_MAX, &v))
        return false;
    *out = (int64_t)v;
    return true;
}

static bool copy_field(char *dst, size_t cap, const char *s)
{
    size_t n = strlen(s);
    if (n >= cap)
        return false;
    memcpy(dst, s, n + 1);
    return true;
}

/* Fields at f: ID WHEN WINNER LOSER. */
static bool match_fields(char **f, host_match *m)
{
    return copy_field(m->id, sizeof m->id, f[0]) && time_of(f[1], &m->when)
           && copy_field(m->winner, sizeof m->winner, f[2])
           && copy_field(m->loser, sizeof m->loser, f[3]) && host_match_ok(m);
}

bool host_match_parse(const char *text, size_t len, const char *game, host_match *m)
{
    lines ls;
    if (!lines_begin(&ls, text, len))
        return false;
    memset(m, 0, sizeof *m);
    char *f[4];
    static const char *const keys[] = { "id", "when", "winner", "loser" };
    bool ok = head_line(&ls, MATCH_HEAD) && next_keyed(&ls, "game", 1)
              && strcmp(ls.field[1], game) == 0;
    for (size_t i = 0; ok && i < 4; i++)
        if ((ok = next_keyed(&ls, keys[i], 1)))
            f[i] = ls.field[1];
    ok = ok && ls.at == ls.end && match_fields(f, m);
    free(ls.copy);
    return ok;
}

/* RATING RD VOLATILITY in billionths: within glicko2's bounds. */
static bool rating_fields(char **f, glicko2_rating *r)
{
    uint64_t v[3];
    for (int i = 0; i < 3; i++)
        if (!number_of(f[i], (uint64_t)GLICKO2_RATING_MAX * BILLION, &v[i]))
            return false;
    *r = (glicko2_rating){ (double)v[0] / BILLION, (double)v[1] / BILLION,
                           (double)v[2] / BILLION };
    glicko2_rating b = glicko2_bounded(*r);
    return b.rating == r->rating && b.rd == r->rd && b.volatility == r->volatility;
}

static bool player_fields(char **f, const host_ladder *l, host_ladder_player *p)
{
    uint64_t won, played;
    if (!copy_field(p->login, sizeof p->login, f[0]) || !host_login_ok(p->login)
        || !rating_fields(f + 1, &p->rating) || !number_of(f[4], UINT32_MAX, &won)
        || !number_of(f[5], UINT32_MAX, &played) || won > played || !time_of(f[6], &p->last))
        return false;
    p->won = (uint32_t)won;
    p->played = (uint32_t)played;
    for (size_t i = 0; i < l->nplayers; i++)
        if (strcmp(l->players[i].login, p->login) == 0)
            return false;
    return true;
}

bool host_ladder_parse(const char *text, size_t len, const char *game, host_ladder *l)
{
    lines ls;
    if (!lines_begin(&ls, text, len))
        return false;
    host_ladder_init(l);
    bool ok = head_line(&ls, LADDER_HEAD) && next_keyed(&ls, "game", 1)
              && strcmp(ls.field[1], game) == 0 && next_keyed(&ls, "seq", 1)
              && number_of(ls.field[1], UINT64_MAX, &l->seq);
    while (ok && ls.at < ls.end) {
        ok = next_line(&ls);
        if (!ok)
            break;
        if (strcmp(ls.field[0], "player") == 0 && ls.nfields == 8 && l->nhistory == 0
            && l->nplayers < HOST_LADDER_PLAYERS)
            ok = player_fields(ls.field + 1, l, &l->players[l->nplayers]) && ++l->nplayers;
        else if (strcmp(ls.field[0], "match") == 0 && ls.nfields == 5
                 && l->nhistory < HOST_LADDER_HISTORY)
            ok = match_fields(ls.field + 1, &l->history[l->nhistory++]);
        else
            ok = false;
    }
    free(ls.copy);
    return ok;
}
