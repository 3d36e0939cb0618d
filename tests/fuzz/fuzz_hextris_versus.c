/* libFuzzer target for what hextris versus reads from the other player:
 * the opponent's line and the garbage move. Any bytes are refused, or
 * read as something that writes back to the very same bytes, within the
 * stated bounds. Build: make build/fuzz/fuzz_hextris_versus */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "games/hextris/hextris_garbage.h"
#include "games/hextris/hextris_opponent.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size >= 2 * HT_OPPONENT_LINE_MAX)
        return 0;
    char text[2 * HT_OPPONENT_LINE_MAX];
    memcpy(text, data, size);
    text[size] = '\0';
    ht_opponent o;
    if (ht_opponent_decode(text, &o)) {
        char again[HT_OPPONENT_LINE_MAX];
        if (ht_opponent_encode(&o, again, sizeof again) >= sizeof again
            || strcmp(again, text) != 0)
            abort();
    }
    ht_burst b;
    if (ht_garbage_move_parse(text, &b)) {
        char again[HT_GARBAGE_MOVE_MAX];
        if (b.rows < 1 || b.rows > HT_BURST_ROWS_MAX || b.col < 0
            || ht_garbage_move_write(again, sizeof again, b) >= (int)sizeof again
            || strcmp(again, text) != 0)
            abort();
    }
    return 0;
}
