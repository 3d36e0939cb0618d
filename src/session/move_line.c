#include "session/move_line.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "util/number.h"

bool session_move_text_ok(const char *s, size_t n)
{
    if (n == 0 || n > SESSION_MOVE_TEXT - 1)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
              (s[i] >= '0' && s[i] <= '9') || s[i] == ','))
            return false;
    return true;
}

const char *session_move_read(const char *s, size_t n, session_move *m)
{
    const char *sp = memchr(s, ' ', n);
    uint64_t t;
    if (!sp || !number_parse(s, (size_t)(sp - s), SESSION_TIME_MAX, &t))
        return "bad move time";
    size_t tl = n - (size_t)(sp - s) - 1;
    if (!session_move_text_ok(sp + 1, tl))
        return "bad move text";
    m->t_ms = (int64_t)t;
    memcpy(m->text, sp + 1, tl);
    m->text[tl] = '\0';
    return NULL;
}

int session_move_write(char *buf, size_t len, int64_t t, const char *text)
{
    return snprintf(buf, len, "%" PRId64 " %s", t, text);
}
