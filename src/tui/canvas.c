/* The curses-free character grid that every view draws into. */
/* wcwidth: a character a cell or not. */
#define _XOPEN_SOURCE 700
#include "tui/canvas.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

int canvas_resize(canvas *c, int w, int h)
{
    if (w < 0)
        w = 0;
    if (h < 0)
        h = 0;
    canvas_cell *cells = calloc((size_t)w * (size_t)h + 1, sizeof *cells);
    if (!cells) {
        canvas_free(c);
        return -1;
    }
    free(c->cells);
    c->cells = cells;
    c->w = w;
    c->h = h;
    canvas_clear(c);
    return 0;
}

void canvas_free(canvas *c)
{
    free(c->cells);
    c->cells = NULL;
    c->w = c->h = 0;
    c->cursor_x = c->cursor_y = -1;
}

void canvas_set_cursor(canvas *c, int x, int y)
{
    bool in = x >= 0 && y >= 0 && x < c->w && y < c->h;
    c->cursor_x = in ? x : -1;
    c->cursor_y = in ? y : -1;
}

void canvas_clear(canvas *c)
{
    c->cursor_x = c->cursor_y = -1;
    c->game_roles = NULL;
    for (int i = 0; i < c->w * c->h; i++)
        c->cells[i] = (canvas_cell){ ' ', ROLE_NORMAL, 0, ROLE_NORMAL };
}

static int inside(const canvas *c, int x, int y)
{
    return x >= 0 && y >= 0 && x < c->w && y < c->h;
}

void canvas_put(canvas *c, int x, int y, uint32_t ch, canvas_role role)
{
    if (inside(c, x, y))
        c->cells[y * c->w + x] = (canvas_cell){ ch, (uint8_t)role, 0, ROLE_NORMAL };
}

void canvas_put_on(canvas *c, int x, int y, uint32_t ch, canvas_role role,
                   canvas_role bg)
{
    if (inside(c, x, y))
        c->cells[y * c->w + x] = (canvas_cell){ ch, (uint8_t)role, 0, (uint8_t)bg };
}

void canvas_put_halves(canvas *c, int x, int y, canvas_role upper,
                       canvas_role lower)
{
    if (!inside(c, x, y))
        return;
    canvas_cell cell = { ' ', ROLE_NORMAL, 0, ROLE_NORMAL };
    if (upper == lower && upper != ROLE_NORMAL)
        cell = (canvas_cell){ CANVAS_FULL_BLOCK, (uint8_t)upper, 0, ROLE_NORMAL };
    else if (upper == ROLE_NORMAL && lower != ROLE_NORMAL)
        cell = (canvas_cell){ CANVAS_LOWER_HALF, (uint8_t)lower, 0, ROLE_NORMAL };
    else if (upper != ROLE_NORMAL)
        cell = (canvas_cell){ CANVAS_UPPER_HALF, (uint8_t)upper, 0, (uint8_t)lower };
    c->cells[y * c->w + x] = cell;
}

void canvas_set_role(canvas *c, int x, int y, canvas_role role)
{
    if (inside(c, x, y))
        c->cells[y * c->w + x].role = (uint8_t)role;
}

void canvas_invert(canvas *c, int x, int y)
{
    if (inside(c, x, y))
        c->cells[y * c->w + x].flags |= CANVAS_INVERT;
}

/* The character UTF-8 encodes at s into *cp: its length, or 0 for bytes
 * that are none. */
static int utf8_decode(const unsigned char *s, uint32_t *cp)
{
    int k = s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : s[0] >= 0xe0 ? 3 : s[0] >= 0xc2 ? 2 : 0;
    if (s[0] >= 0xf8 || k == 0)
        return 0;
    uint32_t v = s[0] & (0x7f >> k);
    for (int i = 1; i < k; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        v = v << 6 | (s[i] & 0x3f);
    }
    static const uint32_t least[5] = { 0, 0, 0x80, 0x800, 0x10000 };
    if (v < least[k] || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff))
        return 0;
    *cp = v;
    return k;
}

int canvas_text(canvas *c, int x, int y, const char *s, canvas_role role)
{
    const unsigned char *u = (const unsigned char *)s;
    while (*u) {
        uint32_t cp = *u;
        int k = *u < 0x80 ? 1 : utf8_decode(u, &cp);
        /* A byte that is no character, or a character that does not take
         * one cell (wide, combining), would shift the line: '?'. */
        if (k == 0 || (cp >= 0x80 && wcwidth((wchar_t)cp) != 1))
            cp = '?';
        canvas_put(c, x++, y, cp, role);
        u += k ? k : 1;
    }
    return x;
}

int canvas_textf(canvas *c, int x, int y, canvas_role role,
                 const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return canvas_text(c, x, y, buf, role);
}

canvas_cell canvas_get(const canvas *c, int x, int y)
{
    if (!inside(c, x, y))
        return (canvas_cell){ ' ', ROLE_NORMAL, 0, ROLE_NORMAL };
    return c->cells[y * c->w + x];
}

char *canvas_dump(const canvas *c)
{
    /* Up to 4 UTF-8 bytes a cell plus a newline a line. */
    size_t cap = (size_t)c->w * (size_t)c->h * 4 + (size_t)c->h + 1;
    char *out = malloc(cap), *p = out;
    if (!out)
        return NULL;
    for (int y = 0; y < c->h; y++) {
        for (int x = 0; x < c->w; x++) {
            uint32_t ch = c->cells[y * c->w + x].ch;
            if (ch < 0x80) {
                *p++ = (char)ch;
            } else if (ch < 0x800) {
                *p++ = (char)(0xC0 | (ch >> 6));
                *p++ = (char)(0x80 | (ch & 0x3F));
            } else if (ch < 0x10000) {
                *p++ = (char)(0xE0 | (ch >> 12));
                *p++ = (char)(0x80 | ((ch >> 6) & 0x3F));
                *p++ = (char)(0x80 | (ch & 0x3F));
            } else {
                *p++ = (char)(0xF0 | (ch >> 18));
                *p++ = (char)(0x80 | ((ch >> 12) & 0x3F));
                *p++ = (char)(0x80 | ((ch >> 6) & 0x3F));
                *p++ = (char)(0x80 | (ch & 0x3F));
            }
        }
        *p++ = '\n';
    }
    *p = '\0';
    return out;
}

void canvas_copy(canvas *c, int x, int y, const canvas *from)
{
    for (int row = 0; row < from->h; row++)
        for (int col = 0; col < from->w; col++)
            if (inside(c, x + col, y + row))
                c->cells[(y + row) * c->w + x + col] = from->cells[row * from->w + col];
    if (from->game_roles)
        c->game_roles = from->game_roles;
}
