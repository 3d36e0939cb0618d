/* The hextris bot: the reach search's placements, each scored by the
 * evaluation hextris_bot.h describes, the best played as found. */
#include "games/hextris/hextris_bot.h"

#include <float.h>
#include <string.h>

#include "games/hextris/hextris_finesse.h"
#include "games/hextris/hextris_pieces.h"

const ht_bot_weights ht_bot_default_weights = {
    .landing_height = -4.5, .rows_cleared = 3.4, .row_transitions = -3.2,
    .column_transitions = -9.3, .holes = -7.9, .wells = -3.4,
};

static bool filled(const ht_state *st, int col, int row)
{
    return ht_cell(st, col, row) != 0;   /* outside (-1) counts as filled */
}

static int row_transitions(const ht_state *st)
{
    int n = 0;
    for (int r = 0; r < st->height; r++) {
        bool prev = true;
        for (int c = 0; c <= st->width; c++) {
            bool cur = filled(st, c, r);
            n += cur != prev;
            prev = cur;
        }
    }
    return n;
}

static int column_transitions(const ht_state *st)
{
    int n = 0;
    for (int c = 0; c < st->width; c++) {
        bool prev = false;
        for (int r = 0; r <= st->height; r++) {
            bool cur = filled(st, c, r);
            n += cur != prev;
            prev = cur;
        }
    }
    return n;
}

static int holes(const ht_state *st)
{
    int n = 0;
    for (int c = 0; c < st->width; c++) {
        bool roof = false;
        for (int r = 0; r < st->height; r++) {
            if (st->well[r][c])
                roof = true;
            else if (roof)
                n++;
        }
    }
    return n;
}

static int wells(const ht_state *st)
{
    int sum = 0;
    for (int c = 0; c < st->width; c++) {
        int depth = 0;
        for (int r = 0; r < st->height && !st->well[r][c]; r++) {
            if (filled(st, c - 1, r) && filled(st, c + 1, r))
                sum += ++depth;
            else
                depth = 0;
        }
    }
    return sum;
}

double ht_bot_evaluate(const ht_state *before, const ht_state *after, int piece, ht_pose pose,
                       const ht_bot_weights *w)
{
    if (after->status == HT_OVER)
        return -DBL_MAX;
    hex_offset cells[HT_PIECE_MAX_CELLS];
    size_t n = ht_piece_place(piece, pose.rot, hex_to_offset(pose.centre, HEX_ODD_Q), cells);
    double height = 0;
    for (size_t i = 0; i < n; i++)
        height += before->height - cells[i].row;
    height /= (double)n;
    return w->landing_height * height
         + w->rows_cleared * (after->rows - before->rows)
         + w->row_transitions * row_transitions(after)
         + w->column_transitions * column_transitions(after)
         + w->holes * holes(after)
         + w->wells * wells(after);
}

/* The best of the last search's placements, if better than *best. */
static void consider(ht_reach *r, const ht_state *before, bool hold, ht_bot_choice *best,
                     bool *have)
{
    ht_state after;
    for (int i = 0; i < r->placements; i++) {
        if (!ht_reach_lock(r, i, &after))
            continue;
        int piece = r->scratch.piece;
        double score = ht_bot_evaluate(before, &after, piece, r->placement[i].pose,
                                       &ht_bot_default_weights);
        if (*have && !(score > best->score
                       || (score == best->score && r->placement[i].cost < best->way_len)))
            continue;
        *have = true;
        best->hold = hold;
        best->piece = piece;
        best->pose = r->placement[i].pose;
        best->score = score;
        best->way_len = ht_reach_way_at(r, i, best->way, best->at);
    }
}

bool ht_bot_choose(ht_reach *r, const ht_state *st, ht_bot_choice *out)
{
    bool have = false;
    ht_state held = *st;
    bool can_hold = !st->hold_used && st->status == HT_PLAYING
                    && ht_apply(&held, HT_HOLD, held.now_ms);
    if (ht_reach_search(r, st, false) > 0)
        consider(r, st, false, out, &have);
    if (can_hold && ht_reach_search(r, &held, false) > 0)
        consider(r, st, true, out, &have);
    /* The way as hex finesse counts the fewest, which may let go of a
     * soft drop in the air where the quick search held it down. */
    if (have) {
        int n = ht_finesse_shortest_at(r, out->hold ? &held : st, out->pose, out->way,
                                       out->at);
        if (n > 0)
            out->way_len = n;
    }
    return have;
}

void ht_bot_pilot_start(ht_bot_pilot *p, const ht_bot_choice *c)
{
    memset(p, 0, sizeof *p);
    p->choice = *c;
}

static enum ht_action action_of(enum ht_input in)
{
    switch (in) {
    case HT_IN_LEFT: case HT_IN_LEFT_HELD: return HT_LEFT;
    case HT_IN_RIGHT: case HT_IN_RIGHT_HELD: return HT_RIGHT;
    case HT_IN_CW: return HT_CW;
    case HT_IN_CCW: return HT_CCW;
    case HT_IN_SOFT: case HT_IN_SOFT_HELD: return HT_SOFT;
    default: return HT_DROP;
    }
}

static bool at_pose(const ht_state *st, ht_pose p)
{
    return hex_equal(st->centre, p.centre) && st->rot == p.rot;
}

bool ht_bot_pilot_next(ht_bot_pilot *p, const ht_state *st, enum ht_action *out)
{
    /* The piece is to lock where it is (its lock resets spent): the plan
     * ends here, as its way does. */
    if (ht_next_deadline(st) <= st->now_ms)
        return false;
    if (p->choice.hold && !p->held) {
        p->held = true;
        *out = HT_HOLD;
        return true;
    }
    while (p->step < p->choice.way_len) {
        enum ht_input in = p->choice.way[p->step];
        *out = action_of(in);
        if (in != HT_IN_LEFT_HELD && in != HT_IN_RIGHT_HELD && in != HT_IN_SOFT_HELD
            && in != HT_IN_SOFT) {
            p->step++;
            return true;
        }
        /* Held (or let go): on until the piece is where the input leaves
         * it, or the game would refuse the move. */
        ht_state probe = *st;
        if (!at_pose(st, p->choice.at[p->step]) && ht_apply(&probe, *out, probe.now_ms))
            return true;
        p->step++;
    }
    return false;
}

bool ht_bot_play_piece(ht_reach *r, ht_state *st, ht_bot_moved *moved, void *ctx)
{
    ht_bot_choice c;
    if (st->status != HT_PLAYING || !ht_bot_choose(r, st, &c))
        return false;
    ht_bot_pilot p;
    ht_bot_pilot_start(&p, &c);
    int pieces = st->pieces;
    enum ht_action a;
    while (st->pieces == pieces && st->status == HT_PLAYING && ht_bot_pilot_next(&p, st, &a)) {
        if (!ht_apply(st, a, st->now_ms))
            return false;
        if (moved)
            moved(ctx, a, st->now_ms);
    }
    ht_advance(st, st->now_ms);   /* a lock due now */
    return st->pieces != pieces;
}
