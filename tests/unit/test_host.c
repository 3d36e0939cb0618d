/* Unit tests for the host tables and the drop of the games group: only a
 * replay that comes to its claim, in the table its game makes, enters;
 * the player is the one the recorder names; links and huge files planted
 * in the directory are not followed or read; twenty finishes at once all
 * count; and after start-up a setgid process keeps no games group. */
#define _GNU_SOURCE /* setresgid and getresgid */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/host.h"
#include "app/privsep.h"
#include "app/replays.h"
#include "files_testutil.h"
#include "session/hextris_game.h"
#include "session/midend.h"

static char *made;   /* the last replay text made */

static void on_record(void *ctx, const session_result *r, session_verdict *v)
{
    (void)ctx;
    (void)v;
    saves_game g;
    free(made);
    made = NULL;
    if (!replays_make(r, ctx ? ctx : "marathon", 0, "claimed-name", 1700000000, &g))
        return;
    size_t len;
    made = replays_format(&g, &len);
    saves_free(&g);
}

/* The replay of a hextris marathon of seed topped out by hard drops. */
static char *marathon(uint64_t seed, const char *table)
{
    session_hooks hooks = { (void *)table, on_record, NULL, NULL, NULL };
    session s;
    session_init(&s, &session_hextris, &hooks);
    char params[64];
    snprintf(params, sizeof params, "10x20:marathon:1:seed=%llu", (unsigned long long)seed);
    assert_true(session_new(&s, params, NULL, 0));
    for (int i = 0; i < 400 && session_phase_of(&s) != SESSION_ENDED; i++)
        session_play(&s, i % 3 ? "DROP" : "L", 500 + 10 * i, NULL, 0);
    session_free(&s);
    assert_non_null(made);
    char *text = made;
    made = NULL;
    return text;
}

static int count_of(const char *text, const char *what)
{
    int n = 0;
    for (size_t i = 0; text[i]; i++)
        n += strncmp(text + i, what, strlen(what)) == 0;
    return n;
}

static int open_dir(void **state)
{
    tu_fixture *f = *state;
    int fd = host_open(f->dir);
    assert_true(fd >= 0);
    return fd;
}

static char *printed(int dirfd)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    host_print(f, dirfd);
    fclose(f);
    return text;
}

static void a_verified_game_enters_under_the_recorders_name(void **state)
{
    int dirfd = open_dir(state);
    char *text = marathon(1, "marathon");
    char why[HOST_WHY_MAX] = "";
    int rank = 0;
    assert_true(host_record(dirfd, text, strlen(text), "alice", &rank, why));
    assert_int_equal(rank, 1);
    char *tables = printed(dirfd);
    assert_non_null(strstr(tables, "host hextris marathon"));
    assert_non_null(strstr(tables, " 1. "));
    assert_non_null(strstr(tables, "alice"));
    assert_null(strstr(tables, "claimed-name"));
    free(tables);
    free(text);
    close(dirfd);
}

static void what_does_not_come_to_its_claim_is_refused(void **state)
{
    int dirfd = open_dir(state);
    char why[HOST_WHY_MAX];
    int rank;
    char *text = marathon(2, "marathon");
    char *figure = strstr(text, "\nfigure ");
    assert_non_null(figure);
    figure[8] = figure[8] == '9' ? '1' : (char)(figure[8] + 1);   /* a better score */
    assert_false(host_record(dirfd, text, strlen(text), "mallory", &rank, why));
    assert_non_null(strstr(why, "do not come to its claim"));
    free(text);

    text = marathon(2, "sprint");   /* claims another table */
    assert_false(host_record(dirfd, text, strlen(text), "mallory", &rank, why));
    assert_non_null(strstr(why, "not the one its game makes"));
    free(text);
    text = marathon(2, "seeded:marathon");
    assert_false(host_record(dirfd, text, strlen(text), "mallory", &rank, why));
    free(text);

    assert_false(host_record(dirfd, "hexpuzzle-replay 1\nnonsense\n", 28, "mallory", &rank, why));
    assert_non_null(strstr(why, "not a replay"));
    assert_false(host_record(dirfd, "x", (size_t)REPLAYS_FILE_MAX + 1, "mallory", &rank, why));
    assert_non_null(strstr(why, "too large"));
    char *tables = printed(dirfd);
    assert_string_equal(tables, "No host records yet.\n");
    free(tables);
    close(dirfd);
}

/* A link planted in the directory with a host file's name, to a replay
 * elsewhere, and a huge file: neither is read. */
static void planted_links_and_huge_files_are_not_read(void **state)
{
    tu_fixture *f = *state;
    int dirfd = open_dir(state);
    char *text = marathon(3, "marathon");
    char outside[STORE_PATH_MAX], link[STORE_PATH_MAX], huge[STORE_PATH_MAX];
    snprintf(outside, sizeof outside, "%s.outside", f->dir);
    snprintf(link, sizeof link, "%s/1700000000-hextris-1-0.replay", f->dir);
    snprintf(huge, sizeof huge, "%s/1700000001-hextris-1-0.replay", f->dir);
    FILE *o = fopen(outside, "w");
    assert_non_null(o);
    fputs(text, o);
    fclose(o);
    assert_int_equal(symlink(outside, link), 0);
    /* The huge one a replay that would rank, were it read: over the size
     * limit with moves, each of them well formed. */
    FILE *hf = fopen(huge, "w");
    assert_non_null(hf);
    fputs("hexpuzzle-replay 1\ngame hextris\nparams 10x20:marathon:1:seed=9\n"
          "elapsed_ms 1\noutcome over\nfigure 999999\nassisted 0\nrank 1\n"
          "table marathon\nplayer huge-file\nstarted 2023-11-14T22:13:20Z\n"
          "ended 2023-11-14T22:13:20Z\nversion 0.1.0\n", hf);
    size_t moves = REPLAYS_FILE_MAX / 9 + 1;   /* "move 0 L\n" */
    for (size_t i = 0; i < moves; i++)
        fputs("move 0 L\n", hf);
    fprintf(hf, "end %zu\n", moves);
    fclose(hf);
    char junk[STORE_PATH_MAX], aside[STORE_PATH_MAX + 16];
    snprintf(junk, sizeof junk, "%s/1700000002-hextris-1-0.replay", f->dir);
    assert_true(tu_write(junk, "garbage\n", 8));
    char *tables = printed(dirfd);
    assert_string_equal(tables, "No host records yet.\n");
    free(tables);
    /* Reading moves nothing: it may not write there. */
    assert_int_equal(access(junk, F_OK), 0);
    /* Recording beside them works; the link stays as it was, and what is
     * no entry is kept aside whole, never truncated. */
    char why[HOST_WHY_MAX];
    int rank;
    assert_true(host_record(dirfd, text, strlen(text), "alice", &rank, why));
    struct stat st;
    assert_int_equal(lstat(link, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    snprintf(aside, sizeof aside, "%s.corrupt", junk);
    assert_int_equal(access(junk, F_OK), -1);
    assert_int_equal(stat(aside, &st), 0);
    assert_int_equal(st.st_size, 8);
    snprintf(aside, sizeof aside, "%s.corrupt", huge);
    assert_int_equal(stat(aside, &st), 0);
    assert_true(st.st_size > REPLAYS_FILE_MAX);
    unlink(outside);
    free(text);
    close(dirfd);
}

/* Twenty players finishing at once: each is weighed under the lock, so
 * the table is the best ten of all twenty, every file whole. */
static void twenty_finishes_at_once_all_count(void **state)
{
    int dirfd = open_dir(state);
    enum { PLAYERS = 20 };
    char *texts[PLAYERS];
    uint64_t scores[PLAYERS];
    for (int i = 0; i < PLAYERS; i++) {
        texts[i] = marathon(100 + (uint64_t)i, "marathon");
        const char *fig = strstr(texts[i], "\nfigure ") + 8;
        scores[i] = strtoull(fig, NULL, 10);
    }
    pid_t pids[PLAYERS];
    for (int i = 0; i < PLAYERS; i++) {
        pids[i] = fork();
        assert_true(pids[i] >= 0);
        if (pids[i] == 0) {
            char why[HOST_WHY_MAX], name[16];
            int rank;
            snprintf(name, sizeof name, "player%02d", i);
            host_record(dirfd, texts[i], strlen(texts[i]), name, &rank, why);
            _exit(0);
        }
    }
    for (int i = 0; i < PLAYERS; i++) {
        int status;
        assert_int_equal(waitpid(pids[i], &status, 0), pids[i]);
    }
    /* The tenth best score of all twenty is the table's last. */
    uint64_t sorted[PLAYERS];
    memcpy(sorted, scores, sizeof sorted);
    for (int i = 0; i < PLAYERS; i++)
        for (int k = i + 1; k < PLAYERS; k++)
            if (sorted[k] > sorted[i]) {
                uint64_t t = sorted[i];
                sorted[i] = sorted[k];
                sorted[k] = t;
            }
    char *tables = printed(dirfd);
    assert_int_equal(count_of(tables, " UTC "), 10);
    char want[32];
    snprintf(want, sizeof want, " %llu  ", (unsigned long long)sorted[0]);
    assert_non_null(strstr(tables, want));
    snprintf(want, sizeof want, " %llu  ", (unsigned long long)sorted[9]);
    assert_non_null(strstr(tables, want));
    free(tables);
    for (int i = 0; i < PLAYERS; i++)
        free(texts[i]);
    close(dirfd);
}

/* No replay file in the directory: nothing was written behind the lock. */
static bool nothing_recorded(const void *dir)
{
    return tu_count_prefix(dir, "1", NULL, 0) == 0;
}

/* Another recorder holding the lock: a record waits for it, writing
 * nothing until it is let go. */
static void a_record_waits_for_the_lock(void **state)
{
    tu_fixture *f = *state;
    int dirfd = open_dir(state);
    char *text = marathon(5, "marathon");
    char lock[STORE_PATH_MAX], flag[STORE_PATH_MAX];
    snprintf(lock, sizeof lock, "%s/.lock", f->dir);
    snprintf(flag, sizeof flag, "%s.held", f->dir);
    pid_t holder = tu_hold_lock(lock, flag, 300, nothing_recorded, f->dir);
    assert_true(holder > 0);
    char why[HOST_WHY_MAX];
    int rank;
    assert_true(host_record(dirfd, text, strlen(text), "alice", &rank, why));
    assert_true(tu_child_ok(holder));
    assert_int_equal(tu_count_prefix(f->dir, "1", NULL, 0), 1);
    unlink(flag);
    free(text);
    close(dirfd);
}

/* As root a setgid start can be played: another effective group. After
 * privsep_start no id of the process is that group. */
static void a_setgid_start_keeps_no_games_group(void **state)
{
    (void)state;
    if (geteuid() != 0)
        skip();
    gid_t r0, e0, s0;
    assert_int_equal(getresgid(&r0, &e0, &s0), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        char err[128];
        gid_t r, e, s;
        if (setresgid(r0, 60, 60) != 0 || getegid() != 60)
            _exit(2);
        if (!privsep_start(err, sizeof err))
            _exit(3);
        if (getresgid(&r, &e, &s) != 0 || r != r0 || e != r0 || s != r0)
            _exit(4);
        _exit(0);
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(a_verified_game_enters_under_the_recorders_name, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(what_does_not_come_to_its_claim_is_refused, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(planted_links_and_huge_files_are_not_read, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(twenty_finishes_at_once_all_count, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(a_record_waits_for_the_lock, tu_setup, tu_teardown),
        cmocka_unit_test(a_setgid_start_keeps_no_games_group),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
