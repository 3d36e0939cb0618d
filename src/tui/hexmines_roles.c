/* hexmines' roles' inks, listed in its tui/hexmines_roles.h. */
#include "tui/hexmines_roles.h"

#include "tui/palette.h"

static const role_ink inks[] = { HEXMINES_ROLES(ROLE_INK) };

const canvas_roles hexmines_roles = { inks, (int)(sizeof inks / sizeof inks[0]) };
