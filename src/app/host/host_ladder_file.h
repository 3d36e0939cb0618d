/* A match ladder in memory, and its files as text (app/host/
 * host_ladder.h has them on disk): what a match does to a ladder, and the
 * one way each is written and read back.
 *
 *     hexpuzzle-match 1        hexpuzzle-ladder 1
 *     game GAME                game GAME
 *     id ID                    seq SEQ
 *     when WHEN                player LOGIN RATING RD VOLATILITY WON PLAYED LAST
 *     winner LOGIN             ...
 *     loser LOGIN              match ID WHEN WINNER LOSER
 *                              ...
 *
 * each then sealed (host_seal). WHEN and LAST are seconds since 1970;
 * RATING, RD and VOLATILITY are in billionths, whole numbers, as every
 * rating is rounded after each match: so that the text reads the same in
 * every locale, and a ladder read back rates the next match exactly as
 * the one written did. The history's matches come oldest first. */
#ifndef HEXPUZZLE_APP_HOST_HOST_LADDER_FILE_H
#define HEXPUZZLE_APP_HOST_HOST_LADDER_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/host/host_ladder.h"
#include "session/glicko2.h"

enum {
    HOST_LADDER_PLAYERS = 512,   /* players on a ladder: the longest idle goes */
    HOST_LADDER_HISTORY = 128,   /* the last matches a ladder keeps */
    HOST_LADDER_FOLD = 64,       /* matches one fold takes, one look reads */
    HOST_LADDER_FILE_MAX = 128 * 1024,
    HOST_MATCH_FILE_MAX = 1024,
    HOST_LADDER_GAME_MAX = 32,   /* a game's name */
    HOST_LADDER_DAY_S = 86400    /* a rating period without play */
};
_Static_assert(HOST_LADDER_FOLD <= HOST_LADDER_HISTORY,
               "a fold's matches are all in the history it writes");

typedef struct {
    char id[HOST_MATCH_ID_CHARS + 1];
    int64_t when;
    char winner[HOST_LOGIN_MAX + 1], loser[HOST_LOGIN_MAX + 1];
} host_match;

typedef struct {
    char login[HOST_LOGIN_MAX + 1];
    glicko2_rating rating;
    uint32_t won, played;
    int64_t last;   /* when its last match ended */
} host_ladder_player;

typedef struct {
    uint64_t seq;
    size_t nplayers, nhistory;
    host_ladder_player players[HOST_LADDER_PLAYERS];
    host_match history[HOST_LADDER_HISTORY];
} host_ladder;

/* An empty ladder, before any fold (seq 0). */
void host_ladder_init(host_ladder *l);

/* Whether l's history holds the match id. */
bool host_ladder_counted(const host_ladder *l, const char *id);

/* Match m rated into l as one rating period, after each player's days
 * without a match (glicko2_idle), and kept in its history; nothing when
 * the history holds it already. A player new to l starts at
 * glicko2_initial(), in the place of the player idle longest when l is
 * full. */
void host_ladder_apply(host_ladder *l, const host_match *m);

/* The order matches are applied in: by when, then by id. */
int host_match_order(const host_match *a, const host_match *b);

/* Whether m is a match: its id, its players and its time as a match's. */
bool host_match_ok(const host_match *m);

/* The texts (malloc'd, length in *len; NULL when out of memory), and the
 * texts read back: false for anything else than what the format writes,
 * or of another game. */
char *host_match_format(const host_match *m, const char *game, size_t *len);
bool host_match_parse(const char *text, size_t len, const char *game, host_match *m);
char *host_ladder_format(const host_ladder *l, const char *game, size_t *len);
bool host_ladder_parse(const char *text, size_t len, const char *game, host_ladder *l);

#endif
