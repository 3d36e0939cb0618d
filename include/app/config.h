/* config: the optional file of defaults, read once at start-up.
 *
 * THE FILE: $XDG_CONFIG_HOME/hexpuzzle/config (default
 * $HOME/.config/hexpuzzle/config; store.h). It need not exist. Lines of
 *
 *     KEY = VALUE
 *
 * with spaces or tabs allowed around KEY, "=" and VALUE; blank lines and
 * lines whose first non-blank character is "#" are ignored. Keys and values
 * are lower case and exact:
 *
 *     preset  beginner | intermediate | expert | hexagon   hexmines board
 *     color   yes | no | auto     colour (auto: when the terminal has it;
 *                                 NO_COLOR and --no-color still win)
 *     scale   auto | large | compact   hexmines board drawing size
 *     keys    all | hex | roguelike | arrows   the movement keys the hexmines
 *             front end listens to: arrows only; hex (W E A D Z X); roguelike
 *             (y u h l b n); all (every one of them, the default)
 *     mode    marathon | sprint   hextris mode
 *     ascii   yes | no            draw with ASCII only (as --ascii)
 *     ghost   yes | no            hextris shows where a hard drop lands (no:
 *                                 as --no-ghost; g still turns it on)
 *     well    full | short        the hextris well: 10x20, or 9x11 (as
 *                                 --short), for ASCII-only terminals
 *     das     0..1000             hextris: ms a held Left or Right waits
 *                                 before it repeats (delayed auto shift)
 *     arr     0..500              hextris: ms between repeats (auto repeat
 *                                 rate; 0: straight to the wall)
 *     soft-drop 1..100            hextris: a held Down drops this many times
 *                                 as fast as gravity
 * The last three are used where the terminal reports key releases (the
 * kitty keyboard protocol; tui/held_keys.h); values are plain decimal.
 *
 * A later line for the same key overrides an earlier one. A bad line (no
 * "=", unknown key, bad value, longer than CONFIG_LINE_MAX bytes, a NUL byte)
 * is skipped with a warning naming its line number, e.g.
 * "config line 3: unknown key 'colour'" or "config line 4: das must be
 * 0..1000 ms", and the rest still applies. The
 * command line overrides the file.
 *
 * Typical use at start-up:
 *     config c; store_warnings w; store_warnings_init(&w);
 *     config_load(NULL, &c, &w);     show w's lines (stderr or status line)
 *     if (c.preset && no --preset) use c.preset; ...
 */
#ifndef HEXPUZZLE_APP_CONFIG_H
#define HEXPUZZLE_APP_CONFIG_H

#include <stdbool.h>
#include <stddef.h>

#include "app/store.h"

enum {
    CONFIG_LINE_MAX = 1024,          /* bytes in a line, without "\n" */
    CONFIG_FILE_MAX = 256 * 1024     /* a longer file is not read */
};

/* Each named setting is 0 (CONFIG_UNSET) when the file does not set it;
 * each number is CONFIG_NUMBER_UNSET, since 0 is a good das or arr. */
enum { CONFIG_UNSET = 0, CONFIG_NUMBER_UNSET = -1 };
typedef enum { CONFIG_COLOR_YES = 1, CONFIG_COLOR_NO, CONFIG_COLOR_AUTO }
    config_color;
typedef enum { CONFIG_SCALE_AUTO = 1, CONFIG_SCALE_LARGE,
               CONFIG_SCALE_COMPACT } config_scale;
typedef enum { CONFIG_KEYS_ALL = 1, CONFIG_KEYS_HEX, CONFIG_KEYS_ROGUELIKE,
               CONFIG_KEYS_ARROWS } config_keys;
typedef enum { CONFIG_MODE_MARATHON = 1, CONFIG_MODE_SPRINT } config_mode;
typedef enum { CONFIG_ASCII_YES = 1, CONFIG_ASCII_NO } config_ascii;
typedef enum { CONFIG_GHOST_YES = 1, CONFIG_GHOST_NO } config_ghost;
typedef enum { CONFIG_WELL_FULL = 1, CONFIG_WELL_SHORT } config_well;

typedef struct {
    const char *preset;  /* a preset name (static string) or NULL */
    int color;           /* config_color or CONFIG_UNSET */
    int scale;           /* config_scale or CONFIG_UNSET */
    int keys;            /* config_keys or CONFIG_UNSET */
    int mode;            /* config_mode or CONFIG_UNSET */
    int ascii;           /* config_ascii or CONFIG_UNSET */
    int ghost;           /* config_ghost or CONFIG_UNSET */
    int well;            /* config_well or CONFIG_UNSET */
    int das_ms;          /* 0..1000 or CONFIG_NUMBER_UNSET */
    int arr_ms;          /* 0..500 or CONFIG_NUMBER_UNSET */
    int soft_drop;       /* 1..100 or CONFIG_NUMBER_UNSET */
} config;

/* Every setting unset. */
void config_init(config *c);

/* Parses a config text from buf[0..len) into *c (starting from
 * config_init), one warning per bad line into w. Returns the number of bad
 * lines (0: all good). Never fails as a whole. */
int config_parse(const char *buf, size_t len, config *c, store_warnings *w);

/* The set keys as a config text, one "key = value\n" line each in the
 * order of the table above, into buf (at most cap bytes, NUL-terminated);
 * returns the length it needed (like snprintf). */
size_t config_format(const config *c, char *buf, size_t cap);

/* The value's name for a setting ("auto", "compact" ...), or NULL when it is
 * unset; key as in the file ("color", "scale", "keys", "mode", "ascii",
 * "preset" — for preset, value is ignored and c->preset is returned). The
 * numbers (das, arr, soft-drop) have no names: NULL; read their fields. */
const char *config_value_name(const config *c, const char *key);

/* Reads path (NULL: the XDG config path) into *c. A missing file or an
 * unknown config location is not an error: all unset, no warning. An
 * unreadable or too long file gives one warning ("cannot read config: PATH:
 * REASON") and all unset. Returns the number of warnings added. */
int config_load(const char *path, config *c, store_warnings *w);

#endif
