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
#include "app/live.h"
#include "app/replays.h"
#include "app/settings.h"
#include "app/store.h"
#include "session/games.h"
#include "tui/replay_view.h"
#include "tui/term.h"
#include "util/number.h"

enum { WATCH_MAX = 200 };

typedef struct {
    char path[4096];
    live_log log;
    int notify;   /* inotify on the file, or -1 */
} watched;

/* Reads path (a regular file, no link, not too large) and parses it. */
static bool read_live(const char *path, live_log *l)
{
    int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return false;
    struct stat st;
    char *buf = NULL;
    bool ok = false;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size <= REPLAYS_FILE_MAX
        && (buf = malloc((size_t)st.st_size + 1)) != NULL) {
        ssize_t got = read(fd, buf, (size_t)st.st_size);
        ok = got >= 0 && live_parse(buf, (size_t)got, l);
    }
    free(buf);
    close(fd);
    return ok;
}

/* The games being played now, oldest first: at most WATCH_MAX. */
static size_t playing(watched *out)
{
    char dirs[2][4096];
    int nd = live_dirs(dirs);
    size_t n = 0;
    for (int i = 0; i < nd; i++) {
        DIR *d = opendir(dirs[i]);
        struct dirent *e;
        while (d && (e = readdir(d)) != NULL && n < WATCH_MAX) {
            size_t len = strlen(e->d_name);
            if (len < 6 || strcmp(e->d_name + len - 5, ".live") != 0)
                continue;
            if (!store_join(out[n].path, sizeof out[n].path, dirs[i], e->d_name))
                continue;
            out[n].notify = -1;
            if (!read_live(out[n].path, &out[n].log))
                continue;
            /* A game that ended, or whose process is gone, is no live game. */
            if (out[n].log.over || !live_running(&out[n].log)) {
                live_free(&out[n].log);
                continue;
            }
            /* Both directories can list one game: the host's comes first. */
            bool twice = false;
            for (size_t k = 0; k < n && !twice; k++)
                twice = out[k].log.pid == out[n].log.pid;
            if (twice)
                live_free(&out[n].log);
            else
                n++;
        }
        if (d)
            closedir(d);
    }
    return n;
}

static void list(const watched *w, size_t n)
{
    if (n == 0)
        printf("No games are being played now.\n");
    for (size_t i = 0; i < n; i++) {
        char category[64] = "";
        session_category(w[i].log.game, w[i].log.params, category, sizeof category);
        long long secs = (long long)time(NULL) - w[i].log.started / 1000;
        if (secs < 0)
            secs = 0;
        printf("%3zu  %-12.12s  %-8s  %-18s  for %lld:%02lld\n", i + 1, w[i].log.player,
               w[i].log.game, category, secs / 60, secs % 60);
    }
}

static bool refresh(void *ctx, session_save *log, bool *over)
{
    watched *w = ctx;
    /* What woke the viewer is read away, or the wait would not sleep. */
    char events[4096];
    while (w->notify >= 0 && read(w->notify, events, sizeof events) > 0)
        ;
    live_log fresh;
    if (!read_live(w->path, &fresh) || fresh.pid != w->log.pid)
        return false;
    live_free(&w->log);
    w->log = fresh;
    log->moves = w->log.moves;
    log->nmoves = w->log.nmoves;
    *over = w->log.over || !live_running(&w->log);
    return true;
}

int watch_main(int argc, char **argv, const char *prog)
{
    static const struct option longopts[] = {
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    int ch;
    opterr = 0;
    optind = 1;
    while ((ch = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
        if (ch == 'h') {
            printf("Usage: %s [N|USER]\nLists the games being played now on this machine; with "
                   "a number of that list\nor a player's name, follows that game live, "
                   "read-only (q leaves).\n", prog);
            return CLI_OK;
        }
        return cli_bad_option(prog, ch, optopt, argv[optind - 1]);
    }
    if (optind < argc - 1)
        return cli_usage_error(prog, "one number or player, not '%s'", argv[optind + 1]);
    static watched w[WATCH_MAX];
    size_t n = playing(w);
    if (optind == argc) {
        list(w, n);
        for (size_t i = 0; i < n; i++)
            live_free(&w[i].log);
        return fflush(stdout) == 0 ? CLI_OK : cli_fail(prog, "cannot write the list");
    }
    const char *which = argv[optind];
    uint64_t k = 0;
    size_t pick = n;
    if (number_parse(which, strlen(which), WATCH_MAX, &k) && k >= 1 && k <= n)
        pick = (size_t)k - 1;
    for (size_t i = 0; pick == n && i < n; i++)
        if (strcmp(w[i].log.player, which) == 0)
            pick = i;
    int status = CLI_OK;
    if (pick == n) {
        status = cli_fail(prog, "no game of '%s' is being played ('%s' lists them)", which, prog);
    } else {
        const session_game *game = session_game_named(w[pick].log.game);
        char err[256];
        if (!game) {
            status = cli_fail(prog, "a game this hexpuzzle does not know ('%s')", w[pick].log.game);
        } else if (!term_usable(err, sizeof err)) {
            status = cli_fail(prog, "%s", err);
        } else {
            /* Woken when the log changes, where the kernel can say so. */
            w[pick].notify = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
            if (w[pick].notify >= 0
                && inotify_add_watch(w[pick].notify, w[pick].path,
                                     IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF) < 0) {
                close(w[pick].notify);
                w[pick].notify = -1;
            }
            term_wake_on(w[pick].notify);
            replay_view_options o = {
                .game = game, .claim = "", .colour = cli_colour_wanted(false),
                .ascii = app_settings()->ascii == CONFIG_ASCII_YES, .refresh = refresh,
                .refresh_ctx = &w[pick], .started_ms = (long long)w[pick].log.started,
                .wakes_on_change = w[pick].notify >= 0,
            };
            snprintf(o.log.params, sizeof o.log.params, "%s", w[pick].log.params);
            o.log.moves = w[pick].log.moves;
            o.log.nmoves = w[pick].log.nmoves;
            o.log.saved_at = 0;
            cli_progress told;
            cli_progress_start(&told, prog, w[pick].log.player);
            o.progress = cli_progress_tell;
            o.progress_ctx = &told;
            err[0] = '\0';
            status = replay_view_run(&o, err, sizeof err);
            cli_progress_end(&told);
            term_wake_on(-1);
            if (w[pick].notify >= 0)
                close(w[pick].notify);
            if (status == 1 && err[0])
                status = cli_fail(prog, "%s", err);
        }
    }
    for (size_t i = 0; i < n; i++)
        live_free(&w[i].log);
    return status;
}
