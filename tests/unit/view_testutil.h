/* Reading the text dump of a canvas in view tests. Header-only so each
 * test program stays one file. */
#ifndef HEXPUZZLE_TESTS_VIEW_TESTUTIL_H
#define HEXPUZZLE_TESTS_VIEW_TESTUTIL_H

#include <string.h>

/* The line of the screen dump holding text first, or -1. */
static inline int tu_line_of(const char *screen, const char *text)
{
    const char *at = strstr(screen, text);
    if (!at)
        return -1;
    int line = 0;
    for (const char *p = screen; p < at; p++)
        line += *p == '\n';
    return line;
}

#endif
