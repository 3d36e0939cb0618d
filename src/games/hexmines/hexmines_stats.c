/* hexmines figures of a game: solved 3BV, clicks and their rates,
 * and the word a score file keeps them in. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexmines/hexmines_stats.h"
#include "util/number.h"

long hm_game_3bv_solved(const hm_game *g)
{
    const hm_board *b = hm_game_board(g);
    const unsigned char *mines = hm_game_mines(g);
    if (!mines)
        return 0;
    int *unit = malloc(((size_t)b->ncells + 1) * sizeof *unit);
    long n = unit ? hm_units(b, mines, hm_game_counts(g), unit) : -1;
    unsigned char *unsolved = n >= 0 ? calloc((size_t)n + 1, 1) : NULL;
    long solved = 0;
    if (unsolved) {
        for (int i = 0; i < b->ncells; i++)
            if (unit[i] >= 0
                && hm_game_cell(g, i / b->width, i % b->width).kind != HM_SHOW_NUMBER)
                unsolved[unit[i]] = 1;
        for (long k = 0; k < n; k++)
            solved += !unsolved[k];
    }
    free(unit);
    free(unsolved);
    return solved;
}

static double ratio(double a, double b)
{
    return b > 0 ? a / b : 0.0;
}

void hm_figures_rates(hm_figures *f)
{
    const hm_clicks *c = &f->clicks;
    f->wasted = hm_clicks_wasted(c);
    f->total = hm_clicks_total(c);
    f->useful = f->total - f->wasted;
    f->nf = f->won && c->flag == 0;
    double secs = (double)f->ms / 1000.0;
    f->bvps = ratio((double)f->bv_solved, secs);
    f->ioe = ratio((double)f->bv_solved, f->total);
    f->throughput = ratio((double)f->bv_solved, f->useful);
    f->correctness = ratio(f->useful, f->total);
    f->rqp = f->won ? ratio(secs, f->bvps) : 0.0;
}

void hm_game_figures(const hm_game *g, uint64_t now_ms, bool zini, hm_figures *f)
{
    memset(f, 0, sizeof *f);
    hm_status s = hm_game_status(g);
    f->won = s == HM_WON;
    f->lost = s == HM_LOST;
    f->ms = hm_game_elapsed_ms(g, now_ms);
    f->clicks = hm_game_clicks(g);
    f->zini = f->zini_exact = -1;
    const unsigned char *mines = hm_game_mines(g);
    if (mines) {
        const hm_board *b = hm_game_board(g);
        f->bv = hm_layout_3bv(b, mines, hm_game_counts(g));
        f->bv_solved = f->won ? f->bv : hm_game_3bv_solved(g);
        if (zini && b->nplay <= HM_ZINI_GAME_CELLS) {
            f->zini = hm_zini_greedy(b, mines, hm_game_counts(g));
            long exact;
            if (hm_zini_exact(b, mines, hm_game_counts(g), HM_ZINI_GAME_STEPS, &exact))
                f->zini_exact = exact;
        }
    }
    hm_figures_rates(f);
}

size_t hm_figures_encode(const hm_figures *f, char *buf, size_t cap)
{
    const hm_clicks *c = &f->clicks;
    char zini[48] = "-";
    if (f->zini >= 0 && f->zini_exact >= 0)
        snprintf(zini, sizeof zini, "%ld/%ld", f->zini, f->zini_exact);
    else if (f->zini >= 0)
        snprintf(zini, sizeof zini, "%ld", f->zini);
    int n = snprintf(buf, cap, "v1:%ld/%ld:%d,%d,%d,%d:%d,%d,%d:%s", f->bv, f->bv_solved,
                     c->reveal, c->flag, c->unflag, c->chord, c->wasted_reveal, c->wasted_flag,
                     c->wasted_chord, zini);
    return n < 0 ? 0 : (size_t)n;
}

/* A plain number (util/number.h) up to max, then the separator sep. */
static bool field(const char **s, char sep, uint64_t max, uint64_t *out)
{
    const char *end = strchr(*s, sep ? sep : '\0');
    if (!end || !number_parse(*s, (size_t)(end - *s), max, out))
        return false;
    *s = end + (sep ? 1 : 0);
    return true;
}

bool hm_figures_decode(const char *text, hm_figures *f)
{
    enum { MAXN = 999999999 };
    if (strncmp(text, "v1:", 3) != 0)
        return false;
    const char *s = text + 3;
    uint64_t v[9];
    static const char seps[] = { '/', ':', ',', ',', ',', ':', ',', ',', ':' };
    for (int i = 0; i < 9; i++)
        if (!field(&s, seps[i], MAXN, &v[i]))
            return false;
    uint64_t zini = 0, exact = 0;
    bool zini_known = strcmp(s, "-") != 0, exact_known = zini_known && strchr(s, '/');
    if (exact_known && (!field(&s, '/', MAXN, &zini) || !field(&s, 0, MAXN, &exact)))
        return false;
    if (zini_known && !exact_known && !field(&s, 0, MAXN, &zini))
        return false;
    if (v[1] > v[0] || exact > zini)
        return false;
    hm_figures g = *f;
    g.bv = (long)v[0];
    g.bv_solved = (long)v[1];
    g.clicks = (hm_clicks){ (int)v[2], (int)v[3], (int)v[4], (int)v[5],
                            (int)v[6], (int)v[7], (int)v[8] };
    g.zini = zini_known ? (long)zini : -1;
    g.zini_exact = exact_known ? (long)exact : -1;
    hm_figures_rates(&g);
    *f = g;
    return true;
}

void hm_figures_brief(const hm_figures *f, char *buf, size_t cap)
{
    if (!f->won) {
        snprintf(buf, cap, "solved %ld/%ld 3BV (%ld%%)", f->bv_solved, f->bv,
                 f->bv ? f->bv_solved * 100 / f->bv : 0);
        return;
    }
    snprintf(buf, cap, "3BV %ld  3BV/s %.2f  IOE %.2f%s", f->bv, f->bvps, f->ioe,
             f->nf ? "  NF" : "");
}

int hm_figures_lines(const hm_figures *f, char lines[HM_FIGURES_LINES][HM_FIGURES_LINE])
{
    const hm_clicks *c = &f->clicks;
    double secs = (double)f->ms / 1000.0;
    if (f->won)
        snprintf(lines[0], HM_FIGURES_LINE, "Time %.1f s   3BV %ld   3BV/s %.2f   RQP %.1f", secs,
                 f->bv, f->bvps, f->rqp);
    else
        snprintf(lines[0], HM_FIGURES_LINE, "Time %.1f s   solved %ld of %ld 3BV (%ld%%)   3BV/s %.2f",
                 secs, f->bv_solved, f->bv, f->bv ? f->bv_solved * 100 / f->bv : 0, f->bvps);
    snprintf(lines[1], HM_FIGURES_LINE, "Clicks %d: %d reveal, %d flag, %d unflag, %d chord; %d wasted",
             f->total, c->reveal + c->wasted_reveal, c->flag + c->wasted_flag, c->unflag,
             c->chord + c->wasted_chord, f->wasted);
    snprintf(lines[2], HM_FIGURES_LINE, "IOE %.2f   throughput %.2f   correctness %.2f", f->ioe,
             f->throughput, f->correctness);
    char zini[64] = "ZiNi -";
    if (f->zini >= 0 && f->zini_exact >= 0)
        snprintf(zini, sizeof zini, "ZiNi %ld greedy, %ld exact", f->zini, f->zini_exact);
    else if (f->zini >= 0)
        snprintf(zini, sizeof zini, "ZiNi %ld greedy", f->zini);
    snprintf(lines[3], HM_FIGURES_LINE, "%.56s%s", zini, f->nf ? "   NF: no flag placed" : "");
    return 4;
}
