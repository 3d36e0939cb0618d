/* Palettes: which colours the canvas roles are painted in.
 *
 * A role (tui/canvas.h, a game's in its tui/GAME_roles.h) says what a
 * cell means; it names an ink, what it is drawn as (role_inks.c, a game's
 * in its tui/GAME_roles.c). A
 * palette colours the inks, for terminals of 256 colours and of 8 (or
 * 16), and never names a role or a game: a new game names its roles' inks
 * in its own file, and every palette colours them.
 *
 * Without colour (NO_COLOR, color = no, a terminal that has none) the
 * palette is not asked: each role has its own attributes, so a piece keeps
 * its letter and a state its glyph, whatever the palette. No curses here:
 * colours are the terminal's numbers (0-7 the eight, 8-255 the others,
 * -1 the terminal's own), attributes the PALETTE_* bits. */
#ifndef HEXPUZZLE_TUI_PALETTE_H
#define HEXPUZZLE_TUI_PALETTE_H

#include <stdbool.h>

#include "tui/canvas.h"

enum palette_id {
    PALETTE_DEFAULT,
    PALETTE_COLORBLIND,   /* Okabe–Ito hues: deuteranopia, protanopia */
    PALETTE_CONTRAST,     /* the strongest colours, no faint text */
    PALETTE_COUNT
};

/* What a role is drawn as. A tile has a background of its own colour. A
 * series is text in colours told apart from their neighbours in hue and in
 * lightness (counts); the fills, solid areas told apart from each other
 * (pieces). */
enum palette_ink {
    INK_PLAIN,        /* the terminal's own colours */
    INK_FAINT,        /* what stays behind: outlines, asides */
    INK_STRONG,       /* the terminal's foreground, stressed: titles */
    INK_COVER,        /* a covered tile */
    INK_SERIES1, INK_SERIES2, INK_SERIES3, INK_SERIES4, INK_SERIES5, INK_SERIES6,
    INK_FILL1, INK_FILL2, INK_FILL3, INK_FILL4, INK_FILL5, INK_FILL6, INK_FILL7,
    INK_MARK,         /* a tile the player set: a flag */
    INK_ALARM,        /* a tile that warns: a count gone wrong, a message */
    INK_BLAST,        /* a tile: what went off */
    INK_MISTAKE,      /* a tile: a mark that was wrong */
    INK_HELP,         /* a tile: a hint */
    INK_FOCUS,        /* where the player is */
    INK_CHOSEN,       /* a chosen line */
    INK_COUNT
};

/* Attributes, as bits. */
enum {
    PALETTE_BOLD = 1, PALETTE_DIM = 2, PALETTE_REVERSE = 4, PALETTE_UNDERLINE = 8
};

/* A role's ink, and its attributes where there is no colour. */
typedef struct {
    enum palette_ink ink;
    unsigned mono;
} role_ink;

/* A game's roles, numbered from ROLE_GAME_FIRST (tui/canvas.h): each
 * game's is its own constant, by its tui/GAME_roles.h. */
struct canvas_roles {
    const role_ink *inks;   /* inks[role - ROLE_GAME_FIRST] */
    int count;
};

/* A game's roles listed as X(name, ink, mono) become its inks with this. */
#define ROLE_INK(name, ink, mono) [(name) - ROLE_GAME_FIRST] = { ink, mono },

/* A role's ink: a shared role's (role_inks.c), or one of game's (NULL:
 * none); any other role is drawn as ROLE_NORMAL. */
role_ink role_ink_of(const canvas_roles *game, int role);

/* How a role is painted: colours (-1: the terminal's own) and attributes. */
typedef struct {
    short fg, bg;
    unsigned attrs;
    /* Where the role fills a cell's background (canvas_put_on): the colour
     * of a glyph in the terminal's own foreground on it; -1 that one. */
    short on;
} palette_style;

/* A role of ink ink (role_ink_of) in palette p on a terminal of colours
 * colours (0: no colour, then the role's monochrome attributes and p does
 * not matter; below 256: the eight-colour forms). */
palette_style palette_style_of(enum palette_id p, role_ink ink, int colours);

/* Its name in the config file and the menu ("default", "colorblind",
 * "contrast"), NULL past the last; and back, false for no palette's. */
const char *palette_name(int p);
bool palette_named(const char *name, enum palette_id *p);
/* The next palette, after the last the first: the menu's key. */
enum palette_id palette_next(enum palette_id p);

/* The palette the terminal paints in, for the whole run: set from the
 * config file and by the menu's key; the terminal repaints with it on its
 * next present. */
void palette_use(enum palette_id p);
enum palette_id palette_in_use(void);

#endif
