/* The interactive hextris: keys and mouse in, the well on screen, the loop
 * asleep until the next gravity or lock deadline; finished games recorded,
 * games in progress saved and resumed through the session hooks. */
#ifndef HEXPUZZLE_TUI_HEXTRIS_FE_H
#define HEXPUZZLE_TUI_HEXTRIS_FE_H

#include <stdbool.h>
#include <stddef.h>

#include "games/hextris/hextris.h"
#include "games/hextris/hextris_opponent.h"
#include "games/hextris/hextris_stats.h"
#include "tui/play.h"

/* hextris' own options (play_ui_options.own; NULL: the ghost shown, the
 * drawings the terminal allows, no best, no assist). */
typedef struct {
    bool ascii;         /* the outline drawings only, never the dense one */
    bool no_ghost;      /* start with the ghost off (g turns it on) */
    /* NULL, or the personal best of the table a game of params goes to,
     * as a summary (its figure, and its splits where its replay is kept):
     * asked as each game begins, for the end box. false: none. */
    bool (*best)(const char *params, ht_summary *out);
    /* The game cannot rank (a chosen seed, a mode that never ranks): the
     * hint key shows the bot's placement as a ghost, and the game is
     * assisted from then on. */
    bool assist_allowed;
    /* A match's round (app/match_play.h; play_ui_options.in_match says
     * the end box offers no new game): its end box ends with
     * match_verdict (a string the match keeps, "" while the round is
     * open); in versus the other side's well, kept up to date
     * by the match, is drawn beside the player's (opponent; NULL:
     * none). */
    const char *match_verdict;
    const ht_opponent *opponent;
} hextris_fe_options;

/* Its pieces fall on their own: the loop sleeps until the next gravity or
 * lock deadline. DAS, ARR and soft drop of held Left, Right and Down
 * (play_options.held) where the terminal reports key releases; elsewhere
 * keys move as the terminal repeats them. */
extern const play_game hextris_front_end;

#endif
