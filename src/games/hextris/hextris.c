/* The rules of hextris: the well, moves, gravity, lock delay, row clearing,
 * scoring, levels, modes and game over, driven by explicit times. */
#include "games/hextris/hextris.h"

#include <assert.h>
#include <string.h>

#include "core/hex.h"
#include "games/hextris/hextris_pieces.h"
#include "games/hextris/hextris_stats.h"

static const int gravity_table[] = {   /* index = level - 1 */
    1000, 870, 750, 640, 540, 450, 370, 300, 240, 190, 150, 115, 90, 70, 50
};
enum { GRAVITY_LEVELS = sizeof gravity_table / sizeof gravity_table[0] };

/* The garbage holes' own sequence of the seed, apart from the pieces'. */
enum { GARBAGE_STREAM = 0x636865 };

static const int clear_table[HT_MAX_CLEAR + 1] = { 0, 100, 300, 500 };

static const char *const action_names[HT_ACTIONS] = {
    "L", "R", "CW", "CCW", "SOFT", "DROP", "HOLD", "PAUSE", "RESUME", "180"
};

/* ---- tables and names ---- */

int ht_gravity_ms(int level)
{
    if (level < 1)
        level = 1;
    if (level > GRAVITY_LEVELS)
        level = GRAVITY_LEVELS;
    return gravity_table[level - 1];
}

int64_t ht_clear_points(int rows, int level)
{
    if (rows < 0 || rows > HT_MAX_CLEAR)
        return 0;
    return (int64_t)clear_table[rows] * level;
}

int ht_level_for(const ht_params *p, int rows)
{
    if (ht_mode_info_of(p->mode)->level_fixed)
        return p->start_level;
    return p->start_level + rows / HT_ROWS_PER_LEVEL;
}

int ht_lock_delay_ms(enum ht_mode m, int level)
{
    if (!ht_mode_info_of(m)->instant_gravity)
        return HT_LOCK_DELAY_MS;
    int ms = HT_LOCK_DELAY_MS - 30 * (level - 1);
    return ms < 200 ? 200 : ms;
}

int ht_goal(const ht_params *p)
{
    const ht_mode_info *mi = ht_mode_info_of(p->mode);
    return mi->garbage_rows ? mi->garbage_rows : mi->goal_rows;
}

int ht_goal_count(const ht_state *st)
{
    return ht_mode_info_of(st->params.mode)->garbage_rows ? st->garbage_cleared : st->rows;
}

bool ht_time_up(const ht_state *st)
{
    int64_t limit = ht_mode_info_of(st->params.mode)->time_limit_ms;
    return limit > 0 && st->status == HT_OVER
        && st->end_ms - st->start_ms - st->paused_total >= limit;
}

const char *ht_action_name(enum ht_action a)
{
    return (a >= 0 && a < HT_ACTIONS) ? action_names[a] : NULL;
}

bool ht_action_parse(const char *s, enum ht_action *out)
{
    for (int i = 0; i < HT_ACTIONS; i++)
        if (strcmp(s, action_names[i]) == 0) {
            *out = (enum ht_action)i;
            return true;
        }
    return false;
}

const char *ht_status_name(enum ht_status s)
{
    switch (s) {
    case HT_PLAYING: return "playing";
    case HT_PAUSED: return "paused";
    case HT_OVER: return "over";
    case HT_WON: return "won";
    }
    return "?";
}

/* ---- geometry ---- */

static size_t cells_at(int piece, hex centre, int rot,
                       hex_offset out[HT_PIECE_MAX_CELLS])
{
    hex off[HT_PIECE_MAX_CELLS];
    size_t n = ht_piece_offsets(piece, rot, off);
    for (size_t i = 0; i < n; i++)
        out[i] = hex_to_offset(hex_add(centre, off[i]), HEX_ODD_Q);
    return n;
}

static bool fits(const ht_state *st, hex centre, int rot)
{
    hex_offset c[HT_PIECE_MAX_CELLS];
    size_t n = cells_at(st->piece, centre, rot, c);
    for (size_t i = 0; i < n; i++) {
        if (c[i].col < 0 || c[i].col >= st->width ||
            c[i].row < 0 || c[i].row >= st->height)
            return false;
        if (st->well[c[i].row][c[i].col])
            return false;
    }
    return true;
}

/* The cube step for one column sideways (dx = -1 or +1) that keeps the
 * centre on its offset row: which diagonal does so depends on whether the
 * centre's column is shoved down. */
static hex side_step(hex centre, int dx)
{
    bool odd = (centre.q & 1) != 0;
    if (dx > 0)
        return hex_direction(odd ? HEX_FLAT_NE : HEX_FLAT_SE);
    return hex_direction(odd ? HEX_FLAT_NW : HEX_FLAT_SW);
}

static int centre_row(hex centre)
{
    return hex_to_offset(centre, HEX_ODD_Q).row;
}

static bool grounded(const ht_state *st)
{
    return !fits(st, hex_neighbor(st->centre, HEX_FLAT_S), st->rot);
}

/* ---- lock timer ---- */

/* Keeps the lock timer in step with the piece after it changed place at t.
 * player_move: a sideways move or rotation (these may reset the timer). */
static void settle(ht_state *st, int64_t t, bool player_move)
{
    /* 20G: wherever the piece goes, it is on the ground at once. */
    if (ht_mode_info_of(st->params.mode)->instant_gravity)
        while (!grounded(st))
            st->centre = hex_neighbor(st->centre, HEX_FLAT_S);
    int delay = ht_lock_delay_ms(st->params.mode, st->level);
    int row = centre_row(st->centre);
    if (row > st->lowest_row) {
        st->lowest_row = row;
        st->lock_resets = 0;
    }
    bool g = grounded(st);
    if (player_move && st->lock_active && st->lock_resets < HT_LOCK_RESETS) {
        st->lock_resets++;
        st->lock_due = t + delay;
    }
    if (!g) {
        if (st->lock_active) {
            st->lock_active = false;
            st->gravity_due = t + ht_gravity_ms(st->level);
        }
    } else if (!st->lock_active) {
        st->lock_active = true;
        st->lock_due = t + (st->lock_resets < HT_LOCK_RESETS ? delay : 0);
    }
}

/* ---- pieces in and out ---- */

static hex spawn_centre(int width)
{
    return hex_from_offset((hex_offset){ (width - 1) / 2, 1 }, HEX_ODD_Q);
}

static int take_next(ht_state *st)
{
    int id = st->next[0];
    memmove(st->next, st->next + 1, sizeof st->next - sizeof st->next[0]);
    st->next[HT_NEXT_COUNT - 1] = ht_bag_next(&st->bag);
    return id;
}

static void finish(ht_state *st, enum ht_status s, int64_t t)
{
    st->status = s;
    st->end_ms = t;
    st->piece = 0;
    st->lock_active = false;
}

static void drop_rows(ht_state *st, int from, int k);

static void spawn(ht_state *st, int id, int64_t t)
{
    st->piece = id;
    st->rot = 0;
    st->centre = spawn_centre(st->width);
    st->lowest_row = centre_row(st->centre);
    st->lock_resets = 0;
    st->lock_active = false;
    st->stats.piece_keys = 0;
    st->stats.soft_run = false;
    /* Zen has no top-out: the lower half of the well goes instead. */
    if (!fits(st, st->centre, st->rot) && ht_mode_info_of(st->params.mode)->endless)
        drop_rows(st, st->height / 2, st->height - st->height / 2);
    if (!fits(st, st->centre, st->rot)) {
        finish(st, HT_OVER, t);
        return;
    }
    st->gravity_due = t + ht_gravity_ms(st->level);
    settle(st, t, false);
}

static bool row_full(const ht_state *st, int row)
{
    for (int c = 0; c < st->width; c++)
        if (!st->well[row][c])
            return false;
    return true;
}

/* Removes the rows marked in gone; every cell above moves down in its own
 * column by the number of removed rows below it, garbage marks with their
 * rows. Returns how many were removed; garbage rows among them go to
 * garbage_cleared. */
static int remove_rows(ht_state *st, const bool gone[HT_HEIGHT_MAX])
{
    int dst = st->height - 1, removed = 0;
    for (int src = st->height - 1; src >= 0; src--) {
        if (gone[src]) {
            removed++;
            continue;
        }
        if (dst != src) {
            memcpy(st->well[dst], st->well[src], sizeof st->well[0]);
            st->garbage_row[dst] = st->garbage_row[src];
        }
        dst--;
    }
    for (; dst >= 0; dst--) {
        memset(st->well[dst], 0, sizeof st->well[0]);
        st->garbage_row[dst] = false;
    }
    return removed;
}

/* Removes full rows; returns how many. */
static int clear_rows(ht_state *st)
{
    bool gone[HT_HEIGHT_MAX] = { false };
    st->cleared_rows = 0;
    st->rows_in_after_clear = 0;
    for (int r = 0; r < st->height; r++)
        if (row_full(st, r)) {
            gone[r] = true;
            st->cleared_rows |= (uint64_t)1 << r;
            st->garbage_cleared += st->garbage_row[r];
        }
    return remove_rows(st, gone);
}

/* Removes k rows from row from down (zen's half well), as a clear would. */
static void drop_rows(ht_state *st, int from, int k)
{
    bool gone[HT_HEIGHT_MAX] = { false };
    for (int r = from; r < from + k && r < st->height; r++)
        gone[r] = true;
    remove_rows(st, gone);
    st->cleared_rows = 0;
}

/* Garbage rows in the well now. */
static int garbage_in_well(const ht_state *st)
{
    int n = 0;
    for (int r = 0; r < st->height; r++)
        n += st->garbage_row[r];
    return n;
}

/* Pushes k garbage rows in from below, the stack going up with them; each
 * row's hole at column hole, or (hole < 0, cheese) drawn from the seed
 * for each row, never the column of the row below's. False when a hex was
 * pushed past the top. */
static bool raise_garbage(ht_state *st, int k, int hole)
{
    bool pushed_out = false;
    if (k > st->height)
        k = st->height;
    for (int r = 0; r < k; r++)
        for (int c = 0; c < st->width; c++)
            pushed_out |= st->well[r][c] != 0;
    st->rows_in_after_clear += k;
    memmove(st->well[0], st->well[k], sizeof st->well[0] * (size_t)(st->height - k));
    memmove(&st->garbage_row[0], &st->garbage_row[k], sizeof st->garbage_row[0] * (size_t)(st->height - k));
    for (int r = st->height - k; r < st->height; r++) {
        int col = hole;
        if (col < 0) {
            col = (int)rng_below(&st->garbage_rng, (uint32_t)(st->width - (st->last_hole >= 0)));
            if (st->last_hole >= 0 && col >= st->last_hole)
                col++;
            st->last_hole = col;
        }
        for (int c = 0; c < st->width; c++)
            st->well[r][c] = c == col ? 0 : HT_GARBAGE;
        st->garbage_row[r] = true;
        st->garbage_added++;
    }
    return !pushed_out;
}

/* Brings garbage rows in from below until the mode's count is in the well
 * (at most half the well, so that a piece can still come in above it) or
 * all have come. False when a hex was pushed past the top. */
static bool add_garbage(ht_state *st)
{
    const ht_mode_info *mi = ht_mode_info_of(st->params.mode);
    int most = mi->garbage_in_well < st->height / 2 ? mi->garbage_in_well : st->height / 2;
    int k = most - garbage_in_well(st);
    if (k > mi->garbage_rows - st->garbage_added)
        k = mi->garbage_rows - st->garbage_added;
    if (k <= 0)
        return true;
    return raise_garbage(st, k, -1);
}

/* Versus after a lock that cleared k rows: a clear cancels and sends, a
 * lock without one lets every burst waiting rise, the oldest lowest.
 * False when that pushed a hex past the top. */
static bool versus_after_lock(ht_state *st, int k)
{
    if (k > 0) {
        ht_garbage_cleared(&st->versus, k, st->stats.combo, st->width);
        return true;
    }
    ht_burst b;
    bool in = true;
    while (ht_garbage_take(&st->versus, &b)) {
        st->versus.rows_risen += b.rows;
        in &= raise_garbage(st, b.rows, b.col);
    }
    return in;
}

/* Play time at game time t, as the stats keep it. */
static int32_t play_time(const ht_state *st, int64_t t)
{
    int64_t p = t - st->start_ms - st->paused_total;
    return p > INT32_MAX ? INT32_MAX : p < 0 ? 0 : (int32_t)p;
}

/* What a lock adds to the stats: k rows cleared, the goal's count from
 * goal_before. */
static void count_lock(ht_state *st, int64_t t, int k, int goal_before)
{
    ht_stats *s = &st->stats;
    int32_t now = play_time(st, t);
    s->recent[s->recent_next] = now;
    s->recent_next = (s->recent_next + 1) % HT_RECENT_LOCKS;
    if (s->recent_n < HT_RECENT_LOCKS)
        s->recent_n++;
    if (k > 0) {
        s->clears[k]++;
        if (++s->combo > s->best_combo)
            s->best_combo = s->combo;
    } else {
        s->combo = 0;
    }
    s->last_keys = s->piece_keys;
    int goal_now = ht_goal_count(st);
    for (int n = goal_before / HT_SPLIT_ROWS + 1; n <= goal_now / HT_SPLIT_ROWS; n++)
        if (s->splits_n < HT_SPLITS_MAX)
            s->splits[s->splits_n++] = now;
}

static void lock_piece(ht_state *st, int64_t t)
{
    int goal_before = ht_goal_count(st);
    hex_offset c[HT_PIECE_MAX_CELLS];
    size_t n = cells_at(st->piece, st->centre, st->rot, c);
    for (size_t i = 0; i < n; i++) {
        assert(c[i].row >= 0 && c[i].row < st->height);
        assert(c[i].col >= 0 && c[i].col < st->width);
        st->well[c[i].row][c[i].col] = (unsigned char)ht_piece_colour(st->piece);
    }
    int k = clear_rows(st);
    assert(k <= HT_MAX_CLEAR);
    st->score += ht_clear_points(k, st->level);
    st->rows += k;
    st->level = ht_level_for(&st->params, st->rows);
    st->last_clear = k;
    st->pieces++;
    st->hold_used = false;
    st->lock_active = false;
    count_lock(st, t, k, goal_before);
    int goal = ht_goal(&st->params);
    if (goal > 0 && ht_goal_count(st) >= goal) {
        finish(st, HT_WON, t);
        return;
    }
    bool in = ht_mode_info_of(st->params.mode)->versus ? versus_after_lock(st, k)
                                                       : add_garbage(st);
    if (!in) {
        finish(st, HT_OVER, t);
        return;
    }
    spawn(st, take_next(st), t);
}

/* ---- the game ---- */

bool ht_new(ht_state *st, const ht_params *p, int64_t now_ms)
{
    if (ht_params_check(p))
        return false;
    memset(st, 0, sizeof *st);
    st->params = *p;
    st->width = p->width;
    st->height = p->height;
    st->level = ht_level_for(p, 0);
    st->status = HT_PLAYING;
    st->now_ms = st->start_ms = now_ms;
    ht_bag_init(&st->bag, p->seed);
    rng_seed(&st->garbage_rng, p->seed, GARBAGE_STREAM);
    st->last_hole = -1;
    ht_garbage_init(&st->versus, p->seed);
    add_garbage(st);
    int first = ht_bag_next(&st->bag);
    for (int i = 0; i < HT_NEXT_COUNT; i++)
        st->next[i] = ht_bag_next(&st->bag);
    spawn(st, first, now_ms);
    st->version = 1;
    return true;
}

/* The game time at which the mode's time limit ends the game, or
 * HT_NO_DEADLINE. */
static int64_t limit_due(const ht_state *st)
{
    int64_t limit = ht_mode_info_of(st->params.mode)->time_limit_ms;
    return limit > 0 ? st->start_ms + st->paused_total + limit : HT_NO_DEADLINE;
}

int64_t ht_next_deadline(const ht_state *st)
{
    if (st->status != HT_PLAYING)
        return HT_NO_DEADLINE;
    int64_t due = st->lock_active ? st->lock_due : st->gravity_due, end = limit_due(st);
    return end < due ? end : due;
}

bool ht_advance(ht_state *st, int64_t now_ms)
{
    if (now_ms > st->now_ms)
        st->now_ms = now_ms;
    bool changed = false;
    for (;;) {
        int64_t t = ht_next_deadline(st);
        if (t == HT_NO_DEADLINE || t > st->now_ms)
            break;
        /* The time limit comes before anything due at the same moment. */
        if (t == limit_due(st)) {
            finish(st, HT_OVER, t);
        } else if (st->lock_active) {
            lock_piece(st, t);
        } else {
            st->centre = hex_neighbor(st->centre, HEX_FLAT_S);
            st->gravity_due = t + ht_gravity_ms(st->level);
            settle(st, t, false);
        }
        changed = true;
        st->version++;
    }
    return changed;
}

/* Puts the piece at centre c, rotation rot, if it fits there. A placement
 * that raises the centre's row (a climb) needs a lock reset left and always
 * spends one, so no sequence of moves keeps a piece up for ever. */
static bool try_place(ht_state *st, hex c, int rot, int64_t t)
{
    bool climbs = centre_row(c) < centre_row(st->centre);
    if (climbs && st->lock_resets >= HT_LOCK_RESETS)
        return false;
    if (!fits(st, c, rot))
        return false;
    /* settle() charges the reset when the timer runs; otherwise do it here. */
    if (climbs && !st->lock_active)
        st->lock_resets++;
    st->centre = c;
    st->rot = rot;
    settle(st, t, true);
    return true;
}

static bool shift(ht_state *st, int dx, int64_t t)
{
    hex keep = side_step(st->centre, dx);
    /* The other diagonal to the same column, half a cell higher or lower
     * on screen. Upward diagonals (NE, NW) have r - s == -1. */
    bool keep_is_up = keep.r - keep.s < 0;
    hex other = hex_add(keep, hex_direction(keep_is_up ? HEX_FLAT_S : HEX_FLAT_N));
    /* A resting piece tries the lower diagonal first so that it slides
     * along the zig-zag floor instead of hopping half a cell up and off it. */
    if (keep_is_up && grounded(st)) {
        hex t2 = keep;
        keep = other;
        other = t2;
    }
    return try_place(st, hex_add(st->centre, keep), st->rot, t) ||
           try_place(st, hex_add(st->centre, other), st->rot, t);
}

/* turn: 60-degree steps, clockwise when positive; its sign chooses the
 * kicks' order. */
static bool rotate(ht_state *st, int turn, int64_t t)
{
    int rot = ((st->rot + turn) % HT_ROTATIONS + HT_ROTATIONS) % HT_ROTATIONS;
    int side = turn > 0 ? 1 : -1;
    const hex kicks[] = {
        hex_make(0, 0),
        side_step(st->centre, -side),
        side_step(st->centre, side),
        hex_direction(HEX_FLAT_N),
    };
    for (size_t k = 0; k < sizeof kicks / sizeof kicks[0]; k++)
        if (try_place(st, hex_add(st->centre, kicks[k]), rot, t))
            return true;
    return false;
}

int ht_drop_distance(const ht_state *st)
{
    if (!st->piece)
        return 0;
    int d = 0;
    hex c = st->centre;
    for (;;) {
        hex below = hex_neighbor(c, HEX_FLAT_S);
        if (!fits(st, below, st->rot))
            return d;
        c = below;
        d++;
    }
}

static bool soft_drop(ht_state *st, int64_t t)
{
    hex below = hex_neighbor(st->centre, HEX_FLAT_S);
    if (!fits(st, below, st->rot))
        return false;
    st->centre = below;
    st->score += HT_SOFT_DROP_POINTS;
    st->gravity_due = t + ht_gravity_ms(st->level);
    settle(st, t, false);
    return true;
}

static void hard_drop(ht_state *st, int64_t t)
{
    int d = ht_drop_distance(st);
    st->centre = hex_add(st->centre, hex_scale(hex_direction(HEX_FLAT_S), d));
    st->score += (int64_t)HT_HARD_DROP_POINTS * d;
    lock_piece(st, t);
}

static bool hold(ht_state *st, int64_t t)
{
    if (st->hold_used)
        return false;
    int out = st->piece;
    int in = st->hold ? st->hold : take_next(st);
    st->hold = out;
    st->hold_used = true;
    spawn(st, in, t);
    return true;
}

/* A key carried out, for the stats (ht_stats says what counts). */
static void count_key(ht_state *st, enum ht_action a)
{
    ht_stats *s = &st->stats;
    if (a == HT_PAUSE)
        return;
    bool soft = a == HT_SOFT;
    if (!(soft && s->soft_run)) {
        s->keys++;
        if (a != HT_HOLD)
            s->piece_keys++;
    }
    s->soft_run = soft;
}

bool ht_apply(ht_state *st, enum ht_action a, int64_t now_ms)
{
    ht_advance(st, now_ms);
    int64_t t = st->now_ms;
    bool ok = false;
    if (a == HT_RESUME) {
        if (st->status != HT_PAUSED)
            return false;
        int64_t d = t - st->paused_at;
        st->paused_total += d;
        st->gravity_due += d;
        st->lock_due += d;
        st->status = HT_PLAYING;
        st->version++;
        return true;
    }
    if (st->status != HT_PLAYING)
        return false;
    switch (a) {
    case HT_LEFT: ok = shift(st, -1, t); break;
    case HT_RIGHT: ok = shift(st, +1, t); break;
    case HT_CW: ok = rotate(st, +1, t); break;
    case HT_CCW: ok = rotate(st, -1, t); break;
    case HT_180: ok = rotate(st, HT_ROTATIONS / 2, t); break;
    case HT_SOFT: ok = soft_drop(st, t); break;
    case HT_DROP:
        count_key(st, a);   /* the piece's own, before it locks */
        hard_drop(st, t);
        ok = true;
        break;
    case HT_HOLD: ok = hold(st, t); break;
    case HT_PAUSE:
        st->paused_at = t;
        st->status = HT_PAUSED;
        ok = true;
        break;
    default: break;
    }
    if (ok) {
        st->version++;
        if (a != HT_DROP)
            count_key(st, a);
    }
    return ok;
}

/* Whether a versus game still takes what its opponent does. */
static bool versus_open(const ht_state *st)
{
    return ht_mode_info_of(st->params.mode)->versus
        && (st->status == HT_PLAYING || st->status == HT_PAUSED);
}

bool ht_receive_garbage(ht_state *st, ht_burst b, int64_t now_ms)
{
    ht_advance(st, now_ms);
    if (!versus_open(st) || !ht_garbage_receive(&st->versus, b, st->width))
        return false;
    st->version++;
    return true;
}

bool ht_opponent_out(ht_state *st, int64_t now_ms)
{
    ht_advance(st, now_ms);
    if (!versus_open(st))
        return false;
    /* A pause ends with the game: its time is left out of the play time. */
    if (st->status == HT_PAUSED)
        st->paused_total += st->now_ms - st->paused_at;
    finish(st, HT_WON, st->now_ms);
    st->version++;
    return true;
}

bool ht_versus_word(ht_state *st, const char *word, int64_t now_ms, bool *carried)
{
    ht_burst b;
    if (strcmp(word, HT_OPPONENT_OUT_MOVE) == 0)
        *carried = ht_opponent_out(st, now_ms);
    else if (ht_garbage_move_parse(word, &b))
        *carried = ht_receive_garbage(st, b, now_ms);
    else
        return false;
    return true;
}

bool ht_restore(ht_state *st, const ht_state *snap)
{
    if (st->status != HT_PLAYING || snap->status != HT_PLAYING || !snap->piece)
        return false;
    ht_state now = *st;
    *st = *snap;
    /* The clock is the game's, not the snapshot's: it never goes back. */
    st->now_ms = now.now_ms;
    st->start_ms = now.start_ms;
    st->paused_total = now.paused_total;
    st->paused_at = now.paused_at;
    st->version = now.version + 1;
    st->lock_active = false;
    st->gravity_due = st->now_ms + ht_gravity_ms(st->level);
    settle(st, st->now_ms, false);
    return true;
}

int64_t ht_elapsed_ms(const ht_state *st, int64_t now_ms)
{
    int64_t end;
    switch (st->status) {
    case HT_PAUSED: end = st->paused_at; break;
    case HT_OVER:
    case HT_WON: end = st->end_ms; break;
    default: end = now_ms > st->now_ms ? now_ms : st->now_ms; break;
    }
    return end - st->start_ms - st->paused_total;
}

/* ---- drawing ---- */

int ht_cell(const ht_state *st, int col, int row)
{
    if (col < 0 || col >= st->width || row < 0 || row >= st->height)
        return -1;
    return st->well[row][col];
}

size_t ht_active_cells(const ht_state *st, hex_offset out[HT_PIECE_MAX_CELLS])
{
    if (!st->piece || (st->status != HT_PLAYING && st->status != HT_PAUSED))
        return 0;
    return cells_at(st->piece, st->centre, st->rot, out);
}

hex_offset ht_active_centre(const ht_state *st)
{
    return hex_to_offset(st->centre, HEX_ODD_Q);
}

size_t ht_ghost_cells(const ht_state *st, hex_offset out[HT_PIECE_MAX_CELLS])
{
    if (!st->piece || (st->status != HT_PLAYING && st->status != HT_PAUSED))
        return 0;
    hex c = hex_add(st->centre,
                    hex_scale(hex_direction(HEX_FLAT_S), ht_drop_distance(st)));
    return cells_at(st->piece, c, st->rot, out);
}
