/* The levels that teach, as the menu offers them: the first of the
 * shipped levels (LEVELDIR/hexcells/, else levels/hexcells/ of the source
 * tree, in their files' order) that the player has not won. The player's
 * own score tables say which were won: a level from a file ranks in its
 * seeded table, named after its title. */
#ifndef HEXPUZZLE_APP_HEXCELLS_LESSONS_H
#define HEXPUZZLE_APP_HEXCELLS_LESSONS_H

#include <stdbool.h>
#include <stddef.h>

/* The next lesson's file into path (cap bytes) and its title into title
 * (tcap bytes): false when there is none (none found, or every one won). */
bool hexcells_next_lesson(char *path, size_t cap, char *title, size_t tcap);

#endif
