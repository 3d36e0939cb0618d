/* The move log the session keeps so that a game can be saved and replayed. */
#include "session/session.h"
#include "util/grow.h"

#include <stdio.h>
#include <stdlib.h>

bool session_log_push(session_log *log, int64_t t_ms, const char *text)
{
    if (!grow_for_one(&log->moves, &log->cap, log->n, sizeof *log->moves, 256))
        return false;
    session_move *m = &log->moves[log->n++];
    m->t_ms = t_ms;
    snprintf(m->text, sizeof m->text, "%s", text);
    return true;
}

void session_log_clear(session_log *log)
{
    log->n = 0;
}

void session_log_free(session_log *log)
{
    free(log->moves);
    log->moves = NULL;
    log->n = log->cap = 0;
}
