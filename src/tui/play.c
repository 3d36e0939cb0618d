/* The play loop: a game's life on the terminal, the same for every game. */
#include "tui/play.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* The question or notice up, by what its answer does. */
enum question {
    Q_NONE,
    Q_QUIT,             /* y leaves, keeping the game; n plays on */
    Q_NEW,              /* y gives the game up for the next one */
    Q_RESTART,          /* y gives it up for the same one from its start */
    Q_RESUME,           /* y resumes, n starts afresh, q leaves */
    Q_LOSE,             /* the save failed: y leaves all the same */
    Q_SMALLER,          /* y the smaller game, n the one asked for, q leaves */
    Q_NOTICE,           /* read: the first game starts */
    Q_NOTICE_RESUME,    /* read: the resume question */
    Q_NOTICE_SMALLER    /* read: the smaller game's offer */
};

/* How each question is put: on a message line, or in a box. */
static const struct {
    const char *line, *title, *box;
} asks[] = {
    [Q_QUIT] = { "Quit this game? It will be saved for next time. (y/n)", "QUIT",
                 "Quit this game? (y/n)\nIt will be saved for next time." },
    [Q_NEW] = { "Abandon this game for a new board? (y/n)", "NEW GAME",
                "Abandon this game for a new one? (y/n)" },
    [Q_RESTART] = { "Abandon this game and replay the board? (y/n)", "REPLAY",
                    "Abandon this game and play it again from its start? (y/n)" },
    [Q_RESUME] = { "A saved game was found. Resume it? (y/n)", "SAVED GAME",
                   "Resume the saved game? (y/n)" },
};
static const char *const lose = "Quit and lose this game? (y/n)";
static const char *const unsaved_quit = "Quit this game? (y/n)";

/* A wall move is repeated until the game refuses it; no well is wider. */
enum { WALL_STEPS = 256 };

enum overlay { OV_NONE, OV_HELP, OV_END };

struct play {
    const play_options *o;
    const play_game *g;
    void *ui;               /* the front end's */
    session ses;
    canvas cv;
    int64_t epoch;          /* term_now_ms() at game time 0 */
    /* Before the first game begins (a notice, the resume question, the
     * smaller game's offer): its clock stands at t0. */
    bool intro;
    int64_t t0;
    int64_t t_last;         /* the latest game time the session was given */
    enum overlay overlay;
    enum question question;
    dialog dlg;
    char title[24];         /* the notices' box title: the game's name */
    bool auto_paused;       /* a box paused the game: closing it goes on */
    char message[512];
    bool dirty, quit, failed, hung_up;
    int exit_status;
    bool key_events;
    bool resumed_game;      /* the game on is the one resumed from a save */
    bool in_view;           /* the game has been seen since it began */
    bool asked_over;        /* a fresh game a question is asked over */
    held_keys held;
    int pieces_seen;
};

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
static bool key_does(const play *p, key_shared j, int key)
{
    if (p->o->ui.keys)
        return keymap_is(p->o->ui.keys, j, key);
    for (int i = 0; i < KEYMAP_KEYS && keymap_shared(j)->keys[i]; i++)
        if (keymap_shared(j)->keys[i] == key)
            return true;
    return false;
}

static session_phase phase(const play *p)
{
    return session_phase_of(&p->ses);
}

static bool in_progress(const play *p)
{
    session_phase ph = phase(p);
    return ph == SESSION_RUNNING || ph == SESSION_PAUSED;
}

/* A game that moves on its own (a falling piece) must not while it is
 * hidden; a game that only keeps a clock waits for the player anyway. */
static bool moves_on_its_own(const play *p)
{
    return p->g->game->advance != NULL;
}

static bool seen(const play *p)
{
    return !p->g->seen || p->g->seen(p->ui, &p->ses, p->cv.w, p->cv.h);
}

/* After a move or time: the game's word on it, and the box of an end. */
static void after_change(play *p, session_phase was, bool done, const char *why)
{
    if (why && why[0])
        play_say(p, why);
    else if (done && p->g->news) {
        char text[sizeof p->message];
        p->g->news(p->ui, &p->ses, play_now(p), text, sizeof text);
        play_say(p, text);
    }
    if (was != SESSION_ENDED && phase(p) == SESSION_ENDED && p->g->end_box
        && p->g->end_box(p->ui, &p->ses))
        p->overlay = OV_END;
    p->dirty = true;
}

/* Time given to the game never goes back: a held key's move due before
 * the game's latest change happens at that change. */
static int64_t at_time(play *p, int64_t t)
{
    if (t > p->t_last)
        p->t_last = t;
    return p->t_last;
}

static bool pause_at(play *p, int64_t t)
{
    return session_pause(&p->ses, at_time(p, t));
}

static bool unpause_at(play *p, int64_t t)
{
    return session_unpause(&p->ses, at_time(p, t));
}

static bool send_at(play *p, const char *move, int64_t t)
{
    session_phase was = phase(p);
    t = at_time(p, t);
    long long before = term_now_ms();
    char why[SESSION_LINE * 2];
    bool done = session_play(&p->ses, move, t, why, sizeof why);
    /* The clock starts with the game's first move, not with the work that
     * move did first (a board generated): game time skips it. */
    if (was == SESSION_READY && !p->intro)
        p->epoch += term_now_ms() - before;
    after_change(p, was, done, why);
    return done;
}

bool play_send(play *p, const char *move)
{
    return send_at(p, move, play_now(p));
}

/* The clock runs from game time t0 on. */
static void begin(play *p)
{
    p->intro = false;
    p->epoch = (int64_t)term_now_ms() - p->t0;
    p->overlay = OV_NONE;
    p->question = Q_NONE;
    p->auto_paused = false;
    p->dirty = true;
}

static void adopt(play *p, int64_t t0)
{
    p->t0 = p->t_last = t0;
    p->in_view = false;
    p->g->started(p->ui, &p->ses, true);
    if (p->g->news)
        p->g->news(p->ui, &p->ses, t0, p->message, sizeof p->message);
}

static bool start(play *p, const char *params, char *why, size_t len)
{
    if (!session_new(&p->ses, params, why, len))
        return false;
    p->resumed_game = false;
    adopt(p, 0);
    return true;
}

/* The params of the game after this one: the same game on the seed the
 * session's hooks give after this one's (a fresh board, or the next of a
 * seeded run's sequence). */
static void next_params(const play *p, const char *params, char *buf, size_t len)
{
    const session_game *gd = p->g->game;
    uint64_t seed = 0;
    gd->params_seed(params, &seed);
    if (!gd->params_reseed(params, session_seed_after(&p->ses, seed), buf, len))
        snprintf(buf, len, "%s", params);
}

static void pause_under_box(play *p)
{
    if (moves_on_its_own(p) && phase(p) == SESSION_RUNNING && pause_at(p, play_now(p)))
        p->auto_paused = true;
}

static void close_boxes(play *p)
{
    if (p->auto_paused)
        unpause_at(p, play_now(p));
    p->auto_paused = false;
    p->overlay = OV_NONE;
    p->question = Q_NONE;
    p->dirty = true;
}

/* What the resume question brings back, in words: the game and its
 * table, how far it went and when it was saved, and the table a new game
 * would have when it is another (what the command line or the config asked
 * for, or the default). */
static void describe_saved(const play *p, char *what, size_t len, char *other, size_t olen)
{
    const session_game *gd = p->g->game;
    const session_save *sv = p->o->resume;
    char params[SESSION_PARAMS], table[SESSION_PARAMS], asked[SESSION_PARAMS];
    session_params(&p->ses, params, sizeof params);
    if (!gd->category(params, table, sizeof table))
        snprintf(table, sizeof table, "game");
    int64_t secs = sv ? sv->saved_at / 1000 : 0;
    char when[40] = "";
    struct tm tm;
    time_t written = sv ? (time_t)sv->written : 0;
    if (written > 0 && gmtime_r(&written, &tm))
        strftime(when, sizeof when, ", saved %Y-%m-%d %H:%M UTC", &tm);
    snprintf(what, len, "%.16s %.60s, %lld:%02lld played%.39s", gd->name, table,
             (long long)(secs / 60), (long long)(secs % 60), when);
    other[0] = '\0';
    if (p->o->params && gd->category(p->o->params, asked, sizeof asked)
        && strcmp(asked, table) != 0)
        snprintf(other, olen, "n throws it away for a new %.60s game.", asked);
}

static void ask(play *p, enum question q)
{
    const char *line = asks[q].line, *box = asks[q].box, *title = asks[q].title;
    char resume_line[400], resume_box[DIALOG_TEXT_MAX];
    if (q == Q_QUIT && !p->o->hooks)
        line = box = unsaved_quit;
    if (q == Q_RESUME) {
        char what[200], other[120];
        describe_saved(p, what, sizeof what, other, sizeof other);
        bool unseen = !seen(p);
        snprintf(resume_line, sizeof resume_line, "%.60s  %.199s.%s%.119s", asks[Q_RESUME].line, what,
                 other[0] ? " " : "", other);
        snprintf(resume_box, sizeof resume_box, "%s\n%s%s%s%s", asks[Q_RESUME].box, what,
                 other[0] ? "\n" : "", other,
                 unseen ? "\nThis terminal cannot draw it: y resumes it paused until there is "
                          "room (resize), q keeps it for a larger terminal." : "");
        line = resume_line;
        box = resume_box;
    }
    dialog_kind kind = q == Q_RESUME ? DIALOG_YES_NO_LATER : DIALOG_YES_NO;
    if (p->g->message_line && (q != Q_RESUME || seen(p))) {
        dialog_open(&p->dlg, kind, NULL, 0, "%s", line);
        play_say(p, line);
    } else {
        dialog_open(&p->dlg, kind, title, 0, "%s", box);
    }
    p->overlay = OV_NONE;
    p->question = q;
    p->dirty = true;
}

/* A notice in a box that waits for a key; what comes after is q's. */
static void tell(play *p, enum question q, const char *title, const char *text,
                 const char *more)
{
    dialog_open(&p->dlg, DIALOG_MESSAGE, title, 0, "%s%s%s\n\npress any key", text,
                more ? "\n" : "", more ? more : "");
    p->overlay = OV_NONE;
    p->question = q;
    p->auto_paused = false;
    p->dirty = true;
}

/* Leaving keeps a game in progress. When it cannot be kept the player is
 * asked, with the reason, before it is lost; a signal cannot ask. */
static void leave(play *p, bool by_signal)
{
    int64_t now = play_now(p);
    if (p->intro) {
        p->quit = true;
        return;
    }
    session_settle(&p->ses, now);
    char warning[SESSION_LINE * 2];
    if (in_progress(p) && !session_keep(&p->ses, now, warning, sizeof warning)
        && !by_signal) {
        const char *title = p->g->message_line ? "The game cannot be saved" : "NOT SAVED";
        if (p->g->message_line)
            play_say(p, lose);
        dialog_open(&p->dlg, DIALOG_YES_NO, title, p->g->message_line ? 70 : 0, "%s\n\n%s",
                    warning, lose);
        p->overlay = OV_NONE;
        p->question = Q_LOSE;
        p->dirty = true;
        return;
    }
    p->quit = true;
}

/* The game is given up (or its unrecorded end recorded) for the next one
 * or the same one again; a message line says how the tables stand. */
static void move_on(play *p, enum question what)
{
    int64_t now = play_now(p);
    char ended[16] = "";
    if (session_abandon(&p->ses, now)) {
        snprintf(ended, sizeof ended, "given up");
    } else if (session_settle(&p->ses, now)) {
        session_result r;
        memset(&r, 0, sizeof r);
        p->g->game->result(session_state(&p->ses), now, &r);
        snprintf(ended, sizeof ended, "%s", r.outcome ? r.outcome : "over");
    }
    const session_verdict v = p->ses.verdict;
    if (what == Q_NEW) {
        char params[SESSION_PARAMS], next[SESSION_PARAMS];
        session_params(&p->ses, params, sizeof params);
        next_params(p, params, next, sizeof next);
        /* The same game on another seed: it cannot fail but for memory. */
        if (!start(p, next, NULL, 0))
            term_fatal("out of memory for the next game");
        begin(p);
    } else {
        session_play(&p->ses, p->g->game->restart_move, now, NULL, 0);
        p->in_view = false;
        p->g->started(p->ui, &p->ses, false);
        after_change(p, SESSION_READY, true, "");
    }
    if (ended[0] && p->o->hooks && p->g->message_line)
        snprintf(p->message, sizeof p->message, "Last game %s. %.150s", ended,
                 v.warning[0] ? v.warning : v.lines[0]);
}

static bool fresh_after_questions(const play *p)
{
    return p->o->hooks && p->o->hooks->fresh_after_questions;
}

/* Play begins after a question asked over a fresh game: on the next
 * board, where the hooks say so (session_hooks.fresh_after_questions). */
static void begin_after_question(play *p)
{
    if (p->asked_over && fresh_after_questions(p)) {
        char params[SESSION_PARAMS], next[SESSION_PARAMS];
        session_params(&p->ses, params, sizeof params);
        next_params(p, params, next, sizeof next);
        if (!start(p, next, NULL, 0))
            term_fatal("out of memory for a new game");
    }
    p->asked_over = false;
    begin(p);
}

/* The saved game was declined: a fresh one as asked, on another seed
 * should that be the saved game's own, or the hooks want a board drawn
 * after the question. */
static void decline(play *p)
{
    char saved[SESSION_PARAMS], params[SESSION_PARAMS];
    session_params(&p->ses, saved, sizeof saved);
    snprintf(params, sizeof params, "%s", p->o->params);
    uint64_t a = 0, b = 1;
    const session_game *gd = p->g->game;
    if ((gd->params_seed(params, &a) && gd->params_seed(saved, &b) && a == b)
        || fresh_after_questions(p))
        next_params(p, p->o->params, params, sizeof params);
    session_forget(&p->ses);
    if (!start(p, params, NULL, 0))
        term_fatal("out of memory for a new game");
    begin(p);
}

static void offer_smaller(play *p)
{
    char params[SESSION_PARAMS], smaller[SESSION_PARAMS];
    session_params(&p->ses, params, sizeof params);
    p->g->smaller(p->ui, params, p->cv.w, p->cv.h, &p->dlg, smaller, sizeof smaller);
    p->overlay = OV_NONE;
    p->question = Q_SMALLER;
    p->dirty = true;
}

static bool smaller_params(play *p, char *buf, size_t len)
{
    char params[SESSION_PARAMS];
    dialog unused;
    session_params(&p->ses, params, sizeof params);
    return p->g->smaller && p->g->smaller(p->ui, params, p->cv.w, p->cv.h, &unused, buf, len);
}

static void answer(play *p, dialog_answer a)
{
    enum question q = p->question;
    if (a == DIALOG_OPEN)
        return;
    p->question = Q_NONE;
    p->dirty = true;
    if (a == DIALOG_LATER) {
        p->quit = true;
        return;
    }
    if (p->g->message_line && p->g->news)
        p->g->news(p->ui, &p->ses, play_now(p), p->message, sizeof p->message);
    bool yes = a == DIALOG_YES;
    switch (q) {
    case Q_QUIT:
        if (yes)
            leave(p, false);
        else
            close_boxes(p);
        break;
    case Q_LOSE:
        if (yes)
            p->quit = true;
        else
            close_boxes(p);
        break;
    case Q_NEW: case Q_RESTART:
        if (yes)
            move_on(p, q);
        else
            close_boxes(p);
        break;
    case Q_RESUME:
        if (!yes) {
            decline(p);
            break;
        }
        begin(p);
        if (p->g->message_line) {
            char line[80], name[KEYMAP_NAME_MAX];
            if (p->o->ui.keys)
                keymap_first(p->o->ui.keys, KEY_PAUSE, name);
            else
                keymap_key_name(keymap_shared(KEY_PAUSE)->keys[0], name);
            snprintf(line, sizeof line, "Saved game resumed, paused: %s to play", name);
            play_say(p, line);
        }
        break;
    case Q_SMALLER: {
        char smaller[SESSION_PARAMS];
        if (yes && smaller_params(p, smaller, sizeof smaller))
            start(p, smaller, NULL, 0);
        /* No: the game asked for, the too-small screen waiting for room. */
        begin_after_question(p);
        break;
    }
    case Q_NOTICE_RESUME: ask(p, Q_RESUME); break;
    case Q_NOTICE_SMALLER: offer_smaller(p); break;
    case Q_NOTICE: case Q_NONE: begin_after_question(p); break;
    }
}

/* Notices that wait, the smaller game's offer (there because the game does
 * not fit), the resume question (a saved game may need more room than
 * there is, and only its answer says what to do about it) and a failed
 * save's question (the way out) show at any size; other questions need
 * the game's room. */
static bool at_any_size(const play *p)
{
    return p->question != Q_NONE && (p->dlg.kind == DIALOG_MESSAGE || p->question == Q_SMALLER
                                     || p->question == Q_LOSE || p->question == Q_RESUME);
}

static void act(play *p, play_action a)
{
    int64_t now = play_now(p);
    switch (a) {
    case PLAY_NONE: break;
    case PLAY_QUIT:
        if (!in_progress(p)) {
            leave(p, false);
            break;
        }
        pause_under_box(p);
        ask(p, Q_QUIT);
        break;
    case PLAY_HELP:
        pause_under_box(p);
        p->overlay = OV_HELP;
        break;
    case PLAY_PAUSE:
        if (!unpause_at(p, now))
            pause_at(p, now);
        break;
    case PLAY_NEW: case PLAY_RESTART: {
        enum question q = a == PLAY_NEW ? Q_NEW : Q_RESTART;
        if (q == Q_RESTART && !p->g->game->restart_move)
            break;
        if (in_progress(p))
            ask(p, q);
        else
            move_on(p, q);
        break;
    }
    case PLAY_UNDO: case PLAY_REDO: {
        session_phase was = phase(p);
        now = at_time(p, now);
        bool done = a == PLAY_UNDO ? session_undo(&p->ses, now) : session_redo(&p->ses, now);
        after_change(p, was, done, "");
        break;
    }
    }
    p->dirty = true;
}

/* In the help of a game that moves on its own (paused under it), only a
 * deliberate key closes it, and q leaves; elsewhere any key does. */
static void help_key(play *p, int key)
{
    if (!moves_on_its_own(p)) {
        close_boxes(p);
    } else if (key_does(p, KEY_HELP, key) || key == TK_ESC || key == TK_ENTER) {
        close_boxes(p);
    } else if (key_does(p, KEY_QUIT, key)) {
        if (in_progress(p))
            ask(p, Q_QUIT);
        else
            leave(p, false);
    }
}

static void on_key(play *p, int key)
{
    p->dirty = true;
    if (at_any_size(p)) {
        answer(p, dialog_key(&p->dlg, key));
        return;
    }
    if (!seen(p)) {
        /* The too-small screen offers q; the game is paused meanwhile. */
        if (key_does(p, KEY_QUIT, key))
            leave(p, false);
        return;
    }
    if (p->question != Q_NONE) {
        answer(p, dialog_key(&p->dlg, key));
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
    if (p->question != Q_NONE || p->intro || !seen(p))
        return;
    if (p->overlay == OV_HELP)
        close_boxes(p);
    else if (p->overlay == OV_NONE)
        act(p, p->g->click(p->ui, p, ev));
}

/* ------------------------------------------------------------ held keys */

/* Moves from held keys are taken only where a key would be: in a game
 * being played, seen, with nothing over it. */
static bool takes_moves(const play *p)
{
    return !p->intro && p->overlay == OV_NONE && p->question == Q_NONE
           && phase(p) == SESSION_RUNNING && seen(p);
}

/* A new piece may come at once to a held, charged key (ARR 0). */
static void note_new_piece(play *p, int64_t now)
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
static void run_held(play *p, int64_t now)
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
            int64_t at = at_time(p, mv[i].at);
            session_advance(&p->ses, at);
            if (!takes_moves(p)) {
                held_keys_release_all(&p->held);
                return;
            }
            note_new_piece(p, at);
            held_action h = mv[i].action;
            bool wall = h == HELD_LEFT_WALL || h == HELD_RIGHT_WALL;
            const char *move = p->g->held_moves[h == HELD_SOFT_DROP ? 2
                                                : h == HELD_MOVE_LEFT || h == HELD_LEFT_WALL ? 0
                                                                                            : 1];
            for (int steps = 0; steps < (wall ? WALL_STEPS : 1); steps++)
                if (!send_at(p, move, at))
                    break;
            note_new_piece(p, at);
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
        run_held(p, now);
        held_keys_release_all(&p->held);
        return;
    }
    held_key k = p->g->held_of(p->ui, ev->key);
    if (k != HELD_OTHER && (takes_moves(p) || ev->press == TP_UP)) {
        /* What was due before this event happens before it. */
        run_held(p, now);
        held_keys_event(&p->held, k, ev->press == TP_UP ? HELD_EVENT_RELEASE
                                     : ev->press == TP_REPEAT ? HELD_EVENT_REPEAT
                                                              : HELD_EVENT_PRESS, now);
        run_held(p, now);
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
static void follow_key_events(play *p)
{
    bool on = p->g->held_of && term_key_events();
    if (on == p->key_events)
        return;
    p->key_events = on;
    held_keys_release_all(&p->held);
    p->pieces_seen = p->g->pieces(session_state(&p->ses));
    p->dirty = true;
}

/* ----------------------------------------------------------- the screen */

/* The canvas takes the terminal's size; false when out of memory. */
static bool fit(play *p)
{
    int w, h;
    term_size(&w, &h);
    if (p->cv.w == w && p->cv.h == h && p->cv.cells)
        return true;
    p->dirty = true;
    if (canvas_resize(&p->cv, w, h) == 0)
        return true;
    p->failed = true;
    return false;
}

static void draw(play *p, int64_t now)
{
    if (!fit(p))
        return;
    if (!p->dirty && p->g->redraw_due && !p->g->redraw_due(p->ui, &p->ses, now))
        return;
    play_screen sc = {
        .ses = &p->ses, .now = now, .message = p->message,
        .dialog = p->question != Q_NONE ? &p->dlg : NULL, .at_any_size = at_any_size(p),
        .help = p->overlay == OV_HELP ? p->g->help(p->ui) : NULL,
        .end_box = p->overlay == OV_END, .key_events = p->key_events,
        .show_seed = p->resumed_game ? p->o->resume_show_seed : p->o->show_seed,
    };
    p->g->draw(p->ui, &p->cv, &sc);
    term_present(&p->cv);
    p->dirty = false;
}

void play_show(play *p)
{
    p->dirty = true;
    draw(p, play_now(p));
}

/* A game that shows all it has at once starts its clock when it first
 * comes into view (session_game.shown_move), not at its first move: the
 * time spent studying it counts. */
static void note_in_view(play *p)
{
    if (p->intro || p->in_view || p->failed || !seen(p))
        return;
    p->in_view = true;
    const char *move = p->g->game->shown_move;
    /* Not news to the player: the message line keeps what it says. */
    if (move && phase(p) == SESSION_READY)
        p->dirty |= session_play(&p->ses, move, at_time(p, play_now(p)), NULL, 0);
}

/* A game nobody can see must not go on by itself: too small a terminal
 * pauses it, and the player goes on with p once it shows again. */
static void pause_if_unseen(play *p, int64_t now)
{
    if (!p->intro && !p->failed && moves_on_its_own(p) && !seen(p)
        && phase(p) == SESSION_RUNNING)
        pause_at(p, now);
}

static int timeout_until(int64_t due, int64_t now)
{
    if (due == SESSION_NO_DEADLINE)
        return -1;
    if (due <= now)
        return 0;
    return due - now > INT_MAX ? INT_MAX : (int)(due - now);
}

/* ---------------------------------------------------------- first game */

/* The game there is before the terminal starts: the saved one if it
 * replays, else a fresh one. */
static bool first_game(play *p, bool *resumed, char *why, size_t len)
{
    const session_save *sv = p->o->resume;
    *resumed = false;
    if (sv && session_resume(&p->ses, sv, why, len)) {
        adopt(p, sv->saved_at);
        *resumed = true;
        p->resumed_game = true;
        return true;
    }
    char reason[SESSION_LINE] = "";
    if (sv)
        snprintf(reason, sizeof reason, "%s", why);
    if (!start(p, p->o->params, why, len))
        return false;
    if (sv) {
        /* Kept, it would be offered again at every start. */
        session_forget_unusable(&p->ses);
        if (p->g->message_line)
            snprintf(p->message, sizeof p->message,
                     "The saved game could not be restored (%s); a new one starts", reason);
    }
    return true;
}

/* What comes before the clock starts: the notice, the resume question or
 * the smaller game's offer. */
static void first_questions(play *p, bool resumed)
{
    const char *notice = p->o->notice && p->o->notice[0] ? p->o->notice : NULL;
    bool boxes = !p->g->message_line;
    p->intro = true;
    if (resumed) {
        if (boxes && notice)
            tell(p, Q_NOTICE_RESUME, p->title, notice, NULL);
        else
            ask(p, Q_RESUME);
    } else if (p->o->resume && boxes) {
        p->asked_over = true;
        tell(p, Q_NOTICE, "SAVED GAME", "the saved game could not be restored; starting a new one",
             notice);
    } else {
        char smaller[SESSION_PARAMS];
        bool offer = !p->o->resume && smaller_params(p, smaller, sizeof smaller);
        p->asked_over = (boxes && notice) || offer;
        if (boxes && notice)
            tell(p, offer ? Q_NOTICE_SMALLER : Q_NOTICE, p->title, notice, NULL);
        else if (offer)
            offer_smaller(p);
        else
            begin(p);
    }
    /* A message line shows the notice over anything else, but for the
     * resume question, which it follows. */
    if (!boxes && notice && resumed) {
        char question[sizeof p->message];
        snprintf(question, sizeof question, "%s", p->message);
        snprintf(p->message, sizeof p->message, "%.340s %.150s", question, notice);
        p->dirty = true;
    } else if (!boxes && notice) {
        play_say(p, notice);
    }
}

static void on_event(play *p, const term_event *ev)
{
    int64_t now = play_now(p);
    follow_key_events(p);   /* as the terminal was when it sent ev */
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
        if (p->question != Q_SMALLER || !fit(p))
            break;
        /* Grown enough for the game asked for: no need to offer. */
        if (seen(p))
            begin_after_question(p);
        else
            offer_smaller(p);   /* what the game needs at this size */
        break;
    case TE_QUIT:
        /* Leave by the normal path, keeping the game, telling the shell
         * which signal; the terminal may be gone, so nothing is asked. */
        leave(p, true);
        p->quit = p->hung_up = true;
        p->exit_status = 128 + ev->signal;
        break;
    case TE_RESUMED:
        /* Paused as of the stop, so nothing moved while it was stopped. */
        if (!p->intro)
            pause_at(p, now);
        p->dirty = true;
        break;
    case TE_TIMEOUT: break;
    }
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
    if (!first_game(&p, &resumed, err, errlen)) {
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
    if (fit(&p))
        first_questions(&p, resumed);
    while (!p.quit && !p.failed) {
        int64_t before = play_now(&p);
        follow_key_events(&p);
        run_held(&p, before);
        if (!p.intro) {
            session_phase was = phase(&p);
            if (session_advance(&p.ses, at_time(&p, before)))
                after_change(&p, was, false, "");
        }
        note_new_piece(&p, before);
        note_in_view(&p);
        pause_if_unseen(&p, before);
        run_held(&p, before);   /* lets go of held keys, once paused */
        draw(&p, before);
        int64_t due = p.intro ? SESSION_NO_DEADLINE : session_next_deadline(&p.ses, before);
        int64_t held_due = p.key_events ? held_keys_next_deadline(&p.held) : SESSION_NO_DEADLINE;
        if (held_due < due)
            due = held_due;
        int64_t view_due = p.g->redraw_at ? p.g->redraw_at(p.ui) : SESSION_NO_DEADLINE;
        if (view_due < due)
            due = view_due;
        term_event ev = term_wait(timeout_until(due, before));
        on_event(&p, &ev);
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
