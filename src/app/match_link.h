/* The link between the two sides of a match: the lobby, invitations and
 * their answers, each round's params, and the lines the sides send each
 * other. One interface with two ends, chosen once, at the first use:
 *
 *   - the HOST's (app/match_link_host.c), where a recorder runs (app/
 *     host/privsep.h): every part goes through this player's recorder to
 *     the host's private lobby (app/host/host_lobby.h), which no player
 *     can read; the recorders draw the seeds, hand a round's params over
 *     only when it starts, and write each side's race lines from what
 *     they witnessed (app/host/recorder_match.h): what a player's process
 *     sends of the referee's lines but `leave` is not heard;
 *   - the LOCAL one (below, this file), between terminals of one user.
 *
 * The local link's files in STATEDIR/match/ (app/store.h; mode 0700,
 * nobody else's):
 *
 *     wait-PID          a process waiting for a game: "hexpuzzle-wait 1",
 *                       "player LOGIN", "game GAME"; gone with its process
 *     invite-W-I        process I invites waiter W: "hexpuzzle-invite 1",
 *                       "player LOGIN", "game GAME", "params TEXT" (its
 *                       seed drawn by I), "best N"
 *     answer-W-I        W's answer: "accept" or "decline"
 *     msg-W-I-SIDE      a side's match messages (session/match.h's lines,
 *                       and a game's own: session/hextris_match.h),
 *                       SIDE 0 the inviter, 1 the waiter; each side only
 *                       appends to its own and reads the other's
 *
 * Every file names the processes it belongs to: one whose processes are
 * all gone is stale, ignored and removed by the next look at the lobby.
 * Reading never blocks (regular files, read from where it left off), so
 * a stopped or killed side never stalls the other: the referee's grace
 * time decides. Bounded: a lobby file is at most LINK_FILE_MAX bytes, a
 * listing LINK_ENTRIES_MAX entries, a side's messages LINK_MESSAGES_MAX
 * bytes (a match's worth: a side that writes more is no longer heard),
 * and a side reads at most LINK_READ_MAX bytes a poll. */
#ifndef HEXPUZZLE_APP_MATCH_LINK_H
#define HEXPUZZLE_APP_MATCH_LINK_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "app/match_entry.h"
#include "session/match.h"
#include "session/session.h"

enum {
    LINK_FILE_MAX = SESSION_PARAMS + 256,
    LINK_ENTRIES_MAX = 32,
    LINK_NAME_MAX = 33,
    /* A match's worth: a hextris versus sends its well (1.3 kB) at most
     * four times a second, and only when its stack changed. */
    LINK_MESSAGES_MAX = 16 << 20,
    LINK_READ_MAX = 16 * MATCH_GAME_LINE_MAX
};

typedef struct {
    long pid;                       /* the waiting process */
    char player[LINK_NAME_MAX];     /* its login, as written: escape it to show */
    char game[17];
} link_waiter;

typedef struct {
    long waiter, inviter;           /* the processes */
    char player[LINK_NAME_MAX];     /* who invites */
    char game[17];
    char params[SESSION_PARAMS];    /* the first round's, its seed drawn */
    int best_of;
} link_invite;

/* This process waits for a game (false with why when the directory
 * cannot be had); the entry goes when it stops or exits. */
bool link_wait_start(const char *game, char *why, size_t len);
void link_wait_stop(void);
/* The processes waiting now, oldest first, at most max; stale entries
 * removed. */
int link_waiters(link_waiter *out, int max);
/* The waiter whose login is name (and game game), oldest first, that is
 * not this process. */
bool link_find_waiter(const char *name, const char *game, link_waiter *out);

/* inv goes to its waiter (false with why). */
bool link_invite_send(const link_invite *inv, char *why, size_t len);
/* The invitations to this process, at most max. */
int link_invites(link_invite *out, int max);
/* The waiter's answer to inv: written / read back (1 accept, 0 decline,
 * -1 none yet). Removing an invitation takes its answer with it. */
bool link_answer(const link_invite *inv, bool accept);
int link_answer_of(const link_invite *inv);
void link_invite_remove(const link_invite *inv);

/* A match's messages, as one side sees them. */
typedef struct {
    link_invite inv;                /* the match's */
    int side;
    int out_fd, in_fd;              /* the local end's files */
    char in_path[512], out_path[512];
    off_t out_size;
    match_entry_lines in;
} link_channel;

/* Opens side's end of the match of inv (side 0 the inviter); false with
 * why. */
bool link_open(link_channel *c, const link_invite *inv, int side, char *why, size_t len);
/* The params of round round (from 0), its seed and all: on the host, only
 * once the round has begun (false before). */
bool link_round(link_channel *c, int round, char *params, size_t len);
/* A watcher's end of a local match of inv (app/watch_match.h): side's
 * messages, read only through link_local_end (nothing to send); false
 * with why. */
bool link_watch(link_channel *c, const link_invite *inv, int side, char *why, size_t len);
/* Appends one line (with its newline); false once the side's bound is
 * reached or the write failed. */
bool link_send(link_channel *c, const char *line);
/* The other side's whole lines that came in since, each given to take
 * (its newline left out; lines longer than MATCH_GAME_LINE_MAX are
 * skipped);
 * never waits. */
void link_receive(link_channel *c, void (*take)(void *ctx, const char *line, size_t n), void *ctx);
/* Closes the side's end and removes its messages. */
void link_close(link_channel *c);

/* The match's games as they are played (a session_hooks.live): on the
 * host, to the recorder, which witnesses them; locally, to this user's
 * own live logs (app/live.h), for the user's watchers. */
void link_live(void *ctx, const char *game, const char *params, const session_log *log,
               session_live now);

/* Whether the link is the host's. */
bool link_on_host(void);
/* Whether the process pid of a lobby entry may still be there. */
bool link_process_alive(long pid);

/* An end of the link: the functions above, each end's own. */
typedef struct {
    bool (*wait_start)(const char *game, char *why, size_t len);
    void (*wait_stop)(void);
    int (*waiters)(link_waiter *out, int max);
    bool (*invite_send)(const link_invite *inv, char *why, size_t len);
    int (*invites)(link_invite *out, int max);
    bool (*answer)(const link_invite *inv, bool accept);
    int (*answer_of)(const link_invite *inv);
    void (*invite_remove)(const link_invite *inv);
    bool (*open)(link_channel *c, const link_invite *inv, int side, char *why, size_t len);
    bool (*round)(link_channel *c, int round, char *params, size_t len);
    bool (*send)(link_channel *c, const char *line);
    void (*receive)(link_channel *c, void (*take)(void *ctx, const char *line, size_t n),
                    void *ctx);
    void (*close)(link_channel *c);
    /* NULL: nobody hears the games. */
    void (*live)(const char *game, const char *params, const session_log *log, session_live now);
} link_end;

extern const link_end link_local_end, link_host_end;

#endif
