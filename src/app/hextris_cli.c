/* hextris' command line: options, validation, then the game. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app/cli.h"
#include "app/daily_run.h"
#include "app/hextris_best.h"
#include "app/hextris_cli.h"
#include "app/hextris_versus.h"
#include "app/launch.h"
#include "app/settings.h"
#include "games/hextris/hextris.h"
#include "session/hextris_session.h"
#include "tui/hextris_replay.h"
#include "tui/term.h"
#include "tui/hextris_demo.h"
#include "tui/hextris_fe.h"
#include "tui/hextris_keys.h"

static const char hextris_help[] =
    "Usage: %s [OPTIONS]\n"
    "A falling-block game on a hex grid: fill zig-zag rows to clear them.\n"
    "\n"
    "  -m, --mode MODE      the mode (below; default marathon)\n"
    "      --width N        columns of the well (5..30, default %d)\n"
    "      --height N       rows of the well (8..40, default %d)\n"
    "      --short          the short well, %dx%d, which ASCII outlines fit\n"
    "                       into 24 lines (score tables of its own)\n"
    "      --level N        starting level (1..15, default 1)\n"
    "  -s, --seed N         piece sequence seed (to share a game; not ranked)\n"
    "      --daily          today's daily game: the same for everyone, once a day\n"
    "      --no-ghost       start with the ghost (where a hard drop lands) off\n"
    "      --demo           watch the bot play (never recorded); any key leaves\n"
    "      --ascii          draw with ASCII characters only\n"
    "      --no-color       no colours (also: NO_COLOR set in the environment)\n"
    "  -h, --help           show this help and exit\n"
    "\n"
    "Modes:\n"
    "%s"
    "\n"
    "Keys and mouse are listed in the game (?) and in hexpuzzle(6).\n";

/* The modes' lines of the help, from their descriptions. */
static const char *modes_help(void)
{
    static char text[1024];
    size_t n = 0;
    for (int m = 0; m < HT_MODES && n < sizeof text; m++) {
        const ht_mode_info *mi = ht_mode_info_of((enum ht_mode)m);
        int k = snprintf(text + n, sizeof text - n, "  %-10s %s\n", mi->name, mi->summary);
        n += k > 0 ? (size_t)k : 0;
    }
    return text;
}

/* A game that cannot rank, where the hint may show the bot's placement: a seed
 * chosen on the command line, or a mode whose table ranks nothing. */
static bool unranked(const ht_params *p, const ranking *run)
{
    char category[HT_CATEGORY_MAX];
    ht_category(p, category, sizeof category);
    return (run && run->kind == RANK_SEEDED)
           || (!session_hextris.ranks(category, "won", false)
               && !session_hextris.ranks(category, "over", false));
}

/* Plays hextris with p (checked by ht_params_check already), the ghost
 * shown or not at the start. */
static int launch(const ht_params *p, bool colour, bool ascii, bool ghost, const ranking *run,
                const char *prog)
{
    char params[HT_PARAMS_TEXT_MAX];
    ht_params_encode(p, params, sizeof params);
    hextris_fe_options own = { .ascii = ascii, .no_ghost = !ghost, .best = hextris_best,
                               .assist_allowed = unranked(p, run) };
    app_launch l = { .run = run, .colour = colour, .own = &own };
    return app_play(&hextris_app, params, &l, prog);
}

/* The bot plays p's game and the next ones until a key: nothing of it is
 * recorded, saved or shown to the host. */
static int demo_run(const ht_params *p, bool colour, bool ascii, const char *prog)
{
    char err[256];
    if (!term_usable(err, sizeof err))
        return cli_fail(prog, "%s", err);
    hextris_demo_options o = { .params = *p, .colour = colour, .ascii = ascii };
    err[0] = '\0';
    int status = hextris_demo_run(&o, err, sizeof err);
    if (status == CLI_FAIL && err[0])
        return cli_fail(prog, "%s", err);
    return status;
}

int hextris_main(int argc, char **argv, const char *prog)
{
    enum { OPT_WIDTH = 256, OPT_HEIGHT, OPT_SHORT, OPT_LEVEL, OPT_ASCII, OPT_NO_COLOR,
           OPT_NO_GHOST, OPT_DAILY, OPT_DEMO };
    static const struct option longopts[] = {
        { "mode", required_argument, NULL, 'm' },
        { "width", required_argument, NULL, OPT_WIDTH },
        { "height", required_argument, NULL, OPT_HEIGHT },
        { "short", no_argument, NULL, OPT_SHORT },
        { "level", required_argument, NULL, OPT_LEVEL },
        { "seed", required_argument, NULL, 's' },
        { "ascii", no_argument, NULL, OPT_ASCII },
        { "no-color", no_argument, NULL, OPT_NO_COLOR },
        { "no-ghost", no_argument, NULL, OPT_NO_GHOST },
        { "daily", no_argument, NULL, OPT_DAILY },
        { "demo", no_argument, NULL, OPT_DEMO },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    ht_params params;
    ht_params_default(&params);
    /* The config file's defaults come first; options override them. */
    const config *cfg = app_settings();
    const char *mode = config_value_name(cfg, "mode");
    if (mode)
        ht_mode_parse(mode, &params.mode);
    if (config_is(cfg, "well", "short")) {
        params.width = HT_SHORT_WIDTH;
        params.height = HT_SHORT_HEIGHT;
    }
    bool has_seed = false, daily = false, demo = false, ascii = config_is(cfg, "ascii", "yes"),
         no_color = config_is(cfg, "color", "no"), ghost = !config_is(cfg, "ghost", "no");
    int c;
    cli_options_begin();
    while ((c = getopt_long(argc, argv, ":m:s:h", longopts, NULL)) != -1) {
        int *number = NULL;
        const char *what = NULL;
        switch (c) {
        case 'h':
            printf(hextris_help, prog, HT_WIDTH_DEFAULT, HT_HEIGHT_DEFAULT, HT_SHORT_WIDTH,
                   HT_SHORT_HEIGHT, modes_help());
            return CLI_OK;
        case 'm':
            if (!ht_mode_parse(optarg, &params.mode))
                return cli_usage_error(prog, "unknown mode '%s'", optarg);
            break;
        case OPT_WIDTH: number = &params.width; what = "--width"; break;
        case OPT_HEIGHT: number = &params.height; what = "--height"; break;
        case OPT_SHORT:
            params.width = HT_SHORT_WIDTH;
            params.height = HT_SHORT_HEIGHT;
            break;
        case OPT_LEVEL: number = &params.start_level; what = "--level"; break;
        case 's':
            if (cli_seed_value(prog, optarg, &params.seed) != CLI_OK)
                return CLI_USAGE;
            has_seed = true;
            break;
        case OPT_ASCII: ascii = true; break;
        case OPT_NO_COLOR: no_color = true; break;
        case OPT_NO_GHOST: ghost = false; break;
        case OPT_DAILY: daily = true; break;
        case OPT_DEMO: demo = true; break;
        default:
            return cli_bad_option(prog, c, optopt, argv[optind - 1]);
        }
        long value;
        if (number) {
            if (cli_number_value(prog, what, optarg, &value) != CLI_OK)
                return CLI_USAGE;
            *number = (int)value;
        }
    }
    if (optind < argc)
        return cli_usage_error(prog, "unexpected argument '%s'", argv[optind]);
    const char *why = ht_params_check(&params);
    if (why)
        return cli_usage_error(prog, "%s", why);
    if (!has_seed)
        params.seed = cli_fresh_seed();
    if (daily && has_seed)
        return cli_usage_error(prog, "--daily and --seed do not go together");
    if (daily && !ht_mode_info_of(params.mode)->daily)
        return cli_usage_error(prog, "%s has no daily game", ht_mode_name(params.mode));
    if (demo && daily)
        return cli_usage_error(prog, "--demo and --daily do not go together");
    if (demo)
        return demo_run(&params, cli_colour_wanted(no_color), ascii, prog);
    ranking run = { .kind = has_seed ? RANK_SEEDED : RANK_NORMAL };
    if (daily) {
        char text[HT_PARAMS_TEXT_MAX];
        ht_params_encode(&params, text, sizeof text);
        daily_run_begin("hextris", text, (int64_t)time(NULL), &run, &params.seed);
        char line[256];
        if (daily_run_played("hextris", text, &run, (int64_t)time(NULL), line, sizeof line)) {
            printf("%s\n", line);
            return CLI_OK;
        }
    }
    return launch(&params, cli_colour_wanted(no_color), ascii, ghost, &run, prog);
}

int hextris_play_params(const char *params, const ranking *run, const char *prog)
{
    ht_params p;
    if (!ht_params_decode(&p, params))
        return cli_fail(prog, "not a hextris game: %s", params);
    /* A mode without a daily (zen, never ranked) asked for one from the
     * menu is that day's game of it, kept in no daily table. */
    ranking plain = { .kind = RANK_NORMAL };
    if (run && run->kind == RANK_DAILY && !ht_mode_info_of(p.mode)->daily)
        run = &plain;
    const config *c = app_settings();
    bool colour = cli_colour_wanted(false) && !config_is(c, "color", "no");
    return launch(&p, colour, config_is(c, "ascii", "yes"), !config_is(c, "ghost", "no"), run, prog);
}

/* hextris' keys in the config file. The last three are used where the
 * terminal reports key releases (tui/held_keys.h). */
static const char *mode_at(int i)
{
    return i >= 0 && i < HT_MODES ? ht_mode_name((enum ht_mode)i) : NULL;
}
static const char *const yes_no[] = { "yes", "no", NULL };
static const char *const wells[] = { "full", "short", NULL };
static const config_key config_keys[] = {
    { .name = "mode", .value_at = mode_at },
    { .name = "ghost", .values = yes_no },
    { .name = "well", .values = wells },
    { .name = "das", .min = 0, .max = 1000, .unit = " ms" },
    { .name = "arr", .min = 0, .max = 500, .unit = " ms" },
    { .name = "soft-drop", .min = 1, .max = 100, .unit = " (times gravity)" },
    { .name = "demo-after", .min = 0, .max = 3600, .unit = " s" },
    { .name = NULL },
};

/* The menu's line as the config file sets it: mode and well. */
static const char *configured(const config *c)
{
    static char label[32];
    ht_params p = { .mode = HT_MARATHON, .width = HT_SHORT_WIDTH, .height = HT_SHORT_HEIGHT };
    const char *mode = config_value_name(c, "mode");
    if (mode)
        ht_mode_parse(mode, &p.mode);
    if (config_is(c, "well", "short"))
        snprintf(label, sizeof label, "%s %dx%d", ht_mode_name(p.mode), p.width, p.height);
    else
        snprintf(label, sizeof label, "%s", ht_mode_name(p.mode));
    return label;
}

static const char *const menu_help[] = {
    "Hex Tetris: steer falling pieces of hexes; a full",
    "zig-zag row clears. Left alone a minute, this menu",
    "shows its bot playing.",
    NULL,
};

/* The demo from the menu: the standard marathon, the config's drawing. */
static int menu_demo(const char *prog)
{
    const config *c = app_settings();
    ht_params p;
    ht_params_default(&p);
    p.width = HT_FULL_WIDTH;
    p.height = HT_FULL_HEIGHT;
    p.seed = cli_fresh_seed();
    return demo_run(&p, cli_colour_wanted(false) && !config_is(c, "color", "no"),
                    config_is(c, "ascii", "yes"), prog);
}

/* A minute alone, unless the config says otherwise. */
static int demo_idle_ms(const config *c)
{
    int s = config_number(c, "demo-after");
    return (s == CONFIG_NUMBER_UNSET ? 60 : s) * 1000;
}

const app_game hextris_app = {
    .rules = &session_hextris,
    .summary = "a falling-block game on a staggered-column hex grid",
    .label = "Hex Tetris",
    .menu_help = menu_help,
    .config = config_keys,
    .keys = &hextris_key_game,
    .configured = configured,
    .main = hextris_main,
    .front_end = &hextris_front_end,
    .play = hextris_play_params,
    .draw = hextris_replay_draw,
    .table_more = hextris_table_more,
    .demo = menu_demo,
    .demo_idle_ms = demo_idle_ms,
    .match = &hextris_match_extra,
};
