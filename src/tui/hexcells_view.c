/* The hexcells picture (tui/hexcells_view.h). */
#include "tui/hexcells_view.h"

#include <stdio.h>
#include <string.h>

#include "tui/scroll_follow.h"
#include "tui/wrap.h"

/* The columns and half-rows the puzzle's items take: a slot's half-row
 * is its line (hc_line_of). */
typedef struct {
    int c0, c1, h0, h1;
    bool line_at_bottom;   /* a line clue on the last half-row */
    bool lines_on_top;     /* line clues alone on the first half-row */
} extent;

static int half_row(const hc_puzzle *p, int col, int row)
{
    return hc_line_of(p, hc_index(col, row));
}

static extent extent_of(const hc_puzzle *p)
{
    extent e = { HC_COLS_MAX, -1, 2 * HC_ROWS_MAX, -1, false, false };
    for (int row = 0; row < p->rows; row++)
        for (int col = 0; col < p->cols; col++) {
            if (hc_puzzle_item(p, col, row).kind == HC_EMPTY)
                continue;
            int h = half_row(p, col, row);
            if (col < e.c0) e.c0 = col;
            if (col > e.c1) e.c1 = col;
            if (h < e.h0) e.h0 = h;
            if (h > e.h1) e.h1 = h;
        }
    if (e.c1 < 0)
        return (extent){ 0, 0, 0, 0, false, false };
    e.lines_on_top = true;
    for (int col = e.c0; col <= e.c1; col++)
        for (int row = 0; row < p->rows; row++) {
            hc_kind kind = hc_puzzle_item(p, col, row).kind;
            if (half_row(p, col, row) == e.h1 && kind == HC_LINE)
                e.line_at_bottom = true;
            if (half_row(p, col, row) == e.h0 && kind == HC_CELL)
                e.lines_on_top = false;
        }
    return e;
}

/* The whole grid of a level being edited, holes and margins included. */
static extent frame_extent(const hc_puzzle *p)
{
    extent e = { 0, p->cols - 1, 0, 2 * (p->rows - 1) + (p->cols > 1 ? 1 : 0), false, false };
    for (int col = 0; col < p->cols; col++)
        if (half_row(p, col, p->rows - 1) > e.h1)
            e.h1 = half_row(p, col, p->rows - 1);
    for (int col = 0; col < p->cols; col++)
        if (hc_puzzle_item(p, col, p->rows - 1).kind == HC_LINE && half_row(p, col, p->rows - 1) == e.h1)
            e.line_at_bottom = true;
    return e;
}

enum { LARGE_PITCH = 4, COMPACT_PITCH = 3, FACE = 3 };

static void size_of(extent e, enum hexcells_drawing d, int *pw, int *ph)
{
    if (d == HCV_LARGE) {
        *pw = LARGE_PITCH * (e.c1 - e.c0) + 5;
        *ph = e.h1 - e.h0 + 3 - (e.lines_on_top ? 1 : 0);
    } else {
        *pw = COMPACT_PITCH * (e.c1 - e.c0) + FACE;
        *ph = e.h1 - e.h0 + 1 + (e.line_at_bottom ? 1 : 0);
    }
}

void hexcells_view_picture_size(const hc_puzzle *p, enum hexcells_drawing d, int *pw, int *ph)
{
    size_of(extent_of(p), d, pw, ph);
}

static bool fits_extent(extent e, enum hexcells_drawing d, int w, int h)
{
    int pw, ph;
    size_of(e, d, &pw, &ph);
    return pw <= w && ph <= h - HCV_TOP - HCV_BOTTOM;
}

/* The large drawing keeps its outlines where it is too tall by a little:
 * as wide as the canvas but the column of the marks that say more lies
 * above or below. */
static bool nearly_fits_extent(extent e, int w, int h)
{
    if (fits_extent(e, HCV_LARGE, w, h))
        return true;
    int pw, ph;
    size_of(e, HCV_LARGE, &pw, &ph);
    int area = h - HCV_TOP - HCV_BOTTOM;
    return pw <= w - 1 && area > 0 && ph - area <= HCV_SCROLL_MAX;
}

bool hexcells_view_fits(const hc_puzzle *p, enum hexcells_drawing d, int w, int h)
{
    return fits_extent(extent_of(p), d, w, h);
}

enum hexcells_drawing hexcells_view_fit(const hc_puzzle *p, int w, int h)
{
    return nearly_fits_extent(extent_of(p), w, h) ? HCV_LARGE : HCV_COMPACT;
}

void hexcells_view_frame_size(const hc_puzzle *frame, enum hexcells_drawing d, int *pw, int *ph)
{
    size_of(frame_extent(frame), d, pw, ph);
}

enum hexcells_drawing hexcells_view_frame_fit(const hc_puzzle *frame, int w, int h)
{
    return nearly_fits_extent(frame_extent(frame), w, h) ? HCV_LARGE : HCV_COMPACT;
}

static bool room_for(extent e, int w, int h)
{
    if (w < HCV_MIN_W)
        return false;
    return h >= HCV_MIN_H || (h >= HCV_MIN_WHOLE_H && fits_extent(e, HCV_COMPACT, w, h));
}

bool hexcells_view_room(const hc_puzzle *p, int w, int h)
{
    return room_for(extent_of(p), w, h);
}

bool hexcells_view_frame_room(const hc_puzzle *frame, int w, int h)
{
    return room_for(frame_extent(frame), w, h);
}

/* The lines the message takes at the bottom: at least HCV_BOTTOM, up to
 * HCV_MESSAGE_MAX where it wraps. */
static int message_lines(const hexcells_view *v, int w, int h, int start[HCV_MESSAGE_MAX],
                         int len[HCV_MESSAGE_MAX])
{
    int max = h - HCV_TOP - 1;
    if (max > HCV_MESSAGE_MAX)
        max = HCV_MESSAGE_MAX;
    if (max < 1 || !v->message)
        return 0;
    return wrap_lines(v->message, w, max, start, len);
}

/* Where the picture lies on a w x h canvas and the window it is seen
 * through. Where it fits, centred in the lines between the status and a
 * one-line message. Taller than those, scrolled down and seen above
 * however many lines the message takes, with a column on the right for
 * the marks that say more lies above or below; wider than the canvas
 * (or than that), scrolled across between a column on either side for
 * the marks that say more lies left or right. */
typedef struct {
    const hc_puzzle *p;
    enum hexcells_drawing d;
    extent e;
    int ox, oy;            /* the picture's top-left */
    int ax, ay, aw, ah;    /* the window */
    int pw, ph;            /* the picture's size */
    bool wide, tall;
} placement;

static int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static const hc_puzzle *puzzle_of(const hexcells_view *v)
{
    return v->game ? hc_game_puzzle(v->game) : v->frame;
}

static hc_see see_of(const hexcells_view *v, int col, int row)
{
    return v->game ? hc_game_show(v->game, col, row) : v->see[hc_index(col, row)];
}

static placement place(const hexcells_view *v, int w, int h, int scroll_x, int scroll_y)
{
    const hc_puzzle *p = puzzle_of(v);
    placement pl = { .p = p, .d = v->drawing, .e = v->game ? extent_of(p) : frame_extent(p) };
    size_of(pl.e, v->drawing, &pl.pw, &pl.ph);
    int lines = h - HCV_TOP - HCV_BOTTOM;
    pl.tall = pl.ph > lines;
    pl.wide = pl.pw > w - (pl.tall ? 1 : 0);
    pl.ay = HCV_TOP;
    pl.ah = lines;
    if (pl.tall) {
        pl.ah = hexcells_view_message_top(v, w, h) - HCV_TOP;
        if (pl.ah < 1)
            pl.ah = 1;
        /* Not clamped to the window, whose height the message sets: a
         * click placed without the message drawn finds what was drawn
         * (hexcells_view_follow keeps the scroll in range). */
        pl.oy = pl.ay - clamp(scroll_y, 0, pl.ph - 1);
    } else {
        pl.oy = HCV_TOP + (lines - pl.ph) / 2;
    }
    if (pl.wide) {
        pl.ax = 1;
        pl.aw = w > 2 ? w - 2 : 1;
        pl.ox = pl.ax - clamp(scroll_x, 0, pl.pw - 1);
    } else {
        pl.ax = 0;
        pl.aw = w - (pl.tall ? 1 : 0);
        pl.ox = clamp((w - pl.pw) / 2, 0, pl.aw - pl.pw);
    }
    return pl;
}

/* The top-left of a slot's box: the large drawing's outline box (5 x 3),
 * or the compact drawing's face. */
static void box_of(const placement *pl, int col, int row, int *bx, int *by)
{
    int pitch = pl->d == HCV_LARGE ? LARGE_PITCH : COMPACT_PITCH;
    *bx = pl->ox + pitch * (col - pl->e.c0);
    *by = pl->oy + half_row(pl->p, col, row) - pl->e.h0;
    /* A line clue's box has nothing on its top line: where only line
     * clues stand first, the picture starts a line lower. */
    if (pl->d == HCV_LARGE && pl->e.lines_on_top)
        *by -= 1;
}

/* Where a slot's face starts and its centre. */
static void face_of(const placement *pl, int col, int row, int *fx, int *fy)
{
    box_of(pl, col, row, fx, fy);
    if (pl->d == HCV_LARGE) {
        *fx += 1;
        *fy += 1;
    }
}

/* A slot's hex in picture cells (from the picture's top-left): the large
 * drawing's outline box, the compact drawing's face and the line under
 * it (a line clue's stroke). */
typedef struct { int x0, x1, y0, y1; } span;   /* x1, y1 exclusive */

static span span_of(const placement *pl, int slot)
{
    int bx, by;
    box_of(pl, hc_col_of(slot), hc_row_of(slot), &bx, &by);
    bx -= pl->ox;
    by -= pl->oy;
    if (pl->d == HCV_LARGE)
        return (span){ bx, bx + 5, by, by + 3 };
    return (span){ bx, bx + FACE, by, by + 2 };
}

static bool in_sight(span s, const placement *pl, int sx, int sy)
{
    return s.x0 >= sx && s.x1 <= sx + pl->aw && s.y0 >= sy && s.y1 <= sy + pl->ah;
}

void hexcells_view_follow(const hexcells_view *v, int w, int h, int *scroll_x, int *scroll_y)
{
    placement pl = place(v, w, h, 0, 0);
    int sx = pl.wide ? clamp(v->scroll_x, 0, pl.pw - pl.aw) : 0;
    int sy = pl.tall ? clamp(v->scroll_y, 0, pl.ph - pl.ah) : 0;
    if (v->cursor >= 0) {
        /* The cursor's hex and where there is room what lies around it:
         * the next column either side, half a hex above and below or
         * the clue on its column. */
        span c = span_of(&pl, v->cursor);
        sx = scroll_follow(sx, c.x0, c.x1, pl.pw, pl.aw,
                           pl.d == HCV_LARGE ? LARGE_PITCH : COMPACT_PITCH);
        sy = scroll_follow(sy, c.y0, c.y1, pl.ph, pl.ah, 2);
        /* A hint on the cursor's hex: the clues its words name come into
         * sight too, each that can with the hex still in sight. */
        for (int i = 0; v->show_hint && v->hint == v->cursor && i < HC_HINT_CLUES
                        && v->hint_clues[i] >= 0; i++) {
            span k = span_of(&pl, v->hint_clues[i]);
            int kx = scroll_follow(sx, k.x0, k.x1, pl.pw, pl.aw, 0);
            int ky = scroll_follow(sy, k.y0, k.y1, pl.ph, pl.ah, 0);
            if (in_sight(c, &pl, kx, ky)) {
                sx = kx;
                sy = ky;
            }
        }
    }
    *scroll_x = sx;
    *scroll_y = sy;
}

int hexcells_view_slot_at(const hexcells_view *v, int w, int h, int x, int y)
{
    const hc_puzzle *p = puzzle_of(v);
    placement pl = place(v, w, h, v->scroll_x, v->scroll_y);
    /* The margins hold marks, no board. */
    if (x < pl.ax || x >= pl.ax + pl.aw || y < pl.ay || y >= pl.ay + pl.ah)
        return -1;
    int best = -1;
    double best_d = 0;
    for (int row = 0; row < p->rows; row++)
        for (int col = 0; col < p->cols; col++) {
            if (v->game && hc_puzzle_item(p, col, row).kind == HC_EMPTY)
                continue;
            int fx, fy;
            face_of(&pl, col, row, &fx, &fy);
            /* From the hex's centre (the large drawing's hex takes its
             * face's line and the outline's below it), in half its width
             * and height. */
            double cx = fx + 1.5, cy = fy + (v->drawing == HCV_LARGE ? 1.0 : 0.5);
            double dx = (x + 0.5 - cx) / (v->drawing == HCV_LARGE ? 2.0 : 1.5);
            double dy = y + 0.5 - cy;
            double d = dx * dx + dy * dy;
            if (d <= 1.0 && (best < 0 || d < best_d)) {
                best = hc_index(col, row);
                best_d = d;
            }
        }
    return best;
}

/* A hex's outline, side by side in core direction order (flat-top: SE,
 * NE, N, NW, SW, S), the sides in mask only. */
static void outline(canvas *c, int bx, int by, unsigned mask, canvas_role role)
{
    static const struct { int dx, dy, n; char ch; } sides[6] = {
        { 4, 2, 1, '/' }, { 4, 1, 1, '\\' }, { 1, 0, 3, '_' },
        { 0, 1, 1, '/' }, { 0, 2, 1, '\\' }, { 1, 2, 3, '_' },
    };
    for (int d = 0; d < 6; d++)
        for (int i = 0; mask >> d & 1 && i < sides[d].n; i++)
            canvas_put(c, bx + sides[d].dx + i, by + sides[d].dy, (unsigned char)sides[d].ch, role);
}

/* A cell's sides but those it shares with a line clue: no outline closes
 * around a line clue, which is no hex. */
static unsigned sides_of(const hc_puzzle *p, int slot)
{
    unsigned mask = 0;
    for (int d = 0; d < 6; d++) {
        int n = hc_neighbour(p, slot, d);
        if (n < 0 || p->at[n].kind != HC_LINE || !hc_same_lattice(p, slot, n))
            mask |= 1u << d;
    }
    return mask;
}

/* A face's three characters (four for a two-digit clue's shape), the
 * role of its glyphs and its background. */
typedef struct {
    char text[FACE + 2];
    canvas_role role, bg;
} face;

static void centred(char out[FACE + 2], const char *s)
{
    size_t n = strlen(s);
    if (n >= FACE) {
        memcpy(out, s, FACE);
    } else {
        memset(out, ' ', FACE);
        memcpy(out + (FACE - n) / 2, s, n);
    }
    out[FACE] = '\0';
}

/* A clue as SixCells shows it: {11} and -11- keep both their marks,
 * the fourth character on the cell's right edge (drawn after every
 * outline) or in the gap beside the face, rather than lose the one
 * that closes the shape. */
static void clue_face(char out[FACE + 2], const char *clue)
{
    if (strlen(clue) == FACE + 1)
        memcpy(out, clue, FACE + 2);
    else
        centred(out, clue);
}

static face face_for(const hc_see *s)
{
    face f = { "   ", ROLE_NORMAL, ROLE_NORMAL };
    char clue[8];
    hc_clue_format(s->clue, clue);
    switch (s->kind) {
    case HC_SEE_EMPTY: break;
    case HC_SEE_COVERED:
        centred(f.text, ".");
        f.bg = HC_ROLE_COVERED;
        break;
    case HC_SEE_BLUE:
        if (s->clue.kind == HC_CLUE_NONE)
            memcpy(f.text, "###", 4);
        else if (s->clue.kind != HC_CLUE_COUNT && s->clue.value > 0)
            clue_face(f.text, clue);   /* no room for '#': the tile tells blue */
        else if (s->clue.value >= 0 && s->clue.value < 10)
            snprintf(f.text, sizeof f.text, "#%c#", '0' + s->clue.value);
        else
            snprintf(f.text, sizeof f.text, "#%02d", (s->clue.value % 100 + 100) % 100);
        f.bg = HC_ROLE_BLUE;
        if (s->greyed)
            f.role = ROLE_DIM;
        break;
    case HC_SEE_BLACK:
        clue_face(f.text, clue[0] ? clue : "?");
        f.role = s->greyed ? ROLE_DIM : HC_ROLE_BLACK;
        break;
    case HC_SEE_LINE:
        clue_face(f.text, clue);
        f.role = s->greyed ? ROLE_DIM : ROLE_TITLE;
        break;
    }
    return f;
}

static void put_face(canvas *c, int fx, int fy, const face *f, canvas_role bg)
{
    for (int i = 0; f->text[i]; i++) {
        if (bg != ROLE_NORMAL)
            canvas_put_on(c, fx + i, fy, (unsigned char)f->text[i], f->role, bg);
        else
            canvas_put(c, fx + i, fy, (unsigned char)f->text[i], f->role);
    }
}

static const char strokes[] = { '\\', '|', '/' };

/* A line clue's stroke: under its number, slanted along its line, in
 * the gap the cells around leave it (no outline closes around a line
 * clue); in the large drawing a diagonal's one step toward its line.
 * Never beside a face it could run into. */
static void stroke(canvas *c, const placement *pl, int bx, int by, hc_dir dir,
                   canvas_role role)
{
    static const int large_dx[3] = { 3, 2, 1 };
    int d = dir < 3 ? (int)dir : 1;
    if (pl->d == HCV_LARGE)
        canvas_put(c, bx + large_dx[d], by + 2, (unsigned char)strokes[d], role);
    else
        canvas_put(c, bx + 1, by + 1, (unsigned char)strokes[d], role);
}

static bool named_by_hint(const hexcells_view *v, int slot)
{
    for (int i = 0; i < HC_HINT_CLUES && v->hint_clues[i] >= 0; i++)
        if (v->hint_clues[i] == slot)
            return true;
    return false;
}

static void draw_board(canvas *c, const hexcells_view *v, const placement *pl)
{
    const hc_puzzle *p = puzzle_of(v);
    if (pl->d == HCV_LARGE)
        for (int row = 0; row < p->rows; row++)
            for (int col = 0; col < p->cols; col++)
                if (hc_puzzle_item(p, col, row).kind == HC_CELL) {
                    int bx, by;
                    box_of(pl, col, row, &bx, &by);
                    outline(c, bx, by, sides_of(p, hc_index(col, row)), ROLE_BORDER);
                }
    /* The cursor's outline over its neighbours' shared edges. */
    if (pl->d == HCV_LARGE && v->show_cursor
        && (hc_puzzle_is_cell(p, v->cursor) || (!v->game && v->cursor >= 0))) {
        int bx, by;
        box_of(pl, hc_col_of(v->cursor), hc_row_of(v->cursor), &bx, &by);
        outline(c, bx, by, sides_of(p, v->cursor), ROLE_CURSOR);
    }
    for (int row = 0; row < p->rows; row++)
        for (int col = 0; col < p->cols; col++) {
            hc_see s = see_of(v, col, row);
            int fx, fy, bx, by;
            face_of(pl, col, row, &fx, &fy);
            if (s.kind == HC_SEE_EMPTY) {
                /* Where an editor may put an item. */
                if (!v->game)
                    canvas_put(c, fx + 1, fy, '.', ROLE_DIM);
                continue;
            }
            box_of(pl, col, row, &bx, &by);
            face f = face_for(&s);
            int slot = hc_index(col, row);
            bool hinted = v->show_hint && v->hint == slot
                          && (s.kind == HC_SEE_COVERED || !v->game);
            if (hinted)
                centred(f.text, "!");
            if (hinted || (v->show_hint && named_by_hint(v, slot))) {
                f.role = ROLE_HINT;
                f.bg = ROLE_NORMAL;
            }
            put_face(c, fx, fy, &f, f.bg);
            for (int i = 0; v->given && v->given[slot] && i < FACE; i++)
                canvas_invert(c, fx + i, fy);
            if (s.kind == HC_SEE_LINE)
                stroke(c, pl, bx, by, s.dir, f.role);
        }
    if (v->show_cursor && v->cursor >= 0) {
        int fx, fy;
        face_of(pl, hc_col_of(v->cursor), hc_row_of(v->cursor), &fx, &fy);
        canvas_set_cursor(c, fx + 1, fy);
    }
}

/* Where more of a scrolled picture lies, in the margins beside its
 * window: '^' above and 'v' below on the right, beside the window's first
 * and last lines; '<' left and '>' right on every fourth line between.
 * The picture drawn into the margins is wiped first. */
static void scroll_marks(canvas *c, const placement *pl)
{
    for (int y = pl->ay; pl->wide && y < pl->ay + pl->ah; y++) {
        canvas_put(c, pl->ax - 1, y, ' ', ROLE_NORMAL);
        canvas_put(c, pl->ax + pl->aw, y, ' ', ROLE_NORMAL);
    }
    int right = c->w - 1;
    if (pl->tall) {
        if (pl->oy < pl->ay)
            canvas_put(c, right, pl->ay, '^', ROLE_TITLE);
        if (pl->oy + pl->ph > pl->ay + pl->ah)
            canvas_put(c, right, pl->ay + pl->ah - 1, 'v', ROLE_TITLE);
    }
    if (pl->wide)
        for (int y = pl->ay + 2; y < pl->ay + pl->ah - 1; y += 4) {
            if (pl->ox < pl->ax)
                canvas_put(c, pl->ax - 1, y, '<', ROLE_TITLE);
            if (pl->ox + pl->pw > pl->ax + pl->aw)
                canvas_put(c, pl->ax + pl->aw, y, '>', ROLE_TITLE);
        }
}

int hexcells_view_message_top(const hexcells_view *v, int w, int h)
{
    int start[HCV_MESSAGE_MAX], len[HCV_MESSAGE_MAX];
    int n = message_lines(v, w, h, start, len);
    return h - (n > HCV_BOTTOM ? n : HCV_BOTTOM);
}

void hexcells_view_status(const hc_game *g, uint64_t now, const char *rest, char *buf,
                          size_t len)
{
    uint64_t secs = hc_game_elapsed_ms(g, now) / 1000;
    snprintf(buf, len, "Blue %d  Mistakes %d  Time %llu:%02llu  %s", hc_game_remaining(g),
             hc_game_mistakes(g), (unsigned long long)(secs / 60),
             (unsigned long long)(secs % 60), rest);
}

void hexcells_view_draw(canvas *c, const hexcells_view *v)
{
    canvas_clear(c);
    c->game_roles = &hexcells_roles;
    if (!v->hide_board) {
        placement pl = place(v, c->w, c->h, v->scroll_x, v->scroll_y);
        draw_board(c, v, &pl);
        scroll_marks(c, &pl);
    }
    /* A scrolled picture runs under the status and message lines. */
    for (int x = 0; x < c->w; x++) {
        for (int y = 0; y < HCV_TOP; y++)
            canvas_put(c, x, y, ' ', ROLE_NORMAL);
        for (int y = c->h - HCV_BOTTOM; y < c->h; y++)
            canvas_put(c, x, y, ' ', ROLE_NORMAL);
    }
    if (v->status)
        canvas_textf(c, 0, 0, ROLE_STATUS, "%.*s", c->w, v->status);
    int start[HCV_MESSAGE_MAX], len[HCV_MESSAGE_MAX];
    int n = message_lines(v, c->w, c->h, start, len);
    for (int i = 0; i < n; i++) {
        int y = c->h - n + i;
        for (int x = 0; x < c->w; x++)
            canvas_put(c, x, y, ' ', ROLE_NORMAL);
        canvas_textf(c, 0, y, ROLE_STATUS, "%.*s", len[i], v->message + start[i]);
    }
}
