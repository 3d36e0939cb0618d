/* held_keys: when the keys a player holds down move a falling piece —
 * delayed auto shift (DAS), auto repeat rate (ARR) and soft drop — for
 * terminals that report key releases (the kitty keyboard protocol). Pure:
 * no curses, no clock; times come in as milliseconds.
 *
 * THE RULES
 *   Left / Right: a press moves once at once. Held DAS ms after the press,
 *     the key moves again, then every ARR ms until it is released.
 *   ARR 0: the move due at DAS (and any later one) is a "to the wall" move
 *     (HELD_LEFT_WALL / HELD_RIGHT_WALL), given once; after it nothing more is
 *     due until held_keys_new_piece says a new piece has come, which makes a
 *     still-held, charged key send the new piece to the wall at once too.
 *   Both Left and Right held: the one pressed last wins; the other gives
 *     nothing while it waits. When the winner is released, the other resumes
 *     on its own clock: if its DAS (counted from its own press) has passed,
 *     it repeats at once (a move at the release time, then every ARR ms);
 *     otherwise its first repeat comes when its DAS runs out.
 *   Down (soft drop): a press drops one row at once, then one every
 *     max(1, gravity_ms / soft_drop_factor) ms while held (integer
 *     division). Each step's successor is timed with the gravity given to
 *     the held_keys_due that gave the step, so a level change takes effect
 *     from the step after.
 *   Other keys (rotate, hold, hard drop: HELD_OTHER) change nothing, so a
 *     rotation does not stop a repeat. Repeat events (HELD_EVENT_REPEAT, the
 *     terminal's own auto repeat) are ignored: this module owns the timing.
 *     A press of a key already down is ignored too.
 *   Catching up: held_keys_due gives every move due up to now, in time
 *   order (ties: Left, Right, Down), each with its time. A key owes at most
 *   HELD_KEYS_CATCHUP_MAX moves per call; when a stalled caller owes more,
 *   the rest are dropped and that key's clock skips past now (wider or
 *   taller than any well, so the dropped ones could not have moved the
 *   piece). When out fills up first, the rest stay due for the next call.
 *
 * TYPICAL USE (the front end's loop):
 *     on a key event:  held_keys_due(hk, now, g, mv, n) and apply them, then
 *                      held_keys_event(hk, key, type, now)
 *     before waiting:  wait until min(game deadline,
 *                                     held_keys_next_deadline(hk))
 *     on waking:       n = held_keys_due(hk, now, g, mv, N); apply mv[0..n)
 *                      at their times, interleaved with the game's ticks
 *     new piece:       held_keys_new_piece(hk, now)   (matters for ARR 0)
 *     focus lost, pause, game over: held_keys_release_all(hk)
 * Call held_keys_due up to the release time before a release: a release
 * drops what the key still owed. */
#ifndef HEXPUZZLE_TUI_HELD_KEYS_H
#define HEXPUZZLE_TUI_HELD_KEYS_H

#include <stdbool.h>
#include <stdint.h>

enum {
    HELD_DAS_DEFAULT = 167,
    HELD_ARR_DEFAULT = 33,
    HELD_SOFT_DROP_DEFAULT = 20,
    HELD_KEYS_CATCHUP_MAX = 32  /* moves one key owes one call at most */
};

typedef struct {
    int das_ms;            /* >= 0 */
    int arr_ms;            /* >= 0; 0: to the wall */
    int soft_drop_factor;  /* >= 1: soft drop is this many times gravity */
} held_keys_settings;

typedef enum { HELD_LEFT, HELD_RIGHT, HELD_DOWN, HELD_OTHER } held_key;

/* The kitty protocol's event types. */
typedef enum {
    HELD_EVENT_PRESS = 1,
    HELD_EVENT_REPEAT = 2,
    HELD_EVENT_RELEASE = 3
} held_event;

typedef enum {
    HELD_MOVE_LEFT,
    HELD_MOVE_RIGHT,
    HELD_LEFT_WALL,   /* as many moves left as the piece can make */
    HELD_RIGHT_WALL,
    HELD_SOFT_DROP    /* one row down */
} held_action;

typedef struct {
    held_action action;
    int64_t at;  /* when it was due, ms */
} held_move;

typedef struct {
    bool down;
    int64_t pressed_at;
    int64_t next;        /* the next move's time; INT64_MAX: none */
    unsigned order;      /* larger: pressed later */
} held_key_state;

typedef struct {
    held_keys_settings s;
    held_key_state key[3];  /* by held_key, HELD_OTHER excluded */
    unsigned presses;
} held_keys;

/* DAS 167 ms, ARR 33 ms, soft drop 20x. */
held_keys_settings held_keys_defaults(void);

/* Nothing held. Settings out of range are clamped (negative to 0, factor
 * to at least 1). */
void held_keys_init(held_keys *hk, held_keys_settings s);

void held_keys_press(held_keys *hk, held_key key, int64_t now);
void held_keys_release(held_keys *hk, held_key key, int64_t now);

/* One key event as the terminal reports it: press, repeat (ignored) or
 * release. */
void held_keys_event(held_keys *hk, held_key key, held_event type,
                     int64_t now);

/* Focus lost, pause, game over: every key up, nothing due. */
void held_keys_release_all(held_keys *hk);

/* A new piece has come: with ARR 0, a held Left or Right past its DAS sends
 * it to the wall at once (with ARR > 0 the repeat goes on anyway). */
void held_keys_new_piece(held_keys *hk, int64_t now);

/* The moves due at or before now, at most max of them, into out in time
 * order; returns how many. gravity_ms: the current gravity interval. */
int held_keys_due(held_keys *hk, int64_t now, int gravity_ms, held_move *out,
                  int max);

/* When the next move falls due; INT64_MAX when none will. The soft drop's
 * next step was timed with the gravity given to the last held_keys_due. */
int64_t held_keys_next_deadline(const held_keys *hk);

#endif
