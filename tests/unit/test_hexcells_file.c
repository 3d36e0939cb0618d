/* Unit tests for the SixCells level text format: a hand-written level read
 * (its grid's place, every kind of item, texts), SixCells' leniencies (CRLF,
 * indented lines, short grids, 'c'/'n' as "shape shown"), import -> export
 * -> import exact, one-line errors naming the line for bad files, and a
 * bounded mutation fuzz (tests/fuzz/fuzz_hexcells.c is the open-ended one). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_file.h"
#include "games/hexcells/hexcells_solve.h"
#include "core/rng.h"

/* A level: the header and texts, then 33 grid lines of dots with the
 * given lines (y, text) written from their start. */
static void level(char *out, size_t cap, const char *head, int nrows, const int *ys,
                  const char *const *rows)
{
    size_t n = (size_t)snprintf(out, cap, "%s", head);
    for (int y = 0; y < HC_FILE_GRID; y++) {
        char line[2 * HC_FILE_GRID + 2];
        memset(line, '.', 2 * HC_FILE_GRID);
        line[2 * HC_FILE_GRID] = '\n';
        line[2 * HC_FILE_GRID + 1] = '\0';
        for (int i = 0; i < nrows; i++)
            if (ys[i] == y)
                memcpy(line, rows[i], strlen(rows[i]));
        n += (size_t)snprintf(out + n, cap - n, "%s", line);
    }
}

static const char HEAD[] = "Hexcells level v1\nLittle one\nsomebody\nfirst words\nsecond words\n";
static const int YS[] = { 10, 11, 12, 13, 14, 15 };
static const char *const ROWS[] = {
    "..........|+",
    "........X...o+",
    "..........Oc",
    "........x...On",
    "..........x.",
    "........\\+",
};

static void test_reads_a_hand_written_level(void **state)
{
    (void)state;
    char text[HC_EXPORT_MAX];
    level(text, sizeof text, HEAD, 6, YS, ROWS);
    hc_puzzle p;
    char err[HC_MSG_MAX];
    assert_true(hc_parse(text, strlen(text), &p, err, sizeof err));
    assert_string_equal(p.title, "Little one");
    assert_string_equal(p.author, "somebody");
    assert_string_equal(p.text[0], "first words");
    assert_string_equal(p.text[1], "second words");
    assert_int_equal(p.cols, 3);
    assert_int_equal(p.rows, 4);
    assert_int_equal(p.file_x, 4);
    assert_int_equal(p.file_y, 9);
    hc_item line = hc_puzzle_item(&p, 1, 0);
    assert_int_equal(line.kind, HC_LINE);
    assert_int_equal(line.dir, HC_DIR_DOWN);
    assert_int_equal(line.show, HC_SHOW_COUNT);
    hc_item blue = hc_puzzle_item(&p, 0, 1);
    assert_int_equal(blue.kind, HC_CELL);
    assert_int_equal(blue.colour, HC_BLUE);
    assert_true(blue.revealed);
    assert_int_equal(hc_puzzle_item(&p, 2, 3).kind, HC_EMPTY);
    assert_int_equal(hc_puzzle_item(&p, 0, 3).dir, HC_DIR_DOWN_RIGHT);
    assert_int_equal(hc_puzzle_cells(&p), 6);
    assert_int_equal(hc_puzzle_blues(&p), 3);
    char buf[8];
    static const struct { int col, row; const char *clue; } clues[] = {
        { 1, 0, "1" }, { 1, 1, "{3}" }, { 2, 1, "0" }, { 2, 2, "{1}" }, { 0, 3, "0" },
        { 0, 1, "" }, { 1, 2, "" },
    };
    for (size_t i = 0; i < sizeof clues / sizeof clues[0]; i++) {
        hc_clue_format(hc_clue_of(&p, hc_index(clues[i].col, clues[i].row)), buf);
        assert_string_equal(buf, clues[i].clue);
    }
}

/* The file's 'n' on a {1} is read as "the shape is shown" and written as
 * what the colouring makes it; from then on the text does not change. */
static void test_import_export_import_is_exact(void **state)
{
    (void)state;
    char text[HC_EXPORT_MAX], again[HC_EXPORT_MAX], third[HC_EXPORT_MAX];
    level(text, sizeof text, HEAD, 6, YS, ROWS);
    hc_puzzle a, b;
    char err[HC_MSG_MAX];
    assert_true(hc_parse(text, strlen(text), &a, err, sizeof err));
    size_t n = hc_export(&a, again, sizeof again);
    assert_int_equal(n, strlen(again));
    assert_true(n < HC_EXPORT_MAX);
    assert_true(hc_parse(again, n, &b, err, sizeof err));
    assert_true(hc_puzzle_equal(&a, &b));
    hc_export(&b, third, sizeof third);
    assert_string_equal(again, third);
    assert_non_null(strstr(again, "\n........x...Oc....."));
    assert_true(hc_puzzle_digest(&a) == hc_puzzle_digest(&b));
    b.at[hc_index(1, 0)].show = HC_SHOW_SHAPE;
    assert_false(hc_puzzle_equal(&a, &b));
    assert_false(hc_puzzle_digest(&a) == hc_puzzle_digest(&b));
    /* snprintf's contract: a short buffer still ends in NUL and the
     * length needed comes back. */
    char small[40];
    assert_int_equal(hc_export(&a, small, sizeof small), n);
    assert_int_equal(strlen(small), sizeof small - 1);
}

static void test_reads_what_sixcells_reads(void **state)
{
    (void)state;
    /* Blank lines first, CRLF, tab-indented grid lines, a short grid, and
     * a line clue's '.' (a shape shown). */
    const char *text = "\n\r\nHexcells level v1\r\nT\r\nA\r\n\r\n\r\n"
                       "\t....|.\r\n\t......\r\n\t....o+\r\n\t..X...X.\r\n";
    hc_puzzle p;
    char err[HC_MSG_MAX];
    assert_true(hc_parse(text, strlen(text), &p, err, sizeof err));
    assert_string_equal(p.title, "T");
    assert_int_equal(hc_puzzle_cells(&p), 3);
    assert_int_equal(hc_puzzle_item(&p, 1, 0).show, HC_SHOW_SHAPE);
    assert_int_equal(hc_clue_of(&p, hc_index(1, 0)).kind, HC_CLUE_TOGETHER);
    /* A shape of no blues says nothing more than 0: written so. */
    char buf[8];
    hc_clue_format(hc_clue_of(&p, hc_index(1, 0)), buf);
    assert_string_equal(buf, "0");
}

static void expect_error(const char *text, const char *message)
{
    hc_puzzle p;
    char err[HC_MSG_MAX];
    assert_false(hc_parse(text, strlen(text), &p, err, sizeof err));
    assert_string_equal(err, message);
    assert_null(strchr(err, '\n'));
}

static void test_bad_files_get_one_line_naming_the_line(void **state)
{
    (void)state;
    char text[HC_EXPORT_MAX + 200];
    expect_error("", "empty: no 'Hexcells level v1' header");
    expect_error("Hexcells level v2\n", "line 1: not a Hexcells level (no 'Hexcells level v1' header)");
    expect_error("Hexcells level v1\ntitle\nauthor\n", "line 4: the level stops before its grid");
    expect_error("Hexcells level v1\nti\atle\na\n\n\n", "line 2: a control character '\\x07' in the text");

    const char *bad_kind[] = { "..q." };
    level(text, sizeof text, HEAD, 1, (const int[]){ 2 }, bad_kind);
    expect_error(text, "line 8: 'q' is no cell kind (pair 2)");
    const char *bad_mark[] = { "o?" };
    level(text, sizeof text, HEAD, 1, (const int[]){ 0 }, bad_mark);
    expect_error(text, "line 6: '?' is no clue mark (pair 1)");
    const char *dot_mark[] = { "..o...o+.+" };
    level(text, sizeof text, HEAD, 1, (const int[]){ 0 }, dot_mark);
    expect_error(text, "line 6: an empty place with '+' after it (pair 5)");
    const char *blue_shape[] = { "xc" };
    level(text, sizeof text, HEAD, 1, (const int[]){ 3 }, blue_shape);
    expect_error(text, "line 9: a blue cell's number cannot be {n} or -n- (pair 1)");
    const char *off_lattice[] = { "o.", "o." };
    level(text, sizeof text, HEAD, 2, (const int[]){ 0, 1 }, off_lattice);
    expect_error(text, "line 7: pair 1 lies between the hexes the items before it lie on");
    level(text, sizeof text, HEAD, 0, NULL, NULL);
    expect_error(text, "the level has no cells");
    snprintf(text, sizeof text, "%s....o\n", HEAD);
    expect_error(text, "line 6: an odd number of characters (a cell takes two)");
    snprintf(text, sizeof text, "%s%0*d\n", HEAD, 68, 0);
    expect_error(text, "line 6: more than 33 cells in a line");
    const char *one[] = { "o." };
    level(text, sizeof text, HEAD, 1, (const int[]){ 0 }, one);
    strcat(text, "\n\n..\n");
    expect_error(text, "line 41: more than 33 grid lines");
    /* Blank lines after the grid are no error. */
    level(text, sizeof text, HEAD, 1, (const int[]){ 0 }, one);
    strcat(text, "\n  \n");
    hc_puzzle p;
    char err[HC_MSG_MAX];
    assert_true(hc_parse(text, strlen(text), &p, err, sizeof err));
    /* A title longer than the limit. */
    char longer[HC_TEXT_MAX + 64];
    memset(longer, 'a', sizeof longer);
    memcpy(longer, "Hexcells level v1\n", 18);
    longer[sizeof longer - 1] = '\0';
    expect_error(longer, "line 2: longer than 255 bytes");
    /* A NUL byte in the buffer is a control character, not an end. */
    const char nul[] = "Hexcells level v1\nti\0tle\na\n\n\n";
    assert_false(hc_parse(nul, sizeof nul - 1, &p, err, sizeof err));
    assert_string_equal(err, "line 2: a control character '\\x00' in the text");
}

/* Mutated levels: each is refused in one line, or read as a valid puzzle
 * whose export reads back as the same puzzle, on which the solver ends. */
static void test_mutated_levels_are_refused_or_read_whole(void **state)
{
    (void)state;
    static char base[HC_EXPORT_MAX], text[HC_EXPORT_MAX + 64], again[HC_EXPORT_MAX];
    static hc_puzzle p, q;
    level(base, sizeof base, HEAD, 6, YS, ROWS);
    size_t blen = strlen(base);
    static const char alphabet[] = ".oOxX\\|/+cn\n\r \t{}-?0\x01\xff";
    rng g;
    rng_seed(&g, 23, 5);
    int accepted = 0, refused = 0;
    for (int it = 0; it < 20000; it++) {
        memcpy(text, base, blen);
        size_t n = blen;
        int edits = 1 + (int)rng_below(&g, 4);
        for (int e = 0; e < edits && n > 0; e++) {
            size_t at = rng_below(&g, (uint32_t)n);
            char c = alphabet[rng_below(&g, sizeof alphabet - 1)];
            switch (rng_below(&g, 4)) {
            case 0: text[at] = c; break;
            case 1:
                if (n + 1 < sizeof text) {
                    memmove(text + at + 1, text + at, n - at);
                    text[at] = c;
                    n++;
                }
                break;
            case 2:
                memmove(text + at, text + at + 1, n - at - 1);
                n--;
                break;
            default: n = at; break;
            }
        }
        char err[HC_MSG_MAX];
        if (!hc_parse(text, n, &p, err, sizeof err)) {
            assert_true(err[0] != '\0');
            assert_null(strchr(err, '\n'));
            refused++;
            continue;
        }
        accepted++;
        assert_true(hc_puzzle_valid(&p, err));
        size_t m = hc_export(&p, again, sizeof again);
        assert_true(m < sizeof again);
        assert_true(hc_parse(again, m, &q, err, sizeof err));
        assert_true(hc_puzzle_equal(&p, &q));
        if (accepted % 16 == 0)
            hc_solve_budget(&p, HC_STEP_SPLIT, 100, 2000, NULL, 0);
    }
    assert_true(accepted > 1000);
    assert_true(refused > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reads_a_hand_written_level),
        cmocka_unit_test(test_import_export_import_is_exact),
        cmocka_unit_test(test_reads_what_sixcells_reads),
        cmocka_unit_test(test_bad_files_get_one_line_naming_the_line),
        cmocka_unit_test(test_mutated_levels_are_refused_or_read_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
