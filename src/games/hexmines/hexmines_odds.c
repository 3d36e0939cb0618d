/* hexmines odds: exact mine probability by counting placements group by
 * group (see hexmines_odds.h). */
#include "games/hexmines/hexmines_odds.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexmines/hexmines_solve.h"
#include "util/grow.h"

/* Counts past this are scaled down (by the largest, into the log scale). */
#define SCALE_AT 1e200

/* Cells of a group ordered greedily; past it, the sweep's order. */
enum { GREEDY_MAX = 1500 };

/* A count by mine number, v[k] * exp(scale) placements with k mines. */
typedef struct {
    double *v;
    int len;
    double scale;
} dist;

/* The numbers around one group: what each still needs and its cells. */
typedef struct {
    int cell;          /* the number's index */
    int need;          /* mines still to place around it */
    int ncells;        /* its covered cells in the group */
    int first, last;   /* positions of its first and last cell in order */
    int seen;          /* its cells placed so far in the sweep */
    int shift, width;  /* its count's bit field in a state, while open */
} number;

/* One step's states: a key (the open numbers' counts so far, a bit field
 * each) and the placements' count by mine number, v[off .. off + len)
 * for k = lo ... */
typedef struct {
    uint64_t *key;
    int *lo, *len;
    size_t *off;
    int n, cap;
    double *val;
    size_t nval, capval;
} layer;

typedef struct {
    const hm_board *b;
    const signed char *know;
    int *group;          /* per index: group id, -1 */
    int *order;          /* the groups' cells, each group a run */
    int *alt, *best;     /* other orders of a group's cells, tried */
    int *stamp;          /* per index: BFS mark */
    int stamp_now;
    int *queue;
    int *slot;           /* per index: the number's slot in q, -1 */
    int *left;           /* per number's index: its cells not yet ordered */
    unsigned char *opened;   /* per number's index: one of them is */
    number *q;
    int nq;
    layer cur, next;
    int *table;          /* hash of next's keys: state index + 1, 0 empty */
    size_t table_cap;
    int *trans;          /* per old state and value: next state, -1 */
    long work, budget;   /* work done so far, and how much is allowed */
    long states;         /* states a count went through, in all */
} odds;

static bool is_number(signed char k) { return k >= 0 && k <= 6; }

static bool frontier(const odds *o, int x)
{
    for (int d = 0; d < 6; d++) {
        int q = o->b->nbr[(size_t)x * 6 + d];
        if (q >= 0 && is_number(o->know[q]))
            return true;
    }
    return false;
}

/* Mines a number still needs, and its covered cells. */
static int need_of(const odds *o, int q, int *covered)
{
    int mines = 0;
    *covered = 0;
    for (int d = 0; d < 6; d++) {
        int y = o->b->nbr[(size_t)q * 6 + d];
        if (y < 0)
            continue;
        mines += o->know[y] == HM_K_MINE;
        *covered += o->know[y] == HM_K_UNKNOWN;
    }
    return o->know[q] - mines;
}

/* Breadth first over a group's cells (two cells are linked through a
 * number they share), from start; returns the last cell reached and fills
 * out in visiting order. */
static int sweep(odds *o, int start, int *out, int *count)
{
    int head = 0, tail = 0, last = start;
    o->stamp_now++;
    o->stamp[start] = o->stamp_now;
    out[tail++] = start;
    while (head < tail) {
        int x = out[head++];
        last = x;
        for (int d = 0; d < 6; d++) {
            int q = o->b->nbr[(size_t)x * 6 + d];
            if (q < 0 || !is_number(o->know[q]))
                continue;
            for (int d2 = 0; d2 < 6; d2++) {
                int y = o->b->nbr[(size_t)q * 6 + d2];
                if (y >= 0 && o->know[y] == HM_K_UNKNOWN && o->stamp[y] != o->stamp_now) {
                    o->stamp[y] = o->stamp_now;
                    out[tail++] = y;
                }
            }
        }
    }
    *count = tail;
    return last;
}

/* How much placing x next narrows the states: the numbers it closes (x
 * their last cell) less the numbers it opens, each weighed by the counts
 * it can hold (log(need + 1): a number that needs none costs nothing). */
static double gain(const odds *o, int x)
{
    double g = 0;
    for (int d = 0; d < 6; d++) {
        int q = o->b->nbr[(size_t)x * 6 + d];
        if (q < 0 || !is_number(o->know[q]))
            continue;
        int covered, need = need_of(o, q, &covered);
        double w = log((double)(need > 0 ? need : 0) + 1.0);
        if (o->left[q] == 1)
            g += o->opened[q] ? w : 0;
        else if (!o->opened[q])
            g -= w;
    }
    return g;
}

static bool touches_open(const odds *o, int x)
{
    for (int d = 0; d < 6; d++) {
        int q = o->b->nbr[(size_t)x * 6 + d];
        if (q >= 0 && is_number(o->know[q]) && o->opened[q])
            return true;
    }
    return false;
}

/* Every number around cells[0 .. n) as before an order is walked: none
 * of its cells placed, not open. */
static void unplaced(odds *o, const int *cells, int n)
{
    for (int i = 0; i < n; i++)
        for (int d = 0; d < 6; d++) {
            int q = o->b->nbr[(size_t)cells[i] * 6 + d];
            if (q >= 0 && is_number(o->know[q])) {
                int covered;
                need_of(o, q, &covered);
                o->left[q] = covered;
                o->opened[q] = 0;
            }
        }
}

/* Reorders a group's cells greedily from cells[start]: each next cell,
 * among those next to a number already open, the one that keeps the
 * fewest states open (gain), ties to the order given. Quadratic: only for
 * groups up to GREEDY_MAX cells. */
static void greedy_order(odds *o, int *cells, int n, int start)
{
    int first = cells[start];
    memmove(cells + 1, cells, (size_t)start * sizeof *cells);
    cells[0] = first;
    unplaced(o, cells, n);
    for (int i = 0; i < n; i++) {
        /* Among the cells next to an open number; none: the sweep's next. */
        int best = i;
        double best_gain = 0;
        bool any = false;
        for (int j = i; j < n; j++) {
            if (!touches_open(o, cells[j]))
                continue;
            double g = gain(o, cells[j]);
            if (!any || g > best_gain) {
                best = j;
                best_gain = g;
                any = true;
            }
        }
        int x = cells[best];
        memmove(cells + i + 1, cells + i, (size_t)(best - i) * sizeof *cells);
        cells[i] = x;
        for (int d = 0; d < 6; d++) {
            int q = o->b->nbr[(size_t)x * 6 + d];
            if (q >= 0 && is_number(o->know[q])) {
                o->left[q]--;
                o->opened[q] = 1;
            }
        }
    }
}

/* The groups, each a run of order in an order that starts at one end of
 * it (the cell a sweep reaches last), so that a chain of cells is walked
 * along with few numbers open at a time (choose_order may find a better
 * one). Returns how many cells. */
static int find_groups(odds *o, int *ngroups)
{
    int len = 0, ng = 0;
    for (int s = 0; s < o->b->ncells; s++) {
        if (o->know[s] != HM_K_UNKNOWN || o->group[s] >= 0 || !frontier(o, s))
            continue;
        int count;
        int end = sweep(o, s, o->queue, &count);
        sweep(o, end, o->order + len, &count);
        for (int i = 0; i < count; i++)
            o->group[o->order[len + i]] = ng;
        len += count;
        ng++;
    }
    *ngroups = ng;
    return len;
}

static bool layer_reserve(layer *l, int n, size_t nval)
{
    if (n > l->cap) {
        int cap = l->cap ? l->cap : 64;
        while (cap < n)
            cap *= 2;
        /* Each array that grew stays grown when another did not. */
        if (!grow_resize(&l->key, (size_t)cap, sizeof *l->key)
            || !grow_resize(&l->lo, (size_t)cap, sizeof *l->lo)
            || !grow_resize(&l->len, (size_t)cap, sizeof *l->len)
            || !grow_resize(&l->off, (size_t)cap, sizeof *l->off))
            return false;
        l->cap = cap;
    }
    return grow_to(&l->val, &l->capval, nval, sizeof *l->val, 256);
}

static void layer_free(layer *l)
{
    free(l->key);
    free(l->lo);
    free(l->len);
    free(l->off);
    free(l->val);
}

static uint64_t mix(uint64_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    return k;
}

/* The next layer's state of key, added if new; -1 when there are too
 * many states or no memory. */
static int state_of(odds *o, uint64_t key)
{
    size_t mask = o->table_cap - 1;
    for (size_t h = mix(key) & mask;; h = (h + 1) & mask) {
        int at = o->table[h];
        if (at == 0) {
            layer *l = &o->next;
            if (l->n >= HM_ODDS_STATES_MAX || !layer_reserve(l, l->n + 1, 0))
                return -1;
            l->key[l->n] = key;
            l->lo[l->n] = INT32_MAX;
            l->len[l->n] = 0;
            o->table[h] = ++l->n;
            return l->n - 1;
        }
        if (o->next.key[at - 1] == key)
            return at - 1;
    }
}

/* Bits a number's count so far takes in a state: none for one that needs
 * no mine (its count stays 0), else enough for 0 .. need. */
static int width_of(int need)
{
    return need <= 0 ? 0 : need == 1 ? 1 : need <= 3 ? 2 : 3;
}

/* A place for a field w bits wide in a key whose used bits are *used;
 * false when none is left. */
static bool take_bits(uint64_t *used, int w, int *shift)
{
    uint64_t mask = (UINT64_C(1) << w) - 1;
    for (int sh = 0; sh + w <= 64; sh++)
        if (!((*used >> sh) & mask)) {
            *used |= mask << sh;
            *shift = sh;
            return true;
        }
    return false;
}

/* The hash for the next layer, twice as large as it can get, and room
 * for the step's transitions. */
static bool make_table(odds *o)
{
    size_t want = 16;
    while (want < (size_t)o->cur.n * 4)
        want *= 2;
    if (want > o->table_cap) {
        if (!grow_resize(&o->table, want, sizeof *o->table)
            || !grow_resize(&o->trans, want, sizeof *o->trans))
            return false;
        o->table_cap = want;
    }
    memset(o->table, 0, o->table_cap * sizeof *o->table);
    o->next.n = 0;
    return true;
}

/* Counts the placements of the group whose cells are cells[0 .. n), those
 * with a mine on forced only when forced >= 0, by mine number (up to cap,
 * the mines there are to place) into *out. out NULL: a dry run, which only
 * counts the states the order goes through (into o->states), giving up
 * (HM_ODDS_TOO_BIG) past limit.
 * A state is the counts so far of the numbers open (some cells placed,
 * some not), each in a bit field of its own for as long as it is open. */
static hm_odds_status count_group(odds *o, const int *cells, int n, int forced, int cap,
                                  dist *out, long limit)
{
    /* The numbers around the group, and what each needs. */
    o->nq = 0;
    for (int i = 0; i < n; i++) {
        for (int d = 0; d < 6; d++) {
            int q = o->b->nbr[(size_t)cells[i] * 6 + d];
            if (q < 0 || !is_number(o->know[q]) || o->slot[q] >= 0)
                continue;
            number *nq = &o->q[o->nq];
            o->slot[q] = o->nq++;
            nq->cell = q;
            nq->need = need_of(o, q, &nq->ncells);
            nq->first = n;
            nq->last = -1;
            nq->seen = 0;
            nq->shift = 0;
            nq->width = width_of(nq->need);
        }
    }
    for (int i = 0; i < n; i++)
        for (int d = 0; d < 6; d++) {
            int q = o->b->nbr[(size_t)cells[i] * 6 + d];
            if (q < 0 || !is_number(o->know[q]))
                continue;
            number *nq = &o->q[o->slot[q]];
            nq->first = i < nq->first ? i : nq->first;
            nq->last = i > nq->last ? i : nq->last;
        }
    hm_odds_status st = HM_ODDS_OK;
    uint64_t used = 0;
    o->cur.n = 0;
    if (!layer_reserve(&o->cur, 1, 1)) {
        st = HM_ODDS_NOMEM;
        goto out;
    }
    o->cur.n = 1;
    o->cur.key[0] = 0;
    o->cur.lo[0] = 0;
    o->cur.len[0] = 1;
    o->cur.off[0] = 0;
    o->cur.val[0] = 1.0;
    o->cur.nval = 1;
    o->states = 0;
    if (out)
        out->scale = 0;
    for (int i = 0; i < n; i++) {
        int x = cells[i];
        /* The numbers x touches: their fields, what each may hold after
         * x, and whether x opens or closes them. */
        struct {
            int shift, need, left;
            uint64_t mask;
            bool opens, closes;
        } t[6];
        int nt = 0;
        for (int d = 0; d < 6; d++) {
            int q = o->b->nbr[(size_t)x * 6 + d];
            if (q < 0 || !is_number(o->know[q]))
                continue;
            number *nq = &o->q[o->slot[q]];
            nq->seen++;
            t[nt].opens = nq->first == i;
            t[nt].closes = nq->last == i;
            if (t[nt].opens && !t[nt].closes && !take_bits(&used, nq->width, &nq->shift)) {
                st = HM_ODDS_TOO_BIG;
                goto out;
            }
            /* One that x both opens and closes never holds a field. */
            bool field = !(t[nt].opens && t[nt].closes);
            t[nt].shift = field ? nq->shift : 0;
            t[nt].mask = field ? ((UINT64_C(1) << nq->width) - 1) << nq->shift : 0;
            t[nt].need = nq->need;
            t[nt].left = nq->ncells - nq->seen;
            nt++;
        }
        if (!make_table(o)) {
            st = HM_ODDS_NOMEM;
            goto out;
        }
        /* Pass 1: the next states and their ranges of mine numbers. */
        for (int s = 0; s < o->cur.n; s++) {
            uint64_t key = o->cur.key[s];
            for (int v = 0; v <= 1; v++) {
                o->trans[2 * s + v] = -1;
                if (x == forced && v == 0)
                    continue;
                uint64_t nk = key;
                bool fits = true;
                for (int k = 0; k < nt && fits; k++) {
                    int p = v + (t[k].opens ? 0 : (int)((key & t[k].mask) >> t[k].shift));
                    fits = p <= t[k].need && p + t[k].left >= t[k].need;
                    nk &= ~t[k].mask;
                    if (!t[k].closes)
                        nk |= (uint64_t)p << t[k].shift;
                }
                /* More mines than are left to place count for nothing. */
                int lo = o->cur.lo[s] + v, hi = lo + o->cur.len[s] - 1;
                if (!fits || lo > cap)
                    continue;
                hi = hi < cap ? hi : cap;
                int to = state_of(o, nk);
                if (to < 0) {
                    st = o->next.n >= HM_ODDS_STATES_MAX ? HM_ODDS_TOO_BIG : HM_ODDS_NOMEM;
                    goto out;
                }
                int nlo = o->next.lo[to], nhi = nlo + o->next.len[to] - 1;
                if (o->next.len[to] == 0 || lo < nlo)
                    nlo = lo;
                if (o->next.len[to] == 0 || hi > nhi)
                    nhi = hi;
                o->next.lo[to] = nlo;
                o->next.len[to] = nhi - nlo + 1;
                o->trans[2 * s + v] = to;
            }
        }
        for (int k = 0; k < nt; k++)
            if (t[k].closes)
                used &= ~t[k].mask;
        o->states += o->next.n;
        if (!out) {
            o->work += (long)o->cur.n * (4 + 2 * nt);
            layer swap = o->cur;
            o->cur = o->next;
            o->next = swap;
            if (o->states > limit || o->work > o->budget) {
                st = HM_ODDS_TOO_BIG;
                goto out;
            }
            if (o->cur.n == 0)
                break;
            continue;
        }
        size_t nval = 0;
        for (int k = 0; k < o->next.n; k++) {
            o->next.off[k] = nval;
            nval += (size_t)o->next.len[k];
        }
        /* The step's work: each state looked at and each value added. */
        o->work += (long)o->cur.n * (4 + 2 * nt) + (long)(2 * nval);
        if (o->work > o->budget) {
            st = HM_ODDS_TOO_BIG;
            goto out;
        }
        if (!layer_reserve(&o->next, o->next.n, nval)) {
            st = HM_ODDS_NOMEM;
            goto out;
        }
        memset(o->next.val, 0, nval * sizeof *o->next.val);
        o->next.nval = nval;
        /* Pass 2: the counts. */
        double top = 0;
        for (int s = 0; s < o->cur.n; s++)
            for (int v = 0; v <= 1; v++) {
                int to = o->trans[2 * s + v];
                if (to < 0)
                    continue;
                const double *src = o->cur.val + o->cur.off[s];
                double *dst = o->next.val + o->next.off[to] + (o->cur.lo[s] + v - o->next.lo[to]);
                int len = o->cur.len[s], room = cap - (o->cur.lo[s] + v) + 1;
                len = len < room ? len : room;
                for (int k = 0; k < len; k++) {
                    dst[k] += src[k];
                    if (dst[k] > top)
                        top = dst[k];
                }
            }
        if (top > SCALE_AT) {
            for (size_t k = 0; k < nval; k++)
                o->next.val[k] /= top;
            out->scale += log(top);
        }
        layer swap = o->cur;
        o->cur = o->next;
        o->next = swap;
        if (o->cur.n == 0)
            break;
    }
    if (!out)
        goto out;
    out->len = n + 1;
    out->v = calloc((size_t)n + 1, sizeof *out->v);
    if (!out->v) {
        st = HM_ODDS_NOMEM;
        goto out;
    }
    /* All numbers closed: one state left (key 0), or none. */
    for (int s = 0; s < o->cur.n; s++)
        for (int k = 0; k < o->cur.len[s]; k++)
            out->v[o->cur.lo[s] + k] += o->cur.val[o->cur.off[s] + k];
out:
    for (int k = 0; k < o->nq; k++)
        o->slot[o->q[k].cell] = -1;
    return st;
}

/* The order of a group's cells (cells[0 .. n), the sweep's) to count
 * them in: of the sweep's, its reverse and greedy ones from either end and
 * the middle, the one whose dry run goes through the fewest states. */
static hm_odds_status choose_order(odds *o, int *cells, int n, int cap)
{
    long best_states = -1;
    enum { TRIES = 5 };
    for (int try = 0; try < TRIES; try++) {
        if (try >= 2 && n > GREEDY_MAX)
            break;
        memcpy(o->alt, cells, (size_t)n * sizeof *cells);
        if (try == 1)
            for (int i = 0; i < n / 2; i++) {
                int x = o->alt[i];
                o->alt[i] = o->alt[n - 1 - i];
                o->alt[n - 1 - i] = x;
            }
        else if (try >= 2)
            greedy_order(o, o->alt, n, try == 2 ? 0 : try == 3 ? n - 1 : n / 2);
        hm_odds_status st = count_group(o, o->alt, n, -1, cap, NULL,
                                        best_states < 0 ? LONG_MAX : best_states);
        if (st == HM_ODDS_NOMEM)
            return st;
        if (st == HM_ODDS_OK && (best_states < 0 || o->states < best_states)) {
            best_states = o->states;
            memcpy(o->best, o->alt, (size_t)n * sizeof *cells);
        }
        if (o->work > o->budget)
            return HM_ODDS_TOO_BIG;
    }
    if (best_states < 0)
        return HM_ODDS_TOO_BIG;
    memcpy(cells, o->best, (size_t)n * sizeof *cells);
    return HM_ODDS_OK;
}

/* d = d * e (the placements of both), sums above cap dropped. */
static bool convolve(dist *d, const dist *e, int cap)
{
    int len = d->len + e->len - 1;
    if (len > cap + 1)
        len = cap + 1;
    double *v = calloc((size_t)len, sizeof *v);
    if (!v)
        return false;
    double top = 0;
    for (int a = 0; a < d->len; a++) {
        if (d->v[a] == 0)
            continue;
        for (int k = 0; k < e->len && a + k < len; k++) {
            v[a + k] += d->v[a] * e->v[k];
            if (v[a + k] > top)
                top = v[a + k];
        }
    }
    d->scale += e->scale;
    if (top > 0) {
        for (int k = 0; k < len; k++)
            v[k] /= top;
        d->scale += log(top);
    }
    free(d->v);
    d->v = v;
    d->len = len;
    return true;
}

static double log_add(double a, double b)
{
    if (a == -INFINITY)
        return b;
    if (b == -INFINITY)
        return a;
    return a > b ? a + log1p(exp(b - a)) : b + log1p(exp(a - b));
}

/* log of the placements: the target group's count t by mine number, the
 * other groups' d, the rest of the mines rem among the free cells, with
 * lc[r - lo] = log C(free, r) (less a constant) for lo <= r <= hi. */
static double log_total(const dist *t, const dist *d, int rem, int lo, int hi, const double *lc)
{
    double sum = -INFINITY;
    for (int j = 0; j < t->len; j++) {
        if (t->v[j] == 0)
            continue;
        for (int s = 0; s < d->len; s++) {
            int r = rem - j - s;
            if (d->v[s] == 0 || r < lo || r > hi)
                continue;
            sum = log_add(sum, log(t->v[j]) + log(d->v[s]) + lc[r - lo]);
        }
    }
    return sum == -INFINITY ? sum : sum + t->scale + d->scale;
}

static bool consistent(const odds *o)
{
    for (int q = 0; q < o->b->ncells; q++) {
        if (!is_number(o->know[q]))
            continue;
        int covered, need = need_of(o, q, &covered);
        if (need < 0 || need > covered)
            return false;
    }
    return true;
}

hm_odds_status hm_odds_mine(const hm_board *b, const signed char *know,
                            int total_mines, int cell, double *p)
{
    long budget = HM_ODDS_WORK_MAX;
    return hm_odds_mine_within(b, know, total_mines, cell, &budget, p);
}

hm_odds_status hm_odds_mine_within(const hm_board *b, const signed char *know,
                                   int total_mines, int cell, long *budget, double *p)
{
    odds o;
    memset(&o, 0, sizeof o);
    o.b = b;
    o.know = know;
    /* Looking at every cell is work too. */
    o.work = b->ncells;
    o.budget = *budget;
    size_t n = (size_t)b->ncells;
    hm_odds_status st = HM_ODDS_NOMEM;
    dist others = { NULL, 0, 0 }, all = { NULL, 0, 0 }, mine = { NULL, 0, 0 };
    double *lc = NULL;
    o.group = malloc(n * sizeof *o.group);
    o.alt = malloc(n * sizeof *o.alt);
    o.best = malloc(n * sizeof *o.best);
    o.order = malloc(n * sizeof *o.order);
    o.stamp = calloc(n, sizeof *o.stamp);
    o.queue = malloc(n * sizeof *o.queue);
    o.slot = malloc(n * sizeof *o.slot);
    o.q = malloc(n * sizeof *o.q);
    o.left = malloc(n * sizeof *o.left);
    o.opened = malloc(n);
    if (!o.group || !o.alt || !o.best || !o.order || !o.stamp || !o.queue || !o.slot || !o.q || !o.left
        || !o.opened)
        goto out;
    int unknown = 0, known_mines = 0;
    for (size_t i = 0; i < n; i++) {
        o.group[i] = o.slot[i] = -1;
        unknown += know[i] == HM_K_UNKNOWN;
        known_mines += know[i] == HM_K_MINE;
    }
    int rem = total_mines - known_mines;
    st = HM_ODDS_NONE;
    if (cell < 0 || (size_t)cell >= n || know[cell] != HM_K_UNKNOWN || rem < 0 || rem > unknown
        || !consistent(&o))
        goto out;
    int ngroups;
    int in_groups = find_groups(&o, &ngroups);
    int free_cells = unknown - in_groups;
    others.v = calloc(1, sizeof *others.v);
    if (!others.v) {
        st = HM_ODDS_NOMEM;
        goto out;
    }
    others.v[0] = 1;
    others.len = 1;
    int start = 0;
    for (int g = 0; g < ngroups; g++) {
        int size = 0;
        while (start + size < in_groups && o.group[o.order[start + size]] == g)
            size++;
        int *cells = o.order + start;
        start += size;
        if ((st = choose_order(&o, cells, size, rem)) != HM_ODDS_OK)
            goto out;
        if (g == o.group[cell]) {
            if ((st = count_group(&o, cells, size, -1, rem, &all, 0)) != HM_ODDS_OK
                || (st = count_group(&o, cells, size, cell, rem, &mine, 0)) != HM_ODDS_OK)
                goto out;
            continue;
        }
        dist d = { NULL, 0, 0 };
        st = count_group(&o, cells, size, -1, rem, &d, 0);
        if (st == HM_ODDS_OK && !convolve(&others, &d, rem))
            st = HM_ODDS_NOMEM;
        free(d.v);
        if (st != HM_ODDS_OK)
            goto out;
    }
    if (o.group[cell] < 0) {
        /* A cell next to no number: a group of its own, mine or not. */
        free_cells--;
        all.v = calloc(2, sizeof *all.v);
        mine.v = calloc(2, sizeof *mine.v);
        if (!all.v || !mine.v) {
            st = HM_ODDS_NOMEM;
            goto out;
        }
        all.len = mine.len = 2;
        all.v[0] = all.v[1] = mine.v[1] = 1;
    }
    /* Only the mines the groups leave matter, a window as wide as the
     * groups: the binomials are taken relative to its first, summing
     * the logs of their ratios over the window alone, so that their
     * error does not grow with the board. */
    int lo = rem - (all.len - 1) - (others.len - 1), hi = rem;
    lo = lo < 0 ? 0 : lo;
    hi = hi > free_cells ? free_cells : hi;
    lc = malloc((size_t)(hi >= lo ? hi - lo + 1 : 1) * sizeof *lc);
    if (!lc) {
        st = HM_ODDS_NOMEM;
        goto out;
    }
    lc[0] = 0;
    for (int r = lo + 1; r <= hi; r++)
        lc[r - lo] = lc[r - 1 - lo] + log((double)(free_cells - r + 1) / (double)r);
    double den = log_total(&all, &others, rem, lo, hi, lc);
    double num = log_total(&mine, &others, rem, lo, hi, lc);
    if (den == -INFINITY) {
        st = HM_ODDS_NONE;
        goto out;
    }
    *p = num == -INFINITY ? 0.0 : exp(num - den);
    if (*p > 1)
        *p = 1;
    st = HM_ODDS_OK;
out:
    layer_free(&o.cur);
    layer_free(&o.next);
    free(o.table);
    free(o.trans);
    free(o.group);
    free(o.alt);
    free(o.best);
    free(o.order);
    free(o.stamp);
    free(o.queue);
    free(o.slot);
    free(o.q);
    free(o.left);
    free(o.opened);
    free(others.v);
    free(all.v);
    free(mine.v);
    free(lc);
    *budget -= o.work < *budget ? o.work : *budget;
    return st;
}
