/* hextris' demo: the bot plays game after game until a key is pressed. */
#include "tui/hextris_demo.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/rng.h"
#include "games/hextris/hextris_bot.h"
#include "games/hextris/hextris_reach.h"
#include "session/hextris_session.h"
#include "session/midend.h"
#include "tui/canvas.h"
#include "tui/term.h"
#include "tui/hextris_view.h"

/* The pace, in ms: a look at a new piece, a tap, a held key's repeat, and
 * the pause on a game's end before the next. */
enum { THINK_MS = 320, THINK_SPREAD = 260, TAP_MS = 110, TAP_SPREAD = 90, REPEAT_MS = 40,
       GAME_END_MS = 3000 };

typedef struct {
    ht_state st;
    ht_reach *reach;
    ht_bot_pilot pilot;
    bool planned;
    int planned_for;             /* st.pieces when the plan was made */
    bool ending;                 /* the game has ended; the next is due */
    enum ht_action last;
    int64_t due;                 /* the bot's next move, or the next game */
    rng jitter;
} demo;

static int64_t spread(demo *d, int base, int range)
{
    return base + (int64_t)rng_below(&d->jitter, (uint32_t)range);
}

static void new_game(demo *d, const ht_params *p, int64_t now)
{
    ht_new(&d->st, p, now);
    d->planned = false;
    d->ending = false;
    d->due = now + spread(d, THINK_MS, THINK_SPREAD);
}

static bool plan(demo *d)
{
    ht_bot_choice c;
    if (!ht_bot_choose(d->reach, &d->st, &c))
        return false;
    ht_bot_pilot_start(&d->pilot, &c);
    d->planned = true;
    d->planned_for = d->st.pieces;
    d->last = HT_PAUSE;   /* no move yet */
    return true;
}

/* The bot's move due now, and when the next one is. */
static void bot_move(demo *d, int64_t now)
{
    if (!d->planned || d->planned_for != d->st.pieces) {
        if (!plan(d))
            return;
    }
    enum ht_action a;
    if (!ht_bot_pilot_next(&d->pilot, &d->st, &a))
        a = HT_DROP;
    bool again = a == d->last && (a == HT_LEFT || a == HT_RIGHT || a == HT_SOFT);
    if (!ht_apply(&d->st, a, now)) {
        /* Gravity took the piece where the plan no longer goes: think
         * again from where it is. */
        d->planned = false;
        d->due = now + spread(d, TAP_MS, TAP_SPREAD);
        return;
    }
    d->last = a;
    if (d->st.pieces != d->planned_for || d->st.status != HT_PLAYING) {
        d->planned = false;
        d->due = now + spread(d, THINK_MS, THINK_SPREAD);
    } else {
        d->due = now + (again ? REPEAT_MS : spread(d, TAP_MS, TAP_SPREAD));
    }
}

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

int hextris_demo_run(const hextris_demo_options *o, char *err, size_t errlen)
{
    static demo d;
    d.reach = calloc(1, sizeof *d.reach);
    if (!d.reach) {
        snprintf(err, errlen, "out of memory for the demo");
        return 1;
    }
    term_options to = { .color = o->colour, .mouse = true };
    if (!term_start(&to, err, errlen)) {
        free(d.reach);
        return 1;
    }
    canvas cv = { 0 };
    ht_params p = o->params;
    rng_seed(&d.jitter, p.seed, 0x64656d6f);
    int64_t now = term_now_ms();
    new_game(&d, &p, now);
    hextris_view_caps caps = { .blocks = !o->ascii && term_can_draw_blocks() };
    int status = 0;
    for (bool done = false; !done;) {
        now = term_now_ms();
        ht_advance(&d.st, now);
        if (d.st.status == HT_PLAYING && now >= d.due)
            bot_move(&d, now);
        if (d.st.status != HT_PLAYING && !d.ending) {
            d.ending = true;
            d.due = now + GAME_END_MS;
        } else if (d.ending && now >= d.due) {
            p.seed = session_next_seed(&session_hextris, p.seed);
            new_game(&d, &p, now);
        }
        int w, h;
        term_size(&w, &h);
        if ((cv.w != w || cv.h != h) && canvas_resize(&cv, w, h) != 0) {
            snprintf(err, errlen, "out of memory for the screen");
            status = 1;
            break;
        }
        hextris_view v = { .st = &d.st, .elapsed_ms = ht_elapsed_ms(&d.st, now), .caps = caps,
                          .show_seed = true, .watching = true,
                          .banner = "DEMO  any key: leave" };
        hextris_view_draw(&cv, &v);
        term_present(&cv);
        int64_t due = min64(d.due, ht_next_deadline(&d.st));
        int64_t wait = due - term_now_ms();
        term_event ev = term_wait(wait < 0 ? 0 : wait > 1000 ? 1000 : (int)wait);
        switch (ev.kind) {
        case TE_KEY:
            done = ev.press != TP_UP;
            break;
        case TE_MOUSE:
            done = ev.button == TB_LEFT || ev.button == TB_MIDDLE || ev.button == TB_RIGHT;
            break;
        case TE_QUIT:
            status = 128 + ev.signal;
            done = true;
            break;
        default:
            break;
        }
    }
    term_stop();
    canvas_free(&cv);
    free(d.reach);
    return status;
}
