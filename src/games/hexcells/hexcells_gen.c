/* hexcells generator (games/hexcells/hexcells_gen.h): a shape, a colouring, every
 * cell revealed with its clue (black cells their number, a share of them
 * as {n} / -n-; a few blue cells their flower; line clues at the edge);
 * then, in a random order, each revealed cell is covered, each line clue
 * and flower taken away and, up to a small quota, a black cell's number
 * turned to '?', whenever the puzzle stays solvable at the preset's
 * difficulty. What is left cannot lose one more of those, and the solver
 * has proved the whole of it. */
#include "games/hexcells/hexcells_gen.h"

#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "games/hexcells/hexcells_file.h"

typedef struct {
    int cols, rows;      /* the board's cells lie in rows 1..rows-1 */
    int blue_percent;
} size_spec;

static const size_spec sizes[] = {
    [HC_SMALL] = { 7, 7, 45 },
    [HC_MEDIUM] = { 10, 9, 45 },
    [HC_LARGE] = { 13, 11, 45 },
};

/* Fresh colourings tried for a hard puzzle that needs a case split. */
enum { GEN_ATTEMPTS = 8 };

/* The share of black cells' numbers shown as {n} or -n- (of those with
 * two blues or more) and of line clues shaped; of blue cells showing their
 * flower; one black cell in QUESTION_SHARE at most may become '?'. */
enum { SHAPE_PERCENT = 45, FLOWER_PERCENT = 20, QUESTION_SHARE = 10 };

/* Search budgets while taking clues away: a clue whose absence only a long
 * search could make up for stays. */
enum { GEN_BUDGET = 500, GEN_BUDGET_TOTAL = 5000 };

static int count_reachable(const hc_puzzle *p, int from)
{
    unsigned char seen[HC_SLOTS];
    int queue[HC_SLOTS], head = 0, tail = 0;
    memset(seen, 0, sizeof seen);
    seen[from] = 1;
    queue[tail++] = from;
    while (head < tail) {
        int s = queue[head++];
        for (int d = 0; d < 6; d++) {
            int t = hc_neighbour(p, s, d);
            if (t >= 0 && !seen[t] && p->at[t].kind == HC_CELL) {
                seen[t] = 1;
                queue[tail++] = t;
            }
        }
    }
    return tail;
}

/* A rounded blob of cells with ragged edges and a few holes, in one
 * piece. */
static void make_shape(hc_puzzle *p, const size_spec *sz, rng *g)
{
    hc_puzzle_init(p, sz->cols, sz->rows);
    /* The ellipse in integers (tenths of half-hexes), so that every
     * machine draws the same one: centre column (cols-1)/2, centre height
     * rows/2 in rows (odd columns half a row lower), radii cols/2 + 0.3
     * and (rows-1)/2 + 0.3. */
    long long ra = 10LL * sz->cols + 6, rb = 10LL * (sz->rows - 1) + 6;
    for (int c = 0; c < sz->cols; c++)
        for (int r = 1; r < sz->rows; r++) {
            long long a = 10LL * (2 * c - (sz->cols - 1));
            long long b = 10LL * (2 * r + (c & 1) - sz->rows);
            long long d = a * a * rb * rb + b * b * ra * ra, one = ra * ra * rb * rb;
            /* Inside the ellipse, the edge frayed at random. */
            if (d > one || (100 * d > 55 * one && rng_below(g, 100) < 35))
                continue;
            p->at[hc_index(c, r)].kind = HC_CELL;
        }
    /* Holes: drop cells while the board stays in one piece. */
    int cells[HC_SLOTS], n = 0;
    for (int i = 0; i < HC_SLOTS; i++)
        if (p->at[i].kind == HC_CELL)
            cells[n++] = i;
    rng_shuffle(g, cells, (size_t)n, sizeof cells[0]);
    int total = n, holes = n / 10;
    for (int i = 0; i < n && holes > 0; i++) {
        int s = cells[i];
        p->at[s].kind = HC_EMPTY;
        int from = cells[(i + 1) % n];
        if (p->at[from].kind != HC_CELL || count_reachable(p, from) != total - 1) {
            p->at[s].kind = HC_CELL;
            continue;
        }
        total--;
        holes--;
    }
}

static const int ray_back[3] = { 3 /* NW: back from down-right */, 2 /* N */, 1 /* NE */ };

/* A line clue before the first cell of every line that has room for it. */
static void add_lines(hc_puzzle *p)
{
    unsigned char used[3][HC_SLOTS];
    memset(used, 0, sizeof used);
    static const int ray[3] = { 0 /* SE */, 5 /* S */, 4 /* SW */ };
    for (int s = 0; s < HC_SLOTS; s++) {
        if (p->at[s].kind != HC_CELL)
            continue;
        for (int d = 0; d < 3; d++) {
            /* Walk back to the line's first slot within the grid; the clue
             * goes just before its first cell, on an empty slot. */
            int first = s;
            for (int t = hc_neighbour(p, s, ray_back[d]); t >= 0; t = hc_neighbour(p, t, ray_back[d]))
                if (p->at[t].kind == HC_CELL)
                    first = t;
            if (used[d][first])
                continue;
            used[d][first] = 1;
            int at = hc_neighbour(p, first, ray_back[d]);
            if (at < 0 || p->at[at].kind != HC_EMPTY)
                continue;
            p->at[at].kind = HC_LINE;
            p->at[at].dir = (unsigned char)d;
            p->at[at].show = HC_SHOW_SHAPE;
            (void)ray;
        }
    }
}

/* What may be taken away from a puzzle. */
typedef enum {
    TAKE_REVEAL,      /* cover a revealed cell */
    TAKE_NUMBER,      /* a black cell's number becomes '?' */
    TAKE_FLOWER,      /* a blue cell's number goes */
    TAKE_LINE         /* a line clue goes */
} take_kind;

typedef struct {
    int slot;
    take_kind kind;
} take;

static bool solvable(const hc_puzzle *p, hc_step_kind max, hc_gen_stats *st)
{
    st->solves++;
    return hc_solve_budget(p, max, GEN_BUDGET, GEN_BUDGET_TOTAL, NULL, 0).solved;
}

/* Every cell coloured and revealed, with its clue: black cells their
 * number, as {n} / -n- on about SHAPE_PERCENT of those with two blues or
 * more; a few blue cells their flower; a line clue before every line that
 * has room, some of them shaped. */
static void fill(const size_spec *sz, rng *g, hc_puzzle *p)
{
    make_shape(p, sz, g);
    for (int i = 0; i < HC_SLOTS; i++) {
        hc_item *it = &p->at[i];
        if (it->kind != HC_CELL)
            continue;
        it->colour = rng_below(g, 100) < (uint32_t)sz->blue_percent ? HC_BLUE : HC_BLACK;
        it->revealed = 1;
    }
    for (int i = 0; i < HC_SLOTS; i++) {
        hc_item *it = &p->at[i];
        if (it->kind != HC_CELL)
            continue;
        if (it->colour == HC_BLUE) {
            it->show = rng_below(g, 100) < FLOWER_PERCENT ? HC_SHOW_COUNT : HC_SHOW_NONE;
            continue;
        }
        it->show = HC_SHOW_COUNT;
        if (hc_clue_of(p, i).value >= 2 && rng_below(g, 100) < SHAPE_PERCENT)
            it->show = HC_SHOW_SHAPE;
    }
    add_lines(p);
    for (int i = 0; i < HC_SLOTS; i++)
        if (p->at[i].kind == HC_LINE && rng_below(g, 100) >= SHAPE_PERCENT)
            p->at[i].show = HC_SHOW_COUNT;
}

/* Takes t away from p. */
static void take_away(hc_puzzle *p, take t)
{
    hc_item *it = &p->at[t.slot];
    switch (t.kind) {
    case TAKE_REVEAL: it->revealed = 0; break;
    case TAKE_NUMBER:
    case TAKE_FLOWER: it->show = HC_SHOW_NONE; break;
    case TAKE_LINE: *it = (hc_item){ HC_EMPTY, 0, 0, 0, 0 }; break;
    }
}

static void attempt(const hc_params *params, const size_spec *sz, rng *g, hc_puzzle *p,
                    hc_gen_stats *st)
{
    fill(sz, g, p);
    take todo[2 * HC_SLOTS];
    int n = 0, blacks = 0;
    for (int i = 0; i < HC_SLOTS; i++) {
        const hc_item *it = &p->at[i];
        if (it->kind == HC_LINE)
            todo[n++] = (take){ i, TAKE_LINE };
        if (it->kind != HC_CELL)
            continue;
        todo[n++] = (take){ i, TAKE_REVEAL };
        if (it->colour == HC_BLACK) {
            blacks++;
            todo[n++] = (take){ i, TAKE_NUMBER };
        } else if (it->show != HC_SHOW_NONE) {
            todo[n++] = (take){ i, TAKE_FLOWER };
        }
    }
    rng_shuffle(g, todo, (size_t)n, sizeof todo[0]);
    /* '?' is a seasoning in Hexcells: most black cells keep their number. */
    int questions = blacks / QUESTION_SHARE + 1;
    hc_step_kind max = params->difficulty == HC_HARD ? HC_STEP_SPLIT : HC_STEP_SHAPE;
    for (int i = 0; i < n; i++) {
        if (todo[i].kind == TAKE_NUMBER && questions == 0)
            continue;
        hc_item was = p->at[todo[i].slot];
        take_away(p, todo[i]);
        if (!solvable(p, max, st))
            p->at[todo[i].slot] = was;
        else if (todo[i].kind == TAKE_NUMBER)
            questions--;
    }
}

bool hc_generate(const hc_params *params, hc_puzzle *out, hc_gen_stats *stats)
{
    hc_gen_stats local;
    hc_gen_stats *st = stats ? stats : &local;
    memset(st, 0, sizeof *st);
    const size_spec *sz = &sizes[params->size > HC_LARGE ? HC_LARGE : params->size];
    rng g;
    rng_seed(&g, params->seed, 0x6865786365ull + (uint64_t)params->size * 2 + params->difficulty);
    hc_puzzle best;
    bool have = false;
    hc_step_kind max = params->difficulty == HC_HARD ? HC_STEP_SPLIT : HC_STEP_SHAPE;
    for (int a = 0; a < GEN_ATTEMPTS; a++) {
        st->attempts++;
        attempt(params, sz, &g, out, st);
        hc_report r = hc_solve_budget(out, max, GEN_BUDGET, GEN_BUDGET_TOTAL, NULL, 0);
        st->solves++;
        if (!r.solved)
            continue;   /* cannot happen: every reduction kept it solved */
        if (!have || params->difficulty == HC_EASY || r.rating == HC_HARD) {
            best = *out;
            have = true;
            st->report = r;
        }
        if (params->difficulty == HC_EASY || r.rating == HC_HARD)
            break;
    }
    if (!have)
        return false;
    *out = best;
    snprintf(out->title, sizeof out->title, "hexcells %s #%llu", hc_preset_name(params),
             (unsigned long long)params->seed);
    snprintf(out->author, sizeof out->author, "hexpuzzle");
    /* The grid as a file of it reads back: cut to its items' bounds, so
     * export and import give this very puzzle. */
    char text[HC_EXPORT_MAX], err[HC_MSG_MAX];
    size_t n = hc_export(out, text, sizeof text);
    return hc_parse(text, n, out, err, sizeof err);
}
