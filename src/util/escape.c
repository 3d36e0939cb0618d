/* escape: text from outside shown so that no byte of it reaches a terminal
 * as a control. */
#include "util/escape.h"

#include <langinfo.h>
#include <string.h>

/* The length of the valid UTF-8 character at s (1..4), or 0 when s does not
 * start one; C1 controls count as not valid, since they are controls. */
static size_t utf8_char(const unsigned char *s)
{
    unsigned char c = s[0];
    size_t n;
    unsigned char lo = 0x80, hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf)
        n = 2;
    else if (c >= 0xe0 && c <= 0xef)
        n = 3;
    else if (c >= 0xf0 && c <= 0xf4)
        n = 4;
    else
        return 0;
    /* The second byte's range rules out overlong forms, surrogates and
     * code points past U+10FFFF. */
    if (c == 0xc2)
        lo = 0xa0;
    else if (c == 0xe0)
        lo = 0xa0;
    else if (c == 0xed)
        hi = 0x9f;
    else if (c == 0xf0)
        lo = 0x90;
    else if (c == 0xf4)
        hi = 0x8f;
    if (s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < n; i++)
        if (s[i] < 0x80 || s[i] > 0xbf)
            return 0;
    return n;
}

bool escape_bytes(char *dst, size_t cap, const char *src, bool utf8)
{
    if (cap == 0)
        return *src == '\0';
    const unsigned char *s = (const unsigned char *)src;
    size_t used = 0;
    while (*s) {
        size_t n = 1;
        bool plain = *s >= 0x20 && *s < 0x7f;
        if (!plain && *s >= 0x80 && utf8 && (n = utf8_char(s)) > 0)
            plain = true;
        if (!plain)
            n = 1;
        size_t need = plain ? n : 4;
        if (used + need >= cap) {
            dst[used] = '\0';
            return false;
        }
        if (plain) {
            memcpy(dst + used, s, n);
        } else {
            dst[used] = '\\';
            dst[used + 1] = (char)('0' + (*s >> 6));
            dst[used + 2] = (char)('0' + ((*s >> 3) & 7));
            dst[used + 3] = (char)('0' + (*s & 7));
        }
        used += need;
        s += n;
    }
    dst[used] = '\0';
    return true;
}

bool escape_text(char *dst, size_t cap, const char *src)
{
    const char *codeset = nl_langinfo(CODESET);
    bool utf8 = codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
    return escape_bytes(dst, cap, src, utf8);
}
