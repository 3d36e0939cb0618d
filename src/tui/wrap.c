/* Word-wrapping text into lines of a width. */
#include "tui/wrap.h"

#include <stdio.h>
#include <stdlib.h>
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

char *wrap_text(const char *text, int width)
{
    enum { PARTS_MAX = 64 };
    char *out = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&out, &size);
    if (!f)
        return NULL;
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        char *line = malloc(n + 1);
        if (!line)
            break;
        memcpy(line, p, n);
        line[n] = '\0';
        int indent = (int)strspn(line, " ") + 2;
        int start[PARTS_MAX], len[PARTS_MAX];
        /* The first part as wide as the box, the rest indented. */
        if (width > indent + 8 && (int)n > width && wrap_lines(line, width, 1, start, len) == 1) {
            fprintf(f, "%.*s\n", len[0], line);
            const char *rest = line + len[0] + strspn(line + len[0], " ");
            int parts = wrap_lines(rest, width - indent, PARTS_MAX, start, len);
            for (int i = 0; i < parts; i++)
                fprintf(f, "%*s%.*s\n", indent, "", len[i], rest + start[i]);
        } else {
            fprintf(f, "%s\n", line);
        }
        free(line);
        p += n;
        if (*p == '\n')
            p++;
    }
    if (fclose(f) != 0)
        return NULL;
    return out;
}
