/* scores_date: the UTC dates of the scores file and of its printed tables,
 * by the C library's UTC calendar (never the local time zone). */
#define _DEFAULT_SOURCE /* timegm: POSIX.1-2024, older glibc hides it */
/* A 32-bit time_t ends in 2038, and the file holds dates up to 9999. No
 * time_t crosses this file's interface, so asking glibc for the 64-bit one
 * here alone is safe; the assertion below catches a library without it. */
#define _FILE_OFFSET_BITS 64
#define _TIME_BITS 64

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "scores_internal.h"
#include "util/number.h"

_Static_assert(sizeof(time_t) >= 8, "dates up to 9999 need a 64-bit time_t");

void scores_date_format(char out[SCORES_DATE_TEXT_MAX], int64_t t,
                        bool iso)
{
    time_t tt = (time_t)t;
    struct tm tm;
    if (!gmtime_r(&tt, &tm) ||
        strftime(out, SCORES_DATE_TEXT_MAX,
                 iso ? "%Y-%m-%dT%H:%M:%SZ" : "%Y-%m-%d %H:%M", &tm) == 0)
        snprintf(out, SCORES_DATE_TEXT_MAX, "?");
}

bool scores_date_parse(const char *s, size_t n, int64_t *out)
{
    int y, mo, d, h, mi, se;
    /* Fixed-width digits checked by hand: strptime would also take
     * shorter fields, signs and spaces, and the file has one spelling. */
    if (n != 20 || s[4] != '-' || s[7] != '-' || s[10] != 'T' ||
        s[13] != ':' || s[16] != ':' || s[19] != 'Z' || !number_fixed(s, 4, &y) ||
        !number_fixed(s + 5, 2, &mo) || !number_fixed(s + 8, 2, &d) ||
        !number_fixed(s + 11, 2, &h) || !number_fixed(s + 14, 2, &mi) ||
        !number_fixed(s + 17, 2, &se) || y < 1970)
        return false;
    struct tm tm = { .tm_year = y - 1900, .tm_mon = mo - 1, .tm_mday = d,
                     .tm_hour = h, .tm_min = mi, .tm_sec = se };
    time_t t = timegm(&tm);
    /* timegm carries an out-of-range field over (February 30 becomes
     * March 2, 24:00 the next day, second 60 the next minute): a date is
     * real only if it comes back as it was written. */
    struct tm back;
    if (t == (time_t)-1 || !gmtime_r(&t, &back) ||
        back.tm_year != y - 1900 || back.tm_mon != mo - 1 ||
        back.tm_mday != d || back.tm_hour != h || back.tm_min != mi ||
        back.tm_sec != se)
        return false;
    *out = (int64_t)t;
    return true;
}
