/* A plain grid of character cells with colour roles: views draw into it,
 * term_present copies what changed to the screen, tests dump it as text. */
#ifndef HEXPUZZLE_TUI_CANVAS_H
#define HEXPUZZLE_TUI_CANVAS_H

#include <stddef.h>
#include <stdint.h>

/* What a cell means, never which colour it is: term.c owns the palette and
 * the monochrome fallback of each role. */
enum canvas_role {
    ROLE_NORMAL,
    ROLE_BORDER,      /* hex outlines */
    ROLE_HIDDEN,      /* an unrevealed cell */
    ROLE_REVEALED,    /* a revealed empty cell */
    ROLE_NUM1, ROLE_NUM2, ROLE_NUM3, ROLE_NUM4, ROLE_NUM5, ROLE_NUM6,
    ROLE_FLAG,
    ROLE_MINE,
    ROLE_EXPLODED,
    ROLE_WRONG,       /* a flag on a safe cell, after a loss */
    ROLE_WARN,        /* a number with too many flags around it */
    ROLE_CURSOR,
    ROLE_TITLE,
    ROLE_STATUS,
    ROLE_DIM,
    ROLE_HINT,
    ROLE_PIECE1, ROLE_PIECE2, ROLE_PIECE3, ROLE_PIECE4,
    ROLE_PIECE5, ROLE_PIECE6, ROLE_PIECE7,
    ROLE_GHOST,
    ROLE_WELL,        /* a well's empty grid, walls and floor */
    ROLE_SELECTED,    /* a chosen menu entry */
    ROLE_FLASH,       /* rows just cleared, for a moment */
    ROLE_COUNT
};

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
} canvas;

/* Returns 0, or -1 when out of memory (the canvas is then left empty). */
int canvas_resize(canvas *c, int w, int h);
void canvas_free(canvas *c);
/* Blanks every cell and hides the terminal cursor. */
void canvas_clear(canvas *c);
void canvas_set_cursor(canvas *c, int x, int y);
/* Writes outside the canvas are dropped, so views may draw partly off it. */
void canvas_put(canvas *c, int x, int y, uint32_t ch, enum canvas_role role);
void canvas_set_role(canvas *c, int x, int y, enum canvas_role role);
/* Fills the two halves of a cell: ' ', ▀, ▄ or █ in one role where it
 * can, ▀ over the lower half's role where the halves differ. */
void canvas_put_halves(canvas *c, int x, int y, enum canvas_role upper,
                       enum canvas_role lower);
/* A glyph in role over a background of the colour of role bg (see
 * canvas_cell.below); where colour cannot show it, reverse video does. */
void canvas_put_on(canvas *c, int x, int y, uint32_t ch, enum canvas_role role,
                   enum canvas_role bg);
/* Marks a cell for reverse video, keeping its glyph and role (a cursor). */
void canvas_invert(canvas *c, int x, int y);
/* Writes a string of UTF-8 a character a cell (a byte that is none, or a
 * character not one cell wide, as '?'); returns the column after its end. */
int canvas_text(canvas *c, int x, int y, const char *s, enum canvas_role role);
int canvas_textf(canvas *c, int x, int y, enum canvas_role role,
                 const char *fmt, ...);
canvas_cell canvas_get(const canvas *c, int x, int y);
/* The picture as text, lines joined by '\n', trailing spaces kept; the
 * caller frees it. NULL when out of memory. */
char *canvas_dump(const canvas *c);

#endif
