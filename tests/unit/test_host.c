/* Unit tests for the host tables and the drop of the games group: only a
 * replay that comes to its claim, in the table its game makes, enters;
 * the player is the one the recorder names; only the standard tables are
 * the host's; links and huge files planted in the directory are not
 * followed or read; twenty finishes at once all count; and after
 * start-up a setgid process keeps no games group. (Recorders stopped or
 * killed at each step of a record: test_host_records.c.) */
#define _GNU_SOURCE /* setresgid and getresgid */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <fcntl.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "app/host/host.h"
#include "app/host/host_live.h"
#include "app/host/host_table.h"
#include "app/host/privsep.h"
#include "app/live.h"
#include "app/replays.h"
#include "files_testutil.h"
#include "host_testutil.h"
#include "games/hexmines/hexmines_stats.h"
#include "session/game_rules.h"
#include "session/hexmines_session.h"
#include "session/hextris_session.h"
#include "session/midend.h"

static int count_of(const char *text, const char *what)
{
    int n = 0;
    for (size_t i = 0; text[i]; i++)
        n += strncmp(text + i, what, strlen(what)) == 0;
    return n;
}

static host_dir *open_dir(void **state)
{
    static host_dir h;
    tu_fixture *f = *state;
    assert_true(tu_host_layout(f->dir));
    char why[HOST_WHY_MAX] = "";
    assert_true(host_open(f->dir, &h, why));
    return &h;
}

/* DIR/records/hextris.marathon/NAME into buf: the marathon table's
 * directory, made as the first recorder to need it makes it. */
static void record_path(char *buf, size_t cap, const char *dir, const char *name)
{
    snprintf(buf, cap, "%s/records/hextris.marathon", dir);
    mkdir(buf, 02770);
    snprintf(buf, cap, "%s/records/hextris.marathon/%s", dir, name);
}

/* How many entries the marathon table's directory holds; the last one's
 * path into found (if not NULL). */
static int marathon_entries(const char *dir, char *found, size_t cap)
{
    char table[STORE_PATH_MAX];
    snprintf(table, sizeof table, "%s/records/hextris.marathon", dir);
    int n = 0;
    for (int digit = 0; digit <= 9; digit++) {
        char prefix[2] = { (char)('0' + digit), '\0' };
        char path[STORE_PATH_MAX + 256];
        int k = tu_count_prefix(table, prefix, path, sizeof path);
        if (k && found)
            snprintf(found, cap, "%s", path);
        n += k;
    }
    return n;
}

static void a_verified_game_enters_under_the_recorders_name(void **state)
{
    host_dir *dirfd = open_dir(state);
    char *text = tu_marathon(1, "marathon");
    char why[HOST_WHY_MAX] = "";
    int rank = 0;
    assert_true(host_record(dirfd, text, strlen(text), "alice", &rank, NULL, why));
    assert_int_equal(rank, 1);
    char *tables = tu_printed(dirfd);
    assert_non_null(strstr(tables, "host hextris marathon"));
    assert_non_null(strstr(tables, " 1. "));
    assert_non_null(strstr(tables, "alice"));
    assert_null(strstr(tables, "claimed-name"));
    free(tables);
    free(text);
    host_close(dirfd);
}

/* A hexmines win, its figures' line as the game worked it out, and its
 * replay text with a forged figures key of the host's: the host shows
 * its own figures, never the file's. */
static void the_host_shows_only_the_figures_it_worked_out(void **state)
{
    host_dir *dirfd = open_dir(state);
    session_hooks hooks = { (void *)"beginner", tu_on_record, NULL, NULL, NULL, NULL, false };
    session s;
    session_init(&s, &session_hexmines, &hooks);
    assert_true(session_new(&s, "rect:9x9:10:noguess:seed=42", NULL, 0));
    /* Every safe cell opened in turn, the mines known from the layout the
     * first open made: a win without help or flags. */
    int64_t t = 400;
    assert_true(session_play(&s, "O4,4", t, NULL, 0));
    const hm_game *game = session_state(&s);
    const hm_board *b = hm_game_board(game);
    for (int i = 0; i < b->ncells && session_phase_of(&s) != SESSION_ENDED; i++) {
        if (hm_game_mines(game)[i] || hm_game_cell(game, i / b->width, i % b->width).kind
                                          != HM_SHOW_HIDDEN)
            continue;
        char move[HM_MOVE_TEXT_MAX];
        hm_move_format((hm_move){ HM_MOVE_OPEN, i / b->width, i % b->width }, move, sizeof move);
        t += 400;
        assert_true(session_play(&s, move, t, NULL, 0));
    }
    hm_figures f;
    hm_game_figures(session_state(&s), (uint64_t)t, true, &f);
    char truth[SESSION_LINE];
    hm_figures_brief(&f, truth, sizeof truth);
    session_free(&s);
    assert_non_null(tu_made);
    saves_game g;
    replay_claim c;
    assert_true(replays_parse(tu_made, strlen(tu_made), &g, &c, NULL));
    assert_true(saves_set(&g, "host_figures", "v1:1/1:1,0,0,0:0,0,0:1"));
    size_t len;
    char *forged = replays_format(&g, &len);
    saves_free(&g);
    char why[HOST_WHY_MAX] = "";
    int rank = 0;
    bool ok = host_record(dirfd, forged, len, "alice", &rank, NULL, why);
    if (!ok)
        print_message("%s\n", why);
    assert_true(ok);
    char *tables = tu_printed(dirfd);
    assert_non_null(strstr(tables, "host hexmines beginner"));
    assert_non_null(strstr(tables, truth));
    assert_non_null(strstr(tables, "  best NF: "));
    assert_null(strstr(tables, "3BV 1 "));
    free(tables);
    free(forged);
    free(tu_made);
    tu_made = NULL;
    host_close(dirfd);
}

static void what_does_not_come_to_its_claim_is_refused(void **state)
{
    host_dir *dirfd = open_dir(state);
    char why[HOST_WHY_MAX];
    int rank;
    char *text = tu_marathon(2, "marathon");
    char *figure = strstr(text, "\nfigure ");
    assert_non_null(figure);
    figure[8] = figure[8] == '9' ? '1' : (char)(figure[8] + 1);   /* a better score */
    assert_false(host_record(dirfd, text, strlen(text), "mallory", &rank, NULL, why));
    assert_non_null(strstr(why, "do not come to its claim"));
    free(text);

    text = tu_marathon(2, "sprint");   /* claims another table */
    assert_false(host_record(dirfd, text, strlen(text), "mallory", &rank, NULL, why));
    assert_non_null(strstr(why, "not the one its game makes"));
    free(text);
    text = tu_marathon(2, "seeded:marathon");
    assert_false(host_record(dirfd, text, strlen(text), "mallory", &rank, NULL, why));
    free(text);
    text = tu_marathon(2, "daily-2026-11-28:marathon");
    assert_false(host_record(dirfd, text, strlen(text), "mallory", &rank, NULL, why));
    free(text);

    assert_false(host_record(dirfd, "hexpuzzle-replay 1\nnonsense\n", 28, "mallory", &rank, NULL, why));
    assert_non_null(strstr(why, "not a replay"));
    assert_false(host_record(dirfd, "x", (size_t)REPLAYS_FILE_MAX + 1, "mallory", &rank, NULL, why));
    assert_non_null(strstr(why, "too large"));
    char *tables = tu_printed(dirfd);
    assert_string_equal(tables, "No host records yet.\n");
    free(tables);
    host_close(dirfd);
}

/* Every custom size is a table of its own, which the host does not keep:
 * refused before anything is written. The short well is a standard one. */
static void only_the_standard_tables_are_the_hosts(void **state)
{
    tu_fixture *f = *state;
    host_dir *h = open_dir(state);
    char why[HOST_WHY_MAX] = "";
    int rank = 0;
    char *text = tu_marathon_on("7x12", 4, "marathon:7x12");
    assert_false(host_record(h, text, strlen(text), "alice", &rank, NULL, why));
    assert_string_equal(why, "the host ranks the standard boards only");
    free(text);
    char records[STORE_PATH_MAX];
    snprintf(records, sizeof records, "%s/records", f->dir);
    assert_int_equal(tu_count_prefix(records, "", NULL, 0), 2);   /* . and .. */
    text = tu_marathon_on("9x11", 4, "marathon:9x11");
    assert_true(host_record(h, text, strlen(text), "alice", &rank, NULL, why));
    assert_int_equal(rank, 1);
    free(text);
    char *tables = tu_printed(h);
    assert_non_null(strstr(tables, "host hextris marathon:9x11"));
    free(tables);
    host_close(h);
}

/* What the menu offers is what the host ranks: every game's presets, or
 * modes on both wells, each a table of its own directory; a classic
 * board, a daily and a seeded game are not the host's. */
static void every_menu_game_is_a_host_table(void **state)
{
    (void)state;
    char names[64][HOST_TABLE_NAME];
    int n = 0;
    for (size_t gi = 0; session_games[gi]; gi++) {
        const session_game *g = session_games[gi];
        char params[SESSION_PARAMS], category[SCORES_CATEGORY_MAX + 1];
        for (int i = 0; g->standard(i, params, sizeof params); i++) {
            assert_true(n < 64);
            assert_true(session_category(g->name, params, category, sizeof category));
            assert_true(host_table_name(g, category, names[n], sizeof names[n]));
            for (int k = 0; k < n; k++)
                assert_string_not_equal(names[k], names[n]);
            n++;
        }
    }
    assert_int_equal(n, 4 + 14 + 6);   /* hexmines, hextris, hexcells */
    char buf[HOST_TABLE_NAME];
    assert_true(host_table_name(&session_hextris, "marathon:9x11", buf, sizeof buf));
    assert_string_equal(buf, "hextris.marathon:9x11");
    assert_false(host_table_name(&session_hexmines, "beginner:classic", buf, sizeof buf));
    assert_false(host_table_name(&session_hextris, "daily-2026-11-28:marathon", buf, sizeof buf));
    assert_false(host_table_name(&session_hextris, "seeded:marathon", buf, sizeof buf));
    assert_false(host_table_name(&session_hexmines, "rect:9x9/10", buf, sizeof buf));
}

/* A link planted in the directory with a host file's name, to a replay
 * elsewhere, and a huge file: neither is read. */
static void planted_links_and_huge_files_are_not_read(void **state)
{
    tu_fixture *f = *state;
    host_dir *dirfd = open_dir(state);
    char *text = tu_marathon(3, "marathon");
    char outside[STORE_PATH_MAX], link[STORE_PATH_MAX], huge[STORE_PATH_MAX];
    snprintf(outside, sizeof outside, "%s.outside", f->dir);
    record_path(link, sizeof link, f->dir, "000000000000-00000000000000000000-0000000000000000.rec");
    record_path(huge, sizeof huge, f->dir, "000000000001-00000000000000000000-0000000000000000.rec");
    FILE *o = fopen(outside, "w");
    assert_non_null(o);
    fputs(text, o);
    fclose(o);
    assert_int_equal(symlink(outside, link), 0);
    /* The huge one a replay that would rank, were it read: over the size
     * limit with moves, each of them well formed. */
    FILE *hf = fopen(huge, "w");
    assert_non_null(hf);
    fputs("hexpuzzle-replay 1\ngame hextris\nparams 10x20:marathon:1:seed=9\n"
          "elapsed_ms 1\noutcome over\nfigure 999999\nassisted 0\nrank 1\n"
          "table marathon\nplayer huge-file\nstarted 2023-11-14T22:13:20Z\n"
          "ended 2023-11-14T22:13:20Z\nversion 0.1.0\n", hf);
    size_t moves = REPLAYS_FILE_MAX / 9 + 1;   /* "move 0 L\n" */
    for (size_t i = 0; i < moves; i++)
        fputs("move 0 L\n", hf);
    fprintf(hf, "end %zu\n", moves);
    fclose(hf);
    char junk[STORE_PATH_MAX], aside[STORE_PATH_MAX + 16];
    record_path(junk, sizeof junk, f->dir, "000000000002-00000000000000000000-0000000000000000.rec");
    assert_true(tu_write(junk, "garbage\n", 8));
    char *tables = tu_printed(dirfd);
    assert_string_equal(tables, "No host records yet.\n");
    free(tables);
    /* Reading moves nothing: it may not write there. */
    assert_int_equal(access(junk, F_OK), 0);
    /* Recording beside them works; the link stays as it was, and what is
     * no entry is kept aside whole, never truncated. */
    char why[HOST_WHY_MAX];
    int rank;
    assert_true(host_record(dirfd, text, strlen(text), "alice", &rank, NULL, why));
    struct stat st;
    assert_int_equal(lstat(link, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    snprintf(aside, sizeof aside, "%s.corrupt", junk);
    assert_int_equal(access(junk, F_OK), -1);
    assert_int_equal(stat(aside, &st), 0);
    assert_int_equal(st.st_size, 8);
    snprintf(aside, sizeof aside, "%s.corrupt", huge);
    assert_int_equal(stat(aside, &st), 0);
    assert_true(st.st_size > REPLAYS_FILE_MAX);
    unlink(outside);
    free(text);
    host_close(dirfd);
}

/* Twenty players finishing at once, with no lock: the table is the best
 * ten of all twenty, every file whole, and the next record leaves just
 * those ten on disk. */
static void twenty_finishes_at_once_all_count(void **state)
{
    host_dir *dirfd = open_dir(state);
    enum { PLAYERS = 20 };
    char *texts[PLAYERS];
    uint64_t scores[PLAYERS];
    for (int i = 0; i < PLAYERS; i++) {
        texts[i] = tu_marathon(100 + (uint64_t)i, "marathon");
        const char *fig = strstr(texts[i], "\nfigure ") + 8;
        scores[i] = strtoull(fig, NULL, 10);
    }
    pid_t pids[PLAYERS];
    for (int i = 0; i < PLAYERS; i++) {
        pids[i] = fork();
        assert_true(pids[i] >= 0);
        if (pids[i] == 0) {
            char why[HOST_WHY_MAX], name[24];
            int rank;
            snprintf(name, sizeof name, "player%02d", i);
            host_record(dirfd, texts[i], strlen(texts[i]), name, &rank, NULL, why);
            _exit(0);
        }
    }
    for (int i = 0; i < PLAYERS; i++) {
        int status;
        assert_int_equal(waitpid(pids[i], &status, 0), pids[i]);
    }
    /* The tenth best score of all twenty is the table's last. */
    uint64_t sorted[PLAYERS];
    memcpy(sorted, scores, sizeof sorted);
    tu_best_first(sorted, PLAYERS);
    char *tables = tu_printed(dirfd);
    assert_int_equal(count_of(tables, " UTC "), 10);
    char want[32];
    snprintf(want, sizeof want, " %llu  ", (unsigned long long)sorted[0]);
    assert_non_null(strstr(tables, want));
    snprintf(want, sizeof want, " %llu  ", (unsigned long long)sorted[9]);
    assert_non_null(strstr(tables, want));
    free(tables);
    char *last = tu_marathon(99, "marathon");
    char why[HOST_WHY_MAX];
    host_record(dirfd, last, strlen(last), "last", NULL, NULL, why);
    free(last);
    tu_fixture *f = *state;
    assert_int_equal(marathon_entries(f->dir, NULL, 0), 10);
    for (int i = 0; i < PLAYERS; i++)
        free(texts[i]);
    host_close(dirfd);
}

/* A player who could once rewrite their own entry: the figure changed in
 * place, the rest as it was. It is no entry: never shown, and the next
 * record keeps it aside whole instead of ranking it. */
static void a_forged_entry_is_set_aside_and_counts_for_nothing(void **state)
{
    tu_fixture *f = *state;
    host_dir *h = open_dir(state);
    char *text = tu_marathon(7, "marathon");
    char why[HOST_WHY_MAX];
    int rank;
    assert_true(host_record(h, text, strlen(text), "alice", &rank, NULL, why));
    char path[STORE_PATH_MAX + 256];
    assert_int_equal(marathon_entries(f->dir, path, sizeof path), 1);
    size_t len = 0;
    char *file = tu_read(path, &len);
    assert_non_null(file);
    char *figure = strstr(file, "\nfigure ");
    assert_non_null(figure);
    figure[8] = '9';   /* a better score, the mac line untouched */
    char *player = strstr(file, "\nplayer alice");
    assert_non_null(player);
    memcpy(player + 8, "mallo", 5);
    assert_true(tu_write(path, file, len));
    char *tables = tu_printed(h);
    assert_string_equal(tables, "No host records yet.\n");
    free(tables);
    char *other = tu_marathon(8, "marathon");
    assert_true(host_record(h, other, strlen(other), "bob", &rank, NULL, why));
    assert_int_equal(rank, 1);
    tables = tu_printed(h);
    assert_null(strstr(tables, "mallo"));
    assert_non_null(strstr(tables, "bob"));
    free(tables);
    char aside[STORE_PATH_MAX + 320];
    snprintf(aside, sizeof aside, "%s.corrupt", path);
    struct stat st;
    assert_int_equal(stat(aside, &st), 0);
    assert_int_equal((size_t)st.st_size, len);
    free(file);
    free(text);
    free(other);
    host_close(h);
}

/* A directory make install did not make, or one opened to others since,
 * is not used. */
static void a_layout_open_to_others_is_not_used(void **state)
{
    tu_fixture *f = *state;
    assert_true(tu_host_layout(f->dir));
    host_dir h;
    char why[HOST_WHY_MAX], path[STORE_PATH_MAX];
    assert_true(host_open(f->dir, &h, why));
    host_close(&h);
    static const struct { const char *name; mode_t bad, good; } parts[] = {
        { "", 0771, 0770 }, { "key", 0644, 0640 },
        { "live", 0777, 0770 }, { "records", 0775, 0770 }, { "kept", 0771, 0770 },
    };
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", f->dir, parts[i].name);
        assert_int_equal(chmod(path, parts[i].bad), 0);
        why[0] = '\0';
        assert_false(host_open(f->dir, &h, why));
        assert_non_null(strstr(why, "not set up"));
        assert_int_equal(h.dir, -1);
        assert_int_equal(chmod(path, parts[i].good), 0);
    }
    snprintf(path, sizeof path, "%s/key", f->dir);
    assert_true(tu_write(path, "short", 5));
    assert_false(host_open(f->dir, &h, why));
    unlink(path);
    assert_false(host_open(f->dir, &h, why));
    assert_int_equal(symlink("/etc/hostname", path), 0);
    assert_false(host_open(f->dir, &h, why));
}

/* What the host keeps of a game in progress comes back only to its own
 * user, only as it was kept, and once; a user's oldest go past the
 * limit. */
static void kept_games_come_back_whole_to_their_user_only(void **state)
{
    tu_fixture *f = *state;
    host_dir *h = open_dir(state);
    const char *text = "hexpuzzle-save 1\ngame hextris\nparams 10x20:marathon:1:seed=5\n"
                       "elapsed_ms 10\nmove 5 L\nend 1\n";
    char token[HOST_TOKEN_CHARS + 1], why[HOST_WHY_MAX];
    assert_true(host_keep(h, 1000, text, strlen(text), token, why));
    assert_int_equal(strlen(token), HOST_TOKEN_CHARS);
    size_t len = 0;
    host_taken t, other;
    assert_null(host_take(h, 1001, token, &other, &len, why));
    assert_null(host_take(h, 1000, "../../etc/passw", &other, &len, why));
    char *back = host_take(h, 1000, token, &t, &len, why);
    assert_non_null(back);
    assert_string_equal(back, text);
    free(back);
    /* Taken: under a name no token reaches, not there for a second
     * resume, while held or after. */
    char kept[STORE_PATH_MAX];
    snprintf(kept, sizeof kept, "%s/kept", f->dir);
    assert_int_equal(tu_count_prefix(kept, ".taken-1000-", NULL, 0), 1);
    assert_int_equal(tu_count_prefix(kept, "1000-", NULL, 0), 0);
    assert_null(host_take(h, 1000, token, &other, &len, why));
    assert_non_null(strstr(why, "once"));
    host_taken_drop(h, &t);
    assert_int_equal(tu_count_prefix(kept, ".taken-1000-", NULL, 0), 0);
    assert_null(host_take(h, 1000, token, &other, &len, why));
    /* Changed where it lies: no longer what the host kept. */
    assert_true(host_keep(h, 1000, text, strlen(text), token, why));
    char path[STORE_PATH_MAX];
    snprintf(path, sizeof path, "%s/kept/1000-%s.save", f->dir, token);
    char *file = tu_read(path, &len);
    assert_non_null(file);
    file[strlen("hexpuzzle-save 1\ngame hextris\nparams 10x20:marathon:1:seed=")] = '6';
    assert_true(tu_write(path, file, len));
    free(file);
    assert_null(host_take(h, 1000, token, &other, &len, why));
    assert_non_null(strstr(why, "damaged"));
    assert_int_equal(tu_count_prefix(kept, ".taken-", NULL, 0), 0);
    assert_true(host_keep(h, 1000, text, strlen(text), token, why));
    snprintf(path, sizeof path, "%s/kept/1000-%s.save", f->dir, token);
    host_unkeep(h, 1000, token);
    assert_int_equal(access(path, F_OK), -1);
    for (int i = 0; i < HOST_KEPT_PER_USER + 3; i++)
        assert_true(host_keep(h, 1000, text, strlen(text), token, why));
    assert_int_equal(tu_count_prefix(kept, "1000-", NULL, 0), HOST_KEPT_PER_USER);
    assert_non_null(back = host_take(h, 1000, token, &t, &len, why));
    free(back);
    host_taken_drop(h, &t);
    host_close(h);
}

/* Eight recorders resume one kept game at the same moment: one gets it. */
static void a_kept_game_taken_by_many_at_once_goes_to_one(void **state)
{
    tu_fixture *f = *state;
    host_dir *h = open_dir(state);
    const char *text = "hexpuzzle-save 1\ngame hextris\nparams 10x20:marathon:1:seed=5\n"
                       "elapsed_ms 10\nmove 5 L\nend 1\n";
    char token[HOST_TOKEN_CHARS + 1], why[HOST_WHY_MAX], flag[STORE_PATH_MAX];
    assert_true(host_keep(h, 1000, text, strlen(text), token, why));
    snprintf(flag, sizeof flag, "%s.go", f->dir);
    enum { TAKERS = 8 };
    pid_t pid[TAKERS];
    for (int i = 0; i < TAKERS; i++) {
        pid[i] = fork();
        assert_true(pid[i] >= 0);
        if (pid[i] == 0) {
            while (access(flag, F_OK) != 0)
                tu_sleep_ms(1);
            host_taken t;
            size_t len;
            char *got = host_take(h, 1000, token, &t, &len, why);
            /* Held a while, as a resumed game holds it. */
            tu_sleep_ms(300);
            _exit(got && strcmp(got, text) == 0 ? 0 : 1);
        }
    }
    assert_true(tu_write(flag, "1", 1));
    int won = 0;
    for (int i = 0; i < TAKERS; i++)
        won += tu_child_ok(pid[i]);
    unlink(flag);
    assert_int_equal(won, 1);
    host_close(h);
}

/* Four recorders of one user keeping games at once: at most
 * HOST_KEPT_PER_USER stay. */
static void kept_games_stay_within_the_limit_when_kept_at_once(void **state)
{
    tu_fixture *f = *state;
    host_dir *h = open_dir(state);
    const char *text = "hexpuzzle-save 1\ngame hextris\nparams 10x20:marathon:1:seed=5\n"
                       "elapsed_ms 10\nmove 5 L\nend 1\n";
    char flag[STORE_PATH_MAX], kept[STORE_PATH_MAX];
    snprintf(flag, sizeof flag, "%s.go", f->dir);
    snprintf(kept, sizeof kept, "%s/kept", f->dir);
    enum { KEEPERS = 4, EACH = 6 };
    pid_t pid[KEEPERS];
    for (int i = 0; i < KEEPERS; i++) {
        pid[i] = fork();
        assert_true(pid[i] >= 0);
        if (pid[i] == 0) {
            while (access(flag, F_OK) != 0)
                tu_sleep_ms(1);
            char token[HOST_TOKEN_CHARS + 1], why[HOST_WHY_MAX];
            bool ok = true;
            for (int k = 0; k < EACH; k++)
                ok = host_keep(h, 1000, text, strlen(text), token, why) && ok;
            _exit(ok ? 0 : 1);
        }
    }
    assert_true(tu_write(flag, "1", 1));
    for (int i = 0; i < KEEPERS; i++)
        assert_true(tu_child_ok(pid[i]));
    unlink(flag);
    int left = tu_count_prefix(kept, "1000-", NULL, 0);
    assert_true(left >= 1 && left <= HOST_KEPT_PER_USER);
    host_close(h);
}

/* What nobody may resume goes at the next sweep: a copy whose recorder
 * died holding it, the kept games of a user the system no longer knows,
 * what a killed write left long ago; a copy held, a known user's game and
 * a write under way stay. */
static void the_sweep_takes_what_nobody_may_resume(void **state)
{
    tu_fixture *f = *state;
    host_dir *h = open_dir(state);
    const char *text = "hexpuzzle-save 1\ngame hextris\nparams 10x20:marathon:1:seed=5\n"
                       "elapsed_ms 10\nmove 5 L\nend 1\n";
    char token[HOST_TOKEN_CHARS + 1], why[HOST_WHY_MAX], kept[STORE_PATH_MAX];
    char path[STORE_PATH_MAX];
    snprintf(kept, sizeof kept, "%s/kept", f->dir);
    long me = (long)getuid(), gone = 2147480001L;
    assert_null(getpwuid((uid_t)gone));
    assert_true(host_keep(h, gone, text, strlen(text), token, why));
    assert_true(host_keep(h, me, text, strlen(text), token, why));
    /* Taken by a recorder that died, and by one that lives. */
    char dead_token[HOST_TOKEN_CHARS + 1];
    assert_true(host_keep(h, me, text, strlen(text), dead_token, why));
    pid_t dead = fork();
    assert_true(dead >= 0);
    if (dead == 0) {
        host_taken t;
        size_t len;
        _exit(host_take(h, me, dead_token, &t, &len, why) ? 0 : 1);
    }
    assert_true(tu_child_ok(dead));
    char held_token[HOST_TOKEN_CHARS + 1];
    assert_true(host_keep(h, me, text, strlen(text), held_token, why));
    host_taken held;
    size_t len;
    char *back = host_take(h, me, held_token, &held, &len, why);
    assert_non_null(back);
    free(back);
    snprintf(path, sizeof path, "%.200s/.tmp-1-0-old.save", kept);
    assert_true(tu_write(path, "x", 1) && tu_age(path, HOST_STALE_S + 60));
    snprintf(path, sizeof path, "%.200s/.tmp-1-1-young.save", kept);
    assert_true(tu_write(path, "x", 1));
    char prefix[32];
    snprintf(prefix, sizeof prefix, ".taken-%ld-", me);
    assert_int_equal(tu_count_prefix(kept, prefix, NULL, 0), 2);
    host_kept_sweep(h);
    snprintf(prefix, sizeof prefix, "%ld-", gone);
    assert_int_equal(tu_count_prefix(kept, prefix, NULL, 0), 0);
    snprintf(prefix, sizeof prefix, "%ld-", me);
    assert_int_equal(tu_count_prefix(kept, prefix, NULL, 0), 1);
    snprintf(prefix, sizeof prefix, ".taken-%ld-", me);
    assert_int_equal(tu_count_prefix(kept, prefix, NULL, 0), 1);
    assert_int_equal(tu_count_prefix(kept, ".tmp-1-0-old", NULL, 0), 0);
    assert_int_equal(tu_count_prefix(kept, ".tmp-1-1-young", NULL, 0), 1);
    host_taken_drop(h, &held);
    /* The live logs: one no writer holds goes, one held stays. */
    int live = host_live_begin(h, me, 4242, "hexpuzzle-live 1\n");
    assert_true(live >= 0);
    snprintf(path, sizeof path, "%s/live/%ld-4243.live", f->dir, me);
    assert_true(tu_write(path, "hexpuzzle-live 1\n", 17));
    host_live_sweep(h);
    snprintf(path, sizeof path, "%s/live", f->dir);
    snprintf(prefix, sizeof prefix, "%ld-4243", me);
    assert_int_equal(tu_count_prefix(path, prefix, NULL, 0), 0);
    snprintf(prefix, sizeof prefix, "%ld-4242", me);
    assert_int_equal(tu_count_prefix(path, prefix, NULL, 0), 1);
    host_live_end(h, &live, me, 4242);
    host_close(h);
}

/* A live log stops growing at its bound: the game is no longer watchable
 * past it, and the directory holds no more. */
static void a_live_log_grows_to_its_bound_no_further(void **state)
{
    tu_fixture *f = *state;
    host_dir *h = open_dir(state);
    int live = host_live_begin(h, 1000, 4242, "hexpuzzle-live 1\n");
    assert_true(live >= 0);
    static char chunk[64 * 1024 + 1];
    memset(chunk, 'x', sizeof chunk - 1);
    int appended = 0;
    while (appended < 2 * HOST_LIVE_MAX / (64 * 1024) && host_live_append(live, chunk))
        appended++;
    assert_true(appended >= HOST_LIVE_MAX / (64 * 1024) - 1);
    assert_true(appended < 2 * HOST_LIVE_MAX / (64 * 1024));
    assert_true(host_live_append(live, "move 1 L\n"));
    char path[STORE_PATH_MAX];
    snprintf(path, sizeof path, "%s/live/1000-4242.live", f->dir);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_true(st.st_size <= HOST_LIVE_MAX);
    host_live_end(h, &live, 1000, 4242);
    host_close(h);
}

/* A live log's player, as the host lists it, is the login of the uid its
 * recorder named it by: a player who writes their own log (a descriptor
 * of it, handed to watch their own game, reopens for writing) cannot be
 * listed as someone else. */
static void a_live_log_is_listed_under_its_owners_login(void **state)
{
    (void)state;
    host_dir *h = open_dir(state);
    const struct passwd *pw = getpwuid(getuid());
    assert_non_null(pw);
    char head[LIVE_HEAD_MAX];
    live_head_format(head, sizeof head, "hexmines", "beginner:seed=7", "someone-else", 4242, 1);
    int live = host_live_begin(h, (long)getuid(), 4242, head);
    assert_true(live >= 0);
    size_t len;
    char *list = host_live_list(h, &len);
    assert_non_null(list);
    char want[128];
    snprintf(want, sizeof want, "\t%s\thexmines\t", pw->pw_name);
    assert_non_null(strstr(list, want));
    assert_null(strstr(list, "someone-else"));
    free(list);
    host_live_end(h, &live, (long)getuid(), 4242);
    host_close(h);
}

/* As root a setgid start can be played: another effective group. After
 * privsep_start no id of the process is that group. */
static void a_setgid_start_keeps_no_games_group(void **state)
{
    (void)state;
    if (geteuid() != 0)
        skip();
    gid_t r0, e0, s0;
    assert_int_equal(getresgid(&r0, &e0, &s0), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        char err[128];
        gid_t r, e, s;
        if (setresgid(r0, 60, 60) != 0 || getegid() != 60)
            _exit(2);
        if (!privsep_start(err, sizeof err))
            _exit(3);
        if (getresgid(&r, &e, &s) != 0 || r != r0 || e != r0 || s != r0)
            _exit(4);
        _exit(0);
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
}

int main(void)
{
    /* A recorder's own umask: what it makes is the games group's. */
    umask(007);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(a_verified_game_enters_under_the_recorders_name, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(the_host_shows_only_the_figures_it_worked_out, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(what_does_not_come_to_its_claim_is_refused, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(only_the_standard_tables_are_the_hosts, tu_setup,
                                        tu_teardown),
        cmocka_unit_test(every_menu_game_is_a_host_table),
        cmocka_unit_test_setup_teardown(planted_links_and_huge_files_are_not_read, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(twenty_finishes_at_once_all_count, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(a_forged_entry_is_set_aside_and_counts_for_nothing,
                                        tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(a_layout_open_to_others_is_not_used, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(kept_games_come_back_whole_to_their_user_only, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(a_kept_game_taken_by_many_at_once_goes_to_one, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(kept_games_stay_within_the_limit_when_kept_at_once,
                                        tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(the_sweep_takes_what_nobody_may_resume, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(a_live_log_is_listed_under_its_owners_login, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(a_live_log_grows_to_its_bound_no_further, tu_setup,
                                        tu_teardown),
        cmocka_unit_test(a_setgid_start_keeps_no_games_group),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
