/* The terminal's other half: colour roles and their pairs, and painting
 * a canvas with as few bytes as the terminal can be sent. */
/* The wide-character curses interface (ncursesw). */
#define NCURSES_WIDECHAR 1

#include "tui/term.h"
#include "term_internal.h"
#include "tui/palette.h"

#include <curses.h>

#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <unistd.h>

static bool colour_on;
static canvas shown;          /* what the screen holds, for painting diffs */
static bool shown_valid;
static bool cursor_shown;

/* Each role's ink, colours and attributes in the palette in use on this
 * terminal (tui/palette.h), and its attributes without colour: the shared
 * roles' and those of the game whose canvas is painted. A cell's role is
 * a byte, so any cell indexes it. */
static struct {
    enum palette_ink ink;
    short fg, bg;      /* -1: the terminal's own */
    short on;          /* a plain glyph's colour on this role's fill */
    attr_t colour_attr, mono_attr;
} styles[UINT8_MAX + 1];
static enum palette_id styles_palette;
static const canvas_roles *styles_game;

static attr_t attrs_of(unsigned bits)
{
    return (bits & PALETTE_BOLD ? A_BOLD : A_NORMAL) | (bits & PALETTE_DIM ? A_DIM : A_NORMAL)
           | (bits & PALETTE_REVERSE ? A_REVERSE : A_NORMAL)
           | (bits & PALETTE_UNDERLINE ? A_UNDERLINE : A_NORMAL);
}

static void make_styles(const canvas_roles *game)
{
    styles_palette = palette_in_use();
    styles_game = game;
    for (int role = 0; role <= UINT8_MAX; role++) {
        role_ink ink = role_ink_of(game, role);
        palette_style colour = palette_style_of(styles_palette, ink, colour_on ? COLORS : 0);
        palette_style mono = palette_style_of(styles_palette, ink, 0);
        styles[role].ink = ink.ink;
        styles[role].fg = colour_on ? colour.fg : -1;
        styles[role].bg = colour_on ? colour.bg : -1;
        styles[role].on = colour_on ? colour.on : -1;
        styles[role].colour_attr = attrs_of(colour.attrs);
        styles[role].mono_attr = attrs_of(mono.attrs);
    }
}

/* Plain text gets a colour pair of its own, default on default, instead of
 * pair 0. From a coloured cell ncurses then switches to plain text with one
 * colour reset (5 bytes); to pair 0 it also sends a full attribute reset,
 * 11 bytes in all. Where coloured and plain cells alternate, as around a
 * falling piece, that is a good part of what each frame costs. */
#define PLAIN_PAIR (INK_COUNT + 1)
static short plain_pair;   /* PLAIN_PAIR, or 0 where the terminal has too few */

/* A half-block cell shows two roles' colours, one as its background. Such
 * pairs are made when first needed: the inks' pairs already take a third
 * of an eight-colour terminal's 64, too few for every combination, and only a
 * handful ever show at once. Past the last pair the cell shows one colour. */
enum { SPLIT_PAIRS_MAX = 128 };
static struct { short fg, bg; } split_pairs[SPLIT_PAIRS_MAX];
static int split_pair_count;

static short split_pair(short fg, short bg)
{
    for (int i = 0; i < split_pair_count; i++)
        if (split_pairs[i].fg == fg && split_pairs[i].bg == bg)
            return (short)(PLAIN_PAIR + 1 + i);
    int pair = PLAIN_PAIR + 1 + split_pair_count;
    if (split_pair_count == SPLIT_PAIRS_MAX || pair >= COLOR_PAIRS
        || init_pair((short)pair, fg, bg) != OK)
        return 0;
    split_pairs[split_pair_count].fg = fg;
    split_pairs[split_pair_count].bg = bg;
    split_pair_count++;
    return (short)pair;
}

/* A role's foreground on this terminal. */
static short fg_of(int role)
{
    return styles[role].fg;
}

static short bg_of(int role)
{
    return styles[role].bg;
}

/* A role's pair is its ink's: a palette colours inks, so roles of one ink
 * share its colours, and a game's new roles cost no pairs. */
static short ink_pair(int role)
{
    return (short)(styles[role].ink + 1);
}

/* The inks' pairs, in the palette in use, whatever game is painted; the
 * pairs of half-block cells are made again as they are needed. */
static void make_pairs(void)
{
    make_styles(styles_game);
    for (int ink = 0; ink < INK_COUNT; ink++) {
        palette_style colour = palette_style_of(styles_palette,
                                                (role_ink){ (enum palette_ink)ink, 0 }, COLORS);
        init_pair((short)(ink + 1), colour.fg, colour.bg);
    }
    plain_pair = 0;
    split_pair_count = 0;
    if (PLAIN_PAIR < COLOR_PAIRS
        && init_pair(PLAIN_PAIR, styles[ROLE_NORMAL].fg, styles[ROLE_NORMAL].bg) == OK)
        plain_pair = PLAIN_PAIR;
}

static void setup_colours(void)
{
    colour_on = true;
    start_color();
    if (use_default_colors() == ERR)
        assume_default_colors(COLOR_WHITE, COLOR_BLACK);
    make_pairs();
}

/* The attributes and colour pair of a cell with a background role (its
 * below): a half-block cell shows its two halves' colours, any other glyph
 * its role's colour over the background's. Where colours cannot do it, a
 * half-block cell becomes a full block of its upper role (*ch), so that a
 * filled half never shows as empty, and any other cell reverse video. */
static attr_t attr_on_below(int role, int below, short *pair, uint32_t *ch)
{
    if (*ch != CANVAS_UPPER_HALF) {
        short glyph = fg_of(role) == -1 ? styles[below].on : fg_of(role);
        short split = colour_on && fg_of(below) != -1
                      ? split_pair(glyph, fg_of(below)) : 0;
        if (split) {
            *pair = split;
            return styles[role].colour_attr;
        }
        /* The background in the terminal's own foreground, or no colour. */
        *pair = colour_on ? plain_pair : 0;
        return A_REVERSE | (colour_on ? A_NORMAL : styles[below].mono_attr);
    }
    short split = 0;
    if (colour_on && fg_of(below) != -1) {
        split = split_pair(fg_of(role), fg_of(below));
    } else if (colour_on && fg_of(role) != -1) {
        /* A background of -1 is the terminal's background, not its
         * foreground: the lower half takes the glyph instead, in its
         * own role's attributes. */
        split = split_pair(fg_of(below), fg_of(role));
        if (split) {
            *ch = CANVAS_LOWER_HALF;
            role = below;
        }
    }
    if (split)
        *pair = split;
    else
        *ch = CANVAS_FULL_BLOCK;
    return colour_on ? styles[role].colour_attr : styles[role].mono_attr;
}

/* A role's colour pair. The roles in the terminal's own colours share
 * the plain pair: ncurses sends nothing between two pairs of the same
 * colours, but a blank takes the pair of the cell before it (see
 * blank_pair_now), and one pair for them all lets blanks, the ghost, the
 * well and the panel's text pass for one another at no cost. */
static short pair_of(int role)
{
    if (role == ROLE_NORMAL || (plain_pair && fg_of(role) == -1 && bg_of(role) == -1))
        return plain_pair;
    return ink_pair(role);
}

/* The attributes and colour pair a cell is painted with. */
static attr_t attr_of(const canvas_cell *cell, short *pair_out, uint32_t *ch)
{
    int role = cell->role, below = cell->below;
    short pair = pair_of(role);
    attr_t a = below != ROLE_NORMAL ? attr_on_below(role, below, &pair, ch)
               : colour_on ? styles[role].colour_attr : styles[role].mono_attr;
    if (cell->flags & CANVAS_INVERT)
        a |= A_REVERSE;
    *pair_out = colour_on ? pair : 0;
    return a;
}

/* A blank with no attributes looks the same in any colour pair whose
 * background is the terminal's. Painted in the pair of the cell painted
 * just before it, which the terminal is sent just before it, it costs no
 * colour change: between two cells of one colour (the gaps of a moving
 * piece), or after one (the blanks it leaves). -1: no such pair, or a
 * whole screen being painted, whose blanks are best left plain: the
 * terminal rewrites some unchanged cells among changed ones, and a blank
 * of another colour there would cost two changes. */
static short blank_pair_now = -1;
static bool blanks_plain;

/* The pair of the cell left of x as the screen will hold it, when a blank
 * could take it: the terminal is in that pair when it reaches x, whether it
 * has just painted that cell or rewrites it rather than move past it. */
enum { REWRITE_MAX = 3 };

static short pair_left_of(int x, int y)
{
    cchar_t cc;
    wchar_t w[CCHARW_MAX + 1];
    attr_t a;
    short pair, fg, bg;
    if (x <= 0 || mvin_wch(y, x - 1, &cc) == ERR || getcchar(&cc, w, &a, &pair, NULL) == ERR)
        return -1;
    return (a & ~A_COLOR) == A_NORMAL && pair_content(pair, &fg, &bg) != ERR && bg == -1
           ? pair : -1;
}

/* Paints a cell; returns its pair when it is one a blank could take too
 * (no attributes, the terminal's background), else -1. */
static short paint_cell(int x, int y, const canvas_cell *cell, bool near)
{
    short pair, fg, bg;
    uint32_t ch = cell->ch;
    attr_t a = attr_of(cell, &pair, &ch);
    bool blank_ok = colour_on && a == A_NORMAL && pair_content(pair, &fg, &bg) != ERR
                    && bg == -1;
    if (ch == ' ' && blank_ok && !blanks_plain) {
        short left = near ? pair_left_of(x, y) : -1;
        if (left >= 0)
            pair = left;
        else if (blank_pair_now >= 0)
            pair = blank_pair_now;
    }
    blank_pair_now = blank_ok ? pair : -1;
    if (ch < 0x80) {
        chtype c = ch >= 0x20 && ch < 0x7f ? ch : '?';
        mvaddch(y, x, c | a | COLOR_PAIR(pair));
    } else {
        wchar_t wstr[2] = { (wchar_t)ch, 0 };
        cchar_t cc;
        setcchar(&cc, wstr, a, pair, NULL);
        mvadd_wch(y, x, &cc);
    }
    return blank_pair_now;
}

/* A cell that shows nothing but the terminal's background. */
static bool plain_blank(const canvas_cell *cell)
{
    int role = cell->role;
    return cell->ch == ' ' && cell->flags == 0 && cell->below == ROLE_NORMAL
           && styles[role].colour_attr == A_NORMAL && bg_of(role) == -1;
}

/* Between two changed cells of one line the terminal is sent the unchanged
 * ones too, when that is shorter than moving past them, but in their own
 * colours: a gap of blanks between two cells of one colour (a piece's
 * notch) would cost two colour changes. Such blanks take the colour of
 * the cells either side; they look no different. */
enum { GAP_MAX = 8 };

static void close_gap(const canvas *c, int y, int from, int to, short pair)
{
    if (to - from > GAP_MAX)
        return;
    for (int x = from; x < to; x++)
        if (!plain_blank(&c->cells[y * c->w + x]))
            return;
    for (int x = from; x < to; x++)
        mvaddch(y, x, ' ' | COLOR_PAIR(pair));
}

void term_invalidate(void)
{
    shown_valid = false;
}

void term_present(const canvas *c)
{
    if (!term_live())
        return;
    /* The menu's key changed the palette: every pair anew, every cell. */
    if (colour_on && palette_in_use() != styles_palette) {
        make_pairs();
        shown_valid = false;
    }
    /* Another game's roles (or none): the same numbers in other inks, so
     * every cell in a game's role is painted anew. */
    bool roles_changed = c->game_roles != styles_game;
    if (roles_changed)
        make_styles(c->game_roles);
    bool full = !shown_valid || shown.w != c->w || shown.h != c->h;
    blank_pair_now = -1;
    blanks_plain = full;
    if (full) {
        if (canvas_resize(&shown, c->w, c->h) != 0)
            term_fatal("out of memory for a %dx%d screen", c->w, c->h);
        erase();
    }
    for (int y = 0; y < c->h && y < LINES; y++) {
        int last_x = -1;          /* the line's last cell painted, */
        short last_pair = -1;     /* and its pair as paint_cell says */
        for (int x = 0; x < c->w && x < COLS; x++) {
            const canvas_cell *now = &c->cells[y * c->w + x];
            canvas_cell *was = &shown.cells[y * c->w + x];
            if (full || now->ch != was->ch || now->role != was->role
                || now->flags != was->flags || now->below != was->below
                || (roles_changed && (now->role >= ROLE_GAME_FIRST
                                      || now->below >= ROLE_GAME_FIRST))) {
                /* Past a few unchanged cells ncurses rewrites them, in
                 * their own pairs, rather than move past them. */
                bool near = last_x >= 0 && x - last_x - 1 <= REWRITE_MAX;
                /* Blanks rewritten so take the pair before them. */
                if (colour_on && !full && near && last_pair >= 0 && x > last_x + 1)
                    close_gap(c, y, last_x + 1, x, last_pair);
                short pair = paint_cell(x, y, now, near);
                if (colour_on && !full && pair >= 0 && pair == last_pair && x > last_x + 1)
                    close_gap(c, y, last_x + 1, x, pair);
                last_x = x;
                last_pair = pair;
                *was = *now;
            }
        }
    }
    shown_valid = true;
    /* The terminal's cursor marks the selected cell where a view has one;
     * elsewhere it is hidden (where the terminal can hide it). */
    bool want_cursor = c->cursor_x >= 0 && c->cursor_x < COLS && c->cursor_y < LINES;
    if (want_cursor != cursor_shown) {
        curs_set(want_cursor ? 1 : 0);
        cursor_shown = want_cursor;
    }
    if (want_cursor) {
        leaveok(stdscr, FALSE);
        move(c->cursor_y, c->cursor_x);
    } else {
        leaveok(stdscr, TRUE);
    }
    /* refresh() says OK even when every write fails; errno tells, and the
     * terminal itself confirms before the game is ended for it. */
    errno = 0;
    refresh();
    if (errno != 0)
        term_check_hangup(STDOUT_FILENO);
}


void term_paint_start(bool colour)
{
    colour_on = false;
    if (colour && has_colors())
        setup_colours();
    else
        make_styles(NULL);
    curs_set(0);
    cursor_shown = false;
    shown_valid = false;
}

void term_paint_stop(void)
{
    canvas_free(&shown);
    shown_valid = false;
}

bool term_has_color(void) { return colour_on; }

int term_colours(void) { return colour_on ? COLORS : 0; }
