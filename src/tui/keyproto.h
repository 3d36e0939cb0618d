/* A parser of the kitty keyboard protocol's input (key presses, repeats and
 * releases as escape sequences) and the few sequences a program sends to
 * turn it on, off and ask for it. Pure: no curses, no I/O, no clock.
 *
 * What the terminal sends, after the program pushed flags with CSI > N u
 * (CSI is ESC '['):
 *   CSI code[:shifted[:base]] [; mods[:event] [; text[:text...]]] u
 *       code is a Unicode code point (lower case for letters) or one of the
 *       protocol's private-use codes (57344 and up: keypad keys, F13-F35,
 *       media keys, the modifier keys themselves); 13 is Enter, 27 Esc,
 *       9 Tab, 127 Backspace.
 *   CSI [1 ; mods[:event]] A B C D H F E     up down right left home end
 *                                            begin (keypad 5)
 *   CSI [1 ; mods[:event]] P Q S             F1 F2 F4
 *   CSI number [; mods[:event]] ~            2 insert, 3 delete, 5 page up,
 *       6 page down, 7 home, 8 end, 11-15 F1-F5, 17-21 F6-F10, 23 F11,
 *       24 F12, 29 menu, 57427 begin
 *   CSI Z                                    shift+tab (legacy back tab)
 *   SS3 A B C D H F P Q R S (ESC 'O' x)      unmodified arrows, home, end,
 *       F1-F4 while the cursor keys are in application mode (curses'
 *       keypad() turns that mode on): the protocol leaves unmodified keys
 *       in their legacy form unless flag 8 is pushed.
 *   mods is 1 + a bitmask of KP_MOD_*; a missing or 0 mods means none.
 *   event is 1 press (or absent), 2 repeat, 3 release.
 * And in reply to queries:
 *   CSI ? flags u    the protocol is on, with these flags (KP_QUERY_REPLY)
 *   CSI ? ... c      primary device attributes (KP_DEVICE_ATTRS): every
 *                    terminal answers it, so if it arrives before any
 *                    CSI ? flags u the terminal has no such protocol.
 *
 * Modifier keys pressed alone (57441 left shift .. 57454, see
 * KP_KEY_LEFT_SHIFT..) are reported like any key, not dropped: a caller
 * that binds no action to them ignores them, kp_is_modifier_key says which
 * they are. Keypad keys keep their own codes; kp_unkeypad folds them onto
 * the main keys. */
#ifndef HEXPUZZLE_TUI_KEYPROTO_H
#define HEXPUZZLE_TUI_KEYPROTO_H

#include <stddef.h>

/* The progressive enhancement flags of CSI > N u. */
enum {
    KP_FLAG_DISAMBIGUATE = 1,
    KP_FLAG_EVENT_TYPES = 2,
    KP_FLAG_ALTERNATE_KEYS = 4,
    KP_FLAG_ALL_KEYS = 8,
    KP_FLAG_TEXT = 16,
    KP_FLAGS_ALL = 31
};

/* kp_result.mods: the sequence's mods minus one. */
enum {
    KP_MOD_SHIFT = 1,
    KP_MOD_ALT = 2,
    KP_MOD_CTRL = 4,
    KP_MOD_SUPER = 8,
    KP_MOD_HYPER = 16,
    KP_MOD_META = 32,
    KP_MOD_CAPS_LOCK = 64,
    KP_MOD_NUM_LOCK = 128
};

/* kp_result.key: a Unicode code point, a protocol private-use code, or one
 * of these named keys, numbered past the last code point so that the three
 * never collide. */
enum {
    KP_KEY_TAB = 9,
    KP_KEY_ENTER = 13,
    KP_KEY_ESC = 27,
    KP_KEY_BACKSPACE = 127,

    KP_KEY_NAMED = 0x110000,
    KP_KEY_UP = KP_KEY_NAMED,
    KP_KEY_DOWN,
    KP_KEY_RIGHT,
    KP_KEY_LEFT,
    KP_KEY_HOME,
    KP_KEY_END,
    KP_KEY_BEGIN,
    KP_KEY_INSERT,
    KP_KEY_DELETE,
    KP_KEY_PAGE_UP,
    KP_KEY_PAGE_DOWN,
    KP_KEY_MENU,
    KP_KEY_F1,   /* F2..F12 follow: KP_KEY_F1 + n - 1 */
    KP_KEY_F12 = KP_KEY_F1 + 11,

    /* The protocol's own codes for the keypad and the modifier keys. */
    KP_KEY_KP_0 = 57399,       /* .. KP_KEY_KP_0 + 9 */
    KP_KEY_KP_DECIMAL = 57409,
    KP_KEY_KP_DIVIDE,
    KP_KEY_KP_MULTIPLY,
    KP_KEY_KP_SUBTRACT,
    KP_KEY_KP_ADD,
    KP_KEY_KP_ENTER,
    KP_KEY_KP_EQUAL,
    KP_KEY_KP_SEPARATOR,
    KP_KEY_KP_LEFT,
    KP_KEY_KP_RIGHT,
    KP_KEY_KP_UP,
    KP_KEY_KP_DOWN,
    KP_KEY_KP_PAGE_UP,
    KP_KEY_KP_PAGE_DOWN,
    KP_KEY_KP_HOME,
    KP_KEY_KP_END,
    KP_KEY_KP_INSERT,
    KP_KEY_KP_DELETE,
    KP_KEY_KP_BEGIN,
    KP_KEY_LEFT_SHIFT = 57441, /* then left ctrl, alt, super, hyper, meta, */
    KP_KEY_RIGHT_SHIFT = 57447, /* the same on the right, */
    KP_KEY_ISO_LEVEL5_SHIFT = 57454 /* level 3 shift, level 5 shift */
};

typedef enum {
    KP_NONE,         /* not a sequence of this protocol: buf[0] is no ESC, or
                        ESC is followed by another byte (a lone Esc, alt+key
                        in legacy form); used is 0, the caller takes it */
    KP_KEY,          /* a key event: key, mods, event, shifted, base, text */
    KP_QUERY_REPLY,  /* CSI ? flags u: supported, flags are on */
    KP_DEVICE_ATTRS, /* CSI ? ... c: the terminal answered the DA query */
    KP_INCOMPLETE,   /* a valid prefix that ends with buf: wait for more
                        bytes; used is 0 */
    KP_INVALID       /* malformed, unknown or overlong: used bytes (> 0)
                        are to be skipped */
} kp_kind;

typedef enum { KP_PRESS = 1, KP_REPEAT = 2, KP_RELEASE = 3 } kp_event;

/* No sequence is longer: a prefix of this many bytes with no final byte is
 * KP_INVALID, so a caller never waits for more than this. */
enum { KP_MAX_SEQ = 64 };

typedef struct {
    kp_kind kind;
    int key;         /* KP_KEY */
    unsigned mods;   /* KP_KEY: KP_MOD_* bits */
    kp_event event;  /* KP_KEY */
    int shifted;     /* KP_KEY: the shifted key (flag 4), else 0 */
    int base;        /* KP_KEY: the key in the base layout (flag 4), else 0 */
    int text;        /* KP_KEY: the first code point of the text (flag 16),
                        else 0 */
    int flags;       /* KP_QUERY_REPLY */
} kp_result;

/* Parses the sequence at the start of buf[0..len) and sets *used to the
 * bytes it took (0 for KP_NONE and KP_INCOMPLETE, more for the others, never
 * more than len). Any bytes at all are safe. */
kp_result kp_parse(const unsigned char *buf, size_t len, size_t *used);

/* The sequences to send. Each writes a NUL-terminated string into buf when
 * it fits in cap and returns its length (as snprintf: >= cap means it did
 * not fit). */
size_t kp_push_flags(int flags, char *buf, size_t cap); /* CSI > flags u */
size_t kp_pop(char *buf, size_t cap);                   /* CSI < u */
/* CSI ? u then CSI c: the second is answered by every terminal, in order,
 * so its reply with none to the first before it says there is no protocol
 * (tui/keylink.h). */
size_t kp_query(char *buf, size_t cap);

/* Whether key is one of the modifier keys reported alone (and caps, num,
 * scroll lock). */
int kp_is_modifier_key(int key);
/* The main key a keypad key stands for (KP_KEY_KP_LEFT -> KP_KEY_LEFT,
 * KP_KEY_KP_0 -> '0', KP_KEY_KP_ENTER -> KP_KEY_ENTER, ...); any other key
 * is returned as it is. */
int kp_unkeypad(int key);

#endif
