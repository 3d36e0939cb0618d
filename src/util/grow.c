/* Array growth by doubling, shared by every growable list. */
#include "util/grow.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

bool grow_for_one(void *items, size_t *cap, size_t n, size_t size, size_t first)
{
    if (n < *cap)
        return true;
    size_t want = *cap ? *cap * 2 : first;
    if (want < *cap || want > SIZE_MAX / size)
        return false;
    void *old;
    memcpy(&old, items, sizeof old);
    void *p = realloc(old, want * size);
    if (!p)
        return false;
    memcpy(items, &p, sizeof p);
    *cap = want;
    return true;
}
