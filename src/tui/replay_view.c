/* The replay viewer's loop: a position in the game's time, the game
 * re-simulated to it (forward by applying the moves in between, backward
 * by replaying from the start, which takes no time for games this size),
 * and a wait until the next thing that changes on screen. */
#include "tui/replay_view.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "session/midend.h"
#include "tui/canvas.h"
#include "tui/replay_draw.h"
#include "tui/replay_seek.h"
#include "tui/term.h"
#include "tui/widgets.h"

enum { SEEK_MS = 5000, FRAME_MS = 1000, MIN_W = 40, MIN_H = 10 };

/* Speeds in quarters: 1/4, 1/2, 1, 2, 4, 8 times the game's own. */
static const int quarters[] = { 1, 2, 4, 8, 16, 32 };
enum { SPEEDS = sizeof quarters / sizeof quarters[0], NORMAL_SPEED = 2 };

typedef struct {
    const replay_view_options *opt;
    replay_seek g;      /* the game on screen, at g.pos */
    session_live now;   /* live: how it stands (played, or how it stopped) */
    bool live;          /* watching a game being played (until it ends) */
    int64_t end;        /* the game time of the end */
    int speed;          /* index into quarters */
    bool playing;
    long long shown_at; /* term_now_ms() when pos was last moved by play */
    canvas *screen;     /* once the terminal is up */
    long long told_at;  /* term_now_ms() when progress was last shown */
    int stopped;        /* the exit status when a rebuild was stopped */
} viewer;

static const session_move *move_at(const viewer *v, size_t i) { return &v->g.log.moves[i]; }

/* How far a rebuild is: before the terminal is up, as the caller asked;
 * after, in a box once half a second has gone by, with q (or a signal)
 * stopping it. */
static bool tell(void *ctx, size_t done, size_t total)
{
    viewer *v = ctx;
    if (!v->screen)
        return !v->opt->progress || v->opt->progress(v->opt->progress_ctx, done, total);
    long long now = term_now_ms();
    if (now - v->told_at < 500)
        return true;
    v->told_at = now;
    char line[96];
    snprintf(line, sizeof line, "move %zu of %zu (q stops)", done, total);
    const char *lines[] = { line, NULL };
    canvas_clear(v->screen);
    widget_box(v->screen, "Replaying", lines);
    term_present(v->screen);
    term_event ev = term_wait(0);
    if (ev.kind == TE_QUIT)
        v->stopped = 128 + ev.signal;
    else if (ev.kind == TE_KEY && (ev.key == 'q' || ev.key == 'Q' || ev.key == TK_ESC))
        v->stopped = 0;
    else
        return true;
    return false;
}

/* The game at game time pos, within the replay. */
static bool seek(viewer *v, int64_t pos)
{
    if (pos > v->end)
        pos = v->end;
    v->told_at = term_now_ms();
    return replay_seek_to(&v->g, pos);
}

static void format_time(int64_t ms, char *buf, size_t len)
{
    snprintf(buf, len, "%lld:%02lld", (long long)(ms / 60000), (long long)(ms / 1000 % 60));
}

static void draw(viewer *v, canvas *c)
{
    int w, h;
    term_size(&w, &h);
    if ((c->w != w || c->h != h) && canvas_resize(c, w, h) != 0)
        term_fatal("out of memory for a %dx%d screen", w, h);
    if (w < MIN_W || h < MIN_H) {
        widget_too_small(c, MIN_W, MIN_H);
        term_present(c);
        return;
    }
    char now[48], all[48], speed[16], status[400];
    format_time(v->g.pos, now, sizeof now);
    format_time(v->end, all, sizeof all);
    int q = quarters[v->speed];
    if (q >= 4)
        snprintf(speed, sizeof speed, "%dx", q / 4);
    else
        snprintf(speed, sizeof speed, "1/%dx", 4 / q);
    if (v->live) {
        /* Short: a game's own status stands before it on an 80-column
         * line, and the keys line says the game is watched. */
        static const char *const how[][2] = {
            [SESSION_LIVE_PLAYING] = { "LIVE", "" },
            [SESSION_LIVE_SAVED] = { "SAVED", "  saved, to go on later" },
            [SESSION_LIVE_ENDED] = { "ENDED", "" },
            [SESSION_LIVE_LEFT] = { "LEFT", "  left before its end" },
        };
        snprintf(status, sizeof status, "%s %s  move %zu%s", how[v->now][0], now, v->g.upto,
                 how[v->now][1]);
        replay_frame lf = { .status = status,
                            .keys = "watching as it is played: q quit (a watcher has no other keys)",
                            .blocks = !v->opt->ascii && term_can_draw_blocks(), .live = true };
        const char *last = v->g.upto ? move_at(v, v->g.upto - 1)->text : NULL;
        canvas_clear(c);
        v->opt->draw(c, v->g.state, v->g.pos, last, &lf);
        term_present(c);
        return;
    }
    const char *state = v->playing ? "playing" : v->g.pos >= v->end ? "end" : "paused";
    char ending[160] = "";
    if (v->g.pos >= v->end)
        snprintf(ending, sizeof ending, "%s%s%s", v->opt->claim[0] || v->opt->mismatch ? ": " : "",
                 v->opt->mismatch ? "NOT AS CLAIMED: " : "",
                 v->opt->mismatch ? v->opt->mismatch : v->opt->claim);
    snprintf(status, sizeof status, "REPLAY %s/%s  move %zu/%zu  %s  %s%s", now, all, v->g.upto,
             v->g.log.nmoves, speed, state, ending);
    replay_frame f = {
        .status = status,
        .keys = "Space play/pause  + - speed  . , move  Left Right 5 s  Home End  q quit",
        .blocks = !v->opt->ascii && term_can_draw_blocks(),
    };
    const char *last = v->g.upto ? move_at(v, v->g.upto - 1)->text : NULL;
    canvas_clear(c);
    v->opt->draw(c, v->g.state, v->g.pos, last, &f);
    term_present(c);
}

/* Milliseconds of real time until the screen changes on its own. */
static int wait_ms(const viewer *v)
{
    /* A game saved stays as it stopped: nothing more comes. One left may
     * be a player's process gone a moment before its recorder wrote how
     * it stopped: that line is still looked for, four times a second. */
    if (v->live && v->now == SESSION_LIVE_SAVED)
        return -1;
    if (v->live && v->now == SESSION_LIVE_LEFT)
        return 250;
    /* A live game is read again at this pace: a few hundred ms behind. */
    if (v->live) {
        int64_t d = v->opt->game->next_deadline ? v->opt->game->next_deadline(v->g.state, v->g.pos)
                                                 : INT64_MAX;
        int64_t until = d > v->g.pos ? d - v->g.pos : 1;
        if (!v->opt->wakes_on_change && until > 250)
            until = 250;
        return until > 60000 ? 60000 : (int)until;
    }
    if (!v->playing)
        return -1;
    int64_t next = v->end;
    if (v->g.upto < v->g.log.nmoves && move_at(v, v->g.upto)->t_ms < next)
        next = move_at(v, v->g.upto)->t_ms;
    if (v->opt->game->next_deadline) {
        int64_t d = v->opt->game->next_deadline(v->g.state, v->g.pos);
        if (d > v->g.pos && d < next)
            next = d;
    }
    int64_t second = (v->g.pos / FRAME_MS + 1) * FRAME_MS;
    if (second < next)
        next = second;
    int64_t real = (next - v->g.pos) * 4 / quarters[v->speed];
    return real < 1 ? 1 : real > 60000 ? 60000 : (int)real;
}

/* Play moves pos on with the time gone by since it last did. */
static bool play_on(viewer *v)
{
    long long now = term_now_ms();
    int64_t pos = v->g.pos + (int64_t)(now - v->shown_at) * quarters[v->speed] / 4;
    v->shown_at = now;
    if (pos >= v->end) {
        pos = v->end;
        v->playing = false;
    }
    return seek(v, pos);
}

/* The wall clock in ms: a live game's time is the player's, who started
 * it on their wall clock. */
static long long wall_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* A live game: its log read again, and the game brought to the time the
 * player's clock shows now. */
static bool follow(viewer *v)
{
    session_save log = v->g.log;
    session_live now = v->now;
    if (!v->opt->refresh(v->opt->refresh_ctx, &log, &now))
        return true;
    /* The moves may have moved in memory; those already played are the
     * same, so the game goes on from where it is. */
    v->g.log = log;
    v->now = now;
    int64_t last = v->g.log.nmoves ? v->g.log.moves[v->g.log.nmoves - 1].t_ms : 0;
    int64_t pos = (int64_t)(wall_ms() - v->opt->started_ms);
    if (pos < last || v->now != SESSION_LIVE_PLAYING)
        pos = last;
    v->end = pos;
    /* Ended: what was watched is now a replay, to go back over, its seed
     * shown. Saved or left, it goes on hiding what the player has not
     * seen: the game may go on. */
    if (v->now == SESSION_LIVE_ENDED)
        v->live = false;
    return seek(v, pos);
}

/* One key; false when it quits. */
static bool on_key(viewer *v, int key, bool *ok)
{
    size_t prev = v->g.upto >= 2 ? v->g.upto - 2 : 0;
    switch (key) {
    case 'q': case 'Q': case TK_ESC:
        return false;
    case ' ':
        if (!v->playing && v->g.pos >= v->end)
            *ok = seek(v, 0);
        v->playing = !v->playing;
        v->shown_at = term_now_ms();
        break;
    case '+': case '=':
        if (v->speed < SPEEDS - 1)
            v->speed++;
        break;
    case '-': case '_':
        if (v->speed > 0)
            v->speed--;
        break;
    case '.':
        v->playing = false;
        *ok = seek(v, v->g.upto < v->g.log.nmoves ? move_at(v, v->g.upto)->t_ms : v->end);
        break;
    case ',':
        v->playing = false;
        *ok = seek(v, v->g.upto >= 2 ? move_at(v, prev)->t_ms : 0);
        break;
    case TK_HOME: *ok = seek(v, 0); break;
    case TK_END: *ok = seek(v, v->end); v->playing = false; break;
    case TK_LEFT: *ok = seek(v, v->g.pos - SEEK_MS); break;
    case TK_RIGHT: *ok = seek(v, v->g.pos + SEEK_MS); break;
    default: break;
    }
    return true;
}

int replay_view_run(const replay_view_options *opt, char *err, size_t errlen)
{
    viewer v = { .opt = opt, .g = { .game = opt->game, .log = opt->log, .tell = tell },
                 .end = opt->log.saved_at, .speed = NORMAL_SPEED, .stopped = -1 };
    v.g.tell_ctx = &v;
    v.live = opt->refresh != NULL;
    if (v.live)
        v.end = INT64_MAX;
    if (!(opt->refresh ? follow(&v) : seek(&v, 0))) {
        snprintf(err, errlen, "the replay does not replay: %s", v.g.why);
        return 1;
    }
    term_options to = { .color = opt->colour, .mouse = false };
    if (!term_start(&to, err, errlen)) {
        replay_seek_free(&v.g);
        return 1;
    }
    canvas c = { 0 };
    v.screen = &c;
    int status = 0;
    bool ok = true;
    v.playing = true;
    v.shown_at = term_now_ms();
    for (bool done = false; !done && ok;) {
        draw(&v, &c);
        term_event ev = term_wait(wait_ms(&v));
        switch (ev.kind) {
        case TE_QUIT:
            status = 128 + ev.signal;
            done = true;
            break;
        case TE_KEY:
            if (v.live) {
                done = ev.key == 'q' || ev.key == 'Q' || ev.key == TK_ESC;
                break;
            }
            if (v.playing)
                ok = play_on(&v);
            done = !on_key(&v, ev.key, &ok);
            break;
        case TE_TIMEOUT:
            if (v.live && v.now != SESSION_LIVE_SAVED)
                ok = follow(&v);
            else if (v.playing)
                ok = play_on(&v);
            break;
        default:
            break;
        }
    }
    term_stop();
    canvas_free(&c);
    replay_seek_free(&v.g);
    if (!ok && v.stopped >= 0)
        return v.stopped;
    if (!ok) {
        snprintf(err, errlen, "the replay stopped: a move did not play (%s)", v.g.why);
        return 1;
    }
    return status;
}
