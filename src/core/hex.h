/* Hexagon coordinates: cube, axial and the four offset conventions, with
 * neighbours, distance, rotation, rounding, rings and ranges.
 *
 * Cube coordinates (q, r, s) with q + r + s == 0 are the canonical form; the
 * axial form is (q, r) with s implied. Offset coordinates (col, row) are what
 * a 2-D array stores:
 *   HEX_ODD_R   pointy-top, staggered rows, odd rows shoved right
 *   HEX_EVEN_R  pointy-top, staggered rows, even rows shoved right
 *   HEX_ODD_Q   flat-top, staggered columns, odd columns shoved down
 *   HEX_EVEN_Q  flat-top, staggered columns, even columns shoved down
 * Screen y grows downwards throughout, so "clockwise" is as seen on screen.
 *
 * Directions are numbered 0..5 counter-clockwise; the same index means the
 * same cube vector in both orientations, only the compass name differs:
 *   index  cube (q,r,s)   pointy-top   flat-top
 *     0    (+1, 0,-1)     east         south-east
 *     1    (+1,-1, 0)     north-east   north-east
 *     2    ( 0,-1,+1)     north-west   north
 *     3    (-1, 0,+1)     west         north-west
 *     4    (-1,+1, 0)     south-west   south-west
 *     5    ( 0,+1,-1)     south-east   south
 */
#ifndef HEXPUZZLE_CORE_HEX_H
#define HEXPUZZLE_CORE_HEX_H

#include <stdbool.h>
#include <stddef.h>

typedef struct { int q, r, s; } hex;          /* cube; q + r + s == 0 */
typedef struct { int q, r; } hex_axial;
typedef struct { int col, row; } hex_offset;
typedef struct { double q, r, s; } hex_frac;  /* fractional cube */

enum hex_offset_kind { HEX_ODD_R, HEX_EVEN_R, HEX_ODD_Q, HEX_EVEN_Q };

enum { HEX_DIRECTIONS = 6 };

/* Pointy-top names (rows staggered). */
enum { HEX_E = 0, HEX_NE = 1, HEX_NW = 2, HEX_W = 3, HEX_SW = 4, HEX_SE = 5 };
/* Flat-top names (columns staggered). */
enum {
    HEX_FLAT_SE = 0, HEX_FLAT_NE = 1, HEX_FLAT_N = 2,
    HEX_FLAT_NW = 3, HEX_FLAT_SW = 4, HEX_FLAT_S = 5
};

hex hex_make(int q, int r);                  /* from axial q, r */
bool hex_valid(hex h);                       /* q + r + s == 0 */
bool hex_equal(hex a, hex b);
hex hex_add(hex a, hex b);
hex hex_sub(hex a, hex b);
hex hex_scale(hex a, int k);

hex hex_direction(int dir);                  /* dir taken modulo 6 */
hex hex_neighbor(hex h, int dir);
int hex_length(hex h);                       /* distance to the origin */
int hex_distance(hex a, hex b);

/* One 60-degree step about the origin. */
hex hex_rotate_cw(hex h);
hex hex_rotate_ccw(hex h);
/* k steps of 60 degrees about centre: k > 0 clockwise, k < 0
 * counter-clockwise, any k (taken modulo 6). */
hex hex_rotate_about(hex h, hex centre, int k);

/* The hex whose centre is nearest to a fractional cube coordinate. */
hex hex_round(hex_frac f);
hex_frac hex_frac_from_axial(double q, double r);

hex_axial hex_to_axial(hex h);
hex hex_from_axial(hex_axial a);
hex_offset hex_to_offset(hex h, enum hex_offset_kind kind);
hex hex_from_offset(hex_offset o, enum hex_offset_kind kind);
hex_offset hex_offset_neighbor(hex_offset o, enum hex_offset_kind kind, int dir);
bool hex_offset_kind_is_pointy(enum hex_offset_kind kind);

/* Rings and ranges write their hexes into out (room for cap) and return how
 * many there are, which may exceed cap; only min(count, cap) are written.
 * A ring of radius n > 0 has 6n hexes, starting at centre + n * direction 4
 * and walking counter-clockwise; radius 0 is the centre alone. */
size_t hex_ring_size(int radius);
size_t hex_range_size(int radius);            /* 3n(n+1) + 1 */
size_t hex_ring(hex centre, int radius, hex *out, size_t cap);
size_t hex_range(hex centre, int radius, hex *out, size_t cap);

#endif
