/* The questions and message boxes both games ask over their screens: which
 * keys answer what (everything else is ignored), and the box they are
 * drawn in. Curses-free: fed term events, drawn into a canvas. */
#ifndef HEXPUZZLE_TUI_DIALOG_H
#define HEXPUZZLE_TUI_DIALOG_H

#include "tui/canvas.h"
#include "tui/term.h"

/* Which inputs answer. Clicks and key releases never do: a click meant for
 * the board must not answer a question that came up meanwhile. */
typedef enum {
    /* y yes; n or Esc no. "Quit this game?", "Abandon this game?". */
    DIALOG_YES_NO,
    /* y yes, n no, q later; nothing else, not even Esc: the answers keep or
     * throw away a saved game, so only a deliberate key may give one. */
    DIALOG_YES_NO_LATER,
    /* Any key: read. A notice, a save that failed. */
    DIALOG_MESSAGE,
    /* A line typed into the box (dialog.typed, dialog_type): Enter gives
     * it (yes), Esc goes back (no). "Edit which file?". */
    DIALOG_TEXT
} dialog_kind;

typedef enum {
    DIALOG_OPEN,    /* not answered: the dialog stays up */
    DIALOG_YES,
    DIALOG_NO,
    DIALOG_LATER,
    DIALOG_READ
} dialog_answer;

enum { DIALOG_TEXT_MAX = 640, DIALOG_LINES = 14, DIALOG_WIDTH = 56, DIALOG_TYPED_MAX = 1024 };

typedef struct {
    dialog_kind kind;
    /* The box's title; NULL: the dialog has no box, and a view that has a
     * message line shows text there (it is then one line). */
    const char *title;
    /* Lines separated by '\n', each wrapped at spaces to width; an empty
     * one is a blank line. */
    char text[DIALOG_TEXT_MAX];
    int width;
    char typed[DIALOG_TYPED_MAX];   /* DIALOG_TEXT: the line typed, UTF-8 */
} dialog;

/* Sets d up: kind, title, the wrapping width (0: DIALOG_WIDTH) and the
 * text, printf-style; nothing typed yet. */
void dialog_open(dialog *d, dialog_kind kind, const char *title, int width,
                 const char *fmt, ...);

/* The answer a key (a character or a term_key) gives. */
dialog_answer dialog_key(const dialog *d, int key);
/* The same, and for DIALOG_TEXT a key that types (tui/typed_line.h) goes
 * onto d->typed. */
dialog_answer dialog_type(dialog *d, int key);

/* The answer an event gives: a key press or repeat as dialog_key, any
 * other event (a release, a click, a resize, a timeout) none. */
dialog_answer dialog_event(const dialog *d, const term_event *ev);

/* The box, centred over what c holds; nothing for a dialog without a
 * title. DIALOG_TEXT's typed line is its last, escaped (util/escape.h:
 * the box is ASCII), its end in sight when it is longer than the box. */
void dialog_draw(canvas *c, const dialog *d);

#endif
