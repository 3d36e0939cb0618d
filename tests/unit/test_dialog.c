/* Unit tests of the shared dialogs: each answer of each kind, every other
 * key, click and release ignored (a saved game is only kept or thrown away
 * by a deliberate key), and the box: lines wrapped to its width, blank
 * lines kept, nothing drawn for a dialog without a title; a line typed
 * into a box, shown escaped. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui/canvas.h"
#include "tui/dialog.h"
#include "tui/widgets.h"
#include "view_testutil.h"

/* Keys that answer no question: letters the games use, Space, Enter,
 * arrows, function keys, digits. */
static const int stray[] = { 'x', 'a', 'p', 'f', 'c', 'r', 'U', '?', ' ', '0', '\t',
                             TK_ENTER, TK_UP, TK_DOWN, TK_LEFT, TK_RIGHT, TK_HOME,
                             TK_END, TK_F1, TK_BACKSPACE, TK_DELETE, TK_UNKNOWN };

static dialog make(dialog_kind kind)
{
    dialog d;
    dialog_open(&d, kind, "T", 0, "Question? (y/n)");
    return d;
}

static void expect_strays_ignored(const dialog *d)
{
    for (size_t i = 0; i < sizeof stray / sizeof stray[0]; i++)
        if (dialog_key(d, stray[i]) != DIALOG_OPEN)
            fail_msg("key %#x answered kind %d", (unsigned)stray[i], (int)d->kind);
}

/* Every key that answers a question, and its answer. */
static const struct {
    dialog_kind kind;
    int key;
    dialog_answer answer;
} answers[] = {
    { DIALOG_YES_NO, 'y', DIALOG_YES }, { DIALOG_YES_NO, 'Y', DIALOG_YES },
    { DIALOG_YES_NO, 'n', DIALOG_NO }, { DIALOG_YES_NO, 'N', DIALOG_NO },
    { DIALOG_YES_NO, TK_ESC, DIALOG_NO },
    /* q is what brought the quit question up: it does not answer it. */
    { DIALOG_YES_NO, 'q', DIALOG_OPEN }, { DIALOG_YES_NO, 'Q', DIALOG_OPEN },
    { DIALOG_YES_NO_LATER, 'y', DIALOG_YES }, { DIALOG_YES_NO_LATER, 'Y', DIALOG_YES },
    { DIALOG_YES_NO_LATER, 'n', DIALOG_NO }, { DIALOG_YES_NO_LATER, 'N', DIALOG_NO },
    { DIALOG_YES_NO_LATER, 'q', DIALOG_LATER }, { DIALOG_YES_NO_LATER, 'Q', DIALOG_LATER },
    /* Esc is often a stray key (a sequence cut short): it keeps a save. */
    { DIALOG_YES_NO_LATER, TK_ESC, DIALOG_OPEN },
};

static void questions_take_their_answers_and_ignore_other_keys(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof answers / sizeof answers[0]; i++) {
        dialog d = make(answers[i].kind);
        if (dialog_key(&d, answers[i].key) != answers[i].answer)
            fail_msg("kind %d, key %#x: not answer %d", (int)answers[i].kind,
                     (unsigned)answers[i].key, (int)answers[i].answer);
        expect_strays_ignored(&d);
    }
}

static void a_message_is_read_with_any_key(void **state)
{
    (void)state;
    dialog d = make(DIALOG_MESSAGE);
    assert_int_equal(dialog_key(&d, 'y'), DIALOG_READ);
    assert_int_equal(dialog_key(&d, 'n'), DIALOG_READ);
    assert_int_equal(dialog_key(&d, TK_ESC), DIALOG_READ);
    for (size_t i = 0; i < sizeof stray / sizeof stray[0]; i++)
        assert_int_equal(dialog_key(&d, stray[i]), DIALOG_READ);
}

static void clicks_releases_and_other_events_answer_nothing(void **state)
{
    (void)state;
    static const dialog_kind kinds[] = { DIALOG_YES_NO, DIALOG_YES_NO_LATER, DIALOG_MESSAGE };
    static const enum term_button buttons[] = { TB_LEFT, TB_MIDDLE, TB_RIGHT, TB_WHEEL_UP,
                                                TB_WHEEL_DOWN };
    for (size_t k = 0; k < 3; k++) {
        dialog d = make(kinds[k]);
        for (size_t b = 0; b < 5; b++) {
            term_event click = { .kind = TE_MOUSE, .button = buttons[b], .x = 40, .y = 12 };
            assert_int_equal(dialog_event(&d, &click), DIALOG_OPEN);
        }
        term_event release = { .kind = TE_KEY, .key = 'y', .press = TP_UP };
        assert_int_equal(dialog_event(&d, &release), DIALOG_OPEN);
        static const enum term_event_kind others[] = { TE_TIMEOUT, TE_RESIZE, TE_RESUMED };
        for (size_t o = 0; o < 3; o++) {
            term_event ev = { .kind = others[o], .key = 'y' };
            assert_int_equal(dialog_event(&d, &ev), DIALOG_OPEN);
        }
        /* A press or a repeat is the key's answer. */
        term_event press = { .kind = TE_KEY, .key = 'y', .press = TP_DOWN };
        assert_int_equal(dialog_event(&d, &press), dialog_key(&d, 'y'));
        press.press = TP_REPEAT;
        assert_int_equal(dialog_event(&d, &press), dialog_key(&d, 'y'));
    }
}

static char *picture(const dialog *d, int w, int h)
{
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, w, h), 0);
    dialog_draw(&c, d);
    char *s = canvas_dump(&c);
    assert_non_null(s);
    canvas_free(&c);
    return s;
}

/* A reason longer than a line wraps inside the box, at spaces where it
 * can, after a '/' where it must; the blank line and the question follow. */
static void the_box_wraps_each_line_to_its_width(void **state)
{
    (void)state;
    dialog d;
    dialog_open(&d, DIALOG_YES_NO, "The game cannot be saved", 70, "%s\n\n%s",
                "cannot save the game: /home/someone/.local/state/"
                "hexpuzzle/a-rather-long-directory-name/hexmines.save: "
                "Read-only file system", "Quit and lose this game? (y/n)");
    char *s = picture(&d, 80, 24);
    int title = tu_line_of(s, "The game cannot be saved");
    assert_true(title >= 0);
    assert_int_equal(tu_line_of(s, "| cannot save the game:    "), title + 1);
    assert_int_equal(tu_line_of(s, "| /home/someone/.local/state/hexpuzzle/a-rather-long-directory-name/ |"),
                     title + 2);
    assert_int_equal(tu_line_of(s, "| hexmines.save: Read-only file system    "), title + 3);
    assert_int_equal(tu_line_of(s, "|                                         "), title + 4);
    assert_int_equal(tu_line_of(s, "| Quit and lose this game? (y/n)    "), title + 5);
    free(s);
}

static void the_default_width_is_the_notes_width(void **state)
{
    (void)state;
    dialog d;
    dialog_open(&d, DIALOG_MESSAGE, "HEXTRIS", 0, "%s",
                "scores cannot be saved: the state directory is on a read-only file system");
    assert_int_equal(d.width, DIALOG_WIDTH);
    char *s = picture(&d, 80, 24);
    int title = tu_line_of(s, "HEXTRIS");
    assert_int_equal(tu_line_of(s, "| scores cannot be saved: the state directory is on a "), title + 1);
    assert_int_equal(tu_line_of(s, "| read-only file system "), title + 2);
    free(s);
}

static void a_dialog_without_a_title_draws_nothing(void **state)
{
    (void)state;
    dialog d;
    dialog_open(&d, DIALOG_YES_NO, NULL, 0, "Quit this game? (y/n)");
    char *s = picture(&d, 80, 24);
    assert_null(strstr(s, "Quit"));
    assert_null(strchr(s, '|'));
    free(s);
}

/* A box's line wider than the screen (a table's counts under a long
 * level's name) goes on below itself, indented, inside the frame: every
 * line of the box ends in its frame on an 80-column screen. */
static void a_box_line_wider_than_the_screen_wraps_inside_its_frame(void **state)
{
    (void)state;
    canvas c = { 0 };
    assert_int_equal(canvas_resize(&c, 80, 24), 0);
    const char *lines[] = {
        "Solved with 0 mistakes in 1:23",
        "seeded level-first-light-0a1b2c3d: played 12, won 11 (91%), streak 10 (best 10)",
        "", "Any key: back to the board", NULL,
    };
    widget_box(&c, "SOLVED", lines);
    char *s = canvas_dump(&c);
    assert_non_null(s);
    int framed = 0;
    for (char *line = s, *nl; *line; line = nl + 1) {
        nl = strchr(line, '\n');
        size_t len = nl ? (size_t)(nl - line) : strlen(line);
        const char *bar = memchr(line, '|', len);
        if (bar) {
            const char *end = line + len;
            while (end > line && end[-1] == ' ')
                end--;
            assert_true(end[-1] == '|' && end - bar > 1);
            framed++;
        }
        if (!nl)
            break;
    }
    assert_int_equal(framed, 5);   /* one line more than it was given */
    assert_true(tu_line_of(s, "|   10)") >= 0);
    free(s);
    canvas_free(&c);
}

/* A line typed into a box: printable keys type, Backspace takes back,
 * Enter gives it and Esc goes back; other keys do nothing. The line is
 * the box's last, escaped (ESC typed as text never reaches the screen
 * whole, nor a byte above ASCII), its end in sight when it is long. */
static void a_typed_line_is_answered_by_enter_and_shown_escaped(void **state)
{
    (void)state;
    dialog d;
    dialog_open(&d, DIALOG_TEXT, "Edit a level", 40, "Which file?");
    const int typed[] = { 'l', 'v', 0xe9, TK_UP, TK_F1, TK_BACKSPACE, 'x', '.', 'h' };
    for (size_t i = 0; i < sizeof typed / sizeof typed[0]; i++)
        assert_int_equal(dialog_type(&d, typed[i]), DIALOG_OPEN);
    assert_string_equal(d.typed, "lvx.h");
    assert_int_equal(dialog_type(&d, 'y'), DIALOG_OPEN);
    assert_int_equal(dialog_type(&d, 'n'), DIALOG_OPEN);
    assert_int_equal(dialog_type(&d, 'q'), DIALOG_OPEN);
    assert_string_equal(d.typed, "lvx.hynq");
    assert_int_equal(dialog_key(&d, TK_ENTER), DIALOG_YES);
    assert_int_equal(dialog_key(&d, TK_ESC), DIALOG_NO);
    assert_string_equal(d.typed, "lvx.hynq");

    snprintf(d.typed, sizeof d.typed, "a\xc3\xa9\x1b[2J");
    char *s = picture(&d, 80, 24);
    int title = tu_line_of(s, "Edit a level");
    assert_int_equal(tu_line_of(s, "| Which file? "), title + 1);
    assert_int_equal(tu_line_of(s, "| > a\\303\\251\\033[2J_ "), title + 2);
    free(s);
    memset(d.typed, 'z', 100);
    d.typed[100] = '\0';
    d.typed[99] = 'E';
    s = picture(&d, 80, 24);
    assert_true(tu_line_of(s, "zzzzE_ |") >= 0);
    free(s);
    /* Its end in sight begins with a whole escape. */
    for (int i = 0; i < 40; i += 2)
        memcpy(d.typed + i, "\xc3\xa9", 2);
    d.typed[40] = '\0';
    s = picture(&d, 80, 24);
    assert_true(tu_line_of(s, "| > \\303\\251") >= 0);
    assert_true(tu_line_of(s, "\\303\\251_ |") >= 0);
    free(s);
    /* A new question starts with nothing typed. */
    dialog_open(&d, DIALOG_TEXT, "Edit a level", 40, "Which file?");
    assert_string_equal(d.typed, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(questions_take_their_answers_and_ignore_other_keys),
        cmocka_unit_test(a_message_is_read_with_any_key),
        cmocka_unit_test(clicks_releases_and_other_events_answer_nothing),
        cmocka_unit_test(the_box_wraps_each_line_to_its_width),
        cmocka_unit_test(the_default_width_is_the_notes_width),
        cmocka_unit_test(a_dialog_without_a_title_draws_nothing),
        cmocka_unit_test(a_box_line_wider_than_the_screen_wraps_inside_its_frame),
        cmocka_unit_test(a_typed_line_is_answered_by_enter_and_shown_escaped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
