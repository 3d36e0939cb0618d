/* The play loop: a game's life on the terminal, the same for every game.
 * Here: the game's clock and moves, and the loop that waits for the next
 * event or deadline. */
#include "tui/play_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "session/params_seed.h"

const session *play_session(const play *p) { return &p->ses; }
const canvas *play_canvas(const play *p) { return &p->cv; }

int64_t play_now(const play *p)
{
    return p->intro ? p->t0 : (int64_t)term_now_ms() - p->epoch;
}

void play_say(play *p, const char *text)
{
    snprintf(p->message, sizeof p->message, "%s", text);
    p->dirty = true;
}

/* Whether key does shared job j, as the game binds it. */
bool play_key_does(const play *p, key_shared j, int key)
{
    if (p->o->ui.keys)
        return keymap_is(p->o->ui.keys, j, key);
    for (int i = 0; i < KEYMAP_KEYS && keymap_shared(j)->keys[i]; i++)
        if (keymap_shared(j)->keys[i] == key)
            return true;
    return false;
}

session_phase play_phase(const play *p)
{
    return session_phase_of(&p->ses);
}

bool play_in_progress(const play *p)
{
    session_phase ph = play_phase(p);
    return ph == SESSION_RUNNING || ph == SESSION_PAUSED;
}

/* A game that moves on its own (a falling piece) must not while it is
 * hidden; a game that only keeps a clock waits for the player anyway. */
bool play_moves_on_its_own(const play *p)
{
    return p->g->game->advance != NULL;
}

bool play_seen(const play *p)
{
    return !p->g->seen || p->g->seen(p->ui, &p->ses, p->cv.w, p->cv.h);
}

/* After a move or time: the game's word on it, and the box of an end. */
void play_after_change(play *p, session_phase was, bool done, const char *why)
{
    if (why && why[0])
        play_say(p, why);
    else if (done && p->g->news) {
        char text[sizeof p->message];
        p->g->news(p->ui, &p->ses, play_now(p), text, sizeof text);
        play_say(p, text);
    }
    if (was != SESSION_ENDED && play_phase(p) == SESSION_ENDED && p->g->end_box
        && p->g->end_box(p->ui, &p->ses))
        p->overlay = OV_END;
    p->dirty = true;
}

/* Time given to the game never goes back: a held key's move due before
 * the game's latest change happens at that change. */
int64_t play_at_time(play *p, int64_t t)
{
    if (t > p->t_last)
        p->t_last = t;
    return p->t_last;
}

bool play_pause_at(play *p, int64_t t)
{
    return session_pause(&p->ses, play_at_time(p, t));
}

bool play_unpause_at(play *p, int64_t t)
{
    return session_unpause(&p->ses, play_at_time(p, t));
}

bool play_send_at(play *p, const char *move, int64_t t)
{
    const play_partner *with = p->o->partner;
    char refused[SESSION_LINE];
    if (with && !with->allows(with->ctx, PLAY_NONE, move, refused, sizeof refused)) {
        play_say(p, refused);
        return false;
    }
    session_phase was = play_phase(p);
    t = play_at_time(p, t);
    long long before = term_now_ms();
    char why[SESSION_LINE * 2];
    bool done = session_play(&p->ses, move, t, why, sizeof why);
    /* The clock starts with the game's first move, not with the work that
     * move did first (a board generated): game time skips it. */
    if (was == SESSION_READY && !p->intro)
        p->epoch += term_now_ms() - before;
    play_after_change(p, was, done, why);
    return done;
}

bool play_send(play *p, const char *move)
{
    return play_send_at(p, move, play_now(p));
}

/* The clock runs from game time t0 on. */
void play_begin(play *p)
{
    p->intro = false;
    p->epoch = (int64_t)term_now_ms() - p->t0;
    p->overlay = OV_NONE;
    p->question = Q_NONE;
    p->auto_paused = false;
    p->dirty = true;
}

void play_adopt(play *p, int64_t t0)
{
    p->t0 = p->t_last = t0;
    p->in_view = false;
    p->g->started(p->ui, &p->ses, true);
    if (p->g->news)
        p->g->news(p->ui, &p->ses, t0, p->message, sizeof p->message);
}

bool play_start(play *p, const char *params, char *why, size_t len)
{
    if (!session_new(&p->ses, params, why, len))
        return false;
    p->resumed_game = false;
    play_adopt(p, 0);
    return true;
}

/* The params of the game after this one: the same game on the seed the
 * session's hooks give after this one's (a fresh board, or the next of a
 * seeded run's sequence). */
void play_next_params(const play *p, const char *params, char *buf, size_t len)
{
    const session_game *gd = p->g->game;
    uint64_t seed = 0;
    session_params_seed(gd, params, &seed);
    if (!session_params_reseed(gd, params, session_seed_after(&p->ses, seed), buf, len))
        snprintf(buf, len, "%s", params);
}

void play_pause_under_box(play *p)
{
    if (play_moves_on_its_own(p) && play_phase(p) == SESSION_RUNNING && play_pause_at(p, play_now(p)))
        p->auto_paused = true;
}

void play_close_boxes(play *p)
{
    if (p->auto_paused)
        play_unpause_at(p, play_now(p));
    p->auto_paused = false;
    p->overlay = OV_NONE;
    p->question = Q_NONE;
    p->dirty = true;
}

void play_ui_keys(const play_ui_options *o, const key_game *g, keymap *out)
{
    if (o->keys)
        *out = *o->keys;
    else
        keymap_init(out, g);
}

int play_run(const play_options *o, char *err, size_t errlen)
{
    static play p;
    memset(&p, 0, sizeof p);
    p.o = o;
    p.g = o->game;
    for (size_t i = 0; i + 1 < sizeof p.title && p.g->game->name[i]; i++)
        p.title[i] = (char)toupper((unsigned char)p.g->game->name[i]);
    p.ui = p.g->new_ui(&o->ui);
    if (!p.ui) {
        snprintf(err, errlen, "out of memory");
        return 1;
    }
    session_init(&p.ses, p.g->game, o->hooks);
    bool resumed;
    if (!play_first_game(&p, &resumed, err, errlen)) {
        session_free(&p.ses);
        p.g->free_ui(p.ui);
        return 1;
    }
    term_options to = { .color = o->colour, .mouse = true, .key_events = p.g->held_of != NULL };
    if (!term_start(&to, err, errlen)) {
        session_free(&p.ses);
        p.g->free_ui(p.ui);
        return 1;
    }
    p.key_events = p.g->held_of && term_key_events();
    held_keys_init(&p.held, o->held);
    if (play_fit(&p))
        play_first_questions(&p, resumed);
    while (!p.quit && !p.failed) {
        int64_t before = play_now(&p);
        play_follow_key_events(&p);
        play_run_held(&p, before);
        if (!p.intro) {
            session_phase was = play_phase(&p);
            if (session_advance(&p.ses, play_at_time(&p, before)))
                play_after_change(&p, was, false, "");
        }
        play_note_new_piece(&p, before);
        play_note_in_view(&p);
        play_pause_if_unseen(&p, before);
        play_run_held(&p, before);   /* lets go of held keys, once paused */
        /* A question up has the message line: the front end's own work
         * waits for its answer. */
        int tick_wait = p.g->tick && p.question == Q_NONE ? p.g->tick(p.ui, &p) : -1;
        play_draw(&p, before);
        int64_t due = p.intro ? SESSION_NO_DEADLINE : session_next_deadline(&p.ses, before);
        int64_t held_due = p.key_events ? held_keys_next_deadline(&p.held) : SESSION_NO_DEADLINE;
        if (held_due < due)
            due = held_due;
        int64_t view_due = p.g->redraw_at ? p.g->redraw_at(p.ui) : SESSION_NO_DEADLINE;
        if (view_due < due)
            due = view_due;
        int wait = play_timeout_until(due, before);
        if (tick_wait >= 0 && (wait < 0 || tick_wait < wait))
            wait = tick_wait;
        if (o->partner) {
            int partner_wait = o->partner->poll(o->partner->ctx, &p);
            if (partner_wait >= 0 && (wait < 0 || partner_wait < wait))
                wait = partner_wait;
            char line[sizeof p.partner_line];
            o->partner->line(o->partner->ctx, line, sizeof line);
            if (strcmp(line, p.partner_line) != 0) {
                memcpy(p.partner_line, line, sizeof line);
                p.dirty = true;
            }
            play_draw(&p, play_now(&p));
        }
        term_event ev = term_wait(wait);
        play_on_event(&p, &ev);
    }
    if (!p.hung_up)
        session_settle(&p.ses, play_now(&p));
    term_stop();
    canvas_free(&p.cv);
    session_free(&p.ses);
    p.g->free_ui(p.ui);
    if (p.failed) {
        snprintf(err, errlen, "out of memory for the screen");
        return 1;
    }
    return p.exit_status;
}
