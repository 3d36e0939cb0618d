/* Unit tests for the SixCells level text format: a hand-written level read
 * (its grid's place, every kind of item, texts), SixCells' leniencies (CRLF
 * or CR alone, indented lines, 'c'/'n' as "shape shown"), several levels in
 * a file, items on both lattices, import -> export -> import exact and
 * export as SixCells writes, a table of refused files each with its one
 * line naming the line, and a
 * bounded mutation fuzz (tests/fuzz/fuzz_hexcells.c is the open-ended one). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
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
    /* 38 lines as SixCells writes them: no newline after the last. */
    int lines = 1;
    for (size_t i = 0; i < n; i++)
        lines += again[i] == '\n';
    assert_int_equal(lines, 38);
    assert_true(again[n - 1] == '.');
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

/* text with every "\n" written as nl, into out. */
static void with_line_ends(const char *text, const char *nl, char *out, size_t cap)
{
    size_t n = 0;
    for (; *text && n + 3 < cap; text++) {
        if (*text == '\n') {
            memcpy(out + n, nl, strlen(nl));
            n += strlen(nl);
        } else {
            out[n++] = *text;
        }
    }
    out[n] = '\0';
}

static void test_reads_what_sixcells_reads(void **state)
{
    (void)state;
    /* Blank lines first and after, lines tab-indented (as SixCells copies
     * a level), CRLF or CR alone, and a line clue's '.' (a shape shown). */
    static const char head[] = "\n \nHexcells level v1\nT\nA\n\nsaid once\n";
    static const char *const rows[] = { "....|.", "....o+", "..X...X." };
    static char text[HC_EXPORT_MAX + 200], ends[2 * HC_EXPORT_MAX];
    level(text, sizeof text, head, 3, (const int[]){ 0, 2, 3 }, rows);
    strcat(text, "\n\n");
    const char *const nls[] = { "\n\t", "\r\n", "\r" };
    for (size_t i = 0; i < 3; i++) {
        with_line_ends(text, nls[i], ends, sizeof ends);
        hc_puzzle p;
        char err[HC_MSG_MAX];
        if (!hc_parse(ends, strlen(ends), &p, err, sizeof err))
            fail_msg("%s", err);
        assert_int_equal(hc_level_count(ends, strlen(ends)), 1);
        assert_string_equal(p.title, "T");
        /* One line of custom text is its second, as SixCells writes it. */
        assert_string_equal(p.text[0], "");
        assert_string_equal(p.text[1], "said once");
        assert_int_equal(hc_puzzle_cells(&p), 3);
        assert_int_equal(hc_puzzle_item(&p, 1, 0).show, HC_SHOW_SHAPE);
        assert_int_equal(hc_clue_of(&p, hc_index(1, 0)).kind, HC_CLUE_TOGETHER);
        /* A shape of no blues says nothing more than 0: written so. */
        char buf[8];
        hc_clue_format(hc_clue_of(&p, hc_index(1, 0)), buf);
        assert_string_equal(buf, "0");
    }
}

/* Several levels in a file: each read by its index, counted, each error
 * naming its line in the file. */
static void test_reads_each_level_of_a_file(void **state)
{
    (void)state;
    static char one[HC_EXPORT_MAX + 200], two[HC_EXPORT_MAX + 200];
    static char text[3 * HC_EXPORT_MAX];
    level(one, sizeof one, "Hexcells level v1\nFirst\nme\n\n\n", 6, YS, ROWS);
    level(two, sizeof two, "Hexcells level v1\nSecond\nme\nHexcells level v1\n\n", 6, YS,
          ROWS);
    snprintf(text, sizeof text, "%s\n%s", one, two);
    size_t n = strlen(text);
    assert_int_equal(hc_level_count(text, n), 2);
    hc_puzzle p;
    char err[HC_MSG_MAX];
    assert_true(hc_parse_level(text, n, 0, &p, err, sizeof err));
    assert_string_equal(p.title, "First");
    /* A header among the texts is a text, as SixCells' player counts. */
    assert_true(hc_parse_level(text, n, 1, &p, err, sizeof err));
    assert_string_equal(p.title, "Second");
    assert_string_equal(p.text[1], "Hexcells level v1");
    assert_false(hc_parse_level(text, n, 2, &p, err, sizeof err));
    assert_string_equal(err, "no level 3: the file holds 2");
    /* The second level's grid cut: its line in the whole file. */
    char *cut = strstr(text + strlen(one) + 40, "\n") + 1;
    for (int i = 0; i < 3; i++)
        cut = strchr(cut, '\n') + 1;
    *cut = '\0';
    assert_false(hc_parse_level(text, strlen(text), 1, &p, err, sizeof err));
    assert_string_equal(err, "line 47: the grid stops after 2 of its 33 lines");
}

/* Items on both lattices: a line clue half a row off its column, and two
 * islands, one on each, are read as SixCells places them. */
static void test_reads_items_on_both_lattices(void **state)
{
    (void)state;
    static char text[HC_EXPORT_MAX + 200];
    hc_puzzle p;
    char err[HC_MSG_MAX];
    /* A column clue right above its cells, on the other lattice. */
    const char *column[] = { "..|.", "..x.", "", "..o+" };
    level(text, sizeof text, HEAD, 3, (const int[]){ 3, 4, 6 }, (const char *const[]){
              column[0], column[1], column[3] });
    assert_true(hc_parse(text, strlen(text), &p, err, sizeof err));
    assert_int_equal(hc_puzzle_cells(&p), 2);
    int lines = 0, slot = -1;
    for (int i = 0; i < HC_SLOTS; i++)
        if (p.at[i].kind == HC_LINE) {
            lines++;
            slot = i;
        }
    assert_int_equal(lines, 1);
    assert_int_equal(hc_clue_of(&p, slot).value, 1);
    int members[HC_MEMBERS_MAX];
    assert_int_equal(hc_members(&p, slot, members), 2);
    /* Two islands apart: the second moved half a row, each clue the same. */
    const char *islands[] = { "o+", "..x.................o+", "x.....................x.",
                              "....................x." };
    level(text, sizeof text, HEAD, 4, (const int[]){ 0, 1, 2, 3 }, islands);
    if (!hc_parse(text, strlen(text), &p, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(hc_puzzle_cells(&p), 6);
    for (int i = 0; i < HC_SLOTS; i++)
        if (p.at[i].kind == HC_CELL && p.at[i].show == HC_SHOW_COUNT)
            assert_int_equal(hc_clue_of(&p, i).value, 2);
    /* Hexes that touch across the lattices, even one over another, are
     * read as SixCells places them: the two black cells are each other's
     * neighbours, the blue cell between them neither's. */
    const char *touching[] = { "o+x.", "..o+" };
    level(text, sizeof text, HEAD, 2, (const int[]){ 0, 1 }, touching);
    if (!hc_parse(text, strlen(text), &p, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(hc_puzzle_cells(&p), 3);
    for (int i = 0; i < HC_SLOTS; i++)
        if (p.at[i].kind == HC_CELL && p.at[i].colour == HC_BLACK) {
            int m[HC_MEMBERS_MAX], cells = 0;
            assert_int_equal(hc_members(&p, i, m), 6);
            for (int j = 0; j < 6; j++)
                cells += m[j] >= 0;
            assert_int_equal(cells, 1);
            assert_int_equal(hc_clue_of(&p, i).value, 0);
        }
    /* Three items half a row apart down a column: two share a slot
     * whichever lattice takes the slots. */
    const char *stacked[] = { "o+", "x.", "o." };
    level(text, sizeof text, HEAD, 3, (const int[]){ 0, 1, 2 }, stacked);
    assert_false(hc_parse(text, strlen(text), &p, err, sizeof err));
    assert_string_equal(err, "line 7: pair 1 lies half a row below another item, on the "
                             "other lattice: the two overlap");
}

static void expect_error(const char *text, const char *message)
{
    hc_puzzle p;
    char err[HC_MSG_MAX];
    assert_false(hc_parse(text, strlen(text), &p, err, sizeof err));
    assert_string_equal(err, message);
    assert_null(strchr(err, '\n'));
}

/* A file refused, and why. Its text: head, then the first lines of the
 * grid of dots (all 33 for 0), with row written over line y, the last
 * line cut to cut characters (0: whole), every line ended by nl (NULL:
 * "\n"), then tail. */
typedef struct {
    const char *what;
    const char *head;
    int lines, y;
    const char *row;
    int cut;
    const char *nl, *tail;
    const char *message;
} refused_file;

static const refused_file refused[] = {
    { "nothing at all", "", -1, 0, NULL, 0, NULL, "",
      "empty: no 'Hexcells level v1' header" },
    { "another header", "Hexcells level v2\n", -1, 0, NULL, 0, NULL, "",
      "line 1: not a Hexcells level (no 'Hexcells level v1' header)" },
    { "words before the header", "\nsome words\nHexcells level v1\n", -1, 0, NULL, 0, NULL, "",
      "line 2: not a Hexcells level (no 'Hexcells level v1' header)" },
    { "texts cut short", "Hexcells level v1\ntitle\nauthor\n", -1, 0, NULL, 0, NULL, "",
      "line 4: the level stops before its grid" },
    { "no grid", HEAD, -1, 0, NULL, 0, NULL, "",
      "line 6: no grid: 33 lines of 66 characters follow the header and its 4 lines" },
    { "no grid, CR alone", HEAD, -1, 0, NULL, 0, "\r", "",
      "line 6: no grid: 33 lines of 66 characters follow the header and its 4 lines" },
    { "cut at a row's end", HEAD, 10, 0, NULL, 0, NULL, "",
      "line 16: the grid stops after 10 of its 33 lines" },
    { "cut at a row's end, CRLF", HEAD, 10, 0, NULL, 0, "\r\n", "",
      "line 16: the grid stops after 10 of its 33 lines" },
    { "cut at an even column", HEAD, 20, 0, NULL, 40, NULL, "",
      "line 25: 40 characters where a grid line has 66 (33 cells of two)" },
    { "cut at an odd column", HEAD, 20, 0, NULL, 41, NULL, "",
      "line 25: 41 characters where a grid line has 66 (33 cells of two)" },
    { "a short row", HEAD, 0, 4, "..o+", 4, NULL, "",
      "line 10: 4 characters where a grid line has 66 (33 cells of two)" },
    { "a long row", HEAD, 0, 4, "..o+.........................................................."
      "......", 0, NULL, "", "line 10: 68 characters where a grid line has 66 (33 cells of two)" },
    { "characters counted, not bytes",
      HEAD, 0, 2, "..\xc3\xa9\xc3\xa9...........................................................",
      0, NULL, "", "line 8: 64 characters where a grid line has 66 (33 cells of two)" },
    { "a letter in the grid", HEAD, 0, 2,
      "..\xc3\xa9." "..............................................................", 0, NULL, "",
      "line 8: '\xc3\xa9' is no cell kind (pair 2)" },
    { "an unknown kind", HEAD, 0, 2, "..q.", 0, NULL, "", "line 8: 'q' is no cell kind (pair 2)" },
    { "an unknown mark", HEAD, 0, 0, "o?", 0, NULL, "", "line 6: '?' is no clue mark (pair 1)" },
    { "a mark on nothing", HEAD, 0, 0, "..o...o+.+", 0, NULL, "",
      "line 6: an empty place with '+' after it (pair 5)" },
    { "no cell", HEAD, 0, 0, "", 0, NULL, "", "the level has no cells" },
    { "more than 33 grid lines", HEAD, 0, 0, "o.", 0, NULL, "\n\n..\n",
      "line 41: more than 33 grid lines (another level begins with 'Hexcells level v1')" },
    { "a control character", "Hexcells level v1\nti\atle\na\n\n\n", -1, 0, NULL, 0, NULL, "",
      "line 2: a control character '\\x07' in the text" },
    { "a C1 control character", "Hexcells level v1\nti\xc2\x9btle\na\n\n\n", -1, 0, NULL, 0,
      NULL, "", "line 2: a control character '\\x9b' in the text" },
    { "bytes that are not UTF-8", "Hexcells level v1\nt\xc3\xa9t\xff\na\n\n\n", -1, 0, NULL, 0,
      NULL, "", "line 2: not UTF-8 (character 4)" },
    { "an overlong encoding", "Hexcells level v1\n\xc0\xaf\na\n\n\n", -1, 0, NULL, 0, NULL, "",
      "line 2: not UTF-8 (character 1)" },
};

static void refused_text(const refused_file *r, char *out, size_t cap)
{
    static char plain[2 * HC_EXPORT_MAX];
    int lines = r->lines < 0 ? 0 : r->lines == 0 ? HC_FILE_GRID : r->lines;
    int cut_at = r->row ? r->y : lines - 1;
    size_t n = (size_t)snprintf(plain, sizeof plain, "%s", r->head);
    for (int y = 0; y < lines; y++) {
        char line[2 * HC_FILE_GRID + 64];
        size_t len = 2 * HC_FILE_GRID;
        memset(line, '.', len);
        if (r->row && y == r->y) {
            memcpy(line, r->row, strlen(r->row));
            len = strlen(r->row) > len ? strlen(r->row) : len;
        }
        if (r->cut && y == cut_at)
            len = (size_t)r->cut;
        n += (size_t)snprintf(plain + n, sizeof plain - n, "%.*s\n", (int)len, line);
    }
    snprintf(plain + n, sizeof plain - n, "%s", r->tail);
    with_line_ends(plain, r->nl ? r->nl : "\n", out, cap);
}

static void test_bad_files_get_one_line_naming_the_line(void **state)
{
    (void)state;
    static char text[4 * HC_EXPORT_MAX];
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        refused_text(&refused[i], text, sizeof text);
        hc_puzzle p;
        char err[HC_MSG_MAX];
        if (hc_parse(text, strlen(text), &p, err, sizeof err))
            fail_msg("%s: read as a level", refused[i].what);
        if (strcmp(err, refused[i].message) != 0)
            fail_msg("%s: \"%s\", not \"%s\"", refused[i].what, err, refused[i].message);
    }
    /* Blank lines after the grid are no error. */
    refused_file blank = { "", HEAD, 0, 0, "o.", 0, NULL, "\n  \n\n", "" };
    refused_text(&blank, text, sizeof text);
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
    /* UTF-8 in a title is text. */
    refused_file titled = { "", "Hexcells level v1\nCaf\xc3\xa9 \xe2\x99\xa5\na\n\n\n", 0, 0,
                            "o.", 0, NULL, "", "" };
    refused_text(&titled, text, sizeof text);
    assert_true(hc_parse(text, strlen(text), &p, err, sizeof err));
    assert_string_equal(p.title, "Caf\xc3\xa9 \xe2\x99\xa5");
}

/* The corpus of tests/fixtures/hexcells/files-*: every level of each file
 * read, exported and read again the same; a file of one level exports
 * byte for byte as it is. */
static void test_the_corpus_reads_and_exports_byte_for_byte(void **state)
{
    (void)state;
    static const struct { const char *file; int levels, cells; bool same_bytes; } corpus[] = {
        { "tests/fixtures/hexcells/files-every-kind.hexcells", 1, 0, true },
        { "tests/fixtures/hexcells/files-largest.hexcells", 1, 497, true },
        { "tests/fixtures/hexcells/files-both-lattices.hexcells", 1, 9, true },
        { "tests/fixtures/hexcells/files-several.hexcells", 3, 0, false },
    };
    static char text[4 * HC_EXPORT_MAX], again[HC_EXPORT_MAX];
    for (size_t i = 0; i < sizeof corpus / sizeof corpus[0]; i++) {
        FILE *f = fopen(corpus[i].file, "rb");
        assert_non_null(f);
        size_t n = fread(text, 1, sizeof text, f);
        fclose(f);
        assert_int_equal(hc_level_count(text, n), corpus[i].levels);
        for (int k = 0; k < corpus[i].levels; k++) {
            hc_puzzle p, q;
            char err[HC_MSG_MAX];
            if (!hc_parse_level(text, n, k, &p, err, sizeof err))
                fail_msg("%s level %d: %s", corpus[i].file, k + 1, err);
            if (corpus[i].cells)
                assert_int_equal(hc_puzzle_cells(&p), corpus[i].cells);
            size_t m = hc_export(&p, again, sizeof again);
            assert_true(hc_parse(again, m, &q, err, sizeof err));
            assert_true(hc_puzzle_equal(&p, &q));
            if (corpus[i].same_bytes) {
                assert_int_equal(m, n);
                assert_memory_equal(again, text, n);
            }
        }
    }
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
            /* Mostly a character changed: a grid line's length is
             * checked, so most insertions and cuts are refused. */
            switch (rng_below(&g, 8)) {
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
            case 3: n = at; break;
            default: text[at] = c; break;
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
    assert_true(accepted > 500);
    assert_true(refused > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reads_a_hand_written_level),
        cmocka_unit_test(test_import_export_import_is_exact),
        cmocka_unit_test(test_reads_what_sixcells_reads),
        cmocka_unit_test(test_reads_each_level_of_a_file),
        cmocka_unit_test(test_reads_items_on_both_lattices),
        cmocka_unit_test(test_the_corpus_reads_and_exports_byte_for_byte),
        cmocka_unit_test(test_bad_files_get_one_line_naming_the_line),
        cmocka_unit_test(test_mutated_levels_are_refused_or_read_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
