/* Every game's colour roles (tui/canvas.h): each game lists its own in
 * its tui/GAME_roles.h; a new game adds its file and one line here. */
#ifndef HEXPUZZLE_TUI_GAME_ROLES_H
#define HEXPUZZLE_TUI_GAME_ROLES_H

#include "tui/hexcells_roles.h"
#include "tui/hexmines_roles.h"
#include "tui/hextris_roles.h"

#define GAME_ROLES(X) \
    HEXMINES_ROLES(X) \
    HEXTRIS_ROLES(X)  \
    HEXCELLS_ROLES(X)

#endif
