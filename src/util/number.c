/* Canonical decimal numbers, read the one way. */
#include "util/number.h"

/* The canonical number among the first limit bytes of s: its digit
 * count (0: none, or not canonical, or over max) and value. */
static size_t scan(const char *s, size_t limit, uint64_t max, uint64_t *out)
{
    size_t n = 0;
    uint64_t v = 0;
    while (n < limit && s[n] >= '0' && s[n] <= '9') {
        unsigned d = (unsigned)(s[n] - '0');
        if ((n == 1 && v == 0) || d > max || v > (max - d) / 10)
            return 0;
        v = v * 10 + d;
        n++;
    }
    *out = v;
    return n;
}

size_t number_prefix(const char *s, uint64_t max, uint64_t *out)
{
    uint64_t v;
    size_t n = scan(s, SIZE_MAX, max, &v);
    if (n > 0)
        *out = v;
    return n;
}

bool number_parse(const char *s, size_t n, uint64_t max, uint64_t *out)
{
    uint64_t v;
    if (n == 0 || scan(s, n, max, &v) != n)
        return false;
    *out = v;
    return true;
}

bool number_fixed(const char *s, int n, int *out)
{
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return true;
}
