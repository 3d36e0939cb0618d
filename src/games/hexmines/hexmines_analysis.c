/* hexmines analysis of a layout: neighbour counts, units and 3BV, and the
 * --dump text. */
#include <stdlib.h>
#include <stdio.h>

#include "games/hexmines/hexmines.h"

void hm_layout_counts(const hm_board *b, const unsigned char *mines,
                      unsigned char *counts)
{
    for (int i = 0; i < b->ncells; i++) {
        const int32_t *nb = &b->nbr[(size_t)i * 6];
        int n = 0;
        for (int d = 0; d < 6; d++)
            n += nb[d] >= 0 && mines[nb[d]];
        counts[i] = b->on[i] ? (unsigned char)n : 0;
    }
}

long hm_units(const hm_board *b, const unsigned char *mines, const unsigned char *counts,
              int *unit)
{
    int *stack = malloc(((size_t)b->ncells + 1) * sizeof *stack);
    if (!stack)
        return -1;
    for (int i = 0; i < b->ncells; i++)
        unit[i] = -1;
    long n = 0;
    for (int i = 0; i < b->ncells; i++) {
        if (!b->on[i] || mines[i] || counts[i] || unit[i] >= 0)
            continue;
        int top = 0;
        unit[i] = (int)n;
        stack[top++] = i;
        while (top) {
            const int32_t *nb = &b->nbr[(size_t)stack[--top] * 6];
            for (int d = 0; d < 6; d++) {
                int y = nb[d];
                if (y >= 0 && counts[y] == 0 && !mines[y] && unit[y] < 0) {
                    unit[y] = (int)n;
                    stack[top++] = y;
                }
            }
        }
        n++;
    }
    for (int i = 0; i < b->ncells; i++) {
        if (!b->on[i] || mines[i] || unit[i] >= 0)
            continue;
        bool border = false;
        for (int d = 0; d < 6; d++) {
            int y = b->nbr[(size_t)i * 6 + d];
            border |= y >= 0 && !mines[y] && counts[y] == 0;
        }
        if (!border)
            unit[i] = (int)n++;
    }
    free(stack);
    return n;
}

/* The units' count, as a game's figures count them (hexmines_stats.c). */
long hm_layout_3bv(const hm_board *b, const unsigned char *mines,
                   const unsigned char *counts)
{
    int *unit = malloc(((size_t)b->ncells + 1) * sizeof *unit);
    long n = unit ? hm_units(b, mines, counts, unit) : -1;
    free(unit);
    return n;
}

/* Appends to a bounded buffer while counting the full length. */
typedef struct { char *buf; size_t cap, len; } out;

static void put(out *o, const char *s)
{
    for (; *s; s++) {
        if (o->len + 1 < o->cap)
            o->buf[o->len] = *s;
        o->len++;
    }
}

size_t hm_dump(const hm_params *p, const hm_board *b,
               const unsigned char *mines, int first, char *buf, size_t cap)
{
    out o = { buf, cap, 0 };
    char line[HM_MSG_MAX];
    char text[HM_PARAMS_TEXT_MAX];
    hm_params_encode(p, text, sizeof text);
    snprintf(line, sizeof line, "# hexmines %s\n", text);
    put(&o, line);
    snprintf(line, sizeof line, "# first %d,%d\n", first / b->width,
             first % b->width);
    put(&o, line);
    snprintf(line, sizeof line, "# mines %d cells %d\n", p->mines, b->nplay);
    put(&o, line);
    for (int row = 0; row < b->height; row++) {
        if (row & 1)
            put(&o, " ");
        for (int col = 0; col < b->width; col++) {
            int i = row * b->width + col;
            char cell[3] = { '-', col + 1 < b->width ? ' ' : '\n', 0 };
            if (b->on[i] && mines[i]) {
                cell[0] = '*';
            } else if (b->on[i]) {
                const int32_t *nb = &b->nbr[(size_t)i * 6];
                int n = 0;
                for (int d = 0; d < 6; d++)
                    n += nb[d] >= 0 && mines[nb[d]];
                cell[0] = (char)('0' + n);
            }
            put(&o, cell);
        }
    }
    if (cap)
        buf[o.len < cap ? o.len : cap - 1] = '\0';
    return o.len;
}

char *hm_dump_alloc(const hm_params *p, const hm_board *b,
                    const unsigned char *mines, int first)
{
    size_t n = hm_dump(p, b, mines, first, NULL, 0);
    char *s = malloc(n + 1);
    if (s)
        hm_dump(p, b, mines, first, s, n + 1);
    return s;
}
