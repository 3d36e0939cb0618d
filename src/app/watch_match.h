/* Matches being played, as `hexpuzzle watch` lists and follows them: the
 * two sides' live logs of one match paired (app/live.h), and the match as
 * it stands, from both sides' messages (app/match_link.h) heard by a
 * referee of the watcher's own (session/match.h). Read only: the watcher
 * writes nothing, and reading never blocks, so a watcher stopped stalls
 * nobody.
 *
 * A match comes from a listing: this user's own matches between two
 * terminals (watch_matches_own, their messages read through the link's
 * local end whatever end this process's own matches take), or a host's
 * (watch_matches_host), whose watch_match holds the live logs'
 * descriptors the watcher's recorder opened (live_fd), their names in
 * live_path, and reads the sides' messages through that recorder;
 * refereeing and the lines are the same. */
#ifndef HEXPUZZLE_APP_WATCH_MATCH_H
#define HEXPUZZLE_APP_WATCH_MATCH_H

#include <stdbool.h>
#include <stddef.h>

#include "app/live.h"
#include "app/match_link.h"
#include "app/store.h"
#include "session/match.h"

/* A side's game played from its live log by the watcher, to know when
 * its race ended in a loss: that move (a mine) shows the board's secret,
 * which the other side, still on the same board, must not learn from a
 * watcher (or from its own player watching in another terminal). */
typedef struct {
    void *state;                   /* its game after its first judged moves */
    size_t judged;
    char params[SESSION_PARAMS];
    int64_t started;
    size_t lost_at;                /* the move that lost it, or SIZE_MAX */
    bool ended;                    /* won or lost */
} watch_judge;

typedef struct {
    const session_game *rules;
    int best_of;
    long pid[2];                   /* each side's process: 0 the inviter */
    live_log log[2];               /* each side's live log, as last read */
    int live_fd[2];                /* ...read again from this, or -1: */
    char live_path[2][STORE_PATH_MAX];   /* ...from this path */
    char host_id[48];              /* a host match's, as its listing names it, */
    long long host_read[2];        /* ...and how much of each side's lines */
    link_channel msgs[2];          /* each side's messages, read only */
    match m;                       /* the match as both sides' messages say */
    match_msg *queue[2];           /* a side's messages of a round the */
    size_t queued[2], queue_cap[2];/* other has not ended yet, held back */
    watch_judge judge[2];          /* each side's game as its log plays */
} watch_match;

/* This user's matches between two terminals being played now, read up to
 * now, the newest first: at most max. */
size_t watch_matches_own(watch_match *out, size_t max);
/* The host's matches being played, as the watcher's recorder lists them
 * and hands over their sides, read up to now, the newest first: at most
 * max (none without a recorder). */
size_t watch_matches_host(watch_match *out, size_t max);
/* Reads what came in since: both sides' messages, into the referee. */
void watch_match_read(watch_match *w);
/* Side's live log read again, as tui/match_view.h's refresh: a side
 * whose race a loss ended is shown as it stood before the losing move
 * while the other side may still play that board (the match goes on, and
 * the other has not ended that game, nor gone on to a later one). */
bool watch_match_refresh(watch_match *w, int side, session_save *log, session_live *now,
                         long long *started_ms);
/* The listing's entry ("alice vs bob, hextris versus, round 2, 1-0"). */
void watch_match_entry(const watch_match *w, char *buf, size_t len);
/* The match's line over the two games (each side's game as shown in
 * state, or NULL), said shorter where it would be wider than width. */
void watch_match_line(const watch_match *w, const void *const state[2], int width, char *buf,
                      size_t len);
/* When its round began (the wall clock's ms), for the listing. */
int64_t watch_match_started(const watch_match *w);
void watch_match_free(watch_match *w);

#endif
