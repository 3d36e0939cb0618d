/* Live games: while a game is played its moves go, as they are made, to a
 * live log that others can follow (`hexpuzzle watch`). With host tables
 * (app/privsep.h) the recorder writes it in HOST_DIR/live/ for everyone on
 * the machine; without, the game writes it in STATEDIR/live/ for its own
 * user. One file a playing process, named by the user and the process:
 *
 *     hexpuzzle-live 1
 *     game hextris
 *     params 10x20:marathon:1:seed=42
 *     player alice                 the real user's login name
 *     pid 4242                     the game's process
 *     started 1700000000000        Unix time in ms of the game's time 0
 *     move T TEXT                  as in a replay, one a move as it is made
 *     end                          the game is over (or left)
 *
 * A new game of the same process starts the file afresh. A file whose
 * process is gone is stale: watchers skip it, and the next game of its
 * user removes it. */
#ifndef HEXPUZZLE_APP_LIVE_H
#define HEXPUZZLE_APP_LIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/session.h"

#define LIVE_HEADER "hexpuzzle-live 1"

/* The session hook (session_hooks.live) that keeps this process's live
 * log; ctx is unused. */
void live_hook(void *ctx, const char *game, const char *params, const session_log *log,
               bool over);

/* A live log read: its header and moves (moves malloc'd). */
typedef struct {
    char game[17];
    char params[SESSION_PARAMS];
    char player[64];
    long pid;
    int64_t started;    /* ms */
    session_move *moves;
    size_t nmoves;
    bool over;
} live_log;

/* Parses a live log's text (a partial last line is left for later);
 * false when it is not one. */
bool live_parse(const char *text, size_t len, live_log *l);
void live_free(live_log *l);
/* Whether its process is still there (a live log of a process that is
 * gone is stale). */
bool live_running(const live_log *l);

/* The directories live logs are in: the host's, then the user's own;
 * into dirs (up to 2), how many. */
int live_dirs(char dirs[2][4096]);

/* The recorder's side: starts, extends or ends the live log of the game
 * process ppid for player under the host directory dirfd, from one line
 * the game sent ("S GAME PARAMS", "M T TEXT", "E"); false for a line of
 * any other form, which changes nothing. */
bool live_record_line(int dirfd, const char *line, const char *player, long ppid,
                      int64_t now_ms);

#endif
