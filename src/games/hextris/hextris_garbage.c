/* hextris versus' garbage: the table, cancelling, the queue and the move
 * text (hextris_garbage.h states the rules). */
#include "games/hextris/hextris_garbage.h"

#include <stdio.h>
#include <string.h>

#include "util/number.h"

/* The sent bursts' holes: a sequence of the seed apart from the pieces'
 * and cheese's. */
enum { HOLES_STREAM = 0x767273 };

/* The one table of what a clear sends; the man page quotes it. */
static const int rows_table[] = { 0, 0, 1, 3 };   /* index = rows cleared */
static const int combo_table[HT_COMBO_TABLE] = { 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5 };
enum { BACK_TO_BACK_BONUS = 1, TOP_CLEAR = 3 };

int ht_garbage_for_rows(int rows)
{
    return rows >= 0 && rows <= TOP_CLEAR ? rows_table[rows] : 0;
}

int ht_garbage_for_combo(int combo)
{
    if (combo < 1)
        return 0;
    return combo_table[(combo > HT_COMBO_TABLE ? HT_COMBO_TABLE : combo) - 1];
}

int ht_garbage_attack(int rows, int combo, bool back_to_back)
{
    if (rows < 1 || rows > TOP_CLEAR)
        return 0;
    return ht_garbage_for_rows(rows) + ht_garbage_for_combo(combo)
         + (back_to_back && rows == TOP_CLEAR ? BACK_TO_BACK_BONUS : 0);
}

void ht_garbage_init(ht_garbage *g, uint64_t seed)
{
    memset(g, 0, sizeof *g);
    rng_seed(&g->holes, seed, HOLES_STREAM);
}

/* Takes up to rows off the waiting bursts, oldest first; returns what
 * was left over. */
static int cancel(ht_garbage *g, int rows)
{
    while (rows > 0 && g->waiting_n > 0) {
        ht_burst *b = &g->waiting[0];
        int k = b->rows < rows ? b->rows : rows;
        b->rows -= k;
        rows -= k;
        g->waiting_rows -= k;
        g->rows_cancelled += k;
        if (b->rows == 0)
            memmove(g->waiting, g->waiting + 1, sizeof g->waiting[0] * (size_t)--g->waiting_n);
    }
    return rows;
}

int ht_garbage_cleared(ht_garbage *g, int rows, int combo, int width)
{
    if (rows < 1)
        return 0;
    int attack = ht_garbage_attack(rows, combo, g->back_to_back);
    g->back_to_back = rows == TOP_CLEAR;
    int left = cancel(g, attack);
    if (left > HT_BURST_ROWS_MAX)
        left = HT_BURST_ROWS_MAX;
    if (left == 0 || width < 1)
        return 0;
    ht_burst b = { .rows = left, .col = (int)rng_below(&g->holes, (uint32_t)width) };
    g->sent[g->sent_n % HT_SENT_KEPT] = b;
    g->sent_n++;
    g->rows_sent += left;
    return left;
}

bool ht_garbage_receive(ht_garbage *g, ht_burst b, int width)
{
    if (b.rows < 1 || b.rows > HT_BURST_ROWS_MAX || b.col < 0 || b.col >= width)
        return false;
    g->rows_received += b.rows;
    int room = HT_WAITING_ROWS_MAX - g->waiting_rows;
    if (b.rows > room)
        b.rows = room;
    if (b.rows == 0)
        return true;
    if (g->waiting_n == HT_BURSTS_WAITING) {
        g->waiting[g->waiting_n - 1].rows += b.rows;
    } else {
        g->waiting[g->waiting_n++] = b;
    }
    g->waiting_rows += b.rows;
    return true;
}

bool ht_garbage_take(ht_garbage *g, ht_burst *out)
{
    if (g->waiting_n == 0)
        return false;
    *out = g->waiting[0];
    g->waiting_rows -= out->rows;
    memmove(g->waiting, g->waiting + 1, sizeof g->waiting[0] * (size_t)--g->waiting_n);
    return true;
}

bool ht_garbage_sent(const ht_garbage *g, int64_t n, ht_burst *out)
{
    if (n < 0 || n >= g->sent_n || n < g->sent_n - HT_SENT_KEPT)
        return false;
    *out = g->sent[n % HT_SENT_KEPT];
    return true;
}

bool ht_garbage_link_word(const char *word)
{
    return strncmp(word, HT_GARBAGE_WORD, strlen(HT_GARBAGE_WORD)) == 0
        || strcmp(word, HT_OPPONENT_OUT_MOVE) == 0;
}

int ht_garbage_move_write(char *buf, size_t cap, ht_burst b)
{
    return snprintf(buf, cap, HT_GARBAGE_WORD "%d,%d", b.rows, b.col);
}

bool ht_garbage_move_parse(const char *s, ht_burst *out)
{
    size_t word = strlen(HT_GARBAGE_WORD);
    if (strncmp(s, HT_GARBAGE_WORD, word) != 0)
        return false;
    s += word;
    uint64_t rows, col;
    size_t n = number_prefix(s, HT_BURST_ROWS_MAX, &rows);
    if (n == 0 || rows == 0 || s[n] != ',')
        return false;
    s += n + 1;
    n = number_prefix(s, HT_BURST_COL_MAX, &col);
    if (n == 0 || s[n] != '\0')
        return false;
    *out = (ht_burst){ .rows = (int)rows, .col = (int)col };
    return true;
}
