/* The host's match ladders: a Glicko-2 rating (session/glicko2.h) per
 * player and game, from the results of the matches played on the host,
 * kept by the recorders without a lock as the top-10 tables are.
 *
 * A ladder is a directory of its own, records/ladder-GAME/ (made by the
 * first recorder to need it; no table's name, GAME.CATEGORY, can be
 * one), holding sealed files (app/host/host.h) of two kinds:
 *
 *     ID.match     one match's result, as its recorder filed it: ID is
 *                  the match's (HOST_MATCH_ID_CHARS hex digits), so that
 *                  filing one match twice (both players' recorders, or
 *                  one run twice) makes one file
 *     SEQ.ladder   the ladder with every match folded into it so far:
 *                  its players, and the last HOST_LADDER_HISTORY matches
 *                  it counted; SEQ in 20 digits, one more each fold
 *
 * The ladder is the newest SEQ.ladder with the matches not yet in it
 * applied on top, each rated as its own rating period (app/host/
 * host_ladder_file.h says in which order). A fold, made by every record
 * after its match is filed, writes SEQ+1 from SEQ and the matches it
 * sees; the link of SEQ+1 never replaces, so that of two folds at once
 * one counts and the other starts again. Before it links, a fold removes
 * the match files SEQ counted: whatever a recorder is stopped or killed
 * between, a match file is either in the ladder's history or counted by
 * no ladder at all, and so neither lost nor counted twice. A match filed
 * again after more than HOST_LADDER_HISTORY matches of its game have been
 * counted is counted again: the match code files each match once, at its
 * end. */
#ifndef HEXPUZZLE_APP_HOST_HOST_LADDER_H
#define HEXPUZZLE_APP_HOST_HOST_LADDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "app/host/host.h"

enum {
    /* A login name on a ladder: 1-32 printable ASCII characters, no space
     * (the host tables' rule for a player, which useradd's length limit
     * bounds), and not "?", which stands for no login. */
    HOST_LOGIN_MAX = 32,
    /* A match's id: lowercase hex digits, as many. */
    HOST_MATCH_ID_CHARS = 32
};

/* Whether login may stand on a ladder. */
bool host_login_ok(const char *login);
/* Whether id is a match's id. */
bool host_match_id_ok(const char *id);

/* Files the result of match (its id) of game: winner beat loser, the
 * match ending at when (seconds since 1970, the recorder's clock), and
 * folds it into the game's ladder. True once it is filed (filed before,
 * it is not filed again), even if the fold is left to the next record;
 * false with a one-line reason in why: a game the host does not know,
 * a login that may not stand on a ladder, the same player twice, or
 * files that cannot be written. */
bool host_match_record(const host_dir *h, const char *game, const char *match,
                       const char *winner, const char *loser, int64_t when, char *why);

/* Every game's ladder as text, at 80 columns, in ASCII (a vt100 has no
 * "±"): rank, login (escaped), rating, RD as "+/-" (grown to now, seconds
 * since 1970, for the days each player has not played), matches won/played; the best rating first.
 * A blank line before each, the first too when after is set. How many
 * it printed: none when no game has a ladder yet. */
size_t host_ladder_print(FILE *f, const host_dir *h, int64_t now, bool after);

#endif
