/* The terminal, with term_paint.c the only code that talks to curses:
 * start-up, shutdown, signals, hang-ups and input events. */
/* The wide-character curses interface (ncursesw). */
#define NCURSES_WIDECHAR 1

#include "tui/term.h"
#include "tui/glyphs.h"
#include "term_internal.h"

#include <curses.h>
#include <term.h>

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <stdarg.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static bool active;
static int depth;             /* term_start calls not yet matched by a stop */
static bool mouse_on;
static SCREEN *screen;
static int wake_pipe[2] = { -1, -1 };

static volatile sig_atomic_t quit_signal;
static volatile sig_atomic_t stop_requested;
static bool gone;             /* the terminal hung up: nothing more is sent */

static void on_quit_signal(int sig)
{
    int saved = errno;
    quit_signal = sig;
    if (wake_pipe[1] >= 0)
        (void)!write(wake_pipe[1], "q", 1);
    errno = saved;
}

static void on_stop_signal(int sig)
{
    int saved = errno;
    (void)sig;
    stop_requested = 1;
    if (wake_pipe[1] >= 0)
        (void)!write(wake_pipe[1], "z", 1);
    errno = saved;
}

/* A terminal that goes away is a hangup, whether or not a SIGHUP arrives:
 * a parent that ignores the signal keeps it from us. From here on every
 * wait says quit at once, and nothing more is drawn. */
static void hang_up(void)
{
    gone = true;
    if (!quit_signal)
        quit_signal = SIGHUP;
}

/* A terminal that has hung up is no terminal any more: its settings can
 * no longer be read. */
static bool terminal_lost(int fd)
{
    struct termios t;
    return tcgetattr(fd, &t) != 0;
}

/* Poll has just called the terminal readable. A live terminal is readable
 * only while it holds input, so one that holds none has reached its end
 * (a read would give 0), and one that cannot say has hung up. Asking the
 * kernel how much is waiting takes nothing away from curses. */
static bool input_ended(void)
{
    int pending = 0;
    if (ioctl(STDIN_FILENO, FIONREAD, &pending) == 0)
        return pending <= 0;
    return terminal_lost(STDIN_FILENO);
}

bool term_live(void)
{
    return active && !gone;
}

void term_check_hangup(int fd)
{
    if (terminal_lost(fd))
        hang_up();
}

static void catch_signal(int sig, void (*handler)(int))
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sigaction(sig, &sa, NULL);
}

bool term_usable(char *err, size_t errlen)
{
    const char *name = getenv("TERM");
    int status = 0;
    /* A game started from the menu finds the menu's screen running: that
     * terminal is proven usable, and the look-up below must not run then,
     * since setupterm replaces the live screen's terminal description and
     * del_curterm frees it, leaving curses to draw through a dead pointer. */
    if (active)
        return true;
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        snprintf(err, errlen, "this game needs a terminal on standard input and output");
        return false;
    }
    if (!name || !*name) {
        snprintf(err, errlen, "TERM is not set (set it, e.g. TERM=xterm-256color)");
        return false;
    }
    if (strcmp(name, "dumb") == 0) {
        snprintf(err, errlen, "TERM=dumb cannot move the cursor, which the game needs");
        return false;
    }
    TERMINAL *before = cur_term;
    if (setupterm(name, STDOUT_FILENO, &status) != OK) {
        set_curterm(before);
        snprintf(err, errlen, "no terminfo entry for TERM=%.24s", name);
        return false;
    }
    bool usable = tigetstr("cup") != NULL && tigetstr("cup") != (char *)-1
                  && tigetflag("gn") <= 0 && tigetflag("hc") <= 0;
    del_curterm(cur_term);
    set_curterm(before);
    if (!usable) {
        snprintf(err, errlen, "TERM=%.16s cannot move the cursor, which the game needs", name);
        return false;
    }
    return true;
}

bool term_start(const term_options *opt, char *err, size_t errlen)
{
    /* A game started from the menu keeps the menu's screen. */
    if (active) {
        depth++;
        return true;
    }
    if (!term_usable(err, errlen))
        return false;
    if (pipe(wake_pipe) != 0) {
        snprintf(err, errlen, "cannot create a pipe: %s", strerror(errno));
        return false;
    }
    for (int i = 0; i < 2; i++)
        fcntl(wake_pipe[i], F_SETFL, fcntl(wake_pipe[i], F_GETFL) | O_NONBLOCK);
    /* Before curses starts, so that it leaves these signals to us. */
    catch_signal(SIGINT, on_quit_signal);
    catch_signal(SIGTERM, on_quit_signal);
    catch_signal(SIGHUP, on_quit_signal);
    catch_signal(SIGTSTP, on_stop_signal);

    screen = newterm(NULL, stdout, stdin);
    if (!screen) {
        snprintf(err, errlen, "cannot start the terminal (TERM=%s)", getenv("TERM"));
        return false;
    }
    active = true;
    depth = 1;
    static bool registered;
    if (!registered)
        atexit(term_restore);
    registered = true;
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    intrflush(stdscr, FALSE);
    /* A lone Esc should act at once; ESCDELAY in the environment wins. */
    if (!getenv("ESCDELAY"))
        set_escdelay(25);
    /* Home and End come in several dialects, and a multiplexer often speaks
     * one the inner TERM does not: teach curses them all. */
    static const struct { const char *seq; int key; } extra_keys[] = {
        { "\033[1~", KEY_HOME }, { "\033[7~", KEY_HOME }, { "\033[H", KEY_HOME },
        { "\033OH", KEY_HOME }, { "\033[4~", KEY_END }, { "\033[8~", KEY_END },
        { "\033[F", KEY_END }, { "\033OF", KEY_END },
    };
    for (size_t i = 0; i < sizeof extra_keys / sizeof extra_keys[0]; i++)
        if (key_defined(extra_keys[i].seq) == 0)
            define_key(extra_keys[i].seq, extra_keys[i].key);
    term_paint_start(opt->color);
    if (opt->mouse) {
        mouseinterval(0);
        /* Releases are asked for only to be dropped in translate_mouse: a
         * release outside the mask makes ncurses read on for the next key
         * with a blocking read, whatever the timeout, so a release that
         * comes apart from its press froze the game until a key came. A
         * press and release read together come as one click, which must
         * be in the mask too, or the click is lost. */
        mousemask(BUTTON1_PRESSED | BUTTON2_PRESSED | BUTTON3_PRESSED
                  | BUTTON4_PRESSED | BUTTON5_PRESSED | BUTTON1_RELEASED
                  | BUTTON2_RELEASED | BUTTON3_RELEASED | BUTTON1_CLICKED
                  | BUTTON2_CLICKED | BUTTON3_CLICKED, NULL);
        mouse_on = has_mouse();
    }
    return true;
}

void term_stop(void)
{
    if (active && --depth <= 0)
        term_restore();
}

void term_restore(void)
{
    if (!active)
        return;
    active = false;
    depth = 0;
    if (mouse_on)
        mousemask(0, NULL);
    curs_set(1);
    endwin();
    delscreen(screen);
    screen = NULL;
    term_paint_stop();
    for (int i = 0; i < 2; i++) {
        if (wake_pipe[i] >= 0)
            close(wake_pipe[i]);
        wake_pipe[i] = -1;
    }
}

bool term_active(void) { return active; }

_Noreturn void term_fatal(const char *fmt, ...)
{
    va_list ap;
    term_restore();
    fputs("hexpuzzle: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(1);
}

bool term_can_draw_blocks(void)
{
    return glyphs_blocks_usable(nl_langinfo(CODESET), getenv("TERM"));
}
bool term_has_mouse(void) { return mouse_on; }

void term_size(int *w, int *h)
{
    *w = COLS;
    *h = LINES;
}

long long term_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int translate_key(int code)
{
    switch (code) {
    case KEY_UP: return TK_UP;
    case KEY_DOWN: return TK_DOWN;
    case KEY_LEFT: return TK_LEFT;
    case KEY_RIGHT: return TK_RIGHT;
    case KEY_HOME: return TK_HOME;
    case KEY_END: return TK_END;
    case KEY_PPAGE: return TK_PGUP;
    case KEY_NPAGE: return TK_PGDN;
    case KEY_ENTER: return TK_ENTER;
    case KEY_BACKSPACE: return TK_BACKSPACE;
    case KEY_DC: return TK_DELETE;
    case KEY_F(1): return TK_F1;
    default: return TK_UNKNOWN;
    }
}

/* An escape sequence curses does not know arrives as Esc followed at once
 * by the rest; swallow it so an unknown key is never taken for Esc. */
static bool swallow_unknown_sequence(void)
{
    wint_t c;
    if (get_wch(&c) != OK)
        return false;
    if (c != '[' && c != 'O') {
        unget_wch(c);
        return false;
    }
    for (int i = 0; i < 16; i++) {
        if (get_wch(&c) != OK)
            break;
        if (c >= 0x40 && c <= 0x7e)
            break;
    }
    return true;
}

static int translate_char(wint_t c)
{
    switch (c) {
    case '\r': case '\n': return TK_ENTER;
    case 27: return TK_ESC;
    case 8: case 127: return TK_BACKSPACE;
    case '\t': return TK_TAB;
    default: return (int)c;
    }
}

static bool translate_mouse(term_event *ev)
{
    MEVENT me;
    if (getmouse(&me) != OK)
        return false;
    static const struct { mmask_t mask; enum term_button button; } map[] = {
        { BUTTON1_PRESSED | BUTTON1_CLICKED, TB_LEFT },
        { BUTTON2_PRESSED | BUTTON2_CLICKED, TB_MIDDLE },
        { BUTTON3_PRESSED | BUTTON3_CLICKED, TB_RIGHT },
        { BUTTON4_PRESSED, TB_WHEEL_UP },
        { BUTTON5_PRESSED, TB_WHEEL_DOWN },
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++) {
        if (me.bstate & map[i].mask) {
            ev->kind = TE_MOUSE;
            ev->button = map[i].button;
            ev->x = me.x;
            ev->y = me.y;
            return true;
        }
    }
    return false;
}

static void drain_wake_pipe(void)
{
    char buf[64];
    while (read(wake_pipe[0], buf, sizeof buf) > 0)
        ;
}

/* Ctrl-Z: leave the screen as the shell expects, stop, and come back with
 * a full repaint. Done here, outside the handler, where curses is safe. */
static void suspend_self(void)
{
    endwin();
    signal(SIGTSTP, SIG_DFL);
    raise(SIGTSTP);
    /* Execution continues here after SIGCONT. */
    catch_signal(SIGTSTP, on_stop_signal);
    reset_prog_mode();
    clearok(curscr, TRUE);
    term_invalidate();
    refresh();
}

term_event term_wait(int timeout_ms)
{
    term_event ev = { .kind = TE_TIMEOUT };
    long long deadline = timeout_ms < 0 ? -1 : term_now_ms() + timeout_ms;
    for (;;) {
        if (quit_signal) {
            ev.kind = TE_QUIT;
            ev.signal = quit_signal;
            return ev;
        }
        if (stop_requested) {
            stop_requested = 0;
            suspend_self();
            ev.kind = TE_RESUMED;
            return ev;
        }
        wint_t wc;
        timeout(0);
        int rc = get_wch(&wc);
        if (rc == KEY_CODE_YES) {
            if (wc == KEY_RESIZE) {
                term_invalidate();
                ev.kind = TE_RESIZE;
                return ev;
            }
            if (wc == KEY_MOUSE) {
                if (translate_mouse(&ev))
                    return ev;
                continue;
            }
            ev.kind = TE_KEY;
            ev.key = translate_key((int)wc);
            return ev;
        }
        if (rc == OK) {
            ev.kind = TE_KEY;
            ev.key = translate_char(wc);
            if (ev.key == TK_ESC && swallow_unknown_sequence())
                ev.key = TK_UNKNOWN;
            return ev;
        }
        int wait_ms = -1;
        if (deadline >= 0) {
            long long left = deadline - term_now_ms();
            if (left <= 0) {
                ev.kind = TE_TIMEOUT;
                return ev;
            }
            wait_ms = left > 0x7fffffff ? 0x7fffffff : (int)left;
        }
        struct pollfd fds[2] = {
            { .fd = STDIN_FILENO, .events = POLLIN },
            { .fd = wake_pipe[0], .events = POLLIN },
        };
        int n = poll(fds, 2, wait_ms);
        if (n > 0 && (fds[1].revents & POLLIN))
            drain_wake_pipe();
        /* A hung-up terminal polls as readable too, and stays so: without
         * these checks the loop would spin on reads that give nothing. */
        if (n > 0 && ((fds[0].revents & (POLLHUP | POLLERR | POLLNVAL))
                      || ((fds[0].revents & POLLIN) && input_ended())))
            hang_up();
    }
}
