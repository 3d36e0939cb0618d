/* config: the "key = value" defaults file, parsed line by line so that one
 * bad line costs only itself. */
#include "app/config.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/store.h"
#include "games/hexmines.h"
#include "games/hextris.h"
#include "util/number.h"

static const char *const colors[] = { "yes", "no", "auto", NULL };
static const char *const scales[] = { "auto", "large", "compact", NULL };
static const char *const key_schemes[] = { "all", "hex", "roguelike",
                                           "arrows", NULL };
static const char *const yes_no[] = { "yes", "no", NULL };
static const char *const wells[] = { "full", "short", NULL };

/* The games' own lists: hexmines' presets, hextris' modes. */
static const char *mode_at(int i)
{
    return i == HT_MARATHON || i == HT_SPRINT ? ht_mode_name((enum ht_mode)i) : NULL;
}

/* The keys in file order, with their values as a list or as the game's
 * list (value_at, NULL past the last). Settings are stored as index + 1,
 * so that 0 is CONFIG_UNSET; preset is turned into its name when read
 * back. */
static const struct {
    const char *name;
    const char *const *values;
    const char *(*value_at)(int i);
} keys[] = {
    { "preset", NULL, hm_preset_at }, { "color", colors, NULL }, { "scale", scales, NULL },
    { "keys", key_schemes, NULL }, { "mode", NULL, mode_at }, { "ascii", yes_no, NULL },
    { "ghost", yes_no, NULL }, { "well", wells, NULL },
};
enum { NKEYS = sizeof keys / sizeof *keys };

/* Key k's i-th value, NULL past the last. */
static const char *value(int k, int i)
{
    return keys[k].values ? keys[k].values[i] : keys[k].value_at(i);
}

/* The number keys, after the named ones in file order. */
static const struct {
    const char *name;
    int min, max;
    const char *unit;
    size_t field;
} numbers[] = {
    { "das", 0, 1000, " ms", offsetof(config, das_ms) },
    { "arr", 0, 500, " ms", offsetof(config, arr_ms) },
    { "soft-drop", 1, 100, " (times gravity)", offsetof(config, soft_drop) },
};
enum { NNUMBERS = sizeof numbers / sizeof *numbers };

static int *number(config *c, int k)
{
    return (int *)((char *)c + numbers[k].field);
}

static int number_of(const config *c, int k)
{
    return *(const int *)((const char *)c + numbers[k].field);
}

static int preset_index(const config *c)
{
    for (int i = 0; c->preset && hm_preset_at(i); i++)
        if (hm_preset_at(i) == c->preset || strcmp(hm_preset_at(i), c->preset) == 0)
            return i + 1;
    return CONFIG_UNSET;
}

static int get(const config *c, int k)
{
    switch (k) {
    case 0: return preset_index(c);
    case 1: return c->color;
    case 2: return c->scale;
    case 3: return c->keys;
    case 4: return c->mode;
    case 5: return c->ascii;
    case 6: return c->ghost;
    default: return c->well;
    }
}

static void set(config *c, int k, int v)
{
    switch (k) {
    case 0: c->preset = hm_preset_at(v - 1); break;
    case 1: c->color = v; break;
    case 2: c->scale = v; break;
    case 3: c->keys = v; break;
    case 4: c->mode = v; break;
    case 5: c->ascii = v; break;
    case 6: c->ghost = v; break;
    default: c->well = v; break;
    }
}

void config_init(config *c)
{
    memset(c, 0, sizeof *c);
    c->preset = NULL;
    for (int k = 0; k < NNUMBERS; k++)
        *number(c, k) = CONFIG_NUMBER_UNSET;
}

static bool blank(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\r';
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

/* One line (no "\n", length and bytes already checked); NULL if it is
 * good, else the reason. */
static const char *parse_line(const char *s, size_t n, config *c,
                              char *reason, size_t cap)
{
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
    for (int k = 0; k < NKEYS; k++) {
        if (!same(s, kl, keys[k].name))
            continue;
        for (int i = 0; value(k, i); i++)
            if (same(v, vl, value(k, i))) {
                set(c, k, i + 1);
                return NULL;
            }
        int used = snprintf(reason, cap, "bad value '%.*s' for %s (",
                            (int)(vl > 40 ? 40 : vl), v, keys[k].name);
        for (int i = 0; value(k, i) && used >= 0 && (size_t)used < cap; i++)
            used += snprintf(reason + used, cap - (size_t)used, "%s%s",
                             i ? "|" : "", value(k, i));
        if (used >= 0 && (size_t)used < cap)
            snprintf(reason + used, cap - (size_t)used, ")");
        return reason;
    }
    for (int k = 0; k < NNUMBERS; k++) {
        if (!same(s, kl, numbers[k].name))
            continue;
        int x = decimal(v, vl, numbers[k].min, numbers[k].max);
        if (x >= 0) {
            *number(c, k) = x;
            return NULL;
        }
        snprintf(reason, cap, "%s must be %d..%d%s", numbers[k].name,
                 numbers[k].min, numbers[k].max, numbers[k].unit);
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
        const char *why = got == STORE_LINE_BAD
                              ? reason
                              : parse_line(line, n, c, reason, sizeof reason);
        if (why) {
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
    for (int k = 0; k < NKEYS; k++) {
        int v = get(c, k);
        if (v == CONFIG_UNSET)
            continue;
        int n = snprintf(used < cap ? buf + used : NULL,
                         used < cap ? cap - used : 0, "%s = %s\n",
                         keys[k].name, value(k, v - 1));
        if (n > 0)
            used += (size_t)n;
    }
    for (int k = 0; k < NNUMBERS; k++) {
        int v = number_of(c, k);
        if (v == CONFIG_NUMBER_UNSET)
            continue;
        int n = snprintf(used < cap ? buf + used : NULL,
                         used < cap ? cap - used : 0, "%s = %d\n",
                         numbers[k].name, v);
        if (n > 0)
            used += (size_t)n;
    }
    return used;
}

const char *config_value_name(const config *c, const char *key)
{
    for (int k = 0; k < NKEYS; k++) {
        if (strcmp(keys[k].name, key) != 0)
            continue;
        int v = get(c, k);
        int nv = 0;
        while (value(k, nv))
            nv++;
        return v >= 1 && v <= nv ? value(k, v - 1) : NULL;
    }
    return NULL;
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
