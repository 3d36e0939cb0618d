/* The host's lobby: who waits for a match, the invitations and their
 * answers between the users of one host, as files in HOST_DIR/match/
 * (root:games 2770 like records/: made by the install, and by the first
 * recorder to need it), which only recorders (app/host/recorder.h)
 * touch, each for its own player. The shape is the local link's (app/
 * match_link.h), with recorder process ids for the game processes':
 *
 *     wait-PID        "hexpuzzle-wait 1", "player LOGIN", "game GAME"
 *     invite-W-I      recorder I invites waiter W: "hexpuzzle-invite 1",
 *                     "player LOGIN" (I's), "opponent LOGIN" (W's),
 *                     "game GAME", "params TEXT" (the first round's, its
 *                     seed drawn by I: no player ever reads this file),
 *                     "best N", "match ID"
 *     answer-W-I      W's answer: "accept" or "decline"
 *     msg-W-I-SIDE    a side's match lines, appended by its recorder
 *                     alone (app/host/recorder_match.h)
 *     rate-PID        when recorder PID wrote to the lobby lately
 *     side-W-I-SIDE   a side's live log, for watchers (app/host/
 *                     host_match_watch.h)
 *
 * Every login is the writing recorder's, from the password database,
 * never a player's word. Every file is written whole under a temporary
 * name and renamed into place, or appended to by the one recorder that
 * owns it; there is no lock, so a recorder stopped or killed at any step
 * holds nobody up. A file whose recorders are gone (kill(pid, 0) fails
 * with ESRCH) is stale: ignored and removed by the next sweep.
 *
 * THE BOUNDS, all kept by the recorders: a lobby file at most
 * HOST_LOBBY_FILE_MAX bytes (a longer or malformed one is no entry); a
 * user (by the files' owner) has at most HOST_LOBBY_WAITS waiting entries
 * and HOST_LOBBY_INVITES open invitations, and writes to the lobby
 * (waits, invitations, answers) at most HOST_LOBBY_RATE times a minute;
 * the whole directory holds at most HOST_LOBBY_FILES files, past which
 * nothing new is made. An invitation goes only to a recorder whose
 * player waits for that game, and shows only to it while it waits. */
#ifndef HEXPUZZLE_APP_HOST_HOST_LOBBY_H
#define HEXPUZZLE_APP_HOST_HOST_LOBBY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/host/host_ladder.h"
#include "session/session.h"

enum {
    HOST_LOBBY_FILE_MAX = SESSION_PARAMS + 256,
    HOST_LOBBY_WAITS = 2,
    HOST_LOBBY_INVITES = 4,
    HOST_LOBBY_RATE = 30,            /* lobby writes a minute, a user */
    HOST_LOBBY_RATE_MS = 60000,
    HOST_LOBBY_FILES = 256,
    HOST_LOBBY_LIST_MAX = 32,        /* entries a listing gives */
    HOST_LOBBY_GAME_MAX = 16
};

typedef struct {
    long waiter, inviter;            /* recorder process ids */
    char player[HOST_LOGIN_MAX + 1]; /* the inviter's login */
    char opponent[HOST_LOGIN_MAX + 1];   /* the waiter's */
    char game[HOST_LOBBY_GAME_MAX + 1];
    char params[SESSION_PARAMS];
    int best_of;
    char match[HOST_MATCH_ID_CHARS + 1];
} host_invite;

typedef struct {
    long pid;
    char player[HOST_LOGIN_MAX + 1];
    char game[HOST_LOBBY_GAME_MAX + 1];
} host_waiter;

typedef struct {
    int dir;                         /* HOST_DIR/match/, or -1 */
    long uid, pid;                   /* the recorder's */
    char login[HOST_LOGIN_MAX + 1];
    bool waiting;                    /* its wait entry is there */
} host_lobby;

/* The lobby of the host directory hostdir for the recorder pid of user
 * uid called login; its directory made if missing. False with why when
 * there is none. */
bool host_lobby_open(host_lobby *l, int hostdir, long uid, long pid, const char *login,
                     char *why);
/* Its wait entry removed, its directory closed. */
void host_lobby_close(host_lobby *l);

/* Its player waits for a match of game, at monotonic time now (ms); false
 * with why (a bound reached). */
bool host_lobby_wait(host_lobby *l, const char *game, int64_t now, char *why);
void host_lobby_unwait(host_lobby *l);
/* The waiting recorders, oldest first, at most max (stale ones
 * removed). */
int host_lobby_waiters(host_lobby *l, host_waiter *out, int max);

/* The recorder pid's wait, if it is there and whole. */
bool host_lobby_waiter(host_lobby *l, long pid, host_waiter *w);

/* Writes inv (inviter: this recorder; player: its login) to its waiter,
 * who must be waiting for inv->game (its login then in inv->opponent);
 * false with why. */
bool host_lobby_invite(host_lobby *l, host_invite *inv, int64_t now, char *why);
/* The invitations to this recorder while it waits, at most max. */
int host_lobby_invites(host_lobby *l, host_invite *out, int max);
/* The invitation of inviter to this recorder, read whole; false when
 * there is none. */
bool host_lobby_invite_of(host_lobby *l, long inviter, host_invite *out);
/* This recorder's answer to inviter's invitation; false with why when
 * there is none, or a bound is reached. */
bool host_lobby_answer(host_lobby *l, long inviter, bool accept, int64_t now, char *why);
/* The answer to this recorder's invitation of waiter: 1 accept, 0
 * decline, -1 none yet. */
int host_lobby_answer_of(host_lobby *l, long waiter);
/* This recorder's invitation of waiter goes, its answer with it. */
void host_lobby_uninvite(host_lobby *l, long waiter);

/* Whether the directory has room for another file (stale ones swept
 * first). */
bool host_lobby_room(host_lobby *l);

/* Removes the files whose recorders are gone (a rate file once its
 * minute is over too). */
void host_lobby_sweep(host_lobby *l);

#endif
