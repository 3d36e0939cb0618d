/* Listing live games and following one. */
#include "app/watch_cli.h"

#include <dirent.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/cli.h"
#include "app/host/host.h"
#include "app/live.h"
#include "app/host/host_match_watch.h"
#include "app/host/privsep.h"
#include "app/replays.h"
#include "app/settings.h"
#include "app/store.h"
#include "app/watch_match.h"
#include "app/games.h"
#include "tui/match_view.h"
#include "tui/replay_view.h"
#include "tui/term.h"
#include "util/escape.h"
#include "util/number.h"

enum { WATCH_MAX = 200 };

typedef struct {
    char path[4096];   /* an own live log's; "" for the host's */
    char name[64];     /* a host live log's, as its recorder names it */
    char table[64];    /* the host's listing says it; own logs' from params */
    live_log log;
    int fd;       /* a host live log, from the recorder, or -1 */
    int notify;   /* inotify on the file, or -1 */
} watched;

/* The host's games being played, as its recorder lists them (no params:
 * their boards are nobody's to know before their ends). */
static size_t playing_on_host(watched *out, size_t n)
{
    size_t len;
    char why[HOST_WHY_MAX];
    char *text = privsep_live_list(&len, why);
    for (char *line = text, *nl; line && (nl = strchr(line, '\n')) != NULL && n < WATCH_MAX;
         line = nl + 1) {
        *nl = '\0';
        char *field[5];
        int k = 0;
        for (char *p = line; k < 5; k++) {
            field[k] = p;
            char *tab = strchr(p, '\t');
            if (!tab)
                break;
            *tab = '\0';
            p = tab + 1;
        }
        uint64_t started;
        if (k != 4 || !number_parse(field[4], strlen(field[4]), UINT64_C(253402300799999), &started))
            continue;
        watched *w = &out[n];
        memset(w, 0, sizeof *w);
        w->fd = w->notify = -1;
        snprintf(w->name, sizeof w->name, "%s", field[0]);
        snprintf(w->log.player, sizeof w->log.player, "%s", field[1]);
        snprintf(w->log.game, sizeof w->log.game, "%s", field[2]);
        snprintf(w->table, sizeof w->table, "%s", field[3]);
        w->log.started = (int64_t)started;
        n++;
    }
    free(text);
    return n;
}

static int newest_first(const void *a, const void *b)
{
    const watched *x = a, *y = b;
    return (x->log.started < y->log.started) - (x->log.started > y->log.started);
}

/* The games being played now, the newest first: at most WATCH_MAX. */
static size_t playing(watched *out)
{
    size_t n = playing_on_host(out, 0);
    char dir[4096];
    DIR *d = live_dir(dir, sizeof dir) ? opendir(dir) : NULL;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL && n < WATCH_MAX) {
        size_t len = strlen(e->d_name);
        if (len < 6 || strcmp(e->d_name + len - 5, ".live") != 0)
            continue;
        memset(&out[n], 0, sizeof out[n]);
        out[n].fd = out[n].notify = -1;
        if (!store_join(out[n].path, sizeof out[n].path, dir, e->d_name))
            continue;
        if (!live_read(out[n].path, &out[n].log))
            continue;
        /* A game that ended, or whose process is gone, is no live game. */
        if (out[n].log.over || !live_running(&out[n].log)) {
            live_free(&out[n].log);
            continue;
        }
        session_category(out[n].log.game, out[n].log.params, out[n].table, sizeof out[n].table);
        n++;
    }
    if (d)
        closedir(d);
    qsort(out, n, sizeof *out, newest_first);
    return n;
}

/* The games of w that are sides of the matches m, left out: a match is
 * listed once, as itself. */
static size_t without_matches(watched *w, size_t n, const watch_match *m, size_t nm)
{
    size_t kept = 0;
    for (size_t i = 0; i < n; i++) {
        bool side = false;
        for (size_t k = 0; k < nm && !side; k++)
            side = strcmp(w[i].path[0] ? w[i].path : w[i].name, m[k].live_path[0]) == 0
                   || strcmp(w[i].path[0] ? w[i].path : w[i].name, m[k].live_path[1]) == 0;
        if (side)
            live_free(&w[i].log);
        else
            w[kept++] = w[i];
    }
    return kept;
}

static void since(int64_t started_ms, long long *mins, long long *secs)
{
    long long s = (long long)time(NULL) - started_ms / 1000;
    if (s < 0)
        s = 0;
    *mins = s / 60;
    *secs = s % 60;
}

/* The matches first, then the games: numbered in that order. */
static void list(const watch_match *m, size_t nm, const watched *w, size_t n)
{
    if (n + nm == 0)
        printf("No games are being played now.\n");
    long long mins, secs;
    for (size_t i = 0; i < nm; i++) {
        char entry[256];
        watch_match_entry(&m[i], entry, sizeof entry);
        since(watch_match_started(&m[i]), &mins, &secs);
        printf("%3zu  %s  for %lld:%02lld\n", i + 1, entry, mins, secs);
    }
    for (size_t i = 0; i < n; i++) {
        since(w[i].log.started, &mins, &secs);
        printf("%3zu  %-12.12s  %-8s  %-18s  for %lld:%02lld\n", nm + i + 1, w[i].log.player,
               w[i].log.game, w[i].table, mins, secs);
    }
}

static bool refresh(void *ctx, session_save *log, session_live *now)
{
    watched *w = ctx;
    /* What woke the viewer is read away, or the wait would not sleep. */
    char events[4096];
    while (w->notify >= 0 && read(w->notify, events, sizeof events) > 0)
        ;
    live_log fresh;
    if (!(w->fd >= 0 ? live_read_fd(w->fd, &fresh) : live_read(w->path, &fresh)))
        return false;
    if (fresh.pid != w->log.pid) {
        live_free(&fresh);
        return false;
    }
    live_free(&w->log);
    w->log = fresh;
    log->moves = w->log.moves;
    log->nmoves = w->log.nmoves;
    /* A process gone without saying how it stopped left its game: not
     * an end, which would show its seed. */
    if (w->log.over)
        *now = w->log.ending;
    else
        *now = live_running(&w->log) ? SESSION_LIVE_PLAYING : SESSION_LIVE_LEFT;
    return true;
}

/* The picked game's log read, and what wakes the viewer when it changes
 * (where the kernel can say so); a host game's both come from the
 * recorder, which alone may open it. */
static bool open_watched(watched *w, char *err, size_t len)
{
    char why[HOST_WHY_MAX];
    if (w->name[0]) {
        if (!privsep_follow(w->name, &w->fd, &w->notify, why)) {
            snprintf(err, len, "%s", why);
            return false;
        }
        if (!live_read_fd(w->fd, &w->log)) {
            snprintf(err, len, "that game is no longer being played");
            return false;
        }
        return true;
    }
    w->notify = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (w->notify >= 0
        && inotify_add_watch(w->notify, w->path,
                             IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF) < 0) {
        close(w->notify);
        w->notify = -1;
    }
    return true;
}

static bool refresh_side(void *ctx, int side, session_save *log, session_live *now,
                         long long *started_ms)
{
    return watch_match_refresh(ctx, side, log, now, started_ms);
}

static void match_line(void *ctx, const void *const state[2], int width, char *buf, size_t len)
{
    watch_match_read(ctx);
    watch_match_line(ctx, state, width, buf, len);
}

/* Follows the match m: both sides and its line. */
static int follow_match(watch_match *m, const char *prog)
{
    const app_game *known = app_game_named(m->log[0].game);
    char err[256], name[2][4 * sizeof m->log[0].player];
    if (!known)
        return cli_fail(prog, "a game this hexpuzzle does not know ('%s')", m->log[0].game);
    if (!term_usable(err, sizeof err))
        return cli_fail(prog, "%s", err);
    for (int s = 0; s < 2; s++)
        escape_bytes(name[s], sizeof name[s], m->log[s].player, false);
    match_view_options o = {
        .game = m->rules, .draw = known->draw, .colour = cli_colour_wanted(false),
        .ascii = config_is(app_settings(), "ascii", "yes"), .name = { name[0], name[1] },
        .refresh = refresh_side, .line = match_line, .ctx = m,
    };
    err[0] = '\0';
    int status = match_view_run(&o, err, sizeof err);
    if (status == 1 && err[0])
        status = cli_fail(prog, "%s", err);
    return status;
}

/* Follows the game w. */
static int follow_game(watched *w, const char *prog)
{
    int status = CLI_OK;
    const app_game *known = app_game_named(w->log.game);
    const session_game *game = known ? known->rules : NULL;
    char err[256];
    if (!game) {
        status = cli_fail(prog, "a game this hexpuzzle does not know ('%s')", w->log.game);
    } else if (!term_usable(err, sizeof err)) {
        status = cli_fail(prog, "%s", err);
    } else if (!open_watched(w, err, sizeof err)) {
        status = cli_fail(prog, "%s", err);
    } else {
        term_wake_on(w->notify);
        replay_view_options o = {
            .game = game, .draw = known->draw, .claim = "", .colour = cli_colour_wanted(false),
            .ascii = config_is(app_settings(), "ascii", "yes"), .refresh = refresh,
            .refresh_ctx = w, .started_ms = (long long)w->log.started,
            .wakes_on_change = w->notify >= 0,
        };
        snprintf(o.log.params, sizeof o.log.params, "%s", w->log.params);
        o.log.moves = w->log.moves;
        o.log.nmoves = w->log.nmoves;
        o.log.saved_at = 0;
        cli_progress told;
        cli_progress_start(&told, prog, w->log.player);
        o.progress = cli_progress_tell;
        o.progress_ctx = &told;
        err[0] = '\0';
        status = replay_view_run(&o, err, sizeof err);
        cli_progress_end(&told);
        term_wake_on(-1);
        if (w->notify >= 0)
            close(w->notify);
        if (w->fd >= 0)
            close(w->fd);
        if (status == 1 && err[0])
            status = cli_fail(prog, "%s", err);
    }
    return status;
}

/* The match (*match_pick < nm) or game (*pick < n) that which names: its
 * number in the list, or a player's name, the matches first. */
static void pick_watched(const char *which, const watch_match *m, size_t nm, const watched *w,
                         size_t n, size_t *match_pick, size_t *pick)
{
    uint64_t k = 0;
    *pick = n;
    *match_pick = nm;
    if (number_parse(which, strlen(which), WATCH_MAX + HOST_MATCH_WATCH_MAX + LINK_ENTRIES_MAX, &k) && k >= 1) {
        if (k <= nm)
            *match_pick = (size_t)k - 1;
        else if (k <= nm + n)
            *pick = (size_t)(k - nm) - 1;
    }
    for (size_t i = 0; *match_pick == nm && *pick == n && i < nm; i++)
        if (strcmp(m[i].log[0].player, which) == 0 || strcmp(m[i].log[1].player, which) == 0)
            *match_pick = i;
    for (size_t i = 0; *match_pick == nm && *pick == n && i < n; i++)
        if (strcmp(w[i].log.player, which) == 0)
            *pick = i;
}

int watch_main(int argc, char **argv, const char *prog)
{
    static const struct option longopts[] = {
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    int ch;
    cli_options_begin();
    while ((ch = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
        if (ch == 'h') {
            printf("Usage: %s [N|USER]\nLists the games being played now on this machine, a "
                   "match as one entry;\nwith a number of that list or a player's name, follows "
                   "that game (a match:\nboth sides) live, read-only (q leaves).\n", prog);
            return CLI_OK;
        }
        return cli_bad_option(prog, ch, optopt, argv[optind - 1]);
    }
    if (optind < argc - 1)
        return cli_usage_error(prog, "one number or player, not '%s'", argv[optind + 1]);
    static watched w[WATCH_MAX];
    static watch_match m[HOST_MATCH_WATCH_MAX + LINK_ENTRIES_MAX];
    size_t nm = watch_matches_host(m, HOST_MATCH_WATCH_MAX);
    nm += watch_matches_own(m + nm, LINK_ENTRIES_MAX);
    size_t n = without_matches(w, playing(w), m, nm);
    int status;
    if (optind == argc) {
        list(m, nm, w, n);
        status = fflush(stdout) == 0 ? CLI_OK : cli_fail(prog, "cannot write the list");
    } else {
        const char *which = argv[optind];
        size_t match_pick, pick;
        pick_watched(which, m, nm, w, n, &match_pick, &pick);
        if (match_pick < nm)
            status = follow_match(&m[match_pick], prog);
        else if (pick < n)
            status = follow_game(&w[pick], prog);
        else
            status = cli_fail(prog, "no game of '%s' is being played ('%s' lists them)", which,
                              prog);
    }
    for (size_t i = 0; i < n; i++)
        live_free(&w[i].log);
    for (size_t i = 0; i < nm; i++)
        watch_match_free(&m[i]);
    return status;
}
