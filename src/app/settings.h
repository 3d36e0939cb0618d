/* The config file, read once per run: its bad lines are reported once. */
#ifndef HEXPUZZLE_APP_SETTINGS_H
#define HEXPUZZLE_APP_SETTINGS_H

#include "app/config.h"
#include "tui/held_keys.h"
#include "tui/palette.h"

/* The file's settings. Read first, it also takes its palette into use,
 * before any front end starts the terminal. */
const config *app_settings(void);

/* The config's palette; the default where it names none. */
enum palette_id settings_palette(const config *c);

/* Game g's keys as the config file binds them; false, with the file's
 * key error ("config line 4: ...") in err, when a binding is bad: the
 * game must not start then (exit status 2). */
bool app_keymap(const key_game *g, keymap *m, char *err, size_t len);

/* Held-key timing: the config's das, arr and soft-drop where set, the
 * defaults (held_keys_defaults) for the rest. */
held_keys_settings settings_held_keys(const config *c);
/* The same for the config file. */
held_keys_settings app_held_keys(void);

#endif
