/* A timed move as text, "T TEXT": its game time in ms (a canonical number,
 * util/number.h, of at most SESSION_TIME_MAX) and its move text (one short
 * word of [A-Za-z0-9,], session/game.h). Saves, replays and live logs keep
 * each move as a line "move T TEXT", and a game tells its recorder each
 * move as "T TEXT": this one reader and one writer serve them all. */
#ifndef HEXPUZZLE_SESSION_MOVE_LINE_H
#define HEXPUZZLE_SESSION_MOVE_LINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/session.h"

/* The latest game time a move can have: about 31 years. */
#define SESSION_TIME_MAX UINT64_C(999999999999)

/* Whether s[0..n) is a move text: 1 to SESSION_MOVE_TEXT - 1 of
 * [A-Za-z0-9,]. */
bool session_move_text_ok(const char *s, size_t n);

/* s[0..n), "T TEXT", into *m: NULL, or why not ("bad move time", "bad
 * move text"), m untouched. */
const char *session_move_read(const char *s, size_t n, session_move *m);

/* "T TEXT" into buf (len bytes): its length, as snprintf gives it (len or
 * more when it did not fit). */
int session_move_write(char *buf, size_t len, int64_t t, const char *text);

#endif
