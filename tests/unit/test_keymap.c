/* Unit tests for the key table: the shared jobs keep their keys in every
 * game, no game's keys clash, key names read back, and the help names
 * every job with its keys. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "app/games.h"
#include "tui/keymap.h"
#include "tui/term.h"

static void no_game_has_a_key_for_two_jobs(void **state)
{
    (void)state;
    const key_game *kg;
    for (int t = 0; (kg = app_key_game(t)) != NULL; t++) {
        keymap m;
        keymap_init(&m, kg);
        int a, b, key;
        if (keymap_clash(&m, &a, &b, &key))
            fail_msg("%s: key %d does jobs %d and %d", kg->game, key, a, b);
    }
}

/* The jobs every game has are done with the same keys in every game. */
static void shared_jobs_have_the_same_keys_in_every_game(void **state)
{
    (void)state;
    const key_shared everywhere[] = { KEY_HELP, KEY_QUIT, KEY_PAUSE, KEY_UNDO, KEY_NEW,
                                      KEY_DRAWING, KEY_HINT };
    for (int g = 0; app_games[g]; g++) {
        const key_game *kg = app_games[g]->keys;
        for (size_t i = 0; i < sizeof everywhere / sizeof everywhere[0]; i++)
            if (!keymap_job(kg, everywhere[i]))
                fail_msg("%s has no %s", kg->game, keymap_shared(everywhere[i])->name);
        keymap m;
        keymap_init(&m, kg);
        for (int j = 0; j < KEY_SHARED; j++) {
            if (!keymap_job(kg, j))
                continue;
            const key_job *t = keymap_shared((key_shared)j);
            for (int k = 0; k < KEYMAP_KEYS; k++)
                if (m.keys[j][k] != t->keys[k])
                    fail_msg("%s: %s's keys are not the table's", kg->game, t->name);
        }
    }
    assert_int_equal(keymap_shared(KEY_UNDO)->keys[0], 'U');
    assert_int_equal(keymap_shared(KEY_DRAWING)->keys[0], 's');
    assert_int_equal(keymap_shared(KEY_HINT)->keys[0], 'i');
}

static void key_names_read_back(void **state)
{
    (void)state;
    for (int key = 1; key < TK_FOCUS_OUT; key++) {
        if (key == 0x80)
            key = TK_UP;
        char name[KEYMAP_NAME_MAX];
        int back;
        if (!keymap_key_name(key, name))
            continue;
        assert_true(keymap_key_parse(name, strlen(name), &back));
        assert_int_equal(back, key);
    }
    int key;
    assert_true(keymap_key_parse("Space", 5, &key));
    assert_int_equal(key, ' ');
    assert_true(keymap_key_parse("#", 1, &key));
    assert_int_equal(key, '#');
    assert_false(keymap_key_parse("space", 5, &key));
    assert_false(keymap_key_parse("Ctrl-X", 6, &key));
    assert_false(keymap_key_parse("", 0, &key));
    assert_false(keymap_key_parse("\x01", 1, &key));
}

/* Every job of every key table (the hexcells editor's too) is in its
 * help with its first key, and the lines fit an 80-column screen inside a
 * box. */
static void the_help_names_every_job_with_its_keys(void **state)
{
    (void)state;
    const key_game *kg;
    for (int t = 0; (kg = app_key_game(t)) != NULL; t++) {
        keymap m;
        keymap_init(&m, kg);
        char lines[KEY_SHARED + KEYMAP_OWN_MAX][KEYMAP_HELP_WIDTH];
        int n = keymap_help(&m, lines, KEY_SHARED + KEYMAP_OWN_MAX, 76);
        for (int i = 0; i < n; i++)
            assert_true(strlen(lines[i]) <= 70);
        for (int j = 0; j < keymap_jobs(kg); j++) {
            if (!keymap_job(kg, j))
                continue;
            char key[KEYMAP_NAME_MAX], want[80];
            snprintf(want, sizeof want, "%-11s %s", keymap_first(&m, j, key),
                     keymap_does(kg, j));
            /* The first key begins the entry; more keys may follow it. */
            bool found = false;
            for (int i = 0; i < n && !found; i++) {
                const char *at = strstr(lines[i], keymap_does(kg, j));
                const char *k = strstr(lines[i], key);
                found = at && k && k < at;
            }
            if (!found)
                fail_msg("%s: the help lacks '%s'", kg->game, want);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(no_game_has_a_key_for_two_jobs),
        cmocka_unit_test(shared_jobs_have_the_same_keys_in_every_game),
        cmocka_unit_test(key_names_read_back),
        cmocka_unit_test(the_help_names_every_job_with_its_keys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
