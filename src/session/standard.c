/* A game's standard games by their tables. */
#include "session/standard.h"

#include <string.h>

bool session_standard_category(const session_game *g, int i, char *buf, size_t len)
{
    char params[SESSION_PARAMS];
    return g->standard(i, params, sizeof params) && g->category(params, buf, len);
}

int session_standard_index(const session_game *g, const char *category)
{
    char name[SESSION_PARAMS];
    for (int i = 0; session_standard_category(g, i, name, sizeof name); i++)
        if (strcmp(name, category) == 0)
            return i;
    return -1;
}
