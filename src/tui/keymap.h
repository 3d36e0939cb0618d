/* The keys of the games: one table of the jobs the games share (help,
 * quit, pause, undo, redo, a new game, replay, the drawing, a hint), the
 * same keys in every game, and each game's own jobs in its front end. A
 * front end's key map, its help's key lines and its message lines all read
 * the keymap, so that what the help says is what the keys do; the config
 * file (app/config.h) may bind other keys to a job, in every game at once
 * for a shared job.
 *
 * A key is a character (case counts: U is not u) or a term_key; by name,
 * a printable character is itself and the others are Space Enter Esc Tab
 * Backspace Delete Up Down Left Right Home End PageUp PageDown F1. */
#ifndef HEXPUZZLE_TUI_KEYMAP_H
#define HEXPUZZLE_TUI_KEYMAP_H

#include <stdbool.h>
#include <stddef.h>

enum {
    KEYMAP_KEYS = 4,           /* keys of one job */
    KEYMAP_OWN_MAX = 20,       /* a game's own jobs */
    KEYMAP_NAME_MAX = 12,      /* a key's name, with its NUL */
    KEYMAP_HELP_WIDTH = 72,    /* a help line, with its NUL */
};

/* The jobs every game that has them does with the same keys. */
typedef enum {
    KEY_HELP, KEY_QUIT, KEY_PAUSE, KEY_UNDO, KEY_REDO, KEY_NEW, KEY_RESTART, KEY_DRAWING,
    KEY_HINT,
    KEY_SHARED
} key_shared;

/* A job: its name in the config file (key.NAME), what it does in a few
 * words for the help, and its keys unless the config says otherwise
 * (0-ended). */
typedef struct {
    const char *name;
    const char *does;
    int keys[KEYMAP_KEYS];
} key_job;

/* A game's jobs: which shared ones it has (bit 1 << key_shared), what it
 * calls them where its words differ (NULL: the table's), and its own,
 * ended by one with no name. Its own jobs are numbered from KEY_SHARED on,
 * in its list's order. */
typedef struct {
    const char *game;
    unsigned shared;
    const char *shared_does[KEY_SHARED];
    const key_job *own;
} key_game;

/* The shared jobs' table. */
const key_job *keymap_shared(key_shared job);

/* A game's keys: each job's, as the table or the config has them. */
typedef struct {
    const key_game *game;
    int keys[KEY_SHARED + KEYMAP_OWN_MAX][KEYMAP_KEYS];
} keymap;

/* The game's jobs with the table's keys. */
void keymap_init(keymap *m, const key_game *g);
/* The number of job numbers the game has (shared ones it lacks included). */
int keymap_jobs(const key_game *g);
/* Job number j of the game, or NULL when it has no such job. */
const key_job *keymap_job(const key_game *g, int j);
/* What job j does, in the game's words. */
const char *keymap_does(const key_game *g, int j);
/* Binds job j to keys (n of them, at most KEYMAP_KEYS), in place of its
 * table's. */
void keymap_bind(keymap *m, int j, const int *keys, int n);
/* The job key k does, or -1. */
int keymap_job_of(const keymap *m, int key);
/* Whether key k does job j. */
bool keymap_is(const keymap *m, int j, int key);
/* The name of job j's first key ("U", "Space"), or "-" when it has none. */
const char *keymap_first(const keymap *m, int j, char buf[KEYMAP_NAME_MAX]);
/* Two jobs of the game with a key in common: true with the jobs and the
 * key; a game's map is good when there are none. */
bool keymap_clash(const keymap *m, int *a, int *b, int *key);

/* A key's name; false (and "?") for a key with none. */
bool keymap_key_name(int key, char buf[KEYMAP_NAME_MAX]);
/* A key by its name, s[0..n); false when it names none. */
bool keymap_key_parse(const char *s, size_t n, int *key);

/* The help's key lines, "KEYS  does" in columns, in the game's order
 * (shared jobs first): two jobs a line where two fit in width, else one;
 * into lines[0..cap); returns how many. */
int keymap_help(const keymap *m, char lines[][KEYMAP_HELP_WIDTH], int cap, int width);

#endif
