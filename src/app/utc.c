/* UTC times in text. */
#include "app/utc.h"

#include <stdio.h>
#include <string.h>

#include "app/daily.h"
#include "util/number.h"

bool utc_format(int64_t t, bool iso, char out[UTC_TEXT])
{
    char date[DAILY_DATE_TEXT];
    int64_t day = daily_day_of(t), s = t - day * 86400;
    if (!daily_date_text(day, date)) {
        snprintf(out, UTC_TEXT, "?");
        return false;
    }
    int h = (int)(s / 3600 % 24), m = (int)(s / 60 % 60), sec = (int)(s % 60);
    if (iso)
        return snprintf(out, UTC_TEXT, "%.10sT%02d:%02d:%02dZ", date, h, m, sec) < UTC_TEXT;
    return snprintf(out, UTC_TEXT, "%.10s %02d:%02d", date, h, m) < UTC_TEXT;
}

/* Two digits of a time, at most max. */
static bool two_digits(const char *s, int max, int *out)
{
    return number_fixed(s, 2, out) && *out <= max;
}

bool utc_parse(const char *s, size_t n, int64_t *t)
{
    char date[DAILY_DATE_TEXT];
    int64_t day;
    int h, m, sec;
    /* Fixed-width digits checked by hand: the files have one spelling. */
    if (n != 20 || s[10] != 'T' || s[13] != ':' || s[16] != ':' || s[19] != 'Z')
        return false;
    memcpy(date, s, 10);
    date[10] = '\0';
    if (!daily_date_parse(date, &day) || !two_digits(s + 11, 23, &h)
        || !two_digits(s + 14, 59, &m) || !two_digits(s + 17, 59, &sec))
        return false;
    *t = day * 86400 + h * 3600 + m * 60 + sec;
    return true;
}
