/* The host's top-10 entries: a witnessed result recorded into its
 * table's directory (app/host/host_table.h) without a lock, what fell out of
 * a top 10 pruned, the tables printed. No step here waits on another
 * process: a recorder stopped or killed anywhere leaves at worst a
 * temporary file or an entry too many, which every other record and
 * reader passes over. */
#include "app/host/host.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/host/host_files.h"
#include "app/host/host_ladder.h"
#include "app/host/host_migrate.h"
#include "app/host/host_step.h"
#include "app/host/host_table.h"
#include "app/replays.h"
#include "app/scores.h"
#include "app/utc.h"
#include "session/game_rules.h"
#include "session/standard.h"
#include "util/grow.h"

bool host_entry_place(const host_dir *h, int dirfd, saves_game *g, const char *player,
                      const char *name)
{
    char value[SAVES_VALUE_MAX + 1];
    snprintf(value, sizeof value, "%s", player);
    size_t n, sealed_len;
    char *out = saves_set(g, "player", value) ? replays_format(g, &n) : NULL;
    char *sealed = out ? host_seal(h, out, n, &sealed_len) : NULL;
    free(out);
    char temp[HOST_ENTRY_NAME + 8];
    snprintf(temp, sizeof temp, ".tmp-%s", name);
    bool ok = sealed && host_write_new_at(dirfd, temp, sealed, sealed_len);
    free(sealed);
    if (!ok)
        return false;
    host_step("record:written");
    ok = linkat(dirfd, temp, dirfd, name, 0) == 0;
    unlinkat(dirfd, temp, 0);
    if (ok) {
        fsync(dirfd);
        host_step("record:linked");
    }
    return ok;
}

/* A witnessed replay, checked for its table: what a record claims. */
typedef struct {
    saves_game g;
    const session_game *game;
    char category[SCORES_CATEGORY_MAX + 1];
    scores_result r;
} claim;

/* Whether the replay text[0..len) comes to a result that may enter its
 * host table: *c filled (its g the caller's to free) when it does; else
 * why says why, and *no_place whether it was only no place. */
static bool claim_take(const host_dir *h, const char *text, size_t len, claim *c,
                       bool *no_place, char *why)
{
    replay_claim rc;
    char reason[REPLAYS_WHY_MAX] = "";
    if (len > REPLAYS_FILE_MAX)
        return host_say(why, "too large for a replay");
    host_migrate_old(h, HOST_MIGRATE_RECORD);
    if (!replays_parse(text, len, &c->g, &rc, reason)) {
        if (why)
            snprintf(why, HOST_WHY_MAX, "not a replay (%s)", reason);
        return false;
    }
    bool ok = false;
    char table[HOST_TABLE_NAME];
    char figures[SESSION_FIGURES];
    c->game = session_game_named(c->g.game);
    if (!c->game || !session_category(c->g.game, c->g.params, c->category, sizeof c->category)
        || strcmp(c->category, rc.table) != 0) {
        host_say(why, "its table is not the one its game makes (seeded and daily games rank only "
                 "at home)");
    } else if (!host_table_name(c->game, c->category, table, sizeof table)) {
        host_say(why, "the host ranks the standard boards only");
    } else if (!replays_verify_figures(&c->g, reason, figures, sizeof figures)) {
        /* Whatever the file says under the host's key is the host's to say. */
        if (why)
            snprintf(why, HOST_WHY_MAX, "its moves do not come to its claim: %s", reason);
    } else if (!saves_set(&c->g, HOST_FIGURES_KEY, figures[0] ? figures : "-")) {
        host_say(why, "its file has no room for the host's figures");
    } else if (!host_entry_result(&c->g, &rc, &c->r)) {
        host_say(why, "its result does not fit the tables");
    } else if (!host_entry_ranks(&c->r)) {
        if (no_place)
            *no_place = true;
        host_say(why, "no place in its host top 10");
    } else {
        ok = true;
    }
    if (!ok)
        saves_free(&c->g);
    return ok;
}

/* Links claim c into table dirfd, as v saw it, under a new name that
 * sorts by its key: its place (1 best), or 0 with why (and *no_place when
 * ten whole entries are better). */
static int claim_place(const host_dir *h, int dirfd, claim *c, const host_table_view *v,
                       const char *player, bool *no_place, char *why)
{
    char name[HOST_ENTRY_NAME];
    if (!host_entry_name(&c->r, name, sizeof name)) {
        host_say(why, "no randomness for the entry's name");
        return 0;
    }
    size_t better = 0;
    while (better < v->nbest && strcmp(v->best[better].name, name) < 0)
        better++;
    /* Names order the table only because each starts with its key. */
    uint64_t key = host_entry_key(&c->r);
    assert(key <= SCORES_NUMBER_MAX);
    assert(better == 0 || host_entry_key(&v->best[better - 1].r) <= key);
    assert(better == v->nbest || host_entry_key(&v->best[better].r) >= key);
    if (better >= SCORES_TOP) {
        if (no_place)
            *no_place = true;
        host_say(why, "no place in its host top 10");
        return 0;
    }
    /* What it links is what a look reads back as whole: of this table,
     * ranked, its figure the one its name gives. */
    assert(c->r.game == c->game && strcmp(c->r.category, c->category) == 0);
    assert(host_entry_ranks(&c->r));
    if (!host_entry_place(h, dirfd, &c->g, player, name)) {
        host_say(why, "the host tables cannot be written");
        return 0;
    }
    return (int)better + 1;
}

/* Removes from table dirfd what v saw pushed out of its top 10, and the
 * tenth it saw when an entry was placed above it: only names that ten
 * whole, better entries come before, never more than HOST_PRUNE_MAX + 1. */
static void claim_prune(int dirfd, const host_table_view *v, bool placed)
{
    assert(v->nbest <= SCORES_TOP && v->nbeyond <= HOST_PRUNE_MAX);
    assert(v->nbeyond == 0 || v->nbest == SCORES_TOP);
    for (size_t i = 1; i < v->nbest; i++)
        assert(strcmp(v->best[i - 1].name, v->best[i].name) < 0);
    for (size_t i = 0; i < v->nbeyond; i++)
        assert(strcmp(v->beyond[i], v->best[SCORES_TOP - 1].name) > 0);
    /* With one placed, the tenth seen is eleventh: out, with whatever was
     * already out. */
    if (placed && v->nbest == SCORES_TOP)
        unlinkat(dirfd, v->best[SCORES_TOP - 1].name, 0);
    for (size_t i = 0; i < v->nbeyond; i++)
        unlinkat(dirfd, v->beyond[i], 0);
    host_step("record:pruned");
}

bool host_record(const host_dir *h, const char *text, size_t len, const char *player,
                 int *rank, bool *no_place, char *why)
{
    if (rank)
        *rank = 0;
    if (no_place)
        *no_place = false;
    claim c;
    if (!claim_take(h, text, len, &c, no_place, why))
        return false;
    int dirfd = host_table_open(h, c.game, c.category, true);
    if (dirfd < 0) {
        saves_free(&c.g);
        return host_say(why, "the host tables cannot be written");
    }
    host_table_view v;
    host_table_look(h, dirfd, c.game, c.category, true, &v);
    host_step("record:looked");
    int place = claim_place(h, dirfd, &c, &v, player, no_place, why);
    if (rank)
        *rank = place;
    claim_prune(dirfd, &v, place > 0);
    close(dirfd);
    saves_free(&c.g);
    return place > 0;
}

/* ------------------------------------------------------------ reading */

typedef struct {
    host_entry *e;
    size_t n, cap;
} entries;

static bool same_result(const scores_result *a, const scores_result *b)
{
    return a->game == b->game && strcmp(a->category, b->category) == 0 && a->figure == b->figure
           && a->seed == b->seed && a->date == b->date && a->outcome == b->outcome;
}

/* The entry behind a top-table result, or NULL. */
static const host_entry *entry_of(const entries *all, const scores_result *r)
{
    for (size_t i = 0; i < all->n; i++)
        if (same_result(&all->e[i].r, r))
            return &all->e[i];
    return NULL;
}

/* Every standard table's ten best, each table's best first: a table's
 * directory is opened by the name its game gives it, so that nothing
 * else under records/ is ever looked at. */
static void load(const host_dir *h, entries *all, scores_log *log)
{
    memset(all, 0, sizeof *all);
    scores_log_init(log);
    for (size_t gi = 0; session_games[gi]; gi++) {
        const session_game *g = session_games[gi];
        char category[SCORES_CATEGORY_MAX + 1];
        for (int i = 0; session_standard_category(g, i, category, sizeof category); i++) {
            int dirfd = host_table_open(h, g, category, false);
            if (dirfd < 0)
                continue;
            host_table_view v;
            host_table_look(h, dirfd, g, category, false, &v);
            close(dirfd);
            for (size_t k = 0; k < v.nbest; k++) {
                if (!grow_for_one(&all->e, &all->cap, all->n, sizeof *all->e, 16))
                    return;
                all->e[all->n++] = v.best[k];
                scores_append(log, &v.best[k].r, SCORES_LOG_MAX);
            }
        }
    }
}

void host_print(FILE *f, const host_dir *h)
{
    host_migrate_old(h, HOST_MIGRATE_MAX);
    entries all;
    scores_log log;
    load(h, &all, &log);
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
            const host_entry *e = entry_of(&all, &t[i].top[k]);
            scores_format_figure(fig, sizeof fig, t[i].game, t[i].category, t[i].top[k].figure);
            utc_format(t[i].top[k].date, false, date);
            fprintf(f, "  %2zu. %16s  %-16.16s %s UTC  %s", k + 1, fig, e ? e->player : "?",
                    date, e ? e->name : "");
            /* The figures the host worked out itself (host_record). */
            scores_print_figures(f, &t[i].top[k]);
            fputc('\n', f);
        }
    }
    /* Each game's match ladder, rated as of now (app/host/host_ladder.h). */
    if (host_ladder_print(f, h, (int64_t)time(NULL), shown > 0) == 0 && shown == 0)
        fprintf(f, "No host records yet.\n");
    free(t);
    scores_log_free(&log);
    free(all.e);
}
