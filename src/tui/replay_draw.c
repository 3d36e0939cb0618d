/* A replayed game drawn by its own view: the one place that knows which
 * view draws which game's state. */
#include "tui/replay_draw.h"

#include <stdio.h>
#include <string.h>

#include "games/hexmines.h"
#include "games/hextris.h"
#include "session/hexmines_game.h"
#include "session/hextris_game.h"
#include "tui/mines_view.h"
#include "tui/tetris_view.h"

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

static void draw_mines(canvas *c, const void *state, int64_t t, const char *last_move,
                       const replay_frame *f)
{
    const hm_game *g = state;
    const hm_board *b = hm_game_board(g);
    int pw, ph, ax, ay, aw, ah;
    mines_view_picture_size(HEXLAYOUT_LARGE, b->width, b->height, &pw, &ph);
    mines_view_area(c->w, c->h, &ax, &ay, &aw, &ah);
    char status[160];
    uint64_t secs = hm_game_elapsed_ms(g, (uint64_t)t) / 1000;
    snprintf(status, sizeof status, "Mines %d  Time %llu:%02llu  %s",
             hm_game_mines_left(g), (unsigned long long)(secs / 60),
             (unsigned long long)(secs % 60), f->status);
    /* Where the player clicked: the terminal's cursor on the cell. */
    hex_offset at = { 0, 0 };
    bool clicked = move_cell(last_move, &at);
    mines_view v = {
        .cols = b->width, .rows = b->height, .cell = mines_view_game_cell, .ctx = g,
        .scale = pw <= aw && ph <= ah ? HEXLAYOUT_LARGE : HEXLAYOUT_COMPACT,
        .cursor = at, .show_cursor = clicked, .status = status, .message = f->keys,
    };
    int sx = 0, sy = 0;
    mines_view_follow(&v, c->w, c->h, &sx, &sy);
    v.scroll_x = sx;
    v.scroll_y = sy;
    mines_view_draw(c, &v);
}

static void draw_tetris(canvas *c, const void *state, int64_t t, const char *last_move,
                        const replay_frame *f)
{
    (void)last_move;
    const ht_state *st = state;
    tetris_view_caps caps = { .blocks = f->blocks };
    const char *notes[] = { f->status, f->keys, NULL };
    tetris_view v = { .st = st, .elapsed_ms = ht_elapsed_ms(st, t), .caps = caps,
                      .show_seed = !f->live, .watching = true };
    tetris_view_draw(c, &v);
    /* The replay's own lines under the panel, where the game's key hints
     * stand: the viewer's keys are other keys. */
    for (int i = 0; notes[i]; i++) {
        int y = c->h - 2 + i;
        for (int x = 0; x < c->w; x++)
            canvas_put(c, x, y, ' ', ROLE_NORMAL);
        canvas_text(c, 0, y, notes[i], i == 0 ? ROLE_STATUS : ROLE_DIM);
    }
}

static const struct {
    const session_game *game;
    void (*draw)(canvas *, const void *, int64_t, const char *, const replay_frame *);
} drawers[] = {
    { &session_hexmines, draw_mines },
    { &session_hextris, draw_tetris },
};

bool replay_draw(canvas *c, const session_game *game, const void *state, int64_t t,
                 const char *last_move, const replay_frame *f)
{
    for (size_t i = 0; i < sizeof drawers / sizeof drawers[0]; i++) {
        if (drawers[i].game == game) {
            drawers[i].draw(c, state, t, last_move, f);
            return true;
        }
    }
    return false;
}
