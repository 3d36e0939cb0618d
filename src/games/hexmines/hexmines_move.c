/* hexmines moves as text: "O<row>,<col>" open, "F<row>,<col>" flag,
 * "C<row>,<col>" chord. */
#include <stdio.h>

#include "games/hexmines/hexmines.h"
#include "util/number.h"

/* A canonical number (util/number.h), as hm_move_format writes it. */
static bool read_int(const char **s, int *out)
{
    uint64_t v;
    size_t n = number_prefix(*s, HM_SIZE_MAX, &v);
    if (n == 0)
        return false;
    *s += n;
    *out = (int)v;
    return true;
}

bool hm_move_parse(const char *text, hm_move *out)
{
    hm_move m;
    switch (text[0]) {
    case 'O': m.kind = HM_MOVE_OPEN; break;
    case 'F': m.kind = HM_MOVE_FLAG; break;
    case 'C': m.kind = HM_MOVE_CHORD; break;
    default: return false;
    }
    const char *s = text + 1;
    if (!read_int(&s, &m.row) || *s++ != ',' || !read_int(&s, &m.col) || *s)
        return false;
    *out = m;
    return true;
}

size_t hm_move_format(hm_move m, char *buf, size_t cap)
{
    static const char letter[] = { 'O', 'F', 'C' };
    int n = snprintf(buf, cap, "%c%d,%d", letter[m.kind], m.row, m.col);
    return n < 0 ? 0 : (size_t)n;
}
