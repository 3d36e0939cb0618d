/* Unit tests for config: keys and values, bad lines reported by number and
 * skipped, later lines overriding, and finding the file. */
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

#include "app/config.h"
#include "app/games.h"
#include "tui/hexcells_keys.h"
#include "tui/hexmines_keys.h"
#include "tui/term.h"
#include "tui/hextris_keys.h"
#include "app/store.h"
#include "files_testutil.h"

static int parse(const char *text, config *c, store_warnings *w)
{
    store_warnings_init(w);
    return config_parse(text, strlen(text), c, w);
}

static void every_key_and_value_is_understood(void **state)
{
    (void)state;
    config c;
    store_warnings w;
    assert_int_equal(parse("preset = expert\ncolor = no\nscale = compact\n"
                           "keys = roguelike\nmode = sprint\nascii = yes\n"
                           "ghost = no\nwell = short\n",
                           &c, &w),
                     0);
    assert_int_equal(w.n, 0);
    assert_string_equal(config_value_name(&c, "preset"), "expert");
    assert_true(config_is(&c, "color", "no"));
    assert_true(config_is(&c, "scale", "compact"));
    assert_true(config_is(&c, "keys", "roguelike"));
    assert_true(config_is(&c, "mode", "sprint"));
    assert_true(config_is(&c, "ascii", "yes"));
    assert_true(config_is(&c, "ghost", "no"));
    assert_true(config_is(&c, "well", "short"));
    const char *const names[][2] = {
        { "preset", "expert" }, { "color", "no" }, { "scale", "compact" },
        { "keys", "roguelike" }, { "mode", "sprint" }, { "ascii", "yes" },
        { "ghost", "no" }, { "well", "short" },
    };
    for (int i = 0; i < 8; i++)
        assert_string_equal(config_value_name(&c, names[i][0]), names[i][1]);
    assert_null(config_value_name(&c, "colour"));
}

/* The file's keys are every game's together: no two may share a name, or
 * one game would read the other's setting. */
static void no_two_keys_share_a_name(void **state)
{
    (void)state;
    int n = 0;
    while (config_key_at(n))
        n++;
    assert_true(n <= CONFIG_KEYS_MAX);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (strcmp(config_key_at(i)->name, config_key_at(j)->name) == 0)
                fail_msg("two keys are called '%s'", config_key_at(i)->name);
}

static void each_value_maps_to_its_own_setting(void **state)
{
    (void)state;
    config c;
    store_warnings w;
    const char *const colors[] = { "yes", "no", "auto" };
    for (int i = 0; i < 3; i++) {
        char line[64];
        snprintf(line, sizeof line, "color=%s", colors[i]);
        assert_int_equal(parse(line, &c, &w), 0);
        assert_true(config_is(&c, "color", colors[i]));
    }
    const char *const keys[] = { "all", "hex", "roguelike", "arrows" };
    for (int i = 0; i < 4; i++) {
        char line[64];
        snprintf(line, sizeof line, "keys = %s", keys[i]);
        assert_int_equal(parse(line, &c, &w), 0);
        assert_true(config_is(&c, "keys", keys[i]));
    }
    const char *const presets[] = { "beginner", "intermediate", "expert",
                                    "hexagon" };
    for (int i = 0; i < 4; i++) {
        char line[64];
        snprintf(line, sizeof line, "preset = %s", presets[i]);
        assert_int_equal(parse(line, &c, &w), 0);
        assert_string_equal(config_value_name(&c, "preset"), presets[i]);
    }
    assert_int_equal(parse("scale = auto\nscale = large\nmode = marathon\n"
                           "ascii = no\nghost = yes\nwell = short\nwell = full",
                           &c, &w),
                     0);
    assert_true(config_is(&c, "scale", "large"));
    assert_true(config_is(&c, "mode", "marathon"));
    assert_true(config_is(&c, "ascii", "no"));
    assert_true(config_is(&c, "ghost", "yes"));
    assert_true(config_is(&c, "well", "full"));
    assert_int_equal(parse("well = tall", &c, &w), 1);
    assert_null(config_value_name(&c, "well"));
}

static void held_key_numbers_are_read_at_their_limits(void **state)
{
    (void)state;
    config c;
    store_warnings w;
    assert_int_equal(parse("das = 0\narr=0\nsoft-drop = 1\n", &c, &w), 0);
    assert_int_equal(config_number(&c, "das"), 0);
    assert_int_equal(config_number(&c, "arr"), 0);
    assert_int_equal(config_number(&c, "soft-drop"), 1);
    assert_int_equal(parse("das\t=\t1000\narr = 500 \nsoft-drop = 100\n",
                           &c, &w),
                     0);
    assert_int_equal(config_number(&c, "das"), 1000);
    assert_int_equal(config_number(&c, "arr"), 500);
    assert_int_equal(config_number(&c, "soft-drop"), 100);
    assert_int_equal(parse("das = 167\narr = 33\nsoft-drop = 20\n", &c, &w),
                     0);
    assert_int_equal(config_number(&c, "das"), 167);
    assert_int_equal(config_number(&c, "arr"), 33);
    assert_int_equal(config_number(&c, "soft-drop"), 20);
    assert_null(config_value_name(&c, "das"));
}

static void bad_held_key_numbers_name_their_limits(void **state)
{
    (void)state;
    config c;
    store_warnings w;
    const char text[] = "das = 1001\n"                 /* 1 */
                        "das = -1\n"                   /* 2 */
                        "das = 12ms\n"                 /* 3 */
                        "arr =\n"                      /* 4 */
                        "arr = 501\n"                  /* 5 */
                        "soft-drop = 0\n"              /* 6 */
                        "soft-drop = 101\n"            /* 7 */
                        "das = 99999999999999999999\n" /* 8 */
                        "arr = 1 0\n"                  /* 9 */
                        "softdrop = 5\n";              /* 10 */
    /* Lines 9 (a space inside) and 10 (no such key) are counted beyond
     * the STORE_WARN_MAX kept lines. */
    assert_int_equal(parse(text, &c, &w), 10);
    assert_int_equal(w.n, STORE_WARN_MAX);
    assert_string_equal(w.line[0], "config line 1: das must be 0..1000 ms");
    assert_string_equal(w.line[1], "config line 2: das must be 0..1000 ms");
    assert_string_equal(w.line[2], "config line 3: das must be 0..1000 ms");
    assert_string_equal(w.line[3], "config line 4: arr must be 0..500 ms");
    assert_string_equal(w.line[4], "config line 5: arr must be 0..500 ms");
    assert_string_equal(w.line[5], "config line 6: soft-drop must be 1..100 "
                                   "(times gravity)");
    assert_string_equal(w.line[6], "config line 7: soft-drop must be 1..100 "
                                   "(times gravity)");
    assert_string_equal(w.line[7], "config line 8: das must be 0..1000 ms");
    assert_int_equal(config_number(&c, "das"), CONFIG_NUMBER_UNSET);
    assert_int_equal(config_number(&c, "arr"), CONFIG_NUMBER_UNSET);
    assert_int_equal(config_number(&c, "soft-drop"), CONFIG_NUMBER_UNSET);
}

static void empty_file_leaves_everything_unset(void **state)
{
    (void)state;
    config c;
    store_warnings w;
    assert_int_equal(parse("", &c, &w), 0);
    assert_null(config_value_name(&c, "preset"));
    static const char *const named[] = { "color", "scale", "keys", "mode", "ascii", "ghost" };
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
        assert_null(config_value_name(&c, named[i]));
    assert_int_equal(config_number(&c, "das"), CONFIG_NUMBER_UNSET);
    assert_int_equal(config_number(&c, "arr"), CONFIG_NUMBER_UNSET);
    assert_int_equal(config_number(&c, "soft-drop"), CONFIG_NUMBER_UNSET);
    assert_null(config_value_name(&c, "color"));
}

static void comments_blank_lines_and_spacing_are_ignored(void **state)
{
    (void)state;
    config c;
    store_warnings w;
    assert_int_equal(parse("# my settings\n\n   \n\t# indented comment\n"
                           "  color\t=\tno  \r\n"
                           "scale=compact\n",
                           &c, &w),
                     0);
    assert_int_equal(w.n, 0);
    assert_true(config_is(&c, "color", "no"));
    assert_true(config_is(&c, "scale", "compact"));
}

static void bad_lines_are_reported_by_number_and_skipped(void **state)
{
    (void)state;
    config c;
    store_warnings w;
    const char text[] = "preset = expert\n"      /* 1 */
                        "# comment\n"            /* 2 */
                        "colour = yes\n"         /* 3 */
                        "scale = huge\n"         /* 4 */
                        "just some words\n"      /* 5 */
                        "= yes\n"                /* 6 */
                        "ascii = YES\n"          /* 7 */
                        "mode = sprint\n";       /* 8 */
    assert_int_equal(parse(text, &c, &w), 5);
    assert_int_equal(w.n, 5);
    assert_string_equal(w.line[0], "config line 3: unknown key 'colour'");
    assert_string_equal(w.line[1], "config line 4: bad value 'huge' for "
                                   "scale (auto|large|compact)");
    assert_string_equal(w.line[2],
                        "config line 5: expected 'key = value'");
    assert_string_equal(w.line[3], "config line 6: missing key before '='");
    assert_string_equal(w.line[4], "config line 7: bad value 'YES' for "
                                   "ascii (yes|no)");
    /* The good lines around them still apply. */
    assert_string_equal(config_value_name(&c, "preset"), "expert");
    assert_true(config_is(&c, "mode", "sprint"));
    assert_null(config_value_name(&c, "scale"));
    assert_null(config_value_name(&c, "ascii"));
}

static void a_later_line_overrides_an_earlier_one(void **state)
{
    (void)state;
    config c;
    store_warnings w;
    assert_int_equal(parse("preset = expert\ncolor = yes\npreset = hexagon\n"
                           "color = bogus\n",
                           &c, &w),
                     1);
    assert_string_equal(config_value_name(&c, "preset"), "hexagon");
    /* A bad later value does not undo the good earlier one. */
    assert_true(config_is(&c, "color", "yes"));
}

static void hostile_lines_are_bounded_and_sanitized(void **state)
{
    (void)state;
    config c;
    store_warnings w;
    char text[3000];
    memset(text, 'k', 2000);
    memcpy(text + 2000, " = yes\n", 8);
    assert_int_equal(parse(text, &c, &w), 1);
    assert_string_equal(w.line[0], "config line 1: line too long");
    const char nul[] = "color = no\0\nscale = large\n";
    store_warnings_init(&w);
    assert_int_equal(config_parse(nul, sizeof nul - 1, &c, &w), 1);
    assert_string_equal(w.line[0], "config line 1: NUL byte");
    assert_true(config_is(&c, "scale", "large"));
    assert_int_equal(parse("col\033[2Jor = yes\n", &c, &w), 1);
    assert_string_equal(w.line[0], "config line 1: unknown key 'col\\033[2Jor'");
}

static void many_bad_lines_are_counted_beyond_the_kept_ones(void **state)
{
    (void)state;
    config c;
    store_warnings w;
    char text[1000] = "";
    for (int i = 0; i < 12; i++)
        strcat(text, "bad\n");
    assert_int_equal(parse(text, &c, &w), 12);
    assert_int_equal(w.n, STORE_WARN_MAX);
    assert_int_equal(w.dropped, 12 - STORE_WARN_MAX);
    assert_string_equal(w.line[7], "config line 8: expected 'key = value'");
}

static void format_then_parse_gives_the_same_config(void **state)
{
    (void)state;
    config c, back;
    store_warnings w;
    parse("keys = arrows\npreset = beginner\nascii = no\n", &c, &w);
    char buf[256];
    size_t n = config_format(&c, buf, sizeof buf);
    assert_int_equal(n, strlen(buf));
    assert_string_equal(buf,
                        "ascii = no\npreset = beginner\nkeys = arrows\n");
    assert_int_equal(parse(buf, &back, &w), 0);
    assert_string_equal(config_value_name(&back, "preset"), config_value_name(&c, "preset"));
    assert_string_equal(config_value_name(&back, "keys"), config_value_name(&c, "keys"));
    assert_string_equal(config_value_name(&back, "ascii"), config_value_name(&c, "ascii"));
    assert_null(config_value_name(&back, "color"));
    char small[8];
    assert_int_equal(config_format(&c, small, sizeof small), n);
    assert_int_equal(strlen(small), 7);
}

static void format_then_parse_keeps_the_held_key_numbers(void **state)
{
    (void)state;
    config c, back;
    store_warnings w;
    parse("soft-drop = 40\nghost = no\narr = 0\n", &c, &w);
    char buf[256];
    size_t n = config_format(&c, buf, sizeof buf);
    assert_int_equal(n, strlen(buf));
    assert_string_equal(buf, "ghost = no\narr = 0\nsoft-drop = 40\n");
    assert_int_equal(parse(buf, &back, &w), 0);
    assert_int_equal(config_number(&back, "das"), CONFIG_NUMBER_UNSET);
    assert_int_equal(config_number(&back, "arr"), 0);
    assert_int_equal(config_number(&back, "soft-drop"), 40);
}

/* ---------------------------------------------------------------- files */

static void load_reads_the_xdg_config_file(void **state)
{
    tu_fixture *f = *state;
    char dir[STORE_PATH_MAX], path[2 * STORE_PATH_MAX];
    snprintf(dir, sizeof dir, "%s/hexpuzzle", f->dir);
    assert_int_equal(mkdir(dir, 0700), 0);
    snprintf(path, sizeof path, "%s/config", dir);
    assert_true(tu_write(path, "mode = sprint\ncolour = no\n", 26));
    setenv("XDG_CONFIG_HOME", f->dir, 1);
    config c;
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(config_load(NULL, &c, &w), 1);
    assert_true(config_is(&c, "mode", "sprint"));
    assert_string_equal(w.line[0], "config line 2: unknown key 'colour'");
}

static void load_falls_back_to_home_dot_config(void **state)
{
    tu_fixture *f = *state;
    char *saved = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
    char dir[STORE_PATH_MAX], path[2 * STORE_PATH_MAX];
    snprintf(dir, sizeof dir, "%s/.config/hexpuzzle", f->dir);
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(store_mkdirs(dir, "x", &w), STORE_OK);
    snprintf(path, sizeof path, "%s/config", dir);
    assert_true(tu_write(path, "scale = large\n", 14));
    setenv("HOME", f->dir, 1);
    setenv("XDG_CONFIG_HOME", "relative/ignored", 1);
    config c;
    assert_int_equal(config_load(NULL, &c, &w), 0);
    assert_true(config_is(&c, "scale", "large"));
    if (saved)
        setenv("HOME", saved, 1);
    free(saved);
}

static void missing_file_is_no_error(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    snprintf(path, sizeof path, "%s/absent", f->dir);
    config c;
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(config_load(path, &c, &w), 0);
    assert_int_equal(w.n, 0);
    assert_null(config_value_name(&c, "preset"));
}

static void unreadable_or_huge_file_gives_one_warning(void **state)
{
    tu_fixture *f = *state;
    config c;
    store_warnings w;
    store_warnings_init(&w);
    assert_int_equal(config_load(f->dir, &c, &w), 1); /* a directory */
    char want[3 * STORE_PATH_MAX];
    snprintf(want, sizeof want, "cannot read config: %s: %s", f->dir,
             strerror(EISDIR));
    assert_string_equal(w.line[0], want);
    char path[STORE_PATH_MAX];
    snprintf(path, sizeof path, "%s/huge", f->dir);
    char *big = malloc(CONFIG_FILE_MAX + 1);
    memset(big, '#', CONFIG_FILE_MAX + 1);
    assert_true(tu_write(path, big, CONFIG_FILE_MAX + 1));
    free(big);
    assert_int_equal(config_load(path, &c, &w), 1);
    assert_non_null(strstr(w.line[1], "longer than"));
}

/* The file's keys as game g would have them; false with the reason in
 * err. */
static bool keys_of(const char *text, const key_game *g, keymap *m, char *err)
{
    config c;
    store_warnings w;
    assert_int_equal(parse(text, &c, &w), 0);
    assert_int_equal(w.n, 0);
    return config_keymap(&c, g, m, err, 200);
}

static void a_binding_replaces_the_tables_keys(void **state)
{
    (void)state;
    keymap m;
    char err[200];
    assert_true(keys_of("key.rotate-cw = w Up\nkey.rotate-180 = Tab\n", &hextris_key_game, &m,
                        err));
    assert_int_equal(keymap_job_of(&m, 'w'), TJ_CW);
    assert_int_equal(keymap_job_of(&m, TK_UP), TJ_CW);
    assert_int_equal(keymap_job_of(&m, 'x'), -1);
    assert_int_equal(keymap_job_of(&m, TK_TAB), TJ_180);
    assert_int_equal(keymap_job_of(&m, 'a'), -1);
    /* The rest as the table has them; the other games untouched. */
    assert_int_equal(keymap_job_of(&m, 'z'), TJ_CCW);
    assert_true(keys_of("key.rotate-cw = w\n", &hexcells_key_game, &m, err));
    assert_int_equal(keymap_job_of(&m, 'x'), CJ_BLACK);
}

/* A shared job is bound in every game at once: the same keys stay the
 * same job's everywhere. */
static void a_shared_binding_holds_in_every_game(void **state)
{
    (void)state;
    const key_game *games[] = { &hexmines_key_game, &hextris_key_game, &hexcells_key_game };
    for (int g = 0; g < 3; g++) {
        keymap m;
        char err[200];
        assert_true(keys_of("key.undo = Backspace\nkey.pause = Esc p", games[g], &m, err));
        assert_int_equal(keymap_job_of(&m, TK_BACKSPACE), KEY_UNDO);
        assert_int_equal(keymap_job_of(&m, 'U'), -1);
        assert_int_equal(keymap_job_of(&m, TK_ESC), KEY_PAUSE);
        assert_int_equal(keymap_job_of(&m, 'p'), KEY_PAUSE);
        assert_int_equal(keymap_job_of(&m, 'P'), -1);
    }
}

/* A key no name gives, a job no game has, too many keys, no key: the key
 * error, with its line, and no warning; the other lines still read. */
static void a_bad_binding_is_the_key_error_with_its_line(void **state)
{
    (void)state;
    static const struct {
        const char *text, *error;
    } cases[] = {
        { "color = no\nkey.undo = Ctrl-Z\n",
          "config line 2: key.undo: no key called 'Ctrl-Z' (one character, or Space Up F1 ...)" },
        { "key.rotate_cw = x\n", "config line 1: no job called 'rotate_cw'" },
        { "\n\nkey.flag = a b c d e\n", "config line 3: key.flag: at most 4 keys" },
        { "key.flag =\n", "config line 1: key.flag: no key named" },
        { "key.flag = ab\n", "config line 1: key.flag: no key called 'ab'" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        config c;
        store_warnings w;
        assert_int_equal(parse(cases[i].text, &c, &w), 0);
        assert_int_equal(w.n, 0);
        keymap m;
        char err[200];
        assert_false(config_keymap(&c, &hexmines_key_game, &m, err, sizeof err));
        if (strncmp(err, cases[i].error, strlen(cases[i].error)) != 0)
            fail_msg("case %zu: '%s', not '%s'", i, err, cases[i].error);
        assert_null(strchr(err, '\n'));
    }
    config c;
    store_warnings w;
    assert_int_equal(parse("color = no\nkey.undo = Ctrl-Z\n", &c, &w), 0);
    assert_true(config_is(&c, "color", "no"));
}

/* A key that would do two jobs of one game stops that game, at the later
 * line of the two; a game without the clash is not stopped. */
static void a_key_bound_twice_in_one_game_is_an_error_for_that_game(void **state)
{
    (void)state;
    keymap m;
    char err[200];
    assert_false(keys_of("color = no\nkey.hint = x\n", &hextris_key_game, &m, err));
    assert_string_equal(err, "config line 2: x would do two jobs in hextris: key.hint and "
                             "key.rotate-cw");
    assert_false(keys_of("color = no\nkey.hint = x\n", &hexcells_key_game, &m, err));
    assert_non_null(strstr(err, "in hexcells: key.hint and key.black"));
    assert_true(keys_of("color = no\nkey.hint = x\n", &hexmines_key_game, &m, err));
    assert_false(keys_of("key.hold = h\n\nkey.left = Left h\n", &hextris_key_game, &m, err));
    assert_string_equal(err, "config line 3: h would do two jobs in hextris: key.left and "
                             "key.hold");
    /* Moved out of the way first, a key may be taken. */
    assert_true(keys_of("key.rotate-cw = Up w\nkey.hint = x\n", &hextris_key_game, &m, err));
    assert_int_equal(keymap_job_of(&m, 'x'), KEY_HINT);
}

/* Each job name is one key.JOB line's: no game's own job is called as a
 * shared one, none twice in a key table, and every game in the list brings
 * its jobs (and those of a screen of its own, the hexcells editor's), whose
 * names the file knows. */
static void every_job_has_a_name_of_its_own_in_its_game(void **state)
{
    (void)state;
    for (int g = 0; app_games[g]; g++)
        assert_non_null(app_games[g]->keys);
    const key_game *kg;
    bool editor = false;
    for (int t = 0; (kg = app_key_game(t)) != NULL; t++) {
        editor = editor || kg == &hexcells_editor_key_game;
        for (int i = KEY_SHARED; i < keymap_jobs(kg); i++) {
            const char *name = keymap_job(kg, i)->name;
            for (int k = 0; k < KEY_SHARED; k++)
                if (strcmp(name, keymap_shared((key_shared)k)->name) == 0)
                    fail_msg("%s: '%s' is a shared job's name", kg->game, name);
            for (int j = i + 1; j < keymap_jobs(kg); j++)
                if (strcmp(name, keymap_job(kg, j)->name) == 0)
                    fail_msg("%s: two jobs are called '%s'", kg->game, name);
            bool known = false;
            for (int k = 0; config_job_at(k); k++)
                known = known || strcmp(config_job_at(k), name) == 0;
            if (!known)
                fail_msg("%s: key.%s is not read", kg->game, name);
        }
    }
    assert_true(editor);
    int n = 0;
    while (config_job_at(n))
        n++;
    assert_true(n <= CONFIG_JOBS_MAX);
}

/* The hexcells editor's keys are jobs the file rebinds: its own by their
 * names, moving as the game's, the shared ones in it too; and a key for
 * two of its jobs is refused by its name. */
static void the_hexcells_editors_keys_are_rebound(void **state)
{
    (void)state;
    keymap m;
    char err[200];
    assert_true(keys_of("key.place-blue = z Space\nkey.left = v\nkey.undo = u\n",
                        &hexcells_editor_key_game, &m, err));
    assert_int_equal(keymap_job_of(&m, 'z'), EJ_BLUE);
    assert_int_equal(keymap_job_of(&m, ' '), EJ_BLUE);
    assert_int_equal(keymap_job_of(&m, 'b'), -1);
    assert_int_equal(keymap_job_of(&m, 'v'), EJ_LEFT);
    assert_int_equal(keymap_job_of(&m, 'u'), KEY_UNDO);
    assert_int_equal(keymap_job_of(&m, 'x'), EJ_BLACK);
    /* The game's map: place-blue is not its blue; left is its left. */
    assert_true(keys_of("key.place-blue = z\nkey.left = v\n", &hexcells_key_game, &m, err));
    assert_int_equal(keymap_job_of(&m, 'b'), CJ_BLUE);
    assert_int_equal(keymap_job_of(&m, 'z'), -1);
    assert_int_equal(keymap_job_of(&m, 'v'), CJ_LEFT);
    assert_false(keys_of("key.save = p\n", &hexcells_editor_key_game, &m, err));
    assert_string_equal(err, "config line 1: p would do two jobs in hexcells editor: key.save "
                             "and key.playtest");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
#define T(name) cmocka_unit_test_setup_teardown(name, tu_setup, \
                                                tu_teardown)
        T(every_key_and_value_is_understood),
        T(no_two_keys_share_a_name),
        T(each_value_maps_to_its_own_setting),
        T(held_key_numbers_are_read_at_their_limits),
        T(bad_held_key_numbers_name_their_limits),
        T(empty_file_leaves_everything_unset),
        T(comments_blank_lines_and_spacing_are_ignored),
        T(bad_lines_are_reported_by_number_and_skipped),
        T(a_later_line_overrides_an_earlier_one),
        T(hostile_lines_are_bounded_and_sanitized),
        T(many_bad_lines_are_counted_beyond_the_kept_ones),
        T(format_then_parse_gives_the_same_config),
        T(format_then_parse_keeps_the_held_key_numbers),
        T(load_reads_the_xdg_config_file),
        T(load_falls_back_to_home_dot_config),
        T(missing_file_is_no_error),
        T(unreadable_or_huge_file_gives_one_warning),
        T(a_binding_replaces_the_tables_keys),
        T(a_shared_binding_holds_in_every_game),
        T(a_bad_binding_is_the_key_error_with_its_line),
        T(a_key_bound_twice_in_one_game_is_an_error_for_that_game),
        T(every_job_has_a_name_of_its_own_in_its_game),
        T(the_hexcells_editors_keys_are_rebound),
#undef T
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
