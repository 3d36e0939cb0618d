/* `hexpuzzle scores`: the player's tables, or with --host the host's, as
 * plain text; no terminal needed. */
#include "app/scores_cli.h"

#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/cli.h"
#include "app/host/host.h"
#include "app/host/privsep.h"
#include "app/scores.h"
#include "app/settings.h"
#include "app/config.h"
#include "tui/term.h"

int scores_main(int argc, char **argv, const char *prog)
{
    static const struct option longopts[] = {
        { "help", no_argument, NULL, 'h' },
        { "host", no_argument, NULL, 'H' },
        { NULL, 0, NULL, 0 },
    };
    int ch;
    bool host = false;
    cli_options_begin();
    while ((ch = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
        if (ch == 'h') {
            printf("Usage: %s [--host]\nPrints the score tables and statistics as plain text; "
                   "--host: the host's\ntables, everyone's on this machine, with players.\n",
                   prog);
            return CLI_OK;
        }
        if (ch == 'H') {
            host = true;
            continue;
        }
        return cli_bad_option(prog, ch, optopt, argv[optind - 1]);
    }
    if (optind < argc)
        return cli_usage_error(prog, "unexpected argument '%s'", argv[optind]);
    if (host) {
        size_t n;
        char why[HOST_WHY_MAX];
        char *text = privsep_tables(&n, why);
        if (!text)
            return cli_fail(prog, "%s", privsep_unavailable()[0] ? privsep_unavailable()
                                        : "no host tables here (this install is not setgid games)");
        fwrite(text, 1, n, stdout);
        free(text);
        return fflush(stdout) == 0 ? CLI_OK : cli_fail(prog, "cannot write the scores");
    }
    scores_log log;
    store_warnings w;
    scores_log_init(&log);
    store_warnings_init(&w);
    scores_load(NULL, &log, &w);
    for (int i = 0; i < w.n; i++)
        fprintf(stderr, "%s: %s\n", prog, w.line[i]);
    /* The sparkline's blocks where the terminal shows them, as the games
     * decide, unless the config asks for ASCII. */
    scores_print_blocks(stdout, &log,
                        !config_is(app_settings(), "ascii", "yes") && term_can_draw_blocks());
    scores_log_free(&log);
    return fflush(stdout) == 0 ? CLI_OK : cli_fail(prog, "cannot write the scores");
}
