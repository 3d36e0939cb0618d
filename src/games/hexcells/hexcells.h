/* hexcells: Hexcells-style logic puzzles — the puzzle, its clues, the game
 * and its moves, the presets. Pure: no curses, no clock, no I/O; time comes
 * in as now_ms arguments. The solver (hint, check) is games/hexcells/hexcells_solve.h,
 * the generator games/hexcells/hexcells_gen.h, the SixCells text format
 * games/hexcells/hexcells_file.h.
 *
 * Geometry. A puzzle lies on a grid of cols x rows slots (at most
 * HC_COLS_MAX x HC_ROWS_MAX), addressed (col, row), 0-based, in odd-q offset
 * coordinates (core HEX_ODD_Q, as hextris): flat-top hexes in vertical
 * columns, odd columns half a hex lower. A slot's index is
 * row * HC_COLS_MAX + col (hc_index), the same for every puzzle. Each slot
 * is empty (outside the board or a hole), a cell, or a line clue.
 *
 * Cells. Every cell is blue or black and starts covered or revealed. What a
 * cell shows once revealed (hc_item.show):
 *   black, HC_SHOW_NONE   '?': nothing
 *   black, HC_SHOW_COUNT  the number of blue cells among its six neighbours
 *   black, HC_SHOW_SHAPE  the same, written {n} when those blues are
 *                         contiguous around it (positions off the board
 *                         break the ring; the ring wraps from the sixth
 *                         neighbour to the first), -n- when they are not
 *   blue,  HC_SHOW_NONE   nothing
 *   blue,  HC_SHOW_COUNT  the number of blue cells within two rings of it
 *                         (its "flower": up to 18 cells, itself not one)
 *   blue,  HC_SHOW_SHAPE  the same, written {n} when those blues form one
 *                         group, each joined to the rest through blues of
 *                         the flower next to each other (the cell itself
 *                         joins nothing: blues on either side of it are
 *                         joined only the way round), -n- when not
 * Whether a SHAPE clue reads {n} or -n- follows from the colouring, never
 * from the file: hc_clue_of computes it. {n} is written for n <= 1 too:
 * no blues, or one, are a group (and {0} reads as a plain 0).
 *
 * Line clues. A line clue sits in an empty slot and counts the blue cells
 * along a ray from it: straight down its column, down-right or down-left
 * (the three directions of the SixCells format), every cell the ray meets
 * to the grid's edge, holes skipped. HC_SHOW_COUNT: plain; HC_SHOW_SHAPE:
 * {n} when those blues are consecutive among the ray's cells (holes do not
 * separate them), -n- when not.
 *
 * Two lattices. A SixCells file may place items on both of its two hex
 * lattices, one half a row below the other (games/hexcells/hexcells_file.h).
 * A slot on the second (hc_puzzle.half) lies half a row below its place,
 * and the slots around it hold its neighbours only where they lie on its
 * lattice too: so its ring, its flower and a diagonal line through it
 * never leave that lattice; a line clue down its column counts the cells
 * of both lattices in the order they lie (hc_members). One item a slot:
 * of two items half a row apart in one column (which SixCells draws one
 * over the other) the upper must lie on the slots' lattice.
 *
 * Positions in text (hints, messages) are "column C, row R" counted from 1:
 * hc_place_name.
 *
 * Typical front end:
 *     hc_params p; hc_preset(&p, "medium-easy"); p.seed = seed;
 *     hc_puzzle *z = malloc(sizeof *z); hc_generate(&p, z, NULL);
 *       (or hc_parse(text, len, z, err, sizeof err) for a file)
 *     hc_game *g = hc_game_new(z);
 *     key/click -> hc_move (or hc_move_parse("B3,4"))
 *     hc_game_apply(g, m, now_ms)          HC_APPLY_OK / _MISTAKE / _NOOP
 *     draw every slot with hc_game_show(g, col, row); the status line from
 *     hc_game_remaining, hc_game_mistakes, hc_game_elapsed_ms
 */
#ifndef HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_H
#define HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---------------------------------------------------------------- limits */

enum {
    HC_COLS_MAX = 33,     /* the SixCells grid is 33 x 33 half-rows */
    HC_ROWS_MAX = 17,
    HC_SLOTS = HC_COLS_MAX * HC_ROWS_MAX,
    HC_TEXT_MAX = 256,    /* title, author and text lines, NUL included */
    HC_MSG_MAX = 240,     /* room for any message or hint these write */
    HC_RING = 6,          /* a black cell's neighbours */
    HC_FLOWER = 18,       /* a blue cell's two rings */
    HC_LINE_MAX = 33,     /* cells a line clue can count */
    HC_MEMBERS_MAX = 33,  /* the most cells any clue counts */
    HC_MOVE_TEXT_MAX = 16,
    HC_HINT_CLUES = 12,   /* the most clues a hint's reason names: a case
                             split's chain */
    HC_HINT_TEXT_MAX = 1024,   /* a hint's words: a chain of reasoning in full */
    HC_PARAMS_TEXT_MAX = 64
};

/* ----------------------------------------------------------------- puzzle */

typedef enum { HC_EMPTY, HC_CELL, HC_LINE } hc_kind;
typedef enum { HC_BLACK = 0, HC_BLUE = 1 } hc_colour;
typedef enum { HC_SHOW_NONE, HC_SHOW_COUNT, HC_SHOW_SHAPE } hc_show_kind;
/* A line clue's direction, with its SixCells glyph. */
typedef enum {
    HC_DIR_DOWN_RIGHT,    /* '\' */
    HC_DIR_DOWN,          /* '|' */
    HC_DIR_DOWN_LEFT      /* '/' */
} hc_dir;

typedef struct {
    unsigned char kind;       /* hc_kind */
    unsigned char colour;     /* hc_colour: cells */
    unsigned char revealed;   /* cells: revealed from the start */
    unsigned char show;       /* hc_show_kind: cells and lines */
    unsigned char dir;        /* hc_dir: lines */
} hc_item;

typedef struct {
    int cols, rows;               /* 1..HC_COLS_MAX, 1..HC_ROWS_MAX */
    hc_item at[HC_SLOTS];         /* by hc_index; slots outside cols x rows
                                     are HC_EMPTY */
    unsigned char half[HC_SLOTS]; /* 1 where the slot lies half a row
                                     below its place: on the file's other
                                     lattice (0 in every generated puzzle) */
    /* Where the grid sits in the SixCells file's 33 x 33 grid: slot
     * (col, row) is the file's character pair x = col + file_x (0-based
     * pair in its line), line y = hc_line_of(slot) + file_y (0-based
     * among the 33 grid lines). Kept so an imported level exports to the
     * same place. */
    int file_x, file_y;
    char title[HC_TEXT_MAX], author[HC_TEXT_MAX];
    char text[2][HC_TEXT_MAX];    /* the two lines of custom text */
} hc_puzzle;

static inline int hc_index(int col, int row) { return row * HC_COLS_MAX + col; }
static inline int hc_col_of(int slot) { return slot % HC_COLS_MAX; }
static inline int hc_row_of(int slot) { return slot / HC_COLS_MAX; }

/* An empty puzzle of cols x rows (clamped to the limits), every slot
 * HC_EMPTY, no text, centred in the file's grid. */
void hc_puzzle_init(hc_puzzle *p, int cols, int rows);
/* The slot's item; HC_EMPTY outside the grid (any col, row). */
hc_item hc_puzzle_item(const hc_puzzle *p, int col, int row);
bool hc_puzzle_is_cell(const hc_puzzle *p, int slot);   /* slot may be -1 */
int hc_puzzle_cells(const hc_puzzle *p);                 /* how many cells */
int hc_puzzle_blues(const hc_puzzle *p);                 /* blue cells */
/* false with a one-line reason (msg: HC_MSG_MAX, may be NULL) when p is not
 * a puzzle: no cell, a size out of range, an item outside cols x rows, an
 * unknown kind, show or direction. */
bool hc_puzzle_valid(const hc_puzzle *p, char *msg);

/* The neighbour slot of (col, row) in core direction dir (flat-top names:
 * HEX_FLAT_SE 0, NE 1, N 2, NW 3, SW 4, S 5), or -1 off the grid. The
 * slots' geometry: whether their items lie on one lattice is
 * hc_same_lattice. */
int hc_neighbour(const hc_puzzle *p, int slot, int dir);
/* The line of the item at slot in half-rows from the grid's top: 2 * row,
 * one more in an odd column, one more for a slot half a row below its
 * place. */
int hc_line_of(const hc_puzzle *p, int slot);
/* Whether slots a and b lie on one lattice (both valid slots). */
bool hc_same_lattice(const hc_puzzle *p, int a, int b);

/* ------------------------------------------------------------------ clues */

typedef enum {
    HC_CLUE_NONE,         /* shows nothing ('?' on a black cell) */
    HC_CLUE_COUNT,        /* n */
    HC_CLUE_TOGETHER,     /* {n} */
    HC_CLUE_APART         /* -n- */
} hc_clue_kind;

typedef struct {
    hc_clue_kind kind;
    int value;
} hc_clue;

/* The slots a clue at slot counts, in order, written to out
 * (HC_MEMBERS_MAX): a black cell's six neighbours around it (core
 * directions 0..5, each consecutive pair and the sixth and first adjacent),
 * -1 where a position is no cell; a blue cell's flower (up to 18 cells,
 * no -1); a line's cells from its slot outwards (no -1). Only cells on the
 * clue's lattice count, but for a line down its column: that counts every
 * cell below it in its column, half a row at a time. Returns how many
 * entries were written (6 for a black cell), 0 for an empty slot. */
int hc_members(const hc_puzzle *p, int slot, int *out);

/* The clue slot shows under p's colouring (HC_CLUE_NONE where it shows
 * nothing or is empty). */
hc_clue hc_clue_of(const hc_puzzle *p, int slot);
/* The same for any colouring: blue[slot] nonzero for blue cells (indexed
 * by slot, HC_SLOTS entries); the items' kinds and shows come from p. */
hc_clue hc_clue_for(const hc_puzzle *p, const unsigned char *blue, int slot);
/* "{3}", "-2-", "4", "?" or "" into buf (8 bytes); a shape of no blues
 * is a plain "0". */
void hc_clue_format(hc_clue c, char *buf);

/* The primitive checks the clues are made of, on member lists as
 * hc_members writes them (-1 entries count as black). Runs of blues around
 * a ring (wrapping from the last entry to the first) or along a line;
 * groups of blues among a flower's members, two blues joined when they
 * are neighbours (0 for no blues). */
int hc_runs_ring(const int *members, int n, const unsigned char *blue);
int hc_runs_line(const int *members, int n, const unsigned char *blue);
int hc_groups(const hc_puzzle *p, const int *members, int n, const unsigned char *blue);

/* "column C, row R" (1-based) of a slot into buf (32 bytes). */
void hc_place_name(int slot, char *buf);
/* How a clue reads in text, e.g. "the {2} at column 3, row 4" or "the
 * line -3- at column 5, row 1 (down-left)" (HC_MSG_MAX bytes). */
void hc_clue_name(const hc_puzzle *p, int slot, char *buf, size_t cap);

/* ------------------------------------------------------------ parameters */

typedef enum { HC_SMALL, HC_MEDIUM, HC_LARGE } hc_size;
typedef enum { HC_EASY, HC_HARD } hc_difficulty;

/* The generator's version. A seed's puzzle is the generator's: when what
 * it makes changes, this goes up, and the params text names it, so that a
 * save, replay or record of an older generator's puzzle resumes as that
 * very puzzle: hc_generate makes every version's. Params of a newer
 * version (from a later build) decode, so their table and seed stay
 * readable, but make nothing. Version 1 was the first generator's (every
 * board an ellipse, few '?'); its params text has no gen field. */
enum { HC_GEN_VERSION = 2 };

typedef struct {
    hc_size size;
    hc_difficulty difficulty;
    uint64_t seed;
    int gen;                  /* the generator's version */
} hc_params;

/* Presets, in menu order: "small-easy", "small-hard", "medium-easy",
 * "medium-hard", "large-easy", "large-hard". Seed 0, this generator.
 * false (p untouched) for an unknown name. */
bool hc_preset(hc_params *p, const char *name);
const char *hc_preset_name(const hc_params *p);     /* always a name */
const char *hc_preset_at(int i);                     /* NULL past the last */
/* "PRESET:gen=G:seed=N", e.g. "medium-hard:gen=2:seed=42" ("PRESET:seed=N"
 * for version 1); like snprintf. The seed ends the text, as every game's
 * does (session/params_seed.h). */
size_t hc_params_encode(const hc_params *p, char *buf, size_t cap);
/* Exactly those forms, all or nothing (G from 2 to 999). */
bool hc_params_decode(hc_params *p, const char *text);

/* ----------------------------------------------------------------- moves */

/* Text: "B<col>,<row>" mark blue, "K<col>,<row>" reveal black,
 * "G<col>,<row>" grey or ungrey a clue (a revealed cell's or a line's);
 * decimal, 0-based, no spaces, e.g. "B3,4". */
typedef enum { HC_MOVE_BLUE, HC_MOVE_BLACK, HC_MOVE_GREY } hc_move_kind;
typedef struct { hc_move_kind kind; int col, row; } hc_move;

bool hc_move_parse(const char *text, hc_move *out);   /* all or nothing */
size_t hc_move_format(hc_move m, char *buf, size_t cap);

/* ------------------------------------------------------------------ game */

typedef enum {
    HC_READY,     /* no call made yet; the clock starts with the puzzle
                     shown, or with the first call */
    HC_PLAYING,
    HC_WON        /* every cell revealed; there is no loss */
} hc_status;

typedef enum {
    HC_APPLY_OK,       /* the move changed the game */
    HC_APPLY_MISTAKE,  /* a wrong call: counted, the cell stays covered */
    HC_APPLY_NOOP      /* nothing to do: not a covered cell (a grey: not a
                          clue), off the grid, a call while paused, or the
                          game is over */
} hc_apply_result;

/* What one slot shows; the front end draws it. */
typedef enum {
    HC_SEE_EMPTY,
    HC_SEE_COVERED,
    HC_SEE_BLUE,       /* revealed blue; clue: its flower's count or shape, or NONE */
    HC_SEE_BLACK,      /* revealed black; clue: NONE is '?' */
    HC_SEE_LINE        /* a line clue; dir says where it points */
} hc_see_kind;

typedef struct {
    hc_see_kind kind;
    hc_clue clue;      /* for BLUE, BLACK and LINE */
    hc_dir dir;        /* for LINE */
    bool greyed;       /* the player greyed this clue */
    bool done;         /* every cell this clue counts is revealed */
} hc_see;

typedef struct hc_game hc_game;

/* A game of a copy of p (which must be valid) in HC_READY. NULL when out
 * of memory. params (may be NULL: a puzzle from a file) is kept for
 * hc_game_params. */
hc_game *hc_game_new(const hc_puzzle *p, const hc_params *params);
void hc_game_free(hc_game *g);
/* Back to the start of the same puzzle: covered cells, no mistakes, clock
 * cleared, history gone. The game is assisted from then on. */
void hc_game_restart(hc_game *g);

const hc_puzzle *hc_game_puzzle(const hc_game *g);
const hc_params *hc_game_params(const hc_game *g);   /* NULL for a file's */
hc_status hc_game_status(const hc_game *g);
hc_see hc_game_show(const hc_game *g, int col, int row);
bool hc_game_covered(const hc_game *g, int slot);    /* a covered cell */
int hc_game_remaining(const hc_game *g);  /* blue cells still covered */
int hc_game_covered_count(const hc_game *g);
int hc_game_mistakes(const hc_game *g);
bool hc_game_assisted(const hc_game *g);  /* a hint taken, or restarted */
void hc_game_mark_assisted(hc_game *g);

/* Applies a move at now_ms. The first blue or black call starts the
 * clock; revealing the last covered cell wins and stops it. A mistake
 * starts the clock too, and no undo takes it back. */
hc_apply_result hc_game_apply(hc_game *g, hc_move m, uint64_t now_ms);

/* Undo the last move that changed the game (a reveal or a grey); false if
 * none. Mistakes stay counted. After a win there is no undo. */
bool hc_game_can_undo(const hc_game *g);
bool hc_game_undo(hc_game *g);
/* The move redo would play again: the latest one undo took back, while no
 * other move came after it; false when there is none. */
bool hc_game_redo_move(const hc_game *g, hc_move *m);

/* Clock: starts when the puzzle is shown (hc_game_shown), or else at the
 * first call; stops at the win. */
uint64_t hc_game_elapsed_ms(const hc_game *g, uint64_t now_ms);
/* The puzzle is in view from now_ms: its clock starts, and the game stays
 * HC_READY until its first call. Nothing when the clock runs already. */
void hc_game_shown(hc_game *g, uint64_t now_ms);
void hc_game_pause(hc_game *g, uint64_t now_ms);
void hc_game_resume(hc_game *g, uint64_t now_ms);
bool hc_game_paused(const hc_game *g);
bool hc_game_clock_running(const hc_game *g);

/* The hint: the simplest next deduction from what is revealed (see
 * hexcells_solve.h), which marks the game assisted. found false (and the
 * game not assisted) when the game is over or nothing follows by logic;
 * text says why. */
typedef struct {
    bool found;
    int slot;                 /* the cell */
    hc_colour colour;         /* what it is */
    char text[HC_HINT_TEXT_MAX];   /* "column 3, row 5 is blue: the {2} at ..." */
    int clues[HC_HINT_CLUES]; /* the clue slots text names, -1 past them */
} hc_hint;
hc_hint hc_game_hint(hc_game *g);
/* What the solver knows of the game as it stands (HC_SLOTS entries, as
 * hc_solve_step takes it): the hint's question. */
void hc_game_know(const hc_game *g, signed char *know);
/* The answer to that question worked out elsewhere (hc_hint_for, off the
 * front end's input path): hc_game_hint gives it, rather than solving
 * again, while the game's knowledge is still know; an unworked last hint
 * of know (below) becomes it. */
void hc_game_offer_hint(hc_game *g, const signed char *know, const hc_hint *h);
/* The last hint hc_game_hint found (found false before any). */
const hc_hint *hc_game_last_hint(const hc_game *g);

/* A hint move replayed from a log: it was found when it was played (a
 * refused hint is never logged), and all it does to the game is to make
 * it assisted and to be the last hint shown, so it is noted without
 * solving: the last hint is "unworked" (found, slot -1, no text), to be
 * worked out where someone looks at it, off the input path, and offered
 * (hc_game_offer_hint fills it in for its knowledge). An answer offered
 * for the game as it stands is taken as hc_game_hint takes it (none found:
 * false, why says so); a won game takes no hint. */
bool hc_game_note_hint(hc_game *g, char *why, size_t len);
/* Whether the last hint is unworked; its question (the knowledge when it
 * was taken, HC_SLOTS entries) into know unless NULL. */
bool hc_game_hint_unworked(const hc_game *g, signed char *know);

#endif
