/* The hexcells front end for the play loop (tui/play.h): its key map (keys
 * and clicks into moves), its view (cursor, drawing, the status and message
 * lines, its boxes) and its help. */
#include "tui/hexcells_fe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells_solve.h"
#include "session/hexcells_session.h"
#include "tui/dialog.h"
#include "tui/hexcells_keys.h"
#include "tui/hexcells_think.h"
#include "tui/play.h"
#include "tui/widgets.h"
#include "util/escape.h"

typedef struct {
    const char *daily;
    bool in_match;
    int cursor;
    bool drawing_manual;
    enum hexcells_drawing drawing;
    int scroll_x, scroll_y;   /* the window on a board larger than the terminal */
    int message_top;     /* where the message drawn last begins (0: none
                            drawn): a click there is on its words */
    bool show_hint;
    int hint;
    int hint_clues[HC_HINT_CLUES];   /* the clues the hint's reason names, -1 past them */
    int mistakes_told;   /* the mistakes the message line has told of */
    /* The solver, off the input path: the hint asked for, and a level's
     * verdict (once a run: a level file's game is the same level). */
    hexcells_think *think;
    int think_wait_ms;   /* hexcells_ui_options.think_wait_ms */
    bool verdict_wanted, level_judged;
    /* The hint's words in full, a box over the board: a chain longer
     * than the message line shows. */
    bool hint_box;
    keymap keys;
    char help_text[KEYMAP_OWN_MAX][KEYMAP_HELP_WIDTH];
    const char *help[KEYMAP_OWN_MAX + 16];
} hexcells_ui;

static hexcells_play *state(const session *s)
{
    return session_state(s);
}

static hc_game *game(const session *s)
{
    return state(s)->game;
}

/* The first covered cell, column by column; else the first item. */
static int first_slot(const hc_game *g)
{
    const hc_puzzle *p = hc_game_puzzle(g);
    int any = -1;
    for (int col = 0; col < p->cols; col++)
        for (int row = 0; row < p->rows; row++) {
            int s = hc_index(col, row);
            if (hc_game_covered(g, s))
                return s;
            if (any < 0 && hc_puzzle_item(p, col, row).kind != HC_EMPTY)
                any = s;
        }
    return any < 0 ? 0 : any;
}

static void started(void *uiv, const session *s, bool fresh)
{
    hexcells_ui *ui = uiv;
    ui->show_hint = ui->hint_box = false;
    if (hexcells_think_asked(ui->think) == THINK_HINT)
        hexcells_think_drop(ui->think);
    if (!ui->level_judged && !hc_game_params(game(s)))
        ui->verdict_wanted = ui->level_judged = true;
    ui->mistakes_told = hc_game_mistakes(game(s));
    if (fresh) {
        ui->cursor = first_slot(game(s));
        ui->scroll_x = ui->scroll_y = 0;
    }
}

void hexcells_status_rest(const hc_game *g, const char *daily, bool show_seed, char *buf,
                          size_t len)
{
    const hc_params *p = hc_game_params(g);
    if (p) {
        if (daily)
            snprintf(buf, len, "%s  daily %s", hc_preset_name(p), daily);
        else if (show_seed)
            snprintf(buf, len, "%s  seed %llu", hc_preset_name(p), (unsigned long long)p->seed);
        else
            snprintf(buf, len, "%s", hc_preset_name(p));
        return;
    }
    /* A level's title is the file's: escaped, as all text hexpuzzle did
     * not write; UTF-8 shows as text where the terminal's is. */
    char title[64];
    escape_text(title, sizeof title, hc_game_puzzle(g)->title);
    snprintf(buf, len, "%s", title[0] ? title : "level");
}

static void status_line(const hexcells_ui *ui, const hc_game *g, int64_t now, bool seed_allowed,
                        int width, char *buf, size_t len)
{
    char rest[80];
    bool show_seed = seed_allowed || hc_game_status(g) == HC_WON;
    /* A seed shows whole or not at all: one cut short at the screen's
     * edge would name another puzzle. */
    for (int tries = 0; tries < 2; tries++, show_seed = false) {
        hexcells_status_rest(g, ui->daily, show_seed, rest, sizeof rest);
        size_t n = strlen(rest);
        snprintf(rest + n, sizeof rest - n, "%s%s", hc_game_assisted(g) ? "  assisted" : "",
                 hc_game_paused(g) ? "  PAUSED" : "");
        hexcells_view_status(g, now < 0 ? 0 : (uint64_t)now, rest, buf, len);
        if (!show_seed || strlen(buf) <= (size_t)width)
            break;
    }
}

static void news(void *uiv, const session *s, int64_t now, char *buf, size_t len)
{
    hexcells_ui *ui = uiv;
    const hc_game *g = game(s);
    const hexcells_play *st = state(s);
    if (hc_game_status(g) == HC_WON && ui->in_match) {
        uint64_t ms = hc_game_elapsed_ms(g, now < 0 ? 0 : (uint64_t)now);
        int m = hc_game_mistakes(g);
        char q[KEYMAP_NAME_MAX];
        snprintf(buf, len, "Solved in %llu.%llu s with %d mistake%s!  %s leave",
                 (unsigned long long)(ms / 1000), (unsigned long long)(ms % 1000 / 100), m,
                 m == 1 ? "" : "s", keymap_first(&ui->keys, KEY_QUIT, q));
    } else if (hc_game_status(g) == HC_WON) {
        uint64_t ms = hc_game_elapsed_ms(g, now < 0 ? 0 : (uint64_t)now);
        int m = hc_game_mistakes(g);
        char k[3][KEYMAP_NAME_MAX];
        snprintf(buf, len, "Solved in %llu.%llu s with %d mistake%s%s!  %s new  %s replay  %s quit",
                 (unsigned long long)(ms / 1000), (unsigned long long)(ms % 1000 / 100), m,
                 m == 1 ? "" : "s", hc_game_assisted(g) ? " (assisted)" : "",
                 keymap_first(&ui->keys, KEY_NEW, k[0]), keymap_first(&ui->keys, KEY_RESTART, k[1]),
                 keymap_first(&ui->keys, KEY_QUIT, k[2]));
    } else if (hc_game_mistakes(g) > ui->mistakes_told && st->called) {
        char place[32];
        hc_place_name(hc_index(st->last_call.col, st->last_call.row), place);
        snprintf(buf, len, "Mistake: %s is not %s (%d so far). It stays covered.", place,
                 st->last_call.kind == HC_MOVE_BLUE ? "blue" : "black", hc_game_mistakes(g));
    } else {
        char k[7][KEYMAP_NAME_MAX];
        const keymap *km = &ui->keys;
        snprintf(buf, len, "%s keys  %s blue  %s black  %s grey  %s hint  %s undo  %s quit",
                 keymap_first(km, KEY_HELP, k[0]), keymap_first(km, CJ_BLUE, k[1]),
                 keymap_first(km, CJ_BLACK, k[2]), keymap_first(km, CJ_GREY, k[3]),
                 keymap_first(km, KEY_HINT, k[4]), keymap_first(km, KEY_UNDO, k[5]),
                 keymap_first(km, KEY_QUIT, k[6]));
    }
    ui->mistakes_told = hc_game_mistakes(g);
}

static bool end_box(void *uiv, const session *s)
{
    (void)uiv;
    return hc_game_status(((hexcells_play *)session_state(s))->game) == HC_WON;
}

static int won_lines(const session *s, int64_t now, char lines[6][SESSION_LINE * 2])
{
    const hc_game *g = game(s);
    uint64_t ms = hc_game_elapsed_ms(g, now < 0 ? 0 : (uint64_t)now);
    const session_verdict *v = &s->verdict;
    snprintf(lines[0], sizeof lines[0], "Time %llu.%03llu s   Mistakes %d",
             (unsigned long long)(ms / 1000), (unsigned long long)(ms % 1000),
             hc_game_mistakes(g));
    int n = 1;
    if (hc_game_assisted(g))
        snprintf(lines[n++], sizeof lines[0], "Assisted (hint or restart): not ranked");
    for (int i = 0; i < 3 && n < 5; i++)
        if (v->lines[i][0])
            snprintf(lines[n++], sizeof lines[0], "%s", v->lines[i]);
    if (v->warning[0] && n < 6)
        snprintf(lines[n++], sizeof lines[0], "%s", v->warning);
    return n;
}

static hexcells_view make_view(const hexcells_ui *ui, const session *s, const char *message)
{
    hexcells_view v = {
        .game = game(s), .drawing = ui->drawing, .cursor = ui->cursor,
        .show_cursor = session_phase_of(s) != SESSION_ENDED,
        .hint = ui->hint, .show_hint = ui->show_hint,
        .hide_board = hc_game_paused(game(s)), .message = message,
        .scroll_x = ui->scroll_x, .scroll_y = ui->scroll_y,
    };
    memcpy(v.hint_clues, ui->hint_clues, sizeof v.hint_clues);
    return v;
}

static void choose_drawing(hexcells_ui *ui, const hc_puzzle *p, int w, int h)
{
    if (!ui->drawing_manual)
        ui->drawing = hexcells_view_fit(p, w, h);
}

static bool seen(void *uiv, const session *s, int w, int h)
{
    (void)uiv;
    return hexcells_view_room(hc_game_puzzle(game(s)), w, h);
}

static void draw(void *uiv, canvas *cv, const play_screen *sc)
{
    hexcells_ui *ui = uiv;
    const hc_game *g = game(sc->ses);
    if (!seen(ui, sc->ses, cv->w, cv->h)) {
        widget_too_small(cv, HCV_MIN_W, HCV_MIN_H);
        if (sc->dialog)
            dialog_draw(cv, sc->dialog);
        return;
    }
    choose_drawing(ui, hc_game_puzzle(g), cv->w, cv->h);
    char status[200];
    status_line(ui, g, sc->now, sc->show_seed, cv->w, status, sizeof status);
    hexcells_view v = make_view(ui, sc->ses, sc->message);
    v.status = status;
    hexcells_view_follow(&v, cv->w, cv->h, &ui->scroll_x, &ui->scroll_y);
    v.scroll_x = ui->scroll_x;
    v.scroll_y = ui->scroll_y;
    ui->message_top = hexcells_view_message_top(&v, cv->w, cv->h);
    hexcells_view_draw(cv, &v);
    if (v.hide_board) {
        char pause_key[KEYMAP_NAME_MAX];
        widget_paused(cv, keymap_first(&ui->keys, KEY_PAUSE, pause_key));
    }
    if (ui->hint_box) {
        /* The box wraps the words to the screen. */
        const char *words[] = { hc_game_last_hint(g)->text, NULL };
        widget_box(cv, "HINT", words);
    }
    if (sc->help)
        widget_box(cv, "hexcells keys", sc->help);
    if (sc->dialog)
        dialog_draw(cv, sc->dialog);
    if (sc->end_box) {
        char won[6][SESSION_LINE * 2];
        const char *lines[9];
        int n = won_lines(sc->ses, sc->now, won), k = 0;
        for (int i = 0; i < n; i++)
            lines[k++] = won[i];
        lines[k++] = "";
        lines[k++] = "Any key: back to the board";
        lines[k] = NULL;
        widget_box(cv, "SOLVED", lines);
    }
}

/* The help after the keys (the keymap's lines). */
static const char *const mouse_lines[] = {
    "Mouse: left blue (on a clue: grey), right black, middle grey",
    "",
    NULL,
};

static const char *const clue_lines[] = {
    "n  {n}  -n-  a black hex's blue neighbours:",
    "  any, all together, not all together",
    "#n#  a blue hex: blues within two rings;",
    "  {n} -n- there: in one group, or not",
    " 3   a line clue, not a hex: the blues in",
    " \\   the line its stroke runs along, here",
    "     down to the right (| down, / left)",
    "Wrong calls count as mistakes.",
    NULL,
};

const char *const *hexcells_help_lines(void)
{
    return clue_lines;
}

static const char *const *help(void *uiv)
{
    hexcells_ui *ui = uiv;
    int n = 0;
    ui->help[n++] = "Every hex is blue or black. Find them all.";
    ui->help[n++] = "";
    int keys = keymap_help(&ui->keys, ui->help_text, KEYMAP_OWN_MAX, KEYMAP_HELP_WIDTH);
    for (int i = 0; i < keys; i++)
        ui->help[n++] = ui->help_text[i];
    for (int i = 0; mouse_lines[i]; i++)
        ui->help[n++] = mouse_lines[i];
    for (int i = 0; clue_lines[i]; i++)
        ui->help[n++] = clue_lines[i];
    ui->help[n] = NULL;
    return ui->help;
}

/* A hint asked for is of the game as it was: a move drops it. */
static void drop_hint(hexcells_ui *ui)
{
    ui->show_hint = ui->hint_box = false;
    if (hexcells_think_asked(ui->think) == THINK_HINT)
        hexcells_think_drop(ui->think);
}

static void send(hexcells_ui *ui, play *p, hc_move_kind kind, int slot)
{
    drop_hint(ui);
    char text[HC_MOVE_TEXT_MAX];
    hc_move_format((hc_move){ kind, hc_col_of(slot), hc_row_of(slot) }, text, sizeof text);
    play_send(p, text);
}

/* b, Space or a left click: a covered hex goes blue, a clue greys. */
static void primary(hexcells_ui *ui, play *p, int slot)
{
    send(ui, p, hc_game_covered(game(play_session(p)), slot) ? HC_MOVE_BLUE : HC_MOVE_GREY, slot);
}

/* The last hint on the message line, its hex and clues marked. */
static void show_last_hint(hexcells_ui *ui, play *p)
{
    const hc_hint *h = hc_game_last_hint(game(play_session(p)));
    play_say(p, h->text);
    ui->hint = h->slot;
    memcpy(ui->hint_clues, h->clues, sizeof ui->hint_clues);
    ui->show_hint = true;
    ui->cursor = h->slot;
}

/* The hint as a move: the session takes the answer worked out for the
 * game as it stands (hc_game_offer_hint). */
static void take_hint(hexcells_ui *ui, play *p)
{
    if (play_send(p, HEXCELLS_HINT))
        show_last_hint(ui, p);
}

/* A level the solver cannot finish: the player is told, once. */
static void warn(play *p, const hc_verdict *v)
{
    char line[2 * HC_MSG_MAX];
    if (v->kind == HC_VERDICT_GUESS)
        snprintf(line, sizeof line,
                 "This level needs a guess: logic stops after %d deductions, %d hexes left.",
                 v->steps, v->left);
    else if (v->kind == HC_VERDICT_UNDECIDED)
        snprintf(line, sizeof line,
                 "Not decided whether this level needs a guess: the solver stopped at its bound "
                 "after %d deductions, %d hexes left.",
                 v->steps, v->left);
    else
        return;
    play_say(p, line);
}

/* A resumed game's last hint, replayed from its log without solving,
 * is of the position on screen: asked for, the hint shows it rather than
 * taking another. */
static bool last_hint_unworked_now(const hc_game *g)
{
    signed char then[HC_SLOTS], now[HC_SLOTS];
    if (!hc_game_hint_unworked(g, then))
        return false;
    hc_game_know(g, now);
    return memcmp(then, now, sizeof now) == 0;
}

/* The solver's answers: a hint still of the game as it stands is taken,
 * or fills in its unworked last hint; a level's verdict warns. */
static void take_answers(hexcells_ui *ui, play *p)
{
    hc_game *g = game(play_session(p));
    hc_hint h;
    signed char asked[HC_SLOTS], now[HC_SLOTS];
    if (hexcells_think_hint_answer(ui->think, &h, asked)) {
        hc_game_know(g, now);
        if (memcmp(asked, now, sizeof now) == 0) {
            bool seen_before = last_hint_unworked_now(g);
            hc_game_offer_hint(g, asked, &h);
            if (!seen_before)
                take_hint(ui, p);
            else if (h.found)
                show_last_hint(ui, p);
            else
                play_say(p, h.text);
        }
    }
    hc_verdict v;
    if (hexcells_think_verdict_answer(ui->think, &v)) {
        ui->verdict_wanted = false;
        warn(p, &v);
    }
}

/* h: the hint is worked out off the input path. One that comes within a
 * frame is taken at once; else the message line says so, keys are
 * served, and it is taken at a later wake (tick). */
static void hint(hexcells_ui *ui, play *p)
{
    hc_game *g = game(play_session(p));
    if (hc_game_status(g) == HC_WON) {
        take_hint(ui, p);
        return;
    }
    signed char know[HC_SLOTS];
    hc_game_know(g, know);
    hexcells_think_hint(ui->think, hc_game_puzzle(g), know);
    hexcells_think_wait(ui->think, ui->think_wait_ms);
    take_answers(ui, p);
    if (hexcells_think_asked(ui->think) == THINK_HINT)
        play_say(p, "Thinking...");
}

/* At the loop's wakes: the answers that came, and a level's verdict asked
 * for once nothing else is (a hint goes first). */
static int tick(void *uiv, play *p)
{
    hexcells_ui *ui = uiv;
    take_answers(ui, p);
    if (ui->verdict_wanted && hexcells_think_asked(ui->think) == THINK_IDLE) {
        hexcells_think_verdict(ui->think, hc_game_puzzle(game(play_session(p))));
        hexcells_think_wait(ui->think, ui->think_wait_ms);
        take_answers(ui, p);
    }
    return hexcells_think_asked(ui->think) == THINK_IDLE ? -1 : HEXCELLS_THINK_POLL_MS;
}

static bool filled(const hc_puzzle *p, int slot)
{
    return slot >= 0 && hc_puzzle_item(p, hc_col_of(slot), hc_row_of(slot)).kind != HC_EMPTY;
}

/* The next item from the cursor in core direction dir, past holes. */
static void step(hexcells_ui *ui, const hc_puzzle *p, int dir)
{
    for (int s = hc_neighbour(p, ui->cursor, dir), i = 0; s >= 0 && i < 2 * HC_COLS_MAX;
         s = hc_neighbour(p, s, dir), i++)
        if (filled(p, s)) {
            ui->cursor = s;
            return;
        }
}

/* Left or right (dx -1 or 1): the nearest item of the next column that
 * has one, by half-rows from the cursor's; of two as near, the lower
 * one from a column that sits higher, else the upper one, so that Left
 * and Right zig-zag along a line. */
static void along(hexcells_ui *ui, const hc_puzzle *p, int dx)
{
    int col = hc_col_of(ui->cursor);
    int half = hc_line_of(p, ui->cursor);
    bool down = (col & 1) == 0;   /* from a column that sits higher */
    for (int c = col + dx; c >= 0 && c < p->cols; c += dx) {
        int best = -1, best_d = 0;
        for (int row = 0; row < p->rows; row++) {
            int s = hc_index(c, row);
            int d = hc_line_of(p, s) - half;
            d = d < 0 ? -d * 2 + (down ? 1 : 0) : d * 2 + (down ? 0 : 1);
            if (filled(p, s) && (best < 0 || d < best_d)) {
                best = s;
                best_d = d;
            }
        }
        if (best >= 0) {
            ui->cursor = best;
            return;
        }
    }
}

static play_action key(void *uiv, play *p, int k)
{
    hexcells_ui *ui = uiv;
    const hc_puzzle *z = hc_game_puzzle(game(play_session(p)));
    int job = keymap_job_of(&ui->keys, k);
    if (ui->hint_box) {
        ui->hint_box = false;   /* any key closes it */
        return job == KEY_QUIT ? PLAY_QUIT : PLAY_NONE;
    }
    if (hc_game_paused(game(play_session(p)))) {
        if (job == KEY_PAUSE || k == ' ' || k == TK_ESC)
            return PLAY_PAUSE;
        return job == KEY_QUIT ? PLAY_QUIT : PLAY_NONE;
    }
    switch (job) {
    case CJ_UP: step(ui, z, 2); break;
    case CJ_DOWN: step(ui, z, 5); break;
    case CJ_LEFT: along(ui, z, -1); break;
    case CJ_RIGHT: along(ui, z, 1); break;
    case CJ_BLUE: primary(ui, p, ui->cursor); break;
    case CJ_BLACK: send(ui, p, HC_MOVE_BLACK, ui->cursor); break;
    case CJ_GREY: send(ui, p, HC_MOVE_GREY, ui->cursor); break;
    case KEY_HINT:
        /* Again, on the hint shown: its words in full; while one is
         * thought of (a move drops it), nothing more. */
        if (hexcells_think_asked(ui->think) == THINK_HINT)
            break;
        if (ui->show_hint)
            ui->hint_box = true;
        else
            hint(ui, p);
        break;
    case KEY_PAUSE: drop_hint(ui); return PLAY_PAUSE;
    case KEY_DRAWING:
        ui->drawing_manual = true;
        ui->drawing = ui->drawing == HCV_LARGE ? HCV_COMPACT : HCV_LARGE;
        break;
    case KEY_UNDO: drop_hint(ui); return PLAY_UNDO;
    case KEY_REDO: drop_hint(ui); return PLAY_REDO;
    case KEY_NEW: drop_hint(ui); return PLAY_NEW;
    case KEY_RESTART: drop_hint(ui); return PLAY_RESTART;
    case KEY_HELP: drop_hint(ui); return PLAY_HELP;
    case KEY_QUIT: drop_hint(ui); return PLAY_QUIT;
    default: break;
    }
    return PLAY_NONE;
}

static play_action click(void *uiv, play *p, const term_event *ev)
{
    hexcells_ui *ui = uiv;
    const session *s = play_session(p);
    if (ui->hint_box) {
        ui->hint_box = false;
        return PLAY_NONE;
    }
    if (hc_game_paused(game(s)))
        return PLAY_NONE;
    const canvas *cv = play_canvas(p);
    hexcells_view v = make_view(ui, s, "");
    int bottom = ui->message_top > 0 ? ui->message_top : cv->h - HCV_BOTTOM;
    if (ev->y < HCV_TOP || ev->y >= bottom)
        return PLAY_NONE;
    int slot = hexcells_view_slot_at(&v, cv->w, cv->h, ev->x, ev->y);
    if (slot < 0)
        return PLAY_NONE;
    ui->cursor = slot;
    switch (ev->button) {
    case TB_LEFT: primary(ui, p, slot); break;
    case TB_RIGHT: send(ui, p, HC_MOVE_BLACK, slot); break;
    case TB_MIDDLE: send(ui, p, HC_MOVE_GREY, slot); break;
    default: break;
    }
    return PLAY_NONE;
}

static void *new_ui(const play_ui_options *o)
{
    hexcells_ui *ui = calloc(1, sizeof *ui);
    if (ui)
        ui->think = hexcells_think_new();
    if (!ui || !ui->think) {
        free(ui);
        return NULL;
    }
    ui->daily = o->daily;
    ui->in_match = o->in_match;
    const hexcells_ui_options *own = o->own;
    ui->think_wait_ms = own ? own->think_wait_ms : HEXCELLS_THINK_FRAME_MS;
    play_ui_keys(o, &hexcells_key_game, &ui->keys);
    return ui;
}

static void free_ui(void *uiv)
{
    hexcells_ui *ui = uiv;
    hexcells_think_free(ui->think);
    free(ui);
}

const play_game hexcells_front_end = {
    .game = &session_hexcells, .message_line = true, .new_ui = new_ui, .free_ui = free_ui,
    .started = started, .key = key, .click = click, .draw = draw, .help = help,
    .seen = seen, .news = news, .end_box = end_box, .tick = tick,
};
