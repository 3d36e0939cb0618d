/* scores_tables: the ranking rules, folding old results into base and best
 * lines, and the top-10 tables and statistics computed from a log. */
#include "app/scores.h"

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scores_internal.h"
#include "session/game_rules.h"
#include "session/standard.h"
#include "util/grow.h"

/* ------------------------------------------------------------ the rules */

bool scores_is_scored(const session_game *g, const char *category)
{
    return g->scored(scores_category_base(category, NULL));
}

bool scores_rankable(const scores_result *r)
{
    return r->game->ranks(scores_category_base(r->category, NULL),
                          scores_outcome_name(r->outcome), r->assisted);
}

/* < 0 when a ranks above b (same category), by figure alone. */
static int figure_cmp(const scores_result *a, const scores_result *b)
{
    int c = (a->figure > b->figure) - (a->figure < b->figure);
    return scores_is_scored(a->game, a->category) ? -c : c;
}

int scores_key_cmp(const session_game *ga, const char *ca, const session_game *gb,
                   const char *cb)
{
    if (ga != gb)
        return session_game_index(ga) < session_game_index(gb) ? -1 : 1;
    return strcmp(ca, cb);
}

/* One more result in a table's counts (scores_table says what a win is:
 * a game lost once and then taken back is no win, whatever follows). */
static void tally(const scores_result *r, uint64_t *played, uint64_t *won, uint64_t *streak,
                  uint64_t *best_streak, uint64_t *helped)
{
    (*played)++;
    if (r->outcome == SCORES_WON && !r->assisted) {
        (*won)++;
        if (++*streak > *best_streak)
            *best_streak = *streak;
        return;
    }
    if (r->outcome == SCORES_WON)
        (*helped)++;
    *streak = 0;
}

/* -------------------------------------------------------------- folding */

typedef struct {
    const scores_result *r;
    size_t order;
} candidate;

static int candidate_rank_cmp(const void *a, const void *b)
{
    const candidate *x = a, *y = b;
    int c = scores_key_cmp(x->r->game, x->r->category, y->r->game,
                           y->r->category);
    if (c == 0)
        c = figure_cmp(x->r, y->r);
    if (c == 0)
        c = (x->order > y->order) - (x->order < y->order);
    return c;
}

static int candidate_order_cmp(const void *a, const void *b)
{
    const candidate *x = a, *y = b;
    return (x->order > y->order) - (x->order < y->order);
}

static scores_base *find_base(scores_base *base, size_t n, const session_game *g,
                              const char *category)
{
    for (size_t i = 0; i < n; i++)
        if (base[i].game == g && strcmp(base[i].category, category) == 0)
            return &base[i];
    return NULL;
}

/* What a result's figures say, read by its game; false for none. */
static bool read_figures(const scores_result *r, char *mark, size_t marklen, int *progress)
{
    char line[SESSION_LINE];
    return r->figures[0] && r->game->figures_read
           && r->game->figures_read(r->figures, scores_outcome_name(r->outcome), r->figure, line,
                                    sizeof line, mark, marklen, progress);
}

/* Whether r's game marks it (an NF win). */
static bool marked(const scores_result *r)
{
    char mark[8];
    int progress;
    return read_figures(r, mark, sizeof mark, &progress) && mark[0];
}

/* Folds the oldest k results into base lines and best lines. */
static bool fold(scores_log *log, size_t k)
{
    scores_base *base = malloc((log->nbase + k) * sizeof *base);
    candidate *cand = malloc((log->nbest + k) * sizeof *cand);
    if (!base || !cand) {
        free(base);
        free(cand);
        return false;
    }
    if (log->nbase)
        memcpy(base, log->base, log->nbase * sizeof *base);
    size_t nbase = log->nbase, ncand = 0;
    for (size_t i = 0; i < log->nbest; i++)
        cand[ncand++] = (candidate){ &log->best[i], i };
    for (size_t i = 0; i < k; i++) {
        const scores_result *r = &log->result[i];
        scores_base *b = find_base(base, nbase, r->game, r->category);
        if (!b) {
            b = &base[nbase++];
            *b = (scores_base){ .game = r->game };
            memcpy(b->category, r->category, sizeof b->category);
        }
        tally(r, &b->played, &b->won, &b->streak, &b->best_streak, &b->helped);
        if (scores_rankable(r))
            cand[ncand++] = (candidate){ r, log->nbest + i };
    }
    /* Keep the first SCORES_TOP of each category and, below them, its
     * best marked one (the best NF win keeps its time), then restore file
     * order. */
    qsort(cand, ncand, sizeof *cand, candidate_rank_cmp);
    size_t kept = 0, run = 0;
    bool mark_kept = false;
    for (size_t i = 0; i < ncand; i++) {
        if (i > 0 &&
            scores_key_cmp(cand[i].r->game, cand[i].r->category,
                           cand[i - 1].r->game, cand[i - 1].r->category)) {
            run = 0;
            mark_kept = false;
        }
        bool is_marked = marked(cand[i].r);
        if (run < SCORES_TOP || (is_marked && !mark_kept)) {
            mark_kept |= is_marked;
            cand[kept++] = cand[i];
        }
        run++;
    }
    qsort(cand, kept, sizeof *cand, candidate_order_cmp);
    scores_result *best = malloc((kept ? kept : 1) * sizeof *best);
    if (!best) {
        free(base);
        free(cand);
        return false;
    }
    for (size_t i = 0; i < kept; i++)
        best[i] = *cand[i].r;
    free(cand);
    free(log->base);
    free(log->best);
    log->base = base;
    log->nbase = nbase;
    log->best = best;
    log->nbest = kept;
    memmove(log->result, log->result + k,
            (log->nresult - k) * sizeof *log->result);
    log->nresult -= k;
    return true;
}

bool scores_append(scores_log *log, const scores_result *r, size_t keep)
{
    if (!grow_resize(&log->result, log->nresult + 1, sizeof *log->result))
        return false;
    log->result[log->nresult++] = *r;
    if (log->nresult > keep && !fold(log, log->nresult - keep)) {
        log->nresult--;
        return false;
    }
    return true;
}

/* --------------------------------------------------------------- tables */

static void note_loss(scores_table *t, const scores_result *r)
{
    char mark[8];
    int progress;
    if (r->outcome == SCORES_LOST && read_figures(r, mark, sizeof mark, &progress)
        && progress >= 0) {
        t->losses_known++;
        t->progress_sum += (uint64_t)progress;
    }
}

/* A ranked result: the latest wins (listed results only, in order) and
 * the best of a mark. */
static void note_ranked(scores_table *t, const scores_result *r, bool is_best)
{
    /* Means and bars of plain times only: a figure that packs more (a
     * count before a time: session_game.figure_text) averages to nothing. */
    if (!is_best && r->outcome == SCORES_WON && t->has_wins && !r->game->figure_text) {
        if (t->nrecent == SCORES_RECENT) {
            memmove(t->recent, t->recent + 1, (SCORES_RECENT - 1) * sizeof *t->recent);
            t->nrecent--;
        }
        t->recent[t->nrecent++] = r->figure;
    }
    char mark[8];
    int progress;
    if (!read_figures(r, mark, sizeof mark, &progress) || !mark[0])
        return;
    bool better = !t->has_mark_best
                  || (scores_is_scored(r->game, r->category) ? r->figure > t->mark_best
                                                             : r->figure < t->mark_best);
    if (better) {
        t->has_mark_best = true;
        t->mark_best = r->figure;
        snprintf(t->mark, sizeof t->mark, "%s", mark);
    }
}

bool scores_average(const scores_table *t, size_t n, uint64_t *mean)
{
    if (n < 3 || t->nrecent < n)
        return false;
    const uint64_t *last = t->recent + t->nrecent - n;
    uint64_t sum = 0, lo = UINT64_MAX, hi = 0;
    for (size_t i = 0; i < n; i++) {
        sum += last[i];
        lo = last[i] < lo ? last[i] : lo;
        hi = last[i] > hi ? last[i] : hi;
    }
    *mean = (sum - lo - hi) / (n - 2);
    return true;
}

void scores_sparkline(const scores_table *t, bool blocks, char *buf, size_t cap)
{
    static const char ascii[] = "_.-=+*#@";
    size_t at = 0;
    if (cap == 0)
        return;
    buf[0] = '\0';
    for (size_t i = 0; i < t->nrecent; i++) {
        /* Eight heights by rank among these wins: the fastest the lowest,
         * the slowest the highest, equal times equal. By time itself, one
         * slow game would flatten every other bar to the floor. */
        size_t faster = 0;
        for (size_t k = 0; k < t->nrecent; k++)
            faster += t->recent[k] < t->recent[i];
        int level = t->nrecent > 1 ? (int)(faster * 7 / (t->nrecent - 1)) : 0;
        if (blocks && at + 3 < cap) {
            buf[at++] = (char)0xe2;
            buf[at++] = (char)0x96;
            buf[at++] = (char)(0x81 + level);
        } else if (!blocks && at + 1 < cap) {
            buf[at++] = ascii[level];
        }
    }
    buf[at] = '\0';
}

void scores_build_table(const scores_log *log, const session_game *g,
                        const char *category, const scores_result *mark,
                        scores_table *t, int *mark_rank)
{
    memset(t, 0, sizeof *t);
    t->game = g;
    snprintf(t->category, sizeof t->category, "%s", category);
    t->has_wins = !scores_is_scored(g, category);
    const scores_base *b = find_base(log->base, log->nbase, g, category);
    if (b) {
        t->played = b->played;
        t->won = b->won;
        t->streak = b->streak;
        t->best_streak = b->best_streak;
        t->helped = b->helped;
    }
    const scores_result *src[SCORES_TOP];
    for (size_t i = 0; i < log->nbest + log->nresult; i++) {
        bool is_best = i < log->nbest;
        const scores_result *r =
            is_best ? &log->best[i] : &log->result[i - log->nbest];
        if (r->game != g || strcmp(r->category, category) != 0)
            continue;
        if (!is_best)
            tally(r, &t->played, &t->won, &t->streak, &t->best_streak, &t->helped);
        if (!scores_rankable(r)) {
            note_loss(t, r);
            continue;
        }
        note_ranked(t, r, is_best);
        /* Strictly better than an entry to pass it: earlier wins ties. */
        size_t at = t->ntop;
        while (at > 0 && figure_cmp(r, &t->top[at - 1]) < 0)
            at--;
        if (at >= SCORES_TOP)
            continue;
        size_t last = t->ntop < SCORES_TOP ? t->ntop : SCORES_TOP - 1;
        memmove(&t->top[at + 1], &t->top[at], (last - at) * sizeof *t->top);
        memmove(&src[at + 1], &src[at], (last - at) * sizeof *src);
        t->top[at] = *r;
        src[at] = r;
        if (t->ntop < SCORES_TOP)
            t->ntop++;
    }
    if (mark_rank) {
        *mark_rank = 0;
        for (size_t i = 0; i < t->ntop; i++)
            if (src[i] == mark)
                *mark_rank = (int)i + 1;
    }
}

void scores_table_for(const scores_log *log, const session_game *g,
                      const char *category, scores_table *t)
{
    scores_build_table(log, g, category, NULL, t, NULL);
}

typedef struct {
    const session_game *game;
    const char *category;
} table_key;

/* The standard games' tables in their order (session_game.standard),
 * then any other. */
static int known_order(const session_game *g, const char *category)
{
    int i = session_standard_index(g, category);
    return i < 0 ? INT_MAX : i;
}

static int table_key_cmp(const void *a, const void *b)
{
    const table_key *x = a, *y = b;
    if (x->game != y->game)
        return session_game_index(x->game) < session_game_index(y->game) ? -1 : 1;
    int ox = known_order(x->game, x->category);
    int oy = known_order(y->game, y->category);
    if (ox != oy)
        return ox < oy ? -1 : 1;
    return strcmp(x->category, y->category);
}

scores_table *scores_tables(const scores_log *log, size_t *n)
{
    *n = 0;
    size_t total = log->nbase + log->nbest + log->nresult;
    if (total == 0)
        return NULL;
    table_key *keys = malloc(total * sizeof *keys);
    if (!keys)
        return NULL;
    size_t k = 0;
    for (size_t i = 0; i < log->nbase; i++)
        keys[k++] = (table_key){ log->base[i].game, log->base[i].category };
    for (size_t i = 0; i < log->nbest; i++)
        keys[k++] = (table_key){ log->best[i].game, log->best[i].category };
    for (size_t i = 0; i < log->nresult; i++)
        keys[k++] =
            (table_key){ log->result[i].game, log->result[i].category };
    qsort(keys, k, sizeof *keys, table_key_cmp);
    size_t distinct = 0;
    for (size_t i = 0; i < k; i++)
        if (i == 0 || table_key_cmp(&keys[i - 1], &keys[i]) != 0)
            keys[distinct++] = keys[i];
    scores_table *t = malloc(distinct * sizeof *t);
    if (t) {
        for (size_t i = 0; i < distinct; i++)
            scores_build_table(log, keys[i].game, keys[i].category, NULL,
                               &t[i], NULL);
        *n = distinct;
    }
    free(keys);
    return t;
}

