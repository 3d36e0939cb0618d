/* The player's login name. */
#include "app/player.h"

#include <pwd.h>
#include <stdio.h>
#include <unistd.h>

const char *player_login(void)
{
    static char name[64];
    const struct passwd *pw = getpwuid(getuid());
    snprintf(name, sizeof name, "%s", pw && pw->pw_name && pw->pw_name[0] ? pw->pw_name : "?");
    return name;
}
