/* Unit tests of the host's match ladders (app/host/host_ladder.h): a
 * match filed and rated, filed twice and counted once, refused when it is
 * no match, printed at 80 columns with the RD grown with absence; many
 * matches ending at once in processes of their own, some stopped and some
 * killed anywhere, none lost and none counted twice; the files bounded and
 * nothing that is no file of a ladder believed. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "app/host/host_files.h"
#include "app/host/host_ladder.h"
#include "app/host/host_ladder_file.h"
#include "app/host/host_ladder_look.h"
#include "host_testutil.h"

enum { DAY = 86400, T0 = 1764000000 };

static host_dir *open_host(void **state)
{
    static host_dir h;
    tu_fixture *f = *state;
    char why[HOST_WHY_MAX] = "";
    assert_true(host_open(f->dir, &h, why));
    return &h;
}

/* Match number n's id. */
static const char *id_of(unsigned n)
{
    static char id[HOST_MATCH_ID_CHARS + 1];
    snprintf(id, sizeof id, "%032x", n);
    return id;
}

static void record(const host_dir *h, const char *game, unsigned n, const char *winner,
                   const char *loser, int64_t when)
{
    char why[HOST_WHY_MAX] = "";
    if (!host_match_record(h, game, id_of(n), winner, loser, when, why))
        fail_msg("match %u not filed: %s", n, why);
}

/* game's ladder as a reader sees it now (malloc'd). */
static host_ladder *ladder_of(const host_dir *h, const char *game)
{
    host_ladder *l = malloc(sizeof *l);
    assert_non_null(l);
    host_ladder_init(l);
    int dirfd = host_ladder_open(h, game, false);
    if (dirfd < 0)
        return l;
    host_ladder_look v;
    assert_true(host_ladder_look_init(&v));
    assert_true(host_ladder_look_at(h, dirfd, game, false, &v));
    host_ladder_view(&v, l);
    host_ladder_look_free(&v);
    close(dirfd);
    return l;
}

static const host_ladder_player *player(const host_ladder *l, const char *login)
{
    for (size_t i = 0; i < l->nplayers; i++)
        if (strcmp(l->players[i].login, login) == 0)
            return &l->players[i];
    return NULL;
}

static uint32_t played(const host_ladder *l, const char *login)
{
    const host_ladder_player *p = player(l, login);
    return p ? p->played : 0;
}

/* What host_ladder_print prints as of now (malloc'd). */
static char *printed(const host_dir *h, int64_t now)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    host_ladder_print(f, h, now, false);
    fclose(f);
    return text;
}

/* The names in game's ladder directory ending in suffix. */
static int files_ending(const char *dir, const char *game, const char *suffix)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/records/ladder-%s", dir, game);
    DIR *d = opendir(path);
    assert_non_null(d);
    int n = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        size_t len = strlen(de->d_name), s = strlen(suffix);
        n += len > s && strcmp(de->d_name + len - s, suffix) == 0;
    }
    closedir(d);
    return n;
}

/* ------------------------------------------------------------- tests */

/* One match: both rated as Glicko-2 gives it (test_glicko2.c has the
 * figures), both counted, the winner ranked first, the match folded. */
static void a_match_rates_both_players(void **state)
{
    host_dir *h = open_host(state);
    tu_fixture *f = *state;
    record(h, "hextris", 1, "alice", "bob", T0);
    host_ladder *l = ladder_of(h, "hextris");
    assert_int_equal(l->nplayers, 2);
    const host_ladder_player *a = player(l, "alice"), *b = player(l, "bob");
    assert_non_null(a);
    assert_non_null(b);
    assert_true(a->rating.rating > 1662.31 && a->rating.rating < 1662.32);
    assert_true(b->rating.rating > 1337.68 && b->rating.rating < 1337.69);
    assert_int_equal(a->won, 1);
    assert_int_equal(a->played, 1);
    assert_int_equal(b->won, 0);
    assert_int_equal(b->played, 1);
    free(l);
    assert_int_equal(files_ending(f->dir, "hextris", ".match"), 0);
    assert_int_equal(files_ending(f->dir, "hextris", ".ladder"), 1);
    char *text = printed(h, T0);
    assert_non_null(strstr(text, "host ladder hextris"));
    assert_non_null(strstr(text, "    1.  alice                              1662 +/-290  1/1\n"));
    assert_non_null(strstr(text, "    2.  bob                                1338 +/-290  0/1\n"));
    free(text);
    /* Other games have no ladder yet. */
    host_ladder *other = ladder_of(h, "hexmines");
    assert_int_equal(other->nplayers, 0);
    free(other);
}

/* `scores --host` (host_print): the ladders after the tables, and "No
 * host records yet." only when there are neither. */
static void the_host_tables_show_the_ladders(void **state)
{
    host_dir *h = open_host(state);
    char *text = tu_printed(h);
    assert_string_equal(text, "No host records yet.\n");
    free(text);
    record(h, "hexcells", 1, "alice", "bob", T0);
    text = tu_printed(h);
    assert_null(strstr(text, "No host records yet."));
    assert_int_equal(strncmp(text, "host ladder hexcells (Glicko-2)\n", 32), 0);
    assert_non_null(strstr(text, "  1.  alice "));
    free(text);
    char *game = tu_marathon(1, "marathon");
    char why[HOST_WHY_MAX] = "";
    assert_true(host_record(h, game, strlen(game), "carol", NULL, NULL, why));
    free(game);
    text = tu_printed(h);
    assert_int_equal(strncmp(text, "host hextris marathon\n", 22), 0);
    assert_non_null(strstr(text, "\n\nhost ladder hexcells (Glicko-2)\n"));
    free(text);
}

/* Filed by both players' recorders, or by one twice, before the fold and
 * after it: one match. */
static void a_match_filed_twice_counts_once(void **state)
{
    host_dir *h = open_host(state);
    record(h, "hexmines", 7, "alice", "bob", T0);
    record(h, "hexmines", 7, "alice", "bob", T0);
    record(h, "hexmines", 7, "alice", "bob", T0 + 5);
    host_ladder *l = ladder_of(h, "hexmines");
    assert_int_equal(played(l, "alice"), 1);
    assert_int_equal(played(l, "bob"), 1);
    free(l);
    record(h, "hexmines", 8, "bob", "alice", T0 + 60);
    l = ladder_of(h, "hexmines");
    assert_int_equal(played(l, "alice"), 2);
    assert_int_equal(player(l, "bob")->won, 1);
    free(l);
}

/* No match, no ladder: unknown games, logins that may not stand on one,
 * a player against themself, ids that are not a match's. */
static void what_is_no_match_is_refused(void **state)
{
    host_dir *h = open_host(state);
    char why[HOST_WHY_MAX];
    const char *id = id_of(1);
    char long_login[HOST_LOGIN_MAX + 2];
    memset(long_login, 'a', sizeof long_login - 1);
    long_login[sizeof long_login - 1] = '\0';
    static const struct {
        const char *game, *winner, *loser;
    } bad[] = {
        { "nethack", "alice", "bob" }, { "../hextris", "alice", "bob" },
        { "hextris", "alice", "alice" }, { "hextris", "", "bob" },
        { "hextris", "al ice", "bob" }, { "hextris", "alice", "b\033[2Jb" },
        { "hextris", "alice", "b\nplayer x 1 1 1 1 1 1" }, { "hextris", "\xc3\xa9", "bob" },
        { "hextris", "alice", "?" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        why[0] = '\0';
        assert_false(host_match_record(h, bad[i].game, id, bad[i].winner, bad[i].loser, T0, why));
        assert_true(why[0] != '\0');
    }
    assert_false(host_match_record(h, "hextris", id, long_login, "bob", T0, why));
    long_login[HOST_LOGIN_MAX] = '\0';
    assert_true(host_match_record(h, "hextris", id, long_login, "bob", T0, why));
    static const char *const bad_ids[] = { "", "0123", "0000000000000000000000000000000G",
                                           "0000000000000000000000000000000A",
                                           "../00000000000000000000000000000" };
    for (size_t i = 0; i < sizeof bad_ids / sizeof bad_ids[0]; i++)
        assert_false(host_match_record(h, "hextris", bad_ids[i], "alice", "bob", T0, why));
    assert_false(host_match_record(h, "hextris", id_of(2), "alice", "bob", -1, why));
    host_ladder *l = ladder_of(h, "hextris");
    assert_int_equal(l->nplayers, 2);
    free(l);
}

/* A player's RD grows back by step 6 for each whole day without a match,
 * in the ladder shown and in the next match. */
static void rd_grows_with_absence(void **state)
{
    host_dir *h = open_host(state);
    record(h, "hextris", 1, "alice", "bob", T0);
    char *text = printed(h, T0 + 30 * DAY + 100);
    /* 290.32 grown by 30 periods of volatility 0.06: 295.88. */
    assert_non_null(strstr(text, "alice                              1662 +/-296  1/1\n"));
    free(text);
    text = printed(h, T0 + DAY - 1);
    assert_non_null(strstr(text, " +/-290 "));
    free(text);
    record(h, "hextris", 2, "alice", "carol", T0 + 30 * DAY + 100);
    host_ladder *l = ladder_of(h, "hextris");
    glicko2_rating a = { 1662.310894, 290.318964, 0.0599997 }, c = glicko2_initial();
    a = glicko2_idle(a, 30);
    glicko2_match(&a, &c);
    const host_ladder_player *p = player(l, "alice");
    assert_true(p->rating.rating > a.rating - 0.001 && p->rating.rating < a.rating + 0.001);
    assert_true(p->rating.rd > a.rd - 0.001 && p->rating.rd < a.rd + 0.001);
    free(l);
}

/* Every line the ladder prints fits 80 columns ("+/-" is three), whatever
 * the logins, numbers and counts. */
static void the_ladder_fits_80_columns(void **state)
{
    host_dir *h = open_host(state);
    char w[HOST_LOGIN_MAX + 1], lo[HOST_LOGIN_MAX + 1];
    memset(w, 'W', HOST_LOGIN_MAX);
    w[HOST_LOGIN_MAX] = '\0';
    memcpy(lo, w, sizeof lo);
    lo[0] = 'L';
    for (unsigned i = 0; i < 12; i++)
        record(h, "hexcells", i + 1, w, lo, T0 + i);
    char *text = printed(h, T0 + 365 * DAY);
    size_t cols = 0;
    for (const char *p = text; *p; p++) {
        if (*p == '\n') {
            cols = 0;
            continue;
        }
        if (((unsigned char)*p & 0xc0) != 0x80)
            cols++;
        assert_true(cols <= 80);
    }
    assert_non_null(strstr(text, "12/12"));
    free(text);
}

/* A file under a match's or a ladder's name that is not one (no seal, a
 * seal of other text, another game's) counts for nothing, and is set
 * aside by the next record. */
static void what_is_no_file_of_a_ladder_counts_for_nothing(void **state)
{
    host_dir *h = open_host(state);
    tu_fixture *f = *state;
    record(h, "hextris", 1, "alice", "bob", T0);
    int dirfd = host_ladder_open(h, "hextris", false);
    assert_true(dirfd >= 0);
    /* A match of hexmines under a hextris match's name, sealed. */
    host_match m = { .when = T0 };
    snprintf(m.id, sizeof m.id, "%s", id_of(2));
    snprintf(m.winner, sizeof m.winner, "mallory");
    snprintf(m.loser, sizeof m.loser, "alice");
    size_t len, sealed_len;
    char *text = host_match_format(&m, "hexmines", &len);
    char *sealed = host_seal(h, text, len, &sealed_len);
    char name[64];
    snprintf(name, sizeof name, "%s.match", id_of(2));
    assert_true(host_link_new_at(dirfd, name, sealed, sealed_len));
    free(text);
    free(sealed);
    /* A match with no seal, and one whose seal is not the host's. */
    text = host_match_format(&m, "hextris", &len);
    snprintf(name, sizeof name, "%s.match", id_of(3));
    assert_true(host_link_new_at(dirfd, name, text, len));
    char *forged = malloc(len + 70);
    memcpy(forged, text, len);
    snprintf(forged + len, 70, "mac %064d\n", 0);
    snprintf(name, sizeof name, "%s.match", id_of(4));
    assert_true(host_link_new_at(dirfd, name, forged, strlen(forged)));
    free(forged);
    free(text);
    /* A newer ladder file that is none. */
    assert_true(host_link_new_at(dirfd, "00000000000000000009.ladder", "junk\n", 5));
    host_ladder *l = ladder_of(h, "hextris");
    assert_null(player(l, "mallory"));
    assert_int_equal(played(l, "alice"), 1);
    free(l);
    record(h, "hextris", 5, "carol", "dave", T0 + 1);
    l = ladder_of(h, "hextris");
    assert_null(player(l, "mallory"));
    assert_int_equal(played(l, "alice"), 1);
    assert_int_equal(played(l, "carol"), 1);
    free(l);
    assert_int_equal(files_ending(f->dir, "hextris", ".match"), 0);
    assert_int_equal(files_ending(f->dir, "hextris", ".corrupt"), 4);
    close(dirfd);
}

/* Many matches filed: the ladder keeps its last HOST_LADDER_HISTORY, a
 * ladder file or two on disk and no match once folded. */
static void the_files_stay_bounded(void **state)
{
    host_dir *h = open_host(state);
    tu_fixture *f = *state;
    enum { MATCHES = HOST_LADDER_HISTORY + 20 };
    for (unsigned i = 0; i < MATCHES; i++)
        record(h, "hexmines", i + 1, i % 2 ? "alice" : "bob", i % 3 ? "carol" : "dave", T0 + i);
    host_ladder *l = ladder_of(h, "hexmines");
    assert_int_equal(l->nhistory, HOST_LADDER_HISTORY);
    assert_string_equal(l->history[HOST_LADDER_HISTORY - 1].id, id_of(MATCHES));
    uint32_t total = 0;
    for (size_t i = 0; i < l->nplayers; i++)
        total += l->players[i].played;
    assert_int_equal(total, 2 * MATCHES);
    free(l);
    assert_int_equal(files_ending(f->dir, "hexmines", ".match"), 0);
    assert_true(files_ending(f->dir, "hexmines", ".ladder") <= 2);
}

/* A full ladder makes room for a new player in place of the one idle
 * longest; a ladder's text reads back as it was written. */
static void a_full_ladder_drops_the_longest_idle(void **state)
{
    (void)state;
    host_ladder *l = malloc(sizeof *l), *back = malloc(sizeof *back);
    host_ladder_init(l);
    for (unsigned i = 0; i < HOST_LADDER_PLAYERS / 2 + 1; i++) {
        host_match m = { .when = T0 + i };
        snprintf(m.id, sizeof m.id, "%s", id_of(i + 1));
        snprintf(m.winner, sizeof m.winner, "w%u", i);
        snprintf(m.loser, sizeof m.loser, "l%u", i);
        host_ladder_apply(l, &m);
    }
    assert_int_equal(l->nplayers, HOST_LADDER_PLAYERS);
    assert_null(player(l, "w0"));
    assert_null(player(l, "l0"));
    assert_non_null(player(l, "w1"));
    assert_non_null(player(l, "l256"));
    l->seq = 3;
    size_t len;
    char *text = host_ladder_format(l, "hextris", &len);
    assert_true(len <= HOST_LADDER_FILE_MAX);
    assert_true(host_ladder_parse(text, len, "hextris", back));
    assert_false(host_ladder_parse(text, len, "hexmines", back));
    assert_true(host_ladder_parse(text, len, "hextris", back));
    assert_int_equal(memcmp(l->players, back->players, sizeof l->players), 0);
    assert_int_equal(back->nhistory, l->nhistory);
    assert_int_equal(back->seq, 3);
    /* Cut anywhere, it is no ladder. */
    for (size_t cut = 0; cut < len; cut += 997)
        assert_false(host_ladder_parse(text, cut, "hextris", back));
    free(text);
    free(l);
    free(back);
}

/* ------------------------------------------------ at once, no lock */

enum { RACERS = 24, ROUNDS = 4 };

/* The racers of the round going on: a check that fails leaves some
 * stopped, which the teardown ends, so that none outlives the test. */
static pid_t racing[RACERS];

static int end_racers(void **state)
{
    for (unsigned i = 0; i < RACERS; i++)
        if (racing[i] > 0) {
            kill(racing[i], SIGKILL);
            waitpid(racing[i], NULL, 0);
            racing[i] = 0;
        }
    return tu_teardown(state);
}

#define RACE_TEST(name) cmocka_unit_test_setup_teardown(name, tu_host_setup, end_racers)

static void racer_name(char *buf, size_t cap, unsigned round, unsigned i)
{
    snprintf(buf, cap, "racer%u.%02u", round, i);
}

/* Match i of burst round: its racer against the champion, who wins the
 * even ones. */
static pid_t race(const host_dir *h, unsigned round, unsigned i)
{
    pid_t pid = fork();
    assert_true(pid >= 0);
    racing[i] = pid;
    if (pid == 0) {
        char racer[24], why[HOST_WHY_MAX];
        racer_name(racer, sizeof racer, round, i);
        bool even = i % 2 == 0;
        bool ok = host_match_record(h, "hextris", id_of(100 + round * RACERS + i),
                                    even ? "champ" : racer, even ? racer : "champ", T0 + i, why);
        _exit(ok ? 0 : 1);
    }
    return pid;
}

/* No match lost, none counted twice: each racer of the rounds so far
 * once or (killed before its match was filed) not at all, the champion as
 * often as all of them together, and every racer whose record returned
 * counted. */
static void each_counted_once(const host_dir *h, unsigned rounds, bool whole[][RACERS])
{
    host_ladder *l = ladder_of(h, "hextris");
    uint32_t racers = 0;
    for (unsigned r = 0; r < rounds; r++)
        for (unsigned i = 0; i < RACERS; i++) {
            char racer[24];
            racer_name(racer, sizeof racer, r, i);
            uint32_t n = played(l, racer);
            if (n > 1)
                fail_msg("%s's match counted %u times", racer, n);
            if (whole[r][i] && n != 1)
                fail_msg("%s's match, filed, is lost", racer);
            racers += n;
        }
    assert_int_equal(played(l, "champ"), racers);
    free(l);
}

static bool exited_whole(pid_t pid)
{
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    for (unsigned i = 0; i < RACERS; i++)
        if (racing[i] == pid)
            racing[i] = 0;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* RACERS matches ending at once, each in a process of its own. */
static void matches_ending_at_once_all_count(void **state)
{
    host_dir *h = open_host(state);
    tu_fixture *f = *state;
    pid_t pids[RACERS];
    bool whole[1][RACERS];
    for (unsigned i = 0; i < RACERS; i++)
        pids[i] = race(h, 0, i);
    for (unsigned i = 0; i < RACERS; i++)
        assert_true(whole[0][i] = exited_whole(pids[i]));
    each_counted_once(h, 1, whole);
    /* Whatever a fold left, the next record folds. */
    record(h, "hextris", 1, "x", "y", T0 + 100);
    each_counted_once(h, 1, whole);
    assert_int_equal(files_ending(f->dir, "hextris", ".match"), 0);
}

/* In each round, a third stopped and a third killed anywhere in their
 * work while the others file theirs: the others all count at once, the
 * stopped ones when they go on, and a killed one's match counts once or
 * not at all. */
static void stopped_and_killed_recorders_cost_no_one(void **state)
{
    host_dir *h = open_host(state);
    pid_t pids[RACERS];
    bool whole[ROUNDS][RACERS];
    memset(whole, 0, sizeof whole);
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    srand((unsigned)now.tv_nsec);
    for (unsigned r = 0; r < ROUNDS; r++) {
        for (unsigned i = 0; i < RACERS; i++)
            pids[i] = race(h, r, i);
        for (unsigned i = 0; i < RACERS; i++)
            if (i % 3 != 2) {
                /* Some at once, before their match is filed. */
                struct timespec pause = { 0, (rand() % 4000 - 1000) * 1000L };
                if (pause.tv_nsec > 0)
                    nanosleep(&pause, NULL);
                kill(pids[i], i % 3 == 0 ? SIGSTOP : SIGKILL);
            }
        for (unsigned i = 2; i < RACERS; i += 3)
            assert_true(whole[r][i] = exited_whole(pids[i]));
        /* The stopped ones hold nothing the others waited for. */
        each_counted_once(h, r + 1, whole);
        for (unsigned i = 0; i < RACERS; i += 3) {
            kill(pids[i], SIGCONT);
            assert_true(whole[r][i] = exited_whole(pids[i]));
        }
        for (unsigned i = 1; i < RACERS; i += 3)
            whole[r][i] = exited_whole(pids[i]);
        each_counted_once(h, r + 1, whole);
    }
    record(h, "hextris", 1, "x", "y", T0 + 100);
    each_counted_once(h, ROUNDS, whole);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        TU_HOST_TEST(a_match_rates_both_players),
        TU_HOST_TEST(the_host_tables_show_the_ladders),
        TU_HOST_TEST(a_match_filed_twice_counts_once),
        TU_HOST_TEST(what_is_no_match_is_refused),
        TU_HOST_TEST(rd_grows_with_absence),
        TU_HOST_TEST(the_ladder_fits_80_columns),
        TU_HOST_TEST(what_is_no_file_of_a_ladder_counts_for_nothing),
        TU_HOST_TEST(the_files_stay_bounded),
        cmocka_unit_test(a_full_ladder_drops_the_longest_idle),
        RACE_TEST(matches_ending_at_once_all_count),
        RACE_TEST(stopped_and_killed_recorders_cost_no_one),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
