/* rawkeys: raw input bytes (kitty protocol keys, mouse reports, legacy
 * text) decoded into term events while curses' keypad translation is off. */
#include "tui/rawkeys.h"

#include "tui/keyproto.h"

enum { ESC = 0x1b, X10_LEN = 6 };

static rawkeys_kind skip(size_t n, size_t *used)
{
    *used = n;
    return RAWKEYS_SKIP;
}

static rawkeys_kind key_event(int key, enum term_press press, term_event *ev)
{
    *ev = (term_event){ .kind = TE_KEY, .key = key, .press = press };
    return RAWKEYS_EVENT;
}

/* A mouse report's button byte (without X10's offset): a press or wheel
 * step becomes TE_MOUSE; releases, motion and unknown buttons do not. */
static rawkeys_kind mouse_event(int b, bool release, int x, int y, term_event *ev)
{
    if (release || (b & 32) || x < 0 || y < 0)
        return RAWKEYS_SKIP;
    static const enum term_button plain[] = { TB_LEFT, TB_MIDDLE, TB_RIGHT };
    int low = b & 3;
    enum term_button button;
    if (b & 64) {
        if (low > 1)
            return RAWKEYS_SKIP;   /* wheel left and right */
        button = low ? TB_WHEEL_DOWN : TB_WHEEL_UP;
    } else if (b & 128) {
        return RAWKEYS_SKIP;       /* buttons 8 and up */
    } else {
        if (low == 3)
            return RAWKEYS_SKIP;   /* X10's release of any button */
        button = plain[low];
    }
    *ev = (term_event){ .kind = TE_MOUSE, .button = button, .x = x, .y = y };
    return RAWKEYS_EVENT;
}

/* CSI < b ; x ; y M|m, at buf[0] == ESC, buf[2] == '<'. */
static rawkeys_kind sgr_mouse(const unsigned char *buf, size_t len, bool more,
                              term_event *ev, size_t *used)
{
    long v[3] = { 0, 0, 0 };
    int field = 0;
    bool bad = false;
    for (size_t i = 3; i < len && i < KP_MAX_SEQ; i++) {
        unsigned char c = buf[i];
        if (c >= '0' && c <= '9') {
            if (v[field] < 100000)
                v[field] = v[field] * 10 + (c - '0');
            else
                bad = true;
        } else if (c == ';') {
            if (field < 2)
                field++;
            else
                bad = true;
        } else if (c == 'M' || c == 'm') {
            *used = i + 1;
            if (bad || field != 2)
                return RAWKEYS_SKIP;
            return mouse_event((int)v[0], c == 'm', (int)v[1] - 1,
                               (int)v[2] - 1, ev);
        } else if (c >= 0x20 && c <= 0x7e) {
            bad = true;
        } else {
            return skip(i, used);   /* cut short: the byte starts anew */
        }
    }
    if (len >= KP_MAX_SEQ)
        return skip(KP_MAX_SEQ, used);
    if (more)
        return *used = 0, RAWKEYS_INCOMPLETE;
    return skip(len, used);
}

/* CSI M b x y, each byte offset by 32 (x and y by 33 for 0-based cells). */
static rawkeys_kind x10_mouse(const unsigned char *buf, size_t len, bool more,
                              term_event *ev, size_t *used)
{
    if (len < X10_LEN) {
        if (more)
            return *used = 0, RAWKEYS_INCOMPLETE;
        return skip(len, used);
    }
    *used = X10_LEN;
    if (buf[3] < 32 || buf[4] < 33 || buf[5] < 33)
        return RAWKEYS_SKIP;
    return mouse_event(buf[3] - 32, false, buf[4] - 33, buf[5] - 33, ev);
}

static bool is_letter(int k) { return k >= 'a' && k <= 'z'; }

/* The term.h key for a protocol key event, or -1 for a key to skip. */
static int term_key_of(const kp_result *r)
{
    int k = kp_unkeypad(r->key);
    if (kp_is_modifier_key(k))
        return -1;
    switch (k) {
    case KP_KEY_UP: return TK_UP;
    case KP_KEY_DOWN: return TK_DOWN;
    case KP_KEY_LEFT: return TK_LEFT;
    case KP_KEY_RIGHT: return TK_RIGHT;
    case KP_KEY_HOME: return TK_HOME;
    case KP_KEY_END: return TK_END;
    case KP_KEY_PAGE_UP: return TK_PGUP;
    case KP_KEY_PAGE_DOWN: return TK_PGDN;
    case KP_KEY_DELETE: return TK_DELETE;
    case KP_KEY_F1: return TK_F1;
    case KP_KEY_ENTER: return TK_ENTER;
    case KP_KEY_ESC: return TK_ESC;
    case KP_KEY_BACKSPACE: case 8: return TK_BACKSPACE;
    case KP_KEY_TAB: return (r->mods & KP_MOD_SHIFT) ? TK_UNKNOWN : TK_TAB;
    default: break;
    }
    /* Named keys without a term key, and the protocol's private-use codes
     * (F13 and up, media keys, ...). */
    if (k >= KP_KEY_NAMED || (k >= 0xE000 && k <= 0xF8FF))
        return TK_UNKNOWN;
    if (r->mods & (KP_MOD_ALT | KP_MOD_SUPER | KP_MOD_HYPER | KP_MOD_META))
        return TK_UNKNOWN;
    if (r->mods & KP_MOD_CTRL) {
        if (is_letter(k))
            return k - 'a' + 1;
        if (k == '@' || (k >= '[' && k <= '_'))
            return k & 0x1f;
        return TK_UNKNOWN;
    }
    if ((r->mods & KP_MOD_SHIFT) && r->shifted > 0)
        return r->shifted;
    bool upper = !(r->mods & KP_MOD_SHIFT) != !(r->mods & KP_MOD_CAPS_LOCK);
    return upper && is_letter(k) ? k - 'a' + 'A' : k;
}

/* One character of legacy input: UTF-8, with the keys a tty sends. */
static rawkeys_kind legacy_char(const unsigned char *buf, size_t len, bool more,
                                term_event *ev, size_t *used)
{
    unsigned char c = buf[0];
    switch (c) {
    case '\r': case '\n': *used = 1; return key_event(TK_ENTER, TP_DOWN, ev);
    case 8: case 127: *used = 1; return key_event(TK_BACKSPACE, TP_DOWN, ev);
    case '\t': *used = 1; return key_event(TK_TAB, TP_DOWN, ev);
    default: break;
    }
    if (c < 0x80) {
        *used = 1;
        return key_event(c, TP_DOWN, ev);
    }
    size_t n = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3
             : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
    if (n == 0)
        return skip(1, used);
    int cp = c & (0x3f >> (n - 1));
    for (size_t i = 1; i < n; i++) {
        if (i >= len)
            return more ? (*used = 0, RAWKEYS_INCOMPLETE) : skip(i, used);
        if ((buf[i] & 0xc0) != 0x80)
            return skip(i, used);
        cp = (cp << 6) | (buf[i] & 0x3f);
    }
    /* Overlong forms and surrogates are no characters. */
    if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10ffff))
        || (cp >= 0xd800 && cp <= 0xdfff))
        return skip(n, used);
    *used = n;
    return key_event(cp, TP_DOWN, ev);
}

bool rawkeys_in_mouse_report(const unsigned char *buf, size_t len)
{
    return len >= 3 && buf[0] == ESC && buf[1] == '['
           && (buf[2] == '<' || buf[2] == 'M');
}

rawkeys_kind rawkeys_decode(const unsigned char *buf, size_t len,
                            bool more_may_come, term_event *ev, size_t *used)
{
    *used = 0;
    if (buf[0] != ESC)
        return legacy_char(buf, len, more_may_come, ev, used);
    if (len == 1) {
        if (more_may_come)
            return RAWKEYS_INCOMPLETE;
        *used = 1;
        return key_event(TK_ESC, TP_DOWN, ev);
    }
    if (rawkeys_in_mouse_report(buf, len))
        return buf[2] == '<' ? sgr_mouse(buf, len, more_may_come, ev, used)
                             : x10_mouse(buf, len, more_may_come, ev, used);
    if (buf[1] == '[' && len >= 3 && (buf[2] == 'I' || buf[2] == 'O')) {
        *used = 3;
        return buf[2] == 'O' ? key_event(TK_FOCUS_OUT, TP_DOWN, ev) : RAWKEYS_SKIP;
    }
    kp_result r = kp_parse(buf, len, used);
    switch (r.kind) {
    case KP_NONE:
        /* ESC then another key: Alt in legacy form, taken as Esc then
         * the key, as curses gives it. */
        *used = 1;
        return key_event(TK_ESC, TP_DOWN, ev);
    case KP_INCOMPLETE:
        if (more_may_come)
            return RAWKEYS_INCOMPLETE;
        return skip(len, used);
    case KP_INVALID:
        return RAWKEYS_SKIP;
    case KP_QUERY_REPLY:
        return RAWKEYS_PROTOCOL;
    case KP_DEVICE_ATTRS:
        return RAWKEYS_ATTRS;
    case KP_KEY:
        break;
    }
    int key = term_key_of(&r);
    if (key < 0)
        return RAWKEYS_SKIP;
    enum term_press press = r.event == KP_RELEASE ? TP_UP
                            : r.event == KP_REPEAT ? TP_REPEAT : TP_DOWN;
    return key_event(key, press, ev);
}
