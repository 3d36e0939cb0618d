/* Unit tests of matches as a watcher sees them (app/watch_match.h): a
 * side's match said beside its live log and read back, damaged ones
 * refused; the two sides' logs paired into one match; both sides'
 * messages heard in the order the players' referees heard them, however
 * far one side's file has run ahead; the listing's entry and the line; a
 * side lost on a mine shown without it while the other may still play
 * that board. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/live.h"
#include "app/watch_match.h"
#include "session/game_rules.h"
#include "files_testutil.h"

static char *dir;
static char live[STORE_PATH_MAX], matches[STORE_PATH_MAX];
static pid_t waiter;   /* a process of the match's other side */
enum { PATH_ROOM = STORE_PATH_MAX + 64 };

static int setup(void **state)
{
    (void)state;
    dir = tu_mkdtemp();
    assert_non_null(dir);
    setenv("XDG_STATE_HOME", dir, 1);
    assert_true(strlen(dir) < 256);
    snprintf(live, sizeof live, "%.256s/hexpuzzle/live", dir);
    snprintf(matches, sizeof matches, "%.256s/hexpuzzle/match", dir);
    char state_dir[PATH_ROOM];
    snprintf(state_dir, sizeof state_dir, "%s/hexpuzzle", dir);
    assert_int_equal(mkdir(state_dir, 0700), 0);
    assert_int_equal(mkdir(live, 0700), 0);
    assert_int_equal(mkdir(matches, 0700), 0);
    waiter = fork();
    assert_true(waiter >= 0);
    if (waiter == 0) {
        /* Gone with the test, however it ends. */
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        pause();
        _exit(0);
    }
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    kill(waiter, SIGKILL);
    waitpid(waiter, NULL, 0);
    tu_rm_tree(dir);
    free(dir);
    return 0;
}

static void put(const char *in, const char *name, const char *text)
{
    char path[PATH_ROOM];
    snprintf(path, sizeof path, "%s/%s", in, name);
    assert_true(tu_write(path, text, strlen(text)));
}

/* Process pid's live log of the board of seed, begun at started, its
 * moves after the first "O4,4". */
static void put_live_game(long pid, const char *player, int seed, long long started,
                          const char *moves)
{
    char name[64], text[512];
    snprintf(name, sizeof name, "%ld-%ld.live", (long)getuid(), pid);
    snprintf(text, sizeof text,
             "hexpuzzle-live 1\ngame hexmines\nparams rect:9x9:10:noguess:seed=%d\nplayer %s\n"
             "pid %ld\nstarted %lld\nmove 0 O4,4\n%s", seed, player, pid, started, moves);
    put(live, name, text);
}

static void put_live_log(long pid, const char *player)
{
    put_live_game(pid, player, 7, 1700000000000LL, "");
}

static void put_side(long pid, int side, const char *best)
{
    char name[64], text[256];
    snprintf(name, sizeof name, "%ld-%ld.match", (long)getuid(), pid);
    snprintf(text, sizeof text, "hexpuzzle-live-match 1\nwaiter %ld\ninviter %ld\nside %d\nbest %s\n",
             (long)waiter, (long)getpid(), side, best);
    put(live, name, text);
}

/* Both sides' live logs, and their match of best rounds. */
static void put_match(const char *best)
{
    put_live_log(getpid(), "alice");
    put_live_log(waiter, "bob");
    put_side(getpid(), 0, best);
    put_side(waiter, 1, best);
}

/* Side's messages: race reports of (round, time, solved, cleared). */
static void put_reports(int side, const int (*r)[4], size_t n)
{
    char name[64], text[1024] = "", line[MATCH_LINE_MAX];
    snprintf(name, sizeof name, "msg-%ld-%ld-%d", (long)waiter, (long)getpid(), side);
    for (size_t i = 0; i < n; i++) {
        match_msg m = { .kind = MATCH_MSG_RACE, .round = r[i][0],
                        .p = { .t = r[i][1], .solved = r[i][2], .cleared = r[i][3] != 0 } };
        assert_true(match_line_encode(&m, line, sizeof line));
        strcat(text, line);
    }
    put(matches, name, text);
}

/* Side says it leaves the match. */
static void leaves(int side)
{
    char path[PATH_ROOM];
    snprintf(path, sizeof path, "%s/msg-%ld-%ld-%d", matches, (long)waiter, (long)getpid(), side);
    FILE *f = fopen(path, "a");
    assert_non_null(f);
    fputs("leave\n", f);
    fclose(f);
}

static void a_side_says_its_match_beside_its_live_log(void **state)
{
    (void)state;
    live_own_match(&(live_match_side){ .waiter = 12, .inviter = 34, .side = 1, .best_of = 3 });
    char path[PATH_ROOM];
    snprintf(path, sizeof path, "%s/%ld-%ld.live", live, (long)getuid(), (long)getpid());
    live_match_side m;
    assert_true(live_match_read(path, &m));
    assert_int_equal(m.waiter, 12);
    assert_int_equal(m.inviter, 34);
    assert_int_equal(m.side, 1);
    assert_int_equal(m.best_of, 3);
    /* Damaged, it says no match. */
    static const char *const bad[] = { "2", "05", "3\nmore 1", "" };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        put_side(getpid(), 0, bad[i]);
        assert_false(live_match_read(path, &m));
    }
    put_side(getpid(), 2, "3");
    assert_false(live_match_read(path, &m));
    snprintf(path, sizeof path, "%s/%ld-%ld.replay", live, (long)getuid(), (long)getpid());
    assert_false(live_match_read(path, &m));
}

/* Side 0 cleared both rounds first; its file holds its second round's
 * clear before side 1's file says that side came to the first round's
 * end later. Heard file after file, the second clear would be refused as
 * of a round not yet begun, and the match still go on. */
static void the_sides_are_heard_in_the_order_their_referees_heard_them(void **state)
{
    (void)state;
    put_match("3");
    static const int first[][4] = { { 0, 1000, 1000, 1 }, { 1, 900, 1000, 1 } };
    static const int second[][4] = { { 0, 2000, 500, 0 }, { 1, 1500, 300, 0 } };
    put_reports(0, first, 2);
    put_reports(1, second, 2);
    static watch_match m[4];
    assert_int_equal(watch_matches_own(m, 4), 1);
    assert_int_equal(m[0].pid[0], getpid());
    assert_int_equal(m[0].pid[1], waiter);
    char text[512];
    watch_match_entry(&m[0], text, sizeof text);
    assert_string_equal(text, "alice vs bob, hexmines race, over, 2-0");
    const void *none[2] = { NULL, NULL };
    watch_match_line(&m[0], none, 200, text, sizeof text);
    assert_string_equal(text, "alice vs bob, hexmines race: alice won the match 2-0. q leaves.");
    watch_match_free(&m[0]);
}

/* A match goes on: the line gives the round, the score and each side's
 * progress, shorter where the terminal is narrow; what comes in later
 * is read on; a side that leaves loses. */
static void the_line_follows_the_match(void **state)
{
    (void)state;
    put_match("3");
    static const int first[][4] = { { 0, 1000, 1000, 1 } };
    static const int second[][4] = { { 0, 2000, 500, 0 }, { 1, 500, 250, 0 } };
    put_reports(0, first, 1);
    put_reports(1, second, 2);
    static watch_match m[4];
    assert_int_equal(watch_matches_own(m, 4), 1);
    char text[512];
    const void *none[2] = { NULL, NULL };
    watch_match_line(&m[0], none, 200, text, sizeof text);
    assert_string_equal(text, "alice vs bob, hexmines race: round 2 of 3, 1-0 | alice: not begun "
                              "| bob: 25%, 0 flags");
    watch_match_line(&m[0], none, 60, text, sizeof text);
    assert_string_equal(text, "alice vs bob: round 2 of 3, 1-0 | not begun | 25%, 0 flags");
    leaves(0);
    watch_match_read(&m[0]);
    watch_match_line(&m[0], none, 200, text, sizeof text);
    assert_string_equal(text, "alice vs bob, hexmines race: bob won: alice left. q leaves.");
    watch_match_free(&m[0]);
}

/* One side alone, or two sides of different matches, make no match. */
static void only_two_sides_of_one_match_pair(void **state)
{
    (void)state;
    put_live_log(getpid(), "alice");
    put_side(getpid(), 0, "3");
    static watch_match m[4];
    assert_int_equal(watch_matches_own(m, 4), 0);
    put_live_log(waiter, "bob");
    put_side(waiter, 1, "5");
    assert_int_equal(watch_matches_own(m, 4), 0);
    put_side(waiter, 0, "3");
    assert_int_equal(watch_matches_own(m, 4), 0);
    put_side(waiter, 1, "3");
    assert_int_equal(watch_matches_own(m, 4), 1);
    watch_match_free(&m[0]);
}

/* A move that opens a mine of the board of seed 7 after "O4,4", into
 * buf. */
static void a_mine(char *buf, size_t len)
{
    const session_game *g = session_game_named("hexmines");
    assert_non_null(g);
    char why[SESSION_LINE];
    for (int x = 0; x < 9; x++)
        for (int y = 0; y < 9; y++) {
            void *st = g->create("rect:9x9:10:noguess:seed=7", why, sizeof why);
            assert_non_null(st);
            snprintf(buf, len, "O%c,%c", (char)('0' + x), (char)('0' + y));
            match_progress p = { 0 };
            if (g->apply(st, "O4,4", 0, why, sizeof why) && g->apply(st, buf, 1000, why, sizeof why))
                g->race->progress(st, 1000, &p);
            g->destroy(st);
            if (p.lost)
                return;
        }
    fail_msg("no mine on the board");
}

static size_t shown_moves(watch_match *m, int side)
{
    session_save log = { 0 };
    session_live now;
    long long started;
    assert_true(watch_match_refresh(m, side, &log, &now, &started));
    return log.nmoves;
}

/* Alice opened a mine while bob plays on that board: her board is shown
 * as before the mine, until bob's game on it ends, he goes on to a later
 * board, or the match is decided. */
static void a_loss_shows_no_mine_while_the_other_plays_the_board(void **state)
{
    (void)state;
    char mine[16], moves[64];
    a_mine(mine, sizeof mine);
    snprintf(moves, sizeof moves, "move 1000 %s\n", mine);
    put_match("3");
    put_live_game(getpid(), "alice", 7, 1700000000000LL, moves);
    static watch_match m[4];
    assert_int_equal(watch_matches_own(m, 4), 1);
    assert_int_equal(shown_moves(&m[0], 0), 1);
    /* Bob's log of an earlier board: he has still to play this one. */
    put_live_game(waiter, "bob", 6, 1699999999000LL, "");
    assert_int_equal(shown_moves(&m[0], 1), 1);
    assert_int_equal(shown_moves(&m[0], 0), 1);
    /* Bob on a later board: nobody plays hers any more. */
    put_live_game(waiter, "bob", 8, 1700000001000LL, "");
    assert_int_equal(shown_moves(&m[0], 1), 1);
    assert_int_equal(shown_moves(&m[0], 0), 2);
    watch_match_free(&m[0]);
    /* Bob on her board again, and the match decided: all is shown. */
    put_live_log(waiter, "bob");
    assert_int_equal(watch_matches_own(m, 4), 1);
    assert_int_equal(shown_moves(&m[0], 1), 1);
    assert_int_equal(shown_moves(&m[0], 0), 1);
    leaves(1);
    watch_match_read(&m[0]);
    assert_int_equal(shown_moves(&m[0], 0), 2);
    watch_match_free(&m[0]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(a_side_says_its_match_beside_its_live_log, setup, teardown),
        cmocka_unit_test_setup_teardown(the_sides_are_heard_in_the_order_their_referees_heard_them,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(the_line_follows_the_match, setup, teardown),
        cmocka_unit_test_setup_teardown(only_two_sides_of_one_match_pair, setup, teardown),
        cmocka_unit_test_setup_teardown(a_loss_shows_no_mine_while_the_other_plays_the_board,
                                        setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
