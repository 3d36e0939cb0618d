/* scores_text: the scores log in memory and as the versioned text of the
 * file: parsing it all or nothing, writing it back, validating a result. */
#include "app/scores.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/store.h"
#include "app/utc.h"
#include "scores_internal.h"
#include "session/game_rules.h"
#include "util/number.h"
#include "util/grow.h"

#define DATE_MAX INT64_C(253402300799) /* 9999-12-31T23:59:59Z */
#define HEADER "hexpuzzle-scores 4"
/* Version 3 kept no figures of a game; its files read as they are. */
#define HEADER_V3 "hexpuzzle-scores 3"
/* Version 2 had no seeded or daily tables; its files read as they are. */
#define HEADER_V2 "hexpuzzle-scores 2"
/* Version 1 named some tables otherwise: each game says how
 * (session_game.category_of_version). */
#define HEADER_V1 "hexpuzzle-scores 1"

void scores_log_init(scores_log *log)
{
    memset(log, 0, sizeof *log);
}

void scores_log_free(scores_log *log)
{
    free(log->base);
    free(log->best);
    free(log->result);
    scores_log_init(log);
}

static bool category_ok(const char *s, size_t n)
{
    if (n == 0 || n > SCORES_CATEGORY_MAX)
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
              (c >= '0' && c <= '9') || strchr("._:/+-", c)))
            return false;
    }
    return true;
}

bool scores_result_valid(const scores_result *r, char *why)
{
    size_t n = strnlen(r->category, sizeof r->category);
    if (!r->game || !session_game_at(session_game_index(r->game))) {
        store_say(why, "unknown game");
        return false;
    }
    if (n == sizeof r->category || !category_ok(r->category, n)) {
        store_say(why, "bad category");
        return false;
    }
    if ((unsigned)r->outcome > SCORES_QUIT) {
        store_say(why, "unknown outcome");
        return false;
    }
    char fits[STORE_WHY_MAX] = "";
    if (!r->game->result_fits(scores_category_base(r->category, NULL),
                              scores_outcome_name(r->outcome), r->assisted, fits, sizeof fits)) {
        store_say(why, fits);
        return false;
    }
    if (r->figure > SCORES_NUMBER_MAX) {
        store_say(why, "figure too large");
        return false;
    }
    if (r->date < 0 || r->date > DATE_MAX) {
        store_say(why, "date out of range");
        return false;
    }
    if (r->figures[0]) {
        char line[SESSION_LINE], mark[8];
        int progress;
        size_t n = strnlen(r->figures, sizeof r->figures);
        bool ok = n < sizeof r->figures && r->game->figures_read;
        for (size_t i = 0; ok && i < n; i++) {
            char c = r->figures[i];
            ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                 || strchr(":/,.-", c);
        }
        if (!ok || !r->game->figures_read(r->figures, scores_outcome_name(r->outcome), r->figure,
                                          line, sizeof line, mark, sizeof mark, &progress)) {
            store_say(why, "bad figures");
            return false;
        }
    }
    return true;
}

/* -------------------------------------------------------------- parsing */

typedef struct {
    const char *p;
    size_t n;
} span;

static bool span_is(span s, const char *word)
{
    return strlen(word) == s.n && memcmp(s.p, word, s.n) == 0;
}

/* Splits at single spaces; false for an empty field or more than max. */
static bool split(const char *line, size_t n, span *f, int max, int *count)
{
    int k = 0;
    size_t start = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i < n && line[i] != ' ')
            continue;
        if (i == start || k == max)
            return false;
        f[k].p = line + start;
        f[k].n = i - start;
        k++;
        start = i + 1;
    }
    *count = k;
    return true;
}

static bool parse_game(span s, const session_game **g)
{
    for (int i = 0; session_game_at(i); i++)
        if (span_is(s, session_game_at(i)->name)) {
            *g = session_game_at(i);
            return true;
        }
    return false;
}

static bool parse_category(span s, char *out)
{
    if (!category_ok(s.p, s.n))
        return false;
    memcpy(out, s.p, s.n);
    out[s.n] = '\0';
    return true;
}

/* Game and category (fields 1 and 2), in the names of this version. */
static bool parse_table(const span *f, int version, const session_game **g, char *category,
                        char *why)
{
    if (!parse_game(f[1], g)) {
        store_say(why, "unknown game");
        return false;
    }
    if (!parse_category(f[2], category)) {
        store_say(why, "bad category");
        return false;
    }
    char now[SCORES_CATEGORY_MAX + 1];
    if ((*g)->category_of_version) {
        if (!(*g)->category_of_version(version, category, now, sizeof now)) {
            store_say(why, "a category its version did not have");
            return false;
        }
        memcpy(category, now, sizeof now);
    }
    return true;
}

/* Fields 1..7 of a best or result line, and 8 when there is one. */
static bool parse_result(const span *f, int nf, int version, scores_result *r, char *why)
{
    uint64_t assisted;
    memset(r, 0, sizeof *r);
    bool outcome = false;
    for (int i = 0; i < 4; i++)
        if (span_is(f[3], scores_outcome_name((scores_outcome)i))) {
            r->outcome = (scores_outcome)i;
            outcome = true;
        }
    if (!parse_table(f, version, &r->game, r->category, why))
        return false;
    if (!outcome)
        store_say(why, "unknown outcome");
    else if (!number_parse(f[4].p, f[4].n, SCORES_NUMBER_MAX, &r->figure))
        store_say(why, "bad figure");
    else if (!number_parse(f[5].p, f[5].n, 1, &assisted))
        store_say(why, "assisted must be 0 or 1");
    else if (!number_parse(f[6].p, f[6].n, UINT64_MAX, &r->seed))
        store_say(why, "bad seed");
    else if (!utc_parse(f[7].p, f[7].n, &r->date))
        store_say(why, "bad date");
    else if (nf == 9 && f[8].n >= sizeof r->figures)
        store_say(why, "bad figures");
    else {
        r->assisted = assisted == 1;
        if (nf == 9) {
            memcpy(r->figures, f[8].p, f[8].n);
            r->figures[f[8].n] = '\0';
        }
        return scores_result_valid(r, why);
    }
    return false;
}

static bool parse_base(const span *f, int nf, int version, scores_base *b, char *why)
{
    memset(b, 0, sizeof *b);
    uint64_t *v[5] = { &b->played, &b->won, &b->streak, &b->best_streak, &b->helped };
    if (!parse_table(f, version, &b->game, b->category, why))
        return false;
    for (int i = 0; i < nf - 3; i++)
        if (!number_parse(f[3 + i].p, f[3 + i].n, SCORES_NUMBER_MAX,
                             v[i])) {
            store_say(why, "bad number");
            return false;
        }
    if (b->played == 0 || b->won > b->played || b->helped > b->played - b->won ||
        b->best_streak > b->won ||
        b->streak > b->best_streak) {
        store_say(why, "inconsistent counts");
        return false;
    }
    char fits[STORE_WHY_MAX] = "";
    if (!b->game->result_fits(scores_category_base(b->category, NULL), "quit", false, fits,
                              sizeof fits)) {
        store_say(why, fits);
        return false;
    }
    if (scores_is_scored(b->game, b->category) && b->won != 0) {
        store_say(why, "a table of scores has no wins");
        return false;
    }
    return true;
}

static int base_cmp(const void *a, const void *b)
{
    const scores_base *x = a, *y = b;
    return scores_key_cmp(x->game, x->category, y->game, y->category);
}

/* What folding guarantees and the tables rely on: one base line per
 * category, and a category's best lines (at most SCORES_TOP) under a base
 * line that counted them. NULL if all holds, else the reason. */
static const char *check_folded(const scores_log *log)
{
    if (log->nbase == 0)
        return log->nbest ? "a best line without a base line" : NULL;
    scores_base *copy = malloc(log->nbase * sizeof *copy);
    uint64_t *count = calloc(log->nbase, sizeof *count);
    const char *bad = NULL;
    if (!copy || !count) {
        bad = "out of memory";
        goto done;
    }
    memcpy(copy, log->base, log->nbase * sizeof *copy);
    qsort(copy, log->nbase, sizeof *copy, base_cmp);
    for (size_t i = 1; i < log->nbase && !bad; i++)
        if (base_cmp(&copy[i - 1], &copy[i]) == 0)
            bad = "two base lines for one category";
    for (size_t i = 0; i < log->nbest && !bad; i++) {
        scores_base key = { .game = log->best[i].game };
        memcpy(key.category, log->best[i].category, sizeof key.category);
        scores_base *b = bsearch(&key, copy, log->nbase, sizeof *copy,
                                 base_cmp);
        if (!b) {
            bad = "a best line without a base line";
            break;
        }
        uint64_t *c = &count[b - copy];
        uint64_t limit = scores_is_scored(b->game, b->category) ? b->played
                                                           : b->won;
        /* A top 10, and the best marked result below it (scores_append). */
        if (++*c > SCORES_TOP + 1 || *c > limit)
            bad = "more best lines than its base line counted";
    }
done:
    free(copy);
    free(count);
    return bad;
}

bool scores_parse(const char *buf, size_t len, scores_log *log, char *why)
{
    char reason[STORE_WHY_MAX] = "";
    size_t cap_base = 0, cap_best = 0, cap_result = 0;
    static const char *const headers[] = { NULL, HEADER_V1, HEADER_V2, HEADER_V3, HEADER };
    int version = 4;
    for (int v = 1; v < 4; v++) {
        size_t h = strlen(headers[v]);
        if (len > h && memcmp(buf, headers[v], h) == 0 && buf[h] == '\n')
            version = v;
    }
    store_lines lines = { .buf = buf, .len = len,
                          .max_len = version < 4 ? 200 : SCORES_LINE_MAX,
                          .max_lines = SCORES_LINES_MAX,
                          .header = headers[version],
                          .strict = true };
    const char *line;
    size_t n;
    int phase = 0; /* 0 base, 1 best, 2 result, 3 after end */
    int got;
    scores_log_init(log);
    while ((got = store_next_line(&lines, &line, &n, reason)) !=
           STORE_LINE_END) {
        if (got == STORE_LINE_BAD)
            goto bad;
        span f[9];
        int nf;
        if (phase == 3) {
            store_say(reason, "text after the end line");
            goto bad;
        }
        if (!split(line, n, f, version < 4 ? 8 : 9, &nf)) {
            store_say(reason, "bad spacing or too many fields");
            goto bad;
        }
        if (span_is(f[0], "end")) {
            uint64_t count;
            size_t records = log->nbase + log->nbest + log->nresult;
            if (nf != 2 ||
                !number_parse(f[1].p, f[1].n, SCORES_LINES_MAX, &count) ||
                count != records) {
                store_say(reason, "end line does not match the line count");
                goto bad;
            }
            phase = 3;
        } else if (span_is(f[0], "base")) {
            if (phase > 0 || nf < 7 || nf > 8) {
                store_say(reason, phase > 0 ? "base line out of order"
                                      : "base needs 6 or 7 fields");
                goto bad;
            }
            if (!grow_for_one(&log->base, &cap_base, log->nbase, sizeof *log->base, 16)) {
                store_say(reason, "out of memory");
                goto bad;
            }
            if (!parse_base(f, nf, version, &log->base[log->nbase], reason))
                goto bad;
            log->nbase++;
        } else if (span_is(f[0], "best") || span_is(f[0], "result")) {
            bool best = span_is(f[0], "best");
            int want = best ? 1 : 2;
            if (phase > want || nf < 8) {
                store_say(reason, phase > want ? "line out of order"
                                         : "a result needs 7 fields");
                goto bad;
            }
            phase = want;
            scores_result **arr = best ? &log->best : &log->result;
            size_t *cnt = best ? &log->nbest : &log->nresult;
            if (!grow_for_one(arr, best ? &cap_best : &cap_result, *cnt, sizeof **arr, 16)) {
                store_say(reason, "out of memory");
                goto bad;
            }
            if (!parse_result(f, nf, version, &(*arr)[*cnt], reason))
                goto bad;
            if (best && !scores_rankable(&(*arr)[*cnt])) {
                store_say(reason, "a best line must be a ranked game");
                goto bad;
            }
            (*cnt)++;
        } else {
            store_say(reason, "unknown line");
            goto bad;
        }
    }
    if (lines.lineno == 0) {
        store_say(why, "empty file");
        return false;
    }
    if (phase != 3) {
        store_say(why, "no end line (truncated?)");
        scores_log_free(log);
        return false;
    }
    const char *bad = check_folded(log);
    if (bad) {
        store_say(why, bad);
        scores_log_free(log);
        return false;
    }
    return true;
bad:
    store_say_line(why, lines.lineno, reason);
    scores_log_free(log);
    return false;
}

/* ----------------------------------------------------------- formatting */

typedef struct {
    char *p;
    size_t n, cap;
    bool oom;
} text;

static void put(text *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void put(text *t, const char *fmt, ...)
{
    if (t->oom)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int k = vsnprintf(t->p ? t->p + t->n : NULL, t->p ? t->cap - t->n : 0,
                          fmt, ap);
        va_end(ap);
        if (k < 0) {
            t->oom = true;
            return;
        }
        if (t->p && t->n + (size_t)k < t->cap) {
            t->n += (size_t)k;
            return;
        }
        if (!grow_to(&t->p, &t->cap, t->n + (size_t)k + 1, 1, 4096)) {
            t->oom = true;
            return;
        }
    }
}

static void put_result(text *t, const char *kind, const scores_result *r)
{
    char date[UTC_TEXT];
    utc_format(r->date, true, date);
    put(t, "%s %s %s %s %llu %d %llu %s%s%s\n", kind, r->game->name,
        r->category, scores_outcome_name(r->outcome),
        (unsigned long long)r->figure, r->assisted ? 1 : 0,
        (unsigned long long)r->seed, date, r->figures[0] ? " " : "", r->figures);
}

char *scores_format(const scores_log *log, size_t *len)
{
    text t = { 0 };
    put(&t, "%s\n", HEADER);
    for (size_t i = 0; i < log->nbase; i++) {
        const scores_base *b = &log->base[i];
        put(&t, "base %s %s %llu %llu %llu %llu", b->game->name,
            b->category, (unsigned long long)b->played,
            (unsigned long long)b->won, (unsigned long long)b->streak,
            (unsigned long long)b->best_streak);
        /* Only when there are some: a file without is as older versions
         * wrote it, and they read it still. */
        if (b->helped)
            put(&t, " %llu", (unsigned long long)b->helped);
        put(&t, "\n");
    }
    for (size_t i = 0; i < log->nbest; i++)
        put_result(&t, "best", &log->best[i]);
    for (size_t i = 0; i < log->nresult; i++)
        put_result(&t, "result", &log->result[i]);
    put(&t, "end %zu\n", log->nbase + log->nbest + log->nresult);
    if (t.oom) {
        free(t.p);
        return NULL;
    }
    *len = t.n;
    return t.p;
}

