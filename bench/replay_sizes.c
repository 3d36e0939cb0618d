/* For the replay figures: the bytes of a replay file of an expert hexmines
 * win (played by the hint solver, a move every 700 ms) and of a hextris
 * marathon played for ten minutes (each piece turned, slid and dropped
 * every 1.5 s; a game that tops out early is followed by another until the
 * ten minutes are up), with their move counts, beside the game time, so
 * that `make bench` can set them against the bytes a terminal recording of
 * the same games would hold (its figures per move and per second). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/replays.h"
#include "core/rng.h"
#include "games/hexmines/hexmines.h"
#include "games/hextris/hextris.h"
#include "session/hexmines_session.h"
#include "session/hextris_session.h"
#include "session/midend.h"

static size_t replay_bytes, replay_moves;

static void on_record(void *ctx, const session_result *r, session_verdict *v)
{
    (void)ctx;
    (void)v;
    saves_game g;
    if (!replays_make(r, "bench", 0, "bench", 1700000000, &g))
        return;
    size_t len;
    char *text = replays_format(&g, &len);
    if (text)
        replay_bytes += len;
    replay_moves += g.nmoves;
    free(text);
    saves_free(&g);
}

static const session_hooks hooks = { NULL, on_record, NULL, NULL, NULL, NULL, false };

static int mines_win(void)
{
    session s;
    session_init(&s, &session_hexmines, &hooks);
    if (!session_new(&s, "rect:30x16:99:noguess:seed=2026", NULL, 0))
        return 1;
    int64_t t = 1000;
    for (int i = 0; i < 2000 && session_phase_of(&s) != SESSION_ENDED; i++, t += 700) {
        hm_hint h = hm_game_hint(session_state(&s));
        if (!h.found)
            break;
        char move[32];
        snprintf(move, sizeof move, "%c%d,%d", h.mine ? 'F' : 'O', h.row, h.col);
        session_play(&s, move, t, NULL, 0);
    }
    session_settle(&s, t);
    session_free(&s);
    printf("hexmines expert win: %zu bytes, %zu moves, %.1f s\n", replay_bytes, replay_moves,
           (double)(t - 1000) / 1000);
    return 0;
}

static int hextris_ten_minutes(void)
{
    static const char *const turns[] = { "CW", "CCW" }, *const slides[] = { "L", "R" };
    rng r;
    rng_seed(&r, 2026, 0);
    int64_t t = 0, end = 600000;
    int games = 0;
    replay_bytes = replay_moves = 0;
    while (t < end) {
        session s;
        session_init(&s, &session_hextris, &hooks);
        if (!session_new(&s, "10x20:marathon:1:seed=2026", NULL, 0))
            return 1;
        games++;
        int64_t g = 0;
        while (t + g < end && session_phase_of(&s) != SESSION_ENDED) {
            session_play(&s, turns[rng_below(&r, 2)], g + 300, NULL, 0);
            const char *slide = slides[rng_below(&r, 2)];
            for (uint32_t k = rng_below(&r, 5); k > 0; k--)
                session_play(&s, slide, g + 600 + 100 * (int64_t)k, NULL, 0);
            session_play(&s, "DROP", g + 1500, NULL, 0);
            g += 1500;
        }
        session_settle(&s, g);
        session_free(&s);
        t += g;
    }
    printf("hextris marathon, %d games in %.0f s: %zu bytes, %zu moves\n", games,
           (double)t / 1000, replay_bytes, replay_moves);
    return 0;
}

int main(void)
{
    return mines_win() || hextris_ten_minutes();
}
