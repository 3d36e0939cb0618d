/* saves: a game in progress, kept on disk so it can be resumed — one file
 * per game, game-agnostic: the game's params text and its list of moves.
 *
 * THE FILE: STATEDIR/GAME.save (store.h says where STATEDIR is), GAME the
 * game's name; or GAME.2.save ... GAME.9.save (SAVES_SLOTS)
 * when another hexpuzzle's save of the same game is there: two playing
 * one game at once each keep theirs, and each later start offers the
 * newest. Text, ASCII, every line ending in "\n" (also
 * the last), fields separated by exactly one space, lines at most 200 bytes
 * but the params line:
 *
 *     hexpuzzle-save 1
 *     game GAME                  required, first
 *     params PARAMS              required
 *     elapsed_ms N               required
 *     KEY VALUE                  zero or more other keys, e.g. "first 3,4"
 *     move T_MS TEXT             zero or more, in play order
 *     end COUNT
 *
 *   GAME      1-16 letters a-z (the file is named after it)
 *   PARAMS    the game's one-line params text (session_game.params);
 *             any 1-1023 printable ASCII characters
 *             without spaces (0x21-0x7e)
 *   N, T_MS   0..999999999999, plain decimal (no sign, no leading zeros)
 *   KEY       1-32 characters of [a-z0-9_], starting with a letter; not game,
 *             params, elapsed_ms, move or end; each key at most once; at
 *             most SAVES_EXTRA_MAX of them. VALUE as PARAMS, of 1-160.
 *   TEXT      a move, opaque here: 1-15 characters of [A-Za-z0-9,]; each
 *             game lists its own where its session descriptor is defined
 *             (src/session/GAME_session.c), e.g. "O3,4", "CW"
 *   COUNT     the number of move lines (so a truncated file is caught)
 * At most SAVES_MOVES_MAX moves. Anything else makes the file corrupt: it is
 * moved aside to GAME.save.corrupt-T (see store.h) with a warning, and
 * there is nothing to resume. Changes happen under the lock
 * STATEDIR/GAME.save.lock.
 *
 * Front ends never touch this file: the application's session hooks
 * (app/session_app.h) load a save before a game starts and hand it to the
 * front end, write one when the session keeps a game (quit, SIGHUP,
 * SIGTERM, from the main loop, never in a handler), and remove it when the
 * session forgets it (the game ended, or resuming was declined):
 *     saves_load(NULL, game, &g, &w)            SAVES_FOUND: g to resume
 *     saves_write(NULL, &g, &w)                 g filled with saves_init,
 *                                               game, params, saves_push_move
 *     saves_remove(NULL, game, &w)
 * Show each w.line[i] (e.g. "cannot save the game: /p: Permission denied").
 */
#ifndef HEXPUZZLE_APP_SAVES_H
#define HEXPUZZLE_APP_SAVES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/store.h"
#include "session/session.h"

#define SAVES_NUMBER_MAX UINT64_C(999999999999)

enum {
    SAVES_GAME_MAX = 16,         /* characters in a game name */
    SAVES_KEY_MAX = 32,          /* characters in a key */
    SAVES_VALUE_MAX = 160,       /* characters in other values */
    /* characters in params: a level from a file is carried whole there
     * (session/hexcells_level.h) */
    SAVES_PARAMS_MAX = SESSION_PARAMS - 1,
    SAVES_MOVE_TEXT_MAX = SESSION_MOVE_TEXT - 1,   /* characters in a move */
    SAVES_EXTRA_MAX = 16,        /* other keys */
    SAVES_MOVES_MAX = 1000000,   /* moves */
    SAVES_LINE_MAX = 200,        /* bytes in a line, without its "\n", but
                                    the params line's */
    SAVES_PARAMS_LINE_MAX = SAVES_PARAMS_MAX + 7,   /* "params " and them */
    SAVES_SLOTS = 9,             /* saves of one game: GAME.save, GAME.2.save.. */
    /* Longest possible file, rounded up: the cap for reading one. */
    SAVES_FILE_MAX = 48 * 1024 * 1024
};

/* Results of saves_load. */
enum { SAVES_NONE = 0, SAVES_FOUND = 1, SAVES_BAD = -1 };

typedef struct {
    char key[SAVES_KEY_MAX + 1];
    char value[SAVES_VALUE_MAX + 1];
} saves_extra;

typedef struct {
    char game[SAVES_GAME_MAX + 1];
    char params[SAVES_PARAMS_MAX + 1];
    int64_t elapsed_ms;
    size_t nextra;
    saves_extra extra[SAVES_EXTRA_MAX];
    size_t nmoves, cap_moves;
    session_move *moves;  /* malloc'd; saves_free releases it */
    int64_t written;      /* saves_load: when its file was written (s since 1970) */
} saves_game;

void saves_init(saves_game *g);       /* empty, no moves */
void saves_free(saves_game *g);       /* frees the moves; g is then empty */

/* Appends a move; false if text is not 1-15 of [A-Za-z0-9,], t_ms is out
 * of range, the limit is reached, or memory ran out (g unchanged). */
bool saves_push_move(saves_game *g, int64_t t_ms, const char *text);
/* Sets (or replaces) another key; false if key or value break the format
 * or SAVES_EXTRA_MAX keys are there already. */
bool saves_set(saves_game *g, const char *key, const char *value);
/* The value of another key, or NULL. */
const char *saves_get(const saves_game *g, const char *key);

/* true if g fits the format; otherwise the reason in why (STORE_WHY_MAX
 * bytes, may be NULL). */
bool saves_valid(const saves_game *g, char *why);

/* Parses a whole file from buf[0..len), all or nothing; on failure g is
 * empty and why (STORE_WHY_MAX bytes, may be NULL) says where. */
bool saves_parse(const char *buf, size_t len, saves_game *g, char *why);
/* The file text of g (malloc'd, NUL-terminated, length in *len); NULL when
 * g is not valid or memory ran out. Parsing it gives g back byte for byte. */
char *saves_format(const saves_game *g, size_t *len);
/* The same with another first line than "hexpuzzle-save 1": a file of the
 * same lines that is something else (a replay, app/replays.h). */
bool saves_parse_as(const char *header, const char *buf, size_t len, saves_game *g, char *why);
char *saves_format_as(const char *header, const saves_game *g, size_t *len);

/* Loads the newest of dir's saves of GAME (dir NULL: the state directory)
 * into *g: SAVES_FOUND (free g with saves_free); SAVES_NONE when there is
 * none (no warning; g empty); SAVES_BAD with a warning when it is
 * unreadable, or corrupt (then moved aside under the lock, store.h), or
 * saved by another game (g empty), and no older one could be loaded
 * instead. This process remembers which version it found, and where. */
int saves_load(const char *dir, const char *game, saves_game *g,
               store_warnings *w);
/* Writes g atomically under the lock GAME.save.lock (creating dir if
 * needed), and remembers the version written: into the save this process
 * last loaded or wrote if it still holds that version, else into the
 * first of GAME.save, GAME.2.save ... that is not there, so that a save
 * another hexpuzzle made is never replaced. STORE_OK or STORE_ERROR with
 * "cannot save the game: PATH: REASON" (or "9 saved GAME games are there
 * already ..."). */
int saves_write(const char *dir, const saves_game *g, store_warnings *w);
/* Forgets the save of GAME this process resumed or saved: the game has
 * ended or was declined. Under the lock, the file is removed only if it is
 * still the version this process last loaded or wrote; a save that another
 * hexpuzzle wrote since is a different game and stays (store_forget).
 * STORE_OK also when there was none or it stays; STORE_ERROR with "cannot
 * remove the saved game: PATH: REASON". */
int saves_remove(const char *dir, const char *game, store_warnings *w);

#endif
