/* A hexmines game in a replay or watched: its own view, with the replay's
 * lines where the game's own would stand, and the cell of the last move. */
#include "tui/hexmines_replay.h"

#include <stdio.h>

#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_stats.h"
#include "tui/hexmines_view.h"
#include "tui/widgets.h"

/* The cell a hexmines move names ("O3,4": row 3, column 4), if any. */
static bool move_cell(const char *move, hex_offset *at)
{
    int row, col;
    char kind;
    if (!move || sscanf(move, "%c%d,%d", &kind, &row, &col) != 3)
        return false;
    *at = (hex_offset){ col, row };
    return true;
}

void hexmines_replay_draw(canvas *c, const void *state, int64_t t, const char *last_move,
                       const replay_frame *f)
{
    const hm_game *g = state;
    const hm_board *b = hm_game_board(g);
    int pw, ph, ax, ay, aw, ah;
    hexmines_view_picture_size(HEXLAYOUT_LARGE, b->width, b->height, &pw, &ph);
    hexmines_view_area(c->w, c->h, &ax, &ay, &aw, &ah);
    char status[160];
    uint64_t secs = hm_game_elapsed_ms(g, (uint64_t)t) / 1000;
    snprintf(status, sizeof status, "Mines %d  Time %llu:%02llu  %s",
             hm_game_mines_left(g), (unsigned long long)(secs / 60),
             (unsigned long long)(secs % 60), f->status);
    /* Where the player clicked: the terminal's cursor on the cell. */
    hex_offset at = { 0, 0 };
    bool clicked = move_cell(last_move, &at);
    hexmines_view v = {
        .cols = b->width, .rows = b->height, .cell = hexmines_view_game_cell, .ctx = g,
        .scale = pw <= aw && ph <= ah ? HEXLAYOUT_LARGE : HEXLAYOUT_COMPACT,
        .cursor = at, .show_cursor = clicked, .status = status, .message = f->keys,
        /* Paused, the player saw no board: nor does a watcher. */
        .hide_board = hm_game_paused(g),
    };
    int sx = 0, sy = 0;
    hexmines_view_follow(&v, c->w, c->h, &sx, &sy);
    v.scroll_x = sx;
    v.scroll_y = sy;
    hexmines_view_draw(c, &v);
    /* A game that ended shows its figures, worked out again from the
     * replay itself, as its end box showed them. */
    hm_status st = hm_game_status(g);
    if (!f->live && (st == HM_WON || st == HM_LOST))
        hexmines_replay_figures(c, g, t);
}

void hexmines_replay_figures(canvas *c, const void *state, int64_t t)
{
    hm_figures fig;
    hm_game_figures(state, (uint64_t)(t < 0 ? 0 : t), true, &fig);
    char text[HM_FIGURES_LINES][HM_FIGURES_LINE];
    const char *lines[HM_FIGURES_LINES + 1] = { NULL };
    for (int i = 0, n = hm_figures_lines(&fig, text); i < n; i++)
        lines[i] = text[i];
    int bw, bh;
    const char *title = fig.won ? "Won: its figures" : "Lost: its figures";
    widget_box_size(title, lines, &bw, &bh);
    if (bw <= c->w && bh + 2 <= c->h)
        widget_box_at(c, c->w - bw, 1, title, lines);
}

