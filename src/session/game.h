/* A game as the session layer sees it: one constant descriptor per game,
 * every one of whose functions works on the game's own state through a
 * void pointer, so that the session (session/midend.h) keeps the life of
 * any game the same way: its timed move log, undo and redo, pauses, saves,
 * replays and results.
 *
 * A game is a pure function of its params text and its timed moves: create
 * it from the params, apply each move at its game time (milliseconds from
 * the game's creation), advance it to a time, and it is the very game that
 * was played. Moves are one short word of [A-Za-z0-9,] (at most
 * SESSION_MOVE_TEXT - 1 characters): a LOG LINE is a move and its game
 * time (as text, session/move_line.h), and a game's moves are listed where
 * its descriptor is defined.
 *
 * To add a game: write its rules in src/games/GAME/ (pure), a descriptor
 * session_GAME in src/session/GAME_session.c, a front end for the play loop
 * (tui/play.h: a key map that turns input into moves, a view that draws
 * session_state(), its help), its GAME_app (app/games.h), and add one line,
 * GAME(GAME), to session/game_list.h (README, Layout).
 */
#ifndef HEXPUZZLE_SESSION_GAME_H
#define HEXPUZZLE_SESSION_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/session.h"

struct match_race;

/* Where a game stands. READY: nothing played yet, nothing worth keeping
 * (a board before its first move). RUNNING: in progress, its
 * clock running. PAUSED: in progress, clock stopped. ENDED: won, lost or
 * over. */
typedef enum {
    SESSION_READY, SESSION_RUNNING, SESSION_PAUSED, SESSION_ENDED
} session_phase;

/* No deadline: nothing will change on its own. */
#define SESSION_NO_DEADLINE INT64_MAX

typedef struct session_game {
    const char *name;               /* its name: files, hooks, tables */

    /* Moves the session itself makes; NULL where the game has none. */
    /* Stops the clock of a RUNNING game, or of a READY one whose clock
     * runs from first sight (shown_move); the game refuses it where the
     * clock is not running. */
    const char *pause_move;
    const char *resume_move;        /* starts the clock of a PAUSED one */
    /* NULL: no undo; a game against the clock may have none by design,
     * since a move against the clock is not taken back. */
    const char *undo_move;
    /* Back to the start of the same game; the undo history goes with it. */
    const char *restart_move;
    /* The move the session makes when a game in READY first comes into
     * view, for a game that shows all it has at once (a puzzle): its clock
     * runs from then. NULL: the clock starts with the first move. */
    const char *shown_move;
    /* The move redo plays again, into buf: the one the game's undo took
     * back last, while no other came after it; false when there is none.
     * The game keeps that history, the only one (NULL when there is no
     * undo). */
    bool (*redo_move)(const void *g, char *buf, size_t len);

    /* A new game from its params text, at game time 0; NULL with a
     * one-line reason in why (len bytes) when the text does not decode,
     * the params are not playable, or memory ran out. */
    void *(*create)(const char *params, char *why, size_t len);
    void (*destroy)(void *g);
    /* The game's params text into buf, as create takes it. */
    void (*params)(const void *g, char *buf, size_t len);

    /* Carries out move at game time t: true; false and the game unchanged
     * when the move is refused (why "") or failed (why says why, e.g. no
     * board could be generated). */
    bool (*apply)(void *g, const char *move, int64_t t, char *why, size_t len);
    /* Time passes up to t: true when anything happened. NULL: nothing
     * happens on its own. */
    bool (*advance)(void *g, int64_t t);
    /* The next game time at which the game, or what a front end shows of
     * it (a clock's second), changes on its own; SESSION_NO_DEADLINE. */
    int64_t (*next_deadline)(const void *g, int64_t t);
    session_phase (*phase)(const void *g);

    /* The game as a result at game time t: figure, assisted, seed, and
     * outcome ("won" "lost" "over"; NULL while it has not ended). game and
     * params are left for the session to fill in. */
    void (*result)(const void *g, int64_t t, session_result *r);
    /* A result's figures word (session_result.figures), with its outcome
     * and figure, for people: a
     * short line into line (len bytes), its mark into mark (marklen bytes;
     * "" for none, "NF" for a hexmines win without flags: marked results
     * have best figures of their own), and *progress, the per cent of the
     * game it had done (-1: none). false when the word is not the game's.
     * NULL: the game keeps no figures. */
    bool (*figures_read)(const char *figures, const char *outcome, uint64_t figure, char *line,
                         size_t len,
                         char *mark, size_t marklen, int *progress);
    /* An end that undo cannot take back: recorded at once. Any other end
     * (a loss that undo can take back) is recorded when the player moves on
     * (session_settle). */
    bool (*end_is_final)(const void *g);

    /* The score table a game of params goes to, into buf; false when the
     * params text does not decode or the name does not fit. */
    bool (*category)(const char *params, char *buf, size_t len);
    /* The i-th of the game's standard games as a params text with seed 0,
     * in menu order (its presets, or modes and wells). The menu offers
     * them, the config file names
     * them, and their score tables are always listed, in this order.
     * false past the last. */
    bool (*standard)(int i, char *params, size_t len);

    /* The stream of the seed sequence of this game's successive games
     * (session_next_seed). */
    uint64_t seed_stream;

    /* How its results rank in the score tables (app/scores.h), by the
     * category a table's games are played in. */
    /* Its figure is a score, the higher the better; else a time in ms,
     * the lower the better, and the table counts wins and streaks. */
    bool (*scored)(const char *category);
    /* Whether a result of outcome ("won" "lost" "over" "quit"), assisted
     * or not, can be one of category's; false with why (len bytes). */
    bool (*result_fits)(const char *category, const char *outcome, bool assisted, char *why,
                        size_t len);
    /* Whether such a result may enter its category's top 10. */
    bool (*ranks)(const char *category, const char *outcome, bool assisted);
    /* How a figure of category reads, into buf (at least 32 bytes), where
     * it is more than a time or a score (a figure that packs two, e.g. a
     * count before a time); NULL: "12.345 s", or the score where scored. */
    void (*figure_text)(const char *category, uint64_t figure, char *buf, size_t len);
    /* A figure that is a time (not scored) as it would be had the game's
     * clock run ms, where that is longer than its own: the host times a
     * race by its own clock (app/host/witness.h). NULL: the figure is the time
     * itself. */
    uint64_t (*figure_timed)(uint64_t figure, uint64_t ms);
    /* A category as the scores file of version spelled it, in today's
     * names, into buf; NULL where the names never changed. */
    bool (*category_of_version)(int version, const char *category, char *buf, size_t len);
    /* How two players race at it (session/match.h); NULL: they cannot. */
    const struct match_race *race;
} session_game;

#endif
