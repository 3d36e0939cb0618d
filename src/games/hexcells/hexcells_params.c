/* hexcells presets, the params text ("medium-hard:gen=2:seed=42") and moves as
 * text ("B3,4"). */
#include "games/hexcells/hexcells.h"

#include <stdio.h>
#include <string.h>

#include "util/number.h"

static const char *const preset_names[] = {
    "small-easy", "small-hard", "medium-easy", "medium-hard", "large-easy", "large-hard"
};
enum { NPRESETS = sizeof preset_names / sizeof preset_names[0] };

bool hc_preset(hc_params *p, const char *name)
{
    for (int i = 0; i < NPRESETS; i++) {
        if (strcmp(preset_names[i], name) == 0) {
            *p = (hc_params){ (hc_size)(i / 2), (hc_difficulty)(i % 2), 0, HC_GEN_VERSION };
            return true;
        }
    }
    return false;
}

const char *hc_preset_name(const hc_params *p)
{
    int size = p->size > HC_LARGE ? HC_LARGE : (int)p->size;
    int diff = p->difficulty == HC_HARD ? 1 : 0;
    return preset_names[size * 2 + diff];
}

const char *hc_preset_at(int i)
{
    return i >= 0 && i < NPRESETS ? preset_names[i] : NULL;
}

/* The first generator's params had no gen field. */
enum { GEN_FIRST = 1, GEN_LAST = 999 };

size_t hc_params_encode(const hc_params *p, char *buf, size_t cap)
{
    char gen[16] = "";
    if (p->gen != GEN_FIRST)
        snprintf(gen, sizeof gen, ":gen=%d", p->gen);
    int n = snprintf(buf, cap, "%s%s:seed=%llu", hc_preset_name(p), gen,
                     (unsigned long long)p->seed);
    return n < 0 ? 0 : (size_t)n;
}

bool hc_params_decode(hc_params *p, const char *text)
{
    const char *colon = strchr(text, ':');
    if (!colon || (size_t)(colon - text) >= 16)
        return false;
    char name[16];
    memcpy(name, text, (size_t)(colon - text));
    name[colon - text] = '\0';
    hc_params q;
    if (!hc_preset(&q, name))
        return false;
    q.gen = GEN_FIRST;
    const char *s = colon;
    if (strncmp(s, ":gen=", 5) == 0) {
        uint64_t gen;
        const char *end = strchr(s + 5, ':');
        if (!end || !number_parse(s + 5, (size_t)(end - (s + 5)), GEN_LAST, &gen) ||
            gen <= GEN_FIRST)
            return false;
        q.gen = (int)gen;
        s = end;
    }
    if (strncmp(s, ":seed=", 6) != 0)
        return false;
    s += 6;
    if (!number_parse(s, strlen(s), UINT64_MAX, &q.seed))
        return false;
    *p = q;
    return true;
}

static bool read_int(const char **s, int *out)
{
    uint64_t v;
    size_t n = number_prefix(*s, HC_COLS_MAX, &v);
    if (n == 0)
        return false;
    *s += n;
    *out = (int)v;
    return true;
}

bool hc_move_parse(const char *text, hc_move *out)
{
    hc_move m;
    switch (text[0]) {
    case 'B': m.kind = HC_MOVE_BLUE; break;
    case 'K': m.kind = HC_MOVE_BLACK; break;
    case 'G': m.kind = HC_MOVE_GREY; break;
    default: return false;
    }
    const char *s = text + 1;
    if (!read_int(&s, &m.col) || *s++ != ',' || !read_int(&s, &m.row) || *s)
        return false;
    if (m.col >= HC_COLS_MAX || m.row >= HC_ROWS_MAX)
        return false;
    *out = m;
    return true;
}

size_t hc_move_format(hc_move m, char *buf, size_t cap)
{
    static const char letter[] = { 'B', 'K', 'G' };
    int n = snprintf(buf, cap, "%c%d,%d", letter[m.kind % 3], m.col, m.row);
    return n < 0 ? 0 : (size_t)n;
}
