/* The terminal: start-up, shutdown, colour roles, input events and painting
 * a canvas. Only term.c and term_paint.c talk to curses; everything else sees
 * term_event. */
#ifndef HEXPUZZLE_TUI_TERM_H
#define HEXPUZZLE_TUI_TERM_H

#include <stdbool.h>
#include <stddef.h>

#include "tui/canvas.h"

typedef struct {
    bool color;   /* false: monochrome even where colour exists (NO_COLOR) */
    bool mouse;
    /* Key presses and releases, where the terminal speaks the kitty
     * keyboard protocol (asked at start, never waited for: they begin when
     * the terminal's answer comes, at any time; term_key_events says when
     * they have): TE_KEY then says TP_DOWN, TP_REPEAT or TP_UP. Elsewhere, and for every front end
     * that does not ask, keys come as the terminal repeats them, each a
     * TP_DOWN. A term_start nested in another may ask; the matching
     * term_stop gives the keys back as they were. */
    bool key_events;
} term_options;

/* Keys beyond plain characters, numbered past Unicode. */
enum term_key {
    TK_UP = 0x110000, TK_DOWN, TK_LEFT, TK_RIGHT,
    TK_HOME, TK_END, TK_PGUP, TK_PGDN,
    TK_ENTER, TK_ESC, TK_BACKSPACE, TK_DELETE, TK_TAB,
    TK_F1, TK_UNKNOWN,
    /* The terminal lost the focus (only with key_events): keys held now
     * are released where the game cannot see it. */
    TK_FOCUS_OUT
};

enum term_button {
    TB_LEFT, TB_MIDDLE, TB_RIGHT, TB_WHEEL_UP, TB_WHEEL_DOWN
};

enum term_event_kind {
    TE_TIMEOUT,   /* the wait's deadline passed */
    TE_KEY,
    TE_MOUSE,     /* a button press (or wheel step) at cell x, y */
    TE_RESIZE,
    TE_QUIT,      /* SIGINT, SIGTERM or SIGHUP arrived, or the terminal went
                     away (reported as SIGHUP): save and leave */
    TE_RESUMED    /* back from Ctrl-Z: the screen was repainted */
};

/* TE_KEY: what happened to the key. Only a front end that asked for
 * key_events on a terminal that reports them gets TP_REPEAT and TP_UP. */
enum term_press {
    TP_DOWN,      /* pressed (or, without key events, pressed or repeated) */
    TP_REPEAT,    /* held: the terminal's own auto repeat */
    TP_UP         /* released */
};

typedef struct {
    enum term_event_kind kind;
    int key;                  /* TE_KEY: a character or a term_key */
    enum term_press press;    /* TE_KEY */
    enum term_button button;  /* TE_MOUSE */
    int x, y;                 /* TE_MOUSE */
    int signal;               /* TE_QUIT: which signal */
} term_event;

/* Checks that stdin/stdout are a usable terminal (TERM set, known, not
 * dumb) without touching it. On failure writes a one-line reason to err. */
bool term_usable(char *err, size_t errlen);

/* Returns false with a reason in err when the terminal cannot be used. */
bool term_start(const term_options *opt, char *err, size_t errlen);
/* Ends one term_start; the terminal is restored when the outermost ends.
 * Safe to call more often than term_start. */
void term_stop(void);
/* Restores the terminal now, however many starts are open: for atexit and
 * fatal errors. Safe to call twice. */
void term_restore(void);
bool term_active(void);
/* The terminal reports key releases now (term_options.key_events was asked
 * for, the terminal speaks the protocol and has answered since it was
 * turned on): may turn true during any term_wait. */
bool term_key_events(void);

/* Out of memory or another error the program cannot go on from: restores
 * the terminal first, then says why on stderr, and exits with status 1. */
_Noreturn void term_fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

void term_size(int *w, int *h);
bool term_has_color(void);
/* How many colours the screen is painted in: the terminal's (8, 16, 256
 * ...), or 0 without colour (NO_COLOR, color = no, none to have). */
int term_colours(void);
bool term_has_mouse(void);
/* Whether the dense drawings' half blocks will show: a UTF-8 locale and a
 * TERM that is no console or hardware terminal (tui/glyphs.h). Needs no
 * term_start; the locale must have been set (setlocale). */
bool term_can_draw_blocks(void);

/* Waits up to timeout_ms (-1: no limit) for one event; sleeps in poll(),
 * never spins. A terminal that hangs up, reaches end of file or fails a
 * write is a hangup: from then on every wait gives TE_QUIT with SIGHUP at
 * once, and nothing more is drawn. */
term_event term_wait(int timeout_ms);
/* Copies the cells of c that changed since the last call to the screen. */
void term_present(const canvas *c);
/* Forgets what the screen shows, so the next present repaints it all. */
void term_invalidate(void);

/* Monotonic milliseconds, for the front ends' clocks. */
long long term_now_ms(void);
/* fd (-1: none): while set, term_wait also ends, as TE_TIMEOUT, when fd is
 * readable; the caller reads what made it so (e.g. inotify's events). */
void term_wake_on(int fd);

#endif
