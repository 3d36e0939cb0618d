/* The host tables' directory: its layout checked, its entries sealed and
 * read back safely, a witnessed result recorded, what fell out of a top
 * 10 pruned, games in progress kept. */
#define _DEFAULT_SOURCE /* flock and fdopendir's friends, which glibc declares only so */
#include "app/host.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/host_files.h"
#include "app/replays.h"
#include "app/scores.h"
#include "app/utc.h"
#include "app/games.h"
#include "util/mac.h"

static bool say(char *why, const char *text)
{
    if (why)
        snprintf(why, HOST_WHY_MAX, "%s", text);
    return false;
}

/* ------------------------------------------------------------- layout */

/* A part of the layout: of the kind wanted, nothing for others, and made
 * by whoever made the directory (root), not by a player's recorder of an
 * older install. */
static bool part_ok(int fd, bool dir, uid_t owner)
{
    struct stat st;
    return fd >= 0 && fstat(fd, &st) == 0 && (dir ? S_ISDIR(st.st_mode) : S_ISREG(st.st_mode))
           && (st.st_mode & 0007) == 0 && st.st_uid == owner;
}

static int open_part(int dirfd, const char *name, bool dir)
{
    return openat(dirfd, name,
                  O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | (dir ? O_DIRECTORY : 0));
}

void host_close(host_dir *h)
{
    int *fds[] = { &h->dir, &h->records, &h->live, &h->kept };
    for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++) {
        if (*fds[i] >= 0)
            close(*fds[i]);
        *fds[i] = -1;
    }
    memset(h->key, 0, sizeof h->key);
}

bool host_open(const char *path, host_dir *h, char *why)
{
    memset(h, 0, sizeof *h);
    h->dir = h->records = h->live = h->kept = -1;
    h->dir = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (h->dir < 0) {
        if (why)
            snprintf(why, HOST_WHY_MAX, "no host tables here (%.100s: %s)", path,
                     strerror(errno));
        return false;
    }
    const char *bad = NULL;
    struct stat st;
    uid_t owner = fstat(h->dir, &st) == 0 ? st.st_uid : 0;
    if (!part_ok(h->dir, true, owner))
        bad = "the directory is open to others";
    h->records = open_part(h->dir, "records", true);
    h->live = open_part(h->dir, "live", true);
    h->kept = open_part(h->dir, "kept", true);
    int key = open_part(h->dir, "key", false);
    int lock = open_part(h->dir, "lock", false);
    if (!bad && (!part_ok(h->records, true, owner) || !part_ok(h->live, true, owner)
                 || !part_ok(h->kept, true, owner)))
        bad = "records/, live/ or kept/ is missing, not the install's or open to others";
    if (!bad && !part_ok(lock, false, owner))
        bad = "its lock is missing, not the install's or open to others";
    if (!bad && (!part_ok(key, false, owner) || read(key, h->key, sizeof h->key) != (ssize_t)sizeof h->key))
        bad = "its key is missing, short, not the install's or open to others";
    if (key >= 0)
        close(key);
    if (lock >= 0)
        close(lock);
    if (bad) {
        if (why)
            snprintf(why, HOST_WHY_MAX, "the host tables are not set up: %s (%.60s)", bad, path);
        host_close(h);
        return false;
    }
    return true;
}

/* -------------------------------------------------------------- seals */

enum { MAC_LINE = 4 + 64 + 1 };   /* "mac " HEX "\n" */

static void mac_of(const host_dir *h, const char *text, size_t len, char hex[65])
{
    uint8_t tag[32];
    mac_hmac_sha256(h->key, sizeof h->key, text, len, tag);
    mac_hex(tag, sizeof tag, hex);
}

char *host_seal(const host_dir *h, const char *text, size_t len, size_t *out_len)
{
    char *out = malloc(len + MAC_LINE + 1);
    if (!out)
        return NULL;
    memcpy(out, text, len);
    char hex[65];
    mac_of(h, text, len, hex);
    snprintf(out + len, MAC_LINE + 1, "mac %s\n", hex);
    *out_len = len + MAC_LINE;
    return out;
}

bool host_unseal(const host_dir *h, const char *buf, size_t len, size_t *text_len)
{
    if (len < MAC_LINE || memcmp(buf + len - MAC_LINE, "mac ", 4) != 0 || buf[len - 1] != '\n')
        return false;
    char given[65], want[65];
    memcpy(given, buf + len - MAC_LINE + 4, 64);
    given[64] = '\0';
    mac_of(h, buf, len - MAC_LINE, want);
    if (!mac_hex_equal(given, want))
        return false;
    *text_len = len - MAC_LINE;
    return true;
}

/* ------------------------------------------------------------ entries */

/* The key of a record under which the host keeps the figures it worked
 * out from the witnessed moves ("-": none). */
#define HOST_FIGURES_KEY "host_figures"

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

static bool entry_name(const char *name)
{
    size_t n = strlen(name);
    if (n < 8 || n > 90 || strcmp(name + n - 7, ".replay") != 0)
        return false;
    for (const char *p = name; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '.'))
            return false;
    return true;
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
    if (!known || !(r->game = session_game_named(g->game)) || strlen(c->table) > SCORES_CATEGORY_MAX)
        return false;
    snprintf(r->category, sizeof r->category, "%.*s", SCORES_CATEGORY_MAX, c->table);
    r->figure = c->figure;
    r->assisted = c->assisted;
    r->date = c->ended;
    /* Only the figures the host worked out from the moves it witnessed,
     * under its own key, sealed with the record (host_record). */
    const char *figures = saves_get(g, HOST_FIGURES_KEY);
    if (figures && strcmp(figures, "-") != 0)
        snprintf(r->figures, sizeof r->figures, "%.*s", (int)sizeof r->figures - 1, figures);
    if (!r->game->params_seed(g->params, &r->seed))
        return false;
    if (r->seed > SCORES_NUMBER_MAX)
        r->seed %= SCORES_NUMBER_MAX;
    return scores_result_valid(r, NULL);
}

/* A file that is no entry is kept aside, whole, under a name that is no
 * entry's: it counts for nothing, and nothing is lost. */
static void set_aside(int dirfd, const char *name)
{
    char aside[128];
    snprintf(aside, sizeof aside, "%.100s.corrupt", name);
    renameat(dirfd, name, dirfd, aside);
}

/* The entries of records/; the recorder (aside) also keeps the files that
 * are none aside. */
static void load(const host_dir *h, entries *all, bool aside)
{
    memset(all, 0, sizeof *all);
    DIR *d = host_dir_entries(h->records);
    if (!d)
        return;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (!entry_name(de->d_name))
            continue;
        size_t len, text_len = 0;
        bool corrupt;
        char *text = host_read_at(h->records, de->d_name, REPLAYS_FILE_MAX, &len, &corrupt);
        saves_game g;
        replay_claim c;
        entry e;
        if (text && (!host_unseal(h, text, len, &text_len)
                     || !replays_parse(text, text_len, &g, &c, NULL))) {
            corrupt = true;
        } else if (text) {
            bool ok = result_of(&g, &c, &e.r);
            saves_free(&g);
            corrupt = !ok;
            if (ok && (all->n < all->cap || (all->e = realloc(all->e, (all->cap = all->cap * 2 + 16)
                                                                          * sizeof *all->e)))) {
                snprintf(e.name, sizeof e.name, "%.90s", de->d_name);
                snprintf(e.player, sizeof e.player, "%s", c.player);
                all->e[all->n++] = e;
            }
        }
        if (corrupt && aside)
            set_aside(h->records, de->d_name);
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

bool host_record(const host_dir *h, const char *text, size_t len, const char *player,
                 int *rank, bool *no_place, char *why)
{
    saves_game g;
    replay_claim c;
    char reason[REPLAYS_WHY_MAX] = "";
    if (rank)
        *rank = 0;
    if (no_place)
        *no_place = false;
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
    char figures[SESSION_FIGURES];
    /* Whatever the file says under the host's key is the host's to say. */
    if (!replays_verify_figures(&g, reason, figures, sizeof figures)) {
        if (why)
            snprintf(why, HOST_WHY_MAX, "its moves do not come to its claim: %s", reason);
    } else if (!saves_set(&g, HOST_FIGURES_KEY, figures[0] ? figures : "-")) {
        say(why, "its file has no room for the host's figures");
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
    int lock = host_lock(h->dir, "lock", HOST_LOCK_WAIT_MS);
    if (lock < 0) {
        saves_free(&g);
        return say(why, "the host tables are busy (their lock was not let go in time)");
    }
    entries all;
    load(h, &all, true);
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
            size_t n, sealed_len;
            char *out = saves_set(&g, "player", value) ? replays_format(&g, &n) : NULL;
            char *sealed = out ? host_seal(h, out, n, &sealed_len) : NULL;
            placed = sealed && host_write_at(h->records, mine.name, sealed, sealed_len);
            free(out);
            free(sealed);
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
                    unlinkat(h->records, all.e[i].name, 0);
            }
        } else {
            if (no_place)
                *no_place = true;
            say(why, "no place in its host top 10");
        }
        scores_log_free(&log);
    } else {
        say(why, "out of memory");
    }
    free(all.e);
    host_unlock(lock);
    saves_free(&g);
    return placed;
}

void host_print(FILE *f, const host_dir *h)
{
    entries all;
    load(h, &all, false);
    scores_log log = log_of(&all);
    size_t n;
    scores_table *t = scores_tables(&log, &n);
    size_t shown = 0;
    for (size_t i = 0; i < n; i++) {
        if (t[i].ntop == 0)
            continue;
        fprintf(f, "%shost %s %s\n", shown++ ? "\n" : "", t[i].game->name,
                t[i].category);
        if (t[i].has_mark_best) {
            char fig[SCORES_FIGURE_TEXT_MAX];
            scores_format_figure(fig, sizeof fig, t[i].game, t[i].category, t[i].mark_best);
            fprintf(f, "  best %s: %s\n", t[i].mark, fig);
        }
        for (size_t k = 0; k < t[i].ntop; k++) {
            char fig[SCORES_FIGURE_TEXT_MAX], date[UTC_TEXT];
            const entry *e = entry_of(&all, &t[i].top[k]);
            scores_format_figure(fig, sizeof fig, t[i].game, t[i].category, t[i].top[k].figure);
            utc_format(t[i].top[k].date, false, date);
            fprintf(f, "  %2zu. %16s  %-16.16s %s UTC  %s", k + 1, fig, e ? e->player : "?",
                    date, e ? e->name : "");
            /* The figures the host worked out itself (host_record). */
            scores_print_figures(f, &t[i].top[k]);
            fputc('\n', f);
        }
    }
    if (shown == 0)
        fprintf(f, "No host records yet.\n");
    free(t);
    scores_log_free(&log);
    free(all.e);
}

/* ---------------------------------------------------------- kept games */

static bool token_ok(const char *token)
{
    size_t n = strlen(token);
    if (n != HOST_TOKEN_CHARS)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!((token[i] >= '0' && token[i] <= '9') || (token[i] >= 'a' && token[i] <= 'f')))
            return false;
    return true;
}

static void kept_name(char *buf, size_t cap, long uid, const char *token)
{
    snprintf(buf, cap, "%ld-%s.save", uid, token);
}

/* Removes uid's oldest kept games so that at most keep stay. */
static void prune_kept(const host_dir *h, long uid, int keep)
{
    char prefix[32];
    snprintf(prefix, sizeof prefix, "%ld-", uid);
    for (;;) {
        DIR *d = host_dir_entries(h->kept);
        if (!d)
            return;
        int count = 0;
        char oldest[NAME_MAX + 1] = "";
        struct timespec when = { 0, 0 };
        struct dirent *de;
        struct stat st;
        while ((de = readdir(d)) != NULL) {
            if (strncmp(de->d_name, prefix, strlen(prefix)) != 0
                || fstatat(h->kept, de->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
                continue;
            count++;
            if (!oldest[0] || st.st_mtim.tv_sec < when.tv_sec
                || (st.st_mtim.tv_sec == when.tv_sec && st.st_mtim.tv_nsec < when.tv_nsec)) {
                snprintf(oldest, sizeof oldest, "%s", de->d_name);
                when = st.st_mtim;
            }
        }
        closedir(d);
        if (count <= keep || !oldest[0])
            return;
        unlinkat(h->kept, oldest, 0);
    }
}

bool host_keep(const host_dir *h, long uid, const char *text, size_t len, char *token,
               char *why)
{
    uint8_t raw[HOST_TOKEN_CHARS / 2];
    if (getrandom(raw, sizeof raw, 0) != (ssize_t)sizeof raw)
        return say(why, "no randomness for a name");
    mac_hex(raw, sizeof raw, token);
    char name[64];
    kept_name(name, sizeof name, uid, token);
    size_t sealed_len;
    char *sealed = host_seal(h, text, len, &sealed_len);
    bool ok = sealed && host_write_at(h->kept, name, sealed, sealed_len);
    free(sealed);
    if (!ok)
        return say(why, "the host cannot keep it");
    prune_kept(h, uid, HOST_KEPT_PER_USER);
    return true;
}

char *host_kept(const host_dir *h, long uid, const char *token, size_t *len, char *why)
{
    if (!token_ok(token)) {
        say(why, "its host token is malformed");
        return NULL;
    }
    char name[64];
    kept_name(name, sizeof name, uid, token);
    bool corrupt;
    size_t n, text_len;
    char *buf = host_read_at(h->kept, name, REPLAYS_FILE_MAX, &n, &corrupt);
    if (!buf) {
        say(why, "the host has no such game kept");
        return NULL;
    }
    if (!host_unseal(h, buf, n, &text_len)) {
        free(buf);
        say(why, "the host's copy of it is damaged");
        return NULL;
    }
    buf[text_len] = '\0';
    *len = text_len;
    return buf;
}

void host_unkeep(const host_dir *h, long uid, const char *token)
{
    if (!token_ok(token))
        return;
    char name[64];
    kept_name(name, sizeof name, uid, token);
    unlinkat(h->kept, name, 0);
}
