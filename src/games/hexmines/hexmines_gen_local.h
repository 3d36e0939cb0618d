/* hexmines' local no-guess generator (hexmines_gen.h tells the two apart),
 * called as hm_gen_first is (hexmines_gen_first.h). */
#ifndef HEXPUZZLE_GAMES_HEXMINES_HEXMINES_GEN_LOCAL_H
#define HEXPUZZLE_GAMES_HEXMINES_HEXMINES_GEN_LOCAL_H

#include "games/hexmines/hexmines_gen_place.h"

hm_gen_result hm_gen_local(const hm_board *b, rng *g, int first, int total,
                           const unsigned char *exclude, unsigned char *mines,
                           int *scratch, hm_gen_stats *st);

#endif
