/* Unit tests for live logs: what watchers read back (a line still being
 * written waits), and which logs are stale. What the recorder writes is
 * test_recorder's. */
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
        cmocka_unit_test(a_line_still_being_written_waits),
        cmocka_unit_test(a_log_whose_process_is_gone_is_stale),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
