/* Unit tests for the hexcells solver: each clue kind's deductions on
 * hand-made positions ({n} around a ring that wraps, -n- with two runs,
 * line clues in all three directions, the remaining count), and soundness
 * and completeness against brute force: on many small random puzzles every
 * step the solver takes is a cell that every colouring meeting the
 * revealed clues agrees on, and where it stops no cell is so agreed. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_gen.h"
#include "games/hexcells/hexcells_solve.h"
#include "games/hexcells/hexcells_search.h"
#include "hexcells_large.h"
#include "hexcells_testutil.h"

/* A revealed black cell showing its shape and its six neighbours, nothing
 * else: blue at the directions in known (revealed) and hidden (covered). */
static int flower_of_seven(hc_puzzle *p, unsigned known, unsigned hidden)
{
    hc_puzzle_init(p, 3, 3);
    int centre = put_cell(p, hc_index(1, 1), HC_BLACK, true, HC_SHOW_SHAPE);
    for (int d = 0; d < 6; d++)
        put_cell(p, hc_neighbour(p, centre, d), (known | hidden) >> d & 1 ? HC_BLUE : HC_BLACK,
                 known >> d & 1, HC_SHOW_NONE);
    return centre;
}

/* Solves p and returns the cells decided as a bitmask of the centre's
 * directions, per colour. */
static hc_report decided(const hc_puzzle *p, int centre, unsigned *black, unsigned *blue,
                         hc_step_kind *kind)
{
    hc_step steps[HC_SLOTS];
    hc_report r = hc_solve(p, HC_STEP_SPLIT, steps, HC_SLOTS);
    *black = *blue = 0;
    for (int i = 0; i < r.steps; i++)
        for (int d = 0; d < 6; d++)
            if (steps[i].slot == hc_neighbour(p, centre, d)) {
                *(steps[i].colour == HC_BLUE ? blue : black) |= 1u << d;
                *kind = steps[i].kind;
            }
    return r;
}

/* {2} with a known blue at direction 5: the other is at 4 or 0, around
 * the ring's wrap; 1, 2 and 3 are black. */
static void test_together_ring_decides_across_the_wrap(void **state)
{
    (void)state;
    hc_puzzle p;
    int centre = flower_of_seven(&p, 1u << 5, 1u << 0);
    unsigned black, blue;
    hc_step_kind kind = HC_STEP_SINGLE;
    hc_report r = decided(&p, centre, &black, &blue, &kind);
    assert_int_equal(black, (1u << 1) | (1u << 2) | (1u << 3));
    assert_int_equal(blue, 0);
    assert_int_equal(kind, HC_STEP_SHAPE);
    assert_false(r.solved);
    assert_int_equal(r.unknown_left, 2);

    signed char k[HC_SLOTS];
    start_knowledge(&p, k);
    hc_step st;
    assert_true(hc_solve_step(&p, k, &st));
    assert_int_equal(st.kind, HC_STEP_SHAPE);
    assert_int_equal(st.colour, HC_BLACK);
    assert_non_null(strstr(st.text, "the {2} at column 2, row 2 needs its blues together"));
}

/* -2- with a known blue at direction 5: the other is not beside it. */
static void test_apart_ring_keeps_the_neighbours_black(void **state)
{
    (void)state;
    hc_puzzle p;
    int centre = flower_of_seven(&p, 1u << 5, 1u << 2);
    unsigned black, blue;
    hc_step_kind kind = HC_STEP_SINGLE;
    decided(&p, centre, &black, &blue, &kind);
    assert_int_equal(black, (1u << 0) | (1u << 4));
    assert_int_equal(blue, 0);
    assert_int_equal(kind, HC_STEP_SHAPE);
}

/* -3- with blues known at 0 and 1: the third is apart from them, so not
 * at 5 or 2 — and the remaining count leaves only 3 or 4. */
static void test_apart_three_with_a_run_of_two(void **state)
{
    (void)state;
    hc_puzzle p;
    int centre = flower_of_seven(&p, (1u << 0) | (1u << 1), 1u << 3);
    unsigned black, blue;
    hc_step_kind kind = HC_STEP_SINGLE;
    decided(&p, centre, &black, &blue, &kind);
    assert_int_equal(black, (1u << 5) | (1u << 2));
    assert_int_equal(blue, 0);
}

/* A column of five cells under line clues from three directions. */
static void test_line_clues_decide_in_all_three_directions(void **state)
{
    (void)state;
    hc_puzzle p;
    hc_puzzle_init(&p, 5, 6);
    for (int r = 1; r < 6; r++)
        put_cell(&p, hc_index(2, r), HC_BLACK, false, HC_SHOW_NONE);
    /* Down: {3} over five cells, blues at rows 2..4: the middle is blue
     * whichever run it is. */
    for (int r = 2; r <= 4; r++)
        p.at[hc_index(2, r)].colour = HC_BLUE;
    put_line(&p, hc_index(2, 0), HC_DIR_DOWN, HC_SHOW_SHAPE);
    signed char k[HC_SLOTS];
    start_knowledge(&p, k);
    hc_step st;
    assert_true(hc_solve_step(&p, k, &st));
    assert_int_equal(st.slot, hc_index(2, 3));
    assert_int_equal(st.colour, HC_BLUE);
    assert_int_equal(st.kind, HC_STEP_SHAPE);
    assert_non_null(strstr(st.text, "the line {3} at column 3, row 1 (down) needs its blues in one run"));

    /* Down-right and down-left lines through single cells: a plain 1 and
     * a plain 0 decide their cell alone. */
    hc_puzzle q;
    hc_puzzle_init(&q, 5, 3);
    put_cell(&q, hc_index(1, 0), HC_BLUE, false, HC_SHOW_NONE);    /* odd column */
    put_cell(&q, hc_index(3, 0), HC_BLACK, false, HC_SHOW_NONE);
    put_cell(&q, hc_index(2, 2), HC_BLACK, true, HC_SHOW_NONE);
    put_line(&q, hc_index(0, 0), HC_DIR_DOWN_RIGHT, HC_SHOW_COUNT);
    put_line(&q, hc_index(4, 0), HC_DIR_DOWN_LEFT, HC_SHOW_COUNT);
    int m[HC_MEMBERS_MAX];
    assert_int_equal(hc_members(&q, hc_index(0, 0), m), 1);
    assert_int_equal(m[0], hc_index(1, 0));
    assert_int_equal(hc_members(&q, hc_index(4, 0), m), 1);
    assert_int_equal(m[0], hc_index(3, 0));
    hc_step steps[4];
    hc_report r = hc_solve(&q, HC_STEP_SINGLE, steps, 4);
    assert_true(r.solved);
    assert_int_equal(r.count[HC_STEP_SINGLE], 2);
    for (int i = 0; i < 2; i++)
        assert_int_equal(steps[i].colour, steps[i].slot == hc_index(1, 0) ? HC_BLUE : HC_BLACK);

    /* Down-left -2- along four cells with the first blue: the second is
     * black; the others stay open. */
    hc_puzzle z;
    hc_puzzle_init(&z, 5, 5);
    int line = put_line(&z, hc_index(4, 0), HC_DIR_DOWN_LEFT, HC_SHOW_SHAPE);
    int n = 0;
    for (int s = hc_neighbour(&z, line, 4); s >= 0; s = hc_neighbour(&z, s, 4))
        m[n++] = put_cell(&z, s, HC_BLACK, false, HC_SHOW_NONE);
    assert_int_equal(n, 4);
    z.at[m[0]].colour = HC_BLUE;
    z.at[m[0]].revealed = 1;
    z.at[m[3]].colour = HC_BLUE;
    r = hc_solve(&z, HC_STEP_SPLIT, steps, 4);
    assert_int_equal(r.steps, 1);
    assert_int_equal(steps[0].slot, m[1]);
    assert_int_equal(steps[0].colour, HC_BLACK);
}

/* A flower at the board's corner counts only the six cells there are
 * within two rings: 6 means all of them, and nothing further away. */
static void test_flower_at_the_edge_decides_its_cells(void **state)
{
    (void)state;
    hc_puzzle p;
    hc_puzzle_init(&p, 5, 5);
    for (int c = 0; c < 5; c++)
        for (int r = 0; r < 5; r++)
            put_cell(&p, hc_index(c, r), HC_BLACK, false, HC_SHOW_NONE);
    int corner = put_cell(&p, hc_index(0, 0), HC_BLUE, true, HC_SHOW_COUNT);
    int m[HC_MEMBERS_MAX];
    int n = hc_members(&p, corner, m);
    assert_int_equal(n, 6);
    for (int i = 0; i < n; i++)
        p.at[m[i]].colour = HC_BLUE;
    p.at[hc_index(4, 4)].colour = HC_BLUE;   /* far away: the count's */
    hc_step steps[HC_SLOTS];
    hc_report r = hc_solve(&p, HC_STEP_SINGLE, steps, HC_SLOTS);
    assert_false(r.solved);
    assert_int_equal(r.steps, 6);
    for (int i = 0; i < 6; i++) {
        assert_int_equal(steps[i].colour, HC_BLUE);
        assert_int_equal(steps[i].clues[0], corner);
        assert_non_null(strstr(steps[i].text, "the blue 6 at column 1, row 1 needs every"));
    }
}

/* Nothing but the count of blues left: none left clears the rest. */
static void test_remaining_count_decides_alone(void **state)
{
    (void)state;
    hc_puzzle p;
    hc_puzzle_init(&p, 3, 1);
    put_cell(&p, hc_index(0, 0), HC_BLUE, true, HC_SHOW_NONE);
    put_cell(&p, hc_index(2, 0), HC_BLACK, false, HC_SHOW_NONE);
    signed char k[HC_SLOTS];
    start_knowledge(&p, k);
    hc_step st;
    assert_true(hc_solve_step(&p, k, &st));
    assert_int_equal(st.slot, hc_index(2, 0));
    assert_int_equal(st.colour, HC_BLACK);
    assert_non_null(strstr(st.text, "the remaining count says every blue cell is found"));
    char line[HC_MSG_MAX];
    hc_report r = hc_solve(&p, HC_STEP_SPLIT, NULL, 0);
    hc_report_format(&r, line, sizeof line);
    assert_string_equal(line, "solvable by logic: easy (score 1): 1 single clue, 0 two clues "
                              "together, 0 line or contiguity, 0 case split");
}

/* ------------------------------------------------------- brute force */

/* A random puzzle on a cols x 4 grid: line clues on the top row, cells
 * below with holes, random colours, clues and revealed cells (blue cells'
 * shapes among them where blue_shapes); column moat (or -1) a column of
 * holes with no line: the board in two islands that share nothing but the
 * remaining count. */
static void random_puzzle(rng *g, hc_puzzle *p, int cols, int moat, bool blue_shapes)
{
    hc_puzzle_init(p, cols, 4);
    for (int c = 0; c < cols; c++) {
        if (c == moat)
            continue;
        if (rng_below(g, 100) < 60)
            put_line(p, hc_index(c, 0), moat < 0 ? (hc_dir)rng_below(g, 3) : HC_DIR_DOWN,
                     rng_below(g, 2) ? HC_SHOW_SHAPE : HC_SHOW_COUNT);
        for (int r = 1; r < 4; r++) {
            if (rng_below(g, 100) < 12)
                continue;
            hc_colour colour = rng_below(g, 100) < 45 ? HC_BLUE : HC_BLACK;
            hc_show_kind show = colour == HC_BLUE && !blue_shapes ? (hc_show_kind)rng_below(g, 2)
                                                                  : (hc_show_kind)rng_below(g, 3);
            put_cell(p, hc_index(c, r), colour, rng_below(g, 100) < 30, show);
        }
    }
    if (hc_puzzle_cells(p) == 0)
        put_cell(p, hc_index(0, 1), HC_BLUE, false, HC_SHOW_NONE);
}

typedef struct {
    int unknown[HC_SLOTS], n;
    unsigned char can[HC_SLOTS];   /* bit 0 black, bit 1 blue seen */
    long colourings;
} brute;

/* Every colouring of the unknown cells meeting every clue in view (the
 * known cells' and the lines') and the blue total. */
static void brute_force(const hc_puzzle *p, const signed char *k, brute *b)
{
    memset(b, 0, sizeof *b);
    hc_clue truth[HC_SLOTS];
    int total = hc_puzzle_blues(p), view[HC_SLOTS], nview = 0, known_blue = 0;
    unsigned char blue[HC_SLOTS];
    for (int i = 0; i < HC_SLOTS; i++) {
        truth[i] = hc_clue_of(p, i);
        blue[i] = k[i] == HC_K_BLUE;
        known_blue += blue[i];
        if (k[i] == HC_K_UNKNOWN)
            b->unknown[b->n++] = i;
        bool in_view = p->at[i].kind == HC_LINE || (p->at[i].kind == HC_CELL && k[i] >= 0);
        if (in_view && truth[i].kind != HC_CLUE_NONE)
            view[nview++] = i;
    }
    for (unsigned long mask = 0; mask < (1ul << b->n); mask++) {
        int blues = known_blue;
        for (int j = 0; j < b->n; j++) {
            blue[b->unknown[j]] = (mask >> j) & 1;
            blues += blue[b->unknown[j]];
        }
        if (blues != total)
            continue;
        bool ok = true;
        for (int v = 0; v < nview && ok; v++) {
            hc_clue c = hc_clue_for(p, blue, view[v]);
            ok = c.kind == truth[view[v]].kind && c.value == truth[view[v]].value;
        }
        if (!ok)
            continue;
        b->colourings++;
        for (int j = 0; j < b->n; j++)
            b->can[b->unknown[j]] |= (unsigned char)(1u << blue[b->unknown[j]]);
    }
}

typedef struct {
    int steps, stuck, kinds[HC_STEP_KINDS];
    int flowers;    /* steps a blue cell's shape took alone */
} agreement;

/* Solves trials random puzzles of random_puzzle(cols, moat) and checks
 * every step and where the solver stops against brute force. */
static agreement agree_with_brute_force(uint64_t seed, int trials, int cols, int moat,
                                        bool blue_shapes)
{
    rng g;
    rng_seed(&g, seed, 7);
    agreement a = { 0 };
    for (int trial = 0; trial < trials; trial++) {
        hc_puzzle p;
        random_puzzle(&g, &p, cols, moat, blue_shapes);
        assert_true(hc_puzzle_valid(&p, NULL));
        hc_step steps[HC_SLOTS];
        hc_report r = hc_solve(&p, HC_STEP_SPLIT, steps, HC_SLOTS);
        assert_false(r.contradiction);
        assert_false(r.bounded);
        signed char k[HC_SLOTS];
        start_knowledge(&p, k);
        brute b;
        for (int i = 0; i < r.steps; i++) {
            brute_force(&p, k, &b);
            assert_true(b.colourings > 0);
            int s = steps[i].slot;
            assert_int_equal(k[s], HC_K_UNKNOWN);
            /* Every colouring agrees on it, and so does the truth. */
            assert_int_equal(b.can[s], 1u << steps[i].colour);
            assert_int_equal(steps[i].colour, p.at[s].colour);
            assert_true(strlen(steps[i].text) > 0);
            k[s] = (signed char)steps[i].colour;
            a.kinds[steps[i].kind]++;
            a.flowers += strstr(steps[i].text, "within two rings") != NULL;
            a.steps++;
        }
        /* Where it stops, nothing is decided by every colouring. */
        brute_force(&p, k, &b);
        for (int j = 0; j < b.n; j++)
            assert_int_equal(b.can[b.unknown[j]], 3);
        assert_int_equal(r.unknown_left, b.n);
        assert_int_equal(r.solved, b.n == 0);
        a.stuck += b.n > 0;
    }
    return a;
}

static void test_solver_agrees_with_brute_force(void **state)
{
    (void)state;
    agreement a = agree_with_brute_force(2323, 400, 4, -1, false);
    /* The sample exercised every rung and some stuck positions. */
    for (int i = 0; i < HC_STEP_KINDS; i++)
        assert_true(a.kinds[i] > 0);
    assert_true(a.steps > 1000);
    assert_true(a.stuck > 20);
}

/* Two islands joined by the remaining count alone: what one island's
 * colourings leave of the count decides cells of the other. */
static void test_solver_agrees_with_brute_force_across_islands(void **state)
{
    (void)state;
    agreement a = agree_with_brute_force(3131, 300, 7, 3, false);
    assert_true(a.kinds[HC_STEP_SPLIT] > 0);
    assert_true(a.steps > 1000);
    assert_true(a.stuck > 20);
}

/* Blue cells showing their flowers' shapes: on a grid of five columns a
 * flower takes in most of the board. */
static void test_solver_agrees_with_brute_force_on_blue_shapes(void **state)
{
    (void)state;
    agreement a = agree_with_brute_force(4747, 300, 5, -1, true);
    assert_true(a.flowers > 50);
    assert_true(a.steps > 1000);
    assert_true(a.stuck > 20);
}

/* Every clue a step's words name ("the 2 at column 3, row 4") is among
 * its clues, for the board to mark: over the steps of generated hard
 * puzzles, case splits (which name up to three) among them. The cells a
 * case split's chain decides on its way are named too, as cells. */
/* How many clues st's text names ("at column C, row R"), each of them
 * among its clues (where: the puzzle's name for a failure). */
static int names_its_clues(const hc_step *st, const char *where)
{
    int named = 0;
    unsigned col, row;
    for (const char *t = strstr(st->text, "at column "); t; t = strstr(t + 1, "at column ")) {
        assert_int_equal(sscanf(t, "at column %u, row %u", &col, &row), 2);
        int slot = hc_index((int)col - 1, (int)row - 1), k = 0;
        while (k < HC_STEP_CLUES && st->clues[k] != slot)
            k++;
        if (k == HC_STEP_CLUES)
            fail_msg("%s: \"%s\" names column %u, row %u, not in its clues", where, st->text,
                     col, row);
        named++;
    }
    return named;
}

static void test_every_clue_a_step_names_is_in_its_clues(void **state)
{
    (void)state;
    static hc_step steps[HC_SLOTS];
    int splits = 0, named = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        hc_params params;
        assert_true(hc_preset(&params, "medium-hard"));
        params.seed = seed;
        hc_puzzle p;
        assert_true(hc_generate(&params, &p, NULL));
        hc_report r = hc_solve(&p, HC_STEP_SPLIT, steps, HC_SLOTS);
        for (int i = 0; i < r.steps && i < HC_SLOTS; i++) {
            assert_non_null(strchr(steps[i].text, ':'));
            splits += steps[i].kind == HC_STEP_SPLIT;
            char where[32];
            snprintf(where, sizeof where, "seed %llu", (unsigned long long)seed);
            named += names_its_clues(&steps[i], where);
        }
    }
    assert_true(splits > 0);
    assert_true(named > 0);
}

/* A case split that each clue alone, in turn, carries through reads as
 * that chain of clues, each with what it decides, rather than a list of
 * every clue it rests on; the board marks those clues. Twelve cells: were
 * the cell blue, a 1 makes a cell black, another 1 then a second, and the
 * blue 2 has too few blues left. No two of those clues decide it. */
static void test_a_case_split_reads_as_its_chain(void **state)
{
    (void)state;
    static hc_puzzle p;
    hc_puzzle_init(&p, 5, 5);
    static const struct { int col, row; hc_colour colour; bool revealed; hc_show_kind show; } cells[] = {
        { 1, 0, HC_BLUE, false, HC_SHOW_NONE }, { 0, 1, HC_BLUE, true, HC_SHOW_NONE },
        { 1, 1, HC_BLACK, true, HC_SHOW_SHAPE }, { 2, 1, HC_BLACK, false, HC_SHOW_NONE },
        { 3, 1, HC_BLACK, true, HC_SHOW_COUNT }, { 0, 2, HC_BLUE, false, HC_SHOW_COUNT },
        { 1, 2, HC_BLACK, false, HC_SHOW_NONE }, { 2, 2, HC_BLACK, true, HC_SHOW_COUNT },
        { 4, 2, HC_BLUE, false, HC_SHOW_NONE }, { 2, 3, HC_BLUE, false, HC_SHOW_NONE },
        { 4, 3, HC_BLACK, false, HC_SHOW_NONE }, { 4, 4, HC_BLUE, true, HC_SHOW_COUNT },
    };
    for (size_t i = 0; i < sizeof cells / sizeof cells[0]; i++)
        put_cell(&p, hc_index(cells[i].col, cells[i].row), cells[i].colour, cells[i].revealed,
                 cells[i].show);
    signed char k[HC_SLOTS];
    start_knowledge(&p, k);
    hc_step st;
    assert_true(hc_solve_step(&p, k, &st));
    assert_int_equal(st.kind, HC_STEP_SPLIT);
    assert_int_equal(p.at[st.slot].colour, st.colour);
    assert_string_equal(st.text,
                        "column 3, row 2 is black: if it were blue, the 1 at column 4, row 2 would "
                        "make column 5, row 3 black, the 1 at column 3, row 3 then column 3, row 4 "
                        "black, and the blue 2 at column 5, row 5 could not hold");
    assert_int_equal(st.clues[0], hc_index(3, 1));
    assert_int_equal(st.clues[1], hc_index(2, 2));
    assert_int_equal(st.clues[2], hc_index(4, 4));
}

/* Whether cell s can be colour knowing k, with only the clues at the
 * slots of st's clues in view but the one at slot drop, and the remaining
 * count when global: 0 no, 1 yes, -1 not decided. */
static int possible_under(const hc_puzzle *p, const signed char *k, int s, int colour,
                          const hc_step *st, int drop, bool global)
{
    static hcs_ctx x;
    assert_true(hcs_init(&x, p, false));
    x.budget = HC_SPLIT_BUDGET;
    x.total_budget = 10L * HC_SPLIT_BUDGET_TOTAL;
    hcs_scope_clear(&x);
    for (int id = 0; id < x.ncons; id++)
        for (int i = 0; i < HC_STEP_CLUES && st->clues[i] >= 0; i++)
            if (x.cons[id].slot == st->clues[i] && st->clues[i] != drop)
                x.inscope[id] = 1;
    x.inscope[x.global] = global;
    int r = hcs_possible(&x, k, s, colour);
    hcs_free(&x);
    return r;
}

/* On large random levels (200-300 cells, the bench's kind) every case
 * split's hint names its chain in full: no "and N more", every clue it
 * names among its clues. Each is cut to the fewest clues it rests on
 * (a whole board's part before): with only them in view the cell's other
 * colour has no colouring, and without any one of them it has. */
static void test_every_case_split_names_its_chain_in_full(void **state)
{
    (void)state;
    static hc_puzzle p;
    static hc_step steps[HC_SLOTS];
    int splits = 0, links = 0;
    for (int i = 0; i < 16; i++) {
        hexcells_large_level(&p, 7000u + (uint64_t)i, 200 + 300 * i / 59);
        hc_report r = hc_solve(&p, HC_STEP_SPLIT, steps, HC_SLOTS);
        signed char k[HC_SLOTS];
        start_knowledge(&p, k);
        for (int s = 0; s < r.steps && s < HC_SLOTS; k[steps[s].slot] = (signed char)steps[s].colour, s++) {
            if (steps[s].kind != HC_STEP_SPLIT)
                continue;
            splits++;
            const char *t = steps[s].text;
            if (strstr(t, " more could not") || strstr(t, "among them could not"))
                fail_msg("level %d: \"%s\" is no chain", i, t);
            assert_non_null(strstr(t, "if it were "));
            links += strstr(t, " would make ") != NULL;
            char where[32];
            snprintf(where, sizeof where, "level %d", i);
            int named = names_its_clues(&steps[s], where);
            assert_true(named >= 1);
            const hc_step *st = &steps[s];
            bool global = strstr(st->text, "the remaining count") != NULL;
            int other = st->colour == HC_BLUE ? HC_K_BLACK : HC_K_BLUE;
            if (possible_under(&p, k, st->slot, other, st, -1, global) != 0)
                fail_msg("level %d: \"%s\" rests on more than it names", i, st->text);
            for (int c = 0; c < HC_STEP_CLUES && st->clues[c] >= 0; c++)
                if (possible_under(&p, k, st->slot, other, st, st->clues[c], global) == 0)
                    fail_msg("level %d: \"%s\" holds without clue %d", i, st->text, c);
            if (global && possible_under(&p, k, st->slot, other, st, -1, false) == 0)
                fail_msg("level %d: \"%s\" holds without the remaining count", i, st->text);
        }
    }
    assert_true(splits > 0);
    assert_true(links > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_together_ring_decides_across_the_wrap),
        cmocka_unit_test(test_apart_ring_keeps_the_neighbours_black),
        cmocka_unit_test(test_apart_three_with_a_run_of_two),
        cmocka_unit_test(test_line_clues_decide_in_all_three_directions),
        cmocka_unit_test(test_flower_at_the_edge_decides_its_cells),
        cmocka_unit_test(test_remaining_count_decides_alone),
        cmocka_unit_test(test_solver_agrees_with_brute_force),
        cmocka_unit_test(test_solver_agrees_with_brute_force_across_islands),
        cmocka_unit_test(test_solver_agrees_with_brute_force_on_blue_shapes),
        cmocka_unit_test(test_every_clue_a_step_names_is_in_its_clues),
        cmocka_unit_test(test_a_case_split_reads_as_its_chain),
        cmocka_unit_test(test_every_case_split_names_its_chain_in_full),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
