/* Unit tests of escape: what a terminal could act on comes out as \ooo,
 * plain text and valid UTF-8 (in a UTF-8 locale) as they are. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <string.h>

#include "util/escape.h"

static void controls_become_octal(void **state)
{
    (void)state;
    static const struct { const char *in, *utf8, *bytes; } cases[] = {
        { "plain text, 100%", "plain text, 100%", "plain text, 100%" },
        { "\033[2J", "\\033[2J", "\\033[2J" },
        { "a\nb\tc\rd\177", "a\\012b\\011c\\015d\\177", "a\\012b\\011c\\015d\\177" },
        { "\007\001", "\\007\\001", "\\007\\001" },
        /* the 8-bit CSI alone, and as U+009B in UTF-8 */
        { "\233" "2J", "\\2332J", "\\2332J" },
        { "\302\233" "2J", "\\302\\2332J", "\\302\\2332J" },
        /* é, € and an emoji are text in UTF-8, bytes elsewhere */
        { "\303\251", "\303\251", "\\303\\251" },
        { "\342\202\254", "\342\202\254", "\\342\\202\\254" },
        { "\360\237\230\200", "\360\237\230\200", "\\360\\237\\230\\200" },
        /* not UTF-8: a lone continuation, a cut character, an overlong
         * slash, a surrogate, past U+10FFFF */
        { "\251", "\\251", "\\251" },
        { "\303", "\\303", "\\303" },
        { "\300\257", "\\300\\257", "\\300\\257" },
        { "\355\240\200", "\\355\\240\\200", "\\355\\240\\200" },
        { "\364\220\200\200", "\\364\\220\\200\\200", "\\364\\220\\200\\200" },
        /* a backslash stays, so that escaping twice changes nothing */
        { "C:\\033", "C:\\033", "C:\\033" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char out[128];
        assert_true(escape_bytes(out, sizeof out, cases[i].in, true));
        assert_string_equal(out, cases[i].utf8);
        assert_true(escape_bytes(out, sizeof out, cases[i].in, false));
        assert_string_equal(out, cases[i].bytes);
    }
}

static void escaping_twice_changes_nothing(void **state)
{
    (void)state;
    const char *in = "x\033]0;t\007\302\233\303\251\377\\";
    for (int utf8 = 0; utf8 < 2; utf8++) {
        char once[128], twice[128];
        assert_true(escape_bytes(once, sizeof once, in, utf8));
        assert_true(escape_bytes(twice, sizeof twice, once, utf8));
        assert_string_equal(once, twice);
    }
}

static void no_byte_of_the_output_is_a_control(void **state)
{
    (void)state;
    /* every byte, and every pair of bytes */
    for (int a = 1; a < 256; a++) {
        for (int b = 0; b < 256; b += a < 0x80 ? 255 : 1) {
            char in[3] = { (char)a, (char)b, 0 }, out[16];
            for (int utf8 = 0; utf8 < 2; utf8++) {
                assert_true(escape_bytes(out, sizeof out, in, utf8));
                for (const unsigned char *p = (const unsigned char *)out; *p; p++) {
                    assert_false(*p < 0x20 || *p == 0x7f);
                    if (!utf8)
                        assert_true(*p < 0x80);
                    else if (*p == 0xc2)
                        assert_true(p[1] >= 0xa0);
                }
            }
        }
    }
}

static void what_does_not_fit_is_left_off_whole(void **state)
{
    (void)state;
    char out[8];
    /* "ab" + \033 is 6 bytes and the NUL: the next escape cannot fit */
    assert_false(escape_bytes(out, sizeof out, "ab\033\033", true));
    assert_string_equal(out, "ab\\033");
    /* nor half of a character */
    assert_false(escape_bytes(out, 6, "abcd\303\251", true));
    assert_string_equal(out, "abcd");
    assert_true(escape_bytes(out, 1, "", true));
    assert_false(escape_bytes(out, 1, "a", true));
    assert_string_equal(out, "");
    assert_false(escape_bytes(out, 0, "a", true));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(controls_become_octal),
        cmocka_unit_test(escaping_twice_changes_nothing),
        cmocka_unit_test(no_byte_of_the_output_is_a_control),
        cmocka_unit_test(what_does_not_fit_is_left_off_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
