/* Privilege separation for a setgid games install (make install
 * HOST_SCORES=yes), the way OpenSSH separates its privileges: before the
 * program reads anything a user controls (options, config, environment
 * paths, terminal input, files), privsep_start opens the host directory,
 * forks the RECORDER (app/host/recorder.h), which keeps the games group, and
 * drops the group for good in the game process (real, effective and saved
 * group ids all the user's own). Both are made non-dumpable, so that
 * their user cannot read their memory (the board of a game being played)
 * nor take their descriptors.
 *
 * Everything the game process wants of the host tables goes through the
 * functions below, none of which waits for the recorder without a
 * deadline: a recorder that does not take a request within
 * PRIVSEP_SEND_WAIT_MS or answer within PRIVSEP_ANSWER_WAIT_MS is given
 * up for the rest of the process, and privsep_unavailable says so.
 *
 * Without a setgid install nothing happens: no recorder, no host tables,
 * everything per user as before. */
#ifndef HEXPUZZLE_APP_HOST_PRIVSEP_H
#define HEXPUZZLE_APP_HOST_PRIVSEP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/live.h"

enum { PRIVSEP_SEND_WAIT_MS = 1000, PRIVSEP_ANSWER_WAIT_MS = 5000 };

/* Call first in main. False with a one-line reason in err when the group
 * could not be dropped: the program must not go on. */
bool privsep_start(char *err, size_t len);
/* This process's memory and descriptors are no longer its user's to
 * read: again after every change of its credentials, which sets it back
 * to what fs.suid_dumpable says. */
void privsep_undumpable(void);
/* Whether a recorder is there to take requests. */
bool privsep_active(void);
/* Why a setgid install has no host tables now (their directory is not
 * set up, the recorder stopped answering), or "" (none, or no setgid
 * install). */
const char *privsep_unavailable(void);

/* A new board's seed, drawn by the recorder: the only kind of board that
 * may rank on the host. false when there is no recorder. */
bool privsep_seed(uint64_t *seed);
/* Whether seed is one of the latest the recorder drew here. */
bool privsep_drew(uint64_t seed);

/* The game as it is played, to the recorder, which witnesses it and
 * keeps its live log (app/live.h). */
extern const live_sink privsep_live_sink;

/* The results of privsep_record. */
typedef enum { PRIVSEP_FILED, PRIVSEP_NO_PLACE, PRIVSEP_REFUSED } privsep_verdict;
/* Offers a finished game's replay text to the host tables: FILED with
 * *rank its place (and in why a race's time as the host ranks it, else
 * ""); NO_PLACE; or REFUSED with a one-line reason in why (HOST_WHY_MAX
 * bytes), also when there is no recorder. */
privsep_verdict privsep_record(const char *text, size_t len, int *rank, char *why);

/* Asks the host to keep a game saved in progress (a save text): true with
 * its token (HOST_TOKEN_CHARS + 1 bytes), also for a game on the host's
 * board that may no longer rank there (the host's copy says so); false
 * with why when the host will not (a board the player knew, a save that
 * is not what the recorder saw, or there is no recorder). */
bool privsep_keep(const char *text, size_t len, char *token, char *why);
/* The save text the host kept for game and token (malloc'd), taken out
 * of the host's keeping to resume (once: a second asking is refused);
 * NULL with why. */
char *privsep_kept(const char *game, const char *token, size_t *len, char *why);
/* The host may forget a kept game, or the one taken to resume. */
void privsep_unkeep(const char *token);

/* The host tables as text (malloc'd); NULL with why. */
char *privsep_tables(size_t *len, char *why);
/* The games being played on the host, as app/host/host_live.h lists them
 * (malloc'd); NULL with why. */
char *privsep_live_list(size_t *len, char *why);
/* A host game being played, by its NAME in that list: its live log
 * (read-only) and a descriptor that wakes on its changes (or -1). */
bool privsep_follow(const char *name, int *fd, int *notify, char *why);
/* The host's matches being played, as app/host/host_match_watch.h lists
 * them (malloc'd); NULL with why. */
char *privsep_match_list(size_t *len, char *why);
/* Side's live log of the host match MATCH ("W-I" of that list),
 * read-only. */
bool privsep_follow_match(const char *match, int side, int *live_fd, char *why);
/* Side's lines of MATCH from byte offset on (malloc'd, a read's worth at
 * most); NULL with why. */
char *privsep_match_lines(const char *match, int side, long long offset, size_t *len, char *why);

/* A request of the host's match link (app/match_link_host.c; the frames
 * are app/host/recorder_match.h's): the answer's text (malloc'd, length
 * in *out_len) when it was OK, else NULL with why (HOST_WHY_MAX bytes). */
char *privsep_request(const char *kind, const char *payload, size_t len, size_t *out_len,
                      char *why);
/* A request with no answer; false when there is no recorder. */
bool privsep_tell(const char *kind, const char *payload, size_t len);

#endif
