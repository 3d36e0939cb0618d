/* A case split read as a chain (games/hexcells/hexcells_chain.h). */
#include "games/hexcells/hexcells_chain.h"

#include <string.h>

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

/* Filters each constraint alone in turn, with what the others decided,
 * until none decides more; the constraint that failed, or -1. by[cell]:
 * the constraint that decided it, at[cell] when. */
static int run(hcs_ctx *x, signed char *k, const int *ids, int nids, bool global, int *by,
               int *at)
{
    unsigned char can[HC_MEMBERS_MAX];
    int step = 0;
    for (bool changed = true; changed;) {
        changed = false;
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
                k[s] = (signed char)(can[j] == 2);
                by[s] = ids[i];
                at[s] = step++;
                changed = true;
            }
        }
        if (!global)
            continue;
        int g = hcs_filter_global(x, k);
        if (g < 0)
            return x->global;
        for (int i = 0; g > 0 && i < x->ncells; i++) {
            int s = x->cells[i];
            if (k[s] == HC_K_UNKNOWN) {
                k[s] = (signed char)(g - 1);
                by[s] = x->global;
                at[s] = step++;
                changed = true;
            }
        }
    }
    return -1;
}

static bool has(const int *ids, int n, int id)
{
    for (int i = 0; i < n; i++)
        if (ids[i] == id)
            return true;
    return false;
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

bool hcs_chain_find(hcs_ctx *x, const signed char *k, int s, int wrong, const int *ids, int nids,
                    bool global, hcs_chain *out)
{
    signed char kk[HC_SLOTS];
    int by[HC_SLOTS], at[HC_SLOTS];
    memcpy(kk, k, sizeof kk);
    for (int i = 0; i < HC_SLOTS; i++)
        by[i] = at[i] = -1;
    kk[s] = (signed char)wrong;
    bool relax = x->relax;
    x->relax = false;
    int failed = run(x, kk, ids, nids, global, by, at);
    x->relax = relax;
    /* The ends: the clue that failed, else those left with cells to
     * decide, which then have no colouring together (no other clue has
     * a cell left to decide). */
    hcs_chain ch = { 0 };
    if (failed >= 0) {
        ch.end[ch.nends++] = failed;
    } else {
        for (int i = 0; i <= nids; i++) {
            int id = i < nids ? ids[i] : x->global;
            if ((i < nids || global) && open_in(x, kk, id)) {
                if (ch.nends == HCS_LINKS)
                    return false;
                ch.end[ch.nends++] = id;
            }
        }
        if (ch.nends == 0)
            return false;
    }
    /* The links: back from the ends, through the clues that decided the
     * cells each counts. */
    int found[2 * HCS_LINKS], nfound = 0;
    for (int i = 0; i < ch.nends; i++)
        found[nfound++] = ch.end[i];
    for (int q = 0; q < nfound; q++) {
        int n;
        const int *m = members(x, found[q], &n);
        for (int j = 0; j < n; j++) {
            if (m[j] < 0 || by[m[j]] < 0 || has(found, nfound, by[m[j]]))
                continue;
            if (nfound == HCS_LINKS)
                return false;
            found[nfound++] = by[m[j]];
        }
    }
    /* In the order they ran: by the first cell each decided. */
    int first[2 * HCS_LINKS];
    for (int i = ch.nends; i < nfound; i++) {
        first[i] = HC_SLOTS;
        for (int c = 0; c < HC_SLOTS; c++)
            if (by[c] == found[i] && at[c] < first[i])
                first[i] = at[c];
    }
    for (ch.n = 0; ch.n < nfound - ch.nends; ch.n++) {
        int best = -1;
        for (int i = ch.nends; i < nfound; i++)
            if (first[i] >= 0 && (best < 0 || first[i] < first[best]))
                best = i;
        ch.id[ch.n] = found[best];
        first[best] = -1;
    }
    /* What each link decides that a later one, or an end, counts; else
     * one that any other counts. */
    for (int i = 0; i < ch.n; i++) {
        ch.cell[i] = -1;
        ch.more[i] = 0;
        for (int pass = 0; pass < 2 && ch.cell[i] < 0; pass++) {
            ch.more[i] = 0;
            for (int c = 0; c < HC_SLOTS; c++) {
                if (by[c] != ch.id[i])
                    continue;
                bool counted = false;
                for (int l = pass ? 0 : i + 1; l < ch.n && !counted; l++)
                    counted = l != i && counts_cell(x, ch.id[l], c);
                for (int e = 0; e < ch.nends && !counted; e++)
                    counted = counts_cell(x, ch.end[e], c);
                if (!counted)
                    continue;
                if (ch.cell[i] < 0 || at[c] < at[ch.cell[i]]) {
                    ch.more[i] += ch.cell[i] >= 0;
                    ch.cell[i] = c;
                    ch.colour[i] = kk[c];
                } else {
                    ch.more[i]++;
                }
            }
        }
        if (ch.cell[i] < 0)
            return false;
    }
    *out = ch;
    return true;
}
