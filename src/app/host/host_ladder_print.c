/* The host's ladders as text, for `hexpuzzle scores --host`. */
#include "app/host/host_ladder.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/host/host_ladder_look.h"
#include "session/game_rules.h"
#include "util/escape.h"

/* The best first: by rating, then the surer, then by name. */
static int ranks_before(const void *pa, const void *pb)
{
    const host_ladder_player *a = pa, *b = pb;
    if (a->rating.rating != b->rating.rating)
        return a->rating.rating > b->rating.rating ? -1 : 1;
    if (a->rating.rd != b->rating.rd)
        return a->rating.rd < b->rating.rd ? -1 : 1;
    return strcmp(a->login, b->login);
}

static void print_one(FILE *f, const char *game, host_ladder *l, int64_t now)
{
    qsort(l->players, l->nplayers, sizeof l->players[0], ranks_before);
    fprintf(f, "host ladder %s (Glicko-2)\n", game);
    fprintf(f, "  %4s  %-32s %6s %6s  %s\n", "rank", "player", "rating", "RD", "won/played");
    for (size_t i = 0; i < l->nplayers; i++) {
        const host_ladder_player *p = &l->players[i];
        int64_t idle = p->last > 0 && now > p->last ? (now - p->last) / HOST_LADDER_DAY_S : 0;
        double rd = glicko2_idle(p->rating, idle).rd;
        char login[4 * HOST_LOGIN_MAX + 1];
        escape_bytes(login, sizeof login, p->login, false);
        fprintf(f, "  %3zu.  %-32s %6.0f +/-%3.0f  %" PRIu32 "/%" PRIu32 "\n", i + 1, login,
                p->rating.rating, rd, p->won, p->played);
    }
}

size_t host_ladder_print(FILE *f, const host_dir *h, int64_t now, bool after)
{
    size_t shown = 0;
    host_ladder_look v;
    host_ladder *l = malloc(sizeof *l);
    if (!l || !host_ladder_look_init(&v)) {
        free(l);
        return 0;
    }
    for (size_t gi = 0; session_games[gi]; gi++) {
        const char *game = session_games[gi]->name;
        int dirfd = host_ladder_open(h, game, false);
        if (dirfd < 0)
            continue;
        bool seen = host_ladder_look_at(h, dirfd, game, false, &v);
        close(dirfd);
        if (!seen)
            continue;
        host_ladder_view(&v, l);
        if (l->nplayers == 0)
            continue;
        if (after || shown)
            fputc('\n', f);
        print_one(f, game, l, now);
        shown++;
    }
    host_ladder_look_free(&v);
    free(l);
    return shown;
}
