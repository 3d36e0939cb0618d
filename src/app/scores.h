/* scores: the log of finished games, the top-10 tables and statistics
 * computed from it, and recording a result safely from several processes.
 *
 * THE FILE: STATEDIR/scores (store.h says where STATEDIR is), with its lock
 * file STATEDIR/scores.lock. Text, ASCII, every line ending in "\n" (also the
 * last), fields separated by exactly one space, lines at most 256 bytes
 * (200 before version 4):
 *
 *     hexpuzzle-scores 4          (versions 1 to 3 are read too)
 *     base GAME CATEGORY PLAYED WON STREAK BEST_STREAK [HELPED]   zero or more
 *     best GAME CATEGORY OUTCOME FIGURE ASSISTED SEED DATE [FIGURES]
 *     result GAME CATEGORY OUTCOME FIGURE ASSISTED SEED DATE [FIGURES]
 *     end COUNT
 *
 * in that order. COUNT is the number of base, best and result lines; a file
 * without its end line, or with anything else, is corrupt (moved aside to
 * scores.corrupt-T, see store.h, and a fresh log starts).
 *   GAME      a game's name (session/game_rules.h's list)
 *   CATEGORY  the table its game's params make (session_game.category):
 *             any 1-40 characters of [A-Za-z0-9._:/+-] are accepted. A
 *             game's category with "daily-YYYY-MM-DD:" before it is that
 *             day's daily table, with "seeded:" before it the table of games
 *             of a chosen seed.
 *   OUTCOME   won | lost | over | quit (abandoned unfinished), as the game
 *             allows in that category (session_game.result_fits).
 *   FIGURE    a time in ms, or a score where the category is scored
 *             (session_game.scored). 0..999999999999.
 *   ASSISTED  1 if the player had help (a hint, an undo), else 0.
 *   SEED      the game's seed, 0..18446744073709551615.
 *   DATE      when it finished, UTC: YYYY-MM-DDTHH:MM:SSZ (years 1970-9999).
 *   FIGURES   the game's own figures of it (session_result.figures, which
 *             its session_game.figures_read must read), 1-95 characters of
 *             [A-Za-z0-9:/,.-]; absent where the game keeps none, and in
 *             files before version 4.
 *   PLAYED WON STREAK BEST_STREAK [HELPED]  0..999999999999, with PLAYED
 *             >= 1, WON + HELPED <= PLAYED, STREAK <= BEST_STREAK <= WON
 *             (all 0 where the category is scored); HELPED, the games won
 *             with help, is written only when not 0 (so a file without any
 *             is as older versions wrote and read it); at most one base
 *             line per GAME CATEGORY.
 * Numbers are plain decimal: no sign, no leading zeros.
 *
 * A "result" line is one finished game, oldest first. The log keeps the
 * newest SCORES_LOG_MAX results; older ones are folded away when a result is
 * recorded: their counts go into the category's "base" line (PLAYED and WON
 * games, the STREAK of wins they ended with, which continues into the
 * results that follow, and the BEST_STREAK), and those of them that still
 * belong in a top 10 stay as "best" lines, which count in the tables only,
 * as does the best of those its game marks (an NF win) below that top 10:
 * at most SCORES_TOP + 1 best lines a category.
 * So statistics and tables stay exact while the file stays bounded.
 *
 * TABLES: one per GAME CATEGORY that appears in the file.
 *   - Top 10: the games the game ranks (session_game.ranks), shortest
 *     time first, or highest score first where the category is scored.
 *     Equal figures rank in the order they were recorded (the earlier is
 *     higher).
 *   - Statistics: played (every outcome), won (OUTCOME won, not
 *     ASSISTED: a game lost once and taken back, or finished with a hint,
 *     is no win, whatever follows), won with help (OUTCOME won, ASSISTED),
 *     win rate (won / played, rounded down to a whole per cent), current
 *     streak (games won alone since the last that was not) and best
 *     streak. A scored
 *     category cannot be won: it reports played and its best score only.
 *
 * Typical front end, when a game ends (not when it is saved to resume):
 *     scores_result r = { .game = game, .outcome = SCORES_WON,
 *         .figure = elapsed_ms, .assisted = used_hint_or_undo, .seed = seed,
 *         .date = time(NULL) };
 *     strcpy(r.category, preset ? preset : custom text);
 *     store_warnings w; store_warnings_init(&w);
 *     int rank; scores_table t;
 *     scores_record(NULL, &r, &rank, &t, &w);
 *     rank 1: "new best!", 2..10: "entered the top 10 at #rank"; show t;
 *     show each w.line[i] (e.g. "cannot save scores: /p: Permission denied").
 * And `hexpuzzle scores`: scores_load(NULL, &log, &w); print w's lines on
 * stderr; scores_print(stdout, &log); scores_log_free(&log).
 */
#ifndef HEXPUZZLE_APP_SCORES_H
#define HEXPUZZLE_APP_SCORES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "app/store.h"
#include "session/game.h"

#define SCORES_NUMBER_MAX UINT64_C(999999999999)

enum {
    SCORES_CATEGORY_MAX = 40,   /* characters in a category */
    SCORES_TOP = 10,            /* entries in a top table */
    SCORES_LOG_MAX = 5000,      /* result lines kept before folding */
    SCORES_LINES_MAX = 20000,   /* lines in a file, header and end included */
    SCORES_LINE_MAX = 256,      /* bytes in a line, without its "\n" */
    SCORES_FILE_MAX = SCORES_LINES_MAX * (SCORES_LINE_MAX + 1),
    SCORES_FIGURE_TEXT_MAX = 32,/* room for scores_format_figure's text */
    SCORES_RECENT = 30          /* latest wins a table keeps for its line */
};

typedef enum { SCORES_WON, SCORES_LOST, SCORES_OVER, SCORES_QUIT }
    scores_outcome;

/* One finished game: a "result" or "best" line. */
typedef struct {
    const session_game *game;   /* one of session/game_rules.h's list */
    char category[SCORES_CATEGORY_MAX + 1];
    scores_outcome outcome;
    uint64_t figure;     /* ms, or marathon's score */
    bool assisted;
    uint64_t seed;
    int64_t date;        /* seconds since 1970-01-01T00:00:00Z */
    char figures[SESSION_FIGURES];   /* "" where none were kept */
} scores_result;

/* A "base" line: what folded-away results added up to. */
typedef struct {
    const session_game *game;   /* one of session/game_rules.h's list */
    char category[SCORES_CATEGORY_MAX + 1];
    uint64_t played, won, streak, best_streak;
    uint64_t helped;     /* finished with help (see scores_table) */
} scores_base;

/* A whole file, each array in file order. */
typedef struct {
    scores_base *base;
    size_t nbase;
    scores_result *best;
    size_t nbest;
    scores_result *result;
    size_t nresult;
} scores_log;

/* One category's table and statistics. */
typedef struct {
    const session_game *game;   /* one of session/game_rules.h's list */
    char category[SCORES_CATEGORY_MAX + 1];
    bool has_wins;       /* false for marathon: won, streaks are all 0 */
    /* A win is the player's own: a game finished with help (a hint, the
     * bot's ghost, a loss taken back, practice from a review) is played
     * but not won, ends a streak, and is counted apart in helped. */
    uint64_t played, won, streak, best_streak, helped;
    size_t ntop;
    scores_result top[SCORES_TOP];   /* best first */
    /* The figures of its latest ranked wins, oldest first, from the
     * results the file still lists (not the folded ones); none where a
     * figure is more than a time (session_game.figure_text). */
    size_t nrecent;
    uint64_t recent[SCORES_RECENT];
    /* The best figure of a ranked result its game marks (an NF win:
     * session_game.figures_read), and the mark. */
    bool has_mark_best;
    char mark[8];
    uint64_t mark_best;
    /* Listed results that were lost and whose figures say how far they
     * got, and their per cents added up. */
    uint64_t losses_known, progress_sum;
} scores_table;

void scores_log_init(scores_log *log);
void scores_log_free(scores_log *log);   /* and leaves it empty */

const char *scores_outcome_name(scores_outcome o);  /* "won" ... */

/* A daily game's table: "daily-YYYY-MM-DD:" and the category its game
 * would have on any other day ("daily-2026-11-24:expert"), so that every
 * day's daily has a table of its own. false if it does not fit. */
bool scores_category_daily(char *buf, size_t cap, const char *date, const char *category);
/* The table of games whose seed was known before they began (chosen on
 * the command line): "seeded:" and the category they would otherwise have.
 * false if it does not fit. */
bool scores_category_seeded(char *buf, size_t cap, const char *category);
/* A table's name for a game's end box, where space is short: "daily
 * marathon" for a daily table, "seeded expert" for a seeded one, else the
 * category itself. */
void scores_category_title(const char *category, char *buf, size_t cap);
/* The category a table's games are played in: past a daily's or the
 * seeded tables' prefix, the category itself; *date (may be NULL) gets the
 * daily's "YYYY-MM-DD", or "". */
const char *scores_category_base(const char *category, char date[11]);

/* true if r fits the format (game, category, outcome, numbers, date in
 * range); otherwise false and the reason in why (STORE_WHY_MAX bytes, may be
 * NULL). */
bool scores_result_valid(const scores_result *r, char *why);

/* Parses a whole file from buf[0..len), all or nothing. On success *log
 * holds it (free with scores_log_free). On failure *log is empty and why
 * (STORE_WHY_MAX bytes) says where: "line 3: bad date". */
bool scores_parse(const char *buf, size_t len, scores_log *log, char *why);
/* The file text of log (malloc'd, NUL-terminated, length in *len), or NULL
 * when out of memory. Parsing it gives log back, byte for byte. */
char *scores_format(const scores_log *log, size_t *len);

/* Appends r (assumed valid) to log, folding the oldest results into base
 * and best lines while there are more than keep results. false when out of
 * memory (log unchanged). */
bool scores_append(scores_log *log, const scores_result *r, size_t keep);

/* All tables: a malloc'd array (free it) of *n tables, by the games' order
 * in their list, each game's standard categories in its menu order
 * (session_game.standard), then the rest alphabetically. NULL with *n 0 when log is empty or
 * memory ran out. */
scores_table *scores_tables(const scores_log *log, size_t *n);
/* The table of one category (empty statistics if it has no games yet). */
void scores_table_for(const scores_log *log, const session_game *g,
                      const char *category, scores_table *t);

/* The mean of a table's latest n ranked wins without the best and the
 * worst (speed-solvers' average of n; n >= 3): true with *mean, rounded
 * down to the ms; false while there are fewer than n. */
bool scores_average(const scores_table *t, size_t n, uint64_t *mean);

/* A table's latest ranked wins as a line of bars, one per win, the
 * slower the taller, by rank among them (eight heights, from the fastest
 * to the slowest): block characters (U+2581..U+2588, UTF-8) where blocks,
 * else the ASCII "_.-=+*#@"; "" for none. buf holds SCORES_RECENT * 3 + 1
 * bytes. */
void scores_sparkline(const scores_table *t, bool blocks, char *buf, size_t cap);

/* FIGURE for people: as its game reads it (session_game.figure_text), else
 * "12.345 s" for times, the plain number for scores. */
void scores_format_figure(char *buf, size_t cap, const session_game *g,
                          const char *category, uint64_t figure);

/* Reads dir's scores file (dir NULL: the state directory) into *log. A
 * missing file or directory gives an empty log. A corrupt file is read
 * again under the lock and, still corrupt, moved aside with a warning
 * (store_load), giving an empty log. Returns false when a warning was added
 * (log empty or partial is then still safe to show). */
bool scores_load(const char *dir, scores_log *log, store_warnings *w);

/* Records r in dir's scores file (dir NULL: the state directory, created if
 * missing): under the lock, re-reads the file (moving a corrupt one aside),
 * appends r, folds to SCORES_LOG_MAX, writes atomically. *rank (may be NULL)
 * becomes r's place in its top 10 (1 = the new best) or 0 when it did not
 * enter. *table (may be NULL) becomes r's table with r in it. Returns
 * STORE_OK, or STORE_ERROR with a warning ("cannot save scores: PATH:
 * REASON"); rank and table are then computed from what could be read plus
 * r, so the front end can still show them. */
int scores_record(const char *dir, const scores_result *r, int *rank,
                  scores_table *table, store_warnings *w);

/* Every table as plain text (ASCII) for `hexpuzzle scores`; "No games
 * recorded yet." for an empty log. */
void scores_print(FILE *f, const scores_log *log);
/* The same, its sparklines in block characters where blocks. */
void scores_print_blocks(FILE *f, const scores_log *log, bool blocks);
/* A result's figures as its game reads them, two spaces before them;
 * nothing where it has none. */
void scores_print_figures(FILE *f, const scores_result *r);

#endif
