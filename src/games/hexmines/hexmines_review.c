/* hexmines loss review: the safe move there was, in the hint's words, and
 * the exact odds of the cell revealed (see hexmines_review.h). */
#include "games/hexmines/hexmines_review.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/hex.h"
#include "games/hexmines/hexmines_count.h"
#include "games/hexmines/hexmines_hint.h"
#include "games/hexmines/hexmines_solve.h"

/* Safe cells whose chain of deductions is measured (a bound for a huge
 * board, where the rules may prove thousands at once). */
enum { CANDIDATES_MAX = 200 };

/* The work (hexmines_odds.h) the safest guess is looked for with, in all:
 * about as long as the odds of one cell may take. */
#define SCAN_WORK_MAX ((long)HM_ODDS_WORK_MAX)

typedef struct {
    const hm_board *b;
    const signed char *shown;   /* before the solver */
    const signed char *know;    /* after it */
    const hm_why *why;
    int *stamp, now;
    int *stack;
    int *chain, nchain;
} deps;

static bool decided(const deps *d, int i)
{
    return d->why[i].kind != HM_WHY_NONE;
}

/* What deduction i rested on: the decided cells around its numbers (or
 * every earlier one, for the mine count) that were decided before it. */
static void push_deps(deps *d, int i, int *top)
{
    const hm_why *w = &d->why[i];
    if (w->kind == HM_WHY_TOTAL_DONE || w->kind == HM_WHY_TOTAL_FULL) {
        for (int y = 0; y < d->b->ncells; y++)
            if (decided(d, y) && d->why[y].seq < w->seq && d->stamp[y] != d->now) {
                d->stamp[y] = d->now;
                d->stack[(*top)++] = y;
            }
        return;
    }
    int nums[2] = { w->a, w->b };
    for (int k = 0; k < 2; k++) {
        if (nums[k] < 0)
            continue;
        for (int dir = 0; dir < 6; dir++) {
            int y = d->b->nbr[(size_t)nums[k] * 6 + dir];
            if (y >= 0 && decided(d, y) && d->why[y].seq < w->seq && d->stamp[y] != d->now) {
                d->stamp[y] = d->now;
                d->stack[(*top)++] = y;
            }
        }
    }
}

/* The deductions cell rests on, itself included, into chain; stops past
 * limit (returns limit + 1 then). */
static int chain_of(deps *d, int cell, int limit)
{
    int top = 0;
    d->now++;
    d->nchain = 0;
    d->stamp[cell] = d->now;
    d->stack[top++] = cell;
    while (top > 0) {
        int x = d->stack[--top];
        d->chain[d->nchain++] = x;
        if (d->nchain > limit)
            return d->nchain;
        push_deps(d, x, &top);
    }
    return d->nchain;
}

static int by_seq_ctx_cmp(const hm_why *why, int a, int b)
{
    return why[a].seq - why[b].seq;
}

/* Insertion sort: chains are short. */
static void sort_chain(deps *d)
{
    for (int i = 1; i < d->nchain; i++) {
        int x = d->chain[i], j = i;
        while (j > 0 && by_seq_ctx_cmp(d->why, d->chain[j - 1], x) > 0) {
            d->chain[j] = d->chain[j - 1];
            j--;
        }
        d->chain[j] = x;
    }
}

static void append(char *buf, size_t cap, const char *text)
{
    size_t len = strlen(buf);
    if (len < cap)
        snprintf(buf + len, cap - len, "%s", text);
}

static int distance(const hm_board *b, int i, int j)
{
    hex a = hex_from_offset((hex_offset){ i % b->width, i / b->width }, HEX_ODD_R);
    hex c = hex_from_offset((hex_offset){ j % b->width, j / b->width }, HEX_ODD_R);
    return hex_distance(a, c);
}

/* The safe cell resting on the fewest deductions, of those the nearest
 * to the cell revealed (where the player was looking), told step by
 * step. */
static bool by_rules(hm_review *r, deps *d)
{
    int best = -1, best_len = 0, best_far = 0, seen = 0;
    for (int i = 0; i < d->b->ncells && seen < CANDIDATES_MAX; i++) {
        if (d->shown[i] != HM_K_UNKNOWN || d->know[i] != HM_K_SAFE || !decided(d, i))
            continue;
        seen++;
        int len = chain_of(d, i, best < 0 ? d->b->ncells : best_len);
        int far = distance(d->b, i, r->fatal);
        if (best < 0 || len < best_len || (len == best_len && far < best_far)) {
            best = i;
            best_len = len;
            best_far = far;
        }
    }
    if (best < 0)
        return false;
    chain_of(d, best, d->b->ncells);
    sort_chain(d);
    r->safety = HM_REVIEW_SAFE;
    r->safe = best;
    r->steps = d->nchain;
    int skipped = d->nchain > HM_REVIEW_STEPS_MAX ? d->nchain - HM_REVIEW_STEPS_MAX : 0;
    r->nstep = 0;
    for (int k = skipped; k < d->nchain; k++) {
        int x = d->chain[k];
        hm_hint_reason(d->b, d->shown, x, d->know[x] == HM_K_MINE, d->why[x],
                       r->step[r->nstep], sizeof r->step[0]);
        r->step_cells[r->nstep][0] = x;
        hm_hint_named(d->why[x], &r->step_cells[r->nstep][1]);
        r->nstep++;
    }
    return true;
}

/* A counted reason names only the cell it decides. */
static void counted_step_cells(hm_review *r, int cell)
{
    r->step_cells[0][0] = cell;
    r->step_cells[0][1] = r->step_cells[0][2] = -1;
}

/* Where the rules stall: a cell counting proves safe. complete: every
 * placement was looked at, so none safe means a forced guess. */
static bool by_counting(hm_review *r, const hm_board *b, signed char *know, int total,
                        bool *complete)
{
    unsigned char *how = malloc((size_t)b->ncells);
    signed char *copy = malloc((size_t)b->ncells);
    bool found = false;
    *complete = false;
    if (!how || !copy)
        goto out;
    memcpy(copy, know, (size_t)b->ncells);
    hm_count_result c = hm_count_solve(b, copy, total, how);
    *complete = c.complete && !c.contradiction && !c.nomem;
    for (int i = 0; i < b->ncells && !found; i++) {
        if (how[i] == HM_COUNT_NOT || copy[i] != HM_K_SAFE)
            continue;
        found = true;
        r->safety = HM_REVIEW_SAFE;
        r->safe = i;
        r->steps = r->nstep = 1;
        hm_hint_counted_reason(b, i, false, how[i] == HM_COUNT_TOTAL, c.mines_left, r->step[0],
                               sizeof r->step[0]);
        counted_step_cells(r, i);
    }
out:
    free(how);
    free(copy);
    return found;
}

static bool next_to_number(const hm_board *b, const signed char *know, int i)
{
    for (int d = 0; d < 6; d++) {
        int q = b->nbr[(size_t)i * 6 + d];
        if (q >= 0 && know[q] >= 0 && know[q] <= 6)
            return true;
    }
    return false;
}

/* Every covered cell's odds (the cells next to no number share theirs: one
 * stands for all): the least likely mine, and a cell that never is one.
 * false when some cell could not be counted. */
static bool scan_odds(hm_review *r, const hm_board *b, const signed char *know, int total)
{
    int interior = -1, looked = 0, mines_left = total;
    long budget = SCAN_WORK_MAX;
    bool all = true;
    r->safest = -1;
    for (int i = 0; i < b->ncells; i++)
        mines_left -= know[i] == HM_K_MINE;
    for (int i = 0; i < b->ncells; i++) {
        if (know[i] != HM_K_UNKNOWN)
            continue;
        if (!next_to_number(b, know, i)) {
            if (interior >= 0)
                continue;
            interior = i;
        }
        if (looked++ == HM_REVIEW_SCAN_MAX)
            return false;
        double p;
        hm_odds_status st = hm_odds_mine_within(b, know, total, i, &budget, &p);
        if (st == HM_ODDS_TOO_BIG && budget == 0)
            return false;
        if (st != HM_ODDS_OK) {
            all = false;
            continue;
        }
        /* Of cells as safe, one the player did not choose. */
        if (r->safest < 0 || p < r->p_safest || (p == r->p_safest && r->safest == r->fatal)) {
            r->safest = i;
            r->p_safest = p;
        }
        if (p == 0) {
            r->safety = HM_REVIEW_SAFE;
            r->safe = i;
            r->steps = r->nstep = 1;
            hm_hint_counted_reason(b, i, false, true, mines_left, r->step[0], sizeof r->step[0]);
            counted_step_cells(r, i);
            return true;
        }
    }
    return all;
}

/* The revealed cell's odds, from the knowledge the rules leave (sound, so
 * the same odds, with fewer cells to count). */
static void fatal_odds(hm_review *r, const hm_board *b, const signed char *know, int total)
{
    if (know[r->fatal] == HM_K_MINE) {
        r->proved_mine = true;
        r->odds = HM_ODDS_OK;
        r->p_mine = 1;
        return;
    }
    r->odds = hm_odds_mine(b, know, total, r->fatal, &r->p_mine);
}

bool hm_review_make(const hm_game *g, hm_review *r)
{
    memset(r, 0, sizeof *r);
    const hm_board *b = hm_game_board(g);
    size_t n = (size_t)b->ncells;
    int total = hm_game_params(g)->mines;
    r->know = malloc(n);
    r->flagged = malloc(n);
    signed char *know = malloc(n);
    hm_why *why = malloc(n * sizeof *why);
    deps d = { .b = b, .why = why };
    d.stamp = calloc(n, sizeof *d.stamp);
    d.stack = malloc(n * sizeof *d.stack);
    d.chain = malloc((n + 1) * sizeof *d.chain);
    bool ok = false;
    if (!r->know || !r->flagged || !know || !why || !d.stamp || !d.stack || !d.chain
        || !hm_game_before_loss(g, r->know, r->flagged, &r->move))
        goto out;
    r->fatal = hm_game_exploded(g);
    r->noguess = hm_game_params(g)->mode == HM_MODE_NOGUESS;
    r->safe = r->safest = -1;
    r->safety = HM_REVIEW_UNDECIDED;
    memcpy(know, r->know, n);
    hm_solve_result s = hm_solve(b, know, total, NULL, why);
    if (s.unknown_left < 0)
        goto out;
    d.shown = r->know;
    d.know = know;
    bool complete;
    if (!by_rules(r, &d) && !by_counting(r, b, know, total, &complete)) {
        bool scanned = scan_odds(r, b, know, total);
        if (r->safety != HM_REVIEW_SAFE) {
            if (complete || scanned)
                r->safety = HM_REVIEW_FORCED;
            if (!scanned)
                r->safest = -1;
        }
    }
    fatal_odds(r, b, know, total);
    ok = true;
out:
    free(know);
    free(why);
    free(d.stamp);
    free(d.stack);
    free(d.chain);
    if (!ok)
        hm_review_free(r);
    return ok;
}

void hm_review_free(hm_review *r)
{
    free(r->know);
    free(r->flagged);
    memset(r, 0, sizeof *r);
}

void hm_review_reason(const hm_review *r, int most, char *buf, size_t cap)
{
    if (cap == 0)
        return;
    buf[0] = '\0';
    int told = most < 1 ? 1 : most > r->nstep ? r->nstep : most;
    int skipped = r->steps - told;
    if (skipped > 0) {
        char text[64];
        snprintf(text, sizeof text, "after %d simpler deduction%s, ", skipped,
                 skipped == 1 ? "" : "s");
        append(buf, cap, text);
    }
    for (int k = r->nstep - told; k < r->nstep; k++) {
        if (k > r->nstep - told)
            append(buf, cap, "; then ");
        append(buf, cap, r->step[k]);
    }
}

size_t hm_review_percent(double p, char *buf, size_t cap)
{
    double pc = p * 100;
    int n;
    if (p <= 0 || p >= 1) {
        n = snprintf(buf, cap, "%.0f%%", pc);
    } else if (pc < 0.1) {
        n = snprintf(buf, cap, "%.2g%%", pc);
    } else if (pc > 99.9) {
        /* Never "100%" for what is not certain: as many decimals as show
         * how far from it. */
        int decimals = (int)ceil(-log10(100 - pc) - 1e-9) + 1;
        n = snprintf(buf, cap, "%.*f%%", decimals > 9 ? 9 : decimals, pc);
    } else {
        n = snprintf(buf, cap, pc < 1 ? "%.2f%%" : "%.1f%%", pc);
    }
    return n < 0 ? 0 : (size_t)n;
}
