/* Tests of the opponent's well in hextris versus: the snapshot of a game
 * and its line (round trip, the bounds, crafted and mutated lines refused
 * whole or read exactly), and its drawing beside the player's own well at
 * 80x24 (small) and where the small well does not fit (its profile), the
 * player's own garbage waiting in the panel, and the end box's verdict. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "games/hextris/hextris.h"
#include "games/hextris/hextris_opponent.h"
#include "tui/canvas.h"
#include "tui/hextris_opponent_view.h"
#include "tui/hextris_view.h"
#include "hextris_testutil.h"
#include "view_testutil.h"

static const hextris_view_caps blocks = { .blocks = true, .forced = TV_DRAW_BEST };

/* A versus game on the full well with garbage in it and waiting. */
static void played(ht_state *st)
{
    ht_params p = versus_params(9);
    assert_true(ht_new(st, &p, 0));
    assert_true(ht_receive_garbage(st, (ht_burst){ 2, 3 }, 10));
    assert_true(ht_apply(st, HT_DROP, 20));
    assert_true(ht_receive_garbage(st, (ht_burst){ 4, 1 }, 30));
}

static void a_snapshot_round_trips_through_its_line(void **state)
{
    (void)state;
    ht_state st;
    played(&st);
    ht_opponent o, back;
    ht_opponent_of(&st, "alice", &o);
    assert_int_equal(o.waiting, 4);
    assert_int_equal(ht_opponent_column_height(&o, 0), 2);   /* garbage only */
    assert_int_equal(ht_opponent_column_height(&o, 9), 2);
    for (int r = 0; r < 3; r++)                               /* no falling piece */
        for (int col = 0; col < o.width; col++)
            assert_int_equal(o.cells[r][col], 0);
    assert_int_equal(o.cells[HT_FULL_HEIGHT - 1][3], 0);      /* the hole */
    assert_int_equal(o.cells[HT_FULL_HEIGHT - 1][0], HT_GARBAGE);
    char line[HT_OPPONENT_LINE_MAX];
    size_t n = ht_opponent_encode(&o, line, sizeof line);
    assert_int_equal(n, strlen(line));
    assert_int_equal(strncmp(line, "hextris-well 1 alice 10x20 playing 4 0 ", 39), 0);
    assert_true(ht_opponent_decode(line, &back));
    assert_memory_equal(&back, &o, sizeof o);

    /* The largest line fits the stated bound. */
    memset(&o, 0, sizeof o);
    memset(o.login, 'x', HT_OPPONENT_LOGIN_MAX);
    o.width = HT_WIDTH_MAX;
    o.height = HT_HEIGHT_MAX;
    o.status = HT_PLAYING;
    o.waiting = HT_WAITING_ROWS_MAX;
    o.rows = HT_OPPONENT_ROWS_MAX;
    n = ht_opponent_encode(&o, line, sizeof line);
    assert_true(n < HT_OPPONENT_LINE_MAX);
    assert_true(ht_opponent_decode(line, &back));
    /* Too small a buffer: cut, ended, and the length it needed. */
    char little[20];
    assert_int_equal(ht_opponent_encode(&o, little, sizeof little), n);
    assert_int_equal(strlen(little), sizeof little - 1);
}

static void a_login_is_kept_to_its_characters(void **state)
{
    (void)state;
    ht_state st;
    played(&st);
    ht_opponent o;
    ht_opponent_of(&st, "b\033[2Jd\n", &o);
    assert_string_equal(o.login, "b__2Jd_");
    ht_opponent_of(&st, "", &o);
    assert_string_equal(o.login, "?");
    char longer[64];
    memset(longer, 'a', sizeof longer - 1);
    longer[sizeof longer - 1] = '\0';
    ht_opponent_of(&st, longer, &o);
    assert_int_equal(strlen(o.login), HT_OPPONENT_LOGIN_MAX);
}

/* Every crafted line is refused, and leaves the snapshot as it was. */
static void crafted_lines_are_refused(void **state)
{
    (void)state;
    ht_state st;
    played(&st);
    ht_opponent o, kept;
    ht_opponent_of(&st, "alice", &o);
    char good[HT_OPPONENT_LINE_MAX];
    ht_opponent_encode(&o, good, sizeof good);
    const char *cells = strrchr(good, ' ') + 1;
    char bad[2 * HT_OPPONENT_LINE_MAX];
    const char *heads[] = {
        "hextris-well 2 alice 10x20 playing 4 0 ",      /* another version */
        "hextris-well 1 al\033ice 10x20 playing 4 0 ",   /* an escape in the login */
        "hextris-well 1 al ice 10x20 playing 4 0 ",
        "hextris-well 1  10x20 playing 4 0 ",            /* no login */
        "hextris-well 1 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa 10x20 playing 4 0 ",   /* 33 */
        "hextris-well 1 alice 010x20 playing 4 0 ",      /* not canonical */
        "hextris-well 1 alice 10x20 winning 4 0 ",       /* no such status */
        "hextris-well 1 alice 10x20 playing 81 0 ",      /* more than can wait */
        "hextris-well 1 alice 10x20 playing 4 1000000 ",
        "hextris-well 1 alice 10x20 playing -4 0 ",
        "hextris-well 1 alice 10x20  playing 4 0 ",      /* two spaces */
        " hextris-well 1 alice 10x20 playing 4 0 ",
    };
    for (size_t i = 0; i < sizeof heads / sizeof heads[0]; i++) {
        snprintf(bad, sizeof bad, "%s%s", heads[i], cells);
        kept = o;
        assert_false(ht_opponent_decode(bad, &kept));
        assert_memory_equal(&kept, &o, sizeof o);
    }
    /* The size must be a well's, and the cells exactly its count. */
    const char *sizes[] = { "4x20", "31x20", "10x7", "10x41" };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        snprintf(bad, sizeof bad, "hextris-well 1 alice %s playing 4 0 %s", sizes[i], cells);
        assert_false(ht_opponent_decode(bad, &kept));
    }
    snprintf(bad, sizeof bad, "%s0", good);            /* one cell too many */
    assert_false(ht_opponent_decode(bad, &kept));
    snprintf(bad, sizeof bad, "%s", good);
    bad[strlen(bad) - 1] = '\0';                        /* one too few */
    assert_false(ht_opponent_decode(bad, &kept));
    snprintf(bad, sizeof bad, "%s", good);
    bad[strlen(bad) - 1] = '9';                         /* no such colour */
    assert_false(ht_opponent_decode(bad, &kept));
    bad[strlen(bad) - 1] = '\n';
    assert_false(ht_opponent_decode(bad, &kept));
    snprintf(bad, sizeof bad, "%s ", good);
    assert_false(ht_opponent_decode(bad, &kept));
    /* Longer than the bound, whatever it holds. */
    memset(bad, '0', sizeof bad - 1);
    bad[sizeof bad - 1] = '\0';
    memcpy(bad, good, strlen(good));
    assert_false(ht_opponent_decode(bad, &kept));
}

/* A bounded, seeded mutation fuzz: a valid line with bytes flipped,
 * inserted, deleted or cut is refused, or taken as a snapshot that
 * writes back to the very same line. */
static void mutated_lines_are_refused_or_read_exactly(void **state)
{
    (void)state;
    enum { ITERATIONS = 20000 };
    ht_state st;
    played(&st);
    ht_opponent o;
    ht_opponent_of(&st, "alice", &o);
    char good[HT_OPPONENT_LINE_MAX];
    size_t len = ht_opponent_encode(&o, good, sizeof good);
    const char bytes[] = "0123456789 x-_.\033\n\377abcdefghijklmnopqrstuvwxyz:;,";
    rng g;
    rng_seed(&g, 2026, 1);
    int taken = 0;
    for (int i = 0; i < ITERATIONS; i++) {
        char line[HT_OPPONENT_LINE_MAX + 8];
        size_t n = len;
        memcpy(line, good, len);
        for (int k = 1 + (int)rng_below(&g, 3); k > 0 && n > 0; k--) {
            size_t at = rng_below(&g, (uint32_t)n);
            char b = bytes[rng_below(&g, sizeof bytes - 1)];
            switch (rng_below(&g, 4)) {
            case 0: line[at] = b; break;
            case 1:
                if (n < sizeof line - 1) {
                    memmove(line + at + 1, line + at, n - at);
                    line[at] = b;
                    n++;
                }
                break;
            case 2: memmove(line + at, line + at + 1, n - at - 1); n--; break;
            default: n = at; break;
            }
        }
        line[n] = '\0';
        ht_opponent got;
        if (!ht_opponent_decode(line, &got))
            continue;
        taken++;
        char again[HT_OPPONENT_LINE_MAX];
        assert_true(ht_opponent_encode(&got, again, sizeof again) < sizeof again);
        assert_string_equal(again, line);
    }
    /* Some mutations (a cell's colour, a figure) are lines still. */
    assert_true(taken > 0);
}

/* The column of the canvas where text starts on line y, or -1. */
static int column_of(const canvas *c, int y, const char *text)
{
    size_t n = strlen(text);
    for (int x = 0; x + (int)n <= c->w; x++) {
        size_t i = 0;
        while (i < n && canvas_get(c, x + (int)i, y).ch == (unsigned char)text[i])
            i++;
        if (i == n)
            return x;
    }
    return -1;
}

static void draw_beside(int w, int h, enum hextris_opponent_form want, canvas *c, ht_state *own,
                        ht_opponent *o)
{
    played(own);
    ht_opponent_of(own, "bob", o);
    hextris_view v = { .st = own, .caps = blocks };
    assert_int_equal(canvas_resize(c, w, h), 0);
    assert_int_equal(hextris_versus_draw(c, &v, o), want);
}

/* At 80x24 the opponent's well fits whole, a cell a character, right of
 * the player's picture and apart from it. */
static void at_80x24_the_small_well_fits_beside_the_players(void **state)
{
    (void)state;
    canvas c = { 0 };
    ht_state own;
    ht_opponent o;
    draw_beside(80, 24, HO_FORM_SMALL, &c, &own, &o);
    char *dump = canvas_dump(&c);
    int name_line = tu_line_of(dump, "bob");
    assert_true(name_line >= 0);
    int x0 = column_of(&c, name_line, "bob");
    int need_w, need_h;
    hextris_opponent_need(&o, HO_FORM_SMALL, &need_w, &need_h);
    assert_true(x0 + need_w <= 80);
    assert_true(name_line + need_h <= 24);
    /* Its floor, walls and the garbage row with its hole. */
    int floor = name_line + 1 + o.height;
    assert_int_equal(canvas_get(&c, x0 + 1, floor).ch, '+');
    assert_int_equal(canvas_get(&c, x0 + 2 + o.width, floor - 1).ch, '|');
    for (int col = 0; col < o.width; col++)
        assert_int_equal(canvas_get(&c, x0 + 2 + col, floor - 1).ch, col == 3 ? ' ' : '#');
    /* The garbage waiting: four lines of the meter from the floor. */
    for (int i = 1; i <= 5; i++)
        assert_int_equal(canvas_get(&c, x0, floor - i).ch, i <= 4 ? '!' : ' ');
    assert_true(tu_line_of(dump, "rows 0 +4") == floor + 1);
    /* The player's own game, left of the gap. */
    int title = tu_line_of(dump, "HEXTRIS");
    assert_true(title >= 0);
    assert_true(column_of(&c, title, "HEXTRIS") < x0);
    /* The layout says where the player's part ends, for clicks. */
    hextris_view v = { .st = &own, .caps = blocks };
    int own_w = 0, on_well = 0;
    assert_int_equal(hextris_versus_layout(&v, &o, 80, 24, &own_w), HO_FORM_SMALL);
    assert_int_equal(own_w + 2, x0);
    for (int y = 0; y < 24; y++)
        for (int x = 0; x < 80; x++) {
            int col;
            if (hextris_view_well_column(&own, own_w, 24, &blocks, x, y, &col)) {
                assert_true(x < own_w && col >= 0 && col < own.width);
                on_well++;
            }
        }
    assert_true(on_well > 0);
    int incoming = tu_line_of(dump, "Incoming 4  Sent 0");   /* the player's own */
    assert_true(incoming >= 0 && column_of(&c, incoming, "Incoming") < x0);
    for (int y = 0; y < c.h; y++)
        for (int x = x0 - 2; x < x0; x++)
            assert_int_equal(canvas_get(&c, x, y).ch, ' ');
    free(dump);
    canvas_free(&c);
}

/* Too few lines for the small well: its height profile, every column's
 * bar scaled to the lines there are. */
static void where_the_small_well_does_not_fit_its_profile_does(void **state)
{
    (void)state;
    canvas c = { 0 };
    ht_state own;
    ht_opponent o;
    draw_beside(80, 22, HO_FORM_PROFILE, &c, &own, &o);
    char *dump = canvas_dump(&c);
    int name_line = tu_line_of(dump, "bob");
    assert_int_equal(name_line, 0);
    int x0 = column_of(&c, 0, "bob");
    int lines = 22 - 3, floor = 1 + lines;
    assert_int_equal(canvas_get(&c, x0 + 1, floor).ch, '+');
    for (int col = 0; col < o.width; col++) {
        int bar = 0;
        while (bar < lines && canvas_get(&c, x0 + 2 + col, floor - 1 - bar).ch == '#')
            bar++;
        int want = (ht_opponent_column_height(&o, col) * lines + o.height - 1) / o.height;
        assert_int_equal(bar, want);
    }
    free(dump);
    canvas_free(&c);

    /* Neither fits: the player's game alone. */
    draw_beside(40, 24, HO_FORM_NONE, &c, &own, &o);
    dump = canvas_dump(&c);
    assert_int_equal(tu_line_of(dump, "bob"), -1);
    free(dump);
    canvas_free(&c);
}

/* A versus game's end box says who won, never a solo mode's words. */
static void the_end_box_says_who_won(void **state)
{
    (void)state;
    canvas c = { 0 };
    ht_state own;
    ht_opponent o;
    draw_beside(80, 24, HO_FORM_SMALL, &c, &own, &o);
    assert_true(ht_opponent_out(&own, 3000));
    hextris_view v = { .st = &own, .caps = blocks, .elapsed_ms = 3000 };
    hextris_versus_draw(&c, &v, &o);
    char *dump = canvas_dump(&c);
    assert_true(tu_line_of(dump, "YOU WIN") >= 0);
    assert_int_equal(tu_line_of(dump, "COMPLETE"), -1);
    free(dump);
    own.status = HT_OVER;
    hextris_versus_draw(&c, &v, &o);
    dump = canvas_dump(&c);
    assert_true(tu_line_of(dump, "YOU LOSE") >= 0);
    /* Versus has no goal: no "Reached 0 of 0". */
    assert_int_equal(tu_line_of(dump, "Reached"), -1);
    free(dump);
    canvas_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_snapshot_round_trips_through_its_line),
        cmocka_unit_test(a_login_is_kept_to_its_characters),
        cmocka_unit_test(crafted_lines_are_refused),
        cmocka_unit_test(mutated_lines_are_refused_or_read_exactly),
        cmocka_unit_test(at_80x24_the_small_well_fits_beside_the_players),
        cmocka_unit_test(where_the_small_well_does_not_fit_its_profile_does),
        cmocka_unit_test(the_end_box_says_who_won),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
