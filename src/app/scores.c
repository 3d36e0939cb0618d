/* scores: the scores file's parser and writer, folding old results, the
 * top-10 tables and statistics, and recording under the lock. */
#include "app/scores.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/store.h"

#define DATE_MAX INT64_C(253402300799) /* 9999-12-31T23:59:59Z */
#define HEADER "hexpuzzle-scores 1"

static const char *const game_names[] = { "hexmines", "hextris" };
static const char *const outcome_names[] = { "won", "lost", "over", "quit" };

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

const char *scores_game_name(scores_game g)
{
    return (unsigned)g < 2 ? game_names[g] : "?";
}

const char *scores_outcome_name(scores_outcome o)
{
    return (unsigned)o < 4 ? outcome_names[o] : "?";
}

bool scores_category_custom(char *buf, size_t cap, bool hexagon, int width,
                            int height, int mines, bool classic)
{
    int n = snprintf(buf, cap, "%s:%dx%d/%d%s", hexagon ? "hex" : "rect",
                     width, height, mines, classic ? ":classic" : "");
    return n > 0 && (size_t)n < cap && n <= SCORES_CATEGORY_MAX;
}

/* ------------------------------------------------------------ the rules */

static bool is_marathon(scores_game g, const char *category)
{
    return g == SCORES_HEXTRIS && strcmp(category, "marathon") == 0;
}

/* Whether r belongs in its category's top table. */
static bool rankable(const scores_result *r)
{
    if (r->game == SCORES_HEXMINES)
        return r->outcome == SCORES_WON && !r->assisted;
    if (is_marathon(r->game, r->category))
        return true;
    return r->outcome == SCORES_WON;
}

/* < 0 when a ranks above b (same category), by figure alone. */
static int figure_cmp(const scores_result *a, const scores_result *b)
{
    int c = (a->figure > b->figure) - (a->figure < b->figure);
    return is_marathon(a->game, a->category) ? -c : c;
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
    if ((unsigned)r->game > SCORES_HEXTRIS) {
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
    if (r->game == SCORES_HEXMINES) {
        if (r->outcome == SCORES_OVER) {
            store_say(why, "hexmines has no outcome 'over'");
            return false;
        }
    } else {
        bool marathon = strcmp(r->category, "marathon") == 0;
        if (!marathon && strcmp(r->category, "sprint") != 0) {
            store_say(why, "hextris category must be marathon or sprint");
            return false;
        }
        if (r->outcome == SCORES_LOST ||
            (marathon && r->outcome == SCORES_WON)) {
            store_say(why, "outcome not possible in this mode");
            return false;
        }
        if (r->assisted) {
            store_say(why, "hextris games are never assisted");
            return false;
        }
    }
    if (r->figure > SCORES_NUMBER_MAX) {
        store_say(why, "figure too large");
        return false;
    }
    if (r->date < 0 || r->date > DATE_MAX) {
        store_say(why, "date out of range");
        return false;
    }
    return true;
}

/* ---------------------------------------------------------------- dates */

/* Howard Hinnant's days_from_civil / civil_from_days, for years >= 0: no
 * timegm (not POSIX) and no dependence on the local time zone. */
static int64_t days_from_civil(int64_t y, int m, int d)
{
    y -= m <= 2;
    int64_t era = y / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(int64_t z, int *y, int *m, int *d)
{
    z += 719468;
    int64_t era = z / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = (int)(era * 400 + yoe + (*m <= 2));
}

enum { DATE_TEXT_MAX = 80 }; /* room for any int the format could see */

static void format_date(char out[DATE_TEXT_MAX], int64_t t, bool iso)
{
    int y, mo, d;
    civil_from_days(t / 86400, &y, &mo, &d);
    int s = (int)(t % 86400);
    if (iso)
        snprintf(out, DATE_TEXT_MAX, "%04d-%02d-%02dT%02d:%02d:%02dZ", y, mo, d,
                 s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(out, DATE_TEXT_MAX, "%04d-%02d-%02d %02d:%02d", y, mo, d, s / 3600,
                 s / 60 % 60);
}

static bool digits(const char *s, int n, int *out)
{
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return true;
}

static bool parse_date(const char *s, size_t n, int64_t *out)
{
    static const int mdays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30,
                                 31 };
    int y, mo, d, h, mi, se;
    if (n != 20 || s[4] != '-' || s[7] != '-' || s[10] != 'T' ||
        s[13] != ':' || s[16] != ':' || s[19] != 'Z' || !digits(s, 4, &y) ||
        !digits(s + 5, 2, &mo) || !digits(s + 8, 2, &d) ||
        !digits(s + 11, 2, &h) || !digits(s + 14, 2, &mi) ||
        !digits(s + 17, 2, &se))
        return false;
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (y < 1970 || mo < 1 || mo > 12 || d < 1 || d > mdays[mo - 1] ||
        (mo == 2 && d == 29 && !leap) || h > 23 || mi > 59 || se > 59)
        return false;
    *out = days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 + se;
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

static bool parse_game(span s, scores_game *g)
{
    for (int i = 0; i < 2; i++)
        if (span_is(s, game_names[i])) {
            *g = (scores_game)i;
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

/* Fields 1..7 of a best or result line. */
static bool parse_result(const span *f, scores_result *r, char *why)
{
    uint64_t assisted;
    memset(r, 0, sizeof *r);
    bool outcome = false;
    for (int i = 0; i < 4; i++)
        if (span_is(f[3], outcome_names[i])) {
            r->outcome = (scores_outcome)i;
            outcome = true;
        }
    if (!parse_game(f[1], &r->game))
        store_say(why, "unknown game");
    else if (!parse_category(f[2], r->category))
        store_say(why, "bad category");
    else if (!outcome)
        store_say(why, "unknown outcome");
    else if (!store_parse_u64(f[4].p, f[4].n, SCORES_NUMBER_MAX, &r->figure))
        store_say(why, "bad figure");
    else if (!store_parse_u64(f[5].p, f[5].n, 1, &assisted))
        store_say(why, "assisted must be 0 or 1");
    else if (!store_parse_u64(f[6].p, f[6].n, UINT64_MAX, &r->seed))
        store_say(why, "bad seed");
    else if (!parse_date(f[7].p, f[7].n, &r->date))
        store_say(why, "bad date");
    else {
        r->assisted = assisted == 1;
        return scores_result_valid(r, why);
    }
    return false;
}

static bool parse_base(const span *f, scores_base *b, char *why)
{
    memset(b, 0, sizeof *b);
    uint64_t *v[4] = { &b->played, &b->won, &b->streak, &b->best_streak };
    if (!parse_game(f[1], &b->game)) {
        store_say(why, "unknown game");
        return false;
    }
    if (!parse_category(f[2], b->category)) {
        store_say(why, "bad category");
        return false;
    }
    for (int i = 0; i < 4; i++)
        if (!store_parse_u64(f[3 + i].p, f[3 + i].n, SCORES_NUMBER_MAX,
                             v[i])) {
            store_say(why, "bad number");
            return false;
        }
    if (b->played == 0 || b->won > b->played || b->best_streak > b->won ||
        b->streak > b->best_streak) {
        store_say(why, "inconsistent counts");
        return false;
    }
    if (b->game == SCORES_HEXTRIS && strcmp(b->category, "marathon") != 0 &&
        strcmp(b->category, "sprint") != 0) {
        store_say(why, "hextris category must be marathon or sprint");
        return false;
    }
    if (is_marathon(b->game, b->category) && b->won != 0) {
        store_say(why, "marathon cannot be won");
        return false;
    }
    return true;
}

/* Grows *arr (of elem-sized items, *cap of them) to hold one more. */
static bool reserve(void **arr, size_t *cap, size_t n, size_t elem)
{
    if (n < *cap)
        return true;
    size_t c = *cap ? *cap * 2 : 16;
    void *p = realloc(*arr, c * elem);
    if (!p)
        return false;
    *arr = p;
    *cap = c;
    return true;
}

static int key_cmp(scores_game ga, const char *ca, scores_game gb,
                   const char *cb)
{
    if (ga != gb)
        return ga < gb ? -1 : 1;
    return strcmp(ca, cb);
}

static int base_cmp(const void *a, const void *b)
{
    const scores_base *x = a, *y = b;
    return key_cmp(x->game, x->category, y->game, y->category);
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
        uint64_t limit = is_marathon(b->game, b->category) ? b->played
                                                           : b->won;
        if (++*c > SCORES_TOP || *c > limit)
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
    store_lines lines = { .buf = buf, .len = len,
                          .max_len = SCORES_LINE_MAX,
                          .max_lines = SCORES_LINES_MAX, .header = HEADER,
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
        span f[8];
        int nf;
        if (phase == 3) {
            store_say(reason, "text after the end line");
            goto bad;
        }
        if (!split(line, n, f, 8, &nf)) {
            store_say(reason, "bad spacing or too many fields");
            goto bad;
        }
        if (span_is(f[0], "end")) {
            uint64_t count;
            size_t records = log->nbase + log->nbest + log->nresult;
            if (nf != 2 ||
                !store_parse_u64(f[1].p, f[1].n, SCORES_LINES_MAX, &count) ||
                count != records) {
                store_say(reason, "end line does not match the line count");
                goto bad;
            }
            phase = 3;
        } else if (span_is(f[0], "base")) {
            if (phase > 0 || nf != 7) {
                store_say(reason, phase > 0 ? "base line out of order"
                                      : "base needs 6 fields");
                goto bad;
            }
            if (!reserve((void **)&log->base, &cap_base, log->nbase,
                         sizeof *log->base)) {
                store_say(reason, "out of memory");
                goto bad;
            }
            if (!parse_base(f, &log->base[log->nbase], reason))
                goto bad;
            log->nbase++;
        } else if (span_is(f[0], "best") || span_is(f[0], "result")) {
            bool best = span_is(f[0], "best");
            int want = best ? 1 : 2;
            if (phase > want || nf != 8) {
                store_say(reason, phase > want ? "line out of order"
                                         : "a result needs 7 fields");
                goto bad;
            }
            phase = want;
            scores_result **arr = best ? &log->best : &log->result;
            size_t *cnt = best ? &log->nbest : &log->nresult;
            if (!reserve((void **)arr, best ? &cap_best : &cap_result, *cnt,
                         sizeof **arr)) {
                store_say(reason, "out of memory");
                goto bad;
            }
            if (!parse_result(f, &(*arr)[*cnt], reason))
                goto bad;
            if (best && !rankable(&(*arr)[*cnt])) {
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
        size_t c = t->cap ? t->cap * 2 : 4096;
        while (c < t->n + (size_t)k + 1)
            c *= 2;
        char *q = realloc(t->p, c);
        if (!q) {
            t->oom = true;
            return;
        }
        t->p = q;
        t->cap = c;
    }
}

static void put_result(text *t, const char *kind, const scores_result *r)
{
    char date[DATE_TEXT_MAX];
    format_date(date, r->date, true);
    put(t, "%s %s %s %s %llu %d %llu %s\n", kind, scores_game_name(r->game),
        r->category, scores_outcome_name(r->outcome),
        (unsigned long long)r->figure, r->assisted ? 1 : 0,
        (unsigned long long)r->seed, date);
}

char *scores_format(const scores_log *log, size_t *len)
{
    text t = { 0 };
    put(&t, "%s\n", HEADER);
    for (size_t i = 0; i < log->nbase; i++) {
        const scores_base *b = &log->base[i];
        put(&t, "base %s %s %llu %llu %llu %llu\n", scores_game_name(b->game),
            b->category, (unsigned long long)b->played,
            (unsigned long long)b->won, (unsigned long long)b->streak,
            (unsigned long long)b->best_streak);
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

/* -------------------------------------------------------------- folding */

typedef struct {
    const scores_result *r;
    size_t order;
} candidate;

static int candidate_rank_cmp(const void *a, const void *b)
{
    const candidate *x = a, *y = b;
    int c = key_cmp(x->r->game, x->r->category, y->r->game, y->r->category);
    if (c == 0)
        c = figure_cmp(x->r, y->r);
    if (c == 0)
        c = (x->order > y->order) - (x->order < y->order);
    return c;
}

static int candidate_order_cmp(const void *a, const void *b)
{
    const candidate *x = a, *y = b;
    return (x->order > y->order) - (x->order < y->order);
}

static scores_base *find_base(scores_base *base, size_t n, scores_game g,
                              const char *category)
{
    for (size_t i = 0; i < n; i++)
        if (base[i].game == g && strcmp(base[i].category, category) == 0)
            return &base[i];
    return NULL;
}

/* Folds the oldest k results into base lines and best lines. */
static bool fold(scores_log *log, size_t k)
{
    scores_base *base = malloc((log->nbase + k) * sizeof *base);
    candidate *cand = malloc((log->nbest + k) * sizeof *cand);
    if (!base || !cand) {
        free(base);
        free(cand);
        return false;
    }
    if (log->nbase)
        memcpy(base, log->base, log->nbase * sizeof *base);
    size_t nbase = log->nbase, ncand = 0;
    for (size_t i = 0; i < log->nbest; i++)
        cand[ncand++] = (candidate){ &log->best[i], i };
    for (size_t i = 0; i < k; i++) {
        const scores_result *r = &log->result[i];
        scores_base *b = find_base(base, nbase, r->game, r->category);
        if (!b) {
            b = &base[nbase++];
            *b = (scores_base){ .game = r->game };
            memcpy(b->category, r->category, sizeof b->category);
        }
        b->played++;
        if (r->outcome == SCORES_WON) {
            b->won++;
            if (++b->streak > b->best_streak)
                b->best_streak = b->streak;
        } else {
            b->streak = 0;
        }
        if (rankable(r))
            cand[ncand++] = (candidate){ r, log->nbest + i };
    }
    /* Keep the first SCORES_TOP of each category, then restore file order. */
    qsort(cand, ncand, sizeof *cand, candidate_rank_cmp);
    size_t kept = 0, run = 0;
    for (size_t i = 0; i < ncand; i++) {
        if (i > 0 && key_cmp(cand[i].r->game, cand[i].r->category,
                             cand[i - 1].r->game, cand[i - 1].r->category))
            run = 0;
        if (run++ < SCORES_TOP)
            cand[kept++] = cand[i];
    }
    qsort(cand, kept, sizeof *cand, candidate_order_cmp);
    scores_result *best = malloc((kept ? kept : 1) * sizeof *best);
    if (!best) {
        free(base);
        free(cand);
        return false;
    }
    for (size_t i = 0; i < kept; i++)
        best[i] = *cand[i].r;
    free(cand);
    free(log->base);
    free(log->best);
    log->base = base;
    log->nbase = nbase;
    log->best = best;
    log->nbest = kept;
    memmove(log->result, log->result + k,
            (log->nresult - k) * sizeof *log->result);
    log->nresult -= k;
    return true;
}

bool scores_append(scores_log *log, const scores_result *r, size_t keep)
{
    scores_result *p = realloc(log->result,
                               (log->nresult + 1) * sizeof *log->result);
    if (!p)
        return false;
    log->result = p;
    log->result[log->nresult++] = *r;
    if (log->nresult > keep && !fold(log, log->nresult - keep)) {
        log->nresult--;
        return false;
    }
    return true;
}

/* --------------------------------------------------------------- tables */

/* Fills t for one category; *mark_rank (if mark) becomes mark's place. */
static void build_table(const scores_log *log, scores_game g,
                        const char *category, const scores_result *mark,
                        scores_table *t, int *mark_rank)
{
    memset(t, 0, sizeof *t);
    t->game = g;
    snprintf(t->category, sizeof t->category, "%s", category);
    t->has_wins = !is_marathon(g, category);
    const scores_base *b = find_base(log->base, log->nbase, g, category);
    if (b) {
        t->played = b->played;
        t->won = b->won;
        t->streak = b->streak;
        t->best_streak = b->best_streak;
    }
    const scores_result *src[SCORES_TOP];
    for (size_t i = 0; i < log->nbest + log->nresult; i++) {
        bool is_best = i < log->nbest;
        const scores_result *r =
            is_best ? &log->best[i] : &log->result[i - log->nbest];
        if (r->game != g || strcmp(r->category, category) != 0)
            continue;
        if (!is_best) {
            t->played++;
            if (r->outcome == SCORES_WON) {
                t->won++;
                if (++t->streak > t->best_streak)
                    t->best_streak = t->streak;
            } else {
                t->streak = 0;
            }
        }
        if (!rankable(r))
            continue;
        /* Strictly better than an entry to pass it: earlier wins ties. */
        size_t at = t->ntop;
        while (at > 0 && figure_cmp(r, &t->top[at - 1]) < 0)
            at--;
        if (at >= SCORES_TOP)
            continue;
        size_t last = t->ntop < SCORES_TOP ? t->ntop : SCORES_TOP - 1;
        memmove(&t->top[at + 1], &t->top[at], (last - at) * sizeof *t->top);
        memmove(&src[at + 1], &src[at], (last - at) * sizeof *src);
        t->top[at] = *r;
        src[at] = r;
        if (t->ntop < SCORES_TOP)
            t->ntop++;
    }
    if (mark_rank) {
        *mark_rank = 0;
        for (size_t i = 0; i < t->ntop; i++)
            if (src[i] == mark)
                *mark_rank = (int)i + 1;
    }
}

void scores_table_for(const scores_log *log, scores_game g,
                      const char *category, scores_table *t)
{
    build_table(log, g, category, NULL, t, NULL);
}

typedef struct {
    scores_game game;
    const char *category;
} table_key;

static int known_order(scores_game g, const char *category)
{
    static const char *const mines[] = { "beginner", "intermediate",
                                         "expert", "hexagon" };
    static const char *const tetris[] = { "marathon", "sprint" };
    const char *const *list = g == SCORES_HEXMINES ? mines : tetris;
    int n = g == SCORES_HEXMINES ? 4 : 2;
    for (int i = 0; i < n; i++)
        if (strcmp(list[i], category) == 0)
            return i;
    return n;
}

static int table_key_cmp(const void *a, const void *b)
{
    const table_key *x = a, *y = b;
    if (x->game != y->game)
        return x->game < y->game ? -1 : 1;
    int ox = known_order(x->game, x->category);
    int oy = known_order(y->game, y->category);
    if (ox != oy)
        return ox < oy ? -1 : 1;
    return strcmp(x->category, y->category);
}

scores_table *scores_tables(const scores_log *log, size_t *n)
{
    *n = 0;
    size_t total = log->nbase + log->nbest + log->nresult;
    if (total == 0)
        return NULL;
    table_key *keys = malloc(total * sizeof *keys);
    if (!keys)
        return NULL;
    size_t k = 0;
    for (size_t i = 0; i < log->nbase; i++)
        keys[k++] = (table_key){ log->base[i].game, log->base[i].category };
    for (size_t i = 0; i < log->nbest; i++)
        keys[k++] = (table_key){ log->best[i].game, log->best[i].category };
    for (size_t i = 0; i < log->nresult; i++)
        keys[k++] =
            (table_key){ log->result[i].game, log->result[i].category };
    qsort(keys, k, sizeof *keys, table_key_cmp);
    size_t distinct = 0;
    for (size_t i = 0; i < k; i++)
        if (i == 0 || table_key_cmp(&keys[i - 1], &keys[i]) != 0)
            keys[distinct++] = keys[i];
    scores_table *t = malloc(distinct * sizeof *t);
    if (t) {
        for (size_t i = 0; i < distinct; i++)
            build_table(log, keys[i].game, keys[i].category, NULL, &t[i],
                        NULL);
        *n = distinct;
    }
    free(keys);
    return t;
}

void scores_format_figure(char *buf, size_t cap, scores_game g,
                          const char *category, uint64_t figure)
{
    if (is_marathon(g, category))
        snprintf(buf, cap, "%llu", (unsigned long long)figure);
    else
        snprintf(buf, cap, "%llu.%03llu s",
                 (unsigned long long)(figure / 1000),
                 (unsigned long long)(figure % 1000));
}

void scores_print(FILE *f, const scores_log *log)
{
    size_t n;
    scores_table *t = scores_tables(log, &n);
    if (n == 0)
        fprintf(f, "No games recorded yet.\n");
    for (size_t i = 0; i < n; i++) {
        const scores_table *x = &t[i];
        if (i > 0)
            fputc('\n', f);
        fprintf(f, "%s %s: played %llu", scores_game_name(x->game),
                x->category, (unsigned long long)x->played);
        if (x->has_wins)
            fprintf(f, ", won %llu (%llu%%), streak %llu, best streak %llu",
                    (unsigned long long)x->won,
                    (unsigned long long)(x->played ? x->won * 100 /
                                                         x->played : 0),
                    (unsigned long long)x->streak,
                    (unsigned long long)x->best_streak);
        fputc('\n', f);
        if (x->ntop == 0)
            fprintf(f, "  (nothing ranked yet)\n");
        for (size_t j = 0; j < x->ntop; j++) {
            char fig[SCORES_FIGURE_TEXT_MAX], date[DATE_TEXT_MAX];
            scores_format_figure(fig, sizeof fig, x->game, x->category,
                                 x->top[j].figure);
            format_date(date, x->top[j].date, false);
            fprintf(f, "  %2zu. %16s  %s UTC  seed %llu\n", j + 1, fig, date,
                    (unsigned long long)x->top[j].seed);
        }
    }
    free(t);
}

/* ---------------------------------------------------------------- files */

static const char *const SAVE_WHAT = "cannot save scores";
static const char *const READ_WHAT = "cannot read scores";

static bool parse_log(const char *buf, size_t len, void *log, char *why)
{
    return scores_parse(buf, len, log, why);
}

/* Reads and parses path into *log; a corrupt file is moved aside and gives
 * an empty log. STORE_ERROR when unreadable or when a corrupt file could not
 * be moved (then it must not be overwritten). */
static int read_log(const char *path, scores_log *log, const char *what,
                    store_warnings *w)
{
    scores_log_init(log);
    int rc = store_load(path, SCORES_FILE_MAX, parse_log, log, what,
                        "scores file", w);
    return rc == STORE_ERROR ? STORE_ERROR : STORE_OK;
}

static bool scores_paths(const char *dir, char *d, char *file, char *lock,
                         const char *what, store_warnings *w)
{
    if (dir) {
        if (strlen(dir) >= STORE_PATH_MAX) {
            store_warn(w, "%s: directory name too long", what);
            return false;
        }
        strcpy(d, dir);
    } else if (!store_state_dir(d, STORE_PATH_MAX)) {
        store_warn(w, "%s: no state directory (set XDG_STATE_HOME or HOME)",
                   what);
        return false;
    }
    if (!store_join(file, STORE_PATH_MAX, d, "scores") ||
        !store_join(lock, STORE_PATH_MAX, d, "scores.lock")) {
        store_warn(w, "%s: directory name too long", what);
        return false;
    }
    return true;
}

bool scores_load(const char *dir, scores_log *log, store_warnings *w)
{
    char d[STORE_PATH_MAX], file[STORE_PATH_MAX], lock[STORE_PATH_MAX];
    scores_log_init(log);
    if (!scores_paths(dir, d, file, lock, READ_WHAT, w))
        return false;
    store_warnings quiet;
    store_warnings_init(&quiet);
    int rc = store_load(file, SCORES_FILE_MAX, parse_log, log, READ_WHAT,
                        NULL, w);
    if (rc != STORE_CORRUPT)
        return rc != STORE_ERROR;
    /* Corrupt: look again under the lock, so a file a writer is replacing
     * this instant is not moved aside by mistake. Without the lock (a
     * read-only directory) the move fails anyway, with its own warning. */
    int fd = store_lock(lock, STORE_LOCK_WAIT_MS, READ_WHAT, &quiet);
    int n_before = w ? w->n + w->dropped : 0;
    read_log(file, log, READ_WHAT, w);
    store_unlock(fd);
    return !w || w->n + w->dropped == n_before;
}

int scores_record(const char *dir, const scores_result *r, int *rank,
                  scores_table *table, store_warnings *w)
{
    char d[STORE_PATH_MAX], file[STORE_PATH_MAX], lock[STORE_PATH_MAX];
    char why[STORE_WHY_MAX];
    if (rank)
        *rank = 0;
    if (!scores_result_valid(r, why)) {
        store_warn(w, "%s: bad result (%s)", SAVE_WHAT, why);
        if (table)
            memset(table, 0, sizeof *table);
        return STORE_ERROR;
    }
    scores_log log;
    scores_log_init(&log);
    int rc = STORE_ERROR;
    bool appended = false;
    if (scores_paths(dir, d, file, lock, SAVE_WHAT, w) &&
        store_mkdirs(d, SAVE_WHAT, w) == STORE_OK) {
        int fd = store_lock(lock, STORE_LOCK_WAIT_MS, SAVE_WHAT, w);
        if (fd >= 0) {
            if (read_log(file, &log, SAVE_WHAT, w) == STORE_OK) {
                appended = scores_append(&log, r, SCORES_LOG_MAX);
                if (!appended) {
                    store_warn(w, "%s: out of memory", SAVE_WHAT);
                } else if (log.nbase + log.nbest + log.nresult + 2 >
                           SCORES_LINES_MAX) {
                    store_warn(w, "%s: %s: too many categories", SAVE_WHAT,
                               file);
                } else {
                    size_t len;
                    char *text = scores_format(&log, &len);
                    if (!text)
                        store_warn(w, "%s: out of memory", SAVE_WHAT);
                    else
                        rc = store_write_atomic(file, text, len, SAVE_WHAT,
                                                w);
                    free(text);
                }
            }
            store_unlock(fd);
        }
    }
    /* Whatever happened, the front end gets the game's table with r in it. */
    if (!appended && !scores_append(&log, r, SIZE_MAX))
        scores_log_free(&log);
    const scores_result *mark =
        log.nresult ? &log.result[log.nresult - 1] : NULL;
    int place = 0;
    scores_table tmp;
    build_table(&log, r->game, r->category, mark, table ? table : &tmp,
                &place);
    if (rank)
        *rank = place;
    scores_log_free(&log);
    return rc;
}
