/* Hex finesse over a hextris game's log. */
#include "session/hextris_finesse.h"

#include "games/hextris.h"

typedef struct {
    ht_finesse_told *told;
    void *ctx;
    ht_finesse_tally *tally;
} relay;

static void placed(void *ctx, const ht_finesse_piece *p)
{
    relay *r = ctx;
    if (r->tally)
        ht_finesse_tally_add(r->tally, p);
    if (r->told)
        r->told(r->ctx, p);
}

bool hextris_finesse_of(const session_save *sv, ht_finesse_told *told, void *ctx,
                        ht_finesse_tally *tally)
{
    ht_params p;
    if (!ht_params_decode(&p, sv->params) || ht_params_check(&p))
        return false;
    relay r = { told, ctx, tally };
    ht_finesse_log f;
    if (!ht_finesse_log_start(&f, &p, placed, &r)) {
        ht_finesse_log_free(&f);
        return false;
    }
    bool ok = true;
    for (size_t i = 0; i < sv->nmoves && ok; i++)
        ok = ht_finesse_log_word(&f, sv->moves[i].text, sv->moves[i].t_ms);
    if (ok)
        ht_finesse_log_end(&f, sv->saved_at);
    ht_finesse_log_free(&f);
    return ok;
}
