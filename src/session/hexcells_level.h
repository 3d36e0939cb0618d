/* A hexcells level from a file, carried whole in a game's params text.
 *
 * Every game is a pure function of its params text and its moves, and
 * that text (at most SESSION_PARAMS - 1 characters) is what saves,
 * replays, live logs and the host's records keep. A generated puzzle is
 * its preset and seed; a level from a file has no seed to rebuild it
 * from, so its params text is the level itself, packed:
 *
 *     level:PAYLOAD
 *
 * PAYLOAD is a bit string written six bits a character with the
 * characters A-Z a-z 0-9 - _ (in that order of value), most significant
 * bit first, zero bits padding the last character:
 *     2 bits   format: 0, or 1 for a level on both of the file's
 *              lattices (hc_puzzle.half) or whose grid starts above the
 *              file's first line (file_y < 0)
 *     6 bits   columns - 1      5 bits  rows - 1
 *     6 bits   file_x           6 bits  file_y, plus 2 in format 1 (the
 *                                       place in the file)
 *     each slot, row by row, column by column, by the commonest first
 *     (in format 1 an item's code is followed by a bit, its slot's half):
 *         0                       empty
 *         100                     a covered black cell that shows nothing
 *         1010  1011              one that shows its count, its shape
 *         110                     a covered blue cell that shows nothing
 *         1110 C R SHOW(2)        any other cell: C 1 blue, R revealed,
 *                                 SHOW an hc_show_kind
 *         1111 DIR(2) SHOW(2)     a line clue (hc_dir, hc_show_kind)
 *     the title, then the author, as bytes each ended by a 0 byte, as
 *     far as room allows: a text cut short is cut between characters
 *     and ends with the payload.
 * The custom text lines are not kept. One level has one text (unpacking
 * accepts only what packing writes), so the text names the level in the
 * score tables too.
 */
#ifndef HEXPUZZLE_SESSION_HEXCELLS_LEVEL_H
#define HEXPUZZLE_SESSION_HEXCELLS_LEVEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hexcells/hexcells.h"

#define HEXCELLS_LEVEL_PREFIX "level:"

/* Whether a params text is a level's (by its prefix alone). */
bool hexcells_level_is(const char *params);
/* The params text of p into text (cap bytes, at most SESSION_PARAMS):
 * false when the level itself (its cells and clues, without title and
 * author) does not fit. */
bool hexcells_level_pack(const hc_puzzle *p, char *text, size_t cap);
/* The level of a params text: false unless text is exactly what
 * hexcells_level_pack writes for a valid puzzle. */
bool hexcells_level_unpack(const char *text, hc_puzzle *out);
/* A 64-bit name for the level of a params text (FNV-1a of the text). */
uint64_t hexcells_level_digest(const char *params);

#endif
