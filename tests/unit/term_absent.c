/* The terminal, absent: the unit tests whose code reaches the
 * application's list of games (app/games.h), and through it every game's
 * front end, link this (the Makefile's TERMINAL_TESTS), so that they still
 * link without curses. A test that drives a front end
 * defines the calls it wants (test_play, test_menu); the definitions
 * here are weak and give way. Any other call means a test reached the
 * terminal it does not have: it stops there, saying which. */
#include <stdio.h>
#include <stdlib.h>

#include "tui/term.h"

#define ABSENT(name)                                                                  \
    do {                                                                              \
        fprintf(stderr, "a unit test reached the terminal: %s\n", name);              \
        abort();                                                                      \
    } while (0)

#define WEAK __attribute__((weak))

WEAK bool term_usable(char *err, size_t errlen) { (void)err, (void)errlen; ABSENT("term_usable"); }
WEAK bool term_start(const term_options *opt, char *err, size_t errlen)
{
    (void)opt, (void)err, (void)errlen;
    ABSENT("term_start");
}
WEAK void term_stop(void) { ABSENT("term_stop"); }
WEAK void term_restore(void) { ABSENT("term_restore"); }
WEAK bool term_active(void) { ABSENT("term_active"); }
WEAK bool term_key_events(void) { ABSENT("term_key_events"); }
WEAK _Noreturn void term_fatal(const char *fmt, ...) { (void)fmt; ABSENT("term_fatal"); }
WEAK void term_size(int *w, int *h) { (void)w, (void)h; ABSENT("term_size"); }
WEAK bool term_has_color(void) { ABSENT("term_has_color"); }
WEAK int term_colours(void) { ABSENT("term_colours"); }
WEAK bool term_has_mouse(void) { ABSENT("term_has_mouse"); }
WEAK bool term_can_draw_blocks(void) { ABSENT("term_can_draw_blocks"); }
WEAK term_event term_wait(int timeout_ms) { (void)timeout_ms; ABSENT("term_wait"); }
WEAK void term_present(const canvas *c) { (void)c; ABSENT("term_present"); }
WEAK void term_invalidate(void) { ABSENT("term_invalidate"); }
WEAK long long term_now_ms(void) { ABSENT("term_now_ms"); }
WEAK void term_wake_on(int fd) { (void)fd; ABSENT("term_wake_on"); }
