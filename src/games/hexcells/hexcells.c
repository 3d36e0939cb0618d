/* hexcells: the game — calls, mistakes, greyed clues, undo and redo, the
 * clock, the hint. */
#include "games/hexcells/hexcells.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells_solve.h"
#include "util/grow.h"

struct hc_game {
    hc_puzzle puzzle;
    hc_params params;
    bool has_params;
    unsigned char covered[HC_SLOTS];
    unsigned char greyed[HC_SLOTS];
    int ncovered, remaining, mistakes;
    hc_status status;
    bool assisted;
    /* Moves that changed the game, for undo; undone ones, for redo. */
    hc_move *done, *undone;
    size_t ndone, nundone, cap_done, cap_undone;
    /* Clock: ms counted before the current run, and when it began. */
    uint64_t counted, since;
    bool running, paused;
    hc_hint last_hint;
    /* The last hint was noted from a log, not worked out: its question. */
    bool hint_unworked;
    signed char unworked_know[HC_SLOTS];
    /* A hint worked out elsewhere for the knowledge offered_know. */
    bool has_offer;
    signed char offered_know[HC_SLOTS];
    hc_hint offered;
};

static void reset(hc_game *g)
{
    g->ncovered = g->remaining = g->mistakes = 0;
    for (int i = 0; i < HC_SLOTS; i++) {
        const hc_item *it = &g->puzzle.at[i];
        g->covered[i] = it->kind == HC_CELL && !it->revealed;
        g->greyed[i] = 0;
        g->ncovered += g->covered[i];
        g->remaining += g->covered[i] && it->colour == HC_BLUE;
    }
    g->status = g->ncovered == 0 ? HC_WON : HC_READY;
    g->ndone = g->nundone = 0;
    g->counted = g->since = 0;
    g->running = g->paused = false;
    g->last_hint = (hc_hint){ .found = false, .slot = -1, .clues = { -1, -1, -1 } };
    g->hint_unworked = false;
}

hc_game *hc_game_new(const hc_puzzle *p, const hc_params *params)
{
    hc_game *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->puzzle = *p;
    if (params) {
        g->params = *params;
        g->has_params = true;
    }
    reset(g);
    return g;
}

void hc_game_free(hc_game *g)
{
    if (!g)
        return;
    free(g->done);
    free(g->undone);
    free(g);
}

void hc_game_restart(hc_game *g)
{
    reset(g);
    g->assisted = true;
}

const hc_puzzle *hc_game_puzzle(const hc_game *g) { return &g->puzzle; }
const hc_params *hc_game_params(const hc_game *g) { return g->has_params ? &g->params : NULL; }
hc_status hc_game_status(const hc_game *g) { return g->status; }
int hc_game_remaining(const hc_game *g) { return g->remaining; }
int hc_game_covered_count(const hc_game *g) { return g->ncovered; }
int hc_game_mistakes(const hc_game *g) { return g->mistakes; }
bool hc_game_assisted(const hc_game *g) { return g->assisted; }
void hc_game_mark_assisted(hc_game *g) { g->assisted = true; }

bool hc_game_covered(const hc_game *g, int slot)
{
    return slot >= 0 && slot < HC_SLOTS && g->covered[slot];
}

/* Every cell the clue at slot counts is revealed. */
static bool clue_done(const hc_game *g, int slot)
{
    int m[HC_MEMBERS_MAX];
    int n = hc_members(&g->puzzle, slot, m);
    for (int i = 0; i < n; i++)
        if (m[i] >= 0 && g->covered[m[i]])
            return false;
    return true;
}

hc_see hc_game_show(const hc_game *g, int col, int row)
{
    hc_see s = { HC_SEE_EMPTY, { HC_CLUE_NONE, 0 }, HC_DIR_DOWN, false, false };
    hc_item it = hc_puzzle_item(&g->puzzle, col, row);
    if (it.kind == HC_EMPTY)
        return s;
    int slot = hc_index(col, row);
    if (it.kind == HC_CELL && g->covered[slot]) {
        s.kind = HC_SEE_COVERED;
        return s;
    }
    s.kind = it.kind == HC_LINE ? HC_SEE_LINE : it.colour == HC_BLUE ? HC_SEE_BLUE : HC_SEE_BLACK;
    s.dir = (hc_dir)it.dir;
    s.clue = hc_clue_of(&g->puzzle, slot);
    s.greyed = g->greyed[slot];
    s.done = s.clue.kind != HC_CLUE_NONE && clue_done(g, slot);
    return s;
}

static bool push(hc_move **stack, size_t *n, size_t *cap, hc_move m)
{
    if (!grow_for_one(stack, cap, *n, sizeof **stack, 64))
        return false;
    (*stack)[(*n)++] = m;
    return true;
}

static void start_clock(hc_game *g, uint64_t now_ms)
{
    if (g->status != HC_READY)
        return;
    g->status = HC_PLAYING;
    if (g->running)
        return;
    g->running = true;
    g->since = now_ms;
}

static void stop_clock(hc_game *g, uint64_t now_ms)
{
    if (g->running && !g->paused && now_ms > g->since)
        g->counted += now_ms - g->since;
    g->running = false;
}

static bool same_move(hc_move a, hc_move b)
{
    return a.kind == b.kind && a.col == b.col && a.row == b.row;
}

/* A move that changed the game: undo can take it back, and redo now
 * offers the next undone move only if this one was the redo. */
static void record(hc_game *g, hc_move m)
{
    if (g->nundone > 0 && same_move(g->undone[g->nundone - 1], m))
        g->nundone--;
    else
        g->nundone = 0;
    /* Out of memory the move stands, only its undo is lost. */
    if (!push(&g->done, &g->ndone, &g->cap_done, m))
        g->ndone = 0;
}

hc_apply_result hc_game_apply(hc_game *g, hc_move m, uint64_t now_ms)
{
    if (g->status == HC_WON || m.col < 0 || m.row < 0 || m.col >= g->puzzle.cols ||
        m.row >= g->puzzle.rows)
        return HC_APPLY_NOOP;
    int slot = hc_index(m.col, m.row);
    const hc_item *it = &g->puzzle.at[slot];
    if (m.kind == HC_MOVE_GREY) {
        bool clue = it->kind == HC_LINE ||
                    (it->kind == HC_CELL && !g->covered[slot] && it->show != HC_SHOW_NONE);
        if (!clue)
            return HC_APPLY_NOOP;
        g->greyed[slot] = !g->greyed[slot];
        record(g, m);
        return HC_APPLY_OK;
    }
    if (it->kind != HC_CELL || !g->covered[slot] || g->paused)
        return HC_APPLY_NOOP;
    start_clock(g, now_ms);
    hc_colour called = m.kind == HC_MOVE_BLUE ? HC_BLUE : HC_BLACK;
    if (called != it->colour) {
        g->mistakes++;
        return HC_APPLY_MISTAKE;
    }
    g->covered[slot] = 0;
    g->ncovered--;
    g->remaining -= it->colour == HC_BLUE;
    record(g, m);
    if (g->ncovered == 0) {
        stop_clock(g, now_ms);
        g->status = HC_WON;
    }
    return HC_APPLY_OK;
}

bool hc_game_can_undo(const hc_game *g)
{
    return g->status != HC_WON && g->ndone > 0;
}

bool hc_game_undo(hc_game *g)
{
    if (!hc_game_can_undo(g))
        return false;
    hc_move m = g->done[--g->ndone];
    int slot = hc_index(m.col, m.row);
    if (m.kind == HC_MOVE_GREY) {
        g->greyed[slot] = !g->greyed[slot];
    } else {
        g->covered[slot] = 1;
        g->ncovered++;
        g->remaining += g->puzzle.at[slot].colour == HC_BLUE;
    }
    if (!push(&g->undone, &g->nundone, &g->cap_undone, m))
        g->nundone = 0;
    return true;
}

bool hc_game_redo_move(const hc_game *g, hc_move *m)
{
    if (g->nundone == 0 || g->status == HC_WON)
        return false;
    *m = g->undone[g->nundone - 1];
    return true;
}

uint64_t hc_game_elapsed_ms(const hc_game *g, uint64_t now_ms)
{
    if (g->running && !g->paused && now_ms > g->since)
        return g->counted + (now_ms - g->since);
    return g->counted;
}

void hc_game_shown(hc_game *g, uint64_t now_ms)
{
    if (g->status != HC_READY || g->running)
        return;
    g->running = true;
    g->since = now_ms;
}

void hc_game_pause(hc_game *g, uint64_t now_ms)
{
    if (!g->running || g->paused)
        return;
    if (now_ms > g->since)
        g->counted += now_ms - g->since;
    g->paused = true;
}

void hc_game_resume(hc_game *g, uint64_t now_ms)
{
    if (!g->paused)
        return;
    g->paused = false;
    g->since = now_ms;
}

bool hc_game_paused(const hc_game *g) { return g->paused; }
bool hc_game_clock_running(const hc_game *g) { return g->running && !g->paused; }

void hc_game_know(const hc_game *g, signed char *know)
{
    for (int i = 0; i < HC_SLOTS; i++) {
        const hc_item *it = &g->puzzle.at[i];
        know[i] = it->kind != HC_CELL ? HC_K_NONE
                  : g->covered[i]     ? HC_K_UNKNOWN
                                      : (signed char)it->colour;
    }
}

hc_hint hc_hint_for(const hc_puzzle *p, const signed char *know, const hc_stop *stop)
{
    hc_hint h = { .found = false, .slot = -1, .clues = { -1, -1, -1 } };
    hc_step st;
    h.found = hc_solve_step_stoppable(p, know, &st, stop);
    snprintf(h.text, sizeof h.text, "%s", st.text);
    if (h.found) {
        h.slot = st.slot;
        h.colour = st.colour;
        memcpy(h.clues, st.clues, sizeof h.clues);
    }
    return h;
}

void hc_game_offer_hint(hc_game *g, const signed char *know, const hc_hint *h)
{
    memcpy(g->offered_know, know, sizeof g->offered_know);
    g->offered = *h;
    g->has_offer = true;
    if (g->hint_unworked && h->found &&
        memcmp(know, g->unworked_know, sizeof g->unworked_know) == 0) {
        g->last_hint = *h;
        g->hint_unworked = false;
    }
}

static bool offered_for(const hc_game *g, const signed char *know)
{
    return g->has_offer && memcmp(know, g->offered_know, sizeof g->offered_know) == 0;
}

static hc_hint none_when_won(void)
{
    hc_hint h = { .found = false, .slot = -1, .clues = { -1, -1, -1 } };
    snprintf(h.text, sizeof h.text, "The puzzle is solved.");
    return h;
}

hc_hint hc_game_hint(hc_game *g)
{
    if (g->status == HC_WON)
        return none_when_won();
    signed char know[HC_SLOTS];
    hc_game_know(g, know);
    hc_hint h = offered_for(g, know) ? g->offered : hc_hint_for(&g->puzzle, know, NULL);
    if (!h.found)
        return h;
    g->assisted = true;
    g->last_hint = h;
    g->hint_unworked = false;
    return h;
}

bool hc_game_note_hint(hc_game *g, char *why, size_t len)
{
    signed char know[HC_SLOTS];
    hc_game_know(g, know);
    if (g->status == HC_WON || offered_for(g, know)) {
        hc_hint h = hc_game_hint(g);
        if (!h.found && len > 0)
            snprintf(why, len, "%s", h.text);
        return h.found;
    }
    g->assisted = true;
    g->last_hint = (hc_hint){ .found = true, .slot = -1, .clues = { -1, -1, -1 } };
    g->hint_unworked = true;
    memcpy(g->unworked_know, know, sizeof know);
    return true;
}

bool hc_game_hint_unworked(const hc_game *g, signed char *know)
{
    if (g->hint_unworked && know)
        memcpy(know, g->unworked_know, sizeof g->unworked_know);
    return g->hint_unworked;
}

const hc_hint *hc_game_last_hint(const hc_game *g)
{
    return &g->last_hint;
}
