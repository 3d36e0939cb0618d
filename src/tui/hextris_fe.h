/* The interactive hextris: keys and mouse in, the well on screen, the loop
 * asleep until the next gravity or lock deadline; finished games recorded,
 * games in progress saved and resumed through the session hooks. */
#ifndef HEXPUZZLE_TUI_HEXTRIS_FE_H
#define HEXPUZZLE_TUI_HEXTRIS_FE_H

#include <stdbool.h>
#include <stddef.h>

#include "games/hextris/hextris.h"
#include "games/hextris/hextris_stats.h"
#include "tui/held_keys.h"
#include "tui/keymap.h"
#include "session/session.h"

typedef struct {
    ht_params params;   /* checked by ht_params_check already */
    bool colour;
    bool ascii;         /* the outline drawings only, never the dense one */
    bool no_ghost;      /* start with the ghost off (g turns it on) */
    /* DAS, ARR and soft drop of held Left, Right and Down, where the
     * terminal reports key releases (term_key_events); elsewhere keys move
     * as the terminal repeats them. held_keys_defaults() unless the config
     * says otherwise. */
    held_keys_settings held;
    /* NULL: nothing is recorded or saved. Else every game that ends goes
     * to hooks->record ("hextris"), a game quit (q y) or cut off by
     * SIGHUP/SIGTERM/SIGINT goes to hooks->save, paused, and a save that
     * was resumed, or refused, or has ended goes to hooks->forget. */
    const session_hooks *hooks;
    /* NULL: start a fresh game. Else the saved game to offer: replayed,
     * then "Resume the saved game? (y/n)"; y goes on where it was, paused;
     * n (or a save that cannot be replayed) forgets it and starts afresh
     * with params. Only read before the first game starts. */
    const session_save *resume;
    /* NULL or "": nothing. Else a warning (e.g. scores cannot be saved) shown
     * in a box before the first game, which waits for a key. */
    const char *notice;
    /* NULL, or the day ("YYYY-MM-DD") whose daily game this is: shown where
     * the seed would be. */
    const char *daily;
    /* The seed was chosen: shown while playing; otherwise once the game has
     * ended, like hexmines'. */
    bool show_seed;
    bool resume_show_seed;   /* the resumed game's: it was saved seeded */
    /* NULL, or the personal best of the table a game of params goes to,
     * as a summary (its figure, and its splits where its replay is kept):
     * asked as each game begins, for the end box. false: none. */
    bool (*best)(const char *params, ht_summary *out);
    /* The game cannot rank (a chosen seed, a mode that never ranks): the
     * hint key shows the bot's placement as a ghost, and the game is
     * assisted from then on. */
    bool assist_allowed;
    /* The keys (tui/hextris_keys.h), or NULL: the table's. */
    const keymap *keys;
} hextris_fe_options;

/* Runs games until the player quits (q then y, q after a game, or a
 * SIGINT/SIGTERM/SIGHUP). Returns the process exit status: 0 after a
 * normal quit, 128 + N after signal N (the game was saved first); 1 with a
 * one-line reason in err when the terminal or memory failed. */
int hextris_fe_run(const hextris_fe_options *opt, char *err, size_t errlen);

#endif
