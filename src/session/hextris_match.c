/* hextris' own match messages (session/hextris_match.h). */
#include "session/hextris_match.h"

#include <stdio.h>
#include <string.h>

#include "session/match.h"
#include "util/number.h"

bool hextris_match_garbage_line(int round, int64_t n, ht_burst b, char *buf, size_t len)
{
    if (round < 0 || round >= MATCH_BEST_OF_MAX || n < 0 || n > HEXTRIS_MATCH_BURSTS_MAX
        || b.rows < 1 || b.rows > HT_BURST_ROWS_MAX || b.col < 0 || b.col > HT_BURST_COL_MAX)
        return false;
    int w = snprintf(buf, len, "garbage %d %lld %d %d\n", round, (long long)n, b.rows, b.col);
    return w > 0 && (size_t)w < len && w <= MATCH_GAME_LINE_MAX;
}

bool hextris_match_well_line(int round, const char *snapshot, char *buf, size_t len)
{
    if (round < 0 || round >= MATCH_BEST_OF_MAX)
        return false;
    int w = snprintf(buf, len, "well %d %s\n", round, snapshot);
    return w > 0 && (size_t)w < len && w <= MATCH_GAME_LINE_MAX;
}

/* The next word of line[*at..n), one space after it unless it ends the
 * line; false for an empty word. */
static bool word(const char *line, size_t n, size_t *at, const char **w, size_t *wn)
{
    size_t start = *at, end = start;
    while (end < n && line[end] != ' ')
        end++;
    if (end == start)
        return false;
    *w = line + start;
    *wn = end - start;
    *at = end < n ? end + 1 : end;
    return true;
}

static bool number_word(const char *line, size_t n, size_t *at, uint64_t max, uint64_t *out)
{
    const char *w;
    size_t wn;
    return word(line, n, at, &w, &wn) && number_parse(w, wn, max, out);
}

static bool is_word(const char *w, size_t wn, const char *name)
{
    return wn == strlen(name) && memcmp(w, name, wn) == 0;
}

bool hextris_match_decode(const char *line, size_t n, hextris_msg *m)
{
    if (n + 1 > MATCH_GAME_LINE_MAX || memchr(line, '\0', n) || n == 0 || line[n - 1] == ' ')
        return false;
    size_t at = 0;
    const char *w;
    size_t wn;
    uint64_t round, burst, rows, col;
    if (!word(line, n, &at, &w, &wn)
        || !number_word(line, n, &at, MATCH_BEST_OF_MAX - 1, &round))
        return false;
    if (is_word(w, wn, "garbage")) {
        if (!number_word(line, n, &at, HEXTRIS_MATCH_BURSTS_MAX, &burst)
            || !number_word(line, n, &at, HT_BURST_ROWS_MAX, &rows)
            || !number_word(line, n, &at, HT_BURST_COL_MAX, &col) || at != n || rows == 0)
            return false;
        m->kind = HEXTRIS_MSG_GARBAGE;
        m->round = (int)round;
        m->burst = (int64_t)burst;
        m->b = (ht_burst){ .rows = (int)rows, .col = (int)col };
        return true;
    }
    if (!is_word(w, wn, "well") || at >= n)
        return false;
    char snapshot[HT_OPPONENT_LINE_MAX];
    if (n - at >= sizeof snapshot)
        return false;
    memcpy(snapshot, line + at, n - at);
    snapshot[n - at] = '\0';
    ht_opponent o;
    if (!ht_opponent_decode(snapshot, &o))
        return false;
    m->kind = HEXTRIS_MSG_WELL;
    m->round = (int)round;
    m->well = o;
    return true;
}

void hextris_match_sender_round(hextris_match_sender *s, int round)
{
    memset(s, 0, sizeof *s);
    s->round = round;
}

bool hextris_match_next_burst(hextris_match_sender *s, const ht_state *st, char *buf,
                              size_t len)
{
    while (s->bursts < st->versus.sent_n) {
        ht_burst b;
        int64_t n = s->bursts++;
        if (ht_garbage_sent(&st->versus, n, &b)
            && hextris_match_garbage_line(s->round, n, b, buf, len))
            return true;
    }
    return false;
}

bool hextris_match_well_due(const hextris_match_sender *s, const ht_state *st,
                            const char *login, int64_t now, char *buf, size_t len)
{
    if (s->well[0] && now - s->well_at < HEXTRIS_WELL_EVERY_MS)
        return false;
    ht_opponent mine;
    char snapshot[HT_OPPONENT_LINE_MAX];
    ht_opponent_of(st, login, &mine);
    ht_opponent_encode(&mine, snapshot, sizeof snapshot);
    return hextris_match_well_line(s->round, snapshot, buf, len) && strcmp(buf, s->well) != 0;
}

void hextris_match_well_sent(hextris_match_sender *s, const char *line, int64_t now)
{
    snprintf(s->well, sizeof s->well, "%s", line);
    s->well_at = now;
}

bool hextris_match_side_won(const match *m, int side, int round)
{
    bool won = (m->round > round || match_over(m)) && m->round_winner[round] == side;
    return won || (match_over(m) && m->forfeit == 1 - side);
}
