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

static int link_of(const hcs_chain *ch, int id)
{
    for (int i = 0; i < ch->n; i++)
        if (ch->id[i] == id)
            return i;
    return -1;
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
    if (failed < 0)
        return false;
    /* The links the failure rests on: back from the clue that failed,
     * through the clues that decided the cells each counts. */
    hcs_chain ch = { .n = 1, .id = { failed } };
    for (int q = 0; q < ch.n; q++) {
        int n;
        const int *m = members(x, ch.id[q], &n);
        for (int j = 0; j < n; j++) {
            if (m[j] < 0 || by[m[j]] < 0 || link_of(&ch, by[m[j]]) >= 0)
                continue;
            if (ch.n == HCS_LINKS)
                return false;
            ch.id[ch.n++] = by[m[j]];
        }
    }
    /* In the order they ran: by the first cell each decided, the failed
     * clue last. */
    int first[HCS_LINKS];
    for (int i = 0; i < ch.n; i++) {
        first[i] = i == 0 ? HC_SLOTS * 2 : HC_SLOTS;
        for (int c = 0; c < HC_SLOTS; c++)
            if (by[c] == ch.id[i] && at[c] < first[i])
                first[i] = at[c];
    }
    *out = (hcs_chain){ .n = ch.n };
    for (int i = 0; i < ch.n; i++) {
        int best = 0;
        for (int j = 1; j < ch.n; j++)
            if (first[j] < first[best])
                best = j;
        out->id[i] = ch.id[best];
        first[best] = HC_SLOTS * 3;
    }
    /* What each link decides that a later one counts. */
    for (int i = 0; i + 1 < out->n; i++) {
        out->cell[i] = -1;
        out->more[i] = 0;
        for (int c = 0; c < HC_SLOTS; c++) {
            if (by[c] != out->id[i])
                continue;
            bool counted = false;
            for (int l = i + 1; l < out->n && !counted; l++) {
                int n;
                const int *m = members(x, out->id[l], &n);
                for (int j = 0; j < n && !counted; j++)
                    counted = m[j] == c;
            }
            if (!counted)
                continue;
            if (out->cell[i] < 0 || at[c] < at[out->cell[i]]) {
                out->more[i] += out->cell[i] >= 0;
                out->cell[i] = c;
                out->colour[i] = kk[c];
            } else {
                out->more[i]++;
            }
        }
        if (out->cell[i] < 0)
            return false;   /* it fed an earlier link only: no chain */
    }
    return true;
}
