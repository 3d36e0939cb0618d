/* hextris' personal bests as summaries (app/hextris_best.h). */
#include "app/hextris_best.h"

#include <string.h>

#include "app/replays.h"
#include "app/saves.h"
#include "games/hextris/hextris.h"
#include "session/hextris_session.h"
#include "session/params_seed.h"

/* The replay of best among the records kept: the same table, figure and
 * seed. False when none is kept (or none replays). */
static bool from_replay(const char *dir, const char *category, const scores_result *best,
                        ht_summary *out)
{
    size_t n;
    char **paths = replays_list(dir, &n, NULL);
    bool found = false;
    for (size_t i = 0; i < n && !found; i++) {
        /* Records only ("...-hextris-PID-N.record.replay"): a best was one. */
        if (!strstr(paths[i], "-hextris-") || !strstr(paths[i], ".record.replay"))
            continue;
        saves_game g;
        replay_claim c;
        char why[REPLAYS_WHY_MAX];
        if (!replays_load(paths[i], &g, &c, why))
            continue;
        uint64_t seed = 0;
        session_save sv = { .saved_at = g.elapsed_ms, .moves = g.moves, .nmoves = g.nmoves };
        snprintf(sv.params, sizeof sv.params, "%s", g.params);
        if (strcmp(g.game, "hextris") == 0 && strcmp(c.table, category) == 0
            && c.figure == best->figure && session_params_seed(&session_hextris, g.params, &seed)
            && seed == best->seed)
            found = hextris_summary_of_log(&sv, out, why, sizeof why);
        saves_free(&g);
    }
    replays_list_free(paths, n);
    return found;
}

void hextris_best_summary(const char *dir, const char *category, const scores_result *best,
                         ht_summary *out)
{
    if (from_replay(dir, category, best, out))
        return;
    memset(out, 0, sizeof *out);
    enum ht_mode mode = HT_MARATHON;
    int w, h;
    ht_category_parse(category, &mode, &w, &h);
    out->mode = mode;
    out->scored = ht_mode_info_of(mode)->scored;
    out->figure = best->figure;
    out->status = out->scored ? HT_OVER : HT_WON;
    out->elapsed_ms = out->scored ? 0 : (int64_t)best->figure;
    out->finesse_clean = -1;
}

bool hextris_best(const char *params, ht_summary *out)
{
    char category[SCORES_CATEGORY_MAX + 1];
    if (!session_hextris.category(params, category, sizeof category))
        return false;
    scores_log log;
    scores_log_init(&log);
    scores_load(NULL, &log, NULL);
    scores_table t;
    scores_table_for(&log, &session_hextris, category, &t);
    scores_log_free(&log);
    if (t.ntop == 0)
        return false;
    hextris_best_summary(NULL, category, &t.top[0], out);
    return true;
}

void hextris_table_more(FILE *f, const char *category, const scores_result *best)
{
    ht_summary s;
    if (!from_replay(NULL, category, best, &s))
        return;
    char lines[HT_SUMMARY_LINES][HT_SUMMARY_WIDTH];
    int n = ht_summary_lines(&s, NULL, HT_SUMMARY_WIDTH - 1, lines, HT_SUMMARY_LINES);
    fprintf(f, "  The best game, from its replay:\n");
    for (int i = 0; i < n; i++)
        fprintf(f, "      %s\n", lines[i]);
}
