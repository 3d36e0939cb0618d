/* What hexcells' cells mean on screen, each role with its ink (which every
 * palette colours, tui/palette.h) and its attributes where there is no
 * colour. Covered and blue cells are filled, their glyphs on the fill. */
#ifndef HEXPUZZLE_TUI_HEXCELLS_ROLES_H
#define HEXPUZZLE_TUI_HEXCELLS_ROLES_H

#define HEXCELLS_ROLES(X)                                   \
    X(HC_ROLE_COVERED, INK_FILL3, PALETTE_BOLD)             \
    X(HC_ROLE_BLUE, INK_FILL4, PALETTE_BOLD)                \
    X(HC_ROLE_BLACK, INK_PLAIN, 0)   /* a black cell's clue */

#endif
