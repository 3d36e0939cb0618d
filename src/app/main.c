/* hexpuzzle's entry point: picks the game by the name it was started under
 * (hexmines, hextris) or by its first argument. */
#include <getopt.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "app/cli.h"
#include "app/games.h"
#include "app/privsep.h"
#include "app/replay_cli.h"
#include "app/watch_cli.h"
#include "app/suite.h"

static const char suite_help[] =
    "Usage: hexpuzzle [COMMAND] [OPTIONS]\n"
    "Hex-grid puzzle games for the terminal. Without a command: a menu.\n"
    "\n"
    "Commands:\n"
    "  hexmines    a minesweeper on a staggered-row hex grid\n"
    "  hextris     a falling-block game on a staggered-column hex grid\n"
    "  scores      print the score tables and statistics\n"
    "  replays     list the kept replays of finished games\n"
    "  watch       list the games being played now, or follow one live\n"
    "  replay      play a replay again (--verify: check it comes to its claim)\n"
    "\n"
    "Options:\n"
    "  -h, --help      show this help and exit\n"
    "  -V, --version   show the version and exit\n"
    "\n"
    "'hexpuzzle COMMAND --help' lists a game's options; 'hexmines' and\n"
    "'hextris' also work as commands of their own. See hexpuzzle(6).\n";

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
            fputs(suite_help, stdout);
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
    if (strcmp(cmd, "hexmines") == 0)
        return mines_main(sub_argc, sub_argv, "hexpuzzle hexmines");
    if (strcmp(cmd, "hextris") == 0)
        return tetris_main(sub_argc, sub_argv, "hexpuzzle hextris");
    if (strcmp(cmd, "scores") == 0)
        return suite_scores(sub_argc, sub_argv, "hexpuzzle scores");
    if (strcmp(cmd, "watch") == 0)
        return watch_main(sub_argc, sub_argv, "hexpuzzle watch");
    if (strcmp(cmd, "replays") == 0)
        return replays_main(sub_argc, sub_argv, "hexpuzzle replays");
    if (strcmp(cmd, "replay") == 0)
        return replay_main(sub_argc, sub_argv, "hexpuzzle replay");
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
    if (strcmp(name, "hexmines") == 0)
        return mines_main(argc, argv, "hexmines");
    if (strcmp(name, "hextris") == 0)
        return tetris_main(argc, argv, "hextris");
    return suite_main(argc, argv);
}
