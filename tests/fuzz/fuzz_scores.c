/* libFuzzer target for the scores file parser: whatever it accepts must
 * format back to the same bytes and give sane tables. Build:
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined -Iinclude
 *     -D_POSIX_C_SOURCE=200809L tests/fuzz/fuzz_scores.c src/app/scores.c
 *     src/app/scores_text.c src/app/scores_date.c src/app/scores_tables.c
 *     src/app/scores_print.c src/app/store.c */
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
    if (!text || len != size || memcmp(text, data, size) != 0)
        abort(); /* accepted text must be canonical */
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
