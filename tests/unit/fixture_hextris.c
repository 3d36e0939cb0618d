/* hextris in the session suite: a marathon on seed 7, which has no undo. */
#include "game_fixture.h"

#include "games/hextris/hextris.h"
#include "session/hextris_session.h"

static void same(const void *av, const void *bv)
{
    const ht_state *a = av, *b = bv;
    assert_memory_equal(a->well, b->well, sizeof a->well);
    assert_int_equal(a->status, b->status);
    assert_int_equal(a->piece, b->piece);
    assert_int_equal(a->rot, b->rot);
    assert_int_equal(a->centre.q, b->centre.q);
    assert_int_equal(a->centre.r, b->centre.r);
    assert_int_equal(a->hold, b->hold);
    assert_memory_equal(a->next, b->next, sizeof a->next);
    assert_int_equal(a->score, b->score);
    assert_int_equal(a->rows, b->rows);
    assert_int_equal(ht_elapsed_ms(a, a->now_ms), ht_elapsed_ms(b, b->now_ms));
}

static const fixture_move script[] = {
    { "L", 601 }, { "CW", 905 }, { "DROP", 1210 }, { "PAUSE", 1300 },
    { "RESUME", 1400 }, { "R", 1514 }, { "HOLD", 1600 }, { "DROP", 2127 },
};

/* Hard drops until the well is full. */
static size_t ending(fixture_move *out, size_t max)
{
    size_t n = 0;
    for (; n < max && n < 400; n++)
        out[n] = (fixture_move){ "DROP", 3000 + 10 * (int64_t)n };
    return n;
}

const game_fixture fixture_hextris = {
    .name = "hextris",
    .game = &session_hextris,
    .params = "10x20:marathon:1:seed=7",
    .script = script,
    .nscript = sizeof script / sizeof *script,
    .refused = "RESUME",
    .ending = ending,
    .same = same,
    .save = "tests/unit/fixtures/hextris.save",
    .undo = false,
    .seed_after_42 = UINT64_C(566570630),
};
