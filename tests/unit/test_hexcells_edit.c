/* Unit tests for the level editor's rules: each edit and what it makes,
 * undo and redo (with their limit and "changed since saved"), a loaded
 * level framed so that it saves to the same bytes, the texts, and the
 * verdict (solved by logic, needs a guess at the cell logic stops at,
 * nothing to play, no level yet). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_edit.h"
#include "games/hexcells/hexcells_file.h"
#include "hexcells_large.h"
#include "hexcells_testutil.h"

static hc_item item(const hc_edit *e, int col, int row)
{
    return hc_puzzle_item(hc_edit_puzzle(e), col, row);
}

static void test_a_new_level_is_an_empty_frame(void **state)
{
    (void)state;
    hc_edit *e = hc_edit_new(NULL, 15, 9);
    assert_non_null(e);
    const hc_puzzle *p = hc_edit_puzzle(e);
    assert_int_equal(p->cols, 15);
    assert_int_equal(p->rows, 9);
    assert_int_equal(hc_puzzle_cells(p), 0);
    assert_false(hc_edit_modified(e));
    assert_false(hc_edit_can_undo(e));
    hc_verdict v = hc_edit_verdict(e);
    assert_int_equal(v.kind, HC_VERDICT_NO_LEVEL);
    assert_string_equal(v.text, "no cell yet");
    hc_puzzle level;
    char msg[HC_MSG_MAX];
    assert_false(hc_edit_level(e, &level, msg));
    assert_string_equal(msg, "no cell yet");
    hc_edit_free(e);
}

static void test_edits_make_what_they_say(void **state)
{
    (void)state;
    hc_edit *e = hc_edit_new(NULL, 15, 9);
    int s = hc_index(3, 2);
    assert_true(hc_edit_blue(e, s));
    assert_int_equal(item(e, 3, 2).kind, HC_CELL);
    assert_int_equal(item(e, 3, 2).colour, HC_BLUE);
    assert_int_equal(item(e, 3, 2).show, HC_SHOW_NONE);
    assert_false(item(e, 3, 2).revealed);
    /* The other colour takes its own default show: a black cell counts. */
    assert_true(hc_edit_black(e, s));
    assert_int_equal(item(e, 3, 2).colour, HC_BLACK);
    assert_int_equal(item(e, 3, 2).show, HC_SHOW_COUNT);
    assert_true(hc_edit_clue(e, s));
    assert_int_equal(item(e, 3, 2).show, HC_SHOW_SHAPE);
    assert_true(hc_edit_clue(e, s));
    assert_int_equal(item(e, 3, 2).show, HC_SHOW_NONE);
    assert_true(hc_edit_reveal(e, s));
    assert_true(item(e, 3, 2).revealed);
    /* Turned blue, the revealed stays; a blue cell shows nothing, its
     * flower's count, its flower's shape. */
    assert_true(hc_edit_blue(e, s));
    assert_true(item(e, 3, 2).revealed);
    assert_true(hc_edit_clue(e, s));
    assert_int_equal(item(e, 3, 2).show, HC_SHOW_COUNT);
    assert_true(hc_edit_clue(e, s));
    assert_int_equal(item(e, 3, 2).show, HC_SHOW_SHAPE);
    assert_true(hc_edit_clue(e, s));
    assert_int_equal(item(e, 3, 2).show, HC_SHOW_NONE);
    /* The same colour again takes the cell away. */
    assert_true(hc_edit_blue(e, s));
    assert_int_equal(item(e, 3, 2).kind, HC_EMPTY);
    assert_false(hc_edit_remove(e, s));
    assert_false(hc_edit_reveal(e, s));
    assert_false(hc_edit_clue(e, s));
    /* Line clues: a plain count, turned, shaped. */
    assert_true(hc_edit_line(e, s, HC_DIR_DOWN));
    assert_int_equal(item(e, 3, 2).kind, HC_LINE);
    assert_int_equal(item(e, 3, 2).dir, HC_DIR_DOWN);
    assert_int_equal(item(e, 3, 2).show, HC_SHOW_COUNT);
    assert_false(hc_edit_line(e, s, HC_DIR_DOWN));
    assert_true(hc_edit_line(e, s, HC_DIR_DOWN_LEFT));
    assert_int_equal(item(e, 3, 2).dir, HC_DIR_DOWN_LEFT);
    assert_true(hc_edit_clue(e, s));
    assert_int_equal(item(e, 3, 2).show, HC_SHOW_SHAPE);
    assert_false(hc_edit_reveal(e, s));
    assert_true(hc_edit_remove(e, s));
    assert_int_equal(item(e, 3, 2).kind, HC_EMPTY);
    /* Off the frame nothing happens. */
    assert_false(hc_edit_blue(e, hc_index(15, 0)));
    assert_false(hc_edit_black(e, hc_index(0, 9)));
    assert_false(hc_edit_blue(e, -1));
    hc_edit_free(e);
}

static void test_undo_redo_and_changed_since_saved(void **state)
{
    (void)state;
    hc_edit *e = hc_edit_new(NULL, 15, 9);
    hc_edit_blue(e, hc_index(1, 1));
    hc_edit_black(e, hc_index(2, 1));
    hc_edit_saved(e);
    assert_false(hc_edit_modified(e));
    hc_edit_clue(e, hc_index(2, 1));
    assert_true(hc_edit_modified(e));
    assert_true(hc_edit_undo(e));
    assert_false(hc_edit_modified(e));
    assert_true(hc_edit_undo(e));
    assert_true(hc_edit_modified(e));
    assert_int_equal(item(e, 2, 1).kind, HC_EMPTY);
    assert_true(hc_edit_undo(e));
    assert_int_equal(hc_puzzle_cells(hc_edit_puzzle(e)), 0);
    assert_false(hc_edit_undo(e));
    assert_true(hc_edit_redo(e));
    assert_true(hc_edit_redo(e));
    assert_int_equal(item(e, 2, 1).kind, HC_CELL);
    assert_false(hc_edit_modified(e));
    /* A new edit ends what redo could reach; an edit that changes
     * nothing is no step. */
    assert_true(hc_edit_reveal(e, hc_index(1, 1)));
    assert_false(hc_edit_can_redo(e));
    assert_false(hc_edit_set_text(e, HC_TEXT_TITLE, ""));
    assert_true(hc_edit_undo(e));
    assert_false(item(e, 1, 1).revealed);
    hc_edit_free(e);
}

static void test_undo_keeps_the_latest_edits(void **state)
{
    (void)state;
    hc_edit *e = hc_edit_new(NULL, 15, 9);
    for (int i = 0; i < HC_EDIT_UNDO_MAX + 50; i++)
        assert_true(hc_edit_blue(e, hc_index(i % 15, (i / 15) % 9)));
    hc_puzzle latest = *hc_edit_puzzle(e);
    int undone = 0;
    while (hc_edit_undo(e))
        undone++;
    assert_int_equal(undone, HC_EDIT_UNDO_MAX);
    while (hc_edit_redo(e))
        ;
    assert_memory_equal(hc_edit_puzzle(e), &latest, sizeof latest);
    hc_edit_free(e);
}

/* A level a file could hold: one revealed black count beside a blue
 * covered cell, a covered black cell away from it, a line clue and the
 * texts. */
static void small_level(hc_puzzle *p)
{
    hc_puzzle_init(p, 5, 3);
    put_cell(p, hc_index(1, 1), HC_BLACK, true, HC_SHOW_COUNT);
    put_cell(p, hc_index(1, 2), HC_BLUE, false, HC_SHOW_NONE);
    put_cell(p, hc_index(4, 0), HC_BLACK, false, HC_SHOW_COUNT);
    put_line(p, hc_index(3, 0), HC_DIR_DOWN, HC_SHOW_COUNT);
    snprintf(p->title, sizeof p->title, "Small");
    snprintf(p->author, sizeof p->author, "tests");
    static char text[HC_EXPORT_MAX];
    /* As the reader gives it: on its items' grid, at its place. */
    size_t n = hc_export(p, text, sizeof text);
    char err[HC_MSG_MAX];
    assert_true(hc_parse(text, n, p, err, sizeof err));
}

static void test_a_loaded_level_saves_to_the_same_bytes(void **state)
{
    (void)state;
    hc_puzzle level, back;
    small_level(&level);
    hc_edit *e = hc_edit_new(&level, 15, 9);
    const hc_puzzle *p = hc_edit_puzzle(e);
    assert_true(p->cols >= 15 && p->rows >= 9);
    assert_false(hc_edit_modified(e));
    static char a[HC_EXPORT_MAX], b[HC_EXPORT_MAX];
    size_t na = hc_export(&level, a, sizeof a), nb = hc_export(p, b, sizeof b);
    assert_int_equal(na, nb);
    assert_memory_equal(a, b, na);
    char msg[HC_MSG_MAX];
    assert_true(hc_edit_level(e, &back, msg));
    assert_true(hc_puzzle_equal(&level, &back));
    /* Room around the items: a cell left of the leftmost one saves one
     * pair further left. */
    int left = -1;
    for (int s = 0; s < HC_SLOTS && left < 0; s++)
        if (p->at[s].kind != HC_EMPTY && hc_col_of(s) >= 1)
            left = s;
    assert_true(left >= 0);
    assert_true(hc_col_of(left) >= 2);
    hc_edit_free(e);
}

static void test_texts(void **state)
{
    (void)state;
    hc_edit *e = hc_edit_new(NULL, 15, 9);
    assert_true(hc_edit_set_text(e, HC_TEXT_AUTHOR, "me\nand you"));
    assert_string_equal(hc_edit_text(e, HC_TEXT_AUTHOR), "me and you");
    char longer[HC_TEXT_MAX + 20];
    memset(longer, 'a', sizeof longer - 1);
    longer[sizeof longer - 1] = '\0';
    assert_true(hc_edit_set_text(e, HC_TEXT_LINE2, longer));
    assert_int_equal(strlen(hc_edit_text(e, HC_TEXT_LINE2)), HC_TEXT_MAX - 1);
    assert_string_equal(hc_edit_text(e, HC_TEXT_TITLE), "");
    assert_true(hc_edit_undo(e));
    assert_string_equal(hc_edit_text(e, HC_TEXT_LINE2), "");
    hc_edit_free(e);
}

static void test_verdicts(void **state)
{
    (void)state;
    hc_puzzle level;
    small_level(&level);
    hc_edit *e = hc_edit_new(&level, 15, 9);
    hc_verdict v = hc_edit_verdict(e);
    assert_int_equal(v.kind, HC_VERDICT_LOGIC);
    assert_non_null(strstr(v.text, "by logic"));
    /* Without the count, the two covered cells are one blue of two: a
     * guess, at the first of them column by column. */
    const hc_puzzle *p = hc_edit_puzzle(e);
    int count = -1, first = -1;
    for (int col = 0; col < p->cols; col++)
        for (int row = 0; row < p->rows; row++) {
            int s = hc_index(col, row);
            if (p->at[s].kind == HC_CELL && p->at[s].revealed)
                count = s;
            else if (p->at[s].kind == HC_CELL && first < 0)
                first = s;
        }
    assert_true(hc_edit_clue(e, count));
    assert_true(hc_edit_clue(e, count));
    assert_int_equal(hc_edit_puzzle(e)->at[count].show, HC_SHOW_NONE);
    v = hc_edit_verdict(e);
    assert_int_equal(v.kind, HC_VERDICT_GUESS);
    assert_int_equal(v.slot, first);
    assert_non_null(strstr(v.text, "needs a guess here"));
    /* Every cell revealed: nothing to play. */
    for (int s = 0; s < HC_SLOTS; s++)
        if (hc_edit_puzzle(e)->at[s].kind == HC_CELL && !hc_edit_puzzle(e)->at[s].revealed)
            hc_edit_reveal(e, s);
    v = hc_edit_verdict(e);
    assert_int_equal(v.kind, HC_VERDICT_NOTHING);
    hc_edit_free(e);
}

/* A level the solver does not decide within its bound is "not decided",
 * never "needs a guess". */
static void test_a_bounded_solve_is_not_decided(void **state)
{
    (void)state;
    static hc_puzzle level;
    hexcells_large_level(&level, 9100, 200);
    hc_edit *e = hc_edit_new(&level, level.cols, level.rows);
    assert_non_null(e);
    hc_verdict v = hc_edit_verdict_within(e, 1, 1);
    assert_int_equal(v.kind, HC_VERDICT_UNDECIDED);
    assert_non_null(strstr(v.text, "not decided"));
    assert_null(strstr(v.text, "guess"));
    hc_edit_free(e);
}

/* Kept edits taken back are not the file's: changed until saved, even
 * after an undo (there is none back to the file), saved after a save. */
static void test_kept_edits_are_unsaved_until_saved(void **state)
{
    (void)state;
    hc_edit *e = hc_edit_new(NULL, 15, 9);
    hc_edit_blue(e, hc_index(1, 1));
    hc_edit_saved(e);
    hc_edit_unsaved(e);
    assert_true(hc_edit_modified(e));
    assert_true(hc_edit_black(e, hc_index(2, 1)));
    assert_true(hc_edit_undo(e));
    assert_true(hc_edit_modified(e));
    hc_edit_saved(e);
    assert_false(hc_edit_modified(e));
    hc_edit_free(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_new_level_is_an_empty_frame),
        cmocka_unit_test(test_edits_make_what_they_say),
        cmocka_unit_test(test_undo_redo_and_changed_since_saved),
        cmocka_unit_test(test_undo_keeps_the_latest_edits),
        cmocka_unit_test(test_a_loaded_level_saves_to_the_same_bytes),
        cmocka_unit_test(test_texts),
        cmocka_unit_test(test_kept_edits_are_unsaved_until_saved),
        cmocka_unit_test(test_verdicts),
        cmocka_unit_test(test_a_bounded_solve_is_not_decided),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
