/* The hexmines picture: hex outlines, cell marks, cursor, scroll marks. */
#include "tui/hexmines_view.h"

#include <stdio.h>
#include <string.h>

#include "games/hexmines/hexmines.h"
#include "tui/scroll_follow.h"
#include "tui/wrap.h"

void hexmines_view_area(int w, int h, int *ax, int *ay, int *aw, int *ah)
{
    *ax = 0;
    *ay = HEXMINES_VIEW_TOP;
    *aw = w;
    *ah = h - HEXMINES_VIEW_TOP - HEXMINES_VIEW_BOTTOM;
    if (*ah < 0)
        *ah = 0;
}

/* The message's lines on a canvas w wide (tui/wrap.h): where each starts
 * in the text and how long it is. At most HEXMINES_VIEW_MESSAGE_MAX lines,
 * and never more than half the lines under the status line; what does not
 * fit is left off the end. */
static int message_lines(const hexmines_view *v, int w, int h, int start[], int len[])
{
    int max = (h - HEXMINES_VIEW_TOP) / 2;
    if (max > HEXMINES_VIEW_MESSAGE_MAX)
        max = HEXMINES_VIEW_MESSAGE_MAX;
    if (max < 1)
        max = 1;
    return wrap_lines(v->message ? v->message : "", w, max, start, len);
}

static void picture_size(const hexmines_view *v, int *pw, int *ph);

void hexmines_view_board_area(const hexmines_view *v, int w, int h, int *ax, int *ay,
                           int *aw, int *ah)
{
    int start[HEXMINES_VIEW_MESSAGE_MAX], len[HEXMINES_VIEW_MESSAGE_MAX];
    hexmines_view_area(w, h, ax, ay, aw, ah);
    *ah -= message_lines(v, w, h, start, len) - HEXMINES_VIEW_BOTTOM;
    if (*ah < 0)
        *ah = 0;
    /* A picture larger than its area scrolls that way: a gutter on both
     * sides holds the marks that say more lies there, so that they never
     * stand over a cell (and hide its number). */
    int pw, ph;
    picture_size(v, &pw, &ph);
    if (pw > *aw && *aw > 2) {
        *ax += 1;
        *aw -= 2;
    }
    if (ph > *ah && *ah > 2) {
        *ay += 1;
        *ah -= 2;
    }
}

/* The compact drawing has no outlines: a one-cell margin around it holds
 * the board's edge. */
static int margin_of(enum hexlayout_scale scale)
{
    return scale == HEXLAYOUT_COMPACT ? 1 : 0;
}

void hexmines_view_picture_size(enum hexlayout_scale scale, int cols, int rows,
                             int *pw, int *ph)
{
    hexlayout_board_size(HEX_ODD_R, scale, cols, rows, pw, ph);
    if (*pw > 0 && *ph > 0) {
        *pw += 2 * margin_of(scale);
        *ph += 2 * margin_of(scale);
    }
}

static void picture_size(const hexmines_view *v, int *pw, int *ph)
{
    hexmines_view_picture_size(v->scale, v->cols, v->rows, pw, ph);
}

hexlayout hexmines_view_layout(const hexmines_view *v, int w, int h)
{
    int ax, ay, aw, ah, pw, ph, fx, fy, fw, fh;
    hexmines_view_board_area(v, w, h, &ax, &ay, &aw, &ah);
    hexmines_view_area(w, h, &fx, &fy, &fw, &fh);
    picture_size(v, &pw, &ph);
    int ox = pw <= aw ? ax + (aw - pw) / 2 : ax - v->scroll_x;
    int oy = ay - v->scroll_y;
    if (ph <= ah) {
        /* Where a one-line message leaves it, unless a longer one would
         * cover it: the board stays put while messages come and go. */
        oy = fy + (fh - ph) / 2;
        if (oy + ph > ay + ah)
            oy = ay + ah - ph;
    }
    int m = margin_of(v->scale);
    return hexlayout_make(HEX_ODD_R, v->scale, ox + m, oy + m);
}

void hexmines_view_follow(const hexmines_view *v, int w, int h, int *scroll_x, int *scroll_y)
{
    int ax, ay, aw, ah, pw, ph;
    hexmines_view_board_area(v, w, h, &ax, &ay, &aw, &ah);
    picture_size(v, &pw, &ph);
    const hexlayout_style *st = hexlayout_style_of(HEX_ODD_R, v->scale);
    int m = margin_of(v->scale);
    hexlayout at_zero = hexlayout_make(HEX_ODD_R, v->scale, m, m);
    hexlayout_cell box = hexlayout_box(&at_zero, v->cursor);
    *scroll_x = scroll_follow(*scroll_x, box.x, box.x + st->box_w, pw, aw, 2 * st->pitch_x);
    *scroll_y = scroll_follow(*scroll_y, box.y, box.y + st->box_h, ph, ah, 2 * st->pitch_y);
}

struct clip { int x0, y0, x1, y1; };  /* x1, y1 exclusive */

static void put(canvas *c, const struct clip *k, int x, int y, char ch, canvas_role role)
{
    if (x >= k->x0 && x < k->x1 && y >= k->y0 && y < k->y1)
        canvas_put(c, x, y, (unsigned char)ch, role);
}

/* How a cell reads: a covered one (hidden, flagged, or a flag shown wrong
 * after a loss) is a filled tile; an open one is flat, the terminal's own
 * background around its mark. */
struct look {
    char mark;                 /* at the centre */
    canvas_role mark_role;
    canvas_role fill;     /* the rest of the hex's own cells */
};

static struct look look_of(const mv_cell *cell)
{
    switch (cell->kind) {
    case MV_HIDDEN: return (struct look){ '.', HM_ROLE_COVERED, HM_ROLE_COVERED };
    case MV_FLAG: return (struct look){ 'F', HM_ROLE_FLAG, HM_ROLE_FLAG };
    case MV_WRONG_FLAG: return (struct look){ 'X', HM_ROLE_WRONG_FLAG, HM_ROLE_WRONG_FLAG };
    case MV_MINE: return (struct look){ '*', HM_ROLE_MINE, HM_ROLE_OPEN };
    case MV_EXPLODED: return (struct look){ '*', HM_ROLE_BLAST, HM_ROLE_BLAST };
    case MV_OPEN:
        if (cell->number == 0)
            return (struct look){ ' ', HM_ROLE_OPEN, HM_ROLE_OPEN };
        return (struct look){ (char)('0' + cell->number),
                              cell->warn ? HM_ROLE_OVERFLAGGED
                                         : (canvas_role)(HM_ROLE_COUNT1 + cell->number - 1),
                              HM_ROLE_OPEN };
    default: return (struct look){ ' ', ROLE_NORMAL, ROLE_NORMAL };
    }
}

static bool same_hex(hex_offset a, hex_offset b)
{
    return a.col == b.col && a.row == b.row;
}

static bool covered(uint8_t kind)
{
    return kind == MV_HIDDEN || kind == MV_FLAG || kind == MV_WRONG_FLAG;
}

/* An outline cell between two hexes: where both are covered, part of the
 * tiles, so that a covered area reads as one surface with the outlines
 * drawn on it; a flag's tile takes its whole outline, so that it reads as
 * a hex. Elsewhere a plain outline. */
static canvas_role outline_role(uint8_t kind, uint8_t other)
{
    if (kind == MV_FLAG || other == MV_FLAG)
        return HM_ROLE_FLAG;
    if (kind == MV_WRONG_FLAG || other == MV_WRONG_FLAG)
        return HM_ROLE_WRONG_FLAG;
    if (covered(kind) && covered(other))
        return HM_ROLE_COVERED;
    return ROLE_BORDER;
}

static uint8_t kind_at(const hexmines_view *v, hex_offset o)
{
    if (o.col < 0 || o.row < 0 || o.col >= v->cols || o.row >= v->rows)
        return MV_OFF;
    return v->cell(v->ctx, o.row, o.col).kind;
}

static void draw_hex(canvas *c, const struct clip *k, const hexlayout *l,
                     const hexlayout_style *st, const hexmines_view *v, hex_offset o)
{
    mv_cell shown = v->cell(v->ctx, o.row, o.col);
    struct look look = look_of(&shown);
    hexlayout_cell box = hexlayout_box(l, o);
    for (size_t i = 0; i < st->ncells; i++) {
        const hexlayout_stencil_cell *s = &st->cells[i];
        int x = box.x + s->dx, y = box.y + s->dy;
        if (x < k->x0 || x >= k->x1 || y < k->y0 || y >= k->y1)
            continue;
        if (s->shared_dir >= 0) {
            uint8_t other = kind_at(v, hex_offset_neighbor(o, HEX_ODD_R, s->shared_dir));
            put(c, k, x, y, s->glyph, outline_role(shown.kind, other));
        } else {
            put(c, k, x, y, ' ', look.fill);
        }
    }
    int lx = box.x + st->label_dx, ly = box.y + st->label_dy;
    put(c, k, lx, ly, look.mark, look.mark_role);
    if (v->show_cursor && same_hex(v->cursor, o)
        && lx >= k->x0 && lx < k->x1 && ly >= k->y0 && ly < k->y1)
        canvas_set_cursor(c, lx, ly);
}

static void set_role(canvas *c, const struct clip *k, int x, int y, canvas_role role)
{
    if (x >= k->x0 && x < k->x1 && y >= k->y0 && y < k->y1)
        canvas_set_role(c, x, y, role);
}

/* A highlight (the mine that went off, a hint) covers the whole hex, its
 * outline too, so that it reads as a hex and stands out from the tiles;
 * the glyphs stay. Drawn after every hex, as the outline is shared. In
 * the compact drawing a hex is its mark and the gap after it: the gap
 * before it is taken too, to centre the highlight on the mark. */
static void highlight_hex(canvas *c, const struct clip *k, const hexlayout *l,
                          const hexlayout_style *st, hex_offset o, canvas_role role)
{
    hexlayout_cell box = hexlayout_box(l, o);
    for (size_t i = 0; i < st->ncells; i++)
        set_role(c, k, box.x + st->cells[i].dx, box.y + st->cells[i].dy, role);
    if (l->scale == HEXLAYOUT_COMPACT)
        set_role(c, k, box.x + st->label_dx - 1, box.y + st->label_dy, role);
}

/* A cell an explanation names: around its mark, which keeps its colour
 * (the number it names must stay readable): its outline, or where the
 * drawing has none the blanks of its box, and in the compact drawing the
 * gap before the mark too. */
static void mark_named(canvas *c, const struct clip *k, const hexlayout *l,
                       const hexlayout_style *st, hex_offset o)
{
    hexlayout_cell box = hexlayout_box(l, o);
    bool outlined = false;
    for (size_t i = 0; i < st->ncells; i++)
        outlined = outlined || st->cells[i].shared_dir >= 0;
    for (size_t i = 0; i < st->ncells; i++) {
        const hexlayout_stencil_cell *s = &st->cells[i];
        bool label = s->dx == st->label_dx && s->dy == st->label_dy;
        if (outlined ? s->shared_dir >= 0 : !label)
            set_role(c, k, box.x + s->dx, box.y + s->dy, ROLE_HINT);
    }
    if (l->scale == HEXLAYOUT_COMPACT)
        set_role(c, k, box.x + st->label_dx - 1, box.y + st->label_dy, ROLE_HINT);
}

/* The mine that went off: its hex highlighted and three marks in a row
 * where the others have one, so that it is found without colour too. */
static void draw_burst(canvas *c, const struct clip *k, const hexlayout *l,
                       const hexlayout_style *st, hex_offset o)
{
    hexlayout_cell box = hexlayout_box(l, o);
    int lx = box.x + st->label_dx, ly = box.y + st->label_dy;
    put(c, k, lx - 1, ly, '*', HM_ROLE_BLAST);
    put(c, k, lx + 1, ly, '*', HM_ROLE_BLAST);
    highlight_hex(c, k, l, st, o, HM_ROLE_BLAST);
}

static bool on_board(const hexmines_view *v, hex_offset o)
{
    return o.col >= 0 && o.row >= 0 && o.col < v->cols && o.row < v->rows
           && v->cell(v->ctx, o.row, o.col).kind != MV_OFF;
}

static bool board_cell(const hexmines_view *v, const hexlayout *l, int x, int y)
{
    return on_board(v, hexlayout_hex_at(l, x, y));
}

/* A board cell, or the notch a shoved row leaves between two of them: the
 * edge goes around it, so that a side the rows zigzag along is straight. */
static bool inside(const hexmines_view *v, const hexlayout *l, int x, int y)
{
    return board_cell(v, l, x, y)
           || (board_cell(v, l, x, y - 1) && board_cell(v, l, x, y + 1));
}

/* The compact drawing has no outlines, and open cells are as blank as the
 * space around the board: each cell next to the board gets a piece of an
 * edge, by where the board lies. Beside it: a bar; above or below: a dash;
 * beside and above or below, where a slanted side steps: a slash. */
static char edge_glyph(const hexmines_view *v, const hexlayout *l, int x, int y)
{
    bool left = inside(v, l, x - 1, y), right = inside(v, l, x + 1, y);
    bool up = inside(v, l, x, y - 1), down = inside(v, l, x, y + 1);
    bool side = left || right, level = up || down;
    if (side && level && !(left && right) && !(up && down))
        return (right == down) ? '/' : '\\';
    if (side)
        return '|';
    if (level)
        return '-';
    return ' ';
}

static void draw_edge(canvas *c, const struct clip *k, const hexlayout *l,
                      const hexmines_view *v)
{
    int pw, ph;
    picture_size(v, &pw, &ph);
    int m = margin_of(v->scale);
    int x0 = l->ox - m, y0 = l->oy - m, x1 = x0 + pw, y1 = y0 + ph;
    x0 = x0 > k->x0 ? x0 : k->x0;
    y0 = y0 > k->y0 ? y0 : k->y0;
    x1 = x1 < k->x1 ? x1 : k->x1;
    y1 = y1 < k->y1 ? y1 : k->y1;
    for (int y = y0; y < y1; y++) {
        for (int x = x0; x < x1; x++) {
            if (inside(v, l, x, y))
                continue;
            char g = edge_glyph(v, l, x, y);
            if (g != ' ')
                put(c, k, x, y, g, ROLE_BORDER);
        }
    }
}

static void draw_scroll_marks(canvas *c, const hexmines_view *v, int ax, int ay, int aw, int ah)
{
    int pw, ph;
    picture_size(v, &pw, &ph);
    /* In the gutters beside the board's area (hexmines_view_board_area). */
    if (pw > aw) {
        for (int y = ay; y < ay + ah; y += 3) {
            if (v->scroll_x > 0)
                canvas_put(c, ax - 1, y, '<', ROLE_TITLE);
            if (v->scroll_x + aw < pw)
                canvas_put(c, ax + aw, y, '>', ROLE_TITLE);
        }
    }
    if (ph > ah) {
        for (int x = ax + 2; x < ax + aw - 2; x += 6) {
            if (v->scroll_y > 0)
                canvas_put(c, x, ay - 1, '^', ROLE_TITLE);
            if (v->scroll_y + ah < ph)
                canvas_put(c, x, ay + ah, 'v', ROLE_TITLE);
        }
    }
}

/* The capitals among m's keys that need Shift (their lower case does
 * something else or nothing), as "U, Y and N", into buf; false for none. */
static bool capitals(const keymap *m, char *buf, size_t len)
{
    char caps[27];
    int n = 0;
    for (int k = 'A'; k <= 'Z'; k++) {
        int j = keymap_job_of(m, k);
        if (j >= 0 && keymap_job_of(m, k - 'A' + 'a') != j)
            caps[n++] = (char)k;
    }
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used < len; i++) {
        int w = snprintf(buf + used, len - used, "%s%c",
                         i == 0 ? "" : i == n - 1 ? " and " : ", ", caps[i]);
        used += w > 0 ? (size_t)w : 0;
    }
    return n > 0;
}

const char *const *hexmines_view_help_lines(hexmines_help *h, enum hexmines_keys scheme,
                                         const keymap *m)
{
    static const char *const moves[][2] = {
        [HEXMINES_KEYS_ALL] = { "Move      arrows; w e / a d / z x (hex directions);",
                             "          y u / h l / b n (the same, roguelike); Home End" },
        [HEXMINES_KEYS_HEX] = { "Move      arrows; w e / a d / z x (hex directions);",
                             "          Home End" },
        [HEXMINES_KEYS_ROGUELIKE] = { "Move      arrows; y u / h l / b n (hex directions);",
                                   "          Home End" },
        [HEXMINES_KEYS_ARROWS] = { "Move      arrows; Home End", "" },
    };
    static const char *const after[] = {
        "Mouse     left: reveal (chord on a number)",
        "          right: flag   middle: chord",
        "",
        NULL,
    };
    static const char *const rules[] = {
        "Reveal every cell without a mine. A number counts the",
        "mines among the six cells around it.",
        "",
        "Press any key to go back.",
        NULL,
    };
    int n = 0;
    h->lines[n++] = moves[scheme][0];
    h->lines[n++] = moves[scheme][1];
    int keys = keymap_help(m, h->text, HEXMINES_HELP_LINES - 12, KEYMAP_HELP_WIDTH);
    for (int i = 0; i < keys; i++)
        h->lines[n++] = h->text[i];
    for (int i = 0; after[i]; i++)
        h->lines[n++] = after[i];
    char shift[64];
    if (capitals(m, shift, sizeof shift)) {
        snprintf(h->text[keys], KEYMAP_HELP_WIDTH, "%.40s: capitals, typed with Shift.", shift);
        h->lines[n++] = h->text[keys];
        h->lines[n++] = "";
    }
    for (int i = 0; rules[i]; i++)
        h->lines[n++] = rules[i];
    h->lines[n] = NULL;
    return h->lines;
}

void hexmines_view_draw(canvas *c, const hexmines_view *v)
{
    int ax, ay, aw, ah;
    canvas_clear(c);
    c->game_roles = &hexmines_roles;
    hexmines_view_board_area(v, c->w, c->h, &ax, &ay, &aw, &ah);
    if (v->status)
        canvas_text(c, 0, 0, v->status, ROLE_STATUS);
    int start[HEXMINES_VIEW_MESSAGE_MAX], len[HEXMINES_VIEW_MESSAGE_MAX];
    int n = message_lines(v, c->w, c->h, start, len);
    for (int i = 0; v->message && i < n && c->h > n; i++)
        canvas_textf(c, 0, c->h - n + i, ROLE_STATUS, "%.*s", len[i], v->message + start[i]);
    if (v->hide_board)
        return;
    hexlayout l = hexmines_view_layout(v, c->w, c->h);
    const hexlayout_style *st = hexlayout_style_of(HEX_ODD_R, v->scale);
    struct clip k = { ax, ay, ax + aw, ay + ah };
    int first_row = -1, last_row = -1;
    for (int row = 0; row < v->rows; row++) {
        hexlayout_cell first = hexlayout_box(&l, (hex_offset){ 0, row });
        if (first.y + st->box_h <= ay || first.y >= ay + ah)
            continue;
        if (first_row < 0)
            first_row = row;
        last_row = row;
        for (int col = 0; col < v->cols; col++)
            if (v->cell(v->ctx, row, col).kind != MV_OFF)
                draw_hex(c, &k, &l, st, v, (hex_offset){ col, row });
    }
    for (int row = first_row; row >= 0 && row <= last_row; row++)
        for (int col = 0; col < v->cols; col++)
            if (v->cell(v->ctx, row, col).kind == MV_EXPLODED)
                draw_burst(c, &k, &l, st, (hex_offset){ col, row });
    for (int i = 0; v->show_hint && i < v->nnamed && i < HEXMINES_VIEW_NAMED_MAX; i++)
        mark_named(c, &k, &l, st, v->named[i]);
    if (v->show_hint)
        highlight_hex(c, &k, &l, st, v->hint, ROLE_HINT);
    if (margin_of(v->scale))
        draw_edge(c, &k, &l, v);
    draw_scroll_marks(c, v, ax, ay, aw, ah);
}

mv_cell hexmines_view_game_cell(const void *game, int row, int col)
{
    static const uint8_t kinds[] = {
        [HM_SHOW_OFF] = MV_OFF, [HM_SHOW_HIDDEN] = MV_HIDDEN,
        [HM_SHOW_FLAG] = MV_FLAG, [HM_SHOW_NUMBER] = MV_OPEN,
        [HM_SHOW_MINE] = MV_MINE, [HM_SHOW_EXPLODED] = MV_EXPLODED,
        [HM_SHOW_WRONG_FLAG] = MV_WRONG_FLAG,
    };
    hm_show s = hm_game_cell(game, row, col);
    return (mv_cell){ kinds[s.kind], (uint8_t)s.number, s.warn };
}
