/* A match: two players race on the same boards, best of 1, 3 or 5, and
 * this referee says who won each round and the match. Pure: no I/O, no
 * clock; the link's time (milliseconds, any origin, the same for every
 * call of one match) comes in as arguments, and each side's progress as
 * reports timed by that side's own game clock.
 *
 * THE BOARDS. Round r is played on the match's params with the seed
 * match_round_seed(game, seed, r): the seed is drawn for the match (by
 * whoever sets it up: the host's recorder, or locally the inviter's
 * process), so both players get the same board and neither knows it
 * before play. A game whose board depends on its first move (hexmines'
 * no-guess boards) opens every round with the same move for both
 * (match_race.opening).
 *
 * AT THE SAME TIME. Each side's clock is its own game time, from its
 * round's start; the link's delay never enters a verdict. A side's end
 * (a clear, a mine) at its game time t decides a round once the other
 * side has either ended too or been heard at a game time past t: until
 * then the other might still have ended first.
 *
 * THE RULES, by the game's race rule:
 *   MATCH_FIRST_TO_CLEAR (hexmines): the first end decides: a clear wins
 *     the round, a mine loses it; two ends at the same millisecond of the
 *     same kind draw it.
 *   MATCH_FEWEST_MISTAKES (hexcells): the fewer mistakes at the clear
 *     win, then the shorter time; a side not yet clear that has already
 *     made more mistakes (or as many, and taken longer) cannot win.
 * The match goes to the first side to win more than half of best_of; a
 * match whose rounds are all played without that (draws) is drawn.
 *
 * FORFEIT. A side that leaves (MATCH_MSG_LEAVE), or is not heard from
 * for the match's grace time (its process stopped, killed or cut off),
 * loses the match. Every side reports at least every MATCH_BEAT_MS, so
 * silence means trouble. The side that finds the other silent says so
 * (MATCH_MSG_SILENT), and a side that hears it has lost, whatever it
 * reads first: a process let go near the end of the grace time cannot
 * tell by its own clock whether the other side's ran out, and would
 * otherwise read on (a round the other won, the next one begun) to
 * another verdict than the other side's.
 *
 * BOTH STOPPED. Only a side that is heard itself finds the other silent:
 * a side heard again after more than MATCH_BEAT_MS of its own silence
 * (its process was stopped or stalled, and the other's may have been too)
 * counts the other's silence afresh from then. So the two sides never
 * both claim the match. Both stopped and let go together, each hears
 * the other within the grace time and the match goes on; let go apart,
 * the first to wake finds the other silent only after a whole grace time
 * of its own, and says so before the other can: a side reads what came
 * in before it looks at the time, so it hears "silent" before it could
 * find silence itself. A side that was stopped alone reads the other's
 * "silent" as it wakes. One verdict, on both screens.
 *
 * MESSAGES. Each side's reports go to the other as lines of text (the
 * link carries them; app/match_link.h), each at most MATCH_LINE_MAX
 * bytes with its newline, ASCII words of digits and lower-case letters:
 *
 *     race R T SOLVED FLAGS MISTAKES STATE   round R (0..4) at game time
 *                                            T ms: SOLVED per mille of the
 *                                            board, FLAGS, MISTAKES, and
 *                                            STATE "on", "clear" or "mine"
 *     leave                                  gives the match up
 *     silent                                 the other side was not heard
 *                                            for the grace time: this side
 *                                            has the match
 *
 * Numbers are canonical (util/number.h) and bounded; anything else, a
 * longer line, or a report that goes back in time or to another round
 * than the one being played is refused.
 */
#ifndef HEXPUZZLE_SESSION_MATCH_H
#define HEXPUZZLE_SESSION_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/game.h"

enum {
    MATCH_LINE_MAX = 80,       /* a message line, its newline included */
    /* A game's own message beside the referee's (a hextris well), its
     * newline included: the longest line a link carries. */
    MATCH_GAME_LINE_MAX = 1400,
    MATCH_BEST_OF_MAX = 5,
    MATCH_GRACE_MS = 10000,    /* silence that loses the match */
    MATCH_BEAT_MS = 1000,      /* a side reports at least this often */
    MATCH_DRAW = 2             /* a verdict: neither side */
};

/* A side's progress in its round at game time t. */
typedef struct {
    int64_t t;
    int solved;        /* per mille of the board solved */
    int flags;
    int mistakes;
    bool cleared;      /* the board solved at t */
    bool lost;         /* a mine at t: the race is over for this side */
} match_progress;

typedef enum { MATCH_FIRST_TO_CLEAR, MATCH_FEWEST_MISTAKES } match_rule;

/* A game's part in races (session_game.race). */
typedef struct match_race {
    match_rule rule;
    /* What decides its matches, in words for `play-with --help` (at most
     * two lines of 64 characters, a newline between). */
    const char *how;
    /* The game's progress at game time t. */
    void (*progress)(const void *state, int64_t t, match_progress *out);
    /* The move that opens a round for both sides alike, into buf, while
     * the game has not begun; false: none (NULL: never). */
    bool (*opening)(const void *state, char *buf, size_t len);
    /* The move that helps the player (a hint), which a race refuses. */
    const char *assist_move;
    /* Optional, for a game with a match of its own beside its race
     * (hextris' versus). The first round's params, its seed still to be
     * drawn, of the game's own match (own) or of its race, into buf;
     * false: it has none. NULL: a race only, on the game's first standard
     * game. */
    bool (*match_params)(bool own, char *buf, size_t len);
    /* What a match of params is called ("versus"); NULL: "race". */
    const char *(*kind)(const char *params);
    /* The other side's progress in words for the line over the game, its
     * end too (state: this side's game, of the same match); NULL: the
     * rule's. */
    void (*describe)(const void *state, const match_progress *them, char *buf, size_t len);
    /* How the host's recorder judges the game's own lines (below); NULL:
     * it has none, and passes the player's on. */
    const struct match_lines_witness *lines;
} match_race;

typedef enum { MATCH_MSG_RACE, MATCH_MSG_LEAVE, MATCH_MSG_SILENT } match_msg_kind;

typedef struct {
    match_msg_kind kind;
    int round;
    match_progress p;
} match_msg;

/* The line of m into buf (at least MATCH_LINE_MAX bytes), its newline
 * included; false when it does not fit or m is out of bounds. */
bool match_line_encode(const match_msg *m, char *buf, size_t len);
/* A line (n bytes, its newline left out) into *m; false, *m unchanged,
 * for anything that is not a line match_line_encode writes. */
bool match_line_decode(const char *line, size_t n, match_msg *m);

typedef struct {
    match_rule rule;
    int best_of;               /* 1, 3 or 5 */
    int64_t grace_ms;
    int round;                 /* the round being decided, from 0 */
    /* Each round's winner: 0, 1, MATCH_DRAW, or -1 while open. */
    int round_winner[MATCH_BEST_OF_MAX];
    int wins[2];
    match_progress now[2];     /* each side's last report */
    int now_round[2];          /* ...and its round (-1: none yet) */
    int64_t heard[2];          /* link time each side was last heard */
    int winner;                /* the match's: 0, 1, MATCH_DRAW, -1 */
    int forfeit;               /* the side that forfeited, or -1 */
    bool silent;               /* ...by silence, not by leaving */
} match;

/* Plays move at game time t into the recorder's own game of this side
 * and, if the game takes it, its log: whether it took it. */
typedef bool match_play_move(void *ctx, int64_t t, const char *move);

/* A game's own lines (hextris' garbage and wells) as the host's recorder
 * witnesses them for one side of a match (app/host/recorder_match.h):
 * what the other side's lines do to this side's game is played by the
 * rules, and what this side sends is read from the game the recorder
 * plays, never taken from the player's process. Times are the
 * witnessed game's. */
typedef struct match_lines_witness {
    /* A witness of a match of params, at its first round; NULL: no memory. */
    void *(*create)(const char *params);
    void (*destroy)(void *lw);
    /* The player's game of round round began. */
    void (*round)(void *lw, int round);
    /* A line of the other side's heard at t: true when the witness took
     * it (it reaches the player by hand only), false to pass it on. */
    bool (*hear)(void *lw, const char *line, size_t n, int64_t t);
    /* The next line for the player, handed at t (its newline included);
     * false when none. */
    bool (*hand)(void *lw, int64_t t, char *buf, size_t len);
    /* The player's move at t, played (by play, with ctx) as the witness
     * judges it. */
    void (*move)(void *lw, int64_t t, const char *move, match_play_move *play, void *ctx);
    /* No move of the player's before t can still come. */
    void (*advance)(void *lw, int64_t t, match_play_move *play, void *ctx);
    /* The next line this side sends the other at t, read from the game
     * state played by login (its newline included); false when none. */
    bool (*send)(void *lw, const void *state, const char *login, int64_t t, char *buf,
                 size_t len);
    /* The referee m, of which this is side, decided at t (round: the
     * player's game's). */
    void (*referee)(void *lw, const match *m, int side, int round, int64_t t);
} match_lines_witness;

/* A match starting at link time now; false for a best_of not 1, 3 or 5
 * or a grace time not above MATCH_BEAT_MS. */
bool match_init(match *m, match_rule rule, int best_of, int64_t grace_ms, int64_t now);
/* A message from side (0 or 1) heard at link time now: true when taken;
 * false when refused (a round not yet begun, time going back, the match
 * over). A refused message is not word from the side: it does not keep
 * it in. A report of a round already decided is word from the side (it
 * is still looking at that round's end) and changes nothing else. */
bool match_hear(match *m, int side, const match_msg *msg, int64_t now);
/* Time passes to now: a silent side forfeits. True when that ended the
 * match. */
bool match_tick(match *m, int64_t now);

/* Once a round is decided the next begins at once (m->round), unless
 * the match is over: each side plays it when it is ready, on its own
 * clock. */
bool match_over(const match *m);

/* Where side stands in the round being decided, in words (its game's
 * match_race.describe where it has one): "not begun", "hit a mine",
 * "50%, 3 flags"... state: the game of the other side, which the words
 * are for (NULL: not known yet). */
void match_side_words(const match *m, const session_game *g, const void *state, int side,
                      char *buf, size_t len);

/* The seed of round r of a match whose seed is seed. */
uint64_t match_round_seed(const session_game *g, uint64_t seed, int round);

#endif
