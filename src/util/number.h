/* The one way hexpuzzle reads a number, wherever it comes from (command
 * line, config, params and move texts, saves, scores): its canonical
 * form is plain decimal, digits only, no sign, no spaces, no leading zero
 * except for 0 itself. Every writer prints numbers that way, so what is
 * read prints back byte for byte, and "007" is never a second name for 7. */
#ifndef HEXPUZZLE_UTIL_NUMBER_H
#define HEXPUZZLE_UTIL_NUMBER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* s[0..n) as a canonical number of at most max into *out; false (out
 * untouched) for anything else, overflow included. */
bool number_parse(const char *s, size_t n, uint64_t max, uint64_t *out);

/* The canonical number at the start of s, of at most max: the count of
 * its digits, *out set; 0 when s does not start with one (out untouched).
 * A digit right after a leading 0 makes it no number. */
size_t number_prefix(const char *s, uint64_t max, uint64_t *out);

/* Exactly n digits at s (leading zeros allowed: a field of fixed width,
 * as in dates) into *out; false (out untouched) for anything else. */
bool number_fixed(const char *s, int n, int *out);

#endif
