/* The timing of hextris' clear flash. */
#include "tui/hextris_flash.h"

void hextris_flash_start(hextris_flash *f, const ht_state *st)
{
    *f = (hextris_flash){ .pieces_seen = st->pieces, .pieces = st->pieces };
}

bool hextris_flash_update(hextris_flash *f, const ht_state *st, int64_t now)
{
    if (st->pieces > f->pieces_seen) {
        f->on = st->last_clear > 0 && st->cleared_rows != 0;
        f->pieces = st->pieces;
        f->until = now + HEXTRIS_FLASH_MS;
    }
    f->pieces_seen = st->pieces;
    if (f->on && (f->pieces != st->pieces || now >= f->until))
        f->on = false;
    return f->on;
}

int64_t hextris_flash_ends(const hextris_flash *f)
{
    return f->on ? f->until : INT64_MAX;
}
