/* rawkeys: the terminal's raw input bytes, read while the kitty keyboard
 * protocol is pushed and curses' keypad translation is off, decoded into
 * term events. Pure: no curses, no I/O, no clock.
 *
 * Curses' keypad() knows neither CSI u nor the protocol's event types, so
 * while the protocol is on, term.c reads bytes and this module reads:
 *   - the protocol's key events (tui/keyproto.h): TE_KEY with press
 *     TP_DOWN, TP_REPEAT or TP_UP, the key as term.h numbers it: letters
 *     upper case when shifted (or caps lock), the shifted key when the
 *     terminal reports one (flag 4), Ctrl with a letter or @[\]^_ as the
 *     control character (term.c turns Ctrl-C and Ctrl-Z into the signals a
 *     tty would send, since the protocol sends them as keys), keypad keys
 *     as the main keys; Alt, Super, Hyper or Meta with a key TK_UNKNOWN;
 *     modifier keys pressed alone are skipped;
 *   - mouse reports in both encodings curses may ask for: SGR
 *     (CSI < b ; x ; y M, releases end in m) and X10 (CSI M b x y, bytes
 *     offset by 32); presses and wheel steps become TE_MOUSE at 0-based
 *     cells, releases and motion are skipped (read so with the protocol
 *     off too: curses loses clicks that come in a burst, term.c);
 *   - focus reports (CSI O, CSI I, asked for with CSI ? 1004 h): losing
 *     the focus is TK_FOCUS_OUT, gaining it is skipped;
 *   - the replies to kp_query (CSI ? flags u, then DA1): never keys;
 *   - legacy input (a paste; and, read through curses, what follows an
 *     ESC curses found no key in): UTF-8 text as
 *     characters, CR/LF Enter, DEL/BS Backspace, Tab, ESC alone as Esc.
 * Nothing is ever waited for beyond KP_MAX_SEQ bytes. */
#ifndef HEXPUZZLE_TUI_RAWKEYS_H
#define HEXPUZZLE_TUI_RAWKEYS_H

#include <stdbool.h>
#include <stddef.h>

#include "tui/term.h"

typedef enum {
    RAWKEYS_EVENT,       /* *ev is set */
    RAWKEYS_SKIP,        /* the bytes used mean nothing to the program */
    RAWKEYS_PROTOCOL,    /* CSI ? flags u: the terminal speaks the protocol */
    RAWKEYS_ATTRS,       /* the DA1 reply */
    RAWKEYS_INCOMPLETE   /* a sequence cut short: used is 0, wait for more */
} rawkeys_kind;

/* Decodes what starts buf[0..len), len > 0, setting *used (> 0 for all
 * but RAWKEYS_INCOMPLETE). more_may_come false: the input has stopped (the
 * Esc delay ran out), so nothing is incomplete any more: a lone ESC is the
 * Esc key and a sequence cut short is skipped. */
rawkeys_kind rawkeys_decode(const unsigned char *buf, size_t len,
                            bool more_may_come, term_event *ev, size_t *used);

/* Whether buf[0..len) begins a mouse report, in either encoding (X10's
 * bytes may be any, not only ASCII). */
bool rawkeys_in_mouse_report(const unsigned char *buf, size_t len);

#endif
