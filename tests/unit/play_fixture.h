/* A game's fixture for the play suite (test_play), with the terminal
 * scripted (game_fixture.h says how the suites use them). */
#ifndef HEXPUZZLE_TESTS_PLAY_FIXTURE_H
#define HEXPUZZLE_TESTS_PLAY_FIXTURE_H

#include "game_fixture.h"
#include "session/session.h"
#include "tui/keymap.h"
#include "tui/play.h"

typedef struct {
    const game_fixture *rules;      /* its name, game and params */
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
    const play_game *front_end;
    const void *own;                /* its front end's own options, or NULL */
} play_fixture;

/* The play suite's fixture of the game called name, or NULL. */
const void *play_fixture_named(const char *name);

#endif
