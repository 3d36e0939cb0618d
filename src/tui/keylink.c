/* keylink: the kitty keyboard protocol's questions and answers over a link
 * of any delay. */
#include "tui/keylink.h"

#include "tui/keyproto.h"

#include <stdio.h>
#include <string.h>

/* Focus reports come with the protocol: a key held while the terminal
 * loses the focus may be released where the program never hears of it. */
static const char focus_on[] = "\033[?1004h", focus_off[] = "\033[?1004l";
static const char ask_flags[] = "\033[?u", ask_attrs[] = "\033[c";

void keylink_init(keylink *l, int flags)
{
    memset(l, 0, sizeof *l);
    l->flags = flags;
    l->support = KEYLINK_UNKNOWN;
}

static void owe(keylink *l, char question)
{
    if (l->nowed == KEYLINK_OWED_MAX) {
        memmove(l->owed, l->owed + 1, KEYLINK_OWED_MAX - 1);
        l->nowed--;
    }
    l->owed[l->nowed++] = question;
}

/* An answer to question: it settles the first such question owed and
 * every one before it. False when none was owed. */
static bool settle(keylink *l, char question)
{
    for (int i = 0; i < l->nowed; i++) {
        if (l->owed[i] == question) {
            memmove(l->owed, l->owed + i + 1, (size_t)(l->nowed - i - 1));
            l->nowed -= i + 1;
            return true;
        }
    }
    return false;
}

static bool owes(const keylink *l, char question)
{
    return memchr(l->owed, question, (size_t)l->nowed) != NULL;
}

/* Appends s to out[0..*n), keeping it NUL-terminated when it fits. */
static void add(char *out, size_t cap, size_t *n, const char *s)
{
    size_t len = strlen(s);
    if (*n + len < cap)
        memcpy(out + *n, s, len + 1);
    *n += len;
}

static size_t finish(char *out, size_t cap, size_t n)
{
    if (cap > 0 && n >= cap)
        out[0] = '\0';
    return n < cap ? n : 0;
}

static void push(keylink *l, char *out, size_t cap, size_t *n)
{
    char seq[16];
    kp_push_flags(l->flags, seq, sizeof seq);
    add(out, cap, n, focus_on);
    add(out, cap, n, seq);
    add(out, cap, n, ask_flags);
    owe(l, 'f');
    l->pushed = true;
    l->confirmed = false;
}

static void pop(keylink *l, char *out, size_t cap, size_t *n)
{
    char seq[16];
    kp_pop(seq, sizeof seq);
    add(out, cap, n, focus_off);
    add(out, cap, n, seq);
    add(out, cap, n, ask_attrs);
    owe(l, 'a');
    l->pushed = l->confirmed = false;
}

size_t keylink_want(keylink *l, bool on, char *out, size_t cap)
{
    size_t n = 0;
    if (cap > 0)
        out[0] = '\0';
    l->wanted = on;
    if (on && !l->asked) {
        char q[16];
        kp_query(q, sizeof q);
        add(out, cap, &n, q);
        l->asked = true;
        owe(l, 'f');
        owe(l, 'a');
    }
    if (on && l->support == KEYLINK_YES && !l->pushed)
        push(l, out, cap, &n);
    else if (!on && l->pushed)
        pop(l, out, cap, &n);
    return finish(out, cap, n);
}

size_t keylink_reply(keylink *l, bool from_attrs, char *out, size_t cap)
{
    size_t n = 0;
    if (cap > 0)
        out[0] = '\0';
    if (from_attrs) {
        /* No flags reply came before it, none will. */
        if (settle(l, 'a') && l->support == KEYLINK_UNKNOWN)
            l->support = KEYLINK_NO;
        return 0;
    }
    settle(l, 'f');
    l->support = KEYLINK_YES;
    if (l->wanted && !l->pushed)
        push(l, out, cap, &n);
    else if (l->pushed && !owes(l, 'f'))
        l->confirmed = true;
    return finish(out, cap, n);
}

void keylink_give_up(keylink *l)
{
    l->nowed = 0;
    if (l->support == KEYLINK_UNKNOWN)
        l->support = KEYLINK_NO;
}

bool keylink_raw_keys(const keylink *l)
{
    return l->pushed && l->confirmed;
}

bool keylink_awaiting(const keylink *l)
{
    return l->nowed > 0;
}
