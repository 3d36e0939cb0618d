/* Word-wrapping text into lines of a width. */
#include "tui/wrap.h"

#include <string.h>

/* How much of text[0..avail) goes on a line width wide. */
static int line_length(const char *text, int avail, int width)
{
    if (avail <= width || width < 1)
        return avail;
    for (int take = width; take > 0; take--)
        if (text[take] == ' ')
            return take;
    for (int take = width; take > 1; take--)
        if (text[take - 1] == '/')
            return take;
    return width;
}

int wrap_lines(const char *text, int width, int max, int start[], int len[])
{
    int at = 0, n = 0, total = (int)strlen(text);
    if (max < 1)
        return 0;
    do {
        int take = line_length(text + at, total - at, width);
        start[n] = at;
        len[n] = take;
        n++;
        at += take;
        while (at < total && text[at] == ' ')
            at++;
    } while (at < total && n < max);
    return n;
}
