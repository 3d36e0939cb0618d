/* hexmines' two no-guess generators, which hexmines_gen.c chooses between
 * (hexmines_gen.h tells them apart): fresh placements (counted in
 * st->attempts, at most HM_GEN_ATTEMPTS) until one is made solvable.
 * exclude marks first and its neighbours. */
#ifndef HEXPUZZLE_GAMES_HEXMINES_HEXMINES_GEN_NOGUESS_H
#define HEXPUZZLE_GAMES_HEXMINES_HEXMINES_GEN_NOGUESS_H

#include "games/hexmines/hexmines_gen_place.h"

hm_gen_result hm_gen_first(const hm_board *b, rng *g, int first, int total,
                           const unsigned char *exclude, unsigned char *mines,
                           int *scratch, hm_gen_stats *st);   /* hexmines_gen_first.c */
hm_gen_result hm_gen_local(const hm_board *b, rng *g, int first, int total,
                           const unsigned char *exclude, unsigned char *mines,
                           int *scratch, hm_gen_stats *st);   /* hexmines_gen_local.c */

#endif
