/* The suite around the games: the menu that starts them. */
#include "app/suite.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/cli.h"
#include "app/daily_run.h"
#include "app/games.h"
#include "app/host/host.h"
#include "app/host/privsep.h"
#include "app/play_with.h"
#include "app/replay_cli.h"
#include "app/scores.h"
#include "app/settings.h"
#include "session/params_seed.h"
#include "session/session.h"
#include "tui/menu.h"
#include "tui/term.h"
#include "util/escape.h"

static char *scores_text(void)
{
    scores_log log;
    store_warnings w;
    char *text = NULL;
    size_t len = 0;
    scores_log_init(&log);
    store_warnings_init(&w);
    scores_load(NULL, &log, &w);
    FILE *f = open_memstream(&text, &len);
    if (f) {
        for (int i = 0; i < w.n; i++)
            fprintf(f, "%s\n", w.line[i]);
        /* The menu's box is drawn cell by cell, byte by byte: ASCII. */
        scores_print(f, &log);
        /* Where the machine keeps tables for everyone, they follow. */
        size_t n;
        char why[HOST_WHY_MAX];
        char *host = privsep_tables(&n, why);
        if (host) {
            fprintf(f, "\n");
            fwrite(host, 1, n, f);
            free(host);
        }
        fclose(f);
    }
    scores_log_free(&log);
    return text;
}

/* A page's text, as a printer of it writes it. */
static char *printed(void (*print)(FILE *f))
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (f) {
        print(f);
        fclose(f);
    }
    return text;
}

static char *replays_text(void)
{
    return printed(replays_print);
}

static char *lobby_text(void)
{
    return printed(play_with_lobby);
}

/* Which of game g's choices is called name (a choice of the menu's), or
 * the first. */
static int index_of(const menu_state *st, int g, const char *name)
{
    for (int i = 0; name && menu_choice(st, g, i); i++)
        if (strcmp(menu_choice(st, g, i), name) == 0)
            return i;
    return 0;
}

/* The params text of game g's standard game i. */
static void standard(int g, int i, char *params, size_t len)
{
    if (!app_games[g]->rules->standard(i, params, len))
        app_games[g]->rules->standard(0, params, len);
}

/* d in the menu: today's daily of GAME with params text PARAMS, its seed
 * into *seed and its ranking into *run; false when it has been played
 * today, with the line that says how it went as the menu's next notice. */
static bool menu_daily(menu_state *st, const char *game, const char *params, ranking *run,
                       uint64_t *seed)
{
    static char played[256];
    int64_t now = (int64_t)time(NULL);
    daily_run_begin(game, params, now, run, seed);
    if (!daily_run_played(game, params, run, now, played, sizeof played))
        return true;
    st->notice = played;
    st->notice_title = "Daily";
    return false;
}

/* The game of a menu line, its choice drawn on a fresh board (or today's
 * daily), with the config file's settings. */
static int play_line(menu_state *st, const char *prog)
{
    const app_game *g = app_games[st->game];
    char params[SESSION_PARAMS], seeded[SESSION_PARAMS];
    if (!st->daily && st->games[st->game].extra
        && !g->rules->standard(st->choice[st->game], params, sizeof params))
        return g->play_extra(prog);
    standard(st->game, st->choice[st->game], params, sizeof params);
    ranking run = { .kind = RANK_NORMAL };
    uint64_t seed = cli_fresh_seed();
    if (st->daily && !menu_daily(st, g->rules->name, params, &run, &seed))
        return 0;
    if (!session_params_reseed(g->rules, params, seed, seeded, sizeof seeded))
        return cli_fail(prog, "no game of '%s' to play", params);
    return g->play(seeded, &run, prog);
}

/* The file the menu asked for edited: "~/" as a shell reads it, since
 * that is how players write their files' names. */
static int edit_file(const app_game *g, const char *typed, const char *prog)
{
    const char *home = getenv("HOME");
    char path[STORE_PATH_MAX];
    if (strncmp(typed, "~/", 2) == 0 && home && home[0])
        snprintf(path, sizeof path, "%s/%s", home, typed + 2);
    else
        snprintf(path, sizeof path, "%s", typed);
    return g->edit(path, prog);
}

int suite_menu(const char *prog)
{
    char err[256];
    /* A bad binding stops the menu as it would stop the game. */
    const key_game *kg;
    for (int t = 0; (kg = app_key_game(t)) != NULL; t++) {
        keymap keys;
        if (!app_keymap(kg, &keys, err, sizeof err)) {
            cli_fail(prog, "%s", err);
            return CLI_USAGE;
        }
    }
    if (!term_usable(err, sizeof err))
        return cli_fail(prog, "%s", err);
    const config *c = app_settings();
    static menu_game lines[MENU_GAMES_MAX];
    menu_state st = { .games = lines };
    for (int g = 0; app_games[g] && g < MENU_GAMES_MAX; g++, st.ngames++)
        lines[g] = (menu_game){ app_games[g]->rules, app_games[g]->label,
                                app_games[g]->menu_help, NULL, app_games[g]->edit != NULL };
    for (int g = 0; g < st.ngames; g++)
        st.choice[g] = index_of(&st, g, app_games[g]->configured(c));
    const app_game *demo = NULL;
    for (int g = 0; app_games[g] && !demo; g++)
        if (app_games[g]->demo)
            demo = app_games[g];
    st.idle_ms = demo && demo->demo_idle_ms ? demo->demo_idle_ms(c) : 0;
    term_options to = { .color = cli_colour_wanted(false) && !config_is(c, "color", "no"),
                        .mouse = true };
    if (!term_start(&to, err, sizeof err))
        return cli_fail(prog, "%s", err);
    int status = 0;
    const menu_sources sources = { scores_text, replays_text, lobby_text };
    static char extras[MENU_GAMES_MAX][24];
    for (;;) {
        /* Asked afresh each time: the game just played may have won it. */
        for (int g = 0; g < st.ngames; g++) {
            lines[g].extra = NULL;
            if (app_games[g]->extra_choice
                && app_games[g]->extra_choice(extras[g], sizeof extras[g]))
                lines[g].extra = extras[g];
            if (st.choice[g] >= menu_choice_count(&st, g))
                st.choice[g] = 0;
        }
        enum menu_choice choice = menu_run(&st, &sources, &status);
        if (choice == MENU_QUIT || status != 0)
            break;
        if (choice == MENU_IDLE) {
            status = demo->demo(prog);
        } else if (choice == MENU_EDIT) {
            status = edit_file(app_games[st.game], st.edit_path, prog);
            /* Why the editor did not open, where the player looks: stderr
             * is under the menu. */
            static char why[4 * sizeof st.edit_path];
            if (status > 0 && status < 128) {
                escape_bytes(why, sizeof why, cli_last_said(), false);
                st.notice = why;
                st.notice_title = "Edit a level";
            }
        } else if (choice == MENU_REPLAY) {
            char which[24];
            snprintf(which, sizeof which, "%d", st.replay + 1);
            status = replay_watch(which, prog);
        } else {
            status = play_line(&st, prog);
        }
        /* A signal during a game ends the suite too; a game that could not
         * start leaves its message on stderr and the menu goes on. */
        if (status >= 128)
            break;
        status = 0;
    }
    term_stop();
    return status;
}
