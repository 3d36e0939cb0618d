/* The host's records with 100 000 entries left in the host directory,
 * as killed recorders that never pruned would leave them (whole, sealed,
 * each a real marathon's): the time of one host_record (median of
 * several, each of a new game, each pruning up to HOST_PRUNE_MAX) and of
 * host_print, beside the target of 50 ms. Spread over the standard
 * tables, and all in the one table recorded into: a record lists the
 * names of its own table only, and opens its best few files. The
 * directory is filled here, in a temporary directory, by linking one
 * sealed entry under that many names of the same figure. */
#define _DEFAULT_SOURCE /* mkdtemp */
#include <dirent.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/host/host.h"
#include "app/host/host_table.h"
#include "app/replays.h"
#include "session/game_rules.h"
#include "session/hextris_session.h"
#include "session/midend.h"
#include "session/standard.h"

#include "bench_clock.h"

enum { ENTRIES = 100000, RECORDS = 15 };

static char *made;

static void on_record(void *ctx, const session_result *r, session_verdict *v)
{
    (void)ctx;
    (void)v;
    saves_game g;
    if (!replays_make(r, "marathon", 0, "bench", 1700000000, &g))
        return;
    size_t len;
    free(made);
    made = replays_format(&g, &len);
    saves_free(&g);
}

/* The replay of a marathon of seed topped out by hard drops. */
static char *marathon(uint64_t seed)
{
    session_hooks hooks = { NULL, on_record, NULL, NULL, NULL, NULL, false };
    session s;
    session_init(&s, &session_hextris, &hooks);
    char params[64];
    snprintf(params, sizeof params, "10x20:marathon:1:seed=%" PRIu64, seed);
    if (!session_new(&s, params, NULL, 0))
        return NULL;
    for (int i = 0; i < 400 && session_phase_of(&s) != SESSION_ENDED; i++)
        session_play(&s, i % 3 ? "DROP" : "L", 500 + 10 * i, NULL, 0);
    session_free(&s);
    char *text = made;
    made = NULL;
    return text;
}

static bool layout(const char *dir)
{
    char path[512];
    static const char *const parts[] = { "records", "live", "kept" };
    bool ok = chmod(dir, 0770) == 0;
    for (size_t i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, parts[i]);
        ok = ok && mkdir(path, 0770) == 0;
    }
    snprintf(path, sizeof path, "%s/key", dir);
    FILE *f = ok ? fopen(path, "w") : NULL;
    ok = f && fputs("0123456789abcdef0123456789abcdef", f) >= 0;
    ok = f && fclose(f) == 0 && ok;
    return ok && chmod(path, 0640) == 0;
}

/* A copy of file `from` under fromfd as `to` under tofd: another inode, for
 * another 60 000 links (ext4 allows 65 000 a file). */
static bool copy_at(int fromfd, const char *from, int tofd, const char *to)
{
    int in = openat(fromfd, from, O_RDONLY), out = openat(tofd, to, O_WRONLY | O_CREAT | O_EXCL, 0660);
    char buf[65536];
    ssize_t n;
    bool ok = in >= 0 && out >= 0;
    while (ok && (n = read(in, buf, sizeof buf)) > 0)
        ok = write(out, buf, (size_t)n) == n;
    if (in >= 0)
        close(in);
    if (out >= 0)
        ok = close(out) == 0 && ok;
    return ok;
}

/* The one entry of table linked under `entries` names of its figure
 * in directory dest. */
static int fill(const char *table, const char *dest, int entries)
{
    DIR *d = opendir(table);
    if (!d)
        return 0;
    char first[256] = "";
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        if (e->d_name[0] != '.' && strlen(e->d_name) > 12)
            snprintf(first, sizeof first, "%s", e->d_name);
    closedir(d);
    int tfd = open(table, O_RDONLY | O_DIRECTORY), dfd = open(dest, O_RDONLY | O_DIRECTORY);
    int made_links = 0;
    char source[256];
    snprintf(source, sizeof source, "%s", first);
    int src = tfd;
    for (int i = 0; first[0] && tfd >= 0 && dfd >= 0 && i < entries; i++) {
        char name[256];
        /* Its figure's key, then a time and random part of its own. */
        snprintf(name, sizeof name, "%.12s-%020d-%016x.rec", first, i, i);
        if (i % 60000 == 59999 || (i == 0 && strcmp(table, dest) != 0)) {
            made_links += copy_at(tfd, first, dfd, name);
            snprintf(source, sizeof source, "%s", name);
            src = dfd;
        } else {
            made_links += linkat(src, source, dfd, name, 0) == 0;
        }
    }
    if (tfd >= 0)
        close(tfd);
    if (dfd >= 0)
        close(dfd);
    return made_links;
}

/* The same names in every other standard table, where they are no
 * entries: a reader's worst, each opened before it is found none. */
static bool fill_others(const char *records, const char *table, int entries)
{
    for (size_t gi = 0; session_games[gi]; gi++) {
        const session_game *g = session_games[gi];
        char category[64], name[HOST_TABLE_NAME], path[800];
        for (int i = 0; session_standard_category(g, i, category, sizeof category); i++) {
            if (!host_table_name(g, category, name, sizeof name)
                || strcmp(name, "hextris.marathon") == 0)
                continue;
            snprintf(path, sizeof path, "%s/%s", records, name);
            if (mkdir(path, 02770) != 0 || fill(table, path, entries) != entries)
                return false;
        }
    }
    return true;
}

/* One scenario: a fresh host directory, game 0 recorded, its entry
 * linked under `entries` names, then the other games recorded. */
static bool scenario(char *const *games, int entries, bool others, const char *what)
{
    char dir[] = "/tmp/hexpuzzle-host-bench.XXXXXX";
    if (!mkdtemp(dir) || !layout(dir)) {
        printf("host records: no scratch directory\n");
        return false;
    }
    host_dir h;
    char why[HOST_WHY_MAX] = "";
    if (!host_open(dir, &h, why)
        || !host_record(&h, games[0], strlen(games[0]), "bench", NULL, NULL, why)) {
        printf("host records: cannot record: %s\n", why);
        return false;
    }
    char records[600], table[700];
    snprintf(records, sizeof records, "%s/records", dir);
    snprintf(table, sizeof table, "%s/hextris.marathon", records);
    int filled = others && !fill_others(records, table, entries) ? 0 : fill(table, table, entries);
    double took[RECORDS], cpu[RECORDS];
    int placed = 0;
    for (int i = 0; i < RECORDS; i++) {
        double w = now_ms(), c = cpu_ms();
        bool no_place = false;
        int rank;
        placed += host_record(&h, games[i + 1], strlen(games[i + 1]), "bench", &rank, &no_place,
                              why);
        took[i] = now_ms() - w;
        cpu[i] = cpu_ms() - c;
    }
    double p0 = now_ms(), pc = cpu_ms();
    FILE *null = fopen("/dev/null", "w");
    host_print(null ? null : stdout, &h);
    if (null)
        fclose(null);
    double print_ms = now_ms() - p0, print_cpu = cpu_ms() - pc;
    qsort(took, RECORDS, sizeof *took, cmp_double);
    qsort(cpu, RECORDS, sizeof *cpu, cmp_double);
    printf("%s: %d whole entries in the table recorded into, %d records (%d placed)\n", what,
           filled, RECORDS, placed);
    printf("  host_record  median %7.2f ms  worst %7.2f ms  cpu median %6.2f ms  (target < 50 ms)\n",
           took[RECORDS / 2], took[RECORDS - 1], cpu[RECORDS / 2]);
    printf("  host_print   %7.2f ms                    cpu %6.2f ms, every standard table\n",
           print_ms, print_cpu);
    host_close(&h);
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0;
}

int main(void)
{
    umask(007);
    char *games[RECORDS + 1];
    for (int i = 0; i <= RECORDS; i++)
        if (!(games[i] = marathon(1000 + (uint64_t)i))) {
            printf("host records: no game to record\n");
            return 1;
        }
    int tables = 0;
    char category[64];
    for (size_t gi = 0; session_games[gi]; gi++)
        for (int i = 0; session_standard_category(session_games[gi], i, category,
                                                  sizeof category); i++)
            tables++;
    char what[96];
    snprintf(what, sizeof what,
             "%d names over the %d standard tables (no entries of theirs but in one)", ENTRIES,
             tables);
    bool ok = scenario(games, ENTRIES / tables, true, what)
              && scenario(games, ENTRIES, false, "all 100000 entries in one table");
    for (int i = 0; i <= RECORDS; i++)
        free(games[i]);
    return ok ? 0 : 1;
}
