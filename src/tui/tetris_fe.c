/* The hextris front end: turns keys and clicks into actions, sleeps until
 * the game's next deadline, redraws only when something visible moved; its
 * session (session/midend.h) keeps the game's life: log, pauses, saves,
 * resumes and results. */
#include "tui/tetris_fe.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "games/hextris.h"
#include "session/hextris_game.h"
#include "session/midend.h"
#include "tui/canvas.h"
#include "tui/dialog.h"
#include "tui/held_keys.h"
#include "session/session.h"
#include "tui/term.h"
#include "tui/tetris_view.h"

/* The dialog up, by what its answer does. */
enum question {
    Q_NONE,
    Q_QUIT,             /* y leaves, keeping the game; n or Esc plays on */
    Q_RESUME,           /* y resumes, n starts afresh, q leaves */
    Q_SHORT,            /* y the short well, n the well asked for, q leaves */
    Q_NOTICE,           /* read: the first game starts */
    Q_NOTICE_RESUME,    /* read: the resume question */
    Q_NOTICE_SHORT,     /* read: the short well's offer */
    Q_NOT_SAVED         /* read: the game goes, unsaved */
};

typedef struct {
    session ses;        /* the game, its log, the hooks */
    const tetris_fe_options *opt;
    int64_t epoch;      /* term_now_ms() at game time 0 */
    canvas cv;
    enum tv_overlay overlay;
    enum question question;
    dialog dlg;         /* the question's */
    bool auto_paused;   /* an overlay paused the game: closing it resumes */
    /* Before the first game: the resume question, the short well's offer
     * or a message. The clock does not run yet. */
    bool intro;
    bool quit;
    bool failed;        /* out of memory for the canvas */
    bool dirty;         /* something only the view knows about changed */
    bool hide_ghost;    /* the player's choice, kept from game to game */
    tetris_view_caps caps;   /* the drawings the terminal allows; s's choice */
    unsigned long drawn_version;
    int64_t drawn_second;
    /* The terminal reports releases: Left, Right and Down move through
     * held, on game time; pieces_seen tells held about new pieces. */
    bool key_events;
    held_keys held;
    int pieces_seen;
} tetris_ui;

/* The game on screen. */
static const ht_state *game(const tetris_ui *ui)
{
    return session_state(&ui->ses);
}

/* Game time: the hooks, the log and the game all count from the game's
 * creation, so a resumed game's clock goes on where it stopped. */
static int64_t game_now(const tetris_ui *ui)
{
    return ui->intro ? game(ui)->now_ms : (int64_t)term_now_ms() - ui->epoch;
}

static bool apply(tetris_ui *ui, enum ht_action a, int64_t now)
{
    return session_play(&ui->ses, ht_action_name(a), now, NULL, 0);
}

static bool in_game(const tetris_ui *ui)
{
    return game(ui)->status == HT_PLAYING || game(ui)->status == HT_PAUSED;
}

static void open_overlay(tetris_ui *ui, enum tv_overlay o, int64_t now)
{
    if (game(ui)->status == HT_PLAYING && apply(ui, HT_PAUSE, now))
        ui->auto_paused = true;
    ui->overlay = o;
    ui->dirty = true;
}

static void close_overlay(tetris_ui *ui, int64_t now)
{
    if (ui->auto_paused)
        apply(ui, HT_RESUME, now);
    ui->auto_paused = false;
    ui->overlay = TV_NONE;
    ui->question = Q_NONE;
    ui->dirty = true;
}

/* The clock starts: game time 0 now, or the resumed game's time. */
static void begin(tetris_ui *ui)
{
    ui->intro = false;
    ui->epoch = (int64_t)term_now_ms() - game(ui)->now_ms;
    ui->overlay = TV_NONE;
    ui->question = Q_NONE;
    ui->auto_paused = false;
    ui->dirty = true;
}

static void start_game(tetris_ui *ui, const ht_params *p)
{
    /* p was checked before the first game; its successors differ only in
     * the seed, so this cannot fail. */
    char params[HT_PARAMS_TEXT_MAX];
    ht_params_encode(p, params, sizeof params);
    session_new(&ui->ses, params, NULL, 0);
    begin(ui);
}

static void new_game(tetris_ui *ui)
{
    ht_params p = game(ui)->params;
    p.seed = session_seed_after(&ui->ses, p.seed);
    start_game(ui, &p);
}

/* Puts a dialog up over whatever is there; for Q_QUIT, open_overlay has
 * paused the game first. */
static void ask(tetris_ui *ui, enum question q)
{
    static const char *const quit = "Quit this game? (y/n)\nIt will be saved for next time.";
    if (q == Q_QUIT)
        dialog_open(&ui->dlg, DIALOG_YES_NO, "QUIT", 0, "%s", quit);
    else if (q == Q_RESUME)
        dialog_open(&ui->dlg, DIALOG_YES_NO_LATER, "SAVED GAME", 0,
                    "Resume the saved game? (y/n)");
    else if (q == Q_SHORT)
        tetris_view_short_offer(&ui->dlg, game(ui)->width, game(ui)->height, ui->cv.w,
                                ui->cv.h, &ui->caps);
    ui->overlay = TV_NONE;
    ui->question = q;
    ui->dirty = true;
}

/* A message that waits for a key; what comes after it is q's. */
static void show_message(tetris_ui *ui, enum question q, const char *title, const char *text,
                         const char *more)
{
    dialog_open(&ui->dlg, DIALOG_MESSAGE, title, 0, "%s%s%s\n\npress any key", text,
                more ? "\n" : "", more ? more : "");
    ui->overlay = TV_NONE;
    ui->question = q;
    ui->auto_paused = false;
    ui->dirty = true;
}

/* Leaving keeps a game in progress (the session pauses it first). Nothing
 * earned is lost silently: when the save fails, the player reads why
 * before the game goes. A signal may have taken the terminal: just leave. */
static void leave(tetris_ui *ui, int64_t now, bool by_signal)
{
    char warning[SESSION_LINE * 2];
    if (ui->intro || ui->question == Q_NOT_SAVED
        || session_keep(&ui->ses, now, warning, sizeof warning) || by_signal) {
        ui->quit = true;
        return;
    }
    show_message(ui, Q_NOT_SAVED, "NOT SAVED", warning, NULL);
}

static bool well_visible(const tetris_ui *ui)
{
    return tetris_view_geometry_for(game(ui)->width, game(ui)->height, ui->cv.w, ui->cv.h,
                                    &ui->caps).fits;
}

static void toggle_pause(tetris_ui *ui, int64_t now)
{
    if (game(ui)->status == HT_PLAYING)
        apply(ui, HT_PAUSE, now);
    else if (game(ui)->status == HT_PAUSED)
        apply(ui, HT_RESUME, now);
}

/* The saved game was declined: a fresh one with the options given, on
 * another seed should the options name the saved game's own. */
static void decline_resume(tetris_ui *ui)
{
    ht_params p = ui->opt->params;
    if (p.seed == game(ui)->params.seed)
        p.seed = session_seed_after(&ui->ses, p.seed);
    session_forget(&ui->ses);
    start_game(ui, &p);
}

/* What the answer to the dialog up does. */
static void answer(tetris_ui *ui, dialog_answer a, int64_t now)
{
    enum question q = ui->question;
    if (a == DIALOG_OPEN)
        return;
    ui->question = Q_NONE;
    ui->dirty = true;
    if (a == DIALOG_LATER || q == Q_NOT_SAVED) {
        ui->quit = true;
        return;
    }
    switch (q) {
    case Q_QUIT:
        if (a == DIALOG_YES)
            leave(ui, now, false);
        else
            close_overlay(ui, now);
        break;
    case Q_RESUME:
        if (a == DIALOG_YES)
            begin(ui);
        else
            decline_resume(ui);
        break;
    case Q_SHORT:
        if (a == DIALOG_YES) {
            ht_params p = game(ui)->params;
            p.width = HT_SHORT_WIDTH;
            p.height = HT_SHORT_HEIGHT;
            start_game(ui, &p);
        } else {
            /* The too-small screen then waits for a larger terminal. */
            begin(ui);
        }
        break;
    case Q_NOTICE_RESUME: ask(ui, Q_RESUME); break;
    case Q_NOTICE_SHORT: ask(ui, Q_SHORT); break;
    case Q_NOTICE: case Q_NOT_SAVED: case Q_NONE: begin(ui); break;
    }
}

/* Messages are said once and waited for, and the short well's offer is
 * there because the well does not fit: both show at any size. The other
 * questions need the well's room like everything else. */
static bool at_any_size(const tetris_ui *ui)
{
    return ui->question != Q_NONE && (ui->dlg.kind == DIALOG_MESSAGE || ui->question == Q_SHORT);
}

/* Keys that are game actions; -1 for any other key. */
static int action_of(int key)
{
    switch (key) {
    case TK_LEFT: case 'h': case 'H': return HT_LEFT;
    case TK_RIGHT: case 'l': case 'L': return HT_RIGHT;
    case TK_UP: case 'x': case 'X': return HT_CW;
    case 'z': case 'Z': return HT_CCW;
    case TK_DOWN: return HT_SOFT;
    case ' ': return HT_DROP;
    case 'c': case 'C': return HT_HOLD;
    default: return -1;
    }
}

/* Moves from held keys are taken only where a key would be: in a game
 * being played, seen, with nothing over it. */
static bool takes_moves(const tetris_ui *ui)
{
    return !ui->intro && ui->overlay == TV_NONE && game(ui)->status == HT_PLAYING
           && well_visible(ui);
}

/* A new piece may come at once to a held, charged key (ARR 0). */
static void note_new_piece(tetris_ui *ui, int64_t now)
{
    if (game(ui)->pieces != ui->pieces_seen) {
        ui->pieces_seen = game(ui)->pieces;
        held_keys_new_piece(&ui->held, now);
    }
}

/* Carries out the held keys' moves due by now, each at its own time, with
 * the game's gravity and locks in between, as if the loop had woken for
 * each. A move that cannot happen (a wall) is simply refused. */
static void run_held(tetris_ui *ui, int64_t now)
{
    if (!ui->key_events)
        return;
    if (!takes_moves(ui)) {
        held_keys_release_all(&ui->held);
        return;
    }
    held_move mv[16];
    int n;
    do {
        n = held_keys_due(&ui->held, now, ht_gravity_ms(game(ui)->level), mv, 16);
        for (int i = 0; i < n; i++) {
            int64_t at = mv[i].at > game(ui)->now_ms ? mv[i].at : game(ui)->now_ms;
            session_advance(&ui->ses, at);
            if (!takes_moves(ui)) {
                held_keys_release_all(&ui->held);
                return;
            }
            note_new_piece(ui, at);
            held_action h = mv[i].action;
            bool wall = h == HELD_LEFT_WALL || h == HELD_RIGHT_WALL;
            enum ht_action a = h == HELD_SOFT_DROP ? HT_SOFT
                               : h == HELD_MOVE_LEFT || h == HELD_LEFT_WALL ? HT_LEFT
                                                                           : HT_RIGHT;
            for (int steps = 0; steps < (wall ? HT_WIDTH_MAX : 1); steps++)
                if (!apply(ui, a, at))
                    break;
            note_new_piece(ui, at);
        }
    } while (n == 16);
}

static held_key held_key_of(int key)
{
    switch (key) {
    case TK_LEFT: case 'h': case 'H': return HELD_LEFT;
    case TK_RIGHT: case 'l': case 'L': return HELD_RIGHT;
    case TK_DOWN: return HELD_DOWN;
    default: return HELD_OTHER;
    }
}

static void on_key(tetris_ui *ui, int key, int64_t now)
{
    if (at_any_size(ui)) {
        answer(ui, dialog_key(&ui->dlg, key), now);
        return;
    }
    if (!well_visible(ui)) {
        /* The too-small screen offers q; the game is paused meanwhile. */
        if (key == 'q' || key == 'Q')
            leave(ui, now, false);
        return;
    }
    if (ui->question != Q_NONE) {
        answer(ui, dialog_key(&ui->dlg, key), now);
        return;
    }
    if (ui->overlay == TV_HELP) {
        if (key == '?' || key == TK_ESC || key == TK_ENTER || key == TK_F1) {
            close_overlay(ui, now);
        } else if ((key == 'q' || key == 'Q') && in_game(ui)) {
            ask(ui, Q_QUIT);
        } else if (key == 'q' || key == 'Q') {
            leave(ui, now, false);
        }
        return;
    }
    switch (key) {
    case 'q': case 'Q':
        if (in_game(ui)) {
            open_overlay(ui, TV_NONE, now);
            ask(ui, Q_QUIT);
        } else
            leave(ui, now, false);
        return;
    case '?': case TK_F1:
        open_overlay(ui, TV_HELP, now);
        return;
    case 'n': case 'N':
        if (!in_game(ui))
            new_game(ui);
        return;
    case 'p': case 'P':
        toggle_pause(ui, now);
        return;
    case 'g': case 'G':
        ui->hide_ghost = !ui->hide_ghost;
        ui->dirty = true;
        return;
    case 's': case 'S':
        ui->caps.forced = tetris_view_next_drawing(game(ui)->width, game(ui)->height,
                                                   ui->cv.w, ui->cv.h, &ui->caps);
        ui->dirty = true;
        return;
    default:
        break;
    }
    int a = action_of(key);
    if (a >= 0)
        apply(ui, (enum ht_action)a, now);
}

/* A key press, repeat or release where the terminal reports them all:
 * Left, Right and Down are held_keys' to time, in play; the terminal's
 * repeats of game keys are dropped (a turn or a drop is one press);
 * releases do nothing else. Losing the focus lets go of every key, whose
 * releases may go elsewhere. */
static void on_key_event(tetris_ui *ui, const term_event *ev, int64_t now)
{
    if (ev->key == TK_FOCUS_OUT) {
        run_held(ui, now);
        held_keys_release_all(&ui->held);
        return;
    }
    held_key k = held_key_of(ev->key);
    if (k != HELD_OTHER && (takes_moves(ui) || ev->press == TP_UP)) {
        /* What was due before this event happens before it. */
        run_held(ui, now);
        held_keys_event(&ui->held, k, ev->press == TP_UP ? HELD_EVENT_RELEASE
                                      : ev->press == TP_REPEAT ? HELD_EVENT_REPEAT
                                                               : HELD_EVENT_PRESS, now);
        run_held(ui, now);
        return;
    }
    if (ev->press == TP_UP || (ev->press == TP_REPEAT && action_of(ev->key) >= 0))
        return;
    on_key(ui, ev->key, now);
}

/* Left click: toward the clicked column as far as the piece can go, or a
 * hard drop when the click is on the piece's own (centre) column. */
static void click_column(tetris_ui *ui, int x, int y, int64_t now)
{
    int col;
    if (!tetris_view_well_column(game(ui), ui->cv.w, ui->cv.h, &ui->caps, x, y, &col))
        return;
    int from = ht_active_centre(game(ui)).col;
    if (col == from) {
        apply(ui, HT_DROP, now);
        return;
    }
    enum ht_action a = col < from ? HT_LEFT : HT_RIGHT;
    for (int steps = 0; steps < HT_WIDTH_MAX && game(ui)->status == HT_PLAYING; steps++) {
        if (ht_active_centre(game(ui)).col == col || !apply(ui, a, now))
            break;
    }
}

static void on_mouse(tetris_ui *ui, const term_event *ev, int64_t now)
{
    if (ui->question != Q_NONE) {
        answer(ui, dialog_event(&ui->dlg, ev), now);
        return;
    }
    if (!well_visible(ui) || ui->intro)
        return;
    if (ui->overlay == TV_HELP) {
        close_overlay(ui, now);
        return;
    }
    if (ui->overlay != TV_NONE)
        return;
    if (game(ui)->status == HT_PAUSED) {
        if (ev->button == TB_LEFT)
            apply(ui, HT_RESUME, now);
        return;
    }
    if (game(ui)->status != HT_PLAYING)
        return;
    switch (ev->button) {
    case TB_LEFT: click_column(ui, ev->x, ev->y, now); break;
    case TB_MIDDLE: apply(ui, HT_DROP, now); break;
    case TB_RIGHT: case TB_WHEEL_DOWN: apply(ui, HT_CW, now); break;
    case TB_WHEEL_UP: apply(ui, HT_CCW, now); break;
    }
}

static void fit_canvas(tetris_ui *ui)
{
    int w, h;
    term_size(&w, &h);
    if (canvas_resize(&ui->cv, w, h) != 0)
        ui->failed = true;
    ui->dirty = true;
}

/* A game nobody can see must not go on: too small a terminal pauses it,
 * and the player resumes with p once the well shows again. */
static void pause_if_unseen(tetris_ui *ui, int64_t now)
{
    if (!ui->intro && !ui->failed && !well_visible(ui) && game(ui)->status == HT_PLAYING)
        apply(ui, HT_PAUSE, now);
}

/* The panel's clock shows whole seconds and is brought up to date whenever
 * the loop wakes for the game (at least once a second while it runs), so
 * it never costs a wake-up of its own. */
static void draw(tetris_ui *ui, int64_t now)
{
    const ht_state *st = game(ui);
    int64_t elapsed = ht_elapsed_ms(st, now);
    int64_t second = elapsed / 1000;
    if (!ui->dirty && st->version == ui->drawn_version && second == ui->drawn_second)
        return;
    /* What the game-over box adds: the verdict on the result. */
    const char *notes[5];
    int n = 0;
    const session_verdict *vd = &ui->ses.verdict;
    if (st->status == HT_OVER || st->status == HT_WON) {
        for (int i = 0; i < 3; i++)
            if (vd->lines[i][0])
                notes[n++] = vd->lines[i];
        if (vd->warning[0])
            notes[n++] = vd->warning;
    }
    notes[n] = NULL;
    tetris_view v = { .st = st, .elapsed_ms = elapsed, .overlay = ui->overlay,
                      .dialog = ui->question != Q_NONE ? &ui->dlg : NULL,
                      .at_any_size = at_any_size(ui), .notes = notes,
                      .hide_ghost = ui->hide_ghost, .caps = ui->caps,
                      .daily = ui->opt->daily, .show_seed = ui->opt->show_seed,
                      .key_events = ui->key_events };
    tetris_view_draw(&ui->cv, &v);
    term_present(&ui->cv);
    ui->dirty = false;
    ui->drawn_version = st->version;
    ui->drawn_second = second;
}

static int timeout_until(int64_t due, int64_t now)
{
    if (due == HT_NO_DEADLINE)
        return -1;
    if (due <= now)
        return 0;
    return due - now > INT_MAX ? INT_MAX : (int)(due - now);
}

/* A new game's well fits no drawing this terminal can show, where the
 * short well would: an ASCII-only terminal of 24 lines and the full well.
 * The player is asked before the clock starts. */
static bool short_well_helps(const tetris_ui *ui)
{
    const ht_params *p = &ui->opt->params;
    if (p->width == HT_SHORT_WIDTH && p->height == HT_SHORT_HEIGHT)
        return false;
    return !tetris_view_geometry_for(p->width, p->height, ui->cv.w, ui->cv.h, &ui->caps).fits
           && tetris_view_geometry_for(HT_SHORT_WIDTH, HT_SHORT_HEIGHT, ui->cv.w, ui->cv.h,
                                       &ui->caps).fits;
}

/* The first game: the saved one if it replays (after asking), else a
 * fresh one; the application's notice, if any, comes first. False when
 * even a fresh game cannot start. */
static bool first_game(tetris_ui *ui)
{
    const tetris_fe_options *opt = ui->opt;
    const char *notice = opt->notice && opt->notice[0] ? opt->notice : NULL;
    if (opt->resume && session_resume(&ui->ses, opt->resume, NULL, 0)) {
        ui->intro = true;
        if (notice)
            show_message(ui, Q_NOTICE_RESUME, "HEXTRIS", notice, NULL);
        else
            ask(ui, Q_RESUME);
        return true;
    }
    char params[HT_PARAMS_TEXT_MAX];
    ht_params_encode(&opt->params, params, sizeof params);
    if (!session_new(&ui->ses, params, NULL, 0))
        return false;
    if (opt->resume) {
        /* Kept, it would be offered again at every start. */
        session_forget_unusable(&ui->ses);
        ui->intro = true;
        show_message(ui, Q_NOTICE, "SAVED GAME",
                     "the saved game could not be restored; starting a new one", notice);
        return true;
    }
    bool offer = short_well_helps(ui);
    if (notice) {
        ui->intro = true;
        show_message(ui, offer ? Q_NOTICE_SHORT : Q_NOTICE, "HEXTRIS", notice, NULL);
        return true;
    }
    if (offer) {
        ui->intro = true;
        ask(ui, Q_SHORT);
        return true;
    }
    begin(ui);
    return true;
}

int tetris_fe_run(const tetris_fe_options *opt, char *err, size_t errlen)
{
    static tetris_ui ui;
    int exit_status = 0;
    memset(&ui, 0, sizeof ui);
    ui.opt = opt;
    ui.hide_ghost = opt->no_ghost;
    ui.caps.blocks = !opt->ascii && term_can_draw_blocks();
    session_init(&ui.ses, &session_hextris, opt->hooks);
    const char *why = ht_params_check(&opt->params);
    if (why) {
        snprintf(err, errlen, "%s", why);
        return 1;
    }
    term_options to = { .color = opt->colour, .mouse = true, .key_events = true };
    if (!term_start(&to, err, errlen))
        return 1;
    ui.key_events = term_key_events();
    held_keys_init(&ui.held, opt->held);
    /* The first game looks at the terminal's size (the short well's offer). */
    fit_canvas(&ui);
    if (!first_game(&ui)) {
        term_stop();
        canvas_free(&ui.cv);
        snprintf(err, errlen, "%s", ht_params_check(&opt->params));
        return 1;
    }
    while (!ui.quit && !ui.failed) {
        int64_t before = game_now(&ui);
        run_held(&ui, before);
        if (!ui.intro)
            session_advance(&ui.ses, before);
        note_new_piece(&ui, before);
        pause_if_unseen(&ui, before);
        run_held(&ui, before);   /* lets go of held keys, once paused */
        draw(&ui, before);
        int64_t due = ui.intro ? HT_NO_DEADLINE : session_next_deadline(&ui.ses, before);
        int64_t held_due = held_keys_next_deadline(&ui.held);
        if (held_due < due)
            due = held_due;
        term_event ev = term_wait(timeout_until(due, before));
        int64_t now = game_now(&ui);
        switch (ev.kind) {
        case TE_KEY:
            if (ui.key_events)
                on_key_event(&ui, &ev, now);
            else
                on_key(&ui, ev.key, now);
            break;
        case TE_MOUSE: on_mouse(&ui, &ev, now); break;
        case TE_RESIZE:
            fit_canvas(&ui);
            /* Grown enough for the well asked for: no need to offer. */
            if (ui.question == Q_SHORT && well_visible(&ui))
                begin(&ui);
            else if (ui.question == Q_SHORT)
                ask(&ui, Q_SHORT);   /* what the well needs at this size */
            break;
        /* The terminal may be gone: save without another look at it. */
        case TE_QUIT:
            leave(&ui, now, true);
            /* Tell the shell which signal ended the game. */
            exit_status = 128 + ev.signal;
            break;
        case TE_RESUMED:
            /* Paused as of the stop, so nothing fell while the game was
             * stopped; the player comes back to a pause. */
            if (!ui.intro && game(&ui)->status == HT_PLAYING)
                apply(&ui, HT_PAUSE, before);
            ui.dirty = true;
            break;
        case TE_TIMEOUT: break;
        }
    }
    term_stop();
    canvas_free(&ui.cv);
    session_free(&ui.ses);
    if (ui.failed) {
        snprintf(err, errlen, "out of memory for the screen");
        return 1;
    }
    return exit_status;
}
