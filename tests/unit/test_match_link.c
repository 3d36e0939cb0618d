/* Unit tests of the local link (app/match_link.h): the lobby's entries
 * gone with their processes, invitations whole or not at all, and a
 * side's messages taken a whole line at a time, oversized ones skipped,
 * up to the side's bound. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/match_link.h"
#include "games/hextris/hextris_opponent.h"
#include "files_testutil.h"

static char *dir;
static char matches[STORE_PATH_MAX];
enum { PATH_ROOM = STORE_PATH_MAX + 64 };

static int setup(void **state)
{
    (void)state;
    dir = tu_mkdtemp();
    assert_non_null(dir);
    setenv("XDG_STATE_HOME", dir, 1);
    assert_true(strlen(dir) < 256);
    snprintf(matches, sizeof matches, "%.256s/hexpuzzle/match", dir);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    link_wait_stop();
    tu_rm_tree(dir);
    free(dir);
    return 0;
}

static void put(const char *name, const char *text)
{
    char path[PATH_ROOM];
    snprintf(path, sizeof path, "%s/%s", matches, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static bool exists(const char *name)
{
    char path[PATH_ROOM];
    snprintf(path, sizeof path, "%s/%s", matches, name);
    return access(path, F_OK) == 0;
}

/* A process that has come and gone: its pid is free. */
static long gone_pid(void)
{
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0)
        _exit(0);
    waitpid(pid, NULL, 0);
    return (long)pid;
}

static void waiting_lists_live_processes_only(void **state)
{
    (void)state;
    char why[256];
    assert_true(link_wait_start("hexmines", why, sizeof why));
    long dead = gone_pid();
    char name[64];
    snprintf(name, sizeof name, "wait-%ld", dead);
    put(name, "hexpuzzle-wait 1\nplayer ghost\ngame hexmines\n");
    /* Alive but not a lobby entry: refused whole. */
    put("wait-1", "hexpuzzle-wait 1\nplayer \033[2J\ngame hexmines\n");
    link_waiter w[LINK_ENTRIES_MAX];
    int n = link_waiters(w, LINK_ENTRIES_MAX);
    assert_int_equal(n, 1);
    assert_int_equal(w[0].pid, (long)getpid());
    assert_string_equal(w[0].game, "hexmines");
    assert_false(exists(name));
    /* One's own entry is never one to invite. */
    link_waiter found;
    assert_false(link_find_waiter(w[0].player, "hexmines", &found));
    link_wait_stop();
    assert_int_equal(link_waiters(w, LINK_ENTRIES_MAX), 0);
}

static void invitations_whole_or_not_at_all(void **state)
{
    (void)state;
    char why[256];
    assert_true(link_wait_start("hexmines", why, sizeof why));
    /* From this test's parent, alive, to this process. */
    link_invite inv = { .waiter = (long)getpid(), .inviter = (long)getppid(), .best_of = 3 };
    snprintf(inv.player, sizeof inv.player, "alice");
    snprintf(inv.game, sizeof inv.game, "hexmines");
    snprintf(inv.params, sizeof inv.params, "rect:9x9:10:noguess:seed=5");
    assert_true(link_invite_send(&inv, why, sizeof why));
    link_invite got[4];
    assert_int_equal(link_invites(got, 4), 1);
    assert_string_equal(got[0].player, "alice");
    assert_string_equal(got[0].params, inv.params);
    assert_int_equal(got[0].best_of, 3);
    assert_int_equal(link_answer_of(&inv), -1);
    assert_true(link_answer(&inv, false));
    assert_int_equal(link_answer_of(&inv), 0);
    link_invite_remove(&inv);
    assert_int_equal(link_invites(got, 4), 0);

    /* A best of 4, a field missing, a dead inviter: none is one. */
    char name[64];
    snprintf(name, sizeof name, "invite-%ld-%ld", (long)getpid(), (long)getppid());
    put(name, "hexpuzzle-invite 1\nplayer bob\ngame hexmines\nparams x:seed=1\nbest 4\n");
    assert_int_equal(link_invites(got, 4), 0);
    put(name, "hexpuzzle-invite 1\nplayer bob\ngame hexmines\nbest 1\n");
    assert_int_equal(link_invites(got, 4), 0);
    snprintf(name, sizeof name, "invite-%ld-%ld", (long)getpid(), gone_pid());
    put(name, "hexpuzzle-invite 1\nplayer bob\ngame hexmines\nparams x:seed=1\nbest 1\n");
    assert_int_equal(link_invites(got, 4), 0);
}

static int taken;
static char last[MATCH_GAME_LINE_MAX + 1];

static void take(void *ctx, const char *line, size_t n)
{
    (void)ctx;
    assert_true(n < sizeof last);
    memcpy(last, line, n);
    last[n] = '\0';
    taken++;
}

static void messages_a_whole_line_at_a_time(void **state)
{
    (void)state;
    link_invite inv = { .waiter = (long)getpid(), .inviter = (long)getppid() };
    link_channel me, them;
    char why[256];
    assert_true(link_open(&me, &inv, 0, why, sizeof why));
    assert_true(link_open(&them, &inv, 1, why, sizeof why));
    taken = 0;
    link_receive(&me, take, NULL);
    assert_int_equal(taken, 0);
    assert_true(link_send(&them, "race 0 1 2 3 4 on\n"));
    assert_true(link_send(&them, "race 0 5 2 3 4 o"));
    link_receive(&me, take, NULL);
    assert_int_equal(taken, 1);
    assert_string_equal(last, "race 0 1 2 3 4 on");
    /* The rest of a line comes later. */
    assert_true(link_send(&them, "n\n"));
    link_receive(&me, take, NULL);
    assert_int_equal(taken, 2);
    assert_string_equal(last, "race 0 5 2 3 4 on");

    /* A game's own message, as long as a hextris well's, is one line. */
    char well[HT_OPPONENT_LINE_MAX + 8];
    memset(well, 'w', sizeof well - 2);
    well[sizeof well - 2] = '\n';
    well[sizeof well - 1] = '\0';
    assert_true(link_send(&them, well));
    link_receive(&me, take, NULL);
    assert_int_equal(taken, 3);
    assert_int_equal(strlen(last), sizeof well - 2);

    /* A line longer than any message is skipped whole, not cut. */
    char longer[3 * MATCH_GAME_LINE_MAX];
    memset(longer, 'x', sizeof longer - 2);
    longer[sizeof longer - 2] = '\n';
    longer[sizeof longer - 1] = '\0';
    assert_true(link_send(&them, longer));
    assert_true(link_send(&them, "leave\n"));
    link_receive(&me, take, NULL);
    assert_int_equal(taken, 4);
    assert_string_equal(last, "leave");

    /* A side's bound: past it, nothing more goes. */
    static char block[1 << 16];
    memset(block, 'y', sizeof block - 2);
    block[sizeof block - 2] = '\n';
    size_t sent = 0;
    while (link_send(&them, block))
        sent += sizeof block - 1;
    assert_true(sent <= LINK_MESSAGES_MAX);
    assert_true(sent + 2 * (sizeof block - 1) > LINK_MESSAGES_MAX);
    link_close(&me);
    link_close(&them);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(waiting_lists_live_processes_only, setup, teardown),
        cmocka_unit_test_setup_teardown(invitations_whole_or_not_at_all, setup, teardown),
        cmocka_unit_test_setup_teardown(messages_a_whole_line_at_a_time, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
