/* The recorder: the one process of a setgid start that keeps the games
 * group (app/host/privsep.h starts it). It reads nothing but its socket to the
 * game process, and does only this for it, each request a frame
 * (app/host/channel.h) answered with OK, NO (a one-line reason) or NP (no
 * place in a top 10, no failure):
 *
 *     N               draw a new board's seed        OK SEED
 *     S GAME PARAMS   a game starts                  (no answer)
 *     M T TEXT        its move at game time T        (no answer)
 *     E               it ended, or was left          (no answer)
 *     R REPLAY        file it in the host tables     OK RANK [TIME] | NO | NP
 *     K SAVE          keep it, saved in progress     OK TOKEN | NO
 *     U GAME TOKEN    take the kept game to resume   OK SAVE | NO
 *     X TOKEN         forget a kept or taken game    (no answer)
 *     P               the host tables as text        OK TEXT | NO
 *     W               the games being played         OK LIST | NO
 *     F NAME          follow one (two descriptors)   OK | NO
 *     L? / M? ...     the lobby and a match between the host's users
 *                     (app/host/recorder_match.h)
 *
 * A race filed answers with the time it ranks by, the host's own (app/
 * witness.h), as the tables print it.
 *
 * It witnesses every game (app/host/witness.h) and writes its live log
 * (app/host/host_live.h); what it files or keeps is its own witnessed log,
 * under the real user's login name from the password database. It ends
 * when the game process closes the socket, or sends anything else.
 *
 * A kept game is resumed once: U takes it out of the host's keeping
 * (app/host/host.h's host_take) for this recorder alone, which drops it when
 * the game ends, is kept anew (K), is given up (X, or another game
 * starts), or the game process goes; a recorder killed leaves it to the
 * sweep. Either way nobody resumes it again: a host game whose recorder
 * dies is over on the host. A game on the host's board that may no
 * longer rank is still kept, marked so, for its player's own tables;
 * only a board its player knew is not. On starting, a recorder sweeps
 * kept/ and live/ (bounded). */
#ifndef HEXPUZZLE_APP_HOST_RECORDER_H
#define HEXPUZZLE_APP_HOST_RECORDER_H

#include "app/host/host.h"

/* Serves sock for the game process gamepid until it closes; never
 * returns. */
_Noreturn void recorder_run(host_dir *h, int sock, long gamepid);

#endif
