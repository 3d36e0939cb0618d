/* The hexmines front end for the play loop (tui/play.h): its key map (keys
 * and clicks into moves), its view (cursor, scale, scroll, the status and
 * message lines, its boxes) and its help. */
#include "tui/hexmines_fe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/hexlayout.h"
#include "session/hexmines_session.h"
#include "tui/hexmines_boxes.h"
#include "tui/hexmines_keys.h"
#include "tui/hexmines_lines.h"
#include "tui/hexmines_review_view.h"
#include "tui/hexmines_view.h"
#include "tui/play.h"
#include "tui/widgets.h"

/* Smallest terminal with a status line, three board lines and a message. */
enum { MIN_W = 30, MIN_H = 5 };

typedef struct {
    hexmines_fe_options own;
    const char *daily;
    bool in_match;
    hexmines_cursor cur;
    bool scale_manual;
    enum hexlayout_scale scale;
    int scroll_x, scroll_y;
    bool show_hint;
    hex_offset hint;
    hex_offset named[2];   /* the numbers the hint's reason names */
    int nnamed;
    /* After a loss: the review is up (tui/hexmines_review_view.h); practice: play
     * goes on from before the fatal move, until the next move. */
    bool reviewing, practice;
    hexmines_review review;
    keymap keys;
    hexmines_help help;
} hexmines_ui;

static hm_game *game(const session *s)
{
    return session_state(s);
}

static void started(void *uiv, const session *s, bool fresh)
{
    hexmines_ui *ui = uiv;
    ui->show_hint = false;
    ui->practice = false;
    if (ui->reviewing)
        hexmines_review_close(&ui->review);
    ui->reviewing = false;
    if (!fresh)
        return;
    const hm_board *b = hm_game_board(game(s));
    int first = hm_board_default_first(b);
    hexmines_cursor_place(&ui->cur, (hex_offset){ first % b->width, first / b->width });
    ui->scroll_x = ui->scroll_y = 0;
}

/* What the message line says after a move. */
static void news(void *uiv, const session *s, int64_t now, char *buf, size_t len)
{
    hexmines_ui *ui = uiv;
    hexmines_news_text(game(s), now, ui->practice, ui->in_match, &ui->keys, buf, len);
}

static bool end_box(void *uiv, const session *s)
{
    (void)uiv;
    return hm_game_status(session_state(s)) == HM_WON;
}

static hexmines_view make_view(const hexmines_ui *ui, const session *s, const char *message)
{
    const hm_board *b = hm_game_board(game(s));
    return (hexmines_view){
        .cols = b->width, .rows = b->height, .cell = hexmines_view_game_cell, .ctx = game(s),
        .scale = ui->scale, .cursor = ui->cur.at,
        .show_cursor = session_phase_of(s) != SESSION_ENDED,
        .hint = ui->hint, .show_hint = ui->show_hint,
        .named = { ui->named[0], ui->named[1] }, .nnamed = ui->nnamed,
        .hide_board = hm_game_paused(game(s)),
        .scroll_x = ui->scroll_x, .scroll_y = ui->scroll_y,
        .message = message,
    };
}

static void choose_scale(hexmines_ui *ui, const hm_board *b, int w, int h)
{
    if (ui->scale_manual)
        return;
    int pw, ph, ax, ay, aw, ah;
    hexmines_view_picture_size(HEXLAYOUT_LARGE, b->width, b->height, &pw, &ph);
    hexmines_view_area(w, h, &ax, &ay, &aw, &ah);
    ui->scale = pw <= aw && ph <= ah ? HEXLAYOUT_LARGE : HEXLAYOUT_COMPACT;
}

static void draw(void *uiv, canvas *cv, const play_screen *sc)
{
    hexmines_ui *ui = uiv;
    const hm_game *g = game(sc->ses);
    if (cv->w < MIN_W || cv->h < MIN_H) {
        widget_too_small(cv, MIN_W, MIN_H);
        if (sc->dialog && sc->at_any_size)
            dialog_draw(cv, sc->dialog);
        return;
    }
    choose_scale(ui, hm_game_board(g), cv->w, cv->h);
    char status[200], review[HM_REVIEW_TEXT_MAX + 400];
    hexmines_status_text(g, sc->now, ui->daily,
                      sc->show_seed || session_phase_of(sc->ses) == SESSION_ENDED, cv->w,
                      status, sizeof status);
    hexmines_view v = make_view(ui, sc->ses, sc->message);
    if (ui->reviewing)
        hexmines_review_show(&ui->review, &ui->keys, &v, cv->w, status, sizeof status, review,
                          sizeof review);
    hexmines_view_follow(&v, cv->w, cv->h, &ui->scroll_x, &ui->scroll_y);
    v.scroll_x = ui->scroll_x;
    v.scroll_y = ui->scroll_y;
    v.status = status;
    hexmines_view_draw(cv, &v);
    char won[HEXMINES_BOX_WON_LINES][SESSION_LINE * 2];
    const char *lines[HEXMINES_BOX_WON_LINES + 1] = { NULL };
    if (sc->end_box)
        for (int i = 0, n = hexmines_win_lines(g, sc->now, &sc->ses->verdict, won); i < n; i++)
            lines[i] = won[i];
    char pause_key[KEYMAP_NAME_MAX];
    hexmines_boxes boxes = { .paused = v.hide_board,
                          .pause_key = keymap_first(&ui->keys, KEY_PAUSE, pause_key),
                          .help = sc->help, .dialog = sc->dialog,
                          .won = sc->end_box ? lines : NULL };
    hexmines_boxes_draw(cv, &boxes);
}

static const char *const *help(void *uiv)
{
    hexmines_ui *ui = uiv;
    return hexmines_view_help_lines(&ui->help, ui->own.keys, &ui->keys);
}

static void send(hexmines_ui *ui, play *p, hm_move_kind kind, hex_offset at)
{
    const hm_game *g = game(play_session(p));
    ui->show_hint = false;
    ui->practice = false;
    /* A huge board takes a moment to generate: say so before it starts. */
    if (kind == HM_MOVE_OPEN && hm_game_status(g) == HM_READY
        && hm_game_board(g)->nplay > 100000) {
        play_say(p, "Generating the board...");
        play_show(p);
    }
    char text[HM_MOVE_TEXT_MAX];
    hm_move_format((hm_move){ kind, at.row, at.col }, text, sizeof text);
    play_send(p, text);
}

/* Left click or Space: a revealed number chords, anything else opens. */
static void reveal_or_chord(hexmines_ui *ui, play *p, hex_offset at)
{
    hm_show s = hm_game_cell(game(play_session(p)), at.row, at.col);
    send(ui, p, s.kind == HM_SHOW_NUMBER ? HM_MOVE_CHORD : HM_MOVE_OPEN, at);
}

static void hint(hexmines_ui *ui, play *p)
{
    if (!play_send(p, HEXMINES_HINT))
        return;
    const hm_game *g = game(play_session(p));
    const hm_hint *h = hm_game_last_hint(g);
    play_say(p, h->text);
    ui->hint = (hex_offset){ h->col, h->row };
    ui->show_hint = true;
    int width = hm_game_board(g)->width;
    ui->nnamed = 0;
    for (int i = 0; i < 2; i++)
        if (h->named[i] >= 0)
            ui->named[ui->nnamed++] = (hex_offset){ h->named[i] % width, h->named[i] / width };
    hexmines_cursor_place(&ui->cur, ui->hint);
}

static void review_start(hexmines_ui *ui, play *p)
{
    hm_game *g = game(play_session(p));
    if (hm_game_board(g)->nplay > 100000) {
        play_say(p, "Reviewing the loss...");
        play_show(p);
    }
    ui->reviewing = hexmines_review_open(&ui->review, g);
    if (!ui->reviewing)
        play_say(p, "No review: out of memory");
}

static void review_end(hexmines_ui *ui)
{
    hexmines_review_close(&ui->review);
    ui->reviewing = false;
}

/* In the review: practice from before the fatal move (the loss undone,
 * which makes the game assisted), or back to the board as it ended. */
static play_action review_key(hexmines_ui *ui, int k)
{
    int job = k == TK_ENTER || k == ' ' ? KEY_UNDO : k == TK_ESC ? MJ_REVIEW
                                                                   : keymap_job_of(&ui->keys, k);
    switch (job) {
    case KEY_UNDO: {
        int fatal = ui->review.r.fatal, w = ui->review.b->width;
        review_end(ui);
        ui->practice = true;
        hexmines_cursor_place(&ui->cur, (hex_offset){ fatal % w, fatal / w });
        return PLAY_UNDO;
    }
    case MJ_REVIEW: review_end(ui); return PLAY_NONE;
    case KEY_HELP: return PLAY_HELP;
    case KEY_QUIT: return PLAY_QUIT;
    case KEY_NEW: review_end(ui); return PLAY_NEW;
    case KEY_RESTART: review_end(ui); return PLAY_RESTART;
    default: return PLAY_NONE;
    }
}

static play_action key(void *uiv, play *p, int k)
{
    hexmines_ui *ui = uiv;
    const hm_game *g = game(play_session(p));
    int job = keymap_job_of(&ui->keys, k);
    if (hm_game_paused(g)) {
        if (job == KEY_PAUSE || k == ' ' || k == TK_ESC)
            return PLAY_PAUSE;
        return job == KEY_QUIT ? PLAY_QUIT : PLAY_NONE;
    }
    if (ui->reviewing)
        return review_key(ui, k);
    if (job == MJ_REVIEW && hm_game_status(g) == HM_LOST) {
        review_start(ui, p);
        return PLAY_NONE;
    }
    const hm_board *b = hm_game_board(g);
    int dir;
    /* A job's key first: a binding may take a letter of the moves. */
    if (job < 0 && hexmines_direction_key(ui->own.keys, k, &dir)) {
        hexmines_cursor_step(&ui->cur, b, dir);
        return PLAY_NONE;
    }
    switch (job) {
    case MJ_REVEAL: reveal_or_chord(ui, p, ui->cur.at); return PLAY_NONE;
    case MJ_FLAG: send(ui, p, HM_MOVE_FLAG, ui->cur.at); return PLAY_NONE;
    case MJ_CHORD: send(ui, p, HM_MOVE_CHORD, ui->cur.at); return PLAY_NONE;
    case KEY_HINT: hint(ui, p); return PLAY_NONE;
    case KEY_PAUSE: return PLAY_PAUSE;
    case KEY_DRAWING:
        ui->scale_manual = true;
        ui->scale = ui->scale == HEXLAYOUT_LARGE ? HEXLAYOUT_COMPACT : HEXLAYOUT_LARGE;
        return PLAY_NONE;
    case KEY_UNDO: return PLAY_UNDO;
    case KEY_REDO:
        ui->show_hint = false;
        return PLAY_REDO;
    case KEY_NEW: return PLAY_NEW;
    case KEY_RESTART: return PLAY_RESTART;
    case KEY_HELP: return PLAY_HELP;
    case KEY_QUIT: return PLAY_QUIT;
    default: break;
    }
    switch (k) {
    case TK_LEFT: hexmines_cursor_along(&ui->cur, b, -1); break;
    case TK_RIGHT: hexmines_cursor_along(&ui->cur, b, 1); break;
    case TK_HOME: hexmines_cursor_row_end(&ui->cur, b, -1); break;
    case TK_END: hexmines_cursor_row_end(&ui->cur, b, 1); break;
    case TK_UP: hexmines_cursor_vertical(&ui->cur, b, -1); break;
    case TK_DOWN: hexmines_cursor_vertical(&ui->cur, b, 1); break;
    default: break;
    }
    return PLAY_NONE;
}

static play_action click(void *uiv, play *p, const term_event *ev)
{
    hexmines_ui *ui = uiv;
    const session *s = play_session(p);
    if (hm_game_paused(game(s)) || ui->reviewing)
        return PLAY_NONE;
    const canvas *cv = play_canvas(p);
    int ax, ay, aw, ah;
    hexmines_view v = make_view(ui, s, "");
    hexmines_view_board_area(&v, cv->w, cv->h, &ax, &ay, &aw, &ah);
    if (ev->y < ay || ev->y >= ay + ah)
        return PLAY_NONE;
    hexlayout l = hexmines_view_layout(&v, cv->w, cv->h);
    hex_offset o;
    const hm_board *b = hm_game_board(game(s));
    if (!hexlayout_hit(&l, ev->x, ev->y, b->width, b->height, &o) || !hm_board_on(b, o.row, o.col))
        return PLAY_NONE;
    hexmines_cursor_place(&ui->cur, o);
    switch (ev->button) {
    case TB_LEFT: reveal_or_chord(ui, p, o); break;
    case TB_RIGHT: send(ui, p, HM_MOVE_FLAG, o); break;
    case TB_MIDDLE: send(ui, p, HM_MOVE_CHORD, o); break;
    default: break;
    }
    return PLAY_NONE;
}

static void *new_ui(const play_ui_options *o)
{
    static const hexmines_fe_options defaults = { .keys = HEXMINES_KEYS_ALL };
    const hexmines_fe_options *own = o->own ? o->own : &defaults;
    hexmines_ui *ui = calloc(1, sizeof *ui);
    if (!ui)
        return NULL;
    *ui = (hexmines_ui){ .own = *own, .daily = o->daily, .in_match = o->in_match,
                         .scale_manual = own->fixed_scale, .scale = own->scale };
    play_ui_keys(o, &hexmines_key_game, &ui->keys);
    return ui;
}

static void free_ui(void *uiv)
{
    hexmines_ui *ui = uiv;
    if (ui->reviewing)
        hexmines_review_close(&ui->review);
    free(ui);
}

const play_game hexmines_front_end = {
    .game = &session_hexmines, .message_line = true, .new_ui = new_ui, .free_ui = free_ui,
    .started = started, .key = key, .click = click, .draw = draw, .help = help,
    .news = news, .end_box = end_box,
};
