/* hexmines no-guess generation as it was first made (generator 1): solve
 * from the first cell, perturb the layout wherever the solver gets stuck, and
 * solve again from scratch until a pass needs no perturbation. Kept as it is,
 * decision for decision, because the boards of saves, replays and score
 * records made with it are named by their seed alone: any change here would
 * change those boards. New large boards use hexmines_gen_local.c. */
#include <assert.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexmines/hexmines_gen_noguess.h"
#include "games/hexmines/hexmines_solve.h"
#include "games/hexmines/hexmines_unseen.h"

typedef struct {
    const hm_board *b;
    unsigned char *mines;
    rng *g;
    hm_unseen unseen;
    unsigned *stamp;      /* per cell, for de-duplicating frontier cells */
    unsigned stamp_now;
} gen_ctx;

static int open_cb(void *vctx, int cell)
{
    gen_ctx *c = vctx;
    assert(!c->mines[cell]);
    return hm_unseen_reveal(&c->unseen, c->b, c->mines, cell);
}

/* Sorts candidates outside the stuck set into mined and empty ones until
 * there are enough either to empty the set or to fill it. */
typedef struct {
    int tofill[6], toempty[6];
    int ntofill, ntoempty, nfull, nempty;
} plan;

static bool plan_take(plan *p, const unsigned char *mines, int x)
{
    if (mines[x]) {
        if (p->ntoempty < 6)
            p->toempty[p->ntoempty++] = x;
    } else if (p->ntofill < 6) {
        p->tofill[p->ntofill++] = x;
    }
    return p->ntofill == p->nfull || p->ntoempty == p->nempty;
}

/* Frontier cells (unknown, next to a number) outside the set, as a last
 * resort when no unseen cell is left: changing them alters numbers, which
 * the solver re-examines. */
static bool plan_frontier(gen_ctx *c, plan *p, const signed char *know,
                          const int *active, int nactive, const int *set,
                          int nset)
{
    if (++c->stamp_now == 0) {
        memset(c->stamp, 0, (size_t)c->b->ncells * sizeof *c->stamp);
        c->stamp_now = 1;
    }
    for (int i = 0; i < nset; i++)
        c->stamp[set[i]] = c->stamp_now;
    int start = (int)rng_below(c->g, (uint32_t)nactive);
    for (int i = 0; i < nactive; i++) {
        int a = active[(start + i) % nactive];
        const int32_t *nb = &c->b->nbr[(size_t)a * 6];
        for (int d = 0; d < 6; d++) {
            int x = nb[d];
            if (x < 0 || know[x] != HM_K_UNKNOWN || c->stamp[x] == c->stamp_now)
                continue;
            c->stamp[x] = c->stamp_now;
            if (plan_take(p, c->mines, x))
                return true;
        }
    }
    return false;
}

/* Last resort, for unknown cells no number reaches (walled in by known
 * mines) or a stuck set with nothing to trade against: a known mine next to
 * unknown cell u gives its mine to an empty unknown cell and is opened, so
 * a new number now borders u. */
static int open_a_mine(gen_ctx *c, const signed char *know, int u,
                       hm_change *out)
{
    const hm_board *b = c->b;
    const int32_t *nb = &b->nbr[(size_t)u * 6];
    int x = -1, e = -1, turn = (int)rng_below(c->g, 6);
    for (int k = 0; k < 6 && x < 0; k++) {
        int y = nb[(k + turn) % 6];
        if (y >= 0 && know[y] == HM_K_MINE)
            x = y;
    }
    if (x < 0)
        return 0;
    if (!c->mines[u]) {
        e = u;
    } else {
        int start = (int)rng_below(c->g, (uint32_t)b->ncells);
        for (int k = 0; k < b->ncells && e < 0; k++) {
            int y = (start + k) % b->ncells;
            if (know[y] == HM_K_UNKNOWN && !c->mines[y])
                e = y;
        }
    }
    if (e < 0)
        return 0;
    c->mines[x] = 0;
    c->mines[e] = 1;
    out[0] = (hm_change){ x, -1 };
    out[1] = (hm_change){ e, +1 };
    return 2;
}

/* An unknown cell with a known mine beside it, from a random start; -1 if
 * there is none. */
static int walled_unknown(gen_ctx *c, const signed char *know,
                          const int *cells, int n)
{
    int start = (int)rng_below(c->g, (uint32_t)n);
    for (int k = 0; k < n; k++) {
        int y = cells ? cells[(start + k) % n] : (start + k) % n;
        if (know[y] != HM_K_UNKNOWN)
            continue;
        const int32_t *nb = &c->b->nbr[(size_t)y * 6];
        for (int d = 0; d < 6; d++)
            if (nb[d] >= 0 && know[nb[d]] == HM_K_MINE)
                return y;
    }
    return -1;
}

static int perturb_cb(void *vctx, const signed char *know, const int *active,
                      int nactive, hm_change *out, int cap)
{
    gen_ctx *c = vctx;
    if (cap < 12)
        return 0;
    if (nactive == 0) {
        int u = walled_unknown(c, know, NULL, c->b->ncells);
        return u < 0 ? 0 : open_a_mine(c, know, u, out);
    }
    int centre = active[rng_below(c->g, (uint32_t)nactive)];
    int set[6], nset = 0;
    const int32_t *nb = &c->b->nbr[(size_t)centre * 6];
    plan p = { .ntofill = 0 };
    for (int d = 0; d < 6; d++)
        if (nb[d] >= 0 && know[nb[d]] == HM_K_UNKNOWN) {
            set[nset++] = nb[d];
            p.nfull += c->mines[nb[d]];
        }
    p.nempty = nset - p.nfull;
    if (p.nfull == 0 || p.nempty == 0)
        return 0;
    bool done = false;
    hm_unseen *u = &c->unseen;
    for (int k = 0; k < u->n && !done; k++) {
        hm_unseen_swap(u, k, k + (int)rng_below(c->g, (uint32_t)(u->n - k)));
        done = plan_take(&p, c->mines, u->cell[k]);
    }
    if (!done)
        done = plan_frontier(c, &p, know, active, nactive, set, nset);
    if (!done) {
        int u = walled_unknown(c, know, set, nset);
        return u < 0 ? 0 : open_a_mine(c, know, u, out);
    }
    int n = 0;
    bool empty_set = p.ntofill == p.nfull;
    for (int i = 0; i < nset; i++)
        if (c->mines[set[i]] == empty_set)
            out[n++] = (hm_change){ set[i], empty_set ? -1 : +1 };
    int *other = empty_set ? p.tofill : p.toempty;
    int nother = empty_set ? p.ntofill : p.ntoempty;
    for (int i = 0; i < nother; i++)
        out[n++] = (hm_change){ other[i], empty_set ? +1 : -1 };
    for (int i = 0; i < n; i++)
        c->mines[out[i].cell] = out[i].delta > 0;
    return n;
}

/* Solves from the first cell, perturbing when stuck; repeats from scratch
 * until a pass needs no perturbation (then the board is solvable as it
 * stands) or a pass fails to need fewer than the one before. */
static hm_gen_result noguess_attempt(gen_ctx *c, int first, int total,
                                     signed char *know, hm_gen_stats *st)
{
    const hm_board *b = c->b;
    hm_solve_hooks hooks = { open_cb, perturb_cb, c, NULL };
    int prev = INT_MAX;
    for (;;) {
        st->passes++;
        for (int i = 0; i < b->ncells; i++)
            know[i] = b->on[i] ? HM_K_UNKNOWN : HM_K_OFF;
        hm_unseen_fill(&c->unseen, b, c->mines);
        know[first] = (signed char)open_cb(c, first);
        assert(know[first] == 0);
        hm_solve_result r = hm_solve(b, know, total, &hooks, NULL);
        if (r.unknown_left < 0)
            return HM_GEN_NOMEM;
        st->perturbs += r.perturbs;
        if (r.unknown_left > 0 || r.contradiction || r.perturbs >= prev)
            return HM_GEN_FAILED;
        if (r.perturbs == 0)
            return HM_GEN_OK;
        prev = r.perturbs;
    }
}

hm_gen_result hm_gen_first(const hm_board *b, rng *g, int first, int total,
                           const unsigned char *exclude, unsigned char *mines,
                           int *scratch, hm_gen_stats *st)
{
    size_t n = (size_t)b->ncells;
    gen_ctx c = { .b = b, .mines = mines, .g = g };
    signed char *know = malloc(n);
    bool unseen = hm_unseen_init(&c.unseen, b->ncells);
    c.stamp = calloc(n, sizeof *c.stamp);
    hm_gen_result res = HM_GEN_NOMEM;
    if (!know || !unseen || !c.stamp)
        goto out;
    res = HM_GEN_FAILED;
    while (st->attempts < HM_GEN_ATTEMPTS) {
        st->attempts++;
        if (!hm_gen_place(b, g, total, exclude, mines, scratch))
            break;
        res = noguess_attempt(&c, first, total, know, st);
        if (res != HM_GEN_FAILED)
            break;
    }
out:
    free(know);
    hm_unseen_free(&c.unseen);
    free(c.stamp);
    return res;
}
