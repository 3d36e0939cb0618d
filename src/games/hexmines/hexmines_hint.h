/* The hint's words for one deduction, shared by the hint (hm_game_hint)
 * and the review of a loss, so that both explain a cell the same way. */
#ifndef HEXPUZZLE_GAMES_HEXMINES_HEXMINES_HINT_H
#define HEXPUZZLE_GAMES_HEXMINES_HEXMINES_HINT_H

#include <stdbool.h>
#include <stddef.h>

#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_solve.h"

/* How a cell is named to a player: "row R, col C", both counted from 1
 * as every game names its places. */
void hm_hint_cell_name(const hm_board *b, int cell, char *buf, size_t cap);

/* The cells the reason of rule w names besides the cell it decides (the
 * numbers it rests on), into named[2], -1 where there is none. */
void hm_hint_named(hm_why w, int named[2]);

/* Why cell is safe or a mine, by the rule w of hm_solve (hexmines_solve.h);
 * shown holds the numbers as they were shown (for the rule's numbers). One
 * line, cut short at cap. */
void hm_hint_reason(const hm_board *b, const signed char *shown, int cell,
                    bool mine, hm_why w, char *buf, size_t cap);

/* How a cell is named to a player: "row R, col C", both counted from 1
 * as every game names its places. */
void hm_hint_cell_name(const hm_board *b, int cell, char *buf, size_t cap);

/* The cells the reason of rule w names besides the cell it decides (the
 * numbers it rests on), into named[2], -1 where there is none. */
void hm_hint_named(hm_why w, int named[2]);

/* Why cell is safe or a mine when only counting every placement decides it
 * (hm_count_solve, hexmines_count.h): by its group's numbers alone, or
 * with the mines_left mines of the total too. */
void hm_hint_counted_reason(const hm_board *b, int cell, bool mine,
                            bool needs_total, int mines_left, char *buf,
                            size_t cap);

#endif
