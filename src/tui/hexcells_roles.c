/* hexcells' roles' inks, listed in its tui/hexcells_roles.h. */
#include "tui/hexcells_roles.h"

#include "tui/palette.h"

static const role_ink inks[] = { HEXCELLS_ROLES(ROLE_INK) };

const canvas_roles hexcells_roles = { inks, (int)(sizeof inks / sizeof inks[0]) };
