/* scores_print: the tables as plain text for people (`hexpuzzle scores`),
 * each with its game's own lines (app_game.table_more). */
#include "app/scores.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/games.h"
#include "app/utc.h"
#include "scores_internal.h"

/* A table's lines beyond its counts: averages, the marked best, losses,
 * the latest wins as a sparkline. */
static void print_more(FILE *f, const scores_table *x, bool blocks)
{
    char fig[SCORES_FIGURE_TEXT_MAX];
    static const size_t sizes[] = { 5, 12 };
    bool any = false;
    for (size_t i = 0; i < 2; i++) {
        uint64_t mean;
        if (!scores_average(x, sizes[i], &mean))
            continue;
        scores_format_figure(fig, sizeof fig, x->game, x->category, mean);
        fprintf(f, "%s mean of the last %zu: %s", any ? "," : " ", sizes[i], fig);
        any = true;
    }
    if (any)
        fprintf(f, " (best and worst left out)\n");
    if (x->has_mark_best) {
        scores_format_figure(fig, sizeof fig, x->game, x->category, x->mark_best);
        fprintf(f, "  best %s: %s\n", x->mark, fig);
    }
    if (x->losses_known)
        fprintf(f, "  losses with figures: %llu, on average %llu%% of the board solved\n",
                (unsigned long long)x->losses_known,
                (unsigned long long)(x->progress_sum / x->losses_known));
    if (x->nrecent >= 2) {
        char line[SCORES_RECENT * 3 + 1];
        scores_sparkline(x, blocks, line, sizeof line);
        uint64_t lo = UINT64_MAX, hi = 0;
        for (size_t i = 0; i < x->nrecent; i++) {
            lo = x->recent[i] < lo ? x->recent[i] : lo;
            hi = x->recent[i] > hi ? x->recent[i] : hi;
        }
        char slow[SCORES_FIGURE_TEXT_MAX];
        scores_format_figure(fig, sizeof fig, x->game, x->category, lo);
        scores_format_figure(slow, sizeof slow, x->game, x->category, hi);
        fprintf(f, "  last %zu wins: %s  (%s .. %s)\n", x->nrecent, line, fig, slow);
    }
}

void scores_print(FILE *f, const scores_log *log)
{
    scores_print_blocks(f, log, false);
}

void scores_print_blocks(FILE *f, const scores_log *log, bool blocks)
{
    size_t n;
    scores_table *t = scores_tables(log, &n);
    if (n == 0)
        fprintf(f, "No games recorded yet.\n");
    for (size_t i = 0; i < n; i++) {
        const scores_table *x = &t[i];
        if (i > 0)
            fputc('\n', f);
        fprintf(f, "%s %s: played %llu", x->game->name,
                x->category, (unsigned long long)x->played);
        if (x->has_wins)
            fprintf(f, ", won %llu (%llu%%), streak %llu, best streak %llu",
                    (unsigned long long)x->won,
                    (unsigned long long)(x->played ? x->won * 100 /
                                                         x->played : 0),
                    (unsigned long long)x->streak,
                    (unsigned long long)x->best_streak);
        if (x->helped)
            fprintf(f, ", won with help %llu", (unsigned long long)x->helped);
        fputc('\n', f);
        print_more(f, x, blocks);
        if (x->ntop == 0)
            fprintf(f, "  (nothing ranked yet)\n");
        for (size_t j = 0; j < x->ntop; j++) {
            char fig[SCORES_FIGURE_TEXT_MAX], date[UTC_TEXT];
            scores_format_figure(fig, sizeof fig, x->game, x->category,
                                 x->top[j].figure);
            utc_format(x->top[j].date, false, date);
            fprintf(f, "  %2zu. %16s  %s UTC  seed %llu", j + 1, fig, date,
                    (unsigned long long)x->top[j].seed);
            scores_print_figures(f, &x->top[j]);
            fputc('\n', f);
        }
        const app_game *ag = app_game_named(x->game->name);
        if (ag && ag->table_more && x->ntop > 0)
            ag->table_more(f, x->category, &x->top[0]);
    }
    free(t);
}
