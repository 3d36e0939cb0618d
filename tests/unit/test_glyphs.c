/* Tests for the choice of whether a terminal can show the dense drawing's
 * half blocks: a UTF-8 locale and a TERM that is no console or hardware
 * terminal. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>

#include "tui/glyphs.h"

static void utf8_and_a_graphical_terminal_can(void **state)
{
    (void)state;
    static const char *const terms[] = {
        "xterm-256color", "xterm", "screen", "screen-256color", "tmux-256color",
        "rxvt-unicode-256color", "vte-256color", "alacritty", "xterm-kitty", "st-256color",
        "foot", "putty", "gnome-256color",
    };
    for (size_t i = 0; i < sizeof terms / sizeof terms[0]; i++)
        if (!glyphs_blocks_usable("UTF-8", terms[i]))
            fail_msg("TERM=%s refused", terms[i]);
    assert_true(glyphs_blocks_usable("utf8", "xterm"));
}

static void consoles_and_hardware_terminals_cannot(void **state)
{
    (void)state;
    static const char *const terms[] = {
        "vt100", "vt102", "vt220", "vt320", "vt52", "vt100-am", "linux", "linux-16color",
        "ansi", "ansi.sys", "pcansi", "cons25", "sun", "wy50", "dumb", "screen.linux",
        "tmux.linux", "screen.vt100",
    };
    for (size_t i = 0; i < sizeof terms / sizeof terms[0]; i++)
        if (glyphs_blocks_usable("UTF-8", terms[i]))
            fail_msg("TERM=%s accepted", terms[i]);
}

static void other_codesets_or_nothing_cannot(void **state)
{
    (void)state;
    assert_false(glyphs_blocks_usable("ANSI_X3.4-1968", "xterm-256color"));
    assert_false(glyphs_blocks_usable("ISO-8859-1", "xterm-256color"));
    assert_false(glyphs_blocks_usable(NULL, "xterm-256color"));
    assert_false(glyphs_blocks_usable("UTF-8", NULL));
    assert_false(glyphs_blocks_usable("UTF-8", ""));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(utf8_and_a_graphical_terminal_can),
        cmocka_unit_test(consoles_and_hardware_terminals_cannot),
        cmocka_unit_test(other_codesets_or_nothing_cannot),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
