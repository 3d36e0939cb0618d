/* The SixCells level text format ("*.hexcells"), read and written.
 *
 * UTF-8, lines separated by '\n' (a '\r' before it is ignored):
 *   Hexcells level v1
 *   TITLE
 *   AUTHOR
 *   TEXT 1
 *   TEXT 2
 *   33 lines of 33 two-character cells:
 *     first  '.' nothing, 'o' black, 'O' black revealed, 'x' blue,
 *            'X' blue revealed, '\' '|' '/' a line clue pointing
 *            down-right, down, down-left
 *     second '.' shows nothing, '+' a plain number, 'c' {n}, 'n' -n-
 * Lines alternate with half-rows: the cell in pair x of grid line y has its
 * neighbours at (x, y +- 2) and (x +- 1, y +- 1); every item of a level lies
 * on the same one of the two such lattices.
 *
 * Reading is lenient where SixCells is: blank lines before the header,
 * whitespace around a line, grid
 * lines shorter than 66 characters or fewer than 33 of them, 'c' and 'n'
 * taken as "the shape is shown" whichever the colouring makes true, a line
 * clue's '.' read as SixCells reads it ("the shape is shown"). Anything
 * else is an error.
 */
#ifndef HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_FILE_H
#define HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hexcells/hexcells.h"

enum {
    HC_FILE_GRID = 33,
    /* The most bytes hc_export writes, NUL included. */
    HC_EXPORT_MAX = 18 + 4 * HC_TEXT_MAX + HC_FILE_GRID * (2 * HC_FILE_GRID + 1) + 1
};

/* Parses len bytes of buf into *out. false with one line in err (errcap
 * bytes) naming the line, e.g. "line 9: 'q' is no cell kind (pair 4)";
 * *out is then unspecified. The message quotes at most one byte of the
 * file, escaped when not printable ASCII ("'\x07'"). */
bool hc_parse(const char *buf, size_t len, hc_puzzle *out, char *err,
              size_t errcap);

/* Writes p in the format, 38 lines each ending in '\n', into buf (cap
 * bytes, NUL-terminated); returns the length it needed, like snprintf
 * (HC_EXPORT_MAX always suffices). Cells as revealed at the start. */
size_t hc_export(const hc_puzzle *p, char *buf, size_t cap);

/* Two puzzles the same, text and file position included. */
bool hc_puzzle_equal(const hc_puzzle *a, const hc_puzzle *b);

/* A 64-bit digest of the exported text (FNV-1a): a name for a level from
 * a file, e.g. for a params text or a score table. */
uint64_t hc_puzzle_digest(const hc_puzzle *p);

#endif
