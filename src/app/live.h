/* Live games: while a game is played its moves go, as they are made, to a
 * live log that others can follow (`hexpuzzle watch`). With host tables
 * (app/host/privsep.h) the recorder writes it in HOST_DIR/live/, where only
 * recorders read it (app/host/host_live.h): the seed in its params is a board
 * nobody may know before its end; without, the game writes it in
 * STATEDIR/live/ for its own user. One file a playing process, named by the user and the process:
 *
 *     hexpuzzle-live 1
 *     game NAME                    a game of the list (session/game_rules.h)
 *     params TEXT                  its params, the seed in them
 *     player alice                 the real user's login name
 *     pid 4242                     the game's process
 *     started 1700000000000        Unix time in ms of the game's time 0
 *     move T TEXT                  as in a replay, one a move as it is made
 *     end | saved | left           how it stopped, the last line: it ended
 *                                  (won, lost, over); it was saved, to go on
 *                                  later; it was given up or left unsaved
 *
 * Only "end" lets a watcher show what the game keeps from its player (its
 * seed); "saved" and "left" are lines that readers before them refuse, so
 * that none takes them for an end. A new game of the same process starts
 * the file afresh. A file whose process is gone is stale: watchers skip
 * it (one they follow stopped as left), and the next game of its user
 * removes it.
 *
 * A side of a match between two terminals (app/match_play.h) says so
 * beside its live log, in UID-PID.match, so that a watcher can pair the
 * two sides' logs and read the match's messages (app/match_link.h); a
 * file of its own, which readers of live logs alone never open:
 *
 *     hexpuzzle-live-match 1
 *     waiter 4242                  the match's processes, as the link
 *     inviter 4343                 names it
 *     side 0                       this process's: 0 the inviter
 *     best 3                       rounds: best of 1, 3 or 5
 *
 * It goes with its process, as its live log does. */
#ifndef HEXPUZZLE_APP_LIVE_H
#define HEXPUZZLE_APP_LIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/session.h"

#define LIVE_HEADER "hexpuzzle-live 1"

/* Where a live log goes: this user's own file (live_own_sink, below), or
 * the recorder's (app/host/privsep.h), which no player can read. */
typedef struct {
    void (*start)(const char *game, const char *params);
    void (*move)(int64_t t, const char *text);
    void (*stop)(session_live how);   /* never SESSION_LIVE_PLAYING */
} live_sink;

extern const live_sink live_own_sink;

/* What the session hook (session_hooks.live) hears, told to sink: a new
 * game, the moves it has not told yet, how it stopped. */
void live_tell(const live_sink *sink, const char *game, const char *params, const session_log *log,
               session_live now);

/* The lines that begin a log, into buf (LIVE_HEAD_MAX bytes), and the line
 * of a move (LIVE_MOVE_MAX bytes): the game's own log and the recorder's
 * write the same. */
enum { LIVE_HEAD_MAX = SESSION_PARAMS + 256, LIVE_MOVE_MAX = SESSION_MOVE_TEXT + 32 };
void live_head_format(char *buf, size_t len, const char *game, const char *params,
                      const char *player, long pid, int64_t started);
void live_move_format(char *buf, size_t len, int64_t t, const char *text);

/* The last line of a log that stopped how ("end", "saved", "left"), and
 * back (false for a line that is none of them). */
const char *live_stop_line(session_live how);
bool live_stop_parse(const char *line, size_t n, session_live *how);

/* A live log read: its header and moves (moves malloc'd). */
typedef struct {
    char game[17];
    char params[SESSION_PARAMS];
    char player[64];
    long pid;
    int64_t started;    /* ms */
    session_move *moves;
    size_t nmoves;
    bool over;             /* it stopped: */
    session_live ending;   /* ...how (SESSION_LIVE_PLAYING while it goes on) */
} live_log;

/* Parses a live log's text (a partial last line is left for later);
 * false when it is not one. */
bool live_parse(const char *text, size_t len, live_log *l);
void live_free(live_log *l);
/* A live log read whole and parsed: from fd (a regular file, not too
 * large), or from path (no link). */
bool live_read_fd(int fd, live_log *l);
bool live_read(const char *path, live_log *l);
/* Whether its process is still there (a live log of a process that is
 * gone is stale). */
bool live_running(const live_log *l);

/* A side of a match, as its UID-PID.match says. */
typedef struct {
    long waiter, inviter;
    int side;
    int best_of;
} live_match_side;

/* This process plays side of a match: said beside its own live log for
 * as long as it runs (nothing when the directory cannot be had). */
void live_own_match(const live_match_side *m);
/* The match side beside the live log at live_path (its ".live" ending
 * read as ".match"); false when it plays none. */
bool live_match_read(const char *live_path, live_match_side *out);

/* The directory of this user's own live logs (STATEDIR/live) into dir;
 * false when it has no path. The host's are read through the recorder
 * (app/host/privsep.h). */
bool live_dir(char *dir, size_t cap);

#endif
