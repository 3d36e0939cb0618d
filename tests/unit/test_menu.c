/* Unit tests for the menu's picture and its mouse geometry: every "<" and
 * ">" drawn beside a preset or mode is where a click changes it, for every
 * choice and screen size, and the rest of the line is not. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/games.h"
#include "session/standard.h"
#include "tui/menu.h"
#include "tui/term.h"

/* menu.c's loop talks to the terminal; these tests only draw and ask the
 * geometry, so the terminal is a stub. */
void term_size(int *w, int *h)
{
    *w = 80;
    *h = 24;
}
void term_present(const canvas *c)
{
    (void)c;
}
term_event term_wait(int timeout_ms)
{
    (void)timeout_ms;
    return (term_event){ .kind = TE_TIMEOUT };
}
void term_fatal(const char *fmt, ...)
{
    (void)fmt;
    fail();
    abort();
}

static const int sizes[][2] = { { 44, 13 }, { 80, 24 }, { 120, 40 }, { 61, 19 } };

/* The menu as the program makes it: a line for each game of the list. */
static menu_state menu_of_the_list(void)
{
    static menu_game lines[MENU_GAMES_MAX];
    menu_state st = { .games = lines };
    for (int g = 0; app_games[g]; g++, st.ngames++)
        lines[g] = (menu_game){ app_games[g]->rules, app_games[g]->label, app_games[g]->menu_help,
                                NULL, app_games[g]->edit != NULL };
    return st;
}

/* The x of the first "<" and of the last ">" on row y, or -1. */
static void arrows_on(const canvas *c, int y, int *lt, int *gt)
{
    *lt = *gt = -1;
    for (int x = 0; x < c->w; x++) {
        uint32_t ch = canvas_get(c, x, y).ch;
        if (ch == '<' && *lt < 0)
            *lt = x;
        if (ch == '>')
            *gt = x;
    }
}

/* Line `line`'s choice is drawn between arrows that menu_arrow_at finds,
 * and nothing else on its row is an arrow. */
static void check_line(const menu_state *st, const canvas *c, int w, int h, int line,
                       const char *choice)
{
    for (int y = 0; y < h; y++) {
        if (menu_line_at(st, w, h, w / 2, y) != line)
            continue;
        int lt, gt;
        arrows_on(c, y, &lt, &gt);
        assert_true(lt >= 0 && gt > lt);
        /* The choice stands between them. */
        char text[64] = "";
        for (int x = lt + 2, i = 0; x < gt - 1 && i < 63; x++, i++)
            text[i] = (char)canvas_get(c, x, y).ch, text[i + 1] = '\0';
        assert_int_equal(strncmp(text, choice, strlen(choice)), 0);
        for (int x = 0; x < w; x++) {
            int want = x == lt || x == lt + 1 ? -1 : x == gt || x == gt - 1 ? 1 : 0;
            if (menu_arrow_at(st, w, h, x, y) != want)
                fail_msg("%dx%d, line %d (%s): x %d gives %d, not %d", w, h, line, choice, x,
                         menu_arrow_at(st, w, h, x, y), want);
        }
        return;
    }
    fail_msg("%dx%d: line %d not found", w, h, line);
}

static void test_every_drawn_arrow_is_where_a_click_changes_the_choice(void **state)
{
    (void)state;
    canvas c = { 0 };
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int w = sizes[s][0], h = sizes[s][1];
        assert_int_equal(canvas_resize(&c, w, h), 0);
        menu_state st = menu_of_the_list();
        for (int sel = 0; sel < st.ngames; sel++) {
            st.selected = sel;
            for (int g = 0; g < st.ngames; g++) {
                for (int p = 0; p < menu_choice_count(&st, g); p++) {
                    st.choice[g] = p;
                    menu_draw(&c, &st);
                    check_line(&st, &c, w, h, g, menu_choice(&st, g, p));
                }
                st.choice[g] = 0;
            }
        }
    }
    canvas_free(&c);
}

/* The choices are each game's standard games, in its order, named by their
 * tables (a ':' shown as a space), for every game of the list; hexmines'
 * and hextris' are the names the menu has always shown. */
static void test_choices_are_the_games_standard_games(void **state)
{
    (void)state;
    menu_state st = menu_of_the_list();
    int listed = 0;
    while (app_games[listed])
        listed++;
    assert_int_equal(st.ngames, listed);
    for (int g = 0; g < st.ngames; g++) {
        char table[64];
        int i = 0;
        for (; session_standard_category(app_games[g]->rules, i, table, sizeof table); i++) {
            for (char *c = table; *c; c++)
                if (*c == ':')
                    *c = ' ';
            assert_string_equal(menu_choice(&st, g, i), table);
        }
        assert_true(i > 0);
        if (st.games[g].editor)
            assert_string_equal(menu_choice(&st, g, i++), MENU_EDIT_LABEL);
        assert_null(menu_choice(&st, g, i));
    }
    assert_null(menu_choice(&st, st.ngames, 0));

    static const char *const mines[] = { "beginner", "intermediate", "expert", "hexagon" };
    static const char *const tetris[] = {
        "marathon", "sprint", "ultra", "cheese", "cheese100", "zen", "master",
        "marathon 9x11", "sprint 9x11", "ultra 9x11", "cheese 9x11", "cheese100 9x11",
        "zen 9x11", "master 9x11"
    };
    int m = session_game_index(session_game_named("hexmines"));
    int t = session_game_index(session_game_named("hextris"));
    assert_int_equal(menu_choice_count(&st, m), 4);
    assert_int_equal(menu_choice_count(&st, t), 14);
    for (int i = 0; i < 4; i++)
        assert_string_equal(menu_choice(&st, m, i), mines[i]);
    for (int i = 0; i < 14; i++)
        assert_string_equal(menu_choice(&st, t, i), tetris[i]);
}

/* A game's extra choice (hexcells' next level that teaches) comes after
 * its standard games, and goes when it is gone; its editor's is last,
 * and stays. */
static void test_an_extra_choice_comes_last_and_goes(void **state)
{
    (void)state;
    menu_state st = menu_of_the_list();
    static menu_game lines[MENU_GAMES_MAX];
    memcpy(lines, st.games, sizeof lines);
    st.games = lines;
    int c = session_game_index(session_game_named("hexcells"));
    assert_true(lines[c].editor);
    int n = menu_choice_count(&st, c);
    assert_string_equal(menu_choice(&st, c, n - 1), MENU_EDIT_LABEL);
    lines[c].extra = "next: First light";
    assert_int_equal(menu_choice_count(&st, c), n + 1);
    assert_string_equal(menu_choice(&st, c, n - 1), "next: First light");
    assert_string_equal(menu_choice(&st, c, n), MENU_EDIT_LABEL);
    assert_null(menu_choice(&st, c, n + 1));
    lines[c].extra = NULL;
    assert_int_equal(menu_choice_count(&st, c), n);
    assert_string_equal(menu_choice(&st, c, n - 1), MENU_EDIT_LABEL);
    lines[c].editor = false;
    assert_int_equal(menu_choice_count(&st, c), n - 1);
}

static void test_lines_without_a_choice_have_no_arrows(void **state)
{
    (void)state;
    menu_state st = menu_of_the_list();
    for (int y = 0; y < 24; y++)
        for (int x = 0; x < 80; x++)
            if (menu_line_at(&st, 80, 24, x, y) >= st.ngames || menu_line_at(&st, 80, 24, x, y) < 0)
                assert_int_equal(menu_arrow_at(&st, 80, 24, x, y), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_drawn_arrow_is_where_a_click_changes_the_choice),
        cmocka_unit_test(test_choices_are_the_games_standard_games),
        cmocka_unit_test(test_an_extra_choice_comes_last_and_goes),
        cmocka_unit_test(test_lines_without_a_choice_have_no_arrows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
