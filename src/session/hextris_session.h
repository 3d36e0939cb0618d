/* hextris' session descriptor. The state (session_state) is an ht_state
 * (the first member of the session's own, which also keeps whether the
 * player had help). */
#ifndef HEXPUZZLE_SESSION_HEXTRIS_SESSION_H
#define HEXPUZZLE_SESSION_HEXTRIS_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "games/hextris/hextris_stats.h"
#include "session/game.h"
#include "session/session.h"

extern const session_game session_hextris;

/* The summary of the game a log (a save or a replay) plays to: its moves
 * played again, the game advanced to sv->saved_at. The end box, the
 * scores command and the replay viewer all show this, so a replay of any
 * age gets the same figures its game showed. False with a one-line
 * reason in why when the log does not replay. */
bool hextris_summary_of_log(const session_save *sv, ht_summary *out, char *why, size_t len);
/* The move that asks for the bot's placement (b, in an unranked game):
 * logged once, it makes the game assisted for good, so that its replay
 * says so too; refused when the game is not being played or is assisted
 * already. */
#define HEXTRIS_ASSIST_MOVE "ASSIST"
/* Whether the game of session state state has had the bot's help. */
bool hextris_game_assisted(const void *state);

#endif
