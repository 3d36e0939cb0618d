/* The seven hextris pieces, their letters and colours, and the 7-bag. */
#include "games/hextris/hextris_pieces.h"

#include <string.h>

#include "core/hex.h"
#include "core/rng.h"

struct piece {
    char letter;
    /* Which neighbours of the centre belong to the piece, in the order
     * top, top-right, bottom-right, bottom, bottom-left, top-left: a table
     * a person can check against the pictures; the cube offsets are
     * derived. */
    unsigned char around[6];
};

/* Pictures: flat-top hexes as the large ASCII style draws them, centre
 * marked @, odd columns shoved down half a cell. */
static const struct piece pieces[HT_PIECES] = {
    /*       __
     *    __/T \__
     *   /T \__/T \
     *   \__/@ \__/
     *      \__/        */
    { 'T', { 1, 1, 0, 0, 0, 1 } },
    /*    __    __
     *   /V \__/V \
     *   \__/@ \__/
     *      \__/        */
    { 'V', { 0, 1, 0, 0, 0, 1 } },
    /*       __
     *      /O \__
     *      \__/O \
     *      /@ \__/
     *      \__/        */
    { 'O', { 1, 1, 0, 0, 0, 0 } },
    /*       __
     *      /J \__
     *      \__/J \
     *      /@ \__/
     *      \__/
     *      /J \
     *      \__/        */
    { 'J', { 1, 1, 0, 1, 0, 0 } },
    /*       __
     *    __/L \
     *   /L \__/
     *   \__/@ \
     *      \__/
     *      /L \
     *      \__/        */
    { 'L', { 1, 0, 0, 1, 0, 1 } },
    /*    __    __
     *   /X \__/X \
     *   \__/@ \__/
     *   /X \__/X \
     *   \__/  \__/     */
    { 'X', { 0, 1, 1, 0, 1, 1 } },
    /*       __
     *      /I \
     *      \__/
     *      /@ \
     *      \__/
     *      /I \
     *      \__/        */
    { 'I', { 1, 0, 0, 1, 0, 0 } },
};

/* That order, clockwise from the top, as core directions. */
static const int flag_dir[6] = {
    HEX_FLAT_N, HEX_FLAT_NE, HEX_FLAT_SE, HEX_FLAT_S, HEX_FLAT_SW, HEX_FLAT_NW
};

/* A stream of its own, so the bag never shares a sequence with another
 * generator seeded from the same game seed. */
static const uint64_t bag_stream = 0x68657874726973u;   /* "hextris" */

bool ht_piece_valid(int id) { return id >= 1 && id <= HT_PIECES; }

char ht_piece_letter(int id)
{
    return ht_piece_valid(id) ? pieces[id - 1].letter : '?';
}

int ht_piece_from_letter(char c)
{
    if (c >= 'a' && c <= 'z')
        c = (char)(c - 'a' + 'A');
    for (int i = 0; i < HT_PIECES; i++)
        if (pieces[i].letter == c)
            return i + 1;
    return 0;
}

int ht_piece_colour(int id) { return ht_piece_valid(id) ? id : 0; }

int ht_piece_size(int id)
{
    if (!ht_piece_valid(id))
        return 0;
    int n = 1;
    for (int d = 0; d < 6; d++)
        n += pieces[id - 1].around[d];
    return n;
}

/* Every piece in every rotation, worked out once: the placement search
 * (hextris_reach.h) asks for them hundreds of thousands of times a
 * second. */
static struct {
    hex cell[HT_PIECE_MAX_CELLS];
    size_t n;
} shapes[HT_PIECES][HT_ROTATIONS];
static bool shapes_made;

static void make_shapes(void)
{
    hex origin = hex_make(0, 0);
    for (int id = 1; id <= HT_PIECES; id++)
        for (int rot = 0; rot < HT_ROTATIONS; rot++) {
            size_t n = 0;
            hex *out = shapes[id - 1][rot].cell;
            out[n++] = origin;
            for (int d = 0; d < 6; d++)
                if (pieces[id - 1].around[d])
                    out[n++] = hex_rotate_about(hex_direction(flag_dir[d]), origin, rot);
            shapes[id - 1][rot].n = n;
        }
    shapes_made = true;
}

size_t ht_piece_offsets(int id, int rot, hex out[HT_PIECE_MAX_CELLS])
{
    if (!ht_piece_valid(id))
        return 0;
    if (!shapes_made)
        make_shapes();
    int r = (rot % HT_ROTATIONS + HT_ROTATIONS) % HT_ROTATIONS;
    size_t n = shapes[id - 1][r].n;
    memcpy(out, shapes[id - 1][r].cell, n * sizeof *out);
    return n;
}

size_t ht_piece_place(int id, int rot, hex_offset centre,
                      hex_offset out[HT_PIECE_MAX_CELLS])
{
    hex off[HT_PIECE_MAX_CELLS];
    hex c = hex_from_offset(centre, HEX_ODD_Q);
    size_t n = ht_piece_offsets(id, rot, off);
    for (size_t i = 0; i < n; i++)
        out[i] = hex_to_offset(hex_add(c, off[i]), HEX_ODD_Q);
    return n;
}

void ht_bag_init(ht_bag *b, uint64_t seed)
{
    rng_seed(&b->g, seed, bag_stream);
    b->pos = HT_PIECES;
}

int ht_bag_next(ht_bag *b)
{
    if (b->pos >= HT_PIECES) {
        for (int i = 0; i < HT_PIECES; i++)
            b->bag[i] = (unsigned char)(i + 1);
        rng_shuffle(&b->g, b->bag, HT_PIECES, 1);
        b->pos = 0;
    }
    return b->bag[b->pos++];
}
