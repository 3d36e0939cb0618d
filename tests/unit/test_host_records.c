/* Unit tests for the host's records as their recorders may really run:
 * stopped or killed at each step of a record, or two at the same step on
 * the same files. Whatever one leaves half done, every other record
 * lands, the tables read as the best ten of what was recorded whole,
 * and nothing half made ever counts; pruning removes only what ten whole
 * entries push out; only the best few files of a table are opened. */
/* host_records.c itself, its steps live (HEXPUZZLE_HOST_STEPS): this
 * test's host_step below stops or ends a recorder at the step named. */
#ifndef HEXPUZZLE_HOST_STEPS
#define HEXPUZZLE_HOST_STEPS
#endif
#include "app/host/host_records.c"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "files_testutil.h"
#include "host_testutil.h"

static const char *const steps[] = { "record:looked", "record:written", "record:linked",
                                     "record:pruned" };
enum { NSTEPS = sizeof steps / sizeof steps[0] };

static const char *act_at;   /* the step at which this process acts */
static bool act_stop;        /* stops itself there; else ends there */
enum { ENDED_AT_STEP = 9 };

void host_step(const char *name)
{
    if (!act_at || strcmp(name, act_at) != 0)
        return;
    if (!act_stop)
        _exit(ENDED_AT_STEP);
    raise(SIGSTOP);
}

/* The games recorded: real marathons, their scores known. */
enum { GAMES = 24 };
static char *games[GAMES];
static uint64_t scores[GAMES];

static int setup_games(void **state)
{
    (void)state;
    for (int i = 0; i < GAMES; i++) {
        games[i] = tu_marathon(300 + (uint64_t)i, "marathon");
        scores[i] = tu_claimed(games[i]);
    }
    return 0;
}

static int teardown_games(void **state)
{
    (void)state;
    for (int i = 0; i < GAMES; i++)
        free(games[i]);
    return 0;
}

/* A fresh host directory under the fixture's: name. */
static host_dir *fresh(void **state, const char *name, char *path, size_t cap)
{
    static host_dir h;
    tu_fixture *f = *state;
    snprintf(path, cap, "%s/%s", f->dir, name);
    assert_int_equal(mkdir(path, 0770), 0);
    assert_true(tu_host_layout(path));
    char why[HOST_WHY_MAX] = "";
    assert_true(host_open(path, &h, why));
    return &h;
}

/* Game i recorded here: placed or no place, never a failure. */
static void record(const host_dir *h, int i)
{
    char why[HOST_WHY_MAX] = "", player[24];
    int rank;
    bool no_place;
    snprintf(player, sizeof player, "player%02d", i);
    bool ok = host_record(h, games[i], strlen(games[i]), player, &rank, &no_place, why);
    if (!ok && !no_place)
        fail_msg("game %d not recorded: %s", i, why);
}

/* count more games recorded, from *next on but for victim (-1: none),
 * each marked in. */
static void record_next(const host_dir *h, int count, int *next, int victim, bool in[GAMES])
{
    for (int n = 0; n < count; (*next)++)
        if (*next != victim) {
            record(h, *next);
            in[*next] = true;
            n++;
        }
}

/* Game i recorded by a child process that acts at step (stops there, or
 * ends); returns once it has. */
static pid_t record_acting(const host_dir *h, int i, const char *step, bool stop)
{
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        act_at = step;
        act_stop = stop;
        char why[HOST_WHY_MAX];
        host_record(h, games[i], strlen(games[i]), "acting", NULL, NULL, why);
        _exit(0);
    }
    int status;
    assert_int_equal(waitpid(pid, &status, stop ? WUNTRACED : 0), pid);
    if (stop)
        assert_true(WIFSTOPPED(status));
    else
        assert_true(WIFEXITED(status) && WEXITSTATUS(status) == ENDED_AT_STEP);
    return pid;
}

static void finish_child(pid_t pid)
{
    int status;
    assert_int_equal(kill(pid, SIGCONT), 0);
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

/* The tables show the ten best scores of the games in `in`, best first. */
static void shows_best_of(const host_dir *h, const bool in[GAMES])
{
    uint64_t want[GAMES];
    size_t n = 0;
    for (int i = 0; i < GAMES; i++)
        if (in[i])
            want[n++] = scores[i];
    tu_best_first(want, n);
    char *tables = tu_printed(h);
    const char *line = tables;
    size_t shown = 0;
    while ((line = strstr(line, ". ")) != NULL) {
        uint64_t figure = strtoull(line + 2, NULL, 10);
        if (shown >= n || shown >= SCORES_TOP || figure != want[shown])
            fail_msg("place %zu shows %llu, want %llu:\n%s", shown + 1,
                     (unsigned long long)figure,
                     (unsigned long long)(shown < n ? want[shown] : 0), tables);
        shown++;
        line += 2;
    }
    assert_int_equal(shown, n < SCORES_TOP ? n : SCORES_TOP);
    free(tables);
}

/* How many names under dir/records/hextris.marathon start with prefix
 * ("": all, with . and ..) or, not hidden, end in suffix. */
static int in_table(const char *dir, const char *prefix, const char *suffix)
{
    char table[STORE_PATH_MAX + 32];
    snprintf(table, sizeof table, "%s/records/hextris.marathon", dir);
    if (!suffix)
        return tu_count_prefix(table, prefix, NULL, 0);
    int n = 0;
    DIR *d = opendir(table);
    assert_non_null(d);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        n += e->d_name[0] != '.' && len >= strlen(suffix)
             && strcmp(e->d_name + len - strlen(suffix), suffix) == 0;
    }
    closedir(d);
    return n;
}

/* The best game of the first `upto`, which places first wherever it goes. */
static int best_of(int upto)
{
    int best = 0;
    for (int i = 1; i < upto; i++)
        if (scores[i] > scores[best])
            best = i;
    return best;
}

/* Ten games in, then the best of all recorded by a recorder killed at
 * each step; three more players finish after it. Each of theirs lands;
 * the killed one counts only if it was linked whole; what it left
 * behind goes with the next records. */
static void a_recorder_killed_at_any_step_costs_the_others_nothing(void **state)
{
    int victim = best_of(GAMES);
    for (int s = 0; s < NSTEPS; s++) {
        char dir[STORE_PATH_MAX];
        host_dir *h = fresh(state, steps[s] + strlen("record:"), dir, sizeof dir);
        bool in[GAMES] = { false };
        int next = 0;
        record_next(h, 10, &next, victim, in);
        record_acting(h, victim, steps[s], false);
        in[victim] = s >= 2;   /* linked: whole, and witnessed whole */
        record_next(h, 3, &next, victim, in);
        shows_best_of(h, in);
        /* Killed after writing, before linking: its temporary file is
         * no entry, and goes once it is old. */
        assert_int_equal(in_table(dir, ".tmp-", NULL), s == 1);
        char table[STORE_PATH_MAX + 32], temp[STORE_PATH_MAX + 320];
        snprintf(table, sizeof table, "%s/records/hextris.marathon", dir);
        if (s == 1) {
            assert_int_equal(tu_count_prefix(table, ".tmp-", temp, sizeof temp), 1);
            assert_true(tu_age(temp, HOST_TEMP_AGE_S + 5));
        }
        record_next(h, 2, &next, victim, in);
        shows_best_of(h, in);
        assert_int_equal(in_table(dir, ".tmp-", NULL), 0);
        assert_int_equal(in_table(dir, "", ".rec"), SCORES_TOP);
        host_close(h);
    }
}

/* A player stops their recorder at each step of a record (as SIGSTOP
 * from their terminal does): another player's result lands meanwhile,
 * and when the stopped one goes on, the tables are right. */
static void a_stopped_recorder_holds_no_one_up(void **state)
{
    int victim = best_of(GAMES);
    for (int s = 0; s < NSTEPS; s++) {
        char dir[STORE_PATH_MAX], why[HOST_WHY_MAX];
        host_dir *h = fresh(state, steps[s] + strlen("record:"), dir, sizeof dir);
        bool in[GAMES] = { false };
        int next = 0;
        record_next(h, 10, &next, victim, in);
        pid_t stopped = record_acting(h, victim, steps[s], true);
        for (int n = 0; n < 3; next++)
            if (next != victim) {
                int rank;
                bool no_place;
                bool ok = host_record(h, games[next], strlen(games[next]), "other", &rank,
                                      &no_place, why);
                if (!ok && !no_place)
                    fail_msg("step %s: another player's game not recorded: %s", steps[s], why);
                in[next] = true;
                n++;
            }
        finish_child(stopped);
        in[victim] = true;
        shows_best_of(h, in);
        host_close(h);
    }
}

/* Two recorders at the same step at once, on the same table: both
 * stopped there, then let go together. Both count; the next record
 * leaves ten entries on disk. */
static void two_recorders_at_the_same_step(void **state)
{
    for (int s = 0; s < NSTEPS; s++) {
        char dir[STORE_PATH_MAX];
        host_dir *h = fresh(state, steps[s] + strlen("record:"), dir, sizeof dir);
        bool in[GAMES] = { false };
        int next = 0;
        record_next(h, 9, &next, -1, in);
        pid_t a = record_acting(h, 9, steps[s], true);
        pid_t b = record_acting(h, 10, steps[s], true);
        assert_int_equal(kill(a, SIGCONT), 0);
        finish_child(b);
        finish_child(a);
        in[9] = in[10] = true;
        shows_best_of(h, in);
        record(h, 11);
        in[11] = true;
        shows_best_of(h, in);
        assert_int_equal(in_table(dir, "", ".rec"), SCORES_TOP);
        host_close(h);
    }
}

/* The worst of eleven has no place and writes nothing; a better one
 * pushes the tenth out: never more than ten stay. */
static void pruning_keeps_the_ten_best(void **state)
{
    int order[GAMES];
    for (int i = 0; i < GAMES; i++)
        order[i] = i;
    for (int i = 0; i < GAMES; i++)
        for (int k = i + 1; k < GAMES; k++)
            if (scores[order[k]] > scores[order[i]]) {
                int t = order[i];
                order[i] = order[k];
                order[k] = t;
            }
    /* Distinct scores at both ends, so that which one is out is known. */
    if (scores[order[GAMES - 1]] == scores[order[1]])
        skip();
    char dir[STORE_PATH_MAX];
    host_dir *h = fresh(state, "prune", dir, sizeof dir);
    bool in[GAMES] = { false };
    for (int i = 1; i <= 10; i++) {
        record(h, order[i]);
        in[order[i]] = true;
    }
    assert_int_equal(in_table(dir, "", ".rec"), 10);
    char why[HOST_WHY_MAX];
    int rank;
    bool no_place = false;
    int worst = order[GAMES - 1];
    assert_false(host_record(h, games[worst], strlen(games[worst]), "w", &rank, &no_place, why));
    assert_true(no_place);
    assert_int_equal(in_table(dir, "", ".rec"), 10);
    assert_int_equal(in_table(dir, ".tmp-", NULL), 0);
    assert_true(host_record(h, games[order[0]], strlen(games[order[0]]), "b", &rank, NULL, why));
    assert_int_equal(rank, 1);
    in[order[0]] = true;
    in[order[10]] = false;
    assert_int_equal(in_table(dir, "", ".rec"), 10);
    shows_best_of(h, in);
    host_close(h);
}

/* Planted in a table (as a broken disk or an older build might leave
 * them): files with the best names that are no entries, a real entry
 * copied under a better name than its figure gives, a young temporary
 * file holding a whole entry, and three hundred directories with names
 * worse than every entry. Reading moves nothing; a record sets aside
 * what it opened and found no entry, and never opens what ten whole
 * entries come before. */
static void only_the_best_few_are_opened_and_junk_counts_for_nothing(void **state)
{
    char dir[STORE_PATH_MAX], table[STORE_PATH_MAX + 32], path[STORE_PATH_MAX + 256],
        real[STORE_PATH_MAX + 320];
    host_dir *h = fresh(state, "junk", dir, sizeof dir);
    bool in[GAMES] = { false };
    int next = 0;
    record_next(h, 10, &next, -1, in);
    snprintf(table, sizeof table, "%s/records/hextris.marathon", dir);
    assert_true(tu_count_prefix(table, "9", real, sizeof real) >= 1);
    size_t len = 0;
    char *entry = tu_read(real, &len);
    assert_non_null(entry);
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/00000000000%d-00000000000000000000-000000000000000%d.rec",
                 table, i, i);
        assert_true(tu_write(path, "garbage\n", 8));
    }
    snprintf(path, sizeof path, "%s/000000000005-00000000000000000000-0000000000000005.rec", table);
    assert_true(tu_write(path, entry, len));
    snprintf(path, sizeof path, "%s/.tmp-000000000006-00000000000000000000-0000000000000006.rec",
             table);
    assert_true(tu_write(path, entry, len));
    for (int i = 0; i < 300; i++) {
        snprintf(path, sizeof path, "%s/999999999999-00000000000000000000-%016x.rec", table, i);
        assert_int_equal(mkdir(path, 0770), 0);
    }
    free(entry);
    shows_best_of(h, in);
    assert_int_equal(in_table(dir, "", ".corrupt"), 0);
    assert_int_equal(in_table(dir, "", ".rec"), 10 + 4 + 300);
    record(h, 10);
    in[10] = true;
    shows_best_of(h, in);
    assert_int_equal(in_table(dir, "", ".corrupt"), 4);
    assert_int_equal(in_table(dir, "999999999999-", NULL), 300);
    assert_int_equal(in_table(dir, ".tmp-", NULL), 1);
    assert_int_equal(in_table(dir, "", ".rec"), 10 + 300);
    host_close(h);
}

/* An upgraded install keeps its tables: records of the old layout
 * (records/NAME.replay, sealed) move into their tables, once each, also
 * when a move was cut between its link and its removal; one of a table
 * the host no longer ranks is kept aside, not lost. */
static void old_records_move_into_their_tables(void **state)
{
    char dir[STORE_PATH_MAX], path[STORE_PATH_MAX + 64], copy[STORE_PATH_MAX + 64];
    host_dir *h = fresh(state, "old", dir, sizeof dir);
    const char *old[] = { "1700000000-hextris-11-0.replay", "1700000001-hextris-11-1.replay" };
    for (int i = 0; i < 2; i++) {
        size_t n;
        char *sealed = host_seal(h, games[i], strlen(games[i]), &n);
        snprintf(path, sizeof path, "%s/records/%s", dir, old[i]);
        assert_true(tu_write(path, sealed, n));
        free(sealed);
    }
    char *custom = tu_marathon_on("7x12", 5, "marathon:7x12");
    size_t n;
    char *sealed = host_seal(h, custom, strlen(custom), &n);
    snprintf(path, sizeof path, "%s/records/1700000002-hextris-11-2.replay", dir);
    assert_true(tu_write(path, sealed, n));
    free(sealed);
    free(custom);
    /* A copy of the first, to put back as if a move had been cut after
     * its link. */
    snprintf(path, sizeof path, "%s/records/%s", dir, old[0]);
    size_t len = 0;
    char *first = tu_read(path, &len);
    assert_non_null(first);
    char *text = tu_printed(h);
    assert_non_null(strstr(text, "host hextris marathon"));
    free(text);
    assert_int_equal(in_table(dir, "", ".rec"), 2);
    snprintf(copy, sizeof copy, "%s/records", dir);
    assert_int_equal(tu_count_prefix(copy, "1700000000-", NULL, 0), 0);
    assert_int_equal(tu_count_prefix(copy, "1700000002-hextris-11-2.replay.unranked", NULL, 0), 1);
    assert_true(tu_write(path, first, len));
    free(first);
    host_migrate_old(h, HOST_MIGRATE_MAX);
    assert_int_equal(in_table(dir, "", ".rec"), 2);
    assert_int_equal(tu_count_prefix(copy, "1700000000-", NULL, 0), 0);
    bool in[GAMES] = { true, true };
    shows_best_of(h, in);
    host_close(h);
}

int main(void)
{
    /* A recorder's own umask: what it makes is the games group's. */
    umask(007);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(a_recorder_killed_at_any_step_costs_the_others_nothing,
                                        tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(a_stopped_recorder_holds_no_one_up, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(two_recorders_at_the_same_step, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(pruning_keeps_the_ten_best, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(only_the_best_few_are_opened_and_junk_counts_for_nothing,
                                        tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(old_records_move_into_their_tables, tu_setup,
                                        tu_teardown),
    };
    return cmocka_run_group_tests(tests, setup_games, teardown_games);
}
