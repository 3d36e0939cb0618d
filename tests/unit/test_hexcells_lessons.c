/* The next level that teaches, as the menu offers it: the first shipped
 * level the player's own score tables do not show won, then the next
 * once it is won, and none when all are. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "files_testutil.h"

#include "app/hexcells_lessons.h"
#include "app/scores.h"
#include "games/hexcells/hexcells_file.h"
#include "session/hexcells_level.h"
#include "session/hexcells_session.h"

/* A won result in the seeded table level file path ranks in. */
static void win(const char *path)
{
    static char text[HC_EXPORT_MAX + 1];
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    hc_puzzle z;
    char err[HC_MSG_MAX], params[SESSION_PARAMS], category[SESSION_PARAMS];
    assert_true(hc_parse(text, n, &z, err, sizeof err));
    assert_true(hexcells_level_pack(&z, params, sizeof params));
    assert_true(session_hexcells.category(params, category, sizeof category));
    scores_result r = { .game = &session_hexcells, .outcome = SCORES_WON, .figure = 60000,
                        .date = (int64_t)time(NULL) };
    assert_true(scores_category_seeded(r.category, sizeof r.category, category));
    store_warnings w;
    store_warnings_init(&w);
    int rank;
    scores_record(NULL, &r, &rank, NULL, &w);
    assert_int_equal(w.n, 0);
}

static void test_the_next_lesson_is_the_first_not_won(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    assert_non_null(dir);
    setenv("XDG_STATE_HOME", dir, 1);
    glob_t files;
    assert_int_equal(glob("levels/hexcells/*.hexcells", 0, NULL, &files), 0);
    char path[4096], title[HC_TEXT_MAX];
    for (size_t i = 0; i < files.gl_pathc; i++) {
        assert_true(hexcells_next_lesson(path, sizeof path, title, sizeof title));
        /* The installed levels are the source tree's, where they are. */
        const char *base = strrchr(files.gl_pathv[i], '/');
        assert_string_equal(strrchr(path, '/'), base);
        win(files.gl_pathv[i]);
    }
    assert_false(hexcells_next_lesson(path, sizeof path, title, sizeof title));
    globfree(&files);
    tu_rm_tree(dir);
    free(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_next_lesson_is_the_first_not_won),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
