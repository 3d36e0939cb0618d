/* Unit tests for scores: the file format, the tables and statistics,
 * folding, and recording (corrupt files, unwritable directories, two
 * processes at once). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/scores.h"
#include "app/store.h"
#include "core/rng.h"
#include "files_testutil.h"
#include "games/hexmines/hexmines.h"
#include "session/hexmines_session.h"
#include "session/hexcells_session.h"
#include "session/hextris_session.h"

static scores_result res(const session_game *g, const char *cat, scores_outcome o,
                         uint64_t figure, bool assisted, uint64_t seed,
                         int64_t date)
{
    scores_result r = { .game = g, .outcome = o, .figure = figure,
                        .assisted = assisted, .seed = seed, .date = date };
    size_t n = strnlen(cat, sizeof r.category - 1);
    memcpy(r.category, cat, n);
    r.category[n] = '\0';
    return r;
}

#define MINES(o, fig, assisted, seed) \
    res(&session_hexmines, "beginner", SCORES_##o, fig, assisted, seed, \
        1700000000 + (int64_t)(seed))

static bool same_result(const scores_result *a, const scores_result *b)
{
    return a->game == b->game && strcmp(a->category, b->category) == 0 &&
           a->outcome == b->outcome && a->figure == b->figure &&
           a->assisted == b->assisted && a->seed == b->seed &&
           a->date == b->date;
}

static bool same_table(const scores_table *a, const scores_table *b)
{
    if (a->game != b->game || strcmp(a->category, b->category) ||
        a->has_wins != b->has_wins || a->played != b->played ||
        a->won != b->won || a->streak != b->streak ||
        a->best_streak != b->best_streak || a->ntop != b->ntop)
        return false;
    for (size_t i = 0; i < a->ntop; i++)
        if (!same_result(&a->top[i], &b->top[i]))
            return false;
    return true;
}

static void append_all(scores_log *log, const scores_result *r, size_t n)
{
    for (size_t i = 0; i < n; i++)
        assert_true(scores_append(log, &r[i], SIZE_MAX));
}

/* --------------------------------------------------------------- format */

static const char sample[] = TU_SCORES_SAMPLE;

static void sample_file_parses_to_its_values(void **state)
{
    (void)state;
    scores_log log;
    char why[STORE_WHY_MAX] = "";
    assert_true(scores_parse(sample, strlen(sample), &log, why));
    assert_int_equal(log.nbase, 2);
    assert_int_equal(log.nbest, 2);
    assert_int_equal(log.nresult, 4);
    assert_int_equal(log.base[0].played, 12);
    assert_int_equal(log.base[0].won, 7);
    assert_int_equal(log.base[0].streak, 2);
    assert_int_equal(log.base[0].best_streak, 4);
    assert_string_equal(log.result[0].category, "rect:20x10/30:classic");
    assert_true(log.result[0].seed == UINT64_MAX);
    assert_int_equal(log.result[0].date, 0);
    assert_true(log.result[0].assisted);
    assert_int_equal(log.result[0].outcome, SCORES_LOST);
    assert_int_equal(log.best[1].date, 1709251199); /* a leap day */
    assert_int_equal(log.result[1].date, INT64_C(253402300799));
    scores_log_free(&log);
}

static void format_of_a_parsed_file_gives_the_same_bytes(void **state)
{
    (void)state;
    scores_log log;
    assert_true(scores_parse(sample, strlen(sample), &log, NULL));
    size_t len;
    char *text = scores_format(&log, &len);
    assert_non_null(text);
    assert_int_equal(len, strlen(sample));
    assert_string_equal(text, sample);
    free(text);
    scores_log_free(&log);
}

/* A file as version 1 wrote it: the hextris well of its day was 9x11, so
 * its tables become the short well's, and the file is written back as
 * version 2; hexmines tables keep their names. */
static const char version_1_file[] =
    "hexpuzzle-scores 1\n"
    "base hexmines beginner 12 7 2 4\n"
    "base hextris marathon 3 0 0 0\n"
    "best hexmines beginner won 9000 0 77 2023-01-02T03:04:05Z\n"
    "best hextris marathon over 12345 0 5 2024-02-29T23:59:59Z\n"
    "result hextris sprint won 61000 0 9 2024-05-01T12:00:00Z\n"
    "end 5\n";

static void a_version_1_file_is_read_with_its_hextris_tables_as_the_short_wells(void **state)
{
    (void)state;
    scores_log log;
    char why[STORE_WHY_MAX] = "";
    assert_true(scores_parse(version_1_file, strlen(version_1_file), &log, why));
    size_t len;
    char *text = scores_format(&log, &len);
    assert_non_null(text);
    assert_string_equal(text,
                        "hexpuzzle-scores 4\n"
                        "base hexmines beginner 12 7 2 4\n"
                        "base hextris marathon:9x11 3 0 0 0\n"
                        "best hexmines beginner won 9000 0 77 2023-01-02T03:04:05Z\n"
                        "best hextris marathon:9x11 over 12345 0 5 2024-02-29T23:59:59Z\n"
                        "result hextris sprint:9x11 won 61000 0 9 2024-05-01T12:00:00Z\n"
                        "end 5\n");
    free(text);
    scores_table t;
    scores_table_for(&log, &session_hextris, "marathon:9x11", &t);
    assert_int_equal(t.played, 3);
    assert_int_equal(t.ntop, 1);
    scores_table_for(&log, &session_hextris, "marathon", &t);
    assert_int_equal(t.played, 0);
    scores_log_free(&log);
}

/* Version 2 had no seeded or daily tables; a file of it reads as it is and
 * is written back as version 3, tables and all. */
static void a_version_2_file_is_read_as_it_is(void **state)
{
    (void)state;
    static const char v2[] = "hexpuzzle-scores 2\n"
                             "result hextris marathon over 500 0 1 2026-11-01T10:00:00Z\n"
                             "result hexmines expert won 99000 0 2 2026-11-02T10:00:00Z\n"
                             "end 2\n";
    scores_log log;
    char why[STORE_WHY_MAX] = "";
    assert_true(scores_parse(v2, strlen(v2), &log, why));
    size_t len;
    char *text = scores_format(&log, &len);
    assert_non_null(text);
    assert_string_equal(text, "hexpuzzle-scores 4\n"
                              "result hextris marathon over 500 0 1 2026-11-01T10:00:00Z\n"
                              "result hexmines expert won 99000 0 2 2026-11-02T10:00:00Z\n"
                              "end 2\n");
    free(text);
    scores_log_free(&log);
}

/* Version 3 kept no figures; a file of it reads as it is and is written
 * back as version 4, its lines unchanged. */
static void a_version_3_file_is_read_as_it_is(void **state)
{
    (void)state;
    static const char v3[] = "hexpuzzle-scores 3\n"
                             "base hexmines beginner 12 7 2 4\n"
                             "best hexmines beginner won 9000 0 77 2023-01-02T03:04:05Z\n"
                             "result hexmines seeded:expert won 99000 0 2 2026-11-02T10:00:00Z\n"
                             "end 3\n";
    scores_log log;
    char why[STORE_WHY_MAX] = "";
    assert_true(scores_parse(v3, strlen(v3), &log, why));
    assert_string_equal(log.result[0].figures, "");
    size_t len;
    char *text = scores_format(&log, &len);
    assert_non_null(text);
    assert_string_equal(text + strlen("hexpuzzle-scores 4"), v3 + strlen("hexpuzzle-scores 3"));
    assert_memory_equal(text, "hexpuzzle-scores 4\n", 19);
    free(text);
    scores_log_free(&log);
}

static void empty_log_formats_as_header_and_end(void **state)
{
    (void)state;
    scores_log log;
    scores_log_init(&log);
    size_t len;
    char *text = scores_format(&log, &len);
    assert_string_equal(text, "hexpuzzle-scores 4\nend 0\n");
    assert_true(scores_parse(text, len, &log, NULL));
    assert_int_equal(log.nresult + log.nbest + log.nbase, 0);
    free(text);
}

/* Each line: a file, and the start of the reason it is refused. */
static const char *const bad_files[][2] = {
    { "", "empty file" },
    { "hexpuzzle-scores 3\n", "no end line" },
    { "hexpuzzle-scores 3\nend 0", "line 2: no newline" },
    { "hexpuzzle-scores 5\nend 0\n", "line 1: not a hexpuzzle-scores 4" },
    { "hexpuzzle-scores 3\nresult hexmines beginner won 1 0 1 "
      "2024-01-01T00:00:00Z v1:9/9:6,0,0,0:0,0,0:7\nend 1\n", "line 2: bad spacing" },
    { "hexpuzzle-scores 4\nresult hexmines beginner won 1 0 1 "
      "2024-01-01T00:00:00Z v1:9/10:6,0,0,0:0,0,0:7\nend 1\n", "line 2: bad figures" },
    { "hexpuzzle-scores 4\nresult hexmines beginner won 1 0 1 "
      "2024-01-01T00:00:00Z v1:9/9:6,0,0,0:0,0,0\nend 1\n", "line 2: bad figures" },
    { "hexpuzzle-scores 4\nresult hexmines beginner won 1 0 1 "
      "2024-01-01T00:00:00Z v1:9/9:6,0,0,0:0,0,0:7 x\nend 1\n", "line 2: bad spacing" },
    { "hexpuzzle-scores 4\nresult hextris sprint won 1 0 1 "
      "2024-01-01T00:00:00Z v1:9/9:6,0,0,0:0,0,0:7\nend 1\n", "line 2: bad figures" },
    { "hexpuzzle-scores 1\nresult hextris marathon:9x11 over 1 0 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: a category its version did not have" },
    { "hexpuzzle-scores 3\nresult hextris marathon:10x20 over 1 0 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: hextris category" },
    { "hexpuzzle-scores 3\nresult hextris marathon:09x11 over 1 0 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: hextris category" },
    { "hexpuzzle-scores 2\r\nend 0\n", "line 1:" },
    { "hexpuzzle-scores 3\nend 1\n", "line 2: end line" },
    { "hexpuzzle-scores 3\nend 0\nend 0\n", "line 3: text after" },
    { "hexpuzzle-scores 3\nresult hexmines beginner won 1 0 1 "
      "2024-01-01T00:00:00Z\n", "no end line" },
    { "hexpuzzle-scores 3\nresult hexmines beginner won 1 0 1 "
      "2024-01-01T00:00:00Z\nbest hexmines beginner won 1 0 1 "
      "2024-01-01T00:00:00Z\nend 2\n", "line 3: line out of order" },
    { "hexpuzzle-scores 3\nresult hexmines beginner won 01 0 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: bad figure" },
    { "hexpuzzle-scores 3\nresult hexmines beginner won 1 2 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: assisted" },
    { "hexpuzzle-scores 3\nresult hexmines beginner won 1 0 1 "
      "2023-02-29T00:00:00Z\nend 1\n", "line 2: bad date" },
    { "hexpuzzle-scores 3\nresult hexmines beginner won 1 0 1 "
      "1969-12-31T23:59:59Z\nend 1\n", "line 2: bad date" },
    { "hexpuzzle-scores 3\nresult hexmines beginner won 1 0 1 "
      "2024-01-01T24:00:00Z\nend 1\n", "line 2: bad date" },
    { "hexpuzzle-scores 3\nresult hexmines beginner over 1 0 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: hexmines has no" },
    { "hexpuzzle-scores 3\nresult hextris tetra over 1 0 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: hextris category" },
    { "hexpuzzle-scores 3\nresult hextris marathon won 1 0 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: outcome not possible" },
    /* An assisted hextris game (the bot's ghost) is a result, never a best. */
    { "hexpuzzle-scores 3\nbest hextris sprint won 1 1 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: a best line must" },
    { "hexpuzzle-scores 3\nresult hexmines beginner  won 1 0 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: bad spacing" },
    { "hexpuzzle-scores 3\nresult hexmines beg!nner won 1 0 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: bad category" },
    { "hexpuzzle-scores 3\nresult hexmines beginner won 1000000000000 0 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: bad figure" },
    { "hexpuzzle-scores 3\nresult hexmines beginner won 1 0 "
      "18446744073709551616 2024-01-01T00:00:00Z\nend 1\n", "line 2: bad seed" },
    { "hexpuzzle-scores 3\nbest hexmines beginner lost 1 0 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "line 2: a best line must" },
    { "hexpuzzle-scores 3\nbase hexmines beginner 3 4 0 0\nend 1\n",
      "line 2: inconsistent" },
    { "hexpuzzle-scores 3\nbase hexmines beginner 5 4 3 2\nend 1\n",
      "line 2: inconsistent" },
    { "hexpuzzle-scores 3\nbase hextris marathon 5 1 0 1\nend 1\n",
      "line 2: a table of scores has no wins" },
    { "hexpuzzle-scores 3\nbase hexmines beginner 5 1 0 1\n"
      "base hexmines beginner 5 1 0 1\nend 2\n", "two base lines" },
    { "hexpuzzle-scores 3\nwhatever\nend 0\n", "line 2: unknown line" },
    { "hexpuzzle-scores 3\nbest hexmines beginner won 1 0 1 "
      "2024-01-01T00:00:00Z\nend 1\n", "a best line without a base" },
    { "hexpuzzle-scores 3\nbase hexmines expert 1 1 1 1\nbest hexmines "
      "beginner won 1 0 1 2024-01-01T00:00:00Z\nend 2\n",
      "a best line without a base" },
    { "hexpuzzle-scores 3\nbase hexmines beginner 1 1 1 1\nbest hexmines "
      "beginner won 1 0 1 2024-01-01T00:00:00Z\nbest hexmines beginner won "
      "1 0 1 2024-01-01T00:00:00Z\nend 3\n", "more best lines" },
};

static void malformed_files_are_refused_with_a_reason(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_files / sizeof *bad_files; i++) {
        scores_log log;
        char why[STORE_WHY_MAX] = "";
        bool ok = scores_parse(bad_files[i][0], strlen(bad_files[i][0]),
                               &log, why);
        if (ok || strncmp(why, bad_files[i][1], strlen(bad_files[i][1]))) {
            print_message("case %zu: ok=%d why='%s', wanted '%s'\n", i, ok,
                          why, bad_files[i][1]);
            fail();
        }
        assert_null(log.result);
        assert_int_equal(log.nresult, 0);
    }
}

static void embedded_nul_and_overlong_lines_are_refused(void **state)
{
    (void)state;
    char buf[512];
    const char head[] = "hexpuzzle-scores 3\nend 0\n";
    memcpy(buf, head, sizeof head);
    buf[20] = '\0'; /* inside "end 0" */
    scores_log log;
    char why[STORE_WHY_MAX];
    assert_false(scores_parse(buf, sizeof head - 1, &log, why));
    assert_string_equal(why, "line 2: NUL byte");
    char line[300];
    memset(line, 'a', sizeof line);
    snprintf(buf, sizeof buf, "hexpuzzle-scores 3\n%.201s\nend 0\n", line);
    assert_false(scores_parse(buf, strlen(buf), &log, why));
    assert_string_equal(why, "line 2: line too long");
}

/* ---------------------------------------------------------------- dates */

/* DATE in a one-result file: whether it parses, and its value in *t. */
static bool date_parses(const char *date, int64_t *t)
{
    char text[256];
    snprintf(text, sizeof text, "hexpuzzle-scores 3\nresult hextris "
             "marathon over 1 0 1 %s\nend 1\n", date);
    scores_log log;
    if (!scores_parse(text, strlen(text), &log, NULL))
        return false;
    *t = log.result[0].date;
    scores_log_free(&log);
    return true;
}

/* The date t as the file writes it (iso) and as the tables print it. */
static void date_texts(int64_t t, char *iso, char *people)
{
    scores_log log;
    scores_log_init(&log);
    scores_result r = res(&session_hextris, "marathon", SCORES_OVER, 1, false,
                          1, t);
    assert_true(scores_append(&log, &r, SIZE_MAX));
    size_t len;
    char *text = scores_format(&log, &len);
    assert_non_null(text);
    const char *z = strrchr(text, 'Z');
    assert_non_null(z);
    snprintf(iso, 21, "%s", z - 19);
    free(text);
    char *out = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&out, &size);
    scores_print(f, &log);
    fclose(f);
    const char *u = strstr(out, " UTC");
    assert_non_null(u);
    snprintf(people, 17, "%s", u - 16);
    free(out);
    scores_log_free(&log);
}

static void dates_round_trip_across_leap_days_and_year_ends(void **state)
{
    (void)state;
    static const struct { const char *iso; int64_t t; } dates[] = {
        { "1970-01-01T00:00:00Z", 0 },
        { "1999-12-31T23:59:59Z", 946684799 },
        { "2000-01-01T00:00:00Z", 946684800 },
        { "2000-02-29T12:00:00Z", 951825600 },  /* 400-year rule: leap */
        { "2024-02-29T23:59:59Z", 1709251199 },
        { "2024-12-31T23:59:59Z", 1735689599 },
        { "2025-01-01T00:00:00Z", 1735689600 },
        { "2038-01-19T03:14:08Z", INT64_C(2147483648) }, /* past 32 bits */
        { "2100-03-01T00:00:00Z", INT64_C(4107542400) },
        { "9999-12-31T23:59:59Z", INT64_C(253402300799) },
    };
    for (size_t i = 0; i < sizeof dates / sizeof *dates; i++) {
        int64_t t = -1;
        char iso[32], people[32], want[32];
        if (!date_parses(dates[i].iso, &t) || t != dates[i].t)
            fail_msg("%s: parsed %lld, want %lld", dates[i].iso,
                     (long long)t, (long long)dates[i].t);
        date_texts(dates[i].t, iso, people);
        assert_string_equal(iso, dates[i].iso);
        snprintf(want, sizeof want, "%.10s %.5s", dates[i].iso,
                 dates[i].iso + 11);
        assert_string_equal(people, want);
    }
}

static void impossible_or_misspelt_dates_are_refused(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "2026-02-30T00:00:00Z", "2023-02-29T00:00:00Z",
        "2100-02-29T00:00:00Z", /* 100-year rule: not leap */
        "2026-04-31T00:00:00Z", "2026-01-32T00:00:00Z",
        "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z",
        "2026-01-00T00:00:00Z", "2026-01-01T24:00:00Z",
        "2026-01-01T23:60:00Z", "2026-12-31T23:59:60Z",
        "1969-12-31T23:59:59Z", "0000-01-01T00:00:00Z",
        "2026-01-01 00:00:00Z", "2026-01-01T00:00:00z",
        "2026-1-01T00:00:00Z0", "+026-01-01T00:00:00Z",
        "2026-01-01T00:00:00",
        "2026-01-01T00:00:00+00:00", "20260101T000000Z",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        int64_t t;
        if (date_parses(bad[i], &t))
            fail_msg("%s accepted as %lld", bad[i], (long long)t);
    }
}

static void custom_category_text(void **state)
{
    (void)state;
    char buf[64];
    hm_params p = { HM_SHAPE_RECT, 30, 20, 99, 0, HM_MODE_NOGUESS, HM_GEN_NEW };
    hm_category(&p, buf, sizeof buf);
    assert_string_equal(buf, "rect:30x20/99");
    p = (hm_params){ HM_SHAPE_HEXAGON, 15, 15, 20, 5, HM_MODE_CLASSIC, HM_GEN_NEW };
    hm_category(&p, buf, sizeof buf);
    assert_string_equal(buf, "hex:15x15/20:classic");
    scores_result r = res(&session_hexmines, buf, SCORES_WON, 1, false, 1, 1);
    assert_true(scores_result_valid(&r, NULL));
    /* The longest custom table name fits the format. */
    p = (hm_params){ HM_SHAPE_RECT, HM_SIZE_MAX, HM_SIZE_MAX, 999999, 0, HM_MODE_CLASSIC, HM_GEN_NEW };
    assert_true(hm_category(&p, buf, sizeof buf) <= SCORES_CATEGORY_MAX);
    r = res(&session_hexmines, buf, SCORES_WON, 1, false, 1, 1);
    assert_true(scores_result_valid(&r, NULL));
    /* A preset is named, classic or not. */
    assert_true(hm_preset(&p, "expert"));
    hm_category(&p, buf, sizeof buf);
    assert_string_equal(buf, "expert");
    p.mode = HM_MODE_CLASSIC;
    hm_category(&p, buf, sizeof buf);
    assert_string_equal(buf, "expert:classic");
}

/* A day's daily table: the prefix comes off for the rules, so a daily
 * marathon ranks by score and cannot be won, and a hextris daily whose
 * mode or date is not real is refused. */
static void daily_categories_keep_their_games_rules(void **state)
{
    (void)state;
    char buf[64];
    char date[11];
    assert_true(scores_category_daily(buf, sizeof buf, "2026-11-24", "marathon"));
    assert_string_equal(buf, "daily-2026-11-24:marathon");
    assert_string_equal(scores_category_base(buf, date), "marathon");
    assert_string_equal(date, "2026-11-24");
    assert_string_equal(scores_category_base("marathon", date), "marathon");
    scores_category_title("daily-2026-11-24:marathon", buf, sizeof buf);
    assert_string_equal(buf, "daily marathon");
    scores_category_title("seeded:expert", buf, sizeof buf);
    assert_string_equal(buf, "seeded expert");
    scores_category_title("rect:30x16/99", buf, sizeof buf);
    assert_string_equal(buf, "rect:30x16/99");
    assert_true(scores_category_seeded(buf, sizeof buf, "sprint:9x11"));
    assert_string_equal(buf, "seeded:sprint:9x11");
    assert_string_equal(scores_category_base(buf, date), "sprint:9x11");
    assert_string_equal(date, "");
    assert_string_equal(date, "");
    assert_string_equal(scores_category_base("daily-2026-02-30:expert", date),
                        "daily-2026-02-30:expert");
    assert_false(scores_category_daily(buf, 20, "2026-11-24", "marathon"));
    assert_false(scores_category_daily(buf, sizeof buf, "2026-11-24",
                                       "rect:999x999/99999:classic"));

    scores_result ok = res(&session_hextris, "daily-2026-11-24:sprint:9x11", SCORES_WON, 5, false, 1, 1);
    assert_true(scores_result_valid(&ok, NULL));
    static const char *bad[] = { "daily-2026-11-24:chess", "daily-2026-13-24:marathon",
                                 "daily-2026-11-24marathon", "daily-:marathon" };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        scores_result r = res(&session_hextris, bad[i], SCORES_OVER, 5, false, 1, 1);
        if (scores_result_valid(&r, NULL))
            fail_msg("accepted '%s'", bad[i]);
    }

    scores_log log;
    scores_log_init(&log);
    const scores_result rs[] = {
        res(&session_hextris, "daily-2026-11-24:marathon", SCORES_OVER, 500, false, 1, 10),
        res(&session_hextris, "daily-2026-11-24:marathon", SCORES_OVER, 900, false, 1, 20),
        res(&session_hextris, "marathon", SCORES_OVER, 700, false, 3, 30),
    };
    append_all(&log, rs, sizeof rs / sizeof *rs);
    scores_table d, m;
    scores_table_for(&log, &session_hextris, "daily-2026-11-24:marathon", &d);
    scores_table_for(&log, &session_hextris, "marathon", &m);
    assert_false(d.has_wins);
    assert_int_equal(d.played, 2);
    assert_int_equal(d.ntop, 2);
    assert_int_equal(d.top[0].figure, 900);
    assert_int_equal(m.played, 1);
    char fig[SCORES_FIGURE_TEXT_MAX];
    scores_format_figure(fig, sizeof fig, &session_hextris, "daily-2026-11-24:marathon", 900);
    assert_string_equal(fig, "900");
    /* The file keeps them, byte for byte. */
    size_t len;
    char *text = scores_format(&log, &len);
    assert_non_null(text);
    scores_log back;
    assert_true(scores_parse(text, len, &back, NULL));
    assert_int_equal(back.nresult, 3);
    assert_string_equal(back.result[0].category, "daily-2026-11-24:marathon");
    free(text);
    scores_log_free(&back);
    scores_log_free(&log);
}

/* A game whose figure packs a count before a time reads it its own way,
 * in every table of its category, a seeded or daily one too; the others
 * read a time or a score. */
static void packed_figure(const char *category, uint64_t figure, char *buf, size_t len)
{
    snprintf(buf, len, "%s %llu+%llu", category, (unsigned long long)(figure / 1000000),
             (unsigned long long)(figure % 1000000));
}

static void a_game_reads_its_figure_its_own_way(void **state)
{
    (void)state;
    session_game own = session_hexmines;
    own.figure_text = packed_figure;
    char fig[SCORES_FIGURE_TEXT_MAX];
    scores_format_figure(fig, sizeof fig, &own, "beginner", 3000042);
    assert_string_equal(fig, "beginner 3+42");
    scores_format_figure(fig, sizeof fig, &own, "seeded:beginner", 7);
    assert_string_equal(fig, "beginner 0+7");
    scores_format_figure(fig, sizeof fig, &session_hexmines, "beginner", 3000042);
    assert_string_equal(fig, "3000.042 s");
}

/* -------------------------------------------------------------- tables */

static void hexmines_top_ranks_unassisted_wins_fastest_first(void **state)
{
    (void)state;
    scores_log log;
    scores_log_init(&log);
    const scores_result rs[] = {
        MINES(WON, 5000, false, 1),  MINES(LOST, 100, false, 2),
        MINES(WON, 3000, true, 3),   MINES(WON, 4000, false, 4),
        MINES(QUIT, 50, false, 5),   MINES(WON, 4000, false, 6),
        MINES(WON, 6000, false, 7),
    };
    append_all(&log, rs, sizeof rs / sizeof *rs);
    scores_table t;
    scores_table_for(&log, &session_hexmines, "beginner", &t);
    assert_int_equal(t.ntop, 4);
    /* The tie at 4000: the earlier game (seed 4) ranks higher. */
    const uint64_t seeds[] = { 4, 6, 1, 7 };
    for (size_t i = 0; i < 4; i++)
        assert_int_equal(t.top[i].seed, seeds[i]);
    assert_true(t.has_wins);
    scores_log_free(&log);
}

static void top_table_keeps_ten_and_ties_do_not_displace(void **state)
{
    (void)state;
    scores_log log;
    scores_log_init(&log);
    for (uint64_t i = 0; i < 10; i++) {
        scores_result r = MINES(WON, 1000 + i * 100, false, i);
        assert_true(scores_append(&log, &r, SIZE_MAX));
    }
    scores_result tie = MINES(WON, 1900, false, 100);
    assert_true(scores_append(&log, &tie, SIZE_MAX));
    scores_table t;
    scores_table_for(&log, &session_hexmines, "beginner", &t);
    assert_int_equal(t.ntop, 10);
    assert_int_equal(t.top[9].seed, 9);
    scores_result better = MINES(WON, 1850, false, 101);
    assert_true(scores_append(&log, &better, SIZE_MAX));
    scores_table_for(&log, &session_hexmines, "beginner", &t);
    assert_int_equal(t.top[9].seed, 101);
    assert_int_equal(t.top[8].figure, 1800);
    scores_log_free(&log);
}

static void hextris_tables_rank_marathon_by_score_and_sprint_by_time(
    void **state)
{
    (void)state;
    scores_log log;
    scores_log_init(&log);
    const scores_result rs[] = {
        res(&session_hextris, "marathon", SCORES_OVER, 500, false, 1, 10),
        res(&session_hextris, "marathon", SCORES_QUIT, 900, false, 2, 20),
        res(&session_hextris, "marathon", SCORES_OVER, 700, false, 3, 30),
        res(&session_hextris, "sprint", SCORES_WON, 90000, false, 4, 40),
        res(&session_hextris, "sprint", SCORES_OVER, 10, false, 5, 50),
        res(&session_hextris, "sprint", SCORES_WON, 80000, false, 6, 60),
    };
    append_all(&log, rs, sizeof rs / sizeof *rs);
    scores_table m, s;
    scores_table_for(&log, &session_hextris, "marathon", &m);
    scores_table_for(&log, &session_hextris, "sprint", &s);
    assert_false(m.has_wins);
    assert_int_equal(m.played, 3);
    assert_int_equal(m.won, 0);
    assert_int_equal(m.ntop, 3);
    assert_int_equal(m.top[0].figure, 900);
    assert_int_equal(m.top[1].figure, 700);
    assert_int_equal(m.top[2].figure, 500);
    assert_true(s.has_wins);
    assert_int_equal(s.played, 3);
    assert_int_equal(s.won, 2);
    assert_int_equal(s.ntop, 2);
    assert_int_equal(s.top[0].figure, 80000);
    assert_int_equal(s.top[1].figure, 90000);
    scores_log_free(&log);
}

static void statistics_count_streaks_on_a_constructed_log(void **state)
{
    (void)state;
    /* W W L W W W Q W(assisted) L W : best streak 3, current 1; the
     * assisted win is played, not won, and counted apart. */
    const char pattern[] = "WWLWWWQALW";
    scores_log log;
    scores_log_init(&log);
    for (uint64_t i = 0; pattern[i]; i++) {
        char c = pattern[i];
        scores_result r = MINES(WON, 1000 + i, c == 'A', i);
        if (c == 'L')
            r.outcome = SCORES_LOST;
        if (c == 'Q')
            r.outcome = SCORES_QUIT;
        assert_true(scores_append(&log, &r, SIZE_MAX));
    }
    scores_table t;
    scores_table_for(&log, &session_hexmines, "beginner", &t);
    assert_int_equal(t.played, 10);
    assert_int_equal(t.won, 6);
    assert_int_equal(t.helped, 1);
    assert_int_equal(t.streak, 1);
    assert_int_equal(t.best_streak, 3);
    assert_int_equal(t.ntop, 6);       /* but is not ranked */
    /* Another category is untouched. */
    scores_table_for(&log, &session_hexmines, "expert", &t);
    assert_int_equal(t.played, 0);
    assert_int_equal(t.ntop, 0);
    scores_log_free(&log);
}

static void base_line_streak_continues_into_results(void **state)
{
    (void)state;
    const char text[] =
        "hexpuzzle-scores 3\n"
        "base hexmines expert 10 6 2 3\n"
        "result hexmines expert won 9 0 1 2024-01-01T00:00:00Z\n"
        "result hexmines expert won 9 0 2 2024-01-01T00:00:00Z\n"
        "end 3\n";
    scores_log log;
    assert_true(scores_parse(text, strlen(text), &log, NULL));
    scores_table t;
    scores_table_for(&log, &session_hexmines, "expert", &t);
    assert_int_equal(t.played, 12);
    assert_int_equal(t.won, 8);
    assert_int_equal(t.streak, 4);
    assert_int_equal(t.best_streak, 4);
    scores_log_free(&log);
}

static scores_result random_result(rng *rng, uint64_t i)
{
    static const char *const mines_cats[] = { "beginner", "expert",
                                              "rect:5x5/3" };
    scores_result r;
    if (rng_below(rng, 3) == 0) {
        bool marathon = rng_below(rng, 2);
        r = res(&session_hextris, marathon ? "marathon" : "sprint",
                marathon ? (rng_below(rng, 4) ? SCORES_OVER : SCORES_QUIT)
                         : (rng_below(rng, 2) ? SCORES_WON : SCORES_OVER),
                rng_below(rng, 50), false, i, 1000 + (int64_t)i);
    } else {
        uint32_t o = rng_below(rng, 3);
        r = res(&session_hexmines, mines_cats[rng_below(rng, 3)],
                o == 0 ? SCORES_LOST : o == 1 ? SCORES_QUIT : SCORES_WON,
                rng_below(rng, 50), rng_below(rng, 5) == 0, i,
                1000 + (int64_t)i);
    }
    return r;
}

static void folding_keeps_tables_and_statistics_exact(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        rng rng;
        rng_seed(&rng, seed, 7);
        size_t keep = 1 + rng_below(&rng, 30);
        scores_log full, folded;
        scores_log_init(&full);
        scores_log_init(&folded);
        size_t n = 50 + rng_below(&rng, 300);
        for (uint64_t i = 0; i < n; i++) {
            scores_result r = random_result(&rng, i);
            assert_true(scores_append(&full, &r, SIZE_MAX));
            assert_true(scores_append(&folded, &r, keep));
        }
        assert_true(folded.nresult <= keep);
        /* Folding survives the file: format, parse, compare. */
        size_t len;
        char *text = scores_format(&folded, &len);
        scores_log reread;
        char why[STORE_WHY_MAX] = "";
        if (!scores_parse(text, len, &reread, why)) {
            print_message("seed %llu: %s\n", (unsigned long long)seed, why);
            fail();
        }
        free(text);
        size_t na, nb;
        scores_table *a = scores_tables(&full, &na);
        scores_table *b = scores_tables(&reread, &nb);
        assert_int_equal(na, nb);
        for (size_t i = 0; i < na; i++)
            if (!same_table(&a[i], &b[i])) {
                print_message("seed %llu keep %zu: table %s %s differs\n",
                              (unsigned long long)seed, keep,
                              a[i].game->name, a[i].category);
                fail();
            }
        free(a);
        free(b);
        scores_log_free(&full);
        scores_log_free(&folded);
        scores_log_free(&reread);
    }
}

static void tables_come_in_menu_order(void **state)
{
    (void)state;
    scores_log log;
    scores_log_init(&log);
    const scores_result rs[] = {
        res(&session_hextris, "sprint", SCORES_OVER, 1, false, 1, 1),
        res(&session_hexmines, "rect:9x9/5", SCORES_LOST, 1, false, 1, 1),
        res(&session_hexmines, "hexagon", SCORES_LOST, 1, false, 1, 1),
        res(&session_hextris, "marathon", SCORES_OVER, 1, false, 1, 1),
        res(&session_hexmines, "beginner", SCORES_LOST, 1, false, 1, 1),
        res(&session_hexmines, "expert", SCORES_LOST, 1, false, 1, 1),
        res(&session_hexmines, "beginner", SCORES_LOST, 1, false, 1, 1),
        res(&session_hexmines, "hex:7x7/5", SCORES_LOST, 1, false, 1, 1),
    };
    append_all(&log, rs, sizeof rs / sizeof *rs);
    size_t n;
    scores_table *t = scores_tables(&log, &n);
    const char *want[] = { "beginner", "expert", "hexagon", "hex:7x7/5",
                           "rect:9x9/5", "marathon", "sprint" };
    assert_int_equal(n, 7);
    for (size_t i = 0; i < n; i++)
        assert_string_equal(t[i].category, want[i]);
    assert_int_equal(t[0].played, 2);
    free(t);
    scores_log_free(&log);
}

static void print_shows_every_table_as_plain_text(void **state)
{
    (void)state;
    scores_log log;
    assert_true(scores_parse(sample, strlen(sample), &log, NULL));
    char *out = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&out, &size);
    scores_print(f, &log);
    fclose(f);
    const char want[] =
        "hexmines beginner: played 13, won 7 (53%), streak 0, best streak 4, won with help 1\n"
        "   1.          9.000 s  2023-01-02 03:04 UTC  seed 77\n"
        "\n"
        "hexmines rect:20x10/30:classic: played 1, won 0 (0%), streak 0, "
        "best streak 0\n"
        "  losses with figures: 1, on average 30% of the board solved\n"
        "  (nothing ranked yet)\n"
        "\n"
        "hextris marathon: played 3\n"
        "   1.            12345  2024-02-29 23:59 UTC  seed 5\n"
        "\n"
        "hextris sprint: played 2, won 1 (50%), streak 0, best streak 1\n"
        "   1.         61.000 s  2024-05-01 12:00 UTC  seed 9\n";
    assert_string_equal(out, want);
    free(out);
    scores_log_free(&log);
    scores_log_init(&log);
    f = open_memstream(&out, &size);
    scores_print(f, &log);
    fclose(f);
    assert_string_equal(out, "No games recorded yet.\n");
    free(out);
}


/* The figures a hexmines table keeps beyond its top 10, by hand: 14 wins
 * of 10 to 23 s (the 13th assisted, so never counted), a loss half-way in
 * between, the last two wins without flags. */
static void tables_average_the_latest_wins_and_mark_nf_bests(void **state)
{
    (void)state;
    scores_log log;
    scores_log_init(&log);
    static const uint64_t secs[] = { 20, 11, 12, 23, 10, 14, 15, 16, 13, 17, 18, 19, 9, 21, 22 };
    for (uint64_t i = 0; i < 15; i++) {
        scores_result r = MINES(WON, secs[i] * 1000, i == 12, i + 1);
        snprintf(r.figures, sizeof r.figures, "%s",
                 i >= 13 ? "v1:20/20:25,0,0,0:0,0,0:17" : "v1:20/20:20,3,0,2:1,0,0:17");
        assert_true(scores_result_valid(&r, NULL));
        assert_true(scores_append(&log, &r, SCORES_LOG_MAX));
        if (i == 6) {
            scores_result lost = MINES(LOST, 5000, false, 100);
            snprintf(lost.figures, sizeof lost.figures, "v1:20/10:9,1,0,0:0,0,0:17");
            assert_true(scores_append(&log, &lost, SCORES_LOG_MAX));
        }
    }
    scores_table t;
    scores_table_for(&log, &session_hexmines, "beginner", &t);
    assert_int_equal(t.played, 16);
    assert_int_equal(t.won, 14);          /* the assisted 9 s is no win */
    assert_int_equal(t.helped, 1);
    assert_int_equal(t.streak, 2);        /* since the assisted win */
    assert_int_equal(t.best_streak, 7);   /* before the loss */
    /* Ranked wins, oldest first: all but the assisted 9 s. */
    assert_int_equal(t.nrecent, 14);
    uint64_t mean;
    /* The last 5: 17 18 19 21 22 -> without 17 and 22: 19.333 s. */
    assert_true(scores_average(&t, 5, &mean));
    assert_int_equal(mean, 19333);
    /* The last 12: 12 23 10 14 15 16 13 17 18 19 21 22 -> without 10 and
     * 23: 167 / 10. */
    assert_true(scores_average(&t, 12, &mean));
    assert_int_equal(mean, 16700);
    assert_false(scores_average(&t, 15, &mean));
    assert_true(t.has_mark_best);
    assert_string_equal(t.mark, "NF");
    assert_int_equal(t.mark_best, 21000);
    assert_int_equal(t.losses_known, 1);
    assert_int_equal(t.progress_sum, 50);
    /* One bar a win, its rank among them (0 the fastest) * 7 / 13 of
     * eight heights: 10 s '_', 20 s (rank 10) 70/13 -> 5 '*', 23 s '@'. */
    char line[SCORES_RECENT * 3 + 1];
    scores_sparkline(&t, false, line, sizeof line);
    assert_string_equal(line, "*_.@_--=.=++*#");
    scores_sparkline(&t, true, line, sizeof line);
    assert_int_equal(strlen(line), 14 * 3);
    assert_memory_equal(line, "\xe2\x96\x86\xe2\x96\x81", 6);   /* 20 s 6/8, 11 s 1/8 */
    char *out = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&out, &size);
    scores_print(f, &log);
    fclose(f);
    assert_non_null(strstr(out, "  mean of the last 5: 19.333 s, mean of the last 12: 16.700 s "
                                "(best and worst left out)\n"
                                "  best NF: 21.000 s\n"
                                "  losses with figures: 1, on average 50% of the board solved\n"
                                "  last 14 wins: *_.@_--=.=++*#  (10.000 s .. 23.000 s)\n"));
    assert_non_null(strstr(out, "  1.         10.000 s"));
    assert_non_null(strstr(out, "seed 5  3BV 20  3BV/s 2.00  IOE 0.77\n"));
    free(out);
    /* Folded away to 2 listed results, the NF best (21 s, 11th) stays. */
    scores_result last = MINES(LOST, 1000, false, 200);
    assert_true(scores_append(&log, &last, 2));
    assert_int_equal(log.nresult, 2);
    assert_int_equal(log.nbest, SCORES_TOP + 1);
    scores_table_for(&log, &session_hexmines, "beginner", &t);
    assert_true(t.has_mark_best);
    assert_int_equal(t.mark_best, 21000);
    assert_int_equal(t.ntop, SCORES_TOP);
    size_t len;
    char *text = scores_format(&log, &len);
    scores_log again;
    char why[STORE_WHY_MAX] = "";
    assert_true(scores_parse(text, len, &again, why));
    free(text);
    scores_log_free(&again);
    scores_log_free(&log);
}

/* A figure that packs more than a time (hexcells: mistakes before it)
 * has no means and no bars: they would average the packing. */
static void packed_figures_have_no_means(void **state)
{
    (void)state;
    scores_log log;
    scores_log_init(&log);
    for (int i = 0; i < 6; i++) {
        scores_result r = res(&session_hexcells, "medium-hard", SCORES_WON,
                              hexcells_figure(i % 2, 30000 + (uint64_t)i), false,
                              (uint64_t)i + 1, 1700000000 + i);
        assert_true(scores_result_valid(&r, NULL));
        assert_true(scores_append(&log, &r, SCORES_LOG_MAX));
    }
    scores_table t;
    scores_table_for(&log, &session_hexcells, "medium-hard", &t);
    assert_int_equal(t.won, 6);
    assert_int_equal(t.nrecent, 0);
    uint64_t mean;
    assert_false(scores_average(&t, 5, &mean));
    scores_log_free(&log);
}

/* ---------------------------------------------------------------- files */

static void record_creates_the_directory_and_reports_the_rank(void **state)
{
    tu_fixture *f = *state;
    char dir[STORE_PATH_MAX], path[2 * STORE_PATH_MAX];
    snprintf(dir, sizeof dir, "%s/state/hexpuzzle", f->dir);
    snprintf(path, sizeof path, "%s/scores", dir);
    store_warnings w;
    store_warnings_init(&w);
    int rank = -1;
    scores_table t;
    scores_result r = MINES(WON, 5000, false, 1);
    assert_int_equal(scores_record(dir, &r, &rank, &t, &w), STORE_OK);
    assert_int_equal(w.n, 0);
    assert_int_equal(rank, 1);
    assert_int_equal(t.played, 1);
    r = MINES(WON, 6000, false, 2);
    assert_int_equal(scores_record(dir, &r, &rank, &t, &w), STORE_OK);
    assert_int_equal(rank, 2);
    r = MINES(WON, 5000, false, 3); /* a tie is not a new best */
    assert_int_equal(scores_record(dir, &r, &rank, &t, &w), STORE_OK);
    assert_int_equal(rank, 2);
    r = MINES(WON, 100, true, 4);   /* assisted: never ranked */
    assert_int_equal(scores_record(dir, &r, &rank, &t, &w), STORE_OK);
    assert_int_equal(rank, 0);
    assert_int_equal(t.played, 4);
    assert_int_equal(t.streak, 0);        /* a win with help ends a streak */
    assert_int_equal(t.helped, 1);
    struct stat st;
    assert_int_equal(stat(dir, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0700);
    scores_log log;
    assert_true(scores_load(dir, &log, &w));
    assert_int_equal(log.nresult, 4);
    assert_int_equal(log.result[3].seed, 4);
    scores_log_free(&log);
    assert_int_equal(w.n, 0);
}

static void record_uses_xdg_state_home_by_default(void **state)
{
    tu_fixture *f = *state;
    setenv("XDG_STATE_HOME", f->dir, 1);
    scores_result r = res(&session_hextris, "marathon", SCORES_OVER, 42, false,
                          9, 1700000000);
    assert_int_equal(scores_record(NULL, &r, NULL, NULL, NULL), STORE_OK);
    char path[STORE_PATH_MAX];
    snprintf(path, sizeof path, "%s/hexpuzzle/scores", f->dir);
    char *text = tu_read(path, NULL);
    assert_non_null(text);
    assert_string_equal(text, "hexpuzzle-scores 4\n"
                              "result hextris marathon over 42 0 9 "
                              "2023-11-14T22:13:20Z\n"
                              "end 1\n");
    free(text);
}

static void record_over_a_corrupt_file_keeps_a_copy_and_starts_afresh(
    void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX], copy[STORE_PATH_MAX];
    /* Garbage, a truncated file, a file of the wrong kind. */
    const char *const bad[] = { "\x01\x02garbage\xff",
                                "hexpuzzle-scores 3\nresult hexmines beg",
                                "hexpuzzle-save 1\nend 0\n" };
    for (size_t i = 0; i < 3; i++) {
        assert_true(tu_fresh_file(f->dir, "scores", bad[i], strlen(bad[i]),
                                  path, sizeof path));
        store_warnings w;
        store_warnings_init(&w);
        scores_result r = MINES(LOST, 10, false, 5);
        scores_table t;
        int rank;
        assert_int_equal(scores_record(f->dir, &r, &rank, &t, &w), STORE_OK);
        assert_int_equal(w.n, 1);
        assert_int_equal(tu_count_prefix(f->dir, "scores.corrupt-", copy,
                                         sizeof copy), 1);
        char want[3 * STORE_PATH_MAX];
        snprintf(want, sizeof want, "scores file %s is corrupt (", path);
        assert_int_equal(strncmp(w.line[0], want, strlen(want)), 0);
        snprintf(want, sizeof want, "); moved it aside to %s", copy);
        assert_non_null(strstr(w.line[0], want));
        size_t len;
        char *kept = tu_read(copy, &len);
        assert_int_equal(len, strlen(bad[i]));
        assert_memory_equal(kept, bad[i], len);
        free(kept);
        assert_int_equal(t.played, 1);
        scores_log log;
        assert_true(scores_load(f->dir, &log, &w));
        assert_int_equal(log.nresult, 1);
        scores_log_free(&log);
    }
}

static void load_moves_a_corrupt_file_aside_and_returns_empty(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX];
    snprintf(path, sizeof path, "%s/scores", f->dir);
    assert_true(tu_write(path, "hexpuzzle-scores 3\nend 5\n", 25));
    store_warnings w;
    store_warnings_init(&w);
    scores_log log;
    assert_false(scores_load(f->dir, &log, &w));
    assert_int_equal(log.nresult, 0);
    assert_int_equal(w.n, 1);
    assert_non_null(strstr(w.line[0], "(line 2: end line does not match"));
    assert_int_equal(tu_count_prefix(f->dir, "scores.corrupt-", NULL, 0), 1);
    assert_int_equal(access(path, F_OK), -1);
    /* A missing file or directory is simply empty. */
    store_warnings_init(&w);
    char missing[STORE_PATH_MAX];
    snprintf(missing, sizeof missing, "%s/none/hexpuzzle", f->dir);
    assert_true(scores_load(missing, &log, &w));
    assert_int_equal(w.n, 0);
}

/* Under the lock: the corrupt file is still in place, and a writer
 * replaces it with a good one. */
static bool replace_with_a_good_file(const void *dir)
{
    char path[STORE_PATH_MAX], tmp[STORE_PATH_MAX];
    const char good[] = "hexpuzzle-scores 3\nend 0\n";
    return tu_count_prefix(dir, "scores.corrupt-", NULL, 0) == 0 &&
           tu_path(path, sizeof path, dir, "scores") &&
           access(path, F_OK) == 0 && tu_path(tmp, sizeof tmp, dir, "new") &&
           tu_write(tmp, good, strlen(good)) && rename(tmp, path) == 0;
}

static void load_reads_a_corrupt_file_again_under_the_lock(void **state)
{
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX], lock[STORE_PATH_MAX], flag[STORE_PATH_MAX];
    assert_true(tu_path(path, sizeof path, f->dir, "scores"));
    assert_true(tu_path(lock, sizeof lock, f->dir, "scores.lock"));
    assert_true(tu_path(flag, sizeof flag, f->dir, "flag"));
    assert_true(tu_write(path, "hexpuzzle-scores 3\nen", 21));
    pid_t pid = tu_hold_lock(lock, flag, 400, replace_with_a_good_file,
                             f->dir);
    store_warnings w;
    store_warnings_init(&w);
    scores_log log;
    assert_true(scores_load(f->dir, &log, &w));
    assert_true(tu_child_ok(pid));
    assert_int_equal(w.n, 0);
    assert_int_equal(tu_count_prefix(f->dir, "scores.corrupt-", NULL, 0), 0);
    scores_log_free(&log);
}

static void unwritable_state_directory_warns_and_still_gives_a_table(
    void **state)
{
    tu_fixture *f = *state;
    char file[STORE_PATH_MAX], dir[2 * STORE_PATH_MAX];
    snprintf(file, sizeof file, "%s/file-not-dir", f->dir);
    assert_true(tu_write(file, "x", 1));
    snprintf(dir, sizeof dir, "%s/hexpuzzle", file);
    setenv("XDG_STATE_HOME", file, 1);
    store_warnings w;
    store_warnings_init(&w);
    scores_result r = MINES(WON, 1234, false, 1);
    scores_table t;
    int rank = -1;
    assert_int_equal(scores_record(NULL, &r, &rank, &t, &w), STORE_ERROR);
    assert_int_equal(w.n, 1);
    char want[3 * STORE_PATH_MAX];
    snprintf(want, sizeof want, "cannot save scores: %s: %s", dir,
             strerror(ENOTDIR));
    assert_string_equal(w.line[0], want);
    assert_int_equal(rank, 1);
    assert_int_equal(t.played, 1);
    assert_int_equal(t.top[0].figure, 1234);
    scores_log log;
    store_warnings_init(&w);
    assert_false(scores_load(NULL, &log, &w));
    assert_int_equal(w.n, 1);
    assert_non_null(strstr(w.line[0], "cannot read scores: "));
    assert_int_equal(log.nresult, 0);
}

static void scores_whose_lock_cannot_be_taken_are_left_alone(void **state)
{
    /* A directory where the lock file belongs stops root too, unlike a mode
     * 0500 state directory. */
    tu_fixture *f = *state;
    char path[STORE_PATH_MAX], lock[STORE_PATH_MAX];
    assert_true(tu_path(path, sizeof path, f->dir, "scores"));
    assert_true(tu_path(lock, sizeof lock, f->dir, "scores.lock"));
    const char before[] = "hexpuzzle-scores 3\nend 0\n";
    assert_true(tu_write(path, before, strlen(before)));
    assert_int_equal(mkdir(lock, 0700), 0);
    store_warnings w;
    store_warnings_init(&w);
    scores_result r = MINES(WON, 1234, false, 1);
    int rank = -1;
    scores_table t;
    assert_int_equal(scores_record(f->dir, &r, &rank, &t, &w), STORE_ERROR);
    assert_int_equal(w.n, 1);
    char want[3 * STORE_PATH_MAX];
    snprintf(want, sizeof want, "cannot save scores: %s: %s", lock,
             strerror(EISDIR));
    assert_string_equal(w.line[0], want);
    assert_int_equal(rank, 1);
    assert_int_equal(t.played, 1);
    char *after = tu_read(path, NULL);
    assert_non_null(after);
    assert_string_equal(after, before);
    free(after);
    assert_int_equal(tu_count_prefix(f->dir, "scores.tmp-", NULL, 0), 0);
}

static void invalid_result_is_refused_with_a_warning(void **state)
{
    tu_fixture *f = *state;
    store_warnings w;
    store_warnings_init(&w);
    scores_result r = res(&session_hextris, "tetra", SCORES_OVER, 1, false, 1, 1);
    scores_table t;
    assert_int_equal(scores_record(f->dir, &r, NULL, &t, &w), STORE_ERROR);
    assert_int_equal(w.n, 1);
    assert_string_equal(w.line[0], "cannot save scores: bad result (hextris "
                                   "category must be MODE or MODE:WxH)");
    assert_int_equal(t.played, 0);
}

static void two_processes_recording_at_once_both_land(void **state)
{
    tu_fixture *f = *state;
    enum { CHILDREN = 4, EACH = 25 };
    pid_t pids[CHILDREN];
    for (int c = 0; c < CHILDREN; c++) {
        pids[c] = fork();
        assert_true(pids[c] >= 0);
        if (pids[c] == 0) {
            int failures = 0;
            for (int i = 0; i < EACH; i++) {
                scores_result r = MINES(WON, 1000 + (uint64_t)i, false,
                                        (uint64_t)(c * 1000 + i));
                failures += scores_record(f->dir, &r, NULL, NULL, NULL) != 0;
            }
            _exit(failures ? 1 : 0);
        }
    }
    for (int c = 0; c < CHILDREN; c++) {
        int status;
        assert_int_equal(waitpid(pids[c], &status, 0), pids[c]);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
    }
    scores_log log;
    store_warnings w;
    store_warnings_init(&w);
    assert_true(scores_load(f->dir, &log, &w));
    assert_int_equal(log.nresult, CHILDREN * EACH);
    int seen[CHILDREN][EACH] = { { 0 } };
    for (size_t i = 0; i < log.nresult; i++) {
        uint64_t s = log.result[i].seed;
        seen[s / 1000][s % 1000]++;
    }
    for (int c = 0; c < CHILDREN; c++)
        for (int i = 0; i < EACH; i++)
            if (seen[c][i] != 1) {
                print_message("child %d record %d seen %d times\n", c, i,
                              seen[c][i]);
                fail();
            }
    assert_int_equal(tu_count_prefix(f->dir, "scores.corrupt", NULL, 0), 0);
    assert_int_equal(tu_count_prefix(f->dir, "scores.tmp", NULL, 0), 0);
    scores_log_free(&log);
}

static void file_is_bounded_by_folding_when_recording(void **state)
{
    tu_fixture *f = *state;
    /* Write a full log, then record one more: the oldest is folded. */
    scores_log log;
    scores_log_init(&log);
    for (uint64_t i = 0; i < SCORES_LOG_MAX; i++) {
        scores_result r = MINES(WON, 2000 + i, false, i);
        if (i % 3 == 0)
            r.outcome = SCORES_LOST;
        assert_true(scores_append(&log, &r, SCORES_LOG_MAX));
    }
    size_t len;
    char *text = scores_format(&log, &len);
    char path[STORE_PATH_MAX];
    snprintf(path, sizeof path, "%s/scores", f->dir);
    assert_true(tu_write(path, text, len));
    free(text);
    scores_result r = MINES(WON, 1, false, 99999);
    int rank;
    scores_table t;
    assert_int_equal(scores_record(f->dir, &r, &rank, &t, NULL), STORE_OK);
    assert_int_equal(rank, 1);
    assert_int_equal(t.played, SCORES_LOG_MAX + 1);
    scores_log_free(&log);
    assert_true(scores_load(f->dir, &log, NULL));
    assert_int_equal(log.nresult, SCORES_LOG_MAX);
    assert_int_equal(log.nbase, 1);
    assert_int_equal(log.base[0].played, 1);
    assert_int_equal(log.base[0].won, 0);
    assert_int_equal(log.result[0].seed, 1);
    scores_log_free(&log);
}

/* One slow game does not flatten the others: heights go by rank. */
static void sparkline_keeps_ordinary_wins_apart_beside_a_slow_one(void **state)
{
    (void)state;
    scores_table t;
    memset(&t, 0, sizeof t);
    static const uint64_t secs[] = { 12, 10, 100, 11, 13, 12 };
    for (size_t i = 0; i < 6; i++)
        t.recent[t.nrecent++] = secs[i] * 1000;
    char line[SCORES_RECENT * 3 + 1];
    scores_sparkline(&t, false, line, sizeof line);
    /* Ranks 2 0 5 1 4 2 of 0..5, times 7 / 5. */
    assert_string_equal(line, "-_@.*-");
    t.nrecent = 1;
    scores_sparkline(&t, false, line, sizeof line);
    assert_string_equal(line, "_");
}

/* A win with help, folded away, stays counted apart: in the base line's
 * seventh number, which a file without help never has. */
static void helped_wins_fold_into_the_base_line(void **state)
{
    (void)state;
    scores_log log;
    scores_log_init(&log);
    scores_result helped = MINES(WON, 3000, true, 1);
    scores_result alone = MINES(WON, 4000, false, 2);
    assert_true(scores_append(&log, &helped, SCORES_LOG_MAX));
    assert_true(scores_append(&log, &alone, SCORES_LOG_MAX));
    for (uint64_t i = 0; i < SCORES_LOG_MAX; i++) {
        scores_result r = MINES(LOST, 2000 + i, false, 10 + i);
        assert_true(scores_append(&log, &r, SCORES_LOG_MAX));
    }
    assert_int_equal(log.nbase, 1);
    assert_int_equal(log.base[0].played, 2);
    assert_int_equal(log.base[0].won, 1);
    assert_int_equal(log.base[0].helped, 1);
    size_t len;
    char *text = scores_format(&log, &len);
    assert_non_null(strstr(text, "\nbase hexmines beginner 2 1 1 1 1\n"));
    scores_log back;
    assert_true(scores_parse(text, len, &back, NULL));
    assert_int_equal(back.base[0].helped, 1);
    scores_table t;
    scores_table_for(&back, &session_hexmines, "beginner", &t);
    assert_int_equal(t.helped, 1);
    assert_int_equal(t.won, 1);
    free(text);
    scores_log_free(&back);
    scores_log_free(&log);
    /* More helped than the games not won alone: no base line. */
    const char bad[] = "hexpuzzle-scores 4\nbase hexmines beginner 2 1 1 1 2\nend 1\n";
    char why[STORE_WHY_MAX] = "";
    assert_false(scores_parse(bad, strlen(bad), &back, why));
    assert_non_null(strstr(why, "inconsistent"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
#define T(name) cmocka_unit_test_setup_teardown(name, tu_setup, \
                                                tu_teardown)
        T(sample_file_parses_to_its_values),
        T(format_of_a_parsed_file_gives_the_same_bytes),
        T(a_version_1_file_is_read_with_its_hextris_tables_as_the_short_wells),
        T(a_version_2_file_is_read_as_it_is),
        T(empty_log_formats_as_header_and_end),
        T(malformed_files_are_refused_with_a_reason),
        T(embedded_nul_and_overlong_lines_are_refused),
        T(dates_round_trip_across_leap_days_and_year_ends),
        T(impossible_or_misspelt_dates_are_refused),
        T(custom_category_text),
        T(daily_categories_keep_their_games_rules),
        T(a_game_reads_its_figure_its_own_way),
        T(hexmines_top_ranks_unassisted_wins_fastest_first),
        T(top_table_keeps_ten_and_ties_do_not_displace),
        T(hextris_tables_rank_marathon_by_score_and_sprint_by_time),
        T(statistics_count_streaks_on_a_constructed_log),
        T(base_line_streak_continues_into_results),
        T(folding_keeps_tables_and_statistics_exact),
        T(tables_come_in_menu_order),
        T(a_version_3_file_is_read_as_it_is),
        T(packed_figures_have_no_means),
        T(print_shows_every_table_as_plain_text),
        T(tables_average_the_latest_wins_and_mark_nf_bests),
        T(record_creates_the_directory_and_reports_the_rank),
        T(record_uses_xdg_state_home_by_default),
        T(record_over_a_corrupt_file_keeps_a_copy_and_starts_afresh),
        T(load_moves_a_corrupt_file_aside_and_returns_empty),
        T(load_reads_a_corrupt_file_again_under_the_lock),
        T(unwritable_state_directory_warns_and_still_gives_a_table),
        T(scores_whose_lock_cannot_be_taken_are_left_alone),
        T(invalid_result_is_refused_with_a_warning),
        T(two_processes_recording_at_once_both_land),
        T(file_is_bounded_by_folding_when_recording),
        T(helped_wins_fold_into_the_base_line),
        T(sparkline_keeps_ordinary_wins_apart_beside_a_slow_one),
#undef T
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
