/* hexcells' session descriptor, its move words beyond hc_move's, and its
 * state (session_state gives a hexcells_play). */
#ifndef HEXPUZZLE_SESSION_HEXCELLS_SESSION_H
#define HEXPUZZLE_SESSION_HEXCELLS_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hexcells/hexcells.h"
#include "session/game.h"

#define HEXCELLS_UNDO "U"
#define HEXCELLS_PAUSE "P"
#define HEXCELLS_RESUME "R"
#define HEXCELLS_HINT "H"      /* a hint, where logic finds one */
#define HEXCELLS_RESTART "X"   /* the same puzzle from its start */
#define HEXCELLS_SHOWN "V"     /* the puzzle is in view: its clock starts */

typedef struct {
    hc_game *game;
    /* The last blue or black call and what came of it: the front end
     * says so (a mistake names the cell). */
    hc_move last_call;
    hc_apply_result last_result;
    bool called;
} hexcells_play;

extern const session_game session_hexcells;

/* A result's figure: mistakes first, then the time (lower is better in
 * both), one number as the score tables keep it. */
uint64_t hexcells_figure(int mistakes, uint64_t ms);
/* "0 mist. 83.456 s", "2 mist. 83.456 s" (len >= 32). */
void hexcells_figure_text(const char *category, uint64_t figure, char *buf, size_t len);

#endif
