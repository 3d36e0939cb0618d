/* Unit tests for hexmines' figures (games/hexmines/hexmines_stats.h): clicks by
 * kind, 3BV solved, IOE, throughput, correctness, RQP, NF and ZiNi on a
 * hand-checked board; the exact ZiNi against a brute-force search of every
 * position; a property test on no-guess boards solved by the solver's own
 * moves; and the end box, the scores file and the replay agreeing. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/scores.h"
#include "core/rng.h"
#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_stats.h"
#include "session/hexmines_session.h"
#include "session/midend.h"
#include "tui/canvas.h"
#include "tui/hexmines_replay.h"
#include "hexmines_testutil.h"

/* The hand-checked board: rect 4x4, mines at 0,3  1,0  3,1 (odd rows sit
 * half a cell right):
 *
 *     1 1 1 *
 *      * 1 1 1
 *     1 2 1 0
 *      1 * 1 0
 *
 * Units: the opening {2,3 3,3} (its border 1,2 1,3 2,2 3,2) and the seven
 * numbers that border no 0: 0,0 0,1 0,2 1,1 2,0 2,1 3,0. 3BV 8.
 *
 * Greedy ZiNi, by hand. Premiums at the start (units round - unflagged
 * mines - hidden - 1): 0,1 has units 0,0 0,2 1,1 and mine 1,0: 3-1-1-1 = 0;
 * 1,1, 1,2 and 2,2 also 0, every other below. The first 0 in reading
 * order, 0,1: open it, flag 1,0, chord (3 clicks, units 0,0 0,2 1,1). Then
 * 1,1 (revealed, unit 2,1 left round it, its mine flagged): 1-0-0-1 = 0,
 * before 2,0 (0 too): chord (1 click, unit 2,1). Then 2,1: units 2,0 3,0,
 * mine 3,1 unflagged: 2-1-0-1 = 0: flag, chord (2 clicks). Then 2,2 with
 * the opening: chord (1 click). 7 clicks.
 *
 * The fewest, found by hand from the brute-force search below: open 0,1,
 * 2,0 and the opening, flag 1,0, chord 0,1 (0,0 0,2 1,1) and 2,0 (2,1 3,0),
 * both chords on the one flag: 6 clicks. */
static hm_game *hand_game(void)
{
    static const int mines[] = { 3, 4, 13 };
    return layout_game(4, 4, mines, 3);
}

/* Plays moves one second apart from t = 0. */
static void play_all(hm_game *g, const char *const *moves, size_t n)
{
    for (size_t i = 0; i < n; i++)
        hm_game_apply_text(g, moves[i], (uint64_t)i * 1000);
}

static void hand_board_3bv_units_and_both_zinis(void **state)
{
    (void)state;
    hm_game *g = hand_game();
    hm_game_apply_text(g, "O2,3", 0);   /* makes nothing: the layout is given */
    const hm_board *b = hm_game_board(g);
    const unsigned char *m = hm_game_mines(g), *c = hm_game_counts(g);
    int unit[16];
    assert_int_equal(hm_units(b, m, c, unit), 8);
    assert_int_equal(unit[11], unit[15]);      /* 2,3 and 3,3: one opening */
    assert_int_equal(unit[6], -1);             /* 1,2: its border */
    assert_int_equal(unit[3], -1);             /* a mine */
    assert_int_equal(hm_layout_3bv(b, m, c), 8);
    assert_int_equal(hm_zini_greedy(b, m, c), 7);
    long exact = 0;
    assert_true(hm_zini_exact(b, m, c, 0, &exact));
    assert_int_equal(exact, 6);
    /* A search cut short says so, and gives no figure as exact. */
    assert_false(hm_zini_exact(b, m, c, 1, &exact));
    hm_game_free(g);
}

/* The six clicks the exact figure names clear the board. */
static void the_exact_solution_wins_in_six_clicks(void **state)
{
    (void)state;
    hm_game *g = hand_game();
    static const char *const moves[] = { "O0,1", "O2,0", "O2,3", "F1,0", "C0,1", "C2,0" };
    play_all(g, moves, 6);
    assert_int_equal(hm_game_status(g), HM_WON);
    hm_figures f;
    hm_game_figures(g, 99999, true, &f);
    assert_int_equal(f.total, 6);
    assert_true(f.ioe > 1.33 && f.ioe < 1.34);   /* 8 / 6 */
    assert_int_equal(f.zini, 7);
    hm_game_free(g);
}

/* A win with chords, a wasted click and a flag taken back, by hand:
 * reveals 1 (+1 wasted), flags 3, unflag 1, chords 4: 10 clicks, 9 useful;
 * 3BV 8 in 9 s (the last move at 9000 ms). */
static void a_win_with_chords(void **state)
{
    (void)state;
    hm_game *g = hand_game();
    static const char *const moves[] = { "O0,1", "F1,0", "C0,1", "O0,0", "C1,1",
                                         "F3,1", "F3,1", "F3,1", "C2,1", "C2,2" };
    play_all(g, moves, 10);
    assert_int_equal(hm_game_status(g), HM_WON);
    hm_figures f;
    hm_game_figures(g, 123456, true, &f);
    assert_int_equal(f.clicks.reveal, 1);
    assert_int_equal(f.clicks.wasted_reveal, 1);
    assert_int_equal(f.clicks.flag, 3);
    assert_int_equal(f.clicks.unflag, 1);
    assert_int_equal(f.clicks.chord, 4);
    assert_int_equal(f.total, 10);
    assert_int_equal(f.useful, 9);
    assert_int_equal(f.wasted, 1);
    assert_int_equal(f.ms, 9000);
    assert_int_equal(f.bv, 8);
    assert_int_equal(f.bv_solved, 8);
    assert_false(f.nf);
    assert_true(f.ioe > 0.799 && f.ioe < 0.801);                 /* 8 / 10 */
    assert_true(f.throughput > 0.888 && f.throughput < 0.889);   /* 8 / 9 */
    assert_true(f.correctness > 0.899 && f.correctness < 0.901); /* 9 / 10 */
    assert_true(f.bvps > 0.888 && f.bvps < 0.889);               /* 8 / 9 s */
    assert_true(f.rqp > 10.12 && f.rqp < 10.13);                 /* 9 / (8/9) */
    char lines[HM_FIGURES_LINES][HM_FIGURES_LINE];
    assert_int_equal(hm_figures_lines(&f, lines), 4);
    assert_string_equal(lines[0], "Time 9.0 s   3BV 8   3BV/s 0.89   RQP 10.1");
    assert_string_equal(lines[1], "Clicks 10: 2 reveal, 3 flag, 1 unflag, 4 chord; 1 wasted");
    assert_string_equal(lines[2], "IOE 0.80   throughput 0.89   correctness 0.90");
    assert_string_equal(lines[3], "ZiNi 7 greedy, 6 exact");
    /* Moves after the end are no clicks. */
    hm_game_apply_text(g, "O0,0", 10000);
    assert_int_equal(hm_clicks_total(&(hm_clicks){ 0 }), 0);
    hm_clicks after = hm_game_clicks(g);
    assert_int_equal(hm_clicks_total(&after), 10);
    hm_game_free(g);
}

/* A win without a flag, one chord click wasted (0,0 shows 1, no flag
 * round it): NF, 9 clicks for 3BV 8. */
static void a_no_flag_win(void **state)
{
    (void)state;
    hm_game *g = hand_game();
    static const char *const moves[] = { "O0,1", "O0,0", "C0,0", "O0,2", "O1,1",
                                         "O2,3", "O2,0", "O2,1", "O3,0" };
    play_all(g, moves, 9);
    assert_int_equal(hm_game_status(g), HM_WON);
    hm_figures f;
    hm_game_figures(g, 0, false, &f);
    assert_true(f.nf);
    assert_int_equal(f.total, 9);
    assert_int_equal(f.clicks.wasted_chord, 1);
    assert_int_equal(f.zini, -1);
    assert_true(f.ioe > 0.888 && f.ioe < 0.889);
    char brief[SESSION_LINE];
    hm_figures_brief(&f, brief, sizeof brief);
    assert_string_equal(brief, "3BV 8  3BV/s 1.00  IOE 0.89  NF");
    /* A flag placed and taken back is a flag: no longer NF. */
    hm_game *h = hand_game();
    static const char *const flagged[] = { "O0,1", "F1,0", "F1,0", "O0,0", "O0,2", "O1,1",
                                           "O2,3", "O2,0", "O2,1", "O3,0" };
    play_all(h, flagged, 10);
    assert_int_equal(hm_game_status(h), HM_WON);
    hm_game_figures(h, 0, false, &f);
    assert_false(f.nf);
    hm_game_free(h);
    hm_game_free(g);
}

/* A loss half-way: four of the eight units solved, then a mine. */
static void a_loss_half_way(void **state)
{
    (void)state;
    hm_game *g = hand_game();
    static const char *const moves[] = { "O0,1", "O0,0", "O0,2", "O1,1", "O1,0" };
    play_all(g, moves, 5);
    assert_int_equal(hm_game_status(g), HM_LOST);
    assert_int_equal(hm_game_3bv_solved(g), 4);
    hm_figures f;
    hm_game_figures(g, 0, true, &f);
    assert_true(f.lost);
    assert_int_equal(f.bv, 8);
    assert_int_equal(f.bv_solved, 4);
    assert_int_equal(f.total, 5);
    assert_true(f.ioe > 0.799 && f.ioe < 0.801);    /* 4 / 5 */
    assert_true(f.bvps > 0.999 && f.bvps < 1.001);  /* 4 in 4 s */
    assert_true(f.rqp == 0.0);
    char brief[SESSION_LINE];
    hm_figures_brief(&f, brief, sizeof brief);
    assert_string_equal(brief, "solved 4/8 3BV (50%)");
    char lines[HM_FIGURES_LINES][HM_FIGURES_LINE];
    hm_figures_lines(&f, lines);
    assert_string_equal(lines[0], "Time 4.0 s   solved 4 of 8 3BV (50%)   3BV/s 1.00");
    /* An opening with a 0 left hidden behind a wrong flag is not solved. */
    hm_game *h = hand_game();
    hm_game_apply_text(h, "F3,3", 0);
    hm_game_apply_text(h, "O2,3", 0);
    assert_int_equal(hm_game_3bv_solved(h), 0);
    hm_game_free(h);
    hm_game_free(g);
}

static void figures_text_round_trip_and_refusals(void **state)
{
    (void)state;
    hm_figures f = { .won = true, .ms = 9000, .bv = 8, .bv_solved = 8,
                     .clicks = { 1, 3, 1, 4, 1, 0, 0 }, .zini = 7, .zini_exact = 6 };
    hm_figures_rates(&f);
    char text[HM_FIGURES_TEXT_MAX];
    hm_figures_encode(&f, text, sizeof text);
    assert_string_equal(text, "v1:8/8:1,3,1,4:1,0,0:7/6");
    hm_figures back = { .won = true, .ms = 9000 };
    assert_true(hm_figures_decode(text, &back));
    assert_int_equal(back.total, 10);
    assert_int_equal(back.zini, 7);
    assert_int_equal(back.zini_exact, 6);
    assert_true(back.ioe == f.ioe && back.rqp == f.rqp);
    f.zini_exact = -1;
    hm_figures_encode(&f, text, sizeof text);
    assert_string_equal(text, "v1:8/8:1,3,1,4:1,0,0:7");
    assert_true(hm_figures_decode(text, &back));
    assert_int_equal(back.zini_exact, -1);
    static const char *const bad[] = {
        "", "v2:8/8:1,3,1,4:1,0,0:7", "v1:8/9:1,3,1,4:1,0,0:7", "v1:8/8:1,3,1:1,0,0:7",
        "v1:8/8:1,3,1,4:1,0,0", "v1:8/8:1,3,1,4:1,0,0:7:", "v1:08/8:1,3,1,4:1,0,0:7",
        "v1:8/8:1,3,1,4:1,0,0:x", "v1:8/8:1,3,1,-4:1,0,0:7", "v1:8/8:1,3,1,4:1,0,0:7/8",
        "v1:8/8:1,3,1,4:1,0,0:7/", "v1:8/8:1,3,1,4:1,0,0:-/5", "v1:8/8:1,3,1,4:1,0,0:7/6/5",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        assert_false(hm_figures_decode(bad[i], &back));
    f.zini = -1;
    hm_figures_encode(&f, text, sizeof text);
    assert_string_equal(text, "v1:8/8:1,3,1,4:1,0,0:-");
    assert_true(hm_figures_decode(text, &back));
    assert_int_equal(back.zini, -1);
}

/* ------------------------------------------------ exact against brute force */

/* The fewest clicks that clear the board, by a breadth-first search of
 * every position (revealed safe cells, flagged mines) a player who knows
 * the mines can reach: opens of hidden safe cells (with the flood),
 * flags on mines, chords of numbers whose flags match. At most 20 cells. */
static long brute_force(const hm_board *b, const unsigned char *m, const unsigned char *c)
{
    int n = b->ncells;
    uint32_t full = 0;
    for (int i = 0; i < n; i++)
        if (b->on[i] && !m[i])
            full |= 1u << i;
    size_t states = (size_t)1 << n;
    signed char *dist = malloc(states);
    uint32_t *queue = malloc(states * sizeof *queue);
    assert_non_null(dist);
    assert_non_null(queue);
    memset(dist, -1, states);
    size_t head = 0, tail = 0;
    dist[0] = 0;
    queue[tail++] = 0;
    long found = -1;
    while (head < tail && found < 0) {
        uint32_t s = queue[head++];
        if ((s & full) == full) {
            found = dist[s];
            break;
        }
        for (int i = 0; i < n; i++) {
            if (!b->on[i])
                continue;
            int start[6], nstart = 0;
            uint32_t next = s;
            if (m[i] && !(s >> i & 1)) {
                next |= 1u << i;
            } else if (!m[i] && !(s >> i & 1)) {
                start[nstart++] = i;
            } else if (!m[i] && c[i]) {
                int flags = 0;
                for (int d = 0; d < 6; d++) {
                    int y = b->nbr[i * 6 + d];
                    if (y >= 0 && m[y])
                        flags += s >> y & 1;
                    else if (y >= 0 && !(s >> y & 1))
                        start[nstart++] = y;
                }
                if (flags != c[i])
                    nstart = 0;
            }
            int stack[32], top = 0;
            for (int k = 0; k < nstart; k++) {
                next |= 1u << start[k];
                stack[top++] = start[k];
            }
            while (top > 0) {
                int x = stack[--top];
                if (c[x])
                    continue;
                for (int d = 0; d < 6; d++) {
                    int y = b->nbr[x * 6 + d];
                    if (y >= 0 && !m[y] && !(next >> y & 1)) {
                        next |= 1u << y;
                        stack[top++] = y;
                    }
                }
            }
            if (next != s && dist[next] < 0) {
                dist[next] = (signed char)(dist[s] + 1);
                queue[tail++] = next;
            }
        }
    }
    free(dist);
    free(queue);
    return found;
}

static void exact_zini_is_the_brute_force_minimum(void **state)
{
    (void)state;
    static const struct { int w, h, mines, boards; } sizes[] = {
        { 4, 4, 3, 150 }, { 5, 4, 4, 80 }, { 4, 5, 2, 60 }, { 5, 4, 7, 40 },
    };
    rng r;
    rng_seed(&r, 22, 7);
    int differ = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
        hm_board b;
        assert_true(hm_board_init(&b, HM_SHAPE_RECT, sizes[k].w, sizes[k].h));
        for (int it = 0; it < sizes[k].boards; it++) {
            unsigned char m[32] = { 0 }, c[32];
            for (int placed = 0; placed < sizes[k].mines;) {
                int i = (int)(rng_next(&r) % (uint32_t)b.ncells);
                placed += !m[i];
                m[i] = 1;
            }
            hm_layout_counts(&b, m, c);
            long exact = -1, truth = brute_force(&b, m, c), greedy = hm_zini_greedy(&b, m, c);
            assert_true(hm_zini_exact(&b, m, c, 0, &exact));
            assert_int_equal(exact, truth);
            assert_true(greedy >= exact);
            assert_true(exact <= hm_layout_3bv(&b, m, c));
            differ += greedy != exact;
        }
        hm_board_free(&b);
    }
    /* The boards where greedy is not the fewest are many enough to test. */
    assert_true(differ >= 10);
}

/* On real boards greedy ZiNi never asks more clicks than 3BV (each of its
 * steps opens at least as many units as it clicks) and some. */
static void greedy_zini_on_preset_boards_is_at_most_3bv(void **state)
{
    (void)state;
    static const char *const presets[] = { "beginner", "intermediate", "expert", "hexagon" };
    for (size_t k = 0; k < 4; k++)
        for (uint64_t seed = 1; seed <= 5; seed++) {
            hm_params p;
            assert_true(hm_preset(&p, presets[k]));
            p.seed = seed;
            hm_game *g = hm_game_new(&p);
            const hm_board *b = hm_game_board(g);
            int first = hm_board_default_first(b);
            hm_game_apply(g, (hm_move){ HM_MOVE_OPEN, first / b->width, first % b->width }, 0);
            const unsigned char *m = hm_game_mines(g), *c = hm_game_counts(g);
            long bv = hm_layout_3bv(b, m, c), z = hm_zini_greedy(b, m, c);
            assert_true(z > 0 && z <= bv);
            hm_game_free(g);
        }
}

/* ------------------------------------------------------ property test */

/* Independent bookkeeping: the kind of a click from the cell it names, as
 * the rules say, before it is played. */
typedef struct {
    int total, useful;
} tally;

static bool counts_as_useful(const hm_game *g, hm_move mv)
{
    hm_show s = hm_game_cell(g, mv.row, mv.col);
    const hm_board *b = hm_game_board(g);
    switch (mv.kind) {
    case HM_MOVE_OPEN: return s.kind == HM_SHOW_HIDDEN;
    case HM_MOVE_FLAG: return s.kind == HM_SHOW_HIDDEN || s.kind == HM_SHOW_FLAG;
    case HM_MOVE_CHORD: {
        if (s.kind != HM_SHOW_NUMBER)
            return false;
        int flags = 0, hidden = 0;
        int i = mv.row * b->width + mv.col;
        for (int d = 0; d < 6; d++) {
            int y = b->nbr[(size_t)i * 6 + d];
            if (y < 0)
                continue;
            hm_show t = hm_game_cell(g, y / b->width, y % b->width);
            flags += t.kind == HM_SHOW_FLAG;
            hidden += t.kind == HM_SHOW_HIDDEN;
        }
        return flags == s.number && hidden > 0;
    }
    }
    return false;
}

/* 3BV by its definition, apart from the code under test: zero regions
 * by union of neighbours, plus safe cells touching no zero. */
static long independent_3bv(const hm_board *b, const unsigned char *m, const unsigned char *c)
{
    int n = b->ncells;
    int *parent = malloc((size_t)n * sizeof *parent);
    for (int i = 0; i < n; i++)
        parent[i] = i;
    for (int i = 0; i < n; i++) {
        if (!b->on[i] || m[i] || c[i])
            continue;
        for (int d = 0; d < 6; d++) {
            int y = b->nbr[(size_t)i * 6 + d];
            if (y < 0 || m[y] || c[y])
                continue;
            int a = i, z = y;
            while (parent[a] != a)
                a = parent[a];
            while (parent[z] != z)
                z = parent[z];
            parent[a] = z;
        }
    }
    long bv = 0;
    for (int i = 0; i < n; i++) {
        if (!b->on[i] || m[i])
            continue;
        if (c[i] == 0) {
            bv += parent[i] == i;
            continue;
        }
        bool touches = false;
        for (int d = 0; d < 6; d++) {
            int y = b->nbr[(size_t)i * 6 + d];
            touches |= y >= 0 && !m[y] && c[y] == 0;
        }
        bv += !touches;
    }
    free(parent);
    return bv;
}

static void send(hm_game *g, hm_move mv, uint64_t t, tally *x)
{
    x->total++;
    x->useful += counts_as_useful(g, mv);
    hm_game_apply(g, mv, t);
}

/* Random no-guess boards, solved by the solver's own moves (its hints:
 * open what it proves safe, flag what it proves a mine), with chords where
 * a number's flags match and clicks that change nothing thrown in: the
 * figures come out as counted here. */
static void figures_of_solver_played_boards_match_an_independent_count(void **state)
{
    (void)state;
    rng r;
    rng_seed(&r, 2022, 3);
    static const char *const presets[] = { "beginner", "hexagon", "intermediate" };
    for (int k = 0; k < 24; k++) {
        hm_params p;
        hm_preset(&p, presets[k % 3]);
        p.seed = 1000 + (uint64_t)k;
        hm_game *g = hm_game_new(&p);
        const hm_board *b = hm_game_board(g);
        tally x = { 0, 0 };
        uint64_t t = 0;
        for (int guard = 0; guard < 4 * b->nplay && hm_game_status(g) != HM_WON; guard++) {
            t += 250 + rng_next(&r) % 500;
            uint32_t roll = rng_next(&r) % 10;
            if (roll == 0 && hm_game_status(g) == HM_PLAYING) {
                /* Anything at all: most such clicks change nothing. */
                int i;
                do
                    i = (int)(rng_next(&r) % (uint32_t)b->ncells);
                while (!b->on[i]);
                hm_move mv = { (hm_move_kind)(rng_next(&r) % 3), i / b->width, i % b->width };
                if (mv.kind == HM_MOVE_OPEN || mv.kind == HM_MOVE_FLAG) {
                    hm_show s = hm_game_cell(g, mv.row, mv.col);
                    if (s.kind != HM_SHOW_NUMBER)
                        mv.kind = HM_MOVE_CHORD;   /* never a mine opened */
                }
                if (mv.kind == HM_MOVE_CHORD) {
                    hm_show s = hm_game_cell(g, mv.row, mv.col);
                    if (s.kind == HM_SHOW_NUMBER && counts_as_useful(g, mv))
                        mv.kind = HM_MOVE_OPEN;    /* a chord could hit a wrong flag */
                }
                send(g, mv, t, &x);
                continue;
            }
            hm_hint h = hm_game_hint(g);
            assert_true(h.found);
            hm_move mv = { h.mine ? HM_MOVE_FLAG : HM_MOVE_OPEN, h.row, h.col };
            if (!h.mine && roll < 4) {
                /* A chord does it where a revealed neighbour's flags match. */
                int i = h.row * b->width + h.col;
                for (int d = 0; d < 6; d++) {
                    int y = b->nbr[(size_t)i * 6 + d];
                    hm_move c = { HM_MOVE_CHORD, y / b->width, y % b->width };
                    if (y >= 0 && counts_as_useful(g, c)) {
                        /* Only where its flags are all right. */
                        bool right = true;
                        for (int e = 0; e < 6; e++) {
                            int z = b->nbr[(size_t)y * 6 + e];
                            if (z >= 0 && hm_game_cell(g, z / b->width, z % b->width).kind
                                              == HM_SHOW_FLAG)
                                right &= hm_game_mines(g)[z] != 0;
                        }
                        if (right) {
                            mv = c;
                            break;
                        }
                    }
                }
            }
            send(g, mv, t, &x);
        }
        assert_int_equal(hm_game_status(g), HM_WON);
        hm_figures f;
        hm_game_figures(g, t, false, &f);
        long bv = independent_3bv(b, hm_game_mines(g), hm_game_counts(g));
        assert_int_equal(f.bv, bv);
        assert_int_equal(f.total, x.total);
        assert_int_equal(f.useful, x.useful);
        double ioe = (double)bv / x.total, thr = (double)bv / x.useful,
               cor = (double)x.useful / x.total;
        assert_true(f.ioe == ioe);
        assert_true(f.throughput == thr);
        assert_true(f.correctness == cor);
        hm_game_free(g);
    }
}

/* ------------------------------------------------------------ agreement */

typedef struct {
    session_result r;
    char params[SESSION_PARAMS];
    session_move moves[2048];
    session_save log;
} recorded;

static recorded rec;

static void on_record(void *ctx, const session_result *r, session_verdict *v)
{
    (void)ctx;
    (void)v;
    rec.r = *r;
    snprintf(rec.params, sizeof rec.params, "%s", r->params);
    rec.log = *r->log;
    memcpy(rec.moves, r->log->moves, r->log->nmoves * sizeof *rec.moves);
    rec.log.moves = rec.moves;
}

/* Whether canvas c shows text on one of its lines. */
static bool canvas_shows(const canvas *c, const char *text)
{
    char *all = canvas_dump(c);
    bool found = all && strstr(all, text) != NULL;
    free(all);
    return found;
}

/* One game, won with chords and wasted clicks through a session: the
 * end box's figures (from the game played), the scores file's (from the
 * result's word) and the replay's (recomputed from its log) agree. */
static void end_box_scores_and_replay_agree(void **state)
{
    (void)state;
    session_hooks hooks = { .record = on_record };
    session s;
    session_init(&s, &session_hexmines, &hooks);
    assert_true(session_new(&s, "rect:9x9:10:noguess:seed=42", NULL, 0));
    int64_t t = 0;
    for (int guard = 0; guard < 400 && session_phase_of(&s) != SESSION_ENDED; guard++) {
        hm_game *g = session_state(&s);
        t += 700;
        if (guard % 5 == 3)
            session_play(&s, "C0,0", t, NULL, 0);   /* a chord on nothing: wasted */
        hm_hint h = hm_game_hint(g);
        assert_true(h.found);
        char move[HM_MOVE_TEXT_MAX];
        hm_move_format((hm_move){ h.mine ? HM_MOVE_FLAG : HM_MOVE_OPEN, h.row, h.col }, move,
                       sizeof move);
        assert_true(session_play(&s, move, t, NULL, 0));
    }
    hm_game *g = session_state(&s);
    assert_int_equal(hm_game_status(g), HM_WON);
    /* The end box. */
    hm_figures played;
    hm_game_figures(g, (uint64_t)t, true, &played);
    assert_true(played.wasted > 0);
    char box[HM_FIGURES_LINES][HM_FIGURES_LINE];
    int nbox = hm_figures_lines(&played, box);
    /* The scores file: the word its result line keeps. */
    char word[HM_FIGURES_TEXT_MAX];
    hm_figures_encode(&played, word, sizeof word);
    assert_string_equal(rec.r.figures, word);
    scores_result sr = { .game = &session_hexmines, .outcome = SCORES_WON,
                         .figure = rec.r.figure, .seed = 42, .date = 1700000000 };
    snprintf(sr.category, sizeof sr.category, "beginner");
    snprintf(sr.figures, sizeof sr.figures, "%s", rec.r.figures);
    assert_true(scores_result_valid(&sr, NULL));
    hm_figures stored = { .won = true, .ms = rec.r.figure };
    assert_true(hm_figures_decode(sr.figures, &stored));
    char kept[HM_FIGURES_LINES][HM_FIGURES_LINE];
    hm_figures_lines(&stored, kept);
    for (int i = 0; i < nbox; i++)
        assert_string_equal(kept[i], box[i]);
    /* The replay, from the log alone, shows the same lines. */
    void *again = session_replay(&session_hexmines, &rec.log, SIZE_MAX, NULL, 0);
    assert_non_null(again);
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, 100, 40), 0);
    replay_frame f = { .status = "REPLAY", .keys = "q quit" };
    hexmines_replay_draw(&c, again, rec.log.saved_at, NULL, &f);
    for (int i = 0; i < nbox; i++)
        assert_true(canvas_shows(&c, box[i]));
    canvas_free(&c);
    session_hexmines.destroy(again);
    session_free(&s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hand_board_3bv_units_and_both_zinis),
        cmocka_unit_test(the_exact_solution_wins_in_six_clicks),
        cmocka_unit_test(a_win_with_chords),
        cmocka_unit_test(a_no_flag_win),
        cmocka_unit_test(a_loss_half_way),
        cmocka_unit_test(figures_text_round_trip_and_refusals),
        cmocka_unit_test(exact_zini_is_the_brute_force_minimum),
        cmocka_unit_test(greedy_zini_on_preset_boards_is_at_most_3bv),
        cmocka_unit_test(figures_of_solver_played_boards_match_an_independent_count),
        cmocka_unit_test(end_box_scores_and_replay_agree),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
