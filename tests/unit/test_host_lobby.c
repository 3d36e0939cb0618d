/* The host's lobby and a recorder's match part: the bounds (waits and
 * invitations per user, a rate, the whole directory), crafted and stale
 * files refused, an invitation shown only to a waiter; and two recorders'
 * match parts through their frames: the seed the inviter's drew, no
 * match before its acceptance was read, a race line the player's process
 * sends not heard, a leave heard and the result filed on the ladder;
 * hextris versus' own lines judged by the recorders, not passed on. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/host/host.h"
#include "app/host/host_ladder.h"
#include "app/host/host_lobby.h"
#include "app/host/recorder_match.h"
#include "host_testutil.h"
#include "games/hextris/hextris.h"
#include "session/game_rules.h"
#include "session/params_seed.h"

enum { KIDS = 8 };
static pid_t kids[KIDS];

/* Processes that are there, for entries that are not stale. */
static void kids_start(void)
{
    for (int i = 0; i < KIDS; i++) {
        kids[i] = fork();
        if (kids[i] == 0) {
            /* Gone with the test, whatever becomes of it. */
            prctl(PR_SET_PDEATHSIG, SIGKILL);
            for (int fd = 0; fd <= 2; fd++)
                close(fd);
            pause();
            _exit(0);
        }
    }
}

static void kids_stop(void)
{
    for (int i = 0; i < KIDS; i++)
        if (kids[i] > 0) {
            kill(kids[i], SIGKILL);
            waitpid(kids[i], NULL, 0);
            kids[i] = 0;
        }
}

/* A test's kids go with it, failed or not. */
static int teardown(void **state)
{
    kids_stop();
    return tu_teardown(state);
}
#define LOBBY_TEST(name) cmocka_unit_test_setup_teardown(name, tu_host_setup, teardown)

/* A process id that is gone. */
static long gone_pid(void)
{
    pid_t p = fork();
    if (p == 0)
        _exit(0);
    waitpid(p, NULL, 0);
    return (long)p;
}

typedef struct {
    host_dir h;
    int match;   /* match/ */
} lobby_fixture;

static void open_host(tu_fixture *f, lobby_fixture *lf)
{
    char why[HOST_WHY_MAX];
    assert_true(host_open(f->dir, &lf->h, why));
    lf->match = -1;
}

static host_lobby lobby_of(lobby_fixture *lf, long pid, const char *login)
{
    host_lobby l;
    char why[HOST_WHY_MAX];
    assert_true(host_lobby_open(&l, lf->h.dir, (long)getuid(), pid, login, why));
    if (lf->match < 0)
        lf->match = l.dir;
    return l;
}

static void put(int dir, const char *name, const char *text)
{
    int fd = openat(dir, name, O_WRONLY | O_CREAT | O_TRUNC, 0660);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
}

static bool there(int dir, const char *name)
{
    struct stat st;
    return fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) == 0;
}

static void waits_are_bounded_per_user(void **state)
{
    lobby_fixture lf;
    open_host(*state, &lf);
    kids_start();
    char why[HOST_WHY_MAX];
    host_lobby a = lobby_of(&lf, kids[0], "alice"), b = lobby_of(&lf, kids[1], "alice"),
               c = lobby_of(&lf, kids[2], "alice");
    assert_true(host_lobby_wait(&a, "hexmines", 1000, why));
    assert_true(host_lobby_wait(&b, "hexcells", 1000, why));
    assert_false(host_lobby_wait(&c, "hexmines", 1000, why));
    assert_non_null(strstr(why, "enough"));
    /* Waiting again for another game is no new entry. */
    assert_true(host_lobby_wait(&a, "hextris", 1000, why));
    host_waiter w[HOST_LOBBY_LIST_MAX];
    assert_int_equal(host_lobby_waiters(&a, w, HOST_LOBBY_LIST_MAX), 2);
    host_lobby_unwait(&b);
    assert_true(host_lobby_wait(&c, "hexmines", 1000, why));
    kids_stop();
    host_close(&lf.h);
}

static void crafted_and_stale_entries_count_for_nothing(void **state)
{
    lobby_fixture lf;
    open_host(*state, &lf);
    kids_start();
    host_lobby a = lobby_of(&lf, kids[0], "alice");
    char name[64];
    snprintf(name, sizeof name, "wait-%ld", (long)kids[1]);
    put(a.dir, name, "hexpuzzle-wait 1\nplayer two words\ngame hexmines\n");
    snprintf(name, sizeof name, "wait-%ld", (long)kids[2]);
    put(a.dir, name, "hexpuzzle-wait 2\nplayer bob\ngame hexmines\n");
    snprintf(name, sizeof name, "wait-%ld", (long)kids[3]);
    put(a.dir, name, "hexpuzzle-wait 1\nplayer bob\ngame ../../etc\n");
    snprintf(name, sizeof name, "wait-%ld", (long)kids[4]);
    assert_int_equal(symlinkat("wait-1", a.dir, name), 0);
    snprintf(name, sizeof name, "wait-%ld", (long)kids[5]);
    char big[HOST_LOBBY_FILE_MAX + 64];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    memcpy(big, "hexpuzzle-wait 1\nplayer bob\ngame hexmines\n", 42);
    put(a.dir, name, big);
    long dead = gone_pid();
    char stale[64];
    snprintf(stale, sizeof stale, "wait-%ld", dead);
    put(a.dir, stale, "hexpuzzle-wait 1\nplayer carol\ngame hexmines\n");
    snprintf(name, sizeof name, "wait-%ld", (long)kids[6]);
    put(a.dir, name, "hexpuzzle-wait 1\nplayer dave\ngame hexmines\n");
    host_waiter w[HOST_LOBBY_LIST_MAX];
    int n = host_lobby_waiters(&a, w, HOST_LOBBY_LIST_MAX);
    assert_int_equal(n, 1);
    assert_string_equal(w[0].player, "dave");
    assert_false(there(a.dir, stale));
    /* An invitation with no match id is none. (The files above are the
     * test's: another user waits here.) */
    a.uid = (long)getuid() + 1;
    assert_true(host_lobby_wait(&a, "hexmines", 1000, NULL));
    snprintf(name, sizeof name, "invite-%ld-%ld", (long)kids[0], (long)kids[6]);
    put(a.dir, name,
        "hexpuzzle-invite 1\nplayer dave\nopponent alice\ngame hexmines\nparams x:seed=1\nbest 1\n");
    host_invite inv[HOST_LOBBY_LIST_MAX];
    assert_int_equal(host_lobby_invites(&a, inv, HOST_LOBBY_LIST_MAX), 0);
    kids_stop();
    host_close(&lf.h);
}

static host_invite invitation(long waiter)
{
    host_invite inv = { .waiter = waiter, .best_of = 1 };
    snprintf(inv.game, sizeof inv.game, "hexmines");
    snprintf(inv.params, sizeof inv.params, "beginner:seed=7");
    snprintf(inv.match, sizeof inv.match, "%032x", (unsigned)waiter);
    return inv;
}

static void invitations_are_bounded_and_shown_to_waiters_only(void **state)
{
    lobby_fixture lf;
    open_host(*state, &lf);
    kids_start();
    char why[HOST_WHY_MAX];
    host_lobby me = lobby_of(&lf, kids[0], "alice");
    host_lobby them[6];
    for (int i = 0; i < 6; i++) {
        them[i] = lobby_of(&lf, kids[1 + i], "bob");
        /* Waits written straight: bob's own bound is not this test's. */
        char name[64];
        snprintf(name, sizeof name, "wait-%ld", (long)kids[1 + i]);
        put(me.dir, name, "hexpuzzle-wait 1\nplayer bob\ngame hexmines\n");
        them[i].waiting = i != 5;
    }
    host_invite inv = invitation(kids[7]);
    assert_false(host_lobby_invite(&me, &inv, 1000, why));
    for (int i = 0; i < HOST_LOBBY_INVITES; i++) {
        inv = invitation(kids[1 + i]);
        assert_true(host_lobby_invite(&me, &inv, 1000, why));
        assert_string_equal(inv.opponent, "bob");
    }
    inv = invitation(kids[5]);
    assert_false(host_lobby_invite(&me, &inv, 1000, why));
    assert_non_null(strstr(why, "enough"));
    host_invite got[HOST_LOBBY_LIST_MAX];
    assert_int_equal(host_lobby_invites(&them[0], got, HOST_LOBBY_LIST_MAX), 1);
    assert_string_equal(got[0].player, "alice");
    assert_string_equal(got[0].params, "beginner:seed=7");
    /* One who is not waiting is shown nothing, and cannot answer. */
    them[0].waiting = false;
    assert_int_equal(host_lobby_invites(&them[0], got, HOST_LOBBY_LIST_MAX), 0);
    assert_false(host_lobby_answer(&them[0], kids[0], true, 1000, why));
    assert_true(host_lobby_answer(&them[1], kids[0], false, 1000, why));
    assert_int_equal(host_lobby_answer_of(&me, kids[2]), 0);
    assert_int_equal(host_lobby_answer_of(&me, kids[3]), -1);
    host_lobby_uninvite(&me, kids[2]);
    inv = invitation(kids[5]);
    them[4].waiting = true;
    assert_true(host_lobby_invite(&me, &inv, 1000, why));
    kids_stop();
    host_close(&lf.h);
}

static void lobby_writes_are_rated_per_user(void **state)
{
    lobby_fixture lf;
    open_host(*state, &lf);
    kids_start();
    char why[HOST_WHY_MAX];
    host_lobby a = lobby_of(&lf, kids[0], "alice"), b = lobby_of(&lf, kids[1], "alice");
    int i;
    for (i = 0; i < HOST_LOBBY_RATE; i++)
        assert_true(host_lobby_wait(i % 2 ? &a : &b, "hexmines", 5000 + i, why));
    /* Another recorder of the same user is held to the same rate, also
     * once those that wrote are gone. */
    host_lobby c = lobby_of(&lf, kids[2], "alice");
    host_lobby_unwait(&a);
    host_lobby_unwait(&b);
    kill(kids[0], SIGKILL);
    kill(kids[1], SIGKILL);
    waitpid(kids[0], NULL, 0);
    waitpid(kids[1], NULL, 0);
    kids[0] = kids[1] = 0;
    host_lobby_sweep(&c);
    assert_false(host_lobby_wait(&c, "hexmines", 5000 + i, why));
    assert_non_null(strstr(why, "minute"));
    assert_true(host_lobby_wait(&c, "hexmines", 5000 + HOST_LOBBY_RATE_MS, why));
    kids_stop();
    host_close(&lf.h);
}

static void the_whole_directory_is_bounded(void **state)
{
    lobby_fixture lf;
    open_host(*state, &lf);
    kids_start();
    char why[HOST_WHY_MAX];
    host_lobby a = lobby_of(&lf, kids[0], "alice");
    for (int i = 0; i < HOST_LOBBY_FILES; i++) {
        char name[64];
        snprintf(name, sizeof name, "msg-%ld-%d-0", (long)kids[1], i + 1);
        put(a.dir, name, "");
    }
    assert_false(host_lobby_wait(&a, "hexmines", 1000, why));
    assert_non_null(strstr(why, "full"));
    assert_false(host_lobby_room(&a));
    kids_stop();
    host_close(&lf.h);
}

/* ----------------------------------------------- two recorders' match */

/* The frame's answer at recorder time now, of kind want (NULL: none
 * looked at), the game witnessed w (NULL: none). */
static char *serve_at(recorder_match *rm, witness *w, int64_t now, const char *kind,
                      const char *payload, const char *want)
{
    recorder_match_answer a;
    witness none;
    witness_init(&none);
    assert_true(recorder_match_serve(rm, kind, payload, strlen(payload), w ? w : &none, now, &a));
    if (want) {
        assert_non_null(a.kind);
        if (strcmp(a.kind, want) != 0)
            fail_msg("%s %s: %s %s", kind, payload, a.kind, a.text ? a.text : "");
    }
    return a.text;
}

static char *serve_seeing(recorder_match *rm, witness *w, const char *kind,
                          const char *payload, const char *want)
{
    return serve_at(rm, w, 1000, kind, payload, want);
}

static char *serve(recorder_match *rm, const char *kind, const char *payload, const char *want)
{
    return serve_seeing(rm, NULL, kind, payload, want);
}

static char *side_lines(int dir, long waiter, long inviter, int side)
{
    char name[64];
    snprintf(name, sizeof name, "msg-%ld-%ld-%d", waiter, inviter, side);
    int fd = openat(dir, name, O_RDONLY);
    assert_true(fd >= 0);
    static char buf[4096];
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    buf[n > 0 ? n : 0] = '\0';
    return buf;
}

/* Two recorders' match parts on one host, alice's (the inviter, of
 * kids[0]) and bob's (of kids[1]), who waits for game. */
static void two_recorders_begin(void *state, lobby_fixture *lf, recorder_match *inviter,
                                recorder_match *waiter, const char *game)
{
    open_host(state, lf);
    kids_start();
    recorder_match_init(inviter, &lf->h, (long)getuid(), kids[0], "alice");
    recorder_match_init(waiter, &lf->h, (long)getuid(), kids[1], "bob");
    free(serve(waiter, "LW", game, "OK"));
}

static void two_recorders_end(lobby_fixture *lf, recorder_match *inviter, recorder_match *waiter)
{
    recorder_match_end(inviter, 100000);
    recorder_match_end(waiter, 100000);
    kids_stop();
    host_close(&lf->h);
}

static void two_recorders_race_and_file_once(void **state)
{
    lobby_fixture lf;
    static recorder_match inviter, waiter;
    two_recorders_begin(*state, &lf, &inviter, &waiter, "hexmines");
    long ip = kids[0], wp = kids[1];
    char line[SESSION_PARAMS + 64], params[SESSION_PARAMS];
    const session_game *g = session_game_named("hexmines");
    assert_true(g->standard(0, params, sizeof params));
    /* The seed the player's process gives is not the match's. */
    char mine[SESSION_PARAMS];
    assert_true(session_params_reseed(g, params, 42, mine, sizeof mine));
    snprintf(line, sizeof line, "%ld 1 %s", wp, mine);
    free(serve(&inviter, "LI", line, "OK"));
    snprintf(line, sizeof line, "%ld 1 nonsense:seed=1", wp);
    free(serve(&inviter, "LI", line, "NO"));
    char *list = serve(&waiter, "LV", "", "OK");
    assert_non_null(strstr(list, " hexmines alice "));
    /* Nobody is shown the seed before the round. */
    assert_non_null(strstr(list, ":seed=0\n"));
    free(list);
    /* Not before its waiter said yes, read by the inviter's recorder. */
    snprintf(line, sizeof line, "0 %ld", wp);
    free(serve(&inviter, "MO", line, "NO"));
    snprintf(line, sizeof line, "%ld 1", ip);
    free(serve(&waiter, "LA", line, "OK"));
    snprintf(line, sizeof line, "0 %ld", wp);
    free(serve(&inviter, "MO", line, "NO"));
    snprintf(line, sizeof line, "%ld", wp);
    char *answer = serve(&inviter, "LQ", line, "OK");
    assert_string_equal(answer, "accept");
    free(answer);
    snprintf(line, sizeof line, "0 %ld", wp);
    free(serve(&inviter, "MO", line, "OK"));
    snprintf(line, sizeof line, "1 %ld", ip);
    free(serve(&waiter, "MO", line, "OK"));
    /* Both get the same round, on the inviter's recorder's seed. */
    char *r0 = serve(&inviter, "MP", "0", "OK"), *r0w = serve(&waiter, "MP", "0", "OK");
    assert_string_equal(r0, r0w);
    assert_string_not_equal(r0, mine);
    char r0keep[SESSION_PARAMS];
    snprintf(r0keep, sizeof r0keep, "%s", r0);
    free(r0);
    free(r0w);
    free(serve(&waiter, "MP", "1", "NO"));
    /* What the player's process says of its race is not heard. */
    free(serve(&waiter, "ML", "race 0 900 1000 0 0 clear", NULL));
    assert_null(strstr(side_lines(waiter.lobby.dir, wp, ip, 1), "race"));
    free(serve(&waiter, "ML", "leave", NULL));
    assert_string_equal(side_lines(waiter.lobby.dir, wp, ip, 1), "leave\n");
    /* The inviter's round, as its recorder witnesses it: its reports go
     * on once the match is decided, for the other side's verdict. */
    witness w;
    witness_init(&w);
    witness_start(&w, "hexmines", r0keep, true, NULL, 0);
    char *heard = serve_seeing(&inviter, &w, "MR", "", "OK");
    assert_string_equal(heard, "leave\n");
    free(heard);
    assert_true(match_over(&inviter.m) && inviter.m.winner == 0);
    assert_non_null(strstr(side_lines(inviter.lobby.dir, wp, ip, 0), "race 0 "));
    witness_free(&w);
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    assert_int_equal(host_ladder_print(f, &lf.h, 1700000000, false), 1);
    fclose(f);
    assert_non_null(strstr(text, "alice"));
    assert_non_null(strstr(text, "1/1"));
    assert_non_null(strstr(text, "0/1"));
    free(text);
    two_recorders_end(&lf, &inviter, &waiter);
}

static int64_t no_work(void) { return 0; }

/* A move of the player's at game time t arriving at recorder time t
 * (its witness started at 0), as the recorder plays it. */
static void move_at(recorder_match *rm, witness *w, int64_t t, const char *text)
{
    witness_move_by(w, t, text, t, no_work, recorder_match_move, rm);
}

static bool logged(const witness *w, const char *text)
{
    for (size_t i = 0; i < w->log.n; i++)
        if (strcmp(w->log.moves[i].text, text) == 0)
            return true;
    return false;
}

/* hextris versus between two recorders: the garbage and wells a
 * player's process sends go nowhere; the other side's burst reaches the
 * player through its recorder, which plays it into the witnessed game
 * when the player's process does not; what a side sends, its well, is
 * read from its witnessed game; the other side out by the referee's word
 * wins the witnessed game all the same. */
static void two_recorders_witness_versus_lines(void **state)
{
    lobby_fixture lf;
    static recorder_match inviter, waiter;
    two_recorders_begin(*state, &lf, &inviter, &waiter, "hextris");
    long ip = kids[0], wp = kids[1];
    char line[SESSION_PARAMS + 64], params[SESSION_PARAMS];
    const session_game *g = session_game_named("hextris");
    assert_true(g->race->match_params(true, params, sizeof params));
    snprintf(line, sizeof line, "%ld 1 %s", wp, params);
    free(serve(&inviter, "LI", line, "OK"));
    snprintf(line, sizeof line, "%ld 1", ip);
    free(serve(&waiter, "LA", line, "OK"));
    snprintf(line, sizeof line, "%ld", wp);
    free(serve(&inviter, "LQ", line, "OK"));
    snprintf(line, sizeof line, "0 %ld", wp);
    free(serve(&inviter, "MO", line, "OK"));
    snprintf(line, sizeof line, "1 %ld", ip);
    free(serve(&waiter, "MO", line, "OK"));
    char *r0 = serve(&waiter, "MP", "0", "OK");
    witness ww;
    witness_init(&ww);
    witness_start(&ww, "hextris", r0, true, NULL, 0);
    free(r0);

    /* The inviter's process crafts garbage and a well: neither reaches
     * the other side. */
    free(serve(&inviter, "ML", "garbage 0 0 4 3", NULL));
    free(serve(&inviter, "ML", "well 0 x", NULL));
    assert_string_equal(side_lines(inviter.lobby.dir, wp, ip, 0), "");

    /* The waiter's first moves: its well goes to the other side, read
     * from its witnessed game. */
    move_at(&waiter, &ww, 100, "L");
    assert_true(logged(&ww, "L"));
    assert_non_null(strstr(side_lines(waiter.lobby.dir, wp, ip, 1), "well 0 "));
    /* A burst of its own making is no move its witnessed game plays. */
    move_at(&waiter, &ww, 200, "GARBAGE4,3");
    assert_false(logged(&ww, "GARBAGE4,3"));

    /* A burst the inviter's recorder sent (written where it writes):
     * handed to the waiter's process, and played by the waiter's
     * recorder once its process lets the deadline pass. */
    char name[64];
    snprintf(name, sizeof name, "msg-%ld-%ld-0", wp, ip);
    int fd = openat(inviter.lobby.dir, name, O_WRONLY | O_APPEND);
    assert_true(fd >= 0);
    const char *burst = "garbage 0 0 2 3\n";
    assert_int_equal(write(fd, burst, strlen(burst)), (ssize_t)strlen(burst));
    close(fd);
    char *heard = serve_at(&waiter, &ww, 300, "MR", "", "OK");
    assert_non_null(strstr(heard, burst));
    free(heard);
    assert_false(logged(&ww, "GARBAGE2,3"));
    heard = serve_at(&waiter, &ww, 300 + 500 + HOST_EARLY_MS + 10, "MR", "", "OK");
    assert_null(strstr(heard, "garbage"));
    free(heard);
    assert_true(logged(&ww, "GARBAGE2,3"));

    /* The inviter tops out (its recorder's race line): the waiter's
     * game is won by the referee's word, played by its recorder when its
     * process does not. */
    fd = openat(inviter.lobby.dir, name, O_WRONLY | O_APPEND);
    assert_true(fd >= 0);
    const char *out = "race 0 1000 0 0 0 mine\n";
    assert_int_equal(write(fd, out, strlen(out)), (ssize_t)strlen(out));
    close(fd);
    free(serve_at(&waiter, &ww, 3000, "MR", "", "OK"));
    assert_true(match_over(&waiter.m) && waiter.m.winner == 1);
    assert_false(logged(&ww, HT_OPPONENT_OUT_MOVE));
    free(serve_at(&waiter, &ww, 3000 + 500 + HOST_EARLY_MS + 10, "MR", "", "OK"));
    assert_true(logged(&ww, HT_OPPONENT_OUT_MOVE));
    assert_int_equal(((const ht_state *)ww.state)->status, HT_WON);

    witness_free(&ww);
    two_recorders_end(&lf, &inviter, &waiter);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        LOBBY_TEST(waits_are_bounded_per_user),
        LOBBY_TEST(crafted_and_stale_entries_count_for_nothing),
        LOBBY_TEST(invitations_are_bounded_and_shown_to_waiters_only),
        LOBBY_TEST(lobby_writes_are_rated_per_user),
        LOBBY_TEST(the_whole_directory_is_bounded),
        LOBBY_TEST(two_recorders_race_and_file_once),
        LOBBY_TEST(two_recorders_witness_versus_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
