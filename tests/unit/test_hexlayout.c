/* Unit tests for hexlayout: hex <-> character-cell geometry, walked both
 * ways for all four offset kinds, both scales and several origins, plus
 * golden pictures of small boards. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/hex.h"
#include "core/hexlayout.h"

/* Fails with the failed condition and the inputs that broke it. */
#define CHECK(cond, fmt, ...)                                              \
    do {                                                                   \
        if (!(cond))                                                       \
            fail_msg("%s: " fmt, #cond, __VA_ARGS__);                      \
    } while (0)

#define NELEMS(a) (sizeof(a) / sizeof((a)[0]))

static const enum hex_offset_kind kinds[] = {
    HEX_ODD_R, HEX_EVEN_R, HEX_ODD_Q, HEX_EVEN_Q,
};
static const char *const kind_names[] = { "odd-r", "even-r", "odd-q", "even-q" };
static const enum hexlayout_scale scales[] = { HEXLAYOUT_COMPACT, HEXLAYOUT_LARGE };
static const char *const scale_names[] = { "compact", "large" };
static const hexlayout_cell origins[] = { { 0, 0 }, { 3, 1 }, { -7, -4 }, { 250, 90 } };

/* Hexes tried around the origin, negative ones included. */
enum { SPAN = 12 };

/* Runs body once per kind x scale x origin. */
typedef void layout_property(const hexlayout *l, const hexlayout_style *st,
                             const char *ctx);

static void for_each_layout(layout_property *body)
{
    for (size_t k = 0; k < NELEMS(kinds); k++)
        for (size_t s = 0; s < NELEMS(scales); s++)
            for (size_t o = 0; o < NELEMS(origins); o++) {
                hexlayout l = hexlayout_make(kinds[k], scales[s], origins[o].x,
                                             origins[o].y);
                char ctx[80];
                snprintf(ctx, sizeof ctx, "%s %s origin (%d,%d)", kind_names[k],
                         scale_names[s], origins[o].x, origins[o].y);
                body(&l, hexlayout_style_of(kinds[k], scales[s]), ctx);
            }
}

static bool same_offset(hex_offset a, hex_offset b)
{
    return a.col == b.col && a.row == b.row;
}

/* Whether a row (pointy) or column (flat) is shoved, by hex.h's definition. */
static bool line_shoved(enum hex_offset_kind kind, int line)
{
    bool odd = (line & 1) != 0;
    return (kind == HEX_ODD_R || kind == HEX_ODD_Q) ? odd : !odd;
}

static hexlayout_cell stencil_cell(const hexlayout *l, const hexlayout_style *st,
                                   hex_offset o, size_t i)
{
    hexlayout_cell b = hexlayout_box(l, o);
    return (hexlayout_cell){ b.x + st->cells[i].dx, b.y + st->cells[i].dy };
}

/* ---- the styles and the layout value ------------------------------ */

static void test_make_stores_its_arguments(void **state)
{
    (void)state;
    hexlayout l = hexlayout_make(HEX_EVEN_Q, HEXLAYOUT_LARGE, -3, 8);
    assert_int_equal(l.kind, HEX_EVEN_Q);
    assert_int_equal(l.scale, HEXLAYOUT_LARGE);
    assert_int_equal(l.ox, -3);
    assert_int_equal(l.oy, 8);
}

/* A shove is half a hex, so the stagger is half the pitch across the
 * staggered lines; every stencil cell is inside the box, listed once; the
 * label cell is one of the hex's own cells. */
static void test_styles_are_consistent(void **state)
{
    (void)state;
    for (size_t k = 0; k < NELEMS(kinds); k++)
        for (size_t s = 0; s < NELEMS(scales); s++) {
            const hexlayout_style *st = hexlayout_style_of(kinds[k], scales[s]);
            const char *kn = kind_names[k], *sn = scale_names[s];
            CHECK(st != NULL && st->ncells > 0, "%s %s", kn, sn);
            if (hex_offset_kind_is_pointy(kinds[k]))
                CHECK(2 * st->stagger == st->pitch_x, "%s %s", kn, sn);
            else
                CHECK(2 * st->stagger == st->pitch_y, "%s %s", kn, sn);
            CHECK(st->pitch_x > 0 && st->pitch_y > 0, "%s %s", kn, sn);
            CHECK(st->pitch_x <= st->box_w && st->pitch_y <= st->box_h, "%s %s", kn, sn);
            bool label_own = false;
            for (size_t i = 0; i < st->ncells; i++) {
                const hexlayout_stencil_cell *c = &st->cells[i];
                CHECK(c->dx >= 0 && c->dx < st->box_w && c->dy >= 0 && c->dy < st->box_h,
                      "%s %s cell %zu", kn, sn, i);
                CHECK(c->shared_dir >= -1 && c->shared_dir < HEX_DIRECTIONS,
                      "%s %s cell %zu", kn, sn, i);
                CHECK(c->glyph >= ' ' && c->glyph <= '~', "%s %s cell %zu", kn, sn, i);
                for (size_t j = 0; j < i; j++)
                    CHECK(c->dx != st->cells[j].dx || c->dy != st->cells[j].dy,
                          "%s %s cells %zu %zu", kn, sn, i, j);
                if (c->dx == st->label_dx && c->dy == st->label_dy && c->shared_dir == -1)
                    label_own = true;
            }
            CHECK(label_own, "%s %s", kn, sn);
        }
}

/* ---- hex -> cells ------------------------------------------------- */

/* Columns step by pitch_x, rows by pitch_y; a shoved line moves by the
 * stagger, across the lines (x for rows, y for columns). */
static void box_steps_body(const hexlayout *l, const hexlayout_style *st, const char *ctx)
{
    bool pointy = hex_offset_kind_is_pointy(l->kind);
    for (int col = -SPAN; col <= SPAN; col++)
        for (int row = -SPAN; row <= SPAN; row++) {
            hex_offset o = { col, row };
            hexlayout_cell b = hexlayout_box(l, o);
            int shove = st->stagger * line_shoved(l->kind, pointy ? row : col);
            CHECK(b.x == l->ox + st->pitch_x * col + (pointy ? shove : 0) &&
                  b.y == l->oy + st->pitch_y * row + (pointy ? 0 : shove),
                  "%s (%d,%d) box at (%d,%d)", ctx, col, row, b.x, b.y);
            hexlayout_cell c = hexlayout_center(l, o);
            CHECK(c.x == b.x + st->label_dx && c.y == b.y + st->label_dy,
                  "%s (%d,%d)", ctx, col, row);
            hexlayout_cell right = hexlayout_box(l, (hex_offset){ col + 1, row });
            hexlayout_cell down = hexlayout_box(l, (hex_offset){ col, row + 1 });
            if (pointy) {
                CHECK(right.x - b.x == st->pitch_x && right.y == b.y, "%s (%d,%d)", ctx,
                      col, row);
                CHECK(down.y - b.y == st->pitch_y && abs(down.x - b.x) == st->stagger,
                      "%s (%d,%d)", ctx, col, row);
            } else {
                CHECK(down.y - b.y == st->pitch_y && down.x == b.x, "%s (%d,%d)", ctx,
                      col, row);
                CHECK(right.x - b.x == st->pitch_x && abs(right.y - b.y) == st->stagger,
                      "%s (%d,%d)", ctx, col, row);
            }
        }
}

static void test_box_and_center_step_by_pitch_and_stagger(void **state)
{
    (void)state;
    for_each_layout(box_steps_body);
}

/* ---- cells -> hex ------------------------------------------------- */

static void own_cells_body(const hexlayout *l, const hexlayout_style *st, const char *ctx)
{
    for (int col = -SPAN; col <= SPAN; col++)
        for (int row = -SPAN; row <= SPAN; row++) {
            hex_offset o = { col, row };
            hexlayout_cell c = hexlayout_center(l, o);
            hex_offset at = hexlayout_hex_at(l, c.x, c.y);
            CHECK(same_offset(at, o), "%s (%d,%d): centre cell (%d,%d) gives (%d,%d)",
                  ctx, col, row, c.x, c.y, at.col, at.row);
            for (size_t i = 0; i < st->ncells; i++) {
                if (st->cells[i].shared_dir != -1)
                    continue;
                hexlayout_cell p = stencil_cell(l, st, o, i);
                at = hexlayout_hex_at(l, p.x, p.y);
                CHECK(same_offset(at, o), "%s (%d,%d): own cell %zu at (%d,%d) gives "
                      "(%d,%d)", ctx, col, row, i, p.x, p.y, at.col, at.row);
            }
        }
}

static void test_own_cells_and_centre_map_back_to_their_hex(void **state)
{
    (void)state;
    for_each_layout(own_cells_body);
}

static void border_cells_body(const hexlayout *l, const hexlayout_style *st, const char *ctx)
{
    for (int col = -SPAN; col <= SPAN; col++)
        for (int row = -SPAN; row <= SPAN; row++) {
            hex_offset o = { col, row };
            for (size_t i = 0; i < st->ncells; i++) {
                int d = st->cells[i].shared_dir;
                if (d == -1)
                    continue;
                hex_offset n = hex_offset_neighbor(o, l->kind, d);
                hexlayout_cell p = stencil_cell(l, st, o, i);
                hex_offset at = hexlayout_hex_at(l, p.x, p.y);
                CHECK(same_offset(at, o) || same_offset(at, n),
                      "%s (%d,%d): border cell %zu (dir %d) at (%d,%d) gives (%d,%d)",
                      ctx, col, row, i, d, p.x, p.y, at.col, at.row);
                /* The neighbour draws the same glyph on that cell. */
                bool found = false;
                for (size_t j = 0; j < st->ncells; j++) {
                    hexlayout_cell q = stencil_cell(l, st, n, j);
                    if (q.x == p.x && q.y == p.y) {
                        found = true;
                        CHECK(st->cells[j].glyph == st->cells[i].glyph &&
                              (st->cells[j].shared_dir == -1 ||
                               st->cells[j].shared_dir == (d + 3) % 6),
                              "%s (%d,%d): cell %zu vs neighbour's %zu", ctx, col, row,
                              i, j);
                    }
                }
                CHECK(found, "%s (%d,%d): cell %zu not in neighbour %d's stencil", ctx,
                      col, row, i, d);
            }
        }
}

static void test_border_cells_map_to_their_hex_or_the_sharing_neighbour(void **state)
{
    (void)state;
    for_each_layout(border_cells_body);
}

/* Moving the origin moves the whole picture and nothing else. */
static void test_hex_at_moves_with_the_origin(void **state)
{
    (void)state;
    for (size_t k = 0; k < NELEMS(kinds); k++)
        for (size_t s = 0; s < NELEMS(scales); s++) {
            hexlayout base = hexlayout_make(kinds[k], scales[s], 0, 0);
            for (size_t o = 1; o < NELEMS(origins); o++) {
                hexlayout l = hexlayout_make(kinds[k], scales[s], origins[o].x,
                                             origins[o].y);
                for (int y = -25; y <= 40; y++)
                    for (int x = -40; x <= 60; x++) {
                        hex_offset a = hexlayout_hex_at(&base, x, y);
                        hex_offset b = hexlayout_hex_at(&l, x + l.ox, y + l.oy);
                        CHECK(same_offset(a, b), "%s %s origin (%d,%d) cell (%d,%d)",
                              kind_names[k], scale_names[s], l.ox, l.oy, x, y);
                    }
            }
        }
}

/* ---- whole boards ------------------------------------------------- */

static void test_board_size_known_cases(void **state)
{
    (void)state;
    static const struct {
        enum hex_offset_kind kind;
        enum hexlayout_scale scale;
        int cols, rows, w, h;
    } cases[] = {
        /* 9 columns of pitch 4 plus the last box (5) and the odd rows'
         * stagger (2): 4*8+5+2 = 39; rows of pitch 2: 2*8+3 = 19. */
        { HEX_ODD_R, HEXLAYOUT_LARGE, 9, 9, 39, 19 },
        { HEX_EVEN_R, HEXLAYOUT_LARGE, 9, 9, 39, 19 },
        /* 2*15 + 2 + 1 = 33 wide, one line per row. */
        { HEX_ODD_R, HEXLAYOUT_COMPACT, 16, 16, 33, 16 },
        /* 3*9 + 4 = 31 wide; 2*10 + 3 + 1 (column stagger) = 24 high. */
        { HEX_ODD_Q, HEXLAYOUT_LARGE, 10, 11, 31, 24 },
        { HEX_EVEN_Q, HEXLAYOUT_LARGE, 10, 11, 31, 24 },
        /* 2*9 + 2 = 20; 2*19 + 2 + 1 = 41. */
        { HEX_ODD_Q, HEXLAYOUT_COMPACT, 10, 20, 20, 41 },
        { HEX_ODD_R, HEXLAYOUT_LARGE, 3, 2, 15, 5 },
        { HEX_ODD_Q, HEXLAYOUT_LARGE, 3, 3, 10, 8 },
        /* One unshoved line has no stagger; one shoved line keeps it. */
        { HEX_ODD_R, HEXLAYOUT_LARGE, 3, 1, 13, 3 },
        { HEX_EVEN_R, HEXLAYOUT_LARGE, 3, 1, 15, 3 },
        { HEX_ODD_Q, HEXLAYOUT_LARGE, 1, 3, 4, 7 },
        { HEX_EVEN_Q, HEXLAYOUT_LARGE, 1, 3, 4, 8 },
        { HEX_ODD_R, HEXLAYOUT_COMPACT, 1, 1, 2, 1 },
        /* Empty boards have an empty picture. */
        { HEX_ODD_R, HEXLAYOUT_LARGE, 0, 5, 0, 0 },
        { HEX_ODD_Q, HEXLAYOUT_COMPACT, 5, 0, 0, 0 },
        { HEX_EVEN_R, HEXLAYOUT_COMPACT, -1, 4, 0, 0 },
    };
    for (size_t i = 0; i < NELEMS(cases); i++) {
        int w = -1, h = -1;
        hexlayout_board_size(cases[i].kind, cases[i].scale, cases[i].cols, cases[i].rows,
                             &w, &h);
        CHECK(w == cases[i].w && h == cases[i].h, "case %zu: got %dx%d", i, w, h);
    }
}

enum { MAXB = 6 };

/* Every board from 1x1 to MAXB x MAXB: the picture holds every stencil cell
 * of every hex and no more rows or columns than it needs (its left and top
 * edge may stay empty when the only line is a shoved one); every cell of
 * it belongs to a hex on the board or right next to it; each hex is hit by
 * all of its own cells. */
static void board_body(const hexlayout *l, const hexlayout_style *st, const char *ctx)
{
    bool pointy = hex_offset_kind_is_pointy(l->kind);
    for (int cols = 1; cols <= MAXB; cols++)
        for (int rows = 1; rows <= MAXB; rows++) {
            int w, h;
            hexlayout_board_size(l->kind, l->scale, cols, rows, &w, &h);
            int minx = 1 << 30, miny = 1 << 30, maxx = -(1 << 30), maxy = -(1 << 30);
            for (int col = 0; col < cols; col++)
                for (int row = 0; row < rows; row++)
                    for (size_t i = 0; i < st->ncells; i++) {
                        hex_offset o = { col, row };
                        hexlayout_cell p = stencil_cell(l, st, o, i);
                        minx = p.x < minx ? p.x : minx;
                        miny = p.y < miny ? p.y : miny;
                        maxx = p.x > maxx ? p.x : maxx;
                        maxy = p.y > maxy ? p.y : maxy;
                        if (st->cells[i].shared_dir != -1)
                            continue;
                        hex_offset got = { -99, -99 };
                        CHECK(hexlayout_hit(l, p.x, p.y, cols, rows, &got) &&
                              same_offset(got, o), "%s %dx%d (%d,%d) cell %zu", ctx,
                              cols, rows, col, row, i);
                    }
            CHECK(minx >= l->ox && miny >= l->oy && maxx == l->ox + w - 1 &&
                  maxy == l->oy + h - 1, "%s %dx%d: cells span (%d,%d)-(%d,%d), picture "
                  "%dx%d", ctx, cols, rows, minx, miny, maxx, maxy, w, h);
            if ((pointy ? rows : cols) > 1 || !line_shoved(l->kind, 0))
                CHECK(minx == l->ox && miny == l->oy, "%s %dx%d", ctx, cols, rows);
            for (int y = l->oy; y < l->oy + h; y++)
                for (int x = l->ox; x < l->ox + w; x++) {
                    hex_offset at = hexlayout_hex_at(l, x, y);
                    bool near = false;
                    for (int d = -1; d < 6 && !near; d++) {
                        hex_offset n = d < 0 ? at : hex_offset_neighbor(at, l->kind, d);
                        near = n.col >= 0 && n.row >= 0 && n.col < cols && n.row < rows;
                    }
                    CHECK(near, "%s %dx%d: cell (%d,%d) gives (%d,%d)", ctx, cols, rows,
                          x, y, at.col, at.row);
                }
        }
}

static void test_board_picture_holds_every_hex_and_maps_back(void **state)
{
    (void)state;
    for_each_layout(board_body);
}

static void hit_body(const hexlayout *l, const hexlayout_style *st, const char *ctx)
{
    (void)st;
    const int cols = 5, rows = 4, margin = 8;
    int w, h, hits[4][5] = { { 0 } };
    hexlayout_board_size(l->kind, l->scale, cols, rows, &w, &h);
    for (int y = l->oy - margin; y < l->oy + h + margin; y++)
        for (int x = l->ox - margin; x < l->ox + w + margin; x++) {
            hex_offset at = hexlayout_hex_at(l, x, y);
            bool on = at.col >= 0 && at.row >= 0 && at.col < cols && at.row < rows;
            hex_offset out = { -99, -99 };
            bool hit = hexlayout_hit(l, x, y, cols, rows, &out);
            CHECK(hit == on, "%s cell (%d,%d) gives (%d,%d)", ctx, x, y, at.col, at.row);
            if (hit) {
                CHECK(same_offset(out, at), "%s cell (%d,%d)", ctx, x, y);
                CHECK(x >= l->ox && x < l->ox + w && y >= l->oy && y < l->oy + h,
                      "%s cell (%d,%d) outside the picture hits", ctx, x, y);
                hits[at.row][at.col]++;
            } else {
                CHECK(out.col == -99 && out.row == -99, "%s cell (%d,%d)", ctx, x, y);
            }
        }
    for (int row = 0; row < rows; row++)
        for (int col = 0; col < cols; col++)
            CHECK(hits[row][col] > 0, "%s hex (%d,%d) never hit", ctx, col, row);
    hex_offset out;
    CHECK(!hexlayout_hit(l, l->ox - 1000, l->oy - 1000, cols, rows, &out), "%s", ctx);
    CHECK(!hexlayout_hit(l, l->ox + 1000, l->oy + 3, cols, rows, &out), "%s", ctx);
    CHECK(!hexlayout_hit(l, l->ox, l->oy, 0, 0, &out), "%s", ctx);
}

static void test_hit_is_true_exactly_on_the_board(void **state)
{
    (void)state;
    for_each_layout(hit_body);
}

/* ---- golden pictures ---------------------------------------------- */

/* Draws every stencil glyph of a cols x rows board into text lines,
 * one per picture row, joined with '\n'. */
static void render(enum hex_offset_kind kind, enum hexlayout_scale scale, int cols,
                   int rows, char *out, size_t cap)
{
    int w, h;
    hexlayout_board_size(kind, scale, cols, rows, &w, &h);
    assert_true((size_t)((w + 1) * h) < cap);
    memset(out, ' ', (size_t)((w + 1) * h));
    for (int y = 0; y < h; y++)
        out[y * (w + 1) + w] = '\n';
    out[(w + 1) * h] = '\0';
    hexlayout l = hexlayout_make(kind, scale, 0, 0);
    const hexlayout_style *st = hexlayout_style_of(kind, scale);
    for (int row = 0; row < rows; row++)
        for (int col = 0; col < cols; col++)
            for (size_t i = 0; i < st->ncells; i++) {
                hexlayout_cell p = stencil_cell(&l, st, (hex_offset){ col, row }, i);
                assert_in_range(p.x, 0, w - 1);
                assert_in_range(p.y, 0, h - 1);
                out[p.y * (w + 1) + p.x] = st->cells[i].glyph;
            }
}

/* The picture with each hex's index (as in render_hits) written on its
 * centre cell, where a game puts its mark. */
static void render_labelled(enum hex_offset_kind kind, enum hexlayout_scale scale,
                            int cols, int rows, char *out, size_t cap)
{
    static const char names[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    int w, h;
    render(kind, scale, cols, rows, out, cap);
    hexlayout_board_size(kind, scale, cols, rows, &w, &h);
    hexlayout l = hexlayout_make(kind, scale, 0, 0);
    for (int row = 0; row < rows; row++)
        for (int col = 0; col < cols; col++) {
            hexlayout_cell c = hexlayout_center(&l, (hex_offset){ col, row });
            out[c.y * (w + 1) + c.x] = names[row * cols + col];
        }
}

/* Which board hex each cell of the picture hits: its index row * cols +
 * col as a digit or letter, '#' off the board. */
static void render_hits(enum hex_offset_kind kind, enum hexlayout_scale scale, int cols,
                        int rows, char *out, size_t cap)
{
    static const char names[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    int w, h;
    hexlayout_board_size(kind, scale, cols, rows, &w, &h);
    assert_true((size_t)((w + 1) * h) < cap && cols * rows <= 36);
    hexlayout l = hexlayout_make(kind, scale, 0, 0);
    char *p = out;
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            hex_offset o;
            *p++ = hexlayout_hit(&l, x, y, cols, rows, &o) ? names[o.row * cols + o.col]
                                                           : '#';
        }
        *p++ = '\n';
    }
    *p = '\0';
}

static void test_golden_pointy_large_3x2_odd_r(void **state)
{
    (void)state;
    char pic[512];
    render(HEX_ODD_R, HEXLAYOUT_LARGE, 3, 2, pic, sizeof pic);
    assert_string_equal(pic,
        " / \\ / \\ / \\   \n"
        "| . | . | . |  \n"
        " \\ / \\ / \\ / \\ \n"
        "  | . | . | . |\n"
        "   \\ / \\ / \\ / \n");
    render_labelled(HEX_ODD_R, HEXLAYOUT_LARGE, 3, 2, pic, sizeof pic);
    assert_string_equal(pic,
        " / \\ / \\ / \\   \n"
        "| 0 | 1 | 2 |  \n"
        " \\ / \\ / \\ / \\ \n"
        "  | 3 | 4 | 5 |\n"
        "   \\ / \\ / \\ / \n");
    /* Each slash belongs to the hex below it, each bar to the hex on its
     * left; the tips above and below a '.' are its hex's own. */
    render_hits(HEX_ODD_R, HEXLAYOUT_LARGE, 3, 2, pic, sizeof pic);
    assert_string_equal(pic,
        "#000#111#222###\n"
        "#000011112222##\n"
        "##033314442555#\n"
        "###333344445555\n"
        "####3###4###5##\n");
}

static void test_golden_pointy_large_3x3_even_r(void **state)
{
    (void)state;
    char pic[512];
    render(HEX_EVEN_R, HEXLAYOUT_LARGE, 3, 3, pic, sizeof pic);
    assert_string_equal(pic,
        "   / \\ / \\ / \\ \n"
        "  | . | . | . |\n"
        " / \\ / \\ / \\ / \n"
        "| . | . | . |  \n"
        " \\ / \\ / \\ / \\ \n"
        "  | . | . | . |\n"
        "   \\ / \\ / \\ / \n");
}

static void test_golden_flat_large_3x3_odd_q(void **state)
{
    (void)state;
    char pic[512];
    render(HEX_ODD_Q, HEXLAYOUT_LARGE, 3, 3, pic, sizeof pic);
    assert_string_equal(pic,
        " __    __ \n"
        "/  \\__/  \\\n"
        "\\__/  \\__/\n"
        "/  \\__/  \\\n"
        "\\__/  \\__/\n"
        "/  \\__/  \\\n"
        "\\__/  \\__/\n"
        "   \\__/   \n");
    render_labelled(HEX_ODD_Q, HEXLAYOUT_LARGE, 3, 3, pic, sizeof pic);
    assert_string_equal(pic,
        " __    __ \n"
        "/0 \\__/2 \\\n"
        "\\__/1 \\__/\n"
        "/3 \\__/5 \\\n"
        "\\__/4 \\__/\n"
        "/6 \\__/8 \\\n"
        "\\__/7 \\__/\n"
        "   \\__/   \n");
    /* A hex's top edge "__" is the inside of the hex above it, so the top
     * row of the picture hits nothing. */
    render_hits(HEX_ODD_Q, HEXLAYOUT_LARGE, 3, 3, pic, sizeof pic);
    assert_string_equal(pic,
        "##########\n"
        "0000##2222\n"
        "#00111122#\n"
        "3333115555\n"
        "#33444455#\n"
        "6666448888\n"
        "#66777788#\n"
        "####77####\n");
}

static void test_golden_flat_large_3x3_even_q(void **state)
{
    (void)state;
    char pic[512];
    render(HEX_EVEN_Q, HEXLAYOUT_LARGE, 3, 3, pic, sizeof pic);
    assert_string_equal(pic,
        "    __    \n"
        " __/  \\__ \n"
        "/  \\__/  \\\n"
        "\\__/  \\__/\n"
        "/  \\__/  \\\n"
        "\\__/  \\__/\n"
        "/  \\__/  \\\n"
        "\\__/  \\__/\n");
}

static void test_golden_compact_4x3(void **state)
{
    (void)state;
    char pic[512];
    render(HEX_ODD_R, HEXLAYOUT_COMPACT, 4, 3, pic, sizeof pic);
    assert_string_equal(pic,
        ". . . .  \n"
        " . . . . \n"
        ". . . .  \n");
    render_hits(HEX_ODD_R, HEXLAYOUT_COMPACT, 4, 3, pic, sizeof pic);
    assert_string_equal(pic,
        "00112233#\n"
        "#44556677\n"
        "8899aabb#\n");
    render(HEX_ODD_Q, HEXLAYOUT_COMPACT, 4, 3, pic, sizeof pic);
    assert_string_equal(pic,
        ".   .   \n"
        "  .   . \n"
        ".   .   \n"
        "  .   . \n"
        ".   .   \n"
        "  .   . \n"
        "        \n");
    render_labelled(HEX_ODD_Q, HEXLAYOUT_COMPACT, 4, 3, pic, sizeof pic);
    assert_string_equal(pic,
        "0   2   \n"
        "  1   3 \n"
        "4   6   \n"
        "  5   7 \n"
        "8   a   \n"
        "  9   b \n"
        "        \n");
    /* Each hex is a 2x2 brick, odd columns one line lower. */
    render_hits(HEX_ODD_Q, HEXLAYOUT_COMPACT, 4, 3, pic, sizeof pic);
    assert_string_equal(pic,
        "00##22##\n"
        "00112233\n"
        "44116633\n"
        "44556677\n"
        "8855aa77\n"
        "8899aabb\n"
        "##99##bb\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_make_stores_its_arguments),
        cmocka_unit_test(test_styles_are_consistent),
        cmocka_unit_test(test_box_and_center_step_by_pitch_and_stagger),
        cmocka_unit_test(test_own_cells_and_centre_map_back_to_their_hex),
        cmocka_unit_test(test_border_cells_map_to_their_hex_or_the_sharing_neighbour),
        cmocka_unit_test(test_hex_at_moves_with_the_origin),
        cmocka_unit_test(test_board_size_known_cases),
        cmocka_unit_test(test_board_picture_holds_every_hex_and_maps_back),
        cmocka_unit_test(test_hit_is_true_exactly_on_the_board),
        cmocka_unit_test(test_golden_pointy_large_3x2_odd_r),
        cmocka_unit_test(test_golden_pointy_large_3x3_even_r),
        cmocka_unit_test(test_golden_flat_large_3x3_odd_q),
        cmocka_unit_test(test_golden_flat_large_3x3_even_q),
        cmocka_unit_test(test_golden_compact_4x3),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
