/* Unit tests for the hexcells picture: both drawings of a small level as
 * text, exactly (every glyph that tells blue from black from covered, and
 * the line clues' strokes); colours as the faces' roles; the drawing that
 * fits; clicks back to the hex drawn there; the cursor on its face; a
 * slot on the other lattice half a row lower; the window on a board
 * larger than the canvas (both drawings, both lattices): it follows the
 * cursor moving least, stops at the board's ends, marks where more lies,
 * takes in a hint's clues, centres a replay's last move; the smallest
 * canvas. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_gen.h"
#include "hexcells_testutil.h"
#include "session/hexcells_session.h"
#include "tui/hexcells_fe.h"
#include "tui/hexcells_replay.h"
#include "files_testutil.h"
#include "games/hexcells/hexcells_file.h"
#include "tui/hexcells_view.h"
#include "tui/scroll_follow.h"
#include "view_testutil.h"

/* A line down column 1 ({1}: the blue below it and a black), one down to
 * the right from (0, 0) (0: it meets one black), a revealed blue with its
 * flower count (1), a revealed black with its number (2), four covered
 * cells. */
static hc_game *small_game(void)
{
    hc_puzzle z;
    hc_puzzle_init(&z, 4, 4);
    put_line(&z, hc_index(1, 0), HC_DIR_DOWN, HC_SHOW_SHAPE);
    put_line(&z, hc_index(0, 0), HC_DIR_DOWN_RIGHT, HC_SHOW_COUNT);
    put_cell(&z, hc_index(1, 1), HC_BLUE, true, HC_SHOW_COUNT);
    put_cell(&z, hc_index(1, 2), HC_BLACK, false, HC_SHOW_NONE);
    put_cell(&z, hc_index(2, 1), HC_BLACK, true, HC_SHOW_COUNT);
    put_cell(&z, hc_index(2, 2), HC_BLUE, false, HC_SHOW_NONE);
    put_cell(&z, hc_index(0, 1), HC_BLACK, false, HC_SHOW_NONE);
    put_cell(&z, hc_index(3, 0), HC_BLACK, false, HC_SHOW_NONE);
    assert_true(hc_puzzle_valid(&z, NULL));
    hc_game *g = hc_game_new(&z, NULL);
    assert_non_null(g);
    return g;
}

static char *draw(const hc_game *g, enum hexcells_drawing d, int w, int h, canvas *c)
{
    assert_int_equal(canvas_resize(c, w, h), 0);
    hexcells_view v = { .game = g, .drawing = d, .cursor = hc_index(1, 2), .show_cursor = true,
                        .status = "status", .message = "message" };
    hexcells_view_draw(c, &v);
    return canvas_dump(c);
}

/* Trailing blanks off each line, for comparing pictures. */
static void trim(char *s)
{
    char *out = s;
    for (char *p = s; *p;) {
        char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        while (n > 0 && p[n - 1] == ' ')
            n--;
        memmove(out, p, n);
        out += n;
        if (end)
            *out++ = '\n';
        p = end ? end + 1 : p + strlen(p);
    }
    *out = '\0';
}

static void the_large_drawing_outlines_every_hex(void **state)
{
    (void)state;
    hc_game *g = small_game();
    canvas c = { 0 };
    char *text = draw(g, HCV_LARGE, 24, 12, &c);
    trim(text);
    assert_string_equal(text, "status\n"
                              "\n"
                              "     0          ___\n"
                              "      \\ {1} ___/ . \\\n"
                              "   / .   |   2 \\___/\n"
                              "   \\___/#1#\\___/\n"
                              "       \\___/ . \\\n"
                              "       / . \\___/\n"
                              "       \\___/\n"
                              "\n"
                              "\n"
                              "message\n");
    free(text);
    canvas_free(&c);
    hc_game_free(g);
}

static void the_compact_drawing_shows_the_faces_alone(void **state)
{
    (void)state;
    hc_game *g = small_game();
    canvas c = { 0 };
    char *text = draw(g, HCV_COMPACT, 20, 9, &c);
    trim(text);
    assert_string_equal(text, "status\n"
                              "     0\n"
                              "     \\ {1}    .\n"
                              "     .  |  2\n"
                              "       #1#\n"
                              "           .\n"
                              "        .\n"
                              "\n"
                              "message\n");
    free(text);
    canvas_free(&c);
    hc_game_free(g);
}

/* A line clue in a notch, cells on every side but above (the line down
 * column 1, of no blue: a shape of nothing, written 0 as SixCells does),
 * a revealed black 1 beside it for comparison. */
static hc_game *notch_game(void)
{
    hc_puzzle z;
    hc_puzzle_init(&z, 3, 3);
    put_line(&z, hc_index(1, 0), HC_DIR_DOWN, HC_SHOW_SHAPE);
    put_cell(&z, hc_index(0, 0), HC_BLUE, false, HC_SHOW_NONE);
    put_cell(&z, hc_index(2, 0), HC_BLUE, false, HC_SHOW_NONE);
    put_cell(&z, hc_index(0, 1), HC_BLACK, true, HC_SHOW_COUNT);
    put_cell(&z, hc_index(2, 1), HC_BLACK, false, HC_SHOW_NONE);
    put_cell(&z, hc_index(1, 1), HC_BLACK, false, HC_SHOW_NONE);
    put_cell(&z, hc_index(1, 2), HC_BLACK, false, HC_SHOW_NONE);
    assert_true(hc_puzzle_valid(&z, NULL));
    hc_game *g = hc_game_new(&z, NULL);
    assert_non_null(g);
    return g;
}

/* A line clue is never drawn as a cell: no outline closes around it (the
 * cells around leave out the sides they share with it), its number is in
 * the line clues' own role, "0" not "{0}", and its stroke is right under
 * it, slanted along its line, in both drawings, against no other face. */
static void a_line_clue_never_looks_like_a_cell(void **state)
{
    (void)state;
    hc_game *g = notch_game();
    canvas c = { 0 };
    char *text = draw(g, HCV_LARGE, 20, 12, &c);
    trim(text);
    assert_string_equal(text, "status\n"
                              "\n"
                              "    ___     ___\n"
                              "   / . \\   / . \\\n"
                              "   \\___  0  ___/\n"
                              "   / 1   |   . \\\n"
                              "   \\___/ . \\___/\n"
                              "       \\___/\n"
                              "       / . \\\n"
                              "       \\___/\n"
                              "\n"
                              "message\n");
    free(text);
    text = draw(g, HCV_COMPACT, 20, 9, &c);
    trim(text);
    assert_string_equal(text, "status\n"
                              "      .     .\n"
                              "         0\n"
                              "      1  |  .\n"
                              "         .\n"
                              "\n"
                              "         .\n"
                              "\n"
                              "message\n");
    free(text);
    for (int d = HCV_COMPACT; d <= HCV_LARGE; d++) {
        free(draw(g, (enum hexcells_drawing)d, 20, 12, &c));
        int found = 0;
        for (int y = 0; y < c.h; y++)
            for (int x = 0; x < c.w; x++) {
                canvas_cell cell = canvas_get(&c, x, y);
                if (cell.ch == '0') {
                    assert_int_equal(cell.role, ROLE_TITLE);
                    assert_int_equal(canvas_get(&c, x, y + 1).ch, '|');
                    assert_int_equal(canvas_get(&c, x, y + 1).role, ROLE_TITLE);
                    found++;
                }
                if (cell.ch == '1')
                    assert_int_equal(cell.role, HC_ROLE_BLACK);
            }
        assert_int_equal(found, 1);
    }
    canvas_free(&c);
    hc_game_free(g);
}

/* The help shows a line clue as the board draws one, its stroke right
 * under its number, and says which way that line runs. */
static void the_help_shows_a_line_clue(void **state)
{
    (void)state;
    const char *const *lines = hexcells_help_lines();
    bool shown = false;
    for (int i = 0; lines[i] && lines[i + 1]; i++) {
        const char *digit = strpbrk(lines[i], "0123456789");
        if (!digit || !strstr(lines[i], "line clue"))
            continue;
        size_t at = (size_t)(digit - lines[i]);
        assert_true(strlen(lines[i + 1]) > at);
        assert_int_equal(lines[i + 1][at], '\\');
        assert_non_null(strstr(lines[i + 1], "runs along"));
        shown = true;
    }
    assert_true(shown);
}

/* Covered hexes are tiles over one colour, blue ones over another; black
 * ones and clues are flat. */
static void faces_have_their_colours(void **state)
{
    (void)state;
    hc_game *g = small_game();
    canvas c = { 0 };
    char *text = draw(g, HCV_COMPACT, 20, 9, &c);
    canvas_cell blue = canvas_get(&c, 8, 4), covered = canvas_get(&c, 8, 6),
                black = canvas_get(&c, 11, 3);
    assert_int_equal(blue.ch, '1');
    assert_int_equal(covered.ch, '.');
    assert_int_equal(black.ch, '2');
    assert_int_not_equal(blue.below, ROLE_NORMAL);
    assert_int_not_equal(covered.below, ROLE_NORMAL);
    assert_int_not_equal(blue.below, covered.below);
    assert_int_equal(black.below, ROLE_NORMAL);
    assert_int_not_equal(black.role, ROLE_HINT);
    /* Whoever paints the canvas finds the roles' inks through it. */
    assert_ptr_equal(c.game_roles, &hexcells_roles);
    /* A hint: its cell shows "!", it and the clue it names in the hint's
     * colour. */
    hexcells_view v = { .game = g, .drawing = HCV_COMPACT, .show_hint = true,
                        .hint = hc_index(1, 2), .hint_clues = { hc_index(2, 1), -1, -1 } };
    hexcells_view_draw(&c, &v);
    assert_int_equal(canvas_get(&c, 8, 6).ch, '!');
    assert_int_equal(canvas_get(&c, 8, 6).role, ROLE_HINT);
    assert_int_equal(canvas_get(&c, 11, 3).ch, '2');
    assert_int_equal(canvas_get(&c, 11, 3).role, ROLE_HINT);
    assert_int_not_equal(canvas_get(&c, 8, 4).role, ROLE_HINT);
    free(text);
    canvas_free(&c);
    hc_game_free(g);
}

/* The glyphs of text's first s on canvas c: on what role they lie. */
static canvas_role below_text(const canvas *c, const char *text, const char *s)
{
    const char *at = strstr(text, s);
    assert_non_null(at);
    int x = 0, y = 0;
    for (const char *p = text; p < at; p++, x++)
        if (*p == '\n') {
            y++;
            x = -1;
        }
    return canvas_get(c, x + 1, y).below;
}

/* A revealed blue cell showing its flower's shape draws it as SixCells
 * does, on the blue tile: -2- for its blues above and below it, {4} once
 * blues join them the way round it. */
static void a_blue_cell_shows_its_flowers_shape(void **state)
{
    (void)state;
    static const int blues[][2] = { { 1, 1 }, { 1, 3 }, { 2, 2 }, { 2, 3 } };
    static const char *const faces[] = { "-2-", "{4}" };
    for (int round = 0; round < 2; round++) {
        hc_puzzle z;
        hc_puzzle_init(&z, 4, 5);
        for (int c = 0; c < 4; c++)
            for (int r = 0; r < 5; r++)
                put_cell(&z, hc_index(c, r), HC_BLACK, false, HC_SHOW_NONE);
        put_cell(&z, hc_index(1, 2), HC_BLUE, true, HC_SHOW_SHAPE);
        for (int i = 0; i < 2 + 2 * round; i++)
            put_cell(&z, hc_index(blues[i][0], blues[i][1]), HC_BLUE, false, HC_SHOW_NONE);
        hc_game *g = hc_game_new(&z, NULL);
        assert_non_null(g);
        canvas c = { 0 };
        char *text = draw(g, HCV_COMPACT, 20, 12, &c);
        assert_int_equal(below_text(&c, text, faces[round]), HC_ROLE_BLUE);
        free(text);
        canvas_free(&c);
        hc_game_free(g);
    }
}

/* The large drawing where it fits, with the status and message lines;
 * else the compact one. */
static void the_drawing_that_fits(void **state)
{
    (void)state;
    hc_game *g = small_game();
    const hc_puzzle *p = hc_game_puzzle(g);
    int pw, ph;
    hexcells_view_picture_size(p, HCV_LARGE, &pw, &ph);
    assert_int_equal(hexcells_view_fit(p, pw, ph + 2), HCV_LARGE);
    assert_int_equal(hexcells_view_fit(p, pw - 1, ph + 2), HCV_COMPACT);
    /* A little too tall: scrolled, outlines kept, a column beside them
     * for the marks. */
    assert_int_equal(hexcells_view_fit(p, pw + 1, ph + 2 - HCV_SCROLL_MAX), HCV_LARGE);
    assert_int_equal(hexcells_view_fit(p, pw, ph + 2 - HCV_SCROLL_MAX), HCV_COMPACT);
    assert_int_equal(hexcells_view_fit(p, pw + 1, ph + 1 - HCV_SCROLL_MAX), HCV_COMPACT);
    hexcells_view_picture_size(p, HCV_COMPACT, &pw, &ph);
    assert_true(hexcells_view_fits(p, HCV_COMPACT, pw, ph + 2));
    assert_false(hexcells_view_fits(p, HCV_COMPACT, pw, ph + 1));
    hc_game_free(g);
}

/* Every preset the menu offers plays in the outline drawing at 80x24,
 * whatever the seed: a board a little taller than the screen scrolls. */
static void every_preset_plays_outlined_at_80x24(void **state)
{
    (void)state;
    hc_puzzle *z = malloc(sizeof *z);
    assert_non_null(z);
    for (int i = 0; hc_preset_at(i); i++)
        for (uint64_t seed = 1; seed <= 50; seed++) {
            hc_params params;
            assert_true(hc_preset(&params, hc_preset_at(i)));
            params.seed = seed;
            assert_true(hc_generate(&params, z, NULL));
            if (hexcells_view_fit(z, 80, 24) != HCV_LARGE)
                fail_msg("%s seed %llu: not in the outline drawing at 80x24", hc_preset_at(i),
                         (unsigned long long)seed);
        }
    free(z);
}

/* The highest cell of a puzzle, and the lowest. */
static int first_cell(const hc_puzzle *p)
{
    int high = -1;
    for (int s = 0; s < HC_SLOTS; s++)
        if (hc_puzzle_is_cell(p, s)
            && (high < 0 || 2 * hc_row_of(s) + (hc_col_of(s) & 1)
                                < 2 * hc_row_of(high) + (hc_col_of(high) & 1)))
            high = s;
    return high;
}

static int lowest_cell(const hc_puzzle *p)
{
    int low = -1;
    for (int s = 0; s < HC_SLOTS; s++)
        if (hc_puzzle_is_cell(p, s)
            && (low < 0 || 2 * hc_row_of(s) + (hc_col_of(s) & 1)
                               > 2 * hc_row_of(low) + (hc_col_of(low) & 1)))
            low = s;
    return low;
}

/* A picture taller than its lines scrolls to keep the cursor's hex in
 * view, says where more lies, never runs over the status or message
 * line, and a click still finds the hex drawn there. */
static void a_tall_picture_scrolls_to_the_cursor(void **state)
{
    (void)state;
    enum { W = 80, H = 24 };
    hc_puzzle *z = malloc(sizeof *z);
    assert_non_null(z);
    hc_params params;
    assert_true(hc_preset(&params, "large-hard"));
    int pw = 0, ph = 0;
    for (params.seed = 1; ph <= H - HCV_TOP - HCV_BOTTOM; params.seed++) {
        assert_true(hc_generate(&params, z, NULL));
        hexcells_view_picture_size(z, HCV_LARGE, &pw, &ph);
    }
    hc_game *g = hc_game_new(z, &params);
    assert_non_null(g);
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, W, H), 0);
    hexcells_view v = { .game = g, .drawing = HCV_LARGE, .cursor = lowest_cell(z),
                        .show_cursor = true, .status = "status", .message = "message" };
    hexcells_view_follow(&v, W, H, &v.scroll_x, &v.scroll_y);
    assert_int_equal(v.scroll_x, 0);
    assert_true(v.scroll_y > 0);
    hexcells_view_draw(&c, &v);
    assert_true(c.cursor_y >= HCV_TOP && c.cursor_y < H - HCV_BOTTOM);
    assert_int_equal(hexcells_view_slot_at(&v, W, H, c.cursor_x, c.cursor_y), v.cursor);
    char *text = canvas_dump(&c);
    trim(text);
    assert_memory_equal(text, "status\n", 7);
    assert_non_null(strstr(text, "\nmessage\n"));
    assert_int_equal(canvas_get(&c, W - 1, HCV_TOP).ch, '^');
    free(text);
    /* Back at the highest cell, the picture scrolls up to it, with what
     * lies just above it (its column's clue). */
    int low_scroll = v.scroll_y;
    v.cursor = first_cell(z);
    hexcells_view_follow(&v, W, H, &v.scroll_x, &v.scroll_y);
    assert_true(v.scroll_y < low_scroll);
    hexcells_view_draw(&c, &v);
    assert_true(c.cursor_y >= HCV_TOP + 2);
    hexcells_view_draw(&c, &v);
    assert_int_equal(canvas_get(&c, W - 1, H - HCV_BOTTOM - 1).ch, 'v');
    canvas_free(&c);
    hc_game_free(g);
    free(z);
}

/* The window along one axis: still where the box is in sight with its
 * margins, else moved just far enough, never past the picture's ends;
 * the margin dropped where it does not fit; 0 where the picture does. */
static void the_window_moves_least_and_stops_at_the_ends(void **state)
{
    (void)state;
    /* A picture of 100 through a window of 20, margin 3. */
    assert_int_equal(scroll_follow(10, 15, 18, 100, 20, 3), 10);   /* in sight */
    assert_int_equal(scroll_follow(10, 28, 31, 100, 20, 3), 14);   /* right: just enough */
    assert_int_equal(scroll_follow(30, 28, 31, 100, 20, 3), 25);   /* left: just enough */
    assert_int_equal(scroll_follow(50, 1, 4, 100, 20, 3), 0);      /* clamped at the start */
    assert_int_equal(scroll_follow(0, 96, 99, 100, 20, 3), 80);    /* clamped at the end */
    assert_int_equal(scroll_follow(-5, 0, 3, 100, 20, 3), 0);
    assert_int_equal(scroll_follow(500, 96, 99, 100, 20, 3), 80);
    /* Box and margins wider than the window: the box alone. */
    assert_int_equal(scroll_follow(0, 40, 55, 100, 16, 3), 39);
    assert_int_equal(scroll_follow(7, 3, 6, 20, 20, 3), 0);        /* it fits */
}

/* A level of the fixtures, read whole. */
static hc_puzzle *fixture_level(const char *path)
{
    size_t len = 0;
    char *text = tu_read(path, &len);
    assert_non_null(text);
    hc_puzzle *z = malloc(sizeof *z);
    assert_non_null(z);
    char err[200];
    if (!hc_parse(text, len, z, err, sizeof err))
        fail_msg("%s: %s", path, err);
    free(text);
    return z;
}

/* Where the window on a picture larger than the canvas lies: between a
 * column on either side where it is wider, above the message line. */
static bool in_window(const canvas *c, int x, int y, bool wide)
{
    return y >= HCV_TOP && y < c->h - HCV_BOTTOM && x >= (wide ? 1 : 0)
           && x < c->w - (wide ? 1 : 0);
}

/* The community's largest size and a level on both lattices at 80x24,
 * in both drawings: the cursor, taken through every cell, is always in
 * the window, where a click finds it; the window moves only when the
 * cursor would leave it (a cell already in the window with a column
 * and two lines to spare leaves it still) and never past the picture;
 * the marks say where more lies; from the far corners the board's ends
 * come into view. */
static void a_board_larger_than_the_terminal_follows_the_cursor(void **state)
{
    (void)state;
    enum { W = 80, H = 24 };
    static const char *const files[] = {
        "tests/fixtures/hexcells/files-largest.hexcells",
        "tests/fixtures/hexcells/lattice_touching.hexcells",
    };
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, W, H), 0);
    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        hc_puzzle *z = fixture_level(files[f]);
        hc_game *g = hc_game_new(z, NULL);
        assert_non_null(g);
        assert_true(hexcells_view_room(z, W, H));
        assert_false(hexcells_view_fits(z, HCV_COMPACT, W, H)
                     && hexcells_view_fits(z, HCV_LARGE, W, H));
        for (int d = HCV_COMPACT; d <= HCV_LARGE; d++) {
            int pw, ph;
            hexcells_view_picture_size(z, (enum hexcells_drawing)d, &pw, &ph);
            bool tall = ph > H - HCV_TOP - HCV_BOTTOM, wide = pw > W - (tall ? 1 : 0);
            int aw = wide ? W - 2 : W, ah = H - HCV_TOP - HCV_BOTTOM;
            hexcells_view v = { .game = g, .drawing = (enum hexcells_drawing)d,
                                .show_cursor = true, .status = "status", .message = "message",
                                .hint_clues = { -1, -1, -1 } };
            bool left = false, right = false, up = false, down = false;
            int moves = 0, cells = 0;
            for (int s = 0; s < HC_SLOTS; s++) {
                if (!hc_puzzle_is_cell(z, s))
                    continue;
                cells++;
                /* Where the cursor's face is drawn before the window
                 * moves: well inside, the window stays. */
                v.cursor = s;
                hexcells_view_draw(&c, &v);
                int x0 = c.cursor_x, y0 = c.cursor_y;
                int sx = v.scroll_x, sy = v.scroll_y;
                hexcells_view_follow(&v, W, H, &v.scroll_x, &v.scroll_y);
                assert_in_range(v.scroll_x, 0, wide ? pw - aw : 0);
                assert_in_range(v.scroll_y, 0, tall ? ph - ah : 0);
                /* The cursor's hex: the large drawing's outline box around
                 * its face, 5 x 3, the compact drawing's face and the line
                 * under it; a column of hexes either side, two lines. */
                bool large = d == HCV_LARGE;
                int bx = x0 - (large ? 2 : 1), by = y0 - (large ? 1 : 0);
                int bw = large ? 5 : 3, bh = large ? 3 : 2, pitch = large ? 4 : 3;
                if (bx - pitch >= (wide ? 1 : 0) && bx + bw + pitch <= W - (wide ? 1 : 0)
                    && by - 2 >= HCV_TOP && by + bh + 2 <= H - HCV_BOTTOM) {
                    assert_int_equal(v.scroll_x, sx);
                    assert_int_equal(v.scroll_y, sy);
                }
                if (v.scroll_x != sx || v.scroll_y != sy)
                    moves++;
                hexcells_view_draw(&c, &v);
                if (!in_window(&c, c.cursor_x, c.cursor_y, wide))
                    fail_msg("%s, drawing %d: cell %d,%d drawn at %d,%d, out of the window",
                             files[f], d, hc_col_of(s), hc_row_of(s), c.cursor_x, c.cursor_y);
                assert_int_equal(hexcells_view_slot_at(&v, W, H, c.cursor_x, c.cursor_y), s);
                /* A click on a mark finds nothing. */
                if (wide) {
                    assert_int_equal(hexcells_view_slot_at(&v, W, H, 0, c.cursor_y), -1);
                    assert_int_equal(hexcells_view_slot_at(&v, W, H, W - 1, c.cursor_y), -1);
                }
                for (int y = HCV_TOP; y < H - HCV_BOTTOM; y++) {
                    left |= canvas_get(&c, 0, y).ch == '<';
                    right |= canvas_get(&c, W - 1, y).ch == '>';
                    up |= canvas_get(&c, W - 1, y).ch == '^';
                    down |= canvas_get(&c, W - 1, y).ch == 'v';
                }
            }
            /* The window moved, but far less often than the cursor. */
            assert_true(moves > 0 && moves < cells / 2);
            assert_true(left == wide && right == wide);
            assert_true(up == tall && down == tall);
        }
        hc_game_free(g);
        free(z);
    }
    canvas_free(&c);
}

/* The last cell by column, then row: the board's far right. */
static int last_cell(const hc_puzzle *p)
{
    int last = -1;
    for (int col = 0; col < p->cols; col++)
        for (int row = 0; row < p->rows; row++)
            if (hc_puzzle_is_cell(p, hc_index(col, row)))
                last = hc_index(col, row);
    return last;
}

/* The compact drawing of the largest level at 80x24: the window starts
 * at the top-left, shows the far corner's cell once the cursor is there
 * and its first column's no longer; a long message shrinks the window,
 * and the cursor stays above it. */
static void the_far_corner_comes_into_view(void **state)
{
    (void)state;
    enum { W = 80, H = 24 };
    hc_puzzle *z = fixture_level("tests/fixtures/hexcells/files-largest.hexcells");
    hc_game *g = hc_game_new(z, NULL);
    assert_non_null(g);
    assert_int_equal(hexcells_view_fit(z, W, H), HCV_COMPACT);
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, W, H), 0);
    hexcells_view v = { .game = g, .drawing = HCV_COMPACT, .cursor = first_cell(z),
                        .show_cursor = true, .status = "status", .hint_clues = { -1, -1, -1 } };
    hexcells_view_follow(&v, W, H, &v.scroll_x, &v.scroll_y);
    assert_int_equal(v.scroll_x, 0);
    hexcells_view_draw(&c, &v);
    assert_int_equal(c.cursor_x, 1 + 1 + 3 * (hc_col_of(v.cursor) - 0));
    v.cursor = last_cell(z);
    hexcells_view_follow(&v, W, H, &v.scroll_x, &v.scroll_y);
    int pw, ph;
    hexcells_view_picture_size(z, HCV_COMPACT, &pw, &ph);
    assert_int_equal(v.scroll_x, pw - (W - 2));
    hexcells_view_draw(&c, &v);
    assert_true(in_window(&c, c.cursor_x, c.cursor_y, true));
    assert_true(c.cursor_x >= W - 1 - 3 - 1);
    assert_int_equal(canvas_get(&c, 0, HCV_TOP + 2).ch, '<');
    /* A message of three lines: the window ends above it. */
    char message[3 * W];
    memset(message, 'm', sizeof message - 1);
    message[sizeof message - 1] = '\0';
    v.message = message;
    v.cursor = lowest_cell(z);
    hexcells_view_follow(&v, W, H, &v.scroll_x, &v.scroll_y);
    hexcells_view_draw(&c, &v);
    assert_true(c.cursor_y < H - 3);
    assert_int_equal(hexcells_view_message_top(&v, W, H), H - 3);
    /* A click is placed without the message (the front ends keep the
     * scroll, not the words): it finds the hex drawn there all the same,
     * the window scrolled to its end. */
    assert_int_equal(v.scroll_y, ph - (H - HCV_TOP - 3));
    hexcells_view bare = v;
    bare.message = "";
    assert_int_equal(hexcells_view_slot_at(&bare, W, H, c.cursor_x, c.cursor_y), v.cursor);
    assert_int_equal(hexcells_view_message_top(&bare, W, H), H - HCV_BOTTOM);
    assert_int_equal(canvas_get(&c, W - 1, H - 4).ch, ph - v.scroll_y > H - 4 ? 'v' : ' ');
    canvas_free(&c);
    hc_game_free(g);
    free(z);
}

/* A hint on the cursor's hex: the window takes in the clue its words
 * name too, where the hex stays in sight; without the hint it moves no
 * further than the hex needs. */
static void a_hint_brings_its_clues_into_sight(void **state)
{
    (void)state;
    enum { W = 80, H = 24 };
    hc_puzzle *z = fixture_level("tests/fixtures/hexcells/files-largest.hexcells");
    hc_game *g = hc_game_new(z, NULL);
    assert_non_null(g);
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, W, H), 0);
    int hex = hc_index(0, 10), clue = hc_index(0, 13);
    for (int hinted = 0; hinted <= 1; hinted++) {
        hexcells_view v = { .game = g, .drawing = HCV_COMPACT, .cursor = hex,
                            .show_cursor = true, .hint = hex, .show_hint = hinted,
                            .hint_clues = { clue, -1, -1 }, .message = "m" };
        hexcells_view_follow(&v, W, H, &v.scroll_x, &v.scroll_y);
        hexcells_view_draw(&c, &v);
        assert_true(in_window(&c, c.cursor_x, c.cursor_y, true));
        v.cursor = clue;   /* where the clue is drawn, the window kept */
        hexcells_view_draw(&c, &v);
        assert_int_equal(in_window(&c, c.cursor_x, c.cursor_y, true), hinted);
    }
    canvas_free(&c);
    hc_game_free(g);
    free(z);
}

/* A replay or a watcher of the largest level at 80x24: the window is
 * centred on the last move's hex, at the far corner as at the first; a
 * hint taken (its move names no hex) shows the hint's hex. */
static void a_replay_shows_the_board_around_the_last_move(void **state)
{
    (void)state;
    enum { W = 80, H = 24 };
    hc_puzzle *z = fixture_level("tests/fixtures/hexcells/files-largest.hexcells");
    hexcells_play st = { .game = hc_game_new(z, NULL) };
    assert_non_null(st.game);
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, W, H), 0);
    replay_frame f = { .status = "0:01  move 2", .keys = "q quit" };
    int corners[] = { first_cell(z), last_cell(z), lowest_cell(z) };
    for (size_t i = 0; i < sizeof corners / sizeof corners[0]; i++) {
        char move[HC_MOVE_TEXT_MAX];
        hc_move_format((hc_move){ HC_MOVE_BLACK, hc_col_of(corners[i]), hc_row_of(corners[i]) },
                       move, sizeof move);
        hexcells_replay_draw(&c, &st, 1000, move, &f);
        assert_true(in_window(&c, c.cursor_x, c.cursor_y, true));
        /* Centred where the board lets it: at least a few hexes either
         * way in sight, or the board's end. */
        assert_true(c.cursor_x >= 30 || canvas_get(&c, 0, HCV_TOP + 2).ch != '<');
        assert_true(c.cursor_x < W - 30 || canvas_get(&c, W - 1, HCV_TOP + 2).ch != '>');
    }
    /* A hex halfway down the first column: the window centred on it. */
    char move[HC_MOVE_TEXT_MAX];
    hc_move_format((hc_move){ HC_MOVE_BLACK, 0, 8 }, move, sizeof move);
    hexcells_replay_draw(&c, &st, 1000, move, &f);
    assert_in_range(c.cursor_y, H / 2 - 3, H / 2 + 3);
    /* The hint: its hex is the first column's, far from the last one. */
    hc_hint h = hc_game_hint(st.game);
    assert_true(h.found);
    hexcells_replay_draw(&c, &st, 1000, HEXCELLS_HINT, &f);
    assert_int_equal(c.cursor_x, 2);
    canvas_free(&c);
    hc_game_free(st.game);
    free(z);
}

/* The smallest terminal: HCV_MIN_W x HCV_MIN_H for any board, fewer lines
 * for one the compact drawing shows whole. */
static void the_smallest_terminal(void **state)
{
    (void)state;
    hc_puzzle *z = fixture_level("tests/fixtures/hexcells/files-largest.hexcells");
    assert_true(hexcells_view_room(z, HCV_MIN_W, HCV_MIN_H));
    assert_false(hexcells_view_room(z, HCV_MIN_W - 1, 24));
    assert_false(hexcells_view_room(z, 80, HCV_MIN_H - 1));
    free(z);
    hc_puzzle flat;
    hc_puzzle_init(&flat, 3, 1);
    put_cell(&flat, hc_index(0, 0), HC_BLUE, false, HC_SHOW_NONE);
    put_cell(&flat, hc_index(2, 0), HC_BLACK, true, HC_SHOW_COUNT);
    int pw, ph;
    hexcells_view_picture_size(&flat, HCV_COMPACT, &pw, &ph);
    assert_true(ph + HCV_TOP + HCV_BOTTOM <= HCV_MIN_WHOLE_H);
    assert_true(hexcells_view_room(&flat, HCV_MIN_W, HCV_MIN_WHOLE_H));
    assert_false(hexcells_view_room(&flat, HCV_MIN_W, HCV_MIN_WHOLE_H - 1));
}

/* A click on a face is its hex, in both drawings; a click far from any is
 * none; the cursor rests on the middle of its face. */
static void clicks_find_the_hex_drawn_there(void **state)
{
    (void)state;
    hc_game *g = small_game();
    const hc_puzzle *p = hc_game_puzzle(g);
    canvas c = { 0 };
    for (int d = HCV_COMPACT; d <= HCV_LARGE; d++) {
        free(draw(g, (enum hexcells_drawing)d, 24, 12, &c));
        hexcells_view v = { .game = g, .drawing = (enum hexcells_drawing)d };
        int found = 0;
        for (int s = 0; s < HC_SLOTS; s++) {
            if (p->at[s].kind == HC_EMPTY)
                continue;
            hexcells_view cv = v;
            cv.cursor = s;
            cv.show_cursor = true;
            hexcells_view_draw(&c, &cv);
            for (int dx = -1; dx <= 1; dx++)
                assert_int_equal(hexcells_view_slot_at(&v, c.w, c.h, c.cursor_x + dx, c.cursor_y),
                                 s);
            found++;
        }
        assert_int_equal(found, 8);
        assert_int_equal(hexcells_view_slot_at(&v, c.w, c.h, 0, 1), -1);
        assert_int_equal(hexcells_view_slot_at(&v, c.w, c.h, 23, 10), -1);
    }
    canvas_free(&c);
    hc_game_free(g);
}

/* A level being edited: its whole frame, a dim '.' on each empty slot,
 * every cell's colour and clue in sight (a covered blue as a revealed
 * one), a cell revealed from the start in reverse video, the verdict's
 * cell marked '!', and a click on an empty slot finds it. */
static void an_edited_level_shows_its_whole_frame(void **state)
{
    (void)state;
    hc_puzzle z;
    hc_puzzle_init(&z, 3, 2);
    put_cell(&z, hc_index(1, 0), HC_BLUE, false, HC_SHOW_NONE);
    put_cell(&z, hc_index(0, 1), HC_BLACK, true, HC_SHOW_COUNT);
    put_cell(&z, hc_index(2, 1), HC_BLACK, false, HC_SHOW_NONE);
    hc_see see[HC_SLOTS] = { { .kind = HC_SEE_EMPTY } };
    unsigned char given[HC_SLOTS] = { 0 };
    see[hc_index(1, 0)] = (hc_see){ .kind = HC_SEE_BLUE };
    see[hc_index(0, 1)] = (hc_see){ .kind = HC_SEE_BLACK, .clue = hc_clue_of(&z, hc_index(0, 1)) };
    see[hc_index(2, 1)] = (hc_see){ .kind = HC_SEE_BLACK };
    given[hc_index(0, 1)] = 1;
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, 11, 7), 0);
    hexcells_view v = { .frame = &z, .see = see, .given = given, .drawing = HCV_COMPACT,
                        .cursor = hc_index(2, 0), .hint = hc_index(2, 1), .show_hint = true,
                        .hint_clues = { -1, -1, -1 } };
    hexcells_view_draw(&c, &v);
    char *text = canvas_dump(&c);
    trim(text);
    assert_string_equal(text, "\n"
                              "  .     .\n"
                              "    ###\n"
                              "  1     !\n"
                              "     .\n"
                              "\n"
                              "\n");
    free(text);
    int pw, ph;
    hexcells_view_frame_size(&z, HCV_COMPACT, &pw, &ph);
    assert_int_equal(pw, 9);
    assert_int_equal(ph, 4);
    assert_true(canvas_get(&c, 2, 3).flags & CANVAS_INVERT);
    assert_false(canvas_get(&c, 5, 2).flags & CANVAS_INVERT);
    assert_int_equal(hexcells_view_slot_at(&v, 11, 7, 2, 1), hc_index(0, 0));
    assert_int_equal(hexcells_view_slot_at(&v, 11, 7, 8, 1), hc_index(2, 0));
    assert_int_equal(hexcells_view_slot_at(&v, 11, 7, 5, 4), hc_index(1, 1));
    canvas_free(&c);
}

/* A two-digit clue's shape keeps both its marks, as SixCells draws it:
 * {11}, not {11 cut to the face's three characters, in both drawings,
 * the closing mark still on the blue tile. */
static void a_two_digit_shape_shows_whole(void **state)
{
    (void)state;
    hc_puzzle *z = fixture_level("tests/fixtures/hexcells/blue_shape.hexcells");
    hc_game *g = hc_game_new(z, NULL);
    assert_non_null(g);
    for (int d = 0; d < 2; d++) {
        canvas c = { 0 };
        char *text = draw(g, d ? HCV_LARGE : HCV_COMPACT, 150, 30, &c);
        const char *at = strstr(text, "{11}");
        if (!at)
            fail_msg("no {11} in\n%s", text);
        assert_int_equal(below_text(&c, text, "{11}"), HC_ROLE_BLUE);
        int x = 0, y = 0;
        for (const char *p = text; p < at + 3; p++, x++)
            if (*p == '\n') {
                y++;
                x = -1;
            }
        assert_int_equal(canvas_get(&c, x, y).below, HC_ROLE_BLUE);
        assert_non_null(strstr(text, "{7}"));
        assert_non_null(strstr(text, "-5-"));
        free(text);
        canvas_free(&c);
    }
    hc_game_free(g);
    free(z);
}

/* A slot on the file's other lattice (hc_puzzle.half) is drawn half a row
 * lower than its place, and a click on it finds it: the black cell below
 * the blue one lies a line and a half below it, not a whole row. */
static void the_other_lattice_lies_half_a_row_lower(void **state)
{
    (void)state;
    hc_puzzle z;
    hc_puzzle_init(&z, 2, 2);
    put_cell(&z, hc_index(0, 0), HC_BLUE, true, HC_SHOW_NONE);
    put_cell(&z, hc_index(0, 1), HC_BLACK, true, HC_SHOW_NONE);
    put_cell(&z, hc_index(1, 1), HC_BLACK, false, HC_SHOW_NONE);
    z.half[hc_index(0, 1)] = 1;
    hc_game *g = hc_game_new(&z, NULL);
    assert_non_null(g);
    canvas c = { 0 };
    for (int d = HCV_COMPACT; d <= HCV_LARGE; d++) {
        hexcells_view v = { .game = g, .drawing = (enum hexcells_drawing)d,
                            .cursor = hc_index(0, 1), .show_cursor = true };
        assert_int_equal(canvas_resize(&c, 24, 12), 0);
        hexcells_view_draw(&c, &v);
        char *text = canvas_dump(&c);
        assert_int_equal(tu_line_of(text, "?") - tu_line_of(text, "###"), 3);
        free(text);
        assert_int_equal(hexcells_view_slot_at(&v, c.w, c.h, c.cursor_x, c.cursor_y),
                         hc_index(0, 1));
    }
    canvas_free(&c);
    hc_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_large_drawing_outlines_every_hex),
        cmocka_unit_test(the_compact_drawing_shows_the_faces_alone),
        cmocka_unit_test(faces_have_their_colours),
        cmocka_unit_test(a_blue_cell_shows_its_flowers_shape),
        cmocka_unit_test(a_line_clue_never_looks_like_a_cell),
        cmocka_unit_test(the_help_shows_a_line_clue),
        cmocka_unit_test(the_drawing_that_fits),
        cmocka_unit_test(every_preset_plays_outlined_at_80x24),
        cmocka_unit_test(a_tall_picture_scrolls_to_the_cursor),
        cmocka_unit_test(the_window_moves_least_and_stops_at_the_ends),
        cmocka_unit_test(a_board_larger_than_the_terminal_follows_the_cursor),
        cmocka_unit_test(the_far_corner_comes_into_view),
        cmocka_unit_test(a_hint_brings_its_clues_into_sight),
        cmocka_unit_test(a_replay_shows_the_board_around_the_last_move),
        cmocka_unit_test(the_smallest_terminal),
        cmocka_unit_test(clicks_find_the_hex_drawn_there),
        cmocka_unit_test(an_edited_level_shows_its_whole_frame),
        cmocka_unit_test(a_two_digit_shape_shows_whole),
        cmocka_unit_test(the_other_lattice_lies_half_a_row_lower),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
