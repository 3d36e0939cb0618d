/* replays: every finished game kept as a file that replays it exactly —
 * the game's params and timed moves, as in a save (app/saves.h), under the
 * first line "hexpuzzle-replay 1", with what the game claims to have come
 * to and who played it:
 *
 *     hexpuzzle-replay 1
 *     game NAME                   a game of the list (session/game_rules.h)
 *     params TEXT                 its params, the seed in them
 *     elapsed_ms 83412            the game time of its end
 *     outcome won                 won | lost | over | quit
 *     figure 83412                a time in ms, or a score (session_game.scored)
 *     assisted 0                  1: hints, an undone loss or a replayed board
 *     table CATEGORY              the score table it went to ("" : none)
 *     rank 3                      its place in that top 10 then (0: none)
 *     player alice                the login name of the real user
 *     started 2026-11-23T20:43:49Z  UTC: the end less the game time
 *     ended 2026-11-23T20:45:12Z  UTC
 *     version 0.1.0               of hexpuzzle
 *     move 0 O4,4                 as in a save
 *     ...
 *     end COUNT
 *
 * One text file, so a replay can be mailed and played on another machine.
 * Replaying re-simulates the game: replays_verify says whether the moves
 * come to what the file claims, so an edited file is found out.
 *
 * THE DIRECTORY: STATEDIR/replays/ (store.h), one file a game, named by
 * when it was kept, game and process
 * ("20261123T204512Z-017-GAME-4242-0000.replay"; ".record.replay" for a
 * game that entered a top 10). Every
 * game that ends is kept; of those that were no record (rank 0) only the
 * newest REPLAYS_KEEP stay, older ones are removed when a new one is kept.
 * Records stay, also after later games push them out of the top 10. */
#ifndef HEXPUZZLE_APP_REPLAYS_H
#define HEXPUZZLE_APP_REPLAYS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/saves.h"
#include "app/store.h"
#include "session/session.h"
#include "session/midend.h"

#define REPLAYS_HEADER "hexpuzzle-replay 1"

enum {
    REPLAYS_KEEP = 100,                 /* games that were no record */
    REPLAYS_FILE_MAX = 8 * 1024 * 1024, /* the longest replay read */
    REPLAYS_WHY_MAX = 160               /* room for a one-line reason */
};

/* What a replay file says of its game, besides its moves. */
typedef struct {
    char outcome[8];
    uint64_t figure;
    bool assisted;
    char table[SAVES_VALUE_MAX + 1];
    int rank;
    char player[SAVES_VALUE_MAX + 1];
    int64_t started;    /* Unix time: the end less the game's time */
    int64_t ended;      /* Unix time */
    char version[SAVES_VALUE_MAX + 1];
} replay_claim;

/* A finished game as a replay: r's log, its claim, player and time. false
 * when the log is missing (lost) or does not fit the format. */
bool replays_make(const session_result *r, const char *table, int rank, const char *player,
                  int64_t ended, saves_game *g);
/* Parses a replay file, all or nothing; the claim into *c (may be NULL).
 * false with a reason ("line 3: ...", "no outcome") in why. */
bool replays_parse(const char *buf, size_t len, saves_game *g, replay_claim *c, char *why);
/* The file text of g (malloc'd), or NULL. */
char *replays_format(const saves_game *g, size_t *len);

/* Re-simulates g's moves and compares the end with its claim: true when
 * they agree; else false with the first difference in why
 * (REPLAYS_WHY_MAX bytes), e.g. "claims won in 12.345 s, replays to lost". */
bool replays_verify(const saves_game *g, char *why);
/* The same, telling its progress as session_replay_told does. */
bool replays_verify_told(const saves_game *g, char *why, session_progress *progress, void *ctx);
/* The same, and the game's own figures of it as its moves replay
 * (session_result.figures; "" for none) into figures (len bytes): what
 * the host believes, never a figure the file states. */
bool replays_verify_figures(const saves_game *g, char *why, char *figures, size_t len);

/* Keeps g in STATEDIR/replays/ (dir NULL: the state directory's), then
 * removes the oldest games past REPLAYS_KEEP that were no record. The
 * path written into path (may be NULL). STORE_OK or STORE_ERROR with a
 * warning ("cannot keep the replay: PATH: REASON"). */
int replays_keep(const char *dir, const saves_game *g, char *path, size_t cap,
                 store_warnings *w);

/* The replay files of STATEDIR/replays/ (dir NULL as above), newest
 * first: a malloc'd array of *n full paths (free with replays_list_free).
 * Files that are not replays are skipped. */
char **replays_list(const char *dir, size_t *n, store_warnings *w);
void replays_list_free(char **paths, size_t n);

/* Reads and parses one replay file; false with a one-line reason in why
 * (REPLAYS_WHY_MAX bytes): unreadable, too large, or not a replay. */
bool replays_load(const char *path, saves_game *g, replay_claim *c, char *why);

#endif
