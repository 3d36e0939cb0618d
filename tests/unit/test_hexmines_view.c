/* Unit tests for the hexmines view: golden pictures at both scales, with
 * the role of every cell (covered tiles, flat open cells, highlights that
 * fill the hex), the cursor, scrolling, the edge of the compact drawing,
 * and a long message wrapped under the board. */
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
#include "games/hexmines/hexmines.h"
#include "tui/hexmines_keys.h"
#include "tui/hexmines_lines.h"
#include "tui/hexmines_view.h"

/* A 3x2 board: hidden, flag, 0 / 1, a warned 2, the exploded mine. */
static const mv_cell small[6] = {
    { MV_HIDDEN, 0, false }, { MV_FLAG, 0, false }, { MV_OPEN, 0, false },
    { MV_OPEN, 1, false }, { MV_OPEN, 2, true }, { MV_EXPLODED, 0, false },
};

/* The view asks for one cell at a time; the tests keep theirs in arrays. */
typedef struct { const mv_cell *cells; int cols; } grid;
static grid grids[4];
static int ngrids;

static mv_cell from_grid(const void *ctx, int row, int col)
{
    const grid *g = ctx;
    return g->cells[row * g->cols + col];
}

static hexmines_view view_of(const mv_cell *cells, int cols, int rows, enum hexlayout_scale s)
{
    grid *g = &grids[ngrids++ % 4];
    *g = (grid){ cells, cols };
    return (hexmines_view){ .cols = cols, .rows = rows, .cell = from_grid, .ctx = g, .scale = s,
                         .cursor = { 0, 0 }, .show_cursor = true,
                         .status = "status", .message = "message" };
}

static char *draw(canvas *c, const hexmines_view *v, int w, int h)
{
    assert_int_equal(canvas_resize(c, w, h), 0);
    hexmines_view_draw(c, v);
    return canvas_dump(c);
}

/* A letter for each role, for pictures of what the cells mean: a tile is
 * '#' (covered), 'F' (flag) or 'X' (wrong flag); '_' is flat open ground,
 * 'b' an outline or edge, 'E' the mine that went off, 'H' the hint. */
static char role_letter(int role)
{
    switch (role) {
    case ROLE_NORMAL: return ' ';
    case ROLE_BORDER: return 'b';
    case HM_ROLE_COVERED: return '#';
    case HM_ROLE_OPEN: return '_';
    case HM_ROLE_FLAG: return 'F';
    case HM_ROLE_MINE: return 'M';
    case HM_ROLE_BLAST: return 'E';
    case HM_ROLE_WRONG_FLAG: return 'X';
    case HM_ROLE_OVERFLAGGED: return 'W';
    case ROLE_HINT: return 'H';
    case ROLE_STATUS: return 's';
    default:
        if (role >= HM_ROLE_COUNT1 && role <= HM_ROLE_COUNT6)
            return (char)('1' + role - HM_ROLE_COUNT1);
        return '?';
    }
}

/* The canvas's roles as a picture like canvas_dump's; the caller frees it. */
static char *role_dump(const canvas *c)
{
    char *out = malloc((size_t)(c->w + 1) * (size_t)c->h + 1), *p = out;
    assert_non_null(out);
    for (int y = 0; y < c->h; y++) {
        for (int x = 0; x < c->w; x++)
            *p++ = role_letter(canvas_get(c, x, y).role);
        *p++ = '\n';
    }
    *p = '\0';
    return out;
}

/* The canvas' roles, one character a cell, are exactly these. */
static void assert_roles(const canvas *c, const char *roles)
{
    char *r = role_dump(c);
    assert_string_equal(r, roles);
    free(r);
}

/* Every state a cell can show, on a 3x3 board: hidden, hidden, flag / hidden,
 * a 3, a 0 / a mine, a wrong flag, the mine that went off. */
static const mv_cell every_state[9] = {
    { MV_HIDDEN, 0, false }, { MV_HIDDEN, 0, false }, { MV_FLAG, 0, false },
    { MV_HIDDEN, 0, false }, { MV_OPEN, 3, false }, { MV_OPEN, 0, false },
    { MV_MINE, 0, false }, { MV_WRONG_FLAG, 0, false }, { MV_EXPLODED, 0, false },
};

static void test_large_picture_is_outlined_hexes_with_marks(void **state)
{
    (void)state;
    canvas c = { 0 };
    hexmines_view v = view_of(small, 3, 2, HEXLAYOUT_LARGE);
    char *got = draw(&c, &v, 20, 7);
    /* The 15x5 picture is centred in the 20x5 area below the status; the
     * mine that went off shows three marks. */
    const char *want =
        "status              \n"
        "   / \\ / \\ / \\      \n"
        "  | . | F |   |     \n"
        "   \\ / \\ / \\ / \\    \n"
        "    | 1 | 2 |***|   \n"
        "     \\ / \\ / \\ /    \n"
        "message             \n";
    assert_string_equal(got, want);
    free(got);
    canvas_free(&c);
}

/* The cells a hint's words name are marked around, so that "the 1 at row
 * 2, col 2" is found on the board: their outline in the hint's colour,
 * their number kept in its own; the hint's cell is highlighted whole. */
static void test_the_cells_a_hint_names_are_marked(void **state)
{
    (void)state;
    canvas c = { 0 };
    hexmines_view v = view_of(small, 3, 2, HEXLAYOUT_LARGE);
    v.show_hint = true;
    v.hint = (hex_offset){ 0, 0 };
    v.named[0] = (hex_offset){ 0, 1 };   /* the 1 */
    v.nnamed = 1;
    char *got = draw(&c, &v, 20, 7);
    free(got);
    assert_roles(&c, "ssssss              \n"
                     "   HHH FFF b_b      \n"
                     "  HHHHHFFFF___b     \n"
                     "   HHH_HFF_b_EEE    \n"
                     "    H_1_H_W_EEEEE   \n"
                     "     H_H b_b EEE    \n"
                     "sssssss             \n");
    canvas_free(&c);
}

/* Two columns a hex, shoved rows one column right, and the board's edge
 * around it: dashes above and below, bars beside, a slash where a corner
 * steps. */
static void test_compact_picture_is_two_columns_a_hex_inside_an_edge(void **state)
{
    (void)state;
    canvas c = { 0 };
    hexmines_view v = view_of(small, 3, 2, HEXLAYOUT_COMPACT);
    char *got = draw(&c, &v, 12, 6);
    const char *want =
        "status      \n"
        "  ------    \n"
        " |. F   \\   \n"
        "  \\1 2***|  \n"
        "   ------   \n"
        "message     \n";
    assert_string_equal(got, want);
    free(got);
    canvas_free(&c);
}

/* The edge is part of the picture: a terminal must hold it to show the
 * board whole, so the scale is chosen with it. */
static void test_compact_picture_size_includes_the_edge(void **state)
{
    (void)state;
    int w, h;
    hexmines_view_picture_size(HEXLAYOUT_COMPACT, 30, 16, &w, &h);
    assert_int_equal(w, 2 * 30 + 1 + 2);
    assert_int_equal(h, 16 + 2);
    hexmines_view_picture_size(HEXLAYOUT_LARGE, 9, 9, &w, &h);
    assert_int_equal(w, 39);
    assert_int_equal(h, 19);
}

/* Covered cells (hidden, flagged, wrongly flagged) are filled tiles, and
 * where two covered cells meet the outline between them is part of the
 * tiles too, so that a covered area reads as one surface; open cells are
 * flat, with plain outlines. A flag's tile takes its whole outline and
 * the mine that went off its whole hex. */
static void test_large_covered_cells_are_tiles_and_open_cells_flat(void **state)
{
    (void)state;
    canvas c = { 0 };
    hexmines_view v = view_of(every_state, 3, 3, HEXLAYOUT_LARGE);
    char *got = draw(&c, &v, 20, 9);
    const char *want =
        "status              \n"
        "   / \\ / \\ / \\      \n"
        "  | . | . | F |     \n"
        "   \\ / \\ / \\ / \\    \n"
        "    | . | 3 |   |   \n"
        "   / \\ / \\ / \\ /    \n"
        "  | * | X |***|     \n"
        "   \\ / \\ / \\ /      \n"
        "message             \n";
    const char *roles =
        "ssssss              \n"
        "   b#b b#b FFF      \n"
        "  b#######FFFFF     \n"
        "   b#####b_FFF_b    \n"
        "    b###b_3_b___b   \n"
        "   b_b#XXX_EEE_b    \n"
        "  b_M_XXXXEEEEE     \n"
        "   b_b XXX EEE      \n"
        "sssssss             \n";
    assert_string_equal(got, want);
    assert_roles(&c, roles);
    free(got);
    canvas_free(&c);
}

static void test_compact_covered_cells_are_tiles_and_open_cells_flat(void **state)
{
    (void)state;
    canvas c = { 0 };
    hexmines_view v = view_of(every_state, 3, 3, HEXLAYOUT_COMPACT);
    char *got = draw(&c, &v, 12, 7);
    const char *want =
        "status      \n"
        "  ------    \n"
        " |. . F \\   \n"
        " | . 3   |  \n"
        " |* X***/   \n"
        "  ------    \n"
        "message     \n";
    const char *roles =
        "ssssss      \n"
        "  bbbbbb    \n"
        " b####FFb   \n"
        " b ##3___b  \n"
        " bM_XEEEb   \n"
        "  bbbbbb    \n"
        "sssssss     \n";
    assert_string_equal(got, want);
    assert_roles(&c, roles);
    free(got);
    canvas_free(&c);
}

/* A hint fills its hex, the outline too (not a + of its own cells), and
 * keeps the glyphs; in the compact drawing it is centred on the mark. */
static void test_a_hint_fills_its_whole_hex_at_both_scales(void **state)
{
    (void)state;
    canvas c = { 0 };
    hexmines_view v = view_of(every_state, 3, 3, HEXLAYOUT_LARGE);
    v.show_hint = true;
    v.hint = (hex_offset){ 0, 1 };
    free(draw(&c, &v, 20, 9));
    const char *roles =
        "ssssss              \n"
        "   b#b b#b FFF      \n"
        "  b#######FFFFF     \n"
        "   b#HHH#b_FFF_b    \n"
        "    HHHHH_3_b___b   \n"
        "   b_HHHXX_EEE_b    \n"
        "  b_M_XXXXEEEEE     \n"
        "   b_b XXX EEE      \n"
        "sssssss             \n";
    assert_roles(&c, roles);
    hexlayout l = hexmines_view_layout(&v, 20, 9);
    hexlayout_cell centre = hexlayout_center(&l, v.hint);
    assert_int_equal(canvas_get(&c, centre.x, centre.y).ch, '.');
    v = view_of(every_state, 3, 3, HEXLAYOUT_COMPACT);
    v.show_hint = true;
    v.hint = (hex_offset){ 0, 1 };
    char *got = draw(&c, &v, 12, 7);
    assert_roles(&c,
        "ssssss      \n"
        "  bbbbbb    \n"
        " b####FFb   \n"
        " bHHH3___b  \n"
        " bM_XEEEb   \n"
        "  bbbbbb    \n"
        "sssssss     \n");
    assert_string_equal(got,
        "status      \n"
        "  ------    \n"
        " |. . F \\   \n"
        " | . 3   |  \n"
        " |* X***/   \n"
        "  ------    \n"
        "message     \n");
    free(got);
    canvas_free(&c);
}

static void test_marks_have_their_roles(void **state)
{
    (void)state;
    canvas c = { 0 };
    hexmines_view v = view_of(small, 3, 2, HEXLAYOUT_COMPACT);
    free(draw(&c, &v, 12, 6));
    assert_int_equal(canvas_get(&c, 2, 2).role, HM_ROLE_COVERED);
    assert_int_equal(canvas_get(&c, 4, 2).role, HM_ROLE_FLAG);
    assert_int_equal(canvas_get(&c, 3, 3).role, HM_ROLE_COUNT1);
    assert_int_equal(canvas_get(&c, 5, 3).role, HM_ROLE_OVERFLAGGED);   /* too many flags */
    assert_int_equal(canvas_get(&c, 7, 3).role, HM_ROLE_BLAST);
    /* Whoever paints the canvas finds the roles' inks through it; a
     * cleared canvas holds no game's. */
    assert_ptr_equal(c.game_roles, &hexmines_roles);
    canvas_clear(&c);
    assert_null(c.game_roles);
    canvas_free(&c);
}

static void test_cursor_is_the_terminal_cursor_on_the_centre_cell(void **state)
{
    (void)state;
    canvas c = { 0 };
    hexmines_view v = view_of(small, 3, 2, HEXLAYOUT_LARGE);
    v.cursor = (hex_offset){ 2, 1 };
    free(draw(&c, &v, 20, 7));
    hexlayout l = hexmines_view_layout(&v, 20, 7);
    hexlayout_cell at = hexlayout_center(&l, v.cursor);
    assert_int_equal(c.cursor_x, at.x);
    assert_int_equal(c.cursor_y, at.y);
    assert_int_equal(canvas_get(&c, at.x, at.y).ch, '*');
    v.hide_board = true;
    free(draw(&c, &v, 20, 7));
    assert_int_equal(c.cursor_x, -1);
    canvas_free(&c);
}

static void test_a_board_larger_than_the_area_scrolls_to_the_cursor(void **state)
{
    (void)state;
    enum { W = 60, H = 40 };
    static mv_cell cells[W * H];
    for (int i = 0; i < W * H; i++)
        cells[i] = (mv_cell){ MV_HIDDEN, 0, false };
    canvas c = { 0 };
    hexmines_view v = view_of(cells, W, H, HEXLAYOUT_COMPACT);
    int sx = 0, sy = 0;
    v.cursor = (hex_offset){ W - 1, H - 1 };
    hexmines_view_follow(&v, 40, 12, &sx, &sy);
    assert_true(sx > 0 && sy > 0);
    v.scroll_x = sx;
    v.scroll_y = sy;
    char *got = draw(&c, &v, 40, 12);
    hexlayout l = hexmines_view_layout(&v, 40, 12);
    hexlayout_cell at = hexlayout_center(&l, v.cursor);
    assert_true(at.x >= 0 && at.x < 40 && at.y >= 1 && at.y < 11);
    assert_int_equal(c.cursor_x, at.x);
    /* More to the left and above: marks on those edges, none right/below,
     * in gutters of their own: the board's cells start inside them. */
    assert_int_equal(canvas_get(&c, 0, 2).ch, '<');
    assert_int_equal(canvas_get(&c, 3, 1).ch, '^');
    assert_int_not_equal(canvas_get(&c, 39, 2).ch, '>');
    int ax, ay, aw, ah;
    hexmines_view_board_area(&v, 40, 12, &ax, &ay, &aw, &ah);
    assert_int_equal(ax, 1);
    assert_int_equal(ay, 2);
    for (int y = ay; y < ay + ah; y++)
        assert_true(canvas_get(&c, 0, y).ch == '<' || canvas_get(&c, 0, y).ch == ' ');
    for (int x = 0; x < 40; x++)
        assert_true(canvas_get(&c, x, 1).ch == '^' || canvas_get(&c, x, 1).ch == ' ');
    free(got);
    canvas_free(&c);
}

/* Without outlines, an open cell at the edge of a hexagon board would look
 * like the space around it: the edge follows the board's six sides, its
 * slanted ones drawn with slashes. */
static void test_compact_hexagon_edge_follows_its_sides(void **state)
{
    (void)state;
    /* A radius-2 hexagon in a 5x5 rectangle, every cell open. */
    mv_cell cells[25];
    hex centre = hex_from_offset((hex_offset){ 2, 2 }, HEX_ODD_R);
    for (int i = 0; i < 25; i++) {
        hex h = hex_from_offset((hex_offset){ i % 5, i / 5 }, HEX_ODD_R);
        cells[i] = (mv_cell){ hex_distance(h, centre) <= 2 ? MV_OPEN : MV_OFF, 0, false };
    }
    canvas c = { 0 };
    hexmines_view v = view_of(cells, 5, 5, HEXLAYOUT_COMPACT);
    v.show_cursor = false;
    char *got = draw(&c, &v, 14, 9);
    const char *want =
        "status        \n"
        "   ------     \n"
        "  /      \\    \n"
        " /        \\   \n"
        "|          |  \n"
        " \\        /   \n"
        "  \\      /    \n"
        "   ------     \n"
        "message       \n";
    assert_string_equal(got, want);
    assert_int_equal(canvas_get(&c, 0, 4).role, ROLE_BORDER);
    free(got);
    canvas_free(&c);
}

/* Line y of a canvas dump (lines of w characters and a newline). */
static char *dump_line(const char *dump, int w, int y, char *buf)
{
    memcpy(buf, dump + (size_t)y * (size_t)(w + 1), (size_t)w);
    buf[w] = '\0';
    for (int i = w - 1; i >= 0 && buf[i] == ' '; i--)
        buf[i] = '\0';
    return buf;
}

/* A hint's reason is longer than 80 columns, its conclusion at the end:
 * at 80x24 the whole sentence shows, on two lines broken at a space, and
 * the board does not move for it. */
static void test_a_long_message_wraps_whole_and_the_board_stays(void **state)
{
    (void)state;
    enum { W = 80, H = 24 };
    static mv_cell cells[81];
    for (int i = 0; i < 81; i++)
        cells[i] = (mv_cell){ MV_HIDDEN, 0, false };
    static const char hint[] = "the 1 at row 1, col 0 needs every hidden neighbour "
                               "left as a mine, so row 2, col 0 is a mine";
    canvas c = { 0 };
    hexmines_view v = view_of(cells, 9, 9, HEXLAYOUT_LARGE);
    v.message = "short";
    char *before = draw(&c, &v, W, H);
    v.message = hint;
    char *after = draw(&c, &v, W, H);
    char a[W + 1], b[W + 1], joined[2 * W + 2];
    snprintf(joined, sizeof joined, "%s %s", dump_line(after, W, H - 2, a),
             dump_line(after, W, H - 1, b));
    assert_string_equal(joined, hint);
    assert_true(strlen(a) <= W && strlen(b) > 0);
    for (int y = 0; y < H - 2; y++)
        assert_string_equal(dump_line(before, W, y, a), dump_line(after, W, y, b));
    free(before);
    free(after);
    canvas_free(&c);
}

/* A board that fills the area gives way to a long message by scrolling,
 * keeping the cursor (where a hint puts it) in view above the message. */
static void test_a_long_message_over_a_full_area_scrolls_the_cursor_into_view(void **state)
{
    (void)state;
    enum { W = 30, H = 12 };
    static mv_cell cells[10 * 10];
    for (int i = 0; i < 100; i++)
        cells[i] = (mv_cell){ MV_HIDDEN, 0, false };
    canvas c = { 0 };
    hexmines_view v = view_of(cells, 10, 10, HEXLAYOUT_COMPACT);   /* 10 lines */
    v.cursor = (hex_offset){ 3, 9 };
    v.message = "a message long enough to take three lines of a canvas this narrow";
    int ax, ay, aw, ah;
    hexmines_view_board_area(&v, W, H, &ax, &ay, &aw, &ah);
    assert_int_equal(ah, H - 1 - 3 - 2);   /* less the scroll marks' gutters */
    int sx = 0, sy = 0;
    hexmines_view_follow(&v, W, H, &sx, &sy);
    v.scroll_x = sx;
    v.scroll_y = sy;
    char *got = draw(&c, &v, W, H);
    hexlayout l = hexmines_view_layout(&v, W, H);
    hexlayout_cell at = hexlayout_center(&l, v.cursor);
    assert_true(at.y >= ay && at.y < ay + ah);
    assert_int_equal(c.cursor_y, at.y);
    char line[W + 1];
    assert_string_equal(dump_line(got, W, H - 3, line), "a message long enough to take");
    assert_string_equal(dump_line(got, W, H - 1, line), "narrow");
    free(got);
    canvas_free(&c);
}

/* The one-letter words of a help line before its first '(' (the keys it
 * names), appended to keys. */
static void keys_named(const char *line, char *keys)
{
    size_t n = strlen(keys);
    for (const char *p = line; *p && *p != '('; p++) {
        bool alone = (p == line || strchr(" ;/", p[-1])) && (!p[1] || strchr(" ;/", p[1]));
        if (alone && ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')))
            keys[n++] = *p;
    }
    keys[n] = '\0';
}

/* The help names the movement letters the board takes under each key
 * scheme, and no others, as they are typed: lower case (Shift-W moves
 * nothing). The only capitals its key table names are U, Y and N, which
 * do need Shift. */
static void test_help_names_the_keys_as_typed_for_each_scheme(void **state)
{
    (void)state;
    static const enum hexmines_keys schemes[] = { HEXMINES_KEYS_ALL, HEXMINES_KEYS_HEX,
                                               HEXMINES_KEYS_ROGUELIKE, HEXMINES_KEYS_ARROWS };
    for (size_t k = 0; k < sizeof schemes / sizeof schemes[0]; k++) {
        keymap m;
        keymap_init(&m, &hexmines_key_game);
        hexmines_help h;
        const char *const *lines = hexmines_view_help_lines(&h, schemes[k], &m);
        char moves[64] = "", all[256] = "";
        keys_named(lines[0], moves);
        keys_named(lines[1], moves);
        for (int key = 'A'; key <= 'z'; key++) {
            int dir;
            bool takes = hexmines_direction_key(schemes[k], key, &dir);
            bool named = strchr(moves, key) != NULL;
            if (takes != named)
                fail_msg("scheme %zu: '%c' %s a move but the help %s it", k, key,
                         takes ? "is" : "is not", named ? "names" : "does not name");
        }
        for (int i = 0; lines[i] && (i < 2 || lines[i][0]); i++)   /* the key table */
            keys_named(lines[i], all);
        for (const char *p = all; *p; p++)
            if (*p >= 'A' && *p <= 'Z' && !strchr("UYN", *p))
                fail_msg("scheme %zu: the help names the capital '%c'", k, *p);
    }
}

/* A job bound to other keys: the help names them, the news line too, and
 * the capitals that need Shift follow the map. */
static void test_help_and_news_name_the_keys_bound(void **state)
{
    (void)state;
    keymap m;
    keymap_init(&m, &hexmines_key_game);
    const int flag[] = { 'm', 'M' }, undo[] = { 'Z' };
    keymap_bind(&m, MJ_FLAG, flag, 2);
    keymap_bind(&m, KEY_UNDO, undo, 1);
    hexmines_help h;
    const char *const *lines = hexmines_view_help_lines(&h, HEXMINES_KEYS_HEX, &m);
    bool flag_named = false, shift_named = false;
    for (int i = 0; lines[i]; i++) {
        flag_named = flag_named || strstr(lines[i], "m            flag");
        shift_named = shift_named || strstr(lines[i], "N, Y and Z: capitals");
        if (strstr(lines[i], "f            flag") || strstr(lines[i], "U            undo"))
            fail_msg("the help names a key no longer bound: %s", lines[i]);
    }
    assert_true(flag_named);
    assert_true(shift_named);
    hm_params p;
    assert_true(hm_preset(&p, "beginner"));
    hm_game *g = hm_game_new(&p);
    assert_non_null(g);
    char news[200];
    hexmines_news_text(g, 0, false, false, &m, news, sizeof news);
    assert_non_null(strstr(news, "m flag"));
    hm_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_large_picture_is_outlined_hexes_with_marks),
        cmocka_unit_test(test_the_cells_a_hint_names_are_marked),
        cmocka_unit_test(test_compact_picture_is_two_columns_a_hex_inside_an_edge),
        cmocka_unit_test(test_compact_picture_size_includes_the_edge),
        cmocka_unit_test(test_large_covered_cells_are_tiles_and_open_cells_flat),
        cmocka_unit_test(test_compact_covered_cells_are_tiles_and_open_cells_flat),
        cmocka_unit_test(test_a_hint_fills_its_whole_hex_at_both_scales),
        cmocka_unit_test(test_marks_have_their_roles),
        cmocka_unit_test(test_cursor_is_the_terminal_cursor_on_the_centre_cell),
        cmocka_unit_test(test_a_board_larger_than_the_area_scrolls_to_the_cursor),
        cmocka_unit_test(test_compact_hexagon_edge_follows_its_sides),
        cmocka_unit_test(test_a_long_message_wraps_whole_and_the_board_stays),
        cmocka_unit_test(test_help_names_the_keys_as_typed_for_each_scheme),
        cmocka_unit_test(test_help_and_news_name_the_keys_bound),
        cmocka_unit_test(test_a_long_message_over_a_full_area_scrolls_the_cursor_into_view),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
