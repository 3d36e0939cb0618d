/* libFuzzer target for the scores file parser: whatever it accepts must
 * format back to the same bytes (a file of an older version: to a text
 * that then does) and give sane tables. Build with `make fuzz`. */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/scores.h"
#include "app/store.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    scores_log log;
    char why[STORE_WHY_MAX];
    if (!scores_parse((const char *)data, size, &log, why))
        return 0;
    size_t len;
    char *text = scores_format(&log, &len);
    if (!text)
        abort();
    static const char current[] = "hexpuzzle-scores 4\n";
    bool older = size < sizeof current - 1 || memcmp(data, current, sizeof current - 1) != 0;
    if (older) {
        /* Upgraded: the new text is a fixed point. */
        scores_log again;
        size_t len2;
        char *text2 = scores_parse(text, len, &again, why) ? scores_format(&again, &len2) : NULL;
        if (!text2 || len2 != len || memcmp(text2, text, len) != 0)
            abort();
        free(text2);
        scores_log_free(&again);
    } else if (len != size || memcmp(text, data, size) != 0) {
        abort(); /* accepted text must be canonical */
    }
    free(text);
    size_t n;
    scores_table *t = scores_tables(&log, &n);
    for (size_t i = 0; i < n; i++)
        if (t[i].won > t[i].played || t[i].streak > t[i].best_streak ||
            t[i].best_streak > t[i].won || t[i].ntop > SCORES_TOP)
            abort();
    free(t);
    FILE *devnull = fopen("/dev/null", "w");
    if (devnull) {
        scores_print(devnull, &log);
        fclose(devnull);
    }
    scores_log_free(&log);
    return 0;
}
