/* The SixCells level text format: read and written (games/hexcells/hexcells_file.h).
 * Written from the format's description, not from SixCells' code. */
#include "games/hexcells/hexcells_file.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char HEADER[] = "Hexcells level v1";

typedef struct {
    const char *at;
    size_t len;
    int number;      /* 1-based line number in the file */
} text_line;

/* The next line of buf from *pos, without its '\n' and a '\r' before it;
 * false at the end. */
static bool next_line(const char *buf, size_t len, size_t *pos, int *number, text_line *out)
{
    if (*pos >= len)
        return false;
    size_t start = *pos, end = start;
    while (end < len && buf[end] != '\n')
        end++;
    *pos = end < len ? end + 1 : end;
    out->at = buf + start;
    out->len = end - start;
    if (out->len > 0 && out->at[out->len - 1] == '\r')
        out->len--;
    out->number = ++*number;
    return true;
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
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

/* One byte of the file as it may be shown: 'c', or '\xNN'. */
static void quote(char c, char *out)
{
    unsigned char u = (unsigned char)c;
    if (u >= 0x20 && u < 0x7f && c != '\'' && c != '\\')
        snprintf(out, 8, "'%c'", c);
    else
        snprintf(out, 8, "'\\x%02x'", u);
}

typedef struct {
    int x, y, line, pair;
    hc_item item;
} placed;

static bool read_text(const text_line *l, char *dst, char *err, size_t cap)
{
    if (l->len >= HC_TEXT_MAX) {
        fail(err, cap, l->number, "longer than %d bytes", HC_TEXT_MAX - 1);
        return false;
    }
    for (size_t i = 0; i < l->len; i++) {
        unsigned char u = (unsigned char)l->at[i];
        if (u < 0x20 || u == 0x7f) {
            char q[8];
            quote(l->at[i], q);
            fail(err, cap, l->number, "a control character %s in the text", q);
            return false;
        }
    }
    memcpy(dst, l->at, l->len);
    dst[l->len] = '\0';
    return true;
}

/* One two-character group of a grid line into *it; false with the error. */
static bool read_pair(const text_line *l, int pair, char kind, char info, hc_item *it,
                      bool *empty, char *err, size_t cap)
{
    char q[8];
    memset(it, 0, sizeof *it);
    *empty = false;
    switch (kind) {
    case '.':
        if (info != '.') {
            quote(info, q);
            fail(err, cap, l->number, "an empty place with %s after it (pair %d)", q, pair);
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
        quote(kind, q);
        fail(err, cap, l->number, "%s is no cell kind (pair %d)", q, pair);
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
        quote(info, q);
        fail(err, cap, l->number, "%s is no clue mark (pair %d)", q, pair);
        return false;
    }
    if (it->kind == HC_CELL && it->colour == HC_BLUE && it->show == HC_SHOW_SHAPE) {
        fail(err, cap, l->number, "a blue cell's number cannot be {n} or -n- (pair %d)", pair);
        return false;
    }
    return true;
}

bool hc_parse(const char *buf, size_t len, hc_puzzle *out, char *err, size_t errcap)
{
    if (errcap > 0)
        err[0] = '\0';
    size_t pos = 0;
    int number = 0;
    text_line l;
    /* Blank lines before the header are skipped, as SixCells does. */
    do {
        if (!next_line(buf, len, &pos, &number, &l)) {
            fail(err, errcap, 0, "empty: no 'Hexcells level v1' header");
            return false;
        }
        trim(&l);
    } while (l.len == 0);
    if (l.len != sizeof HEADER - 1 || memcmp(l.at, HEADER, l.len) != 0) {
        fail(err, errcap, l.number, "not a Hexcells level (no 'Hexcells level v1' header)");
        return false;
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
    placed items[HC_FILE_GRID * HC_FILE_GRID];
    int nitems = 0, y = 0, parity = -1;
    while (next_line(buf, len, &pos, &number, &l)) {
        trim(&l);
        if (y >= HC_FILE_GRID) {
            if (l.len == 0)
                continue;
            fail(err, errcap, l.number, "more than %d grid lines", HC_FILE_GRID);
            return false;
        }
        if (l.len % 2) {
            fail(err, errcap, l.number, "an odd number of characters (a cell takes two)");
            return false;
        }
        if (l.len > 2 * HC_FILE_GRID) {
            fail(err, errcap, l.number, "more than %d cells in a line", HC_FILE_GRID);
            return false;
        }
        for (int x = 0; x < (int)l.len / 2; x++) {
            hc_item it;
            bool empty;
            if (!read_pair(&l, x + 1, l.at[2 * x], l.at[2 * x + 1], &it, &empty, err, errcap))
                return false;
            if (empty)
                continue;
            if (parity < 0) {
                parity = (x + y) & 1;
            } else if (((x + y) & 1) != parity) {
                fail(err, errcap, l.number,
                     "pair %d lies between the hexes the items before it lie on", x + 1);
                return false;
            }
            items[nitems++] = (placed){ x, y, l.number, x + 1, it };
        }
        y++;
    }
    int cells = 0, minx = HC_FILE_GRID, maxx = 0;
    for (int i = 0; i < nitems; i++) {
        cells += items[i].item.kind == HC_CELL;
        if (items[i].x < minx)
            minx = items[i].x;
        if (items[i].x > maxx)
            maxx = items[i].x;
    }
    if (cells == 0) {
        fail(err, errcap, 0, "the level has no cells");
        return false;
    }
    /* The grid's origin: column 0 at the leftmost item, and row 0 as high
     * as the items allow; odd columns sit one line lower. */
    int ox = minx, oy = HC_FILE_GRID;
    for (int i = 0; i < nitems; i++) {
        int top = items[i].y - ((items[i].x - ox) & 1);
        if (top < oy)
            oy = top;
    }
    int cols = maxx - ox + 1, rows = 1;
    for (int i = 0; i < nitems; i++) {
        int row = (items[i].y - ((items[i].x - ox) & 1) - oy) / 2;
        if (row + 1 > rows)
            rows = row + 1;
    }
    hc_puzzle_init(out, cols, rows);
    memcpy(out->title, texts[0], HC_TEXT_MAX);
    memcpy(out->author, texts[1], HC_TEXT_MAX);
    memcpy(out->text[0], texts[2], HC_TEXT_MAX);
    memcpy(out->text[1], texts[3], HC_TEXT_MAX);
    out->file_x = ox;
    out->file_y = oy;
    for (int i = 0; i < nitems; i++) {
        int col = items[i].x - ox;
        int row = (items[i].y - (col & 1) - oy) / 2;
        out->at[hc_index(col, row)] = items[i].item;
    }
    char why[HC_MSG_MAX];
    if (!hc_puzzle_valid(out, why)) {
        fail(err, errcap, 0, "%s", why);
        return false;
    }
    return true;
}

/* Where slot lies in the file's grid, for an origin (fx, fy). */
static bool file_place(int slot, int fx, int fy, int *x, int *y)
{
    int col = hc_col_of(slot), row = hc_row_of(slot);
    *x = col + fx;
    *y = 2 * row + (col & 1) + fy;
    return *x >= 0 && *x < HC_FILE_GRID && *y >= 0 && *y < HC_FILE_GRID;
}

static bool fits(const hc_puzzle *p, int fx, int fy)
{
    int x, y;
    for (int i = 0; i < HC_SLOTS; i++)
        if (p->at[i].kind != HC_EMPTY && !file_place(i, fx, fy, &x, &y))
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
        if (it->kind == HC_EMPTY || !file_place(i, fx, fy, &x, &y))
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
    for (int y = 0; y < HC_FILE_GRID; y++) {
        for (int j = 0; j < 2 * HC_FILE_GRID; j++, n++)
            if (n + 1 < cap)
                buf[n] = grid[y][j];
        if (n + 1 < cap)
            buf[n] = '\n';
        n++;
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
        if (x->show != y->show)
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
    return h;
}
