/* The one way hexpuzzle shows text it did not write (a path, TERM, a
 * config line, an option's value, a name read from a file) on a terminal
 * or in a message: every byte a terminal could act on is written as a
 * backslash and three octal digits, as C writes it — ESC as \033, the
 * 8-bit CSI as \233, a newline as \012, DEL as \177. Those bytes are all
 * below 0x20, 0x7f, and in a UTF-8 locale the C1 controls U+0080..U+009F
 * (bytes C2 80..C2 9F) and every byte that is not part of valid UTF-8; in
 * any other locale, every byte from 0x80 up (an 8-bit terminal takes 0x9b
 * for CSI).
 *
 * A backslash itself is kept as it is, so that escaping twice changes
 * nothing: a message escaped where it is made (a warning) and again where
 * it is printed reads the same. */
#ifndef HEXPUZZLE_UTIL_ESCAPE_H
#define HEXPUZZLE_UTIL_ESCAPE_H

#include <stdbool.h>
#include <stddef.h>

/* src escaped into dst (cap bytes, NUL always written when cap > 0), utf8
 * saying whether the terminal's charset is UTF-8. Whatever does not fit is
 * left off, never half an escape or half a character. True when all of src
 * fitted. */
bool escape_bytes(char *dst, size_t cap, const char *src, bool utf8);

/* escape_bytes for this process's locale (LC_CTYPE as set by setlocale). */
bool escape_text(char *dst, size_t cap, const char *src);

#endif
