/* Unit tests for hexmines rules: board shapes, parameters and their text,
 * moves, reveal/flood/flag/chord, win and loss, undo, clock, hint, 3BV and
 * the dump format. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "games/hexmines/hexmines.h"

static hm_params rect(int w, int h, int mines)
{
    return (hm_params){ HM_SHAPE_RECT, w, h, mines, 1, HM_MODE_CLASSIC, HM_GEN_NEW };
}

/* A game on a layout given as row strings of '*' (mine) and '.'. */
static hm_game *game_from(int w, int h, const char *const *rows)
{
    unsigned char *m = calloc((size_t)(w * h), 1);
    int count = 0;
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++)
            if (rows[r][c] == '*') {
                m[r * w + c] = 1;
                count++;
            }
    hm_params p = rect(w, h, count);
    hm_game *g = hm_game_new_layout(&p, m, -1);
    free(m);
    assert_non_null(g);
    return g;
}

static hm_apply_result play(hm_game *g, const char *move, uint64_t now)
{
    return hm_game_apply_text(g, move, now);
}

/* ---------------------------------------------------------------- board */

static void test_hexagon_shape_matches_its_drawn_mask(void **state)
{
    (void)state;
    static const char *const mask[13] = {
        "---XXXXXXX---", "--XXXXXXXX---", "--XXXXXXXXX--", "-XXXXXXXXXX--",
        "-XXXXXXXXXXX-", "XXXXXXXXXXXX-", "XXXXXXXXXXXXX", "XXXXXXXXXXXX-",
        "-XXXXXXXXXXX-", "-XXXXXXXXXX--", "--XXXXXXXXX--", "--XXXXXXXX---",
        "---XXXXXXX---",
    };
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_HEXAGON, 13, 13));
    for (int r = 0; r < 13; r++)
        for (int c = 0; c < 13; c++) {
            if (hm_board_on(&b, r, c) != (mask[r][c] == 'X'))
                print_message("cell %d,%d\n", r, c);
            assert_int_equal(hm_board_on(&b, r, c), mask[r][c] == 'X');
        }
    assert_int_equal(b.nplay, 127);
    hm_board_free(&b);
}

static void test_hexagon_cell_count_is_centred_hexagonal_number(void **state)
{
    (void)state;
    for (int r = 1; r <= 30; r++) {
        hm_board b;
        assert_true(hm_board_init(&b, HM_SHAPE_HEXAGON, 2 * r + 1, 2 * r + 1));
        assert_int_equal(b.nplay, 3 * r * (r + 1) + 1);
        assert_int_equal(hm_shape_cells(HM_SHAPE_HEXAGON, 2 * r + 1, 2 * r + 1),
                         b.nplay);
        assert_int_equal(hm_board_default_first(&b), r * (2 * r + 1) + r);
        hm_board_free(&b);
    }
    assert_int_equal(hm_shape_cells(HM_SHAPE_HEXAGON, 12, 12), 0);
    assert_int_equal(hm_shape_cells(HM_SHAPE_HEXAGON, 13, 11), 0);
}

static void test_neighbours_are_odd_r_and_symmetric(void **state)
{
    (void)state;
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_RECT, 7, 6));
    /* even row 2, col 3: NW (1,2), NE (1,3); odd row 3, col 3: NW (2,3),
     * NE (2,4) — in core direction order E NE NW W SW SE */
    const int32_t *n = &b.nbr[(2 * 7 + 3) * 6];
    int even[6] = { 2 * 7 + 4, 1 * 7 + 3, 1 * 7 + 2, 2 * 7 + 2, 3 * 7 + 2, 3 * 7 + 3 };
    for (int d = 0; d < 6; d++)
        assert_int_equal(n[d], even[d]);
    n = &b.nbr[(3 * 7 + 3) * 6];
    int odd[6] = { 3 * 7 + 4, 2 * 7 + 4, 2 * 7 + 3, 3 * 7 + 2, 4 * 7 + 3, 4 * 7 + 4 };
    for (int d = 0; d < 6; d++)
        assert_int_equal(n[d], odd[d]);
    for (int i = 0; i < b.ncells; i++)
        for (int d = 0; d < 6; d++) {
            int j = b.nbr[i * 6 + d];
            if (j >= 0)
                assert_int_equal(b.nbr[j * 6 + (d + 3) % 6], i);
        }
    assert_int_equal(b.nbr[0 * 6 + 3], -1);   /* corner: no west */
    hm_board_free(&b);
}

/* ----------------------------------------------------------- parameters */

static void test_presets_validate_and_are_named(void **state)
{
    (void)state;
    const char *names[] = { "beginner", "intermediate", "expert", "hexagon" };
    for (int i = 0; i < 4; i++) {
        hm_params p;
        char msg[HM_MSG_MAX];
        assert_true(hm_preset(&p, names[i]));
        assert_true(hm_params_validate(&p, msg));
        assert_string_equal(hm_preset_name(&p), names[i]);
        p.mode = HM_MODE_CLASSIC;
        assert_true(hm_params_validate(&p, msg));
    }
    hm_params p;
    assert_true(hm_preset(&p, "expert"));
    assert_int_equal(p.width, 30);
    assert_int_equal(p.height, 16);
    assert_int_equal(p.mines, 99);
    assert_false(hm_preset(&p, "nightmare"));
}

static void test_validation_names_the_limit(void **state)
{
    (void)state;
    char msg[HM_MSG_MAX];
    hm_params p = { HM_SHAPE_RECT, 30, 16, 121, 1, HM_MODE_NOGUESS, HM_GEN_NEW };
    assert_false(hm_params_validate(&p, msg));
    assert_non_null(strstr(msg, "at most 120"));
    assert_non_null(strstr(msg, "--classic"));
    p.mines = 120;
    assert_true(hm_params_validate(&p, msg));
    p.mode = HM_MODE_CLASSIC;
    p.mines = 480;
    assert_false(hm_params_validate(&p, msg));
    assert_non_null(strstr(msg, "at most 479"));
    p.mines = 479;
    assert_true(hm_params_validate(&p, msg));
    p.mines = 0;
    assert_false(hm_params_validate(&p, msg));
    p = (hm_params){ HM_SHAPE_RECT, 0, 16, 1, 1, HM_MODE_CLASSIC, HM_GEN_NEW };
    assert_false(hm_params_validate(&p, msg));
    assert_non_null(strstr(msg, "1..1000"));
    p.width = 1001;
    assert_false(hm_params_validate(&p, msg));
    p = (hm_params){ HM_SHAPE_HEXAGON, 12, 12, 5, 1, HM_MODE_CLASSIC, HM_GEN_NEW };
    assert_false(hm_params_validate(&p, msg));
    assert_non_null(strstr(msg, "odd"));
    p = (hm_params){ HM_SHAPE_RECT, 2, 2, 1, 1, HM_MODE_NOGUESS, HM_GEN_NEW };
    assert_false(hm_params_validate(&p, msg));
    assert_non_null(strstr(msg, "--classic"));
}

static void test_params_text_round_trips(void **state)
{
    (void)state;
    char buf[HM_PARAMS_TEXT_MAX];
    hm_params p = { HM_SHAPE_RECT, 30, 16, 99, 12345, HM_MODE_NOGUESS, HM_GEN_NEW };
    hm_params_encode(&p, buf, sizeof buf);
    assert_string_equal(buf, "rect:30x16:99:noguess:seed=12345");
    rng g;
    rng_seed(&g, 3, 4);
    for (int i = 0; i < 500; i++) {
        hm_params a = { rng_below(&g, 2) ? HM_SHAPE_HEXAGON : HM_SHAPE_RECT,
                        1 + (int)rng_below(&g, 1000), 1 + (int)rng_below(&g, 1000),
                        (int)rng_below(&g, 100000),
                        ((uint64_t)rng_next(&g) << 32) | rng_next(&g),
                        rng_below(&g, 2) ? HM_MODE_CLASSIC : HM_MODE_NOGUESS, HM_GEN_NEW };
        hm_params b;
        hm_params_encode(&a, buf, sizeof buf);
        if (!hm_params_decode(&b, buf))
            print_message("text %s\n", buf);
        assert_true(hm_params_decode(&b, buf));
        assert_int_equal(a.shape, b.shape);
        assert_int_equal(a.width, b.width);
        assert_int_equal(a.height, b.height);
        assert_int_equal(a.mines, b.mines);
        assert_true(a.seed == b.seed);
        assert_int_equal(a.mode, b.mode);
    }
    p.seed = UINT64_MAX;
    hm_params_encode(&p, buf, sizeof buf);
    hm_params q;
    assert_true(hm_params_decode(&q, buf));
    assert_true(q.seed == UINT64_MAX);
}

static void test_params_decode_is_all_or_nothing(void **state)
{
    (void)state;
    const char *bad[] = {
        "", "rect", "rect:30x16:99:noguess", "rect:30x16:99:noguess:seed=",
        "rect:30x16:99:noguess:seed=1 ", "square:30x16:99:noguess:seed=1",
        "rect:30*16:99:noguess:seed=1", "rect:30x16:-9:noguess:seed=1",
        "rect:30x16:99:easy:seed=1", "rect:30x16:99:noguess:seed=18446744073709551616",
        "hex:13x13:20:classic:seed=1x",
    };
    hm_params p = { HM_SHAPE_RECT, 7, 7, 7, 7, HM_MODE_CLASSIC, HM_GEN_NEW }, keep = p;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (hm_params_decode(&p, bad[i]))
            print_message("accepted %s\n", bad[i]);
        assert_false(hm_params_decode(&p, bad[i]));
        assert_int_equal(p.width, keep.width);
        assert_int_equal(p.mines, keep.mines);
        assert_true(p.seed == keep.seed);
    }
    assert_true(hm_params_decode(&p, "hex:13x13:20:classic:seed=0"));
    assert_int_equal(p.shape, HM_SHAPE_HEXAGON);
    assert_int_equal(p.mode, HM_MODE_CLASSIC);
}

/* ---------------------------------------------------------------- moves */

static void test_move_text_round_trips_and_rejects_junk(void **state)
{
    (void)state;
    hm_move m;
    char buf[HM_MOVE_TEXT_MAX];
    assert_true(hm_move_parse("O3,4", &m));
    assert_int_equal(m.kind, HM_MOVE_OPEN);
    assert_int_equal(m.row, 3);
    assert_int_equal(m.col, 4);
    const char *good[] = { "O0,0", "F12,999", "C1000,7" };
    for (int i = 0; i < 3; i++) {
        assert_true(hm_move_parse(good[i], &m));
        hm_move_format(m, buf, sizeof buf);
        assert_string_equal(buf, good[i]);
    }
    const char *bad[] = { "", "O", "O3", "O3,", "X3,4", "O-1,2", "O3,4,", "o3,4",
                          "O 3,4", "O1001,1" };
    for (int i = 0; i < 10; i++)
        assert_false(hm_move_parse(bad[i], &m));
}

/* ----------------------------------------------------------------- play */

static const char *const small[] = {
    "*.....",
    "......",
    "...*..",
    "......",
    ".....*",
};

static void test_reveal_number_opens_one_cell(void **state)
{
    (void)state;
    hm_game *g = game_from(6, 5, small);
    assert_int_equal(play(g, "O0,1", 0), HM_APPLY_OK);   /* next to (0,0) */
    hm_show s = hm_game_cell(g, 0, 1);
    assert_int_equal(s.kind, HM_SHOW_NUMBER);
    assert_int_equal(s.number, 1);
    assert_int_equal(hm_game_cell(g, 0, 2).kind, HM_SHOW_HIDDEN);
    assert_int_equal(hm_game_status(g), HM_PLAYING);
    hm_game_free(g);
}

static void test_reveal_zero_floods_its_region(void **state)
{
    (void)state;
    hm_game *g = game_from(6, 5, small);
    assert_int_equal(play(g, "O0,4", 0), HM_APPLY_OK);
    const unsigned char *cnt = hm_game_counts(g), *mines = hm_game_mines(g);
    /* every zero reachable from (0,4) through zeros, and their border */
    int open = 0;
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 6; c++) {
            hm_show s = hm_game_cell(g, r, c);
            if (s.kind == HM_SHOW_NUMBER) {
                open++;
                assert_false(mines[r * 6 + c]);
                assert_int_equal(s.number, cnt[r * 6 + c]);
            }
        }
    /* all safe cells are connected through zeros on this board but the
     * corner ones; the flood leaves only mines hidden => a win */
    assert_int_equal(open, 30 - 3);
    assert_int_equal(hm_game_status(g), HM_WON);
    hm_game_free(g);
}

static void test_flag_toggles_and_counter_follows(void **state)
{
    (void)state;
    hm_game *g = game_from(6, 5, small);
    assert_int_equal(hm_game_mines_left(g), 3);
    assert_int_equal(play(g, "F2,3", 0), HM_APPLY_OK);
    assert_int_equal(hm_game_cell(g, 2, 3).kind, HM_SHOW_FLAG);
    assert_int_equal(hm_game_mines_left(g), 2);
    assert_int_equal(play(g, "O2,3", 0), HM_APPLY_NOOP);   /* flagged */
    assert_int_equal(play(g, "F2,3", 0), HM_APPLY_OK);
    assert_int_equal(hm_game_mines_left(g), 3);
    assert_int_equal(hm_game_cell(g, 2, 3).kind, HM_SHOW_HIDDEN);
    assert_int_equal(play(g, "O0,1", 0), HM_APPLY_OK);
    assert_int_equal(play(g, "F0,1", 0), HM_APPLY_NOOP);   /* revealed */
    assert_int_equal(play(g, "F9,9", 0), HM_APPLY_NOOP);   /* off board */
    hm_game_free(g);
}

static const char *const chordy[] = {
    "......",
    "..*...",
    "......",
    "......",
};

static void test_chord_with_right_flags_opens_the_rest(void **state)
{
    (void)state;
    hm_game *g = game_from(6, 4, chordy);
    assert_int_equal(play(g, "O2,2", 0), HM_APPLY_OK);   /* a 1 below */
    assert_int_equal(hm_game_cell(g, 2, 2).number, 1);
    assert_int_equal(play(g, "C2,2", 0), HM_APPLY_NOOP); /* no flag yet */
    assert_int_equal(play(g, "F1,2", 0), HM_APPLY_OK);
    assert_int_equal(play(g, "C2,2", 0), HM_APPLY_OK);
    assert_int_equal(hm_game_status(g), HM_WON);
    hm_game_free(g);
}

static void test_chord_with_wrong_flag_loses(void **state)
{
    (void)state;
    hm_game *g = game_from(6, 4, chordy);
    assert_int_equal(play(g, "O2,2", 0), HM_APPLY_OK);
    /* (2,2) even row: neighbours (1,1) (1,2) (2,1) (2,3) (3,1) (3,2) */
    assert_int_equal(play(g, "F1,1", 0), HM_APPLY_OK);
    assert_int_equal(play(g, "C2,2", 0), HM_APPLY_OK);
    assert_int_equal(hm_game_status(g), HM_LOST);
    assert_int_equal(hm_game_exploded(g), 1 * 6 + 2);
    assert_int_equal(hm_game_cell(g, 1, 2).kind, HM_SHOW_EXPLODED);
    assert_int_equal(hm_game_cell(g, 1, 1).kind, HM_SHOW_WRONG_FLAG);
    assert_int_equal(play(g, "O0,0", 0), HM_APPLY_NOOP);   /* game over */
    hm_game_free(g);
}

static void test_win_flags_every_mine_and_stops_clock(void **state)
{
    (void)state;
    hm_game *g = game_from(6, 5, small);
    assert_int_equal(play(g, "O0,4", 1000), HM_APPLY_OK);
    assert_int_equal(hm_game_status(g), HM_WON);
    assert_int_equal(hm_game_mines_left(g), 0);
    assert_int_equal(hm_game_cell(g, 0, 0).kind, HM_SHOW_FLAG);
    assert_int_equal(hm_game_cell(g, 4, 5).kind, HM_SHOW_FLAG);
    assert_false(hm_game_clock_running(g));
    assert_int_equal(hm_game_elapsed_ms(g, 99999), 0);
    hm_game_free(g);
}

static void test_loss_shows_mines_and_wrong_flags(void **state)
{
    (void)state;
    hm_game *g = game_from(6, 5, small);
    assert_int_equal(play(g, "O0,1", 0), HM_APPLY_OK);
    assert_int_equal(play(g, "F1,1", 0), HM_APPLY_OK);   /* wrong */
    assert_int_equal(play(g, "F4,5", 0), HM_APPLY_OK);   /* right */
    assert_int_equal(play(g, "O2,3", 500), HM_APPLY_OK);
    assert_int_equal(hm_game_status(g), HM_LOST);
    assert_int_equal(hm_game_cell(g, 2, 3).kind, HM_SHOW_EXPLODED);
    assert_int_equal(hm_game_cell(g, 0, 0).kind, HM_SHOW_MINE);
    assert_int_equal(hm_game_cell(g, 1, 1).kind, HM_SHOW_WRONG_FLAG);
    assert_int_equal(hm_game_cell(g, 4, 5).kind, HM_SHOW_FLAG);
    assert_int_equal(hm_game_cell(g, 3, 3).kind, HM_SHOW_HIDDEN);
    assert_int_equal(hm_game_elapsed_ms(g, 5000), 500);
    hm_game_free(g);
}

static void test_undo_after_loss_resumes_and_marks_assisted(void **state)
{
    (void)state;
    hm_game *g = game_from(6, 5, small);
    assert_int_equal(play(g, "O0,1", 0), HM_APPLY_OK);
    assert_int_equal(play(g, "O2,3", 1000), HM_APPLY_OK);
    assert_int_equal(hm_game_status(g), HM_LOST);
    assert_false(hm_game_assisted(g));
    assert_true(hm_game_undo(g, 3000));
    assert_int_equal(hm_game_status(g), HM_PLAYING);
    assert_true(hm_game_assisted(g));
    assert_int_equal(hm_game_exploded(g), -1);
    assert_int_equal(hm_game_cell(g, 2, 3).kind, HM_SHOW_HIDDEN);
    assert_int_equal(hm_game_cell(g, 0, 1).kind, HM_SHOW_NUMBER);
    /* the clock stood still from the loss to the undo */
    assert_int_equal(hm_game_elapsed_ms(g, 3500), 1500);
    assert_true(hm_game_clock_running(g));
    hm_game_free(g);
}

static void test_undo_walks_back_flags_and_reveals(void **state)
{
    (void)state;
    hm_game *g = game_from(6, 5, small);
    assert_false(hm_game_can_undo(g));
    assert_int_equal(play(g, "F2,3", 0), HM_APPLY_OK);
    assert_int_equal(play(g, "O0,1", 0), HM_APPLY_OK);
    assert_true(hm_game_undo(g, 0));
    assert_int_equal(hm_game_cell(g, 0, 1).kind, HM_SHOW_HIDDEN);
    assert_int_equal(hm_game_status(g), HM_READY);
    assert_true(hm_game_undo(g, 0));
    assert_int_equal(hm_game_cell(g, 2, 3).kind, HM_SHOW_HIDDEN);
    assert_int_equal(hm_game_mines_left(g), 3);
    assert_false(hm_game_undo(g, 0));
    assert_false(hm_game_assisted(g));
    /* a flood undone in one step */
    assert_int_equal(play(g, "O0,4", 0), HM_APPLY_OK);
    assert_true(hm_game_undo(g, 0));
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 6; c++)
            assert_int_equal(hm_game_cell(g, r, c).kind, HM_SHOW_HIDDEN);
    hm_game_free(g);
}

/* Redo brings back what undo took, latest first; the same move played by
 * hand is that redo; another move, or a restart, leaves nothing to redo. */
static void test_the_game_keeps_what_redo_brings_back(void **state)
{
    (void)state;
    hm_game *g = game_from(6, 5, small);
    hm_move m;
    assert_false(hm_game_redo_move(g, &m));
    assert_int_equal(play(g, "F2,3", 0), HM_APPLY_OK);
    assert_int_equal(play(g, "O0,1", 0), HM_APPLY_OK);
    assert_true(hm_game_undo(g, 0));
    assert_true(hm_game_undo(g, 0));
    assert_true(hm_game_redo_move(g, &m));
    char text[HM_MOVE_TEXT_MAX];
    hm_move_format(m, text, sizeof text);
    assert_string_equal(text, "F2,3");
    assert_int_equal(play(g, "F2,3", 0), HM_APPLY_OK);
    assert_true(hm_game_redo_move(g, &m));
    hm_move_format(m, text, sizeof text);
    assert_string_equal(text, "O0,1");
    assert_int_equal(play(g, "F1,1", 0), HM_APPLY_OK);
    assert_false(hm_game_redo_move(g, &m));
    assert_true(hm_game_undo(g, 0));
    assert_true(hm_game_redo_move(g, &m));
    hm_game_restart(g);
    assert_false(hm_game_redo_move(g, &m));
    hm_game_free(g);
}

static void test_clock_starts_on_first_reveal_and_pauses(void **state)
{
    (void)state;
    hm_game *g = game_from(6, 5, small);
    assert_int_equal(play(g, "F2,3", 500), HM_APPLY_OK);
    assert_false(hm_game_clock_running(g));
    assert_int_equal(hm_game_elapsed_ms(g, 900), 0);
    assert_int_equal(play(g, "O0,1", 1000), HM_APPLY_OK);
    assert_true(hm_game_clock_running(g));
    assert_int_equal(hm_game_elapsed_ms(g, 1500), 500);
    hm_game_pause(g, 2000);
    assert_true(hm_game_paused(g));
    assert_false(hm_game_clock_running(g));
    assert_int_equal(hm_game_elapsed_ms(g, 5000), 1000);
    hm_game_resume(g, 6000);
    assert_int_equal(hm_game_elapsed_ms(g, 6500), 1500);
    assert_int_equal(play(g, "O0,4", 7000), HM_APPLY_OK);   /* wins */
    assert_int_equal(hm_game_status(g), HM_WON);
    assert_int_equal(hm_game_elapsed_ms(g, 9000), 2000);
    hm_game_free(g);
}

static void test_restart_replays_the_same_board(void **state)
{
    (void)state;
    hm_params p;
    assert_true(hm_preset(&p, "expert"));
    p.seed = 77;
    hm_game *g = hm_game_new(&p);
    assert_non_null(g);
    assert_null(hm_game_mines(g));
    assert_int_equal(play(g, "O8,15", 0), HM_APPLY_OK);
    assert_int_equal(hm_game_cell(g, 8, 15).number, 0);   /* no-guess */
    unsigned char *copy = malloc(480);
    memcpy(copy, hm_game_mines(g), 480);
    assert_false(hm_game_assisted(g));
    hm_game_restart(g);
    assert_int_equal(hm_game_status(g), HM_READY);
    /* The board is known now: its result must not rank. */
    assert_true(hm_game_assisted(g));
    assert_int_equal(hm_game_cell(g, 8, 15).kind, HM_SHOW_HIDDEN);
    assert_int_equal(play(g, "O0,0", 0) == HM_APPLY_OK, 1);
    assert_memory_equal(copy, hm_game_mines(g), 480);
    assert_int_equal(hm_game_first_cell(g), 8 * 30 + 15);
    free(copy);
    hm_game_free(g);
}

static void test_flood_on_1000x1000_does_not_recurse(void **state)
{
    (void)state;
    hm_params p = rect(1000, 1000, 3);
    unsigned char *m = calloc(1000000, 1);
    /* not (500,1): then (500,0) touches no zero and needs its own click */
    m[999 * 1000 + 999] = m[0] = m[500 * 1000 + 2] = 1;
    hm_game *g = hm_game_new_layout(&p, m, -1);
    assert_non_null(g);
    assert_int_equal(play(g, "O500,500", 0), HM_APPLY_OK);
    assert_int_equal(hm_game_status(g), HM_WON);
    assert_int_equal(hm_game_cell(g, 999, 0).kind, HM_SHOW_NUMBER);
    assert_int_equal(hm_game_cell(g, 999, 999).kind, HM_SHOW_FLAG);
    assert_int_equal(hm_layout_3bv(hm_game_board(g), m, hm_game_counts(g)), 1);
    free(m);
    hm_game_free(g);
}

static void test_number_warns_with_too_many_flags(void **state)
{
    (void)state;
    hm_game *g = game_from(6, 4, chordy);
    assert_int_equal(play(g, "O2,2", 0), HM_APPLY_OK);
    assert_int_equal(play(g, "F1,2", 0), HM_APPLY_OK);
    assert_false(hm_game_number_warns(g, 2, 2));
    assert_int_equal(play(g, "F1,1", 0), HM_APPLY_OK);
    assert_true(hm_game_number_warns(g, 2, 2));
    assert_true(hm_game_cell(g, 2, 2).warn);
    hm_game_free(g);
}

/* ----------------------------------------------------------------- hint */

static void test_hint_is_proved_and_marks_assisted(void **state)
{
    (void)state;
    hm_params p;
    assert_true(hm_preset(&p, "expert"));
    for (uint64_t seed = 1; seed <= 20; seed++) {
        p.seed = seed;
        hm_game *g = hm_game_new(&p);
        hm_hint h = hm_game_hint(g);
        assert_true(h.found);                       /* the first cell */
        assert_int_equal(h.row, 8);
        assert_int_equal(h.col, 15);
        assert_false(hm_game_assisted(g));
        assert_int_equal(play(g, "O8,15", 0), HM_APPLY_OK);
        /* follow hints to the end: each must be right */
        for (int step = 0; hm_game_status(g) == HM_PLAYING; step++) {
            h = hm_game_hint(g);
            if (!h.found)
                print_message("seed %llu step %d: %s\n",
                              (unsigned long long)seed, step, h.text);
            assert_true(h.found);
            assert_true(strlen(h.text) > 10);
            bool mine = hm_game_mines(g)[h.row * 30 + h.col];
            assert_int_equal(h.mine, mine);
            char mv[HM_MOVE_TEXT_MAX];
            hm_move_format((hm_move){ mine ? HM_MOVE_FLAG : HM_MOVE_OPEN,
                                      h.row, h.col }, mv, sizeof mv);
            assert_int_equal(play(g, mv, 0), HM_APPLY_OK);
        }
        assert_int_equal(hm_game_status(g), HM_WON);
        assert_true(hm_game_assisted(g));
        hm_game_free(g);
    }
}

static void test_hint_reports_a_wrong_flag(void **state)
{
    (void)state;
    static const char *const rows[] = { "*...", "...." };
    hm_game *g = game_from(4, 2, rows);
    assert_int_equal(play(g, "F1,0", 0), HM_APPLY_OK);   /* safe: wrong */
    assert_int_equal(play(g, "O1,3", 0), HM_APPLY_OK);   /* floods to it */
    assert_int_equal(hm_game_status(g), HM_PLAYING);
    hm_hint h = hm_game_hint(g);
    assert_true(h.found);
    assert_int_equal(h.row, 1);
    assert_int_equal(h.col, 0);
    assert_false(h.mine);
    assert_string_equal(h.text,
        "your flag is wrong: the 0 at row 2, col 2 already has all its mines,"
        " so row 2, col 1 is safe");
    hm_game_free(g);
}

/* A hint names places counted from 1, as every game does, and says which
 * cells its reason rests on, for the board to mark them. */
static void test_hint_names_places_from_one_and_the_cells_it_rests_on(void **state)
{
    (void)state;
    static const char *const rows[] = { "*...", "...." };
    hm_game *g = game_from(4, 2, rows);
    hm_hint first = hm_game_hint(g);
    char want[80];
    snprintf(want, sizeof want, "the first reveal is always safe: try row %d, col %d",
             first.row + 1, first.col + 1);
    assert_string_equal(first.text, want);
    assert_int_equal(first.named[0], -1);
    assert_int_equal(first.named[1], -1);
    assert_int_equal(play(g, "F1,0", 0), HM_APPLY_OK);
    assert_int_equal(play(g, "O1,3", 0), HM_APPLY_OK);
    hm_hint h = hm_game_hint(g);
    assert_true(h.found);
    assert_non_null(strstr(h.text, "the 0 at row 2, col 2 "));
    assert_int_equal(h.named[0], 1 * 4 + 1);
    assert_int_equal(h.named[1], -1);
    hm_game_free(g);
}

static void test_hint_says_when_only_a_guess_is_left(void **state)
{
    (void)state;
    /* (0,1) and (1,0) touch exactly the same numbers: a true 50/50 */
    static const char *const rows[] = { ".*", ".." };
    hm_game *g = game_from(2, 2, rows);
    assert_int_equal(play(g, "O1,1", 0), HM_APPLY_OK);
    assert_int_equal(play(g, "O0,0", 0), HM_APPLY_OK);
    assert_int_equal(hm_game_cell(g, 0, 0).number, 1);
    hm_hint h = hm_game_hint(g);
    assert_false(h.found);
    assert_non_null(strstr(h.text, "guess"));
    assert_false(hm_game_assisted(g));
    hm_game_free(g);
}

static void test_hint_counts_the_mines_when_the_rules_stall(void **state)
{
    (void)state;
    /* one row: the 1s alternate with hidden cells, which hold mines on the
     * even or the odd ones; only 6 mines means the pattern with both ends */
    static const char *const rows[] = { "*...*...*...*...*...*" };
    hm_game *g = game_from(21, 1, rows);
    char mv[HM_MOVE_TEXT_MAX];
    for (int c = 1; c < 21; c += 2) {
        hm_move_format((hm_move){ HM_MOVE_OPEN, 0, c }, mv, sizeof mv);
        assert_int_equal(play(g, mv, 0), HM_APPLY_OK);
        assert_int_equal(hm_game_cell(g, 0, c).number, 1);
    }
    hm_hint h = hm_game_hint(g);
    assert_true(h.found);
    assert_int_equal(h.row, 0);
    assert_int_equal(h.col, 2);
    assert_false(h.mine);
    assert_string_equal(h.text, "counting every way the remaining 6 mines "
                                "can lie, row 1, col 3 is always safe");
    assert_true(hm_game_assisted(g));
    hm_game_free(g);
}

/* Classic boards need guesses; between them every hint, from the rules or
 * from counting, must match the layout. */
static void test_hint_is_right_on_classic_boards_between_guesses(void **state)
{
    (void)state;
    int counted = 0;
    for (uint64_t seed = 1; seed <= 150; seed++) {
        hm_params p = rect(8, 7, 12);
        p.seed = seed;
        hm_game *g = hm_game_new(&p);
        assert_non_null(g);
        assert_int_equal(play(g, "O3,4", 0), HM_APPLY_OK);
        const unsigned char *mines = hm_game_mines(g);
        for (int step = 0; hm_game_status(g) == HM_PLAYING; step++) {
            hm_hint h = hm_game_hint(g);
            hm_move m;
            if (h.found) {
                bool mine = mines[h.row * 8 + h.col];
                if (h.mine != mine)
                    print_message("seed %llu step %d: %s\n",
                                  (unsigned long long)seed, step, h.text);
                assert_int_equal(h.mine, mine);
                counted += strncmp(h.text, "counting", 8) == 0
                           || strncmp(h.text, "trying", 6) == 0;
                m = (hm_move){ mine ? HM_MOVE_FLAG : HM_MOVE_OPEN, h.row,
                               h.col };
            } else {
                /* guess right: open the first hidden safe cell */
                int i = 0;
                while (mines[i] || hm_game_cell(g, i / 8, i % 8).kind
                                   != HM_SHOW_HIDDEN)
                    i++;
                m = (hm_move){ HM_MOVE_OPEN, i / 8, i % 8 };
            }
            assert_int_equal(hm_game_apply(g, m, 0), HM_APPLY_OK);
        }
        assert_int_equal(hm_game_status(g), HM_WON);
        hm_game_free(g);
    }
    print_message("hints from counting: %d\n", counted);
    assert_true(counted > 15);
}

/* ------------------------------------------------------- dump and 3BV */

static void test_dump_matches_golden_text(void **state)
{
    (void)state;
    static const char *const rows[] = { ".*..", "...*", "...." };
    hm_game *g = game_from(4, 3, rows);
    hm_params p = rect(4, 3, 2);
    p.seed = 5;
    char buf[256];
    size_t n = hm_dump(&p, hm_game_board(g), hm_game_mines(g), 8, buf,
                       sizeof buf);
    const char *want =
        "# hexmines rect:4x3:2:classic:seed=5\n"
        "# first 2,0\n"
        "# mines 2 cells 12\n"
        "1 * 1 1\n"
        " 1 1 1 *\n"
        "0 0 0 1\n";
    assert_string_equal(buf, want);
    assert_int_equal(n, strlen(want));
    char tiny[10];
    assert_int_equal(hm_dump(&p, hm_game_board(g), hm_game_mines(g), 8, tiny,
                             sizeof tiny), n);
    assert_int_equal(strlen(tiny), 9);
    char *s = hm_dump_alloc(&p, hm_game_board(g), hm_game_mines(g), 8);
    assert_string_equal(s, want);
    free(s);
    assert_int_equal(hm_layout_3bv(hm_game_board(g), hm_game_mines(g),
                                   hm_game_counts(g)), 4);
    hm_game_free(g);
}

static void test_dump_of_hexagon_marks_off_board_cells(void **state)
{
    (void)state;
    hm_params p = { HM_SHAPE_HEXAGON, 5, 5, 1, 9, HM_MODE_CLASSIC, HM_GEN_NEW };
    hm_board b;
    assert_true(hm_board_init(&b, HM_SHAPE_HEXAGON, 5, 5));
    unsigned char m[25] = { 0 };
    m[2 * 5 + 2] = 1;
    char *s = hm_dump_alloc(&p, &b, m, 0 * 5 + 1);
    assert_string_equal(s,
        "# hexmines hex:5x5:1:classic:seed=9\n"
        "# first 0,1\n"
        "# mines 1 cells 19\n"
        "- 0 0 0 -\n"
        " 0 1 1 0 -\n"
        "0 1 * 1 0\n"
        " 0 1 1 0 -\n"
        "- 0 0 0 -\n");
    free(s);
    unsigned char counts[25];
    hm_layout_counts(&b, m, counts);
    /* one zero ring region plus nothing else: the six 1s border it */
    assert_int_equal(hm_layout_3bv(&b, m, counts), 1);
    hm_board_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hexagon_shape_matches_its_drawn_mask),
        cmocka_unit_test(test_hexagon_cell_count_is_centred_hexagonal_number),
        cmocka_unit_test(test_neighbours_are_odd_r_and_symmetric),
        cmocka_unit_test(test_presets_validate_and_are_named),
        cmocka_unit_test(test_validation_names_the_limit),
        cmocka_unit_test(test_params_text_round_trips),
        cmocka_unit_test(test_params_decode_is_all_or_nothing),
        cmocka_unit_test(test_move_text_round_trips_and_rejects_junk),
        cmocka_unit_test(test_reveal_number_opens_one_cell),
        cmocka_unit_test(test_reveal_zero_floods_its_region),
        cmocka_unit_test(test_flag_toggles_and_counter_follows),
        cmocka_unit_test(test_chord_with_right_flags_opens_the_rest),
        cmocka_unit_test(test_chord_with_wrong_flag_loses),
        cmocka_unit_test(test_win_flags_every_mine_and_stops_clock),
        cmocka_unit_test(test_loss_shows_mines_and_wrong_flags),
        cmocka_unit_test(test_undo_after_loss_resumes_and_marks_assisted),
        cmocka_unit_test(test_undo_walks_back_flags_and_reveals),
        cmocka_unit_test(test_the_game_keeps_what_redo_brings_back),
        cmocka_unit_test(test_clock_starts_on_first_reveal_and_pauses),
        cmocka_unit_test(test_restart_replays_the_same_board),
        cmocka_unit_test(test_flood_on_1000x1000_does_not_recurse),
        cmocka_unit_test(test_number_warns_with_too_many_flags),
        cmocka_unit_test(test_hint_is_proved_and_marks_assisted),
        cmocka_unit_test(test_hint_reports_a_wrong_flag),
        cmocka_unit_test(test_hint_names_places_from_one_and_the_cells_it_rests_on),
        cmocka_unit_test(test_hint_says_when_only_a_guess_is_left),
        cmocka_unit_test(test_hint_counts_the_mines_when_the_rules_stall),
        cmocka_unit_test(test_hint_is_right_on_classic_boards_between_guesses),
        cmocka_unit_test(test_dump_matches_golden_text),
        cmocka_unit_test(test_dump_of_hexagon_marks_off_board_cells),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
