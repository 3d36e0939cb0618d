/* A case split read as a chain (games/hexcells/hexcells_chain.h). */
#include "games/hexcells/hexcells_chain.h"

#include <stdlib.h>
#include <string.h>

/* The search nodes a chain's pairs of clues may take, apart from the
 * solver's budgets (as the words' own, in hexcells_solve.c). */
enum { PAIRS_BUDGET = 50000 };

/* The cells constraint id counts: n of them into *m. */
static const int *members(const hcs_ctx *x, int id, int *n)
{
    if (id == x->global) {
        *n = x->ncells;
        return x->cells;
    }
    *n = x->cons[id].n;
    return x->cons[id].m;
}

static bool counts_cell(const hcs_ctx *x, int id, int cell)
{
    int n;
    const int *m = members(x, id, &n);
    for (int j = 0; j < n; j++)
        if (m[j] == cell)
            return true;
    return false;
}

/* Whether constraint id still counts a cell unknown in k. */
static bool open_in(const hcs_ctx *x, const signed char *k, int id)
{
    int n;
    const int *m = members(x, id, &n);
    for (int j = 0; j < n; j++)
        if (m[j] >= 0 && k[m[j]] == HC_K_UNKNOWN)
            return true;
    return false;
}

/* How the cells were decided while the chain ran: by[cell] the constraint
 * that decided it (with with[cell] beside it, or -1 alone), at[cell] when. */
typedef struct {
    int by[HC_SLOTS], with[HC_SLOTS], at[HC_SLOTS];
    int step;
} decided;

static void decide(signed char *k, decided *d, int cell, int colour, int by, int with)
{
    k[cell] = (signed char)colour;
    d->by[cell] = by;
    d->with[cell] = with;
    d->at[cell] = d->step++;
}

/* Each constraint alone in turn, with what the others decided, until none
 * decides more: the constraint that failed, or -1. */
static int singles(hcs_ctx *x, signed char *k, const int *ids, int nids, bool global, decided *d,
                   bool *changed)
{
    unsigned char can[HC_MEMBERS_MAX];
    for (bool again = true; again;) {
        again = false;
        for (int i = 0; i < nids; i++) {
            const hcs_con *c = &x->cons[ids[i]];
            if (!hcs_filter(x, ids[i], k, can))
                return ids[i];
            for (int j = 0; j < c->n; j++) {
                int s = c->m[j];
                if (s < 0 || k[s] != HC_K_UNKNOWN || can[j] == 3)
                    continue;
                if (can[j] == 0)
                    return ids[i];
                decide(k, d, s, can[j] == 2, ids[i], -1);
                again = *changed = true;
            }
        }
        if (!global)
            continue;
        int g = hcs_filter_global(x, k);
        if (g < 0)
            return x->global;
        for (int i = 0; g > 0 && i < x->ncells; i++)
            if (k[x->cells[i]] == HC_K_UNKNOWN) {
                decide(k, d, x->cells[i], g - 1, x->global, -1);
                again = *changed = true;
            }
    }
    return -1;
}

static bool share_unknown(const hcs_ctx *x, const signed char *k, int a, int b)
{
    const hcs_con *c = &x->cons[a];
    for (int j = 0; j < c->n; j++)
        if (c->m[j] >= 0 && k[c->m[j]] == HC_K_UNKNOWN && counts_cell(x, b, c->m[j]))
            return true;
    return false;
}

/* Where no clue alone goes on: the first two that share a cell and decide
 * one together. 1 decided, 0 none, -1 the two have no colouring together
 * (*fail_a, *fail_b). */
static int pairs(hcs_ctx *x, signed char *k, const int *ids, int nids, decided *d, int *fail_a,
                 int *fail_b)
{
    for (int i = 0; i < nids; i++)
        for (int j = i + 1; j < nids; j++) {
            int a = ids[i], b = ids[j];
            if (!share_unknown(x, k, a, b))
                continue;
            hcs_scope_clear(x);
            x->inscope[a] = x->inscope[b] = 1;
            for (int side = 0; side < 2; side++) {
                const hcs_con *c = &x->cons[side ? b : a];
                for (int m = 0; m < c->n; m++) {
                    int s = c->m[m];
                    if (s < 0 || k[s] != HC_K_UNKNOWN)
                        continue;
                    int black = hcs_possible(x, k, s, HC_K_BLACK);
                    int blue = hcs_possible(x, k, s, HC_K_BLUE);
                    if (black == 0 && blue == 0) {
                        *fail_a = a;
                        *fail_b = b;
                        return -1;
                    }
                    if (black == 0 || blue == 0) {
                        decide(k, d, s, black == 0, a, b);
                        return 1;
                    }
                }
            }
        }
    return 0;
}

/* A link: a constraint, and the one it decides with (-1: alone). */
typedef struct {
    int id, with;
} link;

static int link_index(const link *l, int n, int id, int with)
{
    for (int i = 0; i < n; i++)
        if (l[i].id == id && l[i].with == with)
            return i;
    return -1;
}

static bool named(const int *ids, int n, int id)
{
    for (int i = 0; i < n; i++)
        if (ids[i] == id)
            return true;
    return false;
}

/* The chain from what ran: the ends, and back from them the links that
 * decided the cells each counts. */
static bool trace(const hcs_ctx *x, const signed char *kk, const decided *d, hcs_chain *ch)
{
    link found[2 * HCS_LINKS];
    int nfound = 0, names[2 * HCS_LINKS], nnames = 0;
    for (int e = 0; e < ch->nends; e++)
        names[nnames++] = ch->end[e];
    /* The cells to look back from: those the ends and links count. */
    for (int q = -ch->nends; q < nfound; q++) {
        int ids[2] = { q < 0 ? ch->end[q + ch->nends] : found[q].id, q < 0 ? -1 : found[q].with };
        for (int w = 0; w < 2 && ids[w] >= 0; w++) {
            int n;
            const int *m = members(x, ids[w], &n);
            for (int j = 0; j < n; j++) {
                int c = m[j];
                if (c < 0 || d->by[c] < 0 || link_index(found, nfound, d->by[c], d->with[c]) >= 0)
                    continue;
                if (nfound == 2 * HCS_LINKS)
                    return false;
                found[nfound++] = (link){ d->by[c], d->with[c] };
                for (int v = 0; v < 2; v++) {
                    int id = v ? d->with[c] : d->by[c];
                    if (id >= 0 && !named(names, nnames, id)) {
                        if (nnames == HCS_LINKS)
                            return false;
                        names[nnames++] = id;
                    }
                }
            }
        }
    }
    if (nfound > HCS_LINKS)
        return false;
    /* In the order they ran: by the first cell each decided. */
    int first[2 * HCS_LINKS];
    for (int i = 0; i < nfound; i++) {
        first[i] = HC_SLOTS;
        for (int c = 0; c < HC_SLOTS; c++)
            if (d->by[c] == found[i].id && d->with[c] == found[i].with && d->at[c] < first[i])
                first[i] = d->at[c];
    }
    for (ch->n = 0; ch->n < nfound; ch->n++) {
        int best = -1;
        for (int i = 0; i < nfound; i++)
            if (first[i] >= 0 && (best < 0 || first[i] < first[best]))
                best = i;
        ch->id[ch->n] = found[best].id;
        ch->with[ch->n] = found[best].with;
        first[best] = -1;
    }
    /* What each link decides that a later one, or an end, counts; else
     * one that any other counts. */
    for (int i = 0; i < ch->n; i++) {
        ch->cell[i] = -1;
        for (int pass = 0; pass < 2 && ch->cell[i] < 0; pass++) {
            ch->more[i] = 0;
            for (int c = 0; c < HC_SLOTS; c++) {
                if (d->by[c] != ch->id[i] || d->with[c] != ch->with[i])
                    continue;
                bool counted = false;
                for (int l = pass ? 0 : i + 1; l < ch->n && !counted; l++)
                    counted = l != i && (counts_cell(x, ch->id[l], c) ||
                                         (ch->with[l] >= 0 && counts_cell(x, ch->with[l], c)));
                for (int e = 0; e < ch->nends && !counted; e++)
                    counted = counts_cell(x, ch->end[e], c);
                if (!counted)
                    continue;
                if (ch->cell[i] < 0 || d->at[c] < d->at[ch->cell[i]]) {
                    ch->more[i] += ch->cell[i] >= 0;
                    ch->cell[i] = c;
                    ch->colour[i] = kk[c];
                } else {
                    ch->more[i]++;
                }
            }
        }
        if (ch->cell[i] < 0)
            return false;
    }
    return true;
}

bool hcs_chain_find(hcs_ctx *x, const signed char *k, int s, int wrong, const int *ids, int nids,
                    bool global, hcs_chain *out)
{
    signed char kk[HC_SLOTS];
    decided *d = malloc(sizeof *d);
    unsigned char *scope = malloc((size_t)x->ncons + 2);
    if (!d || !scope) {
        free(d);
        free(scope);
        return false;
    }
    memcpy(kk, k, sizeof kk);
    for (int i = 0; i < HC_SLOTS; i++)
        d->by[i] = d->with[i] = d->at[i] = -1;
    d->step = 0;
    kk[s] = (signed char)wrong;
    /* The pairs search apart from the solver's scope and budgets. */
    memcpy(scope, x->inscope, (size_t)x->ncons + 2);
    long nodes = x->total_nodes, budget = x->total_budget;
    bool gave_up = x->gave_up, relax = x->relax;
    x->total_nodes = 0;
    x->total_budget = PAIRS_BUDGET;
    x->relax = false;
    hcs_chain ch = { 0 };
    int failed = -1, fail_with = -1;
    for (bool changed = true; changed && failed < 0;) {
        changed = false;
        failed = singles(x, kk, ids, nids, global, d, &changed);
        if (failed < 0 && !changed) {
            int r = pairs(x, kk, ids, nids, d, &failed, &fail_with);
            changed = r > 0;
        }
    }
    memcpy(x->inscope, scope, (size_t)x->ncons + 2);
    memset(x->wit, 0, sizeof x->wit);
    x->total_nodes = nodes;
    x->total_budget = budget;
    x->gave_up = gave_up;
    x->relax = relax;
    free(scope);
    /* The ends: the clue (or two) that failed, else those left with cells
     * to decide, which then have no colouring together (no other clue has
     * a cell left to decide). */
    bool ok = true;
    if (failed >= 0) {
        ch.end[ch.nends++] = failed;
        if (fail_with >= 0)
            ch.end[ch.nends++] = fail_with;
    } else {
        for (int i = 0; i <= nids && ok; i++) {
            int id = i < nids ? ids[i] : x->global;
            if ((i < nids || global) && open_in(x, kk, id)) {
                ok = ch.nends < HCS_LINKS;
                if (ok)
                    ch.end[ch.nends++] = id;
            }
        }
        ok = ok && ch.nends > 0;
    }
    ok = ok && trace(x, kk, d, &ch);
    free(d);
    if (ok)
        *out = ch;
    return ok;
}
