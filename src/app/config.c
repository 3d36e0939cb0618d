/* config: the "key = value" defaults file, parsed line by line so that one
 * bad line costs only itself. */
#include "app/config.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/store.h"
#include "app/games.h"
#include "tui/palette.h"
#include "util/number.h"

static const char *const colors[] = { "yes", "no", "auto", NULL };
static const char *const yes_no[] = { "yes", "no", NULL };

/* The keys every game shares; each game's own follow (app_game.config). */
static const config_key shared[] = {
    { .name = "color", .values = colors }, { .name = "ascii", .values = yes_no },
    { .name = "palette", .value_at = palette_name },
};
enum { SHARED = sizeof shared / sizeof shared[0] };

const config_key *config_key_at(int k)
{
    if (k < 0)
        return NULL;
    if (k < SHARED)
        return &shared[k];
    k -= SHARED;
    for (int g = 0; app_games[g]; g++) {
        const config_key *own = app_games[g]->config;
        for (int i = 0; own && own[i].name; i++)
            if (k-- == 0)
                return &own[i];
    }
    return NULL;
}

static bool blank(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\r';
}

/* A game's own job named name[0..n), or NULL. */
static const key_job *own_job(const key_game *g, const char *name, size_t n)
{
    for (int j = KEY_SHARED; g && j < keymap_jobs(g); j++)
        if (strlen(g->own[j - KEY_SHARED].name) == n
            && memcmp(g->own[j - KEY_SHARED].name, name, n) == 0)
            return &g->own[j - KEY_SHARED];
    return NULL;
}

/* Whether the name of key table t's own job j is a shared job's or an
 * earlier one's (of an earlier table, or of t). */
static bool named_before(int t, int j)
{
    const char *name = app_key_game(t)->own[j - KEY_SHARED].name;
    for (int k = 0; k < KEY_SHARED; k++)
        if (strcmp(keymap_shared((key_shared)k)->name, name) == 0)
            return true;
    for (int e = 0; e <= t; e++) {
        const key_game *kg = app_key_game(e);
        for (int i = KEY_SHARED; i < (e == t ? j : keymap_jobs(kg)); i++)
            if (strcmp(kg->own[i - KEY_SHARED].name, name) == 0)
                return true;
    }
    return false;
}

const char *config_job_at(int k)
{
    if (k < 0)
        return NULL;
    if (k < KEY_SHARED)
        return keymap_shared((key_shared)k)->name;
    int seen = KEY_SHARED;
    const key_game *kg;
    for (int t = 0; (kg = app_key_game(t)) != NULL; t++)
        for (int j = KEY_SHARED; j < keymap_jobs(kg); j++)
            if (!named_before(t, j) && seen++ == k)
                return kg->own[j - KEY_SHARED].name;
    return NULL;
}

static int job_index(const char *name, size_t n)
{
    const char *job;
    for (int k = 0; k < CONFIG_JOBS_MAX && (job = config_job_at(k)) != NULL; k++)
        if (strlen(job) == n && memcmp(job, name, n) == 0)
            return k;
    return -1;
}

/* Game g's job number for config job k, or -1 when g has no such job. */
static int job_of_game(const key_game *g, int k)
{
    if (k < KEY_SHARED)
        return g->shared & (1u << k) ? k : -1;
    const char *name = config_job_at(k);
    const key_job *own = own_job(g, name, strlen(name));
    return own ? KEY_SHARED + (int)(own - g->own) : -1;
}

/* g's map from the table and c's bindings, whatever they are. */
static void game_keymap(const config *c, const key_game *g, keymap *m)
{
    keymap_init(m, g);
    for (int k = 0; k < CONFIG_JOBS_MAX && config_job_at(k); k++) {
        int j = job_of_game(g, k);
        if (j >= 0 && c->bind[k].line > 0)
            keymap_bind(m, j, c->bind[k].keys, c->bind[k].n);
    }
}

/* A key that would do two of g's jobs: the error, at the later of the
 * lines that bound them, into err; false when there is none. */
static bool clash(const config *c, const key_game *g, const keymap *m, char *err, size_t len)
{
    int a, b, key;
    if (!keymap_clash(m, &a, &b, &key))
        return false;
    int line = 0;
    for (int k = 0; k < CONFIG_JOBS_MAX && config_job_at(k); k++) {
        int j = job_of_game(g, k);
        if ((j == a || j == b) && c->bind[k].line > line)
            line = c->bind[k].line;
    }
    char name[KEYMAP_NAME_MAX];
    keymap_key_name(key, name);
    snprintf(err, len, "config line %d: %s would do two jobs in %s: key.%s and key.%s", line,
             name, g->game, keymap_job(g, a)->name, keymap_job(g, b)->name);
    return true;
}

bool config_keymap(const config *c, const key_game *g, keymap *m, char *err, size_t len)
{
    game_keymap(c, g, m);
    if (c->key_error[0]) {
        snprintf(err, len, "%s", c->key_error);
        return false;
    }
    return !clash(c, g, m, err, len);
}

/* A key.JOB line's value v[0..vl) for job k: NULL if it is good. */
static const char *parse_binding(const char *job, int k, const char *v, size_t vl, int line,
                                 config *c, char *reason, size_t cap)
{
    if (k < 0 || k >= CONFIG_JOBS_MAX) {
        snprintf(reason, cap, "no job called '%.40s' (key.JOB: see KEYS in hexpuzzle(6))",
                 job);
        return reason;
    }
    config_binding b = { .n = 0, .line = line };
    for (size_t i = 0; i < vl;) {
        while (i < vl && blank(v[i]))
            i++;
        size_t start = i;
        while (i < vl && !blank(v[i]))
            i++;
        if (i == start)
            break;
        int key;
        if (!keymap_key_parse(v + start, i - start, &key)) {
            snprintf(reason, cap,
                     "key.%.20s: no key called '%.*s' (one character, or Space Up F1 ...)",
                     job, (int)(i - start > 20 ? 20 : i - start), v + start);
            return reason;
        }
        bool listed = false;
        for (int e = 0; e < b.n; e++)
            listed = listed || b.keys[e] == key;
        if (listed)
            continue;
        if (b.n == KEYMAP_KEYS) {
            snprintf(reason, cap, "key.%s: at most %d keys", job, KEYMAP_KEYS);
            return reason;
        }
        b.keys[b.n++] = key;
    }
    if (b.n == 0) {
        snprintf(reason, cap, "key.%s: no key named", job);
        return reason;
    }
    c->bind[k] = b;
    return NULL;
}

static bool named(const config_key *key)
{
    return key->values || key->value_at;
}

/* A named key's i-th value, NULL past the last. */
static const char *value(const config_key *key, int i)
{
    return key->values ? key->values[i] : key->value_at(i);
}

static int key_index(const char *name, size_t n)
{
    const config_key *key;
    for (int k = 0; (key = config_key_at(k)) != NULL; k++)
        if (strlen(key->name) == n && memcmp(key->name, name, n) == 0)
            return k;
    return -1;
}

void config_init(config *c)
{
    memset(c, 0, sizeof *c);
    const config_key *key;
    for (int k = 0; k < CONFIG_KEYS_MAX && (key = config_key_at(k)) != NULL; k++)
        c->value[k] = named(key) ? CONFIG_UNSET : CONFIG_NUMBER_UNSET;
}

static bool same(const char *s, size_t n, const char *word)
{
    return strlen(word) == n && memcmp(s, word, n) == 0;
}

/* value[0..n) as a canonical number (util/number.h) in [min, max], or -1. */
static int decimal(const char *v, size_t n, int min, int max)
{
    uint64_t x;
    if (!number_parse(v, n, (uint64_t)max, &x) || x < (uint64_t)min)
        return -1;
    return (int)x;
}

/* One line (no "\n", length and bytes already checked), number line;
 * NULL if it is good, else the reason; *binding: it is a key.JOB line. */
static const char *parse_line(const char *s, size_t n, int line, config *c, bool *binding,
                              char *reason, size_t cap)
{
    *binding = false;
    while (n > 0 && blank(*s))
        s++, n--;
    while (n > 0 && blank(s[n - 1]))
        n--;
    if (n == 0 || *s == '#')
        return NULL;
    const char *eq = memchr(s, '=', n);
    if (!eq)
        return "expected 'key = value'";
    size_t kl = (size_t)(eq - s);
    while (kl > 0 && blank(s[kl - 1]))
        kl--;
    const char *v = eq + 1;
    size_t vl = n - (size_t)(v - s);
    while (vl > 0 && blank(*v))
        v++, vl--;
    if (kl == 0)
        return "missing key before '='";
    static const char prefix[] = "key.";
    if (kl > strlen(prefix) && memcmp(s, prefix, strlen(prefix)) == 0) {
        const char *job = s + strlen(prefix);
        size_t jl = kl - strlen(prefix);
        char name[48];
        snprintf(name, sizeof name, "%.*s", (int)(jl > 40 ? 40 : jl), job);
        *binding = true;
        return parse_binding(name, job_index(job, jl), v, vl, line, c, reason, cap);
    }
    int k = key_index(s, kl);
    const config_key *key = k >= 0 && k < CONFIG_KEYS_MAX ? config_key_at(k) : NULL;
    if (key && named(key)) {
        for (int i = 0; value(key, i); i++)
            if (same(v, vl, value(key, i))) {
                c->value[k] = i + 1;
                return NULL;
            }
        int used = snprintf(reason, cap, "bad value '%.*s' for %s (",
                            (int)(vl > 40 ? 40 : vl), v, key->name);
        for (int i = 0; value(key, i) && used >= 0 && (size_t)used < cap; i++)
            used += snprintf(reason + used, cap - (size_t)used, "%s%s",
                             i ? "|" : "", value(key, i));
        if (used >= 0 && (size_t)used < cap)
            snprintf(reason + used, cap - (size_t)used, ")");
        return reason;
    }
    if (key) {
        int x = decimal(v, vl, key->min, key->max);
        if (x >= 0) {
            c->value[k] = x;
            return NULL;
        }
        snprintf(reason, cap, "%s must be %d..%d%s", key->name, key->min, key->max,
                 key->unit ? key->unit : "");
        return reason;
    }
    snprintf(reason, cap, "unknown key '%.*s'", (int)(kl > 40 ? 40 : kl), s);
    return reason;
}

int config_parse(const char *buf, size_t len, config *c, store_warnings *w)
{
    config_init(c);
    int bad = 0;
    /* Lenient: the last line may lack its "\n", a bad line costs itself. */
    store_lines r = { .buf = buf, .len = len, .max_len = CONFIG_LINE_MAX };
    const char *line;
    size_t n;
    char reason[STORE_WHY_MAX];
    int got;
    while ((got = store_next_line(&r, &line, &n, reason)) != STORE_LINE_END) {
        bool binding = false;
        const char *why = got == STORE_LINE_BAD
                              ? reason
                              : parse_line(line, n, (int)r.lineno, c, &binding, reason,
                                           sizeof reason);
        if (why && binding) {
            if (!c->key_error[0])
                snprintf(c->key_error, sizeof c->key_error, "config line %zu: %s", r.lineno,
                         why);
        } else if (why) {
            store_warn(w, "config line %zu: %s", r.lineno, why);
            bad++;
        }
    }
    return bad;
}

size_t config_format(const config *c, char *buf, size_t cap)
{
    size_t used = 0;
    if (cap > 0)
        buf[0] = '\0';
    const config_key *key;
    for (int k = 0; k < CONFIG_KEYS_MAX && (key = config_key_at(k)) != NULL; k++) {
        int v = c->value[k], n;
        if (named(key) && v != CONFIG_UNSET)
            n = snprintf(used < cap ? buf + used : NULL, used < cap ? cap - used : 0,
                         "%s = %s\n", key->name, value(key, v - 1));
        else if (!named(key) && v != CONFIG_NUMBER_UNSET)
            n = snprintf(used < cap ? buf + used : NULL, used < cap ? cap - used : 0,
                         "%s = %d\n", key->name, v);
        else
            continue;
        if (n > 0)
            used += (size_t)n;
    }
    return used;
}

const char *config_value_name(const config *c, const char *name)
{
    int k = key_index(name, strlen(name));
    const config_key *key = k >= 0 && k < CONFIG_KEYS_MAX ? config_key_at(k) : NULL;
    if (!key || !named(key) || c->value[k] == CONFIG_UNSET)
        return NULL;
    int nv = 0;
    while (value(key, nv))
        nv++;
    return c->value[k] <= nv ? value(key, c->value[k] - 1) : NULL;
}

bool config_is(const config *c, const char *key, const char *value_name)
{
    const char *v = config_value_name(c, key);
    return v && strcmp(v, value_name) == 0;
}

int config_number(const config *c, const char *name)
{
    int k = key_index(name, strlen(name));
    const config_key *key = k >= 0 && k < CONFIG_KEYS_MAX ? config_key_at(k) : NULL;
    return key && !named(key) ? c->value[k] : CONFIG_NUMBER_UNSET;
}

int config_load(const char *path, config *c, store_warnings *w)
{
    char p[STORE_PATH_MAX];
    config_init(c);
    if (!path) {
        if (!store_config_path(p, sizeof p))
            return 0;
        path = p;
    }
    char *data;
    size_t len;
    store_warnings mine;
    store_warnings_init(&mine);
    int rc = store_read(path, CONFIG_FILE_MAX, &data, &len,
                        "cannot read config", &mine);
    if (rc == STORE_TOOBIG)
        store_warn(&mine, "cannot read config: %s: longer than %d bytes",
                   path, CONFIG_FILE_MAX);
    if (rc == STORE_OK) {
        config_parse(data, len, c, &mine);
        free(data);
    }
    for (int i = 0; i < mine.n; i++)
        store_warn(w, "%s", mine.line[i]);
    if (w)
        w->dropped += mine.dropped;
    return mine.n + mine.dropped;
}
