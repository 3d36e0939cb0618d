/* What hexmines' cells mean on screen, its canvas roles (numbered from
 * ROLE_GAME_FIRST, tui/canvas.h), each with its ink (which every palette
 * colours, tui/palette.h) and its attributes where there is no colour; a
 * canvas it draws holds them (hexmines_roles). Without colour a covered
 * cell is a tile in reverse video; flags, the mine that went off and wrong
 * flags are tiles too, set apart by bold and underline, each with its own
 * glyph. */
#ifndef HEXPUZZLE_TUI_HEXMINES_ROLES_H
#define HEXPUZZLE_TUI_HEXMINES_ROLES_H

#include "tui/canvas.h"

#define HEXMINES_ROLES(X)                                                   \
    X(HM_ROLE_COVERED, INK_COVER, PALETTE_REVERSE)                          \
    X(HM_ROLE_OPEN, INK_PLAIN, 0)           /* an opened cell, no number */ \
    X(HM_ROLE_COUNT1, INK_SERIES1, PALETTE_BOLD)                            \
    X(HM_ROLE_COUNT2, INK_SERIES2, PALETTE_BOLD)                            \
    X(HM_ROLE_COUNT3, INK_SERIES3, PALETTE_BOLD)                            \
    X(HM_ROLE_COUNT4, INK_SERIES4, PALETTE_BOLD)                            \
    X(HM_ROLE_COUNT5, INK_SERIES5, PALETTE_BOLD)                            \
    X(HM_ROLE_COUNT6, INK_SERIES6, PALETTE_BOLD)                            \
    X(HM_ROLE_FLAG, INK_MARK, PALETTE_REVERSE | PALETTE_BOLD)               \
    X(HM_ROLE_MINE, INK_STRONG, PALETTE_BOLD)                               \
    X(HM_ROLE_BLAST, INK_BLAST, PALETTE_REVERSE | PALETTE_BOLD)             \
    /* a flag on a safe cell, after a loss */                               \
    X(HM_ROLE_WRONG_FLAG, INK_MISTAKE, PALETTE_REVERSE | PALETTE_UNDERLINE) \
    /* a count with more flags around it than it counts */                  \
    X(HM_ROLE_OVERFLAGGED, INK_ALARM, PALETTE_REVERSE | PALETTE_UNDERLINE)

enum {
    HM_ROLE_BEFORE_FIRST = ROLE_GAME_FIRST - 1,
    HEXMINES_ROLES(ROLE_NAME)
};

/* Its roles' inks (tui/palette.h), for whoever paints its canvas. */
extern const canvas_roles hexmines_roles;

#endif
