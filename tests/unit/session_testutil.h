/* A session log that refuses to grow, for the tests of both games'
 * sessions: what they do when a move cannot be logged (out of memory).
 * Header-only so each test program stays one file. */
#ifndef HEXPUZZLE_TESTS_SESSION_TESTUTIL_H
#define HEXPUZZLE_TESTS_SESSION_TESTUTIL_H

#include <stddef.h>
#include <stdint.h>

#include "session/session.h"

/* What tu_choke_log changed, for tu_release_log. */
typedef struct {
    size_t n, cap;
} tu_log_choke;

/* From now on session_log_push on log fails as it does out of memory: the
 * log looks full at a size whose doubling no allocation can hold, so it
 * takes the same path as a failed realloc. Nothing may read the moves
 * until tu_release_log puts the log back. */
static inline tu_log_choke tu_choke_log(session_log *log)
{
    tu_log_choke was = { log->n, log->cap };
    log->n = log->cap = SIZE_MAX / sizeof *log->moves / 2 + 1;
    return was;
}

static inline void tu_release_log(session_log *log, tu_log_choke was)
{
    log->n = was.n;
    log->cap = was.cap;
}

#endif
