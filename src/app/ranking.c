/* Rankings of games and how saves keep them. */
#include "app/ranking.h"

#include <stdio.h>
#include <string.h>

#include "app/scores.h"

ranking ranking_of(const ranking_runs *runs, uint64_t seed)
{
    if (runs->has_resume && seed == runs->resume_seed)
        return runs->resume;
    ranking r = runs->run;
    if (r.kind == RANK_DAILY && seed != r.daily_seed)
        r.kind = RANK_SEEDED;
    return r;
}

bool ranking_table(const ranking *r, const char *category, char *buf, size_t cap)
{
    if (cap > 0)
        buf[0] = '\0';
    switch (r->kind) {
    case RANK_NORMAL:
        return snprintf(buf, cap, "%s", category) < (int)cap;
    case RANK_DAILY:
        if (scores_category_daily(buf, cap, r->date, category))
            return true;
        break;
    case RANK_SEEDED:
        if (scores_category_seeded(buf, cap, category))
            return true;
        break;
    }
    if (cap > 0)
        buf[0] = '\0';
    return false;
}

bool ranking_to_save(const ranking *r, saves_game *g)
{
    switch (r->kind) {
    case RANK_NORMAL:
        return true;
    case RANK_SEEDED:
        return saves_set(g, "rank", "seeded");
    case RANK_DAILY:
        return saves_set(g, "rank", "daily") && saves_set(g, "daily", r->date);
    }
    return false;
}

bool ranking_from_save(const saves_game *g, ranking *r)
{
    memset(r, 0, sizeof *r);
    const char *rank = saves_get(g, "rank");
    const char *daily = saves_get(g, "daily");
    int64_t day;
    if (!rank && !daily)
        return true;
    if (rank && strcmp(rank, "seeded") == 0 && !daily) {
        r->kind = RANK_SEEDED;
        return true;
    }
    if (rank && strcmp(rank, "daily") == 0 && daily && daily_date_parse(daily, &day)) {
        r->kind = RANK_DAILY;
        snprintf(r->date, sizeof r->date, "%s", daily);
        return true;
    }
    r->kind = RANK_SEEDED;
    return false;
}
