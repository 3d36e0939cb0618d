/* The play loop's screen: the canvas at the terminal's size, drawing only
 * what changed, a game coming into view or going out of it, and how long
 * to wait. */
#include "tui/play_internal.h"

#include <limits.h>

/* The canvas takes the terminal's size; false when out of memory. */
bool play_fit(play *p)
{
    int w, h;
    term_size(&w, &h);
    if (p->cv.w == w && p->cv.h == h && p->cv.cells)
        return true;
    p->dirty = true;
    if (canvas_resize(&p->cv, w, h) == 0)
        return true;
    p->failed = true;
    return false;
}

/* The partner's line goes over the game's second row, which the views
 * keep free between their status line and the board. */
static void play_draw_partner(play *p)
{
    if (p->cv.h < 3 || !p->partner_line[0])
        return;
    for (int x = 0; x < p->cv.w; x++)
        canvas_put(&p->cv, x, 1, ' ', ROLE_STATUS);
    canvas_text(&p->cv, 0, 1, p->partner_line, ROLE_STATUS);
}

void play_draw(play *p, int64_t now)
{
    if (!play_fit(p))
        return;
    if (!p->dirty && p->g->redraw_due && !p->g->redraw_due(p->ui, &p->ses, now))
        return;
    play_screen sc = {
        .ses = &p->ses, .now = now, .message = p->message,
        .dialog = p->question != Q_NONE ? &p->dlg : NULL, .at_any_size = play_at_any_size(p),
        .help = p->overlay == OV_HELP ? p->g->help(p->ui) : NULL,
        .end_box = p->overlay == OV_END, .key_events = p->key_events,
        .show_seed = p->resumed_game ? p->o->resume_show_seed : p->o->show_seed,
    };
    p->g->draw(p->ui, &p->cv, &sc);
    if (p->o->partner)
        play_draw_partner(p);
    term_present(&p->cv);
    p->dirty = false;
}

void play_show(play *p)
{
    p->dirty = true;
    play_draw(p, play_now(p));
}

/* A game that shows all it has at once starts its clock when it first
 * comes into view (session_game.shown_move), not at its first move: the
 * time spent studying it counts. */
void play_note_in_view(play *p)
{
    if (p->intro || p->in_view || p->failed || !play_seen(p))
        return;
    p->in_view = true;
    const char *move = p->g->game->shown_move;
    /* Not news to the player: the message line keeps what it says. */
    if (move && play_phase(p) == SESSION_READY)
        p->dirty |= session_play(&p->ses, move, play_at_time(p, play_now(p)), NULL, 0);
}

/* A game nobody can see must not go on by itself: too small a terminal
 * pauses it, and the player goes on with p once it shows again. */
void play_pause_if_unseen(play *p, int64_t now)
{
    if (!p->intro && !p->failed && play_moves_on_its_own(p) && !play_seen(p)
        && play_phase(p) == SESSION_RUNNING)
        play_pause_at(p, now);
}

int play_timeout_until(int64_t due, int64_t now)
{
    if (due == SESSION_NO_DEADLINE)
        return -1;
    if (due <= now)
        return 0;
    return due - now > INT_MAX ? INT_MAX : (int)(due - now);
}
