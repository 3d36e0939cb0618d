/* The kitty keyboard protocol parser: every form of key event, the query
 * replies, the sequences sent, and bad input (cut, malformed, overlong,
 * mutated) that must never crash, overrun or stall a caller. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "tui/keyproto.h"

static kp_result parse_str(const char *s, size_t *used)
{
    return kp_parse((const unsigned char *)s, strlen(s), used);
}

/* Parses s, which must be one whole key sequence, and checks the event. */
static void expect_key(const char *s, int key, unsigned mods, kp_event ev)
{
    size_t used = 99;
    kp_result r = parse_str(s, &used);
    assert_int_equal(r.kind, KP_KEY);
    assert_int_equal(used, strlen(s));
    assert_int_equal(r.key, key);
    assert_int_equal(r.mods, mods);
    assert_int_equal(r.event, ev);
}

static void expect_invalid(const char *s, size_t want_used)
{
    size_t used = 99;
    kp_result r = parse_str(s, &used);
    assert_int_equal(r.kind, KP_INVALID);
    assert_int_equal(used, want_used);
}

static void csi_u_press_repeat_release(void **state)
{
    (void)state;
    expect_key("\033[97u", 'a', 0, KP_PRESS);
    expect_key("\033[97;1u", 'a', 0, KP_PRESS);
    expect_key("\033[97;1:1u", 'a', 0, KP_PRESS);
    expect_key("\033[97;1:2u", 'a', 0, KP_REPEAT);
    expect_key("\033[97;1:3u", 'a', 0, KP_RELEASE);
    expect_key("\033[32;;u", ' ', 0, KP_PRESS);
    expect_key("\033[97;:3u", 'a', 0, KP_RELEASE);
    expect_key("\033[1114111u", 0x10FFFF, 0, KP_PRESS);
}

static void csi_u_modifiers(void **state)
{
    (void)state;
    expect_key("\033[97;2u", 'a', KP_MOD_SHIFT, KP_PRESS);
    expect_key("\033[97;3u", 'a', KP_MOD_ALT, KP_PRESS);
    expect_key("\033[97;5u", 'a', KP_MOD_CTRL, KP_PRESS);
    expect_key("\033[97;9u", 'a', KP_MOD_SUPER, KP_PRESS);
    expect_key("\033[97;17u", 'a', KP_MOD_HYPER, KP_PRESS);
    expect_key("\033[97;33u", 'a', KP_MOD_META, KP_PRESS);
    expect_key("\033[97;65u", 'a', KP_MOD_CAPS_LOCK, KP_PRESS);
    expect_key("\033[97;129u", 'a', KP_MOD_NUM_LOCK, KP_PRESS);
    expect_key("\033[97;8:2u", 'a', KP_MOD_SHIFT | KP_MOD_ALT | KP_MOD_CTRL,
               KP_REPEAT);
    expect_key("\033[97;256:3u", 'a', 255, KP_RELEASE);
    /* 0 is no modifier at all, as in xterm's forms */
    expect_key("\033[97;0u", 'a', 0, KP_PRESS);
}

static void csi_u_alternates_and_text(void **state)
{
    (void)state;
    size_t used;
    kp_result r = parse_str("\033[97:65:97;2;65u", &used);
    assert_int_equal(r.kind, KP_KEY);
    assert_int_equal(r.key, 'a');
    assert_int_equal(r.shifted, 'A');
    assert_int_equal(r.base, 'a');
    assert_int_equal(r.text, 'A');
    assert_int_equal(r.mods, KP_MOD_SHIFT);

    r = parse_str("\033[1089::99;1;1089:1090u", &used); /* base only */
    assert_int_equal(r.kind, KP_KEY);
    assert_int_equal(r.key, 1089);
    assert_int_equal(r.shifted, 0);
    assert_int_equal(r.base, 'c');
    assert_int_equal(r.text, 1089);

    r = parse_str("\033[97u", &used);
    assert_int_equal(r.shifted, 0);
    assert_int_equal(r.base, 0);
    assert_int_equal(r.text, 0);
}

static void enter_esc_tab_backspace(void **state)
{
    (void)state;
    expect_key("\033[13u", KP_KEY_ENTER, 0, KP_PRESS);
    expect_key("\033[13;1:3u", KP_KEY_ENTER, 0, KP_RELEASE);
    expect_key("\033[27u", KP_KEY_ESC, 0, KP_PRESS);
    expect_key("\033[9;2u", KP_KEY_TAB, KP_MOD_SHIFT, KP_PRESS);
    expect_key("\033[127;5:2u", KP_KEY_BACKSPACE, KP_MOD_CTRL, KP_REPEAT);
    expect_key("\033[Z", KP_KEY_TAB, KP_MOD_SHIFT, KP_PRESS);
}

static void arrows_home_end_begin(void **state)
{
    (void)state;
    expect_key("\033[A", KP_KEY_UP, 0, KP_PRESS);
    expect_key("\033[B", KP_KEY_DOWN, 0, KP_PRESS);
    expect_key("\033[C", KP_KEY_RIGHT, 0, KP_PRESS);
    expect_key("\033[D", KP_KEY_LEFT, 0, KP_PRESS);
    expect_key("\033[H", KP_KEY_HOME, 0, KP_PRESS);
    expect_key("\033[F", KP_KEY_END, 0, KP_PRESS);
    expect_key("\033[E", KP_KEY_BEGIN, 0, KP_PRESS);
    expect_key("\033[1;1:2D", KP_KEY_LEFT, 0, KP_REPEAT);
    expect_key("\033[1;1:3C", KP_KEY_RIGHT, 0, KP_RELEASE);
    expect_key("\033[1;5A", KP_KEY_UP, KP_MOD_CTRL, KP_PRESS);
    expect_key("\033[1;2:3B", KP_KEY_DOWN, KP_MOD_SHIFT, KP_RELEASE);
    expect_key("\033[;3:2H", KP_KEY_HOME, KP_MOD_ALT, KP_REPEAT);
}

static void ss3_forms(void **state)
{
    (void)state;
    expect_key("\033OA", KP_KEY_UP, 0, KP_PRESS);
    expect_key("\033OB", KP_KEY_DOWN, 0, KP_PRESS);
    expect_key("\033OC", KP_KEY_RIGHT, 0, KP_PRESS);
    expect_key("\033OD", KP_KEY_LEFT, 0, KP_PRESS);
    expect_key("\033OH", KP_KEY_HOME, 0, KP_PRESS);
    expect_key("\033OF", KP_KEY_END, 0, KP_PRESS);
    expect_key("\033OP", KP_KEY_F1, 0, KP_PRESS);
    expect_key("\033OQ", KP_KEY_F1 + 1, 0, KP_PRESS);
    expect_key("\033OR", KP_KEY_F1 + 2, 0, KP_PRESS);
    expect_key("\033OS", KP_KEY_F1 + 3, 0, KP_PRESS);
    size_t used = 99;
    assert_int_equal(parse_str("\033Ox", &used).kind, KP_NONE);
    assert_int_equal(used, 0);
}

static void function_keys(void **state)
{
    (void)state;
    expect_key("\033[2~", KP_KEY_INSERT, 0, KP_PRESS);
    expect_key("\033[3;1:3~", KP_KEY_DELETE, 0, KP_RELEASE);
    expect_key("\033[5~", KP_KEY_PAGE_UP, 0, KP_PRESS);
    expect_key("\033[6;5:2~", KP_KEY_PAGE_DOWN, KP_MOD_CTRL, KP_REPEAT);
    expect_key("\033[7~", KP_KEY_HOME, 0, KP_PRESS);
    expect_key("\033[8~", KP_KEY_END, 0, KP_PRESS);
    expect_key("\033[29~", KP_KEY_MENU, 0, KP_PRESS);
    expect_key("\033[57427~", KP_KEY_KP_BEGIN, 0, KP_PRESS);
    expect_key("\033[P", KP_KEY_F1, 0, KP_PRESS);
    expect_key("\033[1;2Q", KP_KEY_F1 + 1, KP_MOD_SHIFT, KP_PRESS);
    expect_key("\033[13~", KP_KEY_F1 + 2, 0, KP_PRESS);
    expect_key("\033[1;1:3S", KP_KEY_F1 + 3, 0, KP_RELEASE);
    static const int codes[] = {15, 17, 18, 19, 20, 21, 23, 24};
    for (int i = 0; i < 8; i++) {
        char s[16];
        snprintf(s, sizeof s, "\033[%d;1:2~", codes[i]);
        expect_key(s, KP_KEY_F1 + 4 + i, 0, KP_REPEAT);
    }
    assert_int_equal(KP_KEY_F1 + 11, KP_KEY_F12);
    /* the protocol's own codes pass through: F13, keypad, modifiers */
    expect_key("\033[57376u", 57376, 0, KP_PRESS);
    expect_key("\033[57417;1:2u", KP_KEY_KP_LEFT, 0, KP_REPEAT);
}

static void modifier_keys_are_reported(void **state)
{
    (void)state;
    expect_key("\033[57441;2u", KP_KEY_LEFT_SHIFT, KP_MOD_SHIFT, KP_PRESS);
    expect_key("\033[57442;1:3u", KP_KEY_LEFT_SHIFT + 1, 0, KP_RELEASE);
    assert_true(kp_is_modifier_key(KP_KEY_LEFT_SHIFT));
    assert_true(kp_is_modifier_key(KP_KEY_RIGHT_SHIFT + 5));
    assert_true(kp_is_modifier_key(KP_KEY_ISO_LEVEL5_SHIFT));
    assert_true(kp_is_modifier_key(57360)); /* num lock */
    assert_false(kp_is_modifier_key('a'));
    assert_false(kp_is_modifier_key(KP_KEY_ISO_LEVEL5_SHIFT + 1));
    assert_false(kp_is_modifier_key(KP_KEY_KP_BEGIN));
    assert_false(kp_is_modifier_key(KP_KEY_LEFT_SHIFT - 1));
}

static void keypad_folds_onto_main_keys(void **state)
{
    (void)state;
    assert_int_equal(kp_unkeypad(KP_KEY_KP_LEFT), KP_KEY_LEFT);
    assert_int_equal(kp_unkeypad(KP_KEY_KP_RIGHT), KP_KEY_RIGHT);
    assert_int_equal(kp_unkeypad(KP_KEY_KP_UP), KP_KEY_UP);
    assert_int_equal(kp_unkeypad(KP_KEY_KP_DOWN), KP_KEY_DOWN);
    assert_int_equal(kp_unkeypad(KP_KEY_KP_BEGIN), KP_KEY_BEGIN);
    assert_int_equal(kp_unkeypad(KP_KEY_KP_DELETE), KP_KEY_DELETE);
    assert_int_equal(kp_unkeypad(KP_KEY_KP_0), '0');
    assert_int_equal(kp_unkeypad(KP_KEY_KP_0 + 9), '9');
    assert_int_equal(kp_unkeypad(KP_KEY_KP_ENTER), KP_KEY_ENTER);
    assert_int_equal(kp_unkeypad(KP_KEY_KP_SEPARATOR), ',');
    assert_int_equal(kp_unkeypad('x'), 'x');
    assert_int_equal(kp_unkeypad(KP_KEY_LEFT_SHIFT), KP_KEY_LEFT_SHIFT);
}

static void query_replies(void **state)
{
    (void)state;
    size_t used;
    kp_result r = parse_str("\033[?31u", &used);
    assert_int_equal(r.kind, KP_QUERY_REPLY);
    assert_int_equal(r.flags, 31);
    assert_int_equal(used, 6);
    r = parse_str("\033[?0u", &used);
    assert_int_equal(r.kind, KP_QUERY_REPLY);
    assert_int_equal(r.flags, 0);
    r = parse_str("\033[?62;22c", &used);
    assert_int_equal(r.kind, KP_DEVICE_ATTRS);
    assert_int_equal(used, 9);
    expect_invalid("\033[?1;2u", 7);
    expect_invalid("\033[?1:2u", 7);
    expect_invalid("\033[?1A", 5);
}

static void sequences_sent(void **state)
{
    (void)state;
    char b[32];
    assert_int_equal(kp_push_flags(KP_FLAG_DISAMBIGUATE | KP_FLAG_EVENT_TYPES,
                                   b, sizeof b), 5);
    assert_string_equal(b, "\033[>3u");
    assert_int_equal(kp_push_flags(KP_FLAGS_ALL, b, sizeof b), 6);
    assert_string_equal(b, "\033[>31u");
    /* bits past the protocol's five are not sent */
    assert_int_equal(kp_push_flags(0x40 | KP_FLAG_EVENT_TYPES, b, sizeof b), 5);
    assert_string_equal(b, "\033[>2u");
    assert_int_equal(kp_pop(b, sizeof b), 4);
    assert_string_equal(b, "\033[<u");
    assert_int_equal(kp_query(b, sizeof b), 7);
    assert_string_equal(b, "\033[?u\033[c");
    /* too small: the length needed, and a terminated prefix */
    assert_int_equal(kp_query(b, 3), 7);
    assert_int_equal(strlen(b), 2);
    assert_int_equal(KP_FLAG_ALTERNATE_KEYS | KP_FLAG_ALL_KEYS | KP_FLAG_TEXT, 28);
}

static void not_a_sequence(void **state)
{
    (void)state;
    size_t used = 99;
    assert_int_equal(parse_str("a", &used).kind, KP_NONE);
    assert_int_equal(used, 0);
    used = 99;
    assert_int_equal(parse_str("\033a", &used).kind, KP_NONE);
    assert_int_equal(used, 0);
    used = 99;
    assert_int_equal(kp_parse((const unsigned char *)"", 0, &used).kind,
                     KP_INCOMPLETE);
    assert_int_equal(used, 0);
}

static void every_prefix_is_incomplete(void **state)
{
    (void)state;
    static const char *const whole[] = {
        "\033[97;5:3u", "\033[97:65:97;2;65:66u", "\033[1;5:2A", "\033[A",
        "\033[15;1:3~", "\033[?7u", "\033[?62;22c", "\033OP", "\033[Z",
        "\033[57441;2:1u",
    };
    for (size_t k = 0; k < sizeof whole / sizeof *whole; k++) {
        size_t n = strlen(whole[k]);
        for (size_t cut = 0; cut < n; cut++) {
            size_t used = 99;
            kp_result r = kp_parse((const unsigned char *)whole[k], cut, &used);
            assert_int_equal(r.kind, KP_INCOMPLETE);
            assert_int_equal(used, 0);
        }
        size_t used = 0;
        kp_result r = kp_parse((const unsigned char *)whole[k], n, &used);
        assert_int_not_equal(r.kind, KP_INCOMPLETE);
        assert_int_equal(used, n);
    }
}

static void trailing_bytes_are_left(void **state)
{
    (void)state;
    size_t used;
    kp_result r = parse_str("\033[97;1:3u\033[98u", &used);
    assert_int_equal(r.kind, KP_KEY);
    assert_int_equal(r.key, 'a');
    assert_int_equal(used, 9);
}

static void malformed_sequences_are_skipped_whole(void **state)
{
    (void)state;
    expect_invalid("\033[9x7u", 4);               /* no such final */
    expect_invalid("\033[97;5;97;1u", 12);        /* a fourth field */
    expect_invalid("\033[97:1:2:3u", 11);         /* a fourth alternate */
    expect_invalid("\033[97;5:1:1u", 11);         /* mods:event:extra */
    expect_invalid("\033[97;5:4u", 9);            /* no event type 4 */
    expect_invalid("\033[97;5:0u", 9);
    expect_invalid("\033[97;257u", 9);            /* mods past 8 bits */
    expect_invalid("\033[1114112u", 10);          /* past Unicode */
    expect_invalid("\033[2147483648u", 13);       /* past int */
    expect_invalid("\033[99999999999999999999u", 23);
    expect_invalid("\033[97;1;97:98:99:99999999999u", 28); /* 4th text */
    expect_invalid("\033[;5u", 5);                /* no key */
    expect_invalid("\033[u", 3);
    expect_invalid("\033[0u", 4);
    expect_invalid("\033[00;2u", 7);
    expect_invalid("\033[4~", 4);                 /* no such key */
    expect_invalid("\033[~", 3);
    expect_invalid("\033[2:3~", 6);               /* alternates on ~ */
    expect_invalid("\033[2;1;5~", 8);             /* text on ~ */
    expect_invalid("\033[2;5A", 6);               /* arrows are 1;mods */
    expect_invalid("\033[1;5R", 6);               /* R is a cursor report */
    expect_invalid("\033[3Z", 4);
    expect_invalid("\033[1$A", 5);                /* an intermediate */
    expect_invalid("\033[>1u", 5);                /* a private marker */
    expect_invalid("\033[1?u", 5);
}

static void cut_sequences_leave_the_next_byte(void **state)
{
    (void)state;
    expect_invalid("\033[97;\033[98u", 5);  /* the next ESC starts again */
    expect_invalid("\033[\033", 2);
    expect_invalid("\033[97\r", 4);
    expect_invalid("\033[97\303\251", 4);
    expect_invalid("\033[1;5\177", 5);
}

static void overlong_sequences_are_bounded(void **state)
{
    (void)state;
    unsigned char b[200];
    b[0] = 0x1b;
    b[1] = '[';
    memset(b + 2, ';', sizeof b - 2);
    size_t used = 0;
    kp_result r = kp_parse(b, sizeof b, &used);
    assert_int_equal(r.kind, KP_INVALID);
    assert_int_equal(used, KP_MAX_SEQ);

    memset(b + 2, '0', sizeof b - 2); /* zeros never overflow */
    r = kp_parse(b, sizeof b, &used);
    assert_int_equal(r.kind, KP_INVALID);
    assert_int_equal(used, KP_MAX_SEQ);

    /* one short of the bound still waits */
    r = kp_parse(b, KP_MAX_SEQ - 1, &used);
    assert_int_equal(r.kind, KP_INCOMPLETE);
    r = kp_parse(b, KP_MAX_SEQ, &used);
    assert_int_equal(r.kind, KP_INVALID);
    assert_int_equal(used, KP_MAX_SEQ);

    /* a long text field within the bound is fine */
    const char *s = "\033[97;1;97:98:99:100:101:102:103:104:105:106u";
    r = parse_str(s, &used);
    assert_int_equal(r.kind, KP_KEY);
    assert_int_equal(r.text, 'a');
    assert_int_equal(used, strlen(s));
}

/* ------------------------------------------------------------- fuzzing */

enum { ITERATIONS = 20000, BUF_MAX = 256 };

static const char *const fuzz_seeds[] = {
    "\033[97;5:3u", "\033[97:65:97;2;65:66u", "\033[1;5:2A", "\033[A",
    "\033[15;1:3~", "\033[?7u", "\033[?62;22c", "\033OP", "\033[Z",
    "\033[57441;2:1u\033[13u", "\033[1114111;256:3u",
};

static void mutate(unsigned char *b, size_t *n, rng *r)
{
    static const char specials[] = "\033[O?;:~u0123456789ACDPZc\177\200 \0";
    static const char *const numbers[] = {
        "2147483647", "2147483648", "4294967296", "1114112", "0", "257",
        "99999999999999999999",
    };
    size_t pos = *n ? rng_below(r, (uint32_t)*n + 1) : 0;
    switch (rng_below(r, 6)) {
    case 0:
        if (*n)
            b[rng_below(r, (uint32_t)*n)] ^= (unsigned char)(1u << rng_below(r, 8));
        break;
    case 1:
        if (*n < BUF_MAX) {
            memmove(b + pos + 1, b + pos, *n - pos);
            b[pos] = (unsigned char)specials[rng_below(r, sizeof specials)];
            (*n)++;
        }
        break;
    case 2:
        if (pos < *n) {
            memmove(b + pos, b + pos + 1, *n - pos - 1);
            (*n)--;
        }
        break;
    case 3:
        *n = pos;
        break;
    case 4: {
        const char *s = numbers[rng_below(r, 7)];
        size_t k = strlen(s);
        if (*n + k <= BUF_MAX) {
            memmove(b + pos + k, b + pos, *n - pos);
            memcpy(b + pos, s, k);
            *n += k;
        }
        break;
    }
    default: {
        size_t k = rng_below(r, 80);
        if (*n + k <= BUF_MAX) {
            memmove(b + pos + k, b + pos, *n - pos);
            memset(b + pos, rng_below(r, 2) ? '1' : ';', k);
            *n += k;
        }
        break;
    }
    }
}

/* Drives the parser the way a caller would: every answer but "wait" and
 * "not mine" consumes at least one byte, never more than there are. */
static void drain(const unsigned char *b, size_t n)
{
    size_t at = 0, steps = 0;
    while (at < n) {
        size_t used = 12345;
        kp_result r = kp_parse(b + at, n - at, &used);
        assert_true(used <= n - at);
        if (r.kind == KP_INCOMPLETE) {
            assert_int_equal(used, 0);
            assert_true(n - at < KP_MAX_SEQ);
            break;
        }
        if (r.kind == KP_NONE) {
            assert_int_equal(used, 0);
            used = 1; /* the caller takes the byte */
        }
        assert_true(used > 0);
        if (r.kind == KP_KEY) {
            assert_true(r.key > 0);
            assert_true(r.mods <= 255);
            assert_true(r.event >= KP_PRESS && r.event <= KP_RELEASE);
        }
        at += used;
        assert_true(++steps <= n);
    }
}

static void parser_survives_mutations(void **state)
{
    (void)state;
    rng r;
    rng_seed(&r, 20261123, 7);
    unsigned char b[BUF_MAX];
    for (int it = 0; it < ITERATIONS; it++) {
        const char *seed = fuzz_seeds[rng_below(&r, sizeof fuzz_seeds / sizeof *fuzz_seeds)];
        size_t n = strlen(seed);
        memcpy(b, seed, n);
        for (uint32_t m = rng_below(&r, 4) + 1; m > 0; m--)
            mutate(b, &n, &r);
        drain(b, n);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(csi_u_press_repeat_release),
        cmocka_unit_test(csi_u_modifiers),
        cmocka_unit_test(csi_u_alternates_and_text),
        cmocka_unit_test(enter_esc_tab_backspace),
        cmocka_unit_test(arrows_home_end_begin),
        cmocka_unit_test(ss3_forms),
        cmocka_unit_test(function_keys),
        cmocka_unit_test(modifier_keys_are_reported),
        cmocka_unit_test(keypad_folds_onto_main_keys),
        cmocka_unit_test(query_replies),
        cmocka_unit_test(sequences_sent),
        cmocka_unit_test(not_a_sequence),
        cmocka_unit_test(every_prefix_is_incomplete),
        cmocka_unit_test(trailing_bytes_are_left),
        cmocka_unit_test(malformed_sequences_are_skipped_whole),
        cmocka_unit_test(cut_sequences_leave_the_next_byte),
        cmocka_unit_test(overlong_sequences_are_bounded),
        cmocka_unit_test(parser_survives_mutations),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
