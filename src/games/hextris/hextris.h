/* hextris: the rules of the hex Tetris as a state plus functions that apply
 * a player's action or advance time; the front end owns the clock, the keys
 * and the drawing.
 *
 * THE WELL. Flat-top hexes in vertical columns, odd columns shoved down by
 * half a cell (HEX_ODD_Q in core/hex.h). A cell is (col, row), col 0 at the
 * left, row 0 at the top. Default 9 x 11: the large ASCII style draws it in
 * 3*9+1 = 28 x 2*11+2 = 24 character cells, the compact one in 18 x 23, so
 * the whole well fits an 80x24 terminal with room for a side panel.
 * `--width` / `--height` take HT_WIDTH_MIN..HT_WIDTH_MAX and
 * HT_HEIGHT_MIN..HT_HEIGHT_MAX.
 *
 * A ROW is every cell with the same offset row index: on screen a zig-zag
 * line across the well. A full row is cleared and every cell above it moves
 * down one row in its own column; k rows cleared at once move the cells
 * above all of them down k rows. No piece spans more than three rows, so at
 * most three rows clear at once.
 *
 * THE ACTIVE PIECE is a piece id (games/hextris/hextris_pieces.h), a centre hex and
 * a rotation 0..5 (clockwise 60-degree steps). Its cells are the centre plus
 * the piece's offsets rotated in cube coordinates. It spawns in rotation 0
 * with its centre at column (width-1)/2, row 1, so all of it lies in rows
 * 0..2.
 *
 * MOVES (each either happens whole or is refused, leaving the state as it
 * was):
 *  - Left/right: one column sideways as a translation in cube space, so the
 *    shape is kept exactly. There are two such translations, the diagonal
 *    half a cell up and the one half a cell down on screen (NE/SE to the
 *    right, NW/SW to the left); the move takes the first that fits of:
 *      - the diagonal that keeps the centre on its offset row (right: SE
 *        from an even column, NE from an odd one; left: SW from an even
 *        column, NW from an odd one), then the other one. A falling piece
 *        thus zig-zags half a cell down and up as it walks, keeping its
 *        height on average;
 *      - except that a grounded piece at an odd column tries the lower
 *        diagonal first, so that a resting piece slides along the
 *        zig-zag floor or stack instead of hopping off it.
 *    (From an even column the row-keeping diagonal is the lower one, so
 *    the order is always "lower first" for a resting piece.)
 *  - CLIMBING: any placement that raises the centre's row (the upward
 *    second choice of a sideways move, the up-kick of a rotation) is only
 *    allowed while the piece has lock resets left, and always spends one,
 *    so a piece cannot be kept up for ever.
 *  - Soft drop: one row down (cube direction S), 1 point; restarts the
 *    gravity interval. Refused on the ground (it never locks).
 *  - Hard drop: straight down to where the ghost is, 2 points per row, and
 *    locks at once.
 *  - Rotate cw/ccw: 60 degrees about the centre hex. If the turned piece does
 *    not fit, these kicks (translations of the turned piece) are tried in
 *    order, the first that fits wins:
 *        clockwise:         one column left, one column right, one row up
 *        counter-clockwise: one column right, one column left, one row up
 *    ("column" is the first-choice diagonal of a sideways move, "up" is
 *    cube direction N, a climb).
 *  - Rotate 180: three 60-degree steps clockwise as one move, with the
 *    clockwise kicks; the turns in between need not fit.
 *  - Hold: the active piece goes to the hold box and the held piece (or,
 *    when the box is empty, the next piece) spawns afresh. Once per piece:
 *    refused again until a piece has locked.
 *
 * GRAVITY AND LOCKING. While the piece can fall, it falls one row every
 * ht_gravity_ms(level). A piece that cannot move one row down is grounded
 * and its lock timer runs: it locks HT_LOCK_DELAY_MS after touching down. A
 * successful sideways move or rotation made while the timer runs restarts it
 * (or, if the piece is lifted off the ground, stops it and gravity resumes);
 * that is a reset, and a piece has HT_LOCK_RESETS of them. With none left,
 * moves no longer restart the timer, and a piece touching down again locks
 * at once. Reaching a row lower than the piece has been before (centre
 * row) gives the piece its resets back.
 *
 * SCORING AND LEVELS. Rows cleared by one lock score, times the level at
 * that moment: 1 row 100, 2 rows 300, 3 rows 500. Soft drop 1 per row,
 * hard drop 2 per row. Marathon: level = start level + rows / 10 (every 10
 * rows a level up, no top level). Sprint: the level stays at the start
 * level; the game is won once HT_SPRINT_ROWS rows are cleared and the
 * elapsed time is the result. Gravity interval by level (ms per row):
 *     level   1    2    3    4    5    6    7    8    9   10   11   12   13   14  15+
 *     ms   1000  870  750  640  540  450  370  300  240  190  150  115   90   70   50
 * The game is over when a new piece cannot spawn because the stack is in
 * the way (after a lock or a hold).
 *
 * PIECES come from a 7-bag seeded with params.seed (hextris_pieces.h), so a
 * seed gives the same sequence everywhere; HT_NEXT_COUNT upcoming pieces
 * are visible.
 *
 * TIME. Every function taking now_ms wants a monotonic clock in
 * milliseconds from any fixed origin; a value earlier than one already seen
 * is treated as that one. Events happen at their own deadline, however late
 * ht_advance is called, so a game is a pure function of its params and the
 * list of (action, now_ms) pairs applied to it. The front end's loop:
 *
 *     ht_new(&st, &params, now());
 *     for (;;) {
 *         int64_t due = ht_next_deadline(&st);   // HT_NO_DEADLINE: none
 *         wait for input, at most until due;
 *         if (a key came) ht_apply(&st, action, now());
 *         else ht_advance(&st, now());
 *         if (st.version != drawn) { redraw; drawn = st.version; }
 *     }
 *
 * ht_apply first advances to now_ms itself, so a move never sneaks in
 * before a lock that was already due. Pause stops every timer and the
 * elapsed time; resume starts them again where they were.
 */
#ifndef HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_H
#define HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/hex.h"
#include "core/rng.h"
#include "games/hextris/hextris_garbage.h"
#include "games/hextris/hextris_pieces.h"

enum {
    HT_WIDTH_MIN = 5,  HT_WIDTH_MAX = 30,  HT_WIDTH_DEFAULT = 10,
    HT_HEIGHT_MIN = 8, HT_HEIGHT_MAX = 40, HT_HEIGHT_DEFAULT = 20,
    HT_LEVEL_MIN = 1,  HT_LEVEL_START_MAX = 15,   /* --level range */
    HT_NEXT_COUNT = 5,          /* upcoming pieces exposed (show >= 3) */
    HT_ROWS_PER_LEVEL = 10,
    HT_SPRINT_ROWS = 40,
    HT_MASTER_ROWS = 100,
    HT_ULTRA_MS = 120000,
    HT_GARBAGE = 8,             /* a garbage hex's colour in the well */
    HT_SPLIT_ROWS = 10,         /* a split every this many rows */
    HT_SPLITS_MAX = 10,
    HT_RECENT_LOCKS = 128,      /* lock times kept for the rolling PPS */
    HT_RECENT_MS = 10000,       /* the rolling PPS's window */
    HT_UNDO_MAX = 100,          /* zen: placements undo can take back */
    HT_LOCK_DELAY_MS = 500,
    HT_LOCK_RESETS = 15,
    HT_SOFT_DROP_POINTS = 1,    /* per row */
    HT_HARD_DROP_POINTS = 2,    /* per row */
    HT_MAX_CLEAR = 3,           /* most rows one lock can clear */
    HT_PARAMS_TEXT_MAX = 64,    /* room for ht_params_encode's text */
    /* The full well, whose score tables are named by the mode alone: ten
     * columns like the guideline's matrix, and twenty rows, the depth every
     * Tetris is played at; it fits 80x24 in the dense drawing. */
    HT_FULL_WIDTH = 10, HT_FULL_HEIGHT = 20,
    /* The short well: what the ASCII outlines fit into 24 lines. */
    HT_SHORT_WIDTH = 9, HT_SHORT_HEIGHT = 11,
    HT_CATEGORY_MAX = 24        /* room for ht_category's text */
};

/* GARBAGE (cheese): a garbage row is a full row of HT_GARBAGE hexes but
 * for one hole, at a column drawn from the game's seed (never the column
 * of the row below's hole). A game starts with up to garbage_in_well of
 * them at the bottom; in cheese100 whenever fewer are left in the well,
 * more come in from below after a lock (pushing the stack up: a hex pushed
 * past the top ends the game) until garbage_rows have come. Clearing a
 * garbage row counts toward the goal, whatever else is in it.
 *
 * STATS: see ht_stats. Finesse is not the rules': the session's game
 * judges it beside them (session/hextris_session.c, games/hextris/hextris_finesse.h)
 * and keeps its tally in the stats. */

/* ht_next_deadline's answer when nothing is due (paused, over, won). */
#define HT_NO_DEADLINE INT64_MAX

/* The modes, in menu order; each one's rules are its ht_mode_info. The
 * first HT_MODES are a player's alone (the menu, the command line, the
 * score tables); versus is played only in a match against another player
 * (games/hextris/hextris_garbage.h), so it comes after them. A match's
 * 40-row race is sprint on the match's seed: both players get the same
 * pieces. */
enum ht_mode {
    HT_MARATHON, HT_SPRINT, HT_ULTRA, HT_CHEESE, HT_CHEESE100, HT_ZEN, HT_MASTER,
    HT_MODES,
    HT_VERSUS = HT_MODES,
    HT_MODES_ALL
};

/* What sets a mode apart (hextris_params.c holds the table).
 *  - ultra: two minutes of play time, highest score; the game ends
 *    ("over") at exactly time_limit_ms of play time.
 *  - cheese, cheese100: the well starts with garbage rows (see GARBAGE);
 *    won once all garbage_rows are cleared, the time is the figure.
 *  - zen: no top-out (a new piece that cannot enter clears the lower half
 *    of the well first), undo, never ranked.
 *  - master: 20G (a piece falls to the ground at once, from level 1), the
 *    lock delay shortening with the level (ht_lock_delay_ms); won once
 *    goal_rows rows are cleared.
 *  - versus: marathon's levels; clears send garbage and garbage received
 *    rises (hextris_garbage.h); topping out loses, and the game is won
 *    when its opponent is out (ht_opponent_out). */
typedef struct {
    const char *name;
    const char *summary;      /* one line, for --help and the menu */
    int goal_rows;            /* rows that win the game; 0: none */
    int garbage_rows;         /* garbage rows to clear; 0: none */
    int garbage_in_well;      /* at most this many in the well at once */
    int64_t time_limit_ms;    /* play time that ends the game; 0: none */
    bool level_fixed;         /* the level stays at the start level */
    bool endless;             /* no top-out */
    bool undo;                /* a placed piece can be taken back */
    bool ranked;              /* results enter a top 10 */
    bool scored;              /* the figure is the score, else a time */
    bool instant_gravity;     /* 20G */
    bool daily;               /* offered as a daily game */
    bool stats_shown;         /* the live stats line is on at the start */
    bool versus;              /* garbage goes to and comes from an opponent */
} ht_mode_info;

const ht_mode_info *ht_mode_info_of(enum ht_mode m);

enum ht_status {
    HT_PLAYING,
    HT_PAUSED,
    HT_OVER,      /* a new piece could not enter */
    HT_WON        /* the mode's goal reached (sprint, cheese, master) */
};

/* The player's actions. Names for logs and replays, in this order:
 * "L" "R" "CW" "CCW" "SOFT" "DROP" "HOLD" "PAUSE" "RESUME" "180". A new
 * action comes last, with a new name, so that every older log replays as
 * it did. */
enum ht_action {
    HT_LEFT, HT_RIGHT, HT_CW, HT_CCW, HT_SOFT, HT_DROP, HT_HOLD,
    HT_PAUSE, HT_RESUME, HT_180,
    HT_ACTIONS
};

typedef struct {
    int width, height;       /* HT_*_MIN..HT_*_MAX */
    enum ht_mode mode;
    int start_level;         /* HT_LEVEL_MIN..HT_LEVEL_START_MAX */
    uint64_t seed;
} ht_params;

/* The finesse faults a game's stats keep in words, and their length. */
enum { HT_FINESSE_NOTES = 3, HT_FINESSE_NOTE_LEN = 48 };

/* The whole game, a plain value (copy it with =). Front ends read the
 * documented fields and call the functions below; only hextris.c (and unit
 * tests setting up positions) write them. */
/* What a game counts of its play, for the live stats and the summary; a
 * pure function of the game like the rest of it, so a replay recomputes
 * it exactly. Times are play times (ms since the start, pauses left out).
 * KEYS are the moves carried out (left, right, turns, soft drop, hard
 * drop, hold); a run of soft drops in a row counts as one key, as it is
 * one key held down. */
typedef struct {
    int keys;                 /* every piece's, hold included */
    int piece_keys;           /* the active piece's since it came (no hold) */
    int last_keys;            /* the latest locked piece's */
    int clears[HT_MAX_CLEAR + 1];   /* locks that cleared 1..3 rows */
    int combo, best_combo;    /* locks in a row that cleared rows */
    int finesse_judged;       /* pieces whose fewest inputs are known, */
    int finesse_faults;       /* and of them, placed with more: set by the
                                 session's game, which judges finesse */
    /* The latest faults as the summary tells them, oldest first
     * ("#12 T: 5 inputs, fewest 3: L* CW DROP"), set with the counts. */
    char finesse_notes[HT_FINESSE_NOTES][HT_FINESSE_NOTE_LEN];
    int finesse_notes_n;
    int32_t recent[HT_RECENT_LOCKS];   /* the latest locks' times, a ring */
    int recent_n, recent_next;
    int32_t splits[HT_SPLITS_MAX];     /* when the goal count reached 10, 20.. */
    int splits_n;
    bool soft_run;            /* the latest key was a soft drop */
} ht_stats;

typedef struct {
    ht_params params;
    int width, height;                           /* = params' */
    /* 0 empty, else the colour (= piece id) of the piece that left it. */
    unsigned char well[HT_HEIGHT_MAX][HT_WIDTH_MAX];   /* [row][col] */
    enum ht_status status;

    int piece;               /* active piece id; 0 when over or won */
    hex centre;              /* its centre, cube coordinates of the well */
    int rot;                 /* 0..5 */
    int hold;                /* held piece id, 0 none */
    bool hold_used;          /* hold refused until the next lock */
    int next[HT_NEXT_COUNT]; /* next[0] spawns next */

    int64_t score;
    int level;
    int rows;                /* rows cleared in all */
    int pieces;              /* pieces locked */
    int last_clear;          /* rows cleared by the latest lock (0..3) */
    /* Which rows that lock cleared, bit r for row r of the well as it
     * was before they went, and how many garbage rows came in from below
     * after them (the well moved up as many): for a view's flash only;
     * nothing replayed or saved reads them. 0 where the well changed
     * otherwise (zen's half well gone). */
    uint64_t cleared_rows;
    int rows_in_after_clear;
    unsigned long version;   /* bumped by every visible change */

    /* Garbage (cheese): rows put in, rows cleared, and which well rows
     * are garbage rows (they move with the rows). */
    int garbage_added, garbage_cleared;
    bool garbage_row[HT_HEIGHT_MAX];
    /* Versus: the garbage waiting and the bursts sent. */
    ht_garbage versus;
    ht_stats stats;

    /* Private: timers, randomizer and lock bookkeeping. */
    ht_bag bag;
    rng garbage_rng;          /* the holes' columns */
    int last_hole;
    int64_t now_ms, start_ms, end_ms, paused_at, paused_total;
    int64_t gravity_due, lock_due;
    bool lock_active;
    int lock_resets;
    int lowest_row;
} ht_state;

/* Defaults: 9 x 11, marathon, level 1, seed 0. */
void ht_params_default(ht_params *p);
/* NULL when p is playable, else a one-line reason ("width must be 5..30"). */
const char *ht_params_check(const ht_params *p);
/* One line of text naming a game: "WxH:MODE:LEVEL:seed=N", e.g.
 * "9x11:marathon:1:seed=42" (MODE a mode's name, numbers in
 * decimal). Encode writes at most cap bytes, always NUL-terminated, and
 * returns the length it needed (like snprintf; HT_PARAMS_TEXT_MAX is
 * always enough). Decode takes exactly that form, all or nothing: false
 * leaves *p untouched. It does not check limits (ht_params_check does). */
size_t ht_params_encode(const ht_params *p, char *buf, size_t cap);
bool ht_params_decode(ht_params *p, const char *text);
/* A mode's name ("marathon" "sprint" "ultra" "cheese" "cheese100" "zen"
 * "master", "versus"); parse takes exactly the modes a player picks
 * alone, false otherwise: versus is only ever named by a match's params
 * text (ht_params_decode) and its table's name (ht_category_parse). */
/* The score table a game of p goes to: the mode's name for the full well,
 * "MODE:WxH" for any other size ("marathon:9x11" for the short well), so
 * that wells of different sizes never share a table. */
void ht_category(const ht_params *p, char *buf, size_t cap);
/* The size and mode of a table's name; false for any text ht_category
 * would not write (leading zeros, unknown modes, sizes out of range). */
bool ht_category_parse(const char *s, enum ht_mode *mode, int *width, int *height);

const char *ht_mode_name(enum ht_mode m);
bool ht_mode_parse(const char *s, enum ht_mode *out);

/* A new game at now_ms: empty well, first piece spawned, timers started.
 * False (st untouched) when ht_params_check rejects p. */
bool ht_new(ht_state *st, const ht_params *p, int64_t now_ms);

/* Advance to now_ms, then apply one action. True when the action was
 * carried out; false when refused (blocked, hold already used, soft drop on
 * the ground, not playing; PAUSE only while playing, RESUME only while
 * paused). A refused action changes nothing but the time. */
bool ht_apply(ht_state *st, enum ht_action a, int64_t now_ms);
/* Versus (false, only the time passing, in any other mode or once the
 * game is over): a burst of garbage arrives at now_ms into the queue
 * (ht_garbage_receive's ranges), after whatever was due then; the
 * opponent is out and the game ends as won at now_ms. */
bool ht_receive_garbage(ht_state *st, ht_burst b, int64_t now_ms);
bool ht_opponent_out(ht_state *st, int64_t now_ms);
/* A log's word for one of those two (HT_GARBAGE_WORD's "GARBAGE4,7",
 * HT_OPPONENT_OUT_MOVE): false when word is neither; else true, with
 * *carried whether the game took it. */
bool ht_versus_word(ht_state *st, const char *word, int64_t now_ms, bool *carried);
/* Perform every gravity step and lock due at or before now_ms, each at its
 * own deadline. True when anything happened. */
bool ht_advance(ht_state *st, int64_t now_ms);
/* The moment of the next gravity step or lock; HT_NO_DEADLINE when
 * paused, over or won. May be <= now when the caller is late. */
int64_t ht_next_deadline(const ht_state *st);
/* Play time up to now_ms without the pauses; frozen while paused and at
 * the end of the game. */
int64_t ht_elapsed_ms(const ht_state *st, int64_t now_ms);

/* Drawing. ht_cell: 0 empty, 1..7 colour, -1 outside the well. The active
 * piece and ghost functions write up to HT_PIECE_MAX_CELLS offsets and
 * return how many (0 when there is no active piece). Draw the ghost first:
 * its cells may coincide with the piece's. */
int ht_cell(const ht_state *st, int col, int row);
size_t ht_active_cells(const ht_state *st, hex_offset out[HT_PIECE_MAX_CELLS]);
hex_offset ht_active_centre(const ht_state *st);
size_t ht_ghost_cells(const ht_state *st, hex_offset out[HT_PIECE_MAX_CELLS]);
/* Rows a hard drop would move the piece down now (0 when grounded). */
int ht_drop_distance(const ht_state *st);

/* The tables above, for help screens and the man page. */
int ht_gravity_ms(int level);             /* any level >= 1 */
int64_t ht_clear_points(int rows, int level);   /* rows 0..HT_MAX_CLEAR */
int ht_level_for(const ht_params *p, int rows);
/* How long a grounded piece waits before it locks at level in mode m:
 * HT_LOCK_DELAY_MS, but in master 500 ms less 30 ms a level, at least
 * 200 ms. */
int ht_lock_delay_ms(enum ht_mode m, int level);

/* Zen: the game as it was in snap (a copy of this game taken earlier, when
 * a piece came), its clock going on from now: the pieces placed since are
 * taken back. False (st unchanged) unless st is playing. */
bool ht_restore(ht_state *st, const ht_state *snap);

/* The count a mode's goal and splits go by: garbage rows cleared in
 * cheese, rows cleared in any other mode; and the goal (0: none). */
int ht_goal_count(const ht_state *st);
int ht_goal(const ht_params *p);
/* Whether the game ended at its time limit (ultra) rather than topping out. */
bool ht_time_up(const ht_state *st);

const char *ht_action_name(enum ht_action a);          /* NULL if invalid */
bool ht_action_parse(const char *s, enum ht_action *out); /* exact names */
const char *ht_status_name(enum ht_status s);  /* "playing" "paused" "over" "won" */

#endif
