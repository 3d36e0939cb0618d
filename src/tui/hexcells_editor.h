/* hexcells' level editor on the terminal: the level's frame drawn as the
 * game draws a board (tui/hexcells_view.h), edited by keys and mouse
 * (games/hexcells/hexcells_edit.h), the solver's verdict on the message
 * line as it changes, its keys the key map's jobs (tui/hexcells_keys.h).
 * Saving, playing and keeping the edits a signal or a hangup would lose
 * are the caller's (files are the application's): hooks. */
#ifndef HEXPUZZLE_TUI_HEXCELLS_EDITOR_H
#define HEXPUZZLE_TUI_HEXCELLS_EDITOR_H

#include <stdbool.h>
#include <stddef.h>

#include "games/hexcells/hexcells.h"
#include "tui/keymap.h"

typedef struct {
    void *ctx;
    /* Writes level (the edited frame, which exports as the file) where
     * it belongs; false with a one-line reason in why (cap bytes). */
    bool (*save)(void *ctx, const hc_puzzle *level, char *why, size_t cap);
    /* Plays level (trimmed to its items, as read from a file) on the
     * terminal the editor holds: the game's exit status, 128 + N when
     * signal N ended it (the editor then ends too); NULL: no playtest. */
    int (*play)(void *ctx, const hc_puzzle *level);
    /* Keeps the edits not saved (the frame, with a cell at least) for
     * the next edit of the file, when a signal or a hangup ends the
     * editor; NULL: they are lost. */
    void (*keep)(void *ctx, const hc_puzzle *frame);
    /* The kept edits the editor began with were answered for, taken or
     * not: they go. */
    void (*drop)(void *ctx);
    const char *name;   /* the file, for the status line (ASCII) */
    bool colour;
    const keymap *keys; /* the jobs' keys (tui/hexcells_keys.h), or NULL:
                           the table's */
} hexcells_editor_hooks;

/* Edits start (NULL: a new level) until the player leaves. kept: NULL, or
 * the edits an earlier run kept (hooks.keep), offered first in one
 * question: y edits them (not saved yet), n edits start, and either drops
 * them; q leaves with them still kept. Returns 0, or 128 + N after signal
 * N (the edits kept), or -1 with a reason in err when the terminal cannot
 * be used. */
int hexcells_editor_run(const hc_puzzle *start, const hc_puzzle *kept,
                        const hexcells_editor_hooks *hooks, char *err, size_t errcap);

#endif
