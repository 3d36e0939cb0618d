/* libFuzzer target for the raw input decoder: any bytes, read the way
 * term.c reads them (more may come, then the Esc delay runs out), give
 * answers that stay inside the input and always move on.
 * Build: make build/fuzz/fuzz_rawkeys */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "tui/rawkeys.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t at = 0;
    while (at < size) {
        term_event ev;
        size_t used = (size_t)-1;
        rawkeys_kind k = rawkeys_decode(data + at, size - at, true, &ev, &used);
        if (k == RAWKEYS_INCOMPLETE) {
            if (used != 0 || size - at >= 64)
                abort();
            k = rawkeys_decode(data + at, size - at, false, &ev, &used);
            if (k == RAWKEYS_INCOMPLETE)
                abort();
        }
        if (used == 0 || used > size - at)
            abort();
        if (k == RAWKEYS_EVENT && ev.kind == TE_MOUSE && (ev.x < 0 || ev.y < 0))
            abort();
        at += used;
    }
    return 0;
}
