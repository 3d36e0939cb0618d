/* libFuzzer target for the config parser: any input gives settings that
 * survive a format/parse round trip, with one warning per bad line.
 * Build with `make fuzz`. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "app/config.h"
#include "app/store.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    config c, back;
    store_warnings w;
    store_warnings_init(&w);
    int bad = config_parse((const char *)data, size, &c, &w);
    if (bad < 0 || w.n + w.dropped != bad)
        abort();
    char text[512];
    if (config_format(&c, text, sizeof text) >= sizeof text)
        abort();
    store_warnings_init(&w);
    if (config_parse(text, strlen(text), &back, &w) != 0)
        abort();
    if (memcmp(c.value, back.value, sizeof c.value) != 0)
        abort();
    return 0;
}
