/* What hextris' cells mean on screen, its canvas roles (numbered from
 * ROLE_GAME_FIRST, tui/canvas.h), each with its ink (which every palette
 * colours, tui/palette.h) and its attributes where there is no colour; a
 * canvas it draws holds them (hextris_roles). Without colour the pieces
 * are bold, and show in reverse video as tiles; each keeps its letter. */
#ifndef HEXPUZZLE_TUI_HEXTRIS_ROLES_H
#define HEXPUZZLE_TUI_HEXTRIS_ROLES_H

#include "tui/canvas.h"

#define HEXTRIS_ROLES(X)                                                  \
    X(HT_ROLE_PIECE1, INK_FILL1, PALETTE_BOLD)                            \
    X(HT_ROLE_PIECE2, INK_FILL2, PALETTE_BOLD)                            \
    X(HT_ROLE_PIECE3, INK_FILL3, PALETTE_BOLD)                            \
    X(HT_ROLE_PIECE4, INK_FILL4, PALETTE_BOLD)                            \
    X(HT_ROLE_PIECE5, INK_FILL5, PALETTE_BOLD)                            \
    X(HT_ROLE_PIECE6, INK_FILL6, PALETTE_BOLD)                            \
    X(HT_ROLE_PIECE7, INK_FILL7, PALETTE_BOLD)                            \
    X(HT_ROLE_GHOST, INK_PLAIN, 0)     /* where the piece would land */   \
    X(HT_ROLE_WELL, INK_PLAIN, 0)      /* the empty grid, walls, floor */ \
    /* Rows just cleared, for a moment: dots in the strongest ink, which  \
     * stand out from the tiles around them in colour or not. */          \
    X(HT_ROLE_FLASH, INK_STRONG, PALETTE_BOLD)

enum {
    HT_ROLE_BEFORE_FIRST = ROLE_GAME_FIRST - 1,
    HEXTRIS_ROLES(ROLE_NAME)
};

/* Its roles' inks (tui/palette.h), for whoever paints its canvas. */
extern const canvas_roles hextris_roles;

#endif
