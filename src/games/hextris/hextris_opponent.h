/* hextris versus: what a player sees of the opponent's game, a plain
 * snapshot, and the one line of text the link between two players carries
 * it in. Pure: the link (not here) sends the line, the front end draws the
 * snapshot (tui/hextris_opponent_view.h).
 *
 * THE LINE, fields split by one space, nothing before or after:
 *     hextris-well 1 LOGIN WxH STATUS WAITING ROWS CELLS
 *   - "hextris-well 1": the format and its version;
 *   - LOGIN: 1..HT_OPPONENT_LOGIN_MAX of [A-Za-z0-9._-];
 *   - W, H: the well's size, within HT_WIDTH_MIN..HT_WIDTH_MAX and
 *     HT_HEIGHT_MIN..HT_HEIGHT_MAX;
 *   - STATUS: ht_status_name's "playing" "paused" "over" "won";
 *   - WAITING: garbage rows waiting for that player, 0..HT_WAITING_ROWS_MAX;
 *   - ROWS: rows it cleared, 0..HT_OPPONENT_ROWS_MAX;
 *   - CELLS: exactly W*H digits, the well's rows top first, each row's
 *     columns left to right: 0 empty, 1..7 a locked piece's colour, 8
 *     garbage. The falling piece is not in it: what the opponent's stack
 *     is matters, and its heights are the stack's.
 * Numbers are canonical (util/number.h). The whole line is shorter than
 * HT_OPPONENT_LINE_MAX bytes. A line that is not exactly this is refused
 * whole: nothing a player's process writes reaches the screen unchecked. */
#ifndef HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_OPPONENT_H
#define HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_OPPONENT_H

#include <stdbool.h>
#include <stddef.h>

#include "games/hextris/hextris.h"

enum {
    HT_OPPONENT_LOGIN_MAX = 32,
    HT_OPPONENT_ROWS_MAX = 999999,
    /* The longest line, 1273 bytes, and its NUL, with room to spare. */
    HT_OPPONENT_LINE_MAX = 1300
};

typedef struct {
    char login[HT_OPPONENT_LOGIN_MAX + 1];
    int width, height;
    enum ht_status status;
    int waiting;
    int rows;
    /* [row][col] as CELLS says; outside width x height, 0. */
    unsigned char cells[HT_HEIGHT_MAX][HT_WIDTH_MAX];
} ht_opponent;

/* The snapshot of st played by login: its stack, the garbage waiting
 * for it. A byte of login outside the line's set
 * becomes '_', and it is cut at HT_OPPONENT_LOGIN_MAX ("?" when empty). */
void ht_opponent_of(const ht_state *st, const char *login, ht_opponent *out);

/* o as THE LINE into buf (cap bytes, NUL always written when cap > 0);
 * the length it needed, as snprintf answers (HT_OPPONENT_LINE_MAX is
 * always enough for a snapshot ht_opponent_of made). */
size_t ht_opponent_encode(const ht_opponent *o, char *buf, size_t cap);
/* THE LINE into *out; false, out untouched, for anything else. */
bool ht_opponent_decode(const char *line, ht_opponent *out);

/* How high column col stands: rows from the floor up to its highest
 * filled cell (0 empty). */
int ht_opponent_column_height(const ht_opponent *o, int col);

#endif
