/* For the hextris byte figures: one seed per piece whose game starts with
 * that piece, so the bench can watch every piece fall, move and turn. Prints
 * "LETTER SEED" lines in piece order. Found from the game's own randomizer,
 * so the list follows any change to it. */
#include <stdio.h>

#include "games/hextris/hextris.h"
#include "games/hextris/hextris_pieces.h"

int main(void)
{
    unsigned long long seed_of[HT_PIECES + 1] = { 0 };
    int found = 0;
    for (unsigned long long seed = 1; seed < 100000 && found < HT_PIECES; seed++) {
        ht_params p;
        ht_params_default(&p);
        p.seed = seed;
        ht_state st;
        if (!ht_new(&st, &p, 0))
            continue;
        if (ht_piece_valid(st.piece) && seed_of[st.piece] == 0) {
            seed_of[st.piece] = seed;
            found++;
        }
    }
    for (int id = 1; id <= HT_PIECES; id++)
        if (seed_of[id])
            printf("%c %llu\n", ht_piece_letter(id), seed_of[id]);
    return found == HT_PIECES ? 0 : 1;
}
