/* scores: the scores file on disk: loading it (moving a corrupt one aside)
 * and recording a result under the lock. */
#include "app/scores.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "app/store.h"
#include "scores_internal.h"

static const char *const SAVE_WHAT = "cannot save scores";
static const char *const READ_WHAT = "cannot read scores";

static bool parse_log(const char *buf, size_t len, void *log, char *why)
{
    return scores_parse(buf, len, log, why);
}

/* The scores file for store_load; lock NULL when the caller holds it. */
static store_file scores_file(const char *path, const char *lock,
                              const char *what)
{
    return (store_file){ .path = path, .lock = lock, .cap = SCORES_FILE_MAX,
                         .parse = parse_log, .what = what,
                         .label = "scores file" };
}

static bool scores_paths(const char *dir, char *d, char *file, char *lock,
                         const char *what, store_warnings *w)
{
    if (dir) {
        if (strlen(dir) >= STORE_PATH_MAX) {
            store_warn(w, "%s: directory name too long", what);
            return false;
        }
        strcpy(d, dir);
    } else {
        char why[STORE_LINE_MAX];
        if (!store_state_dir_say(d, STORE_PATH_MAX, why)) {
            store_warn(w, "%s: %s", what, why);
            return false;
        }
    }
    if (!store_join(file, STORE_PATH_MAX, d, "scores") ||
        !store_lock_path(lock, STORE_PATH_MAX, file)) {
        store_warn(w, "%s: directory name too long", what);
        return false;
    }
    return true;
}

bool scores_load(const char *dir, scores_log *log, store_warnings *w)
{
    char d[STORE_PATH_MAX], file[STORE_PATH_MAX], lock[STORE_PATH_MAX];
    scores_log_init(log);
    if (!scores_paths(dir, d, file, lock, READ_WHAT, w))
        return false;
    store_file f = scores_file(file, lock, READ_WHAT);
    int rc = store_load(&f, log, NULL, w);
    return rc == STORE_OK || rc == STORE_MISSING; /* else it warned */
}

int scores_record(const char *dir, const scores_result *r, int *rank,
                  scores_table *table, store_warnings *w)
{
    char d[STORE_PATH_MAX], file[STORE_PATH_MAX], lock[STORE_PATH_MAX];
    char why[STORE_WHY_MAX];
    if (rank)
        *rank = 0;
    if (!scores_result_valid(r, why)) {
        store_warn(w, "%s: bad result (%s)", SAVE_WHAT, why);
        if (table)
            memset(table, 0, sizeof *table);
        return STORE_ERROR;
    }
    scores_log log;
    scores_log_init(&log);
    int rc = STORE_ERROR;
    bool appended = false;
    if (scores_paths(dir, d, file, lock, SAVE_WHAT, w) &&
        store_mkdirs(d, SAVE_WHAT, w) == STORE_OK) {
        int fd = store_lock(lock, STORE_LOCK_WAIT_MS, SAVE_WHAT, w);
        if (fd >= 0) {
            store_file f = scores_file(file, NULL, SAVE_WHAT);
            if (store_load(&f, &log, NULL, w) != STORE_ERROR) {
                appended = scores_append(&log, r, SCORES_LOG_MAX);
                if (!appended) {
                    store_warn(w, "%s: out of memory", SAVE_WHAT);
                } else if (log.nbase + log.nbest + log.nresult + 2 >
                           SCORES_LINES_MAX) {
                    store_warn(w, "%s: %s: too many categories", SAVE_WHAT,
                               file);
                } else {
                    size_t len;
                    char *text = scores_format(&log, &len);
                    if (!text)
                        store_warn(w, "%s: out of memory", SAVE_WHAT);
                    else
                        rc = store_write_atomic(file, text, len, NULL,
                                                SAVE_WHAT, w);
                    free(text);
                }
            }
            store_unlock(fd);
        }
    }
    /* Whatever happened, the front end gets the game's table with r in it. */
    if (!appended && !scores_append(&log, r, SIZE_MAX))
        scores_log_free(&log);
    const scores_result *mark =
        log.nresult ? &log.result[log.nresult - 1] : NULL;
    int place = 0;
    scores_table tmp;
    scores_build_table(&log, r->game, r->category, mark,
                       table ? table : &tmp, &place);
    if (rank)
        *rank = place;
    scores_log_free(&log);
    return rc;
}
