/* The play loop's first game: the saved game or a fresh one, and what
 * comes before its clock starts: the notice, the resume question, the
 * smaller game's offer. */
#include "tui/play_internal.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "session/params_seed.h"

/* What the resume question brings back, in words: the game and its
 * table, how far it went and when it was saved, and the table a new game
 * would have when it is another (what the command line or the config asked
 * for, or the default). */
void play_describe_saved(const play *p, char *what, size_t len, char *other, size_t olen)
{
    const session_game *gd = p->g->game;
    const session_save *sv = p->o->resume;
    char params[SESSION_PARAMS], table[SESSION_PARAMS], asked[SESSION_PARAMS];
    session_params(&p->ses, params, sizeof params);
    if (!gd->category(params, table, sizeof table))
        snprintf(table, sizeof table, "game");
    int64_t secs = sv ? sv->saved_at / 1000 : 0;
    char when[40] = "";
    struct tm tm;
    time_t written = sv ? (time_t)sv->written : 0;
    if (written > 0 && gmtime_r(&written, &tm))
        strftime(when, sizeof when, ", saved %Y-%m-%d %H:%M UTC", &tm);
    snprintf(what, len, "%.16s %.60s, %lld:%02lld played%.39s", gd->name, table,
             (long long)(secs / 60), (long long)(secs % 60), when);
    other[0] = '\0';
    if (p->o->params && gd->category(p->o->params, asked, sizeof asked)
        && strcmp(asked, table) != 0)
        snprintf(other, olen, "n throws it away for a new %.60s game.", asked);
}

static bool fresh_after_questions(const play *p)
{
    return p->o->hooks && p->o->hooks->fresh_after_questions;
}

/* Play begins after a question asked over a fresh game: on the next
 * board, where the hooks say so (session_hooks.fresh_after_questions). */
void play_begin_after_question(play *p)
{
    if (p->asked_over && fresh_after_questions(p)) {
        char params[SESSION_PARAMS], next[SESSION_PARAMS];
        session_params(&p->ses, params, sizeof params);
        play_next_params(p, params, next, sizeof next);
        if (!play_start(p, next, NULL, 0))
            term_fatal("out of memory for a new game");
    }
    p->asked_over = false;
    play_begin(p);
}

/* The saved game was declined: a fresh one as asked, on another seed
 * should that be the saved game's own, or the hooks want a board drawn
 * after the question. A seed the player asked for is theirs to play
 * from its start: declining its save keeps the board, not the moves. */
void play_decline(play *p)
{
    char saved[SESSION_PARAMS], params[SESSION_PARAMS];
    session_params(&p->ses, saved, sizeof saved);
    snprintf(params, sizeof params, "%s", p->o->params);
    uint64_t a = 0, b = 1;
    const session_game *gd = p->g->game;
    if ((!p->o->show_seed && session_params_seed(gd, params, &a)
         && session_params_seed(gd, saved, &b) && a == b)
        || fresh_after_questions(p))
        play_next_params(p, p->o->params, params, sizeof params);
    session_forget(&p->ses);
    if (!play_start(p, params, NULL, 0))
        term_fatal("out of memory for a new game");
    play_begin(p);
}

void play_offer_smaller(play *p)
{
    char params[SESSION_PARAMS], smaller[SESSION_PARAMS];
    session_params(&p->ses, params, sizeof params);
    p->g->smaller(p->ui, params, p->cv.w, p->cv.h, &p->dlg, smaller, sizeof smaller);
    p->overlay = OV_NONE;
    p->question = Q_SMALLER;
    p->dirty = true;
}

bool play_smaller_params(play *p, char *buf, size_t len)
{
    char params[SESSION_PARAMS];
    dialog unused;
    session_params(&p->ses, params, sizeof params);
    /* A match's board is both players': a smaller one would be another
     * game than the other side's. Too small a terminal says so instead. */
    if (p->o->partner)
        return false;
    return p->g->smaller && p->g->smaller(p->ui, params, p->cv.w, p->cv.h, &unused, buf, len);
}

/* The game there is before the terminal starts: the saved one if it
 * replays, else a fresh one. */
bool play_first_game(play *p, bool *resumed, char *why, size_t len)
{
    const session_save *sv = p->o->resume;
    *resumed = false;
    if (sv && session_resume(&p->ses, sv, why, len)) {
        play_adopt(p, sv->saved_at);
        *resumed = true;
        p->resumed_game = true;
        return true;
    }
    char reason[SESSION_LINE] = "";
    if (sv)
        snprintf(reason, sizeof reason, "%s", why);
    if (!play_start(p, p->o->params, why, len))
        return false;
    if (sv) {
        /* Kept, it would be offered again at every start. */
        session_forget_unusable(&p->ses);
        if (p->g->message_line)
            snprintf(p->message, sizeof p->message,
                     "The saved game could not be restored (%s); a new one starts", reason);
    }
    return true;
}

/* What comes before the clock starts: the notice, the resume question or
 * the smaller game's offer. */
void play_first_questions(play *p, bool resumed)
{
    const char *notice = p->o->notice && p->o->notice[0] ? p->o->notice : NULL;
    bool boxes = !p->g->message_line;
    p->intro = true;
    if (resumed) {
        if (boxes && notice)
            play_tell(p, Q_NOTICE_RESUME, p->title, notice, NULL);
        else
            play_ask(p, Q_RESUME);
    } else if (p->o->resume && boxes) {
        p->asked_over = true;
        play_tell(p, Q_NOTICE, "SAVED GAME", "the saved game could not be restored; starting a new one",
             notice);
    } else {
        char smaller[SESSION_PARAMS];
        bool offer = !p->o->resume && play_smaller_params(p, smaller, sizeof smaller);
        p->asked_over = (boxes && notice) || offer;
        if (boxes && notice)
            play_tell(p, offer ? Q_NOTICE_SMALLER : Q_NOTICE, p->title, notice, NULL);
        else if (offer)
            play_offer_smaller(p);
        else
            play_begin(p);
    }
    /* A message line shows the notice over anything else, but for the
     * resume question, which it follows. */
    if (!boxes && notice && resumed) {
        char question[sizeof p->message];
        snprintf(question, sizeof question, "%s", p->message);
        snprintf(p->message, sizeof p->message, "%.340s %.150s", question, notice);
        p->dirty = true;
    } else if (!boxes && notice) {
        play_say(p, notice);
    }
}
