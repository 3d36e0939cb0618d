/* hexmines solver: incremental deduction with work lists over the revealed
 * numbers, plus the mine-total rule and an optional perturb hook. */
#include <stdlib.h>
#include <string.h>

#include "games/hexmines/hexmines_solve.h"
#include "util/grow.h"

/* A FIFO of cell indices with a membership flag; each cell is in it at most
 * once, so ncells slots suffice. */
typedef struct {
    int *slot;
    int head, count, cap;
    unsigned char bit;        /* this queue's bit in eng.inq */
} queue;

typedef struct {
    const hm_board *b;
    signed char *know;
    const int32_t *nbr;
    int total;
    unsigned char *unk;       /* per number: bit d set = neighbour d unknown */
    signed char *rem;         /* per number: mines left among those */
    unsigned char *inq;
    queue known, single, pair;
    int *active, *apos;       /* numbers with unknown neighbours */
    int nactive;
    int unknown, mines_known;
    hm_why *why;
    int seq;
    const hm_solve_hooks *hooks;
    hm_solve_result res;
    int *order, norder, order_cap;   /* decided cells, by seq (hm_solver) */
    bool order_lost;                 /* out of memory growing it */
} eng;

enum { Q_KNOWN = 1, Q_SINGLE = 2, Q_PAIR = 4 };

static bool is_number(signed char k) { return k >= 0 && k <= 6; }

static int popcount6(unsigned v)
{
    static const unsigned char pc[64] = {
        0,1,1,2,1,2,2,3,1,2,2,3,2,3,3,4,1,2,2,3,2,3,3,4,2,3,3,4,3,4,4,5,
        1,2,2,3,2,3,3,4,2,3,3,4,3,4,4,5,2,3,3,4,3,4,4,5,3,4,4,5,4,5,5,6 };
    return pc[v & 63];
}

static void push(eng *e, queue *q, int cell)
{
    if (e->inq[cell] & q->bit)
        return;
    e->inq[cell] |= q->bit;
    int at = q->head + q->count;
    if (at >= q->cap)
        at -= q->cap;
    q->slot[at] = cell;
    q->count++;
}

static int pop(eng *e, queue *q)
{
    int cell = q->slot[q->head];
    if (++q->head == q->cap)
        q->head = 0;
    q->count--;
    e->inq[cell] &= (unsigned char)~q->bit;
    return cell;
}

static void active_add(eng *e, int c)
{
    if (e->apos[c] >= 0)
        return;
    e->apos[c] = e->nactive;
    e->active[e->nactive++] = c;
}

static void active_remove(eng *e, int c)
{
    int at = e->apos[c];
    if (at < 0)
        return;
    int last = e->active[--e->nactive];
    e->active[at] = last;
    e->apos[last] = at;
    e->apos[c] = -1;
}

/* Decides an unknown cell; its effect on numbers is applied when the known
 * queue is drained, so a whole set can be decided under one reason. */
static void decide(eng *e, int cell, bool mine, hm_why_kind kind, int a, int b)
{
    if (e->know[cell] != HM_K_UNKNOWN)
        return;
    e->know[cell] = mine ? HM_K_MINE : HM_K_SAFE;
    e->unknown--;
    e->mines_known += mine;
    e->res.deductions++;
    if (e->why)
        e->why[cell] = (hm_why){ kind, a, b, ++e->seq };
    if (e->order && !e->order_lost) {
        if (e->norder == e->order_cap) {
            int cap = e->order_cap * 2;
            if (!grow_resize(&e->order, (size_t)cap, sizeof *e->order))
                e->order_lost = true;
            else
                e->order_cap = cap;
        }
        if (!e->order_lost)
            e->order[e->norder++] = cell;
    }
    push(e, &e->known, cell);
}

/* Makes a revealed cell a constraint from the current knowledge. */
static void add_number(eng *e, int c)
{
    const int32_t *nb = &e->nbr[(size_t)c * 6];
    unsigned mask = 0;
    int mines = 0;
    for (int d = 0; d < 6; d++) {
        if (nb[d] < 0)
            continue;
        signed char k = e->know[nb[d]];
        if (k == HM_K_UNKNOWN)
            mask |= 1u << d;
        else if (k == HM_K_MINE)
            mines++;
    }
    int rem = e->know[c] - mines;
    e->unk[c] = (unsigned char)mask;
    e->rem[c] = (signed char)rem;
    if (rem < 0 || rem > popcount6(mask))
        e->res.contradiction = true;
    if (mask) {
        active_add(e, c);
        push(e, &e->single, c);
    }
}

static void propagate(eng *e, int x)
{
    bool mine = e->know[x] == HM_K_MINE;
    const int32_t *nb = &e->nbr[(size_t)x * 6];
    for (int d = 0; d < 6; d++) {
        int c = nb[d];
        if (c < 0 || !is_number(e->know[c]))
            continue;
        unsigned bit = 1u << ((d + 3) % 6);   /* x seen from c */
        if (!(e->unk[c] & bit))
            continue;
        e->unk[c] &= (unsigned char)~bit;
        if (mine)
            e->rem[c]--;
        if (e->unk[c] == 0)
            active_remove(e, c);
        else
            push(e, &e->single, c);
    }
    if (!mine && e->hooks && e->hooks->open) {
        int v = e->hooks->open(e->hooks->ctx, x);
        e->know[x] = (signed char)v;
        if (is_number((signed char)v))
            add_number(e, x);
    }
}

static void decide_set(eng *e, int c, unsigned mask, bool mine,
                       hm_why_kind kind, int a, int b)
{
    const int32_t *nb = &e->nbr[(size_t)c * 6];
    for (int d = 0; d < 6; d++)
        if (mask & (1u << d))
            decide(e, nb[d], mine, kind, a, b);
}

static void single(eng *e, int c)
{
    unsigned mask = e->unk[c];
    if (!mask)
        return;
    int n = popcount6(mask);
    if (e->rem[c] == 0)
        decide_set(e, c, mask, false, HM_WHY_NUMBER_DONE, c, -1);
    else if (e->rem[c] == n)
        decide_set(e, c, mask, true, HM_WHY_NUMBER_FULL, c, -1);
    else
        push(e, &e->pair, c);
}

static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }

/* Compares number c with number o; true if something was decided. */
static bool compare(eng *e, int c, int o)
{
    const int32_t *nc = &e->nbr[(size_t)c * 6], *no = &e->nbr[(size_t)o * 6];
    unsigned ma = e->unk[c], mb = e->unk[o];
    unsigned both_a = 0, both_b = 0;    /* A∩B as c's and o's slot masks */
    for (int i = 0; i < 6; i++) {
        if (!(ma & (1u << i)))
            continue;
        for (int j = 0; j < 6; j++)
            if ((mb & (1u << j)) && nc[i] == no[j]) {
                both_a |= 1u << i;
                both_b |= 1u << j;
            }
    }
    if (!both_a)
        return false;
    unsigned only_a = ma & ~both_a, only_b = mb & ~both_b;
    int na = popcount6(only_a), nb = popcount6(only_b), nboth = popcount6(both_a);
    int ra = e->rem[c], rb = e->rem[o];
    int lo = imax(0, imax(ra - na, rb - nb));
    int hi = imin(nboth, imin(ra, rb));
    if (lo != hi)
        return false;
    int before = e->res.deductions;
    int ka = ra - lo, kb = rb - lo;
    if (na && (ka == 0 || ka == na))
        decide_set(e, c, only_a, ka != 0, HM_WHY_PAIR, c, o);
    if (nb && (kb == 0 || kb == nb))
        decide_set(e, o, only_b, kb != 0, HM_WHY_PAIR, c, o);
    if (lo == 0 || lo == nboth)
        decide_set(e, c, both_a, lo != 0, HM_WHY_PAIR, c, o);
    if (e->res.deductions == before)
        return false;
    if (e->hooks && e->hooks->used)
        e->hooks->used[c] = e->hooks->used[o] = 1;
    return true;
}

static void pair(eng *e, int c)
{
    unsigned mask = e->unk[c];
    if (!mask)
        return;
    int seen[36], nseen = 0;
    const int32_t *nb = &e->nbr[(size_t)c * 6];
    for (int d = 0; d < 6; d++) {
        if (!(mask & (1u << d)))
            continue;
        const int32_t *nx = &e->nbr[(size_t)nb[d] * 6];
        for (int k = 0; k < 6; k++) {
            int o = nx[k];
            if (o < 0 || o == c || !is_number(e->know[o]) || !e->unk[o])
                continue;
            bool dup = false;
            for (int s = 0; s < nseen && !dup; s++)
                dup = seen[s] == o;
            if (dup)
                continue;
            seen[nseen++] = o;
            if (compare(e, c, o)) {
                push(e, &e->single, c);
                return;
            }
        }
    }
}

static bool total_rule(eng *e)
{
    if (e->total < 0 || e->unknown == 0)
        return false;
    int left = e->total - e->mines_known;
    if (left < 0 || left > e->unknown) {
        e->res.contradiction = true;
        return false;
    }
    if (left != 0 && left != e->unknown)
        return false;
    for (int i = 0; i < e->b->ncells; i++)
        if (e->know[i] == HM_K_UNKNOWN)
            decide(e, i, left != 0,
                   left ? HM_WHY_TOTAL_FULL : HM_WHY_TOTAL_DONE, -1, -1);
    return true;
}

static bool perturb(eng *e)
{
    /* Each useful perturbation decides or reveals a cell, so more than one
     * per cell means the hook is not making progress. */
    if (!e->hooks || !e->hooks->perturb || e->unknown == 0
        || e->res.perturbs > e->b->nplay)
        return false;
    hm_change ch[32];
    int n = e->hooks->perturb(e->hooks->ctx, e->know, e->active, e->nactive,
                              ch, 32);
    if (n <= 0)
        return false;
    e->res.perturbs++;
    for (int i = 0; i < n; i++) {
        int x = ch[i].cell;
        bool was_mine = e->know[x] == HM_K_MINE;
        const int32_t *nb = &e->nbr[(size_t)x * 6];
        for (int d = 0; d < 6; d++) {
            int c = nb[d];
            if (c < 0 || !is_number(e->know[c]))
                continue;
            e->know[c] = (signed char)(e->know[c] + ch[i].delta);
            if (!was_mine) {
                /* a known mine is already outside the numbers' sums */
                e->rem[c] = (signed char)(e->rem[c] + ch[i].delta);
                push(e, &e->single, c);
            }
        }
        if (was_mine) {
            /* it becomes safe: reveal it once all changes are counted */
            e->know[x] = HM_K_SAFE;
            e->mines_known--;
            push(e, &e->known, x);
        }
    }
    return true;
}

static bool queue_init(queue *q, int cap, unsigned char bit)
{
    q->slot = malloc((size_t)cap * sizeof *q->slot);
    q->head = q->count = 0;
    q->cap = cap;
    q->bit = bit;
    return q->slot != NULL;
}

struct hm_solver {
    eng e;
};

static void eng_free(eng *e)
{
    free(e->unk);
    free(e->rem);
    free(e->inq);
    free(e->active);
    free(e->apos);
    free(e->known.slot);
    free(e->single.slot);
    free(e->pair.slot);
    free(e->order);
}

/* Loads the knowledge in know into e's memory, as if e were new. */
static void eng_load(eng *e, signed char *know, const hm_solve_hooks *hooks,
                     hm_why *why)
{
    int n = e->b->ncells;
    e->know = know;
    e->hooks = hooks;
    e->why = why;
    memset(e->unk, 0, (size_t)n);
    memset(e->rem, 0, (size_t)n);
    memset(e->inq, 0, (size_t)n);
    e->known.head = e->known.count = 0;
    e->single.head = e->single.count = 0;
    e->pair.head = e->pair.count = 0;
    e->nactive = e->unknown = e->mines_known = e->seq = e->norder = 0;
    memset(&e->res, 0, sizeof e->res);
    for (int i = 0; i < n; i++) {
        e->apos[i] = -1;
        if (why)
            why[i] = (hm_why){ HM_WHY_NONE, -1, -1, 0 };
        if (know[i] == HM_K_UNKNOWN)
            e->unknown++;
        else if (know[i] == HM_K_MINE)
            e->mines_known++;
    }
    for (int i = 0; i < n; i++)
        if (is_number(know[i]))
            add_number(e, i);
}

/* Sets up e from the knowledge in know; false when out of memory. */
static bool eng_init(eng *e, const hm_board *b, signed char *know,
                     int total_mines, const hm_solve_hooks *hooks,
                     hm_why *why)
{
    memset(e, 0, sizeof *e);
    int n = b->ncells;
    e->b = b;
    e->nbr = b->nbr;
    e->total = total_mines;
    e->unk = malloc((size_t)n);
    e->rem = malloc((size_t)n);
    e->inq = malloc((size_t)n);
    e->active = malloc((size_t)n * sizeof *e->active);
    e->apos = malloc((size_t)n * sizeof *e->apos);
    bool ok = e->unk && e->rem && e->inq && e->active && e->apos
              && queue_init(&e->known, n, Q_KNOWN)
              && queue_init(&e->single, n, Q_SINGLE)
              && queue_init(&e->pair, n, Q_PAIR);
    if (ok)
        eng_load(e, know, hooks, why);
    return ok;
}

static void eng_run(eng *e)
{
    while (!e->res.contradiction) {
        if (e->known.count)
            propagate(e, pop(e, &e->known));
        else if (e->single.count)
            single(e, pop(e, &e->single));
        else if (e->pair.count)
            pair(e, pop(e, &e->pair));
        else if (!total_rule(e) && !perturb(e))
            break;
    }
    e->res.unknown_left = e->unknown;
}

hm_solve_result hm_solve(const hm_board *b, signed char *know,
                         int total_mines, const hm_solve_hooks *hooks,
                         hm_why *why)
{
    eng e;
    if (eng_init(&e, b, know, total_mines, hooks, why))
        eng_run(&e);
    else
        e.res.unknown_left = -1;
    eng_free(&e);
    return e.res;
}

hm_solver *hm_solver_new(const hm_board *b, signed char *know,
                         int total_mines, const hm_solve_hooks *hooks,
                         hm_why *why)
{
    hm_solver *s = malloc(sizeof *s);
    if (!s)
        return NULL;
    bool ok = eng_init(&s->e, b, know, total_mines, hooks, why);
    s->e.order_cap = b->ncells > 16 ? b->ncells : 16;
    s->e.order = ok ? malloc((size_t)s->e.order_cap * sizeof *s->e.order) : NULL;
    if (!s->e.order) {
        hm_solver_free(s);
        return NULL;
    }
    return s;
}

void hm_solver_restart(hm_solver *s, signed char *know,
                       const hm_solve_hooks *hooks, hm_why *why)
{
    eng_load(&s->e, know, hooks, why);
}

hm_solve_result hm_solver_run(hm_solver *s)
{
    eng_run(&s->e);
    if (s->e.order_lost)
        s->e.res.unknown_left = -1;
    return s->e.res;
}

const int *hm_solver_order(const hm_solver *s, int *count)
{
    *count = s->e.norder;
    return s->e.order;
}

void hm_solver_forget(hm_solver *s, int cell)
{
    eng *e = &s->e;
    signed char k = e->know[cell];
    if (k == HM_K_UNKNOWN || k == HM_K_OFF)
        return;
    if (is_number(k)) {
        e->unk[cell] = 0;
        active_remove(e, cell);
    }
    e->mines_known -= k == HM_K_MINE;
    e->know[cell] = HM_K_UNKNOWN;
    e->unknown++;
    if (e->why)
        e->why[cell] = (hm_why){ HM_WHY_NONE, -1, -1, 0 };
    const int32_t *nb = &e->nbr[(size_t)cell * 6];
    for (int d = 0; d < 6; d++) {
        int c = nb[d];
        if (c < 0 || !is_number(e->know[c]))
            continue;
        e->unk[c] |= (unsigned char)(1u << ((d + 3) % 6));   /* cell seen from c */
        e->rem[c] = (signed char)(e->rem[c] + (k == HM_K_MINE));
        active_add(e, c);
        push(e, &e->single, c);
    }
}

void hm_solver_renumber(hm_solver *s, int cell, int value)
{
    eng *e = &s->e;
    e->know[cell] = (signed char)value;
    e->unk[cell] = 0;
    active_remove(e, cell);
    add_number(e, cell);
}

void hm_solver_free(hm_solver *s)
{
    if (!s)
        return;
    eng_free(&s->e);
    free(s);
}
