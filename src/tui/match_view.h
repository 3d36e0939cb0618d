/* Watching a match: both sides' games as they are played, each drawn by
 * the game's own view as the watch viewer draws one, with the match's line
 * over them (round, score, each side's progress, the verdict once
 * decided). Read-only: the watcher has no keys but the one that switches
 * which side is large, and q.
 *
 * THE LAYOUT. A game's drawing is made for 80x24; the two sides go:
 *   - side by side, where each gets its 80 columns;
 *   - else one above the other, where each gets its 24 rows;
 *   - else one side large, the whole screen under the line, and the other
 *     side only in the match line, which says each side's progress: a
 *     game shrunk to half of 80x24 loses what makes it worth watching
 *     (hexmines' numbers, hextris' panel), so the watcher picks the side
 *     and Tab switches it. */
#ifndef HEXPUZZLE_TUI_MATCH_VIEW_H
#define HEXPUZZLE_TUI_MATCH_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "session/game.h"
#include "session/session.h"
#include "tui/replay_draw.h"

enum { MATCH_VIEW_SIDE_W = 80, MATCH_VIEW_SIDE_H = 24 };

typedef struct {
    const session_game *game;
    replay_drawer *draw;
    bool colour;
    bool ascii;
    const char *name[2];   /* each side's player, as shown (escaped) */
    /* Side's live log read again: its params and moves into *log (the
     * moves the reader's until its next call for that side), how it
     * stands into *now, and the wall clock's ms at its game time 0 into
     * *started_ms; true when read. A side's next round is a new game:
     * other params or another start. */
    bool (*refresh)(void *ctx, int side, session_save *log, session_live *now,
                    long long *started_ms);
    /* The match's line, its messages read again, at most width columns
     * where it can; state: each side's game as shown (NULL while none). */
    void (*line)(void *ctx, const void *const state[2], int width, char *buf, size_t len);
    void *ctx;
} match_view_options;

/* Follows the match until the watcher quits (q). Returns the exit status:
 * 0, 128 + N after signal N, or 1 with a one-line reason in err. */
int match_view_run(const match_view_options *opt, char *err, size_t errlen);

#endif
