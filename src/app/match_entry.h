/* The text of a match directory's entries, the same for the local link's
 * files (app/match_link.h) and the host's lobby (app/host/host_lobby.h):
 * "key VALUE" lines, names of the form PREFIX-N-N..., and whether the
 * process an entry names is still there. */
#ifndef HEXPUZZLE_APP_MATCH_ENTRY_H
#define HEXPUZZLE_APP_MATCH_ENTRY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/match.h"

/* The value of "key VALUE" in text: printable ASCII, no spaces, at most
 * cap - 1 bytes; false when there is none such. */
bool match_entry_field(const char *text, const char *key, char *out, size_t cap);
/* The numbers of a name "PREFIX-A-B..." (at most max), or 0 when name is
 * not one of prefix's. */
int match_entry_numbers(const char *name, const char *prefix, long *nums, int max);
/* Whether process pid may still be there: kill(pid, 0) does not fail
 * with ESRCH (another user's process answers EPERM). */
bool match_entry_alive(long pid);

/* Puts item (size bytes, made at t) among the n items of out kept oldest
 * first, when their times: n + 1 after. */
int match_entry_by_age(void *out, int64_t *when, int n, size_t size, const void *item, int64_t t);

/* Whole lines out of what a side's messages file gave, a read at a time:
 * each given to take (its newline left out); a line longer than
 * MATCH_GAME_LINE_MAX is skipped. */
typedef struct {
    char partial[MATCH_GAME_LINE_MAX];   /* a line not yet whole */
    size_t n;
    bool skipping;                  /* inside a line too long to take */
} match_entry_lines;
void match_entry_lines_take(match_entry_lines *b, const char *buf, size_t len,
                            void (*take)(void *ctx, const char *line, size_t n), void *ctx);

#endif
