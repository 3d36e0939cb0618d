/* What each role is drawn as: its ink, which every palette colours, and
 * its attributes where there is no colour. A game's new role gets its
 * line here (and in tui/canvas.h); no palette changes for it. */
#include "tui/palette.h"

enum {
    BOLD = PALETTE_BOLD, DIM = PALETTE_DIM, REVERSE = PALETTE_REVERSE,
    UNDERLINE = PALETTE_UNDERLINE
};

const role_ink role_inks[ROLE_COUNT] = {
    [ROLE_NORMAL]   = { INK_PLAIN, 0 },
    [ROLE_BORDER]   = { INK_FAINT, DIM },
    /* Without colour a covered cell is a tile in reverse video; flags,
     * the mine that went off, wrong flags and the hint are tiles too, set
     * apart by bold and underline, each with its own glyph. */
    [ROLE_HIDDEN]   = { INK_COVER, REVERSE },
    [ROLE_REVEALED] = { INK_PLAIN, 0 },
    [ROLE_NUM1]     = { INK_SERIES1, BOLD },
    [ROLE_NUM2]     = { INK_SERIES2, BOLD },
    [ROLE_NUM3]     = { INK_SERIES3, BOLD },
    [ROLE_NUM4]     = { INK_SERIES4, BOLD },
    [ROLE_NUM5]     = { INK_SERIES5, BOLD },
    [ROLE_NUM6]     = { INK_SERIES6, BOLD },
    [ROLE_FLAG]     = { INK_MARK, REVERSE | BOLD },
    [ROLE_MINE]     = { INK_STRONG, BOLD },
    [ROLE_EXPLODED] = { INK_BLAST, REVERSE | BOLD },
    [ROLE_WRONG]    = { INK_MISTAKE, REVERSE | UNDERLINE },
    [ROLE_WARN]     = { INK_ALARM, REVERSE | UNDERLINE },
    [ROLE_CURSOR]   = { INK_FOCUS, BOLD },
    [ROLE_TITLE]    = { INK_STRONG, BOLD },
    [ROLE_STATUS]   = { INK_PLAIN, 0 },
    [ROLE_DIM]      = { INK_FAINT, DIM },
    [ROLE_HINT]     = { INK_HELP, REVERSE | BOLD | UNDERLINE },
    /* Without colour the pieces are bold, and show in reverse video as
     * tiles; each keeps its letter. */
    [ROLE_PIECE1]   = { INK_FILL1, BOLD },
    [ROLE_PIECE2]   = { INK_FILL2, BOLD },
    [ROLE_PIECE3]   = { INK_FILL3, BOLD },
    [ROLE_PIECE4]   = { INK_FILL4, BOLD },
    [ROLE_PIECE5]   = { INK_FILL5, BOLD },
    [ROLE_PIECE6]   = { INK_FILL6, BOLD },
    [ROLE_PIECE7]   = { INK_FILL7, BOLD },
    [ROLE_GHOST]    = { INK_PLAIN, 0 },
    [ROLE_WELL]     = { INK_PLAIN, 0 },
    [ROLE_SELECTED] = { INK_CHOSEN, REVERSE | BOLD },
    /* Dots in the strongest ink: they stand out from the tiles around
     * them in colour or not. */
    [ROLE_FLASH]    = { INK_STRONG, BOLD },
};
