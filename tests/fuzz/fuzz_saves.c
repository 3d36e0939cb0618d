/* libFuzzer target for the save file parser: whatever it accepts must be
 * valid and format back to the same bytes. Build with `make fuzz`. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "app/saves.h"
#include "app/store.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    saves_game g;
    char why[STORE_WHY_MAX];
    if (!saves_parse((const char *)data, size, &g, why))
        return 0;
    if (!saves_valid(&g, why))
        abort();
    size_t len;
    char *text = saves_format(&g, &len);
    if (!text || len != size || memcmp(text, data, size) != 0)
        abort(); /* accepted text must be canonical */
    free(text);
    saves_free(&g);
    return 0;
}
