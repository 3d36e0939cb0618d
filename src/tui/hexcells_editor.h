/* hexcells' level editor on the terminal: the level's frame drawn as the
 * game draws a board (tui/hexcells_view.h), edited by keys and mouse
 * (games/hexcells/hexcells_edit.h), the solver's verdict on the message
 * line as it changes. Saving and playing are the caller's (files are the
 * application's): hooks. */
#ifndef HEXPUZZLE_TUI_HEXCELLS_EDITOR_H
#define HEXPUZZLE_TUI_HEXCELLS_EDITOR_H

#include <stdbool.h>
#include <stddef.h>

#include "games/hexcells/hexcells.h"

typedef struct {
    void *ctx;
    /* Writes level (the edited frame, which exports as the file) where
     * it belongs; false with a one-line reason in why (cap bytes). */
    bool (*save)(void *ctx, const hc_puzzle *level, char *why, size_t cap);
    /* Plays level (trimmed to its items, as read from a file) on the
     * terminal the editor holds; NULL: no playtest. */
    void (*play)(void *ctx, const hc_puzzle *level);
    const char *name;   /* the file, for the status line (ASCII) */
    bool colour;
} hexcells_editor_hooks;

/* The keys' lines of the help box, NULL-ended (also the man page's). */
const char *const *hexcells_editor_help_lines(void);

/* Edits start (NULL: a new level) until the player leaves. Returns 0, or
 * 128 + N after signal N (unsaved edits are lost), or -1 with a reason in
 * err when the terminal cannot be used. */
int hexcells_editor_run(const hc_puzzle *start, const hexcells_editor_hooks *hooks, char *err,
                        size_t errcap);

#endif
