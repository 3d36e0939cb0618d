/* scores_date: the UTC dates of the scores file and of its printed tables,
 * without the C library's time zones. */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "scores_internal.h"

/* Howard Hinnant's days_from_civil / civil_from_days, for years >= 0: no
 * timegm (not POSIX) and no dependence on the local time zone. */
static int64_t days_from_civil(int64_t y, int m, int d)
{
    y -= m <= 2;
    int64_t era = y / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(int64_t z, int *y, int *m, int *d)
{
    z += 719468;
    int64_t era = z / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = (int)(era * 400 + yoe + (*m <= 2));
}

void scores_date_format(char out[SCORES_DATE_TEXT_MAX], int64_t t,
                        bool iso)
{
    int y, mo, d;
    civil_from_days(t / 86400, &y, &mo, &d);
    int s = (int)(t % 86400);
    if (iso)
        snprintf(out, SCORES_DATE_TEXT_MAX, "%04d-%02d-%02dT%02d:%02d:%02dZ",
                 y, mo, d, s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(out, SCORES_DATE_TEXT_MAX, "%04d-%02d-%02d %02d:%02d", y, mo,
                 d, s / 3600, s / 60 % 60);
}

static bool digits(const char *s, int n, int *out)
{
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return true;
}

bool scores_date_parse(const char *s, size_t n, int64_t *out)
{
    static const int mdays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30,
                                 31 };
    int y, mo, d, h, mi, se;
    if (n != 20 || s[4] != '-' || s[7] != '-' || s[10] != 'T' ||
        s[13] != ':' || s[16] != ':' || s[19] != 'Z' || !digits(s, 4, &y) ||
        !digits(s + 5, 2, &mo) || !digits(s + 8, 2, &d) ||
        !digits(s + 11, 2, &h) || !digits(s + 14, 2, &mi) ||
        !digits(s + 17, 2, &se))
        return false;
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (y < 1970 || mo < 1 || mo > 12 || d < 1 || d > mdays[mo - 1] ||
        (mo == 2 && d == 29 && !leap) || h > 23 || mi > 59 || se > 59)
        return false;
    *out = days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 + se;
    return true;
}
