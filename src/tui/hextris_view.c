/* The hextris picture: well, piece, ghost, side panel and boxes. */
#include "tui/hextris_view.h"

#include <stdio.h>
#include <string.h>

#include "core/hex.h"
#include "core/hexlayout.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_pieces.h"
#include "games/hextris/hextris_stats.h"
#include "tui/canvas.h"
#include "tui/hextris_dense.h"
#include "tui/hextris_keys.h"
#include "tui/widgets.h"
#include "tui/wrap.h"

enum {
    GAP = 2,            /* between the well and the panel, and between slots */
    SLOTS = 4,          /* hold + three of the next queue */
    PANEL_PREVIEW_Y = 9,/* panel line where the previews start */
    PREVIEW_SIDE = 4    /* ht_piece_place keeps a preview in columns and rows 0..3 */
};

/* What a well cell shows. */
/* 1..7: a locked piece colour; FILL_ACTIVE + colour: the falling piece. */
enum fill { FILL_EMPTY = 0, FILL_GHOST = -1, FILL_BOT = -2, FILL_FLASH = -3, FILL_ACTIVE = 16 };

/* The empty well's outlines, walls and floor, and the ghost's dots: thin
 * glyphs beside the pieces' solid tiles, which is what makes them the
 * quieter picture. Their roles take no colour and no attribute such as
 * dim (term.c): either would cost the terminal a change at every edge
 * between them and a piece, which a falling piece crosses at every step. */
#define GRID_ROLE HT_ROLE_WELL
#define GHOST_ROLE HT_ROLE_GHOST

/* Cleared rows, while they flash, dissolve into bold dots: unlike any
 * solid tile (a garbage row's included) in colour or not, on a dark or a
 * light background; as the dense drawing shows them (tui/hextris_dense.h). */
enum { FLASH_GLYPH = ':' };

static bool is_outline(enum hextris_drawing d)
{
    return d != TV_DRAW_DENSE;
}

static enum hexlayout_scale scale_of(enum hextris_drawing d)
{
    return d == TV_DRAW_LARGE ? HEXLAYOUT_LARGE : HEXLAYOUT_COMPACT;
}

/* The large picture has outlines all round; the others have walls and a
 * floor to frame them. */
static int wall_of(enum hextris_drawing d)
{
    return d == TV_DRAW_LARGE ? 0 : 1;
}

/* A preview's hexes for piece id (rotation 0) in the dense drawing, whose
 * stagger depends on the column's parity: the centre column of the two
 * parities whose picture takes fewer lines. */
static size_t dense_preview_cells(int id, hex_offset cells[HT_PIECE_MAX_CELLS])
{
    hex_offset other[HT_PIECE_MAX_CELLS];
    size_t n = ht_piece_place(id, 0, (hex_offset){ 1, 1 }, cells);
    size_t m = ht_piece_place(id, 0, (hex_offset){ 2, 1 }, other);
    int x, y, w, h, ow, oh;
    hextris_dense_hexes_box(cells, n, &x, &y, &w, &h);
    hextris_dense_hexes_box(other, m, &x, &y, &ow, &oh);
    if (oh < h)
        memcpy(cells, other, m * sizeof other[0]);
    return n;
}

/* The box of cells the hexes cells[0..n) take in an outline picture
 * whose top-left is (0, 0): x, y, width, height. */
static void outline_hexes_box(enum hexlayout_scale scale, const hex_offset *cells, size_t n,
                              int *x, int *y, int *w, int *h)
{
    const hexlayout_style *st = hexlayout_style_of(HEX_ODD_Q, scale);
    hexlayout l = hexlayout_make(HEX_ODD_Q, scale, 0, 0);
    int x0 = 1 << 20, y0 = 1 << 20, x1 = -1, y1 = -1;
    for (size_t i = 0; i < n; i++) {
        hexlayout_cell b = hexlayout_box(&l, cells[i]);
        if (b.x < x0) x0 = b.x;
        if (b.y < y0) y0 = b.y;
        if (b.x + st->box_w > x1) x1 = b.x + st->box_w;
        if (b.y + st->box_h > y1) y1 = b.y + st->box_h;
    }
    *x = x0;
    *y = y0;
    *w = x1 - x0;
    *h = y1 - y0;
}

/* A preview's hexes for piece id (rotation 0) in a drawing, and their box
 * of cells from the top-left of their picture. */
static size_t preview_cells(enum hextris_drawing d, int id, hex_offset cells[HT_PIECE_MAX_CELLS],
                            int *x, int *y, int *w, int *h)
{
    if (!is_outline(d)) {
        size_t n = dense_preview_cells(id, cells);
        hextris_dense_hexes_box(cells, n, x, y, w, h);
        return n;
    }
    size_t n = ht_piece_place(id, 0, (hex_offset){ 1, 1 }, cells);
    outline_hexes_box(scale_of(d), cells, n, x, y, w, h);
    return n;
}

/* The smallest box holding every piece's preview (rotation 0) in a drawing. */
static void slot_size(enum hextris_drawing d, int *sw, int *sh)
{
    *sw = *sh = 0;
    for (int id = 1; id <= HT_PIECES; id++) {
        hex_offset cells[HT_PIECE_MAX_CELLS];
        int x, y, w, h;
        preview_cells(d, id, cells, &x, &y, &w, &h);
        if (w > *sw) *sw = w;
        if (h > *sh) *sh = h;
    }
}

static void panel_size(enum hextris_drawing d, int *pw, int *ph)
{
    int sw, sh;
    slot_size(d, &sw, &sh);
    *pw = SLOTS * sw + (SLOTS - 1) * GAP;
    if (*pw < 26)
        *pw = 26;   /* the longest text line */
    *ph = PANEL_PREVIEW_Y + sh + 2;
}

/* The hexes' picture, without walls. */
static void board_size(int cols, int rows, enum hextris_drawing d, int *bw, int *bh)
{
    if (is_outline(d))
        hexlayout_board_size(HEX_ODD_Q, scale_of(d), cols, rows, bw, bh);
    else
        hextris_dense_board_size(cols, rows, bw, bh);
}

/* The well's picture, walls and floor included. */
static void well_size(int cols, int rows, enum hextris_drawing d, int *ww, int *wh)
{
    if (!is_outline(d)) {
        hextris_dense_well_size(cols, rows, ww, wh);
        return;
    }
    hexlayout_board_size(HEX_ODD_Q, scale_of(d), cols, rows, ww, wh);
    *ww += 2 * wall_of(d);
    *wh += wall_of(d);
}

void hextris_view_need(int cols, int rows, enum hextris_drawing drawing,
                      int *need_w, int *need_h)
{
    int ww, wh, pw, ph;
    if (drawing == TV_DRAW_BEST)
        drawing = TV_DRAW_LARGE;
    well_size(cols, rows, drawing, &ww, &wh);
    panel_size(drawing, &pw, &ph);
    *need_w = ww + GAP + pw;
    *need_h = wh > ph ? wh : ph;
}

static const enum hextris_drawing order[] = { TV_DRAW_LARGE, TV_DRAW_COMPACT, TV_DRAW_DENSE };
enum { DRAWINGS = sizeof order / sizeof order[0] };

static bool allowed(enum hextris_drawing d, const hextris_view_caps *caps)
{
    return d != TV_DRAW_DENSE || (caps && caps->blocks);
}

static bool fits(int cols, int rows, enum hextris_drawing d, int w, int h)
{
    int nw, nh;
    hextris_view_need(cols, rows, d, &nw, &nh);
    return nw <= w && nh <= h;
}

static enum hextris_drawing best_drawing(int cols, int rows, int w, int h,
                                        const hextris_view_caps *caps)
{
    if (caps && caps->forced != TV_DRAW_BEST && allowed(caps->forced, caps)
        && fits(cols, rows, caps->forced, w, h))
        return caps->forced;
    enum hextris_drawing last = TV_DRAW_BEST;
    for (size_t i = 0; i < DRAWINGS; i++) {
        if (!allowed(order[i], caps))
            continue;
        if (fits(cols, rows, order[i], w, h))
            return order[i];
        last = order[i];
    }
    /* Nothing fits: the last one allowed, the smallest, says what would. */
    return last;
}

hextris_view_geometry hextris_view_geometry_for(int cols, int rows, int w, int h,
                                              const hextris_view_caps *caps)
{
    hextris_view_geometry g;
    memset(&g, 0, sizeof g);
    g.drawing = best_drawing(cols, rows, w, h, caps);
    g.scale = scale_of(g.drawing);
    hextris_view_need(cols, rows, g.drawing, &g.need_w, &g.need_h);
    g.fits = g.need_w <= w && g.need_h <= h;
    int ww, wh;
    well_size(cols, rows, g.drawing, &ww, &wh);
    /* The whole picture centred; the well at its left, centred vertically. */
    int x0 = g.fits ? (w - g.need_w) / 2 : 0;
    int y0 = g.fits ? (h - wh) / 2 : 0;
    g.well = hexlayout_make(HEX_ODD_Q, g.scale, x0 + wall_of(g.drawing), y0);
    return g;
}

enum hextris_drawing hextris_view_next_drawing(int cols, int rows, int w, int h,
                                             const hextris_view_caps *caps)
{
    enum hextris_drawing shown = best_drawing(cols, rows, w, h, caps);
    size_t at = 0;
    while (at < DRAWINGS && order[at] != shown)
        at++;
    for (size_t k = 1; k < DRAWINGS; k++) {
        enum hextris_drawing d = order[(at + k) % DRAWINGS];
        if (allowed(d, caps) && fits(cols, rows, d, w, h))
            return d;
    }
    return shown;
}

bool hextris_view_well_column(const ht_state *st, int w, int h, const hextris_view_caps *caps,
                             int x, int y, int *col)
{
    hextris_view_geometry g = hextris_view_geometry_for(st->width, st->height, w, h, caps);
    if (!g.fits)
        return false;
    if (!is_outline(g.drawing)) {
        int bw, bh;
        board_size(st->width, st->height, g.drawing, &bw, &bh);
        int c = hextris_dense_column_at(g.well.ox, st->width, x);
        if (c < 0 || y < g.well.oy || y >= g.well.oy + bh)
            return false;
        *col = c;
        return true;
    }
    hex_offset o;
    if (!hexlayout_hit(&g.well, x, y, st->width, st->height, &o))
        return false;
    *col = o.col;
    return true;
}

void hextris_view_format_time(int64_t ms, bool tenths, char *buf)
{
    long long t = ms < 0 ? 0 : (long long)ms;
    long long s = t / 1000;
    /* Clamped so that the text always fits: no game lasts 100 hours. */
    if (s > 99 * 3600 + 3599)
        s = 99 * 3600 + 3599;
    int h = (int)(s / 3600), m = (int)(s / 60 % 60), sec = (int)(s % 60);
    int d = (int)(t / 100 % 10);
    if (h > 0)
        snprintf(buf, HEXTRIS_VIEW_TIME_MAX, tenths ? "%d:%02d:%02d.%d" : "%d:%02d:%02d",
                 h, m, sec, d);
    else
        snprintf(buf, HEXTRIS_VIEW_TIME_MAX, tenths ? "%d:%02d.%d" : "%d:%02d", m, sec, d);
}

/* The help's lines after the keys' (the keymap's): the input mode, then
 * the mouse, which no binding changes. */
static const char *const mouse_lines[] = {
    "Mouse:",
    "left click    on a column: move the piece there",
    "              on the piece: hard drop",
    "middle click  hard drop",
    "right click   rotate clockwise",
    "wheel up      rotate counter-clockwise",
    "wheel down    rotate clockwise",
    NULL
};

/* The first key of a shared job, as the view's keymap (or the table) has
 * it. */
static const char *key_of(const hextris_view *v, key_shared job, char buf[KEYMAP_NAME_MAX])
{
    if (v->keys)
        return keymap_first(v->keys, job, buf);
    keymap_key_name(keymap_shared(job)->keys[0], buf);
    return buf;
}

/* Garbage (cheese) takes the seventh piece's tile, the terminal's own
 * colour, and "#" for a letter where letters show. */
canvas_role hextris_view_piece_role(int colour)
{
    if (colour == HT_GARBAGE)
        return HT_ROLE_PIECE7;
    return (canvas_role)(HT_ROLE_PIECE1 + colour - 1);
}

char hextris_view_piece_letter(int colour)
{
    return colour == HT_GARBAGE ? '#' : ht_piece_letter(colour);
}

/* What the hexes of a board show (enum fill), for the borders between
 * them: fill[row * stride + col]. */
typedef struct {
    int cols, rows, stride;
    const signed char *fill;
} fill_map;

static int fill_at(const fill_map *m, hex_offset o)
{
    if (o.col < 0 || o.row < 0 || o.col >= m->cols || o.row >= m->rows)
        return FILL_EMPTY;
    return m->fill[o.row * m->stride + o.col];
}

static int colour_of(int fill)
{
    return fill > FILL_ACTIVE ? fill - FILL_ACTIVE : fill > 0 ? fill : 0;
}

/* A hex's borders: drawn for every hex before any hex's own cells, since
 * a flat-top hex's top edge is the cells its upper neighbour owns. A
 * border between two hexes of one piece (the falling one, or locked ones
 * of one colour) is filled like them, so that a piece is one solid shape
 * with seams, and a row of pieces one band: it also spares the terminal
 * two colour changes at each such border. */
static void draw_borders(canvas *c, const hexlayout *l, const hexlayout_style *st,
                         hex_offset o, const fill_map *m)
{
    hexlayout_cell box = hexlayout_box(l, o);
    int fill = fill_at(m, o);
    for (size_t i = 0; i < st->ncells; i++) {
        const hexlayout_stencil_cell *s = &st->cells[i];
        if (s->shared_dir < 0)
            continue;
        int x = box.x + s->dx, y = box.y + s->dy;
        hex_offset nb = hex_offset_neighbor(o, HEX_ODD_Q, s->shared_dir);
        if (colour_of(fill) > 0 && fill_at(m, nb) == fill)
            canvas_put_on(c, x, y, (unsigned char)s->glyph, GRID_ROLE,
                          hextris_view_piece_role(colour_of(fill)));
        else
            canvas_put(c, x, y, (unsigned char)s->glyph, GRID_ROLE);
    }
}

/* A hex's own cells. A filled hex, falling or locked, is solid: every
 * own cell on a background of its colour, its letter on the middle line,
 * the bottom edge "__" kept as a thin line under it, these in the grid's
 * colour: between a filled hex and the grid around it only the background
 * changes, which costs the terminal the least. An empty hex shows its
 * stencil in the grid's role; a ghost hex "::" on its middle line. dim
 * draws a piece plainly: a hold that cannot be used now. */
static void draw_inside(canvas *c, const hexlayout *l, const hexlayout_style *st,
                        hex_offset o, int fill, bool dim)
{
    hexlayout_cell box = hexlayout_box(l, o);
    int colour = colour_of(fill);
    for (size_t i = 0; i < st->ncells; i++) {
        const hexlayout_stencil_cell *s = &st->cells[i];
        if (s->shared_dir >= 0)
            continue;
        int x = box.x + s->dx, y = box.y + s->dy;
        bool label_line = s->dy == st->label_dy;
        if (colour > 0) {
            unsigned char glyph = label_line || s->glyph == ' '
                                      ? (unsigned char)hextris_view_piece_letter(colour)
                                      : (unsigned char)s->glyph;
            if (dim)
                canvas_put(c, x, y, glyph, ROLE_DIM);
            else
                canvas_put_on(c, x, y, glyph, GRID_ROLE, hextris_view_piece_role(colour));
        } else if (fill == FILL_FLASH) {
            /* The hex's inside, its dot too; its edges stay. */
            if (s->glyph == ' ' || s->glyph == '.')
                canvas_put(c, x, y, FLASH_GLYPH, HT_ROLE_FLASH);
            else
                canvas_put(c, x, y, (unsigned char)s->glyph, GRID_ROLE);
        } else if (fill == FILL_GHOST && label_line) {
            canvas_put(c, x, y, ':', GHOST_ROLE);
        } else if (fill == FILL_BOT && label_line) {
            canvas_put(c, x, y, '+', GHOST_ROLE);
        } else {
            canvas_put(c, x, y, (unsigned char)s->glyph, GRID_ROLE);
        }
    }
}

/* The locked hexes as they were before the latest lock's rows cleared: a
 * row that stayed moved down by the cleared rows below it, then up by the
 * garbage that came in; the cleared rows were full (their colours went
 * with them). */
static void well_before_clear(const ht_state *st, signed char fill[HT_HEIGHT_MAX][HT_WIDTH_MAX])
{
    int below = 0;
    for (int row = st->height - 1; row >= 0; row--) {
        bool cleared = st->cleared_rows >> row & 1;
        below += cleared;
        int now = row + below - st->rows_in_after_clear;
        for (int col = 0; col < st->width; col++)
            fill[row][col] = cleared ? FILL_FLASH
                             : now >= 0 ? (signed char)ht_cell(st, col, now) : FILL_EMPTY;
    }
}

/* What each hex of the well shows: a fill (enum fill) by [row][col]. */
static void well_fills(const hextris_view *v, bool ghost,
                       signed char fill[HT_HEIGHT_MAX][HT_WIDTH_MAX])
{
    const ht_state *st = v->st;
    hex_offset cells[HT_PIECE_MAX_CELLS];
    if (v->flash_clear && st->cleared_rows) {
        well_before_clear(st, fill);
        size_t n = ht_active_cells(st, cells);
        for (size_t i = 0; i < n; i++)
            fill[cells[i].row][cells[i].col] =
                (signed char)(ht_piece_colour(st->piece) + FILL_ACTIVE);
        return;
    }
    for (int row = 0; row < st->height; row++)
        for (int col = 0; col < st->width; col++)
            fill[row][col] = (signed char)ht_cell(st, col, row);
    for (int i = 0; i < v->bot_count; i++) {
        hex_offset o = v->bot_cells[i];
        if (o.col >= 0 && o.col < st->width && o.row >= 0 && o.row < st->height
            && fill[o.row][o.col] == FILL_EMPTY)
            fill[o.row][o.col] = FILL_BOT;
    }
    size_t n = ghost ? ht_ghost_cells(st, cells) : 0;
    for (size_t i = 0; i < n; i++)
        fill[cells[i].row][cells[i].col] = FILL_GHOST;
    n = ht_active_cells(st, cells);
    for (size_t i = 0; i < n; i++)
        fill[cells[i].row][cells[i].col] =
            (signed char)(ht_piece_colour(st->piece) + FILL_ACTIVE);
}

static void draw_dense_well(canvas *c, const hextris_view_geometry *g, const ht_state *st,
                            signed char fill[HT_HEIGHT_MAX][HT_WIDTH_MAX])
{
    static uint8_t roles[HT_HEIGHT_MAX * HT_WIDTH_MAX];
    for (int row = 0; row < st->height; row++)
        for (int col = 0; col < st->width; col++) {
            int f = fill[row][col];
            canvas_role r = f == FILL_GHOST ? HT_ROLE_GHOST
                                 : f == FILL_BOT ? ROLE_HINT
                                 : f == FILL_FLASH ? HT_ROLE_FLASH : ROLE_NORMAL;
            if (colour_of(f) > 0)
                r = hextris_view_piece_role(colour_of(f));
            roles[row * st->width + col] = (uint8_t)r;
        }
    hextris_dense_draw_well(c, g->well.ox, g->well.oy, st->width, st->height, roles,
                           GRID_ROLE);
}

static void draw_well(canvas *c, const hextris_view_geometry *g, const hextris_view *v,
                      bool ghost)
{
    const ht_state *st = v->st;
    static signed char fill[HT_HEIGHT_MAX][HT_WIDTH_MAX];
    well_fills(v, ghost, fill);
    if (!is_outline(g->drawing)) {
        draw_dense_well(c, g, st, fill);
        return;
    }
    const hexlayout_style *hs = hexlayout_style_of(HEX_ODD_Q, g->scale);
    fill_map m = { st->width, st->height, HT_WIDTH_MAX, &fill[0][0] };
    for (int row = 0; row < st->height; row++)
        for (int col = 0; col < st->width; col++)
            draw_borders(c, &g->well, hs, (hex_offset){ col, row }, &m);
    for (int row = 0; row < st->height; row++)
        for (int col = 0; col < st->width; col++)
            draw_inside(c, &g->well, hs, (hex_offset){ col, row }, fill[row][col], false);

    if (wall_of(g->drawing)) {
        int pw, ph;
        board_size(st->width, st->height, g->drawing, &pw, &ph);
        int x0 = g->well.ox - 1, x1 = g->well.ox + pw, y1 = g->well.oy + ph;
        for (int y = g->well.oy; y < y1; y++) {
            canvas_put(c, x0, y, '|', GRID_ROLE);
            canvas_put(c, x1, y, '|', GRID_ROLE);
        }
        canvas_put(c, x0, y1, '+', GRID_ROLE);
        canvas_put(c, x1, y1, '+', GRID_ROLE);
        for (int x = x0 + 1; x < x1; x++)
            canvas_put(c, x, y1, '-', GRID_ROLE);
    }
}

/* A piece in rotation 0, centred in the slot whose top-left is (x, y). */
static void draw_preview(canvas *c, enum hextris_drawing d, int x, int y, int id, bool dim)
{
    if (!ht_piece_valid(id))
        return;
    int sw, sh, bx, by, bw, bh;
    slot_size(d, &sw, &sh);
    hex_offset cells[HT_PIECE_MAX_CELLS];
    size_t n = preview_cells(d, id, cells, &bx, &by, &bw, &bh);
    /* Where the picture's top-left goes for the hexes' box to be centred. */
    int ox = x + (sw - bw) / 2 - bx, oy = y + (sh - bh) / 2 - by;
    if (!is_outline(d)) {
        uint8_t roles[PREVIEW_SIDE * PREVIEW_SIDE];
        memset(roles, ROLE_NORMAL, sizeof roles);
        for (size_t i = 0; i < n; i++)
            roles[cells[i].row * PREVIEW_SIDE + cells[i].col] =
                (uint8_t)(dim ? ROLE_DIM : hextris_view_piece_role(ht_piece_colour(id)));
        hextris_dense_draw(c, ox, oy, PREVIEW_SIDE, PREVIEW_SIDE, roles);
        return;
    }
    const hexlayout_style *hs = hexlayout_style_of(HEX_ODD_Q, scale_of(d));
    hexlayout l = hexlayout_make(HEX_ODD_Q, scale_of(d), ox, oy);
    signed char fill[PREVIEW_SIDE * PREVIEW_SIDE] = { 0 };
    for (size_t i = 0; i < n && !dim; i++)
        fill[cells[i].row * PREVIEW_SIDE + cells[i].col] = (signed char)ht_piece_colour(id);
    fill_map m = { PREVIEW_SIDE, PREVIEW_SIDE, PREVIEW_SIDE, fill };
    for (size_t i = 0; i < n; i++)
        draw_borders(c, &l, hs, cells[i], &m);
    for (size_t i = 0; i < n; i++)
        draw_inside(c, &l, hs, cells[i], ht_piece_colour(id), dim);
}

/* The live stats: three lines from y_below where the canvas has room for
 * them, else one short line at y_short (a free line of the panel). */
static void draw_stats(canvas *c, int x, int y_short, int y_below, const hextris_view *v)
{
    const ht_state *st = v->st;
    char faults[16];
    if (st->stats.finesse_judged > 0)
        snprintf(faults, sizeof faults, "%d", st->stats.finesse_faults);
    else
        snprintf(faults, sizeof faults, "-");
    double recent = ht_stats_pps_recent(st, v->elapsed_ms), all = ht_stats_pps(st, v->elapsed_ms);
    double kpp = ht_stats_kpp(st);
    if (y_below + 2 < c->h) {
        canvas_textf(c, x, y_below, ROLE_NORMAL, "Pieces %-5d KPP %.2f", st->pieces, kpp);
        canvas_textf(c, x, y_below + 1, ROLE_NORMAL, "PPS    %-5.2f avg %.2f", recent, all);
        canvas_textf(c, x, y_below + 2, ROLE_NORMAL, "Finesse faults %s", faults);
    } else {
        canvas_textf(c, x, y_short, ROLE_NORMAL, "PPS %.2f KPP %.2f F %s", recent, kpp, faults);
    }
}

static void draw_panel(canvas *c, const hextris_view_geometry *g, const hextris_view *v)
{
    const ht_state *st = v->st;
    int ww, wh;
    well_size(st->width, st->height, g->drawing, &ww, &wh);
    int x = g->well.ox - wall_of(g->drawing) + ww + GAP, y = g->well.oy;
    char t[HEXTRIS_VIEW_TIME_MAX];
    int end = canvas_text(c, x, y, "HEXTRIS", ROLE_TITLE);
    canvas_textf(c, end + 2, y, ROLE_STATUS, "%s %dx%d", ht_mode_name(st->params.mode),
                 st->width, st->height);
    canvas_textf(c, x, y + 2, ROLE_NORMAL, "Score  %lld", (long long)st->score);
    canvas_textf(c, x, y + 3, ROLE_NORMAL, "Level  %d", st->level);
    int goal = ht_goal(&st->params), left = goal - ht_goal_count(st);
    if (ht_mode_info_of(st->params.mode)->garbage_rows) {
        canvas_textf(c, x, y + 4, ROLE_NORMAL, "Rows   %d (%d garbage left)", st->rows,
                     left > 0 ? left : 0);
    } else if (goal > 0) {
        canvas_textf(c, x, y + 4, ROLE_NORMAL, "Rows   %d (%d left)", st->rows,
                     left > 0 ? left : 0);
    } else {
        canvas_textf(c, x, y + 4, ROLE_NORMAL, "Rows   %d", st->rows);
    }
    int64_t limit = ht_mode_info_of(st->params.mode)->time_limit_ms;
    if (limit > 0) {
        hextris_view_format_time(limit - v->elapsed_ms + 999, false, t);
        canvas_textf(c, x, y + 5, ROLE_NORMAL, "Time   %s left", t);
    } else {
        hextris_view_format_time(v->elapsed_ms, false, t);
        canvas_textf(c, x, y + 5, ROLE_NORMAL, "Time   %s", t);
    }
    if (v->daily)
        canvas_textf(c, x, y + 6, ROLE_DIM, "Daily  %s", v->daily);
    else if (v->show_seed || st->status == HT_OVER || st->status == HT_WON) {
        char seed[40];
        int n = snprintf(seed, sizeof seed, "Seed   %llu", (unsigned long long)st->params.seed);
        /* Whole or not at all: a seed cut short at the edge names another
         * game. */
        if (x + n <= c->w)
            canvas_text(c, x, y + 6, seed, ROLE_DIM);
    }
    /* Versus: what will rise at the next lock that clears nothing, and
     * what went the other way. */
    if (ht_mode_info_of(st->params.mode)->versus)
        canvas_textf(c, x, y + 7, st->versus.waiting_rows ? ROLE_WARN : ROLE_NORMAL,
                     "Incoming %d  Sent %d", st->versus.waiting_rows, st->versus.rows_sent);

    int sw, sh;
    slot_size(g->drawing, &sw, &sh);
    int py = y + PANEL_PREVIEW_Y;
    canvas_text(c, x, py - 1, "HOLD", ROLE_TITLE);
    canvas_text(c, x + sw + GAP, py - 1, "NEXT", ROLE_TITLE);
    /* A pause is no time to plan: what comes is hidden with the well. */
    if (st->status != HT_PAUSED) {
        draw_preview(c, g->drawing, x, py, st->hold, st->hold_used);
        for (int i = 0; i < SLOTS - 1; i++)
            draw_preview(c, g->drawing, x + (i + 1) * (sw + GAP), py, st->next[i], false);
    }
    if (v->banner)
        canvas_text(c, x, py + sh + 1, v->banner, ROLE_TITLE);
    else if (v->in_match) {
        /* A match has no help or pause while it is played. */
        char q[KEYMAP_NAME_MAX];
        canvas_textf(c, x, py + sh + 1, ROLE_DIM, "%s leave", key_of(v, KEY_QUIT, q));
    } else if (!v->watching) {
        char h[KEYMAP_NAME_MAX], p[KEYMAP_NAME_MAX], q[KEYMAP_NAME_MAX];
        canvas_textf(c, x, py + sh + 1, ROLE_DIM, "%s help  %s pause  %s quit",
                     key_of(v, KEY_HELP, h), key_of(v, KEY_PAUSE, p), key_of(v, KEY_QUIT, q));
    }
    if (v->show_stats)
        draw_stats(c, x, y + 7, py + sh + 3, v);
}

static void draw_paused(canvas *c, const hextris_view_geometry *g, const ht_state *st)
{
    int pw, ph;
    board_size(st->width, st->height, g->drawing, &pw, &ph);
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
    char line[NOTE_LINES][HEXTRIS_VIEW_NOTE_WIDTH + 1];
    int n;
} wrapped;

static void wrap_into(wrapped *w, const char *text, int width)
{
    int start[NOTE_LINES], len[NOTE_LINES];
    int n = wrap_lines(text, width, NOTE_LINES - w->n, start, len);
    for (int i = 0; i < n; i++, w->n++)
        snprintf(w->line[w->n], sizeof w->line[w->n], "%.*s", len[i], text + start[i]);
}

static void wrap_notes(wrapped *w, const char *const *notes, int width)
{
    if (width > HEXTRIS_VIEW_NOTE_WIDTH)
        width = HEXTRIS_VIEW_NOTE_WIDTH;
    w->n = 0;
    for (int i = 0; notes && notes[i]; i++)
        wrap_into(w, notes[i], width);
}

/* The game-over box sits over the well, which is over, and keeps off the
 * panel: what the player may still want to read (the next pieces, the
 * hold) stays in view. Its notes are wrapped to the well's width, or to
 * its widest fixed line on a narrow well; a box that would then be taller
 * than the screen takes the full note width and the screen's centre. */
static void place_result(canvas *c, const hextris_view_geometry *g, const ht_state *st,
                         const char *title, const char *const *lines)
{
    int ww, wh, bw, bh;
    well_size(st->width, st->height, g->drawing, &ww, &wh);
    widget_box_size(title, lines, &bw, &bh);
    if (bh > c->h) {
        widget_box(c, title, lines);
        return;
    }
    int wx = g->well.ox - wall_of(g->drawing), panel_x = wx + ww + GAP;
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

/* How the game ended: the end box's title and its first line. */
static void ending(const ht_state *st, const char **title, char *line, size_t len)
{
    const ht_mode_info *mi = ht_mode_info_of(st->params.mode);
    if (mi->versus) {
        *title = st->status == HT_WON ? "YOU WIN" : "YOU LOSE";
        snprintf(line, len, st->status == HT_WON ? "Your opponent is out."
                                                 : "The stack hit the top.");
    } else if (st->status == HT_WON && mi->garbage_rows) {
        *title = "CHEESE CLEARED";
        snprintf(line, len, "All garbage cleared!");
    } else if (st->status == HT_WON) {
        *title = st->params.mode == HT_SPRINT ? "SPRINT COMPLETE" : "MASTER COMPLETE";
        snprintf(line, len, "%d rows cleared!", mi->goal_rows);
    } else if (ht_time_up(st)) {
        *title = "TIME UP";
        snprintf(line, len, "Two minutes are up.");
    } else {
        *title = "GAME OVER";
        snprintf(line, len, "The stack hit the top.");
    }
}

/* The end box's lines into lines (NULL-ended): how it ended, the summary
 * (its splits two a line where split_room allows), the notes wrapped at
 * note_width, the keys; compact: without the blank lines between them and
 * the keys (the panel names q, the help n). Returns the box's height. */
static int result_lines(const hextris_view *v, const char *head, const char *title,
                        int split_room, int note_width, bool compact,
                        char summary[][HT_SUMMARY_WIDTH], wrapped *notes, const char **lines)
{
    ht_summary sum;
    ht_summary_of(v->st, v->elapsed_ms, &sum);
    int ns = ht_summary_lines(&sum, v->best, split_room, summary, HT_SUMMARY_LINES);
    /* A game watched, not played, has no keys of its own to offer. */
    char new_game[KEYMAP_NAME_MAX + 16], quit[KEYMAP_NAME_MAX + 16], name[KEYMAP_NAME_MAX];
    snprintf(new_game, sizeof new_game, "%s  new game", key_of(v, KEY_NEW, name));
    snprintf(quit, sizeof quit, "%s  quit", key_of(v, KEY_QUIT, name));
    const char *keys[] = { v->watching || v->in_match ? NULL : new_game, quit };
    int n = 0;
    lines[n++] = head;
    if (!compact)
        lines[n++] = "";
    for (int i = 0; i < ns; i++)
        lines[n++] = summary[i];
    wrap_notes(notes, v->notes, note_width);
    if (notes->n > 0 && !compact)
        lines[n++] = "";
    for (int i = 0; i < notes->n; i++)
        lines[n++] = notes->line[i];
    if (!compact) {
        lines[n++] = "";
        for (int i = 0; i < 2; i++)
            if (keys[i])
                lines[n++] = keys[i];
    }
    lines[n] = NULL;
    int bw, bh;
    widget_box_size(title, lines, &bw, &bh);
    return bh;
}

static void draw_result(canvas *c, const hextris_view_geometry *g, const hextris_view *v)
{
    const ht_state *st = v->st;
    const char *title;
    char head[48];
    ending(st, &title, head, sizeof head);
    /* The box keeps over the well and left of the panel: room is the
     * most its lines may take there. */
    int ww, wh;
    well_size(st->width, st->height, g->drawing, &ww, &wh);
    int room = g->well.ox - wall_of(g->drawing) + ww + GAP - 4;
    static char summary[HT_SUMMARY_LINES][HT_SUMMARY_WIDTH];
    static wrapped notes;
    const char *lines[HT_SUMMARY_LINES + NOTE_LINES + 8];
    /* First the notes as wide as the well (or the summary); a box taller
     * than the screen then takes the room left of the panel, then leaves
     * out its blank lines and keys, and last takes splits two a line, over
     * the panel. */
    ht_summary sum;
    ht_summary_of(st, v->elapsed_ms, &sum);
    int ns = ht_summary_lines(&sum, v->best, room, summary, HT_SUMMARY_LINES);
    int narrow = ww - 4 > (int)strlen(head) ? ww - 4 : (int)strlen(head);
    for (int i = 0; i < ns; i++)
        if ((int)strlen(summary[i]) > narrow)
            narrow = (int)strlen(summary[i]);
    if (result_lines(v, head, title, room, narrow, false, summary, &notes, lines) > c->h
        && result_lines(v, head, title, room, room, false, summary, &notes, lines) > c->h
        && result_lines(v, head, title, room, room, true, summary, &notes, lines) > c->h)
        result_lines(v, head, title, HT_SUMMARY_WIDTH, room, true, summary, &notes, lines);
    place_result(c, g, st, title, lines);
}

/* Why the well cannot be played here, and the way out: the short well. */
void hextris_view_short_offer(dialog *d, int cols, int rows, int w, int h,
                             const hextris_view_caps *caps)
{
    hextris_view_geometry g = hextris_view_geometry_for(cols, rows, w, h, caps);
    char why[72];
    /* Without half blocks the need is the outlines'; say what else helps. */
    snprintf(why, sizeof why, g.drawing == TV_DRAW_DENSE
             ? "The %dx%d well needs a %dx%d terminal."
             : "The %dx%d well needs %dx%d here, or UTF-8 half blocks.",
             cols, rows, g.need_w, g.need_h);
    dialog_open(d, DIALOG_YES_NO_LATER, "SHORT WELL", 0,
                "%s\n\ny  play the short well, %dx%d, which has\n"
                "   score tables of its own\n"
                "n  keep the %dx%d well (resize to see it)\nq  quit",
                why, HT_SHORT_WIDTH, HT_SHORT_HEIGHT, cols, rows);
}

void hextris_view_draw(canvas *c, const hextris_view *v)
{
    const ht_state *st = v->st;
    hextris_view_geometry g = hextris_view_geometry_for(st->width, st->height, c->w, c->h,
                                                      &v->caps);
    if (!g.fits) {
        widget_too_small(c, g.need_w, g.need_h);
        if (v->dialog && v->at_any_size) {
            canvas_clear(c);
            dialog_draw(c, v->dialog);
        }
        return;
    }
    canvas_clear(c);
    c->game_roles = &hextris_roles;
    if (st->status == HT_PAUSED && v->overlay == TV_NONE && !v->dialog)
        draw_paused(c, &g, st);
    else if (st->status != HT_PAUSED)
        draw_well(c, &g, v, !v->hide_ghost);
    draw_panel(c, &g, v);
    if (v->dialog) {
        dialog_draw(c, v->dialog);
    } else if (v->overlay == TV_HELP) {
        enum { KEY_LINES = 16, MOUSE_LINES = sizeof mouse_lines / sizeof mouse_lines[0] };
        char keys[KEY_LINES][KEYMAP_HELP_WIDTH];
        const char *lines[KEY_LINES + 3 + MOUSE_LINES];
        keymap fallback;
        const keymap *m = v->keys;
        if (!m) {
            keymap_init(&fallback, &hextris_key_game);
            m = &fallback;
        }
        /* The box's frame and margins take 4 columns. */
        int n = keymap_help(m, keys, KEY_LINES, c->w - 4);
        for (int i = 0; i < n; i++)
            lines[i] = keys[i];
        lines[n++] = "Esc closes this help.";
        lines[n++] = v->key_events ? "keys: press/release (kitty protocol)"
                                   : "keys: as the terminal repeats them";
        for (int i = 0; mouse_lines[i]; i++)
            lines[n++] = mouse_lines[i];
        lines[n] = NULL;
        widget_box(c, "HELP", lines);
    } else if (st->status == HT_OVER || st->status == HT_WON) {
        draw_result(c, &g, v);
    }
}
