/* hexmines parameters: presets, validation with a one-line message, and the
 * one-line text form. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_gen.h"
#include "util/number.h"

typedef struct {
    const char *name;
    hm_shape shape;
    int width, height, mines;
} preset;

static const preset presets[] = {
    { "beginner", HM_SHAPE_RECT, 9, 9, 10 },
    { "intermediate", HM_SHAPE_RECT, 16, 16, 40 },
    { "expert", HM_SHAPE_RECT, 30, 16, 99 },
    /* 127 cells; 20 mines is intermediate's 15.6 % */
    { "hexagon", HM_SHAPE_HEXAGON, 13, 13, 20 },
};
enum { NPRESETS = sizeof presets / sizeof presets[0] };

bool hm_preset(hm_params *p, const char *name)
{
    for (int i = 0; i < NPRESETS; i++) {
        if (strcmp(presets[i].name, name) == 0) {
            *p = (hm_params){ presets[i].shape, presets[i].width,
                              presets[i].height, presets[i].mines, 0,
                              HM_MODE_NOGUESS, HM_GEN_NEW };
            return true;
        }
    }
    return false;
}

const char *hm_preset_at(int i)
{
    return i >= 0 && i < NPRESETS ? presets[i].name : NULL;
}

size_t hm_category(const hm_params *p, char *buf, size_t cap)
{
    const char *preset = hm_preset_name(p);
    const char *classic = p->mode == HM_MODE_CLASSIC ? ":classic" : "";
    int n = preset ? snprintf(buf, cap, "%s%s", preset, classic)
                   : snprintf(buf, cap, "%s:%dx%d/%d%s",
                              p->shape == HM_SHAPE_HEXAGON ? "hex" : "rect", p->width,
                              p->height, p->mines, classic);
    return n < 0 ? 0 : (size_t)n;
}

const char *hm_preset_name(const hm_params *p)
{
    for (int i = 0; i < NPRESETS; i++) {
        const preset *q = &presets[i];
        if (q->shape == p->shape && q->width == p->width
            && q->height == p->height && q->mines == p->mines)
            return q->name;
    }
    return NULL;
}

int hm_shape_cells(hm_shape shape, int width, int height)
{
    if (width < 1 || height < 1 || width > HM_SIZE_MAX || height > HM_SIZE_MAX)
        return 0;
    if (shape == HM_SHAPE_RECT)
        return width * height;
    if (width != height || (width & 1) == 0 || width < 3)
        return 0;
    int r = width / 2;
    return 3 * r * (r + 1) + 1;
}

static bool fail(char *msg, const char *text)
{
    if (msg)
        snprintf(msg, HM_MSG_MAX, "%s", text);
    return false;
}

bool hm_params_validate(const hm_params *p, char *msg)
{
    char line[HM_MSG_MAX];
    if (p->width < 1 || p->width > HM_SIZE_MAX || p->height < 1
        || p->height > HM_SIZE_MAX) {
        snprintf(line, sizeof line,
                 "width, height must be 1..%d (got %dx%d)",
                 HM_SIZE_MAX, p->width, p->height);
        return fail(msg, line);
    }
    if (p->shape == HM_SHAPE_HEXAGON
        && (p->width != p->height || (p->width & 1) == 0 || p->width < 3)) {
        snprintf(line, sizeof line,
                 "hexagon: width = height, odd, 3..%d (got %dx%d)",
                 HM_SIZE_MAX - 1, p->width, p->height);
        return fail(msg, line);
    }
    if (p->gen < 0 || p->gen > HM_GEN_NEWEST)
        return fail(msg, "unknown board generator version");
    int cells = hm_shape_cells(p->shape, p->width, p->height);
    if (p->mines < 1) {
        snprintf(line, sizeof line, "too few mines: at least 1 (got %d)",
                 p->mines);
        return fail(msg, line);
    }
    if (p->mode == HM_MODE_CLASSIC) {
        if (p->mines > cells - 1) {
            snprintf(line, sizeof line,
                     "too many mines: at most %d on %d cells",
                     cells - 1, cells);
            return fail(msg, line);
        }
        return true;
    }
    long by_density = (long)cells * HM_NOGUESS_MAX_PERCENT / 100;
    long limit = cells - HM_NOGUESS_CLEAR;
    if (by_density < limit)
        limit = by_density;
    if (limit < 1) {
        snprintf(line, sizeof line,
                 "no-guess: too small (%d cells); use --classic",
                 cells);
        return fail(msg, line);
    }
    if (p->mines > limit) {
        snprintf(line, sizeof line,
                 "no-guess: at most %ld mines (or --classic)", limit);
        return fail(msg, line);
    }
    return true;
}

/* The generator version p's text names: only where the newer generator
 * makes its board (the first makes every other), so the text of every
 * other board reads as it always has. 0: none. */
static int named_gen(const hm_params *p)
{
    if (!hm_gen_local_applies(p, hm_shape_cells(p->shape, p->width, p->height)))
        return 0;
    return p->gen ? p->gen : HM_GEN_NEWEST;
}

size_t hm_params_encode(const hm_params *p, char *buf, size_t cap)
{
    int n = snprintf(buf, cap, "%s:%dx%d:%d:%s:seed=%" PRIu64,
                     p->shape == HM_SHAPE_HEXAGON ? "hex" : "rect", p->width,
                     p->height, p->mines,
                     p->mode == HM_MODE_CLASSIC ? "classic" : "noguess",
                     p->seed);
    int gen = named_gen(p);
    if (n >= 0 && gen) {
        size_t at = (size_t)n < cap ? (size_t)n : cap;
        int more = snprintf(buf + at, cap - at, ":gen=%d", gen);
        n = more < 0 ? -1 : n + more;
    }
    return n < 0 ? 0 : (size_t)n;
}

/* Reads a canonical number (util/number.h) of at most max; advances *s. */
static bool read_uint(const char **s, uint64_t max, uint64_t *out)
{
    size_t n = number_prefix(*s, max, out);
    *s += n;
    return n > 0;
}

static bool read_word(const char **s, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(*s, word, n) != 0)
        return false;
    *s += n;
    return true;
}

bool hm_params_decode(hm_params *p, const char *text)
{
    hm_params q;
    const char *s = text;
    uint64_t w, h, m, seed;
    if (read_word(&s, "rect:"))
        q.shape = HM_SHAPE_RECT;
    else if (read_word(&s, "hex:"))
        q.shape = HM_SHAPE_HEXAGON;
    else
        return false;
    if (!read_uint(&s, HM_SIZE_MAX * 10, &w) || !read_word(&s, "x")
        || !read_uint(&s, HM_SIZE_MAX * 10, &h) || !read_word(&s, ":")
        || !read_uint(&s, INT32_MAX, &m) || !read_word(&s, ":"))
        return false;
    if (read_word(&s, "noguess:"))
        q.mode = HM_MODE_NOGUESS;
    else if (read_word(&s, "classic:"))
        q.mode = HM_MODE_CLASSIC;
    else
        return false;
    if (!read_word(&s, "seed=") || !read_uint(&s, UINT64_MAX, &seed))
        return false;
    q.width = (int)w;
    q.height = (int)h;
    q.mines = (int)m;
    q.seed = seed;
    /* Without a version: the first generator, which made every board
     * before versions were named. A version is read only where it is
     * written, so each board has one text. */
    q.gen = HM_GEN_FIRST;
    uint64_t gen = 0;
    if (read_word(&s, ":gen=")
        && (!read_uint(&s, HM_GEN_NEWEST, &gen) || gen <= HM_GEN_FIRST))
        return false;
    if (gen) {
        q.gen = (int)gen;
        if (named_gen(&q) != q.gen)
            return false;
    }
    if (*s)
        return false;
    *p = q;
    return true;
}
