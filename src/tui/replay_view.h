/* Watching a replay in the terminal: the game re-simulated from its moves
 * and drawn by its own view at the viewer's terminal size, with play and
 * pause, speeds, a move forward or back, and seeking by time. */
#ifndef HEXPUZZLE_TUI_REPLAY_VIEW_H
#define HEXPUZZLE_TUI_REPLAY_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "session/game.h"
#include "session/midend.h"
#include "session/session.h"
#include "tui/replay_draw.h"

typedef struct {
    const session_game *game;
    replay_drawer *draw;       /* its picture: its game's drawer */
    session_save log;          /* params, the game time of the end, moves */
    const char *claim;         /* e.g. "lost" */
    /* NULL: the moves come to what the file claims; else why not, shown
     * when the replay reaches its end. */
    const char *mismatch;
    bool colour;
    bool ascii;
    /* A live game instead of a replay: refresh reads its log again into
     * *log (and into *now how it stopped, once it has), true when it
     * could; the game is shown at the time the player's clock shows,
     * started_ms being the wall clock's milliseconds at its time 0. One
     * that ended becomes a replay; one saved or left stays as it stopped,
     * its seed hidden. NULL: a replay. */
    bool (*refresh)(void *ctx, session_save *log, session_live *now);
    void *refresh_ctx;
    long long started_ms;
    /* The wait ends when the live log changes (term_wake_on): the viewer
     * then wakes only for that and the game's own deadlines; else it reads
     * the log again four times a second. */
    bool wakes_on_change;
    /* Told how far the replay is while the game is rebuilt before the
     * terminal is taken (a large board's moves can take minutes); NULL:
     * nothing. Once the viewer is up it shows that itself, and q stops. */
    session_progress *progress;
    void *progress_ctx;
} replay_view_options;

/* Plays the replay until the player quits (q). Returns the process exit
 * status: 0, 128 + N after signal N, or 1 with a one-line reason in err. */
int replay_view_run(const replay_view_options *opt, char *err, size_t errlen);

#endif
