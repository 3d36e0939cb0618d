/* The play loop: one game's life on the terminal, the same for every game.
 * It owns the session (session/midend.h) and everything around the moves:
 * the start or the resume question, pauses (asked for, under the help and
 * the questions of a game that moves on its own, when the terminal is too
 * small to show it, after Ctrl-Z), the help and end boxes, the questions
 * and their answers, quitting and keeping the game, a save that failed,
 * the next game, resizes, hangups, held keys, and the one wait until the
 * next deadline. A game brings a play_game: its key map (events in, moves
 * or play_actions out), its view (the state drawn into a canvas) and its
 * help.
 *
 * A save that failed when the player quits is asked about, never passed
 * over: the box says why, and "Quit and lose this game? (y/n)" — n goes
 * back to the game (paused), so that nothing earned is lost unless the
 * player says so. A signal cannot ask: the game is kept if it can be.
 */
#ifndef HEXPUZZLE_TUI_PLAY_H
#define HEXPUZZLE_TUI_PLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/midend.h"
#include "tui/canvas.h"
#include "tui/dialog.h"
#include "tui/held_keys.h"
#include "tui/keymap.h"
#include "tui/term.h"

/* The loop, as a key map sees it. */
typedef struct play play;

/* What a key or click asks of the loop, beyond the moves it sent. */
typedef enum {
    PLAY_NONE,      /* nothing more (the view may have changed) */
    PLAY_QUIT,      /* leave, keeping the game: asks first in a game */
    PLAY_HELP,      /* the help box */
    PLAY_PAUSE,     /* pause, or go on */
    PLAY_NEW,       /* the next game: asks first in a game */
    PLAY_RESTART,   /* the same game from its start: asks first in a game */
    PLAY_UNDO,
    PLAY_REDO
} play_action;

/* What the loop has the view draw besides the game. */
typedef struct {
    const session *ses;           /* the game: its state, phase, verdict */
    int64_t now;                  /* game time */
    const char *message;          /* for a view with a message line */
    const dialog *dialog;         /* the question or notice up, or NULL */
    bool at_any_size;             /* dialog shows even when the game cannot */
    const char *const *help;      /* the help box's lines, or NULL */
    bool end_box;                 /* the box of the game's end is up */
    bool key_events;              /* keys come as presses and releases */
    bool show_seed;               /* the game's seed may show while it plays */
} play_screen;

/* What a front end makes its ui of (play_game.new_ui): what every game's
 * front end takes, filled in by the launcher, and the game's own options,
 * which only its front end reads (their type is in its header). */
typedef struct {
    const keymap *keys;   /* the jobs' keys, or NULL: the game's table's */
    /* NULL, or the day ("YYYY-MM-DD") whose daily game this is: shown
     * where the seed would be. */
    const char *daily;
    const void *own;      /* NULL: the front end's defaults */
    /* A round of a match: its end offers only what a match allows, no
     * new game, replay or undo (the match's line says what comes next). */
    bool in_match;
} play_ui_options;

/* The keys a front end plays with: o's, or else its table's (g). */
void play_ui_keys(const play_ui_options *o, const key_game *g, keymap *out);

/* A game's front end: a constant table. Its state (ui) is made by new_ui
 * when the loop starts and freed by free_ui when it ends; the loop hands
 * the ui, and the session where it is needed, to every function.
 * Optional functions may be NULL. */
typedef struct play_game {
    const session_game *game;
    /* The view has a message line: questions, notices and what a move
     * says go there; else questions and notices are boxes. */
    bool message_line;

    /* The front end's state; NULL when out of memory. */
    void *(*new_ui)(const play_ui_options *o);
    void (*free_ui)(void *ui);
    /* A game goes on screen: a new one or a resumed one (fresh), or the
     * same one from its start (not fresh). */
    void (*started)(void *ui, const session *s, bool fresh);
    /* The key map: a key (a character or a term_key) / a click in play
     * (the session is play_session(p)). */
    play_action (*key)(void *ui, play *p, int key);
    play_action (*click)(void *ui, play *p, const term_event *ev);
    /* The view. */
    void (*draw)(void *ui, canvas *c, const play_screen *sc);
    /* The help box's lines, NULL-ended. */
    const char *const *(*help)(void *ui);

    /* Optional. Whether the game can be seen on a w x h canvas (NULL:
     * always; the view says when it cannot). Unseen, a game that moves on
     * its own is paused, and only q (leave) is taken. */
    bool (*seen)(void *ui, const session *s, int w, int h);
    /* What the message line says after a move was carried out. */
    void (*news)(void *ui, const session *s, int64_t now, char *buf, size_t len);
    /* Whether the end the game just came to gets a box (closed by any
     * key). */
    bool (*end_box)(void *ui, const session *s);
    /* Whether anything the view shows has changed since it was last
     * drawn (NULL: draw at every wake). */
    bool (*redraw_due)(void *ui, const session *s, int64_t now);
    /* Optional. When the view changes on its own next (a flash ending),
     * in play_now's time, or SESSION_NO_DEADLINE: the loop wakes then. */
    int64_t (*redraw_at)(void *ui);
    /* Optional. Work the front end does off the input path (hexcells'
     * solver): the loop calls it at every wake with no question up, before
     * it draws, and wakes again within the ms it returns (-1: when it
     * would anyway). */
    int (*tick)(void *ui, play *p);
    /* A fresh game of params that cannot be seen at w x h, where a smaller
     * one could: its params into buf and the offer into d; false when
     * there is nothing to offer. */
    bool (*smaller)(void *ui, const char *params, int w, int h, dialog *d, char *buf,
                    size_t len);

    /* Held keys, where the terminal reports releases (held_of NULL: the
     * game has none). The move each held action plays (left, right, soft
     * drop), how fast a soft drop falls, and a count that changes with
     * each new piece. */
    held_key (*held_of)(void *ui, int key);
    const char *held_moves[3];
    int (*soft_ms)(const void *state);
    int (*pieces)(const void *state);
    /* A key whose repeats the terminal makes are dropped: one press, one
     * move (a turn, a drop). */
    bool (*one_press)(void *ui, int key);
} play_game;

/* Someone the game is played beside (a match's other side): the loop
 * polls it at every wake, and wakes when it asks, so that what comes in
 * shows while the player thinks; it never makes the player wait. */
typedef struct {
    void *ctx;
    /* What came in and what to send, the game as it stands; the ms until
     * it wants to be polled again (-1: at the next wake). It may start the
     * next game (play_next_game) and send moves (play_send). */
    int (*poll)(void *ctx, play *p);
    /* Its line over the game (the other side, the round, the match). */
    void (*line)(void *ctx, char *buf, size_t len);
    /* Whether the player may do a (move NULL), or play move; false with
     * why for the message line. */
    bool (*allows)(void *ctx, play_action a, const char *move, char *why, size_t len);
    /* Optional. Whether leaving loses nothing now (the match is already
     * decided): q then leaves at once, from a game still in play too. */
    bool (*settled)(void *ctx);
} play_partner;

typedef struct {
    const play_game *game;
    play_ui_options ui;           /* what its front end's ui is made of */
    const char *params;           /* the first game's, checked */
    bool colour;
    const session_hooks *hooks;   /* NULL: nothing recorded or saved */
    const session_save *resume;   /* NULL: a fresh game */
    const char *notice;           /* NULL or "": none */
    /* Whether a game's seed shows while it plays: a new game's (a seeded
     * run's), and the resumed game's, which was ranked as it was saved. */
    bool show_seed, resume_show_seed;
    held_keys_settings held;      /* with play_game.held_of */
    const play_partner *partner;  /* NULL: the game is played alone */
} play_options;

/* Plays games until the player leaves. Returns the exit status: 0, 128 + N
 * after signal N, or 1 with a one-line reason in err when the first game,
 * the terminal or memory failed. */
int play_run(const play_options *o, char *err, size_t errlen);

/* For key maps: the move carried out at the game time now (true), or
 * refused (its reason, if any, on the message line). */
bool play_send(play *p, const char *move);
/* A line on the message line. */
void play_say(play *p, const char *text);
/* Draws now, before a move that takes a while. */
void play_show(play *p);
/* For a partner: the next game, at once, as the player's n would start
 * it, the game on given up. */
void play_next_game(play *p);
const session *play_session(const play *p);
int64_t play_now(const play *p);
/* The canvas the game is drawn on (its size is the terminal's). */
const canvas *play_canvas(const play *p);

#endif
