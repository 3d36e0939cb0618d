/* hexmines game state: reveal with iterative flood fill, flags, chords,
 * win and loss, the clock, and undo through a log of changed cells. */
#include <stdlib.h>
#include <string.h>

#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_gen.h"
#include "games/hexmines/hexmines_solve.h"
#include "util/grow.h"

enum { CELL_OPEN = 1, CELL_FLAG = 2 };

typedef struct { int cell; unsigned char old; } cell_change;

/* What undo restores; cells come back from the change log. The move is
 * what redo would play again once it is taken back. */
typedef struct {
    hm_move move;
    size_t log_start;
    hm_status status;
    int exploded, flags, revealed;
} undo_entry;

struct hm_game {
    hm_params p;
    hm_board b;
    unsigned char *mines, *counts;   /* the layout, NULL until made */
    int first;
    unsigned char *cell;             /* CELL_* bits per index */
    int *stack;                      /* flood fill work list */
    hm_status status;
    int flags, revealed, safe_total, exploded;
    bool assisted;
    uint64_t acc_ms, since_ms;
    bool ticking, paused;
    undo_entry *hist;
    size_t nhist, caphist;
    /* Moves undo took back, the latest last: one history of the game's
     * moves, undo's and redo's, kept here and nowhere else. */
    hm_move *redo;
    size_t nredo, capredo;
    hm_hint hint;                    /* the last hint given */
    hm_clicks clicks;
    cell_change *log;
    size_t nlog, caplog;
};

hm_game *hm_game_new(const hm_params *p)
{
    hm_game *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->p = *p;
    if (!hm_board_init(&g->b, p->shape, p->width, p->height)) {
        free(g);
        return NULL;
    }
    size_t n = (size_t)g->b.ncells;
    g->cell = calloc(n, 1);
    g->stack = malloc(n * sizeof *g->stack);
    if (!g->cell || !g->stack) {
        hm_game_free(g);
        return NULL;
    }
    g->status = HM_READY;
    g->first = -1;
    g->exploded = -1;
    g->safe_total = g->b.nplay - p->mines;
    return g;
}

hm_game *hm_game_new_layout(const hm_params *p, const unsigned char *mines,
                            int first)
{
    hm_game *g = hm_game_new(p);
    if (!g)
        return NULL;
    size_t n = (size_t)g->b.ncells;
    g->mines = malloc(n);
    g->counts = malloc(n);
    if (!g->mines || !g->counts) {
        hm_game_free(g);
        return NULL;
    }
    int count = 0;
    for (size_t i = 0; i < n; i++) {
        g->mines[i] = g->b.on[i] && mines[i];
        count += g->mines[i];
    }
    hm_layout_counts(&g->b, g->mines, g->counts);
    g->p.mines = count;
    g->safe_total = g->b.nplay - count;
    g->first = first;
    return g;
}

void hm_game_free(hm_game *g)
{
    if (!g)
        return;
    hm_board_free(&g->b);
    free(g->mines);
    free(g->counts);
    free(g->cell);
    free(g->stack);
    free(g->hist);
    free(g->redo);
    free(g->log);
    free(g);
}

void hm_game_restart(hm_game *g)
{
    memset(g->cell, 0, (size_t)g->b.ncells);
    g->status = HM_READY;
    g->flags = g->revealed = 0;
    g->exploded = -1;
    /* A board played again is known: its result never ranks. */
    g->assisted = true;
    g->acc_ms = g->since_ms = 0;
    g->ticking = false;
    g->nhist = g->nlog = g->nredo = 0;
    memset(&g->clicks, 0, sizeof g->clicks);
}

const hm_params *hm_game_params(const hm_game *g) { return &g->p; }
const hm_board *hm_game_board(const hm_game *g) { return &g->b; }
hm_status hm_game_status(const hm_game *g) { return g->status; }
int hm_game_mines_left(const hm_game *g) { return g->p.mines - g->flags; }
int hm_game_flags(const hm_game *g) { return g->flags; }
bool hm_game_assisted(const hm_game *g) { return g->assisted; }
void hm_game_mark_assisted(hm_game *g) { g->assisted = true; }
int hm_game_exploded(const hm_game *g) { return g->exploded; }
int hm_game_first_cell(const hm_game *g) { return g->first; }
const unsigned char *hm_game_mines(const hm_game *g) { return g->mines; }
const unsigned char *hm_game_counts(const hm_game *g) { return g->counts; }

static int index_of(const hm_game *g, int row, int col)
{
    return hm_board_on(&g->b, row, col) ? row * g->b.width + col : -1;
}

static int adjacent_flags(const hm_game *g, int i)
{
    const int32_t *nb = &g->b.nbr[(size_t)i * 6];
    int n = 0;
    for (int d = 0; d < 6; d++)
        n += nb[d] >= 0 && (g->cell[nb[d]] & CELL_FLAG);
    return n;
}

bool hm_game_number_warns(const hm_game *g, int row, int col)
{
    int i = index_of(g, row, col);
    if (i < 0 || !g->mines || !(g->cell[i] & CELL_OPEN) || g->mines[i])
        return false;
    return adjacent_flags(g, i) > g->counts[i];
}

hm_show hm_game_cell(const hm_game *g, int row, int col)
{
    hm_show s = { HM_SHOW_OFF, 0, false };
    int i = index_of(g, row, col);
    if (i < 0)
        return s;
    unsigned char c = g->cell[i];
    bool mine = g->mines && g->mines[i];
    if ((c & CELL_OPEN) && !mine) {
        s.kind = HM_SHOW_NUMBER;
        s.number = g->counts[i];
        s.warn = adjacent_flags(g, i) > s.number;
    } else if (g->status == HM_LOST && i == g->exploded) {
        s.kind = HM_SHOW_EXPLODED;
    } else if (g->status == HM_LOST && mine && !(c & CELL_FLAG)) {
        s.kind = HM_SHOW_MINE;
    } else if (g->status == HM_LOST && !mine && (c & CELL_FLAG)) {
        s.kind = HM_SHOW_WRONG_FLAG;
    } else {
        s.kind = (c & CELL_FLAG) ? HM_SHOW_FLAG : HM_SHOW_HIDDEN;
    }
    return s;
}

/* ------------------------------------------------------------- the clock */

static uint64_t since(uint64_t from, uint64_t now)
{
    return now > from ? now - from : 0;
}

static void clock_start(hm_game *g, uint64_t now)
{
    g->acc_ms = 0;
    g->since_ms = now;
    g->ticking = !g->paused;
}

static void clock_stop(hm_game *g, uint64_t now)
{
    if (g->ticking)
        g->acc_ms += since(g->since_ms, now);
    g->ticking = false;
}

uint64_t hm_game_elapsed_ms(const hm_game *g, uint64_t now_ms)
{
    return g->acc_ms + (g->ticking ? since(g->since_ms, now_ms) : 0);
}

void hm_game_pause(hm_game *g, uint64_t now_ms)
{
    if (g->paused)
        return;
    clock_stop(g, now_ms);
    g->paused = true;
}

void hm_game_resume(hm_game *g, uint64_t now_ms)
{
    if (!g->paused)
        return;
    g->paused = false;
    if (g->status == HM_PLAYING) {
        g->since_ms = now_ms;
        g->ticking = true;
    }
}

bool hm_game_paused(const hm_game *g) { return g->paused; }
bool hm_game_clock_running(const hm_game *g) { return g->ticking; }

/* ---------------------------------------------------------- cell changes */

static bool set_cell(hm_game *g, int i, unsigned char v)
{
    if (!grow_for_one(&g->log, &g->caplog, g->nlog, sizeof *g->log, 256))
        return false;
    g->log[g->nlog++] = (cell_change){ i, g->cell[i] };
    g->cell[i] = v;
    return true;
}

static bool begin_move(hm_game *g)
{
    if (!grow_for_one(&g->hist, &g->caphist, g->nhist, sizeof *g->hist, 64))
        return false;
    g->hist[g->nhist++] = (undo_entry){ { HM_MOVE_OPEN, -1, -1 }, g->nlog, g->status,
                                        g->exploded, g->flags, g->revealed };
    return true;
}

/* Reveals safe cell i and floods zeros with an explicit stack. */
static bool reveal(hm_game *g, int i)
{
    if (g->cell[i] & (CELL_OPEN | CELL_FLAG))
        return true;
    int top = 0;
    if (!set_cell(g, i, g->cell[i] | CELL_OPEN))
        return false;
    g->revealed++;
    g->stack[top++] = i;
    while (top > 0) {
        int x = g->stack[--top];
        if (g->counts[x] != 0)
            continue;
        const int32_t *nb = &g->b.nbr[(size_t)x * 6];
        for (int d = 0; d < 6; d++) {
            int y = nb[d];
            if (y < 0 || (g->cell[y] & (CELL_OPEN | CELL_FLAG)))
                continue;
            if (!set_cell(g, y, g->cell[y] | CELL_OPEN))
                return false;
            g->revealed++;
            g->stack[top++] = y;
        }
    }
    return true;
}

static bool lose(hm_game *g, int i, uint64_t now)
{
    g->status = HM_LOST;
    g->exploded = i;
    clock_stop(g, now);
    return set_cell(g, i, g->cell[i] | CELL_OPEN);
}

static bool check_win(hm_game *g, uint64_t now)
{
    if (g->status != HM_PLAYING || g->revealed != g->safe_total)
        return true;
    g->status = HM_WON;
    clock_stop(g, now);
    for (int i = 0; i < g->b.ncells; i++)
        if (g->b.on[i] && g->mines[i] && !(g->cell[i] & CELL_FLAG)) {
            if (!set_cell(g, i, g->cell[i] | CELL_FLAG))
                return false;
            g->flags++;
        }
    return true;
}

static bool make_layout(hm_game *g, int first, hm_apply_result *res)
{
    size_t n = (size_t)g->b.ncells;
    g->mines = malloc(n);
    g->counts = malloc(n);
    if (!g->mines || !g->counts) {
        *res = HM_APPLY_NOMEM;
    } else {
        hm_gen_result r = hm_generate(&g->p, &g->b, first, g->mines, NULL);
        if (r == HM_GEN_OK) {
            hm_layout_counts(&g->b, g->mines, g->counts);
            g->first = first;
            return true;
        }
        *res = r == HM_GEN_NOMEM ? HM_APPLY_NOMEM : HM_APPLY_GENFAIL;
    }
    free(g->mines);
    free(g->counts);
    g->mines = g->counts = NULL;
    return false;
}

static hm_apply_result open_cell(hm_game *g, int i, uint64_t now)
{
    if (g->cell[i] & (CELL_OPEN | CELL_FLAG))
        return HM_APPLY_NOOP;
    hm_apply_result res = HM_APPLY_OK;
    if (!g->mines && !make_layout(g, i, &res))
        return res;
    if (!begin_move(g))
        return HM_APPLY_NOMEM;
    if (g->status == HM_READY) {
        g->status = HM_PLAYING;
        clock_start(g, now);
    }
    bool ok = g->mines[i] ? lose(g, i, now) : reveal(g, i) && check_win(g, now);
    return ok ? HM_APPLY_OK : HM_APPLY_NOMEM;
}

static hm_apply_result flag_cell(hm_game *g, int i)
{
    if (g->cell[i] & CELL_OPEN)
        return HM_APPLY_NOOP;
    if (!begin_move(g) || !set_cell(g, i, g->cell[i] ^ CELL_FLAG))
        return HM_APPLY_NOMEM;
    g->flags += (g->cell[i] & CELL_FLAG) ? 1 : -1;
    return HM_APPLY_OK;
}

static hm_apply_result chord_cell(hm_game *g, int i, uint64_t now)
{
    if (!(g->cell[i] & CELL_OPEN) || adjacent_flags(g, i) != g->counts[i])
        return HM_APPLY_NOOP;
    const int32_t *nb = &g->b.nbr[(size_t)i * 6];
    int hidden = 0;
    for (int d = 0; d < 6; d++)
        hidden += nb[d] >= 0 && !(g->cell[nb[d]] & (CELL_OPEN | CELL_FLAG));
    if (hidden == 0)
        return HM_APPLY_NOOP;
    if (!begin_move(g))
        return HM_APPLY_NOMEM;
    int boom = -1;
    for (int d = 0; d < 6; d++) {
        int y = nb[d];
        if (y < 0 || (g->cell[y] & (CELL_OPEN | CELL_FLAG)))
            continue;
        if (g->mines[y]) {
            if (boom < 0)
                boom = y;
        } else if (!reveal(g, y)) {
            return HM_APPLY_NOMEM;
        }
    }
    bool ok = boom >= 0 ? lose(g, boom, now) : check_win(g, now);
    return ok ? HM_APPLY_OK : HM_APPLY_NOMEM;
}

static hm_apply_result apply_move(hm_game *g, hm_move m, uint64_t now_ms)
{
    int i = index_of(g, m.row, m.col);
    if (i < 0 || g->status == HM_WON || g->status == HM_LOST)
        return HM_APPLY_NOOP;
    switch (m.kind) {
    case HM_MOVE_OPEN:
        return open_cell(g, i, now_ms);
    case HM_MOVE_FLAG:
        return flag_cell(g, i);
    case HM_MOVE_CHORD:
        return g->status == HM_PLAYING ? chord_cell(g, i, now_ms)
                                       : HM_APPLY_NOOP;
    }
    return HM_APPLY_NOOP;
}

hm_clicks hm_game_clicks(const hm_game *g) { return g->clicks; }

int hm_clicks_wasted(const hm_clicks *c)
{
    return c->wasted_reveal + c->wasted_flag + c->wasted_chord;
}

int hm_clicks_total(const hm_clicks *c)
{
    return c->reveal + c->flag + c->unflag + c->chord + hm_clicks_wasted(c);
}

/* A click is tallied by what it did: the cell's flag before tells a flag
 * from an unflag. */
static void tally(hm_game *g, hm_move m, bool was_flagged, hm_apply_result r)
{
    hm_clicks *c = &g->clicks;
    bool useful = r == HM_APPLY_OK;
    switch (m.kind) {
    case HM_MOVE_OPEN: useful ? c->reveal++ : c->wasted_reveal++; break;
    case HM_MOVE_FLAG:
        if (!useful)
            c->wasted_flag++;
        else if (was_flagged)
            c->unflag++;
        else
            c->flag++;
        break;
    case HM_MOVE_CHORD: useful ? c->chord++ : c->wasted_chord++; break;
    }
}

static bool same_move(hm_move a, hm_move b)
{
    return a.kind == b.kind && a.row == b.row && a.col == b.col;
}

/* A move played again as redo would play it is that redo; any other
 * starts a new line of play, and redo has nothing left. */
hm_apply_result hm_game_apply(hm_game *g, hm_move m, uint64_t now_ms)
{
    size_t before = g->nhist;
    int i = index_of(g, m.row, m.col);
    bool clicks = i >= 0 && (g->status == HM_READY || g->status == HM_PLAYING);
    bool was_flagged = i >= 0 && (g->cell[i] & CELL_FLAG);
    hm_apply_result r = apply_move(g, m, now_ms);
    if (clicks && (r == HM_APPLY_OK || r == HM_APPLY_NOOP))
        tally(g, m, was_flagged, r);
    if (g->nhist > before)
        g->hist[g->nhist - 1].move = m;
    if (r != HM_APPLY_OK || g->nhist <= before)
        return r;
    if (g->nredo > 0 && same_move(g->redo[g->nredo - 1], m))
        g->nredo--;
    else
        g->nredo = 0;
    return r;
}

bool hm_game_redo_move(const hm_game *g, hm_move *m)
{
    if (g->nredo == 0)
        return false;
    *m = g->redo[g->nredo - 1];
    return true;
}

const hm_hint *hm_game_last_hint(const hm_game *g) { return &g->hint; }

void hm_game_keep_hint(hm_game *g, const hm_hint *h) { g->hint = *h; }

hm_apply_result hm_game_apply_text(hm_game *g, const char *move,
                                   uint64_t now_ms)
{
    hm_move m;
    return hm_move_parse(move, &m) ? hm_game_apply(g, m, now_ms)
                                   : HM_APPLY_NOOP;
}

bool hm_game_can_undo(const hm_game *g) { return g->nhist > 0; }

bool hm_game_undo(hm_game *g, uint64_t now_ms)
{
    if (g->nhist == 0)
        return false;
    undo_entry e = g->hist[--g->nhist];
    /* Out of memory for redo: what it held is forgotten, undo still works. */
    if (grow_for_one(&g->redo, &g->capredo, g->nredo, sizeof *g->redo, 64))
        g->redo[g->nredo++] = e.move;
    else
        g->nredo = 0;
    while (g->nlog > e.log_start) {
        cell_change c = g->log[--g->nlog];
        g->cell[c.cell] = c.old;
    }
    hm_status was = g->status;
    g->status = e.status;
    g->exploded = e.exploded;
    g->flags = e.flags;
    g->revealed = e.revealed;
    if (was == HM_LOST)
        g->assisted = true;
    if (e.status == HM_READY) {
        g->acc_ms = 0;
        g->ticking = false;
    } else if (e.status == HM_PLAYING && (was == HM_LOST || was == HM_WON)
               && !g->paused) {
        g->since_ms = now_ms;
        g->ticking = true;
    }
    return true;
}

/* The cells as they were before the last move: its changes are the log's
 * tail, each entry holding the value it replaced; walked back from the
 * newest, the oldest value is the last one written. */
bool hm_game_before_loss(const hm_game *g, signed char *know,
                         unsigned char *flagged, hm_move *fatal)
{
    if (g->status != HM_LOST || g->nhist == 0)
        return false;
    for (int i = 0; i < g->b.ncells; i++)
        know[i] = (signed char)g->cell[i];
    for (size_t k = g->nlog; k-- > g->hist[g->nhist - 1].log_start;)
        know[g->log[k].cell] = (signed char)g->log[k].old;
    for (int i = 0; i < g->b.ncells; i++) {
        unsigned char c = (unsigned char)know[i];
        if (flagged)
            flagged[i] = (c & CELL_FLAG) != 0;
        know[i] = !g->b.on[i] ? HM_K_OFF
                  : (c & CELL_OPEN) ? (signed char)g->counts[i] : HM_K_UNKNOWN;
    }
    *fatal = g->hist[g->nhist - 1].move;
    return true;
}
