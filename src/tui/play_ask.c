/* The play loop's questions and their answers, leaving (keeping the game
 * or asking before it is lost), and the next game. */
#include "tui/play_internal.h"

#include <stdio.h>
#include <string.h>

/* How each question is put: on a message line, or in a box. */
static const struct {
    const char *line, *title, *box;
} asks[] = {
    [Q_QUIT] = { "Quit this game? It will be saved for next time. (y/n)", "QUIT",
                 "Quit this game? (y/n)\nIt will be saved for next time." },
    [Q_NEW] = { "Abandon this game for a new board? (y/n)", "NEW GAME",
                "Abandon this game for a new one? (y/n)" },
    [Q_RESTART] = { "Abandon this game and replay the board? (y/n)", "REPLAY",
                    "Abandon this game and play it again from its start? (y/n)" },
    [Q_RESUME] = { "A saved game was found. Resume it? (y/n)", "SAVED GAME",
                   "Resume the saved game? (y/n)" },
};
static const char *const lose = "Quit and lose this game? (y/n)";
static const char *const unsaved_quit = "Quit this game? (y/n)";

void play_ask(play *p, enum question q)
{
    const char *line = asks[q].line, *box = asks[q].box, *title = asks[q].title;
    char resume_line[400], resume_box[DIALOG_TEXT_MAX];
    if (q == Q_QUIT && !(p->o->hooks && p->o->hooks->save))
        line = box = unsaved_quit;
    if (q == Q_RESUME) {
        char what[200], other[120];
        play_describe_saved(p, what, sizeof what, other, sizeof other);
        bool unseen = !play_seen(p);
        snprintf(resume_line, sizeof resume_line, "%.60s  %.199s.%s%.119s", asks[Q_RESUME].line, what,
                 other[0] ? " " : "", other);
        snprintf(resume_box, sizeof resume_box, "%s\n%s%s%s%s", asks[Q_RESUME].box, what,
                 other[0] ? "\n" : "", other,
                 unseen ? "\nThis terminal cannot draw it: y resumes it paused until there is "
                          "room (resize), q keeps it for a larger terminal." : "");
        line = resume_line;
        box = resume_box;
    }
    dialog_kind kind = q == Q_RESUME ? DIALOG_YES_NO_LATER : DIALOG_YES_NO;
    if (p->g->message_line && (q != Q_RESUME || play_seen(p))) {
        dialog_open(&p->dlg, kind, NULL, 0, "%s", line);
        play_say(p, line);
    } else {
        dialog_open(&p->dlg, kind, title, 0, "%s", box);
    }
    p->overlay = OV_NONE;
    p->question = q;
    p->dirty = true;
}

/* A notice in a box that waits for a key; what comes after is q's. */
void play_tell(play *p, enum question q, const char *title, const char *text,
               const char *more)
{
    dialog_open(&p->dlg, DIALOG_MESSAGE, title, 0, "%s%s%s\n\npress any key", text,
                more ? "\n" : "", more ? more : "");
    p->overlay = OV_NONE;
    p->question = q;
    p->auto_paused = false;
    p->dirty = true;
}

/* Leaving keeps a game in progress. When it cannot be kept the player is
 * asked, with the reason, before it is lost; a signal cannot ask. */
void play_leave(play *p, bool by_signal)
{
    int64_t now = play_now(p);
    if (p->intro) {
        p->quit = true;
        return;
    }
    session_settle(&p->ses, now);
    char warning[SESSION_LINE * 2];
    if (play_in_progress(p) && !session_keep(&p->ses, now, warning, sizeof warning)
        && !by_signal) {
        const char *title = p->g->message_line ? "The game cannot be saved" : "NOT SAVED";
        if (p->g->message_line)
            play_say(p, lose);
        dialog_open(&p->dlg, DIALOG_YES_NO, title, p->g->message_line ? 70 : 0, "%s\n\n%s",
                    warning, lose);
        p->overlay = OV_NONE;
        p->question = Q_LOSE;
        p->dirty = true;
        return;
    }
    p->quit = true;
}

/* The game is given up (or its unrecorded end recorded) for the next one
 * or the same one again; a message line says how the tables stand. */
void play_move_on(play *p, enum question what)
{
    int64_t now = play_now(p);
    char ended[16] = "";
    if (session_abandon(&p->ses, now)) {
        snprintf(ended, sizeof ended, "given up");
    } else if (session_settle(&p->ses, now)) {
        session_result r;
        memset(&r, 0, sizeof r);
        p->g->game->result(session_state(&p->ses), now, &r);
        snprintf(ended, sizeof ended, "%s", r.outcome ? r.outcome : "over");
    }
    const session_verdict v = p->ses.verdict;
    if (what == Q_NEW) {
        char params[SESSION_PARAMS], next[SESSION_PARAMS];
        session_params(&p->ses, params, sizeof params);
        play_next_params(p, params, next, sizeof next);
        /* The same game on another seed: it cannot fail but for memory. */
        if (!play_start(p, next, NULL, 0))
            term_fatal("out of memory for the next game");
        play_begin(p);
    } else {
        session_play(&p->ses, p->g->game->restart_move, now, NULL, 0);
        p->in_view = false;
        p->g->started(p->ui, &p->ses, false);
        play_after_change(p, SESSION_READY, true, "");
    }
    if (ended[0] && p->o->hooks && p->g->message_line)
        snprintf(p->message, sizeof p->message, "Last game %s. %.150s", ended,
                 v.warning[0] ? v.warning : v.lines[0]);
}

void play_next_game(play *p)
{
    play_move_on(p, Q_NEW);
}

void play_answer(play *p, dialog_answer a)
{
    enum question q = p->question;
    if (a == DIALOG_OPEN)
        return;
    p->question = Q_NONE;
    p->dirty = true;
    if (a == DIALOG_LATER) {
        p->quit = true;
        return;
    }
    if (p->g->message_line && p->g->news)
        p->g->news(p->ui, &p->ses, play_now(p), p->message, sizeof p->message);
    bool yes = a == DIALOG_YES;
    switch (q) {
    case Q_QUIT:
        if (yes)
            play_leave(p, false);
        else
            play_close_boxes(p);
        break;
    case Q_LOSE:
        if (yes)
            p->quit = true;
        else
            play_close_boxes(p);
        break;
    case Q_NEW: case Q_RESTART:
        if (yes)
            play_move_on(p, q);
        else
            play_close_boxes(p);
        break;
    case Q_RESUME:
        if (!yes) {
            play_decline(p);
            break;
        }
        play_begin(p);
        if (p->g->message_line) {
            char line[80], name[KEYMAP_NAME_MAX];
            if (p->o->ui.keys)
                keymap_first(p->o->ui.keys, KEY_PAUSE, name);
            else
                keymap_key_name(keymap_shared(KEY_PAUSE)->keys[0], name);
            snprintf(line, sizeof line, "Saved game resumed, paused: %s to play", name);
            play_say(p, line);
        }
        break;
    case Q_SMALLER: {
        char smaller[SESSION_PARAMS];
        if (yes && play_smaller_params(p, smaller, sizeof smaller))
            play_start(p, smaller, NULL, 0);
        /* No: the game asked for, the too-small screen waiting for room. */
        play_begin_after_question(p);
        break;
    }
    case Q_NOTICE_RESUME: play_ask(p, Q_RESUME); break;
    case Q_NOTICE_SMALLER: play_offer_smaller(p); break;
    case Q_NOTICE: case Q_NONE: play_begin_after_question(p); break;
    }
}

/* Notices that wait, the smaller game's offer (there because the game does
 * not fit), the resume question (a saved game may need more room than
 * there is, and only its answer says what to do about it) and a failed
 * save's question (the way out) show at any size; other questions need
 * the game's room. */
bool play_at_any_size(const play *p)
{
    return p->question != Q_NONE && (p->dlg.kind == DIALOG_MESSAGE || p->question == Q_SMALLER
                                     || p->question == Q_LOSE || p->question == Q_RESUME);
}
