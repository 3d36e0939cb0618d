/* Whether a locale and a TERM can show the dense drawings' half blocks. */
#include "tui/glyphs.h"

#include <string.h>

static bool is_utf8(const char *codeset)
{
    /* glibc says "UTF-8"; some systems "utf8" or "UTF8". */
    static const char *const names[] = { "UTF-8", "utf-8", "UTF8", "utf8" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(codeset, names[i]) == 0)
            return true;
    return false;
}

/* Terminal types that are, or stand in for, a console or a hardware
 * terminal: their character sets have no block elements (the DEC VTs,
 * ANSI.SYS), or their fonts draw them unreliably (the Linux and BSD
 * consoles). A name matches with any suffix ("vt100-am", "linux-16color")
 * and after a multiplexer's prefix ("screen.linux", "tmux.linux"). */
static const char *const no_blocks[] = { "linux", "ansi", "pcansi", "cons", "sun", "wy",
                                         "dumb" };

static bool starts_with(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* "vt" and a number: the DEC terminals, not VTE's "vte-256color". */
static bool is_dec_vt(const char *s)
{
    return s[0] == 'v' && s[1] == 't' && s[2] >= '0' && s[2] <= '9';
}

static bool denied(const char *name)
{
    if (is_dec_vt(name))
        return true;
    for (size_t i = 0; i < sizeof no_blocks / sizeof no_blocks[0]; i++)
        if (starts_with(name, no_blocks[i]))
            return true;
    return false;
}

bool glyphs_blocks_usable(const char *codeset, const char *term)
{
    if (!codeset || !term || !*term || !is_utf8(codeset))
        return false;
    const char *dot = strchr(term, '.');
    return !denied(term) && !(dot && denied(dot + 1));
}
