/* What each shared role is drawn as: its ink, which every palette
 * colours, and its attributes where there is no colour; each game's in its
 * tui/GAME_roles.c. No palette changes for a new role. */
#include "tui/palette.h"

enum {
    BOLD = PALETTE_BOLD, DIM = PALETTE_DIM, REVERSE = PALETTE_REVERSE,
    UNDERLINE = PALETTE_UNDERLINE
};

static const role_ink shared[ROLE_GAME_FIRST] = {
    [ROLE_NORMAL]   = { INK_PLAIN, 0 },
    [ROLE_BORDER]   = { INK_FAINT, DIM },
    [ROLE_CURSOR]   = { INK_FOCUS, BOLD },
    [ROLE_TITLE]    = { INK_STRONG, BOLD },
    [ROLE_STATUS]   = { INK_PLAIN, 0 },
    [ROLE_DIM]      = { INK_FAINT, DIM },
    /* Without colour a tile, set apart by bold and underline. */
    [ROLE_HINT]     = { INK_HELP, REVERSE | BOLD | UNDERLINE },
    [ROLE_WARN]     = { INK_ALARM, REVERSE | UNDERLINE },
    [ROLE_SELECTED] = { INK_CHOSEN, REVERSE | BOLD },
    [ROLE_LOGO1]    = { INK_SERIES1, BOLD },
    [ROLE_LOGO2]    = { INK_SERIES2, BOLD },
    [ROLE_LOGO3]    = { INK_SERIES3, BOLD },
    [ROLE_LOGO4]    = { INK_SERIES4, BOLD },
    [ROLE_LOGO5]    = { INK_SERIES5, BOLD },
    [ROLE_LOGO6]    = { INK_SERIES6, BOLD },
};

role_ink role_ink_of(const canvas_roles *game, int role)
{
    if (role >= 0 && role < ROLE_GAME_FIRST)
        return shared[role];
    if (game && role >= ROLE_GAME_FIRST && role - ROLE_GAME_FIRST < game->count)
        return game->inks[role - ROLE_GAME_FIRST];
    return shared[ROLE_NORMAL];
}
