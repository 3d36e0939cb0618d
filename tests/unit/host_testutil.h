/* What the host tables' tests share: a scratch host layout for each
 * test, replays of real games to record, and the tables as host_print
 * prints them. Header-only, as
 * files_testutil.h, so each test program stays one file. */
#ifndef HEXPUZZLE_TESTS_HOST_TESTUTIL_H
#define HEXPUZZLE_TESTS_HOST_TESTUTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>

#include "app/host/host.h"
#include "files_testutil.h"
#include "app/replays.h"
#include "session/hextris_session.h"
#include "session/midend.h"

/* The cmocka fixture of a test on a host layout: tu_setup's scratch
 * directory, laid out as an installed host's (tu_host_layout). */
static inline int tu_host_setup(void **state)
{
    if (tu_setup(state) != 0)
        return -1;
    tu_fixture *f = *state;
    return tu_host_layout(f->dir) ? 0 : -1;
}

/* A test run on a fresh host layout: `tu_fixture *f = *state;`. */
#define TU_HOST_TEST(name) cmocka_unit_test_setup_teardown(name, tu_host_setup, tu_teardown)

static char *tu_made;   /* the last replay text made */

/* The session's record hook: the replay of the game that ended, its
 * table ctx ("marathon" if NULL), into tu_made. */
static inline void tu_on_record(void *ctx, const session_result *r, session_verdict *v)
{
    (void)v;
    saves_game g;
    free(tu_made);
    tu_made = NULL;
    if (!replays_make(r, ctx ? ctx : "marathon", 0, "claimed-name", 1700000000, &g))
        return;
    size_t len;
    tu_made = replays_format(&g, &len);
    saves_free(&g);
}

/* The replay of a hextris marathon of seed on a well (WxH) topped out by
 * hard drops, claiming table. */
static inline char *tu_marathon_on(const char *well, uint64_t seed, const char *table)
{
    session_hooks hooks = { (void *)table, tu_on_record, NULL, NULL, NULL, NULL, false };
    session s;
    session_init(&s, &session_hextris, &hooks);
    char params[64];
    snprintf(params, sizeof params, "%s:marathon:1:seed=%llu", well, (unsigned long long)seed);
    assert_true(session_new(&s, params, NULL, 0));
    for (int i = 0; i < 400 && session_phase_of(&s) != SESSION_ENDED; i++)
        session_play(&s, i % 3 ? "DROP" : "L", 500 + 10 * i, NULL, 0);
    session_free(&s);
    assert_non_null(tu_made);
    char *text = tu_made;
    tu_made = NULL;
    return text;
}

static inline char *tu_marathon(uint64_t seed, const char *table)
{
    return tu_marathon_on("10x20", seed, table);
}

/* The score a marathon replay claims. */
static inline uint64_t tu_claimed(const char *text)
{
    const char *figure = strstr(text, "\nfigure ");
    assert_non_null(figure);
    return strtoull(figure + 8, NULL, 10);
}

static inline int tu_higher_first(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x < y) - (x > y);
}

/* Sorts scores[0..n) as a scored table ranks them: the highest first. */
static inline void tu_best_first(uint64_t *scores, size_t n)
{
    qsort(scores, n, sizeof *scores, tu_higher_first);
}

/* What host_print prints (malloc'd). */
static inline char *tu_printed(const host_dir *h)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    host_print(f, h);
    fclose(f);
    return text;
}

#endif
