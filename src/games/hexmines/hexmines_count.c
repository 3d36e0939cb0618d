/* hexmines counting solver: bounded enumeration of each frontier group's
 * mine placements, combined under the mine total (see hexmines_count.h). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexmines/hexmines_count.h"
#include "games/hexmines/hexmines_solve.h"

enum { QMAX = HM_COUNT_GROUP_MAX * 6 };   /* numbers one group can touch */

typedef struct {
    int start, size;      /* its cells are order[start .. start + size) */
    bool done;            /* enumerated */
    uint32_t feas;        /* bit k: k mines fit the group's numbers */
    uint32_t ok;          /* bit k: and the rest of the board too */
} group;

typedef struct {
    const hm_board *b;
    signed char *know;
    int *order, *gid, *qid;
    group *g;
    int ng;
    uint32_t *canmine, *cansafe;   /* per position in order: bit k */
    long work, work_cap;
    /* the group being enumerated */
    int base, size;
    int nq, qcell[QMAX], qrem[QMAX], qplaced[QMAX], qleft[QMAX];
    int cq[HM_COUNT_GROUP_MAX][6], ncq[HM_COUNT_GROUP_MAX];
    unsigned char val[HM_COUNT_GROUP_MAX];
    uint32_t feas;
} ctx;

static bool is_number(signed char k) { return k >= 0 && k <= 6; }

static int popcount32(uint32_t v)
{
    int n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}

static int lowest_bit(uint32_t v)
{
    int k = 0;
    while (!(v & 1u)) {
        v >>= 1;
        k++;
    }
    return k;
}

static void record(ctx *e, int mines)
{
    uint32_t bit = 1u << mines;
    e->feas |= bit;
    for (int j = 0; j < e->size; j++) {
        if (e->val[j])
            e->canmine[e->base + j] |= bit;
        else
            e->cansafe[e->base + j] |= bit;
    }
    e->work += e->size;
}

/* Tries both values of cell i, pruning as soon as a number can no longer
 * be met; false when the work budget runs out. */
static bool search(ctx *e, int i, int mines)
{
    if (++e->work > e->work_cap)
        return false;
    if (i == e->size) {
        record(e, mines);
        return true;
    }
    for (int v = 0; v <= 1; v++) {
        bool fits = true;
        for (int t = 0; t < e->ncq[i]; t++) {
            int q = e->cq[i][t];
            e->qleft[q]--;
            e->qplaced[q] += v;
            if (e->qplaced[q] > e->qrem[q]
                || e->qplaced[q] + e->qleft[q] < e->qrem[q])
                fits = false;
        }
        e->val[i] = (unsigned char)v;
        bool go = !fits || search(e, i + 1, mines + v);
        for (int t = 0; t < e->ncq[i]; t++) {
            int q = e->cq[i][t];
            e->qleft[q]++;
            e->qplaced[q] -= v;
        }
        if (!go)
            return false;
    }
    return true;
}

/* Mines among a number's neighbours that are still to place. */
static int number_rem(const ctx *e, int q, int *unknown)
{
    const int32_t *nb = &e->b->nbr[(size_t)q * 6];
    int mines = 0;
    *unknown = 0;
    for (int d = 0; d < 6; d++) {
        if (nb[d] < 0)
            continue;
        mines += e->know[nb[d]] == HM_K_MINE;
        *unknown += e->know[nb[d]] == HM_K_UNKNOWN;
    }
    return e->know[q] - mines;
}

static void enumerate(ctx *e, group *gr)
{
    if (gr->size > HM_COUNT_GROUP_MAX || e->work >= HM_COUNT_WORK_MAX)
        return;
    e->base = gr->start;
    e->size = gr->size;
    e->nq = 0;
    e->feas = 0;
    for (int j = 0; j < gr->size; j++) {
        int x = e->order[gr->start + j];
        const int32_t *nb = &e->b->nbr[(size_t)x * 6];
        e->ncq[j] = 0;
        for (int d = 0; d < 6; d++) {
            int q = nb[d];
            if (q < 0 || !is_number(e->know[q]))
                continue;
            if (e->qid[q] < 0) {
                int unknown;
                e->qid[q] = e->nq;
                e->qcell[e->nq] = q;
                e->qrem[e->nq] = number_rem(e, q, &unknown);
                e->qleft[e->nq] = unknown;
                e->qplaced[e->nq] = 0;
                e->nq++;
            }
            e->cq[j][e->ncq[j]++] = e->qid[q];
        }
    }
    e->work_cap = HM_COUNT_WORK_MAX;
    gr->done = search(e, 0, 0);
    gr->feas = gr->done ? e->feas : 0;
    for (int t = 0; t < e->nq; t++)
        e->qid[e->qcell[t]] = -1;
}

/* Splits the frontier into groups linked through shared numbers. */
static int find_groups(ctx *e)
{
    int n = e->b->ncells, len = 0;
    for (int s = 0; s < n; s++) {
        if (e->know[s] != HM_K_UNKNOWN || e->gid[s] >= 0)
            continue;
        bool frontier = false;
        for (int d = 0; d < 6 && !frontier; d++) {
            int q = e->b->nbr[(size_t)s * 6 + d];
            frontier = q >= 0 && is_number(e->know[q]);
        }
        if (!frontier)
            continue;
        group *gr = &e->g[e->ng];
        gr->start = len;
        e->gid[s] = e->ng;
        e->order[len++] = s;
        for (int at = gr->start; at < len; at++) {
            const int32_t *nx = &e->b->nbr[(size_t)e->order[at] * 6];
            for (int d = 0; d < 6; d++) {
                int q = nx[d];
                if (q < 0 || !is_number(e->know[q]))
                    continue;
                for (int d2 = 0; d2 < 6; d2++) {
                    int y = e->b->nbr[(size_t)q * 6 + d2];
                    if (y >= 0 && e->know[y] == HM_K_UNKNOWN && e->gid[y] < 0) {
                        e->gid[y] = e->ng;
                        e->order[len++] = y;
                    }
                }
            }
        }
        gr->size = len - gr->start;
        gr->done = false;
        gr->feas = gr->ok = 0;
        e->ng++;
    }
    return len;
}

/* dst = src + the group's possible mine counts, sums above cap dropped. A
 * group not enumerated may hold any count 0..size. */
static void add_group(unsigned char *dst, const unsigned char *src, int cap,
                      const group *gr)
{
    memset(dst, 0, (size_t)cap + 1);
    if (gr->done) {
        for (int t = 0; t <= cap; t++) {
            if (!src[t])
                continue;
            for (int k = 0; k <= gr->size && t + k <= cap; k++)
                if (gr->feas & (1u << k))
                    dst[t + k] = 1;
        }
        return;
    }
    int in_window = 0;
    for (int t = 0; t <= cap; t++) {
        in_window += src[t];
        if (t - gr->size - 1 >= 0)
            in_window -= src[t - gr->size - 1];
        dst[t] = in_window > 0;
    }
}

typedef struct {
    bool used;            /* the total was combined */
    bool contradiction;
    bool nomem;
    bool interior_mine, interior_safe;   /* some feasible placement has */
} combined;

/* Fills each group's ok under the total: rem mines on the frontier
 * groups plus `interior` cells next to no number. */
static combined combine(ctx *e, int rem, int interior)
{
    combined c = { false, false, false, true, true };
    int fixed = 0, nvar = 0, fvar = 0;
    for (int i = 0; i < e->ng; i++) {
        group *gr = &e->g[i];
        gr->ok = gr->feas;
        if (gr->done && popcount32(gr->feas) == 1) {
            fixed += lowest_bit(gr->feas);
        } else {
            nvar++;
            fvar += gr->size;
        }
    }
    int r = rem - fixed;
    if (r < 0) {
        c.contradiction = true;
        return c;
    }
    int cap = r < fvar ? r : fvar;
    if ((long)(nvar + 1) * (cap + 1) > HM_COUNT_SUMS_MAX)
        return c;
    int *var = malloc((size_t)(nvar > 0 ? nvar : 1) * sizeof *var);
    unsigned char *pre = malloc((size_t)(nvar + 1) * (size_t)(cap + 1));
    unsigned char *suf = malloc((size_t)cap + 1), *tmp = malloc((size_t)cap + 1);
    int *cum = malloc(((size_t)cap + 1) * sizeof *cum);
    if (!var || !pre || !suf || !tmp || !cum) {
        c.nomem = true;
        goto out;
    }
    nvar = 0;
    for (int i = 0; i < e->ng; i++)
        if (!(e->g[i].done && popcount32(e->g[i].feas) == 1))
            var[nvar++] = i;
    size_t w = (size_t)cap + 1;
    memset(pre, 0, w);
    pre[0] = 1;
    for (int v = 0; v < nvar; v++)
        add_group(pre + (v + 1) * w, pre + v * w, cap, &e->g[var[v]]);
    /* frontier sums t that leave r - t mines for 0..interior cells */
    const unsigned char *all = pre + (size_t)nvar * w;
    bool any = false;
    c.interior_mine = c.interior_safe = false;
    for (int t = 0; t <= cap; t++) {
        if (!all[t] || r - t > interior)
            continue;
        any = true;
        c.interior_mine |= r - t >= 1;
        c.interior_safe |= r - t <= interior - 1;
    }
    if (!any) {
        c.contradiction = true;
        goto out;
    }
    c.used = true;
    memset(suf, 0, w);
    suf[0] = 1;
    for (int v = nvar - 1; v >= 0; v--) {
        group *gr = &e->g[var[v]];
        const unsigned char *p = pre + (size_t)v * w;
        if (gr->done) {
            int run = 0;
            for (int t = 0; t <= cap; t++)
                cum[t] = run += suf[t];
            gr->ok = 0;
            for (int k = 0; k <= gr->size; k++) {
                if (!(gr->feas & (1u << k)))
                    continue;
                for (int a = 0; a <= cap; a++) {
                    if (!p[a])
                        continue;
                    int lo = r - k - interior - a, hi = r - k - a;
                    if (lo < 0)
                        lo = 0;
                    if (hi > cap)
                        hi = cap;
                    if (hi >= lo && cum[hi] - (lo ? cum[lo - 1] : 0) > 0) {
                        gr->ok |= 1u << k;
                        break;
                    }
                }
            }
        }
        add_group(tmp, suf, cap, gr);
        memcpy(suf, tmp, w);
    }
out:
    free(var);
    free(pre);
    free(suf);
    free(tmp);
    free(cum);
    return c;
}

/* Checks every number can still be met at all, and that the mines left
 * fit the unknown cells. */
static bool consistent(ctx *e, int total, int rem, int unknown)
{
    if (total >= 0 && (rem < 0 || rem > unknown))
        return false;
    for (int q = 0; q < e->b->ncells; q++) {
        if (!is_number(e->know[q]))
            continue;
        int u, r = number_rem(e, q, &u);
        if (r < 0 || r > u)
            return false;
    }
    return true;
}

hm_count_result hm_count_solve(const hm_board *b, signed char *know,
                               int total_mines, unsigned char *how)
{
    hm_count_result res = { 0, -1, false, false, false };
    int n = b->ncells;
    if (how)
        memset(how, HM_COUNT_NOT, (size_t)n);
    ctx *e = calloc(1, sizeof *e);
    if (!e) {
        res.nomem = true;
        return res;
    }
    e->b = b;
    e->know = know;
    e->order = malloc((size_t)n * sizeof *e->order);
    e->gid = malloc((size_t)n * sizeof *e->gid);
    e->qid = malloc((size_t)n * sizeof *e->qid);
    e->g = malloc((size_t)n * sizeof *e->g);
    e->canmine = calloc((size_t)n, sizeof *e->canmine);
    e->cansafe = calloc((size_t)n, sizeof *e->cansafe);
    if (!e->order || !e->gid || !e->qid || !e->g || !e->canmine
        || !e->cansafe) {
        res.nomem = true;
        goto out;
    }
    int unknown = 0, known_mines = 0;
    for (int i = 0; i < n; i++) {
        e->gid[i] = e->qid[i] = -1;
        unknown += know[i] == HM_K_UNKNOWN;
        known_mines += know[i] == HM_K_MINE;
    }
    int rem = total_mines < 0 ? -1 : total_mines - known_mines;
    res.mines_left = rem;
    if (!consistent(e, total_mines, rem, unknown)) {
        res.contradiction = true;
        goto out;
    }
    int frontier = find_groups(e);
    bool all_done = true;
    for (int i = 0; i < e->ng; i++) {
        enumerate(e, &e->g[i]);
        all_done &= e->g[i].done;
        if (e->g[i].done && !e->g[i].feas) {
            res.contradiction = true;
            goto out;
        }
    }
    combined c = { false, false, false, true, true };
    if (total_mines >= 0) {
        c = combine(e, rem, unknown - frontier);
        if (c.nomem || c.contradiction) {
            res.nomem = c.nomem;
            res.contradiction = c.contradiction;
            goto out;
        }
    } else {
        for (int i = 0; i < e->ng; i++)
            e->g[i].ok = e->g[i].feas;
    }
    res.complete = all_done && (total_mines < 0 || c.used);
    for (int i = 0; i < n; i++) {
        if (know[i] != HM_K_UNKNOWN)
            continue;
        bool mine_ok, safe_ok, mine_local, safe_local;
        if (e->gid[i] < 0) {
            if (!c.used)
                continue;
            mine_ok = c.interior_mine;
            safe_ok = c.interior_safe;
            mine_local = safe_local = true;
        } else {
            const group *gr = &e->g[e->gid[i]];
            if (!gr->done)
                continue;
            int at = 0;
            while (e->order[gr->start + at] != i)
                at++;
            uint32_t m = e->canmine[gr->start + at];
            uint32_t s = e->cansafe[gr->start + at];
            mine_ok = (m & gr->ok) != 0;
            safe_ok = (s & gr->ok) != 0;
            mine_local = (m & gr->feas) != 0;
            safe_local = (s & gr->feas) != 0;
        }
        if (mine_ok && safe_ok)
            continue;
        know[i] = mine_ok ? HM_K_MINE : HM_K_SAFE;
        res.decided++;
        if (how)
            how[i] = (mine_ok ? safe_local : mine_local) ? HM_COUNT_TOTAL
                                                         : HM_COUNT_LOCAL;
    }
out:
    free(e->order);
    free(e->gid);
    free(e->qid);
    free(e->g);
    free(e->canmine);
    free(e->cansafe);
    free(e);
    return res;
}
