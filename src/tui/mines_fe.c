/* The hexmines front end: turns keys and clicks into moves, keeps the view
 * (cursor, scale, scroll, overlays) and owns the clock. */
#include "tui/mines_fe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/hexlayout.h"
#include "core/rng.h"
#include "tui/canvas.h"
#include "tui/mines_view.h"
#include "tui/term.h"
#include "tui/widgets.h"

/* Smallest terminal with a status line, three board lines and a message. */
enum { MIN_W = 30, MIN_H = 5 };

enum overlay { OV_NONE, OV_HELP, OV_CONFIRM };
enum pending { PEND_NONE, PEND_QUIT, PEND_NEW, PEND_REPLAY };

typedef struct {
    hm_game *game;
    hm_params params;
    canvas cv;
    mv_cell *cells;
    int ncells;
    hex_offset cursor;
    int want_x;                 /* screen column up/down moves aim for */
    bool scale_manual;
    enum hexlayout_scale scale;
    int scroll_x, scroll_y;
    enum overlay overlay;
    enum pending pending;
    bool show_hint;
    hex_offset hint;
    char message[200];
    bool quit;
    int exit_status;
} mines_ui;

static const char *const help_lines[] = {
    "Move      arrows; W E / A D / Z X (hex directions);",
    "          y u / h l / b n (the same, roguelike); Home End",
    "Reveal    Space or Enter (on a number: chord)",
    "Flag      f          Chord   c        Hint   i",
    "Undo      U          Pause   p        Scale  s",
    "New board N          Replay  r        Quit   q",
    "Mouse     left: reveal (chord on a number)",
    "          right: flag   middle: chord",
    "",
    "Reveal every cell without a mine. A number counts the",
    "mines among the six cells around it.",
    "",
    "Press any key to go back.",
    NULL,
};

static uint64_t now_ms(void) { return (uint64_t)term_now_ms(); }

static bool in_progress(const mines_ui *ui)
{
    return hm_game_status(ui->game) == HM_PLAYING;
}

static void set_message(mines_ui *ui, const char *text)
{
    snprintf(ui->message, sizeof ui->message, "%s", text);
}

static void default_message(mines_ui *ui)
{
    set_message(ui, "? help  Space reveal  f flag  c chord  i hint  p pause  q quit");
}

static bool new_game(mines_ui *ui)
{
    hm_game *g = hm_game_new(&ui->params);
    if (!g)
        return false;
    hm_game_free(ui->game);
    ui->game = g;
    const hm_board *b = hm_game_board(g);
    int first = hm_board_default_first(b);
    ui->cursor = (hex_offset){ first % b->width, first / b->width };
    ui->want_x = -1;
    ui->show_hint = false;
    ui->scroll_x = ui->scroll_y = 0;
    if (b->ncells != ui->ncells) {
        mv_cell *cells = realloc(ui->cells, (size_t)b->ncells * sizeof *cells);
        if (!cells)
            return false;
        ui->cells = cells;
        ui->ncells = b->ncells;
    }
    default_message(ui);
    return true;
}

/* The next board's seed follows from this one, so a session of boards can
 * be replayed from its first seed. */
static uint64_t next_seed(uint64_t seed)
{
    rng g;
    rng_seed(&g, seed, 0x6e6577);
    uint64_t hi = rng_next(&g), lo = rng_next(&g);
    return ((hi << 32) | lo) % 1000000000ULL;
}

static mines_view make_view(mines_ui *ui)
{
    const hm_board *b = hm_game_board(ui->game);
    for (int row = 0; row < b->height; row++) {
        for (int col = 0; col < b->width; col++) {
            hm_show s = hm_game_cell(ui->game, row, col);
            mv_cell *c = &ui->cells[row * b->width + col];
            static const uint8_t kinds[] = {
                [HM_SHOW_OFF] = MV_OFF, [HM_SHOW_HIDDEN] = MV_HIDDEN,
                [HM_SHOW_FLAG] = MV_FLAG, [HM_SHOW_NUMBER] = MV_OPEN,
                [HM_SHOW_MINE] = MV_MINE, [HM_SHOW_EXPLODED] = MV_EXPLODED,
                [HM_SHOW_WRONG_FLAG] = MV_WRONG_FLAG,
            };
            c->kind = kinds[s.kind];
            c->number = (uint8_t)s.number;
            c->warn = s.warn;
        }
    }
    return (mines_view){
        .cols = b->width, .rows = b->height, .cells = ui->cells,
        .scale = ui->scale, .cursor = ui->cursor, .show_cursor = true,
        .hint = ui->hint, .show_hint = ui->show_hint,
        .hide_board = hm_game_paused(ui->game),
        .scroll_x = ui->scroll_x, .scroll_y = ui->scroll_y,
    };
}

static bool scale_fits(const mines_ui *ui, enum hexlayout_scale scale, int w, int h)
{
    const hm_board *b = hm_game_board(ui->game);
    int pw, ph, ax, ay, aw, ah;
    hexlayout_board_size(HEX_ODD_R, scale, b->width, b->height, &pw, &ph);
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
    const hm_params *p = hm_game_params(ui->game);
    const char *preset = hm_preset_name(p);
    uint64_t secs = hm_game_elapsed_ms(ui->game, now_ms()) / 1000;
    char size[48];
    if (preset)
        snprintf(size, sizeof size, "%s", preset);
    else
        snprintf(size, sizeof size, "%s %dx%d", p->shape == HM_SHAPE_HEXAGON ? "hexagon" : "custom",
                 p->width, p->height);
    snprintf(buf, len, "Mines %d  Time %llu:%02llu  %s  seed %llu  %s%s%s",
             hm_game_mines_left(ui->game),
             (unsigned long long)(secs / 60), (unsigned long long)(secs % 60),
             size, (unsigned long long)p->seed,
             p->mode == HM_MODE_NOGUESS ? "no-guess" : "classic",
             hm_game_assisted(ui->game) ? "  assisted" : "",
             hm_game_paused(ui->game) ? "  PAUSED" : "");
}

static void draw(mines_ui *ui)
{
    int w, h;
    term_size(&w, &h);
    if (ui->cv.w != w || ui->cv.h != h)
        canvas_resize(&ui->cv, w, h);
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
    v.message = ui->message;
    mines_view_draw(&ui->cv, &v);
    if (v.hide_board) {
        static const char *const paused[] = { "The clock is stopped.", "",
                                              "Press p to go on.", NULL };
        widget_box(&ui->cv, "PAUSED", paused);
    }
    if (ui->overlay == OV_HELP)
        widget_box(&ui->cv, "hexmines keys", help_lines);
    term_present(&ui->cv);
}

static void announce_end(mines_ui *ui)
{
    hm_status st = hm_game_status(ui->game);
    if (st == HM_WON) {
        const hm_board *b = hm_game_board(ui->game);
        long bv = hm_layout_3bv(b, hm_game_mines(ui->game), hm_game_counts(ui->game));
        double secs = (double)hm_game_elapsed_ms(ui->game, now_ms()) / 1000.0;
        snprintf(ui->message, sizeof ui->message,
                 "You won in %.1f s!  3BV %ld  3BV/s %.2f%s  N new  r replay  q quit",
                 secs, bv, secs > 0 ? (double)bv / secs : 0.0,
                 hm_game_assisted(ui->game) ? " (assisted)" : "");
    } else if (st == HM_LOST) {
        set_message(ui, "BOOM! U undo the fatal move  N new board  r replay  q quit");
    }
}

static void apply(mines_ui *ui, hm_move_kind kind, hex_offset at)
{
    hm_move m = { kind, at.row, at.col };
    ui->show_hint = false;
    hm_apply_result r = hm_game_apply(ui->game, m, now_ms());
    if (r == HM_APPLY_GENFAIL)
        set_message(ui, "No no-guess board could be made for this density; "
                        "try --classic");
    else if (r == HM_APPLY_NOMEM)
        set_message(ui, "Out of memory");
    else if (r == HM_APPLY_OK && hm_game_status(ui->game) != HM_PLAYING)
        announce_end(ui);
    else if (r == HM_APPLY_OK)
        default_message(ui);
}

/* Left click or Space: a revealed number chords, anything else opens. */
static void reveal_or_chord(mines_ui *ui, hex_offset at)
{
    hm_show s = hm_game_cell(ui->game, at.row, at.col);
    apply(ui, s.kind == HM_SHOW_NUMBER ? HM_MOVE_CHORD : HM_MOVE_OPEN, at);
}

static bool on_board(const mines_ui *ui, hex_offset o)
{
    return hm_board_on(hm_game_board(ui->game), o.row, o.col);
}

static int centre_x(const mines_ui *ui, hex_offset o)
{
    hexlayout l = hexlayout_make(HEX_ODD_R, ui->scale, 0, 0);
    return hexlayout_center(&l, o).x;
}

static void move_dir(mines_ui *ui, int dir)
{
    hex_offset to = hex_offset_neighbor(ui->cursor, HEX_ODD_R, dir);
    if (on_board(ui, to)) {
        ui->cursor = to;
        ui->want_x = -1;
    }
}

/* Up and down keep the cursor under the same screen column as far as the
 * staggering allows: they aim at the column where the last sideways move
 * left the cursor, so repeated up/down zig-zags instead of drifting. */
static void move_vertical(mines_ui *ui, int drow)
{
    const hm_board *b = hm_game_board(ui->game);
    int row = ui->cursor.row + drow;
    if (row < 0 || row >= b->height)
        return;
    if (ui->want_x < 0)
        ui->want_x = centre_x(ui, ui->cursor);
    int best = -1, best_d = 0;
    for (int col = 0; col < b->width; col++) {
        hex_offset o = { col, row };
        if (!on_board(ui, o))
            continue;
        int d = abs(centre_x(ui, o) - ui->want_x);
        if (best < 0 || d < best_d) {
            best = col;
            best_d = d;
        }
    }
    if (best >= 0)
        ui->cursor = (hex_offset){ best, row };
}

static void move_along_row(mines_ui *ui, int dcol, bool to_end)
{
    const hm_board *b = hm_game_board(ui->game);
    hex_offset o = ui->cursor;
    for (;;) {
        hex_offset next = { o.col + dcol, o.row };
        if (next.col < 0 || next.col >= b->width)
            break;
        if (on_board(ui, next))
            o = next;
        else if (!to_end || o.col != ui->cursor.col)
            break;
        else
            o = next;
        if (!to_end)
            break;
    }
    if (on_board(ui, o))
        ui->cursor = o;
    ui->want_x = -1;
}

static void ask(mines_ui *ui, enum pending what, const char *question)
{
    ui->overlay = OV_CONFIRM;
    ui->pending = what;
    set_message(ui, question);
}

static void carry_out(mines_ui *ui, enum pending what)
{
    switch (what) {
    case PEND_QUIT:
        ui->quit = true;
        break;
    case PEND_NEW:
        ui->params.seed = next_seed(ui->params.seed);
        new_game(ui);
        break;
    case PEND_REPLAY:
        hm_game_restart(ui->game);
        ui->show_hint = false;
        default_message(ui);
        break;
    case PEND_NONE:
        break;
    }
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
    hm_hint h = hm_game_hint(ui->game);
    set_message(ui, h.text);
    if (h.found) {
        ui->hint = (hex_offset){ h.col, h.row };
        ui->show_hint = true;
        ui->cursor = ui->hint;
        ui->want_x = -1;
    }
}

static void toggle_pause(mines_ui *ui)
{
    if (hm_game_paused(ui->game))
        hm_game_resume(ui->game, now_ms());
    else if (hm_game_clock_running(ui->game))
        hm_game_pause(ui->game, now_ms());
}

static bool direction_key(int key, int *dir)
{
    static const struct { int key; int dir; } map[] = {
        { 'w', HEX_NW }, { 'e', HEX_NE }, { 'a', HEX_W }, { 'd', HEX_E },
        { 'z', HEX_SW }, { 'x', HEX_SE },
        { 'y', HEX_NW }, { 'u', HEX_NE }, { 'h', HEX_W }, { 'l', HEX_E },
        { 'b', HEX_SW }, { 'n', HEX_SE },
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++) {
        if (map[i].key == key) {
            *dir = map[i].dir;
            return true;
        }
    }
    return false;
}

static void on_key(mines_ui *ui, int key)
{
    int dir;
    if (ui->overlay == OV_HELP) {
        ui->overlay = OV_NONE;
        return;
    }
    if (ui->overlay == OV_CONFIRM) {
        ui->overlay = OV_NONE;
        enum pending what = ui->pending;
        ui->pending = PEND_NONE;
        default_message(ui);
        if (key == 'y' || key == 'Y')
            carry_out(ui, what);
        return;
    }
    if (hm_game_paused(ui->game)) {
        if (key == 'p' || key == 'P' || key == ' ' || key == TK_ESC)
            toggle_pause(ui);
        else if (key == 'q' || key == 'Q')
            request(ui, PEND_QUIT, "Quit this game? (y/n)");
        return;
    }
    if (direction_key(key, &dir)) {
        move_dir(ui, dir);
        return;
    }
    switch (key) {
    case TK_LEFT: move_along_row(ui, -1, false); break;
    case TK_RIGHT: move_along_row(ui, 1, false); break;
    case TK_HOME: move_along_row(ui, -1, true); break;
    case TK_END: move_along_row(ui, 1, true); break;
    case TK_UP: move_vertical(ui, -1); break;
    case TK_DOWN: move_vertical(ui, 1); break;
    case ' ': case TK_ENTER: reveal_or_chord(ui, ui->cursor); break;
    case 'f': case 'F': apply(ui, HM_MOVE_FLAG, ui->cursor); break;
    case 'c': case 'C': apply(ui, HM_MOVE_CHORD, ui->cursor); break;
    case 'i': case 'I': hint(ui); break;
    case 'p': case 'P': toggle_pause(ui); break;
    case 's': case 'S':
        ui->scale_manual = true;
        ui->scale = ui->scale == HEXLAYOUT_LARGE ? HEXLAYOUT_COMPACT : HEXLAYOUT_LARGE;
        break;
    case 'U':
        if (hm_game_undo(ui->game, now_ms()))
            default_message(ui);
        break;
    case 'N': request(ui, PEND_NEW, "Abandon this game for a new board? (y/n)"); break;
    case 'r': case 'R': request(ui, PEND_REPLAY, "Abandon this game and replay the board? (y/n)"); break;
    case '?': case TK_F1: ui->overlay = OV_HELP; break;
    case 'q': case 'Q': request(ui, PEND_QUIT, "Quit this game? (y/n)"); break;
    default: break;
    }
}

static void on_mouse(mines_ui *ui, const term_event *ev)
{
    if (ui->overlay != OV_NONE || hm_game_paused(ui->game)) {
        if (ui->overlay == OV_HELP)
            ui->overlay = OV_NONE;
        return;
    }
    int w, h, ax, ay, aw, ah;
    term_size(&w, &h);
    mines_view_area(w, h, &ax, &ay, &aw, &ah);
    if (ev->y < ay || ev->y >= ay + ah)
        return;
    mines_view v = make_view(ui);
    hexlayout l = mines_view_layout(&v, w, h);
    hex_offset o;
    const hm_board *b = hm_game_board(ui->game);
    if (!hexlayout_hit(&l, ev->x, ev->y, b->width, b->height, &o) || !on_board(ui, o))
        return;
    ui->cursor = o;
    ui->want_x = -1;
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
    if (!hm_game_clock_running(ui->game))
        return -1;
    uint64_t ms = hm_game_elapsed_ms(ui->game, now_ms());
    return (int)(1000 - ms % 1000);
}

int mines_fe_run(const mines_fe_options *opt, char *err, size_t errlen)
{
    mines_ui ui;
    memset(&ui, 0, sizeof ui);
    ui.params = opt->params;
    if (!new_game(&ui)) {
        snprintf(err, errlen, "out of memory for a %dx%d board", opt->params.width,
                 opt->params.height);
        return 1;
    }
    term_options to = { .color = opt->colour, .mouse = true };
    if (!term_start(&to, err, errlen)) {
        hm_game_free(ui.game);
        free(ui.cells);
        return 1;
    }
    while (!ui.quit) {
        draw(&ui);
        term_event ev = term_wait(next_timeout(&ui));
        switch (ev.kind) {
        case TE_KEY: on_key(&ui, ev.key); break;
        case TE_MOUSE: on_mouse(&ui, &ev); break;
        case TE_QUIT:
            /* Leave by the normal path, telling the shell which signal. */
            ui.quit = true;
            ui.exit_status = 128 + ev.signal;
            break;
        case TE_RESUMED:
            if (hm_game_clock_running(ui.game))
                hm_game_pause(ui.game, now_ms());
            break;
        case TE_RESIZE: case TE_TIMEOUT: break;
        }
    }
    term_stop();
    canvas_free(&ui.cv);
    hm_game_free(ui.game);
    free(ui.cells);
    return ui.exit_status;
}
