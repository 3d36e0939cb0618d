/* The match referee: its message lines, its rounds' verdicts and forfeits
 * (session/match.h says the rules). */
#include "session/match.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "util/number.h"

/* Bounds of a report's numbers: a round's game time up to a year, and
 * counts no board reaches. */
#define TIME_MAX INT64_C(31536000000)
#define COUNT_MAX 1000000
#define PER_MILLE 1000

static const char *const states[] = { "on", "clear", "mine" };

static int state_of(const match_progress *p)
{
    return p->lost ? 2 : p->cleared ? 1 : 0;
}

static bool progress_in_bounds(const match_progress *p)
{
    return p->t >= 0 && p->t <= TIME_MAX && p->solved >= 0 && p->solved <= PER_MILLE
           && p->flags >= 0 && p->flags <= COUNT_MAX && p->mistakes >= 0
           && p->mistakes <= COUNT_MAX && !(p->cleared && p->lost);
}

bool match_line_encode(const match_msg *m, char *buf, size_t len)
{
    int n;
    if (m->kind == MATCH_MSG_LEAVE)
        n = snprintf(buf, len, "leave\n");
    else if (m->kind == MATCH_MSG_SILENT)
        n = snprintf(buf, len, "silent\n");
    else if (m->kind == MATCH_MSG_RACE && m->round >= 0 && m->round < MATCH_BEST_OF_MAX
             && progress_in_bounds(&m->p))
        n = snprintf(buf, len, "race %d %" PRId64 " %d %d %d %s\n", m->round, m->p.t,
                     m->p.solved, m->p.flags, m->p.mistakes, states[state_of(&m->p)]);
    else
        return false;
    return n > 0 && (size_t)n < len && n < MATCH_LINE_MAX;
}

/* The next space-separated word of line[*at..n) into *w and *wn. */
static bool word(const char *line, size_t n, size_t *at, const char **w, size_t *wn)
{
    if (*at >= n)
        return false;
    size_t end = *at;
    while (end < n && line[end] != ' ')
        end++;
    *w = line + *at;
    *wn = end - *at;
    *at = end < n ? end + 1 : end;
    return *wn > 0;
}

static bool number_word(const char *line, size_t n, size_t *at, uint64_t max, uint64_t *out)
{
    const char *w;
    size_t wn;
    return word(line, n, at, &w, &wn) && number_parse(w, wn, max, out);
}

bool match_line_decode(const char *line, size_t n, match_msg *m)
{
    if (n + 1 > MATCH_LINE_MAX || memchr(line, '\0', n))
        return false;
    if (n == 5 && memcmp(line, "leave", 5) == 0) {
        *m = (match_msg){ .kind = MATCH_MSG_LEAVE };
        return true;
    }
    if (n == 6 && memcmp(line, "silent", 6) == 0) {
        *m = (match_msg){ .kind = MATCH_MSG_SILENT };
        return true;
    }
    size_t at = 0;
    const char *w;
    size_t wn;
    uint64_t round, t, solved, flags, mistakes;
    if (!word(line, n, &at, &w, &wn) || wn != 4 || memcmp(w, "race", 4) != 0
        || !number_word(line, n, &at, MATCH_BEST_OF_MAX - 1, &round)
        || !number_word(line, n, &at, (uint64_t)TIME_MAX, &t)
        || !number_word(line, n, &at, PER_MILLE, &solved)
        || !number_word(line, n, &at, COUNT_MAX, &flags)
        || !number_word(line, n, &at, COUNT_MAX, &mistakes) || !word(line, n, &at, &w, &wn)
        || at != n || line[n - 1] == ' ')
        return false;
    int state = -1;
    for (int i = 0; i < 3; i++)
        if (wn == strlen(states[i]) && memcmp(w, states[i], wn) == 0)
            state = i;
    if (state < 0)
        return false;
    *m = (match_msg){
        .kind = MATCH_MSG_RACE, .round = (int)round,
        .p = { .t = (int64_t)t, .solved = (int)solved, .flags = (int)flags,
               .mistakes = (int)mistakes, .cleared = state == 1, .lost = state == 2 },
    };
    return true;
}

bool match_init(match *m, match_rule rule, int best_of, int64_t grace_ms, int64_t now)
{
    if ((best_of != 1 && best_of != 3 && best_of != 5) || grace_ms <= MATCH_BEAT_MS)
        return false;
    *m = (match){ .rule = rule, .best_of = best_of, .grace_ms = grace_ms,
                  .now_round = { -1, -1 }, .heard = { now, now }, .winner = -1, .forfeit = -1 };
    for (int r = 0; r < MATCH_BEST_OF_MAX; r++)
        m->round_winner[r] = -1;
    return true;
}

bool match_over(const match *m)
{
    return m->winner >= 0;
}

static bool ended(const match_progress *p)
{
    return p->cleared || p->lost;
}

/* First to clear: the earlier end decides once the other side is known
 * to have come no sooner. -1 while open. */
static int first_to_clear(const match_progress *a, const match_progress *b)
{
    const match_progress *side[2] = { a, b };
    int first = -1;
    for (int i = 0; i < 2; i++)
        if (ended(side[i]) && (first < 0 || side[i]->t < side[first]->t))
            first = i;
    if (first < 0)
        return -1;
    const match_progress *f = side[first], *o = side[1 - first];
    if (!ended(o) && o->t <= f->t)
        return -1;
    if (ended(o) && o->t == f->t && o->cleared == f->cleared)
        return MATCH_DRAW;
    return f->cleared ? first : 1 - first;
}

/* Whether a clear with (mistakes, t) beats one with the other's figures:
 * 1 better, 0 the same, -1 worse. */
static int compare_clear(const match_progress *x, const match_progress *y)
{
    if (x->mistakes != y->mistakes)
        return x->mistakes < y->mistakes ? 1 : -1;
    if (x->t != y->t)
        return x->t < y->t ? 1 : -1;
    return 0;
}

/* Fewest mistakes, then time: a side still playing can only gain time and
 * mistakes, so a clear it can no longer match decides. */
static int fewest_mistakes(const match_progress *a, const match_progress *b)
{
    if (a->cleared && b->cleared) {
        int c = compare_clear(a, b);
        return c > 0 ? 0 : c < 0 ? 1 : MATCH_DRAW;
    }
    for (int i = 0; i < 2; i++) {
        const match_progress *done = i == 0 ? a : b, *on = i == 0 ? b : a;
        if (done->cleared && !on->cleared && compare_clear(on, done) < 0)
            return i;
    }
    return -1;
}

static void decide(match *m)
{
    if (m->winner >= 0 || m->now_round[0] != m->round || m->now_round[1] != m->round)
        return;
    int w = m->rule == MATCH_FIRST_TO_CLEAR ? first_to_clear(&m->now[0], &m->now[1])
                                            : fewest_mistakes(&m->now[0], &m->now[1]);
    if (w < 0)
        return;
    m->round_winner[m->round] = w;
    if (w != MATCH_DRAW)
        m->wins[w]++;
    int need = m->best_of / 2 + 1;
    if (w != MATCH_DRAW && m->wins[w] >= need)
        m->winner = w;
    else if (m->round + 1 >= m->best_of)
        m->winner = m->wins[0] > m->wins[1] ? 0 : m->wins[1] > m->wins[0] ? 1 : MATCH_DRAW;
    else
        m->round++;
}

bool match_hear(match *m, int side, const match_msg *msg, int64_t now)
{
    if (side < 0 || side > 1 || m->winner >= 0)
        return false;
    if (msg->kind == MATCH_MSG_LEAVE) {
        m->forfeit = side;
        m->winner = 1 - side;
        return true;
    }
    if (msg->kind == MATCH_MSG_SILENT) {
        m->forfeit = 1 - side;
        m->silent = true;
        m->winner = side;
        return true;
    }
    if (msg->round > m->round || !progress_in_bounds(&msg->p))
        return false;
    bool reported_before = m->now_round[side] >= 0;
    bool reported = m->now_round[side] == m->round;
    if (msg->round == m->round && reported && msg->p.t < m->now[side].t)
        return false;
    /* After its end a side only says it is still there. */
    if (msg->round == m->round && !(reported && ended(&m->now[side]))) {
        m->now[side] = msg->p;
        m->now_round[side] = m->round;
        decide(m);
    }
    /* Heard again after a silence of its own: it was stopped or stalled,
     * and the other side may have been too; the other's silence counts
     * from now (session/match.h, BOTH STOPPED). */
    if (reported_before && now - m->heard[side] > MATCH_BEAT_MS && now > m->heard[1 - side])
        m->heard[1 - side] = now;
    if (now > m->heard[side])
        m->heard[side] = now;
    return true;
}

bool match_tick(match *m, int64_t now)
{
    if (m->winner >= 0)
        return false;
    for (int side = 0; side < 2; side++)
        if (now - m->heard[side] > m->grace_ms) {
            m->forfeit = side;
            m->silent = true;
            m->winner = 1 - side;
            return true;
        }
    return false;
}

uint64_t match_round_seed(const session_game *g, uint64_t seed, int round)
{
    if (round <= 0)
        return seed;
    /* All 64 bits, each round's from the match's seed on a stream of its
     * own: one board seen tells nothing of the next. */
    rng r;
    rng_seed(&r, seed, g->seed_stream + (uint64_t)round);
    uint64_t hi = rng_next(&r), lo = rng_next(&r);
    return (hi << 32) | lo;
}

void match_side_words(const match *m, const session_game *g, const void *state, int side,
                      char *buf, size_t len)
{
    const match_progress *t = &m->now[side];
    if (m->now_round[side] != m->round) {
        snprintf(buf, len, "not begun");
    } else if (g->race->describe && state) {
        g->race->describe(state, t, buf, len);
    } else if (t->lost) {
        snprintf(buf, len, "hit a mine");
    } else if (t->cleared) {
        snprintf(buf, len, "clear in %lld.%01lld s", (long long)(t->t / 1000),
                 (long long)(t->t % 1000 / 100));
    } else if (m->rule == MATCH_FEWEST_MISTAKES) {
        snprintf(buf, len, "%d%%, %d mistake%s", t->solved / 10, t->mistakes,
                 t->mistakes == 1 ? "" : "s");
    } else {
        snprintf(buf, len, "%d%%, %d flag%s", t->solved / 10, t->flags, t->flags == 1 ? "" : "s");
    }
}
