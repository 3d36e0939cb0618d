/* A bounded, seeded mutation fuzz of the scores, save, config and ladder parsers:
 * valid files are mutated (bit flips, inserted and deleted bytes, cuts,
 * duplicated and swapped lines, huge numbers, long lines) and each parser
 * must either refuse cleanly or accept something that formats back to the
 * very same bytes (or, for config, the same settings). Runs in `make check`,
 * also under the sanitizers; tests/fuzz/ has the open-ended versions. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/config.h"
#include "app/host/host_ladder_file.h"
#include "app/live.h"
#include "app/replays.h"
#include "app/saves.h"
#include "app/scores.h"
#include "app/store.h"
#include "core/rng.h"
#include "files_testutil.h"

enum { ITERATIONS = 50000, BUF_MAX = 16384 };

typedef struct {
    char b[BUF_MAX];
    size_t n;
} buffer;

static const char *const scores_seeds[] = {
    "hexpuzzle-scores 4\nend 0\n",
    TU_SCORES_SAMPLE,
    "hexpuzzle-scores 4\n"
    "result hexmines expert won 100 0 1 2024-01-01T00:00:00Z\n"
    "result hexmines expert won 90 0 2 2024-01-01T00:00:01Z\n"
    "result hextris marathon over 0 0 3 2024-01-01T00:00:02Z\n"
    "end 3\n",
};

static const char *const saves_seeds[] = {
    "hexpuzzle-save 1\ngame hexmines\nparams rect:9x9:10:noguess:seed=42\n"
    "elapsed_ms 12345\nfirst 3,4\nmove 0 O3,4\nmove 1500 F2,2\nmove 1600 U\n"
    "end 3\n",
    "hexpuzzle-save 1\ngame hextris\nparams 9x20:marathon:1:seed=7\n"
    "elapsed_ms 0\nrng 123456789\nmove 0 L\nmove 16 TICK\nmove 40 CW\n"
    "move 41 DROP\nmove 999999999999 RESUME\nend 5\n",
    "hexpuzzle-save 1\ngame x\nparams p\nelapsed_ms 0\nend 0\n",
};

static const char *const replay_seeds[] = {
    "hexpuzzle-replay 1\ngame hexmines\nparams rect:9x9:10:noguess:seed=42\n"
    "elapsed_ms 2400\noutcome lost\nfigure 1400\nassisted 0\nrank 0\ntable beginner\n"
    "player tester\nstarted 2023-11-14T22:13:18Z\nended 2023-11-14T22:13:20Z\nversion 0.1.0\nmove 1000 O4,4\n"
    "move 1500 F3,1\nmove 2400 O2,0\nend 3\n",
    "hexpuzzle-replay 1\n"
    "game hextris\n"
    "params 10x20:marathon:1:seed=3\n"
    "elapsed_ms 518\n"
    "outcome over\n"
    "figure 164\n"
    "assisted 0\n"
    "rank 1\n"
    "table marathon\n"
    "player alice\n"
    "started 2026-11-23T20:41:12Z\n"
    "ended 2026-11-23T20:41:12Z\n"
    "version 0.1.0\n"
    "move 503 DROP\n"
    "move 505 DROP\n"
    "move 507 DROP\n"
    "move 509 DROP\n"
    "move 511 DROP\n"
    "move 513 DROP\n"
    "move 515 DROP\n"
    "move 516 DROP\n"
    "move 518 DROP\n"
    "end 9\n",
};

static const char *const live_seeds[] = {
    "hexpuzzle-live 1\ngame hextris\nparams 10x20:marathon:1:seed=5\nplayer alice\n"
    "pid 77\nstarted 1000\nmove 500 L\nmove 900 DROP\nend\n",
    "hexpuzzle-live 1\ngame hexmines\nparams rect:9x9:10:noguess:seed=1\nplayer bob\n"
    "pid 12\nstarted 5\nmove 100 O4,4\nmove 2",
};

static const char *const config_seeds[] = {
    "preset = expert\ncolor = no\nscale = compact\nkeys = roguelike\n"
    "mode = sprint\nascii = yes\n",
    "# comment\n\n  color\t=\tauto \r\nkeys=hex\npreset = hexagon\n",
    "colour = yes\nscale\n= no\n",
};

/* -------------------------------------------------------------- mutate */

static size_t line_start(const buffer *x, size_t pos)
{
    while (pos > 0 && x->b[pos - 1] != '\n')
        pos--;
    return pos;
}

static size_t line_end(const buffer *x, size_t pos)
{
    while (pos < x->n && x->b[pos] != '\n')
        pos++;
    return pos < x->n ? pos + 1 : pos;
}

static void insert(buffer *x, size_t at, const char *s, size_t n)
{
    if (x->n + n > BUF_MAX)
        return;
    memmove(x->b + at + n, x->b + at, x->n - at);
    memcpy(x->b + at, s, n);
    x->n += n;
}

static void erase(buffer *x, size_t at, size_t n)
{
    memmove(x->b + at, x->b + at + n, x->n - at - n);
    x->n -= n;
}

static void mutate(buffer *x, rng *r)
{
    static const char specials[] = " \n\r\t\0#=:,/-0123456789TZx\377";
    static const char *const numbers[] = {
        "0", "01", "-1", "999999999999", "1000000000000",
        "18446744073709551615", "18446744073709551616",
        "99999999999999999999999999", "2147483648", "1e3",
    };
    size_t pos = x->n ? rng_below(r, (uint32_t)x->n + 1) : 0;
    switch (rng_below(r, 10)) {
    case 0: /* flip a bit */
        if (x->n)
            x->b[pos % x->n] ^= (char)(1u << rng_below(r, 8));
        break;
    case 1: /* overwrite with a byte that means something to a parser */
        if (x->n)
            x->b[pos % x->n] = specials[rng_below(r, sizeof specials - 1)];
        break;
    case 2: { /* insert random bytes */
        char bytes[8];
        uint32_t k = 1 + rng_below(r, 8);
        for (uint32_t i = 0; i < k; i++)
            bytes[i] = (char)rng_below(r, 256);
        insert(x, pos, bytes, k);
        break;
    }
    case 3: /* delete a range */
        erase(x, pos, rng_below(r, (uint32_t)(x->n - pos) + 1) % 16);
        break;
    case 4: /* truncate */
        x->n = pos;
        break;
    case 5: { /* duplicate a line */
        size_t s = line_start(x, pos), e = line_end(x, pos);
        char line[512];
        if (e - s < sizeof line) {
            memcpy(line, x->b + s, e - s);
            insert(x, e, line, e - s);
        }
        break;
    }
    case 6: { /* swap a line with the next */
        size_t s = line_start(x, pos), e = line_end(x, pos);
        size_t e2 = line_end(x, e);
        char tmp[1024];
        if (e2 - s < sizeof tmp && e < e2) {
            memcpy(tmp, x->b + e, e2 - e);
            memcpy(tmp + (e2 - e), x->b + s, e - s);
            memcpy(x->b + s, tmp, e2 - s);
        }
        break;
    }
    case 7: { /* replace a run of digits with a troublesome number */
        size_t s = pos;
        while (s < x->n && (x->b[s] < '0' || x->b[s] > '9'))
            s++;
        size_t e = s;
        while (e < x->n && x->b[e] >= '0' && x->b[e] <= '9')
            e++;
        const char *num = numbers[rng_below(r, 10)];
        erase(x, s, e - s);
        insert(x, s, num, strlen(num));
        break;
    }
    case 8: { /* a long line */
        char lng[400];
        uint32_t k = 150 + rng_below(r, 250);
        memset(lng, "a0 "[rng_below(r, 3)], k);
        lng[k - 1] = '\n';
        insert(x, line_start(x, pos), lng, k);
        break;
    }
    default: { /* splice in a piece of itself */
        size_t from = x->n ? rng_below(r, (uint32_t)x->n) : 0;
        size_t k = rng_below(r, 40);
        if (from + k > x->n)
            k = x->n - from;
        char piece[40];
        memcpy(piece, x->b + from, k);
        insert(x, pos, piece, k);
        break;
    }
    }
}

static void make_case(buffer *x, const char *const *seeds, size_t nseeds,
                      rng *r)
{
    const char *s = seeds[rng_below(r, (uint32_t)nseeds)];
    x->n = strlen(s);
    memcpy(x->b, s, x->n);
    uint32_t k = 1 + rng_below(r, 4);
    for (uint32_t i = 0; i < k; i++)
        mutate(x, r);
}

#define SEEDS(a) (a), sizeof(a) / sizeof *(a)

/* --------------------------------------------------------------- check */

static void check_scores(const buffer *x, uint32_t iter, int *accepted)
{
    scores_log log;
    char why[STORE_WHY_MAX] = "";
    if (!scores_parse(x->b, x->n, &log, why)) {
        if (why[0] == '\0' || log.nresult || log.nbest || log.nbase ||
            log.result || log.best || log.base) {
            print_message("scores iteration %u: unclean refusal\n", iter);
            fail();
        }
        return;
    }
    ++*accepted;
    size_t len;
    char *text = scores_format(&log, &len);
    /* A file of version 1 to 3 comes back as version 4 (version 1's
     * hextris tables renamed); that text must then be a fixed point. */
    static const char v1[] = "hexpuzzle-scores 1\n", v2[] = "hexpuzzle-scores 2\n",
                      v3[] = "hexpuzzle-scores 3\n";
    bool older = x->n >= sizeof v1 - 1
                 && (memcmp(x->b, v1, sizeof v1 - 1) == 0 || memcmp(x->b, v2, sizeof v2 - 1) == 0
                     || memcmp(x->b, v3, sizeof v3 - 1) == 0);
    if (text && older) {
        scores_log again;
        bool ok = scores_parse(text, len, &again, why);
        size_t len2;
        char *text2 = ok ? scores_format(&again, &len2) : NULL;
        if (!text2 || len2 != len || memcmp(text2, text, len) != 0) {
            print_message("scores iteration %u: an older text upgraded to\n%s\n"
                          "does not read back as itself (%s)\n", iter, text, why);
            fail();
        }
        free(text2);
        if (ok)
            scores_log_free(&again);
    } else if (!text || len != x->n || memcmp(text, x->b, len) != 0) {
        print_message("scores iteration %u: accepted text does not format "
                      "back to itself:\n%.*s\n---\n%s\n",
                      iter, (int)x->n, x->b, text ? text : "(null)");
        fail();
    }
    free(text);
    size_t n;
    scores_table *t = scores_tables(&log, &n);
    for (size_t i = 0; i < n; i++) {
        assert_true(t[i].won <= t[i].played);
        assert_true(t[i].streak <= t[i].best_streak);
        assert_true(t[i].best_streak <= t[i].won);
        assert_true(t[i].ntop <= SCORES_TOP);
    }
    free(t);
    FILE *devnull = fopen("/dev/null", "w");
    scores_print(devnull, &log);
    fclose(devnull);
    scores_log_free(&log);
}

static void check_saves(const buffer *x, uint32_t iter, int *accepted)
{
    saves_game g;
    char why[STORE_WHY_MAX] = "";
    if (!saves_parse(x->b, x->n, &g, why)) {
        if (why[0] == '\0' || g.nmoves || g.moves || g.nextra) {
            print_message("saves iteration %u: unclean refusal\n", iter);
            fail();
        }
        return;
    }
    ++*accepted;
    assert_true(saves_valid(&g, NULL));
    size_t len;
    char *text = saves_format(&g, &len);
    if (!text || len != x->n || memcmp(text, x->b, len) != 0) {
        print_message("saves iteration %u: accepted text does not format "
                      "back to itself:\n%.*s\n---\n%s\n",
                      iter, (int)x->n, x->b, text ? text : "(null)");
        fail();
    }
    free(text);
    saves_free(&g);
}

/* A replay the parser accepts formats back to itself, and replaying it
 * (whatever its moves) comes to an answer: no crash, no hang. */
static void check_replay(const buffer *x, uint32_t iter, int *accepted)
{
    saves_game g;
    char why[REPLAYS_WHY_MAX] = "";
    if (!replays_parse(x->b, x->n, &g, NULL, why)) {
        if (why[0] == '\0') {
            print_message("replay iteration %u: refused without a reason\n", iter);
            fail();
        }
        return;
    }
    ++*accepted;
    size_t len;
    char *text = replays_format(&g, &len);
    if (!text || len != x->n || memcmp(text, x->b, len) != 0) {
        print_message("replay iteration %u: accepted text does not format back to itself\n",
                      iter);
        fail();
    }
    free(text);
    replays_verify(&g, why);
    saves_free(&g);
}

static void check_config(const buffer *x, uint32_t iter, int *accepted)
{
    config c, back;
    store_warnings w;
    store_warnings_init(&w);
    int bad = config_parse(x->b, x->n, &c, &w);
    size_t lines = 0;
    for (size_t i = 0; i < x->n; i++)
        lines += x->b[i] == '\n';
    if (x->n && x->b[x->n - 1] != '\n')
        lines++;
    if (bad < 0 || (size_t)bad > lines || w.n + w.dropped != bad) {
        print_message("config iteration %u: %d bad of %zu lines\n", iter,
                      bad, lines);
        fail();
    }
    for (int i = 0; i < w.n; i++)
        assert_int_equal(strncmp(w.line[i], "config line ", 12), 0);
    *accepted += bad == 0;
    /* Whatever was taken from the file survives a round trip. */
    char text[512];
    assert_true(config_format(&c, text, sizeof text) < sizeof text);
    store_warnings_init(&w);
    assert_int_equal(config_parse(text, strlen(text), &back, &w), 0);
    if (memcmp(c.value, back.value, sizeof c.value) != 0) {
        print_message("config iteration %u: round trip differs\n", iter);
        fail();
    }
}

static void scores_parser_survives_mutations(void **state)
{
    (void)state;
    static buffer x;
    rng r;
    rng_seed(&r, 20240501, 1);
    int accepted = 0;
    for (uint32_t i = 0; i < ITERATIONS; i++) {
        make_case(&x, SEEDS(scores_seeds), &r);
        check_scores(&x, i, &accepted);
    }
    /* The mutations are not all fatal, so acceptance is exercised too. */
    print_message("scores: %d of %d mutants accepted\n", accepted,
                  ITERATIONS);
    assert_true(accepted > 20);
}

static void saves_parser_survives_mutations(void **state)
{
    (void)state;
    static buffer x;
    rng r;
    rng_seed(&r, 20240502, 2);
    int accepted = 0;
    for (uint32_t i = 0; i < ITERATIONS; i++) {
        make_case(&x, SEEDS(saves_seeds), &r);
        check_saves(&x, i, &accepted);
    }
    print_message("saves: %d of %d mutants accepted\n", accepted, ITERATIONS);
    assert_true(accepted > 20);
}

static void replay_parser_survives_mutations(void **state)
{
    (void)state;
    rng r;
    rng_seed(&r, 0x7265706c, 0);
    buffer x;
    int accepted = 0;
    /* Each accepted mutant is replayed too, which costs more than parsing. */
    for (uint32_t i = 0; i < ITERATIONS / 10; i++) {
        make_case(&x, SEEDS(replay_seeds), &r);
        check_replay(&x, i, &accepted);
    }
    print_message("replays: %d of %d mutants accepted\n", accepted, ITERATIONS / 10);
}

/* Watchers parse files others write: taken or refused, never a crash,
 * and what is taken holds moves of the documented form only. */
static void live_parser_survives_mutations(void **state)
{
    (void)state;
    rng r;
    rng_seed(&r, 0x6c697665, 0);
    buffer x;
    int accepted = 0;
    for (uint32_t i = 0; i < ITERATIONS; i++) {
        make_case(&x, SEEDS(live_seeds), &r);
        live_log l;
        if (!live_parse(x.b, x.n, &l))
            continue;
        accepted++;
        for (size_t k = 0; k < l.nmoves; k++)
            assert_true(l.moves[k].text[0] != '\0' && strlen(l.moves[k].text) < SESSION_MOVE_TEXT);
        live_free(&l);
    }
    print_message("live: %d of %d mutants accepted\n", accepted, ITERATIONS);
}

static const char *const ladder_seeds[] = {
    "hexpuzzle-ladder 1\ngame hextris\nseq 2\n"
    "player alice 1662310893906 290318963718 59999675 1 1 1764000000\n"
    "player bob 1337689106094 290318963718 59999675 0 1 1764000000\n"
    "match 00000000000000000000000000000001 1764000000 alice bob\n",
    "hexpuzzle-ladder 1\ngame hextris\nseq 1\n",
    "hexpuzzle-match 1\ngame hextris\nid 0123456789abcdef0123456789abcdef\nwhen 1764000000\n"
    "winner alice\nloser bob\n",
};

/* The ladders' files are sealed, so that only a recorder could have
 * written one; still, what their parsers take is what their formatters
 * write, byte for byte, and within the ladder's bounds. */
static void ladder_parsers_survive_mutations(void **state)
{
    (void)state;
    rng r;
    rng_seed(&r, 0x6c616464, 0);
    static buffer x;
    static host_ladder l;
    int accepted = 0;
    for (uint32_t i = 0; i < ITERATIONS; i++) {
        make_case(&x, SEEDS(ladder_seeds), &r);
        size_t len = 0;
        char *text = NULL;
        host_match m;
        if (host_ladder_parse(x.b, x.n, "hextris", &l)) {
            for (size_t k = 0; k < l.nplayers; k++)
                assert_true(host_login_ok(l.players[k].login));
            text = host_ladder_format(&l, "hextris", &len);
        } else if (host_match_parse(x.b, x.n, "hextris", &m)) {
            assert_true(host_match_ok(&m));
            text = host_match_format(&m, "hextris", &len);
        } else {
            continue;
        }
        accepted++;
        if (!text || len != x.n || memcmp(text, x.b, len) != 0)
            fail_msg("ladder iteration %u: accepted text does not format back to itself", i);
        free(text);
    }
    print_message("ladders: %d of %d mutants accepted\n", accepted, ITERATIONS);
    assert_true(accepted > 20);
}

static void config_parser_survives_mutations(void **state)
{
    (void)state;
    static buffer x;
    rng r;
    rng_seed(&r, 20240503, 3);
    int accepted = 0;
    for (uint32_t i = 0; i < ITERATIONS; i++) {
        make_case(&x, SEEDS(config_seeds), &r);
        check_config(&x, i, &accepted);
    }
    print_message("config: %d of %d mutants fully good\n", accepted,
                  ITERATIONS);
    assert_true(accepted > 20);
}

static void unmutated_seeds_are_accepted(void **state)
{
    (void)state;
    static buffer x;
    int accepted = 0;
    for (size_t i = 0; i < sizeof scores_seeds / sizeof *scores_seeds; i++) {
        x.n = strlen(scores_seeds[i]);
        memcpy(x.b, scores_seeds[i], x.n);
        check_scores(&x, 0, &accepted);
    }
    for (size_t i = 0; i < sizeof saves_seeds / sizeof *saves_seeds; i++) {
        x.n = strlen(saves_seeds[i]);
        memcpy(x.b, saves_seeds[i], x.n);
        check_saves(&x, 0, &accepted);
    }
    for (size_t i = 0; i < sizeof replay_seeds / sizeof *replay_seeds; i++) {
        x.n = strlen(replay_seeds[i]);
        memcpy(x.b, replay_seeds[i], x.n);
        check_replay(&x, 0, &accepted);
        saves_game g;
        char why[REPLAYS_WHY_MAX] = "";
        assert_true(replays_parse(x.b, x.n, &g, NULL, why));
        if (!replays_verify(&g, why))
            fail_msg("seed %zu does not replay to its claim: %s", i, why);
        saves_free(&g);
    }
    assert_int_equal(accepted, 8);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(unmutated_seeds_are_accepted),
        cmocka_unit_test(scores_parser_survives_mutations),
        cmocka_unit_test(saves_parser_survives_mutations),
        cmocka_unit_test(replay_parser_survives_mutations),
        cmocka_unit_test(live_parser_survives_mutations),
        cmocka_unit_test(config_parser_survives_mutations),
        cmocka_unit_test(ladder_parsers_survive_mutations),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
