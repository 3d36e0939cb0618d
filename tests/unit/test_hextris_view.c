/* Tests for the hextris view: golden screens at 80x24 in the outline and
 * the dense drawings, the drawing chosen for a terminal size and what it
 * can show, s switching among those that fit, the too-small screen,
 * filled / ghost / empty hexes in each drawing, mouse cells back to well
 * columns, pause, game over with the verdict's notes, help, the resume
 * question and messages. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/hexlayout.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_pieces.h"
#include "tui/canvas.h"
#include "tui/hextris_dense.h"
#include "tui/hextris_keys.h"
#include "tui/hextris_view.h"
#include "view_testutil.h"

/* A terminal that can show the dense drawing (UTF-8, xterm): the outline
 * drawings are still chosen wherever they fit. */
static const hextris_view_caps blocks = { .blocks = true, .forced = TV_DRAW_BEST };
static const hextris_view_caps ascii = { .blocks = false, .forced = TV_DRAW_BEST };

/* Seed 1 deals I, J, L, O, X, V, ... The first screen: the I piece upright
 * in column 4, its ghost on the floor, J L O next. */
static const char golden_start[] =
        "   __    __    __    __    __   HEXTRIS  marathon 9x11                          \n"
        "  /  \\__/  \\__/II\\__/  \\__/  \\                                                  \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/  Score  0                                        \n"
        "  /  \\__/  \\__/II\\__/  \\__/  \\  Level  1                                        \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/  Rows   0                                        \n"
        "  /  \\__/  \\__/II\\__/  \\__/  \\  Time   0:00                                     \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/  Seed   1                                        \n"
        "  /  \\__/  \\__/  \\__/  \\__/  \\                                                  \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/  HOLD        NEXT                                \n"
        "  /  \\__/  \\__/  \\__/  \\__/  \\                __             __                 \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/               /JJ\\__       __/LL\\      __        \n"
        "  /  \\__/  \\__/  \\__/  \\__/  \\               \\__/JJ\\     /LL\\__/     /OO\\__     \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/               /JJ\\__/     \\__/LL\\     \\__/OO\\    \n"
        "  /  \\__/  \\__/  \\__/  \\__/  \\               \\__/           \\__/     /OO\\__/    \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/               /JJ\\           /LL\\     \\__/       \n"
        "  /  \\__/  \\__/  \\__/  \\__/  \\               \\__/           \\__/                \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/                                                  \n"
        "  /  \\__/  \\__/::\\__/  \\__/  \\  ? help  p pause  q quit                         \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/                                                  \n"
        "  /  \\__/  \\__/::\\__/  \\__/  \\                                                  \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/                                                  \n"
        "  /  \\__/  \\__/::\\__/  \\__/  \\                                                  \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/                                                  \n"
        "     \\__/  \\__/  \\__/  \\__/                                                     \n";

/* After Left, CW, SOFT, DROP (the I locks leaning at the bottom), RIGHT on
 * the J, HOLD (J held and dimmed, L in play), 1:01 of play. */
static const char golden_played[] =
        "   __    __    __    __    __   HEXTRIS  marathon 9x11                          \n"
        "  /  \\__/  \\__/  \\__/  \\__/  \\                                                  \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/  Score  15                                       \n"
        "  /  \\__/  \\__/  \\__/  \\__/  \\  Level  1                                        \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/  Rows   0                                        \n"
        "  /  \\__/  \\__/LL\\__/  \\__/  \\  Time   1:01                                     \n"
        "  \\__/  \\__/LL\\__/  \\__/  \\__/  Seed   1                                        \n"
        "  /  \\__/  \\__/LL\\__/  \\__/  \\                                                  \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/  HOLD        NEXT                                \n"
        "  /  \\__/  \\__/LL\\__/  \\__/  \\    __                                            \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/   /JJ\\__       __         __    __    __    __   \n"
        "  /  \\__/  \\__/  \\__/  \\__/  \\   \\__/JJ\\     /OO\\__     /XX\\__/XX\\  /VV\\__/VV\\  \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/   /JJ\\__/     \\__/OO\\    \\__/XX\\__/  \\__/VV\\__/  \n"
        "  /  \\__/  \\__/::\\__/  \\__/  \\   \\__/        /OO\\__/    /XX\\__/XX\\     \\__/     \n"
        "  \\__/  \\__/::\\__/  \\__/  \\__/   /JJ\\        \\__/       \\__/  \\__/              \n"
        "  /  \\__/  \\__/::\\__/  \\__/  \\   \\__/                                           \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/                                                  \n"
        "  /  \\__/  \\__/::\\__/  \\__/  \\  ? help  p pause  q quit                         \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/                                                  \n"
        "  /  \\__/  \\__/II\\__/  \\__/  \\                                                  \n"
        "  \\__/  \\__/II\\__/  \\__/  \\__/                                                  \n"
        "  /  \\__/II\\__/  \\__/  \\__/  \\                                                  \n"
        "  \\__/  \\__/  \\__/  \\__/  \\__/                                                  \n"
        "     \\__/  \\__/  \\__/  \\__/                                                     \n";

static bool new_well(ht_state *st, uint64_t seed, enum ht_mode mode, int cols, int rows)
{
    ht_params p;
    ht_params_default(&p);
    p.seed = seed;
    p.mode = mode;
    p.width = cols;
    p.height = rows;
    return ht_new(st, &p, 0);
}

/* A game in the short 9x11 well, which 80x24 shows in the large outline
 * drawing. */
static bool new_game(ht_state *st, uint64_t seed, enum ht_mode mode)
{
    return new_well(st, seed, mode, 9, 11);
}

static char *draw_notes(canvas *c, int w, int h, const ht_state *st, int64_t elapsed,
                        enum tv_overlay o, const char *const *notes, const dialog *dlg)
{
    assert_int_equal(canvas_resize(c, w, h), 0);
    /* The tests' games are of seeds they chose: shown, as in a game
     * started with --seed. */
    hextris_view v = { .st = st, .elapsed_ms = elapsed, .overlay = o, .notes = notes,
                      .dialog = dlg, .at_any_size = dlg && dlg->kind == DIALOG_MESSAGE,
                      .caps = blocks, .show_seed = true };
    hextris_view_draw(c, &v);
    char *d = canvas_dump(c);
    assert_non_null(d);
    return d;
}

/* A marathon game of seed 1, the canvas it is drawn on and the last
 * screen drawn, freed after each test. */
typedef struct {
    ht_state st;
    canvas c;
    char *d;
} screen;

static int setup(void **state)
{
    screen *s = calloc(1, sizeof *s);
    if (!s || !new_game(&s->st, 1, HT_MARATHON)) {
        free(s);
        return -1;
    }
    *state = s;
    return 0;
}

static int teardown(void **state)
{
    screen *s = *state;
    free(s->d);
    canvas_free(&s->c);
    free(s);
    return 0;
}

/* Draws the game at w x h and returns the screen as text (kept in s). */
static const char *show_notes(screen *s, int w, int h, int64_t elapsed, enum tv_overlay o,
                              const char *const *notes, const dialog *dlg)
{
    free(s->d);
    s->d = draw_notes(&s->c, w, h, &s->st, elapsed, o, notes, dlg);
    return s->d;
}

/* The game at w x h under dialog d. */
static const char *show_dialog(screen *s, int w, int h, int64_t elapsed, const dialog *d)
{
    return show_notes(s, w, h, elapsed, TV_NONE, NULL, d);
}

static const char *show(screen *s, int w, int h, int64_t elapsed, enum tv_overlay o)
{
    return show_notes(s, w, h, elapsed, o, NULL, NULL);
}

/* Hard drops until the stack reaches the top. */
static void drop_until_over(ht_state *st)
{
    for (int i = 0; i < 100 && st->status == HT_PLAYING; i++)
        ht_apply(st, HT_DROP, i);
    assert_int_equal(st->status, HT_OVER);
}

/* None of glyphs stands where the well is drawn at 80x24. */
static void expect_well_hidden(const canvas *c, const char *glyphs, const char *behind)
{
    for (int y = 0; y < 24; y++)
        for (int x = 0; x < 30; x++) {
            uint32_t ch = canvas_get(c, x, y).ch;
            if (ch && ch < 128 && strchr(glyphs, (int)ch))
                fail_msg("well glyph '%c' at %d,%d %s", (char)ch, x, y, behind);
        }
}

/* On a difference, prints the first line that differs (cmocka's messages
 * are too short for a whole screen). */
static void expect_screen(const char *want, const char *got)
{
    if (strcmp(want, got) == 0)
        return;
    for (int line = 0;; line++) {
        size_t wl = strcspn(want, "\n"), gl = strcspn(got, "\n");
        if (wl != gl || strncmp(want, got, wl) != 0) {
            print_message("line %d differs:\nwant |%.*s|\ngot  |%.*s|\n",
                          line, (int)wl, want, (int)gl, got);
            break;
        }
        if (!want[wl] || !got[gl]) {
            print_message("line %d: one screen ends there, the other does not\n", line);
            break;
        }
        want += wl + 1;
        got += gl + 1;
    }
    fail();
}

static void start_screen_matches_golden(void **state)
{
    screen *s = *state;
    expect_screen(golden_start, show(s, 80, 24, 0, TV_NONE));
}

static void played_screen_matches_golden(void **state)
{
    screen *s = *state;
    static const enum ht_action moves[] = {
        HT_LEFT, HT_CW, HT_SOFT, HT_DROP, HT_RIGHT, HT_HOLD,
    };
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
        assert_true(ht_apply(&s->st, moves[i], 100 * (int64_t)(i + 1)));
    ht_advance(&s->st, 2600);
    expect_screen(golden_played, show(s, 80, 24, ht_elapsed_ms(&s->st, 61500), TV_NONE));
}

/* The roles of a cell of the outline drawings: the background's piece
 * (1..7) for a filled cell, 'w' for the grid, 'g' the ghost, ' ' blank. */
static char outline_role(canvas_cell cc)
{
    if (cc.below >= HT_ROLE_PIECE1 && cc.below <= HT_ROLE_PIECE7)
        return (char)('1' + cc.below - HT_ROLE_PIECE1);
    return cc.role == HT_ROLE_WELL ? 'w' : cc.role == HT_ROLE_GHOST ? 'g' : cc.role == ROLE_NORMAL
                                                                       ? ' ' : '?';
}

/* The roles of the well's columns 0..29 at 80x24, one line each. */
static char *outline_roles(const canvas *c)
{
    char *out = malloc(24 * 31 + 1), *p = out;
    assert_non_null(out);
    for (int y = 0; y < 24; y++) {
        for (int x = 0; x < 30; x++)
            *p++ = outline_role(canvas_get(c, x, y));
        *p++ = '\n';
    }
    *p = '\0';
    return out;
}

/* The well by role after the played screen's moves (the L not yet
 * fallen): the falling L (5) and the locked I (7) solid, the borders
 * between the hexes of one piece filled too, so that each is one shape;
 * the ghost and the grid plain. */
static const char golden_played_roles[] =
        "   ww    ww    ww    ww    ww \n"
        "  wwwwwwwwwwwww55wwwwwwwwwwwww\n"
        "  wwwwwwwwww55555wwwwwwwwwwwww\n"
        "  wwwwwwwwww55555wwwwwwwwwwwww\n"
        "  wwwwwwwwwwwww55wwwwwwwwwwwww\n"
        "  wwwwwwwwwwwww55wwwwwwwwwwwww\n"
        "  wwwwwwwwwwwww55wwwwwwwwwwwww\n"
        "  wwwwwwwwwwwwwwwwwwwwwwwwwwww\n"
        "  wwwwwwwwwwwwwwwwwwwwwwwwwwww\n"
        "  wwwwwwwwwwwwwwwwwwwwwwwwwwww\n"
        "  wwwwwwwwwwwwwwwwwwwwwwwwwwww\n"
        "  wwwwwwwwwwwwwwwwwwwwwwwwwwww\n"
        "  wwwwwwwwwwwwwwwwwwwwwwwwwwww\n"
        "  wwwwwwwwwwwwwggwwwwwwwwwwwww\n"
        "  wwwwwwwwwwggwwwwwwwwwwwwwwww\n"
        "  wwwwwwwwwwwwwggwwwwwwwwwwwww\n"
        "  wwwwwwwwwwwwwwwwwwwwwwwwwwww\n"
        "  wwwwwwwwwwwwwggwwwwwwwwwwwww\n"
        "  wwwwwwwwwwwwwwwwwwwwwwwwwwww\n"
        "  wwwwwwwwwwwww77wwwwwwwwwwwww\n"
        "  wwwwwwwwww77777wwwwwwwwwwwww\n"
        "  wwwwwww77777wwwwwwwwwwwwwwww\n"
        "  wwwwwww77wwwwwwwwwwwwwwwwwww\n"
        "     wwww  wwww  wwww  wwww   \n";

static void played_screen_roles_match_golden(void **state)
{
    screen *s = *state;
    static const enum ht_action moves[] = {
        HT_LEFT, HT_CW, HT_SOFT, HT_DROP, HT_RIGHT, HT_HOLD,
    };
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
        assert_true(ht_apply(&s->st, moves[i], 100 * (int64_t)(i + 1)));
    show(s, 80, 24, 0, TV_NONE);
    char *roles = outline_roles(&s->c);
    expect_screen(golden_played_roles, roles);
    free(roles);
}

/* In the outline drawings a hex of the falling piece is solid as a locked
 * one is: its letter on its middle line, every cell of it on its colour's
 * background; at the large scale the bottom edge "__" too, in both
 * parities of column. The ghost's middle line is "::", an empty hex its
 * stencil in the grid's role, and a locked piece stays solid. */
static void outline_hexes_are_drawn_by_role(void **state)
{
    screen *s = *state;
    const ht_state *st = &s->st;
    const canvas *c = &s->c;
    static const enum hextris_drawing drawings[] = { TV_DRAW_LARGE, TV_DRAW_COMPACT };
    static const int widths[] = { 80, 60 };
    for (int k = 0; k < 2; k++) {
        /* Seed 3 deals the T: its hexes lie in even and odd columns. */
        assert_true(new_game(&s->st, 3, HT_MARATHON));
        canvas_free(&s->c);   /* each drawing on a fresh canvas */
        show(s, widths[k], 24, 0, TV_NONE);
        hextris_view_geometry g =
            hextris_view_geometry_for(st->width, st->height, c->w, c->h, &blocks);
        assert_true(g.fits);
        assert_int_equal(g.drawing, drawings[k]);
        const hexlayout_style *hs = hexlayout_style_of(HEX_ODD_Q, g.scale);
        canvas_role colour = HT_ROLE_PIECE1 + st->piece - 1;
        hex_offset cells[HT_PIECE_MAX_CELLS];
        size_t n = ht_active_cells(st, cells);
        assert_true(n >= 3);
        int parities[2] = { 0, 0 };
        for (size_t i = 0; i < n; i++) {
            parities[cells[i].col & 1]++;
            hexlayout_cell at = hexlayout_center(&g.well, cells[i]);
            assert_int_equal(canvas_get(c, at.x, at.y).ch, (uint32_t)ht_piece_letter(st->piece));
            hexlayout_cell box = hexlayout_box(&g.well, cells[i]);
            for (size_t j = 0; j < hs->ncells; j++) {
                if (hs->cells[j].shared_dir >= 0)
                    continue;
                canvas_cell cc = canvas_get(c, box.x + hs->cells[j].dx, box.y + hs->cells[j].dy);
                if (cc.below != colour)
                    fail_msg("cell %d,%d of hex %d,%d is not filled", hs->cells[j].dx,
                             hs->cells[j].dy, cells[i].col, cells[i].row);
                if (hs->cells[j].dy != hs->label_dy && hs->cells[j].glyph == '_')
                    assert_int_equal(cc.ch, '_');
            }
        }
        assert_true(parities[0] > 0 && parities[1] > 0);
        n = ht_ghost_cells(st, cells);
        for (size_t i = 0; i < n; i++) {
            hexlayout_cell at = hexlayout_center(&g.well, cells[i]);
            assert_int_equal(canvas_get(c, at.x, at.y).ch, ':');
            assert_int_equal(canvas_get(c, at.x, at.y).role, HT_ROLE_GHOST);
            assert_int_equal(canvas_get(c, at.x, at.y).below, ROLE_NORMAL);
        }
        /* Bottom-left hex is empty: its own cells show the stencil. */
        hexlayout_cell box = hexlayout_box(&g.well, (hex_offset){ 0, st->height - 1 });
        for (size_t i = 0; i < hs->ncells; i++) {
            canvas_cell cc = canvas_get(c, box.x + hs->cells[i].dx, box.y + hs->cells[i].dy);
            assert_int_equal(cc.ch, (uint32_t)hs->cells[i].glyph);
            assert_int_equal(cc.role, HT_ROLE_WELL);
            assert_int_equal(cc.below, ROLE_NORMAL);
            assert_int_equal(cc.flags, 0);
        }
        /* Once it locks, the piece's hexes stay solid. */
        int locked_piece = st->piece;
        assert_true(ht_apply(&s->st, HT_DROP, 0));
        show(s, widths[k], 24, 0, TV_NONE);
        int solid = 0;
        for (int row = 0; row < st->height; row++) {
            for (int col = 0; col < st->width; col++) {
                if (ht_cell(st, col, row) != locked_piece)
                    continue;
                hexlayout_cell at = hexlayout_center(&g.well, (hex_offset){ col, row });
                canvas_cell cc = canvas_get(c, at.x, at.y);
                assert_int_equal(cc.ch, (uint32_t)ht_piece_letter(locked_piece));
                assert_int_equal(cc.below, HT_ROLE_PIECE1 + locked_piece - 1);
                solid++;
            }
        }
        assert_int_equal(solid, ht_piece_size(locked_piece));
    }
}

/* The full 10x20 well at 80x24, dense: walls, the zig-zag floor, the I
 * upright in column 4 with its ghost (dots) on the floor, J L O next. */
static const char golden_dense_start[] =
        "                                                                                \n"
        "             ▐        ██          ▖  HEXTRIS  marathon 10x20                    \n"
        "             ▕        ██          ▘                                             \n"
        "             ▐        ██          ▖  Score  0                                   \n"
        "             ▕                    ▘  Level  1                                   \n"
        "             ▐                    ▖  Rows   0                                   \n"
        "             ▕                    ▘  Time   0:00                                \n"
        "             ▐                    ▖  Seed   1                                   \n"
        "             ▕                    ▘                                             \n"
        "             ▐                    ▖  HOLD    NEXT                               \n"
        "             ▕                    ▘           ██▄▄    ▄▄██    ██▄▄              \n"
        "             ▐                    ▖           ██▀▀    ▀▀██    ██▀▀              \n"
        "             ▕                    ▘           ██        ██                      \n"
        "             ▐                    ▖                                             \n"
        "             ▕                    ▘  ? help  p pause  q quit                    \n"
        "             ▐                    ▖                                             \n"
        "             ▕                    ▘                                             \n"
        "             ▐                    ▖                                             \n"
        "             ▕        ::          ▘                                             \n"
        "             ▐        ::          ▖                                             \n"
        "             ▕        ::          ▘                                             \n"
        "              ▔▔──▔▔──▔▔──▔▔──▔▔──▏                                             \n"
        "                                                                                \n"
        "                                                                                \n";

/* After Left, CW, SOFT, DROP (the I locks leaning at the bottom, over
 * both parities of column), RIGHT on the J, HOLD (J held and dimmed, L in
 * play): its ghost's halves as ':', '.' and '\'' in odd columns. */
static const char golden_dense_played[] =
        "                                                                                \n"
        "             ▐                    ▖  HEXTRIS  marathon 10x20                    \n"
        "             ▕                    ▘                                             \n"
        "             ▐      ▄▄██          ▖  Score  33                                  \n"
        "             ▕      ▀▀██          ▘  Level  1                                   \n"
        "             ▐        ██          ▖  Rows   0                                   \n"
        "             ▕                    ▘  Time   1:01                                \n"
        "             ▐                    ▖  Seed   1                                   \n"
        "             ▕                    ▘                                             \n"
        "             ▐                    ▖  HOLD    NEXT                               \n"
        "             ▕                    ▘   ██▄▄    ██▄▄   ██▄▄██  ██▄▄██             \n"
        "             ▐                    ▖   ██▀▀    ██▀▀   ██▀▀██    ▀▀               \n"
        "             ▕                    ▘   ██                                        \n"
        "             ▐                    ▖                                             \n"
        "             ▕                    ▘  ? help  p pause  q quit                    \n"
        "             ▐                    ▖                                             \n"
        "             ▕      ..::          ▘                                             \n"
        "             ▐      ''::          ▖                                             \n"
        "             ▕        ::          ▘                                             \n"
        "             ▐      ▄▄██          ▖                                             \n"
        "             ▕    ██▀▀            ▘                                             \n"
        "              ▔▔──▔▔──▔▔──▔▔──▔▔──▏                                             \n"
        "                                                                                \n"
        "                                                                                \n";

static void dense_screens_match_golden(void **state)
{
    screen *s = *state;
    assert_true(new_well(&s->st, 1, HT_MARATHON, 10, 20));
    expect_screen(golden_dense_start, show(s, 80, 24, 0, TV_NONE));
    static const enum ht_action moves[] = {
        HT_LEFT, HT_CW, HT_SOFT, HT_DROP, HT_RIGHT, HT_HOLD,
    };
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
        assert_true(ht_apply(&s->st, moves[i], 100 * (int64_t)(i + 1)));
    ht_advance(&s->st, 2600);
    expect_screen(golden_dense_played, show(s, 80, 24, ht_elapsed_ms(&s->st, 61500), TV_NONE));
    /* The falling L and the locked I in their colours, the ghost, the
     * frame and the dimmed hold in their roles. */
    hextris_view_geometry g = hextris_view_geometry_for(10, 20, 80, 24, &blocks);
    assert_int_equal(g.drawing, TV_DRAW_DENSE);
    assert_int_equal(canvas_get(&s->c, 22, 3).role, HT_ROLE_PIECE5);
    assert_int_equal(canvas_get(&s->c, 18, 20).role, HT_ROLE_PIECE7);
    assert_int_equal(canvas_get(&s->c, 20, 16).role, HT_ROLE_GHOST);
    /* Whoever paints the canvas finds the roles' inks through it. */
    assert_ptr_equal(s->c.game_roles, &hextris_roles);
    assert_int_equal(canvas_get(&s->c, 13, 1).role, HT_ROLE_WELL);
    assert_int_equal(canvas_get(&s->c, 16, 21).role, HT_ROLE_WELL);
    assert_int_equal(canvas_get(&s->c, 40, 10).role, ROLE_DIM);
    assert_int_equal(canvas_get(&s->c, 47, 10).role, HT_ROLE_PIECE3);
}

/* In the dense drawing the falling piece is solid tiles of its colour in
 * both parities of column, the ghost dots, an empty hex nothing. */
static void dense_hexes_are_drawn_by_role(void **state)
{
    screen *s = *state;
    assert_true(new_well(&s->st, 3, HT_MARATHON, 10, 20));
    show(s, 80, 24, 0, TV_NONE);
    hextris_view_geometry g = hextris_view_geometry_for(10, 20, 80, 24, &blocks);
    const ht_state *st = &s->st;
    hex_offset cells[HT_PIECE_MAX_CELLS];
    size_t n = ht_active_cells(st, cells);
    int parities[2] = { 0, 0 };
    for (size_t i = 0; i < n; i++) {
        parities[cells[i].col & 1]++;
        /* The hex's upper half-line: a whole line in an even column, the
         * lower half of one in an odd column. */
        int x = g.well.ox + 2 * cells[i].col, y = g.well.oy + cells[i].row;
        for (int dx = 0; dx < 2; dx++) {
            canvas_cell cc = canvas_get(&s->c, x + dx, y);
            assert_int_equal(cc.role, HT_ROLE_PIECE1 + st->piece - 1);
            assert_true(cc.ch == CANVAS_FULL_BLOCK || cc.ch == CANVAS_LOWER_HALF);
        }
    }
    assert_true(parities[0] > 0 && parities[1] > 0);
    n = ht_ghost_cells(st, cells);
    for (size_t i = 0; i < n; i++) {
        canvas_cell cc = canvas_get(&s->c, g.well.ox + 2 * cells[i].col,
                                    g.well.oy + cells[i].row);
        assert_int_equal(cc.role, HT_ROLE_GHOST);
        assert_true(cc.ch == ':' || cc.ch == '.');
    }
    canvas_cell empty = canvas_get(&s->c, g.well.ox, g.well.oy + 10);
    assert_int_equal(empty.ch, ' ');
    assert_int_equal(empty.role, ROLE_NORMAL);
}

/* The bottom row filled but for the hexes the falling piece lands on,
 * then a hard drop: one row cleared, the next piece falling. */
static void clear_the_bottom_row(ht_state *st)
{
    hex_offset ghost[HT_PIECE_MAX_CELLS];
    size_t n = ht_ghost_cells(st, ghost);
    int bottom = st->height - 1;
    for (int col = 0; col < st->width; col++)
        st->well[bottom][col] = 2;
    for (size_t i = 0; i < n; i++)
        if (ghost[i].row == bottom)
            st->well[bottom][ghost[i].col] = 0;
    /* Something above the row, to be drawn back in its place. */
    st->well[bottom - 1][0] = 3;
    int pieces = st->pieces;
    ht_apply(st, HT_DROP, 0);
    assert_int_equal(st->pieces, pieces + 1);
    assert_int_equal(st->last_clear, 1);
    assert_true(st->cleared_rows == (uint64_t)1 << bottom);
    /* Cheese brings a garbage row in for the one cleared. */
    assert_int_equal(st->rows_in_after_clear, st->params.mode == HT_CHEESE100 ? 1 : 0);
}

static bool flashes(canvas_cell cc)
{
    return cc.role == HT_ROLE_FLASH || cc.below == HT_ROLE_FLASH;
}

static int flash_cells(const canvas *c)
{
    int n = 0;
    for (int y = 0; y < c->h; y++)
        for (int x = 0; x < c->w; x++)
            n += flashes(canvas_get(c, x, y));
    return n;
}

/* The cell a hex's picture has at its middle, in a drawing. */
static canvas_cell hex_cell(const canvas *c, const hextris_view_geometry *g, hex_offset o)
{
    if (g->drawing == TV_DRAW_DENSE)
        return canvas_get(c, g->well.ox + 2 * o.col, g->well.oy + o.row);
    hexlayout_cell m = hexlayout_center(&g->well, o);
    return canvas_get(c, m.x, m.y);
}

/* A cleared row shows as a band of the flash's role in every drawing, the
 * well drawn as it was before the clear (the hex above the row back above
 * it, though garbage came in since), while flash_clear; without it the
 * row is gone and nothing flashes. */
static void a_cleared_row_flashes_in_every_drawing(void **state)
{
    screen *s = *state;
    static const struct {
        enum ht_mode mode;
        int cols, rows, w, h;
        enum hextris_drawing d;
    } cases[] = {
        { HT_MARATHON, 9, 11, 80, 24, TV_DRAW_LARGE },
        { HT_MARATHON, 10, 20, 80, 48, TV_DRAW_COMPACT },
        { HT_MARATHON, 10, 20, 80, 24, TV_DRAW_DENSE },
        { HT_CHEESE100, 10, 20, 80, 24, TV_DRAW_DENSE },
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        assert_true(new_well(&s->st, 5, cases[k].mode, cases[k].cols, cases[k].rows));
        clear_the_bottom_row(&s->st);
        int bottom = cases[k].rows - 1;
        hextris_view_caps caps = { .blocks = true, .forced = cases[k].d };
        hextris_view_geometry g = hextris_view_geometry_for(cases[k].cols, cases[k].rows,
                                                          cases[k].w, cases[k].h, &caps);
        assert_true(g.fits);
        assert_int_equal(g.drawing, cases[k].d);
        assert_int_equal(canvas_resize(&s->c, cases[k].w, cases[k].h), 0);
        hextris_view v = { .st = &s->st, .caps = caps, .flash_clear = true };
        hextris_view_draw(&s->c, &v);
        for (int col = 0; col < cases[k].cols; col++)
            assert_true(flashes(hex_cell(&s->c, &g, (hex_offset){ col, bottom })));
        canvas_cell above = hex_cell(&s->c, &g, (hex_offset){ 0, bottom - 1 });
        assert_false(flashes(above));
        assert_true(above.role == HT_ROLE_PIECE3 || above.below == HT_ROLE_PIECE3);
        v.flash_clear = false;
        hextris_view_draw(&s->c, &v);
        assert_int_equal(flash_cells(&s->c), 0);
        canvas_cell fell = hex_cell(&s->c, &g,
                                    (hex_offset){ 0, bottom - s->st.rows_in_after_clear });
        assert_true(fell.role == HT_ROLE_PIECE3 || fell.below == HT_ROLE_PIECE3);
    }
}

/* Which drawing a terminal gets: the outline ones wherever they fit (the
 * large first), the dense one where they do not and the terminal can show
 * it; the player's choice wherever it fits. */
static void the_drawing_is_the_first_that_fits_and_shows(void **state)
{
    (void)state;
    int lw, lh, cw, ch, dw, dh;
    hextris_view_need(9, 11, TV_DRAW_LARGE, &lw, &lh);
    hextris_view_need(9, 11, TV_DRAW_COMPACT, &cw, &ch);
    hextris_view_need(9, 11, TV_DRAW_DENSE, &dw, &dh);
    assert_int_equal(lw, 76);
    assert_int_equal(lh, 24);
    assert_int_equal(cw, 52);
    assert_int_equal(ch, 24);
    assert_int_equal(dw, 52);
    assert_int_equal(dh, 14);
    /* The full well: 21 lines and a floor in it, in 80x24 with room. */
    hextris_view_need(10, 20, TV_DRAW_DENSE, &dw, &dh);
    assert_int_equal(dw, 54);
    assert_int_equal(dh, 21);
    static const struct {
        int cols, rows, w, h;
        const hextris_view_caps *caps;
        enum hextris_drawing forced;
        bool fits;
        enum hextris_drawing drawing;
        int need_w, need_h;   /* when it does not fit */
    } cases[] = {
        { 10, 20, 80, 24, &blocks, TV_DRAW_BEST, true, TV_DRAW_DENSE, 0, 0 },
        { 10, 20, 80, 24, &ascii, TV_DRAW_BEST, false, TV_DRAW_COMPACT, 54, 42 },
        { 10, 20, 80, 24, NULL, TV_DRAW_BEST, false, TV_DRAW_COMPACT, 54, 42 },
        { 10, 20, 120, 50, &blocks, TV_DRAW_BEST, true, TV_DRAW_LARGE, 0, 0 },
        { 10, 20, 120, 50, &ascii, TV_DRAW_BEST, true, TV_DRAW_LARGE, 0, 0 },
        { 10, 20, 60, 42, &ascii, TV_DRAW_BEST, true, TV_DRAW_COMPACT, 0, 0 },
        { 10, 20, 50, 30, &blocks, TV_DRAW_BEST, false, TV_DRAW_DENSE, 54, 21 },
        { 9, 11, 80, 24, &blocks, TV_DRAW_BEST, true, TV_DRAW_LARGE, 0, 0 },
        { 9, 11, 76, 24, &ascii, TV_DRAW_BEST, true, TV_DRAW_LARGE, 0, 0 },
        { 9, 11, 75, 24, &blocks, TV_DRAW_BEST, true, TV_DRAW_COMPACT, 0, 0 },
        { 9, 11, 52, 24, &ascii, TV_DRAW_BEST, true, TV_DRAW_COMPACT, 0, 0 },
        { 9, 11, 80, 23, &blocks, TV_DRAW_BEST, true, TV_DRAW_DENSE, 0, 0 },
        { 9, 11, 200, 23, &ascii, TV_DRAW_BEST, false, TV_DRAW_COMPACT, 52, 24 },
        { 9, 11, 51, 60, &ascii, TV_DRAW_BEST, false, TV_DRAW_COMPACT, 52, 24 },
        { 9, 11, 40, 20, &blocks, TV_DRAW_BEST, false, TV_DRAW_DENSE, 52, 14 },
        { 9, 11, 120, 50, &blocks, TV_DRAW_BEST, true, TV_DRAW_LARGE, 0, 0 },
        /* The player's choice, where it fits and the terminal shows it. */
        { 9, 11, 80, 24, &blocks, TV_DRAW_DENSE, true, TV_DRAW_DENSE, 0, 0 },
        { 9, 11, 80, 24, &blocks, TV_DRAW_COMPACT, true, TV_DRAW_COMPACT, 0, 0 },
        { 9, 11, 80, 24, &ascii, TV_DRAW_DENSE, true, TV_DRAW_LARGE, 0, 0 },
        { 10, 20, 80, 24, &blocks, TV_DRAW_LARGE, true, TV_DRAW_DENSE, 0, 0 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        hextris_view_caps caps = cases[i].caps ? *cases[i].caps : ascii;
        caps.forced = cases[i].forced;
        hextris_view_geometry g = hextris_view_geometry_for(
            cases[i].cols, cases[i].rows, cases[i].w, cases[i].h, cases[i].caps ? &caps : NULL);
        if (g.fits != cases[i].fits || g.drawing != cases[i].drawing)
            print_message("case %zu: %dx%d well at %dx%d: fits %d drawing %d\n", i,
                          cases[i].cols, cases[i].rows, cases[i].w, cases[i].h, g.fits,
                          g.drawing);
        assert_int_equal(g.fits, cases[i].fits);
        assert_int_equal(g.drawing, cases[i].drawing);
        if (!g.fits) {
            assert_int_equal(g.need_w, cases[i].need_w);
            assert_int_equal(g.need_h, cases[i].need_h);
        }
    }
    /* Every size's need is itself enough; a column less is not, for it. */
    for (int cols = HT_WIDTH_MIN; cols <= HT_WIDTH_MAX; cols += 5)
        for (int rows = HT_HEIGHT_MIN; rows <= HT_HEIGHT_MAX; rows += 8) {
            static const enum hextris_drawing order[] = { TV_DRAW_LARGE, TV_DRAW_COMPACT,
                                                         TV_DRAW_DENSE };
            for (int k = 0; k < 3; k++) {
                hextris_view_caps only = { .blocks = true, .forced = order[k] };
                int nw, nh;
                hextris_view_need(cols, rows, order[k], &nw, &nh);
                hextris_view_geometry g = hextris_view_geometry_for(cols, rows, nw, nh, &only);
                assert_true(g.fits);
                assert_int_equal(g.drawing, order[k]);
                g = hextris_view_geometry_for(cols, rows, nw - 1, nh, &only);
                assert_true(!g.fits || g.drawing != order[k]);
            }
            /* The dense drawing never needs more than the compact one. */
            int cw2, ch2, dw2, dh2;
            hextris_view_need(cols, rows, TV_DRAW_COMPACT, &cw2, &ch2);
            hextris_view_need(cols, rows, TV_DRAW_DENSE, &dw2, &dh2);
            assert_true(dw2 <= cw2 && dh2 <= ch2);
        }
}

/* s turns to the next drawing that fits and that the terminal shows, and
 * round again; it stays where only one fits. */
static void s_cycles_through_the_drawings_that_fit(void **state)
{
    (void)state;
    static const struct {
        int cols, rows, w, h;
        bool blocks;
        enum hextris_drawing seen[4];   /* from the best, pressing s 3 times */
    } cases[] = {
        { 9, 11, 80, 24, true,
          { TV_DRAW_LARGE, TV_DRAW_COMPACT, TV_DRAW_DENSE, TV_DRAW_LARGE } },
        { 9, 11, 80, 24, false,
          { TV_DRAW_LARGE, TV_DRAW_COMPACT, TV_DRAW_LARGE, TV_DRAW_COMPACT } },
        { 9, 11, 60, 24, true,
          { TV_DRAW_COMPACT, TV_DRAW_DENSE, TV_DRAW_COMPACT, TV_DRAW_DENSE } },
        { 10, 20, 80, 24, true,
          { TV_DRAW_DENSE, TV_DRAW_DENSE, TV_DRAW_DENSE, TV_DRAW_DENSE } },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        hextris_view_caps caps = { .blocks = cases[i].blocks, .forced = TV_DRAW_BEST };
        for (int k = 0; k < 4; k++) {
            hextris_view_geometry g = hextris_view_geometry_for(cases[i].cols, cases[i].rows,
                                                              cases[i].w, cases[i].h, &caps);
            if (g.drawing != cases[i].seen[k])
                print_message("case %zu, after %d presses: drawing %d\n", i, k, g.drawing);
            assert_true(g.fits);
            assert_int_equal(g.drawing, cases[i].seen[k]);
            caps.forced = hextris_view_next_drawing(cases[i].cols, cases[i].rows, cases[i].w,
                                                   cases[i].h, &caps);
        }
    }
}

static void too_small_screen_names_the_need(void **state)
{
    screen *s = *state;
    const char *d = show(s, 40, 20, 0, TV_NONE);
    assert_non_null(strstr(d, "terminal too small - need at least 52x14"));
    assert_null(strstr(d, "HEXTRIS"));
    d = show(s, 52, 14, 0, TV_NONE);
    assert_null(strstr(d, "too small"));
    assert_non_null(strstr(d, "HEXTRIS"));
    /* Without the dense drawing the compact one is the smallest. */
    assert_int_equal(canvas_resize(&s->c, 40, 20), 0);
    hextris_view v = { .st = &s->st, .caps = ascii };
    hextris_view_draw(&s->c, &v);
    char *plain = canvas_dump(&s->c);
    assert_non_null(strstr(plain, "terminal too small - need at least 52x24"));
    free(plain);
}

/* Every cell a hex owns maps back to the hex's column, in every drawing
 * (at the large and compact scales and dense, odd columns a half line
 * lower); cells off the well map to none. */
static void mouse_cells_map_back_to_well_columns(void **state)
{
    (void)state;
    static const int widths[] = { 80, 60 };
    for (int k = 0; k < 2; k++) {
        ht_state st;
        assert_true(new_game(&st, 1, HT_MARATHON));
        hextris_view_geometry g =
            hextris_view_geometry_for(st.width, st.height, widths[k], 24, &blocks);
        const hexlayout_style *hs = hexlayout_style_of(HEX_ODD_Q, g.scale);
        for (int row = 0; row < st.height; row++)
            for (int col = 0; col < st.width; col++) {
                hexlayout_cell box = hexlayout_box(&g.well, (hex_offset){ col, row });
                for (size_t i = 0; i < hs->ncells; i++) {
                    if (hs->cells[i].shared_dir >= 0)
                        continue;
                    int got = -1;
                    int x = box.x + hs->cells[i].dx, y = box.y + hs->cells[i].dy;
                    bool hit = hextris_view_well_column(&st, widths[k], 24, &blocks, x, y, &got);
                    if (!hit || got != col)
                        print_message("width %d: cell %d,%d of hex %d,%d -> %d\n",
                                      widths[k], x, y, col, row, got);
                    assert_true(hit);
                    assert_int_equal(got, col);
                }
            }
        int got;
        assert_false(hextris_view_well_column(&st, widths[k], 24, &blocks, widths[k] - 1, 12,
                                             &got));
    }
    /* Dense: both cells of every line a hex covers, the floor's line too
     * (a click there is on the column it lies under). */
    ht_state st;
    assert_true(new_well(&st, 1, HT_MARATHON, 10, 20));
    hextris_view_geometry g = hextris_view_geometry_for(10, 20, 80, 24, &blocks);
    assert_int_equal(g.drawing, TV_DRAW_DENSE);
    for (int col = 0; col < 10; col++)
        for (int row = 0; row < 20; row++)
            for (int half = 0; half < 2; half++)
                for (int dx = 0; dx < 2; dx++) {
                    int x = g.well.ox + 2 * col + dx;
                    int y = g.well.oy + (2 * row + (col & 1) + half) / 2;
                    int got = -1;
                    assert_true(hextris_view_well_column(&st, 80, 24, &blocks, x, y, &got));
                    assert_int_equal(got, col);
                }
    int got;
    assert_false(hextris_view_well_column(&st, 80, 24, &blocks, g.well.ox - 1, 5, &got));
    assert_false(hextris_view_well_column(&st, 80, 24, &blocks, g.well.ox + 20, 5, &got));
    assert_false(hextris_view_well_column(&st, 80, 24, &blocks, g.well.ox, g.well.oy - 1, &got));
    assert_false(hextris_view_well_column(&st, 80, 24, &blocks, g.well.ox, g.well.oy + 21, &got));
    /* Nothing fits: nothing is clicked. */
    assert_false(hextris_view_well_column(&st, 80, 24, &ascii, 30, 10, &got));
}

static void pause_hides_the_well(void **state)
{
    screen *s = *state;
    assert_true(ht_apply(&s->st, HT_PAUSE, 10));
    assert_non_null(strstr(show(s, 80, 24, 10, TV_NONE), "PAUSED"));
    expect_well_hidden(&s->c, "/\\_I", "while paused");
}

static void game_over_offers_new_game_or_quit(void **state)
{
    screen *s = *state;
    drop_until_over(&s->st);
    const char *d = show(s, 80, 24, ht_elapsed_ms(&s->st, 1000), TV_NONE);
    assert_non_null(strstr(d, "GAME OVER"));
    assert_non_null(strstr(d, "N  new game"));
    assert_non_null(strstr(d, "q  quit"));
    char want[64];
    snprintf(want, sizeof want, "Score  %lld", (long long)s->st.score);
    assert_non_null(strstr(d, want));
}

static void sprint_shows_rows_left_and_the_won_time_in_tenths(void **state)
{
    screen *s = *state;
    assert_true(new_game(&s->st, 5, HT_SPRINT));
    s->st.rows = 12;
    const char *d = show(s, 80, 24, 0, TV_NONE);
    assert_non_null(strstr(d, "Rows   12 (28 left)"));
    assert_non_null(strstr(d, "sprint"));
    s->st.status = HT_WON;
    s->st.piece = 0;
    d = show(s, 80, 24, 83456, TV_NONE);
    assert_non_null(strstr(d, "SPRINT COMPLETE"));
    assert_non_null(strstr(d, "| Time   1:23.456"));
}

/* Where the terminal reports key releases, the help says so, and the
 * box still fits 24 lines. */
static void help_names_the_input_mode(void **state)
{
    screen *s = *state;
    assert_int_equal(canvas_resize(&s->c, 80, 24), 0);
    hextris_view v = { .st = &s->st, .overlay = TV_HELP, .caps = blocks,
                      .key_events = true };
    hextris_view_draw(&s->c, &v);
    free(s->d);
    s->d = canvas_dump(&s->c);
    assert_non_null(strstr(s->d, "keys: press/release (kitty protocol)"));
    assert_null(strstr(s->d, "repeats"));
    assert_non_null(strstr(s->d, "wheel down    rotate clockwise"));
}

static void help_lists_every_key_and_mouse_action(void **state)
{
    screen *s = *state;
    const char *d = show(s, 80, 24, 0, TV_HELP);
    static const char *const want[] = {
        "Left h   move left", "Right l  move right", "Up x     rotate cw",
        "z        rotate ccw", "a        rotate 180",
        "Down     soft drop", "Space    hard drop", "c        hold",
        "g        ghost on/off", "i        bot's ghost", "t        stats on/off",
        "s        next drawing", "p        pause", "q        quit",
        "U        undo (zen)", "N        new game", "? F1     this help",
        "Esc closes this help.", "left click", "on the piece: hard drop",
        "middle click  hard drop", "right click   rotate clockwise",
        "wheel up      rotate counter-clockwise", "wheel down    rotate clockwise",
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        if (!strstr(d, want[i]))
            fail_msg("help lacks '%s'", want[i]);
    }
    assert_non_null(strstr(d, "keys: as the terminal repeats them"));
    dialog quit;
    dialog_open(&quit, DIALOG_YES_NO, "QUIT", 0,
                "Quit this game? (y/n)\nIt will be saved for next time.");
    d = show_dialog(s, 80, 24, 0, &quit);
    assert_non_null(strstr(d, "| Quit this game? (y/n)  "));
    assert_non_null(strstr(d, "| It will be saved for next time. |"));
    /* On the narrowest screen the well fits, too. */
    d = show_dialog(s, 52, 24, 0, &quit);
    assert_non_null(strstr(d, "| It will be saved for next time. |"));
}

/* On the narrowest screen the short well fits (52x24), the help's box
 * fits whole: its frame closes on every line and below the last. */
static void help_fits_the_narrowest_screen(void **state)
{
    screen *s = *state;
    const char *d = show(s, 52, 24, 0, TV_HELP);
    int framed = 0, corners = 0;
    for (const char *line = d; *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : "") {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        while (n > 0 && line[n - 1] == ' ')
            n--;
        if (n > 0 && line[0] == '|' && line[n - 1] == '|')
            framed++;
        if (n > 0 && line[0] == '+' && line[n - 1] == '+')
            corners++;
    }
    assert_true(corners >= 2);
    assert_true(framed >= 17);
    assert_non_null(strstr(d, "rotate 180"));
    assert_non_null(strstr(d, "wheel down    rotate clockwise"));
}

/* The help, the panel and the end box name the keys of the view's map:
 * a job bound elsewhere shows its new keys, and the old ones are gone. */
static void help_panel_and_end_box_name_the_keys_bound(void **state)
{
    screen *s = *state;
    keymap m;
    keymap_init(&m, &hextris_key_game);
    const int cw[] = { 'w' }, quit[] = { 'Q' }, again[] = { 'n' };
    keymap_bind(&m, TJ_CW, cw, 1);
    keymap_bind(&m, KEY_QUIT, quit, 1);
    keymap_bind(&m, KEY_NEW, again, 1);
    assert_int_equal(canvas_resize(&s->c, 80, 24), 0);
    hextris_view v = { .st = &s->st, .overlay = TV_HELP, .caps = blocks, .keys = &m };
    hextris_view_draw(&s->c, &v);
    free(s->d);
    s->d = canvas_dump(&s->c);
    assert_non_null(strstr(s->d, "w        rotate cw"));
    assert_null(strstr(s->d, "Up x"));
    assert_non_null(strstr(s->d, "Q        quit"));
    v.overlay = TV_NONE;
    hextris_view_draw(&s->c, &v);
    free(s->d);
    s->d = canvas_dump(&s->c);
    assert_non_null(strstr(s->d, "? help  p pause  Q quit"));
    s->st.status = HT_OVER;
    hextris_view_draw(&s->c, &v);
    free(s->d);
    s->d = canvas_dump(&s->c);
    assert_non_null(strstr(s->d, "n  new game"));
    assert_non_null(strstr(s->d, "Q  quit"));
}

/* With the ghost hidden, its hexes show the empty stencil and nothing else
 * on the screen changes. */
static void hidden_ghost_leaves_only_its_hexes_empty(void **state)
{
    screen *s = *state;
    const char *with = show(s, 80, 24, 0, TV_NONE);
    char *shown = strdup(with);
    assert_non_null(shown);
    assert_int_equal(canvas_resize(&s->c, 80, 24), 0);
    hextris_view v = { .st = &s->st, .hide_ghost = true, .caps = blocks, .show_seed = true };
    hextris_view_draw(&s->c, &v);
    char *hidden = canvas_dump(&s->c);
    assert_non_null(hidden);
    hextris_view_geometry g = hextris_view_geometry_for(s->st.width, s->st.height, 80, 24, &blocks);
    hex_offset cells[HT_PIECE_MAX_CELLS];
    size_t n = ht_ghost_cells(&s->st, cells);
    assert_true(n >= 3);
    int differ = 0;
    for (int y = 0, i = 0; y < 24; y++, i++) {
        for (int x = 0; x < 80; x++, i++) {
            if (shown[i] == hidden[i])
                continue;
            differ++;
            assert_int_equal(shown[i], ':');
            assert_int_equal(hidden[i], ' ');
            hex_offset o;
            assert_true(hexlayout_hit(&g.well, x, y, s->st.width, s->st.height, &o));
            bool on_ghost = false;
            for (size_t k = 0; k < n; k++)
                on_ghost |= cells[k].col == o.col && cells[k].row == o.row;
            assert_true(on_ghost);
        }
    }
    assert_int_equal(differ, 2 * (int)n);   /* "::" a hex */
    free(hidden);
    free(shown);
}

static void game_over_box_shows_the_verdict_and_wraps_a_long_warning(void **state)
{
    screen *s = *state;
    drop_until_over(&s->st);
    const char *notes[] = {
        "New record! Best marathon score",
        "Played 12  best streak 3",
        "cannot record the result: /home/someone/.local/state/hexpuzzle/scores: "
        "Read-only file system",
        NULL
    };
    const char *d = show_notes(s, 80, 24, 1000, TV_NONE, notes, NULL);
    /* Below the figures, wrapped to the well's width (24 columns inside
     * the box) at spaces; a word longer than that (a path) after a '/'. */
    int record = tu_line_of(d, "| New record! Best         |");
    int time = tu_line_of(d, "Time   ");
    int newgame = tu_line_of(d, "N  new game");
    assert_true(record > time);
    assert_true(newgame > record);
    assert_int_equal(tu_line_of(d, "| marathon score "), record + 1);
    assert_int_equal(tu_line_of(d, "| Played 12  best streak 3 |"), record + 2);
    int warn = tu_line_of(d, "| cannot record the ");
    assert_int_equal(warn, record + 3);
    assert_int_equal(tu_line_of(d, "| result: "), warn + 1);
    assert_int_equal(tu_line_of(d, "| /home/someone/.local/    |"), warn + 2);
    assert_int_equal(tu_line_of(d, "| state/hexpuzzle/scores:  |"), warn + 3);
    assert_int_equal(tu_line_of(d, "| Read-only file system    |"), warn + 4);
    assert_int_equal(newgame, warn + 6);
}

/* The pieces in the panel's slots, HOLD and NEXT: what is drawn on the
 * lines below their titles, right of the well. */
static int slot_glyphs(const char *screen, int w)
{
    const char *title = strstr(screen, "HOLD");
    assert_non_null(title);
    int x0 = (int)((title - screen) % (w + 1)), y0 = (int)((title - screen) / (w + 1));
    int n = 0;
    for (int y = y0 + 1; y < y0 + 6; y++)
        for (int x = x0; x < w; x++) {
            char ch = screen[(size_t)y * (size_t)(w + 1) + (size_t)x];
            if (ch == '?')
                break;   /* the keys' line under the slots */
            n += ch != ' ';
        }
    return n;
}

/* Paused, the pieces to come and the one held are hidden with the well:
 * a pause is no time to plan. */
static void pause_hides_hold_and_next(void **state)
{
    screen *s = *state;
    assert_true(ht_apply(&s->st, HT_HOLD, 5));
    for (int k = 0; k < 2; k++) {
        const hextris_view_caps *caps = k ? &ascii : &blocks;
        assert_int_equal(canvas_resize(&s->c, 80, 24), 0);
        hextris_view v = { .st = &s->st, .elapsed_ms = 10, .caps = *caps };
        hextris_view_draw(&s->c, &v);
        char *playing = canvas_dump(&s->c);
        assert_true(slot_glyphs(playing, 80) > 4);
        free(playing);
        ht_state paused = s->st;
        assert_true(ht_apply(&paused, HT_PAUSE, 10));
        v.st = &paused;
        hextris_view_draw(&s->c, &v);
        char *d = canvas_dump(&s->c);
        assert_non_null(strstr(d, "HOLD"));
        assert_non_null(strstr(d, "NEXT"));
        if (slot_glyphs(d, 80) != 0)
            fail_msg("pieces in the slots while paused:\n%s", d);
        free(d);
    }
}

/* The game-over box sits over the well, which is over, not over the panel:
 * the next pieces and the hold stay in view at 80x24 and larger. The
 * panel is compared with the same game drawn as if still playing, which
 * has no box. */
static void game_over_box_leaves_the_panel_in_view(void **state)
{
    screen *s = *state;
    drop_until_over(&s->st);
    const char *notes[] = { "First in the marathon table: 48", "marathon: played 1", NULL };
    static const int sizes[][2] = { { 80, 24 }, { 76, 24 }, { 60, 24 }, { 100, 30 },
                                    { 132, 43 } };
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        int w = sizes[k][0], h = sizes[k][1];
        char *over = strdup(show_notes(s, w, h, 1000, TV_NONE, notes, NULL));
        assert_non_null(over);
        assert_non_null(strstr(over, " GAME OVER "));
        assert_non_null(strstr(over, "| First in the "));
        ht_state playing = s->st;
        playing.status = HT_PLAYING;
        char *plain = draw_notes(&s->c, w, h, &playing, 1000, TV_NONE, NULL, NULL);
        const char *title = strstr(plain, "HEXTRIS");
        assert_non_null(title);
        int panel_x = (int)((title - plain) % (w + 1));
        for (int y = 0; y < h; y++) {
            const char *a = over + (size_t)y * (size_t)(w + 1) + panel_x;
            const char *b = plain + (size_t)y * (size_t)(w + 1) + panel_x;
            if (strncmp(a, b, (size_t)(w - panel_x)) != 0)
                fail_msg("at %dx%d the box covers the panel on line %d:\n%.*s\n%.*s", w, h,
                         y, w - panel_x, a, w - panel_x, b);
        }
        free(plain);
        free(over);
    }
}

static void resume_question_hides_the_well(void **state)
{
    screen *s = *state;
    assert_true(ht_apply(&s->st, HT_PAUSE, 10));
    dialog resume;
    dialog_open(&resume, DIALOG_YES_NO_LATER, "SAVED GAME", 0, "Resume the saved game? (y/n)");
    const char *d = show_dialog(s, 80, 24, 10, &resume);
    assert_non_null(strstr(d, "Resume the saved game? (y/n)"));
    assert_null(strstr(d, "PAUSED"));
    expect_well_hidden(&s->c, "I:", "behind the question");
}

static void message_box_shows_at_any_size_and_asks_for_a_key(void **state)
{
    screen *s = *state;
    dialog m;
    dialog_open(&m, DIALOG_MESSAGE, "SAVED GAME", 0, "%s\n\npress any key",
                "the saved game could not be restored; starting a new one");
    const char *d = show_dialog(s, 80, 24, 0, &m);
    assert_non_null(strstr(d, " SAVED GAME "));
    assert_non_null(strstr(d, "the saved game could not be restored; starting a new"));
    assert_non_null(strstr(d, "press any key"));
    m.title = "NOT SAVED";
    d = show_dialog(s, 40, 12, 0, &m);
    assert_null(strstr(d, "too small"));
    assert_non_null(strstr(d, "NOT SAVED"));
    assert_non_null(strstr(d, "press any key"));
}

/* No peeking: a ranked game's seed shows only once it has ended (while it
 * plays, the seed would let a second terminal work out every piece); a
 * daily shows its day instead. */
static char *panel_of(canvas *c, const ht_state *st, bool show_seed, const char *daily)
{
    assert_int_equal(canvas_resize(c, 80, 24), 0);
    hextris_view v = { .st = st, .caps = blocks, .show_seed = show_seed, .daily = daily };
    hextris_view_draw(c, &v);
    char *d = canvas_dump(c);
    assert_non_null(d);
    return d;
}

static void seed_shows_once_the_game_has_ended(void **state)
{
    screen *s = *state;
    char *d = panel_of(&s->c, &s->st, false, NULL);
    assert_null(strstr(d, "Seed"));
    free(d);
    d = panel_of(&s->c, &s->st, true, NULL);
    assert_non_null(strstr(d, "Seed   1"));
    free(d);
    d = panel_of(&s->c, &s->st, false, "2026-11-24");
    assert_non_null(strstr(d, "Daily  2026-11-24"));
    assert_null(strstr(d, "Seed"));
    free(d);
    ht_state over = s->st;
    over.status = HT_OVER;
    d = panel_of(&s->c, &over, false, NULL);
    assert_non_null(strstr(d, "Seed   1"));
    free(d);
}

/* A replay is watched, not played: neither the panel nor the game-over
 * box offers the game's keys. */
static void a_watched_game_offers_no_keys(void **state)
{
    screen *s = *state;
    ht_state over = s->st;
    over.status = HT_OVER;
    assert_int_equal(canvas_resize(&s->c, 80, 24), 0);
    hextris_view v = { .st = &over, .caps = blocks, .watching = true };
    hextris_view_draw(&s->c, &v);
    char *d = canvas_dump(&s->c);
    assert_non_null(d);
    assert_non_null(strstr(d, "GAME OVER"));
    assert_null(strstr(d, "new game"));
    assert_null(strstr(d, "p pause"));
    free(d);
    v.watching = false;
    hextris_view_draw(&s->c, &v);
    d = canvas_dump(&s->c);
    assert_non_null(strstr(d, "new game"));
    free(d);
}

static void time_is_minutes_and_seconds(void **state)
{
    (void)state;
    char buf[HEXTRIS_VIEW_TIME_MAX];
    hextris_view_format_time(0, false, buf);
    assert_string_equal(buf, "0:00");
    hextris_view_format_time(61999, false, buf);
    assert_string_equal(buf, "1:01");
    hextris_view_format_time(61999, true, buf);
    assert_string_equal(buf, "1:01.9");
    hextris_view_format_time(3723000, false, buf);
    assert_string_equal(buf, "1:02:03");
    hextris_view_format_time(-5, false, buf);
    assert_string_equal(buf, "0:00");
}

#define ON_SCREEN(t) cmocka_unit_test_setup_teardown(t, setup, teardown)

/* The panel shows a seed of 20 digits whole at 80 columns, and at any
 * width the game fits in, whole or not at all: one cut short at the edge
 * would name another game. */
static void a_seed_shows_whole_or_not_at_all(void **state)
{
    screen *s = *state;
    s->st.params.seed = UINT64_MAX;
    assert_non_null(strstr(show(s, 80, 24, 0, TV_NONE), "Seed   18446744073709551615"));
    int fitting = 0;
    for (int h = 24; h >= 8; h--)
        for (int w = 79; w >= 20; w--) {
            const char *d = show(s, w, h, 0, TV_NONE);
            if (!strstr(d, "HEXTRIS"))
                continue;
            fitting++;
            if (!strstr(d, "Seed   18446744073709551615"))
                assert_null(strstr(d, "Seed"));
        }
    assert_true(fitting > 0);
}

/* An ASCII-only terminal of 80x24 shows the full well in no drawing: the
 * offer of the short well says what the full one needs, at that size. */
static void the_short_well_offer_says_what_the_full_well_needs(void **state)
{
    (void)state;
    ht_state st;
    assert_true(new_well(&st, 1, HT_MARATHON, HT_FULL_WIDTH, HT_FULL_HEIGHT));
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, 80, 24), 0);
    dialog offer;
    hextris_view_short_offer(&offer, st.width, st.height, 80, 24, &ascii);
    hextris_view v = { .st = &st, .dialog = &offer, .at_any_size = true, .caps = ascii };
    hextris_view_draw(&c, &v);
    char *d = canvas_dump(&c);
    assert_non_null(d);
    assert_non_null(strstr(d, "SHORT WELL"));
    assert_non_null(strstr(d, "The 10x20 well needs 54x42 here, or UTF-8 half blocks."));
    assert_non_null(strstr(d, "y  play the short well, 9x11"));
    assert_non_null(strstr(d, "n  keep the 10x20 well"));
    assert_null(strstr(d, "too small"));
    free(d);
    /* Where half blocks show, the need is the dense drawing's. */
    assert_int_equal(canvas_resize(&c, 40, 20), 0);
    v.caps = blocks;
    hextris_view_short_offer(&offer, st.width, st.height, 40, 20, &blocks);
    hextris_view_draw(&c, &v);
    d = canvas_dump(&c);
    assert_non_null(strstr(d, "The 10x20 well needs a "));
    assert_null(strstr(d, "UTF-8"));
    free(d);
    canvas_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        ON_SCREEN(start_screen_matches_golden),
        ON_SCREEN(a_seed_shows_whole_or_not_at_all),
        ON_SCREEN(played_screen_matches_golden),
        ON_SCREEN(played_screen_roles_match_golden),
        ON_SCREEN(outline_hexes_are_drawn_by_role),
        ON_SCREEN(dense_screens_match_golden),
        ON_SCREEN(dense_hexes_are_drawn_by_role),
        cmocka_unit_test(the_drawing_is_the_first_that_fits_and_shows),
        cmocka_unit_test(s_cycles_through_the_drawings_that_fit),
        ON_SCREEN(too_small_screen_names_the_need),
        cmocka_unit_test(mouse_cells_map_back_to_well_columns),
        ON_SCREEN(a_cleared_row_flashes_in_every_drawing),
        cmocka_unit_test(the_short_well_offer_says_what_the_full_well_needs),
        ON_SCREEN(pause_hides_the_well),
        ON_SCREEN(pause_hides_hold_and_next),
        ON_SCREEN(game_over_offers_new_game_or_quit),
        ON_SCREEN(sprint_shows_rows_left_and_the_won_time_in_tenths),
        ON_SCREEN(help_lists_every_key_and_mouse_action),
        ON_SCREEN(help_panel_and_end_box_name_the_keys_bound),
        ON_SCREEN(help_fits_the_narrowest_screen),
        ON_SCREEN(help_names_the_input_mode),
        ON_SCREEN(hidden_ghost_leaves_only_its_hexes_empty),
        ON_SCREEN(game_over_box_shows_the_verdict_and_wraps_a_long_warning),
        ON_SCREEN(game_over_box_leaves_the_panel_in_view),
        ON_SCREEN(resume_question_hides_the_well),
        ON_SCREEN(message_box_shows_at_any_size_and_asks_for_a_key),
        ON_SCREEN(seed_shows_once_the_game_has_ended),
        ON_SCREEN(a_watched_game_offers_no_keys),
        cmocka_unit_test(time_is_minutes_and_seconds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
