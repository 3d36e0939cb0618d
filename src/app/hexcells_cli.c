/* hexcells' command line: options, a level from a file, --export and
 * --check, then the game. */
#include <errno.h>
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/cli.h"
#include "app/daily_run.h"
#include "app/hexcells_cli.h"
#include "app/hexcells_kept.h"
#include "app/hexcells_lessons.h"
#include "app/launch.h"
#include "app/settings.h"
#include "app/store.h"
#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_file.h"
#include "games/hexcells/hexcells_gen.h"
#include "games/hexcells/hexcells_solve.h"
#include "session/hexcells_session.h"
#include "session/hexcells_level.h"
#include "tui/hexcells_editor.h"
#include "tui/hexcells_fe.h"
#include "tui/hexcells_keys.h"
#include "tui/hexcells_replay.h"
#include "util/escape.h"

static const char hexcells_help[] =
    "Usage: %s [OPTIONS] [FILE]\n"
    "Hexcells-style logic puzzles: every hex is blue or black; the clues say\n"
    "which, and logic alone finds them all.\n"
    "\n"
    "  FILE                 play a level in the SixCells text format (*.hexcells)\n"
    "      --level N        of a FILE of several levels, the Nth (the first: 1)\n"
    "  -p, --preset NAME    small-easy, small-hard, medium-easy (the default),\n"
    "                       medium-hard, large-easy or large-hard\n"
    "  -s, --seed N         puzzle seed (to share a puzzle; not ranked)\n"
    "      --daily          today's daily puzzle: the same for everyone, once a day\n"
    "      --export OUT     write the puzzle (the preset's and seed's, or FILE's)\n"
    "                       to OUT in the SixCells format ('-': standard output)\n"
    "      --check FILE     say whether FILE's levels are solvable without guessing,\n"
    "                       and how hard (exit 0 yes, 1 no, 2 not a level to play,\n"
    "                       3 not decided)\n"
    "      --edit FILE      edit FILE's level, or make a new one there\n"
    "      --no-color       no colours (also: NO_COLOR set in the environment)\n"
    "  -h, --help           show this help and exit\n"
    "\n"
    "Keys and mouse are listed in the game (?) and in hexpuzzle(6).\n";

/* A level file is text of a few kilobytes: anything much longer is not
 * one. */
enum { LEVEL_FILE_MAX = 64 * 1024 };

/* FILE's level at index (0 the first) into *z, and how many levels the
 * file holds into *count (may be NULL): CLI_OK, or CLI_USAGE with its one
 * line said. */
static int read_level(const char *prog, const char *path, int index, hc_puzzle *z, int *count)
{
    char *data = NULL;
    size_t len = 0;
    store_warnings w;
    store_warnings_init(&w);
    int rc = store_read(path, LEVEL_FILE_MAX, &data, &len, "cannot read the level", &w);
    if (rc == STORE_MISSING) {
        cli_fail(prog, "%s: no such file", path);
        return CLI_USAGE;
    }
    if (rc == STORE_TOOBIG) {
        cli_fail(prog, "%s: not a level (longer than %d bytes)", path, LEVEL_FILE_MAX);
        return CLI_USAGE;
    }
    if (rc != STORE_OK) {
        cli_fail(prog, "%s", w.n ? w.line[0] : "cannot read the level");
        return CLI_USAGE;
    }
    char err[HC_MSG_MAX];
    bool ok = hc_parse_level(data, len, index, z, err, sizeof err);
    if (count)
        *count = hc_level_count(data, len);
    free(data);
    if (!ok) {
        cli_fail(prog, "%s: %s", path, err);
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* --check's status when the solver stopped at its bound: neither solvable
 * (0) nor known to need a guess (1). */
enum { CHECK_NOT_DECIDED = 3 };

/* CLI_OK, or CLI_USAGE with its one line said: a level with nothing
 * covered has nothing to play or to check. */
static int something_to_play(const char *prog, const hc_puzzle *z, const char *path)
{
    for (int i = 0; i < HC_SLOTS; i++)
        if (z->at[i].kind == HC_CELL && !z->at[i].revealed)
            return CLI_OK;
    cli_fail(prog, "%s: every cell is revealed already: nothing to play", path);
    return CLI_USAGE;
}

/* How bad a --check status is: no level to play (2), then a guess needed
 * (1), then not decided (3), then solvable (0). */
static int check_badness(int status)
{
    return status == CLI_USAGE ? 3 : status == CLI_FAIL ? 2 : status == CHECK_NOT_DECIDED ? 1 : 0;
}

/* Every level of the file, a line each (with its number where there are
 * several); the status of the worst. */
static int check(const char *prog, const char *path)
{
    hc_puzzle *z = malloc(sizeof *z);
    if (!z)
        return cli_fail(prog, "out of memory");
    int count = 1, worst = CLI_OK;
    for (int i = 0; i < count && worst != CLI_USAGE; i++) {
        char name[STORE_PATH_MAX + 32];
        int status = read_level(prog, path, i, z, &count);
        snprintf(name, sizeof name, count > 1 ? "%s, level %d" : "%s", path, i + 1);
        if (status == CLI_OK)
            status = something_to_play(prog, z, name);
        if (status == CLI_OK) {
            hc_report r = hc_solve(z, HC_STEP_SPLIT, NULL, 0);
            char line[HC_MSG_MAX];
            hc_report_format(&r, line, sizeof line);
            printf("%s: %s\n", name, line);
            status = r.solved ? CLI_OK : r.bounded ? CHECK_NOT_DECIDED : CLI_FAIL;
        }
        if (check_badness(status) > check_badness(worst))
            worst = status;
    }
    free(z);
    return worst;
}

static int export(const char *prog, const hc_puzzle *z, const char *out)
{
    static char text[HC_EXPORT_MAX];
    size_t len = hc_export(z, text, sizeof text);
    if (len >= sizeof text)
        return cli_fail(prog, "the puzzle does not fit the SixCells format");
    FILE *f = strcmp(out, "-") == 0 ? stdout : fopen(out, "w");
    if (!f)
        return cli_fail(prog, "%s: cannot write it", out);
    bool ok = fwrite(text, 1, len, f) == len;
    ok = (f == stdout ? fflush(f) == 0 : fclose(f) == 0) && ok;
    return ok ? CLI_OK : cli_fail(prog, "%s: cannot write it", out);
}

/* The config file's keys are all the games' together: hexmines has
 * "preset" already. */
static const config_key config_keys[] = {
    { .name = "puzzle", .value_at = hc_preset_at },
    { .name = NULL },
};

/* Plays hexcells from params, its games ranked as run says (NULL: the
 * normal tables), with notice shown first (or NULL). */
static int launch(const char *params, const ranking *run, bool colour, const char *notice,
                const char *prog)
{
    app_launch l = { .run = run, .colour = colour, .notice = notice };
    return app_play(&hexcells_app, params, &l, prog);
}

/* text onto buf, escaped as all text hexpuzzle did not write; UTF-8
 * shows as text where the terminal's is. */
static void append_escaped(char *buf, size_t cap, const char *text)
{
    size_t n = strlen(buf);
    escape_text(buf + n, cap - n, text);
}

/* A level from a file: one that needs a guess is played all the same,
 * with a warning (the front end's, once the solver has looked). A level is known before it is played, as
 * a chosen seed is: it ranks in its own seeded table. */
static int play_level(const char *prog, const hc_puzzle *z, const char *path, int index,
                      int count, bool colour)
{
    if (something_to_play(prog, z, path) != CLI_OK)
        return CLI_USAGE;
    char params[SESSION_PARAMS];
    if (!hexcells_level_pack(z, params, sizeof params)) {
        cli_fail(prog, "%s: a level of %d cells is larger than hexcells can keep in its saves",
                 path, hc_puzzle_cells(z));
        return CLI_USAGE;
    }
    char notice[HC_MSG_MAX] = "";
    if (count > 1)
        snprintf(notice, sizeof notice, "Level %d of %d (--level N for another). ", index + 1,
                 count);
    /* What the level's author says of it, once at the start. */
    const char *const said[] = { z->title, z->author[0] ? " by " : "", z->author,
                                 z->text[0][0] || z->text[1][0] ? ": " : "", z->text[0],
                                 z->text[0][0] && z->text[1][0] ? " " : "", z->text[1] };
    for (size_t i = 0; i < sizeof said / sizeof said[0]; i++)
        append_escaped(notice, sizeof notice, said[i]);
    ranking run = { .kind = RANK_SEEDED };
    return launch(params, &run, colour, notice[0] ? notice : NULL, prog);
}

/* The editor's file, how to play what it makes, and what keeping its
 * edits had to say. */
typedef struct {
    const char *prog, *path;
    bool colour;
    store_warnings said;
} editing;

/* The mode a level file is saved with: the one it had, or for a new one
 * what the umask gives any file the player makes (the store writes its
 * own files for the player alone). */
static mode_t level_mode(const char *path)
{
    struct stat st;
    if (stat(path, &st) == 0)
        return st.st_mode & 07777;
    mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

static bool save_edited(void *ctx, const hc_puzzle *level, char *why, size_t cap)
{
    const editing *ed = ctx;
    static char text[HC_EXPORT_MAX];
    size_t len = hc_export(level, text, sizeof text);
    store_warnings w;
    store_warnings_init(&w);
    mode_t mode = level_mode(ed->path);
    if (len < sizeof text
        && store_write_atomic(ed->path, text, len, NULL, "cannot save the level", &w) == STORE_OK) {
        chmod(ed->path, mode);
        return true;
    }
    snprintf(why, cap, "%s", w.n ? w.line[0] : "the level does not fit the SixCells format");
    return false;
}

static int play_edited(void *ctx, const hc_puzzle *level)
{
    const editing *ed = ctx;
    return play_level(ed->prog, level, ed->path, 0, 1, ed->colour);
}

static void keep_edited(void *ctx, const hc_puzzle *frame)
{
    editing *ed = ctx;
    hexcells_kept_write(ed->path, frame, &ed->said);
}

static void drop_kept(void *ctx)
{
    editing *ed = ctx;
    hexcells_kept_drop(ed->path, &ed->said);
}

static void say_warnings(const char *prog, const store_warnings *w)
{
    for (int i = 0; i < w->n; i++)
        cli_fail(prog, "%s", w->line[i]);
}

static int hexcells_edit_level(const char *path, const char *prog, bool colour)
{
    char err[256] = "";
    keymap keys;
    if (!app_keymap(&hexcells_editor_key_game, &keys, err, sizeof err)) {
        cli_fail(prog, "%s", err);
        return CLI_USAGE;
    }
    hc_puzzle *z = malloc(2 * sizeof *z);
    if (!z)
        return cli_fail(prog, "out of memory");
    bool fresh = access(path, F_OK) != 0 && errno == ENOENT;
    int status = fresh ? CLI_OK : read_level(prog, path, 0, z, NULL);
    if (status == CLI_OK) {
        editing ed = { .prog = prog, .path = path, .colour = colour };
        store_warnings_init(&ed.said);
        /* Kept edits that cannot be read are said, and left where they
         * are for the player to look at. */
        bool kept = hexcells_kept_read(path, &z[1], &ed.said) == STORE_OK;
        say_warnings(prog, &ed.said);
        store_warnings_init(&ed.said);
        char name[64];
        escape_bytes(name, sizeof name, path, false);
        hexcells_editor_hooks hooks = { .ctx = &ed, .save = save_edited, .play = play_edited,
                                        .keep = keep_edited, .drop = drop_kept, .name = name,
                                        .colour = colour, .keys = &keys };
        status = hexcells_editor_run(fresh ? NULL : &z[0], kept ? &z[1] : NULL, &hooks, err,
                                     sizeof err);
        if (status < 0)
            status = cli_fail(prog, "%s", err);
        say_warnings(prog, &ed.said);
    }
    free(z);
    return status;
}

int hexcells_edit(const char *path, const char *prog)
{
    return hexcells_edit_level(path, prog, cli_colour_wanted(false));
}

int hexcells_main(int argc, char **argv, const char *prog)
{
    enum { OPT_DAILY = 256, OPT_EXPORT, OPT_CHECK, OPT_EDIT, OPT_NO_COLOR, OPT_LEVEL };
    static const struct option longopts[] = {
        { "preset", required_argument, NULL, 'p' },
        { "seed", required_argument, NULL, 's' },
        { "daily", no_argument, NULL, OPT_DAILY },
        { "export", required_argument, NULL, OPT_EXPORT },
        { "check", required_argument, NULL, OPT_CHECK },
        { "edit", required_argument, NULL, OPT_EDIT },
        { "level", required_argument, NULL, OPT_LEVEL },
        { "no-color", no_argument, NULL, OPT_NO_COLOR },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    const char *preset = NULL, *export_to = NULL, *check_file = NULL, *edit_file = NULL;
    bool has_seed = false, daily = false, no_color = false;
    long level = 0;   /* 0: none asked for */
    uint64_t seed = 0;
    int c;
    cli_options_begin();
    while ((c = getopt_long(argc, argv, ":p:s:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'h':
            printf(hexcells_help, prog);
            return CLI_OK;
        case 'p': {
            hc_params probe;
            if (!hc_preset(&probe, optarg))
                return cli_usage_error(prog, "unknown preset '%s'", optarg);
            preset = optarg;
            break;
        }
        case 's':
            if (cli_seed_value(prog, optarg, &seed) != CLI_OK)
                return CLI_USAGE;
            has_seed = true;
            break;
        case OPT_DAILY: daily = true; break;
        case OPT_EXPORT: export_to = optarg; break;
        case OPT_CHECK: check_file = optarg; break;
        case OPT_EDIT: edit_file = optarg; break;
        case OPT_NO_COLOR: no_color = true; break;
        case OPT_LEVEL:
            if (cli_number_value(prog, "--level", optarg, &level) != CLI_OK)
                return CLI_USAGE;
            if (level < 1)
                return cli_usage_error(prog, "--level counts from 1, not '%s'", optarg);
            break;
        default:
            return cli_bad_option(prog, c, optopt, argv[optind - 1]);
        }
    }
    const char *file = optind < argc ? argv[optind] : NULL;
    if (file && optind + 1 < argc)
        return cli_usage_error(prog, "unexpected argument '%s'", argv[optind + 1]);
    if (check_file) {
        if (file || preset || has_seed || daily || export_to || edit_file || level)
            return cli_usage_error(prog, "--check FILE goes alone");
        return check(prog, check_file);
    }
    if (edit_file) {
        if (file || preset || has_seed || daily || export_to)
            return cli_usage_error(prog, "--edit FILE goes alone");
        return hexcells_edit_level(edit_file, prog, cli_colour_wanted(no_color));
    }
    if (file && (preset || has_seed || daily))
        return cli_usage_error(prog, "a level FILE takes no --preset, --seed or --daily");
    if (level && !file)
        return cli_usage_error(prog, "--level N is a level of a FILE");
    if (daily && has_seed)
        return cli_usage_error(prog, "--daily and --seed do not go together");
    if (daily && export_to)
        return cli_usage_error(prog, "no --export of a daily puzzle");
    if (file) {
        hc_puzzle *z = malloc(sizeof *z);
        if (!z)
            return cli_fail(prog, "out of memory");
        int index = level ? (int)(level > 1000000 ? 1000000 : level) - 1 : 0, count = 1;
        int status = read_level(prog, file, index, z, &count);
        if (status == CLI_OK)
            status = export_to ? export(prog, z, export_to)
                               : play_level(prog, z, file, index, count,
                                            cli_colour_wanted(no_color));
        free(z);
        return status;
    }
    hc_params p;
    const char *configured = config_value_name(app_settings(), "puzzle");
    if (!hc_preset(&p, preset ? preset : configured ? configured : "medium-easy"))
        hc_preset(&p, "medium-easy");
    p.seed = has_seed ? seed : cli_fresh_seed();
    if (export_to) {
        hc_puzzle *z = malloc(sizeof *z);
        int status = !z ? cli_fail(prog, "out of memory")
                   : !hc_generate(&p, z, NULL) ? cli_fail(prog, "no puzzle could be made")
                   : export(prog, z, export_to);
        free(z);
        return status;
    }
    ranking run = { .kind = has_seed ? RANK_SEEDED : RANK_NORMAL };
    char text[HC_PARAMS_TEXT_MAX];
    if (daily) {
        hc_params_encode(&p, text, sizeof text);
        daily_run_begin(session_hexcells.name, text, (int64_t)time(NULL), &run, &p.seed);
        char line[256];
        hc_params_encode(&p, text, sizeof text);
        if (daily_run_played(session_hexcells.name, text, &run, (int64_t)time(NULL), line,
                             sizeof line)) {
            printf("%s\n", line);
            return CLI_OK;
        }
    }
    hc_params_encode(&p, text, sizeof text);
    return launch(text, &run, cli_colour_wanted(no_color), NULL, prog);
}

int hexcells_play_params(const char *params, const ranking *run, const char *prog)
{
    hc_params p;
    if (!hc_params_decode(&p, params))
        return cli_fail(prog, "not a hexcells game: %s", params);
    return launch(params, run, cli_colour_wanted(false), NULL, prog);
}

/* The menu's last choice: the next level that teaches. */
static bool next_lesson(char *label, size_t cap)
{
    char path[STORE_PATH_MAX], title[HC_TEXT_MAX], shown[HC_TEXT_MAX];
    if (!hexcells_next_lesson(path, sizeof path, title, sizeof title))
        return false;
    escape_bytes(shown, sizeof shown, title, false);
    snprintf(label, cap, "next: %.14s", shown);
    return true;
}

static int play_lesson(const char *prog)
{
    char path[STORE_PATH_MAX], title[HC_TEXT_MAX];
    hc_puzzle *z = malloc(sizeof *z);
    if (!z)
        return cli_fail(prog, "out of memory");
    int status = !hexcells_next_lesson(path, sizeof path, title, sizeof title)
                     ? cli_fail(prog, "no level to learn from is left")
                     : read_level(prog, path, 0, z, NULL);
    if (status == CLI_OK)
        status = play_level(prog, z, path, 0, 1, cli_colour_wanted(false));
    free(z);
    return status;
}

/* The menu's puzzle: the config file's. */
static const char *configured(const config *c)
{
    return config_value_name(c, "puzzle");
}

static const char *const menu_help[] = {
    "Hex Cells: every hex is blue or black; numbers",
    "count blue neighbours, lines and rings. No guessing.",
    NULL,
};

const app_game hexcells_app = {
    .rules = &session_hexcells,
    .summary = "Hexcells-style logic puzzles, generated or from SixCells levels",
    .label = "Hex Cells",
    .menu_help = menu_help,
    .config = config_keys,
    .keys = &hexcells_key_game,
    .more_keys = &hexcells_editor_key_game,
    .configured = configured,
    .main = hexcells_main,
    .front_end = &hexcells_front_end,
    .play = hexcells_play_params,
    .extra_choice = next_lesson,
    .play_extra = play_lesson,
    .edit = hexcells_edit,
    .draw = hexcells_replay_draw,
};
