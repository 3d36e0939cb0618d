/* What hexcells' cells mean on screen, its canvas roles (numbered from
 * ROLE_GAME_FIRST, tui/canvas.h), each with its ink (which every palette
 * colours, tui/palette.h) and its attributes where there is no colour; a
 * canvas it draws holds them (hexcells_roles). Covered and blue cells are
 * filled, their glyphs on the fill. */
#ifndef HEXPUZZLE_TUI_HEXCELLS_ROLES_H
#define HEXPUZZLE_TUI_HEXCELLS_ROLES_H

#include "tui/canvas.h"

#define HEXCELLS_ROLES(X)                                   \
    X(HC_ROLE_COVERED, INK_FILL3, PALETTE_BOLD)             \
    X(HC_ROLE_BLUE, INK_FILL4, PALETTE_BOLD)                \
    X(HC_ROLE_BLACK, INK_PLAIN, 0)   /* a black cell's clue */

enum {
    HC_ROLE_BEFORE_FIRST = ROLE_GAME_FIRST - 1,
    HEXCELLS_ROLES(ROLE_NAME)
};

/* Its roles' inks (tui/palette.h), for whoever paints its canvas. */
extern const canvas_roles hexcells_roles;

#endif
