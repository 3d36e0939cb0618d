/* Hex <-> character-cell geometry for both orientations and both scales. */
#include "core/hexlayout.h"

#include <math.h>

#define NCELLS(a) (sizeof(a) / sizeof((a)[0]))

/* Pointy-top directions: 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE. */
static const hexlayout_stencil_cell pointy_compact_cells[] = {
    { 0, 0, '.', -1 },
    { 1, 0, ' ', -1 },
};

/*   / \        the four slashes and the two bars are shared with the
 *  | . |       neighbours; the cells straight above and below the centre
 *   \ /        are the hex's own tips */
static const hexlayout_stencil_cell pointy_large_cells[] = {
    { 1, 0, '/', HEX_NW }, { 2, 0, ' ', -1 }, { 3, 0, '\\', HEX_NE },
    { 0, 1, '|', HEX_W },  { 1, 1, ' ', -1 }, { 2, 1, '.', -1 },
    { 3, 1, ' ', -1 },     { 4, 1, '|', HEX_E },
    { 1, 2, '\\', HEX_SW }, { 2, 2, ' ', -1 }, { 3, 2, '/', HEX_SE },
};

/* A 2x2 brick; bricks of neighbouring columns are staggered by one line. */
static const hexlayout_stencil_cell flat_compact_cells[] = {
    { 0, 0, '.', -1 }, { 1, 0, ' ', -1 },
    { 0, 1, ' ', -1 }, { 1, 1, ' ', -1 },
};

/*   __         the top edge is the interior of the hex above; the bottom
 *  /  \        edge "__" lies inside this hex
 *  \__/ */
static const hexlayout_stencil_cell flat_large_cells[] = {
    { 1, 0, '_', HEX_FLAT_N },   { 2, 0, '_', HEX_FLAT_N },
    { 0, 1, '/', HEX_FLAT_NW },  { 1, 1, ' ', -1 }, { 2, 1, ' ', -1 },
    { 3, 1, '\\', HEX_FLAT_NE },
    { 0, 2, '\\', HEX_FLAT_SW }, { 1, 2, '_', -1 }, { 2, 2, '_', -1 },
    { 3, 2, '/', HEX_FLAT_SE },
};

struct geometry {
    hexlayout_style style;
    /* The hex's centre as a point, measured from the box's top-left corner
     * in cell units (a cell's own centre is at +0.5). */
    double cx, cy;
};

static const struct geometry geometries[2][HEXLAYOUT_SCALES] = {
    [0] = {   /* pointy-top, staggered rows */
        [HEXLAYOUT_COMPACT] = { { 2, 1, 2, 1, 1, 0, 0,
                                  NCELLS(pointy_compact_cells), pointy_compact_cells },
                                0.5, 0.5 },
        [HEXLAYOUT_LARGE] = { { 5, 3, 4, 2, 2, 2, 1,
                                NCELLS(pointy_large_cells), pointy_large_cells },
                              2.5, 1.5 },
    },
    [1] = {   /* flat-top, staggered columns */
        [HEXLAYOUT_COMPACT] = { { 2, 2, 2, 2, 1, 0, 0,
                                  NCELLS(flat_compact_cells), flat_compact_cells },
                                1.0, 1.0 },
        [HEXLAYOUT_LARGE] = { { 4, 3, 3, 2, 1, 1, 1,
                                NCELLS(flat_large_cells), flat_large_cells },
                              2.0, 2.0 },
    },
};

/* Cells on a shared border are exactly halfway between two centres; this
 * nudge, far smaller than any real distance on the grid, settles them. */
static const double nudge_x = -1e-7, nudge_y = 3e-7;

static const struct geometry *geometry_of(enum hex_offset_kind kind,
                                          enum hexlayout_scale scale)
{
    return &geometries[hex_offset_kind_is_pointy(kind) ? 0 : 1][scale];
}

const hexlayout_style *hexlayout_style_of(enum hex_offset_kind kind,
                                          enum hexlayout_scale scale)
{
    return &geometry_of(kind, scale)->style;
}

hexlayout hexlayout_make(enum hex_offset_kind kind, enum hexlayout_scale scale,
                         int ox, int oy)
{
    return (hexlayout){ kind, scale, ox, oy };
}

/* Whether line v (a row for pointy, a column for flat) is a shoved one. */
static bool shoved(enum hex_offset_kind kind, int v)
{
    bool odd = v % 2 != 0;
    return (kind == HEX_ODD_R || kind == HEX_ODD_Q) ? odd : !odd;
}

void hexlayout_board_size(enum hex_offset_kind kind, enum hexlayout_scale scale,
                          int cols, int rows, int *width, int *height)
{
    const hexlayout_style *st = hexlayout_style_of(kind, scale);
    bool pointy = hex_offset_kind_is_pointy(kind);
    int lines = pointy ? rows : cols;
    int stagger = (shoved(kind, 0) || lines > 1) ? st->stagger : 0;
    if (cols <= 0 || rows <= 0) {
        *width = *height = 0;
        return;
    }
    *width = st->pitch_x * (cols - 1) + st->box_w + (pointy ? stagger : 0);
    *height = st->pitch_y * (rows - 1) + st->box_h + (pointy ? 0 : stagger);
}

hexlayout_cell hexlayout_box(const hexlayout *l, hex_offset o)
{
    const hexlayout_style *st = hexlayout_style_of(l->kind, l->scale);
    hexlayout_cell c = { l->ox + st->pitch_x * o.col, l->oy + st->pitch_y * o.row };
    if (hex_offset_kind_is_pointy(l->kind))
        c.x += shoved(l->kind, o.row) ? st->stagger : 0;
    else
        c.y += shoved(l->kind, o.col) ? st->stagger : 0;
    return c;
}

hexlayout_cell hexlayout_center(const hexlayout *l, hex_offset o)
{
    const hexlayout_style *st = hexlayout_style_of(l->kind, l->scale);
    hexlayout_cell c = hexlayout_box(l, o);
    c.x += st->label_dx;
    c.y += st->label_dy;
    return c;
}

hex_offset hexlayout_hex_at(const hexlayout *l, int x, int y)
{
    const struct geometry *g = geometry_of(l->kind, l->scale);
    const hexlayout_style *st = &g->style;
    /* The cube origin is offset (0, 0) in all four conventions. */
    hexlayout_cell box0 = hexlayout_box(l, (hex_offset){ 0, 0 });
    double px = x + 0.5 + nudge_x - (box0.x + g->cx);
    double py = y + 0.5 + nudge_y - (box0.y + g->cy);
    double q, r;
    if (hex_offset_kind_is_pointy(l->kind)) {
        /* centre = (pitch_x * (q + r/2), pitch_y * r) */
        r = py / st->pitch_y;
        q = px / st->pitch_x - r / 2.0;
    } else {
        /* centre = (pitch_x * q, pitch_y * (r + q/2)) */
        q = px / st->pitch_x;
        r = py / st->pitch_y - q / 2.0;
    }
    return hex_to_offset(hex_round(hex_frac_from_axial(q, r)), l->kind);
}

bool hexlayout_hit(const hexlayout *l, int x, int y, int cols, int rows,
                   hex_offset *out)
{
    hex_offset o = hexlayout_hex_at(l, x, y);
    if (o.col < 0 || o.row < 0 || o.col >= cols || o.row >= rows)
        return false;
    *out = o;
    return true;
}
