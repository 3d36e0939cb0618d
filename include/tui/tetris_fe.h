/* The interactive hextris: keys and mouse in, the well on screen, the loop
 * asleep until the next gravity or lock deadline. */
#ifndef HEXPUZZLE_TUI_TETRIS_FE_H
#define HEXPUZZLE_TUI_TETRIS_FE_H

#include <stdbool.h>
#include <stddef.h>

#include "games/hextris.h"

typedef struct {
    ht_params params;   /* checked by ht_params_check already */
    bool colour;
    bool ascii;         /* the view is ASCII already; kept for symmetry */
} tetris_fe_options;

/* Runs games until the player quits (q then y, q after a game, or a
 * SIGINT/SIGTERM/SIGHUP). Returns the process exit status: 0 after a
 * normal quit; 1 with a one-line reason in err when the terminal or memory
 * failed. */
int tetris_fe_run(const tetris_fe_options *opt, char *err, size_t errlen);

#endif
