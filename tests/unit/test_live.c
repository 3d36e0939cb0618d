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

/* The last line says how the game stopped; only "end" is an end. A line
 * after it, or a second one, makes no log. */
static void a_log_says_how_its_game_stopped(void **state)
{
    (void)state;
    static const struct {
        const char *line;
        session_live how;
    } stops[] = {
        { "end", SESSION_LIVE_ENDED }, { "saved", SESSION_LIVE_SAVED }, { "left", SESSION_LIVE_LEFT },
    };
    const char *head = "hexpuzzle-live 1\ngame hextris\nparams 10x20:marathon:1:seed=5\n"
                       "player bob\npid 12\nstarted 5\nmove 100 L\n";
    char text[512];
    live_log l;
    for (size_t i = 0; i < sizeof stops / sizeof stops[0]; i++) {
        snprintf(text, sizeof text, "%s%s\n", head, stops[i].line);
        assert_true(live_parse(text, strlen(text), &l));
        assert_true(l.over);
        assert_int_equal(l.ending, stops[i].how);
        live_free(&l);
        assert_string_equal(live_stop_line(stops[i].how), stops[i].line);
        snprintf(text, sizeof text, "%s%s\nend\n", head, stops[i].line);
        assert_false(live_parse(text, strlen(text), &l));
    }
    assert_string_equal(live_stop_line(SESSION_LIVE_PLAYING), "left");
    snprintf(text, sizeof text, "%sSAVED\n", head);
    assert_false(live_parse(text, strlen(text), &l));
}

static session_live told[8];
static int ntold;
static void sink_start(const char *game, const char *params) { (void)game, (void)params; }
static void sink_move(int64_t t, const char *text) { (void)t, (void)text; }
static void sink_stop(session_live how) { told[ntold++] = how; }

/* The sink hears how the game stopped as the session says it. */
static void a_sink_is_told_how_the_game_stopped(void **state)
{
    (void)state;
    const live_sink sink = { sink_start, sink_move, sink_stop };
    session_log log = { 0 };
    ntold = 0;
    live_tell(&sink, "hextris", "p", &log, SESSION_LIVE_PLAYING);
    assert_true(session_log_push(&log, 5, "L"));
    live_tell(&sink, "hextris", "p", &log, SESSION_LIVE_PLAYING);
    assert_int_equal(ntold, 0);
    live_tell(&sink, "hextris", "p", &log, SESSION_LIVE_SAVED);
    assert_int_equal(ntold, 1);
    assert_int_equal(told[0], SESSION_LIVE_SAVED);
    session_log_free(&log);
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
        cmocka_unit_test(a_log_says_how_its_game_stopped),
        cmocka_unit_test(a_sink_is_told_how_the_game_stopped),
        cmocka_unit_test(a_log_whose_process_is_gone_is_stale),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
