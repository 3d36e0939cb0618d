/* scores_print: the tables as plain text for people (`hexpuzzle scores`)
 * and a figure as a time or a score. */
#include "app/scores.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/utc.h"
#include "scores_internal.h"

void scores_format_figure(char *buf, size_t cap, const session_game *g,
                          const char *category, uint64_t figure)
{
    if (g->figure_text)
        g->figure_text(scores_category_base(category, NULL), figure, buf, cap);
    else if (scores_is_scored(g, category))
        snprintf(buf, cap, "%llu", (unsigned long long)figure);
    else
        snprintf(buf, cap, "%llu.%03llu s",
                 (unsigned long long)(figure / 1000),
                 (unsigned long long)(figure % 1000));
}

void scores_print(FILE *f, const scores_log *log)
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
        fputc('\n', f);
        if (x->ntop == 0)
            fprintf(f, "  (nothing ranked yet)\n");
        for (size_t j = 0; j < x->ntop; j++) {
            char fig[SCORES_FIGURE_TEXT_MAX], date[UTC_TEXT];
            scores_format_figure(fig, sizeof fig, x->game, x->category,
                                 x->top[j].figure);
            utc_format(x->top[j].date, false, date);
            fprintf(f, "  %2zu. %16s  %s UTC  seed %llu\n", j + 1, fig, date,
                    (unsigned long long)x->top[j].seed);
        }
    }
    free(t);
}
