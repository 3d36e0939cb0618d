/* hexmines no-guess generation by local repair (generator 2).
 *
 * The first generator re-solves the whole board after every pass that moved
 * mines, because a move changes revealed numbers that earlier deductions may
 * have relied on. Here one solver runs once over the board and is repaired
 * where it stalls, in two ways:
 *   - while it runs, a stall is answered by a move nothing relied on: the
 *     stuck number and every number beside a changed cell never took part
 *     in a comparison that decided a cell (the solver's `used`; a number's
 *     own rule decides all of its unknown neighbours at once, so such a
 *     number is never beside a changed cell). Every deduction still holds
 *     on the board as it now is, and the solve goes on;
 *   - where no such move exists (the last few stuck places), every stuck
 *     number gets a move that may change what was relied on; then exactly
 *     the deductions that relied on a changed cell or number are taken
 *     back, in the order they were made (take_back), and the same solver
 *     resumes from what still holds (hm_solver_forget, _renumber).
 * What the solver knows is then always a valid solve of the board as it
 * stands, and when nothing is left unknown one clean solve from the first
 * cell confirms it, as the first generator's last pass did. Each stall
 * costs work where it happened: the whole is in proportion to the board.
 *
 * Two things keep the stalls few and local:
 *   - the safe cells stay one connected region. The solver reveals only
 *     cells next to revealed ones, so a safe pocket walled off by mines
 *     could be reached only by the mine total, at the very end; pockets of
 *     the placement are filled before solving, and no move splits the
 *     region (a cell takes a mine only when its safe neighbours stay joined
 *     without it: through the revealed cells, or a short way round);
 *   - mines are traded with unseen cells (next to nothing revealed) first,
 *     which changes no number at all, in the direction that keeps the
 *     unseen cells at the board's density.
 */
#include <assert.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexmines/hexmines_gen_noguess.h"
#include "games/hexmines/hexmines_solve.h"
#include "games/hexmines/hexmines_unseen.h"

enum {
    TRIES = 48,      /* stuck numbers drawn per stall before fix_stuck */
    SAMPLES = 64,    /* cells drawn per mine to trade */
    ROUNDS = 8,      /* fix_stuck rounds over one placement before a fresh one */
    DONOR_TRIES = 1 << 16,  /* cells drawn to open a walled-off pocket */
    /* cells searched for a way round a new mine, while solving and when
     * fixing what is left */
    REACH_NEAR = 256,
    REACH_FAR = 1 << 14
};

typedef struct {
    const hm_board *b;
    unsigned char *mines;
    const signed char *know;  /* the solver's knowledge while it runs */
    const unsigned char *exclude;
    rng *g;
    hm_unseen unseen;
    int total;            /* the board's mines */
    unsigned char *used;  /* numbers some deduction relied on */
    hm_why *why;          /* how each cell was decided, and when (seq) */
    unsigned char *bad, *changed, *dirty;
    int *touched, ntouched;   /* cells marked bad or changed */
    unsigned *stamp, stamp_now;   /* cells seen by joined_near */
    int *reach_queue, reach_limit;
} gen_ctx;

static const int32_t *nbrs(const gen_ctx *c, int cell)
{
    return &c->b->nbr[(size_t)cell * 6];
}

static bool safe_at(const gen_ctx *c, int32_t cell)
{
    return cell >= 0 && !c->mines[cell];
}

/* Sets a cell's mine, keeping count of the unseen cells' mines. */
static void set_mine(gen_ctx *c, int cell, bool mine)
{
    if (c->unseen.at[cell] >= 0)
        c->unseen.mines += (int)mine - c->mines[cell];
    c->mines[cell] = mine;
}

static int open_cb(void *vctx, int cell)
{
    gen_ctx *c = vctx;
    assert(!c->mines[cell]);
    return hm_unseen_reveal(&c->unseen, c->b, c->mines, cell);
}

static bool is_number(signed char k) { return k >= 0 && k <= 6; }

/* Whether a cell is known safe (revealed). The revealed cells are joined
 * to each other through revealed cells: each was revealed beside another. */
static bool revealed(const gen_ctx *c, int cell)
{
    return is_number(c->know[cell]) || c->know[cell] == HM_K_SAFE;
}

/* Whether safe cell from is joined through safe cells other than x to
 * cell to, or (to < 0) to a revealed cell, found within reach_limit cells
 * of from. */
static bool joined_near(gen_ctx *c, int x, int from, int to)
{
    int *queue = c->reach_queue;
    if (++c->stamp_now == 0) {
        memset(c->stamp, 0, (size_t)c->b->ncells * sizeof *c->stamp);
        c->stamp_now = 1;
    }
    c->stamp[x] = c->stamp_now;
    c->stamp[from] = c->stamp_now;
    int head = 0, tail = 0;
    queue[tail++] = from;
    while (head < tail) {
        const int32_t *nb = nbrs(c, queue[head++]);
        for (int d = 0; d < 6; d++) {
            int y = nb[d];
            if (!safe_at(c, y) || c->stamp[y] == c->stamp_now)
                continue;
            if (y == to || (to < 0 && revealed(c, y)))
                return true;
            if (tail == c->reach_limit)
                return false;
            c->stamp[y] = c->stamp_now;
            queue[tail++] = y;
        }
    }
    return false;
}

/* Whether a safe cell can take a mine without splitting the safe region.
 * Its safe neighbours make runs around it (neighbours next to each other in
 * the ring of directions are next to each other on the board); a run with
 * a revealed cell is joined to every other such run through the revealed
 * cells, the others must find a way round. */
static bool can_fill(gen_ctx *c, int x)
{
    if (c->mines[x] || c->exclude[x])
        return false;
    const int32_t *nb = nbrs(c, x);
    int runs = 0, start[3];
    bool anchored[3] = { false, false, false }, any = false;
    int first = 0;   /* a direction that starts a run, if there is one */
    for (int d = 0; d < 6; d++)
        if (safe_at(c, nb[d]) && !safe_at(c, nb[(d + 5) % 6]))
            first = d;
    for (int k = 0; k < 6; k++) {
        int d = (first + k) % 6;
        if (!safe_at(c, nb[d]))
            continue;
        if (!safe_at(c, nb[(d + 5) % 6]))
            start[runs++] = nb[d];
        if (runs && revealed(c, nb[d]))
            any = anchored[runs - 1] = true;
    }
    if (runs <= 1)
        return true;
    for (int i = 0; i < runs; i++) {
        if (anchored[i] || (!any && i == 0))
            continue;
        if (!joined_near(c, x, start[i], any ? -1 : start[0]))
            return false;
    }
    return true;
}

/* Whether a mined cell can be emptied and join the safe region. */
static bool can_empty(const gen_ctx *c, int x)
{
    if (!c->mines[x])
        return false;
    const int32_t *nb = nbrs(c, x);
    for (int d = 0; d < 6; d++)
        if (safe_at(c, nb[d]))
            return true;
    return false;
}

/* Whether changing unknown cell x changes a number a deduction relied on. */
static bool touches_relied(const gen_ctx *c, const signed char *know, int x)
{
    const int32_t *nb = nbrs(c, x);
    for (int d = 0; d < 6; d++)
        if (nb[d] >= 0 && know[nb[d]] >= 0 && know[nb[d]] <= 6 && c->used[nb[d]])
            return true;
    return false;
}

static bool in_set(const int *set, int nset, int x)
{
    for (int i = 0; i < nset; i++)
        if (set[i] == x)
            return true;
    return false;
}

/* Where a move may trade mines: strict, with unseen cells and unknown
 * cells beside the stuck numbers (active) that no deduction relied on;
 * otherwise with any of the unknown cells listed. */
typedef struct {
    bool strict;
    const int *active;
    int nactive;
    const int *unknown;
    int nunknown;
} scope;

/* A cell outside the stuck set to give a mine to (or, donor, to take one
 * from). */
static int trade(gen_ctx *c, const signed char *know, const scope *sc,
                 const int *set, int nset, bool donor)
{
    for (int s = 0; s < SAMPLES; s++) {
        int x;
        if (!sc->strict) {
            x = sc->unknown[rng_below(c->g, (uint32_t)sc->nunknown)];
        } else if (c->unseen.n > 0 && s < SAMPLES / 2) {
            x = c->unseen.cell[rng_below(c->g, (uint32_t)c->unseen.n)];
        } else {
            int a = sc->active[rng_below(c->g, (uint32_t)sc->nactive)];
            x = nbrs(c, a)[rng_below(c->g, 6)];
            if (x < 0)
                continue;
        }
        if (know[x] != HM_K_UNKNOWN || in_set(set, nset, x)
            || (sc->strict && touches_relied(c, know, x)))
            continue;
        if (donor ? can_empty(c, x) : can_fill(c, x))
            return x;
    }
    return -1;
}

/* Fills (or empties) the stuck set, trading as many mines the other way;
 * writes the changes to out and returns how many, or 0 (nothing changed). */
static int move_set(gen_ctx *c, const signed char *know, const scope *sc,
                    const int *set, int nset, bool fill, hm_change *out)
{
    int n = 0;
    for (int i = 0; i < nset; i++) {
        int x = set[i];
        if (c->mines[x] == fill)
            continue;
        if (fill && !can_fill(c, x))
            goto undo;
        set_mine(c, x, fill);
        out[n++] = (hm_change){ x, fill ? +1 : -1 };
    }
    for (int k = n; k > 0; k--) {
        int x = trade(c, know, sc, set, nset, fill);
        if (x < 0)
            goto undo;
        set_mine(c, x, !fill);
        out[n++] = (hm_change){ x, fill ? -1 : +1 };
    }
    return n;
undo:
    for (int i = n - 1; i >= 0; i--)
        set_mine(c, out[i].cell, out[i].delta < 0);
    return 0;
}

/* Makes stuck number centre decidable by its own rule: all its unknown
 * neighbours safe, or all mines, whichever moves fewer. strict: only where
 * no deduction relied on a number that changes. */
static int repair(gen_ctx *c, const signed char *know, const scope *sc,
                  int centre, hm_change *out)
{
    if (sc->strict && c->used[centre])
        return 0;
    int set[6], nset = 0, nfull = 0;
    const int32_t *nb = nbrs(c, centre);
    for (int d = 0; d < 6; d++) {
        int x = nb[d];
        if (x < 0 || know[x] != HM_K_UNKNOWN)
            continue;
        if (sc->strict && touches_relied(c, know, x))
            return 0;
        set[nset++] = x;
        nfull += c->mines[x];
    }
    if (nfull == 0 || nfull == nset)
        return 0;
    /* Mines go where the unseen cells have fewer than their share, so the
     * last cells reached are not left thick with mines (and short of
     * safe cells to trade with). */
    bool fill_first = (long)c->unseen.mines * c->b->nplay
                      > (long)c->total * c->unseen.n;
    int n = move_set(c, know, sc, set, nset, fill_first, out);
    if (!n)
        n = move_set(c, know, sc, set, nset, !fill_first, out);
    return n;
}

/* The solver's stall: a move that nothing so far relied on, or 0 (the
 * pass stops and fix_stuck takes over). */
static int perturb_cb(void *vctx, const signed char *know, const int *active,
                      int nactive, hm_change *out, int cap)
{
    gen_ctx *c = vctx;
    c->know = know;
    /* With the safe cells joined, a stall always has a stuck number. */
    if (nactive == 0 || cap < 12)
        return 0;
    scope sc = { true, active, nactive, NULL, 0 };
    for (int t = 0; t < TRIES; t++) {
        int centre = active[rng_below(c->g, (uint32_t)nactive)];
        int n = repair(c, know, &sc, centre, out);
        if (n)
            return n;
    }
    return 0;
}

/* Marks as reached (1) every safe cell joined to from, through safe
 * cells not yet reached; queue holds ncells ints. */
static void reach(const gen_ctx *c, signed char *comp, int from, int *queue)
{
    int head = 0, tail = 0;
    comp[from] = 1;
    queue[tail++] = from;
    while (head < tail) {
        const int32_t *nb = nbrs(c, queue[head++]);
        for (int d = 0; d < 6; d++)
            if (nb[d] >= 0 && comp[nb[d]] == 0) {
                comp[nb[d]] = 1;
                queue[tail++] = nb[d];
            }
    }
}

/* Makes the safe cells one region with the first cell's: each pocket
 * walled off by mines is filled, and as many mines beside the region are
 * emptied (which joins whatever they touch). comp: 1 joined, 0 safe and
 * not yet joined, -1 mine or off the board. false: no mine to empty. */
static bool join_safe(gen_ctx *c, int first, signed char *comp, int *queue)
{
    const hm_board *b = c->b;
    for (int i = 0; i < b->ncells; i++)
        comp[i] = b->on[i] && !c->mines[i] ? 0 : -1;
    reach(c, comp, first, queue);
    for (int i = 0; i < b->ncells; i++) {
        if (comp[i] != 0)
            continue;
        int np = 0;
        queue[np++] = i;
        comp[i] = -1;
        c->mines[i] = 1;
        for (int h = 0; h < np; h++) {
            const int32_t *nb = nbrs(c, queue[h]);
            for (int d = 0; d < 6; d++)
                if (nb[d] >= 0 && comp[nb[d]] == 0) {
                    comp[nb[d]] = -1;
                    c->mines[nb[d]] = 1;
                    queue[np++] = nb[d];
                }
        }
        for (int k = 0; k < np; k++) {
            int x = -1;
            for (int t = 0; t < DONOR_TRIES && x < 0; t++) {
                int y = (int)rng_below(c->g, (uint32_t)b->ncells);
                if (comp[y] != -1 || !c->mines[y] || c->exclude[y])
                    continue;
                const int32_t *nb = nbrs(c, y);
                for (int d = 0; d < 6 && x < 0; d++)
                    if (nb[d] >= 0 && comp[nb[d]] == 1)
                        x = y;
            }
            if (x < 0)
                return false;
            c->mines[x] = 0;
            comp[x] = 0;
            reach(c, comp, x, queue + np);
        }
    }
    return true;
}

/* Adds unknown cell x to the unseen cells if nothing revealed is beside
 * it. */
static void pool_check(gen_ctx *c, const signed char *know, int x)
{
    if (know[x] != HM_K_UNKNOWN)
        return;
    const int32_t *nb = nbrs(c, x);
    for (int d = 0; d < 6; d++)
        if (nb[d] >= 0 && is_number(know[nb[d]]))
            return;
    hm_unseen_add(&c->unseen, x, c->mines);
}

/* Notes that a cell's knowledge is now false (bad) or that a number reads
 * otherwise (changed), for take_back; dirty marks it and its neighbours. */
static void mark(gen_ctx *c, unsigned char *flag, int cell)
{
    if (!c->bad[cell] && !c->changed[cell]) {
        c->touched[c->ntouched++] = cell;
        c->dirty[cell] = 1;
        const int32_t *nb = nbrs(c, cell);
        for (int d = 0; d < 6; d++)
            if (nb[d] >= 0)
                c->dirty[nb[d]] = 1;
    }
    flag[cell] = 1;
}

/* Whether a deduction made at seq at on number num (-1: none) still
 * holds: num is revealed as it was, with its value, and every neighbour
 * known before it still is. */
static bool input_holds(const gen_ctx *c, int num, int at)
{
    if (num < 0 || !c->dirty[num])
        return true;
    if (c->bad[num] || c->changed[num])
        return false;
    const int32_t *nb = nbrs(c, num);
    for (int d = 0; d < 6; d++)
        if (nb[d] >= 0 && c->bad[nb[d]] && c->why[nb[d]].seq < at)
            return false;
    return true;
}

/* Whether a kept comparison still names number num: it decided a cell
 * beside num or beside the other number, at most 2 away. */
static bool still_used(const gen_ctx *c, int num)
{
    const int32_t *n1 = nbrs(c, num);
    for (int i = 0; i < 6; i++) {
        if (n1[i] < 0)
            continue;
        const int32_t *n2 = nbrs(c, n1[i]);
        for (int j = 0; j < 6; j++) {
            if (n2[j] < 0)
                continue;
            const int32_t *n3 = nbrs(c, n2[j]);
            for (int k = 0; k < 6; k++) {
                int z = n3[k];
                if (z >= 0 && c->why[z].kind == HM_WHY_PAIR
                    && (c->why[z].a == num || c->why[z].b == num))
                    return true;
            }
        }
    }
    return false;
}

/* Takes back every deduction that relied on what a fix changed (bad:
 * knowledge now false; changed: numbers whose value changed), in the
 * order they were made, so what is left is a valid solve of the board as
 * it now is; the solver resumes from there with the numbers as they now
 * read. Nothing decided before the first touched cell can depend on it.
 * The numbers of comparisons taken back are used only if another kept
 * comparison names them. unused: room for ncells cells. */
static void take_back(gen_ctx *c, hm_solver *s, const signed char *know,
                      int *unused)
{
    int nunused = 0;
    int start = INT_MAX;
    for (int i = 0; i < c->ntouched; i++) {
        const hm_why *w = &c->why[c->touched[i]];
        if (w->kind != HM_WHY_NONE && w->seq < start)
            start = w->seq;
    }
    int norder;
    const int *order = hm_solver_order(s, &norder);
    for (int i = start == INT_MAX ? norder : start - 1; i < norder; i++) {
        int y = order[i];
        const hm_why *w = &c->why[y];
        if (w->seq != i + 1)
            continue;   /* forgotten since */
        bool holds = !c->bad[y] && w->kind != HM_WHY_TOTAL_DONE
                     && w->kind != HM_WHY_TOTAL_FULL && input_holds(c, w->a, w->seq)
                     && input_holds(c, w->b, w->seq);
        if (!holds) {
            mark(c, c->bad, y);
            if (w->kind == HM_WHY_PAIR && nunused + 2 <= c->b->ncells) {
                unused[nunused++] = w->a;
                unused[nunused++] = w->b;
            }
        }
    }
    for (int i = 0; i < c->ntouched; i++)
        if (c->bad[c->touched[i]])
            hm_solver_forget(s, c->touched[i]);
    for (int i = 0; i < nunused; i++)
        c->used[unused[i]] = 0;
    for (int i = 0; i < nunused; i++)
        c->used[unused[i]] = still_used(c, unused[i]);
    for (int i = 0; i < c->ntouched; i++) {
        int x = c->touched[i];
        if (c->bad[x] || !is_number(know[x]))
            continue;
        int n = 0;
        const int32_t *nb = nbrs(c, x);
        for (int d = 0; d < 6; d++)
            n += nb[d] >= 0 && c->mines[nb[d]];
        hm_solver_renumber(s, x, n);
    }
    for (int i = 0; i < c->ntouched; i++) {
        int x = c->touched[i];
        const int32_t *nb = nbrs(c, x);
        c->bad[x] = c->changed[x] = c->dirty[x] = 0;
        pool_check(c, know, x);
        for (int d = 0; d < 6; d++)
            if (nb[d] >= 0) {
                c->dirty[nb[d]] = 0;
                pool_check(c, know, nb[d]);
            }
    }
    c->ntouched = 0;
}

/* Notes that cell x's mine changed: the numbers beside it read otherwise. */
static void note_change(gen_ctx *c, const signed char *know, int x)
{
    const int32_t *nb = nbrs(c, x);
    for (int d = 0; d < 6; d++)
        if (nb[d] >= 0 && is_number(know[nb[d]]))
            mark(c, c->changed, nb[d]);
}

/* A known mine beside stuck number centre's unknown neighbour gives its
 * mine to a safe unknown cell (one of the set if it can take it) and
 * becomes safe: a new number will see that neighbour. The mine's deduction
 * is taken back. */
static bool open_a_mine(gen_ctx *c, const signed char *know, const scope *sc,
                        const int *set, int nset)
{
    int turn = (int)rng_below(c->g, 6);
    for (int i = 0; i < nset; i++) {
        const int32_t *nb = nbrs(c, set[i]);
        for (int k = 0; k < 6; k++) {
            int x = nb[(k + turn) % 6];
            if (x < 0 || know[x] != HM_K_MINE || !c->mines[x])
                continue;
            set_mine(c, x, 0);
            int e = -1;
            for (int j = 0; j < nset && e < 0; j++)
                if (can_fill(c, set[(i + j) % nset]))
                    e = set[(i + j) % nset];
            for (int s = 0; s < SAMPLES && e < 0; s++) {
                int y = sc->unknown[rng_below(c->g, (uint32_t)sc->nunknown)];
                if (can_fill(c, y))
                    e = y;
            }
            if (e >= 0)
                set_mine(c, e, 1);
            set_mine(c, x, 1);
            if (e < 0 || !can_empty(c, x)) {
                if (e >= 0)
                    set_mine(c, e, 0);
                continue;
            }
            set_mine(c, x, 0);
            mark(c, c->bad, x);
            note_change(c, know, x);
            note_change(c, know, e);
            return true;
        }
    }
    return false;
}

/* Where the solver stopped with no move nothing relied on: every stuck
 * number gets a move that may change what deductions relied on (noted in
 * bad and changed for take_back). Returns how many were moved. */
static int fix_stuck(gen_ctx *c, const signed char *know, int *list)
{
    const hm_board *b = c->b;
    int nactive = 0, nunknown = 0;
    for (int i = 0; i < b->ncells; i++)
        if (know[i] == HM_K_UNKNOWN)
            nunknown++;
    int *unknown = list + b->ncells - nunknown;
    nunknown = 0;
    for (int i = 0; i < b->ncells; i++) {
        if (know[i] == HM_K_UNKNOWN)
            unknown[nunknown++] = i;
        if (!is_number(know[i]))
            continue;
        const int32_t *nb = nbrs(c, i);
        for (int d = 0; d < 6; d++)
            if (nb[d] >= 0 && know[nb[d]] == HM_K_UNKNOWN) {
                list[nactive++] = i;
                break;
            }
    }
    scope sc = { false, list, nactive, unknown, nunknown };
    c->know = know;
    c->reach_limit = REACH_FAR;
    int fixed = 0;
    hm_change out[16];
    for (int k = 0; k < nactive; k++) {
        int centre = list[k];
        int set[6], nset = 0, nfull = 0;
        const int32_t *nb = nbrs(c, centre);
        for (int d = 0; d < 6; d++)
            if (nb[d] >= 0 && know[nb[d]] == HM_K_UNKNOWN) {
                set[nset++] = nb[d];
                nfull += c->mines[nb[d]];
            }
        if (nfull == 0 || nfull == nset)
            continue;
        int n = repair(c, know, &sc, centre, out);
        for (int i = 0; i < n; i++)
            note_change(c, know, out[i].cell);
        if (n || open_a_mine(c, know, &sc, set, nset))
            fixed++;
    }
    c->reach_limit = REACH_NEAR;
    return fixed;
}

/* A solve from the first cell alone, without moves: the board's check,
 * in the memory of the solver s. */
static bool confirms(gen_ctx *c, hm_solver *s, int first, signed char *know)
{
    const hm_board *b = c->b;
    for (int i = 0; i < b->ncells; i++)
        know[i] = b->on[i] ? HM_K_UNKNOWN : HM_K_OFF;
    know[first] = (signed char)open_cb(c, first);
    hm_solve_hooks hooks = { open_cb, NULL, c, NULL };
    hm_solver_restart(s, know, &hooks, NULL);
    hm_solve_result r = hm_solver_run(s);
    return r.unknown_left == 0 && !r.contradiction;
}

static hm_gen_result attempt(gen_ctx *c, int first, int total,
                             signed char *know, int *queue,
                             hm_gen_stats *st)
{
    const hm_board *b = c->b;
    if (!join_safe(c, first, know, queue))
        return HM_GEN_FAILED;
    for (int i = 0; i < b->ncells; i++) {
        know[i] = b->on[i] ? HM_K_UNKNOWN : HM_K_OFF;
        c->used[i] = c->bad[i] = c->changed[i] = c->dirty[i] = 0;
    }
    hm_unseen_fill(&c->unseen, b, c->mines);
    c->total = total;
    c->ntouched = 0;
    know[first] = (signed char)open_cb(c, first);
    assert(know[first] == 0);
    hm_solve_hooks hooks = { open_cb, perturb_cb, c, c->used };
    hm_solver *s = hm_solver_new(b, know, total, &hooks, c->why);
    if (!s)
        return HM_GEN_NOMEM;
    hm_gen_result res = HM_GEN_FAILED;
    int moved = 0;
    hm_solve_result r = { 0, 0, 0, false };
    for (int round = 0; round < ROUNDS; round++) {
        st->passes++;
        r = hm_solver_run(s);
        if (r.unknown_left < 0) {
            res = HM_GEN_NOMEM;
            break;
        }
        if (r.contradiction)
            break;
        if (r.unknown_left == 0) {
            res = HM_GEN_OK;
            break;
        }
        int fixed = fix_stuck(c, know, queue);
        if (!fixed)
            break;
        moved += fixed;
        take_back(c, s, know, queue);
    }
    st->perturbs += r.perturbs + moved;
    if (res == HM_GEN_OK) {
        st->passes++;
        if (!confirms(c, s, first, know))
            res = HM_GEN_FAILED;
    }
    hm_solver_free(s);
    return res;
}

hm_gen_result hm_gen_local(const hm_board *b, rng *g, int first, int total,
                           const unsigned char *exclude, unsigned char *mines,
                           int *scratch, hm_gen_stats *st)
{
    size_t n = (size_t)b->ncells;
    gen_ctx c = { .b = b, .mines = mines, .exclude = exclude, .g = g,
                  .reach_limit = REACH_NEAR };
    signed char *know = malloc(n);
    bool unseen = hm_unseen_init(&c.unseen, b->ncells);
    c.used = malloc(n);
    c.bad = malloc(n);
    c.changed = malloc(n);
    c.dirty = malloc(n);
    c.touched = malloc(n * sizeof *c.touched);
    c.why = malloc(n * sizeof *c.why);
    c.stamp = calloc(n, sizeof *c.stamp);
    c.reach_queue = malloc(n * sizeof *c.reach_queue);
    hm_gen_result res = HM_GEN_NOMEM;
    if (!know || !unseen || !c.used || !c.bad || !c.changed || !c.dirty
        || !c.touched
        || !c.why || !c.stamp
        || !c.reach_queue)
        goto out;
    res = HM_GEN_FAILED;
    while (st->attempts < HM_GEN_ATTEMPTS) {
        st->attempts++;
        if (!hm_gen_place(b, g, total, exclude, mines, scratch))
            break;
        res = attempt(&c, first, total, know, scratch, st);
        if (res != HM_GEN_FAILED)
            break;
    }
out:
    free(know);
    hm_unseen_free(&c.unseen);
    free(c.used);
    free(c.bad);
    free(c.changed);
    free(c.dirty);
    free(c.touched);
    free(c.why);
    free(c.stamp);
    free(c.reach_queue);
    return res;
}
