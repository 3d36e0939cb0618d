/* The match ladders on disk (app/host/host_ladder.h): a match filed, the
 * matches folded into a new ladder file, and a look at a ladder as it
 * stands, all without a lock. */
#include "app/host/host_ladder.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/host/host_files.h"
#include "app/host/host_ladder_file.h"
#include "app/host/host_ladder_look.h"
#include "app/host/host_table.h"
#include "session/game_rules.h"

#define LADDER_DIR "ladder-"
#define MATCH_SUFFIX ".match"
#define LADDER_SUFFIX ".ladder"

enum {
    SEQ_DIGITS = 20,
    NEWEST_KEPT = 4,     /* ladder files a look may fall back through */
    LOOK_TRIES = 4,      /* looks one fold or reader makes at most */
    OLD_REMOVED = 16     /* older ladder files one fold removes at most */
};

int host_ladder_open(const host_dir *h, const char *game, bool make)
{
    const session_game *g = session_game_named(game);
    char name[HOST_TABLE_NAME];
    if (!g || strlen(g->name) > HOST_LADDER_GAME_MAX)
        return -1;
    snprintf(name, sizeof name, LADDER_DIR "%s", g->name);
    return host_subdir_open(h->records, name, make);
}

/* ------------------------------------------------------------- names */

static bool ends_with(const char *name, size_t stem, const char *suffix)
{
    return strlen(name) == stem + strlen(suffix) && strcmp(name + stem, suffix) == 0;
}

/* Whether name is a match file's: its id into id. */
static bool match_name(const char *name, char id[HOST_MATCH_ID_CHARS + 1])
{
    if (!ends_with(name, HOST_MATCH_ID_CHARS, MATCH_SUFFIX))
        return false;
    memcpy(id, name, HOST_MATCH_ID_CHARS);
    id[HOST_MATCH_ID_CHARS] = '\0';
    return host_match_id_ok(id);
}

/* Whether name is a ladder file's: its seq (1 and up) into *seq. */
static bool ladder_name(const char *name, uint64_t *seq)
{
    if (!ends_with(name, SEQ_DIGITS, LADDER_SUFFIX))
        return false;
    uint64_t v = 0;
    for (int i = 0; i < SEQ_DIGITS; i++) {
        if (name[i] < '0' || name[i] > '9' || v > (UINT64_MAX - 9) / 10)
            return false;
        v = v * 10 + (uint64_t)(name[i] - '0');
    }
    *seq = v;
    return v > 0;
}

static void ladder_file(char *buf, size_t cap, uint64_t seq)
{
    snprintf(buf, cap, "%0*" PRIu64 LADDER_SUFFIX, SEQ_DIGITS, seq);
}

static void match_file(char *buf, size_t cap, const char *id)
{
    snprintf(buf, cap, "%.*s" MATCH_SUFFIX, HOST_MATCH_ID_CHARS, id);
}

/* What is no file of a ladder, under a name of one, is kept aside whole
 * under a name that is none: it counts for nothing, and nothing is lost. */
static void set_aside(int dirfd, const char *name)
{
    char aside[NAME_MAX + 1];
    snprintf(aside, sizeof aside, "%.200s.corrupt", name);
    renameat(dirfd, name, dirfd, aside);
}

/* ------------------------------------------------------------ a look */

/* The NEWEST_KEPT highest seqs named in dirfd, highest first: how many. */
static size_t newest_seqs(int dirfd, uint64_t seqs[NEWEST_KEPT])
{
    size_t n = 0;
    DIR *d = host_dir_entries(dirfd);
    if (!d)
        return 0;
    struct dirent *de;
    uint64_t seq;
    while ((de = readdir(d)) != NULL) {
        if (!ladder_name(de->d_name, &seq))
            continue;
        size_t at = n;
        while (at > 0 && seqs[at - 1] < seq)
            at--;
        if (at == NEWEST_KEPT)
            continue;
        if (n < NEWEST_KEPT)
            n++;
        memmove(&seqs[at + 1], &seqs[at], (n - 1 - at) * sizeof seqs[0]);
        seqs[at] = seq;
    }
    closedir(d);
    return n;
}

typedef enum { READ_WHOLE, READ_GONE, READ_CORRUPT } read_result;

/* Reads and unseals name under dirfd (at most max bytes): its text
 * (malloc'd, the seal left off, length in *len), or NULL with why. */
static char *read_sealed(const host_dir *h, int dirfd, const char *name, size_t max,
                         size_t *len, read_result *why)
{
    size_t n;
    bool corrupt;
    char *text = host_read_at(dirfd, name, max, &n, &corrupt);
    if (!text) {
        *why = corrupt ? READ_CORRUPT : READ_GONE;
        return NULL;
    }
    if (!host_unseal(h, text, n, len)) {
        free(text);
        *why = READ_CORRUPT;
        return NULL;
    }
    *why = READ_WHOLE;
    return text;
}

static read_result read_ladder(const host_dir *h, int dirfd, const char *game, uint64_t seq,
                               host_ladder *l)
{
    char name[NAME_MAX + 1];
    ladder_file(name, sizeof name, seq);
    size_t len;
    read_result r;
    char *text = read_sealed(h, dirfd, name, HOST_LADDER_FILE_MAX, &len, &r);
    if (text && !(host_ladder_parse(text, len, game, l) && l->seq == seq))
        r = READ_CORRUPT;
    free(text);
    return r;
}

static int by_order(const void *a, const void *b)
{
    return host_match_order(a, b);
}

/* The match files the ladder l does not count, the HOST_LADDER_FOLD first
 * by name, read into v->pending in the order they are applied. A sweep
 * removes those it counts, and sets aside what is no match. */
static void look_pending(const host_dir *h, int dirfd, const char *game, bool sweep,
                         host_ladder_look *v)
{
    char ids[HOST_LADDER_FOLD][HOST_MATCH_ID_CHARS + 1];
    size_t nids = 0;
    DIR *d = host_dir_entries(dirfd);
    if (!d) {
        v->kept_counted = true;
        return;
    }
    struct dirent *de;
    char id[HOST_MATCH_ID_CHARS + 1];
    while ((de = readdir(d)) != NULL) {
        if (!match_name(de->d_name, id))
            continue;
        if (host_ladder_counted(v->ladder, id)) {
            if (sweep && unlinkat(dirfd, de->d_name, 0) != 0 && errno != ENOENT)
                v->kept_counted = true;
            continue;
        }
        size_t at = nids;
        while (at > 0 && strcmp(ids[at - 1], id) > 0)
            at--;
        if (at == HOST_LADDER_FOLD)
            continue;
        if (nids < HOST_LADDER_FOLD)
            nids++;
        memmove(ids[at + 1], ids[at], (nids - 1 - at) * sizeof ids[0]);
        memcpy(ids[at], id, sizeof id);
    }
    closedir(d);
    v->npending = 0;
    for (size_t i = 0; i < nids; i++) {
        char name[NAME_MAX + 1];
        match_file(name, sizeof name, ids[i]);
        size_t len;
        read_result r;
        char *text = read_sealed(h, dirfd, name, HOST_MATCH_FILE_MAX, &len, &r);
        host_match *m = &v->pending[v->npending];
        if (text && host_match_parse(text, len, game, m) && strcmp(m->id, ids[i]) == 0)
            v->npending++;
        else if (text || r == READ_CORRUPT) {
            if (sweep)
                set_aside(dirfd, name);
        }
        free(text);
    }
    qsort(v->pending, v->npending, sizeof v->pending[0], by_order);
}

/* One look: false when the newest ladder file went (another fold) or, in
 * a sweep, was set aside, and the look is to be made again. */
static bool look_once(const host_dir *h, int dirfd, const char *game, bool sweep,
                      host_ladder_look *v)
{
    uint64_t seqs[NEWEST_KEPT];
    size_t n = newest_seqs(dirfd, seqs);
    v->newest = n ? seqs[0] : 0;
    v->kept_counted = false;
    host_ladder_init(v->ladder);
    for (size_t i = 0; i < n; i++) {
        read_result r = read_ladder(h, dirfd, game, seqs[i], v->ladder);
        if (r == READ_WHOLE)
            break;
        host_ladder_init(v->ladder);
        if (r == READ_GONE && i == 0)
            return false;
        if (sweep) {
            /* Only ever on the newest: a fold builds on nothing older. */
            char name[NAME_MAX + 1];
            ladder_file(name, sizeof name, seqs[i]);
            set_aside(dirfd, name);
            return false;
        }
    }
    look_pending(h, dirfd, game, sweep, v);
    /* A fold that came between may have removed matches this look would
     * apply on top of the older ladder: look again. */
    n = newest_seqs(dirfd, seqs);
    return (n ? seqs[0] : 0) == v->newest;
}

bool host_ladder_look_at(const host_dir *h, int dirfd, const char *game, bool sweep,
                         host_ladder_look *v)
{
    for (int i = 0; i < LOOK_TRIES; i++)
        if (look_once(h, dirfd, game, sweep, v))
            return true;
    return false;
}

void host_ladder_view(const host_ladder_look *v, host_ladder *l)
{
    *l = *v->ladder;
    for (size_t i = 0; i < v->npending; i++)
        host_ladder_apply(l, &v->pending[i]);
}

/* ------------------------------------------------------------ a fold */

/* Ladder files older than the one before seq, and temporary files of
 * dead recorders: a bounded number. */
static void remove_old(int dirfd, uint64_t seq)
{
    DIR *d = host_dir_entries(dirfd);
    if (!d)
        return;
    int removed = 0, swept = 0;
    time_t now = time(NULL);
    struct dirent *de;
    uint64_t old;
    while ((de = readdir(d)) != NULL && removed < OLD_REMOVED) {
        struct stat st;
        if (ladder_name(de->d_name, &old) && old + 1 < seq) {
            unlinkat(dirfd, de->d_name, 0);
            removed++;
        } else if (strncmp(de->d_name, ".tmp-", 5) == 0 && swept++ < HOST_SWEEP_MAX
                   && fstatat(dirfd, de->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0
                   && st.st_mtime + HOST_TEMP_AGE_S < now) {
            unlinkat(dirfd, de->d_name, 0);
        }
    }
    closedir(d);
}

/* One fold of what v saw: 1 done (or nothing to do), 0 another fold came
 * first, -1 it cannot be done. */
static int fold_once(const host_dir *h, int dirfd, const char *game, host_ladder_look *v,
                     host_ladder *next)
{
    if (!host_ladder_look_at(h, dirfd, game, true, v) || v->kept_counted)
        return -1;
    if (v->npending == 0)
        return 1;
    host_ladder_view(v, next);
    next->seq = v->newest + 1;
    size_t len, sealed_len;
    char *text = host_ladder_format(next, game, &len);
    char *sealed = text ? host_seal(h, text, len, &sealed_len) : NULL;
    free(text);
    if (!sealed)
        return -1;
    char name[NAME_MAX + 1];
    ladder_file(name, sizeof name, next->seq);
    bool linked = host_link_new_at(dirfd, name, sealed, sealed_len);
    int saved = errno;
    free(sealed);
    if (!linked)
        return saved == EEXIST ? 0 : -1;
    /* Counted now, in the history of the ladder just linked. */
    for (size_t i = 0; i < v->npending; i++) {
        match_file(name, sizeof name, v->pending[i].id);
        unlinkat(dirfd, name, 0);
    }
    remove_old(dirfd, next->seq);
    return 1;
}

bool host_ladder_fold(const host_dir *h, int dirfd, const char *game)
{
    host_ladder_look v;
    host_ladder *next = malloc(sizeof *next);
    if (!host_ladder_look_init(&v) || !next) {
        free(next);
        host_ladder_look_free(&v);
        return false;
    }
    int done = 0;
    for (int i = 0; i < LOOK_TRIES && done == 0; i++)
        done = fold_once(h, dirfd, game, &v, next);
    free(next);
    host_ladder_look_free(&v);
    return done == 1;
}

bool host_ladder_look_init(host_ladder_look *v)
{
    memset(v, 0, sizeof *v);
    v->ladder = malloc(sizeof *v->ladder);
    return v->ladder != NULL;
}

void host_ladder_look_free(host_ladder_look *v)
{
    free(v->ladder);
    v->ladder = NULL;
}

/* ---------------------------------------------------------- a record */

bool host_match_record(const host_dir *h, const char *game, const char *match,
                       const char *winner, const char *loser, int64_t when, char *why)
{
    const session_game *g = session_game_named(game);
    host_match m;
    if (!g)
        return host_say(why, "no such game on this host");
    if (!host_match_id_ok(match))
        return host_say(why, "not a match's id");
    if (!host_login_ok(winner) || !host_login_ok(loser))
        return host_say(why, "a player's login name may not stand on a ladder");
    if (strcmp(winner, loser) == 0)
        return host_say(why, "a match is between two players");
    if (when < 0)
        return host_say(why, "a match cannot end before 1970");
    memset(&m, 0, sizeof m);
    snprintf(m.id, sizeof m.id, "%s", match);
    snprintf(m.winner, sizeof m.winner, "%s", winner);
    snprintf(m.loser, sizeof m.loser, "%s", loser);
    m.when = when;
    int dirfd = host_ladder_open(h, g->name, true);
    if (dirfd < 0)
        return host_say(why, "the host's ladders cannot be written");
    size_t len, sealed_len;
    char *text = host_match_format(&m, g->name, &len);
    char *sealed = text ? host_seal(h, text, len, &sealed_len) : NULL;
    free(text);
    char name[NAME_MAX + 1];
    match_file(name, sizeof name, m.id);
    bool filed = sealed && (host_link_new_at(dirfd, name, sealed, sealed_len) || errno == EEXIST);
    free(sealed);
    /* Filed, it counts: a fold that cannot be made now is the next one's. */
    if (filed)
        host_ladder_fold(h, dirfd, g->name);
    close(dirfd);
    return filed || host_say(why, "the host's ladders cannot be written");
}
