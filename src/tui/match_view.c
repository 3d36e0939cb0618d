/* The match viewer's loop: each side's live log followed as the watch
 * viewer follows one (its game brought to the time its player's clock
 * shows), both drawn into canvases of their own and placed by the layout
 * (tui/match_view.h), the match's line over them. */
#include "tui/match_view.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "tui/canvas.h"
#include "tui/replay_seek.h"
#include "tui/term.h"
#include "tui/widgets.h"

/* What a game's view needs at the least, as the watch viewer asks it;
 * a live log is read again at least this often (its messages too). */
enum { MIN_W = 40, MIN_H = 10, REREAD_MS = 250 };

typedef struct {
    replay_seek g;
    session_live now;
    long long started_ms;
    bool have;               /* a log was read */
    bool broken;             /* a move did not play: g.why says why */
    canvas c;
} side_view;

typedef struct {
    const match_view_options *opt;
    side_view side[2];
    int large;               /* the side shown where both do not fit */
    char line[512];
} match_viewer;

static long long wall_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Side s's log read again, and its game brought to the time its player's
 * clock shows now; a new round, a new game from its start. */
static void follow(match_viewer *v, int s)
{
    side_view *sv = &v->side[s];
    session_save log = { 0 };
    session_live now;
    long long started;
    if (!v->opt->refresh(v->opt->ctx, s, &log, &now, &started))
        return;
    if (!sv->have || started != sv->started_ms || strcmp(log.params, sv->g.log.params) != 0) {
        replay_seek_free(&sv->g);
        sv->broken = false;
    }
    sv->g.log = log;
    sv->now = now;
    sv->started_ms = started;
    sv->have = true;
    if (sv->broken)
        return;
    int64_t last = log.nmoves ? log.moves[log.nmoves - 1].t_ms : 0;
    int64_t pos = (int64_t)(wall_ms() - started);
    if (pos < last || now != SESSION_LIVE_PLAYING)
        pos = last;
    if (!replay_seek_to(&sv->g, pos)) {
        replay_seek_free(&sv->g);
        sv->broken = true;
    }
}

static void format_time(int64_t ms, char *buf, size_t len)
{
    snprintf(buf, len, "%lld:%02lld", (long long)(ms / 60000), (long long)(ms / 1000 % 60));
}

/* Side s drawn by its game's view into its own canvas of w x h. */
static void draw_side(match_viewer *v, int s, int w, int h, const char *keys, bool alone)
{
    side_view *sv = &v->side[s];
    canvas *c = &sv->c;
    if ((c->w != w || c->h != h) && canvas_resize(c, w, h) != 0)
        term_fatal("out of memory for a %dx%d screen", w, h);
    canvas_clear(c);
    const char *name = v->opt->name[s];
    if (w < MIN_W || h < MIN_H) {
        widget_too_small(c, MIN_W, MIN_H);
        return;
    }
    if (sv->broken || !sv->g.state) {
        canvas_textf(c, 0, 0, ROLE_STATUS, "%s: %s", name,
                     sv->broken ? sv->g.why : "not begun yet");
        return;
    }
    static const char *const how[] = {
        [SESSION_LIVE_PLAYING] = "LIVE", [SESSION_LIVE_SAVED] = "SAVED",
        [SESSION_LIVE_ENDED] = "ENDED", [SESSION_LIVE_LEFT] = "LEFT",
    };
    char now[48], status[256];
    format_time(sv->g.pos, now, sizeof now);
    /* Alone on the screen, where it is on the match's line. */
    snprintf(status, sizeof status, "%s%s  %s %s  move %zu", name,
             alone ? s == 0 ? " (1st)" : " (2nd)" : "", how[sv->now], now, sv->g.upto);
    /* Live to the end: a side's board is the other's too while the
     * match goes on, its seed kept hidden. */
    replay_frame f = { .status = status, .keys = keys,
                       .blocks = !v->opt->ascii && term_can_draw_blocks(), .live = true };
    const char *last = sv->g.upto ? sv->g.log.moves[sv->g.upto - 1].text : NULL;
    v->opt->draw(c, sv->g.state, sv->g.pos, last, &f);
}

static void draw(match_viewer *v, canvas *screen)
{
    int w, h;
    term_size(&w, &h);
    if ((screen->w != w || screen->h != h) && canvas_resize(screen, w, h) != 0)
        term_fatal("out of memory for a %dx%d screen", w, h);
    canvas_clear(screen);
    if (w < MIN_W || h < MIN_H + 1) {
        widget_too_small(screen, MIN_W, MIN_H + 1);
        term_present(screen);
        return;
    }
    canvas_text(screen, 0, 0, v->line, ROLE_TITLE);
    int area = h - 1;
    static const char both[] = "watching a match as it is played: q quit";
    if (w >= 2 * MATCH_VIEW_SIDE_W + 1) {
        int left = (w - 1) / 2;
        draw_side(v, 0, left, area, both, false);
        draw_side(v, 1, w - left - 1, area, both, false);
        canvas_copy(screen, 0, 1, &v->side[0].c);
        canvas_copy(screen, left + 1, 1, &v->side[1].c);
        for (int y = 1; y < h; y++)
            canvas_put(screen, left, y, '|', ROLE_BORDER);
    } else if (area >= 2 * MATCH_VIEW_SIDE_H) {
        int top = area / 2;
        draw_side(v, 0, w, top, both, false);
        draw_side(v, 1, w, area - top, both, false);
        canvas_copy(screen, 0, 1, &v->side[0].c);
        canvas_copy(screen, 0, 1 + top, &v->side[1].c);
    } else {
        draw_side(v, v->large, w, area, "watching a match: Tab the other side  q quit", true);
        canvas_copy(screen, 0, 1, &v->side[v->large].c);
    }
    term_present(screen);
}

/* Milliseconds until the screen changes on its own: the sooner of a
 * game's own deadline and the next reading. */
static int wait_ms(const match_viewer *v)
{
    int64_t until = REREAD_MS;
    for (int s = 0; s < 2; s++) {
        const side_view *sv = &v->side[s];
        if (!sv->g.state || sv->now != SESSION_LIVE_PLAYING || !v->opt->game->next_deadline)
            continue;
        int64_t d = v->opt->game->next_deadline(sv->g.state, sv->g.pos);
        int64_t in = d > sv->g.pos ? d - sv->g.pos : 1;
        if (in < until)
            until = in;
    }
    return (int)until;
}

int match_view_run(const match_view_options *opt, char *err, size_t errlen)
{
    static match_viewer v;
    v = (match_viewer){ .opt = opt };
    for (int s = 0; s < 2; s++)
        v.side[s].g.game = opt->game;
    term_options to = { .color = opt->colour, .mouse = false };
    if (!term_start(&to, err, errlen))
        return 1;
    canvas screen = { 0 };
    int status = 0;
    for (bool done = false; !done;) {
        const void *state[2];
        for (int s = 0; s < 2; s++) {
            follow(&v, s);
            state[s] = v.side[s].g.state;
        }
        int w, h;
        term_size(&w, &h);
        opt->line(opt->ctx, state, w, v.line, sizeof v.line);
        draw(&v, &screen);
        term_event ev = term_wait(wait_ms(&v));
        if (ev.kind == TE_QUIT) {
            status = 128 + ev.signal;
            done = true;
        } else if (ev.kind == TE_KEY) {
            done = ev.key == 'q' || ev.key == 'Q' || ev.key == TK_ESC;
            if (ev.key == TK_TAB || ev.key == '\t')
                v.large = 1 - v.large;
        }
    }
    term_stop();
    canvas_free(&screen);
    for (int s = 0; s < 2; s++) {
        replay_seek_free(&v.side[s].g);
        canvas_free(&v.side[s].c);
    }
    return status;
}
