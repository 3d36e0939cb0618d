/* The hextris front end for the play loop (tui/play.h): its key map (keys,
 * held keys and clicks into moves), its view (the drawing chosen, the
 * ghost, redrawn only when something visible moved), its help and the
 * short well's offer. */
#include "tui/hextris_fe.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hextris/hextris.h"
#include "session/hextris_session.h"
#include "tui/play.h"
#include "tui/hextris_bot_ghost.h"
#include "tui/hextris_flash.h"
#include "tui/hextris_keys.h"
#include "tui/hextris_opponent_view.h"
#include "tui/hextris_view.h"

typedef struct {
    hextris_fe_options own;
    const char *daily;
    bool in_match;      /* a round of a match: no help, pause or new game */
    bool hide_ghost;    /* the player's choice, kept from game to game */
    /* The live stats: the mode's default until the player says (t), then
     * the player's choice from game to game. */
    bool show_stats, stats_chosen;
    ht_summary best;    /* this table's personal best, as the game began */
    bool has_best;
    hextris_view_caps caps;   /* the drawings the terminal allows; s's choice */
    unsigned long drawn_version;
    int64_t drawn_second;
    hextris_bot_ghost bot;   /* the hint */
    /* Why the hint did nothing, shown until the next piece. */
    char note[80];
    int note_pieces;
    char banner[80];
    keymap keys;
    hextris_flash flash;   /* the cleared rows' */
    ht_opponent drawn_opponent;   /* versus: the other side's well as drawn */
    char drawn_verdict[128];
} hextris_ui;

static const ht_state *state_of(const session *s)
{
    return session_state(s);
}

static void started(void *uiv, const session *s, bool fresh)
{
    hextris_ui *ui = uiv;
    (void)fresh;
    const ht_state *st = state_of(s);
    if (!ui->stats_chosen)
        ui->show_stats = ht_mode_info_of(st->params.mode)->stats_shown;
    char params[HT_PARAMS_TEXT_MAX];
    ht_params_encode(&st->params, params, sizeof params);
    ui->has_best = ui->own.best && ui->own.best(params, &ui->best);
    hextris_bot_ghost_hide(&ui->bot);
    hextris_flash_start(&ui->flash, st);
}

/* The hint: the bot's placement as a ghost, which makes the game assisted
 * (the move says so in the log); only where the game cannot rank. */
static void bot_key(hextris_ui *ui, play *p)
{
    const session *s = play_session(p);
    if (ui->bot.shown) {
        hextris_bot_ghost_hide(&ui->bot);
    } else if (!ui->own.assist_allowed) {
        char k[KEYMAP_NAME_MAX];
        snprintf(ui->note, sizeof ui->note, "%s: the bot's ghost is for unranked games",
                 keymap_first(&ui->keys, KEY_HINT, k));
        ui->note_pieces = state_of(s)->pieces;
    } else if (session_phase_of(s) == SESSION_RUNNING
               && (hextris_game_assisted(session_state(s)) || play_send(p, HEXTRIS_ASSIST_MOVE))
               && !hextris_bot_ghost_show(&ui->bot)) {
        play_say(p, "out of memory for the bot");
    }
}

static bool seen(void *uiv, const session *s, int w, int h)
{
    const hextris_ui *ui = uiv;
    const ht_state *st = state_of(s);
    return hextris_view_geometry_for(st->width, st->height, w, h, &ui->caps).fits;
}

/* Keys that are game actions; -1 for any other key. */
static int action_of(const keymap *m, int key)
{
    switch (keymap_job_of(m, key)) {
    case TJ_LEFT: return HT_LEFT;
    case TJ_RIGHT: return HT_RIGHT;
    case TJ_CW: return HT_CW;
    case TJ_CCW: return HT_CCW;
    case TJ_180: return HT_180;
    case TJ_SOFT: return HT_SOFT;
    case TJ_DROP: return HT_DROP;
    case TJ_HOLD: return HT_HOLD;
    default: return -1;
    }
}

static bool one_press(void *uiv, int key)
{
    const hextris_ui *ui = uiv;
    return action_of(&ui->keys, key) >= 0;
}

static held_key held_of(void *uiv, int key)
{
    const hextris_ui *ui = uiv;
    switch (keymap_job_of(&ui->keys, key)) {
    case TJ_LEFT: return HELD_LEFT;
    case TJ_RIGHT: return HELD_RIGHT;
    case TJ_SOFT: return HELD_DOWN;
    default: return HELD_OTHER;
    }
}

static int soft_ms(const void *st)
{
    return ht_gravity_ms(((const ht_state *)st)->level);
}

static int pieces(const void *st)
{
    return ((const ht_state *)st)->pieces;
}

static play_action key(void *uiv, play *p, int k)
{
    hextris_ui *ui = uiv;
    const session *s = play_session(p);
    const ht_state *st = state_of(s);
    const canvas *cv = play_canvas(p);
    session_phase ph = session_phase_of(s);
    switch (keymap_job_of(&ui->keys, k)) {
    case KEY_QUIT: return PLAY_QUIT;
    case KEY_HELP: return PLAY_HELP;
    case KEY_NEW: return ph == SESSION_ENDED ? PLAY_NEW : PLAY_NONE;
    case KEY_PAUSE: return PLAY_PAUSE;
    case TJ_GHOST: ui->hide_ghost = !ui->hide_ghost; return PLAY_NONE;
    case TJ_STATS:
        ui->show_stats = !ui->show_stats;
        ui->stats_chosen = true;
        return PLAY_NONE;
    case KEY_UNDO:
        return ht_mode_info_of(st->params.mode)->undo && ph == SESSION_RUNNING ? PLAY_UNDO
                                                                              : PLAY_NONE;
    case KEY_HINT: bot_key(ui, p); return PLAY_NONE;
    case KEY_DRAWING:
        ui->caps.forced = hextris_view_next_drawing(st->width, st->height, cv->w, cv->h, &ui->caps);
        return PLAY_NONE;
    default: break;
    }
    int a = action_of(&ui->keys, k);
    if (a >= 0)
        play_send(p, ht_action_name((enum ht_action)a));
    return PLAY_NONE;
}

/* The other side's well, in a versus game of a match. */
static const ht_opponent *versus_opponent(const hextris_ui *ui, const ht_state *st)
{
    return st->params.mode == HT_VERSUS ? ui->own.opponent : NULL;
}

/* Whether the falling piece covers a cell of well column col. */
static bool piece_covers(const ht_state *st, int col)
{
    hex_offset cells[HT_PIECE_MAX_CELLS];
    size_t n = ht_active_cells(st, cells);
    for (size_t i = 0; i < n; i++)
        if (cells[i].col == col)
            return true;
    return false;
}

/* Left click: a hard drop on any column the piece covers; elsewhere toward
 * the clicked column as far as the piece can go. */
static void click_column(hextris_ui *ui, play *p, int x, int y)
{
    const canvas *cv = play_canvas(p);
    const session *s = play_session(p);
    int col, w = cv->w;
    const ht_opponent *o = versus_opponent(ui, state_of(s));
    if (o) {
        hextris_view own = { .st = state_of(s), .caps = ui->caps };
        hextris_versus_layout(&own, o, cv->w, cv->h, &w);
    }
    if (!hextris_view_well_column(state_of(s), w, cv->h, &ui->caps, x, y, &col))
        return;
    int from = ht_active_centre(state_of(s)).col;
    if (piece_covers(state_of(s), col)) {
        play_send(p, ht_action_name(HT_DROP));
        return;
    }
    const char *move = ht_action_name(col < from ? HT_LEFT : HT_RIGHT);
    for (int steps = 0; steps < HT_WIDTH_MAX && session_phase_of(s) == SESSION_RUNNING; steps++)
        if (ht_active_centre(state_of(s)).col == col || !play_send(p, move))
            break;
}

static play_action click(void *uiv, play *p, const term_event *ev)
{
    session_phase ph = session_phase_of(play_session(p));
    if (ph == SESSION_PAUSED)
        return ev->button == TB_LEFT ? PLAY_PAUSE : PLAY_NONE;
    if (ph != SESSION_RUNNING)
        return PLAY_NONE;
    switch (ev->button) {
    case TB_LEFT: click_column(uiv, p, ev->x, ev->y); break;
    case TB_MIDDLE: play_send(p, ht_action_name(HT_DROP)); break;
    case TB_RIGHT: case TB_WHEEL_DOWN: play_send(p, ht_action_name(HT_CW)); break;
    case TB_WHEEL_UP: play_send(p, ht_action_name(HT_CCW)); break;
    }
    return PLAY_NONE;
}

/* The panel's clock shows whole seconds and is brought up to date whenever
 * the loop wakes for the game (at least once a second while it runs), so
 * it never costs a wake-up of its own. */
static bool redraw_due(void *uiv, const session *s, int64_t now)
{
    const hextris_ui *ui = uiv;
    const ht_state *st = state_of(s);
    if (versus_opponent(ui, st)
        && memcmp(ui->own.opponent, &ui->drawn_opponent, sizeof ui->drawn_opponent) != 0)
        return true;
    if (ui->own.match_verdict && strcmp(ui->own.match_verdict, ui->drawn_verdict) != 0)
        return true;
    return st->version != ui->drawn_version || ht_elapsed_ms(st, now) / 1000 != ui->drawn_second
           || now >= hextris_flash_ends(&ui->flash);
}

static int64_t redraw_at(void *uiv)
{
    const hextris_ui *ui = uiv;
    return hextris_flash_ends(&ui->flash);
}

static void draw(void *uiv, canvas *cv, const play_screen *sc)
{
    hextris_ui *ui = uiv;
    const ht_state *st = state_of(sc->ses);
    int64_t elapsed = ht_elapsed_ms(st, sc->now);
    /* What the game-over box adds: the verdict on the result. */
    const char *notes[6];
    int n = 0;
    const session_verdict *vd = &sc->ses->verdict;
    if (session_phase_of(sc->ses) == SESSION_ENDED) {
        for (int i = 0; i < 3; i++)
            if (vd->lines[i][0])
                notes[n++] = vd->lines[i];
        if (vd->warning[0])
            notes[n++] = vd->warning;
        if (ui->own.match_verdict && ui->own.match_verdict[0])
            notes[n++] = ui->own.match_verdict;
    }
    notes[n] = NULL;
    hextris_bot_ghost_update(&ui->bot, st);
    char hold[KEYMAP_NAME_MAX], hint[KEYMAP_NAME_MAX];
    if (ui->bot.count && ui->bot.holds)
        snprintf(ui->banner, sizeof ui->banner, "assisted: hold (%s), then ++",
                 keymap_first(&ui->keys, TJ_HOLD, hold));
    else
        snprintf(ui->banner, sizeof ui->banner, "assisted: %s bot's ghost",
                 keymap_first(&ui->keys, KEY_HINT, hint));
    hextris_view v = { .st = st, .elapsed_ms = elapsed,
                      .overlay = sc->help ? TV_HELP : TV_NONE, .dialog = sc->dialog,
                      .at_any_size = sc->at_any_size, .notes = notes,
                      .hide_ghost = ui->hide_ghost, .caps = ui->caps, .daily = ui->daily,
                      .show_seed = sc->show_seed, .key_events = sc->key_events,
                      .in_match = ui->in_match,
                      .show_stats = ui->show_stats, .best = ui->has_best ? &ui->best : NULL,
                      .bot_cells = ui->bot.cells, .bot_count = ui->bot.count,
                      .keys = &ui->keys, .flash_clear = hextris_flash_update(&ui->flash, st, sc->now),
                      .banner = ui->note[0] && ui->note_pieces == st->pieces ? ui->note
                                : (ui->bot.count && ui->bot.holds) || hextris_game_assisted(st)
                                    ? ui->banner
                                    : NULL };
    if (versus_opponent(ui, st)) {
        hextris_versus_draw(cv, &v, ui->own.opponent);
        ui->drawn_opponent = *ui->own.opponent;
    } else {
        hextris_view_draw(cv, &v);
    }
    if (ui->own.match_verdict)
        snprintf(ui->drawn_verdict, sizeof ui->drawn_verdict, "%s", ui->own.match_verdict);
    ui->drawn_version = st->version;
    ui->drawn_second = elapsed / 1000;
}

/* The view draws the help from the keymap; this says it is up. */
static const char *const *help(void *uiv)
{
    (void)uiv;
    static const char *const drawn_by_the_view[] = { NULL };
    return drawn_by_the_view;
}

/* A new game's well fits no drawing this terminal can show, where the
 * short well would (an ASCII-only terminal of 24 lines and the full
 * well): offered before the clock starts. */
static bool smaller(void *uiv, const char *params, int w, int h, dialog *d, char *buf,
                    size_t len)
{
    hextris_ui *ui = uiv;
    ht_params p;
    if (!ht_params_decode(&p, params) || (p.width == HT_SHORT_WIDTH && p.height == HT_SHORT_HEIGHT))
        return false;
    if (hextris_view_geometry_for(p.width, p.height, w, h, &ui->caps).fits
        || !hextris_view_geometry_for(HT_SHORT_WIDTH, HT_SHORT_HEIGHT, w, h, &ui->caps).fits)
        return false;
    hextris_view_short_offer(d, p.width, p.height, w, h, &ui->caps);
    p.width = HT_SHORT_WIDTH;
    p.height = HT_SHORT_HEIGHT;
    ht_params_encode(&p, buf, len);
    return true;
}

static void *new_ui(const play_ui_options *o)
{
    static const hextris_fe_options defaults = { .ascii = false };
    const hextris_fe_options *own = o->own ? o->own : &defaults;
    hextris_ui *ui = calloc(1, sizeof *ui);
    if (!ui)
        return NULL;
    *ui = (hextris_ui){ .own = *own, .daily = o->daily, .in_match = o->in_match,
                        .hide_ghost = own->no_ghost,
                        .caps.blocks = !own->ascii && term_can_draw_blocks() };
    play_ui_keys(o, &hextris_key_game, &ui->keys);
    return ui;
}

static void free_ui(void *uiv)
{
    hextris_ui *ui = uiv;
    hextris_bot_ghost_free(&ui->bot);
    free(ui);
}

const play_game hextris_front_end = {
    .game = &session_hextris, .message_line = false, .new_ui = new_ui, .free_ui = free_ui,
    .started = started, .key = key, .click = click, .draw = draw, .help = help,
    .seen = seen, .redraw_due = redraw_due, .redraw_at = redraw_at, .smaller = smaller,
    .held_of = held_of, .held_moves = { "L", "R", "SOFT" }, .soft_ms = soft_ms,
    .pieces = pieces, .one_press = one_press,
};
