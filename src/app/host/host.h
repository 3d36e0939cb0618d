/* The host's tables: one set of top-10 tables for everyone on a shared
 * machine, kept by a setgid games install in a directory only the games
 * group may enter (HEXPUZZLE_HOST_DIR, /var/games/hexpuzzle by default).
 * Only recorders (app/host/recorder.h) touch it; every player reaches it
 * through their own recorder, never by a path.
 *
 * THE LAYOUT, made by `make install HOST_SCORES=yes` (never by the
 * program), root:games, nothing at all for others:
 *
 *     HOST_DIR/           2770  every file made inside belongs to games
 *     HOST_DIR/key        0640  32 random bytes: the tables' secret
 *     HOST_DIR/records/   2770  one directory per standard table, made by
 *                               the first recorder to need it
 *                               (app/host/host_table.h): one replay
 *                               (app/replays.h) per top-10 entry, with
 *                               the key host_figures: the figures the
 *                               host worked out from its moves ("-": none),
 *                               and the key host_race_figure: a race's
 *                               figure by its recorder's clock, which it
 *                               ranks by ("-": the claim's, a score)
 *     HOST_DIR/live/      2770  the live logs of games being played
 *     HOST_DIR/kept/      2770  host games saved in progress, as witnessed:
 *                               UID-TOKEN.save, at most HOST_KEPT_PER_USER
 *                               a user; .taken-UID-RANDOM, one being
 *                               resumed, flocked by its recorder
 *     HOST_DIR/match/     2770  the lobby and the matches between users
 *                               (app/host/host_lobby.h), made by the
 *                               first recorder to need it if missing
 *
 * An older install's records (records/NAME.replay, all tables in one
 * directory) are moved into their tables by any recorder (app/
 * host_migrate.h), so that an upgrade loses none.
 *
 * A directory that is not so (missing, a link, open to others) is not
 * used: the player reads why. Files a recorder makes belong to its
 * player's uid, so nothing is believed for being there: every record and
 * kept game ends in the line "mac HEX", HMAC-SHA-256 with the key over
 * all before it, and one whose line does not match is no entry. A file
 * with an entry's name that is no entry (bad mac, unreadable as one, too
 * large, not a regular file) counts for nothing and is kept aside whole as
 * NAME.corrupt by the next record.
 *
 * Every file is opened by name under its directory's descriptor with
 * O_NOFOLLOW and O_NONBLOCK, checked to be a regular file, and refused
 * above REPLAYS_FILE_MAX bytes before it is read; writes go through a new
 * temporary file linked or renamed into place. There is no lock: nothing
 * one player's recorder holds, stopped or killed at any step, can stop
 * another player's record. */
#ifndef HEXPUZZLE_APP_HOST_HOST_H
#define HEXPUZZLE_APP_HOST_HOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifndef HEXPUZZLE_HOST_DIR
#define HEXPUZZLE_HOST_DIR "/var/games/hexpuzzle"
#endif

enum {
    HOST_WHY_MAX = 200,
    HOST_KEY_BYTES = 32,
    HOST_TOKEN_CHARS = 16,     /* a kept game's name: hex digits */
    HOST_KEPT_PER_USER = 8,    /* kept games of one user; older ones go */
    HOST_SWEEP_CHECKS = 32,    /* names one sweep looks at, at most */
    HOST_STALE_S = 600         /* a temporary file this old was left half made */
};

/* The key of a record under which its recorder sets the figure a race
 * ranks by (app/host/witness.h), "-" for any other game. */
#define HOST_RACE_FIGURE_KEY "host_race_figure"

/* The host directory opened: its parts' descriptors and its key. */
typedef struct {
    int dir, records, live, kept;
    uint8_t key[HOST_KEY_BYTES];
} host_dir;

/* Puts text in why (HOST_WHY_MAX bytes; why may be NULL): false, for a
 * refusal's return. */
bool host_say(char *why, const char *text);

/* Opens path and checks its layout (above): true, or false with a
 * one-line reason in why (HOST_WHY_MAX bytes) and h closed. */
bool host_open(const char *path, host_dir *h, char *why);
void host_close(host_dir *h);

/* text with its mac line appended (malloc'd, length in *out_len), or
 * NULL when memory ran out. */
char *host_seal(const host_dir *h, const char *text, size_t len, size_t *out_len);
/* Whether buf[0..len) ends in the right mac line; *text_len is then the
 * length of what it covers. */
bool host_unseal(const host_dir *h, const char *buf, size_t len, size_t *text_len);

/* Records the replay text[0..len), which the caller has witnessed (app/
 * witness.h), for player: true when it entered a host top 10 (*rank, if
 * not NULL, is its place as this recorder saw the table); false with a
 * one-line reason in why: refused (a table that is not one of its game's
 * standard tables among them: the host ranks those only), the tables
 * could not be written, or no place (*no_place set, if not NULL, for the
 * last, which is no failure). */
bool host_record(const host_dir *h, const char *text, size_t len, const char *player,
                 int *rank, bool *no_place, char *why);

/* The host tables as text, each entry with its player; "No host records
 * yet." when there are none. */
void host_print(FILE *f, const host_dir *h);

/* Keeps the save text of a witnessed game of user uid in kept/: true
 * with its token (HOST_TOKEN_CHARS + 1 bytes); the user's oldest kept
 * games past HOST_KEPT_PER_USER go. */
bool host_keep(const host_dir *h, long uid, const char *text, size_t len, char *token,
               char *why);

/* A kept game taken out of kept/ by the recorder that resumes it: under
 * a name only that recorder knows, flocked for as long as it holds it. */
typedef struct {
    int fd;         /* -1: none held */
    char name[64];
} host_taken;
void host_taken_init(host_taken *t);
/* Takes uid's kept game token out of kept/ (a rename: of two recorders
 * taking it at once, one gets it) and reads it: its save text (malloc'd,
 * seal checked, mac line removed), t holding it; or NULL with a reason,
 * and nothing held. A kept game is so resumed once. */
char *host_take(const host_dir *h, long uid, const char *token, host_taken *t, size_t *len,
                char *why);
/* The game taken is over, or kept again: its copy goes. */
void host_taken_drop(const host_dir *h, host_taken *t);
/* Removes uid's kept game token (nothing when there is none). */
void host_unkeep(const host_dir *h, long uid, const char *token);

/* Removes from kept/ what nobody may resume any more: copies taken by
 * recorders that died, the games of users the password database no
 * longer knows, temporary files older than HOST_STALE_S. Looks at
 * HOST_SWEEP_CHECKS names at most, from a random one on. */
void host_kept_sweep(const host_dir *h);

#endif
