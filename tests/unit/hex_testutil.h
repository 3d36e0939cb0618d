/* Test helper shared by the hex-set tests (header-only, tests only). */
#ifndef HEXPUZZLE_TESTS_HEX_TESTUTIL_H
#define HEXPUZZLE_TESTS_HEX_TESTUTIL_H

#include <stdbool.h>
#include <stddef.h>

#include "core/hex.h"

/* Whether every hex of a[] is in b[] (both n long, no repeats): the same
 * set in any order. */
static inline bool same_hex_set(const hex *a, const hex *b, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        bool found = false;
        for (size_t j = 0; j < n; j++)
            found = found || hex_equal(a[i], b[j]);
        if (!found)
            return false;
    }
    return true;
}

#endif
