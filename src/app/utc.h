/* UTC times as the files spell them, on the daily board's calendar
 * (app/daily.h: plain arithmetic, no time zone, no time_t): the one codec
 * of the scores file, the replays and the host tables' printing. */
#ifndef HEXPUZZLE_APP_UTC_H
#define HEXPUZZLE_APP_UTC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { UTC_TEXT = 21 };   /* "YYYY-MM-DDTHH:MM:SSZ" and its NUL */

/* A Unix time as "YYYY-MM-DDTHH:MM:SSZ" (iso) or "YYYY-MM-DD HH:MM";
 * false (out "?") outside the years 1970..9999. */
bool utc_format(int64_t t, bool iso, char out[UTC_TEXT]);
/* The Unix time of exactly "YYYY-MM-DDTHH:MM:SSZ" (s[0..n)), a real
 * calendar date and time in 1970..9999; false for anything else. */
bool utc_parse(const char *s, size_t n, int64_t *t);

#endif
