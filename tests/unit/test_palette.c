/* Unit tests for the palettes: the config's palette key, the colour each
 * palette gives a role on terminals of 256, 16 and 8 colours and without
 * colour, and what the colour-blind palette promises, checked on the
 * colours themselves (Machado et al.'s simulation of deuteranopia and
 * protanopia, CIE L*a*b* distances). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "app/config.h"
#include "app/games.h"
#include "app/settings.h"
#include "app/store.h"
#include "tui/hexcells_roles.h"
#include "tui/hexmines_roles.h"
#include "tui/hextris_roles.h"
#include "tui/menu.h"
#include "tui/palette.h"

/* The eight colours as terminals number them. */
enum { BLUE = 4, GREEN = 2, RED = 1, MAGENTA = 5, CYAN = 6, YELLOW = 3, WHITE = 7 };

static const enum palette_id all[] = { PALETTE_DEFAULT, PALETTE_COLORBLIND, PALETTE_CONTRAST };

/* ---- the config key ---------------------------------------------------- */

static config parsed(const char *text, int bad, store_warnings *w)
{
    config c;
    store_warnings_init(w);
    assert_int_equal(config_parse(text, strlen(text), &c, w), bad);
    return c;
}

static void the_config_names_a_palette(void **state)
{
    (void)state;
    store_warnings w;
    config c = parsed("palette = colorblind\n", 0, &w);
    assert_string_equal(config_value_name(&c, "palette"), "colorblind");
    assert_int_equal(settings_palette(&c), PALETTE_COLORBLIND);
    c = parsed("palette = contrast\n", 0, &w);
    assert_int_equal(settings_palette(&c), PALETTE_CONTRAST);
    c = parsed("palette = default\n", 0, &w);
    assert_int_equal(settings_palette(&c), PALETTE_DEFAULT);
    c = parsed("# no palette\ncolor = yes\n", 0, &w);
    assert_null(config_value_name(&c, "palette"));
    assert_int_equal(settings_palette(&c), PALETTE_DEFAULT);
    /* The last line for the key wins, as for every key. */
    c = parsed("palette = contrast\npalette = colorblind\n", 0, &w);
    assert_int_equal(settings_palette(&c), PALETTE_COLORBLIND);
}

static void a_bad_palette_is_a_warning_naming_the_good_ones(void **state)
{
    (void)state;
    store_warnings w;
    config c = parsed("palette = contrast\npalette = Colorblind\n", 1, &w);
    assert_int_equal(w.n, 1);
    assert_string_equal(w.line[0], "config line 2: bad value 'Colorblind' for palette "
                                   "(default|colorblind|contrast)");
    /* The bad line costs only itself. */
    assert_int_equal(settings_palette(&c), PALETTE_CONTRAST);
}

static void the_palette_is_a_shared_key_and_round_trips(void **state)
{
    (void)state;
    /* Shared keys come before every game's own. */
    int k = 0;
    while (config_key_at(k) && strcmp(config_key_at(k)->name, "palette") != 0)
        k++;
    assert_non_null(config_key_at(k));
    assert_true(k < 3);
    store_warnings w;
    config c = parsed("palette = contrast\n", 0, &w);
    char buf[256];
    config_format(&c, buf, sizeof buf);
    assert_string_equal(buf, "palette = contrast\n");
}

/* ---- names and the menu's key ------------------------------------------ */

static void names_go_both_ways_and_the_key_cycles(void **state)
{
    (void)state;
    for (int i = 0; i < PALETTE_COUNT; i++) {
        enum palette_id p;
        assert_true(palette_named(palette_name(i), &p));
        assert_int_equal(p, i);
    }
    assert_null(palette_name(PALETTE_COUNT));
    assert_null(palette_name(-1));
    enum palette_id p = PALETTE_DEFAULT;
    assert_false(palette_named("colourblind", &p));
    assert_false(palette_named(NULL, &p));
    assert_false(palette_named("", &p));
    assert_int_equal(palette_next(PALETTE_DEFAULT), PALETTE_COLORBLIND);
    assert_int_equal(palette_next(PALETTE_COLORBLIND), PALETTE_CONTRAST);
    assert_int_equal(palette_next(PALETTE_CONTRAST), PALETTE_DEFAULT);
}

static void the_palette_in_use_is_the_last_good_one_set(void **state)
{
    (void)state;
    palette_use(PALETTE_CONTRAST);
    assert_int_equal(palette_in_use(), PALETTE_CONTRAST);
    palette_use((enum palette_id)PALETTE_COUNT);
    palette_use((enum palette_id)-1);
    assert_int_equal(palette_in_use(), PALETTE_CONTRAST);
    palette_use(PALETTE_DEFAULT);
    assert_int_equal(palette_in_use(), PALETTE_DEFAULT);
}

/* The menu's line for the palette, on the line above its keys. */
static bool menu_says(int colours, const char *want)
{
    static menu_game lines[MENU_GAMES_MAX];
    menu_state st = { .games = lines, .colours = colours };
    for (int g = 0; app_games[g] && g < MENU_GAMES_MAX; g++, st.ngames++)
        lines[g] = (menu_game){ .rules = app_games[g]->rules, .label = app_games[g]->label,
                                .help = app_games[g]->menu_help };
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, 80, 24), 0);
    menu_draw(&c, &st);
    char *text = canvas_dump(&c);
    assert_non_null(text);
    const char *lines_end = text;
    for (int y = 0; y < 22; y++)
        lines_end = strchr(lines_end, '\n') + 1;
    bool says = strstr(lines_end, want) != NULL
                && strstr(lines_end, "p palette  q quit") != NULL;
    free(text);
    canvas_free(&c);
    return says;
}

static void the_menu_names_the_palette_and_what_the_terminal_makes_of_it(void **state)
{
    (void)state;
    palette_use(PALETTE_DEFAULT);
    assert_true(menu_says(256, "Palette: default  "));
    assert_true(menu_says(8, "Palette: default  "));
    palette_use(PALETTE_COLORBLIND);
    assert_true(menu_says(256, "Palette: colorblind  "));
    assert_true(menu_says(8, "Palette: colorblind (its 8-colour form)"));
    assert_true(menu_says(16, "Palette: colorblind (its 8-colour form)"));
    assert_true(menu_says(0, "Palette: colorblind (no colour here)"));
    palette_use(PALETTE_CONTRAST);
    assert_true(menu_says(88, "Palette: contrast (its 8-colour form)"));
    assert_false(menu_says(256, "Palette: default"));
    palette_use(PALETTE_DEFAULT);
}

/* ---- colours per palette and terminal ----------------------------------- */

/* Every role a canvas can hold: the shared ones (no game's), and each
 * game's with them. */
static const canvas_roles *const role_sets[] = { NULL, &hexmines_roles, &hextris_roles,
                                                 &hexcells_roles };
enum { ROLE_SETS = sizeof role_sets / sizeof role_sets[0] };

static int roles_end(const canvas_roles *game)
{
    return ROLE_GAME_FIRST + (game ? game->count : 0);
}

static palette_style style_in(const canvas_roles *game, enum palette_id p, canvas_role r,
                              int colours)
{
    return palette_style_of(p, role_ink_of(game, r), colours);
}

static palette_style style(enum palette_id p, canvas_role r, int colours)
{
    return style_in(NULL, p, r, colours);
}

static palette_style hexmines_style(enum palette_id p, canvas_role r, int colours)
{
    return style_in(&hexmines_roles, p, r, colours);
}

static palette_style hextris_style(enum palette_id p, canvas_role r, int colours)
{
    return style_in(&hextris_roles, p, r, colours);
}

static void the_default_is_what_the_games_had(void **state)
{
    (void)state;
    static const short num256[] = { 33, 28, 160, 129, 166, 30 };
    static const short num8[] = { BLUE, GREEN, RED, MAGENTA, RED, MAGENTA };
    for (int i = 0; i < 6; i++) {
        assert_int_equal(hexmines_style(PALETTE_DEFAULT, HM_ROLE_COUNT1 + i, 256).fg, num256[i]);
        assert_int_equal(hexmines_style(PALETTE_DEFAULT, HM_ROLE_COUNT1 + i, 8).fg, num8[i]);
        assert_int_equal(hexmines_style(PALETTE_DEFAULT, HM_ROLE_COUNT1 + i, 256).attrs,
                         PALETTE_BOLD);
    }
    static const short piece256[] = { RED, GREEN, 172, 12, MAGENTA, CYAN, -1 };
    static const short piece8[] = { RED, GREEN, YELLOW, BLUE, MAGENTA, CYAN, -1 };
    for (int i = 0; i < 7; i++) {
        palette_style s = hextris_style(PALETTE_DEFAULT, HT_ROLE_PIECE1 + i, 256);
        assert_int_equal(s.fg, piece256[i]);
        assert_int_equal(s.attrs, 0);
        /* A glyph on a piece stays in the terminal's foreground: the
         * cheapest change between a piece and the grid. */
        assert_int_equal(s.on, -1);
        assert_int_equal(hextris_style(PALETTE_DEFAULT, HT_ROLE_PIECE1 + i, 8).fg, piece8[i]);
    }
    palette_style flag = hexmines_style(PALETTE_DEFAULT, HM_ROLE_FLAG, 256);
    assert_int_equal(flag.fg, 231);
    assert_int_equal(flag.bg, 160);
    flag = hexmines_style(PALETTE_DEFAULT, HM_ROLE_FLAG, 8);
    assert_int_equal(flag.fg, WHITE);
    assert_int_equal(flag.bg, RED);
    assert_int_equal(hexmines_style(PALETTE_DEFAULT, HM_ROLE_COVERED, 256).fg, 245);
    assert_int_equal(hexmines_style(PALETTE_DEFAULT, HM_ROLE_COVERED, 8).fg, -1);
    assert_int_equal(style(PALETTE_DEFAULT, ROLE_BORDER, 256).attrs, PALETTE_DIM);
    assert_int_equal(style(PALETTE_DEFAULT, ROLE_HINT, 256).bg, 40);
}

static void okabe_ito_needs_256_colours(void **state)
{
    (void)state;
    static const short num256[] = { 32, 35, 130, 126, 172, 31 };
    static const short piece256[] = { 166, 36, 214, 32, 126, 117, -1 };
    for (int i = 0; i < 6; i++)
        assert_int_equal(hexmines_style(PALETTE_COLORBLIND, HM_ROLE_COUNT1 + i, 256).fg, num256[i]);
    for (int i = 0; i < 7; i++)
        assert_int_equal(hextris_style(PALETTE_COLORBLIND, HT_ROLE_PIECE1 + i, 256).fg,
                         piece256[i]);
    assert_int_equal(hexmines_style(PALETTE_COLORBLIND, HM_ROLE_FLAG, 256).bg, 166);
    assert_int_equal(hexmines_style(PALETTE_COLORBLIND, HM_ROLE_BLAST, 256).bg, 220);
    assert_int_equal(hexmines_style(PALETTE_COLORBLIND, HM_ROLE_WRONG_FLAG, 256).bg, 25);
    assert_int_equal(style(PALETTE_COLORBLIND, ROLE_HINT, 256).bg, 117);
    /* On 88 colours, 16 or 8 the eight-colour form: the default's eight,
     * but the wrong flag and the hint away from the flag's red. */
    static const int fewer[] = { 8, 16, 88 };
    for (size_t f = 0; f < sizeof fewer / sizeof fewer[0]; f++) {
        int colours = fewer[f];
        for (int i = 0; i < 6; i++)
            assert_int_equal(hexmines_style(PALETTE_COLORBLIND, HM_ROLE_COUNT1 + i, colours).fg,
                             hexmines_style(PALETTE_DEFAULT, HM_ROLE_COUNT1 + i, 8).fg);
        for (int i = 0; i < 7; i++) {
            assert_int_equal(hextris_style(PALETTE_COLORBLIND, HT_ROLE_PIECE1 + i, colours).fg,
                             hextris_style(PALETTE_DEFAULT, HT_ROLE_PIECE1 + i, 8).fg);
            assert_int_equal(hextris_style(PALETTE_COLORBLIND, HT_ROLE_PIECE1 + i, colours).on, -1);
        }
        assert_int_equal(hexmines_style(PALETTE_COLORBLIND, HM_ROLE_FLAG, colours).bg, RED);
        assert_int_equal(hexmines_style(PALETTE_COLORBLIND, HM_ROLE_WRONG_FLAG, colours).bg, BLUE);
        assert_int_equal(style(PALETTE_COLORBLIND, ROLE_HINT, colours).bg, CYAN);
        assert_true(hexmines_style(PALETTE_COLORBLIND, HM_ROLE_COUNT1, colours).fg < 8);
    }
}

static void contrast_has_nothing_faint_and_numbers_on_tiles(void **state)
{
    (void)state;
    static const int colour_counts[] = { 8, 256 };
    for (size_t c = 0; c < 2; c++) {
        int n = colour_counts[c];
        for (int g = 0; g < ROLE_SETS; g++)
            for (int r = 0; r < roles_end(role_sets[g]); r++)
                assert_false(style_in(role_sets[g], PALETTE_CONTRAST, r, n).attrs & PALETTE_DIM);
        for (int i = 0; i < 6; i++) {
            palette_style s = hexmines_style(PALETTE_CONTRAST, HM_ROLE_COUNT1 + i, n);
            assert_true(s.bg >= 0);
            assert_true(s.fg >= 0);
        }
        /* The covered cell in the terminal's own foreground, no grey. */
        assert_int_equal(hexmines_style(PALETTE_CONTRAST, HM_ROLE_COVERED, n).fg, -1);
    }
}

/* With eight colours a terminal shows bold black as grey, which vanishes
 * on a tile: no palette asks for it. */
static void no_bold_black_on_eight_colours(void **state)
{
    (void)state;
    for (size_t p = 0; p < 3; p++)
        for (int g = 0; g < ROLE_SETS; g++)
            for (int r = 0; r < roles_end(role_sets[g]); r++) {
                palette_style s = style_in(role_sets[g], all[p], r, 8);
                if (s.fg == 0)
                    assert_false(s.attrs & PALETTE_BOLD);
            }
}

/* Without colour every palette draws alike: each role's own attributes,
 * the pieces bold (their letters, the view's, stay) and each state a tile
 * of its own, so that glyph and attributes tell them apart. */
static void without_colour_the_palette_does_not_matter(void **state)
{
    (void)state;
    for (size_t p = 0; p < 3; p++)
        for (int g = 0; g < ROLE_SETS; g++)
            for (int r = 0; r < roles_end(role_sets[g]); r++) {
                const canvas_roles *game = role_sets[g];
                palette_style s = style_in(game, all[p], r, 0);
                palette_style d = style_in(game, PALETTE_DEFAULT, r, 0);
                assert_int_equal(s.fg, -1);
                assert_int_equal(s.bg, -1);
                assert_int_equal(s.on, -1);
                assert_int_equal(s.attrs, d.attrs);
                assert_int_equal(s.attrs, role_ink_of(game, r).mono);
            }
    for (int i = 0; i < 7; i++)
        assert_int_equal(hextris_style(PALETTE_CONTRAST, HT_ROLE_PIECE1 + i, 0).attrs,
                         PALETTE_BOLD);
    assert_int_equal(hexmines_style(PALETTE_COLORBLIND, HM_ROLE_FLAG, 0).attrs,
                     PALETTE_REVERSE | PALETTE_BOLD);
    assert_int_equal(hexmines_style(PALETTE_COLORBLIND, HM_ROLE_WRONG_FLAG, 0).attrs,
                     PALETTE_REVERSE | PALETTE_UNDERLINE);
    assert_int_equal(style(PALETTE_CONTRAST, ROLE_HINT, 0).attrs,
                     PALETTE_REVERSE | PALETTE_BOLD | PALETTE_UNDERLINE);
}

static void out_of_range_roles_and_palettes_are_plain_or_default(void **state)
{
    (void)state;
    palette_style s = hexmines_style(PALETTE_DEFAULT, roles_end(&hexmines_roles), 256);
    assert_int_equal(s.fg, -1);
    assert_int_equal(s.attrs, 0);
    /* A game's role on a canvas that holds no game's is plain too. */
    s = style(PALETTE_DEFAULT, HM_ROLE_COUNT1, 256);
    assert_int_equal(s.fg, -1);
    assert_int_equal(s.attrs, 0);
    s = hexmines_style((enum palette_id)PALETTE_COUNT, HM_ROLE_COUNT1, 256);
    assert_int_equal(s.fg, 33);
}

/* ---- every role as it was painted before the games owned their roles ---- */

static const struct {
    const char *role;
    enum palette_id palette;
    int colours;
    palette_style style;
} painted_before[] = {
#include "palette_before_roles.inc"
};

/* Each role a view paints with (with its game's roles, or none), and the
 * role it replaced. */
static const struct {
    const canvas_roles *game;
    canvas_role now;
    const char *before;
} replaced[] = {
    { NULL, ROLE_NORMAL, "ROLE_NORMAL" }, { NULL, ROLE_BORDER, "ROLE_BORDER" },
    { NULL, ROLE_CURSOR, "ROLE_CURSOR" }, { NULL, ROLE_TITLE, "ROLE_TITLE" },
    { NULL, ROLE_STATUS, "ROLE_STATUS" }, { NULL, ROLE_DIM, "ROLE_DIM" },
    { NULL, ROLE_HINT, "ROLE_HINT" }, { NULL, ROLE_WARN, "ROLE_WARN" },
    { NULL, ROLE_SELECTED, "ROLE_SELECTED" }, { NULL, ROLE_LOGO1, "ROLE_NUM1" },
    { NULL, ROLE_LOGO2, "ROLE_NUM2" }, { NULL, ROLE_LOGO3, "ROLE_NUM3" },
    { NULL, ROLE_LOGO4, "ROLE_NUM4" }, { NULL, ROLE_LOGO5, "ROLE_NUM5" },
    { NULL, ROLE_LOGO6, "ROLE_NUM6" }, { &hexmines_roles, HM_ROLE_COVERED, "ROLE_HIDDEN" },
    { &hexmines_roles, HM_ROLE_OPEN, "ROLE_REVEALED" },
    { &hexmines_roles, HM_ROLE_COUNT1, "ROLE_NUM1" },
    { &hexmines_roles, HM_ROLE_COUNT2, "ROLE_NUM2" },
    { &hexmines_roles, HM_ROLE_COUNT3, "ROLE_NUM3" },
    { &hexmines_roles, HM_ROLE_COUNT4, "ROLE_NUM4" },
    { &hexmines_roles, HM_ROLE_COUNT5, "ROLE_NUM5" },
    { &hexmines_roles, HM_ROLE_COUNT6, "ROLE_NUM6" },
    { &hexmines_roles, HM_ROLE_FLAG, "ROLE_FLAG" },
    { &hexmines_roles, HM_ROLE_MINE, "ROLE_MINE" },
    { &hexmines_roles, HM_ROLE_BLAST, "ROLE_EXPLODED" },
    { &hexmines_roles, HM_ROLE_WRONG_FLAG, "ROLE_WRONG" },
    { &hexmines_roles, HM_ROLE_OVERFLAGGED, "ROLE_WARN" },
    { &hextris_roles, HT_ROLE_PIECE1, "ROLE_PIECE1" },
    { &hextris_roles, HT_ROLE_PIECE2, "ROLE_PIECE2" },
    { &hextris_roles, HT_ROLE_PIECE3, "ROLE_PIECE3" },
    { &hextris_roles, HT_ROLE_PIECE4, "ROLE_PIECE4" },
    { &hextris_roles, HT_ROLE_PIECE5, "ROLE_PIECE5" },
    { &hextris_roles, HT_ROLE_PIECE6, "ROLE_PIECE6" },
    { &hextris_roles, HT_ROLE_PIECE7, "ROLE_PIECE7" },
    { &hextris_roles, HT_ROLE_GHOST, "ROLE_GHOST" },
    { &hextris_roles, HT_ROLE_WELL, "ROLE_WELL" },
    { &hextris_roles, HT_ROLE_FLASH, "ROLE_FLASH" },
    { &hexcells_roles, HC_ROLE_COVERED, "ROLE_PIECE3" },
    { &hexcells_roles, HC_ROLE_BLUE, "ROLE_PIECE4" },
    { &hexcells_roles, HC_ROLE_BLACK, "ROLE_REVEALED" },
};

static void every_role_is_painted_as_the_one_it_replaced(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof replaced / sizeof replaced[0]; i++) {
        int seen = 0;
        for (size_t k = 0; k < sizeof painted_before / sizeof painted_before[0]; k++) {
            if (strcmp(painted_before[k].role, replaced[i].before) != 0)
                continue;
            palette_style want = painted_before[k].style;
            palette_style got = style_in(replaced[i].game, painted_before[k].palette,
                                         replaced[i].now, painted_before[k].colours);
            if (got.fg != want.fg || got.bg != want.bg || got.attrs != want.attrs
                || got.on != want.on)
                fail_msg("role %d is not painted as %s was, in palette %d at %d colours",
                         (int)replaced[i].now, replaced[i].before,
                         painted_before[k].palette, painted_before[k].colours);
            seen++;
        }
        assert_int_equal(seen, 1 + 2 * PALETTE_COUNT);
    }
    /* And every role of every set is among them. */
    for (int g = 0; g < ROLE_SETS; g++) {
        int first = role_sets[g] ? ROLE_GAME_FIRST : 0, listed = 0;
        for (size_t i = 0; i < sizeof replaced / sizeof replaced[0]; i++)
            listed += replaced[i].game == role_sets[g];
        assert_int_equal(listed, roles_end(role_sets[g]) - first);
    }
}

/* ---- what the colour-blind palette promises, on the colours -------------- */

typedef struct { double r, g, b; } rgb;

/* An xterm 256-colour number as sRGB in 0..1. */
static rgb xterm_rgb(int i)
{
    static const int cube[] = { 0, 95, 135, 175, 215, 255 };
    assert_true(i >= 16 && i < 256);
    if (i >= 232) {
        double v = (8 + 10 * (i - 232)) / 255.0;
        return (rgb){ v, v, v };
    }
    i -= 16;
    return (rgb){ cube[i / 36] / 255.0, cube[i / 6 % 6] / 255.0, cube[i % 6] / 255.0 };
}

static double linear(double c)
{
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static double gamma_of(double c)
{
    c = c < 0 ? 0 : c > 1 ? 1 : c;
    return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055;
}

enum vision { NORMAL, DEUTAN, PROTAN };

/* Machado, Oliveira and Fernandes (2009), severity 1, on linear RGB. */
static rgb seen(rgb c, enum vision v)
{
    static const double m[3][3][3] = {
        [DEUTAN] = { { 0.367322, 0.860646, -0.227968 }, { 0.280085, 0.672501, 0.047413 },
                     { -0.011820, 0.042940, 0.968881 } },
        [PROTAN] = { { 0.152286, 1.052583, -0.204868 }, { 0.114503, 0.786281, 0.099216 },
                     { -0.003882, -0.048116, 1.051998 } },
    };
    if (v == NORMAL)
        return c;
    double l[3] = { linear(c.r), linear(c.g), linear(c.b) }, o[3];
    for (int i = 0; i < 3; i++)
        o[i] = gamma_of(m[v][i][0] * l[0] + m[v][i][1] * l[1] + m[v][i][2] * l[2]);
    return (rgb){ o[0], o[1], o[2] };
}

static double luminance(rgb c)
{
    return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

static void lab(rgb c, double out[3])
{
    double r = linear(c.r), g = linear(c.g), b = linear(c.b);
    double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505;
    double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089;
    double f[3], t[3] = { x, y, z };
    for (int i = 0; i < 3; i++)
        f[i] = t[i] > 0.008856 ? cbrt(t[i]) : 7.787 * t[i] + 16.0 / 116;
    out[0] = 116 * f[1] - 16;
    out[1] = 500 * (f[0] - f[1]);
    out[2] = 200 * (f[1] - f[2]);
}

static double distance(rgb a, rgb b)
{
    double x[3], y[3];
    lab(a, x);
    lab(b, y);
    return sqrt((x[0] - y[0]) * (x[0] - y[0]) + (x[1] - y[1]) * (x[1] - y[1])
                + (x[2] - y[2]) * (x[2] - y[2]));
}

static double lightness(rgb c)
{
    double x[3];
    lab(c, x);
    return x[0];
}

static double contrast(rgb a, rgb b)
{
    double x = luminance(a) + 0.05, y = luminance(b) + 0.05;
    return x > y ? x / y : y / x;
}

static const rgb black = { 0, 0, 0 }, white = { 1, 1, 1 };

/* Neighbouring numbers differ in lightness as well as hue; every two
 * numbers stay apart for all three eyes; each reads (bold) on black and
 * on white. */
static void colourblind_numbers_differ_in_lightness_and_for_every_eye(void **state)
{
    (void)state;
    rgb num[6];
    for (int i = 0; i < 6; i++) {
        num[i] = xterm_rgb(hexmines_style(PALETTE_COLORBLIND, HM_ROLE_COUNT1 + i, 256).fg);
        assert_true(contrast(num[i], black) >= 3.0);
        assert_true(contrast(num[i], white) >= 2.6);
    }
    for (int i = 0; i + 1 < 6; i++)
        assert_true(fabs(lightness(num[i]) - lightness(num[i + 1])) >= 8.0);
    for (int v = NORMAL; v <= PROTAN; v++)
        for (int i = 0; i < 6; i++)
            for (int j = i + 1; j < 6; j++)
                assert_true(distance(seen(num[i], v), seen(num[j], v)) >= 15.0);
}

/* Any two pieces can lie side by side: every pair apart for all three
 * eyes, and the glyph on each (black or white) reads on it. The default's
 * red, green and orange pieces are the ones that fail this. */
static void colourblind_pieces_stay_apart_for_every_eye(void **state)
{
    (void)state;
    rgb fill[6];
    for (int i = 0; i < 6; i++) {
        palette_style s = hextris_style(PALETTE_COLORBLIND, HT_ROLE_PIECE1 + i, 256);
        fill[i] = xterm_rgb(s.fg);
        assert_true(contrast(fill[i], xterm_rgb(s.on)) >= 4.5);
    }
    for (int v = NORMAL; v <= PROTAN; v++)
        for (int i = 0; i < 6; i++)
            for (int j = i + 1; j < 6; j++)
                assert_true(distance(seen(fill[i], v), seen(fill[j], v)) >= 25.0);
    /* The measure can fail: the default's red and green, seen without red
     * cones (the eight-colour red and green are theirs, taken at the
     * cube's 160 and 34). */
    assert_true(distance(seen(xterm_rgb(160), DEUTAN), seen(xterm_rgb(34), DEUTAN)) < 25.0);
}

/* The states a lost game shows together: flag, what went off, a wrong
 * flag, and the hint, apart for every eye. */
static void colourblind_states_stay_apart_for_every_eye(void **state)
{
    (void)state;
    static const canvas_role states[] = { HM_ROLE_FLAG, HM_ROLE_BLAST, HM_ROLE_WRONG_FLAG, ROLE_HINT,
                                               HM_ROLE_COVERED };
    enum { N = sizeof states / sizeof states[0] };
    rgb tile[N];
    for (int i = 0; i < N; i++) {
        palette_style s = hexmines_style(PALETTE_COLORBLIND, states[i], 256);
        tile[i] = xterm_rgb(states[i] == HM_ROLE_COVERED ? s.fg : s.bg);
        if (states[i] != HM_ROLE_COVERED)
            assert_true(contrast(tile[i], xterm_rgb(s.fg)) >= 3.5);
    }
    for (int v = NORMAL; v <= PROTAN; v++)
        for (int i = 0; i < N; i++)
            for (int j = i + 1; j < N; j++)
                assert_true(distance(seen(tile[i], v), seen(tile[j], v)) >= 20.0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_config_names_a_palette),
        cmocka_unit_test(a_bad_palette_is_a_warning_naming_the_good_ones),
        cmocka_unit_test(the_palette_is_a_shared_key_and_round_trips),
        cmocka_unit_test(names_go_both_ways_and_the_key_cycles),
        cmocka_unit_test(the_palette_in_use_is_the_last_good_one_set),
        cmocka_unit_test(the_menu_names_the_palette_and_what_the_terminal_makes_of_it),
        cmocka_unit_test(the_default_is_what_the_games_had),
        cmocka_unit_test(okabe_ito_needs_256_colours),
        cmocka_unit_test(contrast_has_nothing_faint_and_numbers_on_tiles),
        cmocka_unit_test(no_bold_black_on_eight_colours),
        cmocka_unit_test(without_colour_the_palette_does_not_matter),
        cmocka_unit_test(out_of_range_roles_and_palettes_are_plain_or_default),
        cmocka_unit_test(every_role_is_painted_as_the_one_it_replaced),
        cmocka_unit_test(colourblind_numbers_differ_in_lightness_and_for_every_eye),
        cmocka_unit_test(colourblind_pieces_stay_apart_for_every_eye),
        cmocka_unit_test(colourblind_states_stay_apart_for_every_eye),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
