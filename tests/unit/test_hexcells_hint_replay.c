/* Unit tests for hexcells' hints replayed from a log (a resume, a replay,
 * the host's recorder): an "H" is noted, not solved for, so a log of many
 * hints replays without the solver; the game it makes is the one played,
 * assisted, and so never ranks. That nothing was solved shows without a
 * clock: each hint replayed is left unworked, and a hint the solver could
 * not have found replays all the same. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_gen.h"
#include "hexcells_testutil.h"
#include "session/hexcells_level.h"
#include "session/hexcells_session.h"

enum { MOVES_MAX = 2 * HC_SLOTS + 4, HINTS_WANTED = 20 };

typedef struct {
    char params[SESSION_PARAMS];
    char moves[MOVES_MAX][HC_MOVE_TEXT_MAX];
    int n, hints;
} hinted_log;

static void log_move(hinted_log *l, const char *text)
{
    assert_true(l->n < MOVES_MAX);
    snprintf(l->moves[l->n++], sizeof l->moves[0], "%s", text);
}

/* A medium puzzle played by hints alone, as the front end plays them: the
 * hint taken (solved), then its cell called; one wrong call on the way. */
static hc_game *played_by_hints(hinted_log *l)
{
    hc_params p;
    assert_true(hc_preset(&p, "medium-easy"));
    p.seed = 31;
    hc_params_encode(&p, l->params, sizeof l->params);
    hc_puzzle *z = malloc(sizeof *z);
    assert_non_null(z);
    assert_true(hc_generate(&p, z, NULL));
    hc_game *g = hc_game_new(z, &p);
    assert_non_null(g);
    l->n = l->hints = 0;
    bool wrong_made = false;
    while (hc_game_status(g) != HC_WON) {
        hc_hint h = hc_game_hint(g);
        assert_true(h.found);
        log_move(l, HEXCELLS_HINT);
        l->hints++;
        bool blue = h.colour == HC_BLUE;
        if (!wrong_made && !blue) {
            /* The wrong call on a black hex: a mistake, and it stays covered. */
            hc_move m = { HC_MOVE_BLUE, hc_col_of(h.slot), hc_row_of(h.slot) };
            assert_int_equal(hc_game_apply(g, m, 10), HC_APPLY_MISTAKE);
            char text[HC_MOVE_TEXT_MAX];
            hc_move_format(m, text, sizeof text);
            log_move(l, text);
            wrong_made = true;
        }
        hc_move m = { blue ? HC_MOVE_BLUE : HC_MOVE_BLACK, hc_col_of(h.slot), hc_row_of(h.slot) };
        assert_int_not_equal(hc_game_apply(g, m, 20), HC_APPLY_NOOP);
        char text[HC_MOVE_TEXT_MAX];
        hc_move_format(m, text, sizeof text);
        log_move(l, text);
    }
    assert_true(wrong_made);
    free(z);
    return g;
}

/* Every "H" of a long log is noted unworked (the solver never ran for
 * it), and the game replayed is the game played: its cells, mistakes,
 * end, assisted; its result assisted, which no table ranks. */
static void a_log_of_many_hints_replays_without_solving(void **state)
{
    (void)state;
    static hinted_log l;
    hc_game *played = played_by_hints(&l);
    assert_true(l.hints >= HINTS_WANTED);

    const session_game *sg = &session_hexcells;
    char why[HC_MSG_MAX];
    void *st = sg->create(l.params, why, sizeof why);
    assert_non_null(st);
    hc_game *g = ((hexcells_play *)st)->game;
    for (int i = 0; i < l.n; i++) {
        assert_true(sg->apply(st, l.moves[i], 20, why, sizeof why));
        if (strcmp(l.moves[i], HEXCELLS_HINT) == 0) {
            assert_true(hc_game_hint_unworked(g, NULL));
            assert_int_equal(hc_game_last_hint(g)->slot, -1);
        }
    }
    assert_int_equal(hc_game_status(g), HC_WON);
    assert_int_equal(hc_game_mistakes(g), hc_game_mistakes(played));
    assert_int_equal(hc_game_mistakes(g), 1);
    assert_int_equal(hc_game_covered_count(g), 0);
    assert_true(hc_game_assisted(g));
    session_result r = { 0 };
    sg->result(st, 20, &r);
    assert_string_equal(r.outcome, "won");
    assert_true(r.assisted);
    char table[64];
    assert_true(sg->category(l.params, table, sizeof table));
    assert_false(sg->ranks(table, r.outcome, r.assisted));
    sg->destroy(st);
    hc_game_free(played);
}

/* A hint the solver finds nowhere (two hexes no clue tells apart) is
 * still taken from a log: it was found when played, or the log is not
 * the game's, and either way all it can do is make the game assisted. */
static void a_logged_hint_is_taken_where_the_solver_finds_none(void **state)
{
    (void)state;
    hc_puzzle z;
    hc_puzzle_init(&z, 3, 3);
    put_cell(&z, hc_index(1, 0), HC_BLUE, false, HC_SHOW_NONE);
    put_cell(&z, hc_index(1, 1), HC_BLACK, false, HC_SHOW_NONE);
    put_cell(&z, hc_index(1, 2), HC_BLACK, true, HC_SHOW_NONE);
    char params[SESSION_PARAMS], why[HC_MSG_MAX];
    assert_true(hexcells_level_pack(&z, params, sizeof params));
    const session_game *sg = &session_hexcells;
    void *st = sg->create(params, why, sizeof why);
    assert_non_null(st);
    hc_game *g = ((hexcells_play *)st)->game;
    signed char know[HC_SLOTS];
    hc_game_know(g, know);
    assert_false(hc_hint_for(&z, know, NULL).found);
    assert_true(sg->apply(st, HEXCELLS_HINT, 10, why, sizeof why));
    assert_true(hc_game_assisted(g));

    /* Offered the answer (none), it stays unworked: nothing to show. */
    hc_hint none = hc_hint_for(&z, know, NULL);
    hc_game_offer_hint(g, know, &none);
    assert_true(hc_game_hint_unworked(g, NULL));
    /* A live "H" takes the answer offered, and refuses when it found none. */
    assert_false(sg->apply(st, HEXCELLS_HINT, 20, why, sizeof why));
    assert_string_equal(why, none.text);
    sg->destroy(st);
}

/* The unworked last hint is filled in by the answer offered for its own
 * question, and not by one for another position; a won game takes none. */
static void an_unworked_hint_is_filled_in_by_its_own_answer(void **state)
{
    (void)state;
    static hinted_log l;
    hc_game *played = played_by_hints(&l);
    hc_game_free(played);
    const session_game *sg = &session_hexcells;
    char why[HC_MSG_MAX];
    void *st = sg->create(l.params, why, sizeof why);
    assert_non_null(st);
    hc_game *g = ((hexcells_play *)st)->game;
    assert_true(sg->apply(st, l.moves[0], 0, why, sizeof why));
    signed char then[HC_SLOTS], other[HC_SLOTS];
    assert_true(hc_game_hint_unworked(g, then));
    hc_hint answer = hc_hint_for(hc_game_puzzle(g), then, NULL);
    assert_true(answer.found);
    memcpy(other, then, sizeof other);
    other[answer.slot] = (signed char)answer.colour;
    hc_game_offer_hint(g, other, &answer);
    assert_true(hc_game_hint_unworked(g, NULL));
    hc_game_offer_hint(g, then, &answer);
    assert_false(hc_game_hint_unworked(g, NULL));
    assert_int_equal(hc_game_last_hint(g)->slot, answer.slot);
    assert_string_equal(hc_game_last_hint(g)->text, answer.text);

    for (int i = 1; i < l.n; i++)
        assert_true(sg->apply(st, l.moves[i], 20, why, sizeof why));
    assert_int_equal(hc_game_status(g), HC_WON);
    assert_false(sg->apply(st, HEXCELLS_HINT, 30, why, sizeof why));
    assert_string_equal(why, "The puzzle is solved.");
    sg->destroy(st);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_log_of_many_hints_replays_without_solving),
        cmocka_unit_test(a_logged_hint_is_taken_where_the_solver_finds_none),
        cmocka_unit_test(an_unworked_hint_is_filled_in_by_its_own_answer),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
