/* keylink: turning the kitty keyboard protocol on and off across a link
 * of any delay, without ever waiting for the terminal. Pure: no curses, no
 * I/O, no clock; the caller sends the bytes it is given and reports the
 * replies it reads (tui/keyproto.h parses them).
 *
 * THE EXCHANGE
 *   Asking: CSI ? u then CSI c. A terminal that speaks the protocol answers
 *     the first with CSI ? flags u; every terminal answers the second (DA1),
 *     in order, so a DA1 reply with no flags reply before it means no
 *     protocol. Keys meanwhile come in their legacy form.
 *   A flags reply, whenever it comes, says yes: if key events are wanted
 *     then, the flags are pushed (with focus reports) and asked for again.
 *     Keys the terminal sent before it saw the push are legacy; the answer
 *     to that second question follows the last of them, so from that
 *     answer on (and not before) every byte is in the protocol's form:
 *     keylink_raw_keys.
 *   Popping (key events no longer wanted, a suspend, the exit): the flags
 *     are popped and DA1 asked, whose answer follows the last byte the
 *     terminal sent in the protocol's form (a key's release, say).
 *   keylink_awaiting says answers are still to come: a caller reads on
 *     (and waits longer for a sequence cut short) until they have, and at
 *     its exit waits for them with a bound, so that none reaches the shell.
 * The terminal answers in order: an answer settles every question before
 * it too (a DA1 answer after a CSI ? u unanswered says it never will be).
 * A reply nobody asked for is counted as nothing. */
#ifndef HEXPUZZLE_TUI_KEYLINK_H
#define HEXPUZZLE_TUI_KEYLINK_H

#include <stdbool.h>
#include <stddef.h>

typedef enum { KEYLINK_UNKNOWN, KEYLINK_NO, KEYLINK_YES } keylink_support;

enum {
    KEYLINK_SEQ_MAX = 64,  /* no call gives more bytes to send */
    KEYLINK_OWED_MAX = 16  /* questions kept; older ones are forgotten */
};

typedef struct {
    int flags;                 /* what to push */
    keylink_support support;
    bool asked;
    /* The questions sent and not yet answered, oldest first: 'f' for
     * CSI ? u, 'a' for CSI c. The terminal answers in order, so an answer
     * settles the first question of its kind and every one before it. */
    char owed[KEYLINK_OWED_MAX];
    int nowed;
    bool wanted;               /* the program wants key events now */
    bool pushed;               /* pushed and not popped */
    bool confirmed;            /* pushed, and the terminal has answered a
                                  question asked after the push */
} keylink;

/* Nothing asked, nothing wanted; flags: the KP_FLAG_* to push. */
void keylink_init(keylink *l, int flags);

/* Each of these writes into out (cap >= KEYLINK_SEQ_MAX) the bytes to send
 * now, NUL-terminated, and returns their length (0: nothing to send). */

/* Key events wanted (on) or not. Wanting them asks the terminal the first
 * time, and pushes at once when it is known to speak the protocol. */
size_t keylink_want(keylink *l, bool on, char *out, size_t cap);
/* A CSI ? flags u read (from_attrs false) or a DA1 reply (true). */
size_t keylink_reply(keylink *l, bool from_attrs, char *out, size_t cap);

/* The terminal has not answered for so long that it will not: nothing is
 * owed any more, and a protocol never heard of is taken as missing. */
void keylink_give_up(keylink *l);

/* Keys come in the protocol's form: read them raw (tui/rawkeys.h). */
bool keylink_raw_keys(const keylink *l);
/* The terminal still owes answers to what was sent. */
bool keylink_awaiting(const keylink *l);

#endif
