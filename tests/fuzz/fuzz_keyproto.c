/* libFuzzer target for the kitty keyboard protocol parser: any bytes, read
 * the way a caller reads them, give answers that stay inside the input and
 * always move on. Build: make build/fuzz/fuzz_keyproto */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "tui/keyproto.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t at = 0;
    while (at < size) {
        size_t used = (size_t)-1;
        kp_result r = kp_parse(data + at, size - at, &used);
        if (used > size - at)
            abort();
        if (r.kind == KP_INCOMPLETE) {
            if (used != 0 || size - at >= KP_MAX_SEQ)
                abort();
            break;
        }
        if (r.kind == KP_NONE) {
            if (used != 0)
                abort();
            used = 1;
        }
        if (used == 0)
            abort();
        if (r.kind == KP_KEY &&
            (r.key <= 0 || r.mods > 255 || r.event < KP_PRESS ||
             r.event > KP_RELEASE))
            abort();
        at += used;
    }
    return 0;
}
