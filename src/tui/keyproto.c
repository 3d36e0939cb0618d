/* The kitty keyboard protocol: key event sequences in, mode sequences out. */
#include "tui/keyproto.h"

#include <stdio.h>

enum {
    ESC = 0x1b,
    NUM_MAX = 0x10FFFF, /* no parameter of the protocol is larger */
    FIELDS = 3,         /* key ; mods ; text */
    SUBS = 3            /* key:shifted:base */
};

/* The parameters of one CSI sequence: fields split by ';', each into
 * sub-parameters split by ':'. Only the first code point of the text field
 * is kept; the rest are checked and dropped. */
typedef struct {
    int val[FIELDS][SUBS];
    int set[FIELDS][SUBS]; /* a digit was seen */
    int nsub[FIELDS];      /* sub-parameters seen in each field */
    int nfield;
} params;

static kp_result result(kp_kind kind)
{
    kp_result r = {kind, 0, 0, KP_PRESS, 0, 0, 0, 0};
    return r;
}

static int sub_limit(int field)
{
    /* key:shifted:base, mods:event, then any number of text code points */
    return field == 0 ? 3 : field == 1 ? 2 : 1000;
}

/* Fills r from the mods:event field; 0 when it holds impossible values. */
static int read_mods(const params *p, kp_result *r)
{
    int mods = p->set[1][0] ? p->val[1][0] : 1;
    int ev = p->set[1][1] ? p->val[1][1] : 1;
    if (mods == 0)
        mods = 1;
    if (mods > 256 || ev < 1 || ev > 3)
        return 0;
    r->mods = (unsigned)(mods - 1);
    r->event = (kp_event)ev;
    return 1;
}

static int tilde_key(int n)
{
    switch (n) {
    case 2: return KP_KEY_INSERT;
    case 3: return KP_KEY_DELETE;
    case 5: return KP_KEY_PAGE_UP;
    case 6: return KP_KEY_PAGE_DOWN;
    case 7: return KP_KEY_HOME;
    case 8: return KP_KEY_END;
    case 11: case 12: case 13: case 14: case 15:
        return KP_KEY_F1 + n - 11;
    case 17: case 18: case 19: case 20: case 21:
        return KP_KEY_F1 + 5 + n - 17;
    case 23: return KP_KEY_F1 + 10;
    case 24: return KP_KEY_F1 + 11;
    case 29: return KP_KEY_MENU;
    case KP_KEY_KP_BEGIN: return KP_KEY_KP_BEGIN;
    default: return 0;
    }
}

/* The letter-final keys, shared by CSI 1;mods X and SS3 X. */
static int letter_key(unsigned char c)
{
    switch (c) {
    case 'A': return KP_KEY_UP;
    case 'B': return KP_KEY_DOWN;
    case 'C': return KP_KEY_RIGHT;
    case 'D': return KP_KEY_LEFT;
    case 'H': return KP_KEY_HOME;
    case 'F': return KP_KEY_END;
    case 'E': return KP_KEY_BEGIN;
    case 'P': return KP_KEY_F1;
    case 'Q': return KP_KEY_F1 + 1;
    case 'S': return KP_KEY_F1 + 3;
    default: return 0;
    }
}

static kp_result interpret(const params *p, int private_marker, unsigned char final)
{
    kp_result r = result(KP_KEY);
    kp_result bad = result(KP_INVALID);

    if (private_marker) {
        if (final == 'c') /* DA reply: its parameters do not matter */
            return result(KP_DEVICE_ATTRS);
        if (final != 'u' || p->nfield > 1 || p->nsub[0] > 1)
            return bad;
        r.kind = KP_QUERY_REPLY;
        r.flags = p->val[0][0];
        return r;
    }
    /* Field 0 of the sequences with a letter or ~ holds no alternates, and
     * only CSI u has a text field. */
    if (final != 'u' && (p->nsub[0] > 1 || p->nfield > 2))
        return bad;
    if (!read_mods(p, &r))
        return bad;

    if (final == 'u') {
        if (p->val[0][0] == 0) /* missing, or NUL which no key is */
            return bad;
        r.key = p->val[0][0];
        r.shifted = p->val[0][1];
        r.base = p->val[0][2];
        r.text = p->val[2][0];
        return r;
    }
    if (final == '~') {
        r.key = p->set[0][0] ? tilde_key(p->val[0][0]) : 0;
        return r.key ? r : bad;
    }
    if (final == 'Z') {
        if (p->nfield > 1 || p->set[0][0])
            return bad;
        r.key = KP_KEY_TAB;
        r.mods = KP_MOD_SHIFT;
        return r;
    }
    /* CSI R is also the cursor position report, so F3 comes as CSI 13 ~. */
    r.key = letter_key(final);
    if (!r.key || (p->set[0][0] && p->val[0][0] != 1))
        return bad;
    return r;
}

static kp_result parse_ss3(const unsigned char *buf, size_t len, size_t *used)
{
    if (len < 3)
        return result(KP_INCOMPLETE);
    kp_result r = result(KP_KEY);
    r.key = buf[2] == 'R' ? KP_KEY_F1 + 2 : letter_key(buf[2]);
    if (!r.key)
        return result(KP_NONE); /* alt+shift+o then a key, in legacy form */
    *used = 3;
    return r;
}

kp_result kp_parse(const unsigned char *buf, size_t len, size_t *used)
{
    *used = 0;
    if (len == 0)
        return result(KP_INCOMPLETE);
    if (buf[0] != ESC)
        return result(KP_NONE);
    if (len == 1)
        return result(KP_INCOMPLETE);
    if (buf[1] == 'O')
        return parse_ss3(buf, len, used);
    if (buf[1] != '[')
        return result(KP_NONE);

    params p = {{{0}}, {{0}}, {1, 0, 0}, 1};
    int private_marker = 0, malformed = 0, num = 0;
    size_t i = 2;
    if (i < len && buf[i] == '?') {
        private_marker = 1;
        i++;
    }
    /* One pass to the final byte, keeping what fits; anything wrong only
     * marks the sequence malformed so that all of it is skipped. */
    for (; i < len && i < KP_MAX_SEQ; i++) {
        unsigned char c = buf[i];
        int f = p.nfield - 1, s = p.nsub[f] - 1;
        if (c >= '0' && c <= '9') {
            if (num > (NUM_MAX - (c - '0')) / 10)
                malformed = 1;
            else
                num = num * 10 + (c - '0');
            if (s < SUBS) {
                p.val[f][s] = num;
                p.set[f][s] = 1;
            }
        } else if (c == ':') {
            if (p.nsub[f] < sub_limit(f))
                p.nsub[f]++;
            else
                malformed = 1;
            num = 0;
        } else if (c == ';') {
            if (p.nfield < FIELDS)
                p.nsub[p.nfield++] = 1;
            else
                malformed = 1;
            num = 0;
        } else if (c >= 0x40 && c <= 0x7e) {
            *used = i + 1;
            if (malformed)
                return result(KP_INVALID);
            return interpret(&p, private_marker, c);
        } else if (c >= 0x20 && c < 0x40) {
            malformed = 1; /* intermediates and late private markers */
        } else {
            /* A control byte, ESC included, or a byte of text: the sequence
             * was cut short, and that byte starts the next input. */
            *used = i;
            return result(KP_INVALID);
        }
    }
    if (i >= KP_MAX_SEQ) {
        *used = i;
        return result(KP_INVALID);
    }
    return result(KP_INCOMPLETE);
}

static size_t put(char *buf, size_t cap, const char *s)
{
    int n = snprintf(buf, cap, "%s", s);
    return n < 0 ? 0 : (size_t)n;
}

size_t kp_push_flags(int flags, char *buf, size_t cap)
{
    int n = snprintf(buf, cap, "\033[>%du", flags & KP_FLAGS_ALL);
    return n < 0 ? 0 : (size_t)n;
}

size_t kp_pop(char *buf, size_t cap)
{
    return put(buf, cap, "\033[<u");
}

size_t kp_query(char *buf, size_t cap)
{
    return put(buf, cap, "\033[?u\033[c");
}

int kp_is_modifier_key(int key)
{
    return (key >= KP_KEY_LEFT_SHIFT && key <= KP_KEY_ISO_LEVEL5_SHIFT) ||
           (key >= 57358 && key <= 57360); /* caps, scroll, num lock */
}

int kp_unkeypad(int key)
{
    static const int nav[] = {
        KP_KEY_LEFT, KP_KEY_RIGHT, KP_KEY_UP, KP_KEY_DOWN, KP_KEY_PAGE_UP,
        KP_KEY_PAGE_DOWN, KP_KEY_HOME, KP_KEY_END, KP_KEY_INSERT,
        KP_KEY_DELETE, KP_KEY_BEGIN,
    };
    static const char ops[] = "./*-+\r=,";
    if (key >= KP_KEY_KP_0 && key <= KP_KEY_KP_0 + 9)
        return '0' + key - KP_KEY_KP_0;
    if (key >= KP_KEY_KP_DECIMAL && key <= KP_KEY_KP_SEPARATOR)
        return ops[key - KP_KEY_KP_DECIMAL];
    if (key >= KP_KEY_KP_LEFT && key <= KP_KEY_KP_BEGIN)
        return nav[key - KP_KEY_KP_LEFT];
    return key;
}
