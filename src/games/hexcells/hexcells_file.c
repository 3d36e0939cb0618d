/* The SixCells level text format: read and written (games/hexcells/hexcells_file.h).
 * Written from the format's description, not from SixCells' code. */
#include "games/hexcells/hexcells_file.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char HEADER[] = "Hexcells level v1";

typedef struct {
    int x, y;        /* pair and line in the file's grid, 0-based */
    int line;        /* the file's line it was read from */
    hc_item item;
} file_item;

typedef struct {
    const char *at;
    size_t len;
    int number;      /* 1-based line number in the file */
} text_line;

/* The next line of buf from *pos, without its end ('\n', "\r\n" or a
 * '\r' alone, as SixCells splits lines); false at the end. */
static bool next_line(const char *buf, size_t len, size_t *pos, int *number, text_line *out)
{
    if (*pos >= len)
        return false;
    size_t start = *pos, end = start;
    while (end < len && buf[end] != '\n' && buf[end] != '\r')
        end++;
    *pos = end < len ? end + 1 : end;
    if (end < len && buf[end] == '\r' && *pos < len && buf[*pos] == '\n')
        (*pos)++;
    out->at = buf + start;
    out->len = end - start;
    out->number = ++*number;
    return true;
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

static void trim(text_line *l)
{
    while (l->len > 0 && is_space(l->at[0])) {
        l->at++;
        l->len--;
    }
    while (l->len > 0 && is_space(l->at[l->len - 1]))
        l->len--;
}

static bool is_header(text_line l)
{
    trim(&l);
    return l.len == sizeof HEADER - 1 && memcmp(l.at, HEADER, l.len) == 0;
}

static void fail(char *err, size_t cap, int line, const char *fmt, ...)
{
    if (cap == 0)
        return;
    int n = line > 0 ? snprintf(err, cap, "line %d: ", line) : 0;
    if (n < 0 || (size_t)n >= cap)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err + n, cap - (size_t)n, fmt, ap);
    va_end(ap);
}

/* The length of the UTF-8 character at s (at most n bytes), 0 when the
 * bytes there are no character (cut short, overlong, a surrogate, past
 * U+10FFFF). */
static size_t utf8_char(const unsigned char *s, size_t n)
{
    if (s[0] < 0x80)
        return 1;
    size_t k = s[0] >= 0xf0 ? 4 : s[0] >= 0xe0 ? 3 : s[0] >= 0xc2 ? 2 : 0;
    if (k == 0 || s[0] > 0xf4 || k > n)
        return 0;
    for (size_t i = 1; i < k; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    if ((k == 3 && s[0] == 0xe0 && s[1] < 0xa0) || (k == 3 && s[0] == 0xed && s[1] >= 0xa0)
        || (k == 4 && s[0] == 0xf0 && s[1] < 0x90) || (k == 4 && s[0] == 0xf4 && s[1] >= 0x90))
        return 0;
    return k;
}

/* How many characters l holds: false, with the error, when it is not
 * UTF-8. */
static bool count_chars(const text_line *l, size_t *chars, char *err, size_t cap)
{
    *chars = 0;
    for (size_t i = 0; i < l->len; (*chars)++) {
        size_t k = utf8_char((const unsigned char *)l->at + i, l->len - i);
        if (k == 0) {
            fail(err, cap, l->number, "not UTF-8 (character %zu)", *chars + 1);
            return false;
        }
        i += k;
    }
    return true;
}

/* The character at at (valid UTF-8) as it may be shown: 'c', 'é', or
 * '\xNN' for a control or a quote. */
static void quote(const char *at, size_t left, char *out)
{
    unsigned char u = (unsigned char)at[0];
    size_t k = utf8_char((const unsigned char *)at, left);
    if (u >= 0x80 && k > 1 && !(u == 0xc2 && (unsigned char)at[1] < 0xa0))
        snprintf(out, 8, "'%.*s'", (int)k, at);
    else if (u >= 0x20 && u < 0x7f && u != '\'' && u != '\\')
        snprintf(out, 8, "'%c'", u);
    else
        snprintf(out, 8, "'\\x%02x'", u);
}

static bool read_text(const text_line *l, char *dst, char *err, size_t cap)
{
    size_t chars;
    if (!count_chars(l, &chars, err, cap))
        return false;
    if (l->len >= HC_TEXT_MAX) {
        fail(err, cap, l->number, "longer than %d bytes", HC_TEXT_MAX - 1);
        return false;
    }
    for (size_t i = 0; i < l->len; i++) {
        unsigned char u = (unsigned char)l->at[i];
        bool c1 = u == 0xc2 && i + 1 < l->len && (unsigned char)l->at[i + 1] < 0xa0;
        if (u < 0x20 || u == 0x7f || c1) {
            char q[8];
            snprintf(q, sizeof q, "'\\x%02x'", c1 ? (unsigned char)l->at[i + 1] : u);
            fail(err, cap, l->number, "a control character %s in the text", q);
            return false;
        }
    }
    memcpy(dst, l->at, l->len);
    dst[l->len] = '\0';
    return true;
}

/* One two-character group of a grid line (ASCII) into *it; false with
 * the error. */
static bool read_pair(const text_line *l, int pair, hc_item *it, bool *empty, char *err,
                      size_t cap)
{
    char kind = l->at[2 * pair], info = l->at[2 * pair + 1];
    char q[8];
    memset(it, 0, sizeof *it);
    *empty = false;
    switch (kind) {
    case '.':
        if (info != '.') {
            quote(&l->at[2 * pair + 1], 1, q);
            fail(err, cap, l->number, "an empty place with %s after it (pair %d)", q,
                 pair + 1);
            return false;
        }
        *empty = true;
        return true;
    case 'o': case 'O': case 'x': case 'X':
        it->kind = HC_CELL;
        it->colour = kind == 'x' || kind == 'X' ? HC_BLUE : HC_BLACK;
        it->revealed = kind == 'O' || kind == 'X';
        break;
    case '\\': case '|': case '/':
        it->kind = HC_LINE;
        it->dir = kind == '\\' ? HC_DIR_DOWN_RIGHT : kind == '|' ? HC_DIR_DOWN : HC_DIR_DOWN_LEFT;
        break;
    default:
        quote(&l->at[2 * pair], 1, q);
        fail(err, cap, l->number, "%s is no cell kind (pair %d)", q, pair + 1);
        return false;
    }
    switch (info) {
    case '.':
        /* A line always shows its number: SixCells reads '.' there as a
         * shape shown. */
        it->show = it->kind == HC_LINE ? HC_SHOW_SHAPE : HC_SHOW_NONE;
        break;
    case '+': it->show = HC_SHOW_COUNT; break;
    case 'c': case 'n': it->show = HC_SHOW_SHAPE; break;
    default:
        quote(&l->at[2 * pair + 1], 1, q);
        fail(err, cap, l->number, "%s is no clue mark (pair %d)", q, pair + 1);
        return false;
    }
    return true;
}

/* A grid line: exactly 66 characters of ASCII, its items appended. */
static bool read_grid_line(text_line *l, int y, file_item *items, int *nitems, char *err,
                           size_t cap)
{
    trim(l);
    size_t chars;
    if (!count_chars(l, &chars, err, cap))
        return false;
    if (chars != 2 * HC_FILE_GRID) {
        fail(err, cap, l->number, "%zu characters where a grid line has %d (%d cells of two)",
             chars, 2 * HC_FILE_GRID, HC_FILE_GRID);
        return false;
    }
    for (size_t i = 0; i < l->len; i++) {
        if ((unsigned char)l->at[i] >= 0x80) {
            char q[8];
            quote(&l->at[i], l->len - i, q);
            fail(err, cap, l->number, "%s is no %s (pair %zu)", q,
                 i % 2 ? "clue mark" : "cell kind", i / 2 + 1);
            return false;
        }
    }
    for (int x = 0; x < HC_FILE_GRID; x++) {
        hc_item it;
        bool empty;
        if (!read_pair(l, x, &it, &empty, err, cap))
            return false;
        if (!empty)
            items[(*nitems)++] = (file_item){ x, y, l->number, it };
    }
    return true;
}

/* The slot of an item for the grid's origin (ox, oy), and whether it lies
 * half a row below it; false above the grid or below its last row. */
static bool slot_of(const file_item *it, int ox, int oy, int *slot, int *half)
{
    int col = it->x - ox, t = it->y - (col & 1) - oy;
    if (t < 0 || t >= 2 * HC_ROWS_MAX)
        return false;
    *slot = hc_index(col, t / 2);
    *half = t & 1;
    return true;
}

/* The items placed on the grid whose origin is (ox, oy): false, with the
 * item that found its slot taken in *clash (-1 for none), when they do not
 * fit. */
static bool place_items(const file_item *items, int nitems, int ox, int oy, hc_puzzle *out,
                        int *clash)
{
    *clash = -1;
    int rows = 1;
    for (int i = 0; i < nitems; i++) {
        int slot, half;
        if (!slot_of(&items[i], ox, oy, &slot, &half))
            return false;
        if (hc_row_of(slot) + 1 > rows)
            rows = hc_row_of(slot) + 1;
    }
    int minx = HC_FILE_GRID, maxx = 0;
    for (int i = 0; i < nitems; i++) {
        minx = items[i].x < minx ? items[i].x : minx;
        maxx = items[i].x > maxx ? items[i].x : maxx;
    }
    hc_puzzle_init(out, maxx - ox + 1, rows);
    out->file_x = ox;
    out->file_y = oy;
    for (int i = 0; i < nitems; i++) {
        int slot = 0, half = 0;
        slot_of(&items[i], ox, oy, &slot, &half);
        if (out->at[slot].kind != HC_EMPTY) {
            *clash = i;
            return false;
        }
        out->at[slot] = items[i].item;
        out->half[slot] = (unsigned char)half;
    }
    return true;
}

/* The items of a level placed in out: column 0 at the leftmost item, row 0
 * as high as the items allow (odd columns sit one line lower), the items
 * of the lattice there in their slots and those of the other half a row
 * below theirs. Two items half a row apart in a column share a slot: then
 * the other lattice takes the slots, a line higher. */
static bool place(const file_item *items, int nitems, char texts[4][HC_TEXT_MAX], hc_puzzle *out,
                  char *err, size_t errcap)
{
    int cells = 0;
    for (int i = 0; i < nitems; i++)
        cells += items[i].item.kind == HC_CELL;
    if (cells == 0) {
        fail(err, errcap, 0, "the level has no cells");
        return false;
    }
    int ox = HC_FILE_GRID, oy = HC_FILE_GRID;
    for (int i = 0; i < nitems; i++)
        ox = items[i].x < ox ? items[i].x : ox;
    for (int i = 0; i < nitems; i++) {
        int top = items[i].y - ((items[i].x - ox) & 1);
        oy = top < oy ? top : oy;
    }
    int clash, first;
    if (!place_items(items, nitems, ox, oy, out, &first)
        && !place_items(items, nitems, ox, oy - 1, out, &clash)) {
        fail(err, errcap, items[first].line,
             "pair %d lies half a row below another item, on the other lattice: the two "
             "overlap",
             items[first].x + 1);
        return false;
    }
    memcpy(out->title, texts[0], HC_TEXT_MAX);
    memcpy(out->author, texts[1], HC_TEXT_MAX);
    memcpy(out->text[0], texts[2], HC_TEXT_MAX);
    memcpy(out->text[1], texts[3], HC_TEXT_MAX);
    char why[HC_MSG_MAX];
    if (!hc_puzzle_valid(out, why)) {
        fail(err, errcap, 0, "%s", why);
        return false;
    }
    return true;
}

/* Past blank lines to the next header, counted as SixCells counts them
 * (the four lines after a header are its texts, whatever they say):
 * false at the end. A line of anything else before the first is an
 * error. */
static bool to_header(const char *buf, size_t len, size_t *pos, int *number, text_line *l,
                      bool first, bool *bad)
{
    *bad = false;
    while (next_line(buf, len, pos, number, l)) {
        if (is_header(*l))
            return true;
        text_line t = *l;
        trim(&t);
        if (first && t.len > 0) {
            *bad = true;
            return false;
        }
    }
    return false;
}

int hc_level_count(const char *buf, size_t len)
{
    size_t pos = 0;
    int number = 0, n = 0;
    text_line l;
    bool bad;
    while (to_header(buf, len, &pos, &number, &l, n == 0, &bad)) {
        n++;
        for (int i = 0; i < 4 && next_line(buf, len, &pos, &number, &l); i++)
            ;
    }
    return n;
}

bool hc_parse_level(const char *buf, size_t len, int index, hc_puzzle *out, char *err,
                    size_t errcap)
{
    if (errcap > 0)
        err[0] = '\0';
    size_t pos = 0;
    int number = 0;
    text_line l;
    bool bad;
    for (int n = 0; n <= index; n++) {
        if (to_header(buf, len, &pos, &number, &l, n == 0, &bad)) {
            if (n == index)
                break;
            for (int i = 0; i < 4 && next_line(buf, len, &pos, &number, &l); i++)
                ;
        } else if (bad) {
            fail(err, errcap, l.number, "not a Hexcells level (no 'Hexcells level v1' header)");
            return false;
        } else if (n == 0) {
            fail(err, errcap, 0, "empty: no 'Hexcells level v1' header");
            return false;
        } else {
            fail(err, errcap, 0, "no level %d: the file holds %d", index + 1, n);
            return false;
        }
    }
    char texts[4][HC_TEXT_MAX];
    for (int i = 0; i < 4; i++) {
        if (!next_line(buf, len, &pos, &number, &l)) {
            fail(err, errcap, number + 1, "the level stops before its grid");
            return false;
        }
        trim(&l);
        if (!read_text(&l, texts[i], err, errcap))
            return false;
    }
    /* SixCells keeps the custom text as its lines that say something, and
     * writes one such line second. */
    if (!texts[3][0]) {
        memcpy(texts[3], texts[2], HC_TEXT_MAX);
        texts[2][0] = '\0';
    }
    file_item items[HC_FILE_GRID * HC_FILE_GRID];
    int nitems = 0;
    for (int y = 0; y < HC_FILE_GRID; y++) {
        int was = number;
        if (!next_line(buf, len, &pos, &number, &l) || is_header(l)) {
            if (y == 0)
                fail(err, errcap, was + 1,
                     "no grid: %d lines of %d characters follow the header and its 4 lines",
                     HC_FILE_GRID, 2 * HC_FILE_GRID);
            else
                fail(err, errcap, was + 1, "the grid stops after %d of its %d lines", y,
                     HC_FILE_GRID);
            return false;
        }
        if (!read_grid_line(&l, y, items, &nitems, err, errcap))
            return false;
    }
    while (next_line(buf, len, &pos, &number, &l) && !is_header(l)) {
        trim(&l);
        if (l.len > 0) {
            fail(err, errcap, l.number,
                 "more than %d grid lines (another level begins with '%s')", HC_FILE_GRID,
                 HEADER);
            return false;
        }
    }
    return place(items, nitems, texts, out, err, errcap);
}

bool hc_parse(const char *buf, size_t len, hc_puzzle *out, char *err, size_t errcap)
{
    return hc_parse_level(buf, len, 0, out, err, errcap);
}

/* Where slot lies in the file's grid, for an origin (fx, fy). */
static bool file_place(const hc_puzzle *p, int slot, int fx, int fy, int *x, int *y)
{
    *x = hc_col_of(slot) + fx;
    *y = hc_line_of(p, slot) + fy;
    return *x >= 0 && *x < HC_FILE_GRID && *y >= 0 && *y < HC_FILE_GRID;
}

static bool fits(const hc_puzzle *p, int fx, int fy)
{
    int x, y;
    for (int i = 0; i < HC_SLOTS; i++)
        if (p->at[i].kind != HC_EMPTY && !file_place(p, i, fx, fy, &x, &y))
            return false;
    return true;
}

size_t hc_export(const hc_puzzle *p, char *buf, size_t cap)
{
    char grid[HC_FILE_GRID][2 * HC_FILE_GRID];
    memset(grid, '.', sizeof grid);
    int fx = p->file_x, fy = p->file_y;
    if (!fits(p, fx, fy)) {
        hc_puzzle centred;
        hc_puzzle_init(&centred, p->cols, p->rows);
        fx = centred.file_x;
        fy = centred.file_y;
    }
    unsigned char blue[HC_SLOTS];
    for (int i = 0; i < HC_SLOTS; i++)
        blue[i] = p->at[i].kind == HC_CELL && p->at[i].colour == HC_BLUE;
    for (int i = 0; i < HC_SLOTS; i++) {
        const hc_item *it = &p->at[i];
        int x, y;
        if (it->kind == HC_EMPTY || !file_place(p, i, fx, fy, &x, &y))
            continue;
        char kind, info = '.';
        if (it->kind == HC_LINE)
            kind = it->dir == HC_DIR_DOWN_RIGHT ? '\\' : it->dir == HC_DIR_DOWN ? '|' : '/';
        else if (it->colour == HC_BLUE)
            kind = it->revealed ? 'X' : 'x';
        else
            kind = it->revealed ? 'O' : 'o';
        if (it->show == HC_SHOW_COUNT)
            info = '+';
        else if (it->show == HC_SHOW_SHAPE)
            info = hc_clue_for(p, blue, i).kind == HC_CLUE_APART ? 'n' : 'c';
        grid[y][2 * x] = kind;
        grid[y][2 * x + 1] = info;
    }
    size_t n = 0;
    const char *head[5] = { HEADER, p->title, p->author, p->text[0], p->text[1] };
    for (int i = 0; i < 5; i++) {
        size_t k = 0;
        while (k < HC_TEXT_MAX - 1 && head[i][k])
            k++;
        for (size_t j = 0; j < k; j++, n++)
            if (n + 1 < cap)
                buf[n] = head[i][j] == '\n' ? ' ' : head[i][j];
        if (n + 1 < cap)
            buf[n] = '\n';
        n++;
    }
    /* Lines are separated, not ended: SixCells writes no newline after
     * the last. */
    for (int y = 0; y < HC_FILE_GRID; y++) {
        for (int j = 0; j < 2 * HC_FILE_GRID; j++, n++)
            if (n + 1 < cap)
                buf[n] = grid[y][j];
        if (y + 1 < HC_FILE_GRID) {
            if (n + 1 < cap)
                buf[n] = '\n';
            n++;
        }
    }
    if (cap > 0)
        buf[n < cap ? n : cap - 1] = '\0';
    return n;
}

bool hc_puzzle_equal(const hc_puzzle *a, const hc_puzzle *b)
{
    if (a->cols != b->cols || a->rows != b->rows || a->file_x != b->file_x ||
        a->file_y != b->file_y || strcmp(a->title, b->title) || strcmp(a->author, b->author) ||
        strcmp(a->text[0], b->text[0]) || strcmp(a->text[1], b->text[1]))
        return false;
    for (int i = 0; i < HC_SLOTS; i++) {
        const hc_item *x = &a->at[i], *y = &b->at[i];
        if (x->kind != y->kind)
            return false;
        if (x->kind == HC_EMPTY)
            continue;
        if (x->show != y->show || a->half[i] != b->half[i])
            return false;
        if (x->kind == HC_CELL && (x->colour != y->colour || x->revealed != y->revealed))
            return false;
        if (x->kind == HC_LINE && x->dir != y->dir)
            return false;
    }
    return true;
}

uint64_t hc_puzzle_digest(const hc_puzzle *p)
{
    char text[HC_EXPORT_MAX];
    size_t n = hc_export(p, text, sizeof text);
    uint64_t h = 14695981039346656037ull;
    for (size_t i = 0; i < n && i < sizeof text; i++) {
        h ^= (unsigned char)text[i];
        h *= 1099511628211ull;
    }
    /* The newline export wrote after the last line until it wrote as
     * SixCells does: the names digests gave stay. */
    h ^= '\n';
    h *= 1099511628211ull;
    return h;
}
