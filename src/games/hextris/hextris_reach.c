/* The placements hextris' active piece can reach, breadth first over its
 * positions, every input played by the game's own ht_apply. */
#include "games/hextris/hextris_reach.h"

#include <string.h>

#include "core/hex.h"
#include "games/hextris/hextris_pieces.h"

static const char *const input_names[HT_INPUTS] = {
    "L", "R", "L*", "R*", "CW", "CCW", "S*", "S", "DROP"
};

const char *ht_input_name(enum ht_input in)
{
    return in >= 0 && in < HT_INPUTS ? input_names[in] : "?";
}

void ht_way_text(const enum ht_input *way, int n, char *buf, size_t cap)
{
    size_t at = 0;
    if (cap == 0)
        return;
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        const char *name = ht_input_name(way[i]);
        size_t need = strlen(name) + (i > 0);
        if (at + need + 1 > cap)
            break;
        if (i > 0)
            buf[at++] = ' ';
        memcpy(buf + at, name, strlen(name) + 1);
        at += strlen(name);
    }
}

/* Nothing is due at the state's time: a move now is only the move. (A
 * piece whose lock resets are spent locks at once on touching down; a
 * move after that would first lock it.) */
static bool still(const ht_state *st)
{
    return ht_next_deadline(st) > st->now_ms;
}

/* A held key: the move again and again until the game refuses it, or
 * the piece is to lock where it is. */
static bool repeat(ht_state *st, enum ht_action a)
{
    bool moved = false;
    for (int i = 0; i < 2 * (HT_WIDTH_MAX + HT_HEIGHT_MAX) && still(st)
                    && ht_apply(st, a, st->now_ms); i++)
        moved = true;
    return moved;
}

bool ht_input_play(ht_state *st, enum ht_input in)
{
    switch (in) {
    case HT_IN_LEFT: return ht_apply(st, HT_LEFT, st->now_ms);
    case HT_IN_RIGHT: return ht_apply(st, HT_RIGHT, st->now_ms);
    case HT_IN_LEFT_HELD: return repeat(st, HT_LEFT);
    case HT_IN_RIGHT_HELD: return repeat(st, HT_RIGHT);
    case HT_IN_CW: return ht_apply(st, HT_CW, st->now_ms);
    case HT_IN_CCW: return ht_apply(st, HT_CCW, st->now_ms);
    case HT_IN_SOFT_HELD: return repeat(st, HT_SOFT);
    case HT_IN_SOFT: return ht_apply(st, HT_SOFT, st->now_ms);
    case HT_IN_DROP: return ht_apply(st, HT_DROP, st->now_ms);
    default: return false;
    }
}

uint64_t ht_reach_cells_key(int piece, ht_pose pose)
{
    hex_offset c[HT_PIECE_MAX_CELLS];
    size_t n = ht_piece_place(piece, pose.rot, hex_to_offset(pose.centre, HEX_ODD_Q), c);
    unsigned idx[HT_PIECE_MAX_CELLS];
    for (size_t i = 0; i < n; i++) {
        unsigned v = (unsigned)(c[i].row * 64 + c[i].col) & 0xfffu;
        size_t j = i;
        for (; j > 0 && idx[j - 1] > v; j--)
            idx[j] = idx[j - 1];
        idx[j] = v;
    }
    uint64_t key = (uint64_t)piece;
    for (size_t i = 0; i < n; i++)
        key = key << 12 | idx[i];
    return key;
}

/* ---- positions: what of ht_state a move changes ---- */

static int index_of(const ht_reach *r, hex centre, int rot)
{
    hex_offset o = hex_to_offset(centre, HEX_ODD_Q);
    return (o.row * r->width + o.col) * HT_ROTATIONS + rot;
}

static void store(ht_reach_node *n, const ht_state *s)
{
    n->centre = s->centre;
    n->rot = (signed char)s->rot;
    n->lowest_row = s->lowest_row;
    n->lock_resets = s->lock_resets;
    n->lock_active = s->lock_active;
    n->lock_due = s->lock_due;
    n->gravity_due = s->gravity_due;
}

static void load(ht_state *s, const ht_reach_node *n)
{
    s->centre = n->centre;
    s->rot = n->rot;
    s->lowest_row = n->lowest_row;
    s->lock_resets = n->lock_resets;
    s->lock_active = n->lock_active;
    s->lock_due = n->lock_due;
    s->gravity_due = n->gravity_due;
}

/* What happens at once after a move: a lock due now (resets spent) makes
 * the position a dead end; a fall due now (gravity faster than any input)
 * is played, on a copy, as the game would. False: the piece locks here. */
static bool settle_now(ht_state *s)
{
    if (ht_next_deadline(s) > s->now_ms)
        return true;
    if (s->lock_active)
        return false;
    ht_state t = *s;
    ht_advance(&t, t.now_ms);
    if (t.pieces != s->pieces || t.status != HT_PLAYING) {
        s->centre = hex_add(s->centre, hex_scale(hex_direction(HEX_FLAT_S), ht_drop_distance(s)));
        return false;
    }
    *s = t;
    return true;
}

/* Records the position the scratch state is in, reached from parent by
 * input via; queues it when new. */
static void reach(ht_reach *r, int parent, enum ht_input via, int *tail)
{
    ht_state *s = &r->scratch;
    bool alive = settle_now(s);
    int i = index_of(r, s->centre, s->rot);
    if (r->seen[i] == r->gen)
        return;
    r->seen[i] = r->gen;
    ht_reach_node *n = &r->node[i];
    store(n, s);
    n->dead = !alive;
    n->via = (unsigned char)via;
    n->parent = (short)parent;
    n->dist = (short)(parent < 0 ? 0 : r->node[parent].dist + 1);
    r->queue[(*tail)++] = (short)i;
}

static void add_placement(ht_reach *r, int from)
{
    ht_state *s = &r->scratch;
    const ht_reach_node *n = &r->node[from];
    ht_pose pose = { hex_add(n->centre, hex_scale(hex_direction(HEX_FLAT_S), ht_drop_distance(s))),
                     n->rot };
    uint64_t key = ht_reach_cells_key(s->piece, pose);
    uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 40) & (HT_REACH_HASH - 1);
    while (r->hash_gen[h] == r->gen) {
        if (r->placement[r->hash_slot[h]].cells == key)
            return;
        h = (h + 1) & (HT_REACH_HASH - 1);
    }
    r->hash_gen[h] = r->gen;
    r->hash_slot[h] = (short)r->placements;
    r->placement[r->placements++] = (ht_placement){ .pose = pose, .cost = n->dist + 1,
                                                    .from = from, .cells = key };
}

int ht_reach_search(ht_reach *r, const ht_state *st, bool thorough)
{
    r->placements = 0;
    r->width = st->width;
    if (++r->gen == 0) {
        memset(r->seen, 0, sizeof r->seen);
        memset(r->hash_gen, 0, sizeof r->hash_gen);
        r->gen = 1;
    }
    r->scratch = *st;
    ht_state *s = &r->scratch;
    ht_advance(s, s->now_ms);
    if (s->status != HT_PLAYING || !s->piece)
        return 0;
    int head = 0, tail = 0;
    reach(r, -1, HT_IN_DROP, &tail);
    static const enum ht_input moves[] = {
        HT_IN_LEFT, HT_IN_RIGHT, HT_IN_LEFT_HELD, HT_IN_RIGHT_HELD,
        HT_IN_CW, HT_IN_CCW, HT_IN_SOFT_HELD
    };
    while (head < tail) {
        int at = r->queue[head++];
        const ht_reach_node *n = &r->node[at];
        load(s, n);
        add_placement(r, at);
        if (n->dead || n->dist + 2 > HT_WAY_MAX)
            continue;
        for (size_t k = 0; k < sizeof moves / sizeof moves[0]; k++) {
            load(s, n);
            if (ht_input_play(s, moves[k]))
                reach(r, at, moves[k], &tail);
        }
        if (!thorough)
            continue;
        /* S: let go after any number of rows, each row a place of its own. */
        load(s, n);
        while (still(s) && ht_apply(s, HT_SOFT, s->now_ms)) {
            ht_state keep = *s;
            reach(r, at, HT_IN_SOFT, &tail);
            *s = keep;
        }
    }
    return r->placements;
}

int ht_reach_way_at(const ht_reach *r, int i, enum ht_input out[HT_WAY_MAX],
                    ht_pose at[HT_WAY_MAX])
{
    if (i < 0 || i >= r->placements)
        return 0;
    const ht_placement *p = &r->placement[i];
    int n = p->cost;
    if (n > HT_WAY_MAX)
        return 0;
    out[n - 1] = HT_IN_DROP;
    if (at)
        at[n - 1] = p->pose;
    int k = n - 1;
    for (int node = p->from; r->node[node].parent >= 0; node = r->node[node].parent) {
        out[--k] = (enum ht_input)r->node[node].via;
        if (at)
            at[k] = (ht_pose){ r->node[node].centre, r->node[node].rot };
    }
    return n;
}

int ht_reach_way(const ht_reach *r, int i, enum ht_input out[HT_WAY_MAX])
{
    return ht_reach_way_at(r, i, out, NULL);
}

bool ht_reach_lock(const ht_reach *r, int i, ht_state *out)
{
    if (i < 0 || i >= r->placements)
        return false;
    *out = r->scratch;
    load(out, &r->node[r->placement[i].from]);
    return ht_apply(out, HT_DROP, out->now_ms);
}

int ht_reach_find(const ht_reach *r, int piece, ht_pose pose)
{
    uint64_t key = ht_reach_cells_key(piece, pose);
    for (int i = 0; i < r->placements; i++)
        if (r->placement[i].cells == key)
            return i;
    return -1;
}
