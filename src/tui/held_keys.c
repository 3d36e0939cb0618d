/* held_keys: the DAS / ARR / soft-drop clock of the keys a player holds,
 * kept apart from the terminal so every timing rule can be tested. */
#include "tui/held_keys.h"

#include <string.h>

held_keys_settings held_keys_defaults(void)
{
    return (held_keys_settings){ HELD_DAS_DEFAULT, HELD_ARR_DEFAULT,
                                 HELD_SOFT_DROP_DEFAULT };
}

void held_keys_init(held_keys *hk, held_keys_settings s)
{
    memset(hk, 0, sizeof *hk);
    hk->s.das_ms = s.das_ms > 0 ? s.das_ms : 0;
    hk->s.arr_ms = s.arr_ms > 0 ? s.arr_ms : 0;
    hk->s.soft_drop_factor = s.soft_drop_factor > 1 ? s.soft_drop_factor : 1;
    for (int k = 0; k < 3; k++)
        hk->key[k].next = INT64_MAX;
}

/* Left and Right: the one pressed last of those down, or -1. */
static int sideways(const held_keys *hk)
{
    const held_key_state *l = &hk->key[HELD_LEFT], *r = &hk->key[HELD_RIGHT];
    if (l->down && (!r->down || l->order > r->order))
        return HELD_LEFT;
    return r->down ? HELD_RIGHT : -1;
}

static int64_t charged_at(const held_keys *hk, int k)
{
    return hk->key[k].pressed_at + hk->s.das_ms;
}

static int64_t drop_step(const held_keys *hk, int gravity_ms)
{
    int step = gravity_ms / hk->s.soft_drop_factor;
    return step > 1 ? step : 1;
}

void held_keys_press(held_keys *hk, held_key key, int64_t now)
{
    if (key == HELD_OTHER || hk->key[key].down)
        return;
    held_key_state *st = &hk->key[key];
    st->down = true;
    st->pressed_at = now;
    st->next = now;
    st->order = ++hk->presses;
}

void held_keys_release(held_keys *hk, held_key key, int64_t now)
{
    if (key == HELD_OTHER || !hk->key[key].down)
        return;
    int was = sideways(hk);
    hk->key[key].down = false;
    hk->key[key].next = INT64_MAX;
    int now_side = sideways(hk);
    if (was == (int)key && now_side >= 0) {
        int64_t c = charged_at(hk, now_side);
        hk->key[now_side].next = c > now ? c : now;
    }
}

void held_keys_event(held_keys *hk, held_key key, held_event type,
                     int64_t now)
{
    if (type == HELD_EVENT_PRESS)
        held_keys_press(hk, key, now);
    else if (type == HELD_EVENT_RELEASE)
        held_keys_release(hk, key, now);
}

void held_keys_release_all(held_keys *hk)
{
    held_keys_init(hk, hk->s);
}

void held_keys_new_piece(held_keys *hk, int64_t now)
{
    int k = sideways(hk);
    if (k >= 0 && hk->s.arr_ms == 0 && hk->key[k].next == INT64_MAX &&
        now >= charged_at(hk, k))
        hk->key[k].next = now;
}

/* The key whose move is due first at or before now, or -1. */
static int first_due(const held_keys *hk, int64_t now)
{
    int best = -1;
    int side = sideways(hk);
    if (side >= 0 && hk->key[side].next <= now)
        best = side;
    const held_key_state *d = &hk->key[HELD_DOWN];
    if (d->down && d->next <= now && (best < 0 || d->next < hk->key[best].next))
        best = HELD_DOWN;
    return best;
}

/* The step after a move at t; for Left and Right also what the move was. */
static int64_t after(const held_keys *hk, int k, int64_t t, int gravity_ms,
                     held_action *what)
{
    if (k == HELD_DOWN) {
        *what = HELD_SOFT_DROP;
        return t + drop_step(hk, gravity_ms);
    }
    bool left = k == HELD_LEFT;
    int64_t c = charged_at(hk, k);
    if (t < c) {
        *what = left ? HELD_MOVE_LEFT : HELD_MOVE_RIGHT;
        return c;
    }
    if (hk->s.arr_ms == 0) {
        *what = left ? HELD_LEFT_WALL : HELD_RIGHT_WALL;
        return INT64_MAX;
    }
    *what = left ? HELD_MOVE_LEFT : HELD_MOVE_RIGHT;
    return t + hk->s.arr_ms;
}

/* A key that owed too much: its clock jumps to its first step after now,
 * keeping its phase. */
static void skip_past(held_keys *hk, int k, int64_t now, int gravity_ms)
{
    held_key_state *st = &hk->key[k];
    int64_t step = k == HELD_DOWN ? drop_step(hk, gravity_ms)
                                  : (int64_t)hk->s.arr_ms;
    if (st->next > now)
        return;
    st->next = step > 0 ? st->next + ((now - st->next) / step + 1) * step
                        : INT64_MAX;
}

int held_keys_due(held_keys *hk, int64_t now, int gravity_ms, held_move *out,
                  int max)
{
    int n = 0;
    int owed[3] = { 0, 0, 0 };
    int k;
    while (n < max && (k = first_due(hk, now)) >= 0) {
        held_key_state *st = &hk->key[k];
        if (owed[k] == HELD_KEYS_CATCHUP_MAX) {
            skip_past(hk, k, now, gravity_ms);
            continue;
        }
        held_action what;
        int64_t t = st->next;
        st->next = after(hk, k, t, gravity_ms, &what);
        out[n++] = (held_move){ what, t };
        owed[k]++;
    }
    return n;
}

int64_t held_keys_next_deadline(const held_keys *hk)
{
    int64_t best = INT64_MAX;
    int side = sideways(hk);
    if (side >= 0)
        best = hk->key[side].next;
    const held_key_state *d = &hk->key[HELD_DOWN];
    if (d->down && d->next < best)
        best = d->next;
    return best;
}
