/* The palettes: each colours every ink, for terminals of 256 colours and
 * for those of fewer, in the eight every terminal has. Colours are picked to read on a dark and on a light background
 * alike, since the terminal's own is not known. */
#include "tui/palette.h"

#include <string.h>

/* The eight colours' numbers, as every terminal numbers them; -1 is the
 * terminal's own foreground or background. */
enum { DEF = -1, BLACK, RED, GREEN, YELLOW, BLUE, MAGENTA, CYAN, WHITE };
enum {
    BOLD = PALETTE_BOLD, DIM = PALETTE_DIM, REVERSE = PALETTE_REVERSE
};

typedef struct {
    short fg, bg;      /* with fewer than 256 colours: the eight */
    unsigned attrs;
    /* 0: as fg and bg. Else the colours where the terminal has 256 (its
     * black is then 16, as 0 means none). */
    short fg256, bg256;
    /* A fill's: the colour of a plain glyph on it where the terminal has
     * 256 colours (black or white, whichever reads on it); 0: the
     * terminal's own foreground, which costs fewer bytes. */
    short on256;
} ink_colours;

static const ink_colours palettes[PALETTE_COUNT][INK_COUNT] = {
    [PALETTE_DEFAULT] = {
        [INK_PLAIN]   = { DEF, DEF, 0 },
        /* The terminal's own foreground, faint: outlines stay behind what
         * the cells show, on a dark or a light background. */
        [INK_FAINT]   = { DEF, DEF, DIM },
        [INK_STRONG]  = { DEF, DEF, BOLD },
        /* A covered cell is a tile, its glyph in the background's colour;
         * with 256 colours a grey one. */
        [INK_COVER]   = { DEF, DEF, REVERSE, 245 },
        /* Mid-bright numbers, which read on black and on white, the
         * colours every minesweeper has; with eight colours 5 and 6 take
         * 3's and 4's (yellow and cyan vanish on white), and their digits
         * tell them apart. */
        [INK_SERIES1] = { BLUE, DEF, BOLD, 33 },
        [INK_SERIES2] = { GREEN, DEF, BOLD, 28 },
        [INK_SERIES3] = { RED, DEF, BOLD, 160 },
        [INK_SERIES4] = { MAGENTA, DEF, BOLD, 129 },
        [INK_SERIES5] = { RED, DEF, BOLD, 166 },
        [INK_SERIES6] = { MAGENTA, DEF, BOLD, 30 },
        /* The seven colours a Tetris player expects, on the terminal's own
         * background, dark or light, the seventh its own foreground. With
         * 256 colours blue is lighter (pure blue nearly vanishes on black):
         * the sixteen colours' bright blue, which costs no more bytes than
         * the eight; and yellow is orange (yellow nearly vanishes on
         * white); the others keep the eight colours, whose changes cost the
         * terminal half the bytes. No attributes: a falling piece changes
         * colours only. */
        [INK_FILL1]   = { RED, DEF, 0 },
        [INK_FILL2]   = { GREEN, DEF, 0 },
        [INK_FILL3]   = { YELLOW, DEF, 0, 172 },
        [INK_FILL4]   = { BLUE, DEF, 0, 12 },
        [INK_FILL5]   = { MAGENTA, DEF, 0 },
        [INK_FILL6]   = { CYAN, DEF, 0 },
        [INK_FILL7]   = { DEF, DEF, 0 },
        /* Tiles of their own colours, glyph and all, whatever the
         * background. */
        [INK_MARK]    = { WHITE, RED, BOLD, 231, 160 },
        [INK_ALARM]   = { WHITE, RED, BOLD },
        [INK_BLAST]   = { BLACK, YELLOW, 0, 16, 208 },
        [INK_MISTAKE] = { WHITE, MAGENTA, BOLD, 231, 127 },
        [INK_HELP]    = { BLACK, GREEN, 0, 16, 40 },
        [INK_FOCUS]   = { YELLOW, DEF, BOLD },
        [INK_CHOSEN]  = { DEF, DEF, REVERSE | BOLD },
    },
    /* Okabe and Ito's colours, which eyes without red or green cones
     * (deuteranopia, protanopia) still tell apart, in the shades of the
     * 256 that read on black and on white; neighbouring numbers differ in
     * lightness too (by 8 or more in L*). With eight colours there are no
     * such shades: the default's eight stay (their red is dark and their
     * green light, which tells them apart without hue), but the wrong
     * flag and the hint take blue and cyan, away from the flag's red. */
    [PALETTE_COLORBLIND] = {
        [INK_PLAIN]   = { DEF, DEF, 0 },
        [INK_FAINT]   = { DEF, DEF, DIM },
        [INK_STRONG]  = { DEF, DEF, BOLD },
        [INK_COVER]   = { DEF, DEF, REVERSE, 245 },
        /* Blue, bluish green, vermilion, reddish purple, orange, sky blue:
         * the minesweeper's order in Okabe and Ito's hues. */
        [INK_SERIES1] = { BLUE, DEF, BOLD, 32 },
        [INK_SERIES2] = { GREEN, DEF, BOLD, 35 },
        [INK_SERIES3] = { RED, DEF, BOLD, 130 },
        [INK_SERIES4] = { MAGENTA, DEF, BOLD, 126 },
        [INK_SERIES5] = { RED, DEF, BOLD, 172 },
        [INK_SERIES6] = { MAGENTA, DEF, BOLD, 31 },
        /* Vermilion, bluish green, orange, blue, reddish purple, sky blue
         * and the terminal's foreground; yellow is left out, as beside
         * orange it is the one pair those eyes confuse. The letters on
         * them black or white, whichever reads. */
        [INK_FILL1]   = { RED, DEF, 0, 166, 0, 16 },
        [INK_FILL2]   = { GREEN, DEF, 0, 36, 0, 16 },
        [INK_FILL3]   = { YELLOW, DEF, 0, 214, 0, 16 },
        [INK_FILL4]   = { BLUE, DEF, 0, 32, 0, 16 },
        [INK_FILL5]   = { MAGENTA, DEF, 0, 126, 0, 231 },
        [INK_FILL6]   = { CYAN, DEF, 0, 117, 0, 16 },
        [INK_FILL7]   = { DEF, DEF, 0 },
        /* The flag vermilion, what went off yellow, a wrong flag blue, the
         * hint sky blue: apart in hue and in lightness. */
        [INK_MARK]    = { WHITE, RED, BOLD, 231, 166 },
        [INK_ALARM]   = { WHITE, RED, BOLD, 231, 166 },
        [INK_BLAST]   = { BLACK, YELLOW, 0, 16, 220 },
        [INK_MISTAKE] = { WHITE, BLUE, BOLD, 231, 25 },
        [INK_HELP]    = { BLACK, CYAN, 0, 16, 117 },
        /* Where the player is: in the terminal's own foreground, reversed,
         * which stands out from every colour here on any background
         * (yellow text fades on white, and meets orange for these eyes). */
        [INK_FOCUS]   = { DEF, DEF, REVERSE | BOLD },
        [INK_CHOSEN]  = { DEF, DEF, REVERSE | BOLD },
    },
    /* Nothing faint; a number is a tile of its own colour, its digit
     * black or white on it (at least 4.5:1 with 256 colours), so it reads
     * whatever the terminal's background; the pieces in the strongest
     * colours. White glyphs are bold; black ones are not, as with eight
     * colours a terminal shows bold black grey. */
    [PALETTE_CONTRAST] = {
        [INK_PLAIN]   = { DEF, DEF, 0 },
        [INK_FAINT]   = { DEF, DEF, 0 },
        [INK_STRONG]  = { DEF, DEF, BOLD },
        [INK_COVER]   = { DEF, DEF, REVERSE | BOLD },
        [INK_SERIES1] = { WHITE, BLUE, BOLD, 231, 21 },
        [INK_SERIES2] = { BLACK, GREEN, 0, 16, 46 },
        [INK_SERIES3] = { WHITE, RED, BOLD, 231, 160 },
        [INK_SERIES4] = { BLACK, MAGENTA, 0, 16, 201 },
        [INK_SERIES5] = { BLACK, YELLOW, 0, 16, 214 },
        [INK_SERIES6] = { BLACK, CYAN, 0, 16, 51 },
        [INK_FILL1]   = { RED, DEF, 0, 196, 0, 16 },
        [INK_FILL2]   = { GREEN, DEF, 0, 40, 0, 16 },
        [INK_FILL3]   = { YELLOW, DEF, 0, 220, 0, 16 },
        [INK_FILL4]   = { BLUE, DEF, 0, 27, 0, 231 },
        [INK_FILL5]   = { MAGENTA, DEF, 0, 201, 0, 16 },
        [INK_FILL6]   = { CYAN, DEF, 0, 45, 0, 16 },
        [INK_FILL7]   = { DEF, DEF, 0 },
        [INK_MARK]    = { BLACK, YELLOW, 0, 16, 226 },
        [INK_ALARM]   = { BLACK, YELLOW, 0, 16, 226 },
        [INK_BLAST]   = { WHITE, RED, BOLD, 231, 88 },
        [INK_MISTAKE] = { WHITE, MAGENTA, BOLD, 231, 90 },
        [INK_HELP]    = { BLACK, CYAN, 0, 16, 51 },
        [INK_FOCUS]   = { DEF, DEF, REVERSE | BOLD },
        [INK_CHOSEN]  = { DEF, DEF, REVERSE | BOLD },
    },
};

static const char *const names[PALETTE_COUNT] = {
    [PALETTE_DEFAULT] = "default",
    [PALETTE_COLORBLIND] = "colorblind",
    [PALETTE_CONTRAST] = "contrast",
};

palette_style palette_style_of(enum palette_id p, role_ink role, int colours)
{
    if (colours <= 0)
        return (palette_style){ DEF, DEF, role.mono, DEF };
    if ((int)p < 0 || p >= PALETTE_COUNT)
        p = PALETTE_DEFAULT;
    const ink_colours *ink = &palettes[p][(int)role.ink >= 0 && role.ink < INK_COUNT
                                          ? role.ink : INK_PLAIN];
    bool wide = colours >= 256;
    return (palette_style){ wide && ink->fg256 ? ink->fg256 : ink->fg,
                            wide && ink->bg256 ? ink->bg256 : ink->bg, ink->attrs,
                            wide && ink->on256 ? ink->on256 : DEF };
}

const char *palette_name(int p)
{
    return p >= 0 && p < PALETTE_COUNT ? names[p] : NULL;
}

bool palette_named(const char *name, enum palette_id *p)
{
    for (int i = 0; i < PALETTE_COUNT; i++)
        if (name && strcmp(name, names[i]) == 0) {
            *p = (enum palette_id)i;
            return true;
        }
    return false;
}

enum palette_id palette_next(enum palette_id p)
{
    return (enum palette_id)(((int)p + 1) % PALETTE_COUNT);
}

static enum palette_id in_use = PALETTE_DEFAULT;

void palette_use(enum palette_id p)
{
    if ((int)p >= 0 && p < PALETTE_COUNT)
        in_use = p;
}

enum palette_id palette_in_use(void)
{
    return in_use;
}
