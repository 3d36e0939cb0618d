/* The daily seed and the UTC calendar it is named by. The calendar is done
 * by arithmetic rather than gmtime/timegm: a day number and its date must
 * be the same on every machine, whatever its time_t or time zone. */
#include "app/daily.h"

#include <stdio.h>
#include <string.h>

#include "util/number.h"

enum { SECONDS_PER_DAY = 86400 };

int64_t daily_day_of(int64_t unix_s)
{
    /* Floor division: a second before 1970 belongs to day -1. */
    return unix_s >= 0 ? unix_s / SECONDS_PER_DAY
                       : -((-unix_s + SECONDS_PER_DAY - 1) / SECONDS_PER_DAY);
}

int64_t daily_seconds_left(int64_t unix_s)
{
    return (daily_day_of(unix_s) + 1) * SECONDS_PER_DAY - unix_s;
}

/* Days from 1970-01-01 to a proleptic Gregorian date, by counting in
 * 400-year eras that start on March 1 (the leap day then ends a year). */
static int64_t days_from_civil(int64_t y, int m, int d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(int64_t z, int64_t *y, int *m, int *d)
{
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = yoe + era * 400 + (*m <= 2);
}

bool daily_date_text(int64_t day, char out[DAILY_DATE_TEXT])
{
    int64_t y;
    int m, d;
    out[0] = '\0';
    if (day < 0 || day > days_from_civil(9999, 12, 31))
        return false;
    civil_from_days(day, &y, &m, &d);
    return snprintf(out, DAILY_DATE_TEXT, "%04d-%02d-%02d", (int)y, m, d) < DAILY_DATE_TEXT;
}

bool daily_date_parse(const char *text, int64_t *day)
{
    int y, m, d;
    if (strlen(text) != 10 || text[4] != '-' || text[7] != '-'
        || !number_fixed(text, 4, &y) || !number_fixed(text + 5, 2, &m)
        || !number_fixed(text + 8, 2, &d) || y < 1970 || m < 1 || m > 12 || d < 1)
        return false;
    int64_t z = days_from_civil(y, m, d);
    /* A day past its month's end carries over: a real date comes back as
     * it was written. */
    char back[DAILY_DATE_TEXT];
    if (!daily_date_text(z, back) || strcmp(back, text) != 0)
        return false;
    *day = z;
    return true;
}

/* FNV-1a over the bytes, then a finaliser that spreads every input bit
 * over the result: neighbouring days must not give neighbouring seeds. */
static uint64_t mix_text(uint64_t h, const char *s)
{
    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= UINT64_C(0x100000001b3);
    }
    h ^= 0xff;   /* a separator, so "ab"+"c" and "a"+"bc" differ */
    h *= UINT64_C(0x100000001b3);
    return h;
}

uint64_t daily_seed(const char *game, const char *params, int64_t day)
{
    char date[DAILY_DATE_TEXT];
    if (!daily_date_text(day, date))
        snprintf(date, sizeof date, "?");
    uint64_t h = UINT64_C(0xcbf29ce484222325);
    h = mix_text(h, "hexpuzzle daily 1");
    h = mix_text(h, game);
    h = mix_text(h, params);
    h = mix_text(h, date);
    h ^= h >> 30;
    h *= UINT64_C(0xbf58476d1ce4e5b9);
    h ^= h >> 27;
    h *= UINT64_C(0x94d049bb133111eb);
    h ^= h >> 31;
    return h % UINT64_C(1000000000);
}

bool daily_not_over(const char *game, const char *params, uint64_t seed, int64_t unix_s,
                    int64_t *day)
{
    int64_t today = daily_day_of(unix_s);
    for (int64_t d = today; d <= today + 1; d++) {
        if (seed == daily_seed(game, params, d)) {
            *day = d;
            return true;
        }
    }
    return false;
}
