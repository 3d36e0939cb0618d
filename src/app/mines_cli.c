/* hexmines' command line: options, validation, --dump, then the game. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "app/cli.h"
#include "app/games.h"
#include "tui/term.h"

static const char mines_help[] =
    "Usage: %s [OPTIONS]\n"
    "Minesweeper on a hex grid: reveal every safe cell, flag the mines.\n"
    "\n"
    "Board:\n"
    "  -p, --preset NAME    beginner (9x9, 10 mines), intermediate (16x16, 40),\n"
    "                       expert (30x16, 99) or hexagon (13x13 hexagon, 30)\n"
    "      --width N        columns (custom board)\n"
    "      --height N       rows (custom board)\n"
    "      --mines N        number of mines\n"
    "      --shape SHAPE    rectangle or hexagon\n"
    "  -s, --seed N         board seed (shown on screen, to share a board)\n"
    "      --classic        a uniformly random board (may need guessing);\n"
    "                       the default is no-guess: solvable by logic alone\n"
    "\n"
    "Output:\n"
    "      --dump           print the board for the first reveal and exit\n"
    "      --first ROW,COL  the first reveal (0-based; default: the centre)\n"
    "      --ascii          draw with ASCII characters only\n"
    "      --no-color       no colours (also: NO_COLOR set in the environment)\n"
    "  -h, --help           show this help and exit\n"
    "\n"
    "Keys and mouse are listed in the game (?) and in hexpuzzle(6).\n";

int mines_main(int argc, char **argv, const char *prog)
{
    enum { OPT_WIDTH = 256, OPT_HEIGHT, OPT_MINES, OPT_SHAPE, OPT_CLASSIC,
           OPT_DUMP, OPT_FIRST, OPT_ASCII, OPT_NO_COLOR };
    static const struct option longopts[] = {
        { "preset", required_argument, NULL, 'p' },
        { "width", required_argument, NULL, OPT_WIDTH },
        { "height", required_argument, NULL, OPT_HEIGHT },
        { "mines", required_argument, NULL, OPT_MINES },
        { "shape", required_argument, NULL, OPT_SHAPE },
        { "seed", required_argument, NULL, 's' },
        { "classic", no_argument, NULL, OPT_CLASSIC },
        { "dump", no_argument, NULL, OPT_DUMP },
        { "first", required_argument, NULL, OPT_FIRST },
        { "ascii", no_argument, NULL, OPT_ASCII },
        { "no-color", no_argument, NULL, OPT_NO_COLOR },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    bool dump = false;
    long value, row, col;
    uint64_t seed;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":p:s:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'h':
            printf(mines_help, prog);
            return CLI_OK;
        case 'p':
            if (strcmp(optarg, "beginner") && strcmp(optarg, "intermediate")
                && strcmp(optarg, "expert") && strcmp(optarg, "hexagon"))
                return cli_usage_error(prog, "unknown preset '%s' (beginner, "
                                       "intermediate, expert or hexagon)", optarg);
            break;
        case OPT_WIDTH: case OPT_HEIGHT: case OPT_MINES:
            if (!cli_parse_int(optarg, 0, 1000000000, &value))
                return cli_usage_error(prog, "'%s' is not a whole number", optarg);
            break;
        case OPT_SHAPE:
            if (strcmp(optarg, "rectangle") && strcmp(optarg, "hexagon"))
                return cli_usage_error(prog, "unknown shape '%s' (rectangle or hexagon)", optarg);
            break;
        case 's':
            if (!cli_parse_u64(optarg, &seed))
                return cli_usage_error(prog, "seed '%s' is not a whole number from 0 "
                                       "to 18446744073709551615", optarg);
            break;
        case OPT_FIRST:
            if (!cli_parse_pair(optarg, &row, &col))
                return cli_usage_error(prog, "--first takes ROW,COL (e.g. 4,4), not '%s'", optarg);
            break;
        case OPT_DUMP:
            dump = true;
            break;
        case OPT_CLASSIC: case OPT_ASCII: case OPT_NO_COLOR:
            break;
        default:
            return cli_bad_option(prog, c, optopt, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return cli_usage_error(prog, "unexpected argument '%s'", argv[optind]);
    if (dump)
        return cli_fail(prog, "--dump is not built yet");
    char err[256];
    if (!term_usable(err, sizeof err))
        return cli_fail(prog, "%s", err);
    return cli_fail(prog, "the game is not built yet");
}
