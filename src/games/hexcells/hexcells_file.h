/* The SixCells level text format ("*.hexcells"), read and written.
 *
 * UTF-8, lines separated by '\n', "\r\n" or '\r' (as SixCells splits them):
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
 * neighbours at (x, y +- 2) and (x +- 1, y +- 1). The places with x + y
 * even make one lattice of hexes, those with x + y odd another, half a
 * row lower; a level's items may lie on both, each kept in its place
 * (hexcells.h, "Two lattices"), unless hexes overlap (two items a line
 * apart in one column) and neither lattice holds the upper item of every
 * such pair: they would share a slot.
 *
 * A file may hold several levels, each from its header line to the next
 * (SixCells' player opens each); blank lines may come before a header and
 * after a grid.
 *
 * Reading is lenient where SixCells is: whitespace around a line, 'c' and
 * 'n' taken as "the shape is shown" whichever the colouring makes true, a
 * line clue's '.' read as SixCells reads it ("the shape is shown"), the
 * custom text kept as its lines that say something (one such line second,
 * as SixCells writes it). Anything else is an error: a grid of other than
 * 33 lines of 66 characters, a byte that is not UTF-8, a control character
 * in a text.
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

/* Parses the first level of len bytes of buf into *out. false with one
 * line in err (errcap bytes) naming the line, e.g. "line 9: 'q' is no cell
 * kind (pair 4)"; *out is then unspecified. The message quotes at most one
 * character of the file, escaped when a control ("'\x07'"); positions in a
 * line count characters. */
bool hc_parse(const char *buf, size_t len, hc_puzzle *out, char *err,
              size_t errcap);
/* The same for the level at index (0 the first) of a file of several. */
bool hc_parse_level(const char *buf, size_t len, int index, hc_puzzle *out, char *err,
                    size_t errcap);
/* How many levels buf holds (their header lines; 0 for none). */
int hc_level_count(const char *buf, size_t len);

/* Writes p in the format, 38 lines separated by '\n' with none after the
 * last (as SixCells writes them), into buf (cap bytes, NUL-terminated);
 * returns the length it needed, like snprintf (HC_EXPORT_MAX always
 * suffices). Cells as revealed at the start. */
size_t hc_export(const hc_puzzle *p, char *buf, size_t cap);

/* Two puzzles the same, text and file position included. */
bool hc_puzzle_equal(const hc_puzzle *a, const hc_puzzle *b);

/* A 64-bit digest of the exported text and a newline after it (FNV-1a):
 * a name for a puzzle, e.g. to tell that a seed still makes the same. */
uint64_t hc_puzzle_digest(const hc_puzzle *p);

#endif
