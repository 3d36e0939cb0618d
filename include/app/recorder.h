/* The recorder: the one process of a setgid start that keeps the games
 * group (app/privsep.h starts it). It reads nothing but its socket to the
 * game process, and does only this for it, each request a frame
 * (app/channel.h) answered with OK, NO (a one-line reason) or NP (no
 * place in a top 10, no failure):
 *
 *     N               draw a new board's seed        OK SEED
 *     S GAME PARAMS   a game starts                  (no answer)
 *     M T TEXT        its move at game time T        (no answer)
 *     E               it ended, or was left          (no answer)
 *     R REPLAY        file it in the host tables     OK RANK | NO | NP
 *     K SAVE          keep it, saved in progress     OK TOKEN | NO
 *     U GAME TOKEN    the kept game, to resume       OK SAVE | NO
 *     X TOKEN         forget a kept game             (no answer)
 *     P               the host tables as text        OK TEXT | NO
 *     W               the games being played         OK LIST | NO
 *     F NAME          follow one (two descriptors)   OK | NO
 *
 * It witnesses every game (app/witness.h) and writes its live log
 * (app/host_live.h); what it files or keeps is its own witnessed log,
 * under the real user's login name from the password database. It ends
 * when the game process closes the socket, or sends anything else. */
#ifndef HEXPUZZLE_APP_RECORDER_H
#define HEXPUZZLE_APP_RECORDER_H

#include "app/host.h"

/* Serves sock for the game process gamepid until it closes; never
 * returns. */
_Noreturn void recorder_run(host_dir *h, int sock, long gamepid);

#endif
