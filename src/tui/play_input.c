/* The play loop's input: keys and clicks into questions' answers, the
 * loop's actions and the game's moves; held keys timed here where the
 * terminal reports releases; resizes, signals and a stop. */
#include "tui/play_internal.h"

/* A wall move is repeated until the game refuses it; no well is wider. */
enum { WALL_STEPS = 256 };

/* Whether the partner beside the game, if any, lets the player do a
 * (false with why). */
static bool partner_allows(const play *p, play_action a, char *why, size_t len)
{
    const play_partner *with = p->o->partner;
    return !with || with->allows(with->ctx, a, NULL, why, len);
}

/* Whether q asks first: in a game, unless the partner says leaving it
 * loses nothing. */
static bool quit_asks(const play *p)
{
    const play_partner *with = p->o->partner;
    return play_in_progress(p) && !(with && with->settled && with->settled(with->ctx));
}

static void act(play *p, play_action a)
{
    int64_t now = play_now(p);
    char why[SESSION_LINE];
    if (a != PLAY_NONE && !partner_allows(p, a, why, sizeof why)) {
        play_say(p, why);
        return;
    }
    switch (a) {
    case PLAY_NONE: break;
    case PLAY_QUIT:
        if (!quit_asks(p)) {
            play_leave(p, false);
            break;
        }
        play_pause_under_box(p);
        play_ask(p, Q_QUIT);
        break;
    case PLAY_HELP:
        play_pause_under_box(p);
        p->overlay = OV_HELP;
        break;
    case PLAY_PAUSE:
        if (!play_unpause_at(p, now))
            play_pause_at(p, now);
        break;
    case PLAY_NEW: case PLAY_RESTART: {
        enum question q = a == PLAY_NEW ? Q_NEW : Q_RESTART;
        if (q == Q_RESTART && !p->g->game->restart_move)
            break;
        if (play_in_progress(p))
            play_ask(p, q);
        else
            play_move_on(p, q);
        break;
    }
    case PLAY_UNDO: case PLAY_REDO: {
        session_phase was = play_phase(p);
        now = play_at_time(p, now);
        bool done = a == PLAY_UNDO ? session_undo(&p->ses, now) : session_redo(&p->ses, now);
        play_after_change(p, was, done, "");
        break;
    }
    }
    p->dirty = true;
}

/* In the help of a game that moves on its own (paused under it), only a
 * deliberate key closes it, and q leaves; elsewhere any key does. */
static void help_key(play *p, int key)
{
    if (!play_moves_on_its_own(p)) {
        play_close_boxes(p);
    } else if (play_key_does(p, KEY_HELP, key) || key == TK_ESC || key == TK_ENTER) {
        play_close_boxes(p);
    } else if (play_key_does(p, KEY_QUIT, key)) {
        if (quit_asks(p))
            play_ask(p, Q_QUIT);
        else
            play_leave(p, false);
    }
}

static void on_key(play *p, int key)
{
    p->dirty = true;
    if (play_at_any_size(p)) {
        play_answer(p, dialog_key(&p->dlg, key));
        return;
    }
    if (!play_seen(p)) {
        /* The too-small screen offers q; the game is paused meanwhile. */
        if (play_key_does(p, KEY_QUIT, key))
            play_leave(p, false);
        return;
    }
    if (p->question != Q_NONE) {
        play_answer(p, dialog_key(&p->dlg, key));
        return;
    }
    if (p->overlay == OV_HELP) {
        help_key(p, key);
        return;
    }
    if (p->overlay == OV_END) {
        p->overlay = OV_NONE;
        return;
    }
    act(p, p->g->key(p->ui, p, key));
}

static void on_click(play *p, const term_event *ev)
{
    p->dirty = true;
    if (p->question != Q_NONE || p->intro || !play_seen(p))
        return;
    if (p->overlay == OV_HELP)
        play_close_boxes(p);
    else if (p->overlay == OV_NONE)
        act(p, p->g->click(p->ui, p, ev));
}

/* Moves from held keys are taken only where a key would be: in a game
 * being played, seen, with nothing over it. */
static bool takes_moves(const play *p)
{
    return !p->intro && p->overlay == OV_NONE && p->question == Q_NONE
           && play_phase(p) == SESSION_RUNNING && play_seen(p);
}

/* A new piece may come at once to a held, charged key (ARR 0). */
void play_note_new_piece(play *p, int64_t now)
{
    if (!p->key_events)
        return;
    int n = p->g->pieces(session_state(&p->ses));
    if (n != p->pieces_seen) {
        p->pieces_seen = n;
        held_keys_new_piece(&p->held, now);
    }
}

/* Carries out the held keys' moves due by now, each at its own time, with
 * the game's own changes in between, as if the loop had woken for each. */
void play_run_held(play *p, int64_t now)
{
    if (!p->key_events)
        return;
    if (!takes_moves(p)) {
        held_keys_release_all(&p->held);
        return;
    }
    held_move mv[16];
    int n;
    do {
        n = held_keys_due(&p->held, now, p->g->soft_ms(session_state(&p->ses)), mv, 16);
        for (int i = 0; i < n; i++) {
            int64_t at = play_at_time(p, mv[i].at);
            session_advance(&p->ses, at);
            if (!takes_moves(p)) {
                held_keys_release_all(&p->held);
                return;
            }
            play_note_new_piece(p, at);
            held_action h = mv[i].action;
            bool wall = h == HELD_LEFT_WALL || h == HELD_RIGHT_WALL;
            const char *move = p->g->held_moves[h == HELD_SOFT_DROP ? 2
                                                : h == HELD_MOVE_LEFT || h == HELD_LEFT_WALL ? 0
                                                                                            : 1];
            for (int steps = 0; steps < (wall ? WALL_STEPS : 1); steps++)
                if (!play_send_at(p, move, at))
                    break;
            play_note_new_piece(p, at);
        }
    } while (n == 16);
}

/* A key press, repeat or release where the terminal reports them all:
 * held keys are timed here, in play; the terminal's repeats of one-press
 * keys are dropped; releases do nothing else. Losing the focus lets go of
 * every key, whose releases may go elsewhere. */
static void on_key_event(play *p, const term_event *ev, int64_t now)
{
    if (ev->key == TK_FOCUS_OUT) {
        play_run_held(p, now);
        held_keys_release_all(&p->held);
        return;
    }
    held_key k = p->g->held_of(p->ui, ev->key);
    if (k != HELD_OTHER && (takes_moves(p) || ev->press == TP_UP)) {
        /* What was due before this event happens before it. */
        play_run_held(p, now);
        held_keys_event(&p->held, k, ev->press == TP_UP ? HELD_EVENT_RELEASE
                                     : ev->press == TP_REPEAT ? HELD_EVENT_REPEAT
                                                              : HELD_EVENT_PRESS, now);
        play_run_held(p, now);
        p->dirty = true;
        return;
    }
    if (ev->press == TP_UP
        || (ev->press == TP_REPEAT && p->g->one_press && p->g->one_press(p->ui, ev->key)))
        return;
    on_key(p, ev->key);
}

/* The terminal may start reporting releases at any time (its answer comes
 * when it comes): from then on keys are timed here, with none held yet. */
void play_follow_key_events(play *p)
{
    bool on = p->g->held_of && term_key_events();
    if (on == p->key_events)
        return;
    p->key_events = on;
    held_keys_release_all(&p->held);
    p->pieces_seen = p->g->pieces(session_state(&p->ses));
    p->dirty = true;
}

void play_on_event(play *p, const term_event *ev)
{
    int64_t now = play_now(p);
    play_follow_key_events(p);   /* as the terminal was when it sent ev */
    switch (ev->kind) {
    case TE_KEY:
        if (p->key_events)
            on_key_event(p, ev, now);
        else
            on_key(p, ev->key);
        break;
    case TE_MOUSE: on_click(p, ev); break;
    case TE_RESIZE:
        p->dirty = true;
        if (p->question != Q_SMALLER || !play_fit(p))
            break;
        /* Grown enough for the game asked for: no need to offer. */
        if (play_seen(p))
            play_begin_after_question(p);
        else
            play_offer_smaller(p);   /* what the game needs at this size */
        break;
    case TE_QUIT:
        /* Leave by the normal path, keeping the game, telling the shell
         * which signal; the terminal may be gone, so nothing is asked. */
        play_leave(p, true);
        p->quit = p->hung_up = true;
        p->exit_status = 128 + ev->signal;
        break;
    case TE_RESUMED: {
        /* Paused as of the stop, so nothing moved while it was stopped;
         * but not where the partner allows no pause (a race's clock runs
         * on, and the player could not go on from the pause). */
        char why[SESSION_LINE];
        if (!p->intro && partner_allows(p, PLAY_PAUSE, why, sizeof why))
            play_pause_at(p, now);
        p->dirty = true;
        break;
    }
    case TE_TIMEOUT: break;
    }
}
