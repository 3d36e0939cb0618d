/* A player's process that speaks to its recorder frame by frame, as a
 * crafted client would (tests/e2e/test_host_match.sh): installed setgid
 * as the game is, it invites LOGIN, waiting for GAME, to a match of
 * PARAMS ("own": the game's own match, as match_race.match_params has
 * it), begins it once accepted and then, for SECONDS, sends each LINE
 * as a line of its side's (ML) and reads the other side's (MR), which it
 * prints. MODE craft: no game of its own (its recorder witnesses none);
 * MODE play (hextris): it also plays the round by hextris' bot, a piece
 * every PIECE_MS, its moves told to the recorder as the game tells them,
 * and prints "clear ROWS COMBO" for each piece that cleared rows, then
 * "played" QUIET_S before the end, when it stops playing (still polling,
 * not silent). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/host/host.h"
#include "app/host/privsep.h"
#include "app/live.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_bot.h"
#include "session/game_rules.h"
#include "session/match.h"

static char *ask(const char *kind, const char *payload)
{
    size_t len;
    char why[HOST_WHY_MAX];
    char *text = privsep_request(kind, payload, strlen(payload), &len, why);
    if (!text)
        fprintf(stderr, "%s %s: %s\n", kind, payload, why);
    return text;
}

enum { PIECE_MS = 150, TICK_MS = 100, QUIET_S = 4 };

static int64_t mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int64_t started;

static void moved(void *ctx, enum ht_action a, int64_t t)
{
    (void)ctx;
    privsep_live_sink.move(t, ht_action_name(a));
}

/* The round's game, played by the bot at game time t: a piece when due. */
static void play_to(const session_game *g, void *game, int64_t t, int64_t *next_piece)
{
    static ht_reach reach;
    ht_state *st = game;
    g->advance(game, t);
    if (t < *next_piece || st->status != HT_PLAYING)
        return;
    *next_piece = t + PIECE_MS;
    if (ht_bot_play_piece(&reach, st, moved, NULL) && st->last_clear > 0)
        printf("clear %d %d\n", st->last_clear, st->stats.combo);
}

static void nap(long ms)
{
    struct timespec ts = { ms / 1000, ms % 1000 * 1000000L };
    nanosleep(&ts, NULL);
}

/* The pid of login's wait for game, from the lobby's list; 0: none. */
static long waiter_of(const char *login, const char *game)
{
    char *list = ask("LL", "");
    long pid = 0;
    char g[64], who[64];
    for (char *line = list ? strtok(list, "\n") : NULL; line && !pid; line = strtok(NULL, "\n")) {
        long p;
        if (sscanf(line, "%ld %63s %63s", &p, g, who) == 3 && strcmp(g, game) == 0
            && strcmp(who, login) == 0)
            pid = p;
    }
    free(list);
    return pid;
}

int main(int argc, char **argv)
{
    char err[HOST_WHY_MAX], line[SESSION_PARAMS + 64];
    if (argc < 6 || (strcmp(argv[1], "craft") != 0 && strcmp(argv[1], "play") != 0)) {
        fprintf(stderr, "usage: host_client craft|play LOGIN GAME PARAMS SECONDS LINE...\n");
        return 2;
    }
    bool plays = strcmp(argv[1], "play") == 0;
    argv++;
    argc--;
    if (!privsep_start(err, sizeof err) || !privsep_active()) {
        fprintf(stderr, "no recorder: %s\n", privsep_active() ? err : privsep_unavailable());
        return 1;
    }
    long pid = 0;
    for (int i = 0; i < 100 && !(pid = waiter_of(argv[1], argv[2])); i++)
        nap(100);
    char own[SESSION_PARAMS];
    const session_game *g = session_game_named(argv[2]);
    const char *params = argv[3];
    if (strcmp(params, "own") == 0 && g && g->race && g->race->match_params
        && g->race->match_params(true, own, sizeof own))
        params = own;
    snprintf(line, sizeof line, "%ld 1 %s", pid, params);
    char *ok = pid ? ask("LI", line) : NULL;
    if (!ok)
        return 1;
    free(ok);
    snprintf(line, sizeof line, "%ld", pid);
    bool accepted = false;
    for (int i = 0; i < 200 && !accepted; i++, nap(100)) {
        char *answer = ask("LQ", line);
        accepted = answer && strcmp(answer, "accept") == 0;
        free(answer);
    }
    snprintf(line, sizeof line, "0 %ld", pid);
    char *opened = accepted ? ask("MO", line) : NULL;
    char *round = opened ? ask("MP", "0") : NULL;
    free(opened);
    if (!round)
        return 1;
    printf("round 0: %s\n", round);
    void *game = plays && g && strcmp(g->name, "hextris") == 0 ? g->create(round, NULL, 0) : NULL;
    if (game)
        privsep_live_sink.start(g->name, round);
    free(round);
    started = mono_ms();
    int64_t next_piece = 0;
    /* By the clock, not by ticks: under load a tick takes longer, and the
     * script's check must come while the other side's first piece still
     * falls. */
    int64_t until = (int64_t)atol(argv[4]) * 1000, quiet = until - QUIET_S * 1000;
    bool said = false;
    for (int64_t now = 0; now < until; nap(TICK_MS), now = mono_ms() - started) {
        if (game && now < quiet)
            play_to(g, game, now, &next_piece);
        if (game && now >= quiet && !said) {
            printf("played\n");
            said = true;
        }
        for (int i = 5; i < argc; i++)
            privsep_tell("ML", argv[i], strlen(argv[i]));
        char *heard = ask("MR", "");
        if (heard && *heard)
            fputs(heard, stdout);
        free(heard);
        fflush(stdout);
    }
    privsep_tell("MC", "", 0);
    if (game)
        g->destroy(game);
    return 0;
}
