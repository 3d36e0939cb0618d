/* The timing of hextris' clear flash. */
#include "tui/tetris_flash.h"

void tetris_flash_start(tetris_flash *f, const ht_state *st)
{
    *f = (tetris_flash){ .pieces_seen = st->pieces, .pieces = st->pieces };
}

bool tetris_flash_update(tetris_flash *f, const ht_state *st, int64_t now)
{
    if (st->pieces > f->pieces_seen) {
        f->on = st->last_clear > 0 && st->cleared_rows != 0;
        f->pieces = st->pieces;
        f->until = now + TETRIS_FLASH_MS;
    }
    f->pieces_seen = st->pieces;
    if (f->on && (f->pieces != st->pieces || now >= f->until))
        f->on = false;
    return f->on;
}

int64_t tetris_flash_ends(const tetris_flash *f)
{
    return f->on ? f->until : INT64_MAX;
}
