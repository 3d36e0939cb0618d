/* hexmines' command line: options, validation, --dump, then the game. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/cli.h"
#include "app/daily.h"
#include "app/daily_run.h"
#include "app/settings.h"
#include "app/hexmines_cli.h"
#include "app/launch.h"
#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_gen.h"
#include "session/hexmines_session.h"
#include "tui/hexmines_fe.h"
#include "tui/hexmines_keys.h"
#include "tui/hexmines_replay.h"

static const char hexmines_help[] =
    "Usage: %s [OPTIONS]\n"
    "Minesweeper on a hex grid: reveal every safe cell, flag the mines.\n"
    "\n"
    "Board:\n"
    "  -p, --preset NAME    beginner (9x9, 10 mines), intermediate (16x16, 40),\n"
    "                       expert (30x16, 99) or hexagon (13x13 hexagon, 20)\n"
    "      --width N        columns (custom board)\n"
    "      --height N       rows (custom board)\n"
    "      --mines N        number of mines\n"
    "      --shape SHAPE    rectangle or hexagon\n"
    "  -s, --seed N         board seed (to share a board; not ranked)\n"
    "      --daily          today's daily board: the same for everyone, once a day\n"
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

/* What the options asked for, before it becomes hm_params. */
struct request {
    const char *preset;
    long width, height, mines;   /* -1: not given */
    const char *shape;
    bool has_seed;
    uint64_t seed;
    bool classic, dump, has_first, ascii, no_color, daily;
    long first_row, first_col;
};

/* A preset is the starting point; --width, --height, --mines and --shape
 * change it. A custom size without --mines gets about 15% mines, like the
 * intermediate preset. */
static int build_params(const char *prog, const struct request *rq, hm_params *p)
{
    const char *configured = config_value_name(app_settings(), "preset");
    const char *base = rq->preset ? rq->preset
                     : (rq->shape && !strcmp(rq->shape, "hexagon")) ? "hexagon"
                     : configured ? configured : "beginner";
    hm_preset(p, base);
    bool resized = false;
    if (rq->shape)
        p->shape = strcmp(rq->shape, "hexagon") ? HM_SHAPE_RECT : HM_SHAPE_HEXAGON;
    if (rq->width >= 0) {
        p->width = (int)rq->width;
        resized = true;
    }
    if (rq->height >= 0) {
        p->height = (int)rq->height;
        resized = true;
    }
    if (p->shape == HM_SHAPE_HEXAGON && (rq->width >= 0) != (rq->height >= 0)) {
        /* A hexagon is as tall as it is wide: one number is enough. */
        if (rq->width >= 0)
            p->height = p->width;
        else
            p->width = p->height;
    }
    if (rq->mines >= 0) {
        p->mines = (int)rq->mines;
    } else if (resized || rq->shape) {
        int cells = hm_shape_cells(p->shape, p->width, p->height);
        p->mines = cells > 0 ? (cells * 15 + 50) / 100 : 0;
        if (p->mines < 1)
            p->mines = 1;
    }
    p->mode = rq->classic ? HM_MODE_CLASSIC : HM_MODE_NOGUESS;
    p->seed = rq->has_seed ? rq->seed : cli_fresh_seed();
    char msg[HM_MSG_MAX];
    if (!hm_params_validate(p, msg))
        return cli_usage_error(prog, "%s", msg);
    return CLI_OK;
}

/* No peeking: the board of a daily not yet over is not printed, so that a
 * second terminal cannot show what the game hides. */
static bool daily_not_over_of(const hm_params *p, char date[DAILY_DATE_TEXT])
{
    hm_params q = *p;
    q.seed = 0;
    char text[HM_PARAMS_TEXT_MAX];
    hm_params_encode(&q, text, sizeof text);
    int64_t day;
    return daily_not_over("hexmines", text, p->seed, (int64_t)time(NULL), &day)
           && daily_date_text(day, date);
}

static int dump_board(const char *prog, const struct request *rq, const hm_params *p)
{
    char date[DAILY_DATE_TEXT];
    if (daily_not_over_of(p, date))
        return cli_fail(prog, "daily board of %s: no --dump until that day ends (UTC)", date);
    hm_board b;
    if (!hm_board_init(&b, p->shape, p->width, p->height))
        return cli_fail(prog, "out of memory for a %dx%d board", p->width, p->height);
    int first = hm_board_default_first(&b);
    if (rq->has_first) {
        if (!hm_board_on(&b, (int)rq->first_row, (int)rq->first_col)) {
            hm_board_free(&b);
            return cli_usage_error(prog, "--first %ld,%ld is not on the %dx%d board",
                                   rq->first_row, rq->first_col, p->height, p->width);
        }
        first = (int)rq->first_row * p->width + (int)rq->first_col;
    }
    unsigned char *mines = calloc((size_t)b.ncells, 1);
    hm_gen_result r = mines ? hm_generate(p, &b, first, mines, NULL) : HM_GEN_NOMEM;
    int status = CLI_OK;
    if (r == HM_GEN_OK) {
        char *text = hm_dump_alloc(p, &b, mines, first);
        if (text) {
            fputs(text, stdout);
            free(text);
            if (fflush(stdout) != 0)
                status = cli_fail(prog, "cannot write the board");
        } else {
            status = cli_fail(prog, "out of memory");
        }
    } else if (r == HM_GEN_FAILED) {
        status = cli_fail(prog, "no no-guess board with %d mines; try fewer or --classic",
                          p->mines);
    } else {
        status = cli_fail(prog, "out of memory");
    }
    free(mines);
    hm_board_free(&b);
    return status;
}

/* hexmines' keys in the config file, the values of "keys" in the order
 * of enum hexmines_keys. */
static const char *const scales[] = { "auto", "large", "compact", NULL };
static const char *const key_schemes[] = { "all", "hex", "roguelike", "arrows", NULL };
static const config_key config_keys[] = {
    { .name = "preset", .value_at = hm_preset_at },
    { .name = "scale", .values = scales },
    { .name = "keys", .values = key_schemes },
    { .name = NULL },
};

/* The front end's options as the config file sets them: scale and keys. */
static hexmines_fe_options configured_options(void)
{
    const config *c = app_settings();
    hexmines_fe_options opt = { .keys = HEXMINES_KEYS_ALL };
    if (config_is(c, "scale", "large") || config_is(c, "scale", "compact")) {
        opt.fixed_scale = true;
        opt.scale = config_is(c, "scale", "large") ? HEXLAYOUT_LARGE : HEXLAYOUT_COMPACT;
    }
    static const enum hexmines_keys keys[] = { HEXMINES_KEYS_ALL, HEXMINES_KEYS_HEX, HEXMINES_KEYS_ROGUELIKE,
                                            HEXMINES_KEYS_ARROWS };
    for (int i = 0; key_schemes[i]; i++)
        if (config_is(c, "keys", key_schemes[i]))
            opt.keys = keys[i];
    return opt;
}

/* Plays hexmines from p, its games ranked as run says (NULL: the normal
 * tables). */
static int launch(const hm_params *p, bool colour, const ranking *run, const char *prog)
{
    char params[HM_PARAMS_TEXT_MAX];
    hm_params_encode(p, params, sizeof params);
    hexmines_fe_options own = configured_options();
    app_launch l = { .run = run, .colour = colour, .own = &own };
    return app_play(&hexmines_app, params, &l, prog);
}

int hexmines_main(int argc, char **argv, const char *prog)
{
    enum { OPT_WIDTH = 256, OPT_HEIGHT, OPT_MINES, OPT_SHAPE, OPT_CLASSIC,
           OPT_DUMP, OPT_FIRST, OPT_ASCII, OPT_NO_COLOR, OPT_DAILY };
    static const struct option longopts[] = {
        { "preset", required_argument, NULL, 'p' },
        { "width", required_argument, NULL, OPT_WIDTH },
        { "height", required_argument, NULL, OPT_HEIGHT },
        { "mines", required_argument, NULL, OPT_MINES },
        { "shape", required_argument, NULL, OPT_SHAPE },
        { "seed", required_argument, NULL, 's' },
        { "classic", no_argument, NULL, OPT_CLASSIC },
        { "dump", no_argument, NULL, OPT_DUMP },
        { "daily", no_argument, NULL, OPT_DAILY },
        { "first", required_argument, NULL, OPT_FIRST },
        { "ascii", no_argument, NULL, OPT_ASCII },
        { "no-color", no_argument, NULL, OPT_NO_COLOR },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    struct request rq = { .width = -1, .height = -1, .mines = -1 };
    int c;
    cli_options_begin();
    while ((c = getopt_long(argc, argv, ":p:s:h", longopts, NULL)) != -1) {
        long *number = NULL;
        const char *what = NULL;
        switch (c) {
        case 'h':
            printf(hexmines_help, prog);
            return CLI_OK;
        case 'p': {
            hm_params probe;
            if (!hm_preset(&probe, optarg))
                return cli_usage_error(prog, "unknown preset '%s'", optarg);
            rq.preset = optarg;
            break;
        }
        case OPT_WIDTH: number = &rq.width; what = "--width"; break;
        case OPT_HEIGHT: number = &rq.height; what = "--height"; break;
        case OPT_MINES: number = &rq.mines; what = "--mines"; break;
        case OPT_SHAPE:
            if (strcmp(optarg, "rectangle") && strcmp(optarg, "hexagon"))
                return cli_usage_error(prog, "unknown shape '%s' (rectangle or hexagon)", optarg);
            rq.shape = optarg;
            break;
        case 's':
            if (cli_seed_value(prog, optarg, &rq.seed) != CLI_OK)
                return CLI_USAGE;
            rq.has_seed = true;
            break;
        case OPT_FIRST:
            if (!cli_parse_pair(optarg, &rq.first_row, &rq.first_col))
                return cli_usage_error(prog, "--first takes ROW,COL (e.g. 4,4), not '%s'", optarg);
            rq.has_first = true;
            break;
        case OPT_DUMP: rq.dump = true; break;
        case OPT_DAILY: rq.daily = true; break;
        case OPT_CLASSIC: rq.classic = true; break;
        case OPT_ASCII: rq.ascii = true; break;
        case OPT_NO_COLOR: rq.no_color = true; break;
        default:
            return cli_bad_option(prog, c, optopt, argv[optind - 1]);
        }
        if (number && cli_number_value(prog, what, optarg, number) != CLI_OK)
            return CLI_USAGE;
    }
    if (optind < argc)
        return cli_usage_error(prog, "unexpected argument '%s'", argv[optind]);
    if (rq.daily && rq.has_seed)
        return cli_usage_error(prog, "--daily and --seed do not go together");
    hm_params params;
    int status = build_params(prog, &rq, &params);
    if (status != CLI_OK)
        return status;
    ranking run = { .kind = rq.has_seed ? RANK_SEEDED : RANK_NORMAL };
    if (rq.daily) {
        char text[HM_PARAMS_TEXT_MAX];
        hm_params_encode(&params, text, sizeof text);
        daily_run_begin("hexmines", text, (int64_t)time(NULL), &run, &params.seed);
    }
    if (rq.dump)
        return dump_board(prog, &rq, &params);
    if (rq.has_first)
        return cli_usage_error(prog, "--first goes with --dump");
    if (rq.daily) {
        char text[HM_PARAMS_TEXT_MAX], line[256];
        hm_params_encode(&params, text, sizeof text);
        if (daily_run_played("hexmines", text, &run, (int64_t)time(NULL), line, sizeof line)) {
            printf("%s\n", line);
            return CLI_OK;
        }
    }
    return launch(&params, cli_colour_wanted(rq.no_color), &run, prog);
}

int hexmines_play_params(const char *params, const ranking *run, const char *prog)
{
    hm_params p;
    if (!hm_params_decode(&p, params))
        return cli_fail(prog, "not a hexmines game: %s", params);
    return launch(&p, cli_colour_wanted(false), run, prog);
}

/* The menu's board: the config file's preset. */
static const char *configured(const config *c)
{
    return config_value_name(c, "preset");
}

static const char *const menu_help[] = {
    "Hex Mines: reveal every cell without a mine. A number",
    "counts the mines among the six cells around it.",
    NULL,
};

const app_game hexmines_app = {
    .rules = &session_hexmines,
    .summary = "a minesweeper on a staggered-row hex grid",
    .label = "Hex Mines",
    .menu_help = menu_help,
    .config = config_keys,
    .keys = &hexmines_key_game,
    .configured = configured,
    .main = hexmines_main,
    .front_end = &hexmines_front_end,
    .play = hexmines_play_params,
    .draw = hexmines_replay_draw,
};
