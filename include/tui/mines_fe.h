/* The interactive hexmines: keys and mouse in, the board on screen. */
#ifndef HEXPUZZLE_TUI_MINES_FE_H
#define HEXPUZZLE_TUI_MINES_FE_H

#include <stdbool.h>

#include "games/hexmines.h"

typedef struct {
    hm_params params;
    bool colour;
    bool ascii;
} mines_fe_options;

/* Runs games until the player quits. Returns the process exit status: 0,
 * 128 + N after signal N asked it to leave, or 1 when it could not start,
 * with a one-line reason in err. */
int mines_fe_run(const mines_fe_options *opt, char *err, size_t errlen);

#endif
