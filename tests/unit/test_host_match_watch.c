/* Host matches as a watcher's recorder finds them (app/host/
 * host_match_watch.h): listed only once both sides began, until one
 * left, while their recorders are there; a side followed as a read-only
 * descriptor of its live log, its lines read for the watcher; a crafted
 * or stale side is no match. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/host/host.h"
#include "app/host/host_live.h"
#include "app/host/host_lobby.h"
#include "app/host/host_match_watch.h"
#include "app/live.h"
#include "host_testutil.h"

/* A process that is there while the test runs, as a recorder. */
static pid_t kid(void)
{
    pid_t p = fork();
    if (p == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        pause();
        _exit(0);
    }
    return p;
}

static void bury(pid_t p)
{
    kill(p, SIGKILL);
    waitpid(p, NULL, 0);
}

typedef struct {
    host_dir h;
    host_lobby lobby;
    pid_t rec[2];              /* the recorders: inviter, waiter */
    int live[2];               /* each side's live log, held */
    host_invite inv;
    char side[2][HOST_MATCH_WATCH_NAME];   /* each side's file */
} watch_fixture;

static void begin(watch_fixture *wf, tu_fixture *f)
{
    char why[HOST_WHY_MAX];
    assert_true(host_open(f->dir, &wf->h, why));
    wf->rec[0] = kid();
    wf->rec[1] = kid();
    assert_true(host_lobby_open(&wf->lobby, wf->h.dir, (long)getuid(), (long)wf->rec[0], "bob",
                                why));
    wf->inv = (host_invite){ .waiter = wf->rec[1], .inviter = wf->rec[0], .best_of = 3 };
    for (int s = 0; s < 2; s++) {
        char head[LIVE_HEAD_MAX];
        live_head_format(head, sizeof head, "hexmines", "beginner:seed=1", s ? "alice" : "bob",
                         1000 + s, 1700000000000);
        wf->live[s] = host_live_begin(&wf->h, (long)getuid(), 1000 + s, head);
        assert_true(wf->live[s] >= 0);
        char name[64];
        snprintf(name, sizeof name, "msg-%ld-%ld-%d", wf->inv.waiter, wf->inv.inviter, s);
        int fd = openat(wf->lobby.dir, name, O_WRONLY | O_CREAT | O_TRUNC, 0660);
        assert_true(fd >= 0);
        assert_int_equal(write(fd, "race 0 0 0 0 0 play\n", 20), 20);
        close(fd);
    }
}

static void end(watch_fixture *wf)
{
    for (int s = 0; s < 2; s++) {
        host_live_end(&wf->h, &wf->live[s], (long)getuid(), 1000 + s);
        if (wf->rec[s] > 0)
            bury(wf->rec[s]);
    }
    host_lobby_close(&wf->lobby);
    host_close(&wf->h);
}

static char *listed(watch_fixture *wf)
{
    size_t len;
    char *text = host_match_watch_list(&wf->lobby, &len);
    assert_non_null(text);
    assert_int_equal(strlen(text), len);
    return text;
}

static void a_match_is_listed_while_both_sides_are_in_it(void **state)
{
    watch_fixture wf;
    begin(&wf, *state);
    char *text = listed(&wf);
    assert_string_equal(text, "");
    free(text);
    host_match_watch_begun(&wf.lobby, &wf.inv, 0, (long)getuid(), 1000, wf.side[0]);
    text = listed(&wf);
    assert_string_equal(text, "");
    free(text);
    host_match_watch_begun(&wf.lobby, &wf.inv, 1, (long)getuid(), 1001, wf.side[1]);
    text = listed(&wf);
    char want[128];
    snprintf(want, sizeof want, "%ld-%ld\t3\t%ld-1000.live\t%ld-1001.live\n", (long)wf.rec[1],
             (long)wf.rec[0], (long)getuid(), (long)getuid());
    assert_string_equal(text, want);
    free(text);
    /* A side that left: watchers no longer find the match. */
    host_match_watch_ended(&wf.lobby, wf.side[0]);
    assert_string_equal(wf.side[0], "");
    text = listed(&wf);
    assert_string_equal(text, "");
    free(text);
    end(&wf);
}

static void a_side_is_followed_read_only(void **state)
{
    watch_fixture wf;
    begin(&wf, *state);
    for (int s = 0; s < 2; s++)
        host_match_watch_begun(&wf.lobby, &wf.inv, s, (long)getuid(), 1000 + s, wf.side[s]);
    char match[48];
    snprintf(match, sizeof match, "%ld-%ld", (long)wf.rec[1], (long)wf.rec[0]);
    for (int s = 0; s < 2; s++) {
        int live;
        assert_true(host_match_watch_follow(&wf.h, &wf.lobby, match, s, &live));
        live_log l;
        assert_true(live_read_fd(live, &l));
        assert_string_equal(l.player, s ? "alice" : "bob");
        live_free(&l);
        /* Read-only: nothing written through it. */
        assert_true(write(live, "x", 1) < 0);
        close(live);
        /* The lines are read for the watcher, from where it got to. */
        char buf[64];
        assert_int_equal(host_match_watch_lines(&wf.lobby, match, s, 0, buf, sizeof buf), 20);
        assert_memory_equal(buf, "race 0 0 0 0 0 play\n", 20);
        assert_int_equal(host_match_watch_lines(&wf.lobby, match, s, 5, buf, sizeof buf), 15);
        assert_int_equal(host_match_watch_lines(&wf.lobby, match, s, 20, buf, sizeof buf), 0);
    }
    int live;
    char buf[64];
    assert_false(host_match_watch_follow(&wf.h, &wf.lobby, match, 2, &live));
    assert_false(host_match_watch_follow(&wf.h, &wf.lobby, "1-2", 0, &live));
    assert_false(host_match_watch_follow(&wf.h, &wf.lobby, "../x", 0, &live));
    assert_int_equal(host_match_watch_lines(&wf.lobby, match, 2, 0, buf, sizeof buf), -1);
    assert_int_equal(host_match_watch_lines(&wf.lobby, "1-2", 0, 0, buf, sizeof buf), -1);
    assert_int_equal(host_match_watch_lines(&wf.lobby, match, 0, -1, buf, sizeof buf), -1);
    end(&wf);
}

static void a_gone_recorder_or_crafted_side_is_no_match(void **state)
{
    watch_fixture wf;
    begin(&wf, *state);
    for (int s = 0; s < 2; s++)
        host_match_watch_begun(&wf.lobby, &wf.inv, s, (long)getuid(), 1000 + s, wf.side[s]);
    /* A side that names no live log is no side. */
    char name[64];
    snprintf(name, sizeof name, "side-%ld-%ld-1", (long)wf.rec[1], (long)wf.rec[0]);
    int fd = openat(wf.lobby.dir, name, O_WRONLY | O_TRUNC);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, "hexpuzzle-side 1\nbest 3\nlive ../x\n", 34), 34);
    close(fd);
    char *text = listed(&wf);
    assert_string_equal(text, "");
    free(text);
    host_match_watch_begun(&wf.lobby, &wf.inv, 1, (long)getuid(), 1001, wf.side[1]);
    text = listed(&wf);
    assert_string_not_equal(text, "");
    free(text);
    /* The waiter's recorder gone: the match is over for watchers. */
    bury(wf.rec[1]);
    wf.rec[1] = 0;
    text = listed(&wf);
    assert_string_equal(text, "");
    free(text);
    end(&wf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        TU_HOST_TEST(a_match_is_listed_while_both_sides_are_in_it),
        TU_HOST_TEST(a_side_is_followed_read_only),
        TU_HOST_TEST(a_gone_recorder_or_crafted_side_is_no_match),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
