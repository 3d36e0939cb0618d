/* The host tables' directory: reading its replays safely, recording a
 * verified one, pruning what fell out of a top 10. */
#define _DEFAULT_SOURCE /* flock, which glibc declares only so */
#include "app/host.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/replays.h"
#include "app/scores.h"
#include "session/games.h"

int host_open(const char *path)
{
    return open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

/* One entry: its file and what it says. */
typedef struct {
    char name[96];
    char player[SAVES_VALUE_MAX + 1];
    scores_result r;
} entry;

typedef struct {
    entry *e;
    size_t n, cap;
} entries;

static bool host_name(const char *name)
{
    size_t n = strlen(name);
    if (n < 8 || n > 90 || strcmp(name + n - 7, ".replay") != 0)
        return false;
    for (const char *p = name; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '.'
              || *p == 'T' || *p == 'Z'))
            return false;
    return true;
}

/* Reads name under dirfd: a regular file, not a link, not too large.
 * *corrupt says whether it is a file that cannot be an entry (too large,
 * not a regular file), as opposed to one that could not be opened. */
static char *read_at(int dirfd, const char *name, size_t *len, bool *corrupt)
{
    *corrupt = false;
    int fd = openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return NULL;
    *corrupt = true;
    struct stat st;
    char *buf = NULL;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size <= REPLAYS_FILE_MAX
        && (buf = malloc((size_t)st.st_size + 1)) != NULL) {
        ssize_t got = read(fd, buf, (size_t)st.st_size);
        if (got != st.st_size) {
            free(buf);
            buf = NULL;
        } else {
            buf[got] = '\0';
            *len = (size_t)got;
            *corrupt = false;
        }
    }
    close(fd);
    return buf;
}

/* The scores result a parsed replay stands for in its table. */
static bool result_of(const saves_game *g, const replay_claim *c, scores_result *r)
{
    memset(r, 0, sizeof *r);
    static const struct { const char *name; scores_outcome o; } outcomes[] = {
        { "won", SCORES_WON }, { "lost", SCORES_LOST }, { "over", SCORES_OVER },
        { "quit", SCORES_QUIT },
    };
    bool known = false;
    for (size_t i = 0; i < sizeof outcomes / sizeof outcomes[0]; i++)
        if (strcmp(c->outcome, outcomes[i].name) == 0) {
            r->outcome = outcomes[i].o;
            known = true;
        }
    if (!known || !scores_game_named(g->game, &r->game) || strlen(c->table) > SCORES_CATEGORY_MAX)
        return false;
    snprintf(r->category, sizeof r->category, "%s", c->table);
    r->figure = c->figure;
    r->assisted = c->assisted;
    r->date = c->ended;
    const session_game *game = session_game_named(g->game);
    if (!game || !game->params_seed || !game->params_seed(g->params, &r->seed))
        return false;
    if (r->seed > SCORES_NUMBER_MAX)
        r->seed %= SCORES_NUMBER_MAX;
    return scores_result_valid(r, NULL);
}

/* A file in the host directory that is no entry is kept aside, whole,
 * under a name that is no entry's (NAME.corrupt), by whoever may write
 * the directory: it counts for nothing, and nothing is lost. */
static void set_aside(int dirfd, const char *name)
{
    char aside[128];
    snprintf(aside, sizeof aside, "%s.corrupt", name);
    renameat(dirfd, name, dirfd, aside);
}

/* The entries of the directory; the recorder (aside) also keeps the files
 * that are none aside. */
static void load(int dirfd, entries *all, bool aside)
{
    memset(all, 0, sizeof *all);
    int fd = dup(dirfd);
    DIR *d = fd >= 0 ? fdopendir(fd) : NULL;
    if (!d) {
        if (fd >= 0)
            close(fd);
        return;
    }
    rewinddir(d);
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (!host_name(de->d_name))
            continue;
        size_t len;
        bool corrupt;
        char *text = read_at(dirfd, de->d_name, &len, &corrupt);
        saves_game g;
        replay_claim c;
        entry e;
        if (text && !replays_parse(text, len, &g, &c, NULL))
            corrupt = true;
        else if (text) {
            bool ok = result_of(&g, &c, &e.r);
            saves_free(&g);
            corrupt = !ok;
            if (ok && (all->n < all->cap || (all->e = realloc(all->e, (all->cap = all->cap * 2 + 16)
                                                                          * sizeof *all->e)))) {
                snprintf(e.name, sizeof e.name, "%s", de->d_name);
                snprintf(e.player, sizeof e.player, "%s", c.player);
                all->e[all->n++] = e;
            }
        }
        if (corrupt && aside)
            set_aside(dirfd, de->d_name);
        free(text);
    }
    closedir(d);
}

static scores_log log_of(const entries *all)
{
    scores_log log;
    scores_log_init(&log);
    for (size_t i = 0; i < all->n; i++)
        scores_append(&log, &all->e[i].r, SCORES_LOG_MAX);
    return log;
}

static bool same_result(const scores_result *a, const scores_result *b)
{
    return a->game == b->game && strcmp(a->category, b->category) == 0 && a->figure == b->figure
           && a->seed == b->seed && a->date == b->date && a->outcome == b->outcome;
}

/* The entry behind a top-table result, or NULL. */
static const entry *entry_of(const entries *all, const scores_result *r)
{
    for (size_t i = 0; i < all->n; i++)
        if (same_result(&all->e[i].r, r))
            return &all->e[i];
    return NULL;
}

/* Writes text as name under dirfd: a new temporary file, synced, renamed. */
static bool write_at(int dirfd, const char *name, const char *text, size_t len)
{
    char tmp[128];
    snprintf(tmp, sizeof tmp, ".tmp-%ld-%s", (long)getpid(), name);
    int fd = openat(dirfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0664);
    if (fd < 0)
        return false;
    bool ok = write(fd, text, len) == (ssize_t)len && fsync(fd) == 0;
    ok = close(fd) == 0 && ok;
    if (ok)
        ok = renameat(dirfd, tmp, dirfd, name) == 0;
    if (!ok)
        unlinkat(dirfd, tmp, 0);
    else
        fsync(dirfd);
    return ok;
}

static bool say(char *why, const char *text)
{
    if (why)
        snprintf(why, HOST_WHY_MAX, "%s", text);
    return false;
}

bool host_record(int dirfd, const char *text, size_t len, const char *player, int *rank,
                 char *why)
{
    saves_game g;
    replay_claim c;
    char reason[REPLAYS_WHY_MAX] = "";
    if (rank)
        *rank = 0;
    if (len > REPLAYS_FILE_MAX)
        return say(why, "too large for a replay");
    if (!replays_parse(text, len, &g, &c, reason)) {
        if (why)
            snprintf(why, HOST_WHY_MAX, "not a replay (%s)", reason);
        return false;
    }
    bool ok = false;
    char category[SCORES_CATEGORY_MAX + 1];
    scores_result r;
    if (!replays_verify(&g, reason)) {
        if (why)
            snprintf(why, HOST_WHY_MAX, "its moves do not come to its claim: %s", reason);
    } else if (!session_category(g.game, g.params, category, sizeof category)
               || strcmp(category, c.table) != 0) {
        say(why, "its table is not the one its game makes (seeded and daily games rank only "
                 "at home)");
    } else if (!result_of(&g, &c, &r)) {
        say(why, "its result does not fit the tables");
    } else {
        ok = true;
    }
    if (!ok) {
        saves_free(&g);
        return false;
    }
    /* Read-only is enough for flock, and works whoever made the file. */
    int lock = openat(dirfd, ".lock", O_RDONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0664);
    if (lock < 0 || flock(lock, LOCK_EX) != 0) {
        if (lock >= 0)
            close(lock);
        saves_free(&g);
        return say(why, "the host tables cannot be locked");
    }
    entries all;
    load(dirfd, &all, true);
    entry mine = { .r = r };
    snprintf(mine.player, sizeof mine.player, "%s", player);
    static unsigned kept_here;
    snprintf(mine.name, sizeof mine.name, "%" PRId64 "-%s-%ld-%u.replay", c.ended, g.game,
             (long)getpid(), kept_here++);
    bool placed = false;
    if (all.n < all.cap || (all.e = realloc(all.e, (all.cap = all.cap * 2 + 16) * sizeof *all.e))) {
        all.e[all.n++] = mine;
        scores_log log = log_of(&all);
        scores_table t;
        scores_table_for(&log, r.game, r.category, &t);
        for (size_t i = 0; i < t.ntop && !placed; i++) {
            if (same_result(&t.top[i], &r)) {
                placed = true;
                if (rank)
                    *rank = (int)i + 1;
            }
        }
        if (placed) {
            /* The file says who played it, as this host knows them. */
            char value[SAVES_VALUE_MAX + 1];
            snprintf(value, sizeof value, "%s", player);
            size_t n;
            char *out = saves_set(&g, "player", value) ? replays_format(&g, &n) : NULL;
            placed = out && write_at(dirfd, mine.name, out, n);
            free(out);
            if (!placed)
                say(why, "the host tables cannot be written");
            /* Whatever fell out of its top 10 goes. */
            for (size_t i = 0; placed && i + 1 < all.n; i++) {
                if (strcmp(all.e[i].r.category, r.category) != 0 || all.e[i].r.game != r.game)
                    continue;
                bool top = false;
                for (size_t k = 0; k < t.ntop && !top; k++)
                    top = same_result(&t.top[k], &all.e[i].r);
                if (!top)
                    unlinkat(dirfd, all.e[i].name, 0);
            }
        } else {
            say(why, "no place in its host top 10");
        }
        scores_log_free(&log);
    } else {
        say(why, "out of memory");
    }
    free(all.e);
    flock(lock, LOCK_UN);
    close(lock);
    saves_free(&g);
    return placed;
}

void host_print(FILE *f, int dirfd)
{
    entries all;
    load(dirfd, &all, false);
    scores_log log = log_of(&all);
    size_t n;
    scores_table *t = scores_tables(&log, &n);
    size_t shown = 0;
    for (size_t i = 0; i < n; i++) {
        if (t[i].ntop == 0)
            continue;
        fprintf(f, "%shost %s %s\n", shown++ ? "\n" : "", scores_game_name(t[i].game),
                t[i].category);
        for (size_t k = 0; k < t[i].ntop; k++) {
            char fig[SCORES_FIGURE_TEXT_MAX], date[32];
            const entry *e = entry_of(&all, &t[i].top[k]);
            scores_format_figure(fig, sizeof fig, t[i].game, t[i].category, t[i].top[k].figure);
            time_t when = (time_t)t[i].top[k].date;
            struct tm tm;
            if (!gmtime_r(&when, &tm) || strftime(date, sizeof date, "%Y-%m-%d %H:%M", &tm) == 0)
                snprintf(date, sizeof date, "?");
            fprintf(f, "  %2zu. %16s  %-16.16s %s UTC  %s\n", k + 1, fig, e ? e->player : "?",
                    date, e ? e->name : "");
        }
    }
    if (shown == 0)
        fprintf(f, "No host records yet.\n");
    free(t);
    scores_log_free(&log);
    free(all.e);
}
