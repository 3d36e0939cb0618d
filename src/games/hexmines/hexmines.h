/* hexmines: minesweeper on a pointy-top hex grid — parameters, board
 * geometry, the game state, moves, rules and analysis. Pure: no curses, no
 * clock, no I/O; time comes in as now_ms arguments.
 *
 * Geometry. Cells are addressed (row, col), 0-based, in odd-r offset
 * coordinates (core HEX_ODD_R): rows are staggered and odd rows sit half a
 * cell to the right. A cell's index is row * width + col. Its neighbours are
 * the core's six directions (HEX_E, HEX_NE, HEX_NW, HEX_W, HEX_SW, HEX_SE):
 *
 *     even row r:  NW (r-1,c-1)  NE (r-1,c)    odd row r:  NW (r-1,c)  NE (r-1,c+1)
 *                  W  (r,c-1)    E  (r,c+1)                W  (r,c-1)  E  (r,c+1)
 *                  SW (r+1,c-1)  SE (r+1,c)                SW (r+1,c)  SE (r+1,c+1)
 *
 * Shapes. HM_SHAPE_RECT: every cell of the width x height rectangle is on
 * the board. HM_SHAPE_HEXAGON: width == height == 2R + 1 (odd), and a cell is
 * on the board iff its hex distance from the centre cell (row R, col R) is
 * <= R; the rectangle's corners are off the board.
 * A hexagon of radius R has 3R(R+1) + 1 cells.
 *
 * Typical front end:
 *     hm_params p; hm_preset(&p, "expert"); p.seed = seed;
 *     char msg[HM_MSG_MAX]; if (!hm_params_validate(&p, msg)) usage error;
 *     hm_game *g = hm_game_new(&p);             NULL: out of memory
 *     key/click -> hm_move (or hm_move_parse("O3,4"))
 *     hm_game_apply(g, m, now_ms)               HM_APPLY_* result
 *     draw every cell with hm_game_cell(g, row, col); status line from
 *     hm_game_status, hm_game_mines_left, hm_game_elapsed_ms ...
 */
#ifndef HEXPUZZLE_GAMES_HEXMINES_HEXMINES_H
#define HEXPUZZLE_GAMES_HEXMINES_HEXMINES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---------------------------------------------------------------- limits */

enum {
    HM_SIZE_MAX = 1000,      /* width and height are 1..HM_SIZE_MAX */
    HM_MSG_MAX = 160,        /* room for any message these functions write */
    HM_PARAMS_TEXT_MAX = 80, /* room for hm_params_encode's text */
    HM_MOVE_TEXT_MAX = 16,   /* room for hm_move_format's text */
    /* No-guess boards are refused above this many mines per 100 on-board
     * cells (measured: beyond it generation often fails or gets slow). */
    HM_NOGUESS_MAX_PERCENT = 25,
    /* Cells a no-guess first reveal keeps clear: itself and 6 neighbours. */
    HM_NOGUESS_CLEAR = 7
};

/* ------------------------------------------------------------ parameters */

typedef enum { HM_SHAPE_RECT, HM_SHAPE_HEXAGON } hm_shape;
typedef enum { HM_MODE_NOGUESS, HM_MODE_CLASSIC } hm_mode;

typedef struct {
    hm_shape shape;
    int width, height;   /* hexagon: equal and odd, 2 * radius + 1 */
    int mines;
    uint64_t seed;
    hm_mode mode;
    /* The no-guess generator a board is made by (hexmines_gen.h): 0, the
     * newest, for a new game; the version its text names for a recorded one,
     * so that its seed keeps giving the board it gave. */
    int gen;
} hm_params;

/* No-guess generator versions. Boards of at most HM_GEN_FIRST_CELLS cells
 * (every preset) are made by the first whatever the version, so that only
 * the text of larger no-guess boards names one (hm_params_encode). */
enum {
    HM_GEN_NEW = 0,       /* a new game's: the newest */
    HM_GEN_FIRST = 1,     /* re-solves the whole board after each repair */
    HM_GEN_LOCAL = 2,     /* repairs where the solver is stuck, once */
    HM_GEN_NEWEST = HM_GEN_LOCAL,
    HM_GEN_FIRST_CELLS = 1024
};

/* Presets (seed 0, no-guess): "beginner" rect 9x9/10, "intermediate" rect
 * 16x16/40, "expert" rect 30x16/99, "hexagon" hexagon 13x13 (radius 6, 127
 * cells)/20 — about intermediate's density. false (p untouched) for an
 * unknown name. */
bool hm_preset(hm_params *p, const char *name);
/* The name of the preset p matches ignoring the seed, or NULL. */
const char *hm_preset_name(const hm_params *p);
/* The i-th preset's name, in the order above; NULL past the last. */
const char *hm_preset_at(int i);

/* The score table a game of p goes to: the preset's name ("expert"), else
 * "SHAPE:WxH/MINES" with SHAPE "rect" or "hex" ("rect:30x20/100"), either
 * followed by ":classic" for a classic board. Writes at most cap bytes,
 * NUL-terminated; returns the length it needed (like snprintf). */
size_t hm_category(const hm_params *p, char *buf, size_t cap);

/* Cells on the board for a shape and size (0 if the size is invalid). */
int hm_shape_cells(hm_shape shape, int width, int height);

/* true if a game can be made from p. Otherwise writes to msg (HM_MSG_MAX
 * bytes, may be NULL) one line naming the limit, short enough to fit an
 * 80-column error line, e.g. "no-guess: at most 120 mines (or --classic)".
 * Limits: width and height 1..HM_SIZE_MAX; hexagon: width == height, odd,
 * 3..999; mines >= 1; classic: mines <= cells - 1 (the first reveal is
 * safe); no-guess: mines <= cells - HM_NOGUESS_CLEAR and
 * mines * 100 <= cells * HM_NOGUESS_MAX_PERCENT. */
bool hm_params_validate(const hm_params *p, char *msg);

/* One line of text for p: "SHAPE:WxH:MINES:MODE:seed=N" with SHAPE "rect" or
 * "hex", MODE "noguess" or "classic", N decimal, e.g.
 * "rect:30x16:99:noguess:seed=12345", and ":gen=2" after it where the local
 * generator makes the board (hm_gen_local_applies: a no-guess board over
 * HM_GEN_FIRST_CELLS cells, gen not HM_GEN_FIRST). Writes at most cap bytes,
 * always NUL-terminated; returns the length it needed (like snprintf). */
size_t hm_params_encode(const hm_params *p, char *buf, size_t cap);
/* Parses exactly that form, all or nothing: on any syntax error returns
 * false and leaves *p untouched. It does not validate limits. A text
 * without ":gen=" gives gen HM_GEN_FIRST; ":gen=2" is read only where
 * hm_params_encode writes it. */
bool hm_params_decode(hm_params *p, const char *text);

/* ---------------------------------------------------------------- board */

typedef struct {
    hm_shape shape;
    int width, height;
    int ncells;       /* width * height: the index space */
    int nplay;        /* cells on the board */
    unsigned char *on;/* [ncells] 1 if the index is on the board */
    int32_t *nbr;     /* [ncells * 6] neighbour index per core direction,
                         -1 where it is off the board */
} hm_board;

/* false on a bad size or out of memory (b is then zeroed). */
bool hm_board_init(hm_board *b, hm_shape shape, int width, int height);
void hm_board_free(hm_board *b);
bool hm_board_on(const hm_board *b, int row, int col); /* any row, col */
/* The on-board cell nearest the centre (row height/2, col width/2): the
 * default first reveal. Returns its index. */
int hm_board_default_first(const hm_board *b);

/* ----------------------------------------------------------------- moves */

/* Text: "O<row>,<col>" open (reveal), "F<row>,<col>" toggle a flag,
 * "C<row>,<col>" chord; decimal, 0-based, no spaces, e.g. "O3,4". */
typedef enum { HM_MOVE_OPEN, HM_MOVE_FLAG, HM_MOVE_CHORD } hm_move_kind;
typedef struct { hm_move_kind kind; int row, col; } hm_move;

bool hm_move_parse(const char *text, hm_move *out);   /* all or nothing */
size_t hm_move_format(hm_move m, char *buf, size_t cap);

/* ------------------------------------------------------------------ game */

typedef enum {
    HM_READY,    /* no reveal yet; the layout is made by the first one */
    HM_PLAYING,
    HM_WON,
    HM_LOST
} hm_status;

typedef enum {
    HM_APPLY_OK,        /* the move changed the game */
    HM_APPLY_NOOP,      /* legal but nothing to do or a rule forbade it
                           (open a flagged cell, chord with flags != number,
                           move after the game ended, off the board) */
    HM_APPLY_GENFAIL,   /* first reveal: no board could be generated within
                           the attempt bound (suggest --classic) */
    HM_APPLY_NOMEM
} hm_apply_result;

/* What one cell shows; the front end draws it. */
typedef enum {
    HM_SHOW_OFF,        /* not part of the board (hexagon corners) */
    HM_SHOW_HIDDEN,
    HM_SHOW_FLAG,
    HM_SHOW_NUMBER,     /* revealed safe cell, see .number */
    HM_SHOW_MINE,       /* after a loss: an unflagged mine */
    HM_SHOW_EXPLODED,   /* the mine that went off */
    HM_SHOW_WRONG_FLAG  /* after a loss: a flag on a safe cell */
} hm_show_kind;

typedef struct {
    hm_show_kind kind;
    int number;         /* 0..6 for HM_SHOW_NUMBER */
    bool warn;          /* a number with more adjacent flags than its value */
} hm_show;

typedef struct hm_game hm_game;

/* A new game in HM_READY; p must validate. NULL when out of memory. */
hm_game *hm_game_new(const hm_params *p);
/* A game on a given layout (1 = mine per index, on-board cells only; e.g.
 * a loaded board or a test), in HM_READY: no generation happens. first is
 * the index the layout was made for, or -1. The mine count is taken from
 * the layout, overriding p->mines. NULL when out of memory. */
hm_game *hm_game_new_layout(const hm_params *p, const unsigned char *mines,
                            int first);
void hm_game_free(hm_game *g);
/* Back to HM_READY with the same layout (replay the same board). Clears
 * history and the timer; the game is assisted from then on (the board is
 * known, so its result never ranks). */
void hm_game_restart(hm_game *g);

const hm_params *hm_game_params(const hm_game *g);
const hm_board *hm_game_board(const hm_game *g);
hm_status hm_game_status(const hm_game *g);
hm_show hm_game_cell(const hm_game *g, int row, int col);
int hm_game_mines_left(const hm_game *g);        /* mines - flags */
int hm_game_flags(const hm_game *g);
bool hm_game_assisted(const hm_game *g);         /* hint or undone loss */
void hm_game_mark_assisted(hm_game *g);          /* e.g. a "solve" command */
int hm_game_exploded(const hm_game *g);          /* index or -1 */
/* The first revealed cell's index (the layout was made for it), or -1. */
int hm_game_first_cell(const hm_game *g);
/* The layout, once made (status != HM_READY or after a restart): 1 = mine,
 * per index; NULL before. Counts: 0..6 per safe index. */
const unsigned char *hm_game_mines(const hm_game *g);
const unsigned char *hm_game_counts(const hm_game *g);

/* The clicks of a game since its start (or its last restart), by the
 * kind of move: useful ones changed the game, wasted ones did not (an open
 * of a revealed or flagged cell, a flag on a revealed cell, a chord whose
 * flags do not match its number or with nothing left to open, a chord on
 * a hidden cell). A flag click that takes a flag away is an unflag. Moves
 * after the end and off the board are no clicks; undo takes no click
 * back: the player made it. */
typedef struct {
    int reveal, flag, unflag, chord;       /* useful */
    int wasted_reveal, wasted_flag, wasted_chord;
} hm_clicks;
hm_clicks hm_game_clicks(const hm_game *g);
int hm_clicks_total(const hm_clicks *c);
int hm_clicks_wasted(const hm_clicks *c);

/* Applies a move. The first open generates the layout for that cell from
 * the params' seed and mode (deterministic) and starts the clock. A move
 * that changes the game is recorded for undo. Every move before the end on
 * a board cell is a click (hm_game_clicks): a wasted one returns
 * HM_APPLY_NOOP and is counted all the same. */
hm_apply_result hm_game_apply(hm_game *g, hm_move m, uint64_t now_ms);
hm_apply_result hm_game_apply_text(hm_game *g, const char *move,
                                   uint64_t now_ms);

/* Undo the last recorded move. Undoing the move that lost resumes play and
 * marks the game assisted; the clock runs again from now_ms. false if there
 * is nothing to undo. Undoing the first reveal keeps the layout. */
bool hm_game_can_undo(const hm_game *g);
bool hm_game_undo(hm_game *g, uint64_t now_ms);
/* The move redo would play again: the latest one undo took back, while no
 * other move came after it (playing that very move is the redo); false
 * when there is none. A restart forgets them. */
bool hm_game_redo_move(const hm_game *g, hm_move *m);

/* After a loss: what the player saw just before the move that lost, per
 * index in the solver's encoding (hexmines_solve.h: the numbers shown,
 * HM_K_UNKNOWN for a covered cell, HM_K_OFF), flagged[i] 1 where a flag
 * stood (may be NULL), and that move. false (nothing written) unless the
 * game is lost. */
bool hm_game_before_loss(const hm_game *g, signed char *know,
                         unsigned char *flagged, hm_move *fatal);

/* Clock: starts at the first reveal, stops on win or loss. Pause/resume
 * stop and restart it (no effect when it is not running / not paused). */
uint64_t hm_game_elapsed_ms(const hm_game *g, uint64_t now_ms);
void hm_game_pause(hm_game *g, uint64_t now_ms);
void hm_game_resume(hm_game *g, uint64_t now_ms);
bool hm_game_paused(const hm_game *g);
bool hm_game_clock_running(const hm_game *g);   /* playing and not paused */

/* Hint from what is shown (revealed numbers and the mine total; flags are
 * ignored, so a misplaced flag cannot mislead it). found: a cell the solver
 * proves safe or a mine, and a one-line reason; a safe cell under a flag is
 * reported as a wrong flag. Before the first reveal it points at the default
 * first cell (or the one the layout was made for) and, as the rules already
 * promise that much, does not mark the game assisted; any later found hint
 * does. found is false after the game ends or when only a guess is left. */
typedef struct {
    bool found;
    int row, col;
    bool mine;
    char text[HM_MSG_MAX];   /* the reason, or why there is no hint */
    int named[2];            /* the other cells the reason names, or -1 */
} hm_hint;
hm_hint hm_game_hint(hm_game *g);              /* hexmines_hint.c */
/* The last hint hm_game_hint gave (found false before the first): where a
 * hint asked for as a move points. */
const hm_hint *hm_game_last_hint(const hm_game *g);
/* hm_game_hint's answer without keeping it (hexmines_hint.c). */
hm_hint hm_hint_find(hm_game *g);
/* Keeps h as the last hint: hm_game_hint's, which finds it above the game
 * (the finder reads the game as a player sees it). */
void hm_game_keep_hint(hm_game *g, const hm_hint *h);

/* ------------------------------------------------------------- analysis */

/* A revealed number with more adjacent flags than its value. */
bool hm_game_number_warns(const hm_game *g, int row, int col);

/* The unit of each index (-1: a mine, a border number or off the board),
 * into unit[b->ncells]; returns how many units (the 3BV), -1 when out of
 * memory. */
long hm_units(const hm_board *b, const unsigned char *mines, const unsigned char *counts,
              int *unit);

/* 3BV of a layout: each connected region of 0 cells counts once, plus every
 * non-zero safe cell with no 0 neighbour. -1 when out of memory. */
long hm_layout_3bv(const hm_board *b, const unsigned char *mines,
                   const unsigned char *counts);

/* Counts for a mine layout: counts[i] = mines among i's neighbours (0 for
 * off-board indices). */
void hm_layout_counts(const hm_board *b, const unsigned char *mines,
                      unsigned char *counts);

/* The --dump text of a layout:
 *     # hexmines rect:9x9:10:noguess:seed=1
 *     # first 4,4
 *     # mines 10 cells 81
 *     0 1 * 1 0 ...          one line per row, cells separated by a space,
 *      0 1 1 1 ...           every odd row starting with one extra space
 * Cells: '*' mine, '0'..'6' count, '-' off the board. Each line ends in
 * '\n'. first is the first revealed index. Writes at most cap bytes,
 * NUL-terminated; returns the length needed (like snprintf). */
size_t hm_dump(const hm_params *p, const hm_board *b,
               const unsigned char *mines, int first, char *buf, size_t cap);
/* The same in a malloc'd string (NULL when out of memory). */
char *hm_dump_alloc(const hm_params *p, const hm_board *b,
                    const unsigned char *mines, int first);

#endif
