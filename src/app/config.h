/* config: the optional file of defaults, read once at start-up.
 *
 * THE FILE: $XDG_CONFIG_HOME/hexpuzzle/config (default
 * $HOME/.config/hexpuzzle/config; store.h). It need not exist. Lines of
 *
 *     KEY = VALUE
 *
 * with spaces or tabs allowed around KEY, "=" and VALUE; blank lines and
 * lines whose first non-blank character is "#" are ignored. Keys and values
 * are lower case and exact. The keys every game shares:
 *
 *     color   yes | no | auto     colour (auto: when the terminal has it;
 *                                 NO_COLOR and --no-color still win)
 *     ascii   yes | no            draw with ASCII only (as --ascii)
 *     palette default | colorblind | contrast
 *                                 the colours (tui/palette.h); the menu's
 *                                 p changes it for the run
 *
 * then each game's own (app_game.config, in the list's order; the man
 * page lists them all): a key with named values, or a number in a range,
 * plain decimal. And the keys a job is done with (tui/keymap.h):
 *
 *     key.JOB = KEY [KEY ...]   up to KEYMAP_KEYS keys by name ("x", "Up",
 *                               "Space"), in place of the table's; a shared
 *                               job's keys change in every game at once
 *
 * where JOB is a shared job's name or a game's own (app_game.keys, and
 * more_keys for a screen of its own such as hexcells' editor; one name
 * may be several tables' same kind of job, "left").
 *
 * A later line for the same key overrides an earlier one. A bad line (no
 * "=", unknown key, bad value, longer than CONFIG_LINE_MAX bytes, a NUL byte)
 * is skipped with a warning naming its line number, e.g.
 * "config line 3: unknown key 'colour'" or "config line 4: das must be
 * 0..1000 ms", and the rest still applies. The command line overrides the
 * file. A bad key.JOB line (an unknown job, a key with no name, too many
 * keys) is no warning but the config's key error, the first one's line,
 * and so is, for one game, a key that would do two of its jobs: a game
 * does not start with keys other than the player wrote (config_keymap).
 *
 * Typical use at start-up:
 *     config c; store_warnings w; store_warnings_init(&w);
 *     config_load(NULL, &c, &w);     show w's lines (stderr or status line)
 *     if (no --preset) use config_value_name(&c, "preset"); ...
 */
#ifndef HEXPUZZLE_APP_CONFIG_H
#define HEXPUZZLE_APP_CONFIG_H

#include <stdbool.h>
#include <stddef.h>

#include "app/store.h"
#include "tui/keymap.h"

enum {
    CONFIG_LINE_MAX = 1024,          /* bytes in a line, without "\n" */
    CONFIG_FILE_MAX = 256 * 1024,    /* a longer file is not read */
    CONFIG_KEYS_MAX = 32,            /* keys of all games together */
    CONFIG_JOBS_MAX = 48,            /* job names of all games together */
    CONFIG_KEY_ERROR_MAX = 200
};

/* A key of the file: named values (a list, or one a game makes), or,
 * with neither, a number in min..max. */
typedef struct {
    const char *name;
    const char *const *values;        /* NULL-ended */
    const char *(*value_at)(int i);   /* NULL past the last */
    int min, max;
    const char *unit;                 /* after a number's range in a message */
} config_key;

/* A named setting is its value's index + 1, 0 (CONFIG_UNSET) when the
 * file does not set it; a number is itself, or CONFIG_NUMBER_UNSET, since
 * 0 is a good number. */
enum { CONFIG_UNSET = 0, CONFIG_NUMBER_UNSET = -1 };

/* A key.JOB line's keys; line 0: the file does not bind the job. */
typedef struct {
    int keys[KEYMAP_KEYS];
    int n, line;
} config_binding;

typedef struct {
    int value[CONFIG_KEYS_MAX];       /* by key, as config_key_at counts them */
    config_binding bind[CONFIG_JOBS_MAX];   /* by job, as config_job_at counts */
    char key_error[CONFIG_KEY_ERROR_MAX];   /* "": the bindings are good */
} config;

/* The file's keys: the shared ones, then each game's; NULL past the last. */
const config_key *config_key_at(int k);

/* The job names of key.JOB: the shared jobs', then each game's own that
 * no earlier one has; NULL past the last. */
const char *config_job_at(int k);

/* g's keys: the table's, with the file's bindings of g's jobs; false with
 * the reason in err ("config line 4: ...") when the file has a bad key.JOB
 * line, or when a key would do two of g's jobs. */
bool config_keymap(const config *c, const key_game *g, keymap *m, char *err, size_t len);

/* Every setting unset. */
void config_init(config *c);

/* Parses a config text from buf[0..len) into *c (starting from
 * config_init), one warning per bad line into w, but for key.JOB lines
 * (the key error). Returns the number of warned lines (0: all good). Never
 * fails as a whole. */
int config_parse(const char *buf, size_t len, config *c, store_warnings *w);

/* The set keys as a config text, one "key = value\n" line each in the
 * keys' order (not the bindings), into buf (at most cap bytes,
 * NUL-terminated); returns the length it needed (like snprintf). */
size_t config_format(const config *c, char *buf, size_t cap);

/* The name of a named key's value ("auto", "compact" ...), or NULL when it
 * is unset, a number or no key. */
const char *config_value_name(const config *c, const char *key);
/* Whether a named key is set to value. */
bool config_is(const config *c, const char *key, const char *value);
/* A number key's value, or CONFIG_NUMBER_UNSET. */
int config_number(const config *c, const char *key);

/* Reads path (NULL: the XDG config path) into *c. A missing file or an
 * unknown config location is not an error: all unset, no warning. An
 * unreadable or too long file gives one warning ("cannot read config: PATH:
 * REASON") and all unset. Returns the number of warnings added. */
int config_load(const char *path, config *c, store_warnings *w);

#endif
