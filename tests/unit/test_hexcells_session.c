/* Unit tests for hexcells as a session game: a level packed whole into a
 * params text (exact round trips, one text per level, what does not fit),
 * the descriptor (moves, a mistake, the figure and how it reads, tables,
 * seeds), and a game replayed from its log. */
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
#include "hexcells_testutil.h"
#include "session/hexcells_session.h"
#include "session/hexcells_level.h"
#include "session/midend.h"
#include "session/params_seed.h"

static hc_puzzle *generated(const char *preset, uint64_t seed)
{
    hc_params p;
    assert_true(hc_preset(&p, preset));
    p.seed = seed;
    hc_puzzle *z = malloc(sizeof *z);
    assert_non_null(z);
    assert_true(hc_generate(&p, z, NULL));
    return z;
}

/* Every preset's puzzles, packed and unpacked, are themselves: cells,
 * clues, place in the file, title and author. */
static void generated_puzzles_round_trip_through_a_params_text(void **state)
{
    (void)state;
    for (int i = 0; hc_preset_at(i); i++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            hc_puzzle *z = generated(hc_preset_at(i), seed), back;
            char text[SESSION_PARAMS];
            assert_true(hexcells_level_pack(z, text, sizeof text));
            assert_true(hexcells_level_is(text));
            assert_true(strlen(text) < SESSION_PARAMS);
            for (const char *c = text; *c; c++)
                assert_true(*c > 0x20 && *c < 0x7f);
            assert_true(hexcells_level_unpack(text, &back));
            assert_true(hc_puzzle_equal(z, &back));
            free(z);
        }
}

/* The levels that come with the game too, all but their custom text (the
 * tests run from the repository's root). */
static void shipped_levels_round_trip(void **state)
{
    (void)state;
    static const char *const files[] = {
        "levels/hexcells/01-first-light.hexcells", "levels/hexcells/07-deep-blue.hexcells",
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        FILE *f = fopen(files[i], "rb");
        assert_non_null(f);
        static char buf[HC_EXPORT_MAX + 1024];
        size_t n = fread(buf, 1, sizeof buf, f);
        fclose(f);
        hc_puzzle z, back;
        char err[HC_MSG_MAX], text[SESSION_PARAMS];
        assert_true(hc_parse(buf, n, &z, err, sizeof err));
        assert_true(hexcells_level_pack(&z, text, sizeof text));
        assert_true(hexcells_level_unpack(text, &back));
        /* All but the custom text, which is not kept. */
        assert_string_not_equal(z.text[1], "");
        assert_string_equal(back.text[1], "");
        memset(z.text, 0, sizeof z.text);
        assert_true(hc_puzzle_equal(&z, &back));
    }
}

/* A level by hand: a column of three cells under a line clue. */
static void small_level(hc_puzzle *z)
{
    hc_puzzle_init(z, 3, 4);
    put_line(z, hc_index(1, 0), HC_DIR_DOWN, HC_SHOW_COUNT);
    put_cell(z, hc_index(1, 1), HC_BLUE, false, HC_SHOW_NONE);
    put_cell(z, hc_index(1, 2), HC_BLACK, false, HC_SHOW_COUNT);
    put_cell(z, hc_index(1, 3), HC_BLUE, false, HC_SHOW_COUNT);
    put_cell(z, hc_index(0, 1), HC_BLACK, true, HC_SHOW_SHAPE);
    put_cell(z, hc_index(2, 2), HC_BLACK, true, HC_SHOW_COUNT);
    snprintf(z->title, sizeof z->title, "by hand");
    snprintf(z->author, sizeof z->author, "the tests");
}

/* Unpacking takes only what packing writes: a wrong prefix, a character
 * outside the alphabet, a character more or less, padding that is not
 * zero, or a puzzle that is no puzzle are all refused. */
static void only_a_packed_level_unpacks(void **state)
{
    (void)state;
    hc_puzzle z, back;
    small_level(&z);
    assert_true(hc_puzzle_valid(&z, NULL));
    char text[SESSION_PARAMS], bad[SESSION_PARAMS + 8];
    assert_true(hexcells_level_pack(&z, text, sizeof text));
    assert_true(hexcells_level_unpack(text, &back));
    assert_string_equal(back.title, "by hand");
    assert_string_equal(back.author, "the tests");

    snprintf(bad, sizeof bad, "levels%s", text + 5);
    assert_false(hexcells_level_unpack(bad, &back));
    snprintf(bad, sizeof bad, "%s", text);
    bad[10] = '*';
    assert_false(hexcells_level_unpack(bad, &back));
    snprintf(bad, sizeof bad, "%sA", text);
    assert_false(hexcells_level_unpack(bad, &back));
    snprintf(bad, sizeof bad, "%s", text);
    bad[strlen(bad) - 1] = '\0';
    assert_false(hexcells_level_unpack(bad, &back));
    assert_false(hexcells_level_unpack("level:", &back));
    assert_false(hexcells_level_unpack("medium-easy:seed=3", &back));
    /* The last character's padding bits set: the same bits otherwise. */
    snprintf(bad, sizeof bad, "%s", text);
    char *last = &bad[strlen(bad) - 1];
    *last = *last == '_' ? '-' : '_';
    assert_false(hexcells_level_unpack(bad, &back));
    /* A puzzle with no cell packs, but is no level. */
    hc_puzzle none;
    hc_puzzle_init(&none, 2, 2);
    put_line(&none, hc_index(0, 0), HC_DIR_DOWN, HC_SHOW_COUNT);
    assert_true(hexcells_level_pack(&none, text, sizeof text));
    assert_false(hexcells_level_unpack(text, &back));
}

/* What fits: a title too long for the room left is cut between two UTF-8
 * characters and the author dropped; a level whose cells alone do not fit
 * is refused. */
/* The fullest grid there can be, every slot a cell of the longest code,
 * packs whole; what room is left holds the title, cut between
 * characters, and a shorter room refuses the level. */
static void the_fullest_level_packs_its_title_cut(void **state)
{
    (void)state;
    hc_puzzle *full = malloc(sizeof *full), *back = malloc(sizeof *back);
    assert_non_null(full);
    assert_non_null(back);
    hc_puzzle_init(full, HC_COLS_MAX, HC_ROWS_MAX);
    for (int row = 0; row < HC_ROWS_MAX; row++)
        for (int col = 0; col < HC_COLS_MAX; col++)
            put_cell(full, hc_index(col, row), (col + row) % 2 ? HC_BLUE : HC_BLACK, true,
                     HC_SHOW_COUNT);
    char *t = full->title;
    for (int i = 0; i < 127; i++)
        memcpy(t + 2 * i, "\xc3\xa9", 2);   /* e acute, two bytes each */
    t[254] = '\0';
    snprintf(full->author, sizeof full->author, "somebody");
    char text[SESSION_PARAMS];
    assert_true(hexcells_level_pack(full, text, sizeof text));
    assert_true(hexcells_level_unpack(text, back));
    size_t n = strlen(back->title);
    assert_true(n > 20 && n < 254);
    assert_int_equal(n % 2, 0);
    assert_memory_equal(back->title, full->title, n);
    assert_string_equal(back->author, "");
    memset(back->title, 0, sizeof back->title);
    memset(full->title, 0, sizeof full->title);
    memset(full->author, 0, sizeof full->author);
    assert_true(hc_puzzle_equal(full, back));
    assert_false(hexcells_level_pack(full, text, 600));
    free(full);
    free(back);
}

/* A move on every cell of the puzzle, by its true colour. */
static void solve_by_moves(const session_game *g, void *st, const hc_puzzle *z, int64_t t)
{
    char why[128];
    for (int s = 0; s < HC_SLOTS; s++) {
        if (z->at[s].kind != HC_CELL || z->at[s].revealed)
            continue;
        char move[HC_MOVE_TEXT_MAX];
        hc_move_format((hc_move){ z->at[s].colour == HC_BLUE ? HC_MOVE_BLUE : HC_MOVE_BLACK,
                                  hc_col_of(s), hc_row_of(s) },
                       move, sizeof move);
        assert_true(g->apply(st, move, t, why, sizeof why));
    }
}

/* A generated game through the descriptor: a mistake is carried out (so
 * that it is logged) and counted, the game is won by its cells, and its
 * result is the mistakes, then the time, in one figure. */
static void a_generated_game_counts_its_mistakes_in_its_figure(void **state)
{
    (void)state;
    const session_game *g = &session_hexcells;
    char why[128] = "";
    void *st = g->create("small-easy:gen=2:seed=9", why, sizeof why);
    assert_non_null(st);
    assert_int_equal(g->phase(st), SESSION_READY);
    char params[SESSION_PARAMS];
    g->params(st, params, sizeof params);
    assert_string_equal(params, "small-easy:gen=2:seed=9");
    hc_puzzle *z = generated("small-easy", 9);
    int wrong = -1;
    for (int s = 0; s < HC_SLOTS && wrong < 0; s++)
        if (z->at[s].kind == HC_CELL && !z->at[s].revealed)
            wrong = s;
    char move[HC_MOVE_TEXT_MAX];
    hc_move_format((hc_move){ z->at[wrong].colour == HC_BLUE ? HC_MOVE_BLACK : HC_MOVE_BLUE,
                              hc_col_of(wrong), hc_row_of(wrong) },
                   move, sizeof move);
    assert_true(g->apply(st, move, 1000, why, sizeof why));
    const hexcells_play *play = st;
    assert_int_equal(play->last_result, HC_APPLY_MISTAKE);
    assert_int_equal(hc_game_mistakes(play->game), 1);
    assert_int_equal(g->phase(st), SESSION_RUNNING);
    assert_false(g->apply(st, "B99,99", 1100, why, sizeof why));
    assert_false(g->apply(st, "Q", 1100, why, sizeof why));
    solve_by_moves(g, st, z, 4500);
    assert_int_equal(g->phase(st), SESSION_ENDED);
    assert_true(g->end_is_final(st));
    session_result r = { 0 };
    g->result(st, 9999, &r);
    assert_string_equal(r.outcome, "won");
    assert_int_equal(r.figure, UINT64_C(1000000000) + 3500);
    assert_false(r.assisted);
    assert_int_equal(r.seed, 9);
    char text[40];
    g->figure_text("small-easy", r.figure, text, sizeof text);
    assert_string_equal(text, "1 mist. 3.500 s");
    g->figure_text("small-easy", hexcells_figure(0, 83456), text, sizeof text);
    assert_string_equal(text, "0 mist. 83.456 s");
    g->figure_text("small-easy", hexcells_figure(2, 1), text, sizeof text);
    assert_string_equal(text, "2 mist. 0.001 s");
    /* Fewer mistakes rank first however long they took. */
    assert_true(hexcells_figure(0, UINT64_C(5000000000)) < hexcells_figure(1, 0));
    g->destroy(st);
    free(z);
}

/* Tables and seeds: a preset's puzzles share its table and reseed; a
 * level has a table of its own, named by its text, and no seed, so that
 * it is never taken for a board the host drew. */
static void tables_and_seeds(void **state)
{
    (void)state;
    const session_game *g = &session_hexcells;
    char buf[64], params[SESSION_PARAMS];
    assert_true(g->category("large-hard:seed=7", buf, sizeof buf));
    assert_string_equal(buf, "large-hard");
    uint64_t seed = 0;
    assert_true(session_params_seed(g, "large-hard:seed=7", &seed));
    assert_int_equal(seed, 7);
    assert_true(session_params_reseed(g, "large-hard:seed=7", 8, params, sizeof params));
    assert_string_equal(params, "large-hard:seed=8");
    for (int i = 0; i < 6; i++) {
        assert_true(g->standard(i, params, sizeof params));
        assert_true(g->category(params, buf, sizeof buf));
        assert_string_equal(buf, hc_preset_at(i));
    }
    assert_false(g->standard(6, params, sizeof params));

    hc_puzzle z;
    small_level(&z);
    assert_true(hexcells_level_pack(&z, params, sizeof params));
    /* A level's table is named by its title, and its digest. */
    assert_true(g->category(params, buf, sizeof buf));
    assert_int_equal(strlen(buf), strlen("level-by-hand-") + 8);
    assert_memory_equal(buf, "level-by-hand-", 14);
    snprintf(z.title, sizeof z.title, "  Modulo (Medium/Hard) -- a very long title indeed!");
    char named[SESSION_PARAMS];
    assert_true(hexcells_level_pack(&z, named, sizeof named));
    assert_true(g->category(named, buf, sizeof buf));
    assert_memory_equal(buf, "level-modulo-medium-hard-", 25);
    /* ...which a level's seeded table still holds whole. */
    assert_true(strlen("seeded:") + strlen(buf) <= 40);
    z.title[0] = '\0';
    assert_true(hexcells_level_pack(&z, named, sizeof named));
    assert_true(g->category(named, buf, sizeof buf));
    assert_int_equal(strlen(buf), 6 + 16);   /* no title: the digest whole */
    snprintf(z.title, sizeof z.title, "by hand");
    assert_true(hexcells_level_pack(&z, params, sizeof params));
    assert_false(session_params_seed(g, params, &seed));
    assert_false(session_params_reseed(g, params, 3, buf, sizeof buf));
    assert_false(g->category("level:AAAA", buf, sizeof buf));
    char why[128];
    assert_null(g->create("level:AAAA", why, sizeof why));
    assert_null(g->create("huge:seed=1", why, sizeof why));

    assert_true(g->result_fits("small-easy", "won", false, why, sizeof why));
    assert_true(g->result_fits("small-easy", "quit", false, why, sizeof why));
    assert_false(g->result_fits("small-easy", "lost", false, why, sizeof why));
    assert_true(g->ranks("small-easy", "won", false));
    assert_false(g->ranks("small-easy", "won", true));
    assert_false(g->scored("small-easy"));
}

/* A level's game, played through a session and replayed from its log, is
 * the same game: the level travels in the params alone. */
static void a_level_game_replays_from_its_params_and_moves(void **state)
{
    (void)state;
    hc_puzzle z;
    small_level(&z);
    char params[SESSION_PARAMS], why[128];
    assert_true(hexcells_level_pack(&z, params, sizeof params));
    const session_game *g = &session_hexcells;
    void *st = g->create(params, why, sizeof why);
    assert_non_null(st);
    char again[SESSION_PARAMS];
    g->params(st, again, sizeof again);
    assert_string_equal(again, params);
    assert_true(g->apply(st, "K1,1", 100, why, sizeof why));   /* a mistake */
    assert_true(g->apply(st, "G1,0", 200, why, sizeof why));   /* grey the line */
    assert_true(g->apply(st, HEXCELLS_UNDO, 300, why, sizeof why));
    solve_by_moves(g, st, &z, 900);
    session_result first = { 0 };
    g->result(st, 900, &first);
    g->destroy(st);

    void *re = g->create(params, why, sizeof why);
    assert_non_null(re);
    assert_true(g->apply(re, "K1,1", 100, why, sizeof why));
    assert_true(g->apply(re, "G1,0", 200, why, sizeof why));
    assert_true(g->apply(re, HEXCELLS_UNDO, 300, why, sizeof why));
    solve_by_moves(g, re, &z, 900);
    session_result second = { 0 };
    g->result(re, 900, &second);
    assert_string_equal(second.outcome, "won");
    assert_int_equal(second.figure, first.figure);
    assert_int_equal(second.figure, hexcells_figure(1, 800));
    assert_int_equal(second.seed, 0);
    g->destroy(re);
}

/* The puzzle shows whole from the start: its clock runs from when it is
 * shown (the session's shown move), before any call, and the game waits
 * in READY for its first call. A log without that move, as games were
 * played before, starts the clock at the first call. On the host a race's
 * time is the longer of the recorder's and its own; its mistakes stay. */
static void the_clock_runs_from_the_puzzle_shown(void **state)
{
    (void)state;
    const session_game *g = &session_hexcells;
    assert_string_equal(g->shown_move, HEXCELLS_SHOWN);
    char why[128] = "";
    hc_puzzle *z = generated("small-easy", 9);
    void *st = g->create("small-easy:gen=2:seed=9", why, sizeof why);
    assert_non_null(st);
    assert_int_equal(g->next_deadline(st, 0), SESSION_NO_DEADLINE);
    assert_true(g->apply(st, HEXCELLS_SHOWN, 200, why, sizeof why));
    assert_int_equal(g->phase(st), SESSION_READY);
    assert_int_equal(g->next_deadline(st, 200), 1200);
    /* Shown once: a second is no move. */
    assert_false(g->apply(st, HEXCELLS_SHOWN, 300, why, sizeof why));
    solve_by_moves(g, st, z, 20200);
    session_result r = { 0 };
    g->result(st, 20200, &r);
    assert_string_equal(r.outcome, "won");
    assert_int_equal(r.figure, hexcells_figure(0, 20000));
    g->destroy(st);

    st = g->create("small-easy:gen=2:seed=9", why, sizeof why);
    assert_non_null(st);
    solve_by_moves(g, st, z, 20200);
    g->result(st, 20200, &r);
    assert_int_equal(r.figure, hexcells_figure(0, 0));
    g->destroy(st);
    free(z);

    assert_int_equal(g->figure_timed(hexcells_figure(1, 3500), 9000), hexcells_figure(1, 9000));
    assert_int_equal(g->figure_timed(hexcells_figure(2, 3500), 100), hexcells_figure(2, 3500));
}

/* Its clock runs from first sight, so p pauses it before the first call
 * too: the board hides, the time stands, and p again goes back to the
 * first call's wait. Before the level is seen there is no clock to stop,
 * and a pause that stops nothing is no move in the log. */
static void a_puzzle_looked_at_pauses_before_its_first_call(void **state)
{
    (void)state;
    char why[128] = "";
    hc_puzzle *z = generated("small-easy", 9);
    session s;
    session_init(&s, &session_hexcells, NULL);
    assert_true(session_new(&s, "small-easy:gen=2:seed=9", why, sizeof why));
    assert_false(session_pause(&s, 100));
    assert_int_equal(s.log.n, 0);
    assert_true(session_play(&s, HEXCELLS_SHOWN, 200, why, sizeof why));
    assert_true(session_pause(&s, 1200));
    assert_int_equal(session_phase_of(&s), SESSION_PAUSED);
    assert_false(session_pause(&s, 1300));
    assert_int_equal(session_next_deadline(&s, 5000), SESSION_NO_DEADLINE);
    assert_true(session_unpause(&s, 9200));
    assert_int_equal(session_phase_of(&s), SESSION_READY);
    assert_false(session_unpause(&s, 9300));
    assert_int_equal(s.log.n, 3);
    solve_by_moves(&session_hexcells, session_state(&s), z, 20200);
    session_result r = { 0 };
    session_hexcells.result(session_state(&s), 20200, &r);
    assert_string_equal(r.outcome, "won");
    assert_int_equal(r.figure, hexcells_figure(0, 20000 - 8000));
    session_free(&s);
    free(z);
}

/* A save, replay or record of the first generator's puzzle (its params
 * name no generator) resumes as that very puzzle; one of a newer
 * generator than this build's is refused in one line that says so. */
static void each_generator_s_params_make_its_own_puzzle(void **state)
{
    (void)state;
    const session_game *g = &session_hexcells;
    char why[200] = "", params[SESSION_PARAMS];
    hc_params p;
    assert_true(hc_preset(&p, "small-easy"));
    p.seed = 9;
    p.gen = 1;
    hc_puzzle *first = malloc(sizeof *first);
    assert_non_null(first);
    assert_true(hc_generate(&p, first, NULL));
    hc_puzzle *now = generated("small-easy", 9);
    assert_false(hc_puzzle_equal(first, now));

    void *st = g->create("small-easy:seed=9", why, sizeof why);
    assert_non_null(st);
    assert_true(hc_puzzle_equal(hc_game_puzzle(((hexcells_play *)st)->game), first));
    g->params(st, params, sizeof params);
    assert_string_equal(params, "small-easy:seed=9");
    g->destroy(st);

    assert_null(g->create("small-easy:gen=3:seed=9", why, sizeof why));
    assert_non_null(strstr(why, "generator 3"));
    assert_null(strchr(why, '\n'));
    free(first);
    free(now);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(generated_puzzles_round_trip_through_a_params_text),
        cmocka_unit_test(shipped_levels_round_trip),
        cmocka_unit_test(only_a_packed_level_unpacks),
        cmocka_unit_test(the_fullest_level_packs_its_title_cut),
        cmocka_unit_test(a_generated_game_counts_its_mistakes_in_its_figure),
        cmocka_unit_test(tables_and_seeds),
        cmocka_unit_test(a_level_game_replays_from_its_params_and_moves),
        cmocka_unit_test(the_clock_runs_from_the_puzzle_shown),
        cmocka_unit_test(a_puzzle_looked_at_pauses_before_its_first_call),
        cmocka_unit_test(each_generator_s_params_make_its_own_puzzle),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
