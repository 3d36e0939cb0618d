/* hexmines' picture in the replay viewer and when watched (tui/replay_draw.h). */
#ifndef HEXPUZZLE_TUI_HEXMINES_REPLAY_H
#define HEXPUZZLE_TUI_HEXMINES_REPLAY_H

#include "tui/replay_draw.h"

replay_drawer hexmines_replay_draw;

/* The figures box of an ended game (an hm_game) at game time t, at the
 * top right of c, under the status line: where the replay shows them. */
void hexmines_replay_figures(canvas *c, const void *state, int64_t t);

#endif
