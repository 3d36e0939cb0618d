/* Daily runs: the seed and ranking of today's daily, and once a day. */
#include "app/daily_run.h"

#include <stdio.h>
#include <string.h>

#include "app/scores.h"
#include "app/session_app.h"
#include "session/game_rules.h"
#include "session/params_seed.h"

/* The params text with seed 0: what the day's seed is made from. */
static void params_without_seed(const char *game, const char *params, char *buf, size_t cap)
{
    const session_game *g = session_game_named(game);
    if (!g || !session_params_reseed(g, params, 0, buf, cap))
        buf[0] = '\0';
}

void daily_run_begin(const char *game, const char *params, int64_t unix_s, ranking *run,
                     uint64_t *seed)
{
    char text[SESSION_PARAMS];
    params_without_seed(game, params, text, sizeof text);
    int64_t day = daily_day_of(unix_s);
    memset(run, 0, sizeof *run);
    run->kind = RANK_DAILY;
    daily_date_text(day, run->date);
    run->daily_seed = daily_seed(game, text, day);
    *seed = run->daily_seed;
}

/* Whether GAME's save is a game of seed (asked without taking a game the
 * host keeps, which is resumed once). */
static bool saved_game_of(const char *game, uint64_t seed)
{
    uint64_t saved;
    return app_session_saved_seed(game, &saved) && saved == seed;
}

bool daily_run_played(const char *game, const char *params, const ranking *run,
                      int64_t unix_s, char *line, size_t len)
{
    if (saved_game_of(game, run->daily_seed))
        return false;
    char category[SCORES_CATEGORY_MAX + 1], table[SCORES_CATEGORY_MAX + 1];
    if (!session_category(game, params, category, sizeof category)
        || !ranking_table(run, category, table, sizeof table))
        return false;
    scores_log log;
    scores_log_init(&log);
    scores_load(NULL, &log, NULL);
    const session_game *g = session_game_named(game);
    if (!g)
        return false;
    const scores_result *last = NULL;
    for (size_t i = log.nresult; i-- > 0 && !last;)
        if (log.result[i].game == g && strcmp(log.result[i].category, table) == 0)
            last = &log.result[i];
    scores_table t;
    scores_table_for(&log, g, table, &t);
    bool done = t.played > 0;
    if (done) {
        int64_t left = daily_seconds_left(unix_s);
        char how[SCORES_FIGURE_TEXT_MAX + 16] = "played";
        if (last) {
            char figure[SCORES_FIGURE_TEXT_MAX];
            scores_format_figure(figure, sizeof figure, g, table, last->figure);
            snprintf(how, sizeof how, "%s, %s", scores_outcome_name(last->outcome), figure);
        }
        snprintf(line, len, "today's daily %s (%s) is played: %s; the next in %lld h %02lld min",
                 game, category, how, (long long)(left / 3600), (long long)(left % 3600 / 60));
    }
    scores_log_free(&log);
    return done;
}
