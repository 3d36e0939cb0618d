/* Unit tests for seeds: a seed of any of its 64 bits reaches every
 * generator whole (hextris' pieces and garbage, hexmines' boards,
 * hexcells' puzzles), goes through each game's params text unchanged, and
 * the seeds of before (nine digits) still give the very games they gave:
 * the values pinned here were taken from the generators before seeds grew
 * to 64 bits, so every old save, replay and shared seed replays the same. */
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
#include "games/hexcells/hexcells_gen.h"
#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_gen.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_pieces.h"
#include "session/game.h"
#include "session/hexcells_session.h"
#include "session/hexmines_session.h"
#include "session/hextris_session.h"
#include "session/params_seed.h"
#include "tui/hexmines_lines.h"

enum { PIECES_SEEN = 21 };

/* Fresh seeds had nine digits; a chosen one (--seed) could take any of
 * the 64 bits already. */
static const uint64_t old_seeds[] = { 0, 1, 42, 999999999, UINT64_C(12345678901234567890),
                                      UINT64_MAX };
#define NOLD (sizeof old_seeds / sizeof old_seeds[0])

static uint64_t fnv(const unsigned char *m, size_t n)
{
    uint64_t h = UINT64_C(1469598103934665603);
    for (size_t i = 0; i < n; i++) {
        h ^= m[i];
        h *= UINT64_C(1099511628211);
    }
    return h;
}

/* The first pieces a player sees, as letters. */
static void pieces_of(uint64_t seed, char out[PIECES_SEEN + 1])
{
    ht_bag b;
    ht_bag_init(&b, seed);
    for (int i = 0; i < PIECES_SEEN; i++)
        out[i] = ht_piece_letter(ht_bag_next(&b));
    out[PIECES_SEEN] = '\0';
}

/* A cheese game's well as it starts: its garbage holes. */
static uint64_t garbage_of(uint64_t seed)
{
    static ht_state st;
    ht_params p;
    ht_params_default(&p);
    assert_true(ht_mode_parse("cheese", &p.mode));
    p.seed = seed;
    assert_true(ht_new(&st, &p, 0));
    unsigned char cells[HT_HEIGHT_MAX * HT_WIDTH_MAX];
    size_t n = 0;
    for (int row = 0; row < st.height; row++)
        for (int col = 0; col < st.width; col++)
            cells[n++] = (unsigned char)(ht_cell(&st, col, row) != 0);
    return fnv(cells, n);
}

/* A beginner board's mines, first reveal in its middle. */
static uint64_t board_of(uint64_t seed)
{
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 9, 9));
    unsigned char m[81];
    hm_params p = { HM_SHAPE_RECT, 9, 9, 10, seed, HM_MODE_NOGUESS, HM_GEN_NEW };
    assert_int_equal(hm_generate(&p, &b, 40, m, NULL), HM_GEN_OK);
    hm_board_free(&b);
    return fnv(m, sizeof m);
}

static uint64_t puzzle_of(uint64_t seed, int gen)
{
    hc_params p;
    assert_true(hc_preset(&p, "small-easy"));
    p.seed = seed;
    p.gen = gen;
    hc_puzzle *z = malloc(sizeof *z);
    assert_non_null(z);
    assert_true(hc_generate(&p, z, NULL));
    uint64_t d = hc_puzzle_digest(z);
    free(z);
    return d;
}

/* Taken from the generators before seeds grew: do not change them. */
static const char *const old_pieces[NOLD] = {
    "LVTJOIXOITVJXLTLVXJOI", "IJLOXVTXTOJLIVJTIOXVL",
    "OXITJLVTOJXLVIILOVTJX", "TXIJLOVJLVXIOTOIVTXJL",
    "ITJLXVOOILJVTXTJLIVXO", "JILVXOTTVILJXOJVXITLO"
};
static const uint64_t old_garbage[NOLD] = {
    UINT64_C(0xa30a5e373f196767), UINT64_C(0x092a08f51cccce47),
    UINT64_C(0xb824892ecc2a1c71), UINT64_C(0x856a0f730af70eb5),
    UINT64_C(0x8b357199416a96c9), UINT64_C(0x7e352aaf18cee047)
};
static const uint64_t old_boards[NOLD] = {
    UINT64_C(0xefae05bccd2a30b9), UINT64_C(0xd46b3d8be0daacb5),
    UINT64_C(0xacf28fbf1cccf8d3), UINT64_C(0x49da28d05f3dba31),
    UINT64_C(0x5a2e1bd386a984a5), UINT64_C(0xeb72e192ccf5b8af)
};
static const uint64_t old_puzzles[NOLD] = {
    UINT64_C(0x8b4c6c2657b3a036), UINT64_C(0xa702d9218766663a),
    UINT64_C(0x8490805faee3bf8f), UINT64_C(0xb9ad8535428833f8),
    UINT64_C(0x6a5993163712cafe), UINT64_C(0x379153ba0a9e159c)
};

/* hexcells' second generator (varied boards, the community's clue mix);
 * its first keeps making old_puzzles. */
static const uint64_t old_puzzles_gen2[NOLD] = {
    UINT64_C(0x6ae31004c6e3cb66), UINT64_C(0x7df669c55ac724ef),
    UINT64_C(0xaef0d29b41ed814f), UINT64_C(0x7eaed174b6c60ea5),
    UINT64_C(0x27298e35e99ad351), UINT64_C(0x05cca34fa6c80251)
};

static void old_seeds_give_the_games_they_gave(void **state)
{
    (void)state;
    for (size_t i = 0; i < NOLD; i++) {
        char seen[PIECES_SEEN + 1];
        pieces_of(old_seeds[i], seen);
        assert_string_equal(seen, old_pieces[i]);
        assert_true(garbage_of(old_seeds[i]) == old_garbage[i]);
        assert_true(board_of(old_seeds[i]) == old_boards[i]);
        assert_true(puzzle_of(old_seeds[i], 1) == old_puzzles[i]);
        assert_true(puzzle_of(old_seeds[i], 2) == old_puzzles_gen2[i]);
    }
}

/* Seeds that differ only above the low 32 bits (or only in the top one)
 * give other pieces, garbage, boards and puzzles: no generator keeps less
 * of a seed than all of it, which a search through 2^32 seeds from the
 * pieces seen would otherwise find. */
static void every_bit_of_a_seed_reaches_every_generator(void **state)
{
    (void)state;
    const uint64_t low = UINT64_C(987654321);
    const uint64_t seeds[] = { low, low + (UINT64_C(1) << 32), low + (UINT64_C(1) << 47),
                               low | (UINT64_C(1) << 63) };
    enum { N = sizeof seeds / sizeof seeds[0] };
    char seen[N][PIECES_SEEN + 1];
    uint64_t garbage[N], boards[N], puzzles[N];
    for (int i = 0; i < N; i++) {
        pieces_of(seeds[i], seen[i]);
        garbage[i] = garbage_of(seeds[i]);
        boards[i] = board_of(seeds[i]);
        puzzles[i] = puzzle_of(seeds[i], HC_GEN_VERSION);
    }
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++) {
            assert_string_not_equal(seen[i], seen[j]);
            assert_true(garbage[i] != garbage[j]);
            assert_true(boards[i] != boards[j]);
            assert_true(puzzles[i] != puzzles[j]);
        }
}

/* Any seed, up to the largest, goes through each game's params text (as
 * saves, replays, live logs and the recorder carry it) and back. */
static void every_game_s_params_carry_a_whole_64_bit_seed(void **state)
{
    (void)state;
    static const struct {
        const session_game *game;
        const char *params;
    } games[] = {
        { &session_hextris, "10x20:marathon:1:seed=18446744073709551615" },
        { &session_hexmines, "rect:9x9:10:noguess:seed=18446744073709551615" },
        { &session_hexcells, "small-easy:seed=18446744073709551615" },
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        const session_game *g = games[i].game;
        uint64_t seed = 0;
        assert_true(session_params_seed(g, games[i].params, &seed));
        assert_true(seed == UINT64_MAX);
        void *st = g->create(games[i].params, NULL, 0);
        assert_non_null(st);
        char back[SESSION_PARAMS];
        g->params(st, back, sizeof back);
        g->destroy(st);
        assert_non_null(strstr(back, "seed=18446744073709551615"));
        char other[SESSION_PARAMS];
        assert_true(session_params_reseed(g, back, UINT64_C(12345678901234567890), other,
                                          sizeof other));
        assert_true(session_params_seed(g, other, &seed));
        assert_true(seed == UINT64_C(12345678901234567890));
    }
}

/* The hexmines status line shows a seed of 20 digits whole at 80 columns
 * on a preset board, and drops it rather than let the screen's edge cut
 * it: a seed cut short names another board. */
static void a_status_line_shows_a_seed_whole_or_not_at_all(void **state)
{
    (void)state;
    hm_params p;
    assert_true(hm_preset(&p, "intermediate"));
    p.seed = UINT64_MAX;
    hm_game *g = hm_game_new(&p);
    assert_non_null(g);
    char line[200];
    hexmines_status_text(g, 0, NULL, true, 80, line, sizeof line);
    assert_non_null(strstr(line, "intermediate  seed 18446744073709551615  no-guess"));
    for (int w = 79; w >= 40; w--) {
        hexmines_status_text(g, 0, NULL, true, w, line, sizeof line);
        if (strstr(line, "seed"))
            assert_true(strlen(line) <= (size_t)w);
    }
    hexmines_status_text(g, 0, NULL, true, 60, line, sizeof line);
    assert_null(strstr(line, "seed"));
    assert_non_null(strstr(line, "intermediate  no-guess"));
    hexmines_status_text(g, 0, "2026-01-02", true, 40, line, sizeof line);
    assert_non_null(strstr(line, "daily 2026-01-02"));
    hm_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(old_seeds_give_the_games_they_gave),
        cmocka_unit_test(every_bit_of_a_seed_reaches_every_generator),
        cmocka_unit_test(every_game_s_params_carry_a_whole_64_bit_seed),
        cmocka_unit_test(a_status_line_shows_a_seed_whole_or_not_at_all),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
