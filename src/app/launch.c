/* The launcher: what every game does around its play loop. */
#include "app/launch.h"

#include <stdio.h>

#include "app/cli.h"
#include "app/session_app.h"
#include "app/settings.h"
#include "tui/play.h"
#include "tui/term.h"

int app_play(const app_game *g, const char *params, const app_launch *l, const char *prog)
{
    char err[256];
    keymap keys;
    if (!app_keymap(g->keys, &keys, err, sizeof err)) {
        cli_fail(prog, "%s", err);
        return CLI_USAGE;
    }
    if (!term_usable(err, sizeof err))
        return cli_fail(prog, "%s", err);
    app_resume resume;
    bool have = app_session_load(g->rules->name, &resume);
    ranking_runs runs;
    app_session_runs(&resume, have, l->run, &runs);
    const char *gathered = app_session_notice();
    char notice[512];
    snprintf(notice, sizeof notice, "%s%s%s", l->notice ? l->notice : "",
             l->notice && gathered[0] ? "  " : "", gathered);
    const ranking *run = l->run;
    play_options po = {
        .game = g->front_end,
        .ui = { .keys = &keys, .own = l->own,
                .daily = run && run->kind == RANK_DAILY ? run->date : NULL },
        .params = params,
        .colour = l->colour && !config_is(app_settings(), "color", "no"),
        .hooks = app_session_hooks(&runs),
        .resume = have ? &resume.save : NULL,
        .notice = notice,
        .show_seed = run && run->kind == RANK_SEEDED,
        .resume_show_seed = have && resume.rank.kind == RANK_SEEDED,
        .held = app_held_keys(),
    };
    err[0] = '\0';
    int status = play_run(&po, err, sizeof err);
    if (have)
        app_session_free(&resume);
    app_session_report(prog);
    if (status == CLI_FAIL && err[0])
        return cli_fail(prog, "%s", err);
    return status;
}
