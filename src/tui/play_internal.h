/* The play loop's own parts, shared by its files (tui/play*.c); the
 * contract with the front ends and the launcher is tui/play.h. */
#ifndef HEXPUZZLE_TUI_PLAY_INTERNAL_H
#define HEXPUZZLE_TUI_PLAY_INTERNAL_H

#include "tui/play.h"

/* The question or notice up, by what its answer does. */
enum question {
    Q_NONE,
    Q_QUIT,             /* y leaves, keeping the game; n plays on */
    Q_NEW,              /* y gives the game up for the next one */
    Q_RESTART,          /* y gives it up for the same one from its start */
    Q_RESUME,           /* y resumes, n starts afresh, q leaves */
    Q_LOSE,             /* the save failed: y leaves all the same */
    Q_SMALLER,          /* y the smaller game, n the one asked for, q leaves */
    Q_NOTICE,           /* read: the first game starts */
    Q_NOTICE_RESUME,    /* read: the resume question */
    Q_NOTICE_SMALLER    /* read: the smaller game's offer */
};

enum overlay { OV_NONE, OV_HELP, OV_END };

struct play {
    const play_options *o;
    const play_game *g;
    void *ui;               /* the front end's */
    session ses;
    canvas cv;
    int64_t epoch;          /* term_now_ms() at game time 0 */
    /* Before the first game begins (a notice, the resume question, the
     * smaller game's offer): its clock stands at t0. */
    bool intro;
    int64_t t0;
    int64_t t_last;         /* the latest game time the session was given */
    enum overlay overlay;
    enum question question;
    dialog dlg;
    char title[24];         /* the notices' box title: the game's name */
    bool auto_paused;       /* a box paused the game: closing it goes on */
    char message[512];
    bool dirty, quit, failed, hung_up;
    int exit_status;
    bool key_events;
    bool resumed_game;      /* the game on is the one resumed from a save */
    bool in_view;           /* the game has been seen since it began */
    bool asked_over;        /* a fresh game a question is asked over */
    held_keys held;
    int pieces_seen;
    char partner_line[160];  /* the partner's line, as last drawn */
};

/* The game's clock and moves (play.c). */
void play_adopt(play *p, int64_t t0);
void play_after_change(play *p, session_phase was, bool done, const char *why);
int64_t play_at_time(play *p, int64_t t);
void play_begin(play *p);
void play_close_boxes(play *p);
bool play_in_progress(const play *p);
bool play_key_does(const play *p, key_shared j, int key);
bool play_moves_on_its_own(const play *p);
void play_next_params(const play *p, const char *params, char *buf, size_t len);
bool play_pause_at(play *p, int64_t t);
void play_pause_under_box(play *p);
session_phase play_phase(const play *p);
bool play_seen(const play *p);
bool play_send_at(play *p, const char *move, int64_t t);
bool play_start(play *p, const char *params, char *why, size_t len);
bool play_unpause_at(play *p, int64_t t);

/* Questions, leaving and the next game (play_ask.c). */
void play_answer(play *p, dialog_answer a);
void play_ask(play *p, enum question q);
bool play_at_any_size(const play *p);
void play_leave(play *p, bool by_signal);
void play_move_on(play *p, enum question what);
void play_tell(play *p, enum question q, const char *title, const char *text,
               const char *more);

/* The first game and what comes before its clock (play_first.c). */
void play_begin_after_question(play *p);
void play_decline(play *p);
void play_describe_saved(const play *p, char *what, size_t len, char *other, size_t olen);
bool play_first_game(play *p, bool *resumed, char *why, size_t len);
void play_first_questions(play *p, bool resumed);
void play_offer_smaller(play *p);
bool play_smaller_params(play *p, char *buf, size_t len);

/* Input (play_input.c). */
void play_follow_key_events(play *p);
void play_note_new_piece(play *p, int64_t now);
void play_on_event(play *p, const term_event *ev);
void play_run_held(play *p, int64_t now);

/* The screen and the wait (play_screen.c). */
void play_draw(play *p, int64_t now);
bool play_fit(play *p);
void play_note_in_view(play *p);
void play_pause_if_unseen(play *p, int64_t now);
int play_timeout_until(int64_t due, int64_t now);

#endif
