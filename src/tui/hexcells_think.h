/* hexcells' solver off the input path: one question at a time, a hint for
 * a game as it stands or the verdict on a level, answered by a thread of
 * its own while the loop that asked goes on serving keys. The hardest
 * levels take the solver up to its bound (about half a second); no key
 * waits for that. The loop polls for the answer at its wakes.
 *
 * The thread only solves: it reads its own copy of the question, writes
 * only its answer, touches neither the terminal nor a file, and takes no
 * signal (they all go to the loop, which restores the terminal as
 * before). It is made long after a host install's game has dropped the
 * games group (app/host/privsep.c, at start-up): it holds nothing the
 * game does not. A question asked while another runs, a question dropped, and
 * hexcells_think_free stop the one running at once (hc_stop) and wait for
 * its thread: none outlives the thinker. Where no thread can be made, the
 * question is answered at once, as before. */
#ifndef HEXPUZZLE_TUI_HEXCELLS_THINK_H
#define HEXPUZZLE_TUI_HEXCELLS_THINK_H

#include <stdbool.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_edit.h"

typedef struct hexcells_think hexcells_think;

/* NULL when out of memory. */
hexcells_think *hexcells_think_new(void);
void hexcells_think_free(hexcells_think *t);

/* Asks for the hint (hc_hint_for) of puzzle p with knowledge know, or
 * the verdict (hc_puzzle_verdict, at the solver's own budgets) on level
 * p; either drops the question before. Both are copied. */
void hexcells_think_hint(hexcells_think *t, const hc_puzzle *p, const signed char *know);
void hexcells_think_verdict(hexcells_think *t, const hc_puzzle *p);
/* Stops the question asked, if any: it has no answer. */
void hexcells_think_drop(hexcells_think *t);

typedef enum { THINK_IDLE, THINK_HINT, THINK_VERDICT } hexcells_think_kind;

/* The question asked and not yet answered or dropped (THINK_IDLE: none). */
hexcells_think_kind hexcells_think_asked(const hexcells_think *t);
/* Once the question is answered: true, its answer in *hint (with the
 * knowledge it was for in know, HC_SLOTS entries, may be NULL) or
 * *verdict, whichever was asked, and the thinker idle again. */
bool hexcells_think_hint_answer(hexcells_think *t, hc_hint *hint, signed char *know);
bool hexcells_think_verdict_answer(hexcells_think *t, hc_verdict *verdict);

/* Waits up to ms for the answer to the question asked: most come within
 * a frame, and are then taken as though worked out at once (keys typed
 * after h act where the hint put the cursor). */
void hexcells_think_wait(hexcells_think *t, int ms);

/* How long a question is waited for before the loop goes back to its
 * keys, and how often the loop looks for the answer after that, in ms:
 * a frame each, the longest a key waits for the solver. */
enum { HEXCELLS_THINK_FRAME_MS = 10, HEXCELLS_THINK_POLL_MS = 10 };

#endif
