/* The next level that teaches (app/hexcells_lessons.h). */
#include "app/hexcells_lessons.h"

#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/scores.h"
#include "app/store.h"
#include "games/hexcells/hexcells_file.h"
#include "session/hexcells_level.h"
#include "session/hexcells_session.h"
#include "session/session.h"

#ifndef HEXPUZZLE_LEVELDIR
#define HEXPUZZLE_LEVELDIR "/usr/local/share/hexpuzzle/levels"
#endif

enum { LESSON_FILE_MAX = 64 * 1024 };

/* The seeded table a level file's first level ranks in, into table. */
static bool table_of(const char *path, char *table, size_t cap, char *title, size_t tcap)
{
    char *data = NULL;
    size_t len = 0;
    store_warnings w;
    store_warnings_init(&w);
    if (store_read(path, LESSON_FILE_MAX, &data, &len, "cannot read the level", &w) != STORE_OK)
        return false;
    hc_puzzle *z = malloc(sizeof *z);
    char params[SESSION_PARAMS], category[SESSION_PARAMS];
    bool ok = z && hc_parse(data, len, z, NULL, 0)
              && hexcells_level_pack(z, params, sizeof params)
              && session_hexcells.category(params, category, sizeof category)
              && scores_category_seeded(table, cap, category);
    if (ok)
        snprintf(title, tcap, "%s", z->title);
    free(z);
    free(data);
    return ok;
}

static bool won(const scores_log *log, const char *table)
{
    for (size_t i = 0; i < log->nresult; i++)
        if (log->result[i].game == &session_hexcells && log->result[i].outcome == SCORES_WON
            && strcmp(log->result[i].category, table) == 0)
            return true;
    for (size_t i = 0; i < log->nbest; i++)
        if (log->best[i].game == &session_hexcells && log->best[i].outcome == SCORES_WON
            && strcmp(log->best[i].category, table) == 0)
            return true;
    for (size_t i = 0; i < log->nbase; i++)
        if (log->base[i].game == &session_hexcells && log->base[i].won > 0
            && strcmp(log->base[i].category, table) == 0)
            return true;
    return false;
}

bool hexcells_next_lesson(char *path, size_t cap, char *title, size_t tcap)
{
    static const char *const dirs[] = { HEXPUZZLE_LEVELDIR "/hexcells", "levels/hexcells" };
    glob_t files = { 0 };
    bool globbed = false;
    for (size_t d = 0; d < sizeof dirs / sizeof dirs[0] && !globbed; d++) {
        char pattern[STORE_PATH_MAX];
        snprintf(pattern, sizeof pattern, "%s/*.hexcells", dirs[d]);
        globbed = glob(pattern, 0, NULL, &files) == 0;
        if (!globbed)
            globfree(&files);
    }
    if (!globbed)
        return false;
    scores_log log;
    store_warnings w;
    store_warnings_init(&w);
    scores_load(NULL, &log, &w);
    bool found = false;
    for (size_t i = 0; i < files.gl_pathc && !found; i++) {
        char table[SCORES_CATEGORY_MAX + 1];
        if (table_of(files.gl_pathv[i], table, sizeof table, title, tcap) && !won(&log, table)) {
            snprintf(path, cap, "%s", files.gl_pathv[i]);
            found = true;
        }
    }
    scores_log_free(&log);
    globfree(&files);
    return found;
}
