/* Replay files: made from a finished game, parsed, verified by replaying,
 * kept in the state directory with the oldest non-records pruned. */
#include "app/replays.h"

#include <dirent.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/utc.h"
#include "session/game_rules.h"
#include "session/midend.h"
#include "util/number.h"
#include "util/grow.h"

static const char *const outcomes[] = { "won", "lost", "over", "quit", NULL };

/* A value as the save format takes it: 1-160 printable characters, no
 * space; anything else (an odd login name) becomes "?". */
static void value_of(const char *text, char *out, size_t cap)
{
    size_t n = strlen(text);
    bool ok = n >= 1 && n <= SAVES_VALUE_MAX;
    for (size_t i = 0; ok && i < n; i++)
        ok = text[i] > 0x20 && text[i] < 0x7f;
    snprintf(out, cap, "%s", ok ? text : "?");
}

static bool set_number(saves_game *g, const char *key, uint64_t v)
{
    char text[24];
    snprintf(text, sizeof text, "%" PRIu64, v);
    return saves_set(g, key, text);
}

bool replays_make(const session_result *r, const char *table, int rank, const char *player,
                  int64_t ended, saves_game *g)
{
    saves_init(g);
    if (!r->log || strlen(r->game) > SAVES_GAME_MAX)
        return false;
    snprintf(g->game, sizeof g->game, "%s", r->game);
    snprintf(g->params, sizeof g->params, "%s", r->log->params);
    g->elapsed_ms = r->log->saved_at;
    char value[SAVES_VALUE_MAX + 1], when[UTC_TEXT], began[UTC_TEXT];
    /* Game time runs on through pauses: the start is as far back as that. */
    bool ok = utc_format(ended, true, when) && utc_format(ended - r->log->saved_at / 1000, true, began);
    for (size_t i = 0; ok && i < r->log->nmoves; i++)
        ok = saves_push_move(g, r->log->moves[i].t_ms, r->log->moves[i].text);
    ok = ok && saves_set(g, "outcome", r->outcome) && set_number(g, "figure", r->figure)
         && set_number(g, "assisted", r->assisted) && set_number(g, "rank", (uint64_t)rank);
    value_of(table && table[0] ? table : "-", value, sizeof value);
    ok = ok && saves_set(g, "table", value);
    value_of(player, value, sizeof value);
    ok = ok && saves_set(g, "player", value) && saves_set(g, "started", began)
         && saves_set(g, "ended", when)
         && saves_set(g, "version", HEXPUZZLE_VERSION);
    if (!ok)
        saves_free(g);
    return ok;
}

static bool fail(char *why, const char *text)
{
    if (why)
        snprintf(why, REPLAYS_WHY_MAX, "%.*s", REPLAYS_WHY_MAX - 1, text);
    return false;
}

static bool claim_of(const saves_game *g, replay_claim *c, char *why)
{
    static const char *const keys[] = { "outcome", "figure", "assisted", "table", "rank",
                                        "player", "started", "ended", "version" };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        if (!saves_get(g, keys[i])) {
            if (why)
                snprintf(why, REPLAYS_WHY_MAX, "no %s", keys[i]);
            return false;
        }
    }
    memset(c, 0, sizeof *c);
    const char *outcome = saves_get(g, "outcome");
    bool known = false;
    for (int i = 0; outcomes[i]; i++)
        known = known || strcmp(outcomes[i], outcome) == 0;
    if (!known)
        return fail(why, "unknown outcome");
    snprintf(c->outcome, sizeof c->outcome, "%s", outcome);
    const char *figure = saves_get(g, "figure"), *assisted = saves_get(g, "assisted"),
               *rank = saves_get(g, "rank");
    uint64_t v;
    if (!number_parse(figure, strlen(figure), UINT64_MAX, &c->figure))
        return fail(why, "bad figure");
    if (!number_parse(assisted, strlen(assisted), 1, &v))
        return fail(why, "bad assisted");
    c->assisted = v == 1;
    if (!number_parse(rank, strlen(rank), 10, &v))
        return fail(why, "bad rank");
    c->rank = (int)v;
    if (!utc_parse(saves_get(g, "ended"), strlen(saves_get(g, "ended")), &c->ended))
        return fail(why, "bad ended");
    if (!utc_parse(saves_get(g, "started"), strlen(saves_get(g, "started")), &c->started) || c->started > c->ended)
        return fail(why, "bad started");
    snprintf(c->table, sizeof c->table, "%s", saves_get(g, "table"));
    snprintf(c->player, sizeof c->player, "%s", saves_get(g, "player"));
    snprintf(c->version, sizeof c->version, "%s", saves_get(g, "version"));
    return true;
}

bool replays_parse(const char *buf, size_t len, saves_game *g, replay_claim *c, char *why)
{
    char reason[STORE_WHY_MAX] = "";
    if (!saves_parse_as(REPLAYS_HEADER, buf, len, g, reason))
        return fail(why, reason);
    replay_claim mine;
    if (!claim_of(g, c ? c : &mine, why)) {
        saves_free(g);
        return false;
    }
    return true;
}

char *replays_format(const saves_game *g, size_t *len)
{
    return saves_format_as(REPLAYS_HEADER, g, len);
}

static bool verify(const saves_game *g, char *why, session_progress *progress, void *ctx,
                   char *figures, size_t len);

bool replays_verify(const saves_game *g, char *why)
{
    return verify(g, why, NULL, NULL, NULL, 0);
}

bool replays_verify_told(const saves_game *g, char *why, session_progress *progress, void *ctx)
{
    return verify(g, why, progress, ctx, NULL, 0);
}

bool replays_verify_figures(const saves_game *g, char *why, char *figures, size_t len)
{
    return verify(g, why, NULL, NULL, figures, len);
}

static bool verify(const saves_game *g, char *why, session_progress *progress, void *ctx,
                   char *figures, size_t len)
{
    if (len > 0)
        figures[0] = '\0';
    replay_claim c;
    if (!claim_of(g, &c, why))
        return false;
    const session_game *game = session_game_named(g->game);
    if (!game)
        return fail(why, "a game this hexpuzzle does not know");
    session_save sv = { .saved_at = g->elapsed_ms, .moves = g->moves, .nmoves = g->nmoves };
    snprintf(sv.params, sizeof sv.params, "%s", g->params);
    char reason[REPLAYS_WHY_MAX] = "";
    void *st = session_replay_told(game, &sv, SIZE_MAX, reason, sizeof reason, progress, ctx);
    if (!st) {
        if (why)
            snprintf(why, REPLAYS_WHY_MAX, "its moves do not replay (%.120s)", reason);
        return false;
    }
    session_result r;
    memset(&r, 0, sizeof r);
    game->result(st, g->elapsed_ms, &r);
    game->destroy(st);
    if (len > 0)
        snprintf(figures, len, "%s", r.figures);
    /* A game given up never ended: it replays to no outcome. */
    const char *came = r.outcome ? r.outcome : "quit";
    if (strcmp(came, c.outcome) != 0 || r.figure != c.figure || r.assisted != c.assisted) {
        if (why)
            snprintf(why, REPLAYS_WHY_MAX,
                     "claims %s (figure %" PRIu64 "%s), replays to %s (figure %" PRIu64 "%s)",
                     c.outcome, c.figure, c.assisted ? ", assisted" : "", came, r.figure,
                     r.assisted ? ", assisted" : "");
        return false;
    }
    return true;
}

/* The replays directory, STATEDIR/replays or DIR/replays. */
static bool replays_dir(const char *dir, char *buf, size_t cap, char *why)
{
    char state[STORE_PATH_MAX];
    if (!dir) {
        if (!store_state_dir_say(state, sizeof state, why))
            return false;
        dir = state;
    }
    if (store_join(buf, cap, dir, "replays"))
        return true;
    snprintf(why, STORE_LINE_MAX, "directory name too long");
    return false;
}

/* A record's file says so in its name, so that pruning reads no file. */
static const char RECORD_TAIL[] = ".record.replay", TAIL[] = ".replay";

static bool ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), t = strlen(tail);
    return n > t && strcmp(s + n - t, tail) == 0;
}

/* A name replays_keep could have written: 16 characters of time, '-',
 * three of milliseconds, '-', a game name, '-', digits, then the tail.
 * Nothing else in the directory is ours to list or remove. */
static bool replay_name(const char *name)
{
    if (!ends_with(name, TAIL) || strlen(name) < 24 || name[8] != 'T' || name[15] != 'Z'
        || name[16] != '-' || name[20] != '-')
        return false;
    for (const char *p = name; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '.'
              || *p == 'T' || *p == 'Z'))
            return false;
    return true;
}

static int newest_first(const void *a, const void *b)
{
    return strcmp(*(char *const *)b, *(char *const *)a);
}

/* The replay names in path, newest first (malloc'd, each malloc'd). */
static char **names_in(const char *path, size_t *n)
{
    *n = 0;
    DIR *d = opendir(path);
    if (!d)
        return NULL;
    char **names = NULL;
    size_t cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!replay_name(e->d_name))
            continue;
        if (!grow_for_one(&names, &cap, *n, sizeof *names, 64))
            break;
        if ((names[*n] = strdup(e->d_name)) == NULL)
            break;
        (*n)++;
    }
    closedir(d);
    if (*n > 1)
        qsort(names, *n, sizeof *names, newest_first);
    return names;
}

static void free_names(char **names, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

/* Removes the games past REPLAYS_KEEP that were no record, oldest first. */
static void prune(const char *path)
{
    size_t n, others = 0;
    char **names = names_in(path, &n);
    for (size_t i = 0; i < n; i++) {
        if (ends_with(names[i], RECORD_TAIL) || ++others <= REPLAYS_KEEP)
            continue;
        char file[STORE_PATH_MAX];
        if (store_join(file, sizeof file, path, names[i]))
            unlink(file);
    }
    free_names(names, n);
}

int replays_keep(const char *dir, const saves_game *g, char *path, size_t cap,
                 store_warnings *w)
{
    static const char what[] = "cannot keep the replay";
    char where[STORE_PATH_MAX], file[STORE_PATH_MAX], lock[STORE_PATH_MAX], name[96];
    char when[UTC_TEXT], stamp[UTC_TEXT];
    replay_claim c;
    /* Named by the moment it is kept, to the millisecond, so that the
     * names sort as the games ended, also two in one second. */
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    if (!claim_of(g, &c, NULL) || !utc_format((int64_t)now.tv_sec, true, when)) {
        store_warn(w, "%s: it is not a finished game", what);
        return STORE_ERROR;
    }
    /* 2026-11-23T20:45:12Z as 20261123T204512Z: sortable, no colons. */
    size_t k = 0;
    for (const char *p = when; *p; p++)
        if (*p != '-' && *p != ':')
            stamp[k++] = *p;
    stamp[k] = '\0';
    static unsigned kept_here;   /* two in one millisecond keep apart */
    snprintf(name, sizeof name, "%s-%03ld-%s-%ld-%04u%s", stamp,
             (long)(now.tv_nsec / 1000000), g->game, (long)getpid(), kept_here++ % 10000,
             c.rank > 0 ? RECORD_TAIL : TAIL);
    char why[STORE_LINE_MAX] = "directory name too long";
    if (!replays_dir(dir, where, sizeof where, why) || !store_join(file, sizeof file, where, name)
        || !store_join(lock, sizeof lock, where, ".lock")) {
        store_warn(w, "%s: %s", what, why);
        return STORE_ERROR;
    }
    if (store_mkdirs(where, what, w) != STORE_OK)
        return STORE_ERROR;
    size_t len;
    char *text = replays_format(g, &len);
    if (!text) {
        store_warn(w, "%s: out of memory", what);
        return STORE_ERROR;
    }
    int fd = store_lock(lock, STORE_LOCK_WAIT_MS, what, w);
    int rc = STORE_ERROR;
    if (fd >= 0) {
        rc = store_write_atomic(file, text, len, NULL, what, w);
        if (rc == STORE_OK)
            prune(where);
        store_unlock(fd);
    }
    free(text);
    if (rc == STORE_OK && path)
        snprintf(path, cap, "%s", file);
    return rc;
}

char **replays_list(const char *dir, size_t *n, store_warnings *w)
{
    char where[STORE_PATH_MAX], why[STORE_LINE_MAX];
    *n = 0;
    if (!replays_dir(dir, where, sizeof where, why)) {
        store_warn(w, "cannot list the replays: %s", why);
        return NULL;
    }
    char **names = names_in(where, n);
    for (size_t i = 0; i < *n; i++) {
        char file[STORE_PATH_MAX];
        char *full = store_join(file, sizeof file, where, names[i]) ? strdup(file) : NULL;
        if (!full) {
            free_names(names, *n);
            *n = 0;
            return NULL;
        }
        free(names[i]);
        names[i] = full;
    }
    return names;
}

void replays_list_free(char **paths, size_t n)
{
    free_names(paths, n);
}

bool replays_load(const char *path, saves_game *g, replay_claim *c, char *why)
{
    char *data = NULL;
    size_t len = 0;
    store_warnings w;
    store_warnings_init(&w);
    int rc = store_read(path, REPLAYS_FILE_MAX, &data, &len, "cannot read the replay", &w);
    if (rc == STORE_MISSING)
        return fail(why, "no such replay file");
    if (rc == STORE_TOOBIG)
        return fail(why, "too large for a replay");
    if (rc != STORE_OK)
        return fail(why, w.n ? w.line[0] : "cannot read the replay");
    char reason[REPLAYS_WHY_MAX] = "";
    bool ok = replays_parse(data, len, g, c, reason);
    free(data);
    if (!ok && why)
        snprintf(why, REPLAYS_WHY_MAX, "not a replay (%.130s)", reason);
    return ok;
}
