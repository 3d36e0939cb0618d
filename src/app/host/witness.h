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
 *   - every move was one the game takes; a move that only assists is
 *     taken as the log has it, not checked: hexcells' hint ("H") is
 *     noted without solving (games/hexcells/hexcells.h,
 *     hc_game_note_hint), so a hint logged where logic finds none is
 *     taken too, but all it does is make the game assisted, which never
 *     ranks: it can never help the player's figure;
 *   - what the game claims at its end (its replay) is exactly the
 *     witnessed log: the same params and moves, an end no later than the
 *     recorder's clock allows;
 *   - a race (a game whose figure is a time) was played in one sitting:
 *     one resumed from a save never ranks.
 *
 * Two pauses of the game's clock are the game's own and not late moves:
 * the work of making its board, which the game's clock skips (the move
 * that starts it, a board generated), and moves that waited while the
 * recorder made its own copy of the board. Both are allowed for by the
 * recorder's WORK clock, the processor time it spent on that board, which
 * no stop of the recorder lengthens.
 *
 * A RACE's figure on the host is not the game's clock, which stops for
 * pauses, but the recorder's: the wall time from the moment it handed out
 * the board's seed (nothing of the board can be seen before) to the move
 * that ended it, pauses included, less its own work making the board,
 * and never less than the game's own time. A race saved and resumed never
 * ranks (above); a game whose figure is a score keeps its own.
 * Times are the recorder's monotonic milliseconds, passed in. */
#ifndef HEXPUZZLE_APP_HOST_WITNESS_H
#define HEXPUZZLE_APP_HOST_WITNESS_H

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
    /* Race timing (see above), in recorder milliseconds; -1: not known. */
    int64_t drawn_ms;           /* its seed handed out */
    int64_t board_work_ms;      /* work clock spent making its board */
    int64_t ended_ms;           /* the move that ended it arrived */
    int64_t waited_until;       /* moves arriving before then may have */
    int64_t waited_ms;          /* ...waited this long for the board */
} witness;

void witness_init(witness *w);
void witness_free(witness *w);

/* A game of name and params starts at recorder time now. seed_drawn:
 * its seed is one this recorder drew for it. kept: the witnessed game it
 * resumes (the host's kept copy), or NULL. */
void witness_start(witness *w, const char *name, const char *params, bool seed_drawn,
                   const session_save *kept, int64_t now);
/* The game just started was on a seed handed out at drawn (-1: none),
 * and making its board took the recorder work milliseconds of its work
 * clock, ending at now. */
void witness_board_made(witness *w, int64_t drawn, int64_t work, int64_t now);
/* A move at game time t arrived at now; work() is the recorder's work
 * clock, read before and after playing it. */
void witness_move(witness *w, int64_t t, const char *text, int64_t now,
                  int64_t (*work)(void));
/* One who plays some moves its own way (a match's witness of a game's
 * own lines, app/host/recorder_match.h): true when it played text at t
 * (by witness_play, or not at all); false to have it played as sent. */
typedef bool witness_mover(void *ctx, witness *w, int64_t t, const char *text);
/* witness_move, its move played by by (with ctx) where by will. */
void witness_move_by(witness *w, int64_t t, const char *text, int64_t now,
                     int64_t (*work)(void), witness_mover *by, void *ctx);
/* Plays move at game time t into the witness w's game and, only if the
 * game takes it, its log: whether it took it (session/match.h's
 * match_play). */
bool witness_play(void *w, int64_t t, const char *move);

/* The game may not rank, for why (the first reason given stays). */
void witness_refuse(witness *w, const char *why);

/* Whether the game's own log, params and moves ending (or saved) at game
 * time end_t, is what was witnessed and may rank, at recorder time now;
 * false with why (WITNESS_WHY_MAX bytes). */
bool witness_agrees(const witness *w, const char *name, const char *params,
                    const session_move *moves, size_t n, int64_t end_t, int64_t now, char *why);

/* The figure the host ranks a witnessed race by, ended at game time end_t
 * and claimed at recorder time now: its time made the recorder's wall
 * time (see above), never less than the game's own; false for a game
 * whose figure is a score, or whose seed the recorder did not hand out. */
bool witness_race_figure(const witness *w, int64_t end_t, int64_t now, uint64_t *figure);

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
