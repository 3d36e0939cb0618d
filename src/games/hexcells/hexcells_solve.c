/* hexcells solver: the ladder of rungs, from one clue to a case split over
 * all of them, on the search of hexcells_search.h, and each step in words
 * (games/hexcells/hexcells_solve.h). */
#include "games/hexcells/hexcells_solve.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexcells_chain.h"
#include "hexcells_search.h"

/* --------------------------------------------------------------- words */

static const char *colour_word(int c)
{
    return c == HC_BLUE ? "blue" : "black";
}

static void clue_words(const hcs_ctx *x, int id, char *buf, size_t cap)
{
    if (id == x->global)
        snprintf(buf, cap, "the remaining count");
    else
        hc_clue_name(x->p, x->cons[id].slot, buf, cap);
}

/* Appends text to buf (cap bytes), cutting it short rather than
 * overflowing: hint lines are read, not parsed. */
static void cat(char *buf, size_t cap, const char *text)
{
    size_t len = strlen(buf), add = strlen(text);
    if (len + 1 >= cap)
        return;
    if (add > cap - 1 - len)
        add = cap - 1 - len;
    memcpy(buf + len, text, add);
    buf[len + add] = '\0';
}

/* The step's sentence: "column 3, row 5 is blue: " and the reason's parts
 * (NULL-terminated). */
static void say(hc_step *st, const char *part, ...)
{
    char place[32];
    hc_place_name(st->slot, place);
    st->text[0] = '\0';
    cat(st->text, sizeof st->text, place);
    cat(st->text, sizeof st->text, " is ");
    cat(st->text, sizeof st->text, colour_word(st->colour));
    cat(st->text, sizeof st->text, ": ");
    va_list ap;
    va_start(ap, part);
    for (const char *t = part; t; t = va_arg(ap, const char *))
        cat(st->text, sizeof st->text, t);
    va_end(ap);
}

static void explain_single(const hcs_ctx *x, int id, hc_step *st, bool shape)
{
    char name[HC_MSG_MAX];
    clue_words(x, id, name, sizeof name);
    bool blue = st->colour == HC_BLUE;
    if (id == x->global) {
        say(st, name, blue ? " says every covered cell left is blue" : " says every blue cell is found",
            (char *)NULL);
        return;
    }
    const hcs_con *c = &x->cons[id];
    if (!shape) {
        say(st, name, blue ? " needs every covered cell it counts blue" : " has all its blues already",
            (char *)NULL);
        return;
    }
    const char *how = c->shape == HCS_TOGETHER
                          ? (c->line ? "in one run along its line"
                             : c->ring ? "together around it" : "in one group within two rings")
                          : (c->line ? "apart along its line"
                             : c->ring ? "apart around it" : "apart within two rings");
    say(st, name, " needs its blues ", how,
        blue ? ", and every way to place them covers this cell"
             : ", and no way to place them reaches this cell",
        (char *)NULL);
}

static void explain_pair(const hcs_ctx *x, int a, int b, hc_step *st)
{
    char na[HC_MSG_MAX], nb[HC_MSG_MAX];
    clue_words(x, a, na, sizeof na);
    clue_words(x, b, nb, sizeof nb);
    say(st, na, " and ", nb,
        st->colour == HC_BLUE ? " together leave no way for it to be black"
                              : " together leave no room for a blue here",
        (char *)NULL);
}

static void explain_split(const hcs_ctx *x, const int *ids, int nids, bool global, hc_step *st)
{
    char list[HC_MSG_MAX] = "", name[HC_MSG_MAX];
    int shown = 0, named = nids < 3 ? nids : 3;
    for (int i = 0; i < named; i++, shown++) {
        clue_words(x, ids[i], name, sizeof name);
        /* The last of a whole list joins with "and". */
        if (shown)
            cat(list, sizeof list, i + 1 == nids && !global ? " and " : ", ");
        cat(list, sizeof list, name);
    }
    char more[64] = "";
    int rest = nids - shown + (global ? 1 : 0);
    if (shown == 0 && global)
        snprintf(list, sizeof list, "the remaining count");
    else if (rest == 1 && global)
        snprintf(more, sizeof more, " and the remaining count");
    else if (rest > 0)
        snprintf(more, sizeof more, " and %d more%s", rest,
                 global ? ", the remaining count among them" : "");
    say(st, "if it were ", colour_word(!st->colour), ", ", list, more,
        shown + (global ? 1 : 0) > 1 ? " could not all hold" : " could not hold", (char *)NULL);
}

/* "if it were blue, the 2 at A would make B black (and 2 more cells),
 * the {3} at C then D blue, the 1 at F and the 2 at G together then H
 * black, and the line 4 at E could not hold"; where the clues left hold
 * only together, "..., and the 1 at F and the 2 at G could not both
 * hold"; with no link, just those. */
static void explain_chain(const hcs_ctx *x, const hcs_chain *ch, hc_step *st)
{
    char text[HC_HINT_TEXT_MAX] = "", name[HC_MSG_MAX], place[32], more[40];
    for (int i = 0; i < ch->n; i++) {
        clue_words(x, ch->id[i], name, sizeof name);
        cat(text, sizeof text, i == 0 ? "" : ", ");
        cat(text, sizeof text, name);
        if (ch->with[i] >= 0) {
            clue_words(x, ch->with[i], name, sizeof name);
            cat(text, sizeof text, " and ");
            cat(text, sizeof text, name);
            cat(text, sizeof text, " together");
        }
        hc_place_name(ch->cell[i], place);
        cat(text, sizeof text, i == 0 ? " would make " : " then ");
        cat(text, sizeof text, place);
        cat(text, sizeof text, " ");
        cat(text, sizeof text, colour_word(ch->colour[i]));
        if (ch->more[i]) {
            snprintf(more, sizeof more, " (and %d more cell%s)", ch->more[i],
                     ch->more[i] > 1 ? "s" : "");
            cat(text, sizeof text, more);
        }
    }
    for (int e = 0; e < ch->nends; e++) {
        clue_words(x, ch->end[e], name, sizeof name);
        cat(text, sizeof text, e == 0 ? (ch->n ? ", and " : "")
                               : e + 1 == ch->nends ? " and " : ", ");
        cat(text, sizeof text, name);
    }
    cat(text, sizeof text, ch->nends == 1 ? " could not hold"
                           : ch->nends == 2 ? " could not both hold" : " could not all hold");
    say(st, "if it were ", colour_word(!st->colour), ", ", text, (char *)NULL);
}

/* ---------------------------------------------------------------- rungs */

typedef struct {
    hc_step *out;
    int cap, n;
} found;

/* Decides s; the step names the constraints ids (nids of them; the
 * remaining count is no clue on the board). */
static void add_step(hcs_ctx *x, signed char *k, found *f, int s, int colour, hc_step_kind kind,
                     const int *ids, int nids)
{
    k[s] = (signed char)colour;
    if (f->n >= f->cap) {
        f->n++;
        return;
    }
    hc_step *st = &f->out[f->n++];
    st->slot = s;
    st->colour = (hc_colour)colour;
    st->kind = kind;
    int n = 0;
    for (int i = 0; i < nids && n < HC_STEP_CLUES; i++) {
        bool again = false;
        for (int j = 0; j < i && !again; j++)
            again = ids[j] == ids[i];
        if (!again && ids[i] >= 0 && ids[i] < x->ncons)
            st->clues[n++] = x->cons[ids[i]].slot;
    }
    while (n < HC_STEP_CLUES)
        st->clues[n++] = -1;
    st->text[0] = '\0';
}

/* A constraint taken alone: shaped ones at the SHAPE rung, every one as a
 * plain count at SINGLE. */
static int rung_single(hcs_ctx *x, signed char *k, found *f, bool shape, int limit, bool *bad)
{
    unsigned char can[HC_MEMBERS_MAX];
    x->relax = !shape;
    for (int id = 0; id < x->ncons && f->n < limit; id++) {
        const hcs_con *c = &x->cons[id];
        if (!hcs_active(x, k, id) || !hcs_has_unknown(x, k, id) || (shape && c->shape == HCS_COUNT))
            continue;
        if (!hcs_filter(x, id, k, can)) {
            *bad = true;
            return f->n;
        }
        for (int j = 0; j < c->n && f->n < limit; j++) {
            int s = c->m[j];
            if (s < 0 || k[s] != HC_K_UNKNOWN || can[j] == 3)
                continue;
            if (can[j] == 0) {
                *bad = true;
                return f->n;
            }
            int colour = can[j] == 2;
            int at = f->n;
            add_step(x, k, f, s, colour, shape ? HC_STEP_SHAPE : HC_STEP_SINGLE, &id, 1);
            if (x->text && at < f->cap)
                explain_single(x, id, &f->out[at], shape);
        }
    }
    if (!shape && f->n < limit) {
        int g = hcs_filter_global(x, k);
        if (g < 0) {
            *bad = true;
        } else if (g > 0) {
            for (int i = 0; i < x->ncells && f->n < limit; i++) {
                int s = x->cells[i];
                if (k[s] != HC_K_UNKNOWN)
                    continue;
                int at = f->n;
                add_step(x, k, f, s, g - 1, HC_STEP_SINGLE, &x->global, 1);
                if (x->text && at < f->cap)
                    explain_single(x, x->global, &f->out[at], false);
            }
        }
    }
    return f->n;
}

static bool counts(const hcs_con *c, int s)
{
    for (int j = 0; j < c->n; j++)
        if (c->m[j] == s)
            return true;
    return false;
}

/* The search nodes a case split's words may take to find the fewest clues
 * it rests on, apart from the solver's budgets: the words never stop the
 * solver short, and where they run out, the clues not yet dropped stay. */
enum { WORDS_BUDGET = 100000 };

/* Whether cell s can be colour wrong with only the constraints ids
 * (nids of them, and the remaining count when global) in scope. */
static int possible_with(hcs_ctx *x, signed char *k, int s, int wrong, const int *ids, int nids,
                         bool global)
{
    hcs_scope_clear(x);
    for (int i = 0; i < nids; i++)
        x->inscope[ids[i]] = 1;
    x->inscope[x->global] = global;
    return hcs_possible(x, k, s, wrong);
}

/* The fewest clues a case split on cell s (which cannot be colour wrong)
 * rests on, for its words, out of the n in why (and the remaining count,
 * when *global): first the nearest of them that leave s no colouring (those
 * that count s, then those that share a cell with them, and so on), then
 * without each one the search can do without, the farthest first. Leaves
 * the scope as it found it. Returns how many are in why. */
static int reason(hcs_ctx *x, signed char *k, int s, int wrong, int *why, int n, bool *global)
{
    long nodes = x->total_nodes, budget = x->total_budget;
    bool gave_up = x->gave_up, had_global = *global;
    x->total_nodes = 0;
    x->total_budget = WORDS_BUDGET;
    /* By distance from s over the cells left unknown. */
    unsigned char *state = malloc((size_t)x->ncons + 2);
    int *ordered = malloc(((size_t)n + 1) * sizeof *ordered);
    int *original = malloc(((size_t)n + 1) * sizeof *original);
    if (!state || !ordered || !original) {
        free(state);
        free(ordered);
        free(original);
        x->total_nodes = nodes;
        x->total_budget = budget;
        return n;
    }
    memcpy(original, why, (size_t)n * sizeof *why);
    /* Each constraint: not in why, in why and not reached yet, reached. */
    enum { OUTSIDE, WAITING, REACHED };
    memset(state, OUTSIDE, (size_t)x->ncons + 2);
    for (int i = 0; i < n; i++)
        state[why[i]] = WAITING;
    int m = 0;
    for (int i = 0; i < n; i++)
        if (counts(&x->cons[why[i]], s)) {
            state[why[i]] = REACHED;
            ordered[m++] = why[i];
        }
    /* cuts[d]: how many are within d steps of s. */
    int cuts[HC_SLOTS + 1], ncuts = 0;
    for (int q = 0; q < m;) {
        int end = m;
        cuts[ncuts++] = end;
        for (; q < end; q++) {
            const hcs_con *c = &x->cons[ordered[q]];
            for (int j = 0; j < c->n; j++) {
                int cell = c->m[j];
                if (cell < 0 || k[cell] != HC_K_UNKNOWN)
                    continue;
                for (int i = x->inc_start[cell]; i < x->inc_start[cell + 1]; i++)
                    if (state[x->inc[i]] == WAITING) {
                        state[x->inc[i]] = REACHED;
                        ordered[m++] = x->inc[i];
                    }
            }
        }
    }
    for (int i = 0; i < n; i++)
        if (state[why[i]] == WAITING)
            ordered[m++] = why[i];
    /* The nearest that already leave s no colouring (all of them, where
     * none nearer does). */
    int kept = n;
    for (int i = 0; i < ncuts; i++)
        if (cuts[i] < n && possible_with(x, k, s, wrong, ordered, cuts[i], had_global) == 0) {
            kept = cuts[i];
            break;
        }
    memcpy(why, ordered, (size_t)n * sizeof *why);
    /* Drop from the far end: clues that do not count s go first. */
    for (int i = kept - 1; i >= 0 && kept > 1; i--) {
        int dropped = why[i];
        memmove(why + i, why + i + 1, (size_t)(kept - i - 1) * sizeof *why);
        if (possible_with(x, k, s, wrong, why, kept - 1, had_global) == 0) {
            kept--;
        } else {
            memmove(why + i + 1, why + i, (size_t)(kept - i - 1) * sizeof *why);
            why[i] = dropped;
        }
    }
    if (had_global && possible_with(x, k, s, wrong, why, kept, false) == 0)
        *global = false;
    /* Back to the whole scope, and the solver's budgets. */
    hcs_scope_clear(x);
    for (int i = 0; i < n; i++)
        x->inscope[original[i]] = 1;
    x->inscope[x->global] = had_global;
    x->total_nodes = nodes;
    x->total_budget = budget;
    x->gave_up = gave_up;
    free(state);
    free(ordered);
    free(original);
    return kept;
}

/* Decides what it can of the unknown cells the constraints in scope
 * count, by search over scope alone. */
static void decide_scope(hcs_ctx *x, signed char *k, found *f, int limit, hc_step_kind kind,
                         const int *ids, int nids, bool global)
{
    int cand[HC_SLOTS], ncand = 0;
    unsigned char seen[HC_SLOTS];
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < nids; i++) {
        const hcs_con *c = &x->cons[ids[i]];
        for (int j = 0; j < c->n; j++) {
            int s = c->m[j];
            if (s >= 0 && k[s] == HC_K_UNKNOWN && !seen[s]) {
                seen[s] = 1;
                cand[ncand++] = s;
            }
        }
    }
    if (global)
        for (int i = 0; i < x->ncells; i++) {
            int s = x->cells[i];
            if (k[s] == HC_K_UNKNOWN && !seen[s]) {
                seen[s] = 1;
                cand[ncand++] = s;
            }
        }
    for (int i = 0; i < ncand && f->n < limit; i++) {
        int s = cand[i];
        if (k[s] != HC_K_UNKNOWN)
            continue;
        for (int colour = 0; colour < 2; colour++) {
            if (hcs_possible(x, k, s, colour) != 0)
                continue;
            /* The other colour is then forced; deciding s changes what
             * the witnesses were found under. */
            int at = f->n;
            int why[HC_SLOTS + 1], nwhy = nids;
            bool why_global = global;
            memcpy(why, ids, (size_t)nids * sizeof *why);
            hcs_chain chain;
            if (x->text && at < f->cap && kind == HC_STEP_SPLIT) {
                nwhy = reason(x, k, s, colour, why, nids, &why_global);
                /* The fewest clues, read as the chain they make. */
                if (hcs_chain_find(x, k, s, colour, why, nwhy, why_global, &chain)) {
                    char text[HC_HINT_TEXT_MAX];
                    hc_step *st = &f->out[at];
                    *st = (hc_step){ .slot = s, .colour = (hc_colour)!colour };
                    explain_chain(x, &chain, st);
                    memcpy(text, st->text, sizeof text);
                    /* Named in the order the words name them. */
                    int named[3 * HCS_LINKS], nnamed = 0;
                    for (int i = 0; i < chain.n; i++) {
                        named[nnamed++] = chain.id[i];
                        if (chain.with[i] >= 0)
                            named[nnamed++] = chain.with[i];
                    }
                    for (int i = 0; i < chain.nends; i++)
                        named[nnamed++] = chain.end[i];
                    add_step(x, k, f, s, !colour, kind, named, nnamed);
                    memcpy(st->text, text, sizeof text);
                    memset(x->wit, 0, sizeof x->wit);
                    break;
                }
            }
            add_step(x, k, f, s, !colour, kind, why, nwhy < 3 ? nwhy : 3);
            if (x->text && at < f->cap) {
                if (kind == HC_STEP_SPLIT)
                    explain_split(x, why, nwhy, why_global, &f->out[at]);
                else if (nids == 2)
                    explain_pair(x, ids[0], ids[1], &f->out[at]);
            }
            memset(x->wit, 0, sizeof x->wit);
            break;
        }
    }
}

static bool pair_kind_fits(const hcs_ctx *x, int a, int b, bool shape)
{
    const hcs_con *ca = &x->cons[a], *cb = &x->cons[b];
    bool fancy = ca->line || cb->line || ca->shape != HCS_COUNT || cb->shape != HCS_COUNT;
    return shape ? fancy : !ca->line && !cb->line;
}

/* Two constraints that share an unknown cell. PAIR: cell clues as plain
 * counts; SHAPE: pairs with a line or a shaped clue, in full. */
static int rung_pair(hcs_ctx *x, signed char *k, found *f, bool shape, int limit)
{
    x->relax = !shape;
    unsigned char *paired = calloc((size_t)x->ncons, 1);
    if (!paired)
        return f->n;
    for (int a = 0; a < x->ncons && f->n < limit; a++) {
        if (!hcs_active(x, k, a) || !hcs_has_unknown(x, k, a))
            continue;
        memset(paired, 0, (size_t)x->ncons);
        const hcs_con *ca = &x->cons[a];
        for (int j = 0; j < ca->n && f->n < limit; j++) {
            int s = ca->m[j];
            if (s < 0 || k[s] != HC_K_UNKNOWN)
                continue;
            for (int i = x->inc_start[s]; i < x->inc_start[s + 1] && f->n < limit; i++) {
                int b = x->inc[i];
                if (b <= a || paired[b] || !hcs_active(x, k, b) || !pair_kind_fits(x, a, b, shape))
                    continue;
                paired[b] = 1;
                int ids[2] = { a, b };
                hcs_scope_clear(x);
                x->inscope[a] = x->inscope[b] = 1;
                decide_scope(x, k, f, limit, shape ? HC_STEP_SHAPE : HC_STEP_PAIR, ids, 2, false);
            }
        }
    }
    free(paired);
    return f->n;
}

/* Every constraint at once: first each group of constraints linked by
 * unknown cells alone, then all of them with the remaining count. */
static int rung_split(hcs_ctx *x, signed char *k, found *f, int limit)
{
    x->relax = false;
    int *ids = malloc(((size_t)x->ncons + 1) * sizeof *ids);
    unsigned char *done = calloc((size_t)x->ncons + 1, 1);
    unsigned char *active = calloc((size_t)x->ncons + 1, 1);
    if (!ids || !done || !active) {
        free(ids);
        free(done);
        free(active);
        return f->n;
    }
    for (int id = 0; id < x->ncons; id++)
        active[id] = hcs_active(x, k, id);
    for (int start = 0; start < x->ncons && f->n < limit; start++) {
        if (done[start] || !active[start] || !hcs_has_unknown(x, k, start))
            continue;
        int nids = hcs_part(x, k, active, done, start, ids);
        if (nids < 3)
            continue;   /* the pair rungs have tried it all */
        hcs_scope_clear(x);
        for (int i = 0; i < nids; i++)
            x->inscope[ids[i]] = 1;
        decide_scope(x, k, f, limit, HC_STEP_SPLIT, ids, nids, false);
    }
    if (f->n == 0) {
        int nids = 0;
        hcs_scope_clear(x);
        for (int id = 0; id < x->ncons; id++)
            if (hcs_active(x, k, id) && hcs_has_unknown(x, k, id)) {
                ids[nids++] = id;
                x->inscope[id] = 1;
            }
        x->inscope[x->global] = 1;
        decide_scope(x, k, f, limit, HC_STEP_SPLIT, ids, nids, true);
    }
    free(ids);
    free(done);
    free(active);
    return f->n;
}

/* The easiest rung that decides anything, up to max_kind: its steps in f
 * (applied to k), and its kind; -1 when none does. */
static int climb(hcs_ctx *x, signed char *k, found *f, hc_step_kind max_kind, int limit, bool *bad)
{
    f->n = 0;
    x->gave_up = false;
    if (rung_single(x, k, f, false, limit, bad) || *bad)
        return HC_STEP_SINGLE;
    if (max_kind >= HC_STEP_PAIR && rung_pair(x, k, f, false, limit))
        return HC_STEP_PAIR;
    if (max_kind >= HC_STEP_SHAPE &&
        (rung_single(x, k, f, true, limit, bad) || *bad || rung_pair(x, k, f, true, limit)))
        return HC_STEP_SHAPE;
    /* A case split decides one cell a round: what it decides may well
     * leave the next cell to an easier rung. */
    if (max_kind >= HC_STEP_SPLIT && rung_split(x, k, f, 1))
        return HC_STEP_SPLIT;
    return -1;
}

/* ------------------------------------------------------------------ API */

const char *hc_step_kind_name(hc_step_kind k)
{
    static const char *const names[] = { "single clue", "two clues together",
                                         "line or contiguity", "case split" };
    return k <= HC_STEP_SPLIT ? names[k] : "?";
}

static int unknown_count(const hcs_ctx *x, const signed char *k)
{
    int n = 0;
    for (int i = 0; i < x->ncells; i++)
        n += k[x->cells[i]] == HC_K_UNKNOWN;
    return n;
}

bool hc_solve_step(const hc_puzzle *p, const signed char *know, hc_step *out)
{
    return hc_solve_step_stoppable(p, know, out, NULL);
}

bool hc_solve_step_stoppable(const hc_puzzle *p, const signed char *know, hc_step *out,
                             const hc_stop *stop)
{
    memset(out, 0, sizeof *out);
    out->slot = -1;
    hcs_ctx *x = malloc(sizeof *x);
    if (!x || !hcs_init(x, p, true)) {
        if (x)
            hcs_free(x);
        free(x);
        snprintf(out->text, sizeof out->text, "Out of memory.");
        return false;
    }
    x->budget = HC_SPLIT_BUDGET;
    x->total_budget = HC_SPLIT_BUDGET_TOTAL;
    x->stop = stop;
    signed char k[HC_SLOTS];
    memcpy(k, know, sizeof k);
    int left = unknown_count(x, k);
    bool bad = false;
    found f = { out, 1, 0 };
    int kind = left ? climb(x, k, &f, HC_STEP_SPLIT, 1, &bad) : -1;
    bool ok = kind >= 0 && f.n > 0 && !bad;
    if (!ok) {
        memset(out, 0, sizeof *out);
        out->slot = -1;
        snprintf(out->text, sizeof out->text, "%s",
                 bad            ? "The revealed cells contradict the clues."
                 : !left        ? "Every cell is revealed."
                 : x->gave_up   ? "Not decided: the solver stopped at its bound before it found "
                                  "the next deduction."
                                : "Nothing follows by logic from what is revealed: a guess is needed.");
    }
    hcs_free(x);
    free(x);
    return ok;
}

hc_report hc_solve(const hc_puzzle *p, hc_step_kind max_kind, hc_step *steps, int cap)
{
    return hc_solve_budget(p, max_kind, HC_SPLIT_BUDGET, HC_SPLIT_BUDGET_TOTAL, steps, cap);
}

hc_report hc_solve_budget(const hc_puzzle *p, hc_step_kind max_kind, long budget,
                          long total_budget, hc_step *steps, int cap)
{
    return hc_solve_stoppable(p, max_kind, budget, total_budget, steps, cap, NULL);
}

hc_report hc_solve_stoppable(const hc_puzzle *p, hc_step_kind max_kind, long budget,
                             long total_budget, hc_step *steps, int cap, const hc_stop *stop)
{
    hc_report r;
    memset(&r, 0, sizeof r);
    hcs_ctx *x = malloc(sizeof *x);
    if (!x || !hcs_init(x, p, steps != NULL)) {
        if (x)
            hcs_free(x);
        free(x);
        r.unknown_left = -1;
        return r;
    }
    x->budget = budget;
    x->total_budget = total_budget;
    x->stop = stop;
    signed char k[HC_SLOTS];
    for (int i = 0; i < HC_SLOTS; i++) {
        const hc_item *it = &p->at[i];
        k[i] = it->kind != HC_CELL ? HC_K_NONE
               : it->revealed      ? (signed char)it->colour
                                   : HC_K_UNKNOWN;
    }
    hc_step scratch[HC_SLOTS];
    for (;;) {
        if (unknown_count(x, k) == 0)
            break;
        bool bad = false;
        found f = { steps ? steps + r.steps : scratch, steps ? cap - r.steps : 0, 0 };
        if (f.cap < 0)
            f.cap = 0;
        int kind = climb(x, k, &f, max_kind, HC_SLOTS, &bad);
        if (bad) {
            r.contradiction = true;
            break;
        }
        if (kind < 0) {
            r.bounded = x->gave_up;
            break;
        }
        r.rounds[kind]++;
        r.count[kind] += f.n;
        r.steps += f.n;
    }
    r.unknown_left = unknown_count(x, k);
    r.solved = r.unknown_left == 0 && !r.contradiction;
    static const int weight[HC_STEP_KINDS] = { 1, 3, 6, 20 };
    for (int i = 0; i < HC_STEP_KINDS; i++)
        r.score += weight[i] * r.rounds[i];
    r.rating = r.rounds[HC_STEP_SPLIT] ? HC_HARD : HC_EASY;
    hcs_free(x);
    free(x);
    return r;
}

void hc_report_format(const hc_report *r, char *buf, size_t cap)
{
    if (r->contradiction) {
        snprintf(buf, cap, "not solvable: the clues contradict each other");
        return;
    }
    if (!r->solved && r->bounded) {
        snprintf(buf, cap, "not decided: the solver stopped at its bound with %d cells left after %d "
                 "deductions", r->unknown_left, r->steps);
        return;
    }
    if (!r->solved) {
        snprintf(buf, cap, "not solvable without guessing: %d cells left after %d deductions",
                 r->unknown_left, r->steps);
        return;
    }
    snprintf(buf, cap, "solvable by logic: %s (score %d): %d %s, %d %s, %d %s, %d %s",
             r->rating == HC_HARD ? "hard" : "easy", r->score,
             r->count[0], hc_step_kind_name(0), r->count[1], hc_step_kind_name(1),
             r->count[2], hc_step_kind_name(2), r->count[3], hc_step_kind_name(3));
}
