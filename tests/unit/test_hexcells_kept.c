/* Unit tests for the hexcells editor's kept edits: kept and read back as
 * the level, one place for a file however it is named and another for
 * another file, dropped once, and a copy that is no level refused and
 * left where it is. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/hexcells_kept.h"
#include "games/hexcells/hexcells_edit.h"
#include "games/hexcells/hexcells_file.h"
#include "files_testutil.h"

/* The kept files in the fixture's state directory: how many, and the
 * name of the last into name. */
static int kept_files(const tu_fixture *f, char *name, size_t cap)
{
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s/state/hexpuzzle/hexcells-edits", f->dir);
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d)) != NULL;)
        if (strlen(e->d_name) > 9 && strcmp(e->d_name + strlen(e->d_name) - 9, ".hexcells") == 0) {
            snprintf(name, cap, "%s", e->d_name);
            n++;
        }
    if (d)
        closedir(d);
    return n;
}

/* A small level as the editor holds it: a blue cell and a black one. */
static hc_edit *small_level(void)
{
    hc_edit *e = hc_edit_new(NULL, 15, 9);
    assert_non_null(e);
    assert_true(hc_edit_blue(e, hc_index(3, 3)));
    assert_true(hc_edit_black(e, hc_index(3, 4)));
    assert_true(hc_edit_set_text(e, HC_TEXT_TITLE, "Kept"));
    return e;
}

/* Where the tests began: each goes back there, passed or failed, before
 * its scratch directory goes. */
static char start_cwd[PATH_MAX];

static int teardown(void **state)
{
    if (chdir(start_cwd) != 0)
        return -1;
    return tu_teardown(state);
}

static void in_the_fixture(const tu_fixture *f)
{
    char state[PATH_MAX], work[PATH_MAX];
    snprintf(state, sizeof state, "%s/state", f->dir);
    snprintf(work, sizeof work, "%s/work", f->dir);
    assert_int_equal(setenv("XDG_STATE_HOME", state, 1), 0);
    assert_int_equal(mkdir(work, 0700), 0);
    assert_int_equal(chdir(work), 0);
}

static void kept_edits_read_back_as_the_level_under_one_name(void **state)
{
    tu_fixture *f = *state;
    in_the_fixture(f);
    hc_edit *e = small_level();
    store_warnings w;
    store_warnings_init(&w);
    hc_puzzle *got = malloc(2 * sizeof *got);
    assert_non_null(got);
    assert_int_equal(hexcells_kept_read("lvl.hexcells", &got[0], &w), STORE_MISSING);
    assert_int_equal(hexcells_kept_write("lvl.hexcells", hc_edit_puzzle(e), &w), STORE_OK);
    assert_int_equal(w.n, 0);
    char name[NAME_MAX + 1] = "", again[NAME_MAX + 1] = "";
    assert_int_equal(kept_files(f, name, sizeof name), 1);
    assert_int_equal(strlen(name), 64 + strlen(".hexcells"));
    /* Read back, it is the level the editor would save. */
    char why[HC_MSG_MAX];
    assert_true(hc_edit_level(e, &got[1], why));
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/work/./lvl.hexcells", f->dir);
    const char *names[] = { "lvl.hexcells", "./lvl.hexcells", path, "../work/lvl.hexcells" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        assert_int_equal(hexcells_kept_read(names[i], &got[0], &w), STORE_OK);
        assert_true(hc_puzzle_equal(&got[0], &got[1]));
    }
    /* Another file's edits are kept apart. */
    assert_int_equal(hexcells_kept_read("lvl2.hexcells", &got[0], &w), STORE_MISSING);
    assert_int_equal(hexcells_kept_write("../lvl.hexcells", hc_edit_puzzle(e), &w), STORE_OK);
    assert_int_equal(kept_files(f, again, sizeof again), 2);
    /* Dropped once: gone, and a second drop is no error. */
    assert_int_equal(hexcells_kept_drop("./lvl.hexcells", &w), STORE_OK);
    assert_int_equal(hexcells_kept_read("lvl.hexcells", &got[0], &w), STORE_MISSING);
    assert_int_equal(hexcells_kept_drop("lvl.hexcells", &w), STORE_OK);
    assert_int_equal(hexcells_kept_read("../lvl.hexcells", &got[0], &w), STORE_OK);
    assert_int_equal(w.n, 0);
    free(got);
    hc_edit_free(e);
}

static void a_kept_copy_that_is_no_level_is_refused_and_stays(void **state)
{
    tu_fixture *f = *state;
    in_the_fixture(f);
    hc_edit *e = small_level();
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(hexcells_kept_write("lvl.hexcells", hc_edit_puzzle(e), &w), STORE_OK);
    char name[NAME_MAX + 1], path[PATH_MAX];
    assert_int_equal(kept_files(f, name, sizeof name), 1);
    snprintf(path, sizeof path, "%s/state/hexpuzzle/hexcells-edits/%s", f->dir, name);
    assert_true(tu_write(path, "Hexcells level v1\nnot a level\n", 30));
    hc_puzzle *got = malloc(sizeof *got);
    assert_non_null(got);
    assert_int_equal(hexcells_kept_read("lvl.hexcells", got, &w), STORE_CORRUPT);
    assert_int_equal(w.n, 1);
    assert_non_null(strstr(w.line[0], "cannot read the kept edits"));
    assert_int_equal(kept_files(f, name, sizeof name), 1);
    free(got);
    hc_edit_free(e);
}

int main(void)
{
    if (!getcwd(start_cwd, sizeof start_cwd))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(kept_edits_read_back_as_the_level_under_one_name, tu_setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(a_kept_copy_that_is_no_level_is_refused_and_stays,
                                        tu_setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
