/* libFuzzer target for the replay file parser and the replaying of what it
 * accepts: whatever it accepts must format back to the same bytes, and
 * replaying it must come to an answer (no crash, no hang). Build with
 * `make fuzz`; run build/fuzz/fuzz_replays -max_total_time=60. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "app/replays.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    saves_game g;
    char why[REPLAYS_WHY_MAX];
    if (!replays_parse((const char *)data, size, &g, NULL, why))
        return 0;
    size_t len;
    char *text = replays_format(&g, &len);
    if (!text || len != size || memcmp(text, data, size) != 0)
        abort(); /* accepted text must be canonical */
    free(text);
    replays_verify(&g, why);
    saves_free(&g);
    return 0;
}
