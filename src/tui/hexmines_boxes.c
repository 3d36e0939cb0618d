/* The hexmines boxes over the board. */
#include "tui/hexmines_boxes.h"

#include <stdio.h>

#include "tui/widgets.h"

static void draw_won(canvas *c, const char *const *won)
{
    enum { LINES = HEXMINES_BOX_WON_LINES };
    const char *lines[LINES + 3];
    int n = 0;
    for (int i = 0; i < LINES && won[i]; i++)
        lines[n++] = won[i];
    lines[n++] = "";
    lines[n++] = "Any key: back to the board";
    lines[n] = NULL;
    widget_box(c, "YOU WON", lines);
}

void hexmines_boxes_draw(canvas *c, const hexmines_boxes *b)
{
    if (b->paused)
        widget_paused(c, b->pause_key ? b->pause_key : "p");
    if (b->help)
        widget_box(c, "hexmines keys", b->help);
    if (b->dialog)
        dialog_draw(c, b->dialog);
    if (b->won)
        draw_won(c, b->won);
}
