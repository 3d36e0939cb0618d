/* The host's top-10 entries: a witnessed result recorded into its
 * table's directory (app/host/host_table.h) without a lock, what fell out of
 * a top 10 pruned, the tables printed. No step here waits on another
 * process: a recorder stopped or killed anywhere leaves at worst a
 * temporary file or an entry too many, which every other record and
 * reader passes over. */
#include "app/host/host.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/games.h"
#include "app/host/host_files.h"
#include "app/host/host_migrate.h"
#include "app/host/host_step.h"
#include "app/host/host_table.h"
#include "app/replays.h"
#include "app/scores.h"
#include "app/utc.h"
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
    host_migrate_old(h, HOST_MIGRATE_RECORD);
    if (!replays_parse(text, len, &g, &c, reason)) {
        if (why)
            snprintf(why, HOST_WHY_MAX, "not a replay (%s)", reason);
        return false;
    }
    bool ok = false;
    char category[SCORES_CATEGORY_MAX + 1], table[HOST_TABLE_NAME];
    const session_game *game = session_game_named(g.game);
    scores_result r;
    char figures[SESSION_FIGURES];
    if (!game || !session_category(g.game, g.params, category, sizeof category)
        || strcmp(category, c.table) != 0) {
        host_say(why, "its table is not the one its game makes (seeded and daily games rank only "
                 "at home)");
    } else if (!host_table_name(game, category, table, sizeof table)) {
        host_say(why, "the host ranks the standard boards only");
    } else if (!replays_verify_figures(&g, reason, figures, sizeof figures)) {
        /* Whatever the file says under the host's key is the host's to say. */
        if (why)
            snprintf(why, HOST_WHY_MAX, "its moves do not come to its claim: %s", reason);
    } else if (!saves_set(&g, HOST_FIGURES_KEY, figures[0] ? figures : "-")) {
        host_say(why, "its file has no room for the host's figures");
    } else if (!host_entry_result(&g, &c, &r)) {
        host_say(why, "its result does not fit the tables");
    } else {
        ok = true;
    }
    if (ok && !host_entry_ranks(&r)) {
        ok = false;
        if (no_place)
            *no_place = true;
        host_say(why, "no place in its host top 10");
    }
    int dirfd = ok ? host_table_open(h, game, category, true) : -1;
    if (ok && dirfd < 0) {
        ok = false;
        host_say(why, "the host tables cannot be written");
    }
    if (!ok) {
        saves_free(&g);
        return false;
    }
    host_table_view v;
    host_table_look(h, dirfd, game, category, true, &v);
    host_step("record:looked");
    char name[HOST_ENTRY_NAME];
    size_t better = 0;
    bool named = host_entry_name(&r, name, sizeof name);
    while (better < v.nbest && strcmp(v.best[better].name, name) < 0)
        better++;
    bool placed = false;
    if (!named) {
        host_say(why, "no randomness for the entry's name");
    } else if (better >= SCORES_TOP) {
        if (no_place)
            *no_place = true;
        host_say(why, "no place in its host top 10");
    } else if (!host_entry_place(h, dirfd, &g, player, name)) {
        host_say(why, "the host tables cannot be written");
    } else {
        placed = true;
        if (rank)
            *rank = (int)better + 1;
        /* With it in, the tenth seen is eleventh: out, with whatever was
         * already out. */
        if (v.nbest == SCORES_TOP)
            unlinkat(dirfd, v.best[SCORES_TOP - 1].name, 0);
    }
    for (size_t i = 0; i < v.nbeyond; i++)
        unlinkat(dirfd, v.beyond[i], 0);
    host_step("record:pruned");
    close(dirfd);
    saves_free(&g);
    return placed;
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
    for (size_t gi = 0; app_games[gi]; gi++) {
        const session_game *g = app_games[gi]->rules;
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
    if (shown == 0)
        fprintf(f, "No host records yet.\n");
    free(t);
    scores_log_free(&log);
    free(all.e);
}
