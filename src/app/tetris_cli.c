/* hextris' command line: options, validation, then the game. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "app/cli.h"
#include "app/games.h"
#include "tui/term.h"

static const char tetris_help[] =
    "Usage: %s [OPTIONS]\n"
    "A falling-block game on a hex grid: fill zig-zag rows to clear them.\n"
    "\n"
    "  -m, --mode MODE      marathon (endless, the default) or sprint (clear\n"
    "                       40 rows against the clock)\n"
    "      --width N        columns of the well\n"
    "      --height N       rows of the well\n"
    "  -s, --seed N         piece sequence seed\n"
    "      --ascii          draw with ASCII characters only\n"
    "      --no-color       no colours (also: NO_COLOR set in the environment)\n"
    "  -h, --help           show this help and exit\n"
    "\n"
    "Keys and mouse are listed in the game (?) and in hexpuzzle(6).\n";

int tetris_main(int argc, char **argv, const char *prog)
{
    enum { OPT_WIDTH = 256, OPT_HEIGHT, OPT_ASCII, OPT_NO_COLOR };
    static const struct option longopts[] = {
        { "mode", required_argument, NULL, 'm' },
        { "width", required_argument, NULL, OPT_WIDTH },
        { "height", required_argument, NULL, OPT_HEIGHT },
        { "seed", required_argument, NULL, 's' },
        { "ascii", no_argument, NULL, OPT_ASCII },
        { "no-color", no_argument, NULL, OPT_NO_COLOR },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    long value;
    uint64_t seed;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":m:s:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'h':
            printf(tetris_help, prog);
            return CLI_OK;
        case 'm':
            if (strcmp(optarg, "marathon") && strcmp(optarg, "sprint"))
                return cli_usage_error(prog, "unknown mode '%s' (marathon or sprint)", optarg);
            break;
        case OPT_WIDTH: case OPT_HEIGHT:
            if (!cli_parse_int(optarg, 0, 1000000000, &value))
                return cli_usage_error(prog, "'%s' is not a whole number", optarg);
            break;
        case 's':
            if (!cli_parse_u64(optarg, &seed))
                return cli_usage_error(prog, "seed '%s' is not a whole number from 0 "
                                       "to 18446744073709551615", optarg);
            break;
        case OPT_ASCII: case OPT_NO_COLOR:
            break;
        default:
            return cli_bad_option(prog, c, optopt, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return cli_usage_error(prog, "unexpected argument '%s'", argv[optind]);
    char err[256];
    if (!term_usable(err, sizeof err))
        return cli_fail(prog, "%s", err);
    return cli_fail(prog, "the game is not built yet");
}
