/* Host matches as watchers find them: each recorder whose match begins
 * says beside its side's lines in the lobby (app/host/host_lobby.h) which
 * live log (app/host/host_live.h) its player's rounds go to, and how many
 * rounds the match has:
 *
 *     side-W-I-SIDE   "hexpuzzle-side 1", "best N", "live UID-PID.live"
 *
 * A watcher's own recorder lists the matches whose two sides said so,
 * hands each side's live log over as a read-only descriptor, and reads
 * each side's lines for it: the watcher never reaches the lobby itself,
 * and its recorder reads files that nobody waits on, so a watcher
 * stopped stalls nobody. */
#ifndef HEXPUZZLE_APP_HOST_HOST_MATCH_WATCH_H
#define HEXPUZZLE_APP_HOST_HOST_MATCH_WATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "app/host/host.h"
#include "app/host/host_lobby.h"

/* The matches a listing gives at most; a side file's name's size. */
enum { HOST_MATCH_WATCH_MAX = 16, HOST_MATCH_WATCH_NAME = 64 };

/* This recorder's side of the match inv began; its player's live logs
 * are uid's of game process gamepid. The file's name into name
 * (HOST_MATCH_WATCH_NAME bytes), for host_match_watch_ended. */
void host_match_watch_begun(const host_lobby *l, const host_invite *inv, int side, long uid,
                            long gamepid, char *name);
/* The match whose side file is name ("": none) is left, or the recorder
 * ends: watchers no longer find it (a recorder killed leaves it to the
 * lobby's sweep). name becomes "". */
void host_match_watch_ended(const host_lobby *l, char *name);

/* The matches whose both sides began, one line each:
 *     W-I TAB BEST TAB LIVE0 TAB LIVE1 "\n"
 * (W-I: the match, to follow; LIVE: each side's live log's name, as the
 * host's list of games names it). malloc'd, length in *len; NULL when
 * memory ran out. */
char *host_match_watch_list(const host_lobby *l, size_t *len);

/* Side's live log of match "W-I", read-only: false when it is no match
 * being played. */
bool host_match_watch_follow(const host_dir *h, const host_lobby *l, const char *match, int side,
                             int *live_fd);
/* Side's lines of match "W-I" from byte offset on, at most max bytes into
 * buf: how many, or -1 when it is no match being played. Read for the
 * watcher, never handed over: a descriptor of a file the watcher owns
 * (its own side's) would let it open the file again for writing. */
ssize_t host_match_watch_lines(const host_lobby *l, const char *match, int side, off_t offset,
                               char *buf, size_t max);

#endif
