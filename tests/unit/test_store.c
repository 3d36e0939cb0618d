/* Unit tests for store: XDG paths, directories, capped reads, atomic writes,
 * the lock and moving corrupt files aside. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/store.h"
#include "files_testutil.h"

static void path_in(char *buf, const tu_fixture *f, const char *name)
{
    assert_true(tu_path(buf, STORE_PATH_MAX, f->dir, name));
}

/* ---------------------------------------------------------------- paths */

static void state_dir_uses_absolute_xdg_state_home(void **state)
{
    (void)state;
    char buf[STORE_PATH_MAX];
    setenv("HOME", "/home/someone", 1);
    setenv("XDG_STATE_HOME", "/var/xdg-state", 1);
    assert_true(store_state_dir(buf, sizeof buf));
    assert_string_equal(buf, "/var/xdg-state/hexpuzzle");
}

static void state_dir_ignores_empty_or_relative_xdg(void **state)
{
    (void)state;
    char buf[STORE_PATH_MAX];
    setenv("HOME", "/home/someone", 1);
    setenv("XDG_STATE_HOME", "", 1);
    assert_true(store_state_dir(buf, sizeof buf));
    assert_string_equal(buf, "/home/someone/.local/state/hexpuzzle");
    setenv("XDG_STATE_HOME", "relative/state", 1);
    assert_true(store_state_dir(buf, sizeof buf));
    assert_string_equal(buf, "/home/someone/.local/state/hexpuzzle");
    unsetenv("XDG_STATE_HOME");
    assert_true(store_state_dir(buf, sizeof buf));
    assert_string_equal(buf, "/home/someone/.local/state/hexpuzzle");
}

static void state_dir_fails_without_usable_home(void **state)
{
    (void)state;
    char buf[STORE_PATH_MAX];
    char *saved = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
    unsetenv("XDG_STATE_HOME");
    unsetenv("HOME");
    assert_false(store_state_dir(buf, sizeof buf));
    setenv("HOME", "not/absolute", 1);
    assert_false(store_state_dir(buf, sizeof buf));
    if (saved)
        setenv("HOME", saved, 1);
    free(saved);
}

static void config_path_follows_xdg_config_home_then_home(void **state)
{
    (void)state;
    char buf[STORE_PATH_MAX];
    setenv("HOME", "/home/someone", 1);
    setenv("XDG_CONFIG_HOME", "/etc/xdg-user", 1);
    assert_true(store_config_path(buf, sizeof buf));
    assert_string_equal(buf, "/etc/xdg-user/hexpuzzle/config");
    setenv("XDG_CONFIG_HOME", "", 1);
    assert_true(store_config_path(buf, sizeof buf));
    assert_string_equal(buf, "/home/someone/.config/hexpuzzle/config");
}

static void path_too_long_for_buffer_is_refused(void **state)
{
    (void)state;
    char small[16];
    setenv("XDG_STATE_HOME", "/a/rather/long/directory", 1);
    assert_false(store_state_dir(small, sizeof small));
    assert_false(store_join(small, sizeof small, "/0123456789", "abcdef"));
    assert_true(store_join(small, sizeof small, "/abc", "def"));
    assert_string_equal(small, "/abc/def");
}

static void state_dir_too_long_names_the_variable(void **state)
{
    (void)state;
    char buf[STORE_PATH_MAX], why[STORE_LINE_MAX] = "";
    char *saved = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
    static char longer[5002];
    longer[0] = '/';
    memset(longer + 1, 'a', 5000);
    setenv("XDG_STATE_HOME", longer, 1);
    assert_false(store_state_dir_say(buf, sizeof buf, why));
    assert_string_equal(why, "XDG_STATE_HOME is longer than a path can be (5001 bytes)");
    unsetenv("XDG_STATE_HOME");
    setenv("HOME", longer, 1);
    assert_false(store_state_dir_say(buf, sizeof buf, why));
    assert_string_equal(why, "HOME is longer than a path can be (5001 bytes)");
    unsetenv("HOME");
    assert_false(store_state_dir_say(buf, sizeof buf, why));
    assert_string_equal(why, "no state directory (set XDG_STATE_HOME or HOME)");
    if (saved)
        setenv("HOME", saved, 1);
    free(saved);
}

/* XDG_STATE_HOME=f->dir; its hexpuzzle directory made with mode. */
static void state_dir_with_mode(const tu_fixture *f, mode_t mode, char *dir)
{
    setenv("XDG_STATE_HOME", f->dir, 1);
    path_in(dir, f, "hexpuzzle");
    (void)mkdir(dir, 0700);
    assert_int_equal(chmod(dir, mode), 0);
}

static void state_dir_others_can_write_is_refused(void **state)
{
    tu_fixture *f = *state;
    char buf[STORE_PATH_MAX], dir[STORE_PATH_MAX], why[STORE_LINE_MAX];
    store_warnings w;
    static const struct { mode_t mode; bool ok; } cases[] = {
        { 0700, true }, { 0755, true }, { 01777, true }, { 01770, true },
        { 0777, false }, { 0770, false }, { 0702, false }, { 0720, false },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        state_dir_with_mode(f, cases[i].mode, dir);
        why[0] = '\0';
        bool ok = store_state_dir_say(buf, sizeof buf, why);
        if (ok != cases[i].ok)
            fail_msg("mode %o: %s (%s)", (unsigned)cases[i].mode, ok ? "taken" : "refused", why);
        store_warnings_init(&w);
        assert_int_equal(store_mkdirs(dir, "cannot save", &w), ok ? STORE_OK : STORE_ERROR);
        if (!ok) {
            assert_non_null(strstr(why, "others can write it"));
            assert_non_null(strstr(w.line[0], "others can write it"));
        }
    }
    chmod(dir, 0700);
}

static void state_dir_of_another_user_is_refused(void **state)
{
    tu_fixture *f = *state;
    char buf[STORE_PATH_MAX], dir[STORE_PATH_MAX], why[STORE_LINE_MAX] = "";
    if (geteuid() != 0)
        skip(); /* only root can give a directory away */
    state_dir_with_mode(f, 0700, dir);
    assert_int_equal(chown(dir, 65534, (gid_t)-1), 0);
    assert_false(store_state_dir_say(buf, sizeof buf, why));
    assert_non_null(strstr(why, "is not yours (its owner is uid 65534)"));
    assert_int_equal(chown(dir, 0, (gid_t)-1), 0);
}

/* ------------------------------------------------------------ warnings */

static void warnings_keep_eight_lines_and_count_the_rest(void **state)
{
    (void)state;
    store_warnings w;
    store_warnings_init(&w);
    for (int i = 0; i < STORE_WARN_MAX + 3; i++)
        store_warn(&w, "warning %d", i);
    assert_int_equal(w.n, STORE_WARN_MAX);
    assert_int_equal(w.dropped, 3);
    assert_string_equal(w.line[0], "warning 0");
    assert_string_equal(w.line[STORE_WARN_MAX - 1], "warning 7");
    store_warn(NULL, "ignored %d", 1);
}

static void warnings_are_one_line_without_control_characters(void **state)
{
    (void)state;
    store_warnings w;
    store_warnings_init(&w);
    store_warn(&w, "cannot save: /tmp/a\nb\033[31m\233: %s", "bad");
    assert_int_equal(w.n, 1);
    assert_string_equal(w.line[0], "cannot save: /tmp/a\\012b\\033[31m\\233: bad");
}

/* ---------------------------------------------------------- directories */

static void mkdirs_creates_missing_parents_with_mode_0700(void **state)
{
    tu_fixture *f = *state;
    char dir[STORE_PATH_MAX];
    path_in(dir, f, "a/b/c");
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(store_mkdirs(dir, "cannot save", &w), STORE_OK);
    assert_int_equal(w.n, 0);
    struct stat st;
    assert_int_equal(stat(dir, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
    assert_int_equal(st.st_mode & 0777, 0700);
    path_in(dir, f, "a");
    assert_int_equal(stat(dir, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0700);
    /* Existing already: fine, and nothing is reported. */
    path_in(dir, f, "a/b/c");
    assert_int_equal(store_mkdirs(dir, "cannot save", &w), STORE_OK);
    assert_int_equal(w.n, 0);
}

static void mkdirs_under_a_regular_file_fails_with_one_warning(void **state)
{
    tu_fixture *f = *state;
    char file[STORE_PATH_MAX], dir[STORE_PATH_MAX];
    path_in(file, f, "plainfile");
    assert_true(tu_write(file, "x", 1));
    path_in(dir, f, "plainfile/hexpuzzle");
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(store_mkdirs(dir, "cannot save scores", &w),
                     STORE_ERROR);
    assert_int_equal(w.n, 1);
    char want[3 * STORE_PATH_MAX];
    snprintf(want, sizeof want, "cannot save scores: %s: %s", dir,
             strerror(ENOTDIR));
    assert_string_equal(w.line[0], want);
}

static void mkdirs_names_the_component_it_cannot_make(void **state)
{
    /* A name longer than any file system takes fails for root too, unlike
     * a mode 0500 parent. */
    tu_fixture *f = *state;
    char name[301], first[STORE_PATH_MAX], dir[STORE_PATH_MAX];
    memset(name, 'n', sizeof name - 1);
    name[sizeof name - 1] = '\0';
    path_in(first, f, name);
    assert_true(tu_path(dir, sizeof dir, first, "hexpuzzle"));
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(store_mkdirs(dir, "cannot save scores", &w),
                     STORE_ERROR);
    assert_int_equal(w.n, 1);
    char want[3 * STORE_PATH_MAX];
    snprintf(want, sizeof want, "cannot save scores: %s: %s", first,
             strerror(ENAMETOOLONG));
    assert_string_equal(w.line[0], want);
}

/* --------------------------------------------------- reads and writes */

static void write_atomic_then_read_gives_the_same_bytes(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    path_in(path, f, "data");
    const char bytes[] = "line one\n\0binary\377\n";
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(store_write_atomic(path, bytes, sizeof bytes, NULL, "x",
                                        &w),
                     STORE_OK);
    char *data;
    size_t len;
    assert_int_equal(store_read(path, 1024, &data, &len, "x", &w), STORE_OK);
    assert_int_equal(len, sizeof bytes);
    assert_memory_equal(data, bytes, sizeof bytes);
    assert_int_equal(data[len], '\0');
    free(data);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    assert_int_equal(w.n, 0);
}

static void write_atomic_replaces_and_leaves_no_temporary(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    path_in(path, f, "scores");
    assert_int_equal(store_write_atomic(path, "old\n", 4, NULL, "x", NULL),
                     STORE_OK);
    assert_int_equal(store_write_atomic(path, "", 0, NULL, "x", NULL),
                     STORE_OK);
    size_t len = 99;
    char *data = tu_read(path, &len);
    assert_non_null(data);
    assert_int_equal(len, 0);
    free(data);
    assert_int_equal(tu_count_prefix(f->dir, "scores.tmp", NULL, 0), 0);
    assert_int_equal(tu_count_prefix(f->dir, "", NULL, 0), 3); /* . .. */
}

static void write_atomic_into_missing_directory_fails_cleanly(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    path_in(path, f, "missing/scores");
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(store_write_atomic(path, "x", 1, NULL,
                                        "cannot save scores", &w),
                     STORE_ERROR);
    assert_int_equal(w.n, 1);
    char want[3 * STORE_PATH_MAX];
    snprintf(want, sizeof want, "cannot save scores: %s: %s", path,
             strerror(ENOENT));
    assert_string_equal(w.line[0], want);
}

static void read_missing_file_is_missing_without_warning(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    path_in(path, f, "nothing");
    store_warnings w;
    store_warnings_init(&w);
    char *data = (char *)1;
    size_t len = 5;
    assert_int_equal(store_read(path, 10, &data, &len, "x", &w),
                     STORE_MISSING);
    assert_null(data);
    assert_int_equal(len, 0);
    assert_int_equal(w.n, 0);
}

static void read_longer_than_cap_is_toobig(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    path_in(path, f, "big");
    char buf[10000];
    memset(buf, 'a', sizeof buf);
    assert_true(tu_write(path, buf, sizeof buf));
    char *data;
    size_t len;
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(store_read(path, 9999, &data, &len, "x", &w),
                     STORE_TOOBIG);
    assert_null(data);
    assert_int_equal(w.n, 0);
    assert_int_equal(store_read(path, 10000, &data, &len, "x", &w),
                     STORE_OK);
    assert_int_equal(len, 10000);
    free(data);
}

static void read_of_a_directory_is_an_error(void **state)
{
    tu_fixture *f = *state;
    store_warnings w;
    store_warnings_init(&w);
    char *data;
    size_t len;
    assert_int_equal(store_read(f->dir, 100, &data, &len, "cannot read", &w),
                     STORE_ERROR);
    assert_int_equal(w.n, 1);
    assert_non_null(strstr(w.line[0], strerror(EISDIR)));
}

static void read_of_a_fifo_fails_at_once_instead_of_hanging(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    path_in(path, f, "scores");
    assert_int_equal(mkfifo(path, 0600), 0);
    store_warnings w;
    store_warnings_init(&w);
    char *data;
    size_t len;
    assert_int_equal(store_read(path, 100, &data, &len, "cannot read", &w),
                     STORE_ERROR);
    assert_int_equal(w.n, 1);
    assert_non_null(strstr(w.line[0], ": not a regular file"));
}

/* ---------------------------------------------------------------- lock */

static void lock_through_a_link_or_of_no_regular_file_is_refused(void **state)
{
    tu_fixture *f = *state;
    char lock[STORE_PATH_MAX], target[STORE_PATH_MAX];
    store_warnings w;
    store_warnings_init(&w);
    path_in(lock, f, "scores.lock");
    path_in(target, f, "elsewhere");
    assert_int_equal(symlink(target, lock), 0);
    assert_int_equal(store_lock(lock, 100, "cannot save scores", &w), STORE_ERROR);
    assert_int_equal(access(target, F_OK), -1);
    assert_non_null(strstr(w.line[0], "scores.lock: a link, not a lock file"));
    unlink(lock);
    assert_int_equal(mkfifo(lock, 0600), 0);
    store_warnings_init(&w);
    assert_int_equal(store_lock(lock, 100, "cannot save scores", &w), STORE_ERROR);
    assert_non_null(strstr(w.line[0], "scores.lock: not a regular file"));
    unlink(lock);
}

static void lock_is_exclusive_and_waits_a_bounded_time(void **state)
{
    tu_fixture *f = *state;
    char lock[STORE_PATH_MAX], flag[STORE_PATH_MAX];
    path_in(lock, f, "scores.lock");
    path_in(flag, f, "child-has-lock");
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int fd = store_lock(lock, 1000, "x", NULL);
        if (fd < 0)
            _exit(1);
        tu_write(flag, "1", 1);
        sleep(30); /* until the parent kills it */
        _exit(0);
    }
    for (int i = 0; i < 500 && access(flag, F_OK) != 0; i++)
        tu_sleep_ms(10);
    assert_int_equal(access(flag, F_OK), 0);
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(store_lock(lock, 200, "cannot save scores", &w),
                     STORE_ERROR);
    assert_int_equal(w.n, 1);
    assert_non_null(strstr(w.line[0], "still locked by another hexpuzzle"));
    kill(pid, SIGKILL);
    int status;
    waitpid(pid, &status, 0);
    /* The holder died, so the kernel released its lock. */
    int fd = store_lock(lock, 1000, "x", &w);
    assert_true(fd >= 0);
    store_unlock(fd);
    fd = store_lock(lock, 0, "x", &w);
    assert_true(fd >= 0);
    store_unlock(fd);
    assert_int_equal(w.n, 1);
}

/* ---------------------------------------------------------- quarantine */

static void quarantine_moves_the_file_aside_with_its_bytes(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX], found[STORE_PATH_MAX];
    path_in(path, f, "scores");
    const char garbage[] = "not\0a scores file\n\377";
    assert_true(tu_write(path, garbage, sizeof garbage));
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(store_quarantine(path, "scores file", "line 1: bad", &w),
                     STORE_OK);
    assert_int_equal(access(path, F_OK), -1);
    assert_int_equal(tu_count_prefix(f->dir, "scores.corrupt-", found,
                                     sizeof found), 1);
    size_t len;
    char *data = tu_read(found, &len);
    assert_non_null(data);
    assert_int_equal(len, sizeof garbage);
    assert_memory_equal(data, garbage, len);
    free(data);
    assert_int_equal(w.n, 1);
    char want[3 * STORE_PATH_MAX];
    snprintf(want, sizeof want,
             "scores file %s is corrupt (line 1: bad); moved it aside to %s",
             path, found);
    assert_string_equal(w.line[0], want);
}

static void quarantine_never_overwrites_an_earlier_copy(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    path_in(path, f, "hexmines.save");
    for (int i = 0; i < 3; i++) {
        char content[16];
        snprintf(content, sizeof content, "v%d", i);
        assert_true(tu_write(path, content, strlen(content)));
        assert_int_equal(store_quarantine(path, "saved game", "bad", NULL),
                         STORE_OK);
    }
    /* Three copies (within one second or not), each with its own bytes. */
    assert_int_equal(tu_count_prefix(f->dir, "hexmines.save.corrupt-", NULL,
                                     0), 3);
    int seen[3] = { 0 };
    DIR *d = opendir(f->dir);
    struct dirent *e;
    while ((e = readdir(d))) {
        if (strncmp(e->d_name, "hexmines.save.corrupt-", 22))
            continue;
        char p[STORE_PATH_MAX];
        path_in(p, f, e->d_name);
        char *data = tu_read(p, NULL);
        assert_non_null(data);
        assert_int_equal(data[0], 'v');
        seen[data[1] - '0']++;
        free(data);
    }
    closedir(d);
    assert_int_equal(seen[0] + seen[1] * 10 + seen[2] * 100, 111);
}

static void quarantine_of_a_vanished_file_is_quiet(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    path_in(path, f, "gone");
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(store_quarantine(path, "scores file", "bad", &w),
                     STORE_OK);
    assert_int_equal(w.n, 0);
}

static void quarantine_that_cannot_name_the_copy_leaves_the_file(void **state)
{
    /* NAME.corrupt-T longer than a file name may be: link and rename fail
     * for root too, unlike in a mode 0500 directory. */
    tu_fixture *f = *state;
    char name[251], path[STORE_PATH_MAX];
    memset(name, 's', sizeof name - 1);
    name[sizeof name - 1] = '\0';
    path_in(path, f, name);
    assert_true(tu_write(path, "junk", 4));
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(store_quarantine(path, "scores file", "bad", &w),
                     STORE_ERROR);
    assert_int_equal(w.n, 1);
    char want[3 * STORE_PATH_MAX];
    snprintf(want, sizeof want,
             "scores file %s is corrupt (bad) and cannot be moved aside: %s",
             path, strerror(ENAMETOOLONG));
    assert_string_equal(w.line[0], want);
    char *data = tu_read(path, NULL);
    assert_non_null(data);
    assert_string_equal(data, "junk");
    free(data);
    assert_int_equal(tu_count_prefix(f->dir, "", NULL, 0), 3); /* . .. */
}

/* ---------------------------------------------------------------- lines */

/* Every line of text through a cursor, as "OK:line" or "BAD:reason" joined
 * by "|". */
static void walk(store_lines *r, char *out, size_t cap)
{
    const char *line;
    size_t n;
    char reason[STORE_WHY_MAX];
    int got;
    out[0] = '\0';
    while ((got = store_next_line(r, &line, &n, reason)) != STORE_LINE_END) {
        size_t used = strlen(out);
        if (got == STORE_LINE_OK)
            snprintf(out + used, cap - used, "%sOK:%.*s", used ? "|" : "",
                     (int)n, line);
        else
            snprintf(out + used, cap - used, "%sBAD:%s", used ? "|" : "",
                     reason);
    }
}

static void lines_skip_a_good_header_and_give_each_line(void **state)
{
    (void)state;
    char out[512];
    store_lines r = { .buf = "kind 1\na b\n\nc\n", .len = 14, .max_len = 10,
                      .header = "kind 1", .strict = true };
    walk(&r, out, sizeof out);
    assert_string_equal(out, "OK:a b|OK:|OK:c");
    assert_int_equal(r.lineno, 4);
}

static void lines_report_each_fault_and_go_on(void **state)
{
    (void)state;
    char out[512];
    static const char text[] = "kind 2\n12345678901\nok\nn\0ul\nlast";
    store_lines r = { .buf = text, .len = sizeof text - 1, .max_len = 10,
                      .header = "kind 1", .strict = true };
    walk(&r, out, sizeof out);
    assert_string_equal(out, "BAD:not a kind 1 file|BAD:line too long|OK:ok|"
                             "BAD:NUL byte|"
                             "BAD:no newline at the end (truncated?)");
    assert_int_equal(r.lineno, 5);
}

static void lenient_lines_take_a_last_line_without_newline(void **state)
{
    (void)state;
    char out[512];
    store_lines r = { .buf = "a\nb", .len = 3, .max_len = 10 };
    walk(&r, out, sizeof out);
    assert_string_equal(out, "OK:a|OK:b");
    store_lines empty = { .buf = "", .len = 0, .max_len = 10,
                          .header = "kind 1", .strict = true };
    walk(&empty, out, sizeof out);
    assert_string_equal(out, "");
    assert_int_equal(empty.lineno, 0);
}

static void lines_beyond_max_lines_are_bad(void **state)
{
    (void)state;
    char out[512];
    store_lines r = { .buf = "1\n2\n3\n", .len = 6, .max_len = 10,
                      .max_lines = 2 };
    walk(&r, out, sizeof out);
    assert_string_equal(out, "OK:1|OK:2|BAD:too many lines");
}

static void say_line_numbers_the_reason(void **state)
{
    (void)state;
    char why[STORE_WHY_MAX];
    store_say_line(why, 7, "bad thing");
    assert_string_equal(why, "line 7: bad thing");
    store_say(why, "plain");
    assert_string_equal(why, "plain");
    store_say(NULL, "ignored");
    store_say_line(NULL, 1, "ignored");
}

/* ----------------------------------------------------------------- load */

/* Accepts exactly "good"; anything else is rejected with its first byte. */
static bool parse_good(const char *buf, size_t len, void *out, char *why)
{
    if (len == 4 && memcmp(buf, "good", 4) == 0) {
        *(int *)out = 1;
        return true;
    }
    snprintf(why, STORE_WHY_MAX, "starts with %c", len ? buf[0] : '?');
    return false;
}

/* store_load of path (cap 16 bytes, parse_good) into *out. */
static int load(const char *path, int *out, const char *label,
                store_warnings *w)
{
    store_file f = { .path = path, .cap = 16, .parse = parse_good,
                     .what = "read", .label = label };
    return store_load(&f, out, NULL, w);
}

static void load_parses_or_moves_a_rejected_file_aside(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX], copy[STORE_PATH_MAX];
    path_in(path, f, "data");
    store_warnings w;
    store_warnings_init(&w);
    int out = 0;
    assert_int_equal(load(path, &out, "data", &w), STORE_MISSING);
    assert_true(tu_write(path, "good", 4));
    assert_int_equal(load(path, &out, "data", &w), STORE_OK);
    assert_int_equal(out, 1);
    assert_int_equal(w.n, 0);
    assert_true(tu_write(path, "bad", 3));
    assert_int_equal(load(path, &out, "data", &w), STORE_CORRUPT);
    assert_int_equal(w.n, 1);
    assert_int_equal(tu_count_prefix(f->dir, "data.corrupt-", copy,
                                     sizeof copy), 1);
    char want[3 * STORE_PATH_MAX];
    snprintf(want, sizeof want,
             "data %s is corrupt (starts with b); moved it aside to %s", path,
             copy);
    assert_string_equal(w.line[0], want);
}

static void load_without_label_leaves_a_rejected_file_quietly(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    path_in(path, f, "data");
    store_warnings w;
    store_warnings_init(&w);
    int out = 0;
    assert_true(tu_write(path, "0123456789abcdefX", 17));
    assert_int_equal(load(path, &out, NULL, &w), STORE_CORRUPT);
    assert_int_equal(w.n, 0);
    assert_int_equal(access(path, F_OK), 0);
    /* Too big is corrupt as well, and says so when moved aside. */
    assert_int_equal(load(path, &out, "data", &w), STORE_CORRUPT);
    assert_int_equal(w.n, 1);
    assert_non_null(strstr(w.line[0], "(larger than 16 bytes)"));
    assert_int_equal(access(path, F_OK), -1);
}

static void load_moves_nothing_without_the_lock(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX], lock[STORE_PATH_MAX];
    path_in(path, f, "data");
    path_in(lock, f, "data.lock");
    assert_true(tu_write(path, "bad", 3));
    assert_int_equal(mkdir(lock, 0700), 0); /* so it cannot be locked */
    store_file file = { .path = path, .lock = lock, .cap = 16,
                        .parse = parse_good, .what = "read", .label = "data" };
    store_warnings w;
    store_warnings_init(&w);
    int out = 0;
    assert_int_equal(store_load(&file, &out, NULL, &w), STORE_ERROR);
    assert_int_equal(w.n, 1);
    char want[4 * STORE_PATH_MAX];
    snprintf(want, sizeof want, "data %s is corrupt (starts with b) and "
             "cannot be moved aside: %s: %s", path, lock, strerror(EISDIR));
    assert_string_equal(w.line[0], want);
    assert_int_equal(tu_count_prefix(f->dir, "data.corrupt-", NULL, 0), 0);
    assert_int_equal(access(path, F_OK), 0);
}

/* ------------------------------------------------------- stamps, forget */

static void stamps_tell_versions_apart(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    path_in(path, f, "data");
    store_stamp wrote, read, again, none = { 0 };
    assert_int_equal(store_write_atomic(path, "good", 4, &wrote, "x", NULL),
                     STORE_OK);
    store_file file = { .path = path, .cap = 16, .parse = parse_good,
                        .what = "read" };
    int out = 0;
    assert_int_equal(store_load(&file, &out, &read, NULL), STORE_OK);
    assert_true(store_stamp_same(&wrote, &read));
    /* The same bytes written again are another version. */
    assert_int_equal(store_write_atomic(path, "good", 4, &again, "x", NULL),
                     STORE_OK);
    assert_false(store_stamp_same(&wrote, &again));
    assert_false(store_stamp_same(&none, &none));
    /* Same inode, size and time, other bytes: not the same either. */
    read.hash ^= 1;
    assert_false(store_stamp_same(&wrote, &read));
}

static void forget_removes_only_the_version_it_knew(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX], lock[STORE_PATH_MAX];
    path_in(path, f, "data");
    path_in(lock, f, "data.lock");
    store_file file = { .path = path, .lock = lock, .cap = 16,
                        .what = "cannot remove" };
    store_stamp old, now, none = { 0 };
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(store_write_atomic(path, "v1", 2, &old, "x", NULL),
                     STORE_OK);
    assert_int_equal(store_write_atomic(path, "v2", 2, &now, "x", NULL),
                     STORE_OK);
    assert_int_equal(store_forget(&file, &old, &w), STORE_OK);
    assert_int_equal(store_forget(&file, &none, &w), STORE_OK);
    assert_int_equal(store_forget(&file, NULL, &w), STORE_OK);
    assert_int_equal(access(path, F_OK), 0);
    assert_int_equal(store_forget(&file, &now, &w), STORE_OK);
    assert_int_equal(access(path, F_OK), -1);
    assert_int_equal(store_forget(&file, &now, &w), STORE_OK);
    assert_int_equal(w.n, 0);
    /* A path through a regular file: an error worth a warning. */
    char plain[STORE_PATH_MAX], bad[STORE_PATH_MAX];
    path_in(plain, f, "plain");
    assert_true(tu_write(plain, "x", 1));
    path_in(bad, f, "plain/data");
    file.path = bad;
    assert_int_equal(store_forget(&file, &now, &w), STORE_ERROR);
    assert_int_equal(w.n, 1);
    assert_non_null(strstr(w.line[0], strerror(ENOTDIR)));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
#define T(name) cmocka_unit_test_setup_teardown(name, tu_setup, \
                                                tu_teardown)
        T(state_dir_uses_absolute_xdg_state_home),
        T(state_dir_ignores_empty_or_relative_xdg),
        T(state_dir_fails_without_usable_home),
        T(config_path_follows_xdg_config_home_then_home),
        T(path_too_long_for_buffer_is_refused),
        T(state_dir_too_long_names_the_variable),
        T(state_dir_others_can_write_is_refused),
        T(state_dir_of_another_user_is_refused),
        T(warnings_keep_eight_lines_and_count_the_rest),
        T(warnings_are_one_line_without_control_characters),
        T(mkdirs_creates_missing_parents_with_mode_0700),
        T(mkdirs_under_a_regular_file_fails_with_one_warning),
        T(mkdirs_names_the_component_it_cannot_make),
        T(write_atomic_then_read_gives_the_same_bytes),
        T(write_atomic_replaces_and_leaves_no_temporary),
        T(write_atomic_into_missing_directory_fails_cleanly),
        T(read_missing_file_is_missing_without_warning),
        T(read_longer_than_cap_is_toobig),
        T(read_of_a_directory_is_an_error),
        T(read_of_a_fifo_fails_at_once_instead_of_hanging),
        T(lock_is_exclusive_and_waits_a_bounded_time),
        T(lock_through_a_link_or_of_no_regular_file_is_refused),
        T(quarantine_moves_the_file_aside_with_its_bytes),
        T(quarantine_never_overwrites_an_earlier_copy),
        T(quarantine_of_a_vanished_file_is_quiet),
        T(quarantine_that_cannot_name_the_copy_leaves_the_file),
        T(lines_skip_a_good_header_and_give_each_line),
        T(lines_report_each_fault_and_go_on),
        T(lenient_lines_take_a_last_line_without_newline),
        T(lines_beyond_max_lines_are_bad),
        T(say_line_numbers_the_reason),
        T(load_parses_or_moves_a_rejected_file_aside),
        T(load_without_label_leaves_a_rejected_file_quietly),
        T(load_moves_nothing_without_the_lock),
        T(stamps_tell_versions_apart),
        T(forget_removes_only_the_version_it_knew),
#undef T
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
