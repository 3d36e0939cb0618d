/* Growing an array by doubling: the one place that knows how. */
#ifndef HEXPUZZLE_UTIL_GROW_H
#define HEXPUZZLE_UTIL_GROW_H

#include <stdbool.h>
#include <stddef.h>

/* Makes room for one more element in *items (n used of *cap, each size
 * bytes), doubling the capacity from first when full. false when out of
 * memory or the size would overflow; *items and *cap are then unchanged. */
bool grow_for_one(void *items, size_t *cap, size_t n, size_t size, size_t first);

#endif
