/* hextris' picture in the replay viewer and when watched (tui/replay_draw.h). */
#ifndef HEXPUZZLE_TUI_HEXTRIS_REPLAY_H
#define HEXPUZZLE_TUI_HEXTRIS_REPLAY_H

#include "tui/replay_draw.h"

replay_drawer hextris_replay_draw;

#endif
