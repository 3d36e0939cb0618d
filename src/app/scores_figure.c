/* A result's figure as a time or a score, and its figures word, for
 * people: what the tables print and what the host and a game's end say,
 * from the rules alone (no game's front end). */
#include "app/scores.h"

#include <stdint.h>
#include <stdio.h>

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

void scores_print_figures(FILE *f, const scores_result *r)
{
    char line[SESSION_LINE], mark[8];
    int progress;
    if (r->figures[0] && r->game->figures_read
        && r->game->figures_read(r->figures, scores_outcome_name(r->outcome), r->figure, line,
                                 sizeof line, mark, sizeof mark, &progress))
        fprintf(f, "  %s", line);
}
