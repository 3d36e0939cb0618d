/* saves: the save file's parser and writer, and loading, writing and
 * removing one game's save in the state directory. */
#include "app/saves.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/store.h"
#include "session/move_line.h"
#include "util/grow.h"
#include "util/number.h"

#define HEADER "hexpuzzle-save 1"

static const char *const reserved[] = { "game", "params", "elapsed_ms",
                                        "move", "end" };

void saves_init(saves_game *g)
{
    memset(g, 0, sizeof *g);
}

void saves_free(saves_game *g)
{
    free(g->moves);
    saves_init(g);
}

/* ------------------------------------------------------------- grammar */

static bool game_ok(const char *s, size_t n)
{
    if (n == 0 || n > SAVES_GAME_MAX)
        return false;
    for (size_t i = 0; i < n; i++)
        if (s[i] < 'a' || s[i] > 'z')
            return false;
    return true;
}

static bool value_ok(const char *s, size_t n, size_t max)
{
    if (n == 0 || n > max)
        return false;
    for (size_t i = 0; i < n; i++)
        if (s[i] < 0x21 || s[i] > 0x7e)
            return false;
    return true;
}

static bool key_ok(const char *s, size_t n)
{
    if (n == 0 || n > SAVES_KEY_MAX || s[0] < 'a' || s[0] > 'z')
        return false;
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') ||
              s[i] == '_'))
            return false;
    for (size_t i = 0; i < sizeof reserved / sizeof *reserved; i++)
        if (strlen(reserved[i]) == n && memcmp(reserved[i], s, n) == 0)
            return false;
    return true;
}

static bool time_ok(int64_t t)
{
    return t >= 0 && (uint64_t)t <= SAVES_NUMBER_MAX;
}

/* strnlen that also says whether s ends within max. */
static bool bounded(const char *s, size_t max, size_t *n)
{
    *n = strnlen(s, max + 1);
    return *n <= max;
}

bool saves_valid(const saves_game *g, char *why)
{
    size_t n;
    if (!bounded(g->game, SAVES_GAME_MAX, &n) || !game_ok(g->game, n)) {
        store_say(why, "bad game name");
        return false;
    }
    if (!bounded(g->params, SAVES_PARAMS_MAX, &n) || !value_ok(g->params, n, SAVES_PARAMS_MAX)) {
        store_say(why, "bad params");
        return false;
    }
    if (!time_ok(g->elapsed_ms)) {
        store_say(why, "bad elapsed_ms");
        return false;
    }
    if (g->nextra > SAVES_EXTRA_MAX) {
        store_say(why, "too many keys");
        return false;
    }
    for (size_t i = 0; i < g->nextra; i++) {
        const saves_extra *e = &g->extra[i];
        size_t v;
        if (!bounded(e->key, SAVES_KEY_MAX, &n) || !key_ok(e->key, n) ||
            !bounded(e->value, SAVES_VALUE_MAX, &v) || !value_ok(e->value, v, SAVES_VALUE_MAX)) {
            store_say(why, "bad key or value");
            return false;
        }
        for (size_t j = 0; j < i; j++)
            if (strcmp(g->extra[j].key, e->key) == 0) {
                store_say(why, "a key appears twice");
                return false;
            }
    }
    if (g->nmoves > SAVES_MOVES_MAX) {
        store_say(why, "too many moves");
        return false;
    }
    for (size_t i = 0; i < g->nmoves; i++) {
        const session_move *m = &g->moves[i];
        if (!time_ok(m->t_ms) ||
            !bounded(m->text, SAVES_MOVE_TEXT_MAX, &n) ||
            !session_move_text_ok(m->text, n)) {
            store_say(why, "bad move");
            return false;
        }
    }
    return true;
}

bool saves_push_move(saves_game *g, int64_t t_ms, const char *text)
{
    size_t n = strnlen(text, SAVES_MOVE_TEXT_MAX + 1);
    if (!time_ok(t_ms) || !session_move_text_ok(text, n) ||
        g->nmoves >= SAVES_MOVES_MAX)
        return false;
    if (!grow_for_one(&g->moves, &g->cap_moves, g->nmoves, sizeof *g->moves, 64))
        return false;
    session_move *m = &g->moves[g->nmoves++];
    m->t_ms = t_ms;
    memcpy(m->text, text, n);
    m->text[n] = '\0';
    return true;
}

bool saves_set(saves_game *g, const char *key, const char *value)
{
    size_t k = strnlen(key, SAVES_KEY_MAX + 1);
    size_t v = strnlen(value, SAVES_VALUE_MAX + 1);
    if (!key_ok(key, k) || !value_ok(value, v, SAVES_VALUE_MAX))
        return false;
    size_t i = 0;
    while (i < g->nextra && strcmp(g->extra[i].key, key) != 0)
        i++;
    if (i == SAVES_EXTRA_MAX)
        return false;
    memcpy(g->extra[i].key, key, k + 1);
    memcpy(g->extra[i].value, value, v + 1);
    if (i == g->nextra)
        g->nextra++;
    return true;
}

const char *saves_get(const saves_game *g, const char *key)
{
    for (size_t i = 0; i < g->nextra; i++)
        if (strcmp(g->extra[i].key, key) == 0)
            return g->extra[i].value;
    return NULL;
}

/* -------------------------------------------------------------- parsing */

/* Splits "WORD REST" at the first space; REST may hold no space for keys,
 * and exactly one more for moves, which the caller checks. */
static bool split2(const char *line, size_t n, size_t *word_len)
{
    const char *sp = memchr(line, ' ', n);
    if (!sp || sp == line || (size_t)(sp - line) + 1 >= n)
        return false;
    *word_len = (size_t)(sp - line);
    return true;
}

static bool parse_line(saves_game *g, int *phase, const char *line, size_t n,
                       uint64_t *end_count, char *reason)
{
    size_t wl;
    if (!split2(line, n, &wl)) {
        store_say(reason, "expected 'KEY VALUE'");
        return false;
    }
    const char *val = line + wl + 1;
    size_t vl = n - wl - 1;
    static const char *const fixed[] = { "game", "params", "elapsed_ms" };
    uint64_t num;
    if (*phase < 3) {
        /* game, params, elapsed_ms come first and in this order. */
        const char *want = fixed[*phase];
        if (wl != strlen(want) || memcmp(line, want, wl) != 0) {
            snprintf(reason, STORE_WHY_MAX, "expected '%s'", want);
            return false;
        }
        bool ok = *phase == 0 ? game_ok(val, vl)
                : *phase == 1 ? value_ok(val, vl, SAVES_PARAMS_MAX)
                : number_parse(val, vl, SAVES_NUMBER_MAX, &num);
        if (!ok) {
            snprintf(reason, STORE_WHY_MAX, "bad %s", want);
            return false;
        }
        if (*phase == 2)
            g->elapsed_ms = (int64_t)num;
        else
            memcpy(*phase == 0 ? g->game : g->params, val, vl);
        (*phase)++;
        return true;
    }
    if (wl == 4 && memcmp(line, "move", 4) == 0) {
        session_move m;
        const char *bad = session_move_read(val, vl, &m);
        if (bad) {
            store_say(reason, bad);
            return false;
        }
        if (g->nmoves >= SAVES_MOVES_MAX) {
            store_say(reason, "too many moves");
            return false;
        }
        if (!saves_push_move(g, m.t_ms, m.text)) {
            store_say(reason, "out of memory");
            return false;
        }
        *phase = 4;
        return true;
    }
    if (wl == 3 && memcmp(line, "end", 3) == 0) {
        if (!number_parse(val, vl, SAVES_MOVES_MAX, end_count) ||
            *end_count != g->nmoves) {
            store_say(reason, "end line does not match the move count");
            return false;
        }
        *phase = 5;
        return true;
    }
    if (*phase > 3) {
        store_say(reason, "a key after the moves");
        return false;
    }
    if (!key_ok(line, wl) || !value_ok(val, vl, SAVES_VALUE_MAX)) {
        store_say(reason, "bad key or value");
        return false;
    }
    for (size_t i = 0; i < g->nextra; i++)
        if (strlen(g->extra[i].key) == wl &&
            memcmp(g->extra[i].key, line, wl) == 0) {
            store_say(reason, "a key appears twice");
            return false;
        }
    if (g->nextra == SAVES_EXTRA_MAX) {
        store_say(reason, "too many keys");
        return false;
    }
    saves_extra *e = &g->extra[g->nextra++];
    memcpy(e->key, line, wl);
    e->key[wl] = '\0';
    memcpy(e->value, val, vl);
    e->value[vl] = '\0';
    return true;
}

bool saves_parse(const char *buf, size_t len, saves_game *g, char *why)
{
    return saves_parse_as(HEADER, buf, len, g, why);
}

bool saves_parse_as(const char *header, const char *buf, size_t len, saves_game *g, char *why)
{
    char reason[STORE_WHY_MAX] = "";
    store_lines r = { .buf = buf, .len = len, .max_len = SAVES_PARAMS_LINE_MAX,
                      .header = header, .strict = true };
    const char *line;
    size_t n;
    int phase = 0; /* 0-2 fixed keys next, 3 other keys, 4 moves, 5 ended */
    int got;
    uint64_t end_count = 0;
    saves_init(g);
    while ((got = store_next_line(&r, &line, &n, reason)) != STORE_LINE_END) {
        if (got == STORE_LINE_BAD)
            goto bad;
        if (phase == 5) {
            store_say(reason, "text after the end line");
            goto bad;
        }
        if (!parse_line(g, &phase, line, n, &end_count, reason))
            goto bad;
    }
    if (phase != 5) {
        store_say(why, r.lineno == 0 ? "empty file"
                                     : "no end line (truncated?)");
        saves_free(g);
        return false;
    }
    return true;
bad:
    store_say_line(why, r.lineno, reason);
    saves_free(g);
    return false;
}

/* Appends with memcpy: a million moves through snprintf's %s would be slow
 * to no purpose. */
static char *emit(char *p, const char *s)
{
    size_t n = strlen(s);
    memcpy(p, s, n);
    return p + n;
}

static char *emit_u64(char *p, uint64_t v)
{
    char tmp[24];
    int n = 0;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (n)
        *p++ = tmp[--n];
    return p;
}

char *saves_format(const saves_game *g, size_t *len)
{
    return saves_format_as(HEADER, g, len);
}

char *saves_format_as(const char *header, const saves_game *g, size_t *len)
{
    if (!saves_valid(g, NULL) || strlen(header) > SAVES_LINE_MAX)
        return NULL;
    /* Every line fits in SAVES_LINE_MAX + 1 bytes, but the params line. */
    size_t lines = 6 + g->nextra + g->nmoves;
    char *buf = malloc(lines * (SAVES_LINE_MAX + 1) + SAVES_PARAMS_LINE_MAX + 1);
    if (!buf)
        return NULL;
    char *p = emit(buf, header);
    p = emit(p, "\ngame ");
    p = emit(p, g->game);
    p = emit(p, "\nparams ");
    p = emit(p, g->params);
    p = emit(p, "\nelapsed_ms ");
    p = emit_u64(p, (uint64_t)g->elapsed_ms);
    *p++ = '\n';
    for (size_t i = 0; i < g->nextra; i++) {
        p = emit(p, g->extra[i].key);
        *p++ = ' ';
        p = emit(p, g->extra[i].value);
        *p++ = '\n';
    }
    for (size_t i = 0; i < g->nmoves; i++) {
        p = emit(p, "move ");
        p += session_move_write(p, SAVES_LINE_MAX + 1, g->moves[i].t_ms, g->moves[i].text);
        *p++ = '\n';
    }
    p = emit(p, "end ");
    p = emit_u64(p, g->nmoves);
    *p++ = '\n';
    *p = '\0';
    *len = (size_t)(p - buf);
    return buf;
}

/* ---------------------------------------------------------------- files */

/* Slot k of a game (1..SAVES_SLOTS): GAME.save, then GAME.2.save ...
 * GAME.9.save. One process saves into one slot, so that two playing the
 * same game at once never replace each other's save. */
static bool slot_path(char *path, const char *dir, const char *game, int k)
{
    char name[SAVES_GAME_MAX + 16];
    if (k == 1)
        snprintf(name, sizeof name, "%s.save", game);
    else
        snprintf(name, sizeof name, "%s.%d.save", game, k);
    return store_join(path, STORE_PATH_MAX, dir, name);
}

/* The directory of a game's saves into d, its slot 1 into path and the
 * lock of all its slots (GAME.save.lock) into lock (STORE_PATH_MAX bytes
 * each); false with a warning if that cannot be. */
static bool save_paths(char *d, char *path, char *lock, const char *dir,
                       const char *game, const char *what, store_warnings *w)
{
    size_t n;
    if (!bounded(game, SAVES_GAME_MAX, &n) || !game_ok(game, n)) {
        store_warn(w, "%s: bad game name", what);
        return false;
    }
    if (!dir) {
        char why[STORE_LINE_MAX];
        if (!store_state_dir_say(d, STORE_PATH_MAX, why)) {
            store_warn(w, "%s: %s", what, why);
            return false;
        }
    } else if (strlen(dir) < STORE_PATH_MAX) {
        strcpy(d, dir);
    } else {
        d[0] = '\0';
    }
    char longest[STORE_PATH_MAX];
    if (!d[0] || !slot_path(path, d, game, 1) || !store_lock_path(lock, STORE_PATH_MAX, path)
        || !slot_path(longest, d, game, SAVES_SLOTS)) {
        store_warn(w, "%s: directory name too long", what);
        return false;
    }
    return true;
}

/* The version of each save that this process last loaded or wrote: the
 * one saves_remove may delete and saves_write may replace (see there). A
 * process plays one game at a time, so a few entries are plenty; when they
 * run out one is dropped, and its save is then only ever kept, never
 * lost. */
enum { KNOWN_MAX = 4 };
static struct {
    char path[STORE_PATH_MAX];
    store_stamp stamp;
} known[KNOWN_MAX];
static unsigned known_next;

static store_stamp *known_slot(const char *path, bool make)
{
    int free_slot = -1;
    for (int i = 0; i < KNOWN_MAX; i++) {
        if (!known[i].stamp.known)
            free_slot = free_slot < 0 ? i : free_slot;
        else if (strcmp(known[i].path, path) == 0)
            return &known[i].stamp;
    }
    if (!make)
        return NULL;
    int i = free_slot >= 0 ? free_slot : (int)(known_next++ % KNOWN_MAX);
    snprintf(known[i].path, sizeof known[i].path, "%s", path);
    return &known[i].stamp;
}

/* The slot of game in d this process knows a version of: its number, its
 * path in path and its stamp; 0 when none. */
static int own_slot(const char *d, const char *game, char *path, store_stamp **stamp)
{
    for (int k = 1; k <= SAVES_SLOTS; k++) {
        if (slot_path(path, d, game, k) && (*stamp = known_slot(path, false)) != NULL)
            return k;
    }
    return 0;
}

/* What this process knows of game's saves is now path's version stamp
 * alone: one slot per game. */
static void remember(const char *d, const char *game, const char *path,
                     const store_stamp *stamp)
{
    char other[STORE_PATH_MAX];
    store_stamp *old;
    while (own_slot(d, game, other, &old))
        old->known = false;
    store_stamp *slot = known_slot(path, stamp->known);
    if (slot)
        *slot = *stamp;
}

typedef struct {
    saves_game *g;
    const char *game;
} load_target;

/* saves_parse, and the save must be the wanted game's. */
static bool parse_for(const char *buf, size_t len, void *out, char *why)
{
    load_target *t = out;
    if (!saves_parse(buf, len, t->g, why))
        return false;
    if (strcmp(t->g->game, t->game) == 0)
        return true;
    snprintf(why, STORE_WHY_MAX, "it belongs to %s", t->g->game);
    saves_free(t->g);
    return false;
}

typedef struct {
    int k;
    struct timespec mtime;
} slot_age;

static int newest_first(const void *a, const void *b)
{
    const slot_age *x = a, *y = b;
    if (x->mtime.tv_sec != y->mtime.tv_sec)
        return x->mtime.tv_sec < y->mtime.tv_sec ? 1 : -1;
    if (x->mtime.tv_nsec != y->mtime.tv_nsec)
        return x->mtime.tv_nsec < y->mtime.tv_nsec ? 1 : -1;
    return y->k - x->k;
}

int saves_load(const char *dir, const char *game, saves_game *g,
               store_warnings *w)
{
    static const char *const what = "cannot read the saved game";
    char d[STORE_PATH_MAX], path[STORE_PATH_MAX], lock[STORE_PATH_MAX];
    saves_init(g);
    if (!save_paths(d, path, lock, dir, game, what, w))
        return SAVES_BAD;
    slot_age slots[SAVES_SLOTS];
    int n = 0;
    for (int k = 1; k <= SAVES_SLOTS; k++) {
        struct stat st;
        if (!slot_path(path, d, game, k))
            continue;
        if (stat(path, &st) == 0)
            slots[n++] = (slot_age){ k, st.st_mtim };
        else if (errno != ENOENT) {
            store_warn(w, "%s: %s: %s", what, path, strerror(errno));
            return SAVES_BAD;
        }
    }
    qsort(slots, (size_t)n, sizeof *slots, newest_first);
    /* A save that is unusable has been said and moved aside: the next
     * newest is still there to resume. */
    int rc = STORE_MISSING;
    for (int i = 0; i < n && rc != STORE_OK; i++) {
        slot_path(path, d, game, slots[i].k);
        load_target t = { g, game };
        store_file f = { .path = path, .lock = lock, .cap = SAVES_FILE_MAX,
                         .parse = parse_for, .what = what, .label = "saved game" };
        store_stamp stamp;
        int got = store_load(&f, &t, &stamp, w);
        if (got == STORE_OK) {
            remember(d, game, path, &stamp);
            g->written = (int64_t)slots[i].mtime.tv_sec;
        }
        if (got != STORE_MISSING)
            rc = got;
    }
    return rc == STORE_OK ? SAVES_FOUND
         : rc == STORE_MISSING ? SAVES_NONE : SAVES_BAD;
}

/* Where this process saves game in d (under its lock): its own slot while
 * that still holds the version it knew (or nothing), else the first free
 * one. 0 when all are taken. */
static int slot_to_write(const char *d, const char *game, char *path, const char *what,
                         store_warnings *w)
{
    store_stamp *mine;
    if (own_slot(d, game, path, &mine)) {
        store_stamp now;
        int rc = store_stamp_file(path, SAVES_FILE_MAX, &now, what, w);
        if (rc == STORE_MISSING || (rc == STORE_OK && store_stamp_same(&now, mine)))
            return 1;
    }
    for (int k = 1; k <= SAVES_SLOTS; k++) {
        struct stat st;
        if (slot_path(path, d, game, k) && lstat(path, &st) != 0 && errno == ENOENT)
            return 1;
    }
    return 0;
}

int saves_write(const char *dir, const saves_game *g, store_warnings *w)
{
    static const char *const what = "cannot save the game";
    char path[STORE_PATH_MAX], lock[STORE_PATH_MAX], d[STORE_PATH_MAX];
    char why[STORE_WHY_MAX];
    if (!saves_valid(g, why)) {
        store_warn(w, "%s: %s", what, why);
        return STORE_ERROR;
    }
    if (!save_paths(d, path, lock, dir, g->game, what, w))
        return STORE_ERROR;
    if (store_mkdirs(d, what, w) != STORE_OK)
        return STORE_ERROR;
    size_t len;
    char *text = saves_format(g, &len);
    if (!text) {
        store_warn(w, "%s: out of memory", what);
        return STORE_ERROR;
    }
    int rc = STORE_ERROR;
    int fd = store_lock(lock, STORE_LOCK_WAIT_MS, what, w);
    if (fd >= 0) {
        store_stamp stamp;
        if (!slot_to_write(d, g->game, path, what, w))
            store_warn(w, "%s: %d saved %s games are there already (resume one, or decline it)",
                       what, SAVES_SLOTS, g->game);
        else if ((rc = store_write_atomic(path, text, len, &stamp, what, w)) == STORE_OK)
            remember(d, g->game, path, &stamp);
        store_unlock(fd);
    }
    free(text);
    return rc;
}

int saves_remove(const char *dir, const char *game, store_warnings *w)
{
    static const char *const what = "cannot remove the saved game";
    char d[STORE_PATH_MAX], path[STORE_PATH_MAX], lock[STORE_PATH_MAX];
    if (!save_paths(d, path, lock, dir, game, what, w))
        return STORE_ERROR;
    store_stamp *stamp = NULL;
    /* None of ours: slot 1 is only looked at, so that a directory that
     * cannot be read is said. */
    if (!own_slot(d, game, path, &stamp))
        slot_path(path, d, game, 1);
    store_file f = { .path = path, .lock = lock, .cap = SAVES_FILE_MAX,
                     .what = what };
    int rc = store_forget(&f, stamp, w);
    if (rc == STORE_OK && stamp)
        stamp->known = false;
    return rc;
}
