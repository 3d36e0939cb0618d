/* The seven hextris pieces and the seeded 7-bag that deals
 * them.
 *
 * A piece is a centre hex plus some of its six neighbours. Pieces are
 * numbered 1..HT_PIECES; 0 means "no piece" (an empty hold, an empty well
 * cell). The number is also the piece's colour index, so a well cell holding
 * colour k was filled by piece k. Each piece has a letter for monochrome
 * screens and for logs:
 *
 *   id letter  neighbours of the centre (flat-top names)   cells
 *    1   T     N, NE, NW                                      4
 *    2   V     NE, NW                                         3
 *    3   O     N, NE                  (a compact triangle)    3
 *    4   J     N, NE, S                                       4
 *    5   L     N, S, NW               (mirror image of J)     4
 *    6   X     NE, SE, SW, NW                                 5
 *    7   I     N, S                   (a vertical bar)        3
 *
 * Shapes are stored as cube offsets from the centre (core/hex.h), in
 * rotation 0. Rotation k means k clockwise 60-degree steps (as seen on the
 * screen) of every offset about the centre: hex_rotate_cw applied k times.
 * Placing a piece adds its rotated offsets to the centre's cube coordinate;
 * the well uses HEX_ODD_Q offsets (flat-top, odd columns shoved down).
 */
#ifndef HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_PIECES_H
#define HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_PIECES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/hex.h"
#include "core/rng.h"

enum {
    HT_PIECES = 7,           /* ids 1..7 */
    HT_PIECE_MAX_CELLS = 5,  /* the X piece; every out[] needs this room */
    HT_ROTATIONS = 6
};

/* True for 1..HT_PIECES. */
bool ht_piece_valid(int id);
/* 'T', 'V', 'O', 'J', 'L', 'X', 'I'; '?' for an invalid id. */
char ht_piece_letter(int id);
/* The id for a letter (either case), 0 if none. */
int ht_piece_from_letter(char c);
/* Colour index 1..7 (equal to the id); 0 for an invalid id. */
int ht_piece_colour(int id);
/* Number of cells (3..5); 0 for an invalid id. */
int ht_piece_size(int id);

/* The piece's cells as cube offsets from its centre, after rot clockwise
 * steps (any int, taken modulo 6; negative turns counter-clockwise). The
 * centre (0,0,0) is always out[0]. Returns the count, 0 for an invalid id. */
size_t ht_piece_offsets(int id, int rot, hex out[HT_PIECE_MAX_CELLS]);

/* The piece's cells in HEX_ODD_Q offset coordinates with its centre at
 * centre (also odd-q). For a preview box, centre (1,1) puts every rotation
 * of every piece inside columns 0..2, rows 0..2. Returns the count. */
size_t ht_piece_place(int id, int rot, hex_offset centre,
                      hex_offset out[HT_PIECE_MAX_CELLS]);

/* The 7-bag randomizer: each group of seven consecutive draws (the 1st to
 * 7th, the 8th to 14th, ...) is one shuffle of all seven pieces. The same
 * seed gives the same sequence on every platform (PCG32, core/rng.h). */
typedef struct {
    rng g;
    unsigned char bag[HT_PIECES];
    int pos;                 /* next index into bag; HT_PIECES = refill */
} ht_bag;

void ht_bag_init(ht_bag *b, uint64_t seed);
int ht_bag_next(ht_bag *b);  /* a piece id 1..7 */

#endif
