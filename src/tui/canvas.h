/* A plain grid of character cells with colour roles: views draw into it,
 * term_present copies what changed to the screen, tests dump it as text. */
#ifndef HEXPUZZLE_TUI_CANVAS_H
#define HEXPUZZLE_TUI_CANVAS_H

#include <stddef.h>
#include <stdint.h>

/* What a cell means, never which colour it is: a role names an ink, which
 * each palette colours (tui/palette.h). These are the roles every screen
 * shares; each game numbers its own from ROLE_GAME_FIRST in its
 * tui/GAME_roles.h, and the canvas it draws says whose they are
 * (canvas.game_roles). Two games' numbers overlap: one is drawn at a time. */
enum shared_role {
    ROLE_NORMAL,
    ROLE_BORDER,      /* outlines and frames */
    ROLE_CURSOR,      /* where the player is */
    ROLE_TITLE,
    ROLE_STATUS,
    ROLE_DIM,         /* asides: keys, seeds, what no longer counts */
    ROLE_HINT,        /* what a hint points at */
    ROLE_WARN,        /* what the player must see: a terminal too small */
    ROLE_SELECTED,    /* a chosen menu entry */
    /* The menu's title, a letter a colour, in colours made to read as
     * text on any background. */
    ROLE_LOGO1, ROLE_LOGO2, ROLE_LOGO3, ROLE_LOGO4, ROLE_LOGO5, ROLE_LOGO6,
    ROLE_GAME_FIRST
};

/* A cell's role: a shared one, or one of the game's that drew it. */
typedef int canvas_role;

/* A game's roles listed as X(name, ink, mono) (see tui/palette.h) become
 * enumeration constants with this, after one set to ROLE_GAME_FIRST - 1. */
#define ROLE_NAME(name, ink, mono) name,

/* A game's roles and what each is drawn as (tui/palette.h). */
typedef struct canvas_roles canvas_roles;

enum { CANVAS_INVERT = 1 };  /* cell flags: shown in reverse video */

typedef struct {
    uint32_t ch;      /* a Unicode code point; ASCII unless a view asks */
    uint8_t role;
    uint8_t flags;
    /* The role whose colour fills the cell's background: with the glyph
     * CANVAS_UPPER_HALF its lower half, with any other glyph all around
     * it (a solid tile with a letter on it); ROLE_NORMAL: the terminal's
     * own background. */
    uint8_t below;
} canvas_cell;

/* The half blocks of the dense drawings: a cell holds two half-cells, one
 * above the other, each empty (ROLE_NORMAL) or filled in a role's colour. */
enum {
    CANVAS_UPPER_HALF = 0x2580,   /* ▀ */
    CANVAS_LOWER_HALF = 0x2584,   /* ▄ */
    CANVAS_FULL_BLOCK = 0x2588    /* █ */
};

typedef struct {
    int w, h;
    canvas_cell *cells;
    /* Where the terminal's own cursor should rest, or -1: moving it costs
     * a few bytes where repainting a drawn cursor costs dozens. */
    int cursor_x, cursor_y;
    /* Whose roles from ROLE_GAME_FIRST on the cells hold: the game that
     * drew them, or NULL (none: a cleared canvas). */
    const canvas_roles *game_roles;
} canvas;

/* Returns 0, or -1 when out of memory (the canvas is then left empty). */
int canvas_resize(canvas *c, int w, int h);
void canvas_free(canvas *c);
/* Blanks every cell, hides the terminal cursor and forgets the game's
 * roles: the game that draws next says whose they are. */
void canvas_clear(canvas *c);
void canvas_set_cursor(canvas *c, int x, int y);
/* Writes outside the canvas are dropped, so views may draw partly off it. */
void canvas_put(canvas *c, int x, int y, uint32_t ch, canvas_role role);
void canvas_set_role(canvas *c, int x, int y, canvas_role role);
/* Fills the two halves of a cell: ' ', ▀, ▄ or █ in one role where it
 * can, ▀ over the lower half's role where the halves differ. */
void canvas_put_halves(canvas *c, int x, int y, canvas_role upper,
                       canvas_role lower);
/* A glyph in role over a background of the colour of role bg (see
 * canvas_cell.below); where colour cannot show it, reverse video does. */
void canvas_put_on(canvas *c, int x, int y, uint32_t ch, canvas_role role,
                   canvas_role bg);
/* Marks a cell for reverse video, keeping its glyph and role (a cursor). */
void canvas_invert(canvas *c, int x, int y);
/* Writes a string of UTF-8 a character a cell (a byte that is none, or a
 * character not one cell wide, as '?'); returns the column after its end. */
int canvas_text(canvas *c, int x, int y, const char *s, canvas_role role);
int canvas_textf(canvas *c, int x, int y, canvas_role role,
                 const char *fmt, ...);
canvas_cell canvas_get(const canvas *c, int x, int y);
/* Copies from's cells onto c with from's top left at x, y (cells off c
 * dropped): a picture drawn at its own size, placed; c takes from's game
 * roles. */
void canvas_copy(canvas *c, int x, int y, const canvas *from);
/* The picture as text, lines joined by '\n', trailing spaces kept; the
 * caller frees it. NULL when out of memory. */
char *canvas_dump(const canvas *c);

#endif
