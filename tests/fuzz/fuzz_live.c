/* libFuzzer target for the live log parser, which watchers run on files
 * others write: any input is taken or refused, never a crash. Build with
 * `make fuzz`. */
#include <stddef.h>
#include <stdint.h>

#include "app/live.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    live_log l;
    if (live_parse((const char *)data, size, &l))
        live_free(&l);
    return 0;
}
