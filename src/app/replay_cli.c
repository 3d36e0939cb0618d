/* `hexpuzzle replays` and `hexpuzzle replay --verify`. */
#include "app/replay_cli.h"

#include <getopt.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/cli.h"
#include "app/player.h"
#include "app/replays.h"
#include "app/scores.h"
#include "app/settings.h"
#include "app/games.h"
#include "tui/replay_view.h"
#include "tui/term.h"
#include "util/escape.h"
#include "util/number.h"

enum replay_mode { WATCH, VERIFY, EXPORT };

/* Options: --help only, or (mode) --verify and --export too. */
static int options(int argc, char **argv, const char *prog, const char *usage,
                   enum replay_mode *mode)
{
    static const struct option longopts[] = {
        { "help", no_argument, NULL, 'h' },
        { "verify", no_argument, NULL, 'v' },
        { "export", no_argument, NULL, 'x' },
        { NULL, 0, NULL, 0 },
    };
    int ch;
    cli_options_begin();
    while ((ch = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
        if (ch == 'h') {
            printf(usage, prog);
            return -1;
        }
        if ((ch == 'v' || ch == 'x') && mode) {
            if (*mode != WATCH)
                return cli_usage_error(prog, "--verify and --export do not go together");
            *mode = ch == 'v' ? VERIFY : EXPORT;
            continue;
        }
        return cli_bad_option(prog, ch, optopt, argv[optind - 1]);
    }
    return CLI_OK;
}

int replays_main(int argc, char **argv, const char *prog)
{
    int rc = options(argc, argv, prog,
                     "Usage: %s\nLists the kept replays, newest first: number, date (UTC), "
                     "game, table, outcome, player.\n", NULL);
    if (rc != CLI_OK)
        return rc < 0 ? CLI_OK : rc;
    if (optind < argc)
        return cli_usage_error(prog, "unexpected argument '%s'", argv[optind]);
    replays_print(stdout);
    return fflush(stdout) == 0 ? CLI_OK : cli_fail(prog, "cannot write the list");
}

void replays_print(FILE *f)
{
    size_t n;
    store_warnings w;
    store_warnings_init(&w);
    char **paths = replays_list(NULL, &n, &w);
    if (w.n > 0)
        fprintf(f, "%s\n", w.line[0]);
    else if (n == 0)
        fprintf(f, "No replays kept yet.\n");
    for (size_t i = 0; i < n; i++) {
        saves_game g;
        replay_claim c;
        char why[REPLAYS_WHY_MAX];
        if (!replays_load(paths[i], &g, &c, why)) {
            char shown[4 * 4096];
            escape_text(shown, sizeof shown, paths[i]);
            fprintf(f, "%4zu  (%s: %s)\n", i + 1, shown, why);
            continue;
        }
        char table[SAVES_VALUE_MAX + 1], figure[SCORES_FIGURE_TEXT_MAX] = "";
        bool has_table = strcmp(c.table, "-") != 0;
        snprintf(table, sizeof table, "%s", has_table ? c.table : "(none)");
        const session_game *rules = session_game_named(g.game);
        if (rules)
            scores_format_figure(figure, sizeof figure, rules, has_table ? c.table : "",
                                 c.figure);
        /* Fits a box of the menu at 80 columns; whose game it was only when
         * not the player's own (a replay from elsewhere). */
        fprintf(f, "%3zu  %.10s %.5s  %-8s %-16.16s %-4s %10s%s", i + 1, saves_get(&g, "ended"),
                saves_get(&g, "ended") + 11, g.game, table, c.outcome, figure,
                c.rank > 0 ? "  record" : "");
        if (strcmp(c.player, player_login()) != 0)
            fprintf(f, "  by %.12s", c.player);
        fputc('\n', f);
        saves_free(&g);
    }
    replays_list_free(paths, n);
}

/* FILE, or N as `hexpuzzle replays` numbers them, into path. */
static bool replay_path(const char *arg, char *path, size_t cap)
{
    uint64_t k;
    if (!number_parse(arg, strlen(arg), 1000000, &k) || k == 0) {
        snprintf(path, cap, "%s", arg);
        return true;
    }
    size_t n;
    char **paths = replays_list(NULL, &n, NULL);
    bool found = k <= n;
    if (found)
        snprintf(path, cap, "%s", paths[k - 1]);
    replays_list_free(paths, n);
    return found;
}

/* The replay g in the terminal, its claim c; mismatch: why it does not
 * come to it, or NULL. */
static int watch(const saves_game *g, const replay_claim *c, const char *mismatch,
                 const char *prog)
{
    const app_game *known = app_game_named(g->game);
    char err[256];
    if (!known)
        return cli_fail(prog, "a replay of a game this hexpuzzle does not know ('%s')", g->game);
    if (!term_usable(err, sizeof err))
        return cli_fail(prog, "%s", err);
    char claim[64];
    snprintf(claim, sizeof claim, "%s, figure %" PRIu64 "%s", c->outcome, c->figure,
             c->assisted ? ", assisted" : "");
    replay_view_options o = { .game = known->rules, .draw = known->draw, .claim = claim,
                              .mismatch = mismatch, .colour = cli_colour_wanted(false),
                              .ascii = config_is(app_settings(), "ascii", "yes") };
    o.log.saved_at = g->elapsed_ms;
    o.log.moves = g->moves;
    o.log.nmoves = g->nmoves;
    snprintf(o.log.params, sizeof o.log.params, "%s", g->params);
    err[0] = '\0';
    int status = replay_view_run(&o, err, sizeof err);
    if (status == 1 && err[0])
        return cli_fail(prog, "%s", err);
    return status;
}

/* Replay WHICH (a file, or a number of the list) read into *g and *c:
 * 0, or the exit status of a one-line failure already said. */
static int load_which(const char *which, char *path, size_t cap, saves_game *g,
                      replay_claim *c, const char *prog)
{
    char why[REPLAYS_WHY_MAX];
    if (!replay_path(which, path, cap))
        return cli_fail(prog, "no replay number %s ('hexpuzzle replays' lists them)", which);
    if (!replays_load(path, g, c, why))
        return cli_fail(prog, "%s: %s", path, why);
    return 0;
}

int replay_watch(const char *which, const char *prog)
{
    char path[4096], why[REPLAYS_WHY_MAX];
    saves_game g;
    replay_claim c;
    int failed = load_which(which, path, sizeof path, &g, &c, prog);
    if (failed)
        return failed;
    cli_progress told;
    cli_progress_start(&told, prog, path);
    bool ok = replays_verify_told(&g, why, cli_progress_tell, &told);
    cli_progress_end(&told);
    int status = watch(&g, &c, ok ? NULL : why, prog);
    saves_free(&g);
    return status;
}

int replay_main(int argc, char **argv, const char *prog)
{
    enum replay_mode mode = WATCH;
    int rc = options(argc, argv, prog,
                     "Usage: %s [--verify | --export] [FILE|N]\nPlays a game again in the "
                     "terminal (a file, or number N of 'hexpuzzle replays';\nthe newest by "
                     "default). --verify replays it without a terminal and says\nwhether it "
                     "comes to what it claims: exit 0 when it does, 1 when not.\n--export "
                     "writes the replay file to standard output, to keep or send.\n", &mode);
    if (rc != CLI_OK)
        return rc < 0 ? CLI_OK : rc;
    if (optind < argc - 1)
        return cli_usage_error(prog, "one FILE or number, not '%s'", argv[optind + 1]);
    if (mode == VERIFY && optind == argc)
        return cli_usage_error(prog, "--verify takes one FILE or number");
    const char *which = optind < argc ? argv[optind] : "1";
    if (mode == WATCH)
        return replay_watch(which, prog);
    char path[4096], why[REPLAYS_WHY_MAX];
    saves_game g;
    replay_claim c;
    int failed = load_which(which, path, sizeof path, &g, &c, prog);
    if (failed)
        return failed;
    if (mode == EXPORT) {
        size_t len;
        char *text = replays_format(&g, &len);
        saves_free(&g);
        if (!text)
            return cli_fail(prog, "out of memory");
        bool written = fwrite(text, 1, len, stdout) == len && fflush(stdout) == 0;
        free(text);
        return written ? CLI_OK : cli_fail(prog, "cannot write the replay");
    }
    cli_progress told;
    cli_progress_start(&told, prog, path);
    bool ok = replays_verify_told(&g, why, cli_progress_tell, &told);
    cli_progress_end(&told);
    char shown[4 * sizeof path];
    escape_text(shown, sizeof shown, path);
    if (ok)
        printf("%s: replays to what it claims: %s %s, figure %" PRIu64 "%s\n", shown, g.game,
               c.outcome, c.figure, c.assisted ? ", assisted" : "");
    saves_free(&g);
    return ok ? CLI_OK : cli_fail(prog, "%s: %s", path, why);
}
