/* Hex finesse over a hextris game's log. */
#include "session/hextris_log_finesse.h"

#include "games/hextris/hextris.h"

bool hextris_finesse_of(const session_save *sv, ht_finesse_told *told, void *ctx,
                        ht_finesse_tally *tally)
{
    ht_params p;
    if (!ht_params_decode(&p, sv->params) || ht_params_check(&p))
        return false;
    ht_finesse_log f;
    if (!ht_finesse_log_start(&f, &p, told, ctx)) {
        ht_finesse_log_free(&f);
        return false;
    }
    bool ok = true;
    for (size_t i = 0; i < sv->nmoves && ok; i++)
        ok = ht_finesse_log_word(&f, sv->moves[i].text, sv->moves[i].t_ms);
    if (ok)
        ht_finesse_log_advance(&f, sv->saved_at);
    if (tally)
        *tally = f.tally;
    ht_finesse_log_free(&f);
    return ok;
}
