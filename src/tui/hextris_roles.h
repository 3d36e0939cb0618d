/* What hextris' cells mean on screen, each role with its ink (which every
 * palette colours, tui/palette.h) and its attributes where there is no
 * colour. Without colour the pieces are bold, and show in reverse video
 * as tiles; each keeps its letter. */
#ifndef HEXPUZZLE_TUI_HEXTRIS_ROLES_H
#define HEXPUZZLE_TUI_HEXTRIS_ROLES_H

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

#endif
