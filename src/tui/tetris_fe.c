/* The hextris front end: turns keys and clicks into actions, sleeps until
 * the game's next deadline, and redraws only when something visible moved. */
#include "tui/tetris_fe.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "games/hextris.h"
#include "tui/canvas.h"
#include "tui/term.h"
#include "tui/tetris_view.h"

typedef struct {
    ht_state st;
    canvas cv;
    enum tv_overlay overlay;
    bool auto_paused;   /* an overlay paused the game: closing it resumes */
    bool quit;
    bool failed;        /* out of memory for the canvas */
    bool dirty;         /* something only the view knows about changed */
    unsigned long drawn_version;
    int64_t drawn_second;
} tetris_ui;

static int64_t now_ms(void) { return (int64_t)term_now_ms(); }

/* The next game's seed follows from this one, so a session of games can be
 * replayed from its first seed. */
static uint64_t next_seed(uint64_t seed)
{
    rng g;
    rng_seed(&g, seed, 0x746574);
    uint64_t hi = rng_next(&g), lo = rng_next(&g);
    return ((hi << 32) | lo) % 1000000000ULL;
}

static bool in_game(const tetris_ui *ui)
{
    return ui->st.status == HT_PLAYING || ui->st.status == HT_PAUSED;
}

static void open_overlay(tetris_ui *ui, enum tv_overlay o, int64_t now)
{
    if (ui->st.status == HT_PLAYING && ht_apply(&ui->st, HT_PAUSE, now))
        ui->auto_paused = true;
    ui->overlay = o;
    ui->dirty = true;
}

static void close_overlay(tetris_ui *ui, int64_t now)
{
    if (ui->auto_paused)
        ht_apply(&ui->st, HT_RESUME, now);
    ui->auto_paused = false;
    ui->overlay = TV_NONE;
    ui->dirty = true;
}

static void new_game(tetris_ui *ui, int64_t now)
{
    ht_params p = ui->st.params;
    p.seed = next_seed(p.seed);
    ht_new(&ui->st, &p, now);
    ui->overlay = TV_NONE;
    ui->auto_paused = false;
    ui->dirty = true;
}

static bool well_visible(const tetris_ui *ui)
{
    return tetris_view_geometry_for(ui->st.width, ui->st.height, ui->cv.w, ui->cv.h).fits;
}

static void toggle_pause(tetris_ui *ui, int64_t now)
{
    if (ui->st.status == HT_PLAYING)
        ht_apply(&ui->st, HT_PAUSE, now);
    else if (ui->st.status == HT_PAUSED)
        ht_apply(&ui->st, HT_RESUME, now);
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

static void on_key(tetris_ui *ui, int key, int64_t now)
{
    if (!well_visible(ui)) {
        /* The too-small screen offers q; the game is paused meanwhile. */
        if (key == 'q' || key == 'Q')
            ui->quit = true;
        return;
    }
    if (ui->overlay == TV_QUIT_ASK) {
        if (key == 'y' || key == 'Y')
            ui->quit = true;
        else if (key == 'n' || key == 'N' || key == TK_ESC)
            close_overlay(ui, now);
        return;
    }
    if (ui->overlay == TV_HELP) {
        if (key == '?' || key == TK_ESC || key == TK_ENTER || key == TK_F1) {
            close_overlay(ui, now);
        } else if ((key == 'q' || key == 'Q') && in_game(ui)) {
            ui->overlay = TV_QUIT_ASK;
            ui->dirty = true;
        } else if (key == 'q' || key == 'Q') {
            ui->quit = true;
        }
        return;
    }
    switch (key) {
    case 'q': case 'Q':
        if (in_game(ui))
            open_overlay(ui, TV_QUIT_ASK, now);
        else
            ui->quit = true;
        return;
    case '?': case TK_F1:
        open_overlay(ui, TV_HELP, now);
        return;
    case 'n': case 'N':
        if (!in_game(ui))
            new_game(ui, now);
        return;
    case 'p': case 'P':
        toggle_pause(ui, now);
        return;
    default:
        break;
    }
    int a = action_of(key);
    if (a >= 0)
        ht_apply(&ui->st, (enum ht_action)a, now);
}

/* Left click: toward the clicked column as far as the piece can go, or a
 * hard drop when the click is on the piece's own (centre) column. */
static void click_column(tetris_ui *ui, int x, int y, int64_t now)
{
    int col;
    if (!tetris_view_well_column(&ui->st, ui->cv.w, ui->cv.h, x, y, &col))
        return;
    int from = ht_active_centre(&ui->st).col;
    if (col == from) {
        ht_apply(&ui->st, HT_DROP, now);
        return;
    }
    enum ht_action a = col < from ? HT_LEFT : HT_RIGHT;
    for (int steps = 0; steps < HT_WIDTH_MAX && ui->st.status == HT_PLAYING; steps++) {
        if (ht_active_centre(&ui->st).col == col || !ht_apply(&ui->st, a, now))
            break;
    }
}

static void on_mouse(tetris_ui *ui, const term_event *ev, int64_t now)
{
    if (!well_visible(ui))
        return;
    if (ui->overlay == TV_HELP) {
        close_overlay(ui, now);
        return;
    }
    if (ui->overlay != TV_NONE)
        return;
    if (ui->st.status == HT_PAUSED) {
        if (ev->button == TB_LEFT)
            ht_apply(&ui->st, HT_RESUME, now);
        return;
    }
    if (ui->st.status != HT_PLAYING)
        return;
    switch (ev->button) {
    case TB_LEFT: click_column(ui, ev->x, ev->y, now); break;
    case TB_MIDDLE: ht_apply(&ui->st, HT_DROP, now); break;
    case TB_RIGHT: case TB_WHEEL_DOWN: ht_apply(&ui->st, HT_CW, now); break;
    case TB_WHEEL_UP: ht_apply(&ui->st, HT_CCW, now); break;
    }
}

/* A game nobody can see must not go on: too small a terminal pauses it,
 * and the player resumes with p once the well shows again. */
static void fit_canvas(tetris_ui *ui, int64_t now)
{
    int w, h;
    term_size(&w, &h);
    if (canvas_resize(&ui->cv, w, h) != 0)
        ui->failed = true;
    else if (!well_visible(ui) && ui->st.status == HT_PLAYING)
        ht_apply(&ui->st, HT_PAUSE, now);
    ui->dirty = true;
}

/* The panel's clock shows whole seconds and is brought up to date whenever
 * the loop wakes for the game (at least once a second while it runs), so
 * it never costs a wake-up of its own. */
static void draw(tetris_ui *ui, int64_t now)
{
    int64_t elapsed = ht_elapsed_ms(&ui->st, now);
    int64_t second = elapsed / 1000;
    if (!ui->dirty && ui->st.version == ui->drawn_version && second == ui->drawn_second)
        return;
    tetris_view v = { .st = &ui->st, .elapsed_ms = elapsed, .overlay = ui->overlay };
    tetris_view_draw(&ui->cv, &v);
    term_present(&ui->cv);
    ui->dirty = false;
    ui->drawn_version = ui->st.version;
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

int tetris_fe_run(const tetris_fe_options *opt, char *err, size_t errlen)
{
    static tetris_ui ui;
    memset(&ui, 0, sizeof ui);
    term_options to = { .color = opt->colour, .mouse = true };
    if (!term_start(&to, err, errlen))
        return 1;
    if (!ht_new(&ui.st, &opt->params, now_ms())) {
        term_stop();
        snprintf(err, errlen, "%s", ht_params_check(&opt->params));
        return 1;
    }
    fit_canvas(&ui, now_ms());
    while (!ui.quit && !ui.failed) {
        int64_t before = now_ms();
        ht_advance(&ui.st, before);
        draw(&ui, before);
        term_event ev = term_wait(timeout_until(ht_next_deadline(&ui.st), before));
        int64_t now = now_ms();
        switch (ev.kind) {
        case TE_KEY: on_key(&ui, ev.key, now); break;
        case TE_MOUSE: on_mouse(&ui, &ev, now); break;
        case TE_RESIZE: fit_canvas(&ui, before); break;
        case TE_QUIT: ui.quit = true; break;
        case TE_RESUMED:
            /* Paused as of the stop, so nothing fell while the game was
             * stopped; the player comes back to a pause. */
            if (ui.st.status == HT_PLAYING)
                ht_apply(&ui.st, HT_PAUSE, before);
            ui.dirty = true;
            break;
        case TE_TIMEOUT: break;
        }
    }
    term_stop();
    canvas_free(&ui.cv);
    if (ui.failed) {
        snprintf(err, errlen, "out of memory for the screen");
        return 1;
    }
    return 0;
}
