/* The opponent's well as a snapshot and as one line of text
 * (hextris_opponent.h states the line). */
#include "games/hextris/hextris_opponent.h"

#include <stdio.h>
#include <string.h>

#include "util/number.h"

#define MAGIC "hextris-well 1 "

static bool login_char(char ch)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')
        || ch == '.' || ch == '_' || ch == '-';
}

void ht_opponent_of(const ht_state *st, const char *login, ht_opponent *out)
{
    memset(out, 0, sizeof *out);
    size_t n = 0;
    for (; login[n] && n < HT_OPPONENT_LOGIN_MAX; n++)
        out->login[n] = login_char(login[n]) ? login[n] : '_';
    if (n == 0)
        out->login[0] = '?';
    out->width = st->width;
    out->height = st->height;
    out->status = st->status;
    out->waiting = st->versus.waiting_rows;
    out->rows = st->rows > HT_OPPONENT_ROWS_MAX ? HT_OPPONENT_ROWS_MAX : st->rows;
    for (int r = 0; r < st->height; r++)
        for (int c = 0; c < st->width; c++)
            out->cells[r][c] = st->well[r][c] <= HT_GARBAGE ? st->well[r][c] : 0;
}

size_t ht_opponent_encode(const ht_opponent *o, char *buf, size_t cap)
{
    char head[128];
    int n = snprintf(head, sizeof head, MAGIC "%s %dx%d %s %d %d ", o->login, o->width,
                     o->height, ht_status_name(o->status), o->waiting, o->rows);
    size_t len = n < 0 ? 0 : (size_t)n;
    size_t cells = (size_t)(o->width * o->height);
    if (cap > 0) {
        size_t at = len < cap - 1 ? len : cap - 1;
        memcpy(buf, head, at);
        for (int r = 0; r < o->height; r++)
            for (int c = 0; c < o->width && at < cap - 1; c++)
                buf[at++] = (char)('0' + o->cells[r][c]);
        buf[at] = '\0';
    }
    return len + cells;
}

/* A canonical number of at most max at *s, then the character end. */
static bool read_field(const char **s, int max, char end, int *out)
{
    uint64_t v;
    size_t n = number_prefix(*s, (uint64_t)max, &v);
    if (n == 0 || (*s)[n] != end)
        return false;
    *s += n + 1;
    *out = (int)v;
    return true;
}

bool ht_opponent_decode(const char *line, ht_opponent *out)
{
    if (strnlen(line, HT_OPPONENT_LINE_MAX) >= HT_OPPONENT_LINE_MAX
        || strncmp(line, MAGIC, strlen(MAGIC)) != 0)
        return false;
    ht_opponent o;
    memset(&o, 0, sizeof o);
    const char *s = line + strlen(MAGIC);
    size_t n = 0;
    while (login_char(s[n]) && n < HT_OPPONENT_LOGIN_MAX)
        n++;
    if (n == 0 || s[n] != ' ')
        return false;
    memcpy(o.login, s, n);
    s += n + 1;
    if (!read_field(&s, HT_WIDTH_MAX, 'x', &o.width)
        || !read_field(&s, HT_HEIGHT_MAX, ' ', &o.height)
        || o.width < HT_WIDTH_MIN || o.height < HT_HEIGHT_MIN)
        return false;
    const enum ht_status statuses[] = { HT_PLAYING, HT_PAUSED, HT_OVER, HT_WON };
    bool known = false;
    for (size_t i = 0; i < sizeof statuses / sizeof statuses[0] && !known; i++) {
        const char *name = ht_status_name(statuses[i]);
        size_t k = strlen(name);
        if (strncmp(s, name, k) == 0 && s[k] == ' ') {
            o.status = statuses[i];
            s += k + 1;
            known = true;
        }
    }
    if (!known || !read_field(&s, HT_WAITING_ROWS_MAX, ' ', &o.waiting)
        || !read_field(&s, HT_OPPONENT_ROWS_MAX, ' ', &o.rows))
        return false;
    for (int r = 0; r < o.height; r++)
        for (int c = 0; c < o.width; c++, s++) {
            if (*s < '0' || *s > '0' + HT_GARBAGE)
                return false;
            o.cells[r][c] = (unsigned char)(*s - '0');
        }
    if (*s != '\0')
        return false;
    *out = o;
    return true;
}

int ht_opponent_column_height(const ht_opponent *o, int col)
{
    if (col < 0 || col >= o->width)
        return 0;
    for (int r = 0; r < o->height; r++)
        if (o->cells[r][col])
            return o->height - r;
    return 0;
}
