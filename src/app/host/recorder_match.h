/* A recorder's part in matches between the users of a host: the lobby
 * (app/host/host_lobby.h) and its player's side of one match, served to
 * the game process (app/match_link_host.c) in frames beside the
 * recorder's others (app/host/recorder.h):
 *
 *     LW GAME            wait for a match of GAME          OK | NO
 *     LS                 stop waiting                      (no answer)
 *     LL                 who waits: "PID GAME LOGIN" lines OK LIST
 *     LI W BEST PARAMS   invite waiter W to best of BEST   OK | NO
 *     LV                 the invitations to this player,   OK LIST
 *                        "I BEST GAME LOGIN PARAMS" lines,
 *                        while it waits
 *     LA I 1|0           accept or decline I's invitation  OK | NO
 *     LQ W               the answer to the invitation of W OK accept|decline|none
 *     LX W               that invitation goes              (no answer)
 *     MO SIDE OTHER      the match of this recorder's      OK | NO
 *                        invitation (SIDE 0), once LQ read
 *                        its acceptance, or of the one it
 *                        accepted (1) begins
 *     MP ROUND           the round's params, its seed too, OK PARAMS | NO
 *                        once the round has begun
 *     MR                 the other side's lines since      OK LINES
 *     ML LINE            a line of this side's             (no answer)
 *     MC                 the match is left                 (no answer)
 *
 * WHO DRAWS. The inviter's recorder draws the match's seed and its id
 * when it writes the invitation (PARAMS must be one of the game's match
 * params: their seed is replaced), and keeps them in the private lobby;
 * the waiter's recorder reads them when its player accepts. Neither
 * player learns a round's params before MP hands them over, at the
 * round's start; the lists show params with seed 0.
 *
 * WHAT IS WITNESSED. Each recorder witnesses its player's rounds as any
 * game (app/host/witness.h) and writes its side's race lines
 * (session/match.h) ITSELF, at its player's polls (MR): the game's
 * match_race.progress on the witness's own play, at the witnessed game
 * time (the latest move's, or the recorder's clock less HOST_LATE_MS,
 * which no later move can go below). Of the referee's lines a player's
 * process sends (ML) only `leave` is heard: a player may give up, not
 * report. A game's own lines (hextris' garbage and wells) are the
 * game's witness's (its match_race.lines, session/match.h): the player's
 * moves of its game go through it (recorder_match_move), the other
 * side's lines go to it and from it to the player, and what this side
 * sends the other it reads from the witnessed game, after each move and
 * at each poll, when it has also played what the player failed to; the
 * player's process' own lines of the game are not passed on. A game
 * without one has its own lines passed on as the process sends them,
 * bounded. The recorder of a player whose process goes (its socket
 * closes) or leaves (MC) writes `leave`.
 *
 * THE RESULT. Each recorder runs the referee on both sides' lines by
 * its own clock: a side not heard for MATCH_GRACE_MS forfeits (a stopped
 * process, or its stopped recorder, never stalls the other side, whose
 * recorder reads files that never block), and a decided match is filed
 * by both recorders with host_match_record (app/host/host_ladder.h),
 * which counts it once. A drawn match is not filed. */
#ifndef HEXPUZZLE_APP_HOST_RECORDER_MATCH_H
#define HEXPUZZLE_APP_HOST_RECORDER_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "app/host/host.h"
#include "app/host/host_lobby.h"
#include "app/host/witness.h"
#include "app/match_entry.h"
#include "session/match.h"

enum {
    /* A side's lines, a match's worth (as the local link's). */
    RECORDER_MATCH_LINES_MAX = 16 << 20,
    RECORDER_MATCH_READ_MAX = 16 * MATCH_GAME_LINE_MAX
};

typedef struct {
    const host_dir *h;
    host_lobby lobby;
    bool have_lobby;
    char no_lobby[HOST_WHY_MAX];   /* why not */
    host_invite sent;              /* the last invitation made (match[0]: none), */
    bool sent_accepted;            /* ...which its waiter accepted */
    host_invite accepted;          /* ...and accepted */
    /* The match being played. */
    bool on;
    int side;
    host_invite inv;
    const session_game *g;
    uint64_t seed;
    match m;
    int out_fd, in_fd;
    off_t out_size;
    match_entry_lines in;
    void *lines;                   /* the game's witness of its own lines, */
    int lines_round;               /* ...at the player's round (-1: none yet) */
    match_msg said;                /* this side's last race line, */
    int64_t said_at, said_t;       /* ...when, at game time */
    bool filed;
} recorder_match;

/* The match part of the recorder pid of user uid (login) for host h. */
void recorder_match_init(recorder_match *rm, const host_dir *h, long uid, long pid,
                         const char *login);

/* The answer to a frame: kind NULL for none; text malloc'd; a round's
 * seed handed out (drew), which the recorder then witnesses as its own. */
typedef struct {
    const char *kind;
    char *text;
    size_t len;
    bool drew;
    uint64_t seed;
} recorder_match_answer;

/* Serves a frame of kind (payload, len) at monotonic time now, w the
 * game witnessed; false when kind is none of the match's. */
bool recorder_match_serve(recorder_match *rm, const char *kind, const char *payload, size_t len,
                          witness *w, int64_t now, recorder_match_answer *a);
/* The witness_mover (app/host/witness.h) of the recorder's witness w
 * while rm is on: a move of a round of the match goes through the game's
 * witness of its own lines, if it has one. */
bool recorder_match_move(void *rm, witness *w, int64_t t, const char *text);
/* The game process is gone: its side leaves; the lobby is left. */
void recorder_match_end(recorder_match *rm, int64_t now);

#endif
