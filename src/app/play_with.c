/* hexpuzzle play-with (app/play_with.h). */
#include "app/play_with.h"

#include <getopt.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "app/cli.h"
#include "app/games.h"
#include "app/match_play.h"
#include "app/player.h"
#include "session/params_seed.h"
#include "util/escape.h"

static void usage(void)
{
    printf("Usage: hexpuzzle play-with                    who waits for a game\n"
           "       hexpuzzle play-with --wait GAME        wait to be invited\n"
           "       hexpuzzle play-with NAME GAME [--best-of N] [--race]   invite NAME\n");
    /* Each game's matches, in its own words, in the list's order. */
    for (int i = 0; app_games[i]; i++) {
        const match_race *race = app_games[i]->rules->race;
        if (!race || !race->how)
            continue;
        const char *how = race->how, *nl;
        printf("  %-9s ", app_games[i]->rules->name);
        while ((nl = strchr(how, '\n'))) {
            printf("%.*s\n  %-9s ", (int)(nl - how), how, "");
            how = nl + 1;
        }
        printf("%s\n", how);
    }
    printf("Best of 1, 3 or 5 (1). See hexpuzzle(6), PLAYING TOGETHER.\n");
}

static void lobby_note(FILE *f)
{
    if (link_on_host())
        fprintf(f, "Matches go through the host: it draws the boards and witnesses both sides.\n");
    else
        fprintf(f, "Matches with other players need the host install (the Debian package);\n"
                   "two terminals of one user can try it.\n");
}

void play_with_lobby(FILE *f)
{
    link_waiter w[LINK_ENTRIES_MAX];
    int n = link_waiters(w, LINK_ENTRIES_MAX);
    fprintf(f, "%s\n", n == 0 ? "Nobody is waiting for a game." : "Waiting for a game:");
    for (int i = 0; i < n; i++) {
        /* ASCII only: the menu draws its box byte by byte. */
        char name[4 * LINK_NAME_MAX], game[4 * 17];
        escape_bytes(name, sizeof name, w[i].player, false);
        escape_bytes(game, sizeof game, w[i].game, false);
        fprintf(f, "  %-16s %-10s (pid %ld)\n", name, game, w[i].pid);
    }
    fprintf(f, "'play-with --wait GAME' waits; 'play-with NAME GAME' invites NAME.\n");
    lobby_note(f);
}

static const app_game *raced(const char *name, const char *prog)
{
    const app_game *g = app_game_named(name);
    if (!g || !g->rules->race) {
        /* The games that have matches, from the list. */
        char names[128] = "";
        size_t at = 0;
        for (int i = 0; app_games[i]; i++) {
            if (!app_games[i]->rules->race)
                continue;
            int n = snprintf(names + at, sizeof names - at, "%s%s", at ? ", " : "",
                             app_games[i]->rules->name);
            if (n < 0 || (size_t)n >= sizeof names - at)
                break;
            at += (size_t)n;
        }
        char shown[4 * 64];
        escape_bytes(shown, sizeof shown, name, false);
        cli_usage_error(prog, "no match of '%s' (%s)", shown, names);
        return NULL;
    }
    return g;
}

/* The answer typed on stdin, 'y' or 'n', or 0 when none came within ms
 * (-1 at the end of input). */
static int typed(int ms)
{
    struct pollfd pf = { .fd = STDIN_FILENO, .events = POLLIN };
    if (poll(&pf, 1, ms) <= 0)
        return 0;
    char buf[64];
    ssize_t n = read(STDIN_FILENO, buf, sizeof buf);
    if (n <= 0)
        return -1;
    return buf[0] == 'y' || buf[0] == 'Y' ? 'y' : 'n';
}

static bool still_invited(const link_invite *inv)
{
    link_invite all[LINK_ENTRIES_MAX];
    int n = link_invites(all, LINK_ENTRIES_MAX);
    for (int i = 0; i < n; i++)
        if (all[i].inviter == inv->inviter)
            return true;
    return false;
}

/* What a match of params is called ("race", "versus"). */
static const char *kind_of(const app_game *g, const char *params)
{
    return g->rules->race->kind ? g->rules->race->kind(params) : "race";
}

/* The first round's params of the match asked for, its seed to be drawn:
 * the game's own match (versus) unless race, else its race. */
static bool match_params(const app_game *g, bool race, char *buf, size_t len)
{
    const match_race *mr = g->rules->race;
    return mr->match_params ? mr->match_params(!race, buf, len)
                            : g->rules->standard(0, buf, len);
}

static int wait_for_invitation(const char *game, const char *prog)
{
    const app_game *g = raced(game, prog);
    if (!g)
        return CLI_USAGE;
    char why[512];
    if (!link_wait_start(g->rules->name, why, sizeof why))
        return cli_fail(prog, "%s", why);
    char me[4 * LINK_NAME_MAX];
    escape_text(me, sizeof me, player_login());
    printf("Waiting for a %s match as %s (Ctrl-C stops).\n", g->rules->name, me);
    lobby_note(stdout);
    fflush(stdout);
    /* An invitation declined stays until its inviter reads the answer. */
    long declined[LINK_ENTRIES_MAX];
    int ndeclined = 0;
    for (;;) {
        link_invite all[LINK_ENTRIES_MAX], inv[1];
        int n = 0, found = link_invites(all, LINK_ENTRIES_MAX);
        for (int i = 0; i < found && n == 0; i++) {
            bool answered = false;
            for (int k = 0; k < ndeclined && k < LINK_ENTRIES_MAX; k++)
                answered |= declined[k] == all[i].inviter;
            if (!answered)
                inv[n++] = all[i];
        }
        if (n == 0) {
            if (typed(250) < 0)
                return CLI_OK;
            continue;
        }
        char name[4 * LINK_NAME_MAX], invited[4 * 17];
        escape_text(name, sizeof name, inv[0].player);
        escape_text(invited, sizeof invited, inv[0].game);
        printf("%s invites you to a %s %s, best of %d. Accept? (y/n)\n", name, invited,
               kind_of(g, inv[0].params), inv[0].best_of);
        fflush(stdout);
        int answer = 0;
        while (answer == 0 && still_invited(&inv[0]))
            answer = typed(250);
        if (answer == 0)
            continue;   /* the inviter gave up */
        link_answer(&inv[0], answer == 'y');
        if (answer != 'y') {
            declined[ndeclined++ % LINK_ENTRIES_MAX] = inv[0].inviter;
            printf("Declined. Still waiting.\n");
            fflush(stdout);
            continue;
        }
        link_wait_stop();
        return match_play(&inv[0], 1, inv[0].player, prog);
    }
}

static int invite(const char *name, const char *game, int best_of, bool race, const char *prog)
{
    const app_game *g = raced(game, prog);
    if (!g)
        return CLI_USAGE;
    char shown[4 * LINK_NAME_MAX];
    escape_text(shown, sizeof shown, name);
    link_waiter w;
    if (!link_find_waiter(name, g->rules->name, &w)) {
        cli_fail(prog, "%s is not waiting for a %s race ('hexpuzzle play-with' lists who is)",
                 name, g->rules->name);
        lobby_note(stdout);
        return CLI_FAIL;
    }
    link_invite inv = { .waiter = w.pid, .inviter = (long)getpid(), .best_of = best_of };
    snprintf(inv.player, sizeof inv.player, "%s", player_login());
    snprintf(inv.game, sizeof inv.game, "%s", g->rules->name);
    char params[SESSION_PARAMS];
    /* The seed is drawn here, after the invitation, for this match only. */
    if (!match_params(g, race, params, sizeof params)
        || !session_params_reseed(g->rules, params, cli_fresh_seed(), inv.params,
                                  sizeof inv.params))
        return cli_fail(prog, "no %s game to race", g->rules->name);
    char why[512];
    if (!link_invite_send(&inv, why, sizeof why))
        return cli_fail(prog, "%s", why);
    printf("Invited %s to a %s %s, best of %d.\nWaiting for the answer (Ctrl-C gives up).\n",
           shown, inv.game, kind_of(g, inv.params), best_of);
    fflush(stdout);
    int answer = -1;
    for (int i = 0; answer < 0 && i < PLAY_WITH_ANSWER_S * 4; i++) {
        answer = link_answer_of(&inv);
        if (answer < 0)
            poll(NULL, 0, 250);
        if (answer < 0 && !link_process_alive(w.pid))
            break;
    }
    link_invite_remove(&inv);
    if (answer != 1)
        return cli_fail(prog, "%s %s", shown,
                        answer == 0 ? "declined" : "did not answer, or stopped waiting");
    return match_play(&inv, 0, w.player, prog);
}

int play_with_main(int argc, char **argv, const char *prog)
{
    static const struct option longopts[] = {
        { "wait", required_argument, NULL, 'w' },
        { "best-of", required_argument, NULL, 'b' },
        { "race", no_argument, NULL, 'r' },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    const char *wait = NULL;
    long best_of = 1;
    bool race = false;
    int c;
    cli_options_begin();
    while ((c = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
        switch (c) {
        case 'w': wait = optarg; break;
        case 'b':
            if (!cli_parse_int(optarg, 1, 5, &best_of) || best_of % 2 == 0)
                return cli_usage_error(prog, "--best-of takes 1, 3 or 5, not '%s'", optarg);
            break;
        case 'r': race = true; break;
        case 'h': usage(); return CLI_OK;
        default: return cli_bad_option(prog, c, optopt, argv[optind - 1]);
        }
    }
    int rest = argc - optind;
    if (wait && rest == 0)
        return wait_for_invitation(wait, prog);
    if (!wait && rest == 0) {
        play_with_lobby(stdout);
        return CLI_OK;
    }
    if (!wait && rest == 2)
        return invite(argv[optind], argv[optind + 1], (int)best_of, race, prog);
    return cli_usage_error(prog, "play-with takes nothing, --wait GAME, or NAME GAME");
}
