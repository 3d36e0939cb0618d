/* Unit tests for saves: the save file format, its limits, and writing,
 * loading and removing saves (corrupt files, unwritable directories). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/saves.h"
#include "app/store.h"
#include "files_testutil.h"

static const char sample_text[] = "hexpuzzle-save 1\n"
                             "game hexmines\n"
                             "params rect:9x9:10:noguess:seed=42\n"
                             "elapsed_ms 12345\n"
                             "first 3,4\n"
                             "note anything:at_all=1\n"
                             "move 0 O3,4\n"
                             "move 1500 F2,2\n"
                             "move 1600 U\n"
                             "move 999999999999 C10,11\n"
                             "end 4\n";

static void sample(saves_game *g)
{
    saves_init(g);
    strcpy(g->game, "hexmines");
    strcpy(g->params, "rect:9x9:10:noguess:seed=42");
    g->elapsed_ms = 12345;
    assert_true(saves_set(g, "first", "3,4"));
    assert_true(saves_set(g, "note", "anything:at_all=1"));
    assert_true(saves_push_move(g, 0, "O3,4"));
    assert_true(saves_push_move(g, 1500, "F2,2"));
    assert_true(saves_push_move(g, 1600, "U"));
    assert_true(saves_push_move(g, INT64_C(999999999999), "C10,11"));
}

static void same_game(const saves_game *a, const saves_game *b)
{
    assert_string_equal(a->game, b->game);
    assert_string_equal(a->params, b->params);
    assert_int_equal(a->elapsed_ms, b->elapsed_ms);
    assert_int_equal(a->nextra, b->nextra);
    for (size_t i = 0; i < a->nextra; i++) {
        assert_string_equal(a->extra[i].key, b->extra[i].key);
        assert_string_equal(a->extra[i].value, b->extra[i].value);
    }
    assert_int_equal(a->nmoves, b->nmoves);
    for (size_t i = 0; i < a->nmoves; i++) {
        assert_int_equal(a->moves[i].t_ms, b->moves[i].t_ms);
        assert_string_equal(a->moves[i].text, b->moves[i].text);
    }
}

/* --------------------------------------------------------------- format */

static void sample_game_formats_to_the_documented_text(void **state)
{
    (void)state;
    saves_game g;
    sample(&g);
    size_t len;
    char *text = saves_format(&g, &len);
    assert_non_null(text);
    assert_string_equal(text, sample_text);
    assert_int_equal(len, strlen(sample_text));
    free(text);
    saves_free(&g);
}

static void parse_then_format_round_trips(void **state)
{
    (void)state;
    saves_game want, got;
    sample(&want);
    char why[STORE_WHY_MAX] = "";
    assert_true(saves_parse(sample_text, strlen(sample_text), &got, why));
    same_game(&want, &got);
    assert_string_equal(saves_get(&got, "first"), "3,4");
    assert_null(saves_get(&got, "second"));
    size_t len;
    char *text = saves_format(&got, &len);
    assert_string_equal(text, sample_text);
    free(text);
    saves_free(&want);
    saves_free(&got);
}

static void a_game_with_no_moves_and_no_keys_round_trips(void **state)
{
    (void)state;
    saves_game g, back;
    saves_init(&g);
    strcpy(g.game, "hextris");
    strcpy(g.params, "9x20:marathon:1:seed=7");
    size_t len;
    char *text = saves_format(&g, &len);
    assert_string_equal(text, "hexpuzzle-save 1\ngame hextris\n"
                              "params 9x20:marathon:1:seed=7\n"
                              "elapsed_ms 0\nend 0\n");
    assert_true(saves_parse(text, len, &back, NULL));
    same_game(&g, &back);
    free(text);
    saves_free(&back);
}

static void a_large_game_round_trips(void **state)
{
    (void)state;
    saves_game g, back;
    saves_init(&g);
    strcpy(g.game, "hextris");
    strcpy(g.params, "p");
    static const char *const texts[] = { "L", "R", "CW", "CCW", "SOFT",
                                         "DROP", "HOLD", "PAUSE", "RESUME",
                                         "TICK" };
    for (int64_t i = 0; i < 200000; i++)
        assert_true(saves_push_move(&g, i * 7, texts[i % 10]));
    size_t len;
    char *text = saves_format(&g, &len);
    assert_non_null(text);
    assert_true(saves_parse(text, len, &back, NULL));
    same_game(&g, &back);
    free(text);
    saves_free(&g);
    saves_free(&back);
}

static void setters_refuse_what_the_format_cannot_hold(void **state)
{
    (void)state;
    saves_game g;
    saves_init(&g);
    assert_false(saves_push_move(&g, 0, ""));
    assert_false(saves_push_move(&g, 0, "O 3"));
    assert_false(saves_push_move(&g, 0, "O3;4"));
    assert_false(saves_push_move(&g, 0, "ABCDEFGHIJKLMNOP")); /* 16 */
    assert_true(saves_push_move(&g, 0, "ABCDEFGHIJKLMNO"));   /* 15 */
    assert_false(saves_push_move(&g, -1, "L"));
    assert_false(saves_push_move(&g, INT64_C(1000000000000), "L"));
    assert_int_equal(g.nmoves, 1);
    assert_false(saves_set(&g, "move", "1"));
    assert_false(saves_set(&g, "game", "x"));
    assert_false(saves_set(&g, "Key", "x"));
    assert_false(saves_set(&g, "1key", "x"));
    assert_false(saves_set(&g, "key", "two words"));
    assert_false(saves_set(&g, "key", ""));
    assert_true(saves_set(&g, "key", "v1"));
    assert_true(saves_set(&g, "key", "v2"));
    assert_int_equal(g.nextra, 1);
    assert_string_equal(saves_get(&g, "key"), "v2");
    for (int i = 1; i < SAVES_EXTRA_MAX; i++) {
        char k[16];
        snprintf(k, sizeof k, "k%d", i);
        assert_true(saves_set(&g, k, "v"));
    }
    assert_false(saves_set(&g, "onemore", "v"));
    saves_free(&g);
}

static void move_limit_is_one_million(void **state)
{
    (void)state;
    saves_game g;
    saves_init(&g);
    for (int i = 0; i < SAVES_MOVES_MAX; i++)
        if (!saves_push_move(&g, 0, "L"))
            fail_msg("move %d refused", i);
    assert_false(saves_push_move(&g, 0, "L"));
    assert_int_equal(g.nmoves, SAVES_MOVES_MAX);
    saves_free(&g);
}

/* The params line holds a level from a file whole (SAVES_PARAMS_MAX
 * characters); one character more, or another value that long, is
 * refused with its line named. */
static void the_longest_params_round_trip_and_longer_are_refused(void **state)
{
    (void)state;
    static char text[2 * SAVES_PARAMS_LINE_MAX + 128], params[SAVES_PARAMS_MAX + 2];
    memset(params, 'p', SAVES_PARAMS_MAX);
    params[SAVES_PARAMS_MAX] = '\0';
    saves_game g, back;
    saves_init(&g);
    snprintf(g.game, sizeof g.game, "hexcells");
    memcpy(g.params, params, SAVES_PARAMS_MAX + 1);
    assert_true(saves_push_move(&g, 5, "B3,4"));
    size_t len;
    char *out = saves_format(&g, &len);
    assert_non_null(out);
    char why[STORE_WHY_MAX] = "";
    assert_true(saves_parse(out, len, &back, why));
    assert_string_equal(back.params, params);
    free(out);
    saves_free(&back);
    saves_free(&g);
    strcat(params, "p");
    snprintf(text, sizeof text, "hexpuzzle-save 1\ngame hexcells\nparams %s\nelapsed_ms 1\nend 0\n",
             params);
    assert_false(saves_parse(text, strlen(text), &g, why));
    assert_non_null(strstr(why, "line 3: "));
    assert_null(strchr(why, '\n'));
    params[SAVES_VALUE_MAX + 1] = '\0';
    snprintf(text, sizeof text, "hexpuzzle-save 1\ngame hexcells\nparams p\nelapsed_ms 1\nkey %s\nend 0\n",
             params);
    assert_false(saves_parse(text, strlen(text), &g, why));
    assert_non_null(strstr(why, "line 5: "));
}

static const char *const bad_files[][2] = {
    { "", "empty file" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms 1\n",
      "no end line" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms 1\nend 0",
      "line 5: no newline" },
    { "hexpuzzle-save 2\n", "line 1: not a hexpuzzle-save 1" },
    { "hexpuzzle-save 1\nparams p\n", "line 2: expected 'game'" },
    { "hexpuzzle-save 1\ngame Hexmines\n", "line 2: bad game" },
    { "hexpuzzle-save 1\ngame hexmines\nelapsed_ms 1\n",
      "line 3: expected 'params'" },
    { "hexpuzzle-save 1\ngame hexmines\nparams a b\n", "line 3: bad params" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms -1\n",
      "line 4: bad elapsed_ms" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms 1\nend 1\n",
      "line 5: end line" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms 1\n"
      "move 1 L\nkey v\nend 1\n", "line 6: a key after the moves" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms 1\n"
      "key v\nkey w\nend 0\n", "line 6: a key appears twice" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms 1\n"
      "move 1 O3;4\nend 1\n", "line 5: bad move text" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms 1\n"
      "move 01 L\nend 1\n", "line 5: bad move time" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms 1\n"
      "move 1 L R\nend 1\n", "line 5: bad move text" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms 1\n"
      "move 1\nend 1\n", "line 5: bad move time" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms 1\n"
      "lonely\nend 0\n", "line 5: expected 'KEY VALUE'" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms 1\n"
      "key v\r\nend 0\n", "line 5: bad key or value" },
    { "hexpuzzle-save 1\ngame hexmines\nparams p\nelapsed_ms 1\nend 0\n\n",
      "line 6: text after the end" },
};

static void malformed_files_are_refused_with_a_reason(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_files / sizeof *bad_files; i++) {
        saves_game g;
        char why[STORE_WHY_MAX] = "";
        bool ok = saves_parse(bad_files[i][0], strlen(bad_files[i][0]), &g,
                              why);
        if (ok || strncmp(why, bad_files[i][1], strlen(bad_files[i][1]))) {
            print_message("case %zu: ok=%d why='%s', wanted '%s'\n", i, ok,
                          why, bad_files[i][1]);
            fail();
        }
        assert_null(g.moves);
        assert_int_equal(g.nmoves, 0);
    }
}

/* ---------------------------------------------------------------- files */

static void write_load_remove_in_a_directory(void **state)
{
    tu_fixture *f = *state;
    char dir[STORE_PATH_MAX], path[2 * STORE_PATH_MAX];
    snprintf(dir, sizeof dir, "%s/new/hexpuzzle", f->dir);
    snprintf(path, sizeof path, "%s/hexmines.save", dir);
    saves_game g, back;
    sample(&g);
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(saves_load(dir, "hexmines", &back, &w), SAVES_NONE);
    assert_int_equal(saves_write(dir, &g, &w), STORE_OK);
    char *text = tu_read(path, NULL);
    assert_string_equal(text, sample_text);
    free(text);
    assert_int_equal(saves_load(dir, "hexmines", &back, &w), SAVES_FOUND);
    same_game(&g, &back);
    saves_free(&back);
    assert_int_equal(saves_load(dir, "hextris", &back, &w), SAVES_NONE);
    assert_int_equal(saves_remove(dir, "hexmines", &w), STORE_OK);
    assert_int_equal(access(path, F_OK), -1);
    assert_int_equal(saves_remove(dir, "hexmines", &w), STORE_OK);
    assert_int_equal(saves_load(dir, "hexmines", &back, &w), SAVES_NONE);
    assert_int_equal(w.n, 0);
    saves_free(&g);
}

static void default_directory_follows_xdg_state_home(void **state)
{
    tu_fixture *f = *state;
    setenv("XDG_STATE_HOME", f->dir, 1);
    saves_game g, back;
    sample(&g);
    assert_int_equal(saves_write(NULL, &g, NULL), STORE_OK);
    char path[STORE_PATH_MAX];
    snprintf(path, sizeof path, "%s/hexpuzzle/hexmines.save", f->dir);
    assert_int_equal(access(path, F_OK), 0);
    assert_int_equal(saves_load(NULL, "hexmines", &back, NULL), SAVES_FOUND);
    same_game(&g, &back);
    saves_free(&g);
    saves_free(&back);
}

static void corrupt_save_is_moved_aside_with_its_bytes(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX], copy[STORE_PATH_MAX];
    /* Truncated mid-line, a line boundary cut (no end), another game's. */
    size_t cut = strlen(sample_text) - 20;
    const char *const bad[] = { sample_text, sample_text,
                                "hexpuzzle-save 1\ngame hextris\nparams p\n"
                                "elapsed_ms 0\nend 0\n" };
    const size_t lens[] = { cut, strlen(sample_text) - 6, strlen(bad[2]) };
    const char *const reasons[] = { "no newline at the end", "no end line",
                                    "it belongs to hextris" };
    for (size_t i = 0; i < 3; i++) {
        assert_true(tu_fresh_file(f->dir, "hexmines.save", bad[i], lens[i],
                                  path, sizeof path));
        store_warnings w;
        store_warnings_init(&w);
        saves_game g;
        assert_int_equal(saves_load(f->dir, "hexmines", &g, &w), SAVES_BAD);
        assert_null(g.moves);
        assert_int_equal(w.n, 1);
        assert_int_equal(tu_count_prefix(f->dir, "hexmines.save.corrupt-",
                                         copy, sizeof copy), 1);
        char want[3 * STORE_PATH_MAX];
        snprintf(want, sizeof want, "saved game %s is corrupt (", path);
        assert_int_equal(strncmp(w.line[0], want, strlen(want)), 0);
        assert_non_null(strstr(w.line[0], reasons[i]));
        assert_non_null(strstr(w.line[0], copy));
        size_t len;
        char *kept = tu_read(copy, &len);
        assert_int_equal(len, lens[i]);
        assert_memory_equal(kept, bad[i], len);
        free(kept);
        assert_int_equal(access(path, F_OK), -1);
        /* The next start finds nothing to resume, quietly. */
        store_warnings_init(&w);
        assert_int_equal(saves_load(f->dir, "hexmines", &g, &w), SAVES_NONE);
        assert_int_equal(w.n, 0);
    }
}

static void unwritable_state_directory_warns_without_crashing(void **state)
{
    tu_fixture *f = *state;
    char file[STORE_PATH_MAX];
    snprintf(file, sizeof file, "%s/file-not-dir", f->dir);
    assert_true(tu_write(file, "x", 1));
    setenv("XDG_STATE_HOME", file, 1);
    saves_game g, back;
    sample(&g);
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(saves_write(NULL, &g, &w), STORE_ERROR);
    assert_int_equal(w.n, 1);
    char want[3 * STORE_PATH_MAX];
    snprintf(want, sizeof want, "cannot save the game: %s/hexpuzzle: %s",
             file, strerror(ENOTDIR));
    assert_string_equal(w.line[0], want);
    assert_int_equal(saves_load(NULL, "hexmines", &back, &w), SAVES_BAD);
    assert_int_equal(w.n, 2);
    assert_int_equal(strncmp(w.line[1], "cannot read the saved game: ", 28),
                     0);
    assert_int_equal(saves_remove(NULL, "hexmines", &w), STORE_ERROR);
    assert_int_equal(w.n, 3);
    saves_free(&g);
}

static void write_in_another_process(const char *dir, const saves_game *g);

static void save_whose_place_is_taken_by_a_directory_warns(void **state)
{
    /* A directory where this process's save belongs makes the rename fail
     * for root too, unlike a mode 0500 directory; with no free place left
     * the save fails with a warning and touches nothing. */
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX], name[32];
    saves_game g;
    sample(&g);
    store_warnings w;
    store_warnings_init(&w);
    for (int k = 1; k <= SAVES_SLOTS; k++) {
        if (k == 1)
            snprintf(name, sizeof name, "hexmines.save");
        else
            snprintf(name, sizeof name, "hexmines.%d.save", k);
        assert_true(tu_path(path, sizeof path, f->dir, name));
        assert_int_equal(mkdir(path, 0700), 0);
    }
    assert_int_equal(saves_write(f->dir, &g, &w), STORE_ERROR);
    assert_int_equal(w.n, 1);
    assert_string_equal(w.line[0], "cannot save the game: 9 saved hexmines games are there "
                                   "already (resume one, or decline it)");
    assert_int_equal(tu_count_prefix(f->dir, "hexmines.save.tmp-", NULL, 0), 0);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
    /* One place free: the save goes there, beside what is not a save. */
    assert_int_equal(rmdir(path), 0);
    assert_int_equal(saves_write(f->dir, &g, &w), STORE_OK);
    assert_int_equal(stat(path, &st), 0);
    assert_true(S_ISREG(st.st_mode));
    saves_free(&g);
}

/* Two hexpuzzles playing hexmines at once: the second to quit does not
 * replace the first one's save, the newest is offered first, and each
 * removes only its own. */
static void two_processes_keep_both_saves_newest_first(void **state)
{
    tu_fixture *f = *state;
    char first[STORE_PATH_MAX], second[STORE_PATH_MAX];
    assert_true(tu_path(first, sizeof first, f->dir, "hexmines.save"));
    assert_true(tu_path(second, sizeof second, f->dir, "hexmines.2.save"));
    saves_game mine, theirs, back;
    sample(&mine);
    sample(&theirs);
    theirs.elapsed_ms = 99;
    write_in_another_process(f->dir, &theirs);
    struct timespec pause = { 0, 20 * 1000 * 1000 };
    nanosleep(&pause, NULL);
    assert_int_equal(saves_write(f->dir, &mine, NULL), STORE_OK);
    assert_int_equal(access(first, F_OK), 0);
    assert_int_equal(access(second, F_OK), 0);
    /* Saved again: into its own place, not a third. */
    mine.elapsed_ms = 7;
    assert_int_equal(saves_write(f->dir, &mine, NULL), STORE_OK);
    assert_int_equal(tu_count_prefix(f->dir, "hexmines.3.", NULL, 0), 0);
    assert_int_equal(saves_load(f->dir, "hexmines", &back, NULL), SAVES_FOUND);
    same_game(&mine, &back);
    saves_free(&back);
    assert_int_equal(saves_remove(f->dir, "hexmines", NULL), STORE_OK);
    assert_int_equal(access(second, F_OK), -1);
    assert_int_equal(saves_load(f->dir, "hexmines", &back, NULL), SAVES_FOUND);
    same_game(&theirs, &back);
    saves_free(&back);
    /* Resumed here, then that save replaced by another hexpuzzle: this
     * one's next save goes beside it. */
    write_in_another_process(f->dir, &theirs);
    assert_int_equal(saves_write(f->dir, &mine, NULL), STORE_OK);
    assert_int_equal(access(second, F_OK), 0);
    assert_int_equal(saves_load(f->dir, "hexmines", &back, NULL), SAVES_FOUND);
    same_game(&mine, &back);
    saves_free(&back);
    saves_free(&mine);
    saves_free(&theirs);
}

/* ----------------------------------------------------------------- lock */

typedef struct {
    const char *dir;
    const char *path;   /* the save */
    const char *text;   /* what to put there under the lock, or NULL */
    bool present;       /* whether the save should be there meanwhile */
} lock_job;

/* Checks that nobody touched the save while the lock was held, then
 * (optionally) writes a new one as a locked writer would. */
static bool check_then_write(const void *arg)
{
    const lock_job *j = arg;
    if ((access(j->path, F_OK) == 0) != j->present ||
        tu_count_prefix(j->dir, "hexmines.save.corrupt-", NULL, 0) != 0)
        return false;
    char tmp[STORE_PATH_MAX];
    return !j->text ||
           (tu_path(tmp, sizeof tmp, j->dir, "new") &&
            tu_write(tmp, j->text, strlen(j->text)) &&
            rename(tmp, j->path) == 0);
}

/* Paths for the lock tests: the save, its lock, the child's flag. */
static void lock_paths(const tu_fixture *f, char *path, char *lock,
                       char *flag)
{
    assert_true(tu_path(path, STORE_PATH_MAX, f->dir, "hexmines.save"));
    assert_true(tu_path(lock, STORE_PATH_MAX, f->dir, "hexmines.save.lock"));
    assert_true(tu_path(flag, STORE_PATH_MAX, f->dir, "flag"));
}

static void write_waits_for_the_lock(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX], lock[STORE_PATH_MAX], flag[STORE_PATH_MAX];
    lock_paths(f, path, lock, flag);
    lock_job job = { f->dir, path, NULL, false };
    pid_t pid = tu_hold_lock(lock, flag, 400, check_then_write, &job);
    saves_game g;
    sample(&g);
    assert_int_equal(saves_write(f->dir, &g, NULL), STORE_OK);
    assert_true(tu_child_ok(pid));
    assert_int_equal(access(path, F_OK), 0);
    saves_free(&g);
}

static void remove_waits_for_the_lock(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX], lock[STORE_PATH_MAX], flag[STORE_PATH_MAX];
    lock_paths(f, path, lock, flag);
    saves_game g;
    sample(&g);
    assert_int_equal(saves_write(f->dir, &g, NULL), STORE_OK);
    lock_job job = { f->dir, path, NULL, true };
    pid_t pid = tu_hold_lock(lock, flag, 400, check_then_write, &job);
    assert_int_equal(saves_remove(f->dir, "hexmines", NULL), STORE_OK);
    assert_true(tu_child_ok(pid));
    assert_int_equal(access(path, F_OK), -1);
    saves_free(&g);
}

/* A save that reads as corrupt may be one a writer is replacing at that
 * moment: it is read again under the lock, and only moved aside if it is
 * still corrupt then. */
static void corrupt_save_is_read_again_under_the_lock(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX], lock[STORE_PATH_MAX], flag[STORE_PATH_MAX];
    lock_paths(f, path, lock, flag);
    assert_true(tu_write(path, "hexpuzzle-save 1\ngame hexm", 27));
    lock_job job = { f->dir, path, sample_text, true };
    pid_t pid = tu_hold_lock(lock, flag, 400, check_then_write, &job);
    store_warnings w;
    store_warnings_init(&w);
    saves_game g, want;
    assert_int_equal(saves_load(f->dir, "hexmines", &g, &w), SAVES_FOUND);
    assert_true(tu_child_ok(pid));
    assert_int_equal(w.n, 0);
    sample(&want);
    same_game(&want, &g);
    assert_int_equal(tu_count_prefix(f->dir, "hexmines.save.corrupt-", NULL,
                                     0), 0);
    saves_free(&g);
    saves_free(&want);
}

/* Another process writes the save; this one then forgets its own. */
static void write_in_another_process(const char *dir, const saves_game *g)
{
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0)
        _exit(saves_write(dir, g, NULL) == STORE_OK ? 0 : 1);
    assert_true(tu_child_ok(pid));
}

static void remove_keeps_a_save_that_another_process_wrote_since(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    assert_true(tu_path(path, sizeof path, f->dir, "hexmines.save"));
    saves_game mine, theirs, back;
    sample(&mine);
    sample(&theirs);
    theirs.elapsed_ms = 99;
    /* Written here, then replaced by another game: that one stays. */
    assert_int_equal(saves_write(f->dir, &mine, NULL), STORE_OK);
    write_in_another_process(f->dir, &theirs);
    assert_int_equal(saves_remove(f->dir, "hexmines", NULL), STORE_OK);
    assert_int_equal(saves_load(f->dir, "hexmines", &back, NULL), SAVES_FOUND);
    same_game(&theirs, &back);
    saves_free(&back);
    /* Loaded here (so now known), then replaced by the very same bytes:
     * still another version, still theirs. */
    write_in_another_process(f->dir, &theirs);
    assert_int_equal(saves_remove(f->dir, "hexmines", NULL), STORE_OK);
    assert_int_equal(access(path, F_OK), 0);
    /* The version this process loaded last is the one it may remove. */
    assert_int_equal(saves_load(f->dir, "hexmines", &back, NULL), SAVES_FOUND);
    assert_int_equal(saves_remove(f->dir, "hexmines", NULL), STORE_OK);
    assert_int_equal(access(path, F_OK), -1);
    saves_free(&back);
    saves_free(&mine);
    saves_free(&theirs);
}

static void remove_keeps_a_save_this_process_never_saw(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    assert_true(tu_path(path, sizeof path, f->dir, "hexmines.save"));
    assert_true(tu_write(path, sample_text, strlen(sample_text)));
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(saves_remove(f->dir, "hexmines", &w), STORE_OK);
    assert_int_equal(w.n, 0);
    assert_int_equal(access(path, F_OK), 0);
}

/* -------------------------------------------------------- temporaries */

/* The entries of a_write_removes_stale_temporaries...: name, age in
 * seconds, and whether a write into the directory removes it. */
static const struct {
    const char *name;
    long age;
    bool gone;
} temporaries[] = {
    { "hexmines.save.tmp-Ab12Cd", 120, true },
    { "hextris.save.tmp-zz9900", 61 * 60, true },
    { "scores.tmp-XyZ789", 3600, true },
    { "scores.tmp-Fresh1", 0, false },           /* a live writer's */
    { "hextris.save.tmp-Young1", 30, false },
    { "notes.tmp-Ab12Cd", 120, false },          /* not our file's */
    { "Hexmines.save.tmp-Ab12Cd", 120, false },
    { "hexmines.save.tmp-Ab12C", 120, false },   /* not mkstemp's */
    { "hexmines.save.tmp-Ab12Cde", 120, false },
    { "scores.tmp-Ab.2Cd", 120, false },
    { "scores", 120, false },
    { "scores.lock", 120, false },
    { "hexmines.save.corrupt-1700000000", 120, false },
};

static void a_write_removes_stale_temporaries_of_our_files_only(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    size_t n = sizeof temporaries / sizeof *temporaries;
    for (size_t i = 0; i < n; i++) {
        assert_true(tu_path(path, sizeof path, f->dir, temporaries[i].name));
        assert_true(tu_write(path, "x", 1));
        assert_true(tu_age(path, temporaries[i].age));
    }
    /* Not regular files, or not the user's: left alone however old. */
    char target[STORE_PATH_MAX], link[STORE_PATH_MAX], dir[STORE_PATH_MAX];
    char other[STORE_PATH_MAX];
    assert_true(tu_path(target, sizeof target, f->dir, "target"));
    assert_true(tu_write(target, "x", 1));
    assert_true(tu_age(target, 120));
    assert_true(tu_path(link, sizeof link, f->dir, "scores.tmp-Link12"));
    assert_int_equal(symlink(target, link), 0);
    assert_true(tu_age(link, 120));
    assert_true(tu_path(dir, sizeof dir, f->dir, "scores.tmp-Dir123"));
    assert_int_equal(mkdir(dir, 0700), 0);
    assert_true(tu_age(dir, 120));
    assert_true(tu_path(other, sizeof other, f->dir, "scores.tmp-Other1"));
    assert_true(tu_write(other, "x", 1));
    /* Only root can give a file away; anyone else's stays their own, and
     * then it goes like the others. */
    bool given = chown(other, geteuid() + 4242, (gid_t)-1) == 0;
    assert_true(tu_age(other, 120));

    saves_game g;
    sample(&g);
    assert_int_equal(saves_write(f->dir, &g, NULL), STORE_OK);
    saves_free(&g);
    for (size_t i = 0; i < n; i++) {
        assert_true(tu_path(path, sizeof path, f->dir, temporaries[i].name));
        if ((access(path, F_OK) != 0) != temporaries[i].gone)
            fail_msg("%s: %s", temporaries[i].name,
                     temporaries[i].gone ? "kept" : "removed");
    }
    struct stat st;
    assert_int_equal(lstat(link, &st), 0);
    assert_int_equal(access(target, F_OK), 0);
    assert_int_equal(access(dir, F_OK), 0);
    assert_int_equal(access(other, F_OK) == 0, given);
}

static void invalid_game_is_not_written(void **state)
{
    tu_fixture *f = *state;
    saves_game g;
    sample(&g);
    strcpy(g.params, "has space");
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(saves_write(f->dir, &g, &w), STORE_ERROR);
    assert_string_equal(w.line[0], "cannot save the game: bad params");
    strcpy(g.params, "ok");
    strcpy(g.game, "../evil");
    assert_int_equal(saves_write(f->dir, &g, &w), STORE_ERROR);
    assert_string_equal(w.line[1], "cannot save the game: bad game name");
    assert_int_equal(tu_count_prefix(f->dir, "", NULL, 0), 2); /* . .. */
    saves_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
#define T(name) cmocka_unit_test_setup_teardown(name, tu_setup, \
                                                tu_teardown)
        T(sample_game_formats_to_the_documented_text),
        T(parse_then_format_round_trips),
        T(a_game_with_no_moves_and_no_keys_round_trips),
        T(a_large_game_round_trips),
        T(setters_refuse_what_the_format_cannot_hold),
        T(move_limit_is_one_million),
        T(the_longest_params_round_trip_and_longer_are_refused),
        T(malformed_files_are_refused_with_a_reason),
        T(write_load_remove_in_a_directory),
        T(default_directory_follows_xdg_state_home),
        T(corrupt_save_is_moved_aside_with_its_bytes),
        T(unwritable_state_directory_warns_without_crashing),
        T(save_whose_place_is_taken_by_a_directory_warns),
        T(two_processes_keep_both_saves_newest_first),
        T(write_waits_for_the_lock),
        T(remove_waits_for_the_lock),
        T(corrupt_save_is_read_again_under_the_lock),
        T(remove_keeps_a_save_that_another_process_wrote_since),
        T(remove_keeps_a_save_this_process_never_saw),
        T(a_write_removes_stale_temporaries_of_our_files_only),
        T(invalid_game_is_not_written),
#undef T
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
