/* The shared questions and message boxes: their answers and their box. */
#include "tui/dialog.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "tui/typed_line.h"
#include "tui/widgets.h"
#include "tui/wrap.h"
#include "util/escape.h"

void dialog_open(dialog *d, dialog_kind kind, const char *title, int width,
                 const char *fmt, ...)
{
    d->kind = kind;
    d->title = title;
    d->width = width > 0 ? width : DIALOG_WIDTH;
    d->typed[0] = '\0';
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(d->text, sizeof d->text, fmt, ap);
    va_end(ap);
}

dialog_answer dialog_key(const dialog *d, int key)
{
    if (d->kind == DIALOG_MESSAGE)
        return DIALOG_READ;
    if (d->kind == DIALOG_TEXT)
        return key == TK_ENTER ? DIALOG_YES : key == TK_ESC ? DIALOG_NO : DIALOG_OPEN;
    if (key == 'y' || key == 'Y')
        return DIALOG_YES;
    if (key == 'n' || key == 'N')
        return DIALOG_NO;
    if (d->kind == DIALOG_YES_NO && key == TK_ESC)
        return DIALOG_NO;
    if (d->kind == DIALOG_YES_NO_LATER && (key == 'q' || key == 'Q'))
        return DIALOG_LATER;
    return DIALOG_OPEN;
}

dialog_answer dialog_type(dialog *d, int key)
{
    dialog_answer a = dialog_key(d, key);
    if (a == DIALOG_OPEN && d->kind == DIALOG_TEXT)
        typed_line_key(d->typed, sizeof d->typed, key);
    return a;
}

dialog_answer dialog_event(const dialog *d, const term_event *ev)
{
    if (ev->kind != TE_KEY || ev->press == TP_UP)
        return DIALOG_OPEN;
    return dialog_key(d, ev->key);
}

void dialog_draw(canvas *c, const dialog *d)
{
    if (!d->title)
        return;
    char part[DIALOG_LINES][DIALOG_TEXT_MAX];
    const char *lines[DIALOG_LINES + 1];
    int n = 0;
    const char *p = d->text;
    while (n < DIALOG_LINES) {
        size_t seg = strcspn(p, "\n");
        char one[DIALOG_TEXT_MAX];
        snprintf(one, sizeof one, "%.*s", (int)seg, p);
        int start[DIALOG_LINES], len[DIALOG_LINES];
        int k = wrap_lines(one, d->width, DIALOG_LINES - n, start, len);
        for (int i = 0; i < k; i++, n++) {
            snprintf(part[n], sizeof part[n], "%.*s", len[i], one + start[i]);
            lines[n] = part[n];
        }
        if (!p[seg])
            break;
        p += seg + 1;
    }
    char typed[DIALOG_TEXT_MAX];
    if (d->kind == DIALOG_TEXT && n < DIALOG_LINES) {
        /* The end that fits, from a whole character on: never half an
         * escape. */
        char shown[4 * DIALOG_TYPED_MAX];
        size_t room = d->width > 4 ? (size_t)d->width - 3 : 1, from = 0;
        for (;;) {
            escape_bytes(shown, sizeof shown, d->typed + from, false);
            if (strlen(shown) <= room || !d->typed[from])
                break;
            from++;
            while (((unsigned char)d->typed[from] & 0xc0) == 0x80)
                from++;
        }
        snprintf(typed, sizeof typed, "> %.*s_", (int)room, shown);
        lines[n++] = typed;
    }
    lines[n] = NULL;
    widget_box(c, d->title, lines);
}
