/* hexcells' level editor, its rules (games/hexcells/hexcells_edit.h). */
#include "games/hexcells/hexcells_edit.h"

#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells_file.h"
#include "games/hexcells/hexcells_solve.h"

/* The states of the level, oldest first, in a ring: the current one and
 * those undo and redo reach. Each state has an id, so that "changed since
 * saved" survives an undo back to the saved state. */
enum { STATES = HC_EDIT_UNDO_MAX + 1 };

struct hc_edit {
    hc_puzzle state[STATES];
    unsigned id[STATES];
    int first, count, cur;    /* cur: the current state, counted from first */
    unsigned next_id, saved_id;
    hc_puzzle work;           /* the edit being made */
};

static int at(const hc_edit *e, int k)
{
    return (e->first + k) % STATES;
}

static const hc_puzzle *current(const hc_edit *e)
{
    return &e->state[at(e, e->cur)];
}

/* The rows the file's 33 lines hold from line fy down: a row takes two
 * lines, and an odd column one more. */
static int rows_from(int fy, int cols)
{
    int lines = HC_FILE_GRID - fy - (cols > 1 ? 1 : 0);
    return lines < 1 ? 0 : (lines + 1) / 2;
}

static int min_int(int a, int b)
{
    return a < b ? a : b;
}

/* start's items on a frame of at least cols x rows with a margin around
 * them, moved by an even number of columns (an odd one would change which
 * columns sit lower) and whole rows, within the file's grid. */
static void frame(const hc_puzzle *start, int cols, int rows, hc_puzzle *out)
{
    enum { MARGIN_COLS = 2, MARGIN_ROWS = 1 };
    int want_c = start->cols + 2 * MARGIN_COLS, want_r = start->rows + 2 * MARGIN_ROWS;
    if (want_c < cols)
        want_c = cols;
    if (want_r < rows)
        want_r = rows;
    int dc = min_int(start->file_x, (want_c - start->cols) / 2) & ~1;
    int dr = min_int(start->file_y / 2, (want_r - start->rows) / 2);
    if (dc < 0) dc = 0;
    if (dr < 0) dr = 0;
    int fx = start->file_x - dc, fy = start->file_y - 2 * dr;
    int fc = min_int(min_int(want_c, HC_FILE_GRID - fx), HC_COLS_MAX);
    int fr = min_int(min_int(want_r, rows_from(fy, fc)), HC_ROWS_MAX);
    if (fc < start->cols + dc) fc = start->cols + dc;
    if (fr < start->rows + dr) fr = start->rows + dr;
    *out = *start;
    memset(out->at, 0, sizeof out->at);
    memset(out->half, 0, sizeof out->half);
    out->cols = fc;
    out->rows = fr;
    out->file_x = fx;
    out->file_y = fy;
    for (int row = 0; row < start->rows; row++)
        for (int col = 0; col < start->cols; col++) {
            out->at[hc_index(col + dc, row + dr)] = start->at[hc_index(col, row)];
            out->half[hc_index(col + dc, row + dr)] = start->half[hc_index(col, row)];
        }
}

hc_edit *hc_edit_new(const hc_puzzle *start, int cols, int rows)
{
    hc_edit *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    if (start)
        frame(start, cols, rows, &e->state[0]);
    else
        hc_puzzle_init(&e->state[0], cols, rows);
    e->count = 1;
    e->next_id = 1;
    return e;
}

void hc_edit_free(hc_edit *e)
{
    free(e);
}

const hc_puzzle *hc_edit_puzzle(const hc_edit *e)
{
    return current(e);
}

/* The edit begins on a copy of the current state ... */
static hc_item *begin(hc_edit *e, int slot)
{
    e->work = *current(e);
    int col = hc_col_of(slot), row = hc_row_of(slot);
    if (slot < 0 || col >= e->work.cols || row >= e->work.rows)
        return NULL;
    return &e->work.at[slot];
}

/* ... and becomes a state of its own if it changed anything: what redo
 * could reach is gone, and past the limit the oldest state too. */
static bool commit(hc_edit *e)
{
    if (memcmp(&e->work, current(e), sizeof e->work) == 0)
        return false;
    e->count = e->cur + 1;
    if (e->count == STATES) {
        e->first = (e->first + 1) % STATES;
        e->count--;
        e->cur--;
    }
    e->cur++;
    e->count++;
    e->state[at(e, e->cur)] = e->work;
    e->id[at(e, e->cur)] = e->next_id++;
    return true;
}

static void make_cell(hc_item *it, hc_colour colour)
{
    bool revealed = it->kind == HC_CELL && it->revealed;
    *it = (hc_item){ .kind = HC_CELL, .colour = (unsigned char)colour,
                     .revealed = revealed,
                     .show = colour == HC_BLUE ? HC_SHOW_NONE : HC_SHOW_COUNT };
}

/* A cell of colour at slot, or none where one of that colour stands. */
static bool toggle_cell(hc_edit *e, int slot, hc_colour colour)
{
    hc_item *it = begin(e, slot);
    if (!it)
        return false;
    if (it->kind == HC_CELL && it->colour == colour)
        *it = (hc_item){ 0 };
    else
        make_cell(it, colour);
    return commit(e);
}

bool hc_edit_blue(hc_edit *e, int slot)
{
    return toggle_cell(e, slot, HC_BLUE);
}

bool hc_edit_black(hc_edit *e, int slot)
{
    return toggle_cell(e, slot, HC_BLACK);
}

bool hc_edit_remove(hc_edit *e, int slot)
{
    hc_item *it = begin(e, slot);
    if (!it)
        return false;
    *it = (hc_item){ 0 };
    return commit(e);
}

bool hc_edit_reveal(hc_edit *e, int slot)
{
    hc_item *it = begin(e, slot);
    if (!it || it->kind != HC_CELL)
        return false;
    it->revealed = !it->revealed;
    return commit(e);
}

bool hc_edit_clue(hc_edit *e, int slot)
{
    hc_item *it = begin(e, slot);
    if (!it || it->kind == HC_EMPTY)
        return false;
    if (it->kind == HC_LINE)
        it->show = it->show == HC_SHOW_SHAPE ? HC_SHOW_COUNT : HC_SHOW_SHAPE;
    else
        it->show = (unsigned char)((it->show + 1) % 3);
    return commit(e);
}

bool hc_edit_line(hc_edit *e, int slot, hc_dir dir)
{
    hc_item *it = begin(e, slot);
    if (!it)
        return false;
    if (it->kind != HC_LINE)
        *it = (hc_item){ .kind = HC_LINE, .show = HC_SHOW_COUNT };
    it->dir = (unsigned char)dir;
    return commit(e);
}

/* Where a text lies in a puzzle. */
static size_t field_at(hc_text_field f)
{
    switch (f) {
    case HC_TEXT_TITLE: return offsetof(hc_puzzle, title);
    case HC_TEXT_AUTHOR: return offsetof(hc_puzzle, author);
    case HC_TEXT_LINE1: return offsetof(hc_puzzle, text);
    default: return offsetof(hc_puzzle, text) + HC_TEXT_MAX;
    }
}

const char *hc_edit_text(const hc_edit *e, hc_text_field f)
{
    return (const char *)current(e) + field_at(f);
}

bool hc_edit_set_text(hc_edit *e, hc_text_field f, const char *text)
{
    begin(e, 0);
    char *to = (char *)&e->work + field_at(f);
    memset(to, 0, HC_TEXT_MAX);
    for (size_t i = 0; i < HC_TEXT_MAX - 1 && text[i]; i++)
        to[i] = text[i] == '\n' || text[i] == '\r' ? ' ' : text[i];
    return commit(e);
}

bool hc_edit_can_undo(const hc_edit *e)
{
    return e->cur > 0;
}

bool hc_edit_can_redo(const hc_edit *e)
{
    return e->cur + 1 < e->count;
}

bool hc_edit_undo(hc_edit *e)
{
    if (!hc_edit_can_undo(e))
        return false;
    e->cur--;
    return true;
}

bool hc_edit_redo(hc_edit *e)
{
    if (!hc_edit_can_redo(e))
        return false;
    e->cur++;
    return true;
}

bool hc_edit_modified(const hc_edit *e)
{
    return e->id[at(e, e->cur)] != e->saved_id;
}

void hc_edit_saved(hc_edit *e)
{
    e->saved_id = e->id[at(e, e->cur)];
}

void hc_edit_unsaved(hc_edit *e)
{
    /* No state has this id: ids count up from 0, one an edit. */
    e->saved_id = UINT_MAX;
}

bool hc_edit_level(const hc_edit *e, hc_puzzle *out, char *msg)
{
    /* The file's reader trims a level to its items and keeps its place:
     * what is saved is what is played. */
    static char text[HC_EXPORT_MAX];
    size_t len = hc_export(current(e), text, sizeof text);
    char err[HC_MSG_MAX];
    if (hc_parse(text, len, out, err, sizeof err))
        return true;
    if (msg)
        snprintf(msg, HC_MSG_MAX, "%s", hc_puzzle_cells(current(e)) ? err : "no cell yet");
    return false;
}

/* The first cell, column by column, that the solver's steps leave
 * undecided. */
static int first_undecided(const hc_puzzle *p, const hc_step *steps, int n)
{
    unsigned char decided[HC_SLOTS];
    for (int i = 0; i < HC_SLOTS; i++)
        decided[i] = p->at[i].kind == HC_CELL && p->at[i].revealed;
    for (int i = 0; i < n; i++)
        decided[steps[i].slot] = 1;
    for (int col = 0; col < p->cols; col++)
        for (int row = 0; row < p->rows; row++) {
            int s = hc_index(col, row);
            if (p->at[s].kind == HC_CELL && !decided[s])
                return s;
        }
    return -1;
}

hc_verdict hc_edit_verdict(const hc_edit *e)
{
    return hc_edit_verdict_within(e, HC_SPLIT_BUDGET, HC_SPLIT_BUDGET_TOTAL);
}

hc_verdict hc_edit_verdict_within(const hc_edit *e, long budget, long total_budget)
{
    return hc_puzzle_verdict(current(e), budget, total_budget, NULL);
}

hc_verdict hc_puzzle_verdict(const hc_puzzle *p, long budget, long total_budget,
                             const hc_stop *stop)
{
    hc_verdict v = { .kind = HC_VERDICT_NO_LEVEL, .slot = -1 };
    if (hc_puzzle_cells(p) == 0) {
        snprintf(v.text, sizeof v.text, "no cell yet");
        return v;
    }
    if (!hc_puzzle_valid(p, v.text))
        return v;
    int covered = 0;
    for (int i = 0; i < HC_SLOTS; i++)
        covered += p->at[i].kind == HC_CELL && !p->at[i].revealed;
    if (covered == 0) {
        v.kind = HC_VERDICT_NOTHING;
        snprintf(v.text, sizeof v.text, "every cell is revealed: nothing to play");
        return v;
    }
    hc_step *steps = malloc((size_t)covered * sizeof *steps);
    hc_report r = hc_solve_stoppable(p, HC_STEP_SPLIT, budget, total_budget, steps,
                                     steps ? covered : 0, stop);
    v.steps = r.steps;
    v.left = r.unknown_left;
    if (r.solved) {
        v.kind = HC_VERDICT_LOGIC;
        v.rating = r.rating;
        snprintf(v.text, sizeof v.text, "solved by logic: %s (score %d)",
                 r.rating == HC_EASY ? "easy" : "hard", r.score);
    } else if (r.bounded) {
        v.kind = HC_VERDICT_UNDECIDED;
        snprintf(v.text, sizeof v.text,
                 "not decided: the solver stopped at its bound after %d deductions, %d hexes left",
                 r.steps, r.unknown_left);
    } else {
        v.kind = HC_VERDICT_GUESS;
        v.slot = steps ? first_undecided(p, steps, r.steps < covered ? r.steps : covered) : -1;
        char place[32] = "";
        if (v.slot >= 0)
            hc_place_name(v.slot, place);
        snprintf(v.text, sizeof v.text,
                 "needs a guess here%s%s: logic stops after %d deductions, %d hexes left",
                 place[0] ? ", at " : "", place, r.steps, r.unknown_left);
    }
    free(steps);
    return v;
}
