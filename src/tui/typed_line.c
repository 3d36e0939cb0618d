/* A line the player types (tui/typed_line.h). */
#include "tui/typed_line.h"

#include <string.h>

#include "tui/term.h"

/* cp in UTF-8 into u: its length, 0 for a surrogate (no character). */
static size_t utf8(int cp, char u[4])
{
    if (cp < 0x80) {
        u[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        u[0] = (char)(0xc0 | cp >> 6);
        u[1] = (char)(0x80 | (cp & 0x3f));
        return 2;
    }
    if (cp < 0x10000) {
        if (cp >= 0xd800 && cp < 0xe000)
            return 0;
        u[0] = (char)(0xe0 | cp >> 12);
        u[1] = (char)(0x80 | (cp >> 6 & 0x3f));
        u[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    u[0] = (char)(0xf0 | cp >> 18);
    u[1] = (char)(0x80 | (cp >> 12 & 0x3f));
    u[2] = (char)(0x80 | (cp >> 6 & 0x3f));
    u[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}

bool typed_line_key(char *line, size_t cap, int key)
{
    size_t len = strlen(line);
    if (key == TK_BACKSPACE) {
        /* A whole character: its UTF-8 continuation bytes with it. */
        while (len > 0 && ((unsigned char)line[len - 1] & 0xc0) == 0x80)
            len--;
        if (len > 0)
            len--;
        line[len] = '\0';
        return true;
    }
    /* C0, DEL and C1 controls are no text. */
    if (key < 0x20 || key == 0x7f || (key >= 0x80 && key < 0xa0) || key >= 0x110000)
        return false;
    char u[4];
    size_t n = utf8(key, u);
    if (n > 0 && len + n < cap) {
        memcpy(line + len, u, n);
        line[len + n] = '\0';
    }
    return true;
}
