/* libFuzzer target for the SixCells level parser: whatever it accepts must
 * be a valid puzzle that exports to a text reading back as the same puzzle,
 * and the solver must finish on it; a refusal is one line. Build with
 * `make fuzz`. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_file.h"
#include "games/hexcells/hexcells_solve.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static hc_puzzle p, q;
    static char text[HC_EXPORT_MAX];
    char err[HC_MSG_MAX];
    if (!hc_parse((const char *)data, size, &p, err, sizeof err)) {
        if (strchr(err, '\n') || err[0] == '\0')
            abort();
        return 0;
    }
    if (!hc_puzzle_valid(&p, err))
        abort();
    size_t n = hc_export(&p, text, sizeof text);
    if (n >= sizeof text || !hc_parse(text, n, &q, err, sizeof err) || !hc_puzzle_equal(&p, &q))
        abort();
    hc_report r = hc_solve_budget(&p, HC_STEP_SPLIT, 200, 5000, NULL, 0);
    if (r.contradiction && r.solved)
        abort();
    return 0;
}
