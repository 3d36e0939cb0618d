/* The ranking rules of a puzzle against the clock (session/timed_wins.h). */
#include "session/timed_wins.h"

#include <string.h>

bool session_timed_scored(const char *category)
{
    (void)category;
    return false;
}

bool session_timed_win_ranks(const char *category, const char *outcome, bool assisted)
{
    (void)category;
    return strcmp(outcome, "won") == 0 && !assisted;
}
