/* What the shared suites know of a game: every game in the list gives a
 * fixture for each suite, in files of its own (fixture_GAME.c for
 * test_session, fixture_GAME_fe.c for test_play: play_fixture.h), found by
 * the game's name; the suites make every check of every game, and a game
 * with no fixture fails them, so a new game is not forgotten. Where a
 * check is of a feature a game lacks (undo in a timed game), its fixture
 * says so and the check asserts that the game refuses it. */
#ifndef HEXPUZZLE_TESTS_GAME_FIXTURE_H
#define HEXPUZZLE_TESTS_GAME_FIXTURE_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>

#include "session/game.h"

typedef struct {
    const char *move;
    int64_t t;
} fixture_move;

/* A game's fixture for the session suite (test_session). */
typedef struct {
    const char *name;               /* the game's, as the list names it */
    const session_game *game;
    const char *params;             /* with a seed: the same game every time */
    /* From params, the script's moves (two or more) are all carried out,
     * in order, by game time 2700, and leave a game running whose last
     * move undo takes back where it has undo; refused is then refused;
     * ending's moves (after the script, some perhaps refused) end it. */
    const fixture_move *script;
    size_t nscript;
    const char *refused;
    size_t (*ending)(fixture_move *out, size_t max);
    /* Fails the test unless a and b (session_state) are the same game. */
    void (*same)(const void *a, const void *b);
    /* A save in tests/unit/fixtures/, as an earlier version wrote it (or,
     * for a game newer than the format, as this one does): every later
     * version resumes it. */
    const char *save;
    bool undo;                      /* params' game takes moves back */
    uint64_t seed_after_42;         /* session_next_seed(game, 42) */
} game_fixture;

/* The session suite's fixture of the game called name, or NULL. */
const void *game_fixture_named(const char *name);

/* Runs each of tests (n of them) once for every game in the list, with
 * the fixture fixture_named gives for the game's name as the test's
 * state, then the once tests; a game with no fixture fails the suite.
 * cmocka's exit status. */
int game_fixture_run_suite(const char *suite, const struct CMUnitTest *tests, size_t n,
                           const struct CMUnitTest *once, size_t nonce,
                           const void *(*fixture_named)(const char *name));

#endif
