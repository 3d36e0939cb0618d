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
    l->flag_queries++;
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
    l->attr_queries++;
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
        l->flag_queries++;
        l->attr_queries++;
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
        if (l->attr_queries > 0)
            l->attr_queries--;
        /* Answered in order: no flags reply came before it, none will. */
        if (l->support == KEYLINK_UNKNOWN && l->asked) {
            l->support = KEYLINK_NO;
            l->flag_queries = 0;
        }
        return 0;
    }
    if (l->flag_queries > 0)
        l->flag_queries--;
    l->support = KEYLINK_YES;
    if (l->wanted && !l->pushed)
        push(l, out, cap, &n);
    else if (l->pushed && l->flag_queries == 0)
        l->confirmed = true;
    return finish(out, cap, n);
}

void keylink_give_up(keylink *l)
{
    l->flag_queries = l->attr_queries = 0;
    if (l->support == KEYLINK_UNKNOWN)
        l->support = KEYLINK_NO;
}

bool keylink_raw_keys(const keylink *l)
{
    return l->pushed && l->confirmed;
}

bool keylink_awaiting(const keylink *l)
{
    return l->flag_queries > 0 || l->attr_queries > 0;
}
