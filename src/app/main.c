/* hexpuzzle's entry point: picks the game by the name it was started under
 * or by its first argument. */
#include <getopt.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "app/cli.h"
#include "app/games.h"
#include "app/host/privsep.h"
#include "app/play_with.h"
#include "app/replay_cli.h"
#include "app/scores_cli.h"
#include "app/watch_cli.h"
#include "app/suite.h"

/* The commands besides the games'. */
static const struct {
    const char *name, *summary;
    int (*main)(int argc, char **argv, const char *prog);
} commands[] = {
    { "scores", "print the score tables and statistics", scores_main },
    { "replays", "list the kept replays of finished games", replays_main },
    { "watch", "list the games being played now, or follow one live", watch_main },
    { "replay", "play a replay again (--verify: check it comes to its claim)", replay_main },
    { "play-with", "race another player: who waits, --wait GAME, or NAME GAME", play_with_main },
};
enum { COMMANDS = sizeof commands / sizeof commands[0] };

static void suite_help(void)
{
    printf("Usage: hexpuzzle [COMMAND] [OPTIONS]\n"
           "Hex-grid puzzle games for the terminal. Without a command: a menu.\n\n"
           "Commands:\n");
    for (size_t i = 0; app_games[i]; i++)
        printf("  %-10s  %s\n", app_games[i]->rules->name, app_games[i]->summary);
    for (size_t i = 0; i < COMMANDS; i++)
        printf("  %-10s  %s\n", commands[i].name, commands[i].summary);
    printf("\nOptions:\n"
           "  -h, --help      show this help and exit\n"
           "  -V, --version   show the version and exit\n\n"
           "'hexpuzzle COMMAND --help' lists a game's options; ");
    for (size_t i = 0; app_games[i]; i++)
        printf("%s'%s'", i == 0 ? "" : app_games[i + 1] ? ", " : " and\n",
               app_games[i]->rules->name);
    printf(" also work as commands of their own. See hexpuzzle(6).\n");
}

static int suite_main(int argc, char **argv)
{
    static const struct option longopts[] = {
        { "help", no_argument, NULL, 'h' },
        { "version", no_argument, NULL, 'V' },
        { NULL, 0, NULL, 0 },
    };
    const char *prog = "hexpuzzle";
    int c;
    opterr = 0;
    /* '+': options end at the command, whose own options follow it. */
    while ((c = getopt_long(argc, argv, "+:hV", longopts, NULL)) != -1) {
        switch (c) {
        case 'h':
            suite_help();
            return CLI_OK;
        case 'V':
            printf("hexpuzzle %s\n", HEXPUZZLE_VERSION);
            return CLI_OK;
        default:
            return cli_bad_option(prog, c, optopt, argv[optind - 1]);
        }
    }
    if (optind >= argc)
        return suite_menu(prog);
    const char *cmd = argv[optind];
    int sub_argc = argc - optind;
    char **sub_argv = argv + optind;
    char sub_prog[64];
    snprintf(sub_prog, sizeof sub_prog, "hexpuzzle %.40s", cmd);
    const app_game *game = app_game_named(cmd);
    if (game)
        return game->main(sub_argc, sub_argv, sub_prog);
    for (size_t i = 0; i < COMMANDS; i++)
        if (strcmp(cmd, commands[i].name) == 0)
            return commands[i].main(sub_argc, sub_argv, sub_prog);
    return cli_usage_error(prog, "unknown command '%s'", cmd);
}

int main(int argc, char **argv)
{
    /* Before anything a user controls is read, the locale's environment
     * included: a setgid install keeps its group only in the recorder. */
    char err[256];
    if (!privsep_start(err, sizeof err)) {
        return cli_fail("hexpuzzle", "%s", err);
    }
    setlocale(LC_ALL, "");
    const char *name = argc > 0 ? cli_basename(argv[0]) : "hexpuzzle";
    const app_game *game = app_game_named(name);
    if (game)
        return game->main(argc, argv, game->rules->name);
    return suite_main(argc, argv);
}
