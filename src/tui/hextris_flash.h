/* When hextris' cleared rows flash: for HEXTRIS_FLASH_MS of play time after
 * the first draw that sees the lock that cleared them, and only while no
 * other piece has locked (the view draws the well back as that lock left
 * it). Drawing only: the game goes on meanwhile, the next piece falling.
 * A lock that clears nothing, or an undo (pieces taken back), starts no
 * flash and so costs no wake-up. */
#ifndef HEXPUZZLE_TUI_HEXTRIS_FLASH_H
#define HEXPUZZLE_TUI_HEXTRIS_FLASH_H

#include <stdbool.h>
#include <stdint.h>

#include "games/hextris/hextris.h"

/* Long enough to be seen, short enough not to hide the stack that fell. */
enum { HEXTRIS_FLASH_MS = 180 };

typedef struct {
    int pieces_seen;     /* the count at the last draw: a new lock shows */
    int pieces;          /* the count just after the flashing lock */
    int64_t until;       /* play time the flash ends */
    bool on;             /* flashing at the last draw */
} hextris_flash;

/* A game goes on screen (new, resumed or restarted): nothing flashes. */
void hextris_flash_start(hextris_flash *f, const ht_state *st);

/* Whether the latest lock's cleared rows flash in a draw at play time now
 * (hextris_view.flash_clear). */
bool hextris_flash_update(hextris_flash *f, const ht_state *st, int64_t now);

/* The play time a flash drawn ends, when the picture must change, or
 * INT64_MAX when none is drawn. */
int64_t hextris_flash_ends(const hextris_flash *f);

#endif
