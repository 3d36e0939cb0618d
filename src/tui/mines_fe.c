/* The hexmines front end: turns keys and clicks into moves for its session
 * (session/midend.h keeps the game's life), keeps the view (cursor, scale,
 * scroll, overlays) and owns the clock. */
#include "tui/mines_fe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/hexlayout.h"
#include "session/hexmines_game.h"
#include "session/midend.h"
#include "tui/canvas.h"
#include "tui/dialog.h"
#include "tui/mines_boxes.h"
#include "tui/mines_cursor.h"
#include "tui/mines_view.h"
#include "tui/term.h"
#include "tui/widgets.h"

/* Smallest terminal with a status line, three board lines and a message. */
enum { MIN_W = 30, MIN_H = 5 };

enum overlay { OV_NONE, OV_HELP, OV_RESULT };
enum pending { PEND_NONE, PEND_QUIT, PEND_NEW, PEND_REPLAY, PEND_RESUME,
               PEND_DISCARD };

typedef struct {
    session ses;                /* the game, its log, undo and redo, save */
    hm_params params;           /* the game's, or the next new game's */
    canvas cv;
    mines_cursor cur;
    bool scale_manual;
    enum hexlayout_scale scale;
    int scroll_x, scroll_y;
    enum overlay overlay;
    enum pending pending;       /* the question up, by what y does */
    dialog dlg;                 /* its answers, and its box if it has one */
    bool show_hint;
    hex_offset hint;
    char message[200];
    bool quit;
    int exit_status;
    const mines_fe_options *opt;
    int64_t epoch;              /* term_now_ms() when the game was made */
    char result[5][SESSION_LINE * 2];  /* the end-of-game box */
} mines_ui;

static hm_game *game(const mines_ui *ui)
{
    return session_state(&ui->ses);
}

/* Game time: from the game's own origin, so that its log replays exactly. */
static uint64_t now_ms(const mines_ui *ui)
{
    int64_t t = term_now_ms() - ui->epoch;
    return t < 0 ? 0 : (uint64_t)t;
}

static bool in_progress(const mines_ui *ui)
{
    session_phase p = session_phase_of(&ui->ses);
    return p == SESSION_RUNNING || p == SESSION_PAUSED;
}

/* Won or lost: the board is there to look at, and the terminal's cursor,
 * which marks the cell to play, would only cover a cell of it. */
static bool finished(const mines_ui *ui)
{
    return session_phase_of(&ui->ses) == SESSION_ENDED;
}

static void set_message(mines_ui *ui, const char *text)
{
    snprintf(ui->message, sizeof ui->message, "%s", text);
}

static void default_message(mines_ui *ui)
{
    set_message(ui, "? help  Space reveal  f flag  c chord  i hint  p pause  q quit");
}

/* The session's new game goes on screen, its clock at game time t. */
static void adopt_game(mines_ui *ui, int64_t t)
{
    ui->params = *hm_game_params(game(ui));
    ui->epoch = term_now_ms() - t;
    const hm_board *b = hm_game_board(game(ui));
    int first = hm_board_default_first(b);
    mines_cursor_place(&ui->cur, (hex_offset){ first % b->width, first / b->width });
    ui->show_hint = false;
    ui->scroll_x = ui->scroll_y = 0;
    default_message(ui);
}

static bool new_game(mines_ui *ui)
{
    char params[HM_PARAMS_TEXT_MAX], why[SESSION_LINE];
    hm_params_encode(&ui->params, params, sizeof params);
    if (!session_new(&ui->ses, params, why, sizeof why))
        return false;
    adopt_game(ui, 0);
    return true;
}

static mines_view make_view(mines_ui *ui)
{
    const hm_board *b = hm_game_board(game(ui));
    return (mines_view){
        .cols = b->width, .rows = b->height, .cell = mines_view_game_cell, .ctx = game(ui),
        .scale = ui->scale, .cursor = ui->cur.at, .show_cursor = !finished(ui),
        .hint = ui->hint, .show_hint = ui->show_hint,
        .hide_board = hm_game_paused(game(ui)),
        .scroll_x = ui->scroll_x, .scroll_y = ui->scroll_y,
        .message = ui->message,
    };
}

static bool scale_fits(const mines_ui *ui, enum hexlayout_scale scale, int w, int h)
{
    const hm_board *b = hm_game_board(game(ui));
    int pw, ph, ax, ay, aw, ah;
    mines_view_picture_size(scale, b->width, b->height, &pw, &ph);
    mines_view_area(w, h, &ax, &ay, &aw, &ah);
    return pw <= aw && ph <= ah;
}

static void choose_scale(mines_ui *ui, int w, int h)
{
    if (!ui->scale_manual)
        ui->scale = scale_fits(ui, HEXLAYOUT_LARGE, w, h) ? HEXLAYOUT_LARGE
                                                          : HEXLAYOUT_COMPACT;
}

static void status_line(mines_ui *ui, char *buf, size_t len)
{
    const hm_params *p = hm_game_params(game(ui));
    const char *preset = hm_preset_name(p);
    uint64_t secs = hm_game_elapsed_ms(game(ui), now_ms(ui)) / 1000;
    char size[48];
    if (preset)
        snprintf(size, sizeof size, "%s", preset);
    else
        snprintf(size, sizeof size, "%s %dx%d", p->shape == HM_SHAPE_HEXAGON ? "hexagon" : "custom",
                 p->width, p->height);
    char seed[40] = "";
    hm_status status = hm_game_status(game(ui));
    if (ui->opt->daily)
        snprintf(seed, sizeof seed, "  daily %s", ui->opt->daily);
    else if (ui->opt->show_seed || status == HM_WON || status == HM_LOST)
        snprintf(seed, sizeof seed, "  seed %llu", (unsigned long long)p->seed);
    snprintf(buf, len, "Mines %d  Time %llu:%02llu  %s%s  %s%s%s",
             hm_game_mines_left(game(ui)),
             (unsigned long long)(secs / 60), (unsigned long long)(secs % 60),
             size, seed,
             p->mode == HM_MODE_NOGUESS ? "no-guess" : "classic",
             hm_game_assisted(game(ui)) ? "  assisted" : "",
             hm_game_paused(game(ui)) ? "  PAUSED" : "");
}

static void draw(mines_ui *ui)
{
    int w, h;
    term_size(&w, &h);
    if (ui->cv.w != w || ui->cv.h != h)
        if (canvas_resize(&ui->cv, w, h) != 0)
            term_fatal("out of memory for a %dx%d screen", w, h);
    if (w < MIN_W || h < MIN_H) {
        widget_too_small(&ui->cv, MIN_W, MIN_H);
        term_present(&ui->cv);
        return;
    }
    choose_scale(ui, w, h);
    char status[200];
    status_line(ui, status, sizeof status);
    mines_view v = make_view(ui);
    mines_view_follow(&v, w, h, &ui->scroll_x, &ui->scroll_y);
    v.scroll_x = ui->scroll_x;
    v.scroll_y = ui->scroll_y;
    v.status = status;
    mines_view_draw(&ui->cv, &v);
    const char *won[6];
    int n = 0;
    for (int i = 0; i < 5 && ui->result[i][0]; i++)
        won[n++] = ui->result[i];
    won[n] = NULL;
    mines_boxes boxes = {
        .paused = v.hide_board,
        .help = ui->overlay == OV_HELP ? mines_view_help_lines(ui->opt->keys) : NULL,
        .dialog = ui->pending != PEND_NONE ? &ui->dlg : NULL,
        .won = ui->overlay == OV_RESULT ? won : NULL,
    };
    mines_boxes_draw(&ui->cv, &boxes);
    term_present(&ui->cv);
}

/* A loss is final only when the player moves on without undoing it: the
 * session records it then. */
static bool settle_loss(mines_ui *ui)
{
    return session_settle(&ui->ses, (int64_t)now_ms(ui));
}

/* The win is in the tables already (the session recorded it). */
static void announce_win(mines_ui *ui)
{
    const hm_board *b = hm_game_board(game(ui));
    long bv = hm_layout_3bv(b, hm_game_mines(game(ui)), hm_game_counts(game(ui)));
    double secs = (double)hm_game_elapsed_ms(game(ui), now_ms(ui)) / 1000.0;
    const session_verdict v = ui->ses.verdict;
    snprintf(ui->message, sizeof ui->message,
             "You won in %.1f s!  3BV %ld  3BV/s %.2f%s  N new  r replay  q quit",
             secs, bv, secs > 0 ? (double)bv / secs : 0.0,
             hm_game_assisted(game(ui)) ? " (assisted)" : "");
    memset(ui->result, 0, sizeof ui->result);
    snprintf(ui->result[0], sizeof ui->result[0], "Time %.1f s   3BV %ld   3BV/s %.2f",
             secs, bv, secs > 0 ? (double)bv / secs : 0.0);
    int n = 1;
    if (hm_game_assisted(game(ui)))
        snprintf(ui->result[n++], sizeof ui->result[0], "Assisted (hint or undo): not ranked");
    for (int i = 0; i < 3 && n < 4; i++)
        if (v.lines[i][0])
            snprintf(ui->result[n++], sizeof ui->result[0], "%s", v.lines[i]);
    if (v.warning[0])
        snprintf(ui->result[n++], sizeof ui->result[0], "%s", v.warning);
    ui->overlay = OV_RESULT;
}

/* What the player hears after a move (or a redo) was tried. */
static void tell(mines_ui *ui, bool done, const char *why)
{
    if (why[0])
        set_message(ui, why);
    else if (done && hm_game_status(game(ui)) == HM_WON)
        announce_win(ui);
    else if (done && hm_game_status(game(ui)) == HM_LOST)
        set_message(ui, "BOOM! U undo the fatal move  N new board  r replay  q quit");
    else if (done)
        default_message(ui);
}

static void apply(mines_ui *ui, hm_move_kind kind, hex_offset at)
{
    hm_move m = { kind, at.row, at.col };
    ui->show_hint = false;
    /* A huge board takes a moment to generate: say so before it starts. */
    bool first = kind == HM_MOVE_OPEN && hm_game_status(game(ui)) == HM_READY;
    if (first && hm_game_board(game(ui))->nplay > 100000) {
        set_message(ui, "Generating the board...");
        draw(ui);
    }
    int64_t before = term_now_ms();
    char text[HM_MOVE_TEXT_MAX], why[SESSION_LINE];
    hm_move_format(m, text, sizeof text);
    bool done = session_play(&ui->ses, text, (int64_t)now_ms(ui), why, sizeof why);
    /* The clock starts with the first reveal, not with the generation that
     * came before it: game time skips the generating. */
    if (first)
        ui->epoch += term_now_ms() - before;
    tell(ui, done, why);
}

/* Keeps the game in progress for the next start, paused where it is. On
 * failure the reason is in the message line and false comes back. */
static bool save_game(mines_ui *ui)
{
    char warning[SESSION_LINE * 2];
    if (!session_keep(&ui->ses, (int64_t)now_ms(ui), warning, sizeof warning)) {
        set_message(ui, warning);
        return false;
    }
    return true;
}

/* Left click or Space: a revealed number chords, anything else opens. */
static void reveal_or_chord(mines_ui *ui, hex_offset at)
{
    hm_show s = hm_game_cell(game(ui), at.row, at.col);
    apply(ui, s.kind == HM_SHOW_NUMBER ? HM_MOVE_CHORD : HM_MOVE_OPEN, at);
}

static bool on_board(const mines_ui *ui, hex_offset o)
{
    return hm_board_on(hm_game_board(game(ui)), o.row, o.col);
}

/* A question on the message line, the board in sight while the player
 * decides; the resume question's answers keep or throw away a save. */
static void ask(mines_ui *ui, enum pending what, const char *question)
{
    ui->overlay = OV_NONE;
    ui->pending = what;
    dialog_open(&ui->dlg, what == PEND_RESUME ? DIALOG_YES_NO_LATER : DIALOG_YES_NO, NULL, 0,
                "%s", question);
    set_message(ui, question);
}

static void carry_out(mines_ui *ui, enum pending what)
{
    bool abandoning = in_progress(ui);
    switch (what) {
    case PEND_QUIT:
        settle_loss(ui);
        /* A game in progress is kept, not lost; if it cannot be kept, the
         * player hears why and decides. */
        if (abandoning && !save_game(ui)) {
            static const char *const lose = "Quit and lose this game? (y/n)";
            char why[sizeof ui->message];
            snprintf(why, sizeof why, "%s", ui->message);
            ask(ui, PEND_DISCARD, lose);
            dialog_open(&ui->dlg, DIALOG_YES_NO, "The game cannot be saved", 70, "%s\n\n%s",
                        why, lose);
            return;
        }
        ui->quit = true;
        break;
    case PEND_DISCARD:
        ui->quit = true;
        break;
    case PEND_NEW:
    case PEND_REPLAY: {
        const char *ended = NULL;
        if (session_abandon(&ui->ses, (int64_t)now_ms(ui)))
            ended = "given up";
        else if (settle_loss(ui))
            ended = "lost";
        /* The next game starts afresh: what the tables said is kept. */
        const session_verdict v = ui->ses.verdict;
        if (what == PEND_NEW) {
            ui->params.seed = session_next_seed(&session_hexmines, ui->params.seed);
            new_game(ui);
        } else {
            session_play(&ui->ses, MINES_RESTART, (int64_t)now_ms(ui), NULL, 0);
            ui->show_hint = false;
            default_message(ui);
        }
        /* The game that just ended is in the tables: say how they stand. */
        if (ended && ui->opt->hooks)
            snprintf(ui->message, sizeof ui->message, "Last game %s. %.150s", ended,
                     v.warning[0] ? v.warning : v.lines[0]);
        break;
    }
    case PEND_RESUME:
        set_message(ui, "Saved game resumed, paused: p to play");
        break;
    case PEND_NONE:
        break;
    }
}

/* The player would rather not resume: the save goes, a fresh game starts. */
static void decline(mines_ui *ui, enum pending what)
{
    if (what != PEND_RESUME)
        return;
    session_forget(&ui->ses);
    ui->params = ui->opt->params;
    new_game(ui);
}

/* Quitting keeps a game in progress (carry_out): the question says so. */
static const char *quit_question(const mines_ui *ui)
{
    return ui->opt->hooks ? "Quit this game? It will be saved for next time. (y/n)"
                          : "Quit this game? (y/n)";
}

/* Quitting, a new board or a replay throw away a game in progress: ask. */
static void request(mines_ui *ui, enum pending what, const char *question)
{
    if (in_progress(ui))
        ask(ui, what, question);
    else
        carry_out(ui, what);
}

static void hint(mines_ui *ui)
{
    char why[SESSION_LINE * 2];
    if (!session_play(&ui->ses, MINES_HINT, (int64_t)now_ms(ui), why, sizeof why)) {
        set_message(ui, why);
        return;
    }
    const hm_hint *h = hm_game_last_hint(game(ui));
    set_message(ui, h->text);
    {
        ui->hint = (hex_offset){ h->col, h->row };
        ui->show_hint = true;
        mines_cursor_place(&ui->cur, ui->hint);
    }
}

static void toggle_pause(mines_ui *ui)
{
    if (!session_unpause(&ui->ses, (int64_t)now_ms(ui)))
        session_pause(&ui->ses, (int64_t)now_ms(ui));
}

static void on_key(mines_ui *ui, int key)
{
    int dir;
    if (ui->overlay == OV_HELP || ui->overlay == OV_RESULT) {
        ui->overlay = OV_NONE;
        return;
    }
    if (ui->pending != PEND_NONE) {
        dialog_answer a = dialog_key(&ui->dlg, key);
        if (a == DIALOG_OPEN)
            return;
        /* q at the resume question leaves the save for another time. */
        if (a == DIALOG_LATER) {
            ui->quit = true;
            return;
        }
        enum pending what = ui->pending;
        ui->pending = PEND_NONE;
        default_message(ui);
        if (a == DIALOG_YES)
            carry_out(ui, what);
        else
            decline(ui, what);
        return;
    }
    if (hm_game_paused(game(ui))) {
        if (key == 'p' || key == 'P' || key == ' ' || key == TK_ESC)
            toggle_pause(ui);
        else if (key == 'q' || key == 'Q')
            request(ui, PEND_QUIT, quit_question(ui));
        return;
    }
    const hm_board *b = hm_game_board(game(ui));
    if (mines_direction_key(ui->opt->keys, key, &dir)) {
        mines_cursor_step(&ui->cur, b, dir);
        return;
    }
    switch (key) {
    case TK_LEFT: mines_cursor_along(&ui->cur, b, -1); break;
    case TK_RIGHT: mines_cursor_along(&ui->cur, b, 1); break;
    case TK_HOME: mines_cursor_row_end(&ui->cur, b, -1); break;
    case TK_END: mines_cursor_row_end(&ui->cur, b, 1); break;
    case TK_UP: mines_cursor_vertical(&ui->cur, b, -1); break;
    case TK_DOWN: mines_cursor_vertical(&ui->cur, b, 1); break;
    case ' ': case TK_ENTER: reveal_or_chord(ui, ui->cur.at); break;
    case 'f': case 'F': apply(ui, HM_MOVE_FLAG, ui->cur.at); break;
    case 'c': case 'C': apply(ui, HM_MOVE_CHORD, ui->cur.at); break;
    case 'i': case 'I': hint(ui); break;
    case 'p': case 'P': toggle_pause(ui); break;
    case 's': case 'S':
        ui->scale_manual = true;
        ui->scale = ui->scale == HEXLAYOUT_LARGE ? HEXLAYOUT_COMPACT : HEXLAYOUT_LARGE;
        break;
    case 'U':
        if (session_undo(&ui->ses, (int64_t)now_ms(ui)))
            default_message(ui);
        break;
    case 'Y':
        ui->show_hint = false;
        tell(ui, session_redo(&ui->ses, (int64_t)now_ms(ui)), "");
        break;
    case 'N': request(ui, PEND_NEW, "Abandon this game for a new board? (y/n)"); break;
    case 'r': case 'R': request(ui, PEND_REPLAY, "Abandon this game and replay the board? (y/n)"); break;
    case '?': case TK_F1: ui->overlay = OV_HELP; break;
    case 'q': case 'Q': request(ui, PEND_QUIT, quit_question(ui)); break;
    default: break;
    }
}

static void on_mouse(mines_ui *ui, const term_event *ev)
{
    if (ui->pending != PEND_NONE || ui->overlay != OV_NONE || hm_game_paused(game(ui))) {
        if (ui->overlay == OV_HELP)
            ui->overlay = OV_NONE;
        return;
    }
    int w, h, ax, ay, aw, ah;
    term_size(&w, &h);
    mines_view v = make_view(ui);
    mines_view_board_area(&v, w, h, &ax, &ay, &aw, &ah);
    if (ev->y < ay || ev->y >= ay + ah)
        return;
    hexlayout l = mines_view_layout(&v, w, h);
    hex_offset o;
    const hm_board *b = hm_game_board(game(ui));
    if (!hexlayout_hit(&l, ev->x, ev->y, b->width, b->height, &o) || !on_board(ui, o))
        return;
    mines_cursor_place(&ui->cur, o);
    switch (ev->button) {
    case TB_LEFT: reveal_or_chord(ui, o); break;
    case TB_RIGHT: apply(ui, HM_MOVE_FLAG, o); break;
    case TB_MIDDLE: apply(ui, HM_MOVE_CHORD, o); break;
    default: break;
    }
}

/* While the clock runs the status line changes once a second; otherwise
 * nothing changes on its own and the loop sleeps until an event. */
static int next_timeout(const mines_ui *ui)
{
    int64_t now = (int64_t)now_ms(ui);
    int64_t due = session_next_deadline(&ui->ses, now);
    return due == SESSION_NO_DEADLINE ? -1 : (int)(due - now);
}

/* Starts from the saved game if there is a usable one (asking first), else
 * from a fresh board. */
static bool first_game(mines_ui *ui)
{
    const session_save *sv = ui->opt->resume;
    if (sv) {
        char why[96];
        if (session_resume(&ui->ses, sv, why, sizeof why)) {
            adopt_game(ui, sv->saved_at);
            ask(ui, PEND_RESUME, "A saved game was found. Resume it? (y/n)");
            return true;
        }
        session_forget_unusable(&ui->ses);
        if (!new_game(ui))
            return false;
        snprintf(ui->message, sizeof ui->message,
                 "The saved game could not be restored (%s); a new one starts", why);
        return true;
    }
    return new_game(ui);
}

int mines_fe_run(const mines_fe_options *opt, char *err, size_t errlen)
{
    mines_ui ui;
    memset(&ui, 0, sizeof ui);
    ui.opt = opt;
    ui.params = opt->params;
    ui.scale_manual = opt->fixed_scale;
    ui.scale = opt->scale;
    session_init(&ui.ses, &session_hexmines, opt->hooks);
    bool started = first_game(&ui);
    if (started && opt->notice && opt->notice[0])
        snprintf(ui.message, sizeof ui.message, "%s", opt->notice);
    if (!started) {
        snprintf(err, errlen, "out of memory for a %dx%d board", opt->params.width,
                 opt->params.height);
        return 1;
    }
    term_options to = { .color = opt->colour, .mouse = true };
    if (!term_start(&to, err, errlen)) {
        session_free(&ui.ses);
        return 1;
    }
    bool hangup = false;
    while (!ui.quit) {
        draw(&ui);
        term_event ev = term_wait(next_timeout(&ui));
        switch (ev.kind) {
        case TE_KEY: on_key(&ui, ev.key); break;
        case TE_MOUSE: on_mouse(&ui, &ev); break;
        case TE_QUIT:
            /* Leave by the normal path, keeping the game, telling the shell
             * which signal; the terminal may be gone, so nothing is drawn. */
            settle_loss(&ui);
            if (in_progress(&ui))
                save_game(&ui);
            ui.quit = true;
            hangup = true;
            ui.exit_status = 128 + ev.signal;
            break;
        case TE_RESUMED:
            session_pause(&ui.ses, (int64_t)now_ms(&ui));
            break;
        case TE_RESIZE: case TE_TIMEOUT: break;
        }
    }
    if (!hangup)
        settle_loss(&ui);
    term_stop();
    canvas_free(&ui.cv);
    session_free(&ui.ses);
    return ui.exit_status;
}
