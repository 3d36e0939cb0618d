/* hexmines hint: asks the solver for one cell provable from what the player
 * sees and explains the deduction in one line. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_count.h"
#include "games/hexmines/hexmines_hint.h"
#include "games/hexmines/hexmines_solve.h"

/* snprintf for one line that may be cut short: a long reason is still
 * useful truncated. */
static void line(char *buf, size_t cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, cap, fmt, ap);
    va_end(ap);
}

void hm_hint_cell_name(const hm_board *b, int cell, char *buf, size_t cap)
{
    snprintf(buf, cap, "row %d, col %d", cell / b->width + 1, cell % b->width + 1);
}

void hm_hint_named(hm_why w, int named[2])
{
    bool numbers = w.kind == HM_WHY_NUMBER_DONE || w.kind == HM_WHY_NUMBER_FULL
                   || w.kind == HM_WHY_PAIR;
    named[0] = numbers ? w.a : -1;
    named[1] = w.kind == HM_WHY_PAIR ? w.b : -1;
}

void hm_hint_reason(const hm_board *b, const signed char *shown, int cell,
                    bool mine, hm_why w, char *buf, size_t cap)
{
    char at[40], a[40], bb[40];
    hm_hint_cell_name(b, cell, at, sizeof at);
    if (w.a >= 0)
        hm_hint_cell_name(b, w.a, a, sizeof a);
    if (w.b >= 0)
        hm_hint_cell_name(b, w.b, bb, sizeof bb);
    const char *what = mine ? "a mine" : "safe";
    switch (w.kind) {
    case HM_WHY_NUMBER_DONE:
        line(buf, cap, "the %d at %s already has all its mines, so %s is safe",
             shown[w.a], a, at);
        break;
    case HM_WHY_NUMBER_FULL:
        line(buf, cap,
             "the %d at %s needs every hidden neighbour left as a mine, so %s is a mine",
             shown[w.a], a, at);
        break;
    case HM_WHY_PAIR:
        line(buf, cap, "comparing the %d at %s with the %d at %s: %s is %s",
             shown[w.a], a, shown[w.b], bb, at, what);
        break;
    case HM_WHY_TOTAL_DONE:
        line(buf, cap, "mine count: every mine is accounted for, so %s is safe", at);
        break;
    default:
        line(buf, cap, "mine count: the hidden cells left are all mines, so %s is a mine",
             at);
        break;
    }
}

void hm_hint_counted_reason(const hm_board *b, int cell, bool mine,
                            bool needs_total, int mines_left, char *buf,
                            size_t cap)
{
    char at[40];
    hm_hint_cell_name(b, cell, at, sizeof at);
    const char *what = mine ? "a mine" : "safe";
    if (needs_total)
        line(buf, cap, "counting every way the remaining %d mine%s can lie, %s is"
             " always %s", mines_left, mines_left == 1 ? "" : "s", at, what);
    else
        line(buf, cap, "trying every way to place mines around the numbers next"
             " to %s, it is always %s", at, what);
}

static void explain(hm_hint *h, const hm_game *g, const signed char *know,
                    int cell, hm_why w, bool flagged)
{
    char why[HM_MSG_MAX];
    hm_hint_reason(hm_game_board(g), know, cell, h->mine, w, why, sizeof why);
    hm_hint_named(w, h->named);
    if (flagged)
        line(h->text, sizeof h->text, "your flag is wrong: %s", why);
    else
        line(h->text, sizeof h->text, "%s", why);
}

/* When the rules stall, counting over every placement may still decide a
 * cell; a safe one helps more than a mine, and a mine already flagged not
 * at all. Returns the cell or -1, and writes the hint. */
static int counted(hm_hint *h, const hm_game *g, signed char *know)
{
    const hm_board *b = hm_game_board(g);
    unsigned char *how = malloc((size_t)b->ncells);
    if (!how)
        return -1;
    hm_count_result r = hm_count_solve(b, know, hm_game_params(g)->mines,
                                       how);
    int best = -1;
    for (int i = 0; i < b->ncells && r.decided; i++) {
        if (how[i] == HM_COUNT_NOT)
            continue;
        if (know[i] == HM_K_SAFE) {
            best = i;
            break;
        }
        if (best < 0 && hm_game_cell(g, i / b->width, i % b->width).kind
                        != HM_SHOW_FLAG)
            best = i;
    }
    if (best >= 0) {
        char why[HM_MSG_MAX];
        h->found = true;
        h->row = best / b->width;
        h->col = best % b->width;
        h->mine = know[best] == HM_K_MINE;
        hm_hint_counted_reason(b, best, h->mine, how[best] == HM_COUNT_TOTAL,
                               r.mines_left, why, sizeof why);
        bool flagged = !h->mine
                       && hm_game_cell(g, h->row, h->col).kind == HM_SHOW_FLAG;
        if (flagged)
            line(h->text, sizeof h->text, "your flag is wrong: %s", why);
        else
            line(h->text, sizeof h->text, "%s", why);
    }
    free(how);
    return best;
}

hm_hint hm_hint_find(hm_game *g)
{
    hm_hint h = { false, 0, 0, false, "", { -1, -1 } };
    const hm_board *b = hm_game_board(g);
    hm_status st = hm_game_status(g);
    if (st == HM_WON || st == HM_LOST) {
        line(h.text, sizeof h.text, "the game is over");
        return h;
    }
    if (st == HM_READY) {
        int f = hm_game_first_cell(g);
        if (f < 0)
            f = hm_board_default_first(b);
        h.found = true;
        h.row = f / b->width;
        h.col = f % b->width;
        char at[40];
        hm_hint_cell_name(b, f, at, sizeof at);
        line(h.text, sizeof h.text, "the first reveal is always safe: try %s", at);
        return h;
    }
    signed char *know = malloc((size_t)b->ncells);
    hm_why *why = malloc((size_t)b->ncells * sizeof *why);
    if (!know || !why) {
        line(h.text, sizeof h.text, "out of memory");
        goto out;
    }
    for (int i = 0; i < b->ncells; i++) {
        hm_show s = hm_game_cell(g, i / b->width, i % b->width);
        know[i] = s.kind == HM_SHOW_OFF ? HM_K_OFF
                  : s.kind == HM_SHOW_NUMBER ? (signed char)s.number
                  : HM_K_UNKNOWN;
    }
    signed char *shown = malloc((size_t)b->ncells);
    if (!shown) {
        line(h.text, sizeof h.text, "out of memory");
        goto out;
    }
    for (int i = 0; i < b->ncells; i++)
        shown[i] = know[i];
    hm_solve(b, know, hm_game_params(g)->mines, NULL, why);
    /* The earliest useful deduction rests only on the shown numbers and on
     * earlier ones, which were all mines the player had already flagged. */
    int best = -1;
    for (int i = 0; i < b->ncells; i++) {
        if (why[i].kind == HM_WHY_NONE)
            continue;
        hm_show s = hm_game_cell(g, i / b->width, i % b->width);
        bool useful = know[i] != HM_K_MINE || s.kind != HM_SHOW_FLAG;
        if (useful && (best < 0 || why[i].seq < why[best].seq))
            best = i;
    }
    if (best < 0) {
        /* the rules' conclusions (flagged mines only) are sound to keep */
        if (counted(&h, g, know) >= 0)
            hm_game_mark_assisted(g);
        else
            line(h.text, sizeof h.text,
                 "nothing can be proved from what is shown: a guess is needed");
    } else {
        h.found = true;
        h.row = best / b->width;
        h.col = best % b->width;
        h.mine = know[best] == HM_K_MINE;
        bool flagged = !h.mine
                       && hm_game_cell(g, h.row, h.col).kind == HM_SHOW_FLAG;
        explain(&h, g, shown, best, why[best], flagged);
        hm_game_mark_assisted(g);
    }
    free(shown);
out:
    free(know);
    free(why);
    return h;
}

hm_hint hm_game_hint(hm_game *g)
{
    hm_hint h = hm_hint_find(g);
    hm_game_keep_hint(g, &h);
    return h;
}
