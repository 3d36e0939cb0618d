/* The application's side of the session hooks: finished games go to the
 * score file, games in progress to save files, in the state directory.
 * Warnings that arise before a game starts (a corrupt save, an unwritable
 * directory) are gathered for the game to show and for stderr afterwards. */
#ifndef HEXPUZZLE_APP_SESSION_APP_H
#define HEXPUZZLE_APP_SESSION_APP_H

#include <stdbool.h>
#include <stddef.h>

#include "app/ranking.h"
#include "session/session.h"

/* A saved game ready to hand to a front end. */
typedef struct {
    char game[SAVES_GAME_MAX + 1];
    session_save save;
    session_move *moves;
    uint64_t seed;       /* its params' seed */
    ranking rank;        /* the ranking it was saved with */
    char host[17];       /* the host keeps it (app/host/host.h): its token, or "" */
} app_resume;

/* The hooks for a run of games ranked as runs says (app/ranking.h). One
 * set at a time: a later call replaces what an earlier one returned. */
const session_hooks *app_session_hooks(const ranking_runs *runs);
/* The rankings of a run: run (NULL: the normal tables) for its games, and
 * the resumed game's own when have. */
void app_session_runs(const app_resume *resume, bool have, const ranking *run,
                      ranking_runs *out);

/* Loads GAME's save. false when there is none or it was unusable (then a
 * warning is kept and the corrupt file moved aside). A game the host
 * keeps is taken from the host to be resumed: it can be loaded once. */
bool app_session_load(const char *game, app_resume *r);
/* After the game's front end: a game taken from the host and neither
 * resumed nor declined (put off) is kept by the host again. */
void app_session_free(app_resume *r);
/* The seed of GAME's save, without taking anything from the host: false
 * when there is none, or the host keeps it (its board is the host's). */
bool app_session_saved_seed(const char *game, uint64_t *seed);

/* The warnings gathered so far, joined into one line ("" when none). */
const char *app_session_notice(void);
/* Prints the gathered warnings on stderr, one a line, and forgets them. */
void app_session_report(const char *prog);

#endif
