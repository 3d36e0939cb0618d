/* A level packed into a params text (session/hexcells_level.h). */
#include "session/hexcells_level.h"

#include <stdlib.h>
#include <string.h>

#include "session/session.h"

static const char digits[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

enum { PREFIX_LEN = sizeof HEXCELLS_LEVEL_PREFIX - 1,
       BITS_MAX = (SESSION_PARAMS - 1 - PREFIX_LEN) * 6,
       /* How far above the file's first line format 1's file_y reaches:
        * the reader's grid may start two lines above it. */
       FILE_Y_LOW = 2 };

typedef struct {
    unsigned char bit[BITS_MAX];
    int n;        /* bits written, or the next bit to read */
    int len;      /* bits there are to read */
} bits;

/* false when there is no room for them. */
static bool put(bits *b, unsigned v, int width, int limit)
{
    if (b->n + width > limit)
        return false;
    for (int i = width - 1; i >= 0; i--)
        b->bit[b->n++] = (unsigned char)((v >> i) & 1);
    return true;
}

static bool get(bits *b, int width, unsigned *v)
{
    if (b->n + width > b->len)
        return false;
    *v = 0;
    for (int i = 0; i < width; i++)
        *v = *v << 1 | b->bit[b->n++];
    return true;
}

/* The commonest items take the shortest codes (the header's table). */
static bool put_slot(bits *b, hc_item it, int limit)
{
    if (it.kind == HC_EMPTY)
        return put(b, 0, 1, limit);
    if (it.kind == HC_LINE)
        return put(b, 15, 4, limit) && put(b, it.dir, 2, limit) && put(b, it.show, 2, limit);
    if (!it.revealed && it.colour == HC_BLACK)
        return it.show == HC_SHOW_NONE ? put(b, 4, 3, limit)
                                       : put(b, it.show == HC_SHOW_COUNT ? 10 : 11, 4, limit);
    if (!it.revealed && it.show == HC_SHOW_NONE)
        return put(b, 6, 3, limit);
    return put(b, 14, 4, limit) && put(b, it.colour, 1, limit) && put(b, it.revealed, 1, limit)
           && put(b, it.show, 2, limit);
}

static bool get_slot(bits *b, hc_item *it)
{
    unsigned v, w;
    memset(it, 0, sizeof *it);
    if (!get(b, 1, &v))
        return false;
    if (v == 0)
        return true;
    if (!get(b, 2, &v))
        return false;
    it->kind = HC_CELL;
    if (v == 0 || v == 1) {   /* 100, 101x: a covered black cell */
        it->colour = HC_BLACK;
        if (v == 0)
            return true;
        if (!get(b, 1, &w))
            return false;
        it->show = w ? HC_SHOW_SHAPE : HC_SHOW_COUNT;
        return true;
    }
    if (v == 2) {             /* 110: a covered blue cell */
        it->colour = HC_BLUE;
        return true;
    }
    if (!get(b, 1, &v))
        return false;
    if (v == 1) {             /* 1111: a line clue */
        it->kind = HC_LINE;
        if (!get(b, 2, &v) || !get(b, 2, &w))
            return false;
        it->dir = (unsigned char)v;
        it->show = (unsigned char)w;
        return true;
    }
    if (!get(b, 1, &v) || !get(b, 1, &w))
        return false;
    it->colour = (unsigned char)v;
    it->revealed = (unsigned char)w;
    if (!get(b, 2, &v))
        return false;
    it->show = (unsigned char)v;
    return true;
}

/* The length of the longest start of s that fits in room bytes and ends
 * between two UTF-8 characters. */
static size_t cut(const char *s, size_t room)
{
    size_t n = strlen(s);
    if (n <= room)
        return n;
    while (room > 0 && ((unsigned char)s[room] & 0xc0) == 0x80)
        room--;
    return room;
}

/* A text and its 0 byte, as far as there is room: false when the 0 byte
 * found none (nothing may follow). */
static bool put_text(bits *b, const char *s, int limit)
{
    int room = (limit - b->n) / 8;
    size_t n = room > 0 ? cut(s, (size_t)room) : 0;
    for (size_t i = 0; i < n; i++)
        put(b, (unsigned char)s[i], 8, limit);
    return put(b, 0, 8, limit);
}

/* A text to its 0 byte or to the end of the payload's whole bytes. */
static void get_text(bits *b, char *s, size_t cap)
{
    size_t n = 0;
    unsigned v;
    while (n + 1 < cap && get(b, 8, &v) && v != 0)
        s[n++] = (char)v;
    s[n] = '\0';
}

bool hexcells_level_is(const char *params)
{
    return strncmp(params, HEXCELLS_LEVEL_PREFIX, PREFIX_LEN) == 0;
}

/* Format 0 while it can hold the level: the params texts of levels on
 * one lattice stay what they were. */
static unsigned format_of(const hc_puzzle *p)
{
    for (int i = 0; i < HC_SLOTS; i++)
        if (p->at[i].kind != HC_EMPTY && p->half[i])
            return 1;
    return p->file_y < 0 ? 1 : 0;
}

static bool pack_bits(const hc_puzzle *p, bits *b, int limit)
{
    b->n = 0;
    unsigned format = format_of(p);
    if (!put(b, format, 2, limit) || !put(b, (unsigned)(p->cols - 1), 6, limit)
        || !put(b, (unsigned)(p->rows - 1), 5, limit) || !put(b, (unsigned)p->file_x, 6, limit)
        || !put(b, (unsigned)(p->file_y + (format ? FILE_Y_LOW : 0)), 6, limit))
        return false;
    for (int row = 0; row < p->rows; row++)
        for (int col = 0; col < p->cols; col++) {
            hc_item it = hc_puzzle_item(p, col, row);
            if (!put_slot(b, it, limit)
                || (format && it.kind != HC_EMPTY
                    && !put(b, p->half[hc_index(col, row)], 1, limit)))
                return false;
        }
    if (put_text(b, p->title, limit))
        put_text(b, p->author, limit);
    return true;
}

bool hexcells_level_pack(const hc_puzzle *p, char *text, size_t cap)
{
    if (cap > SESSION_PARAMS)
        cap = SESSION_PARAMS;
    if (cap <= PREFIX_LEN + 1 || p->cols < 1 || p->cols > HC_COLS_MAX || p->rows < 1
        || p->rows > HC_ROWS_MAX || p->file_x < 0 || p->file_x >= 64 || p->file_y < -FILE_Y_LOW
        || p->file_y >= 64 - FILE_Y_LOW)
        return false;
    bits *b = malloc(sizeof *b);
    if (!b)
        return false;
    int limit = (int)(cap - 1 - PREFIX_LEN) * 6;
    bool ok = pack_bits(p, b, limit);
    if (ok) {
        memcpy(text, HEXCELLS_LEVEL_PREFIX, PREFIX_LEN);
        size_t k = PREFIX_LEN;
        for (int i = 0; i < b->n; i += 6) {
            unsigned v = 0;
            for (int j = 0; j < 6; j++)
                v = v << 1 | (i + j < b->n ? b->bit[i + j] : 0);
            text[k++] = digits[v];
        }
        text[k] = '\0';
    }
    free(b);
    return ok;
}

static bool unpack_bits(const char *payload, bits *b)
{
    size_t n = strlen(payload);
    if (n == 0 || n * 6 > BITS_MAX)
        return false;
    for (size_t i = 0; i < n; i++) {
        const char *d = payload[i] ? strchr(digits, payload[i]) : NULL;
        if (!d)
            return false;
        unsigned v = (unsigned)(d - digits);
        for (int j = 5; j >= 0; j--)
            b->bit[i * 6 + (size_t)(5 - j)] = (unsigned char)((v >> j) & 1);
    }
    b->n = 0;
    b->len = (int)n * 6;
    return true;
}

static bool read_level(bits *b, hc_puzzle *out)
{
    unsigned format, cols, rows, fx, fy, half;
    if (!get(b, 2, &format) || format > 1 || !get(b, 6, &cols) || !get(b, 5, &rows)
        || !get(b, 6, &fx) || !get(b, 6, &fy) || cols + 1 > HC_COLS_MAX || rows + 1 > HC_ROWS_MAX)
        return false;
    hc_puzzle_init(out, (int)cols + 1, (int)rows + 1);
    out->file_x = (int)fx;
    out->file_y = (int)fy - (format ? FILE_Y_LOW : 0);
    for (int row = 0; row < out->rows; row++)
        for (int col = 0; col < out->cols; col++) {
            int slot = hc_index(col, row);
            if (!get_slot(b, &out->at[slot]))
                return false;
            if (format && out->at[slot].kind != HC_EMPTY) {
                if (!get(b, 1, &half))
                    return false;
                out->half[slot] = (unsigned char)half;
            }
        }
    get_text(b, out->title, sizeof out->title);
    get_text(b, out->author, sizeof out->author);
    return hc_puzzle_valid(out, NULL);
}

bool hexcells_level_unpack(const char *text, hc_puzzle *out)
{
    if (!hexcells_level_is(text) || strlen(text) >= SESSION_PARAMS)
        return false;
    bits *b = malloc(sizeof *b);
    char *again = malloc(SESSION_PARAMS);
    bool ok = b && again && unpack_bits(text + PREFIX_LEN, b) && read_level(b, out)
              && hexcells_level_pack(out, again, SESSION_PARAMS) && strcmp(again, text) == 0;
    free(b);
    free(again);
    return ok;
}

uint64_t hexcells_level_digest(const char *params)
{
    uint64_t h = UINT64_C(14695981039346656037);
    for (const unsigned char *s = (const unsigned char *)params; *s; s++) {
        h ^= *s;
        h *= UINT64_C(1099511628211);
    }
    return h;
}
