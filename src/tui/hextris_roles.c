/* hextris' roles' inks, listed in its tui/hextris_roles.h. */
#include "tui/hextris_roles.h"

#include "tui/palette.h"

static const role_ink inks[] = { HEXTRIS_ROLES(ROLE_INK) };

const canvas_roles hextris_roles = { inks, (int)(sizeof inks / sizeof inks[0]) };
