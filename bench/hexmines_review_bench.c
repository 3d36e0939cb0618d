/* hexmines loss review benchmark: the exact odds of the revealed cell
 * (hexmines_odds.h) on expert boards in the worst positions found, and the
 * whole review (hexmines_review.h) after losses in expert games played as
 * a player might.
 *
 * The positions were searched for (tools not kept: a search is not a
 * figure) by the work the count takes:
 * - at random: classic expert boards, seeds 1..400, with 20..64 % of the
 *   safe cells shown at random, scattered and without the flood a 0
 *   makes, timed on the raw view (no rule applied first, as the review
 *   does); the slowest is rebuilt here from its seed;
 * - crafted: a hill-climb from the slowest of those, showing or covering
 *   one safe cell at a time while the count got slower; no play leaves
 *   such a position (a 0 beside covered cells), and it is counted raw;
 * - played: the same climb over the cells a player clicked (each 0
 *   flooding as in play), timed as the review counts (the hint's rules
 *   first).
 * The crafted and played positions are kept below as grids: a digit is a
 * number shown, '.' a covered safe cell, '*' a covered mine. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/rng.h"
#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_odds.h"
#include "games/hexmines/hexmines_review.h"
#include "games/hexmines/hexmines_solve.h"

enum { RUNS = 21, GAMES = 40 };

/* The slowest of the search at random (see above), by the process's
 * time. */
enum { WORST_SEED = 92, WORST_PCT = 42, WORST_CELL = 0 };

static const char *const crafted[16] = {
    "0...1*.**20.0....*...*3**.000.", "..1..1.**.00..1*22.1*.*5*....1",
    ".1*....1.*101*.2.1*..112**1.1*", "..2*2.1..31..2.*1..*.....1..2.",
    "0.0.*2.*.**..*..1.1*2..1*...2*", ".1.12*........11....0...*1.*.*",
    "**.00.*1..*1.*.*.**1....2.0.11", "3.00.1.2.2..1.*.*.1....1*....0",
    ".*..1..***.11..21.02*.*..2*...", "..2*.2*42..*2.*...2*.1.002*1..",
    "*1.*2.**1.***..1.**...0.01..0.", ".2*......13.2...2.2.*..1.**.1*",
    ".1*..10.0.1*.*2*.*.*2.2*.3*2..", ".2*4*...001.2.1112*..*.1.*.0..",
    "...**3*1..12*......2*.*1..211.", "0.**..1.*.*.2*1....1.1....*.*1",
};

static const char *const played[16] = {
    ".....*.**2000001.*102*.**20000", ".......**200111*2.11*.*.*20011",
    "..*.1...3*101*....*22..2**101*", ".12*..11.31022.*11.*...2.1002.",
    "....*.2*.**11*..101*....*2012*", "2...2*3..3....1.12......*11*.*",
    "**1...*...*11*.*.**1.....201.1", ".2......2.1012*3*31..1..*21...",
    ".*1...2***111.......*.*1..*...", "...*1.*....*..*.12.*.1...2*...",
    "*.2*..**1.***1...**2.1...13..1", ".2*2..21...3.1....2.*..1.**.1*",
    "..*..1.....*.*.*.*.*2.2*1.*2.1", ".2*.*2....12..1112*.2*..1*2...",
    "..3**.*1.11.*.100012*.*1.1..11", "..**21..*.*.2*100001.1...1*.*.",
};

static double clock_ms(clockid_t which)
{
    struct timespec ts;
    clock_gettime(which, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double now_ms(void) { return clock_ms(CLOCK_MONOTONIC); }
/* The machine may be shared: the process's own time says what the work
 * costs, the wall clock what a player waits. */
static double cpu_ms(void) { return clock_ms(CLOCK_PROCESS_CPUTIME_ID); }

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static hm_game *expert(uint64_t seed, hm_mode mode)
{
    hm_params p;
    hm_preset(&p, "expert");
    p.seed = seed;
    p.mode = mode;
    hm_game *g = hm_game_new(&p);
    if (g)
        hm_game_apply_text(g, "O8,15", 0);
    return g;
}

/* The searched family: the game's first reveal, then pct % of the other
 * safe cells shown, at random. */
static signed char *scattered(const hm_game *g, uint64_t seed, int pct)
{
    const hm_board *b = hm_game_board(g);
    const unsigned char *mines = hm_game_mines(g), *counts = hm_game_counts(g);
    signed char *k = malloc((size_t)b->ncells);
    rng r;
    rng_seed(&r, seed, (uint64_t)pct);
    for (int i = 0; k && i < b->ncells; i++) {
        hm_show s = hm_game_cell(g, i / b->width, i % b->width);
        k[i] = s.kind == HM_SHOW_NUMBER ? (signed char)s.number : HM_K_UNKNOWN;
        if (k[i] == HM_K_UNKNOWN && !mines[i] && (int)rng_below(&r, 100) < pct)
            k[i] = (signed char)counts[i];
    }
    return k;
}

/* Times the odds of cell over RUNS runs, after the hint's rules when
 * rules (as the review counts), and prints the figures under label. */
static void time_odds(const char *label, const hm_board *b, const signed char *shown, int mines,
                      int cell, bool rules)
{
    signed char *k = malloc((size_t)b->ncells);
    if (!k)
        return;
    int unknown = 0, numbers = 0;
    for (int i = 0; i < b->ncells; i++) {
        unknown += shown[i] == HM_K_UNKNOWN;
        numbers += shown[i] >= 0;
    }
    double t[RUNS], c[RUNS], p = 0;
    hm_odds_status st = HM_ODDS_OK;
    for (int run = 0; run < RUNS; run++) {
        double t0 = now_ms(), c0 = cpu_ms();
        memcpy(k, shown, (size_t)b->ncells);
        if (rules)
            hm_solve(b, k, mines, NULL, NULL);
        st = k[cell] == HM_K_UNKNOWN ? hm_odds_mine(b, k, mines, cell, &p) : HM_ODDS_OK;
        t[run] = now_ms() - t0;
        c[run] = cpu_ms() - c0;
    }
    qsort(t, RUNS, sizeof *t, cmp_double);
    qsort(c, RUNS, sizeof *c, cmp_double);
    printf("%s (%d numbers, %d covered):\n"
           "  cpu median %.2f ms  max %.2f ms;  wall median %.2f ms  max %.2f ms"
           "  (target < 100 ms; status %d)\n",
           label, numbers, unknown, c[RUNS / 2], c[RUNS - 1], t[RUNS / 2], t[RUNS - 1], (int)st);
    free(k);
}

static void at_random(void)
{
    hm_game *g = expert(WORST_SEED, HM_MODE_CLASSIC);
    signed char *k = g ? scattered(g, WORST_SEED, WORST_PCT) : NULL;
    if (k) {
        char label[120];
        snprintf(label, sizeof label, "odds, expert, at random: classic seed %d, %d%% shown, raw",
                 WORST_SEED, WORST_PCT);
        time_odds(label, hm_game_board(g), k, hm_game_params(g)->mines, WORST_CELL, false);
    }
    free(k);
    hm_game_free(g);
}

/* A grid kept above on an expert board, the odds of its first covered
 * cell (that the rules leave covered, when they go first). */
static void kept(const char *label, const char *const rows[16], bool rules)
{
    hm_board b;
    if (!hm_board_init(&b, HM_SHAPE_RECT, 30, 16))
        return;
    signed char k[30 * 16], after[30 * 16];
    int mines = 0, cell = -1;
    for (int i = 0; i < 30 * 16; i++) {
        char ch = rows[i / 30][i % 30];
        k[i] = ch == '.' || ch == '*' ? HM_K_UNKNOWN : (signed char)(ch - '0');
        mines += ch == '*';
    }
    /* A cell the rules leave covered, when they go first. */
    memcpy(after, k, sizeof k);
    if (rules)
        hm_solve(&b, after, mines, NULL, NULL);
    for (int i = 0; i < 30 * 16 && cell < 0; i++)
        if (after[i] == HM_K_UNKNOWN)
            cell = i;
    if (mines == 99)
        time_odds(label, &b, k, mines, cell, rules);
    hm_board_free(&b);
}

/* Games played as a player might: the hint's moves (a safe cell opened,
 * a mine flagged), now and then a reveal at random, and a guess at random
 * where the hint has none, until a loss: the whole review of it. */
static void played_losses(hm_mode mode)
{
    double t[GAMES];
    int n = 0, forced = 0;
    for (uint64_t seed = 1; n < GAMES && seed <= 20 * GAMES; seed++) {
        hm_game *g = expert(seed, mode);
        if (!g)
            continue;
        const hm_board *b = hm_game_board(g);
        rng r;
        rng_seed(&r, seed, 5);
        while (hm_game_status(g) == HM_PLAYING) {
            hm_hint h = rng_below(&r, 30) ? hm_hint_find(g) : (hm_hint){ .found = false };
            hm_move m = { h.mine ? HM_MOVE_FLAG : HM_MOVE_OPEN, h.row, h.col };
            if (!h.found || (h.mine && hm_game_cell(g, h.row, h.col).kind == HM_SHOW_FLAG)) {
                int c;
                do
                    c = (int)rng_below(&r, (uint32_t)b->ncells);
                while (hm_game_cell(g, c / b->width, c % b->width).kind != HM_SHOW_HIDDEN);
                m = (hm_move){ HM_MOVE_OPEN, c / b->width, c % b->width };
            }
            hm_game_apply(g, m, 0);
        }
        hm_review rv;
        double c0 = cpu_ms();
        if (hm_game_status(g) == HM_LOST && hm_review_make(g, &rv)) {
            t[n++] = cpu_ms() - c0;
            forced += rv.safety == HM_REVIEW_FORCED;
            hm_review_free(&rv);
        }
        hm_game_free(g);
    }
    if (n == 0)
        return;
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    printf("whole review, expert %-8s %d losses (%d forced guesses): cpu median %.2f ms  max %.2f ms\n",
           mode == HM_MODE_CLASSIC ? "classic" : "no-guess", n, forced, t[n / 2], t[n - 1]);
}

int main(void)
{
    at_random();
    kept("odds, expert, crafted, raw", crafted, false);
    kept("odds, expert, played, as the review counts (rules first)", played, true);
    played_losses(HM_MODE_NOGUESS);
    played_losses(HM_MODE_CLASSIC);
    return 0;
}
