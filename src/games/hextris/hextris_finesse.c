/* Hex finesse: each placed piece's inputs, counted as hextris_finesse.h
 * defines them, against the fewest the reach search finds. */
#include "games/hextris/hextris_finesse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool ht_finesse_fault(const ht_finesse_piece *p)
{
    return p->fewest >= 0 && p->used > p->fewest;
}

void ht_finesse_line(const ht_finesse_piece *p, char *buf, size_t cap)
{
    int n = snprintf(buf, cap, "#%d %c: %d input%s", p->number, ht_piece_letter(p->piece),
                     p->used, p->used == 1 ? "" : "s");
    if (p->fewest < 0 || n < 0 || (size_t)n >= cap)
        return;
    int m = snprintf(buf + n, cap - (size_t)n, ", fewest %d: ", p->fewest);
    if (m < 0 || (size_t)(n + m) >= cap)
        return;
    ht_way_text(p->way, p->way_len, buf + n + m, cap - (size_t)(n + m));
}

/* Keeps the latest faults, the oldest going first. */
static void keep_fault(ht_finesse_log *f, const ht_finesse_piece *p)
{
    if (f->faults_kept == HT_FINESSE_FAULTS_KEPT) {
        memmove(f->faults, f->faults + 1, sizeof f->faults - sizeof f->faults[0]);
        f->faults_kept--;
    }
    f->faults[f->faults_kept++] = *p;
}

static bool needs_soft_drop(const enum ht_input *way, int n)
{
    for (int i = 0; i < n; i++)
        if (way[i] == HT_IN_SOFT_HELD)
            return true;
    return false;
}

/* The quick search first; the thorough one too when the quick finds no
 * way, or only one that holds a soft drop down (where letting go earlier
 * may save inputs). */
int ht_finesse_shortest_at(ht_reach *r, const ht_state *st, ht_pose pose,
                           enum ht_input way[HT_WAY_MAX], ht_pose at[HT_WAY_MAX])
{
    enum ht_input quick[HT_WAY_MAX], thorough[HT_WAY_MAX];
    ht_pose quick_at[HT_WAY_MAX], thorough_at[HT_WAY_MAX];
    int best = -1;
    if (ht_reach_search(r, st, false) == 0)
        return -1;
    int i = ht_reach_find(r, r->scratch.piece, pose);
    if (i >= 0)
        best = ht_reach_way_at(r, i, quick, quick_at);
    const enum ht_input *from = quick;
    const ht_pose *from_at = quick_at;
    if (best < 0 || needs_soft_drop(quick, best)) {
        ht_reach_search(r, st, true);
        i = ht_reach_find(r, r->scratch.piece, pose);
        if (i >= 0 && (best < 0 || r->placement[i].cost < best)) {
            best = ht_reach_way_at(r, i, thorough, thorough_at);
            from = thorough;
            from_at = thorough_at;
        }
    }
    if (best > 0 && way)
        memcpy(way, from, (size_t)best * sizeof *way);
    if (best > 0 && at)
        memcpy(at, from_at, (size_t)best * sizeof *at);
    return best;
}

int ht_finesse_shortest(ht_reach *r, const ht_state *st, ht_pose pose,
                        enum ht_input way[HT_WAY_MAX])
{
    return ht_finesse_shortest_at(r, st, pose, way, NULL);
}

/* Where the active piece locks if nothing moves it: straight below. */
static ht_pose landing(const ht_state *st)
{
    return (ht_pose){ hex_add(st->centre, hex_scale(hex_direction(HEX_FLAT_S),
                                                    ht_drop_distance(st))),
                      st->rot };
}

static void entered(ht_finesse_log *f)
{
    f->entry = f->st;
    f->used = 0;
    f->run = f->held = -1;
    f->run_len = 0;
    f->soft_run = false;
}

/* A stretch of sideways moves ends (another input came): against
 * something, one held key, or none when the same key was already held
 * against something before it (kept down through a turn, it slides on at
 * once); stopped short, a tap a move. */
static void close_run(ht_finesse_log *f)
{
    if (f->run < 0)
        return;
    if (f->run_blocked)
        f->used += f->held != f->run;
    else
        f->used += f->run_len;
    f->held = f->run_blocked ? f->run : -1;
    f->run = -1;
    f->run_len = 0;
}

static void placed(ht_finesse_log *f, ht_pose pose)
{
    close_run(f);
    f->used++;                   /* the end: a hard drop or the lock */
    ht_finesse_piece p = { .number = f->tally.pieces + 1, .piece = f->entry.piece,
                           .pose = pose, .used = f->used };
    p.fewest = ht_finesse_shortest(f->reach, &f->entry, pose, p.way);
    p.way_len = p.fewest > 0 ? p.fewest : 0;
    ht_finesse_tally_add(&f->tally, &p);
    if (ht_finesse_fault(&p))
        keep_fault(f, &p);
    if (f->placed)
        f->placed(f->ctx, &p);
    if (f->st.status == HT_PLAYING)
        entered(f);
}

/* Time to t, one deadline at a time, so that each lock is seen with the
 * piece where it was. */
static void advance_to(ht_finesse_log *f, int64_t t)
{
    for (;;) {
        int64_t due = ht_next_deadline(&f->st);
        if (due == HT_NO_DEADLINE || due > t)
            break;
        int before = f->st.pieces;
        ht_pose pose = landing(&f->st);
        ht_advance(&f->st, due);
        if (f->st.pieces != before)
            placed(f, pose);
    }
    ht_advance(&f->st, t);
}

bool ht_finesse_log_from(ht_finesse_log *f, const ht_state *st, ht_finesse_told *told,
                         void *ctx)
{
    memset(f, 0, sizeof *f);
    f->st = *st;
    f->reach = calloc(1, sizeof *f->reach);
    if (!f->reach)
        return false;
    f->placed = told;
    f->ctx = ctx;
    entered(f);
    return true;
}

bool ht_finesse_log_start(ht_finesse_log *f, const ht_params *p, ht_finesse_told *told,
                          void *ctx)
{
    ht_state st;
    if (!ht_new(&st, p, 0)) {
        memset(f, 0, sizeof *f);
        return false;
    }
    return ht_finesse_log_from(f, &st, told, ctx);
}

bool ht_finesse_log_move(ht_finesse_log *f, enum ht_action a, int64_t t)
{
    advance_to(f, t);
    ht_pose pose = landing(&f->st);
    if (!ht_apply(&f->st, a, t))
        return false;
    switch (a) {
    case HT_LEFT: case HT_RIGHT: {
        if (f->run != (int)a) {
            close_run(f);
            f->run = (int)a;
        }
        f->run_len++;
        /* Blocked: the same move would not move this piece (a lock due
         * now would come first). */
        ht_state again = f->st;
        f->run_blocked = ht_next_deadline(&f->st) <= t || !ht_apply(&again, a, t);
        f->soft_run = false;
        break;
    }
    case HT_SOFT:
        close_run(f);
        f->used += !f->soft_run;
        f->soft_run = true;
        break;
    case HT_CW: case HT_CCW: case HT_180:
        close_run(f);
        f->used++;
        f->soft_run = false;
        break;
    case HT_DROP: placed(f, pose); break;
    case HT_HOLD: entered(f); break;
    default: break;
    }
    return true;
}

bool ht_finesse_log_word(ht_finesse_log *f, const char *word, int64_t t)
{
    bool carried;
    advance_to(f, t);
    if (ht_versus_word(&f->st, word, t, &carried))
        return carried;
    enum ht_action a;
    if (!ht_action_parse(word, &a))
        return true;
    return ht_finesse_log_move(f, a, t);
}

void ht_finesse_log_advance(ht_finesse_log *f, int64_t t)
{
    advance_to(f, t);
}

void ht_finesse_log_free(ht_finesse_log *f)
{
    free(f->reach);
    f->reach = NULL;
}

void ht_finesse_tally_add(ht_finesse_tally *t, const ht_finesse_piece *p)
{
    t->pieces++;
    t->judged += p->fewest >= 0;
    t->faults += ht_finesse_fault(p);
}

int ht_finesse_clean_percent(const ht_finesse_tally *t)
{
    if (t->judged == 0)
        return 100;
    return (int)((100L * (t->judged - t->faults)) / t->judged);
}
