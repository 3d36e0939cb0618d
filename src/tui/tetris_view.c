/* The hextris picture: well, piece, ghost, side panel and boxes. */
#include "tui/tetris_view.h"

#include <stdio.h>
#include <string.h>

#include "core/hex.h"
#include "core/hexlayout.h"
#include "games/hextris.h"
#include "games/hextris_pieces.h"
#include "tui/canvas.h"
#include "tui/widgets.h"

enum {
    GAP = 2,            /* between the well and the panel, and between slots */
    SLOTS = 4,          /* hold + three of the next queue */
    PANEL_PREVIEW_Y = 9 /* panel line where the previews start */
};

/* What a well cell shows. */
/* 1..7: a locked piece colour; FILL_ACTIVE + colour: the falling piece. */
enum fill { FILL_EMPTY = 0, FILL_GHOST = -1, FILL_ACTIVE = 16 };

/* The well's outlines, blanks and ghost all take the terminal's plain
 * attributes: then the empty well is one run of attributes, and clearing,
 * marking or outlining a cell there costs the terminal no attribute change,
 * only the piece's own cells do. This about halves the bytes a falling or
 * moving piece sends (bench/tetris_bench.sh); the pieces' colours stand out
 * all the more against plain outlines. */
#define WELL_ROLE ROLE_NORMAL

/* The compact picture has no outlines, so walls and a floor frame it. */
static int wall_of(enum hexlayout_scale scale)
{
    return scale == HEXLAYOUT_COMPACT ? 1 : 0;
}

/* The smallest box holding every piece's preview (rotation 0) at a scale. */
static void slot_size(enum hexlayout_scale scale, int *sw, int *sh)
{
    const hexlayout_style *st = hexlayout_style_of(HEX_ODD_Q, scale);
    hexlayout l = hexlayout_make(HEX_ODD_Q, scale, 0, 0);
    *sw = *sh = 0;
    for (int id = 1; id <= HT_PIECES; id++) {
        hex_offset cells[HT_PIECE_MAX_CELLS];
        size_t n = ht_piece_place(id, 0, (hex_offset){ 1, 1 }, cells);
        int x0 = 1 << 20, y0 = 1 << 20, x1 = -1, y1 = -1;
        for (size_t i = 0; i < n; i++) {
            hexlayout_cell b = hexlayout_box(&l, cells[i]);
            if (b.x < x0) x0 = b.x;
            if (b.y < y0) y0 = b.y;
            if (b.x + st->box_w > x1) x1 = b.x + st->box_w;
            if (b.y + st->box_h > y1) y1 = b.y + st->box_h;
        }
        if (x1 - x0 > *sw) *sw = x1 - x0;
        if (y1 - y0 > *sh) *sh = y1 - y0;
    }
}

static void panel_size(enum hexlayout_scale scale, int *pw, int *ph)
{
    int sw, sh;
    slot_size(scale, &sw, &sh);
    *pw = SLOTS * sw + (SLOTS - 1) * GAP;
    if (*pw < 26)
        *pw = 26;   /* the longest text line */
    *ph = PANEL_PREVIEW_Y + sh + 2;
}

static void well_size(int cols, int rows, enum hexlayout_scale scale, int *ww, int *wh)
{
    hexlayout_board_size(HEX_ODD_Q, scale, cols, rows, ww, wh);
    *ww += 2 * wall_of(scale);
    *wh += wall_of(scale);
}

void tetris_view_need(int cols, int rows, enum hexlayout_scale scale,
                      int *need_w, int *need_h)
{
    int ww, wh, pw, ph;
    well_size(cols, rows, scale, &ww, &wh);
    panel_size(scale, &pw, &ph);
    *need_w = ww + GAP + pw;
    *need_h = wh > ph ? wh : ph;
}

tetris_view_geometry tetris_view_geometry_for(int cols, int rows, int w, int h)
{
    tetris_view_geometry g;
    memset(&g, 0, sizeof g);
    static const enum hexlayout_scale order[] = { HEXLAYOUT_LARGE, HEXLAYOUT_COMPACT };
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        g.scale = order[i];
        tetris_view_need(cols, rows, g.scale, &g.need_w, &g.need_h);
        if (g.need_w <= w && g.need_h <= h) {
            g.fits = true;
            break;
        }
    }
    int ww, wh;
    well_size(cols, rows, g.scale, &ww, &wh);
    /* The whole picture centred; the well at its left, centred vertically. */
    int x0 = g.fits ? (w - g.need_w) / 2 : 0;
    int y0 = g.fits ? (h - wh) / 2 : 0;
    g.well = hexlayout_make(HEX_ODD_Q, g.scale, x0 + wall_of(g.scale), y0);
    return g;
}

bool tetris_view_well_column(const ht_state *st, int w, int h, int x, int y, int *col)
{
    tetris_view_geometry g = tetris_view_geometry_for(st->width, st->height, w, h);
    hex_offset o;
    if (!g.fits || !hexlayout_hit(&g.well, x, y, st->width, st->height, &o))
        return false;
    *col = o.col;
    return true;
}

void tetris_view_format_time(int64_t ms, bool tenths, char *buf)
{
    long long t = ms < 0 ? 0 : (long long)ms;
    long long s = t / 1000;
    /* Clamped so that the text always fits: no game lasts 100 hours. */
    if (s > 99 * 3600 + 3599)
        s = 99 * 3600 + 3599;
    int h = (int)(s / 3600), m = (int)(s / 60 % 60), sec = (int)(s % 60);
    int d = (int)(t / 100 % 10);
    if (h > 0)
        snprintf(buf, TETRIS_VIEW_TIME_MAX, tenths ? "%d:%02d:%02d.%d" : "%d:%02d:%02d",
                 h, m, sec, d);
    else
        snprintf(buf, TETRIS_VIEW_TIME_MAX, tenths ? "%d:%02d.%d" : "%d:%02d", m, sec, d);
}

static const char *const help_lines[] = {
    "Left  h       move one column left",
    "Right l       move one column right",
    "Up    x       rotate clockwise",
    "z             rotate counter-clockwise",
    "Down          soft drop (1 point a row)",
    "Space         hard drop (2 points a row)",
    "c             hold (once per piece)",
    "g             ghost on / off",
    "p             pause / resume",
    "q             quit (asks y/n during a game)",
    "n             new game, once a game is over",
    "?  Esc        show / close this help",
    "",
    "Mouse:",
    "left click    on a column: move the piece there",
    "              on the piece's column: hard drop",
    "middle click  hard drop",
    "right click   rotate clockwise",
    "wheel up      rotate counter-clockwise",
    "wheel down    rotate clockwise",
    NULL
};

const char *const *tetris_view_help_lines(void)
{
    return help_lines;
}

static enum canvas_role piece_role(int colour)
{
    return (enum canvas_role)(ROLE_PIECE1 + colour - 1);
}

/* A hex's borders: drawn for every hex before any hex's own cells, since
 * a flat-top hex's top edge is the cells its upper neighbour owns. */
static void draw_borders(canvas *c, const hexlayout *l, const hexlayout_style *st,
                         hex_offset o)
{
    hexlayout_cell box = hexlayout_box(l, o);
    for (size_t i = 0; i < st->ncells; i++) {
        const hexlayout_stencil_cell *s = &st->cells[i];
        if (s->shared_dir >= 0)
            canvas_put(c, box.x + s->dx, box.y + s->dy, (unsigned char)s->glyph,
                       WELL_ROLE);
    }
}

/* A hex's own cells. Every cell of an empty hex takes WELL_ROLE, and so
 * does the ghost, ':' (its glyph sets it apart). A filled hex shows its piece's letter in reverse video on the label line;
 * in the large picture the bottom edge "__" stays an outline, which halves
 * the cells a falling or moving piece changes (bench/tetris_bench.sh). dim
 * draws a piece plainly: a hold that cannot be used now. */
static void draw_inside(canvas *c, const hexlayout *l, const hexlayout_style *st,
                        hex_offset o, int fill, bool dim)
{
    hexlayout_cell box = hexlayout_box(l, o);
    bool outlined = st->box_h > 2;   /* the large picture has hex outlines */
    for (size_t i = 0; i < st->ncells; i++) {
        const hexlayout_stencil_cell *s = &st->cells[i];
        if (s->shared_dir >= 0)
            continue;
        int x = box.x + s->dx, y = box.y + s->dy;
        bool label_line = s->dy == st->label_dy;
        /* The falling piece is its letters in its colour; it turns solid
         * when it locks. Letters alone change only the colour, never the
         * video attributes, which halves the bytes each step sends. */
        bool active = fill > FILL_ACTIVE;
        int colour = active ? fill - FILL_ACTIVE : fill;
        if (fill > 0 && (label_line || !outlined)) {
            canvas_put(c, x, y, (unsigned char)ht_piece_letter(colour),
                       dim ? ROLE_DIM : piece_role(colour));
            if (!dim && !active)
                canvas_invert(c, x, y);
        } else if (fill == FILL_GHOST && label_line) {
            canvas_put(c, x, y, ':', WELL_ROLE);
        } else {
            canvas_put(c, x, y, (unsigned char)s->glyph, WELL_ROLE);
        }
    }
}

static void draw_well(canvas *c, const tetris_view_geometry *g, const ht_state *st,
                      bool ghost)
{
    const hexlayout_style *hs = hexlayout_style_of(HEX_ODD_Q, g->scale);
    static signed char fill[HT_HEIGHT_MAX][HT_WIDTH_MAX];
    for (int row = 0; row < st->height; row++)
        for (int col = 0; col < st->width; col++)
            fill[row][col] = (signed char)ht_cell(st, col, row);
    hex_offset cells[HT_PIECE_MAX_CELLS];
    size_t n = ghost ? ht_ghost_cells(st, cells) : 0;
    for (size_t i = 0; i < n; i++)
        fill[cells[i].row][cells[i].col] = FILL_GHOST;
    n = ht_active_cells(st, cells);
    for (size_t i = 0; i < n; i++)
        fill[cells[i].row][cells[i].col] =
            (signed char)(ht_piece_colour(st->piece) + FILL_ACTIVE);

    for (int row = 0; row < st->height; row++)
        for (int col = 0; col < st->width; col++)
            draw_borders(c, &g->well, hs, (hex_offset){ col, row });
    for (int row = 0; row < st->height; row++)
        for (int col = 0; col < st->width; col++)
            draw_inside(c, &g->well, hs, (hex_offset){ col, row }, fill[row][col], false);

    if (wall_of(g->scale)) {
        int pw, ph;
        hexlayout_board_size(HEX_ODD_Q, g->scale, st->width, st->height, &pw, &ph);
        int x0 = g->well.ox - 1, x1 = g->well.ox + pw, y1 = g->well.oy + ph;
        for (int y = g->well.oy; y < y1; y++) {
            canvas_put(c, x0, y, '|', WELL_ROLE);
            canvas_put(c, x1, y, '|', WELL_ROLE);
        }
        canvas_put(c, x0, y1, '+', WELL_ROLE);
        canvas_put(c, x1, y1, '+', WELL_ROLE);
        for (int x = x0 + 1; x < x1; x++)
            canvas_put(c, x, y1, '-', WELL_ROLE);
    }
}

/* A piece in rotation 0, centred in the slot whose top-left is (x, y). */
static void draw_preview(canvas *c, enum hexlayout_scale scale, int x, int y,
                         int id, bool dim)
{
    if (!ht_piece_valid(id))
        return;
    const hexlayout_style *hs = hexlayout_style_of(HEX_ODD_Q, scale);
    int sw, sh;
    slot_size(scale, &sw, &sh);
    hex_offset cells[HT_PIECE_MAX_CELLS];
    size_t n = ht_piece_place(id, 0, (hex_offset){ 1, 1 }, cells);
    hexlayout l = hexlayout_make(HEX_ODD_Q, scale, 0, 0);
    int x0 = 1 << 20, y0 = 1 << 20, x1 = -1, y1 = -1;
    for (size_t i = 0; i < n; i++) {
        hexlayout_cell b = hexlayout_box(&l, cells[i]);
        if (b.x < x0) x0 = b.x;
        if (b.y < y0) y0 = b.y;
        if (b.x + hs->box_w > x1) x1 = b.x + hs->box_w;
        if (b.y + hs->box_h > y1) y1 = b.y + hs->box_h;
    }
    l = hexlayout_make(HEX_ODD_Q, scale, x + (sw - (x1 - x0)) / 2 - x0,
                       y + (sh - (y1 - y0)) / 2 - y0);
    for (size_t i = 0; i < n; i++)
        draw_borders(c, &l, hs, cells[i]);
    for (size_t i = 0; i < n; i++)
        draw_inside(c, &l, hs, cells[i], ht_piece_colour(id), dim);
}

static void draw_panel(canvas *c, const tetris_view_geometry *g, const tetris_view *v)
{
    const ht_state *st = v->st;
    int ww, wh;
    well_size(st->width, st->height, g->scale, &ww, &wh);
    int x = g->well.ox - wall_of(g->scale) + ww + GAP, y = g->well.oy;
    char t[TETRIS_VIEW_TIME_MAX];
    int end = canvas_text(c, x, y, "HEXTRIS", ROLE_TITLE);
    canvas_textf(c, end + 2, y, ROLE_STATUS, "%s %dx%d", ht_mode_name(st->params.mode),
                 st->width, st->height);
    canvas_textf(c, x, y + 2, ROLE_NORMAL, "Score  %lld", (long long)st->score);
    canvas_textf(c, x, y + 3, ROLE_NORMAL, "Level  %d", st->level);
    if (st->params.mode == HT_SPRINT) {
        int left = HT_SPRINT_ROWS - st->rows;
        canvas_textf(c, x, y + 4, ROLE_NORMAL, "Rows   %d (%d left)", st->rows,
                     left > 0 ? left : 0);
    } else {
        canvas_textf(c, x, y + 4, ROLE_NORMAL, "Rows   %d", st->rows);
    }
    tetris_view_format_time(v->elapsed_ms, false, t);
    canvas_textf(c, x, y + 5, ROLE_NORMAL, "Time   %s", t);
    canvas_textf(c, x, y + 6, ROLE_DIM, "Seed   %llu", (unsigned long long)st->params.seed);

    int sw, sh;
    slot_size(g->scale, &sw, &sh);
    int py = y + PANEL_PREVIEW_Y;
    canvas_text(c, x, py - 1, "HOLD", ROLE_TITLE);
    canvas_text(c, x + sw + GAP, py - 1, "NEXT", ROLE_TITLE);
    draw_preview(c, g->scale, x, py, st->hold, st->hold_used);
    for (int i = 0; i < SLOTS - 1; i++)
        draw_preview(c, g->scale, x + (i + 1) * (sw + GAP), py, st->next[i], false);
    canvas_text(c, x, py + sh + 1, "? help  p pause  q quit", ROLE_DIM);
}

static void draw_paused(canvas *c, const tetris_view_geometry *g, const ht_state *st)
{
    int pw, ph;
    hexlayout_board_size(HEX_ODD_Q, g->scale, st->width, st->height, &pw, &ph);
    static const char *const lines[] = { "PAUSED", "p: resume" };
    for (int i = 0; i < 2; i++) {
        int len = (int)strlen(lines[i]);
        canvas_text(c, g->well.ox + (pw - len) / 2, g->well.oy + ph / 2 - 1 + i, lines[i],
                    i == 0 ? ROLE_TITLE : ROLE_NORMAL);
    }
}

/* Notes wrapped to fit a box: a 200-byte warning would not fit a line. */
enum { NOTE_LINES = 12 };
typedef struct {
    char line[NOTE_LINES][TETRIS_VIEW_NOTE_WIDTH + 1];
    int n;
} wrapped;

static void wrap_into(wrapped *w, const char *text, size_t width)
{
    do {
        if (w->n == NOTE_LINES)
            return;
        size_t take = strlen(text);
        if (take > width) {
            take = width;
            while (take > 0 && text[take] != ' ')
                take--;
            if (take == 0)
                take = width;   /* one long word: cut it */
        }
        memcpy(w->line[w->n], text, take);
        w->line[w->n][take] = '\0';
        w->n++;
        text += take;
        while (*text == ' ')
            text++;
    } while (*text);
}

static void wrap_notes(wrapped *w, const char *const *notes, int width)
{
    if (width > TETRIS_VIEW_NOTE_WIDTH)
        width = TETRIS_VIEW_NOTE_WIDTH;
    w->n = 0;
    for (int i = 0; notes && notes[i]; i++)
        wrap_into(w, notes[i], (size_t)width);
}

/* The game-over box sits over the well, which is over, and keeps off the
 * panel: what the player may still want to read (the next pieces, the
 * hold) stays in view. Its notes are wrapped to the well's width, or to
 * its widest fixed line on a narrow well; a box that would then be taller
 * than the screen takes the full note width and the screen's centre. */
static void place_result(canvas *c, const tetris_view_geometry *g, const ht_state *st,
                         const char *title, const char *const *lines)
{
    int ww, wh, bw, bh;
    well_size(st->width, st->height, g->scale, &ww, &wh);
    widget_box_size(title, lines, &bw, &bh);
    if (bh > c->h) {
        widget_box(c, title, lines);
        return;
    }
    int wx = g->well.ox - wall_of(g->scale), panel_x = wx + ww + GAP;
    int x = wx + (ww - bw) / 2, y = g->well.oy + (wh - bh) / 2;
    if (x + bw > panel_x)
        x = panel_x - bw;
    if (x < 0)
        x = 0;
    if (y + bh > c->h)
        y = c->h - bh;
    if (y < 0)
        y = 0;
    widget_box_at(c, x, y, title, lines);
}

/* The game-over box's lines (NULL-ended): fixed[0] says how it ended,
 * fixed[1..4] are the figures, fixed[5..6] the keys; the notes go between. */
static void result_lines(const char **lines, const char *const *fixed, const wrapped *notes)
{
    int n = 0;
    lines[n++] = fixed[0];
    lines[n++] = "";
    for (int i = 1; i < 5; i++)
        lines[n++] = fixed[i];
    lines[n++] = "";
    for (int i = 0; i < notes->n; i++)
        lines[n++] = notes->line[i];
    if (notes->n > 0)
        lines[n++] = "";
    lines[n++] = fixed[5];
    lines[n++] = fixed[6];
    lines[n] = NULL;
}

static void draw_result(canvas *c, const tetris_view_geometry *g, const tetris_view *v)
{
    const ht_state *st = v->st;
    char score[48], rows[48], level[48], time[48], t[TETRIS_VIEW_TIME_MAX];
    bool won = st->status == HT_WON;
    tetris_view_format_time(v->elapsed_ms, won, t);
    snprintf(score, sizeof score, "Score  %lld", (long long)st->score);
    snprintf(rows, sizeof rows, "Rows   %d", st->rows);
    snprintf(level, sizeof level, "Level  %d", st->level);
    snprintf(time, sizeof time, "Time   %s", t);
    const char *title = won ? "SPRINT COMPLETE" : "GAME OVER";
    const char *const fixed[] = {
        won ? "40 rows cleared!" : "The stack hit the top.", score, rows, level, time,
        "n  new game", "q  quit", NULL
    };
    int fw, fh, ww, wh;
    widget_box_size(title, fixed, &fw, &fh);
    well_size(st->width, st->height, g->scale, &ww, &wh);
    wrapped notes;
    wrap_notes(&notes, v->notes, (ww > fw ? ww : fw) - 4);
    const char *lines[NOTE_LINES + 12];
    result_lines(lines, fixed, &notes);
    int bw, bh;
    widget_box_size(title, lines, &bw, &bh);
    if (bh > c->h) {
        /* Wider notes take fewer lines. */
        wrap_notes(&notes, v->notes, TETRIS_VIEW_NOTE_WIDTH);
        result_lines(lines, fixed, &notes);
    }
    place_result(c, g, st, title, lines);
}

static void draw_message(canvas *c, const tetris_view *v)
{
    wrapped notes;
    wrap_notes(&notes, v->notes, TETRIS_VIEW_NOTE_WIDTH);
    const char *lines[NOTE_LINES + 3];
    int n = 0;
    for (int i = 0; i < notes.n; i++)
        lines[n++] = notes.line[i];
    lines[n++] = "";
    lines[n++] = "press any key";
    lines[n] = NULL;
    widget_box(c, v->title ? v->title : "HEXTRIS", lines);
}

void tetris_view_draw(canvas *c, const tetris_view *v)
{
    const ht_state *st = v->st;
    tetris_view_geometry g = tetris_view_geometry_for(st->width, st->height, c->w, c->h);
    if (!g.fits) {
        widget_too_small(c, g.need_w, g.need_h);
        /* Said once and waited for: it must show at any size. */
        if (v->overlay == TV_MESSAGE) {
            canvas_clear(c);
            draw_message(c, v);
        }
        return;
    }
    canvas_clear(c);
    if (st->status == HT_PAUSED && v->overlay == TV_NONE)
        draw_paused(c, &g, st);
    else if (st->status != HT_PAUSED)
        draw_well(c, &g, st, !v->hide_ghost);
    draw_panel(c, &g, v);
    if (v->overlay == TV_HELP) {
        widget_box(c, "HELP", help_lines);
    } else if (v->overlay == TV_QUIT_ASK) {
        /* Two lines: one would not fit the narrowest screen the well fits. */
        static const char *const lines[] = {
            "Quit this game? (y/n)", "It will be saved for next time.", NULL };
        widget_box(c, "QUIT", lines);
    } else if (v->overlay == TV_RESUME_ASK) {
        static const char *const lines[] = { "Resume the saved game? (y/n)", NULL };
        widget_box(c, "SAVED GAME", lines);
    } else if (v->overlay == TV_MESSAGE) {
        draw_message(c, v);
    } else if (st->status == HT_OVER || st->status == HT_WON) {
        draw_result(c, &g, v);
    }
}
