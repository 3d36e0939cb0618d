/* Command-line helpers shared by the suite and both games: naming, strict
 * number parsing, and the one-line usage error. */
#ifndef HEXPUZZLE_APP_CLI_H
#define HEXPUZZLE_APP_CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

enum { CLI_OK = 0, CLI_FAIL = 1, CLI_USAGE = 2 };

/* The last path component of argv[0]. */
const char *cli_basename(const char *path);

/* Prints "PROG: MESSAGE (see --help)" on stderr, one line that fits 80
 * columns when MESSAGE is short (47 characters after the longest PROG,
 * "hexpuzzle GAME"); returns CLI_USAGE. */
int cli_usage_error(const char *prog, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Prints "PROG: MESSAGE" on stderr; returns CLI_FAIL. Both print MESSAGE
 * escaped (util/escape.h): what it quotes from the user cannot reach the
 * terminal as a control. */
int cli_fail(const char *prog, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* The MESSAGE either of them said last, not escaped ("" when none): for a
 * screen that hides stderr (the menu) to show, escaped its own way. */
const char *cli_last_said(void);

/* A long replay's progress on stderr: nothing for its first second, then
 * "PROG: WHAT: move N of TOTAL (Ctrl-C stops)" once a second (in place on
 * a terminal), so that a huge game is never a silent wait. */
typedef struct {
    const char *prog;
    const char *what;
    long long start_ms, last_ms;
    bool shown;
} cli_progress;
void cli_progress_start(cli_progress *p, const char *prog, const char *what);
/* A session_progress for ctx = a cli_progress. */
bool cli_progress_tell(void *ctx, size_t done, size_t total);
/* Ends the line it left on a terminal. */
void cli_progress_end(cli_progress *p);

/* Whole numbers in their canonical form (util/number.h), all or nothing:
 * no sign, no leading zero, no trailing junk, no overflow. */
bool cli_parse_int(const char *s, long min, long max, long *out);
bool cli_parse_u64(const char *s, uint64_t *out);
/* "ROW,COL" with both parts whole numbers >= 0. */
bool cli_parse_pair(const char *s, long *a, long *b);

/* An option's value that must be a seed or a whole number: CLI_OK, or the
 * usage error (already printed) naming the option and the value. */
int cli_seed_value(const char *prog, const char *arg, uint64_t *seed);
int cli_number_value(const char *prog, const char *option, const char *arg, long *out);

/* getopt_long made ready for a command's own options, after the
 * program's: they may come before or after its arguments, and getopt
 * says nothing itself (cli_bad_option does). */
void cli_options_begin(void);

/* The message for getopt_long's '?' or ':' return, as a usage error. */
int cli_bad_option(const char *prog, int ret, int optopt_value,
                   const char *arg);

/* A fresh seed, all 64 bits, for games started without one: the host's
 * recorder's where there are host tables, else the kernel's randomness. */
uint64_t cli_fresh_seed(void);

/* Whether colour is wanted: NO_COLOR (any value) or --no-color say no. */
bool cli_colour_wanted(bool no_color_flag);

#endif
