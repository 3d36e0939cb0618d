/* The hexmines boxes over the board. */
#include "tui/mines_boxes.h"

#include <stdio.h>

#include "tui/widgets.h"
#include "tui/wrap.h"

/* The box of a game that cannot be saved: the reason, which can be longer
 * than a line, then the question. */
static void draw_unsaved(canvas *c, const char *why)
{
    enum { WIDTH = 70, LINES = 4 };
    char parts[LINES][WIDTH + 2];
    const char *lines[LINES + 3];
    int start[LINES], len[LINES];
    int n = why[0] ? wrap_lines(why, WIDTH, LINES, start, len) : 0;
    for (int i = 0; i < n; i++) {
        snprintf(parts[i], sizeof parts[i], "%.*s", len[i], why + start[i]);
        lines[i] = parts[i];
    }
    lines[n++] = "";
    lines[n++] = "Quit and lose this game? (y/n)";
    lines[n] = NULL;
    widget_box(c, "The game cannot be saved", lines);
}

static void draw_won(canvas *c, const char *const *won)
{
    enum { LINES = 5 };
    const char *lines[LINES + 3];
    int n = 0;
    for (int i = 0; i < LINES && won[i]; i++)
        lines[n++] = won[i];
    lines[n++] = "";
    lines[n++] = "Any key: back to the board";
    lines[n] = NULL;
    widget_box(c, "YOU WON", lines);
}

void mines_boxes_draw(canvas *c, const mines_boxes *b)
{
    if (b->paused) {
        static const char *const paused[] = { "The clock is stopped.", "",
                                              "Press p to go on.", NULL };
        widget_box(c, "PAUSED", paused);
    }
    if (b->help)
        widget_box(c, "hexmines keys", b->help);
    if (b->unsaved)
        draw_unsaved(c, b->unsaved);
    if (b->won)
        draw_won(c, b->won);
}
