/* Session hooks on top of the score and save files. */
#include "app/session_app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/cli.h"
#include "app/host/host.h"
#include "app/live.h"
#include "app/player.h"
#include "app/host/privsep.h"
#include "app/ranking.h"
#include "app/replays.h"
#include "app/saves.h"
#include "app/scores.h"
#include "session/game_rules.h"
#include "session/midend.h"
#include "session/params_seed.h"

static char notice[512];
/* The run's rankings, which the hooks are given, and whether the game
 * offered for resuming has been settled by them: saved again, ended,
 * given up, declined or found unusable. */
static ranking_runs hook_runs;
static bool resume_settled;

static void keep_line(const char *line)
{
    size_t used = strlen(notice);
    snprintf(notice + used, sizeof notice - used, "%s%s", used ? "; " : "", line);
}

static void keep_warnings(const store_warnings *w)
{
    for (int i = 0; i < w->n; i++)
        keep_line(w->line[i]);
}

const char *app_session_notice(void) { return notice; }

void app_session_report(const char *prog)
{
    if (notice[0])
        fprintf(stderr, "%s: %s\n", prog, notice);
    notice[0] = '\0';
}

static bool outcome_of(const char *name, scores_outcome *out)
{
    static const struct { const char *name; scores_outcome o; } map[] = {
        { "won", SCORES_WON }, { "lost", SCORES_LOST },
        { "over", SCORES_OVER }, { "quit", SCORES_QUIT },
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++) {
        if (strcmp(map[i].name, name) == 0) {
            *out = map[i].o;
            return true;
        }
    }
    return false;
}

/* The table's means of the last 5 and 12 ranked wins and its best marked
 * time, where it has them ("" otherwise). */
static void average_line(const scores_table *t, char *buf, size_t len)
{
    static const size_t sizes[] = { 5, 12 };
    char part[3][SESSION_LINE];
    int n = 0;
    for (size_t i = 0; i < 2; i++) {
        uint64_t mean;
        char figure[SCORES_FIGURE_TEXT_MAX];
        if (!t->has_wins || !scores_average(t, sizes[i], &mean))
            continue;
        scores_format_figure(figure, sizeof figure, t->game, t->category, mean);
        snprintf(part[n], sizeof part[0], "%s %zu: %s", n ? "of" : "Mean of the last", sizes[i],
                 figure);
        n++;
    }
    if (t->has_mark_best) {
        char figure[SCORES_FIGURE_TEXT_MAX];
        scores_format_figure(figure, sizeof figure, t->game, t->category, t->mark_best);
        snprintf(part[n++], sizeof part[0], "best %s: %s", t->mark, figure);
    }
    buf[0] = '\0';
    for (int i = 0; i < n; i++)
        snprintf(buf + strlen(buf), len - strlen(buf), "%s%s", i ? ", " : "", part[i]);
}

static void verdict_lines(const scores_table *t, int rank, const session_result *r,
                          session_verdict *v)
{
    char figure[SCORES_FIGURE_TEXT_MAX], title[SCORES_CATEGORY_MAX + 1];
    scores_format_figure(figure, sizeof figure, t->game, t->category, r->figure);
    scores_category_title(t->category, title, sizeof title);
    int n = 0;
    /* A marathon score of 0 takes a place in the table but earns nothing,
     * and the first entry of a table beats no one: neither is a record. */
    bool nothing = !t->has_wins && r->figure == 0;
    if (nothing)
        ;
    else if (rank == 1 && t->ntop == 1)
        snprintf(v->lines[n++], SESSION_LINE, "First in the %s table: %s", title, figure);
    else if (rank == 1)
        snprintf(v->lines[n++], SESSION_LINE, "New record! Best for %s: %s", title, figure);
    else if (rank > 1)
        snprintf(v->lines[n++], SESSION_LINE, "Top ten! #%d for %s: %s", rank, title, figure);
    if (t->has_wins) {
        unsigned long long pct = t->played ? (t->won * 100 + t->played / 2) / t->played : 0;
        char line[2 * SESSION_LINE], helped[48] = "";
        if (t->helped)
            snprintf(helped, sizeof helped, " (+%llu with help)", (unsigned long long)t->helped);
        snprintf(line, sizeof line, "%s: played %llu, won %llu%s (%llu%%), streak %llu (best %llu)",
                 title, (unsigned long long)t->played, (unsigned long long)t->won, helped, pct,
                 (unsigned long long)t->streak, (unsigned long long)t->best_streak);
        snprintf(v->lines[n++], SESSION_LINE, "%.*s", SESSION_LINE - 1, line);
    } else {
        snprintf(v->lines[n++], SESSION_LINE, "%s: played %llu", title,
                 (unsigned long long)t->played);
    }
    if (t->ntop > 0 && rank != 1) {
        scores_format_figure(figure, sizeof figure, t->game, t->category, t->top[0].figure);
        snprintf(v->lines[n++], SESSION_LINE, "Best so far: %s", figure);
    }
    average_line(t, v->lines[3], SESSION_LINE);
}

/* A finished game is kept as a replay beside the tables, and offered to
 * the host tables where there are some; a replay that cannot be kept costs
 * the player nothing else. host: the line that says how the host tables
 * took it ("" when there are none here, or it simply had no place). */
static void keep_replay(const session_result *r, const char *table, int rank, int64_t ended,
                        store_warnings *w, char *host, size_t hostlen)
{
    saves_game g;
    host[0] = '\0';
    if (!replays_make(r, table, rank, player_login(), ended, &g)) {
        if (privsep_active())
            snprintf(host, hostlen, "Host table: not recorded (its moves were not all kept)");
        return;
    }
    replays_keep(NULL, &g, NULL, 0, w);
    size_t len;
    char *text = privsep_active() ? replays_format(&g, &len) : NULL;
    int place;
    char why[HOST_WHY_MAX] = "";
    privsep_verdict v = text ? privsep_record(text, len, &place, why) : PRIVSEP_NO_PLACE;
    if (v == PRIVSEP_FILED) {
        int n = snprintf(host, hostlen, "Host table: #%d for %s", place, table);
        /* A race's time, as the host ranks it (its own clock, pauses
         * included), where the line has room for it. */
        size_t told = strlen(why);
        if (told > 0 && n > 0 && (size_t)n + 2 + told < hostlen) {
            memcpy(host + n, ": ", 2);
            memcpy(host + n + 2, why, told + 1);
        }
    } else if (v == PRIVSEP_REFUSED && why[0]) {
        snprintf(host, hostlen, "Host table: not recorded (%.72s)", why);
    } else if (!text && privsep_unavailable()[0]) {
        snprintf(host, hostlen, "Host table: not recorded (%.72s)", privsep_unavailable());
    }
    free(text);
    saves_free(&g);
}

/* Whether the table already holds a game (its first counts). */
static bool table_played(const session_game *g, const char *category)
{
    scores_log log;
    scores_log_init(&log);
    scores_load(NULL, &log, NULL);
    scores_table t;
    scores_table_for(&log, g, category, &t);
    scores_log_free(&log);
    return t.played > 0;
}

static void on_record(void *ctx, const session_result *r, session_verdict *v)
{
    ranking_runs *runs = ctx;
    memset(v, 0, sizeof *v);
    if (runs->has_resume && r->seed == runs->resume_seed) {
        runs->resume_recorded = true;
        resume_settled = true;
    }
    scores_result sr;
    memset(&sr, 0, sizeof sr);
    char category[SCORES_CATEGORY_MAX + 1];
    if (!(sr.game = session_game_named(r->game))
        || !session_category(r->game, r->params, category, sizeof category)
        || !outcome_of(r->outcome, &sr.outcome)) {
        snprintf(v->warning, sizeof v->warning, "this result cannot be recorded");
        return;
    }
    ranking rank = ranking_of(runs, r->seed);
    /* A daily counts once a day: a board seen already (its game given up,
     * or declined when offered again) is a known board. */
    if (rank.kind == RANK_DAILY && ranking_table(&rank, category, sr.category, sizeof sr.category)
        && table_played(sr.game, sr.category))
        rank.kind = RANK_SEEDED;
    if (!ranking_table(&rank, category, sr.category, sizeof sr.category)) {
        snprintf(v->lines[0], SESSION_LINE, "This result has no table: its name is too long.");
        return;
    }
    sr.figure = r->figure > SCORES_NUMBER_MAX ? SCORES_NUMBER_MAX : r->figure;
    sr.assisted = r->assisted;
    sr.seed = r->seed;
    sr.date = (int64_t)time(NULL);
    snprintf(sr.figures, sizeof sr.figures, "%s", r->figures);
    int place = 0;
    scores_table table;
    store_warnings w;
    store_warnings_init(&w);
    scores_record(NULL, &sr, &place, &table, &w);
    char host[SESSION_LINE];
    keep_replay(r, sr.category, place, sr.date, &w, host, sizeof host);
    verdict_lines(&table, place, r, v);
    if (host[0])
        snprintf(v->lines[2], SESSION_LINE, "%s", host);
    if (w.n > 0)
        snprintf(v->warning, sizeof v->warning, "%.190s", w.line[0]);
}

/* The seed in a game's params text (0 when it has none). */
static uint64_t seed_of(const char *game, const char *params)
{
    const session_game *g = session_game_named(game);
    uint64_t seed = 0;
    if (g && !session_params_seed(g, params, &seed))
        seed = 0;
    return seed;
}

/* A host game's save keeps no seed: the board stays unknown to its
 * player until it ends. The host keeps it whole, as witnessed, and gives
 * it back by its token. true when the host took it; else false with why
 * (HOST_WHY_MAX bytes). */
static bool keep_on_host(saves_game *g, const session_save *s, char *why)
{
    size_t len;
    char *text = privsep_active() ? saves_format(g, &len) : NULL;
    char token[HOST_TOKEN_CHARS + 1], sealed[SESSION_PARAMS];
    const session_game *game = session_game_named(g->game);
    snprintf(why, HOST_WHY_MAX, "%s", "no host tables here");
    bool ok = text && privsep_keep(text, len, token, why) && game
              && session_params_reseed(game, s->params, 0, sealed, sizeof sealed)
              && saves_set(g, "host", token);
    if (ok)
        snprintf(g->params, sizeof g->params, "%s", sealed);
    free(text);
    return ok;
}

/* Whether the board of seed is the host's secret: its recorder drew it,
 * or it is the host's kept game resumed. */
static bool host_board(const ranking_runs *runs, uint64_t seed)
{
    return privsep_drew(seed) || (runs->has_resume && runs->resume_host[0]
                                  && seed == runs->resume_seed);
}

/* Whether a game on a fresh board of params races for a time: on the
 * host it ranks in one sitting only (app/host/witness.h). */
static bool host_race(const ranking *rank, const char *game, const char *params)
{
    const session_game *g = session_game_named(game);
    char category[SCORES_CATEGORY_MAX + 1];
    return privsep_active() && rank->kind == RANK_NORMAL && g
           && session_category(game, params, category, sizeof category) && !g->scored(category);
}

static bool on_save(void *ctx, const char *game, const session_save *s, char *warning,
                    size_t len)
{
    saves_game g;
    saves_init(&g);
    snprintf(g.game, sizeof g.game, "%s", game);
    snprintf(g.params, sizeof g.params, "%s", s->params);
    g.elapsed_ms = s->saved_at;
    uint64_t seed = seed_of(game, s->params);
    ranking rank = ranking_of(ctx, seed);
    bool ok = ranking_to_save(&rank, &g);
    for (size_t i = 0; ok && i < s->nmoves; i++)
        ok = saves_push_move(&g, s->moves[i].t_ms, s->moves[i].text);
    char why[HOST_WHY_MAX];
    /* A recorder that answers and will not keep a board of the host's:
     * the save may not hold its seed, so there is none. With no recorder
     * left the game is over on the host, no copy of it is resumable
     * there, and the player's own save may hold its seed. */
    if (ok && !keep_on_host(&g, s, why) && host_board(ctx, seed) && privsep_active()) {
        snprintf(warning, len, "the host tables will not keep it (%.100s), and its board "
                               "stays theirs until it ends", why);
        saves_free(&g);
        return false;
    }
    if (ok && host_race(&rank, game, s->params))
        keep_line("saved: saving a race ends its chance on the host table; it still counts in "
                  "your own tables");
    store_warnings w;
    store_warnings_init(&w);
    if (!ok)
        snprintf(warning, len, "cannot save the game: a move does not fit the save format");
    else if (saves_write(NULL, &g, &w) != STORE_OK) {
        snprintf(warning, len, "%s", w.n ? w.line[0] : "cannot save the game");
        ok = false;
    }
    if (ok)
        resume_settled = true;
    saves_free(&g);
    return ok;
}

static void on_forget(void *ctx, const char *game)
{
    ranking_runs *runs = ctx;
    /* A daily offered again and declined is given up: the day's go is
     * spent, and a fresh start of the same board would be a second try. */
    if (runs->has_resume && runs->resume.kind == RANK_DAILY && !runs->resume_recorded) {
        session_result given_up = { .game = game, .params = runs->resume_params,
                                    .outcome = "quit", .seed = runs->resume_seed };
        session_verdict ignored;
        on_record(ctx, &given_up, &ignored);
    }
    if (runs->has_resume && runs->resume_host[0] && !runs->resume_recorded)
        privsep_unkeep(runs->resume_host);
    resume_settled = true;
    store_warnings w;
    store_warnings_init(&w);
    saves_remove(NULL, game, &w);
    keep_warnings(&w);
}

/* A run of seeded games goes on along its known sequence, so that
 * friends racing one seed meet the same boards; any other gets a board
 * nobody has seen, never one that follows from a seed already shown. */
static uint64_t next_seed(void *ctx, const char *game, uint64_t seed)
{
    const ranking_runs *runs = ctx;
    const session_game *g = session_game_named(game);
    if (runs->run.kind != RANK_NORMAL && g)
        return session_next_seed(g, seed);
    return cli_fresh_seed();
}

/* With host tables the recorder keeps the live log, where no player can
 * read it, and witnesses the game as it goes. */
static void on_live(void *ctx, const char *game, const char *params, const session_log *log,
                    session_live now)
{
    (void)ctx;
    live_tell(privsep_active() ? &privsep_live_sink : &live_own_sink, game, params, log, now);
}

const session_hooks *app_session_hooks(const ranking_runs *runs)
{
    static session_hooks hooks;
    hook_runs = *runs;
    resume_settled = false;
    hooks = (session_hooks){ &hook_runs, on_record, on_save, on_forget, on_live, next_seed,
                             privsep_active() && runs->run.kind == RANK_NORMAL };
    return &hooks;
}

void app_session_runs(const app_resume *resume, bool have, const ranking *run,
                      ranking_runs *out)
{
    memset(out, 0, sizeof *out);
    if (run)
        out->run = *run;
    if (have) {
        out->has_resume = true;
        out->resume = resume->rank;
        out->resume_seed = resume->seed;
        snprintf(out->resume_params, sizeof out->resume_params, "%s", resume->save.params);
        snprintf(out->resume_host, sizeof out->resume_host, "%s", resume->host);
    }
}

bool app_session_load(const char *game, app_resume *r)
{
    memset(r, 0, sizeof *r);
    snprintf(r->game, sizeof r->game, "%s", game);
    saves_game g;
    saves_init(&g);
    store_warnings w;
    store_warnings_init(&w);
    int found = saves_load(NULL, game, &g, &w);
    keep_warnings(&w);
    if (found != SAVES_FOUND) {
        saves_free(&g);
        return false;
    }
    const char *token = saves_get(&g, "host");
    if (token) {
        /* The host kept this game: its board is the host's, and so are its
         * moves; the player's file only names it. */
        char why[HOST_WHY_MAX];
        size_t len;
        char *text = privsep_kept(game, token, &len, why);
        saves_game kept;
        if (!text || !saves_parse(text, len, &kept, NULL)) {
            char line[HOST_WHY_MAX + 96];
            /* A recorder that answered has said the last word on it: the
             * save names nothing any more. */
            bool gone = privsep_active();
            snprintf(line, sizeof line, "the saved game %s (%s)",
                     gone ? "cannot be resumed" : "is kept by the host tables, which cannot "
                                                  "give it back now",
                     text ? "damaged" : why);
            keep_line(line);
            free(text);
            saves_free(&g);
            if (gone) {
                saves_remove(NULL, game, &w);
                keep_warnings(&w);
            }
            return false;
        }
        free(text);
        snprintf(r->host, sizeof r->host, "%s", token);
        for (size_t i = 0; i < g.nextra; i++)
            if (strcmp(g.extra[i].key, "host") != 0)
                saves_set(&kept, g.extra[i].key, g.extra[i].value);
        kept.written = g.written;
        saves_free(&g);
        g = kept;
    } else if (privsep_active()) {
        keep_line("this saved game ranks only in your own tables: the host did not see its start");
    }
    /* The save's moves are the session's record type: taken over whole. */
    r->moves = g.moves;
    g.moves = NULL;
    snprintf(r->save.params, sizeof r->save.params, "%s", g.params);
    r->seed = seed_of(game, g.params);
    if (!ranking_from_save(&g, &r->rank))
        keep_line("the saved game's ranking is unreadable: it will not be ranked");
    r->save.saved_at = g.elapsed_ms;
    r->save.written = g.written;
    r->save.moves = r->moves;
    r->save.nmoves = g.nmoves;
    saves_free(&g);
    return true;
}

bool app_session_saved_seed(const char *game, uint64_t *seed)
{
    saves_game g;
    saves_init(&g);
    store_warnings w;
    store_warnings_init(&w);
    bool found = saves_load(NULL, game, &g, &w) == SAVES_FOUND && !saves_get(&g, "host");
    if (found)
        *seed = seed_of(game, g.params);
    saves_free(&g);
    return found;
}

void app_session_free(app_resume *r)
{
    /* The host gave its kept game out to be resumed, and the player put
     * it off (later): kept again, as it was, under a new token. */
    if (r->host[0] && !resume_settled && privsep_active()) {
        char warning[SESSION_LINE * 2] = "";
        if (!on_save(&hook_runs, r->game, &r->save, warning, sizeof warning))
            keep_line(warning);
    }
    free(r->moves);
    memset(r, 0, sizeof *r);
}
