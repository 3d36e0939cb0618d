/* The opponent's well beside the player's own (hextris_opponent_view.h). */
#include "tui/hextris_opponent_view.h"

#include <stdio.h>
#include <string.h>

#include "tui/hextris_roles.h"

enum {
    GAP = 2,             /* between the player's picture and the opponent's */
    METER_AND_WALLS = 3, /* the garbage meter's column and the two walls */
    NAME_FLOOR_INFO = 3  /* the login's line, the floor, the figures' line */
};

void hextris_opponent_need(const ht_opponent *o, enum hextris_opponent_form form, int *w,
                           int *h)
{
    *w = o->width + METER_AND_WALLS;
    *h = form == HO_FORM_SMALL ? o->height + NAME_FLOOR_INFO : HO_PROFILE_LINES_MIN;
}

static bool fits_box(const ht_opponent *o, enum hextris_opponent_form form, int w, int h)
{
    int nw, nh;
    hextris_opponent_need(o, form, &nw, &nh);
    return nw <= w && nh <= h;
}

/* The login and how the game stands, cut to the box; a byte no login
 * holds (the snapshot's are checked already) shows as '?'. */
static void draw_name(canvas *c, int x, int y, int w, const ht_opponent *o)
{
    char line[HT_OPPONENT_LOGIN_MAX + 16];
    const char *how = o->status == HT_OVER ? ": out" : o->status == HT_WON ? ": won"
                    : o->status == HT_PAUSED ? ": paused" : "";
    snprintf(line, sizeof line, "%s%s", o->login, how);
    for (int i = 0; line[i] && i < w; i++) {
        char ch = line[i];
        bool plain = ch >= ' ' && ch <= '~';
        canvas_put(c, x + i, y, plain ? (unsigned char)ch : '?', ROLE_TITLE);
    }
}

static void draw_info(canvas *c, int x, int y, int w, const ht_opponent *o)
{
    char line[48];
    snprintf(line, sizeof line, "rows %d", o->rows);
    if (o->waiting)
        snprintf(line + strlen(line), sizeof line - strlen(line), " +%d", o->waiting);
    line[w < (int)sizeof line ? w : (int)sizeof line - 1] = '\0';
    canvas_text(c, x, y, line, ROLE_STATUS);
}

/* The walls of lines y..y+lines-1 and the floor under them. */
static void draw_frame(canvas *c, int x, int y, int lines, const ht_opponent *o)
{
    for (int i = 0; i < lines; i++) {
        canvas_put(c, x + 1, y + i, '|', HT_ROLE_WELL);
        canvas_put(c, x + 2 + o->width, y + i, '|', HT_ROLE_WELL);
    }
    canvas_put(c, x + 1, y + lines, '+', HT_ROLE_WELL);
    for (int col = 0; col < o->width; col++)
        canvas_put(c, x + 2 + col, y + lines, '-', HT_ROLE_WELL);
    canvas_put(c, x + 2 + o->width, y + lines, '+', HT_ROLE_WELL);
}

/* A bar of value out of full, in lines lines from the floor up: at least
 * one line for anything above 0. */
static int scaled(int value, int full, int lines)
{
    if (value <= 0 || full <= 0)
        return 0;
    int n = (value * lines + full - 1) / full;
    return n > lines ? lines : n;
}

static void draw_small(canvas *c, int x, int y, const ht_opponent *o)
{
    int top = y + 1;
    draw_frame(c, x, top, o->height, o);
    int meter = o->waiting < o->height ? o->waiting : o->height;
    for (int r = 0; r < o->height; r++) {
        if (r >= o->height - meter)
            canvas_put(c, x, top + r, '!', ROLE_WARN);
        for (int col = 0; col < o->width; col++) {
            int colour = o->cells[r][col];
            if (colour)
                canvas_put_on(c, x + 2 + col, top + r,
                              (unsigned char)hextris_view_piece_letter(colour), HT_ROLE_WELL,
                              hextris_view_piece_role(colour));
        }
    }
}

static void draw_profile(canvas *c, int x, int y, int h, const ht_opponent *o)
{
    int top = y + 1, lines = h - NAME_FLOOR_INFO;
    draw_frame(c, x, top, lines, o);
    int meter = scaled(o->waiting, o->height, lines);
    for (int i = 0; i < meter; i++)
        canvas_put(c, x, top + lines - 1 - i, '!', ROLE_WARN);
    for (int col = 0; col < o->width; col++) {
        int bar = scaled(ht_opponent_column_height(o, col), o->height, lines);
        for (int i = 0; i < bar; i++)
            canvas_put(c, x + 2 + col, top + lines - 1 - i, '#', ROLE_NORMAL);
    }
}

enum hextris_opponent_form hextris_opponent_draw(canvas *c, int x, int y, int w, int h,
                                                 const ht_opponent *o)
{
    enum hextris_opponent_form form = fits_box(o, HO_FORM_SMALL, w, h) ? HO_FORM_SMALL
                                    : fits_box(o, HO_FORM_PROFILE, w, h) ? HO_FORM_PROFILE
                                    : HO_FORM_NONE;
    if (form == HO_FORM_NONE)
        return form;
    int nw, nh;
    hextris_opponent_need(o, form, &nw, &nh);
    if (form == HO_FORM_PROFILE)
        nh = h;
    draw_name(c, x, y, w, o);
    if (form == HO_FORM_SMALL)
        draw_small(c, x, y, o);
    else
        draw_profile(c, x, y, nh, o);
    draw_info(c, x, y + nh - 1, w, o);
    return form;
}

/* Whether own's game fits a canvas w x h. */
static bool own_fits(const hextris_view *own, int w, int h)
{
    return w > 0 && hextris_view_geometry_for(own->st->width, own->st->height, w, h,
                                              &own->caps).fits;
}

/* own drawn into the left w columns of c. */
static bool draw_own_left(canvas *c, const hextris_view *own, int w)
{
    canvas left = { 0 };
    if (canvas_resize(&left, w, c->h) != 0)
        return false;
    hextris_view_draw(&left, own);
    canvas_clear(c);
    for (int y = 0; y < c->h; y++)
        memcpy(&c->cells[y * c->w], &left.cells[y * left.w], sizeof c->cells[0] * (size_t)w);
    c->game_roles = left.game_roles;
    if (left.cursor_x >= 0)
        canvas_set_cursor(c, left.cursor_x, left.cursor_y);
    canvas_free(&left);
    return true;
}

enum hextris_opponent_form hextris_versus_layout(const hextris_view *own, const ht_opponent *o,
                                                 int w, int h, int *own_w)
{
    const enum hextris_opponent_form forms[] = { HO_FORM_SMALL, HO_FORM_PROFILE };
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        int bw, bh;
        hextris_opponent_need(o, forms[i], &bw, &bh);
        *own_w = w - bw - GAP;
        if (bh <= h && own_fits(own, *own_w, h))
            return forms[i];
    }
    *own_w = w;
    return HO_FORM_NONE;
}

enum hextris_opponent_form hextris_versus_draw(canvas *c, const hextris_view *own,
                                               const ht_opponent *o)
{
    int left;
    enum hextris_opponent_form form = hextris_versus_layout(own, o, c->w, c->h, &left);
    if (form == HO_FORM_NONE || !draw_own_left(c, own, left)) {
        hextris_view_draw(c, own);
        return HO_FORM_NONE;
    }
    int bw, bh;
    hextris_opponent_need(o, form, &bw, &bh);
    /* The small well centred on the lines; the profile takes them all. */
    int y = form == HO_FORM_SMALL ? (c->h - bh) / 2 : 0;
    return hextris_opponent_draw(c, left + GAP, y, bw, form == HO_FORM_SMALL ? bh : c->h, o);
}
