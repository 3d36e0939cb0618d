/* Unit tests for the counting in `make check`: tests/run_unit.sh names and
 * counts the tests cmocka skipped, and tests/summary.sh adds up every
 * stage's line, with or without a skipped count. Run from the top of the
 * repository, as make does. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "files_testutil.h"

/* A stand-in for a cmocka test program: its output, as cmocka 1.1.5 prints
 * it, and its exit status. */
static void fake_test(const char *dir, const char *name, const char *output,
                      int status)
{
    char path[1024], script[4096];
    assert_true(tu_path(path, sizeof path, dir, name));
    snprintf(script, sizeof script, "#!/bin/sh\ncat <<'END'\n%sEND\nexit %d\n",
             output, status);
    assert_true(tu_write(path, script, strlen(script)));
    assert_int_equal(chmod(path, 0755), 0);
}

/* Runs COMMAND (a shell command line) with B=dir; its output. */
static char *run_in(const char *dir, const char *command)
{
    char cmd[4096], out[1024];
    assert_true(tu_path(out, sizeof out, dir, "out"));
    snprintf(cmd, sizeof cmd, "B='%s' %s > '%s' 2>&1", dir, command, out);
    if (system(cmd) == -1)
        fail_msg("cannot run %s", command);
    char *text = tu_read(out, NULL);
    assert_non_null(text);
    return text;
}

/* Fails showing out indented, so that the runner of this very test does
 * not count the inner cmocka lines as its own. */
static void fail_with(const char *out)
{
    for (const char *p = out; *p;) {
        const char *nl = strchr(p, '\n');
        int n = nl ? (int)(nl - p) : (int)strlen(p);
        print_message("  | %.*s\n", n, p);
        p += n + (nl ? 1 : 0);
    }
    fail_msg("unexpected output (above)");
}

static const char one_skipped[] =
    "[==========] Running 3 test(s).\n"
    "[ RUN      ] works\n"
    "[       OK ] works\n"
    "[ RUN      ] cannot_run_here\n"
    "[  SKIPPED ] cannot_run_here\n"
    "[ RUN      ] works_too\n"
    "[       OK ] works_too\n"
    "[==========] 3 test(s) run.\n"
    "[  PASSED  ] 2 test(s).\n"
    "[  SKIPPED ] 1 test(s), listed below:\n"
    "[  SKIPPED ] cannot_run_here\n"
    "\n"
    " 1 SKIPPED TEST(S)\n";

static const char one_failed[] =
    "[==========] Running 2 test(s).\n"
    "[ RUN      ] good\n"
    "[       OK ] good\n"
    "[ RUN      ] bad\n"
    "[  FAILED  ] bad\n"
    "[==========] 2 test(s) run.\n"
    "[  PASSED  ] 1 test(s).\n"
    "[  FAILED  ] 1 test(s), listed below:\n"
    "[  FAILED  ] bad\n"
    "\n"
    " 1 FAILED TEST(S)\n";

static void run_unit_names_and_counts_skipped_tests(void **state)
{
    tu_fixture *f = *state;
    fake_test(f->dir, "test_a", one_skipped, 0);
    fake_test(f->dir, "test_b", one_failed, 1);
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "sh tests/run_unit.sh unit '%s/test_a' "
             "'%s/test_b'", f->dir, f->dir);
    char *out = run_in(f->dir, cmd);
    if (!strstr(out, "\nunit: skipped:\n  test_a: cannot_run_here\n"
                     "unit: 3 passed, 1 failed, 1 skipped\n"))
        fail_with(out);
    free(out);
    char counts[1024];
    assert_true(tu_path(counts, sizeof counts, f->dir, "check-counts"));
    char *line = tu_read(counts, NULL);
    assert_non_null(line);
    assert_string_equal(line, "unit 3 1 1\n");
    free(line);
}

static void run_unit_without_skips_says_zero(void **state)
{
    tu_fixture *f = *state;
    fake_test(f->dir, "test_b", one_failed, 1);
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "sh tests/run_unit.sh unit '%s/test_b'",
             f->dir);
    char *out = run_in(f->dir, cmd);
    if (strstr(out, "skipped:") ||
        !strstr(out, "\nunit: 1 passed, 1 failed, 0 skipped\n"))
        fail_with(out);
    free(out);
}

static void summary_adds_lines_with_and_without_a_skipped_count(void **state)
{
    tu_fixture *f = *state;
    char counts[1024];
    assert_true(tu_path(counts, sizeof counts, f->dir, "check-counts"));
    const char lines[] = "unit 300 0 2\n"
                         "unit+sanitizers 300 1 2\n"
                         "man-lint 1 0\n"
                         "e2e:test_cli 40 2\n";
    assert_true(tu_write(counts, lines, strlen(lines)));
    char *out = run_in(f->dir, "sh tests/summary.sh");
    /* CI reads "N passed, N failed" at the start of the line. */
    assert_string_equal(out, "641 passed, 3 failed, 4 skipped\n");
    free(out);
    assert_int_equal(access(counts, F_OK), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
#define T(name) cmocka_unit_test_setup_teardown(name, tu_setup, \
                                                tu_teardown)
        T(run_unit_names_and_counts_skipped_tests),
        T(run_unit_without_skips_says_zero),
        T(summary_adds_lines_with_and_without_a_skipped_count),
#undef T
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
