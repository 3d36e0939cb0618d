/* scores_names: what the scores files call an outcome and a category (a
 * game's own, seeded or daily), below the rules and the log's text that
 * both read them. */
#include "app/scores.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "app/daily.h"

static const char *const outcome_names[] = { "won", "lost", "over", "quit" };

const char *scores_outcome_name(scores_outcome o)
{
    return (unsigned)o < 4 ? outcome_names[o] : "?";
}

enum { DAILY_PREFIX = 17 };   /* "daily-YYYY-MM-DD:" */

bool scores_category_daily(char *buf, size_t cap, const char *date, const char *category)
{
    int n = snprintf(buf, cap, "daily-%s:%s", date, category);
    return n > 0 && (size_t)n < cap && n <= SCORES_CATEGORY_MAX && strlen(date) == 10;
}

bool scores_category_seeded(char *buf, size_t cap, const char *category)
{
    int n = snprintf(buf, cap, "seeded:%s", category);
    return n > 0 && (size_t)n < cap && n <= SCORES_CATEGORY_MAX;
}

const char *scores_category_base(const char *category, char date[11])
{
    int64_t day;
    char d[11];
    if (date)
        date[0] = '\0';
    if (strncmp(category, "seeded:", 7) == 0 && category[7])
        return category + 7;
    if (strncmp(category, "daily-", 6) != 0 || strlen(category) <= DAILY_PREFIX
        || category[DAILY_PREFIX - 1] != ':')
        return category;
    memcpy(d, category + 6, 10);
    d[10] = '\0';
    if (!daily_date_parse(d, &day))
        return category;
    if (date)
        memcpy(date, d, 11);
    return category + DAILY_PREFIX;
}

void scores_category_title(const char *category, char *buf, size_t cap)
{
    char date[11];
    const char *base = scores_category_base(category, date);
    if (base == category)
        snprintf(buf, cap, "%s", category);
    else
        snprintf(buf, cap, "%s %s", date[0] ? "daily" : "seeded", base);
}
