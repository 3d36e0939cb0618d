/* One host table's directory: named, made, and looked at without a lock. */
#include "app/host/host_table.h"

#include <dirent.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/host/host_files.h"
#include "session/game_rules.h"
#include "session/params_seed.h"
#include "session/standard.h"
#include "util/number.h"

enum { KEY_DIGITS = 12, WHEN_DIGITS = 20, RANDOM_DIGITS = 16 };
#define ENTRY_SUFFIX ".rec"
_Static_assert(KEY_DIGITS + WHEN_DIGITS + RANDOM_DIGITS + 2 + sizeof ENTRY_SUFFIX <= HOST_ENTRY_NAME,
               "an entry's name fits");

bool host_entry_result(const saves_game *g, const replay_claim *c, scores_result *r)
{
    memset(r, 0, sizeof *r);
    static const struct { const char *name; scores_outcome o; } outcomes[] = {
        { "won", SCORES_WON }, { "lost", SCORES_LOST }, { "over", SCORES_OVER },
        { "quit", SCORES_QUIT },
    };
    bool known = false;
    for (size_t i = 0; i < sizeof outcomes / sizeof outcomes[0]; i++)
        if (strcmp(c->outcome, outcomes[i].name) == 0) {
            r->outcome = outcomes[i].o;
            known = true;
        }
    if (!known || !(r->game = session_game_named(g->game)) || strlen(c->table) > SCORES_CATEGORY_MAX)
        return false;
    snprintf(r->category, sizeof r->category, "%.*s", SCORES_CATEGORY_MAX, c->table);
    r->figure = c->figure;
    /* A race ranks by its recorder's clock (app/host/witness.h). */
    const char *race = saves_get(g, HOST_RACE_FIGURE_KEY);
    uint64_t timed;
    if (race && strcmp(race, "-") != 0 && number_parse(race, strlen(race), UINT64_MAX, &timed))
        r->figure = timed;
    r->assisted = c->assisted;
    r->date = c->ended;
    /* Only the figures the host worked out from the moves it witnessed,
     * under its own key, sealed with the record (host_record). */
    const char *figures = saves_get(g, HOST_FIGURES_KEY);
    if (figures && strcmp(figures, "-") != 0)
        snprintf(r->figures, sizeof r->figures, "%.*s", (int)sizeof r->figures - 1, figures);
    if (!session_params_seed(r->game, g->params, &r->seed))
        return false;
    return scores_result_valid(r, NULL);
}

bool host_entry_ranks(const scores_result *r)
{
    return r->game->ranks(r->category, scores_outcome_name(r->outcome), r->assisted);
}

/* ------------------------------------------------------------- names */

bool host_table_name(const session_game *g, const char *category, char *buf, size_t cap)
{
    if (session_standard_index(g, category) < 0)
        return false;
    /* A category may hold '/', which no file name can: such a byte, and
     * any other that is not plain, goes as %XX. */
    size_t at = (size_t)snprintf(buf, cap, "%s.", g->name);
    for (const char *p = category; *p && at + 4 < cap; p++) {
        unsigned char ch = (unsigned char)*p;
        if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')
            || ch == '.' || ch == '-' || ch == '_' || ch == ':' || ch == '+')
            buf[at++] = (char)ch;
        else
            at += (size_t)snprintf(buf + at, cap - at, "%%%02X", ch);
    }
    if (at + 4 >= cap)
        return false;
    buf[at] = '\0';
    return true;
}

int host_table_open(const host_dir *h, const session_game *g, const char *category, bool make)
{
    char name[HOST_TABLE_NAME];
    if (!host_table_name(g, category, name, sizeof name))
        return -1;
    return host_subdir_open(h->records, name, make);
}

uint64_t host_entry_key(const scores_result *r)
{
    return r->game->scored(r->category) ? SCORES_NUMBER_MAX - r->figure : r->figure;
}

bool host_entry_name_of(const scores_result *r, int64_t when, uint64_t random, char *buf,
                        size_t cap)
{
    int n = snprintf(buf, cap, "%0*" PRIu64 "-%0*" PRId64 "-%0*" PRIx64 ENTRY_SUFFIX, KEY_DIGITS,
                     host_entry_key(r), WHEN_DIGITS, when, RANDOM_DIGITS, random);
    return n > 0 && (size_t)n < cap;
}

bool host_entry_name(const scores_result *r, char *buf, size_t cap)
{
    uint64_t random;
    if (getrandom(&random, sizeof random, 0) != (ssize_t)sizeof random)
        return false;
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    return host_entry_name_of(r, (int64_t)now.tv_sec * 1000000000 + now.tv_nsec, random, buf,
                              cap);
}

static bool digits(const char *s, size_t n, bool hex)
{
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || (hex && s[i] >= 'a' && s[i] <= 'f')))
            return false;
    return true;
}

/* Whether name is an entry's (nothing else in a table is read). */
static bool entry_name_ok(const char *name)
{
    enum { WHEN_AT = KEY_DIGITS + 1, RANDOM_AT = WHEN_AT + WHEN_DIGITS + 1,
           SUFFIX_AT = RANDOM_AT + RANDOM_DIGITS };
    return strlen(name) == SUFFIX_AT + strlen(ENTRY_SUFFIX) && digits(name, KEY_DIGITS, false)
           && name[KEY_DIGITS] == '-' && digits(name + WHEN_AT, WHEN_DIGITS, false)
           && name[RANDOM_AT - 1] == '-' && digits(name + RANDOM_AT, RANDOM_DIGITS, true)
           && strcmp(name + SUFFIX_AT, ENTRY_SUFFIX) == 0;
}

/* ------------------------------------------------------------ a look */

/* The entry named name, whole: sealed, a replay, of this table, ranked,
 * and its figure the one its name gives. */
static bool read_entry(const host_dir *h, int dirfd, const session_game *g, const char *category,
                       const char *name, host_entry *e, bool *corrupt)
{
    size_t len, text_len = 0;
    char *text = host_read_at(dirfd, name, REPLAYS_FILE_MAX, &len, corrupt);
    if (!text)
        return false;
    saves_game sg;
    replay_claim c;
    bool ok = host_unseal(h, text, len, &text_len) && replays_parse(text, text_len, &sg, &c, NULL);
    free(text);
    if (ok) {
        ok = host_entry_result(&sg, &c, &e->r);
        saves_free(&sg);
    }
    char want[KEY_DIGITS + 1];
    if (ok) {
        snprintf(want, sizeof want, "%0*" PRIu64, KEY_DIGITS, host_entry_key(&e->r));
        ok = e->r.game == g && strcmp(e->r.category, category) == 0 && host_entry_ranks(&e->r)
             && strncmp(name, want, KEY_DIGITS) == 0;
    }
    *corrupt = !ok;
    if (ok) {
        snprintf(e->name, sizeof e->name, "%s", name);
        snprintf(e->player, sizeof e->player, "%s", c.player);
    }
    return ok;
}

/* A file that is no entry is kept aside, whole, under a name that is no
 * entry's: it counts for nothing, and nothing is lost. */
static void set_aside(int dirfd, const char *name)
{
    char aside[HOST_ENTRY_NAME + 16];
    snprintf(aside, sizeof aside, "%s.corrupt", name);
    renameat(dirfd, name, dirfd, aside);
}

static void sweep_temp(int dirfd, const char *name, time_t now)
{
    struct stat st;
    if (fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 && st.st_mtime + HOST_TEMP_AGE_S < now)
        unlinkat(dirfd, name, 0);
}

/* An entry's name (entry_name_ok: it fits) into buf. */
static void copy_name(char buf[HOST_ENTRY_NAME], const char *name)
{
    memcpy(buf, name, strlen(name) + 1);
}

static void note_beyond(host_table_view *v, const char *name)
{
    if (v->nbeyond < HOST_PRUNE_MAX)
        copy_name(v->beyond[v->nbeyond++], name);
}

/* One listing: the HOST_TABLE_SEEN best entry names after `after` into
 * seen, sorted; the names that fell out of them into v->beyond (each
 * worse than every one kept). Whether any fell out. */
static bool list_best(int dirfd, const char *after, bool sweep, char (*seen)[HOST_ENTRY_NAME],
                      size_t *nseen, host_table_view *v)
{
    *nseen = 0;
    v->nbeyond = 0;
    bool more = false;
    DIR *d = host_dir_entries(dirfd);
    if (!d)
        return false;
    time_t now = time(NULL);
    int swept = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        const char *name = de->d_name;
        if (sweep && strncmp(name, ".tmp-", 5) == 0 && swept < HOST_SWEEP_MAX) {
            sweep_temp(dirfd, name, now);
            swept++;
            continue;
        }
        if (!entry_name_ok(name) || strcmp(name, after) <= 0)
            continue;
        size_t at = *nseen;
        while (at > 0 && strcmp(name, seen[at - 1]) < 0)
            at--;
        if (at == HOST_TABLE_SEEN) {
            note_beyond(v, name);
            more = true;
            continue;
        }
        if (*nseen == HOST_TABLE_SEEN) {
            note_beyond(v, seen[HOST_TABLE_SEEN - 1]);
            more = true;
        } else {
            (*nseen)++;
        }
        memmove(seen[at + 1], seen[at], (*nseen - 1 - at) * sizeof seen[0]);
        copy_name(seen[at], name);
    }
    closedir(d);
    return more;
}

void host_table_look(const host_dir *h, int dirfd, const session_game *g, const char *category,
                     bool sweep, host_table_view *v)
{
    memset(v, 0, sizeof *v);
    char seen[HOST_TABLE_SEEN][HOST_ENTRY_NAME];
    char after[HOST_ENTRY_NAME] = "";
    int reads = 0;
    for (;;) {
        size_t nseen;
        bool more = list_best(dirfd, after, sweep, seen, &nseen, v);
        size_t i = 0;
        for (; i < nseen && v->nbest < SCORES_TOP && reads < HOST_LOOK_READS; i++, reads++) {
            bool corrupt;
            if (read_entry(h, dirfd, g, category, seen[i], &v->best[v->nbest], &corrupt))
                v->nbest++;
            else if (corrupt && sweep)
                set_aside(dirfd, seen[i]);
        }
        if (v->nbest == SCORES_TOP) {
            /* Ten whole entries come before these: they are out. */
            for (; i < nseen; i++)
                note_beyond(v, seen[i]);
            return;
        }
        if (!more || nseen == 0 || reads >= HOST_LOOK_READS)
            break;
        copy_name(after, seen[nseen - 1]);
    }
    v->nbeyond = 0;
}
