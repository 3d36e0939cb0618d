/* Reads the config file on first use and reports its bad lines on stderr
 * (before any game takes the screen). */
#include "app/settings.h"

#include <stdbool.h>
#include <stdio.h>

const config *app_settings(void)
{
    static config c;
    static bool loaded;
    if (!loaded) {
        store_warnings w;
        config_init(&c);
        store_warnings_init(&w);
        config_load(NULL, &c, &w);
        for (int i = 0; i < w.n; i++)
            fprintf(stderr, "hexpuzzle: %s\n", w.line[i]);
        loaded = true;
    }
    return &c;
}
