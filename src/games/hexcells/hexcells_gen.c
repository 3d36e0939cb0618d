/* hexcells generator (games/hexcells/hexcells_gen.h): a board of one of
 * several kinds (games/hexcells/hexcells_shape.h), a colouring, every
 * cell revealed with its clue (black cells their number, a share of them
 * as {n} / -n-; a share of blue cells their flower; line clues at the
 * edge); then, in a random order, each revealed cell is covered, each line
 * clue and flower taken away and a black cell's number turned to '?',
 * whenever the puzzle stays solvable at the preset's difficulty, while the
 * puzzle keeps its version's mix of clues (the floors and quota below).
 * What is left cannot lose one more of those without leaving the mix or
 * the logic, and the solver has proved the whole of it. */
#include "games/hexcells/hexcells_gen.h"

#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "games/hexcells/hexcells_file.h"

typedef struct {
    int cols, rows;      /* the grid; the board's cells lie in rows 1..rows-1 */
    int cells;           /* about how many cells a grown board has */
    int blue_percent;
} size_spec;

static const size_spec sizes[] = {
    [HC_SMALL] = { 7, 7, 28, 45 },
    [HC_MEDIUM] = { 10, 9, 53, 45 },
    [HC_LARGE] = { 13, 11, 82, 45 },
};

/* Fresh colourings tried for a hard puzzle that needs a case split. */
enum { GEN_ATTEMPTS = 8 };

/* What a generator version makes: its boards and its mix of clues. Taking
 * clues away stops at the mix: at most question_percent of the black cells
 * become '?' (and one more), and flowers and lines stay at one in
 * flower_share blue cells and one in line_share cells at least (0: no
 * floor). Numbers start shaped on shape_percent of those with two blues or
 * more (fewer than two cannot be apart), lines on line_shape_percent, and
 * flowers on flower_start_percent of the blue cells, so that enough are
 * left to take from; of the lines with room for a clue, line_start_percent
 * of the share get one (0: every one), since a board with few numbers
 * keeps every line it is offered. */
typedef struct {
    bool varied_boards;        /* else every board the ellipse */
    int question_percent, flower_share, line_share;
    int shape_percent, line_shape_percent, flower_start_percent, line_start_percent;
} gen_mix;

static const gen_mix mixes[] = {
    /* The first: '?' a seasoning, flowers and lines as they fell. */
    [1] = { false, 10, 0, 0, 45, 45, 20, 0 },
    /* The community's (hc_mix's enum): '?' on at most 45% of the black
     * cells, 1000 / 22 rounded down. */
    [2] = { true, 1000 / HC_MIX_BLACKS_PER_QUESTION_X10, HC_MIX_BLUES_PER_FLOWER,
            HC_MIX_CELLS_PER_LINE, 85, 45, 40, 130 },
};
enum { GEN_VERSIONS = sizeof mixes / sizeof mixes[0] };
_Static_assert(GEN_VERSIONS == HC_GEN_VERSION + 1, "a mix for every generator version");

/* Search budgets while taking clues away: a clue whose absence only a long
 * search could make up for stays. */
enum { GEN_BUDGET = 500, GEN_BUDGET_TOTAL = 5000 };

static const int ray_back[3] = { 3 /* NW: back from down-right */, 2 /* N */, 1 /* NE */ };

/* A line clue before the first cell of lines that have room for it, up
 * to at most cap of them, picked at random. */
static void add_lines(hc_puzzle *p, int cap, rng *g)
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
    int lines[HC_SLOTS], n = 0;
    if (cap >= HC_SLOTS)
        return;
    for (int s = 0; s < HC_SLOTS; s++)
        if (p->at[s].kind == HC_LINE)
            lines[n++] = s;
    rng_shuffle(g, lines, (size_t)n, sizeof lines[0]);
    for (int i = cap; i < n; i++)
        p->at[lines[i]] = (hc_item){ HC_EMPTY, 0, 0, 0, 0 };
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

/* Every cell of a board coloured and revealed, with its clue: black
 * cells their number, shaped on a share of those with two blues or more; a
 * share of the blue cells their flower; a line clue before lines that have
 * room, some of them shaped. */
static void fill(const gen_mix *mix, const size_spec *sz, rng *g, hc_puzzle *p,
                 hc_gen_stats *st)
{
    hc_shape_kind kind = mix->varied_boards ? (hc_shape_kind)rng_below(g, HC_SHAPE_KINDS)
                                            : HC_SHAPE_BLOB;
    st->shape = hc_shape_make(p, kind, sz->cols, sz->rows, sz->cells, g);
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
            it->show = rng_below(g, 100) < (uint32_t)mix->flower_start_percent ? HC_SHOW_COUNT : HC_SHOW_NONE;
            continue;
        }
        it->show = HC_SHOW_COUNT;
        if (hc_clue_of(p, i).value >= 2 && rng_below(g, 100) < (uint32_t)mix->shape_percent)
            it->show = HC_SHOW_SHAPE;
    }
    add_lines(p, mix->line_start_percent ? hc_puzzle_cells(p) * mix->line_start_percent /
                                               (100 * mix->line_share) + 1
                                         : HC_SLOTS,
              g);
    for (int i = 0; i < HC_SLOTS; i++)
        if (p->at[i].kind == HC_LINE && rng_below(g, 100) >= (uint32_t)mix->line_shape_percent)
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
    const gen_mix *mix = &mixes[params->gen];
    fill(mix, sz, g, p, st);
    take todo[2 * HC_SLOTS];
    int n = 0, cells = 0, blacks = 0, blues = 0, flowers = 0, lines = 0;
    for (int i = 0; i < HC_SLOTS; i++) {
        const hc_item *it = &p->at[i];
        if (it->kind == HC_LINE) {
            lines++;
            todo[n++] = (take){ i, TAKE_LINE };
        }
        if (it->kind != HC_CELL)
            continue;
        cells++;
        todo[n++] = (take){ i, TAKE_REVEAL };
        if (it->colour == HC_BLACK) {
            blacks++;
            todo[n++] = (take){ i, TAKE_NUMBER };
        } else {
            blues++;
            if (it->show != HC_SHOW_NONE) {
                flowers++;
                todo[n++] = (take){ i, TAKE_FLOWER };
            }
        }
    }
    rng_shuffle(g, todo, (size_t)n, sizeof todo[0]);
    int questions = blacks * mix->question_percent / 100 + 1;
    int flower_floor = mix->flower_share ? (blues + mix->flower_share / 2) / mix->flower_share : 0;
    int line_floor = mix->line_share ? (cells + mix->line_share / 2) / mix->line_share : 0;
    hc_step_kind max = params->difficulty == HC_HARD ? HC_STEP_SPLIT : HC_STEP_SHAPE;
    for (int i = 0; i < n; i++) {
        take_kind kind = todo[i].kind;
        if ((kind == TAKE_NUMBER && questions == 0) ||
            (kind == TAKE_FLOWER && flowers <= flower_floor) ||
            (kind == TAKE_LINE && lines <= line_floor))
            continue;
        hc_item was = p->at[todo[i].slot];
        take_away(p, todo[i]);
        if (!solvable(p, max, st)) {
            p->at[todo[i].slot] = was;
            continue;
        }
        questions -= kind == TAKE_NUMBER;
        flowers -= kind == TAKE_FLOWER;
        lines -= kind == TAKE_LINE;
    }
}

void hc_mix_add(const hc_puzzle *p, hc_mix *m)
{
    for (int i = 0; i < HC_SLOTS; i++) {
        const hc_item *it = &p->at[i];
        m->lines += it->kind == HC_LINE;
        if (it->kind != HC_CELL)
            continue;
        m->cells++;
        if (it->colour == HC_BLUE) {
            m->blues++;
            m->flowers += it->show != HC_SHOW_NONE;
            continue;
        }
        m->blacks++;
        m->questions += it->show == HC_SHOW_NONE;
        m->numbers += it->show != HC_SHOW_NONE;
        m->shaped += it->show == HC_SHOW_SHAPE;
    }
}

bool hc_generate(const hc_params *params, hc_puzzle *out, hc_gen_stats *stats)
{
    hc_gen_stats local;
    hc_gen_stats *st = stats ? stats : &local;
    memset(st, 0, sizeof *st);
    if (params->gen < 1 || params->gen >= GEN_VERSIONS)
        return false;
    const size_spec *sz = &sizes[params->size > HC_LARGE ? HC_LARGE : params->size];
    rng g;
    rng_seed(&g, params->seed, 0x6865786365ull + (uint64_t)params->size * 2 + params->difficulty);
    hc_puzzle best;
    hc_shape_kind best_shape = HC_SHAPE_BLOB;
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
            best_shape = st->shape;
        }
        if (params->difficulty == HC_EASY || r.rating == HC_HARD)
            break;
    }
    if (!have)
        return false;
    *out = best;
    st->shape = best_shape;
    snprintf(out->title, sizeof out->title, "hexcells %s #%llu", hc_preset_name(params),
             (unsigned long long)params->seed);
    snprintf(out->author, sizeof out->author, "hexpuzzle");
    /* The grid as a file of it reads back: cut to its items' bounds, so
     * export and import give this very puzzle. */
    char text[HC_EXPORT_MAX], err[HC_MSG_MAX];
    size_t n = hc_export(out, text, sizeof text);
    return hc_parse(text, n, out, err, sizeof err);
}
