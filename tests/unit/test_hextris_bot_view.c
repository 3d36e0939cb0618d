/* Unit tests for what the bot adds to the hextris picture: its placement
 * (b) as "++" on the middle line of each of its hexes in the outline
 * drawings and '+' halves in the dense one, under the falling piece and
 * never over the stack; and the demo's banner in place of the keys. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "games/hextris/hextris.h"
#include "tui/canvas.h"
#include "tui/hextris_view.h"

static int count_of(const char *s, const char *what)
{
    int n = 0;
    for (const char *p = strstr(s, what); p; p = strstr(p + strlen(what), what))
        n++;
    return n;
}

/* The game of w x h drawn at 80 x 24 with the bot's cells (n of them). */
static char *draw(canvas *c, const ht_state *st, const hex_offset *bot, int n, bool blocks,
                  const char *banner)
{
    assert_int_equal(canvas_resize(c, 80, 24), 0);
    hextris_view v = { .st = st, .caps = { .blocks = blocks }, .bot_cells = bot, .bot_count = n,
                      .banner = banner, .hide_ghost = true };
    hextris_view_draw(c, &v);
    char *d = canvas_dump(c);
    assert_non_null(d);
    return d;
}

static void new_well(ht_state *st, int w, int h)
{
    ht_params p;
    ht_params_default(&p);
    p.width = w;
    p.height = h;
    p.seed = 1;
    assert_true(ht_new(st, &p, 0));
}

/* Every '+' of the picture is thin and colourless, like the ghost: no
 * background that could pass for a piece. */
static void crosses_are_ghost_like(const canvas *c)
{
    int n = 0;
    for (int y = 0; y < c->h; y++)
        for (int x = 0; x < c->w; x++) {
            canvas_cell k = canvas_get(c, x, y);
            if (k.ch != '+' && k.ch != '`' && k.ch != ',')
                continue;
            n++;
            assert_int_equal(k.role, HT_ROLE_GHOST);
            assert_int_equal(k.below, ROLE_NORMAL);
        }
    assert_true(n > 0);
}

static void outline_shows_crosses_on_empty_hexes(void **state)
{
    (void)state;
    canvas c = { 0 };
    ht_state st;
    new_well(&st, 9, 11);
    char *none = draw(&c, &st, NULL, 0, false, NULL);
    assert_int_equal(count_of(none, "++"), 0);
    free(none);
    /* Three hexes at the bottom, one of them under a locked hex's place:
     * the stack wins there. */
    st.well[10][0] = 2;
    const hex_offset bot[] = { { 0, 10 }, { 1, 10 }, { 2, 10 } };
    char *d = draw(&c, &st, bot, 3, false, NULL);
    assert_int_equal(count_of(d, "++"), 2);
    crosses_are_ghost_like(&c);
    free(d);
    canvas_free(&c);
}

static void dense_shows_cross_halves(void **state)
{
    (void)state;
    canvas c = { 0 };
    ht_state st;
    new_well(&st, 10, 20);
    char *none = draw(&c, &st, NULL, 0, true, NULL);
    int plus_before = count_of(none, "+");
    free(none);
    /* An even column's hex fills one line (both halves: "++"), an odd
     * column's straddles two: '`' over ',' ... here its upper half below
     * the even one's line. */
    const hex_offset bot[] = { { 4, 10 } };
    char *d = draw(&c, &st, bot, 1, true, NULL);
    assert_int_equal(count_of(d, "++") - count_of(d, "+++"), 1);
    assert_true(count_of(d, "+") > plus_before);
    free(d);
    const hex_offset odd[] = { { 5, 10 } };
    d = draw(&c, &st, odd, 1, true, NULL);
    assert_int_equal(count_of(d, ",,"), 1);
    assert_int_equal(count_of(d, "``"), 1);
    crosses_are_ghost_like(&c);
    free(d);
    canvas_free(&c);
}

static void banner_replaces_the_keys(void **state)
{
    (void)state;
    canvas c = { 0 };
    ht_state st;
    new_well(&st, 9, 11);
    char *d = draw(&c, &st, NULL, 0, false, NULL);
    assert_non_null(strstr(d, "? help  p pause  q quit"));
    free(d);
    d = draw(&c, &st, NULL, 0, false, "DEMO  any key: leave");
    assert_non_null(strstr(d, "DEMO  any key: leave"));
    assert_null(strstr(d, "? help  p pause  q quit"));
    free(d);
    canvas_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(outline_shows_crosses_on_empty_hexes),
        cmocka_unit_test(dense_shows_cross_halves),
        cmocka_unit_test(banner_replaces_the_keys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
