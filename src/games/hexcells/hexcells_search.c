/* The hexcells solver's search (hexcells_search.h). */
#include "hexcells_search.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- building */

static void ring_masks(hcs_con *c);
static void flower_next(const hc_puzzle *p, hcs_con *c);

bool hcs_init(hcs_ctx *x, const hc_puzzle *p, bool text)
{
    memset(x, 0, sizeof *x);
    x->p = p;
    x->text = text;
    unsigned char blue[HC_SLOTS];
    for (int i = 0; i < HC_SLOTS; i++) {
        const hc_item *it = &p->at[i];
        blue[i] = it->kind == HC_CELL && it->colour == HC_BLUE;
        if (it->kind == HC_CELL) {
            x->cells[x->ncells++] = i;
            x->total_blue += blue[i];
        }
    }
    int clues = 0;
    for (int i = 0; i < HC_SLOTS; i++)
        clues += p->at[i].kind != HC_EMPTY && p->at[i].show != HC_SHOW_NONE;
    x->cons = malloc(((size_t)clues + 1) * sizeof *x->cons);
    if (!x->cons)
        return false;
    int count[HC_SLOTS + 1];
    memset(count, 0, sizeof count);
    for (int i = 0; i < HC_SLOTS; i++) {
        const hc_item *it = &p->at[i];
        if (it->kind == HC_EMPTY || it->show == HC_SHOW_NONE)
            continue;
        hcs_con *c = &x->cons[x->ncons++];
        c->slot = i;
        c->line = it->kind == HC_LINE;
        c->ring = it->kind == HC_CELL && it->colour == HC_BLACK;
        c->n = hc_members(p, i, c->m);
        hc_clue cl = hc_clue_for(p, blue, i);
        c->value = cl.value;
        c->shape = cl.kind == HC_CLUE_TOGETHER ? HCS_TOGETHER
                   : cl.kind == HC_CLUE_APART  ? HCS_APART
                                               : HCS_COUNT;
        if (c->ring)
            ring_masks(c);
        else if (!c->line && c->shape != HCS_COUNT)
            flower_next(p, c);
        for (int j = 0; j < c->n; j++)
            if (c->m[j] >= 0)
                count[c->m[j]]++;
    }
    x->global = x->ncons;
    int total = 0;
    for (int i = 0; i < HC_SLOTS; i++) {
        x->inc_start[i] = total;
        total += count[i];
    }
    x->inc_start[HC_SLOTS] = total;
    x->inc = malloc(((size_t)total + 1) * sizeof *x->inc);
    x->kstack = malloc((size_t)(x->ncells + 2) * HC_SLOTS);
    x->queue = malloc(((size_t)x->ncons + 2) * sizeof *x->queue);
    x->queued = calloc((size_t)x->ncons + 2, 1);
    x->inscope = calloc((size_t)x->ncons + 2, 1);
    x->scopes = malloc((size_t)(x->ncells + 2) * ((size_t)x->ncons + 2));
    x->parted = malloc((size_t)(x->ncells + 2) * ((size_t)x->ncons + 2));
    x->part_ids = malloc(((size_t)x->ncons + 2) * sizeof *x->part_ids);
    x->pack_ids = malloc(HCS_RESTS * ((size_t)x->ncons + 2) * sizeof *x->pack_ids);
    if (!x->inc || !x->kstack || !x->queue || !x->queued || !x->inscope || !x->scopes ||
        !x->parted || !x->part_ids || !x->pack_ids)
        return false;
    int fill[HC_SLOTS];
    memcpy(fill, x->inc_start, sizeof fill);
    for (int id = 0; id < x->ncons; id++) {
        const hcs_con *c = &x->cons[id];
        for (int j = 0; j < c->n; j++)
            if (c->m[j] >= 0)
                x->inc[fill[c->m[j]]++] = id;
    }
    return true;
}

void hcs_free(hcs_ctx *x)
{
    free(x->cons);
    free(x->inc);
    free(x->kstack);
    free(x->queue);
    free(x->queued);
    free(x->inscope);
    free(x->scopes);
    free(x->parted);
    free(x->part_ids);
    free(x->pack_ids);
}

bool hcs_active(const hcs_ctx *x, const signed char *k, int id)
{
    const hcs_con *c = &x->cons[id];
    return c->line || k[c->slot] >= 0;
}

/* ------------------------------------------------------------- filtering */

/* can[j]: bit 0 black possible, bit 1 blue possible, for member j that
 * is unknown. false when no colouring of the members meets the clue. */
static bool filter_count(const hcs_con *c, const signed char *k, int value, unsigned char *can)
{
    int blues = 0, unknown = 0;
    for (int j = 0; j < c->n; j++) {
        int s = c->m[j];
        if (s < 0)
            continue;
        if (k[s] == HC_K_BLUE)
            blues++;
        else if (k[s] == HC_K_UNKNOWN)
            unknown++;
    }
    int need = value - blues;
    if (need < 0 || need > unknown)
        return false;
    unsigned char bits = (unsigned char)((need < unknown ? 1 : 0) | (need > 0 ? 2 : 0));
    for (int j = 0; j < c->n; j++)
        can[j] = bits;
    return true;
}

/* Every colouring of a ring's six places that meets its clue: no blue
 * where there is no cell, the count, the runs around. */
static void ring_masks(hcs_con *c)
{
    c->nmasks = 0;
    for (int mask = 0; mask < 64; mask++) {
        int blues = 0, runs = 0;
        bool ok = true;
        for (int j = 0; j < 6 && ok; j++) {
            int b = (mask >> j) & 1;
            if (b && c->m[j] < 0)
                ok = false;
            blues += b;
            runs += b && !((mask >> ((j + 5) % 6)) & 1);
        }
        if (!ok || blues != c->value)
            continue;
        if (blues == 6)
            runs = 1;
        if (c->shape == HCS_TOGETHER && runs > 1)
            continue;
        if (c->shape == HCS_APART && runs < 2)
            continue;
        c->masks[c->nmasks++] = (unsigned char)mask;
    }
}

static bool filter_ring(const hcs_con *c, const signed char *k, unsigned char *can)
{
    unsigned known = 0, blue = 0;
    for (int j = 0; j < 6; j++) {
        int s = c->m[j];
        if (s < 0 || k[s] >= 0) {
            known |= 1u << j;
            if (s >= 0 && k[s] == HC_K_BLUE)
                blue |= 1u << j;
        }
    }
    unsigned seen_blue = 0, seen_black = 0;
    bool any = false;
    for (int i = 0; i < c->nmasks; i++) {
        unsigned mask = c->masks[i];
        if ((mask & known) != blue)
            continue;
        any = true;
        seen_blue |= mask;
        seen_black |= ~mask;
    }
    for (int j = 0; j < 6; j++)
        can[j] = (unsigned char)(((seen_black >> j) & 1) | (((seen_blue >> j) & 1) << 1));
    return any;
}

/* Which members of a blue cell's flower are neighbours: hc_groups' sense
 * of joined, as bits. */
static void flower_next(const hc_puzzle *p, hcs_con *c)
{
    unsigned char one[HC_SLOTS] = { 0 };
    for (int j = 0; j < c->n; j++) {
        c->next[j] = 0;
        for (int q = 0; q < c->n; q++) {
            if (q == j)
                continue;
            int pair[2] = { c->m[j], c->m[q] };
            one[pair[0]] = one[pair[1]] = 1;
            c->next[j] |= (unsigned)(hc_groups(p, pair, 2, one) == 1) << q;
            one[pair[0]] = one[pair[1]] = 0;
        }
    }
}

/* The index of the lowest bit set in v (v nonzero). */
static int lowest_bit(uint32_t v)
{
    static const int de_bruijn[32] = { 0,  1,  28, 2,  29, 14, 24, 3,  30, 22, 20,
                                       15, 25, 17, 4,  8,  31, 27, 13, 23, 21, 19,
                                       16, 7,  26, 12, 18, 6,  11, 5,  10, 9 };
    return de_bruijn[((v & (~v + 1)) * 0x077CB531u) >> 27];
}

/* Whether the blues of a flower (bit j for member j) are one group. */
static bool flower_grouped(const hcs_con *c, uint32_t blue)
{
    uint32_t reach = blue & (~blue + 1), todo = reach;
    while (todo) {
        int j = lowest_bit(todo);
        todo &= todo - 1;
        uint32_t more = c->next[j] & blue & ~reach;
        reach |= more;
        todo |= more;
    }
    return reach == blue;
}

/* A way to place the blues a flower still needs: picks of them among the
 * members in from (nfrom of them), added to base, tried in turn (at most
 * C(18, 9)); the first whose blues have the clue's shape into *way. */
static bool flower_way(const hcs_con *c, const int *from, int nfrom, int picks, uint32_t base,
                       uint32_t *way)
{
    if (picks < 0 || picks > nfrom)
        return false;
    bool together = c->shape == HCS_TOGETHER;
    for (uint32_t pick = (1u << picks) - 1; pick < (1u << nfrom);) {
        uint32_t blue = base;
        for (int i = 0; i < nfrom; i++)
            if ((pick >> i) & 1)
                blue |= 1u << from[i];
        if (flower_grouped(c, blue) == together) {
            *way = blue;
            return true;
        }
        if (pick == 0)
            break;
        /* The next number of as many bits (Gosper's step). */
        uint32_t low = pick & (~pick + 1), ripple = pick + low;
        pick = (((ripple ^ pick) >> 2) / low) | ripple;
    }
    return false;
}

/* A blue cell's flower shape, exactly: a way to place its blues at all,
 * then, for each unknown member and colour no way found so far gives it,
 * a way that does; where there is none, the member cannot take that
 * colour. Asking member by member finds most answers in a few tries
 * where one pass over every way would go on until the last member turns
 * up both ways. */
static bool filter_flower(const hcs_con *c, const signed char *k, unsigned char *can)
{
    int unknown[HC_FLOWER] = { 0 }, u = 0, blues = 0;
    uint32_t known_blue = 0;
    for (int j = 0; j < c->n && j < HC_FLOWER; j++) {
        if (k[c->m[j]] == HC_K_BLUE) {
            known_blue |= 1u << j;
            blues++;
        } else if (k[c->m[j]] == HC_K_UNKNOWN) {
            unknown[u++] = j;
        }
    }
    int need = c->value - blues;
    uint32_t way;
    if (!flower_way(c, unknown, u, need, known_blue, &way))
        return false;
    uint32_t seen_blue = way, seen_black = ~way;
    for (int i = 0; i < u; i++) {
        int others[HC_FLOWER], o = 0;
        uint32_t bit = 1u << unknown[i];
        if ((seen_blue & bit) && (seen_black & bit))
            continue;
        for (int q = 0; q < u; q++)
            if (q != i)
                others[o++] = unknown[q];
        bool blue = !(seen_blue & bit);
        if (flower_way(c, others, o, need - blue, known_blue | (blue ? bit : 0), &way)) {
            seen_blue |= way;
            seen_black |= ~way;
        }
    }
    for (int j = 0; j < c->n; j++)
        can[j] = (unsigned char)(((seen_black >> j) & 1) | (((seen_blue >> j) & 1) << 1));
    return true;
}

/* Runs of blues along the line as a state: 0 none yet, 1 in the first,
 * 2 after it, 3 a second one begun. */
static const unsigned char run_next[4][2] = { { 0, 1 }, { 2, 1 }, { 2, 3 }, { 3, 3 } };

/* The runs along a line with its unknown cells all given colour u. */
static int runs_with(const hcs_con *c, const signed char *k, int u)
{
    int runs = 0, prev = 0;
    for (int i = 0; i < c->n; i++) {
        int b = k[c->m[i]] < 0 ? u : k[c->m[i]];
        runs += b && !prev;
        prev = b;
    }
    return runs;
}

static bool filter_line(const hcs_con *c, const signed char *k, unsigned char *can)
{
    int n = c->n, val = c->value, blues = 0, unknown = 0;
    for (int i = 0; i < n; i++) {
        blues += k[c->m[i]] == HC_K_BLUE;
        unknown += k[c->m[i]] == HC_K_UNKNOWN;
    }
    int need = val - blues;
    if (need < 0 || need > unknown)
        return false;
    /* None or all of the unknown cells blue: one way to finish, checked
     * as it stands. */
    if (need == 0 || need == unknown) {
        int runs = runs_with(c, k, need > 0);
        if (c->shape == HCS_TOGETHER ? runs > 1 : runs < 2)
            return false;
        memset(can, need > 0 ? 2 : 1, (size_t)n);
        return true;
    }
    /* Forward: which (blues so far, run state) each prefix can reach;
     * backward: from which a finish that meets the clue is reachable.
     * The numbers of blues as the bits of a word, one word per run
     * state: a blue shifts them by one. */
    typedef unsigned long long counts;
    counts fwd[HC_MEMBERS_MAX + 1][4], bwd[HC_MEMBERS_MAX + 1][4];
    const counts upto = val >= 63 ? ~0ull : (2ull << val) - 1;
    memset(fwd, 0, sizeof fwd);
    memset(bwd, 0, sizeof bwd);
    fwd[0][0] = 1;
    for (int i = 0; i < n; i++) {
        int ks = k[c->m[i]];
        for (int st = 0; st < 4; st++) {
            if (ks != HC_K_BLUE)
                fwd[i + 1][run_next[st][0]] |= fwd[i][st];
            if (ks != HC_K_BLACK)
                fwd[i + 1][run_next[st][1]] |= (fwd[i][st] << 1) & upto;
        }
    }
    for (int st = 0; st < 4; st++)
        if (c->shape == HCS_TOGETHER ? st != 3 : st == 3)
            bwd[n][st] = 1ull << val;
    for (int i = n - 1; i >= 0; i--) {
        int ks = k[c->m[i]];
        for (int st = 0; st < 4; st++) {
            counts r = 0;
            if (ks != HC_K_BLUE)
                r |= bwd[i + 1][run_next[st][0]];
            if (ks != HC_K_BLACK)
                r |= bwd[i + 1][run_next[st][1]] >> 1;
            bwd[i][st] = r;
        }
    }
    if (!(bwd[0][0] & 1))
        return false;
    for (int i = 0; i < n; i++) {
        int ks = k[c->m[i]];
        can[i] = 0;
        for (int st = 0; st < 4; st++) {
            if (ks != HC_K_BLUE && (fwd[i][st] & bwd[i + 1][run_next[st][0]]))
                can[i] |= 1;
            if (ks != HC_K_BLACK && ((fwd[i][st] << 1) & upto & bwd[i + 1][run_next[st][1]]))
                can[i] |= 2;
        }
    }
    return true;
}

bool hcs_filter(const hcs_ctx *x, int id, const signed char *k, unsigned char *can)
{
    const hcs_con *c = &x->cons[id];
    if (x->relax || c->shape == HCS_COUNT)
        return filter_count(c, k, c->value, can);
    return c->ring ? filter_ring(c, k, can) : c->line ? filter_line(c, k, can)
                                                  : filter_flower(c, k, can);
}

/* The remaining count: decides every unknown cell when none or all of
 * them are blue. -1: contradiction, 0 nothing, else the colour + 1. */
int hcs_filter_global(const hcs_ctx *x, const signed char *k)
{
    int blues = 0, unknown = 0;
    for (int i = 0; i < x->ncells; i++) {
        int s = x->cells[i];
        blues += k[s] == HC_K_BLUE;
        unknown += k[s] == HC_K_UNKNOWN;
    }
    int need = x->total_blue - blues;
    if (need < 0 || need > unknown)
        return -1;
    if (unknown == 0)
        return 0;
    return need == 0 ? 1 : need == unknown ? 2 : 0;
}

/* ------------------------------------------------------------ the rests */

/* The remaining count read with a packing: clues in scope that share no
 * unknown cell each hold exactly their blues still needed, so the
 * unknown cells none of them counts hold the remaining count less all
 * those. That is a count like any clue's, over cells no one clue counts
 * ("the column clues add up to every blue left: the bare column is
 * black"), and the search filters it at every node instead of finding it
 * out by trying every colouring of the clues packed. A part's count of
 * blues is bounded the same way. Three packings, each exact: the widest
 * clues first, the neediest first, those in the way of the fewest others
 * first. */
static int need_of(const hcs_ctx *x, const signed char *k, int id, int *unknown)
{
    const hcs_con *c = &x->cons[id];
    int blues = 0;
    *unknown = 0;
    for (int j = 0; j < c->n; j++) {
        int s = c->m[j];
        if (s >= 0) {
            blues += k[s] == HC_K_BLUE;
            *unknown += k[s] == HC_K_UNKNOWN;
        }
    }
    return c->value - blues;
}

typedef struct {
    int id, unknown, need;
    int overlap;    /* other constraints in scope counting its unknown cells */
} packable;

static int widest_first(const void *a, const void *b)
{
    const packable *p = a, *q = b;
    return p->unknown != q->unknown ? q->unknown - p->unknown
           : p->need != q->need     ? q->need - p->need
                                    : p->id - q->id;
}

static int neediest_first(const void *a, const void *b)
{
    const packable *p = a, *q = b;
    return p->need != q->need ? q->need - p->need : widest_first(a, b);
}

/* A blue flower over three columns would keep all three out of the
 * packing: the clues in the way of the fewest others first. */
static int least_in_the_way_first(const void *a, const void *b)
{
    const packable *p = a, *q = b;
    return p->overlap != q->overlap ? p->overlap - q->overlap : neediest_first(a, b);
}

static int (*const pack_orders[HCS_RESTS])(const void *, const void *) = {
    widest_first, neediest_first, least_in_the_way_first
};

/* A packing of the constraints in scope, taken greedily in the order
 * order_by: their ids into ids, their cells marked in packed (HC_SLOTS,
 * cleared by the caller). Returns how many, -1 out of memory. */
static int pack(const hcs_ctx *x, const signed char *k,
                int (*order_by)(const void *, const void *), int *ids, unsigned char *packed)
{
    packable *order = malloc((size_t)(x->ncons + 1) * sizeof *order);
    if (!order)
        return -1;
    int n = 0, npacked = 0;
    for (int id = 0; id < x->ncons; id++) {
        if (!x->inscope[id])
            continue;
        packable p = { id, 0, 0, 0 };
        p.need = need_of(x, k, id, &p.unknown);
        if (p.unknown == 0)
            continue;
        const hcs_con *c = &x->cons[id];
        for (int j = 0; j < c->n; j++) {
            int s = c->m[j];
            if (s < 0 || k[s] != HC_K_UNKNOWN)
                continue;
            for (int i = x->inc_start[s]; i < x->inc_start[s + 1]; i++)
                p.overlap += x->inc[i] != id && x->inscope[x->inc[i]];
        }
        order[n++] = p;
    }
    qsort(order, (size_t)n, sizeof *order, order_by);
    for (int i = 0; i < n; i++) {
        const hcs_con *c = &x->cons[order[i].id];
        bool free = true;
        for (int j = 0; j < c->n && free; j++)
            free = c->m[j] < 0 || k[c->m[j]] != HC_K_UNKNOWN || !packed[c->m[j]];
        if (!free)
            continue;
        for (int j = 0; j < c->n; j++)
            if (c->m[j] >= 0)
                packed[c->m[j]] = 1;
        ids[npacked++] = order[i].id;
    }
    free(order);
    return npacked;
}

static void make_rests(hcs_ctx *x, const signed char *k)
{
    x->nrests = 0;
    x->rest_start[0] = 0;
    int left = x->total_blue;
    for (int i = 0; i < x->ncells; i++)
        left -= k[x->cells[i]] == HC_K_BLUE;
    for (int r = 0; r < HCS_RESTS; r++) {
        unsigned char packed[HC_SLOTS];
        memset(packed, 0, sizeof packed);
        int n = pack(x, k, pack_orders[r], x->pack_ids, packed), value = left, unknown;
        if (n < 0)
            return;    /* the rests only speed the search up */
        for (int i = 0; i < n; i++)
            value -= need_of(x, k, x->pack_ids[i], &unknown);
        int *cells = x->rest_cells + x->rest_start[x->nrests], m = 0;
        for (int i = 0; i < x->ncells; i++) {
            int s = x->cells[i];
            if (k[s] == HC_K_UNKNOWN && !packed[s])
                cells[m++] = s;
        }
        x->rest_value[x->nrests] = value;
        x->rest_start[x->nrests + 1] = x->rest_start[x->nrests] + m;
        x->nrests++;
    }
}

/* A rest's count as hcs_filter_global reads the remaining count: -1
 * contradiction, 0 nothing, else the colour + 1 of every unknown cell. */
static int filter_rest(const hcs_ctx *x, const signed char *k, int r)
{
    int blues = 0, unknown = 0;
    for (int i = x->rest_start[r]; i < x->rest_start[r + 1]; i++) {
        int s = x->rest_cells[i];
        blues += k[s] == HC_K_BLUE;
        unknown += k[s] == HC_K_UNKNOWN;
    }
    int need = x->rest_value[r] - blues;
    if (need < 0 || need > unknown)
        return -1;
    if (unknown == 0)
        return 0;
    return need == 0 ? 1 : need == unknown ? 2 : 0;
}

/* ------------------------------------------------------------ searching */

static void enqueue(hcs_ctx *x, int *tail, int id)
{
    if (!x->inscope[id] || x->queued[id])
        return;
    x->queued[id] = 1;
    x->queue[(*tail)++ % (x->ncons + 2)] = id;
}

/* Filters the constraints in scope to a fixpoint. changed: the cell just
 * set (only its constraints need a look), or -1 for all. false on a
 * contradiction. */
static bool propagate(hcs_ctx *x, signed char *k, int changed)
{
    int head = 0, tail = 0;
    if (changed < 0) {
        for (int id = 0; id <= x->ncons; id++)
            enqueue(x, &tail, id);
    } else {
        for (int j = x->inc_start[changed]; j < x->inc_start[changed + 1]; j++)
            enqueue(x, &tail, x->inc[j]);
        enqueue(x, &tail, x->global);
    }
    bool ok = true;
    unsigned char can[HC_MEMBERS_MAX];
    while (head != tail) {
        int id = x->queue[head++ % (x->ncons + 2)];
        x->queued[id] = 0;
        if (!ok)
            continue;
        if (id == x->global) {
            for (int r = -1; r < x->nrests && ok; r++) {
                int g = r < 0 ? hcs_filter_global(x, k) : filter_rest(x, k, r);
                if (g < 0) {
                    ok = false;
                } else if (g > 0) {
                    const int *cells = r < 0 ? x->cells : x->rest_cells + x->rest_start[r];
                    int n = r < 0 ? x->ncells : x->rest_start[r + 1] - x->rest_start[r];
                    for (int i = 0; i < n; i++) {
                        int s = cells[i];
                        if (k[s] != HC_K_UNKNOWN)
                            continue;
                        k[s] = (signed char)(g - 1);
                        for (int j = x->inc_start[s]; j < x->inc_start[s + 1]; j++)
                            enqueue(x, &tail, x->inc[j]);
                        enqueue(x, &tail, x->global);
                    }
                }
            }
            continue;
        }
        const hcs_con *c = &x->cons[id];
        if (!hcs_filter(x, id, k, can)) {
            ok = false;
            continue;
        }
        for (int j = 0; j < c->n; j++) {
            int s = c->m[j];
            if (s < 0 || k[s] != HC_K_UNKNOWN)
                continue;
            if (can[j] == 0) {
                ok = false;
                break;
            }
            if (can[j] == 3)
                continue;
            k[s] = can[j] == 2 ? HC_K_BLUE : HC_K_BLACK;
            for (int i = x->inc_start[s]; i < x->inc_start[s + 1]; i++)
                enqueue(x, &tail, x->inc[i]);
            enqueue(x, &tail, x->global);
        }
    }
    return ok;
}

/* An unknown cell some constraint in scope counts, or -1: one of the
 * constraint with the fewest unknown cells, where a wrong colour shows
 * soonest, and of those the one most constraints count. *first: the
 * colour to try first, the cell's own. The puzzle's colouring meets every
 * clue, so a search that tries it first finds a colouring at once when
 * the question's colour is the true one, and one close to it, changed
 * only where the question forces a change, when the question is the
 * other colour. Only the answer of a search, never the colour tried
 * first, decides a cell: the solver stays a solver of what is shown. */
static int pick(const hcs_ctx *x, const signed char *k, int *first)
{
    int best_id = -1, fewest = HC_MEMBERS_MAX + 1;
    for (int id = 0; id < x->ncons && fewest > 1; id++) {
        if (!x->inscope[id])
            continue;
        const hcs_con *c = &x->cons[id];
        int unknown = 0;
        for (int j = 0; j < c->n; j++)
            unknown += c->m[j] >= 0 && k[c->m[j]] == HC_K_UNKNOWN;
        if (unknown > 0 && unknown < fewest) {
            fewest = unknown;
            best_id = id;
        }
    }
    if (best_id < 0)
        return -1;
    const hcs_con *c = &x->cons[best_id];
    int best = -1, most = -1;
    for (int j = 0; j < c->n; j++) {
        int s = c->m[j];
        if (s < 0 || k[s] != HC_K_UNKNOWN)
            continue;
        int degree = x->inc_start[s + 1] - x->inc_start[s];
        if (degree > most) {
            most = degree;
            best = s;
        }
    }
    *first = x->p->at[best].colour;
    return best;
}

/* 1: a colouring meets every constraint in scope (its colours go to the
 * witnesses), 0: none does, -1: out of budget. */
/* The blues among x->bound_cells can still come to a number within
 * x->bound_lo..x->bound_hi. Each packing bounds them: at least the blues
 * known and those the packed constraints still need, at most those and
 * every unknown cell no packed constraint counts. Beyond the packing,
 * each other constraint (taken while they share no cell beyond it) needs
 * at least its blues still needed less its unknown cells the packing
 * counts, and holds at most its blues still needed. */
static bool within_bound(const hcs_ctx *x, const signed char *k)
{
    int blues = 0, unknown = 0;
    for (int i = 0; i < x->nbound; i++) {
        blues += k[x->bound_cells[i]] == HC_K_BLUE;
        unknown += k[x->bound_cells[i]] == HC_K_UNKNOWN;
    }
    for (int p = 0; p < HCS_RESTS; p++) {
        unsigned char packed[HC_SLOTS], least[HC_SLOTS], most[HC_SLOTS];
        memset(packed, 0, sizeof packed);
        int needed = 0, beyond = unknown;
        for (int i = x->pack_start[p]; i < x->pack_start[p + 1]; i++) {
            const hcs_con *c = &x->cons[x->pack_ids[i]];
            int u;
            needed += need_of(x, k, x->pack_ids[i], &u);
            beyond -= u;
            for (int j = 0; j < c->n; j++)
                if (c->m[j] >= 0 && k[c->m[j]] == HC_K_UNKNOWN)
                    packed[c->m[j]] = 1;
        }
        int lower = needed, upper = needed + beyond;
        memcpy(least, packed, sizeof least);
        memcpy(most, packed, sizeof most);
        for (int id = 0; id < x->ncons; id++) {
            if (!x->inscope[id])
                continue;
            const hcs_con *c = &x->cons[id];
            int u, need = need_of(x, k, id, &u), inside = 0, out_least = 0, out_most = 0;
            bool free_least = true, free_most = true;
            for (int j = 0; j < c->n; j++) {
                int s = c->m[j];
                if (s < 0 || k[s] != HC_K_UNKNOWN)
                    continue;
                if (packed[s]) {
                    inside++;
                    continue;
                }
                out_least++;
                out_most++;
                free_least = free_least && !least[s];
                free_most = free_most && !most[s];
            }
            if (free_least && out_least > 0 && need - inside > 0) {
                lower += need - inside;
                for (int j = 0; j < c->n; j++)
                    if (c->m[j] >= 0 && k[c->m[j]] == HC_K_UNKNOWN)
                        least[c->m[j]] = 1;
            }
            if (free_most && out_most > need) {
                upper -= out_most - need;
                for (int j = 0; j < c->n; j++)
                    if (c->m[j] >= 0 && k[c->m[j]] == HC_K_UNKNOWN)
                        most[c->m[j]] = 1;
            }
        }
        if (blues + lower > x->bound_hi || blues + upper < x->bound_lo)
            return false;
    }
    return true;
}

/* A search node past its budgets, or one asked to stop: the search gives
 * up. */
static bool over(hcs_ctx *x)
{
    return ++x->nodes > x->budget || ++x->total_nodes > x->total_budget ||
           (x->stop && atomic_load_explicit(x->stop, memory_order_relaxed));
}

static int dfs(hcs_ctx *x, int depth, int changed)
{
    signed char *k = x->kstack + (size_t)depth * HC_SLOTS;
    if (!propagate(x, k, changed) || (x->nbound && !within_bound(x, k)))
        return 0;
    if (over(x) || depth > x->ncells)
        return -1;
    int first = 0, v = pick(x, k, &first);
    if (v < 0) {
        memcpy(x->leaf, k, HC_SLOTS);
        return 1;
    }
    for (int i = 0; i < 2; i++) {
        int colour = i ? !first : first;
        signed char *next = k + HC_SLOTS;
        memcpy(next, k, HC_SLOTS);
        next[v] = (signed char)colour;
        int r = dfs(x, depth + 1, v);
        if (r != 0)
            return r;
    }
    return 0;
}

static void witness(hcs_ctx *x, const signed char *colouring)
{
    for (int i = 0; i < x->ncells; i++) {
        int s = x->cells[i];
        if (colouring[s] >= 0)
            x->wit[s] |= (unsigned char)(1u << colouring[s]);
    }
}

/* The constraints in scope at depth fall apart into parts that share no
 * unknown cell; part start's constraints (those linked to it) into the
 * scope of depth + 1. */
int hcs_part(const hcs_ctx *x, const signed char *k, const unsigned char *scope,
             unsigned char *parted, int start, int *ids)
{
    int n = 0;
    ids[n++] = start;
    parted[start] = 1;
    for (int q = 0; q < n; q++) {
        const hcs_con *c = &x->cons[ids[q]];
        for (int j = 0; j < c->n; j++) {
            int s = c->m[j];
            if (s < 0 || k[s] != HC_K_UNKNOWN)
                continue;
            for (int i = x->inc_start[s]; i < x->inc_start[s + 1]; i++) {
                int b = x->inc[i];
                if (scope[b] && !parted[b]) {
                    parted[b] = 1;
                    ids[n++] = b;
                }
            }
        }
    }
    return n;
}

static void part_scope(hcs_ctx *x, const signed char *k, const unsigned char *scope,
                       unsigned char *parted, int start, unsigned char *sub)
{
    memset(sub, 0, (size_t)x->ncons + 2);
    int n = hcs_part(x, k, scope, parted, start, x->part_ids);
    for (int i = 0; i < n; i++)
        sub[x->part_ids[i]] = 1;
}

/* A colouring of the constraints in scope (the remaining count not among
 * them), each part that shares no unknown cell with the others searched
 * apart: one search over them all would undo one part's colouring for a
 * dead end in another's, again and again. The colouring found goes to
 * x->leaf, cell by cell. 1 found, 0 none, -1 out of budget. */
static int solve_parts(hcs_ctx *x, int depth, int changed)
{
    signed char *k = x->kstack + (size_t)depth * HC_SLOTS;
    if (!propagate(x, k, changed))
        return 0;
    if (over(x) || depth + 1 > x->ncells)
        return -1;
    size_t width = (size_t)x->ncons + 2;
    unsigned char *scope = x->inscope, *sub = x->scopes + (size_t)(depth + 1) * width;
    unsigned char *parted = x->parted + (size_t)depth * width;
    memset(parted, 0, width);
    int result = 1;
    for (int start = 0; start < x->ncons && result == 1; start++) {
        if (!scope[start] || parted[start] || !hcs_has_unknown(x, k, start))
            continue;
        part_scope(x, k, scope, parted, start, sub);
        x->inscope = sub;
        int first = 0, v = pick(x, k, &first);
        result = 0;
        for (int i = 0; i < 2 && result == 0; i++) {
            int colour = i ? !first : first;
            signed char *next = k + HC_SLOTS;
            memcpy(next, k, HC_SLOTS);
            next[v] = (signed char)colour;
            result = solve_parts(x, depth + 1, v);
        }
        x->inscope = scope;
    }
    if (result == 1)
        for (int i = 0; i < x->ncells; i++)
            if (k[x->cells[i]] >= 0)
                x->leaf[x->cells[i]] = k[x->cells[i]];
    return result;
}

/* A colouring of the part in x->inscope from root whose blues among its
 * cells (n of them) number lo..hi: 1 found (*blues its number), 0 none, -1
 * out of budget. */
static int part_count(hcs_ctx *x, const signed char *root, const int *cells, int n, int lo,
                      int hi, int *blues)
{
    x->bound_cells = cells;
    x->nbound = n;
    x->bound_lo = lo;
    x->bound_hi = hi;
    x->pack_start[0] = 0;
    for (int p = 0; p < HCS_RESTS; p++) {
        unsigned char packed[HC_SLOTS];
        memset(packed, 0, sizeof packed);
        int m = pack(x, root, pack_orders[p], x->pack_ids + x->pack_start[p], packed);
        x->pack_start[p + 1] = x->pack_start[p] + (m > 0 ? m : 0);
    }
    memcpy(x->kstack, root, HC_SLOTS);
    int r = dfs(x, 0, -1);
    x->nbound = 0;
    *blues = 0;
    for (int i = 0; i < n && r == 1; i++)
        *blues += x->leaf[cells[i]] == HC_K_BLUE;
    return r;
}

/* Every number of blues the part in x->inscope can hold among its cells
 * (n of them) into can[0..n]: the fewest and the most found by asking
 * for fewer and more than each colouring found, then each number
 * between asked for. 1 done, 0 the part has no colouring, -1 out of
 * budget. */
static int part_counts(hcs_ctx *x, const signed char *root, const int *cells, int n,
                       unsigned char *can)
{
    memset(can, 0, (size_t)n + 1);
    int first, b, r = part_count(x, root, cells, n, 0, n, &first);
    if (r != 1)
        return r;
    can[first] = 1;
    int fewest = first, most = first;
    while (fewest > 0 && (r = part_count(x, root, cells, n, 0, fewest - 1, &b)) == 1)
        can[fewest = b] = 1;
    if (r < 0)
        return r;
    while (most < n && (r = part_count(x, root, cells, n, most + 1, n, &b)) == 1)
        can[most = b] = 1;
    if (r < 0)
        return r;
    for (int t = fewest + 1; t < most; t++)
        if (!can[t] && (r = part_count(x, root, cells, n, t, t, &b)) != 0) {
            if (r < 0)
                return r;
            can[t] = 1;
        }
    return 1;
}

/* Whether the parts of the scope (the remaining count aside) have
 * colourings whose blues the free cells, which no clue in scope counts,
 * can make up to the remaining count: each part's possible numbers of
 * blues, added up part by part. 1 yes, 0 no, -1 out of budget. */
static int counts_meet(hcs_ctx *x, const signed char *root)
{
    size_t width = (size_t)x->ncons + 2;
    unsigned char *scope = x->inscope, *sub = x->scopes + width, *parted = x->parted;
    memset(parted, 0, width);
    unsigned char reach[HC_SLOTS + 1], next[HC_SLOTS + 1], can[HC_SLOTS + 1], mine[HC_SLOTS];
    int cells[HC_SLOTS], top = 0, counted = 0, result = 1;
    memset(reach, 0, sizeof reach);
    reach[0] = 1;
    memset(mine, 0, sizeof mine);
    for (int start = 0; start < x->ncons && result == 1; start++) {
        if (!scope[start] || start == x->global || parted[start] ||
            !hcs_has_unknown(x, root, start))
            continue;
        part_scope(x, root, scope, parted, start, sub);
        int n = 0;
        for (int id = 0; id < x->ncons; id++) {
            if (!sub[id])
                continue;
            const hcs_con *c = &x->cons[id];
            for (int j = 0; j < c->n; j++)
                if (c->m[j] >= 0 && root[c->m[j]] == HC_K_UNKNOWN && !mine[c->m[j]]) {
                    mine[c->m[j]] = 1;
                    cells[n++] = c->m[j];
                }
        }
        x->inscope = sub;
        result = part_counts(x, root, cells, n, can);
        x->inscope = scope;
        if (result != 1)
            break;
        memset(next, 0, (size_t)(top + n) + 1);
        for (int t = 0; t <= top; t++)
            for (int b = 0; reach[t] && b <= n; b++)
                next[t + b] |= can[b];
        top += n;
        counted += n;
        memcpy(reach, next, (size_t)top + 1);
    }
    if (result != 1)
        return result;
    int blues = 0, unknown = 0;
    for (int i = 0; i < x->ncells; i++) {
        blues += root[x->cells[i]] == HC_K_BLUE;
        unknown += root[x->cells[i]] == HC_K_UNKNOWN;
    }
    int need = x->total_blue - blues, free_cells = unknown - counted;
    for (int t = need - free_cells; t <= need && t <= top; t++)
        if (t >= 0 && reach[t])
            return 1;
    return 0;
}

/* Whether cell s can be colour under the constraints in scope. */
int hcs_possible(hcs_ctx *x, const signed char *k, int s, int colour)
{
    if (x->wit[s] & (1u << colour))
        return 1;
    x->nodes = 0;
    if (x->total_nodes > x->total_budget) {
        x->gave_up = true;
        return -1;
    }
    x->nrests = 0;
    if (x->inscope[x->global])
        make_rests(x, k);
    signed char *root = x->root;
    memcpy(root, k, HC_SLOTS);
    root[s] = (signed char)colour;
    if (!propagate(x, root, -1))
        return 0;
    /* The parts apart first; when the blues of the colouring found are
     * more than the remaining count, or fewer than the free cells can
     * make up, each part's possible numbers of blues decide. */
    unsigned char global = x->inscope[x->global];
    x->inscope[x->global] = 0;
    memcpy(x->kstack, root, HC_SLOTS);
    memcpy(x->leaf, root, HC_SLOTS);
    int r = solve_parts(x, 0, -1);
    if (r == 1 && global && hcs_filter_global(x, x->leaf) < 0)
        r = counts_meet(x, root);
    else if (r == 1)
        witness(x, x->leaf);
    x->inscope[x->global] = global;
    if (r < 0)
        x->gave_up = true;
    return r;
}

void hcs_scope_clear(hcs_ctx *x)
{
    memset(x->inscope, 0, (size_t)x->ncons + 2);
    memset(x->wit, 0, sizeof x->wit);
}


bool hcs_has_unknown(const hcs_ctx *x, const signed char *k, int id)
{
    const hcs_con *c = &x->cons[id];
    for (int j = 0; j < c->n; j++)
        if (c->m[j] >= 0 && k[c->m[j]] == HC_K_UNKNOWN)
            return true;
    return false;
}
