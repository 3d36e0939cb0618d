/* The edits of a level file that the editor kept when a signal or a
 * hangup stopped it before they were saved (tui/hexcells_editor.h's
 * keep), for the next `--edit FILE` to offer back.
 *
 * A level file's kept edits are one file in the state directory (store.h),
 *
 *     STATE/hexcells-edits/H.hexcells
 *
 * in the SixCells format, where H is the SHA-256 in hex of FILE's absolute
 * path (its directory's real path and its name): the same file however it
 * is named on the command line, and no two files' edits in one place,
 * whatever their names and however long. */
#ifndef HEXPUZZLE_APP_HEXCELLS_KEPT_H
#define HEXPUZZLE_APP_HEXCELLS_KEPT_H

#include <stdbool.h>
#include <stddef.h>

#include "app/store.h"
#include "games/hexcells/hexcells.h"

/* Keeps frame (the editor's level as it stands) as file's kept edits,
 * in place of any earlier: STORE_OK, or STORE_ERROR with a warning. */
int hexcells_kept_write(const char *file, const hc_puzzle *frame, store_warnings *w);

/* file's kept edits into *out: STORE_OK; STORE_MISSING when there are
 * none; STORE_CORRUPT with a warning when they are no level (they stay
 * where they are); STORE_ERROR with a warning. */
int hexcells_kept_read(const char *file, hc_puzzle *out, store_warnings *w);

/* The kept edits of file go: STORE_OK (also when there were none), or
 * STORE_ERROR with a warning. */
int hexcells_kept_drop(const char *file, store_warnings *w);

#endif
