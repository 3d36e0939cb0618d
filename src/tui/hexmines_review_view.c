/* The hexmines loss review, as text and cells for the board's view. */
#include "tui/hexmines_review_view.h"

#include <stdio.h>
#include <string.h>

#include "games/hexmines/hexmines_hint.h"
#include "games/hexmines/hexmines_solve.h"
#include "tui/hexmines_keys.h"
#include "tui/wrap.h"

mv_cell hexmines_review_cell(const void *review, int row, int col)
{
    const hexmines_review *v = review;
    mv_cell c = { MV_OFF, 0, false };
    if (!hm_board_on(v->b, row, col))
        return c;
    int i = row * v->b->width + col;
    signed char k = v->r.know[i];
    if (i == v->r.fatal)
        c.kind = MV_EXPLODED;
    else if (k >= 0 && k <= 6) {
        c.kind = MV_OPEN;
        c.number = (uint8_t)k;
    } else
        c.kind = v->r.flagged[i] ? MV_FLAG : MV_HIDDEN;
    return c;
}

bool hexmines_review_highlight(const hexmines_review *v, hex_offset *at)
{
    int i = v->r.safety == HM_REVIEW_SAFE ? v->r.safe : v->r.safest;
    /* No cell is shown as safer than the one chosen when none was. */
    if (i < 0 || (v->r.safety != HM_REVIEW_SAFE && v->r.odds == HM_ODDS_OK
                  && v->r.p_mine <= v->r.p_safest))
        return false;
    *at = (hex_offset){ i % v->b->width, i / v->b->width };
    return true;
}

static void cell_name(const hexmines_review *v, int i, char *buf, size_t len)
{
    hm_hint_cell_name(v->b, i, buf, len);
}

/* What the revealed cell was worth, short enough for the status line. */
static void odds_text(const hexmines_review *v, char *buf, size_t len)
{
    char pc[24];
    if (v->r.proved_mine) {
        snprintf(buf, len, "a proven mine");
        return;
    }
    switch (v->r.odds) {
    case HM_ODDS_OK:
        hm_review_percent(v->r.p_mine, pc, sizeof pc);
        snprintf(buf, len, "%s a mine", pc);
        break;
    case HM_ODDS_TOO_BIG: snprintf(buf, len, "odds too many ways to count"); break;
    default: snprintf(buf, len, "odds not counted"); break;
    }
}

void hexmines_review_status(const hexmines_review *v, const keymap *keys, char *buf, size_t len)
{
    char at[32], odds[64], back[KEYMAP_NAME_MAX];
    cell_name(v, v->r.fatal, at, sizeof at);
    odds_text(v, odds, sizeof odds);
    keymap table;
    if (!keys) {
        keymap_init(&table, &hexmines_key_game);
        keys = &table;
    }
    snprintf(buf, len, "REVIEW  %s %s: %s   Enter: practice  %s: back",
             v->r.move.kind == HM_MOVE_CHORD ? "your chord opened" : "you revealed", at, odds,
             keymap_first(keys, MJ_REVIEW, back));
}

/* The message with the reason's last `most` steps. */
static void message_with(const hexmines_review *v, int most, bool odds_note, char *buf, size_t len)
{
    char at[32], reason[HM_REVIEW_TEXT_MAX];
    const char *note = odds_note && !v->r.proved_mine && v->r.odds == HM_ODDS_OK
                           ? " (Odds: over every way the mines could lie that fits what you saw.)"
                           : "";
    switch (v->r.safety) {
    case HM_REVIEW_SAFE:
        cell_name(v, v->r.safe, at, sizeof at);
        hm_review_reason(&v->r, most, reason, sizeof reason);
        snprintf(buf, len, "Safe was %s (highlighted): %s.%s", at, reason, note);
        break;
    case HM_REVIEW_FORCED: {
        const char *why = v->r.noguess ? "" : " (a classic board may need one)";
        if (v->r.safest >= 0 && v->r.odds == HM_ODDS_OK && v->r.p_mine <= v->r.p_safest) {
            snprintf(buf, len, "A forced guess: no cell was safe%s, and none was safer than"
                     " yours.%s", why, note);
        } else if (v->r.safest >= 0) {
            char pc[24];
            cell_name(v, v->r.safest, at, sizeof at);
            hm_review_percent(v->r.p_safest, pc, sizeof pc);
            snprintf(buf, len, "A forced guess: no cell was safe%s. Safest was %s"
                     " (highlighted), %s a mine.%s", why, at, pc, note);
        } else {
            snprintf(buf, len, "A forced guess: no cell was safe%s.%s", why, note);
        }
        break;
    }
    case HM_REVIEW_UNDECIDED:
        snprintf(buf, len, "Too large a position to tell whether a cell was safe.%s", note);
        break;
    }
}

int hexmines_review_message(const hexmines_review *v, int width, int lines, char *buf, size_t len)
{
    /* As much of the reasoning as fits, the last steps first (they name
     * the safe cell), then the odds' note. */
    int start[8], count[8];
    if (lines > 8)
        lines = 8;
    for (int most = HM_REVIEW_STEPS_MAX; most >= 1; most--) {
        for (int note = 1; note >= 0; note--) {
            message_with(v, most, note, buf, len);
            if (wrap_lines(buf, width, lines + 1, start, count) <= lines)
                return most;
        }
    }
    return 1;
}

int hexmines_review_named(const hexmines_review *v, int told, hex_offset *named, int max)
{
    int n = 0;
    if (v->r.safety != HM_REVIEW_SAFE)
        return 0;
    int from = v->r.nstep - (told < 1 ? 1 : told);
    for (int k = from < 0 ? 0 : from; k < v->r.nstep; k++)
        for (int j = 0; j < 3 && n < max; j++) {
            int i = v->r.step_cells[k][j];
            if (i >= 0 && i != v->r.safe)
                named[n++] = (hex_offset){ i % v->b->width, i / v->b->width };
        }
    return n;
}

bool hexmines_review_open(hexmines_review *v, const hm_game *g)
{
    v->b = hm_game_board(g);
    return hm_review_make(g, &v->r);
}

void hexmines_review_close(hexmines_review *v)
{
    hm_review_free(&v->r);
}

void hexmines_review_show(const hexmines_review *v, const keymap *keys, hexmines_view *mv, int w,
                       char *status, size_t slen, char *message, size_t mlen)
{
    mv->cell = hexmines_review_cell;
    mv->ctx = v;
    mv->cursor = (hex_offset){ v->r.fatal % v->b->width, v->r.fatal / v->b->width };
    mv->show_cursor = true;
    mv->show_hint = hexmines_review_highlight(v, &mv->hint);
    hexmines_review_status(v, keys, status, slen);
    int told = hexmines_review_message(v, w, HEXMINES_VIEW_MESSAGE_MAX, message, mlen);
    mv->nnamed = hexmines_review_named(v, told, mv->named, HEXMINES_VIEW_NAMED_MAX);
    mv->message = message;
}
