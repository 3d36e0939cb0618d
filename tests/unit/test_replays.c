/* Unit tests for replay files: a finished game of each kind kept as a
 * replay, read back, and replayed to what it claims; an edited replay
 * found out; bad files refused with a reason; the directory keeps every
 * record and the newest REPLAYS_KEEP other games. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/replays.h"
#include "files_testutil.h"
#include "session/hexmines_session.h"
#include "session/hextris_session.h"
#include "session/midend.h"

/* The replay of the last game recorded, made while the log is there. */
static saves_game captured;
static bool have_captured;

static void on_record(void *ctx, const session_result *r, session_verdict *v)
{
    (void)ctx;
    (void)v;
    if (have_captured)
        saves_free(&captured);
    have_captured = replays_make(r, "beginner", 0, "tester", 1700000000, &captured);
}

static const session_hooks hooks = { NULL, on_record, NULL, NULL, NULL, NULL, false };

/* A hexmines loss on beginner board 42 (2,0 is a mine once 4,4 is open),
 * recorded when the player moves on. */
static void lose_a_hexmines_game(void)
{
    session s;
    session_init(&s, &session_hexmines, &hooks);
    assert_true(session_new(&s, "rect:9x9:10:noguess:seed=42", NULL, 0));
    assert_true(session_play(&s, "O4,4", 1000, NULL, 0));
    assert_true(session_play(&s, "F3,1", 1500, NULL, 0));
    assert_true(session_play(&s, "O2,0", 2400, NULL, 0));
    assert_true(session_settle(&s, 3000));
    session_free(&s);
    assert_true(have_captured);
}

/* A hextris marathon topped out by hard drops. */
static void top_out_a_hextris_game(void)
{
    session s;
    session_init(&s, &session_hextris, &hooks);
    assert_true(session_new(&s, "10x20:marathon:1:seed=7", NULL, 0));
    for (int i = 0; i < 400 && session_phase_of(&s) != SESSION_ENDED; i++)
        session_play(&s, "DROP", 500 + 10 * i, NULL, 0);
    assert_int_equal(session_phase_of(&s), SESSION_ENDED);
    session_free(&s);
    assert_true(have_captured);
}

static char *text_of(const saves_game *g)
{
    size_t len;
    char *text = replays_format(g, &len);
    assert_non_null(text);
    assert_int_equal(strlen(text), len);
    return text;
}

static void finished_games_replay_to_what_they_claim(void **state)
{
    (void)state;
    void (*finish[])(void) = { lose_a_hexmines_game, top_out_a_hextris_game };
    for (size_t k = 0; k < 2; k++) {
        finish[k]();
        char *text = text_of(&captured);
        assert_memory_equal(text, REPLAYS_HEADER "\n", strlen(REPLAYS_HEADER) + 1);
        saves_game back;
        replay_claim c;
        char why[REPLAYS_WHY_MAX] = "";
        assert_true(replays_parse(text, strlen(text), &back, &c, why));
        assert_string_equal(c.outcome, k == 0 ? "lost" : "over");
        assert_string_equal(c.player, "tester");
        assert_int_equal(c.ended, 1700000000);
        assert_int_equal(c.started, 1700000000 - captured.elapsed_ms / 1000);
        assert_true(replays_verify(&back, why));
        /* The file is a fixed point. */
        char *again = text_of(&back);
        assert_string_equal(again, text);
        free(again);
        free(text);
        saves_free(&back);
    }
}

/* What an edit does to a replay: a changed figure or outcome, a move
 * taken out, a move that cannot be played. */
static void edited_replays_are_found_out(void **state)
{
    (void)state;
    lose_a_hexmines_game();
    char why[REPLAYS_WHY_MAX];
    saves_game g = captured;
    assert_true(replays_verify(&g, why));

    assert_true(saves_set(&g, "figure", "1"));
    assert_false(replays_verify(&g, why));
    assert_non_null(strstr(why, "claims lost (figure 1)"));
    char figure[24];
    snprintf(figure, sizeof figure, "%s", "1400");   /* 2400 - 1000: the clock's time */
    assert_true(saves_set(&g, "figure", figure));
    assert_true(replays_verify(&g, why));

    assert_true(saves_set(&g, "outcome", "won"));
    assert_false(replays_verify(&g, why));
    assert_non_null(strstr(why, "replays to lost"));
    assert_true(saves_set(&g, "outcome", "lost"));

    /* Without the fatal move the game never ended. */
    size_t n = g.nmoves;
    g.nmoves = n - 1;
    assert_false(replays_verify(&g, why));
    assert_non_null(strstr(why, "replays to quit"));
    g.nmoves = n;

    char was[sizeof g.moves[0].text];
    snprintf(was, sizeof was, "%s", g.moves[0].text);
    snprintf(g.moves[0].text, sizeof g.moves[0].text, "O99,99");
    assert_false(replays_verify(&g, why));
    assert_non_null(strstr(why, "do not replay"));
    snprintf(g.moves[0].text, sizeof g.moves[0].text, "%s", was);

    snprintf(g.game, sizeof g.game, "chess");
    assert_false(replays_verify(&g, why));
    assert_non_null(strstr(why, "does not know"));
    snprintf(g.game, sizeof g.game, "hexmines");
    assert_true(replays_verify(&g, why));
}

static void bad_files_are_refused_with_a_reason(void **state)
{
    (void)state;
    lose_a_hexmines_game();
    char *good = text_of(&captured);
    static const struct { const char *from, *to, *says; } edits[] = {
        { "hexpuzzle-replay 1", "hexpuzzle-save 1", "not a hexpuzzle-replay 1" },
        { "outcome lost", "outcome tie", "unknown outcome" },
        { "rank 0", "rank 11", "bad rank" },
        { "rank 0", "rank 01", "bad rank" },
        { "assisted 0", "assisted 2", "bad assisted" },
        { "ended 2023-11-14T22:13:20Z", "ended 2023-11-14T24:13:20Z", "bad ended" },
        { "ended 2023-11-14T22:13:20Z", "ended 2023-02-30T22:13:20Z", "bad ended" },
        { "player tester\n", "", "no player" },
        { "started 2023-11-14T22:13:17Z", "started 2023-11-14T22:13:21Z", "bad started" },
    };
    for (size_t i = 0; i < sizeof edits / sizeof *edits; i++) {
        char *at = strstr(good, edits[i].from);
        if (!at)
            fail_msg("no '%s' in\n%s", edits[i].from, good);
        size_t a = (size_t)(at - good), from = strlen(edits[i].from), to = strlen(edits[i].to);
        char *bad = malloc(strlen(good) + to + 1);
        assert_non_null(bad);
        memcpy(bad, good, a);
        memcpy(bad + a, edits[i].to, to);
        strcpy(bad + a + to, at + from);
        saves_game g;
        char why[REPLAYS_WHY_MAX] = "";
        if (replays_parse(bad, strlen(bad), &g, NULL, why))
            fail_msg("accepted with '%s'", edits[i].to);
        if (!strstr(why, edits[i].says))
            fail_msg("'%s': said '%s', not '%s'", edits[i].to, why, edits[i].says);
        free(bad);
    }
    free(good);
}

/* The directory: every record and the newest REPLAYS_KEEP others stay,
 * newest first; files that are not replays are left alone. */
static void the_directory_keeps_records_and_the_newest_games(void **state)
{
    tu_fixture *f = *state;
    lose_a_hexmines_game();
    char stray[STORE_PATH_MAX];
    snprintf(stray, sizeof stray, "%s/replays/notes.txt", f->dir);
    enum { GAMES = REPLAYS_KEEP + 5 };
    static char kept[GAMES][STORE_PATH_MAX];
    for (int i = 0; i < GAMES; i++) {
        saves_game g = captured;   /* its moves shared, its keys its own */
        /* Games 3, 50 and the last are records. */
        assert_true(saves_set(&g, "rank", i == 3 || i == 50 || i == GAMES - 1 ? "1" : "0"));
        assert_int_equal(replays_keep(f->dir, &g, kept[i], sizeof kept[i], NULL), STORE_OK);
        if (i == 0) {
            FILE *s = fopen(stray, "w");
            assert_non_null(s);
            fclose(s);
        }
    }
    /* The three records and the newest REPLAYS_KEEP of the others, newest
     * first: games 0 and 1 went, game 2 is the oldest left. */
    size_t n;
    char **paths = replays_list(f->dir, &n, NULL);
    assert_int_equal(n, REPLAYS_KEEP + 3);
    for (size_t i = 0; i < n; i++)
        assert_string_equal(paths[i], kept[GAMES - 1 - i]);
    assert_non_null(strstr(kept[3], ".record.replay"));
    assert_null(strstr(kept[2], ".record"));
    assert_int_equal(access(kept[0], F_OK), -1);
    assert_int_equal(access(kept[1], F_OK), -1);
    replays_list_free(paths, n);
    assert_int_equal(access(stray, F_OK), 0);
}

static int teardown_all(void **state)
{
    if (have_captured)
        saves_free(&captured);
    have_captured = false;
    return tu_teardown(state);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(finished_games_replay_to_what_they_claim, tu_setup,
                                        teardown_all),
        cmocka_unit_test_setup_teardown(edited_replays_are_found_out, tu_setup, teardown_all),
        cmocka_unit_test_setup_teardown(bad_files_are_refused_with_a_reason, tu_setup,
                                        teardown_all),
        cmocka_unit_test_setup_teardown(the_directory_keeps_records_and_the_newest_games,
                                        tu_setup, teardown_all),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
