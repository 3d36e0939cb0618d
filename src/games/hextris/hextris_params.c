/* hextris parameters: defaults, limits, and the one line of text that
 * names a game ("9x11:marathon:1:seed=42"). */
#include "games/hextris/hextris.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/number.h"

static const ht_mode_info modes[HT_MODES_ALL] = {
    [HT_MARATHON] = { .name = "marathon", .summary = "endless, the level rising every 10 rows",
                      .ranked = true, .scored = true, .daily = true },
    [HT_SPRINT] = { .name = "sprint", .summary = "clear 40 rows against the clock",
                    .goal_rows = HT_SPRINT_ROWS, .level_fixed = true, .ranked = true,
                    .daily = true, .stats_shown = true },
    [HT_ULTRA] = { .name = "ultra", .summary = "the highest score in two minutes",
                   .time_limit_ms = HT_ULTRA_MS, .ranked = true, .scored = true,
                   .daily = true },
    [HT_CHEESE] = { .name = "cheese", .summary = "clear 10 garbage rows against the clock",
                    .garbage_rows = 10, .garbage_in_well = 10, .level_fixed = true,
                    .ranked = true, .daily = true, .stats_shown = true },
    [HT_CHEESE100] = { .name = "cheese100",
                       .summary = "clear 100 garbage rows, 10 in the well at once",
                       .garbage_rows = 100, .garbage_in_well = 10, .level_fixed = true,
                       .ranked = true, .daily = true, .stats_shown = true },
    [HT_ZEN] = { .name = "zen", .summary = "no top-out, undo, never ranked: practice",
                 .level_fixed = true, .endless = true, .undo = true, .scored = true },
    [HT_MASTER] = { .name = "master", .summary = "20G from level 1: survive 100 rows",
                    .goal_rows = HT_MASTER_ROWS, .instant_gravity = true, .ranked = true,
                    .daily = true },
    [HT_VERSUS] = { .name = "versus",
                    .summary = "against another player: clears send garbage, topping out loses",
                    .versus = true },
};

const ht_mode_info *ht_mode_info_of(enum ht_mode m)
{
    return m >= 0 && m < HT_MODES_ALL ? &modes[m] : &modes[HT_MARATHON];
}

const char *ht_mode_name(enum ht_mode m)
{
    return ht_mode_info_of(m)->name;
}

/* The mode named s among the first n. */
static bool mode_named(const char *s, int n, enum ht_mode *out)
{
    for (int m = 0; m < n; m++)
        if (strcmp(s, modes[m].name) == 0) {
            *out = (enum ht_mode)m;
            return true;
        }
    return false;
}

bool ht_mode_parse(const char *s, enum ht_mode *out)
{
    return mode_named(s, HT_MODES, out);
}

void ht_params_default(ht_params *p)
{
    p->width = HT_WIDTH_DEFAULT;
    p->height = HT_HEIGHT_DEFAULT;
    p->mode = HT_MARATHON;
    p->start_level = HT_LEVEL_MIN;
    p->seed = 0;
}

const char *ht_params_check(const ht_params *p)
{
    if (p->width < HT_WIDTH_MIN || p->width > HT_WIDTH_MAX)
        return "width must be 5..30";
    if (p->height < HT_HEIGHT_MIN || p->height > HT_HEIGHT_MAX)
        return "height must be 8..40";
    if (p->start_level < HT_LEVEL_MIN || p->start_level > HT_LEVEL_START_MAX)
        return "level must be 1..15";
    if (p->mode < 0 || p->mode >= HT_MODES_ALL)
        return "mode must be marathon, sprint, ultra, cheese, cheese100, zen, master or versus";
    return NULL;
}

/* Reads a canonical number (util/number.h) at *s, advancing *s past it. */
static bool read_u64(const char **s, uint64_t *out)
{
    size_t n = number_prefix(*s, UINT64_MAX, out);
    *s += n;
    return n > 0;
}

static bool read_int(const char **s, int *out)
{
    uint64_t v;
    if (!read_u64(s, &v) || v > 1000000000u)
        return false;
    *out = (int)v;
    return true;
}

static bool expect(const char **s, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(*s, word, n) != 0)
        return false;
    *s += n;
    return true;
}

size_t ht_params_encode(const ht_params *p, char *buf, size_t cap)
{
    int n = snprintf(buf, cap, "%dx%d:%s:%d:seed=%llu", p->width, p->height,
                     ht_mode_name(p->mode), p->start_level,
                     (unsigned long long)p->seed);
    return n < 0 ? 0 : (size_t)n;
}

bool ht_params_decode(ht_params *p, const char *text)
{
    ht_params q = *p;
    const char *s = text;
    if (!read_int(&s, &q.width) || !expect(&s, "x") || !read_int(&s, &q.height) ||
        !expect(&s, ":"))
        return false;
    const char *colon = strchr(s, ':');
    char name[16];
    if (!colon || (size_t)(colon - s) >= sizeof name)
        return false;
    memcpy(name, s, (size_t)(colon - s));
    name[colon - s] = '\0';
    if (!mode_named(name, HT_MODES_ALL, &q.mode))
        return false;
    s = colon + 1;
    if (!read_int(&s, &q.start_level) || !expect(&s, ":seed=") ||
        !read_u64(&s, &q.seed) || *s != '\0')
        return false;
    *p = q;
    return true;
}

void ht_category(const ht_params *p, char *buf, size_t cap)
{
    if (p->width == HT_FULL_WIDTH && p->height == HT_FULL_HEIGHT)
        snprintf(buf, cap, "%s", ht_mode_name(p->mode));
    else
        snprintf(buf, cap, "%s:%dx%d", ht_mode_name(p->mode), p->width, p->height);
}

bool ht_category_parse(const char *s, enum ht_mode *mode, int *width, int *height)
{
    ht_params p;
    ht_params_default(&p);
    p.width = HT_FULL_WIDTH;
    p.height = HT_FULL_HEIGHT;
    const char *size = strchr(s, ':');
    char name[16];
    size_t n = size ? (size_t)(size - s) : strlen(s);
    if (n >= sizeof name)
        return false;
    memcpy(name, s, n);
    name[n] = '\0';
    if (!mode_named(name, HT_MODES_ALL, &p.mode))
        return false;
    if (size) {
        const char *t = size + 1;
        if (!read_int(&t, &p.width) || !expect(&t, "x") || !read_int(&t, &p.height)
            || *t != '\0')
            return false;
    }
    /* One spelling for each table: what ht_category writes back. */
    char again[HT_CATEGORY_MAX];
    ht_category(&p, again, sizeof again);
    if (strcmp(again, s) != 0 || ht_params_check(&p))
        return false;
    *mode = p.mode;
    *width = p.width;
    *height = p.height;
    return true;
}
