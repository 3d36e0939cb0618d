/* Unit tests for live logs: what the recorder writes from the game's lines
 * (only the documented form, only for a game it knows), what watchers
 * read back (a line still being written waits), and which logs are stale. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/live.h"
#include "files_testutil.h"

static char *read_log(const char *dir)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/live/%ld-77.live", dir, (long)getuid());
    size_t len;
    return tu_read(path, &len);
}

static void the_recorder_writes_only_the_documented_form(void **state)
{
    tu_fixture *f = *state;
    int dirfd = open(f->dir, O_RDONLY | O_DIRECTORY);
    assert_true(dirfd >= 0);
    assert_true(live_record_line(dirfd, "S hextris 10x20:marathon:1:seed=5", "alice", 77, 1000));
    assert_true(live_record_line(dirfd, "M 500 L", "alice", 77, 0));
    static const char *const bad[] = {
        "S chess 8x8", "S hextris 10x20:marathon:1:seed=05", "S hextris ../../etc/passwd",
        "M 600 L\nmove 1 X", "M 600 ../x", "M -1 L", "M 600 ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "M 600", "E x", "X 600 L", "", "S  hextris",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        if (live_record_line(dirfd, bad[i], "alice", 77, 0))
            fail_msg("took '%s'", bad[i]);
    assert_true(live_record_line(dirfd, "M 900 DROP", "alice", 77, 0));
    assert_true(live_record_line(dirfd, "E", "alice", 77, 0));
    char *text = read_log(f->dir);
    assert_non_null(text);
    char want[256];
    snprintf(want, sizeof want,
             "hexpuzzle-live 1\ngame hextris\nparams 10x20:marathon:1:seed=5\nplayer alice\n"
             "pid 77\nstarted 1000\nmove 500 L\nmove 900 DROP\nend\n");
    assert_string_equal(text, want);
    live_log l;
    assert_true(live_parse(text, strlen(text), &l));
    assert_string_equal(l.player, "alice");
    assert_int_equal(l.nmoves, 2);
    assert_true(l.over);
    live_free(&l);
    free(text);
    close(dirfd);
}

static void a_line_still_being_written_waits(void **state)
{
    (void)state;
    const char *text = "hexpuzzle-live 1\ngame hexmines\nparams rect:9x9:10:noguess:seed=1\n"
                       "player bob\npid 12\nstarted 5\nmove 100 O4,4\nmove 2";
    live_log l;
    assert_true(live_parse(text, strlen(text), &l));
    assert_int_equal(l.nmoves, 1);
    assert_false(l.over);
    live_free(&l);
    assert_false(live_parse("hexpuzzle-live 1\ngame hexmines\n", 31, &l));
    assert_false(live_parse("hexpuzzle-live 2\n", 17, &l));
    const char *after_end = "hexpuzzle-live 1\ngame g\nparams p\nplayer q\npid 1\nstarted 1\n"
                            "end\nmove 1 L\n";
    assert_false(live_parse(after_end, strlen(after_end), &l));
}

static void a_log_whose_process_is_gone_is_stale(void **state)
{
    (void)state;
    live_log l = { .pid = (long)getpid() };
    assert_true(live_running(&l));
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0)
        _exit(0);
    int status;
    waitpid(child, &status, 0);
    l.pid = (long)child;
    assert_false(live_running(&l));
    l.pid = 0;
    assert_false(live_running(&l));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(the_recorder_writes_only_the_documented_form, tu_setup,
                                        tu_teardown),
        cmocka_unit_test(a_line_still_being_written_waits),
        cmocka_unit_test(a_log_whose_process_is_gone_is_stale),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
