/* hexcells' level editor, its rules: a level being edited, the edits a
 * player makes to it, their undo and redo, and the verdict the solver
 * gives on it. Pure: no curses, no clock, no I/O; the file is read and
 * written through games/hexcells/hexcells_file.h by the caller.
 *
 * The level is edited on a frame: a grid of slots larger than its items
 * (hc_edit_new), so that cells can be added around them, placed in the
 * SixCells file's grid so that the items keep their place in the file.
 *
 * Every edit works on one slot and returns whether it changed the level;
 * one that did is one step of undo. What a new item is:
 *   a blue cell   covered, showing nothing
 *   a black cell  covered, showing its count
 *   a line clue   a plain count
 * A cell turned to the other colour takes the new colour's default show. */
#ifndef HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_EDIT_H
#define HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_EDIT_H

#include <stdbool.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_solve.h"

/* Edits kept for undo: the oldest are forgotten past it. */
enum { HC_EDIT_UNDO_MAX = 200 };

typedef struct hc_edit hc_edit;

/* An editor of a copy of start (NULL: a new, empty level) on a frame of
 * at least cols x rows slots, with room around start's items where the
 * file's grid allows. NULL when out of memory. */
hc_edit *hc_edit_new(const hc_puzzle *start, int cols, int rows);
void hc_edit_free(hc_edit *e);

/* The level as edited, on its frame (a puzzle as hexcells.h has it, but
 * possibly with no cell, which hc_puzzle_valid refuses). */
const hc_puzzle *hc_edit_puzzle(const hc_edit *e);

/* b: a blue cell at slot; on a blue cell, removes it. */
bool hc_edit_blue(hc_edit *e, int slot);
/* x: a black cell at slot; on a black cell, removes it. */
bool hc_edit_black(hc_edit *e, int slot);
/* Removes whatever is at slot. */
bool hc_edit_remove(hc_edit *e, int slot);
/* A cell covered at the start becomes revealed, and back. */
bool hc_edit_reveal(hc_edit *e, int slot);
/* The next clue the slot shows: a black cell '?', n, {n} or -n- (the
 * shape; which of the two the colouring says), '?' again; a blue cell
 * nothing, its flower count, its flower's shape, nothing again; a line
 * clue plain, shaped. */
bool hc_edit_clue(hc_edit *e, int slot);
/* A line clue at slot pointing dir (an existing one turns to dir). */
bool hc_edit_line(hc_edit *e, int slot, hc_dir dir);

/* The texts of the level: which one, and its new value (cut to
 * HC_TEXT_MAX - 1 bytes, line breaks made spaces). */
typedef enum { HC_TEXT_TITLE, HC_TEXT_AUTHOR, HC_TEXT_LINE1, HC_TEXT_LINE2 } hc_text_field;
const char *hc_edit_text(const hc_edit *e, hc_text_field f);
bool hc_edit_set_text(hc_edit *e, hc_text_field f, const char *text);

bool hc_edit_undo(hc_edit *e);
bool hc_edit_redo(hc_edit *e);
bool hc_edit_can_undo(const hc_edit *e);
bool hc_edit_can_redo(const hc_edit *e);

/* Whether the level changed since the editor began or hc_edit_saved was
 * last called (an undo back to that point counts as unchanged). */
bool hc_edit_modified(const hc_edit *e);
void hc_edit_saved(hc_edit *e);
/* The level as it stands is not the file's (edits kept from an earlier
 * run): modified until saved, an undo included. */
void hc_edit_unsaved(hc_edit *e);

/* The level as a file holds it: its items alone, on the smallest grid,
 * at the same place in the file's grid. false (with a one-line reason in
 * msg, HC_MSG_MAX) when it is no level yet (no cell). */
bool hc_edit_level(const hc_edit *e, hc_puzzle *out, char *msg);

/* What the solver says of the level as it stands. */
typedef enum {
    HC_VERDICT_NO_LEVEL,     /* no cell yet, or not a valid level */
    HC_VERDICT_NOTHING,      /* every cell revealed: nothing to play */
    HC_VERDICT_LOGIC,        /* solved by logic */
    HC_VERDICT_GUESS,        /* logic stops: slot is a cell it cannot
                                decide */
    HC_VERDICT_UNDECIDED     /* the solver stopped at its bound: neither
                                solved nor shown to need a guess */
} hc_verdict_kind;

typedef struct {
    hc_verdict_kind kind;
    int slot;                /* HC_VERDICT_GUESS: the first cell left */
    hc_difficulty rating;    /* HC_VERDICT_LOGIC */
    int steps, left;         /* cells decided by logic, and left (not
                                solved) */
    char text[HC_MSG_MAX];   /* one line, e.g. "solved by logic: easy ..." */
} hc_verdict;

hc_verdict hc_edit_verdict(const hc_edit *e);
/* The same within other search budgets (hc_solve_budget). */
hc_verdict hc_edit_verdict_within(const hc_edit *e, long budget, long total_budget);
/* The verdict on level p (what is edited, or a level loaded to play),
 * stopped when *stop is set (NULL: never). */
hc_verdict hc_puzzle_verdict(const hc_puzzle *p, long budget, long total_budget,
                             const hc_stop *stop);

#endif
