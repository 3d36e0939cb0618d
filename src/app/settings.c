/* Reads the config file on first use and reports its bad lines on stderr
 * (before any game takes the screen); what the front ends take from it. */
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
        palette_use(settings_palette(&c));
        loaded = true;
    }
    return &c;
}

bool app_keymap(const key_game *g, keymap *m, char *err, size_t len)
{
    return config_keymap(app_settings(), g, m, err, len);
}

enum palette_id settings_palette(const config *c)
{
    enum palette_id p;
    return palette_named(config_value_name(c, "palette"), &p) ? p : PALETTE_DEFAULT;
}

held_keys_settings settings_held_keys(const config *c)
{
    held_keys_settings s = held_keys_defaults();
    if (config_number(c, "das") != CONFIG_NUMBER_UNSET)
        s.das_ms = config_number(c, "das");
    if (config_number(c, "arr") != CONFIG_NUMBER_UNSET)
        s.arr_ms = config_number(c, "arr");
    if (config_number(c, "soft-drop") != CONFIG_NUMBER_UNSET)
        s.soft_drop_factor = config_number(c, "soft-drop");
    return s;
}

held_keys_settings app_held_keys(void)
{
    return settings_held_keys(app_settings());
}
