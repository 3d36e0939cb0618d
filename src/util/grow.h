/* Growing an array: the one place that calls realloc, so that a failed
 * growth always leaves the old block with its owner, whole. */
#ifndef HEXPUZZLE_UTIL_GROW_H
#define HEXPUZZLE_UTIL_GROW_H

#include <stdbool.h>
#include <stddef.h>

/* Resizes *items (a pointer to an array of size-byte elements) to hold
 * count of them, keeping what fits. false when out of memory or the size
 * would overflow; *items is then unchanged and still the caller's. */
bool grow_resize(void *items, size_t count, size_t size);

/* Makes room for need elements in *items (*cap of them now, each size
 * bytes), doubling the capacity from first until it holds them. false when
 * out of memory or the size would overflow; *items and *cap are then
 * unchanged. */
bool grow_to(void *items, size_t *cap, size_t need, size_t size, size_t first);

/* Makes room for one more element in *items (n used of *cap): grow_to
 * with need n + 1. */
bool grow_for_one(void *items, size_t *cap, size_t n, size_t size, size_t first);

#endif
