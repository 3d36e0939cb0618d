/* The host's top-10 entries: read back safely, a witnessed result
 * recorded, what fell out of a top 10 pruned, the tables printed. */
#define _DEFAULT_SOURCE /* flock and fdopendir's friends, which glibc declares only so */
#include "app/host.h"

#include <dirent.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/host_files.h"
#include "app/replays.h"
#include "app/scores.h"
#include "app/utc.h"
#include "app/games.h"


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
        return host_say(why, "too large for a replay");
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
        host_say(why, "its file has no room for the host's figures");
    } else if (!session_category(g.game, g.params, category, sizeof category)
               || strcmp(category, c.table) != 0) {
        host_say(why, "its table is not the one its game makes (seeded and daily games rank only "
                 "at home)");
    } else if (!result_of(&g, &c, &r)) {
        host_say(why, "its result does not fit the tables");
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
        return host_say(why, "the host tables are busy (their lock was not let go in time)");
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
                host_say(why, "the host tables cannot be written");
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
            host_say(why, "no place in its host top 10");
        }
        scores_log_free(&log);
    } else {
        host_say(why, "out of memory");
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
