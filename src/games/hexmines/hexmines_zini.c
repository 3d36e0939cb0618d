/* hexmines ZiNi: the community's greedy rule, and an exact search over
 * chord sets for small boards (hexmines_stats.h states both). */
#include <stdlib.h>
#include <string.h>

#include "games/hexmines/hexmines_stats.h"
#include "util/grow.h"

/* A layout's units as lists: the cells of unit u are
 * cells[start[u] .. start[u + 1]). */
typedef struct {
    const hm_board *b;
    const unsigned char *mines, *counts;
    int *unit;
    long nunits;
    int *start, *cells;
} units;

static void units_free(units *u)
{
    free(u->unit);
    free(u->start);
    free(u->cells);
}

static bool units_make(units *u, const hm_board *b, const unsigned char *mines,
                       const unsigned char *counts)
{
    memset(u, 0, sizeof *u);
    u->b = b;
    u->mines = mines;
    u->counts = counts;
    size_t n = (size_t)b->ncells;
    u->unit = malloc(n * sizeof *u->unit);
    if (!u->unit || (u->nunits = hm_units(b, mines, counts, u->unit)) < 0)
        goto fail;
    u->start = calloc((size_t)u->nunits + 2, sizeof *u->start);
    u->cells = malloc((n ? n : 1) * sizeof *u->cells);
    if (!u->start || !u->cells)
        goto fail;
    for (size_t i = 0; i < n; i++)
        if (u->unit[i] >= 0)
            u->start[u->unit[i] + 2]++;
    for (long k = 0; k < u->nunits; k++)
        u->start[k + 2] += u->start[k + 1];
    for (size_t i = 0; i < n; i++)
        if (u->unit[i] >= 0)
            u->cells[u->start[u->unit[i] + 1]++] = (int)i;
    return true;
fail:
    units_free(u);
    return false;
}

static bool safe_number(const units *u, int i)
{
    return i >= 0 && u->b->on[i] && !u->mines[i] && u->counts[i] > 0;
}

/* ------------------------------------------------------------ greedy */

typedef struct {
    int *a;
    size_t n, cap;
} heap;   /* a min-heap of cell indices */

static bool heap_push(heap *h, int v)
{
    if (!grow_for_one(&h->a, &h->cap, h->n, sizeof *h->a, 64))
        return false;
    size_t i = h->n++;
    while (i > 0 && h->a[(i - 1) / 2] > v) {
        h->a[i] = h->a[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h->a[i] = v;
    return true;
}

static void heap_pop(heap *h)
{
    int v = h->a[--h->n];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= h->n)
            break;
        if (c + 1 < h->n && h->a[c + 1] < h->a[c])
            c++;
        if (h->a[c] >= v)
            break;
        h->a[i] = h->a[c];
        i = c;
    }
    if (h->n > 0)
        h->a[i] = v;
}

/* The premiums that can be chosen: 0 .. 5 (at most six units round a
 * cell, less the chord). A cell sits in the heap of its premium, perhaps
 * also in stale ones: an entry counts while it matches the premium. */
enum { PREMIUM_TOP = 6 };

typedef struct {
    units u;
    unsigned char *opened, *revealed, *flagged, *dirty;
    signed char *premium;
    int *todo;
    int ntodo;
    long left;        /* units not opened yet */
    bool nomem;
    heap bucket[PREMIUM_TOP];
} greedy;

static void touch(greedy *g, int i)
{
    if (i >= 0 && safe_number(&g->u, i) && !g->dirty[i]) {
        g->dirty[i] = 1;
        g->todo[g->ntodo++] = i;
    }
}

static void reveal(greedy *g, int i)
{
    if (g->revealed[i])
        return;
    g->revealed[i] = 1;
    touch(g, i);
}

static void open_unit(greedy *g, int k)
{
    const hm_board *b = g->u.b;
    if (g->opened[k])
        return;
    g->opened[k] = 1;
    g->left--;
    for (int j = g->u.start[k]; j < g->u.start[k + 1]; j++) {
        int x = g->u.cells[j];
        reveal(g, x);
        const int32_t *nb = &b->nbr[(size_t)x * 6];
        for (int d = 0; d < 6; d++) {
            if (nb[d] < 0)
                continue;
            if (g->u.counts[x] == 0)
                reveal(g, nb[d]);
            touch(g, nb[d]);
        }
    }
}

static int premium_of(const greedy *g, int c)
{
    const int32_t *nb = &g->u.b->nbr[(size_t)c * 6];
    int seen[6], nseen = 0, unflagged = 0;
    for (int d = 0; d < 6; d++) {
        int y = nb[d];
        if (y < 0)
            continue;
        if (g->u.mines[y]) {
            unflagged += !g->flagged[y];
            continue;
        }
        int k = g->u.unit[y];
        if (k < 0 || g->opened[k])
            continue;
        bool again = false;
        for (int s = 0; s < nseen; s++)
            again |= seen[s] == k;
        if (!again)
            seen[nseen++] = k;
    }
    return nseen - unflagged - !g->revealed[c] - 1;
}

static void settle(greedy *g)
{
    while (g->ntodo > 0) {
        int c = g->todo[--g->ntodo];
        g->dirty[c] = 0;
        int p = premium_of(g, c);
        g->premium[c] = (signed char)(p < 0 ? -1 : p);
        if (p >= 0 && !heap_push(&g->bucket[p], c))
            g->nomem = true;
    }
}

/* The chosen cell: the highest premium, the first in reading order. */
static int choose(greedy *g)
{
    for (int p = PREMIUM_TOP - 1; p >= 0; p--) {
        heap *h = &g->bucket[p];
        while (h->n > 0 && g->premium[h->a[0]] != p)
            heap_pop(h);
        if (h->n > 0)
            return h->a[0];
    }
    return -1;
}

/* The chosen cell solved: revealed, its mines flagged, chorded. */
static long solve_at(greedy *g, int c)
{
    const hm_board *b = g->u.b;
    long clicks = 1;
    if (!g->revealed[c]) {
        clicks++;
        if (g->u.unit[c] >= 0)
            open_unit(g, g->u.unit[c]);
        else
            reveal(g, c);
    }
    const int32_t *nb = &b->nbr[(size_t)c * 6];
    for (int d = 0; d < 6; d++) {
        int y = nb[d];
        if (y < 0)
            continue;
        if (g->u.mines[y]) {
            if (!g->flagged[y]) {
                g->flagged[y] = 1;
                clicks++;
                const int32_t *mb = &b->nbr[(size_t)y * 6];
                for (int e = 0; e < 6; e++)
                    touch(g, mb[e]);
            }
        } else if (g->u.unit[y] >= 0) {
            open_unit(g, g->u.unit[y]);
        } else {
            reveal(g, y);
        }
    }
    return clicks;
}

long hm_zini_greedy(const hm_board *b, const unsigned char *mines, const unsigned char *counts)
{
    greedy g;
    memset(&g, 0, sizeof g);
    if (!units_make(&g.u, b, mines, counts))
        return -1;
    size_t n = (size_t)b->ncells;
    long clicks = -1;
    g.opened = calloc((size_t)g.u.nunits + 1, 1);
    g.revealed = calloc(n, 1);
    g.flagged = calloc(n, 1);
    g.dirty = calloc(n, 1);
    g.premium = malloc(n);
    g.todo = malloc(n * sizeof *g.todo);
    if (g.opened && g.revealed && g.flagged && g.dirty && g.premium && g.todo) {
        for (int i = 0; i < b->ncells; i++)
            touch(&g, i);
        settle(&g);
        clicks = 0;
        g.left = g.u.nunits;
        int next = 0;
        while (g.left > 0 && !g.nomem) {
            int c = choose(&g);
            if (c >= 0) {
                clicks += solve_at(&g, c);
            } else {
                while (g.u.unit[next] < 0 || g.opened[g.u.unit[next]])
                    next++;
                clicks++;
                open_unit(&g, g.u.unit[next]);
            }
            settle(&g);
        }
        if (g.nomem)
            clicks = -1;
    }
    for (int p = 0; p < PREMIUM_TOP; p++)
        free(g.bucket[p].a);
    free(g.opened);
    free(g.revealed);
    free(g.flagged);
    free(g.dirty);
    free(g.premium);
    free(g.todo);
    units_free(&g.u);
    return clicks;
}

/* ------------------------------------------------------------- exact */

/* A chord set costs its chords, the mines they need flagged, one click
 * for each part of the board nothing else opens (the units and chord
 * cells no other click reaches: the source components of what opens
 * what), and nothing more. The search decides the candidates in turn,
 * each in or out, cutting a branch whose lower bound (lower_bound)
 * reaches the best known, greedy's to begin with. */
typedef struct {
    units u;
    int ncand;
    int *cand;           /* cells, in search order */
    int *cov;            /* units round each candidate */
    double *share;       /* lower_bound's work: each candidate's least
                            cost per unit it opens */
    int *pos_of;         /* cell -> candidate position, -1 */
    int *unit_cand;      /* candidates next to unit k: */
    int *unit_cand_start;/* ...unit_cand[start[k] .. start[k + 1]) */
    unsigned char *in;   /* cell in the chord set */
    int *flag_refs;      /* chosen chords needing each mine */
    int *covered;        /* chosen chords next to each unit */
    long chords, flags;
    long best, steps, limit;
    bool aborted;
    /* The graph of one evaluation, and Tarjan's work on it. */
    int *node_of, *adj_start, *adj, *index, *low, *stack, *comp, *call, *path;
    unsigned char *onstack, *fed;
} exact;

static int node_count(const exact *e, int *node_of)
{
    const units *u = &e->u;
    int next = (int)u->nunits;
    for (int i = 0; i < u->b->ncells; i++)
        node_of[i] = u->unit[i] >= 0 ? u->unit[i] : e->in[i] ? next++ : -1;
    return next;
}

/* Edges of node x: what opening or chording it reveals of the graph. */
static int edges_of(const exact *e, int cell, int *out)
{
    const units *u = &e->u;
    const hm_board *b = u->b;
    int n = 0;
    const int32_t *nb = &b->nbr[(size_t)cell * 6];
    if (u->unit[cell] >= 0 && u->counts[cell] == 0) {
        for (int d = 0; d < 6; d++)
            if (nb[d] >= 0 && u->unit[nb[d]] < 0 && e->in[nb[d]])
                out[n++] = e->node_of[nb[d]];
    }
    if (e->in[cell])
        for (int d = 0; d < 6; d++)
            if (nb[d] >= 0 && !u->mines[nb[d]] && e->node_of[nb[d]] >= 0)
                out[n++] = e->node_of[nb[d]];
    return n;
}

/* Source components of the graph: the clicks the set needs besides. */
static long sources(exact *e)
{
    const units *u = &e->u;
    e->steps += u->b->ncells;
    int nodes = node_count(e, e->node_of);
    /* Adjacency in one array: each cell's edges under its node. */
    for (int x = 0; x <= nodes; x++)
        e->adj_start[x] = 0;
    int buf[12];
    for (int i = 0; i < u->b->ncells; i++)
        if (e->node_of[i] >= 0)
            e->adj_start[e->node_of[i] + 1] += edges_of(e, i, buf);
    for (int x = 0; x < nodes; x++)
        e->adj_start[x + 1] += e->adj_start[x];
    for (int x = 0; x < nodes; x++)
        e->call[x] = e->adj_start[x];
    for (int i = 0; i < u->b->ncells; i++)
        if (e->node_of[i] >= 0) {
            int k = edges_of(e, i, buf);
            for (int j = 0; j < k; j++)
                e->adj[e->call[e->node_of[i]]++] = buf[j];
        }
    /* Tarjan's components, without recursion. */
    for (int x = 0; x < nodes; x++) {
        e->index[x] = -1;
        e->onstack[x] = 0;
    }
    int counter = 0, sp = 0, ncomp = 0;
    int *work = e->call;   /* the next edge of each node on the path */
    int *path = e->path;
    for (int root = 0; root < nodes; root++) {
        if (e->index[root] >= 0)
            continue;
        int depth = 0;
        path[depth++] = root;
        e->index[root] = e->low[root] = counter++;
        work[root] = e->adj_start[root];
        e->stack[sp++] = root;
        e->onstack[root] = 1;
        while (depth > 0) {
            int x = path[depth - 1];
            if (work[x] < e->adj_start[x + 1]) {
                int y = e->adj[work[x]++];
                if (e->index[y] < 0) {
                    e->index[y] = e->low[y] = counter++;
                    work[y] = e->adj_start[y];
                    e->stack[sp++] = y;
                    e->onstack[y] = 1;
                    path[depth++] = y;
                } else if (e->onstack[y] && e->index[y] < e->low[x]) {
                    e->low[x] = e->index[y];
                }
                continue;
            }
            if (e->low[x] == e->index[x]) {
                int y;
                do {
                    y = e->stack[--sp];
                    e->onstack[y] = 0;
                    e->comp[y] = ncomp;
                } while (y != x);
                ncomp++;
            }
            depth--;
            if (depth > 0) {
                int p = path[depth - 1];
                if (e->low[x] < e->low[p])
                    e->low[p] = e->low[x];
            }
        }
    }
    for (int c = 0; c < ncomp; c++)
        e->fed[c] = 0;
    for (int x = 0; x < nodes; x++)
        for (int j = e->adj_start[x]; j < e->adj_start[x + 1]; j++)
            if (e->comp[e->adj[j]] != e->comp[x])
                e->fed[e->comp[e->adj[j]]] = 1;
    long s = 0;
    for (int c = 0; c < ncomp; c++)
        s += !e->fed[c];
    return s;
}

/* A chord still open to choose costs at least its click and, for each of
 * its mines not yet flagged, a share of the flag: 1 / (the candidates
 * still open round that mine). Its cost spread over the units it opens,
 * each unit no chosen chord opens costs at least the least such share, or
 * its own click. */
static long lower_bound(exact *e, int k)
{
    const units *u = &e->u;
    const hm_board *b = u->b;
    /* Its work is what the step budget counts. */
    e->steps += (e->ncand - k) + u->nunits;
    for (int c = k; c < e->ncand; c++) {
        double cost = 1.0;
        const int32_t *nb = &b->nbr[(size_t)e->cand[c] * 6];
        for (int d = 0; d < 6; d++) {
            int m = nb[d];
            if (m < 0 || !u->mines[m] || e->flag_refs[m] > 0)
                continue;
            int open = 0;
            const int32_t *mb = &b->nbr[(size_t)m * 6];
            for (int f = 0; f < 6; f++)
                open += mb[f] >= 0 && e->pos_of[mb[f]] >= k;
            cost += 1.0 / open;
        }
        e->share[c] = e->cov[c] > 0 ? cost / e->cov[c] : 2.0;
    }
    double need = 0.0;
    for (long q = 0; q < u->nunits; q++) {
        if (e->covered[q])
            continue;
        double least = 1.0;
        for (int j = e->unit_cand_start[q]; j < e->unit_cand_start[q + 1]; j++) {
            int c = e->unit_cand[j];
            if (c >= k && e->share[c] < least)
                least = e->share[c];
        }
        need += least;
    }
    long rest = (long)(need - 1e-9) + 1;
    if (need < 1e-9)
        rest = 0;
    return e->chords + e->flags + (rest > 0 ? rest : 1);
}

static void set_chord(exact *e, int k, int delta)
{
    const units *u = &e->u;
    int c = e->cand[k];
    e->in[c] = delta > 0;
    e->chords += delta;
    const int32_t *nb = &u->b->nbr[(size_t)c * 6];
    int seen[6], nseen = 0;
    for (int d = 0; d < 6; d++) {
        int y = nb[d];
        if (y < 0)
            continue;
        if (u->mines[y]) {
            if (delta > 0 && e->flag_refs[y]++ == 0)
                e->flags++;
            if (delta < 0 && --e->flag_refs[y] == 0)
                e->flags--;
        } else if (u->unit[y] >= 0) {
            bool again = false;
            for (int s = 0; s < nseen; s++)
                again |= seen[s] == u->unit[y];
            if (!again) {
                seen[nseen++] = u->unit[y];
                e->covered[u->unit[y]] += delta;
            }
        }
    }
}

static void search(exact *e, int k)
{
    if (e->aborted)
        return;
    if (e->steps > e->limit) {
        e->aborted = true;
        return;
    }
    if (lower_bound(e, k) >= e->best || k == e->ncand)
        return;
    set_chord(e, k, 1);
    if (lower_bound(e, k + 1) < e->best) {
        long cost = e->chords + e->flags + sources(e);
        if (cost < e->best)
            e->best = cost;
        search(e, k + 1);
    }
    set_chord(e, k, -1);
    search(e, k + 1);
}

static int cand_order(const units *u, int c, int *cov)
{
    const int32_t *nb = &u->b->nbr[(size_t)c * 6];
    int seen[6], nseen = 0, mines = 0;
    for (int d = 0; d < 6; d++) {
        int y = nb[d];
        if (y < 0)
            continue;
        if (u->mines[y]) {
            mines++;
            continue;
        }
        int q = u->unit[y];
        bool again = q < 0;
        for (int s = 0; s < nseen && !again; s++)
            again = seen[s] == q;
        if (!again)
            seen[nseen++] = q;
    }
    *cov = nseen;
    return nseen - mines;
}

static void exact_free(exact *e)
{
    units_free(&e->u);
    free(e->cand);
    free(e->cov);
    free(e->share);
    free(e->pos_of);
    free(e->unit_cand);
    free(e->unit_cand_start);
    free(e->in);
    free(e->flag_refs);
    free(e->covered);
    free(e->node_of);
    free(e->adj_start);
    free(e->adj);
    free(e->index);
    free(e->low);
    free(e->stack);
    free(e->comp);
    free(e->call);
    free(e->path);
    free(e->onstack);
    free(e->fed);
}

bool hm_zini_exact(const hm_board *b, const unsigned char *mines, const unsigned char *counts,
                   long steps, long *clicks)
{
    int safe = 0;
    for (int i = 0; i < b->ncells; i++)
        safe += b->on[i] && !mines[i];
    if (safe > HM_ZINI_EXACT_CELLS)
        return false;
    long greedy_clicks = hm_zini_greedy(b, mines, counts);
    exact e;
    memset(&e, 0, sizeof e);
    if (greedy_clicks < 0 || !units_make(&e.u, b, mines, counts))
        return false;
    size_t n = (size_t)b->ncells + 1;
    e.cand = malloc(n * sizeof *e.cand);
    e.cov = malloc(n * sizeof *e.cov);
    e.share = malloc(n * sizeof *e.share);
    e.pos_of = malloc(n * sizeof *e.pos_of);
    e.unit_cand = malloc(n * 6 * sizeof *e.unit_cand);
    e.unit_cand_start = calloc(n + 1, sizeof *e.unit_cand_start);
    e.in = calloc(n, 1);
    e.flag_refs = calloc(n, sizeof *e.flag_refs);
    e.covered = calloc(n, sizeof *e.covered);
    e.node_of = malloc(n * sizeof *e.node_of);
    e.adj_start = malloc((2 * n + 1) * sizeof *e.adj_start);
    e.adj = malloc(n * 12 * sizeof *e.adj);
    e.index = malloc(2 * n * sizeof *e.index);
    e.low = malloc(2 * n * sizeof *e.low);
    e.path = malloc(2 * n * sizeof *e.path);
    e.stack = malloc(2 * n * sizeof *e.stack);
    e.comp = malloc(2 * n * sizeof *e.comp);
    e.call = malloc(2 * n * sizeof *e.call);
    e.onstack = malloc(2 * n);
    e.fed = malloc(2 * n);
    int *key = malloc(n * sizeof *key);
    bool ok = e.cand && e.cov && e.share && e.pos_of && e.unit_cand && e.unit_cand_start && e.in
              && e.flag_refs && e.covered && e.node_of && e.adj_start && e.adj && e.index
              && e.low && e.path && e.stack && e.comp && e.call && e.onstack && e.fed && key;
    if (ok) {
        /* Candidates: safe numbers with a safe neighbour, the most
         * promising first (units round minus mines), then reading order. */
        for (int i = 0; i < b->ncells; i++) {
            e.pos_of[i] = -1;
            if (!safe_number(&e.u, i))
                continue;
            int cov;
            int k = cand_order(&e.u, i, &cov);
            bool any = false;
            for (int d = 0; d < 6; d++) {
                int y = b->nbr[(size_t)i * 6 + d];
                any |= y >= 0 && !mines[y];
            }
            if (!any)
                continue;
            int at = e.ncand++;
            while (at > 0 && key[at - 1] < k) {
                e.cand[at] = e.cand[at - 1];
                key[at] = key[at - 1];
                at--;
            }
            e.cand[at] = i;
            key[at] = k;
        }
        for (int k = 0; k < e.ncand; k++) {
            e.pos_of[e.cand[k]] = k;
            cand_order(&e.u, e.cand[k], &e.cov[k]);
        }
        /* Candidates next to each unit, by unit. */
        for (int k = 0; k < e.ncand; k++) {
            const int32_t *nb = &b->nbr[(size_t)e.cand[k] * 6];
            for (int d = 0; d < 6; d++)
                if (nb[d] >= 0 && !mines[nb[d]] && e.u.unit[nb[d]] >= 0)
                    e.unit_cand_start[e.u.unit[nb[d]] + 1]++;
        }
        for (long q = 0; q < e.u.nunits; q++)
            e.unit_cand_start[q + 1] += e.unit_cand_start[q];
        int *fill = e.call;
        for (long q = 0; q <= e.u.nunits; q++)
            fill[q] = e.unit_cand_start[q];
        for (int k = 0; k < e.ncand; k++) {
            const int32_t *nb = &b->nbr[(size_t)e.cand[k] * 6];
            for (int d = 0; d < 6; d++)
                if (nb[d] >= 0 && !mines[nb[d]] && e.u.unit[nb[d]] >= 0)
                    e.unit_cand[fill[e.u.unit[nb[d]]]++] = k;
        }
        e.best = greedy_clicks;
        e.limit = steps > 0 ? steps : HM_ZINI_EXACT_STEPS;
        long none = sources(&e);
        if (none < e.best)
            e.best = none;
        search(&e, 0);
        ok = !e.aborted;
        *clicks = e.best;
    }
    free(key);
    exact_free(&e);
    return ok;
}
