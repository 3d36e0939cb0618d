/* Hexagon coordinate arithmetic in cube form, after Red Blob Games. */
#include "core/hex.h"

#include <math.h>
#include <stdlib.h>

static const hex directions[HEX_DIRECTIONS] = {
    { 1, 0, -1 }, { 1, -1, 0 }, { 0, -1, 1 },
    { -1, 0, 1 }, { -1, 1, 0 }, { 0, 1, -1 },
};

/* C's % keeps the sign of the dividend, so parity is tested this way. */
static int is_odd(int v) { return v % 2 != 0; }

static int mod6(int k)
{
    int m = k % HEX_DIRECTIONS;
    return m < 0 ? m + HEX_DIRECTIONS : m;
}

hex hex_make(int q, int r) { return (hex){ q, r, -q - r }; }
bool hex_valid(hex h) { return h.q + h.r + h.s == 0; }
bool hex_equal(hex a, hex b) { return a.q == b.q && a.r == b.r && a.s == b.s; }
hex hex_add(hex a, hex b) { return (hex){ a.q + b.q, a.r + b.r, a.s + b.s }; }
hex hex_sub(hex a, hex b) { return (hex){ a.q - b.q, a.r - b.r, a.s - b.s }; }
hex hex_scale(hex a, int k) { return (hex){ a.q * k, a.r * k, a.s * k }; }

hex hex_direction(int dir) { return directions[mod6(dir)]; }
hex hex_neighbor(hex h, int dir) { return hex_add(h, hex_direction(dir)); }

int hex_length(hex h)
{
    return (abs(h.q) + abs(h.r) + abs(h.s)) / 2;
}

int hex_distance(hex a, hex b) { return hex_length(hex_sub(a, b)); }

/* With y growing downwards, (q, r, s) -> (-r, -s, -q) turns east into
 * south-east: clockwise on screen. */
hex hex_rotate_cw(hex h) { return (hex){ -h.r, -h.s, -h.q }; }
hex hex_rotate_ccw(hex h) { return (hex){ -h.s, -h.q, -h.r }; }

hex hex_rotate_about(hex h, hex centre, int k)
{
    hex v = hex_sub(h, centre);
    for (int i = mod6(k); i > 0; i--)
        v = hex_rotate_cw(v);
    return hex_add(v, centre);
}

hex hex_round(hex_frac f)
{
    double q = round(f.q), r = round(f.r), s = round(f.s);
    double dq = fabs(q - f.q), dr = fabs(r - f.r), ds = fabs(s - f.s);
    /* Rounding each part alone can break q + r + s == 0; the part that moved
     * furthest is the least trustworthy, so it is rebuilt from the others. */
    if (dq > dr && dq > ds)
        q = -r - s;
    else if (dr > ds)
        r = -q - s;
    else
        s = -q - r;
    return (hex){ (int)q, (int)r, (int)s };
}

hex_frac hex_frac_from_axial(double q, double r)
{
    return (hex_frac){ q, r, -q - r };
}

hex_axial hex_to_axial(hex h) { return (hex_axial){ h.q, h.r }; }
hex hex_from_axial(hex_axial a) { return hex_make(a.q, a.r); }

bool hex_offset_kind_is_pointy(enum hex_offset_kind kind)
{
    return kind == HEX_ODD_R || kind == HEX_EVEN_R;
}

/* +1 when the odd lines are the shoved ones, -1 when the even lines are. */
static int shove_sign(enum hex_offset_kind kind)
{
    return (kind == HEX_ODD_R || kind == HEX_ODD_Q) ? 1 : -1;
}

hex_offset hex_to_offset(hex h, enum hex_offset_kind kind)
{
    int sign = shove_sign(kind);
    if (hex_offset_kind_is_pointy(kind)) {
        int col = h.q + (h.r - sign * is_odd(h.r)) / 2;
        return (hex_offset){ col, h.r };
    }
    int row = h.r + (h.q - sign * is_odd(h.q)) / 2;
    return (hex_offset){ h.q, row };
}

hex hex_from_offset(hex_offset o, enum hex_offset_kind kind)
{
    int sign = shove_sign(kind);
    if (hex_offset_kind_is_pointy(kind)) {
        int q = o.col - (o.row - sign * is_odd(o.row)) / 2;
        return hex_make(q, o.row);
    }
    int r = o.row - (o.col - sign * is_odd(o.col)) / 2;
    return hex_make(o.col, r);
}

hex_offset hex_offset_neighbor(hex_offset o, enum hex_offset_kind kind, int dir)
{
    return hex_to_offset(hex_neighbor(hex_from_offset(o, kind), dir), kind);
}

size_t hex_ring_size(int radius)
{
    if (radius < 0)
        return 0;
    return radius == 0 ? 1 : 6 * (size_t)radius;
}

size_t hex_range_size(int radius)
{
    if (radius < 0)
        return 0;
    return 3 * (size_t)radius * ((size_t)radius + 1) + 1;
}

size_t hex_ring(hex centre, int radius, hex *out, size_t cap)
{
    size_t n = 0;
    if (radius < 0)
        return 0;
    if (radius == 0) {
        if (cap > 0)
            out[0] = centre;
        return 1;
    }
    hex h = hex_add(centre, hex_scale(hex_direction(4), radius));
    for (int side = 0; side < HEX_DIRECTIONS; side++) {
        for (int step = 0; step < radius; step++) {
            if (n < cap)
                out[n] = h;
            n++;
            h = hex_neighbor(h, side);
        }
    }
    return n;
}

size_t hex_range(hex centre, int radius, hex *out, size_t cap)
{
    size_t n = 0;
    for (int dq = -radius; dq <= radius; dq++) {
        int lo = -radius > -dq - radius ? -radius : -dq - radius;
        int hi = radius < -dq + radius ? radius : -dq + radius;
        for (int dr = lo; dr <= hi; dr++) {
            if (n < cap)
                out[n] = hex_add(centre, hex_make(dq, dr));
            n++;
        }
    }
    return n;
}
