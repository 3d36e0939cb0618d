/* What the session layer (session/midend.h) tells the application about
 * games, and hears back: finished games for the score tables, games in
 * progress to save and to resume. The application (src/app) supplies the
 * hooks and loads saves before a game starts; the session layer and the
 * front ends never touch files, so these are plain callbacks and values.
 *
 * Time in a session is game time: milliseconds from the moment the game
 * was created, running on across pauses. The session logs every move it
 * carries out with its game time; replaying the log at those times rebuilds
 * the game exactly, clock included (every game is a pure function of its
 * params and its timed moves).
 */
#ifndef HEXPUZZLE_SESSION_SESSION_H
#define HEXPUZZLE_SESSION_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { SESSION_MOVE_TEXT = 16, SESSION_LINE = 100, SESSION_PARAMS = 1024,
       SESSION_FIGURES = 96, SESSION_VERDICT_LINES = 4 };

typedef struct {
    int64_t t_ms;
    char text[SESSION_MOVE_TEXT];   /* a game's move text: "O3,4", "CW" ... */
} session_move;

/* A growable log of moves; also the moves of a save file (app/saves.h). */
typedef struct {
    session_move *moves;
    size_t n, cap;
} session_log;

/* false when out of memory (the log is unchanged). */
bool session_log_push(session_log *log, int64_t t_ms, const char *text);
void session_log_clear(session_log *log);
void session_log_free(session_log *log);

/* Why a game whose log lost a move is not saved (both games say it). */
#define SESSION_LOG_LOST "cannot save the game: out of memory for its moves"

/* A game in progress, as saved or as to be resumed. */
typedef struct {
    char params[SESSION_PARAMS];  /* the game's one-line params text */
    int64_t saved_at;             /* game time at the save */
    const session_move *moves;
    size_t nmoves;
    int64_t written;              /* when it was saved, s since 1970 (0: unknown) */
} session_save;

/* A game that ended: won, lost, over (a game with no win, or none yet), or quit (given
 * up before the end by starting another). */
typedef struct {
    const char *game;             /* its name */
    const char *params;           /* its one-line params text */
    const char *outcome;          /* "won" "lost" "over" "quit" */
    uint64_t figure;              /* a time in ms, or a score (session_game.scored) */
    bool assisted;                /* the player had help: hints, an undone loss */
    uint64_t seed;
    /* The game's own figures of the game, one word of [A-Za-z0-9:/,.-]
     * (session_game.figures_read reads it); "" for none. */
    char figures[SESSION_FIGURES];
    /* The game to its end: params, the game time of the end and every
     * move, which replay it (a replay file). NULL when its log lost a move. */
    const session_save *log;
} session_result;

/* A game being played, as its watchers hear of it: still played, or
 * stopped one of three ways. Only a real end may show what the game keeps
 * from its player until then (its seed): a saved game goes on later, and
 * one left unfinished may have been saved before. */
typedef enum {
    SESSION_LIVE_PLAYING,
    SESSION_LIVE_ENDED,   /* won, lost or over */
    SESSION_LIVE_SAVED,   /* saved, to be resumed */
    SESSION_LIVE_LEFT     /* given up, or left unsaved */
} session_live;

/* What the application says back about a result, to show the player. */
typedef struct {
    int rank;                     /* 1 a new best, 2..10 a top-ten place, 0 */
    /* Ready to show; empty strings unused: the record, the table's
     * counts, the best so far or the host's word, its averages. */
    char lines[SESSION_VERDICT_LINES][SESSION_LINE];
    char warning[SESSION_LINE * 2];  /* e.g. scores could not be saved */
} session_verdict;

typedef struct {
    void *ctx;
    /* A game ended; out gets what to tell the player. */
    void (*record)(void *ctx, const session_result *r, session_verdict *out);
    /* Keep the game in progress to resume later. false, with a one-line
     * warning, when it could not be kept. */
    bool (*save)(void *ctx, const char *game, const session_save *s,
                 char *warning, size_t len);
    /* The game that was saved has ended or been given up: forget it. */
    void (*forget)(void *ctx, const char *game);
    /* The game as it is played, for watchers: called with its log when a
     * game starts (log empty) and after every move logged (PLAYING), then
     * once with how it stopped. NULL: nobody watches. */
    void (*live)(void *ctx, const char *game, const char *params, const session_log *log,
                 session_live now);
    /* The seed of the game to play after one of seed: a fresh board
     * nobody has seen, or the next of a known sequence (a seeded run).
     * NULL: the game's own sequence (session_next_seed). */
    uint64_t (*next_seed)(void *ctx, const char *game, uint64_t seed);
    /* A fresh game that a question was asked over before play began (the
     * smaller well's offer, a notice) is set aside for the next one
     * (next_seed) when play begins: the answer, however slow, is not
     * part of the game, whose time on the host runs from its seed's
     * drawing (app/host/witness.h). false: the game asked over is played. */
    bool fresh_after_questions;
} session_hooks;

#endif
