/* The hexmines picture: hex outlines, cell marks, cursor, scroll marks. */
#include "tui/mines_view.h"

#include <string.h>

void mines_view_area(int w, int h, int *ax, int *ay, int *aw, int *ah)
{
    *ax = 0;
    *ay = MINES_VIEW_TOP;
    *aw = w;
    *ah = h - MINES_VIEW_TOP - MINES_VIEW_BOTTOM;
    if (*ah < 0)
        *ah = 0;
}

/* The message's lines on a canvas w wide, broken at spaces (a word wider
 * than the canvas is cut): where each starts in the text and how long it
 * is. At most MINES_VIEW_MESSAGE_MAX lines, and never more than half the
 * lines under the status line; what does not fit is left off the end. */
static int message_lines(const mines_view *v, int w, int h, int start[], int len[])
{
    int max = (h - MINES_VIEW_TOP) / 2;
    if (max > MINES_VIEW_MESSAGE_MAX)
        max = MINES_VIEW_MESSAGE_MAX;
    if (max < 1)
        max = 1;
    const char *text = v->message ? v->message : "";
    int at = 0, n = 0, total = (int)strlen(text);
    do {
        int take = total - at;
        if (take > w && w > 0) {
            take = w;
            while (take > 0 && text[at + take] != ' ')
                take--;
            if (take == 0)
                take = w;
        }
        start[n] = at;
        len[n] = take;
        n++;
        at += take;
        while (at < total && text[at] == ' ')
            at++;
    } while (at < total && n < max);
    return n;
}

void mines_view_board_area(const mines_view *v, int w, int h, int *ax, int *ay,
                           int *aw, int *ah)
{
    int start[MINES_VIEW_MESSAGE_MAX], len[MINES_VIEW_MESSAGE_MAX];
    mines_view_area(w, h, ax, ay, aw, ah);
    *ah -= message_lines(v, w, h, start, len) - MINES_VIEW_BOTTOM;
    if (*ah < 0)
        *ah = 0;
}

static void picture_size(const mines_view *v, int *pw, int *ph)
{
    hexlayout_board_size(HEX_ODD_R, v->scale, v->cols, v->rows, pw, ph);
}

hexlayout mines_view_layout(const mines_view *v, int w, int h)
{
    int ax, ay, aw, ah, pw, ph, fx, fy, fw, fh;
    mines_view_board_area(v, w, h, &ax, &ay, &aw, &ah);
    mines_view_area(w, h, &fx, &fy, &fw, &fh);
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
    return hexlayout_make(HEX_ODD_R, v->scale, ox, oy);
}

static int follow_axis(int scroll, int lo, int hi, int picture, int area, int margin)
{
    if (picture <= area)
        return 0;
    if (margin * 2 + (hi - lo) > area)
        margin = 0;
    if (lo - margin < scroll)
        scroll = lo - margin;
    if (hi + margin > scroll + area)
        scroll = hi + margin - area;
    if (scroll < 0)
        scroll = 0;
    if (scroll > picture - area)
        scroll = picture - area;
    return scroll;
}

void mines_view_follow(const mines_view *v, int w, int h, int *scroll_x, int *scroll_y)
{
    int ax, ay, aw, ah, pw, ph;
    mines_view_board_area(v, w, h, &ax, &ay, &aw, &ah);
    picture_size(v, &pw, &ph);
    const hexlayout_style *st = hexlayout_style_of(HEX_ODD_R, v->scale);
    hexlayout at_zero = hexlayout_make(HEX_ODD_R, v->scale, 0, 0);
    hexlayout_cell box = hexlayout_box(&at_zero, v->cursor);
    *scroll_x = follow_axis(*scroll_x, box.x, box.x + st->box_w, pw, aw, 2 * st->pitch_x);
    *scroll_y = follow_axis(*scroll_y, box.y, box.y + st->box_h, ph, ah, 2 * st->pitch_y);
}

struct clip { int x0, y0, x1, y1; };  /* x1, y1 exclusive */

static void put(canvas *c, const struct clip *k, int x, int y, char ch, enum canvas_role role)
{
    if (x >= k->x0 && x < k->x1 && y >= k->y0 && y < k->y1)
        canvas_put(c, x, y, (unsigned char)ch, role);
}

static void mark_of(const mv_cell *cell, char *ch, enum canvas_role *role)
{
    switch (cell->kind) {
    case MV_HIDDEN: *ch = '.'; *role = ROLE_HIDDEN; break;
    case MV_FLAG: *ch = 'F'; *role = ROLE_FLAG; break;
    case MV_MINE: *ch = '*'; *role = ROLE_MINE; break;
    case MV_EXPLODED: *ch = '*'; *role = ROLE_EXPLODED; break;
    case MV_WRONG_FLAG: *ch = 'X'; *role = ROLE_WRONG; break;
    case MV_OPEN:
        if (cell->number == 0) {
            *ch = ' ';
            *role = ROLE_REVEALED;
        } else {
            *ch = (char)('0' + cell->number);
            *role = cell->warn ? ROLE_WARN
                               : (enum canvas_role)(ROLE_NUM1 + cell->number - 1);
        }
        break;
    default: *ch = ' '; *role = ROLE_NORMAL; break;
    }
}

static void draw_hex(canvas *c, const struct clip *k, const hexlayout *l,
                     const hexlayout_style *st, const mines_view *v, hex_offset o)
{
    mv_cell shown = v->cell(v->ctx, o.row, o.col);
    const mv_cell *cell = &shown;
    hexlayout_cell box = hexlayout_box(l, o);
    for (size_t i = 0; i < st->ncells; i++) {
        const hexlayout_stencil_cell *s = &st->cells[i];
        if (s->shared_dir >= 0)
            put(c, k, box.x + s->dx, box.y + s->dy, s->glyph, ROLE_BORDER);
        else
            put(c, k, box.x + s->dx, box.y + s->dy, ' ',
                cell->kind == MV_EXPLODED ? ROLE_EXPLODED : ROLE_NORMAL);
    }
    char ch;
    enum canvas_role role;
    mark_of(cell, &ch, &role);
    int lx = box.x + st->label_dx, ly = box.y + st->label_dy;
    bool hinted = v->show_hint && v->hint.col == o.col && v->hint.row == o.row;
    put(c, k, lx, ly, ch, hinted ? ROLE_HINT : role);
    bool large = v->scale == HEXLAYOUT_LARGE;
    if (hinted && large) {
        put(c, k, lx - 1, ly, ' ', ROLE_HINT);
        put(c, k, lx + 1, ly, ' ', ROLE_HINT);
    }
    if (v->show_cursor && v->cursor.col == o.col && v->cursor.row == o.row
        && lx >= k->x0 && lx < k->x1 && ly >= k->y0 && ly < k->y1)
        canvas_set_cursor(c, lx, ly);
}

static bool on_board(const mines_view *v, hex_offset o)
{
    return o.col >= 0 && o.row >= 0 && o.col < v->cols && o.row < v->rows
           && v->cell(v->ctx, o.row, o.col).kind != MV_OFF;
}

static bool touches_board(const mines_view *v, hex_offset o)
{
    for (int dir = 0; dir < HEX_DIRECTIONS; dir++)
        if (on_board(v, hex_offset_neighbor(o, HEX_ODD_R, dir)))
            return true;
    return false;
}

/* Without outlines, a revealed empty cell at the edge of a hexagon board
 * would look like the space around it: the space next to the board gets a
 * faint mark instead. */
static void edge_mark(canvas *c, const struct clip *k, const hexlayout *l,
                      const hexlayout_style *st, hex_offset o)
{
    hexlayout_cell box = hexlayout_box(l, o);
    put(c, k, box.x + st->label_dx, box.y + st->label_dy, ':', ROLE_DIM);
}

static void draw_scroll_marks(canvas *c, const mines_view *v, int ax, int ay, int aw, int ah)
{
    int pw, ph;
    picture_size(v, &pw, &ph);
    if (pw > aw) {
        for (int y = ay; y < ay + ah; y += 3) {
            if (v->scroll_x > 0)
                canvas_put(c, ax, y, '<', ROLE_TITLE);
            if (v->scroll_x + aw < pw)
                canvas_put(c, ax + aw - 1, y, '>', ROLE_TITLE);
        }
    }
    if (ph > ah) {
        for (int x = ax + 2; x < ax + aw - 2; x += 6) {
            if (v->scroll_y > 0)
                canvas_put(c, x, ay, '^', ROLE_TITLE);
            if (v->scroll_y + ah < ph)
                canvas_put(c, x, ay + ah - 1, 'v', ROLE_TITLE);
        }
    }
}

const char *const *mines_view_help_lines(enum mines_keys keys)
{
    /* Keys as they are typed: plain letters in lower case; U and N are
     * the only ones that need Shift (u and n move, roguelike). */
    static const char *lines[] = {
        NULL, NULL,
        "Reveal    Space or Enter (on a number: chord)",
        "Flag      f          Chord   c        Hint   i",
        "Undo      U          Pause   p        Scale  s",
        "New board N          Replay  r        Quit   q",
        "Mouse     left: reveal (chord on a number)",
        "          right: flag   middle: chord",
        "",
        "U and N are capitals: type them with Shift.",
        "",
        "Reveal every cell without a mine. A number counts the",
        "mines among the six cells around it.",
        "",
        "Press any key to go back.",
        NULL,
    };
    switch (keys) {
    case MINES_KEYS_ALL:
        lines[0] = "Move      arrows; w e / a d / z x (hex directions);";
        lines[1] = "          y u / h l / b n (the same, roguelike); Home End";
        break;
    case MINES_KEYS_HEX:
        lines[0] = "Move      arrows; w e / a d / z x (hex directions);";
        lines[1] = "          Home End";
        break;
    case MINES_KEYS_ROGUELIKE:
        lines[0] = "Move      arrows; y u / h l / b n (hex directions);";
        lines[1] = "          Home End";
        break;
    case MINES_KEYS_ARROWS:
        lines[0] = "Move      arrows; Home End";
        lines[1] = "";
        break;
    }
    return lines;
}

void mines_view_draw(canvas *c, const mines_view *v)
{
    int ax, ay, aw, ah;
    canvas_clear(c);
    mines_view_board_area(v, c->w, c->h, &ax, &ay, &aw, &ah);
    if (v->status)
        canvas_text(c, 0, 0, v->status, ROLE_STATUS);
    int start[MINES_VIEW_MESSAGE_MAX], len[MINES_VIEW_MESSAGE_MAX];
    int n = message_lines(v, c->w, c->h, start, len);
    for (int i = 0; v->message && i < n && c->h > n; i++)
        canvas_textf(c, 0, c->h - n + i, ROLE_STATUS, "%.*s", len[i], v->message + start[i]);
    if (v->hide_board)
        return;
    hexlayout l = mines_view_layout(v, c->w, c->h);
    const hexlayout_style *st = hexlayout_style_of(HEX_ODD_R, v->scale);
    struct clip k = { ax, ay, ax + aw, ay + ah };
    for (int row = 0; row < v->rows; row++) {
        hexlayout_cell first = hexlayout_box(&l, (hex_offset){ 0, row });
        if (first.y + st->box_h <= ay || first.y >= ay + ah)
            continue;
        for (int col = 0; col < v->cols; col++) {
            hex_offset o = { col, row };
            if (v->cell(v->ctx, row, col).kind != MV_OFF)
                draw_hex(c, &k, &l, st, v, o);
            else if (v->scale == HEXLAYOUT_COMPACT && touches_board(v, o))
                edge_mark(c, &k, &l, st, o);
        }
    }
    draw_scroll_marks(c, v, ax, ay, aw, ah);
}
