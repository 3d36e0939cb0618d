/* Unit tests for rawkeys: protocol key events with their press, repeat and
 * release, keys as term.h numbers them (shift, caps lock, ctrl, keypad,
 * modifier keys alone), SGR and X10 mouse reports, the query's replies,
 * legacy bytes, and input cut short or broken (a seeded mutation loop). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "tui/rawkeys.h"

/* Decodes s (more may come) and checks that all of it was used. */
static rawkeys_kind decode(const char *s, term_event *ev)
{
    size_t used = 0;
    rawkeys_kind k = rawkeys_decode((const unsigned char *)s, strlen(s), true, ev, &used);
    if (k != RAWKEYS_INCOMPLETE)
        assert_int_equal(used, strlen(s));
    return k;
}

static void expect_key(const char *s, int key, enum term_press press)
{
    term_event ev;
    memset(&ev, 0xff, sizeof ev);
    assert_int_equal(decode(s, &ev), RAWKEYS_EVENT);
    assert_int_equal(ev.kind, TE_KEY);
    assert_int_equal(ev.key, key);
    assert_int_equal(ev.press, press);
}

static void expect_kind(const char *s, rawkeys_kind want)
{
    term_event ev;
    assert_int_equal(decode(s, &ev), want);
}

static void expect_mouse(const char *s, enum term_button b, int x, int y)
{
    term_event ev;
    assert_int_equal(decode(s, &ev), RAWKEYS_EVENT);
    assert_int_equal(ev.kind, TE_MOUSE);
    assert_int_equal(ev.button, b);
    assert_int_equal(ev.x, x);
    assert_int_equal(ev.y, y);
}

static void arrows_press_repeat_and_release(void **state)
{
    (void)state;
    expect_key("\033[D", TK_LEFT, TP_DOWN);
    expect_key("\033[1;1:1D", TK_LEFT, TP_DOWN);
    expect_key("\033[1;1:2D", TK_LEFT, TP_REPEAT);
    expect_key("\033[1;1:3D", TK_LEFT, TP_UP);
    expect_key("\033[1;1:3C", TK_RIGHT, TP_UP);
    expect_key("\033[1;1:3B", TK_DOWN, TP_UP);
    expect_key("\033[A", TK_UP, TP_DOWN);
    expect_key("\033OA", TK_UP, TP_DOWN);
}

static void csi_u_keys_as_term_keys(void **state)
{
    (void)state;
    expect_key("\033[113u", 'q', TP_DOWN);
    expect_key("\033[113;1:3u", 'q', TP_UP);
    expect_key("\033[13u", TK_ENTER, TP_DOWN);
    expect_key("\033[27u", TK_ESC, TP_DOWN);
    expect_key("\033[127u", TK_BACKSPACE, TP_DOWN);
    expect_key("\033[9u", TK_TAB, TP_DOWN);
    expect_key("\033[32u", ' ', TP_DOWN);
    expect_key("\033[5~", TK_PGUP, TP_DOWN);
    expect_key("\033[3;1:3~", TK_DELETE, TP_UP);
    expect_key("\033[11~", TK_F1, TP_DOWN);
    expect_key("\033OP", TK_F1, TP_DOWN);
    expect_key("\033[2~", TK_UNKNOWN, TP_DOWN);      /* insert */
    expect_key("\033[57376u", TK_UNKNOWN, TP_DOWN);  /* F13 */
}

static void shift_caps_and_the_shifted_key(void **state)
{
    (void)state;
    expect_key("\033[113;2u", 'Q', TP_DOWN);
    expect_key("\033[113;65u", 'Q', TP_DOWN);        /* caps lock */
    expect_key("\033[113;66u", 'q', TP_DOWN);        /* both */
    expect_key("\033[47:63;2u", '?', TP_DOWN);       /* shift+/ on US */
    expect_key("\033[49:33;2:3u", '!', TP_UP);
}

static void ctrl_gives_control_characters(void **state)
{
    (void)state;
    expect_key("\033[99;5u", 3, TP_DOWN);            /* Ctrl-C */
    expect_key("\033[122;5u", 26, TP_DOWN);          /* Ctrl-Z */
    expect_key("\033[91;5u", 27, TP_DOWN);           /* Ctrl-[ */
    expect_key("\033[49;5u", TK_UNKNOWN, TP_DOWN);   /* Ctrl-1 */
    expect_key("\033[113;3u", TK_UNKNOWN, TP_DOWN);  /* Alt-q */
    expect_key("\033[113;9u", TK_UNKNOWN, TP_DOWN);  /* Super-q */
}

static void keypad_keys_are_the_main_keys(void **state)
{
    (void)state;
    expect_key("\033[57417u", TK_LEFT, TP_DOWN);
    expect_key("\033[57417;1:3u", TK_LEFT, TP_UP);
    expect_key("\033[57399u", '0', TP_DOWN);
    expect_key("\033[57414u", TK_ENTER, TP_DOWN);
}

static void modifier_keys_alone_are_skipped(void **state)
{
    (void)state;
    expect_kind("\033[57441u", RAWKEYS_SKIP);
    expect_kind("\033[57441;2:3u", RAWKEYS_SKIP);
    expect_kind("\033[57358u", RAWKEYS_SKIP);        /* caps lock */
}

static void losing_the_focus_is_a_key_gaining_it_nothing(void **state)
{
    (void)state;
    expect_key("\033[O", TK_FOCUS_OUT, TP_DOWN);
    expect_kind("\033[I", RAWKEYS_SKIP);
    expect_key("\033OD", TK_LEFT, TP_DOWN);   /* SS3, not a focus report */
}

static void query_replies_are_never_keys(void **state)
{
    (void)state;
    expect_kind("\033[?0u", RAWKEYS_PROTOCOL);
    expect_kind("\033[?15u", RAWKEYS_PROTOCOL);
    expect_kind("\033[?62;22c", RAWKEYS_ATTRS);
    expect_kind("\033[?1;2c", RAWKEYS_ATTRS);
}

/* What a reader makes of input that comes in pieces: the decoded events
 * and replies, in order, as one line ("k120 P A k<left>..."). Input that
 * is cut waits for its next piece (more may come), as it does in term.c. */
static void decode_pieces(const char *in, const size_t *cuts, size_t ncuts,
                          char *got, size_t cap)
{
    unsigned char buf[64];
    size_t len = 0, from = 0, n = strlen(in);
    got[0] = '\0';
    for (size_t piece = 0; piece <= ncuts; piece++) {
        size_t to = piece < ncuts ? cuts[piece] : n;
        memcpy(buf + len, in + from, to - from);
        len += to - from;
        from = to;
        while (len > 0) {
            term_event ev;
            size_t used = 0;
            rawkeys_kind k = rawkeys_decode(buf, len, true, &ev, &used);
            if (k == RAWKEYS_INCOMPLETE)
                break;
            char one[24] = "";
            if (k == RAWKEYS_PROTOCOL)
                snprintf(one, sizeof one, "P ");
            else if (k == RAWKEYS_ATTRS)
                snprintf(one, sizeof one, "A ");
            else if (k == RAWKEYS_EVENT)
                snprintf(one, sizeof one, "k%d/%d ", ev.key, (int)ev.press);
            strncat(got, one, cap - strlen(got) - 1);
            memmove(buf, buf + used, len - used);
            len -= used;
        }
    }
}

/* The replies to the query, late and cut anywhere by a slow link, between
 * keys: each is taken whole, as a reply, and never as keys or text. */
static void replies_cut_anywhere_come_whole(void **state)
{
    (void)state;
    const char *in = "x\033[?0u\033[?62;22c\033[1;1:3Dy";
    char want[128], got[128];
    snprintf(want, sizeof want, "k120/0 P A k%d/2 k121/0 ", TK_LEFT);
    decode_pieces(in, NULL, 0, got, sizeof got);
    assert_string_equal(got, want);
    size_t n = strlen(in);
    for (size_t a = 1; a < n; a++) {
        for (size_t b = a; b < n; b++) {
            size_t cuts[2] = { a, b };
            decode_pieces(in, cuts, 2, got, sizeof got);
            if (strcmp(got, want) != 0)
                fail_msg("cut at %zu and %zu: %s", a, b, got);
        }
    }
    size_t every[64];
    for (size_t i = 0; i + 1 < n; i++)
        every[i] = i + 1;
    decode_pieces(in, every, n - 1, got, sizeof got);
    assert_string_equal(got, want);
}

static void sgr_mouse_presses_and_wheel(void **state)
{
    (void)state;
    expect_mouse("\033[<0;1;1M", TB_LEFT, 0, 0);
    expect_mouse("\033[<1;10;5M", TB_MIDDLE, 9, 4);
    expect_mouse("\033[<2;80;24M", TB_RIGHT, 79, 23);
    expect_mouse("\033[<64;3;4M", TB_WHEEL_UP, 2, 3);
    expect_mouse("\033[<65;3;4M", TB_WHEEL_DOWN, 2, 3);
    expect_mouse("\033[<4;3;4M", TB_LEFT, 2, 3);      /* shift held */
    expect_mouse("\033[<0;300;200M", TB_LEFT, 299, 199);
}

static void sgr_mouse_releases_and_motion_are_skipped(void **state)
{
    (void)state;
    expect_kind("\033[<0;1;1m", RAWKEYS_SKIP);
    expect_kind("\033[<32;5;5M", RAWKEYS_SKIP);
    expect_kind("\033[<35;5;5M", RAWKEYS_SKIP);
    expect_kind("\033[<66;5;5M", RAWKEYS_SKIP);       /* wheel left */
    expect_kind("\033[<0;5M", RAWKEYS_SKIP);          /* a field short */
    expect_kind("\033[<0;5;5;5M", RAWKEYS_SKIP);      /* one too many */
    expect_kind("\033[<0;0;5M", RAWKEYS_SKIP);        /* cells count from 1 */
}

static void x10_mouse_reports(void **state)
{
    (void)state;
    expect_mouse("\033[M !!", TB_LEFT, 0, 0);
    expect_mouse("\033[M!+%", TB_MIDDLE, 10, 4);
    expect_mouse("\033[M\"!!", TB_RIGHT, 0, 0);
    expect_mouse("\033[M`!!", TB_WHEEL_UP, 0, 0);
    expect_mouse("\033[Ma!!", TB_WHEEL_DOWN, 0, 0);
    expect_kind("\033[M#!!", RAWKEYS_SKIP);           /* release */
    expect_kind("\033[M@!!", RAWKEYS_SKIP);           /* motion */
}

static void x10_reports_past_column_94_have_bytes_above_ascii(void **state)
{
    (void)state;
    expect_mouse("\033[M \xb9!", TB_LEFT, 152, 0);
    expect_mouse("\033[M\"\xff\xff", TB_RIGHT, 222, 222);
}

/* term.c reads a report begun after an ESC byte by byte, any byte while
 * it is a mouse report, and waits for the rest while each prefix is
 * incomplete. */
static void mouse_reports_are_known_from_their_third_byte(void **state)
{
    (void)state;
    static const char *const reports[] = { "\033[<0;12;7M", "\033[M !!" };
    for (size_t r = 0; r < 2; r++) {
        const unsigned char *b = (const unsigned char *)reports[r];
        size_t n = strlen(reports[r]);
        for (size_t len = 1; len < n; len++) {
            term_event ev;
            size_t used = 9;
            assert_int_equal(rawkeys_in_mouse_report(b, len), len >= 3);
            assert_int_equal(rawkeys_decode(b, len, true, &ev, &used), RAWKEYS_INCOMPLETE);
        }
        assert_true(rawkeys_in_mouse_report(b, n));
    }
    assert_false(rawkeys_in_mouse_report((const unsigned char *)"\033[A", 3));
    assert_false(rawkeys_in_mouse_report((const unsigned char *)"\033O<", 3));
    assert_false(rawkeys_in_mouse_report((const unsigned char *)"x[<", 3));
}

static void legacy_bytes(void **state)
{
    (void)state;
    expect_key("q", 'q', TP_DOWN);
    expect_key("\r", TK_ENTER, TP_DOWN);
    expect_key("\n", TK_ENTER, TP_DOWN);
    expect_key("\177", TK_BACKSPACE, TP_DOWN);
    expect_key("\t", TK_TAB, TP_DOWN);
    expect_key("\xc3\xa9", 0xe9, TP_DOWN);
    expect_key("\xe2\x82\xac", 0x20ac, TP_DOWN);
    expect_key("\xf0\x9f\x99\x82", 0x1f642, TP_DOWN);
    expect_kind("\xff", RAWKEYS_SKIP);
    expect_kind("\xc0", RAWKEYS_SKIP);                /* never in UTF-8 */
    expect_kind("\xe0\x80\xaf", RAWKEYS_SKIP);        /* overlong */
    expect_kind("\xed\xa0\x80", RAWKEYS_SKIP);        /* a surrogate */
}

static void esc_waits_then_is_the_esc_key(void **state)
{
    (void)state;
    term_event ev;
    size_t used = 9;
    assert_int_equal(rawkeys_decode((const unsigned char *)"\033", 1, true, &ev, &used),
                     RAWKEYS_INCOMPLETE);
    assert_int_equal(used, 0);
    assert_int_equal(rawkeys_decode((const unsigned char *)"\033", 1, false, &ev, &used),
                     RAWKEYS_EVENT);
    assert_int_equal(used, 1);
    assert_int_equal(ev.key, TK_ESC);
    /* Esc then a key, in legacy form (Alt): Esc first, the key next. */
    assert_int_equal(rawkeys_decode((const unsigned char *)"\033x", 2, true, &ev, &used),
                     RAWKEYS_EVENT);
    assert_int_equal(used, 1);
    assert_int_equal(ev.key, TK_ESC);
}

static void cut_short_waits_then_is_skipped(void **state)
{
    (void)state;
    static const char *const prefixes[] = {
        "\033[", "\033[1;1:", "\033[113", "\033[<0;1", "\033[M", "\033[M !",
        "\033[?", "\xe2\x82", "\033O",
    };
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++) {
        const unsigned char *s = (const unsigned char *)prefixes[i];
        size_t len = strlen(prefixes[i]), used = 9;
        term_event ev;
        if (rawkeys_decode(s, len, true, &ev, &used) != RAWKEYS_INCOMPLETE || used != 0)
            fail_msg("prefix %zu is not waited for", i);
        rawkeys_kind k = rawkeys_decode(s, len, false, &ev, &used);
        if (k == RAWKEYS_INCOMPLETE || used == 0 || used > len)
            fail_msg("prefix %zu is not given up once input stops", i);
    }
}

static void a_cut_sequence_leaves_the_next_one_whole(void **state)
{
    (void)state;
    const unsigned char s[] = "\033[<0;1\033[113u";
    term_event ev;
    size_t used;
    assert_int_equal(rawkeys_decode(s, sizeof s - 1, true, &ev, &used), RAWKEYS_SKIP);
    assert_int_equal(used, 6);
    assert_int_equal(rawkeys_decode(s + used, sizeof s - 1 - used, true, &ev, &used),
                     RAWKEYS_EVENT);
    assert_int_equal(ev.key, 'q');
}

static void long_garbage_is_never_waited_for(void **state)
{
    (void)state;
    unsigned char s[200];
    s[0] = 0x1b; s[1] = '['; s[2] = '<';
    memset(s + 3, '1', sizeof s - 3);
    term_event ev;
    size_t used;
    assert_int_equal(rawkeys_decode(s, sizeof s, true, &ev, &used), RAWKEYS_SKIP);
    assert_true(used > 0 && used <= 64);
    s[2] = '1';
    assert_int_equal(rawkeys_decode(s, sizeof s, true, &ev, &used), RAWKEYS_SKIP);
    assert_true(used > 0 && used <= 64);
}

/* Mutated valid input: every call uses at least one byte (or waits, with
 * more to come) and never more than it was given; events are well formed. */
static void mutated_input_is_always_consumed(void **state)
{
    (void)state;
    static const char *const seeds[] = {
        "\033[1;1:3D", "\033[113;2u", "\033[<0;10;5M", "\033[M !!", "\033[?15u",
        "\033[?62;22c", "\xe2\x82\xac", "\033[47:63;2u", "\033[57441;2:3u",
    };
    rng g;
    rng_seed(&g, 12345, 7);
    for (int round = 0; round < 20000; round++) {
        unsigned char buf[80];
        size_t len = 0;
        while (len < 40) {
            const char *s = seeds[rng_next(&g) % (sizeof seeds / sizeof seeds[0])];
            size_t n = strlen(s);
            memcpy(buf + len, s, n);
            len += n;
        }
        int flips = (int)(rng_next(&g) % 4);
        for (int f = 0; f < flips; f++)
            buf[rng_next(&g) % len] = (unsigned char)rng_next(&g);
        len -= rng_next(&g) % 8;
        size_t at = 0;
        while (at < len) {
            term_event ev;
            size_t used = 0;
            bool more = rng_next(&g) % 2;
            rawkeys_kind k = rawkeys_decode(buf + at, len - at, more, &ev, &used);
            if (k == RAWKEYS_INCOMPLETE) {
                if (!more || used != 0)
                    fail_msg("round %d: incomplete with no more to come", round);
                k = rawkeys_decode(buf + at, len - at, false, &ev, &used);
            }
            if (used == 0 || used > len - at)
                fail_msg("round %d: used %zu of %zu", round, used, len - at);
            if (k == RAWKEYS_EVENT && ev.kind == TE_MOUSE && (ev.x < 0 || ev.y < 0))
                fail_msg("round %d: mouse at %d,%d", round, ev.x, ev.y);
            at += used;
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(arrows_press_repeat_and_release),
        cmocka_unit_test(csi_u_keys_as_term_keys),
        cmocka_unit_test(shift_caps_and_the_shifted_key),
        cmocka_unit_test(ctrl_gives_control_characters),
        cmocka_unit_test(keypad_keys_are_the_main_keys),
        cmocka_unit_test(modifier_keys_alone_are_skipped),
        cmocka_unit_test(losing_the_focus_is_a_key_gaining_it_nothing),
        cmocka_unit_test(query_replies_are_never_keys),
        cmocka_unit_test(replies_cut_anywhere_come_whole),
        cmocka_unit_test(sgr_mouse_presses_and_wheel),
        cmocka_unit_test(sgr_mouse_releases_and_motion_are_skipped),
        cmocka_unit_test(x10_mouse_reports),
        cmocka_unit_test(x10_reports_past_column_94_have_bytes_above_ascii),
        cmocka_unit_test(mouse_reports_are_known_from_their_third_byte),
        cmocka_unit_test(legacy_bytes),
        cmocka_unit_test(esc_waits_then_is_the_esc_key),
        cmocka_unit_test(cut_short_waits_then_is_skipped),
        cmocka_unit_test(a_cut_sequence_leaves_the_next_one_whole),
        cmocka_unit_test(long_garbage_is_never_waited_for),
        cmocka_unit_test(mutated_input_is_always_consumed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
