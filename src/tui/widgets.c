/* Shared screens: too small, framed boxes for help, pause and questions. */
#include "tui/widgets.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui/wrap.h"

static void centred(canvas *c, int y, const char *text, canvas_role role)
{
    int len = (int)strlen(text);
    canvas_text(c, c->w > len ? (c->w - len) / 2 : 0, y, text, role);
}

void widget_too_small(canvas *c, int need_w, int need_h)
{
    char need[48], now[48], line[96];
    canvas_clear(c);
    /* ASCII only: this may show on any terminal, in any locale. */
    snprintf(need, sizeof need, "need at least %dx%d", need_w, need_h);
    snprintf(now, sizeof now, "(now %dx%d)", c->w, c->h);
    snprintf(line, sizeof line, "terminal too small - %s", need);
    if ((int)strlen(line) <= c->w) {
        centred(c, c->h / 2, line, ROLE_WARN);
        centred(c, c->h / 2 + 1, now, ROLE_NORMAL);
    } else {
        /* A narrow terminal gets the same words on more lines. */
        int y = c->h > 3 ? c->h / 2 - 1 : 0;
        centred(c, y, "terminal too small -", ROLE_WARN);
        centred(c, y + 1, need, ROLE_WARN);
        centred(c, y + 2, now, ROLE_NORMAL);
    }
}

void widget_box_size(const char *title, const char *const *lines, int *w, int *h)
{
    int width = (int)strlen(title) + 4, n = 0;
    for (; lines[n]; n++) {
        int len = (int)strlen(lines[n]);
        if (len > width)
            width = len;
    }
    *w = width + 4;
    *h = n + 2;
}

static void box_centred(canvas *c, const char *title, const char *const *lines)
{
    int w, h;
    widget_box_size(title, lines, &w, &h);
    widget_box_at(c, c->w > w ? (c->w - w) / 2 : 0, c->h > h ? (c->h - h) / 2 : 0,
                  title, lines);
}

void widget_box(canvas *c, const char *title, const char *const *lines)
{
    enum { LINES_MAX = 64 };
    int room = c->w - 4, longest = 0;
    size_t total = 0;
    for (int i = 0; lines[i]; i++) {
        int len = (int)strlen(lines[i]);
        longest = len > longest ? len : longest;
        total += (size_t)len + 1;
    }
    char *joined = longest > room && room > 8 ? malloc(total + 1) : NULL;
    if (!joined) {
        box_centred(c, title, lines);
        return;
    }
    /* A line wider than the screen goes on below itself, indented: the
     * box keeps its frame on the screen whatever the lines say. */
    joined[0] = '\0';
    for (int i = 0; lines[i]; i++)
        strcat(strcat(joined, lines[i]), "\n");
    char *text = wrap_text(joined, room);
    free(joined);
    const char *wrapped[LINES_MAX + 1];
    int n = 0;
    for (char *p = text, *nl; p && *p && n < LINES_MAX; p = nl + 1) {
        nl = strchr(p, '\n');
        wrapped[n++] = p;
        if (!nl)
            break;
        *nl = '\0';
    }
    wrapped[n] = NULL;
    box_centred(c, title, text ? wrapped : lines);
    free(text);
}

void widget_box_at(canvas *c, int x0, int y0, const char *title, const char *const *lines)
{
    int w, h;
    canvas_set_cursor(c, -1, -1);   /* the box covers whatever it marked */
    widget_box_size(title, lines, &w, &h);
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            char ch = ' ';
            bool edge_y = y == 0 || y == h - 1, edge_x = x == 0 || x == w - 1;
            if (edge_y && edge_x)
                ch = '+';
            else if (edge_y)
                ch = '-';
            else if (edge_x)
                ch = '|';
            canvas_put(c, x0 + x, y0 + y, (unsigned char)ch, ROLE_BORDER);
        }
    }
    int tx = x0 + (w - (int)strlen(title) - 2) / 2;
    canvas_put(c, tx, y0, ' ', ROLE_BORDER);
    tx = canvas_text(c, tx + 1, y0, title, ROLE_TITLE);
    canvas_put(c, tx, y0, ' ', ROLE_BORDER);
    for (int i = 0; lines[i]; i++)
        canvas_text(c, x0 + 2, y0 + 1 + i, lines[i], ROLE_NORMAL);
}

void widget_paused(canvas *c, const char *pause_key)
{
    char go_on[48];
    snprintf(go_on, sizeof go_on, "Press %.20s to go on.", pause_key);
    const char *const lines[] = { "The clock is stopped.", "", go_on, NULL };
    widget_box(c, "PAUSED", lines);
}
