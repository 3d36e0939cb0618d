/* What the shared suites (test_session, test_play) know of a game. Every
 * game in the list gives one, in a file of its own (fixture_GAME.c),
 * found by the game's name; the suites make every check of every game,
 * and a game with no fixture fails them, so a new game is not forgotten.
 * Where a check is of a feature a game lacks (undo in a timed game), its
 * fixture says so and the check asserts that the game refuses it. */
#ifndef HEXPUZZLE_TESTS_GAME_FIXTURE_H
#define HEXPUZZLE_TESTS_GAME_FIXTURE_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>

#include "session/game.h"
#include "session/session.h"
#include "tui/keymap.h"

typedef struct {
    const char *move;
    int64_t t;
} fixture_move;

/* What the play suite runs a game's front end with. */
typedef struct {
    const session_hooks *hooks;
    const session_save *resume;     /* NULL: a fresh game */
    const char *notice;             /* NULL: none */
    const keymap *keys;             /* NULL: its table's */
} fixture_run;

typedef struct {
    const char *name;               /* the game's, as the list names it */
    const session_game *game;
    const char *params;             /* with a seed: the same game every time */

    /* For the session suite (test_session). From params, the script's
     * moves (two or more) are all carried out, in order, by game time
     * 2700, and leave a game running whose last move undo takes back where
     * it has undo; refused is then refused; ending's moves (after the
     * script, some perhaps refused) end it. */
    const fixture_move *script;
    size_t nscript;
    const char *refused;
    size_t (*ending)(fixture_move *out, size_t max);
    /* Fails the test unless a and b (session_state) are the same game. */
    void (*same)(const void *a, const void *b);
    /* A save in tests/unit/fixtures/, as an earlier version wrote it
     * (or, for a game newer than the format, as this one does): every
     * later version resumes it. */
    const char *save;
    bool undo;                      /* params' game takes moves back */
    uint64_t seed_after_42;         /* session_next_seed(game, 42) */

    /* For the play suite (test_play), with the terminal scripted. */
    const char *play;               /* keys: a fresh game to one in progress */
    /* The keys that end the game in progress (after play) and close any
     * box its end shows, into out. */
    size_t (*end_keys)(int *out, size_t max);
    const char *help;               /* on the help box */
    const char *too_small;          /* on the too-small screen */
    /* What N asks in a game in progress; NULL: it offers a new game only
     * once the game is over. */
    const char *new_question;
    /* It moves on its own: paused while it cannot be seen, and its help
     * closes only at a deliberate key, the quit key asking to quit; any
     * key closes another game's. */
    bool moves_on_its_own;
    /* Its view has no message line: a notice at the start is a box,
     * asked over the board. */
    bool notice_in_a_box;
    /* Too small a terminal shows the loop's screen (tui/play.h's seen),
     * which leaves at the quit key; else the view draws its own, and the
     * quit key asks as in play. */
    bool loop_too_small;
    const key_game *keys;
    int (*run)(const fixture_run *how, char *err, size_t len);
} game_fixture;

/* The fixture of the game called name, or NULL. */
const game_fixture *game_fixture_named(const char *name);

/* Runs each of tests (n of them) once for every game in the list, with
 * its game's fixture as the test's state, then the once tests; a game with
 * no fixture fails the suite. cmocka's exit status. */
int game_fixture_run_suite(const char *suite, const struct CMUnitTest *tests, size_t n,
                           const struct CMUnitTest *once, size_t nonce);

#endif
