/* The shared questions and message boxes: their answers and their box. */
#include "tui/dialog.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "tui/widgets.h"
#include "tui/wrap.h"

void dialog_open(dialog *d, dialog_kind kind, const char *title, int width,
                 const char *fmt, ...)
{
    d->kind = kind;
    d->title = title;
    d->width = width > 0 ? width : DIALOG_WIDTH;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(d->text, sizeof d->text, fmt, ap);
    va_end(ap);
}

dialog_answer dialog_key(const dialog *d, int key)
{
    if (d->kind == DIALOG_MESSAGE)
        return DIALOG_READ;
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
    lines[n] = NULL;
    widget_box(c, d->title, lines);
}
