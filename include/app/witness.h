/* What the recorder saw of one game: the host ranks a game only on what
 * its recorder witnessed, never on what the game, a save or a replay says.
 *
 * The recorder hears of a game as it is played: its start (params), then
 * each move with the game time the game gives it, as the session logs it.
 * It times each arrival on its own clock and plays the game itself. A
 * game may rank on the host only if all of these hold:
 *   - its seed was drawn by this recorder for it, unused before (a board
 *     nobody knew: not --seed, not a daily, not a board seen already), or
 *     it goes on from a game the host kept as witnessed (a save), once;
 *   - every move's game time agrees with the recorder's clock: no later
 *     than HOST_LATE_MS after the moment it arrived, no earlier than
 *     HOST_EARLY_MS (plus what the move took the recorder to play, the
 *     time a board takes to make) before it; a resumed game's clock
 *     starts again at the first move after the kept ones (until then it
 *     stands paused, its player asked whether to go on);
 *   - every move was one the game takes;
 *   - what the game claims at its end (its replay) is exactly the
 *     witnessed log: the same params and moves, an end no later than the
 *     recorder's clock allows.
 * Times are the recorder's monotonic milliseconds, passed in. */
#ifndef HEXPUZZLE_APP_WITNESS_H
#define HEXPUZZLE_APP_WITNESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/saves.h"
#include "session/game.h"

enum {
    HOST_LATE_MS = 500,
    HOST_EARLY_MS = 1500,
    WITNESS_WHY_MAX = 160
};

typedef struct {
    const session_game *game;   /* NULL: no game being witnessed */
    char params[SESSION_PARAMS];
    void *state;                /* the recorder's own play of it */
    session_log log;            /* the moves witnessed */
    int64_t base_ms;            /* game time when the clock started, */
    int64_t start_ms;           /* ...at this recorder time */
    session_save kept;          /* a resumed game's witnessed moves, */
    session_move *kept_moves;   /* ...owned, */
    size_t replayed;            /* ...of which the game has replayed these */
    bool secret;                /* its board is one nobody knew */
    bool rankable;
    char why[WITNESS_WHY_MAX];  /* why not, once not */
} witness;

void witness_init(witness *w);
void witness_free(witness *w);

/* A game of name and params starts at recorder time now. seed_drawn:
 * its seed is one this recorder drew for it. kept: the witnessed game it
 * resumes (the host's kept copy), or NULL. */
void witness_start(witness *w, const char *name, const char *params, bool seed_drawn,
                   const session_save *kept, int64_t now);
/* A move at game time t arrived at now; clock() is the recorder's clock,
 * read again after playing it. */
void witness_move(witness *w, int64_t t, const char *text, int64_t now,
                  int64_t (*clock)(void));

/* The game may not rank, for why (the first reason given stays). */
void witness_refuse(witness *w, const char *why);

/* Whether the game's own log, params and moves ending (or saved) at game
 * time end_t, is what was witnessed and may rank, at recorder time now;
 * false with why (WITNESS_WHY_MAX bytes). */
bool witness_agrees(const witness *w, const char *name, const char *params,
                    const session_move *moves, size_t n, int64_t end_t, int64_t now, char *why);

/* Whether the game's own log is what was witnessed, as witness_agrees
 * asks, whether or not it may rank. */
bool witness_matches(const witness *w, const char *name, const char *params,
                     const session_move *moves, size_t n, int64_t end_t, int64_t now, char *why);

/* The key of a save text that says why its game may not rank; its value
 * is the reason with '_' for its spaces. */
#define WITNESS_UNRANKED_KEY "unranked"
void witness_mark_of(const char *why, char *mark);
void witness_why_of(const char *mark, char *why);

/* The witnessed game as a save text ending at end_t (malloc'd), or NULL;
 * one that may not rank says why, under WITNESS_UNRANKED_KEY. */
char *witness_save_text(const witness *w, int64_t end_t, size_t *len);

#endif
