/* Array growth, shared by every growable list. */
#include "util/grow.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

bool grow_resize(void *items, size_t count, size_t size)
{
    if (size != 0 && count > SIZE_MAX / size)
        return false;
    /* items is a pointer to any object pointer: copied, not cast, so that
     * every caller passes &its_array as it is. */
    void *old;
    memcpy(&old, items, sizeof old);
    void *p = realloc(old, count * size);
    if (!p)
        return false;
    memcpy(items, &p, sizeof p);
    return true;
}

bool grow_to(void *items, size_t *cap, size_t need, size_t size, size_t first)
{
    if (need <= *cap)
        return true;
    size_t want = *cap ? *cap : first;
    if (want == 0)
        return false;
    while (want < need) {
        if (want > SIZE_MAX / 2)
            return false;
        want *= 2;
    }
    if (!grow_resize(items, want, size))
        return false;
    *cap = want;
    return true;
}

bool grow_for_one(void *items, size_t *cap, size_t n, size_t size, size_t first)
{
    return n < SIZE_MAX && grow_to(items, cap, n + 1, size, first);
}
