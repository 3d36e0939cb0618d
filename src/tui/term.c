/* The terminal, with term_paint.c the only code that talks to curses:
 * start-up, shutdown, signals, hang-ups and input events. */
/* The wide-character curses interface (ncursesw). */
#define NCURSES_WIDECHAR 1

#include "tui/term.h"
#include "tui/glyphs.h"
#include "tui/keylink.h"
#include "tui/keyproto.h"
#include "tui/rawkeys.h"
#include "term_internal.h"
#include "util/escape.h"

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

/* The kitty keyboard protocol, asked for without waiting (tui/keylink.h).
 * Flag 4 (alternate keys) is pushed too: with every key sent as an escape
 * code, shift+/ arrives as '/' with shift, and only the shifted key it
 * reports says it was '?'. */
enum { KEY_FLAGS = KP_FLAG_DISAMBIGUATE | KP_FLAG_EVENT_TYPES
                   | KP_FLAG_ALTERNATE_KEYS | KP_FLAG_ALL_KEYS,
       /* How long a sequence cut short, or an Esc while the terminal owes
        * answers, waits for the rest: a reply split by a slow link comes
        * together well within it. */
       SPLIT_WAIT_MS = 1000,
       /* How long leaving waits for the answers the terminal still owes,
        * so that none reaches the shell. */
       LEAVE_WAIT_MS = 3000 };
static keylink key_link;
static bool link_ready;
static int wanted_depth;      /* the term_start depth that wants key events */
static bool keys_raw;         /* curses' keypad is off: rawkeys reads */
static long long asked_at = -1;   /* when keylink last asked the terminal */
/* Bytes of one escape sequence (or, while keys_raw, of all input) read but
 * not yet decoded. */
static unsigned char raw_buf[256];
static size_t raw_len;
static long long raw_stale_at = -1;   /* an incomplete sequence ends then */

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
 * while it holds input; one that holds none has reached its end (a read
 * would give 0), and one that cannot say has hung up. Asking the kernel
 * how much is waiting takes nothing away from curses. But a busy machine
 * can wake a poll a moment before the input is counted, so a terminal that
 * still answers for its settings is given a few more such wake-ups before
 * it counts as ended: a false hangup would end a game in play. */
enum { EMPTY_WAKES_MAX = 20 };
static int empty_wakes;

static bool input_ended(void)
{
    int pending = 0;
    if (ioctl(STDIN_FILENO, FIONREAD, &pending) != 0 || terminal_lost(STDIN_FILENO))
        return true;
    if (pending > 0) {
        empty_wakes = 0;
        return false;
    }
    return ++empty_wakes > EMPTY_WAKES_MAX;
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

/* Sends bytes to the terminal around curses, whose own output has been
 * flushed by then (doupdate flushes; nothing else here is buffered). A
 * terminal that has hung up gets nothing. */
static bool send_raw(const char *s, size_t len)
{
    if (gone)
        return false;
    while (len > 0) {
        ssize_t n = write(STDOUT_FILENO, s, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            term_check_hangup(STDOUT_FILENO);
            return false;
        }
        s += n;
        len -= (size_t)n;
    }
    return true;
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

/* Curses' own output goes first, so that what send_raw sends lands where
 * curses left the terminal (on the alternate screen: the protocol keeps a
 * stack of flags for each screen). */
static void flush_curses(void)
{
    if (!gone)
        doupdate();
}

/* Sends what keylink asks to send, then reads keys the way the terminal
 * sends them now. A terminal left in the protocol is as broken for the
 * shell as one left in raw mode: every way out comes through here. */
static void follow_link(const char *seq, size_t n)
{
    if (n > 0) {
        flush_curses();
        send_raw(seq, n);
        asked_at = term_now_ms();   /* every sequence sent asks something */
    }
    bool raw = keylink_raw_keys(&key_link);
    if (raw == keys_raw)
        return;
    keys_raw = raw;
    /* Curses cannot read what the protocol sends: rawkeys does. */
    keypad(stdscr, raw ? FALSE : TRUE);
    if (!raw) {
        /* What is left was sent in the protocol's forms: no use to curses. */
        raw_len = 0;
        raw_stale_at = -1;
    }
}

static void want_key_events(bool on)
{
    char seq[KEYLINK_SEQ_MAX];
    if (!link_ready) {
        keylink_init(&key_link, KEY_FLAGS);
        link_ready = true;
    }
    if (gone)
        return;
    follow_link(seq, keylink_want(&key_link, on, seq, sizeof seq));
}

static void on_reply(bool from_attrs)
{
    char seq[KEYLINK_SEQ_MAX];
    follow_link(seq, keylink_reply(&key_link, from_attrs, seq, sizeof seq));
}

/* Whether the terminal still owes answers. One that has said nothing for
 * LEAVE_WAIT_MS since the last question is waited for no longer (a reply
 * that still comes is taken as ever). */
static bool awaiting_answers(void)
{
    if (!link_ready || !keylink_awaiting(&key_link))
        return false;
    if (asked_at >= 0 && term_now_ms() - asked_at > LEAVE_WAIT_MS) {
        keylink_give_up(&key_link);
        return false;
    }
    return true;
}

/* Reads, and drops, what the terminal sends until it has answered all it
 * was asked (within LEAVE_WAIT_MS of the last question): once the program
 * has gone, those answers would reach the shell as typed text. Done while
 * curses still keeps the tty from echoing. */
static void await_answers(void)
{
    unsigned char buf[KP_MAX_SEQ];
    size_t len = 0;
    keypad(stdscr, FALSE);
    timeout(0);
    while (!gone && awaiting_answers()) {
        int c = getch();
        if (c == ERR) {
            long long left = asked_at + LEAVE_WAIT_MS - term_now_ms();
            struct pollfd fd = { .fd = STDIN_FILENO, .events = POLLIN };
            int n = poll(&fd, 1, left > 0 ? (int)left : 0);
            if (n > 0 && ((fd.revents & (POLLHUP | POLLERR | POLLNVAL))
                          || ((fd.revents & POLLIN) && input_ended())))
                hang_up();
            continue;
        }
        if (c < 0 || c > 0xff)
            continue;      /* KEY_RESIZE */
        buf[len++] = (unsigned char)c;
        while (len > 0) {
            term_event ev;
            size_t used = 0;
            rawkeys_kind k = rawkeys_decode(buf, len, len < sizeof buf, &ev, &used);
            if (k == RAWKEYS_INCOMPLETE)
                break;
            if (k == RAWKEYS_PROTOCOL || k == RAWKEYS_ATTRS)
                on_reply(k == RAWKEYS_ATTRS);
            memmove(buf, buf + used, len - used);
            len -= used;
        }
    }
    keypad(stdscr, keys_raw ? FALSE : TRUE);
}

bool term_key_events(void) { return keys_raw; }

/* Curses keeps the mouse reports it reads in a ring of eight and, reading
 * on while more input waits, gives only the newest of such a run: a burst
 * of clicks (from a busy machine, or down a slow link) lost all but its
 * last. With its mouse key off, a report reaches escape_event as ESC and
 * bytes, which rawkeys decodes one report at a time. Curses turns the key
 * on again whenever it turns the mouse on (mousemask, a resume). */
static void read_mouse_reports_raw(void)
{
    if (mouse_on)
        keyok(KEY_MOUSE, FALSE);
}

bool term_start(const term_options *opt, char *err, size_t errlen)
{
    /* A game started from the menu keeps the menu's screen. */
    if (active) {
        depth++;
        if (opt->key_events && !wanted_depth) {
            wanted_depth = depth;
            want_key_events(true);
        }
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
        read_mouse_reports_raw();
    }
    if (opt->key_events) {
        wanted_depth = depth;
        want_key_events(true);
    }
    return true;
}

void term_stop(void)
{
    if (!active)
        return;
    if (wanted_depth && depth <= wanted_depth) {
        wanted_depth = 0;
        want_key_events(false);
    }
    if (--depth <= 0)
        term_restore();
}

void term_restore(void)
{
    if (!active)
        return;
    wanted_depth = 0;
    if (link_ready) {
        want_key_events(false);
        await_answers();
    }
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
    char msg[1024], shown[4 * sizeof msg];
    term_restore();
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    escape_text(shown, sizeof shown, msg);
    fprintf(stderr, "hexpuzzle: %s\n", shown);
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

/* Ctrl-C and Ctrl-Z reach a program in the protocol as keys, not as the
 * signals the tty makes of them in legacy mode: send those signals here,
 * where the tty would have sent them, to the whole foreground process
 * group (ours, since we read the terminal): a shell script around the game
 * sees them as before. */
static bool as_signal(const term_event *ev)
{
    if (ev->press != TP_DOWN || (ev->key != 3 && ev->key != 26))
        return false;
    struct termios t;
    if (tcgetattr(STDIN_FILENO, &t) == 0 && !(t.c_lflag & ISIG))
        return false;
    kill(0, ev->key == 3 ? SIGINT : SIGTSTP);
    return true;
}

/* How long the sequence begun in raw_buf may wait for its next byte: a
 * lone ESC is the Esc key once curses' delay has passed (in raw reading,
 * once that delay has passed here), unless the terminal owes answers,
 * which a slow link may deliver in pieces; a begun sequence always ends. */
static long long stale_time(void)
{
    int wait = SPLIT_WAIT_MS;
    if (raw_len == 1 && !awaiting_answers())
        wait = keys_raw ? get_escdelay() : 0;
    return term_now_ms() + wait;
}

/* Gives what follows a decoded sequence back to curses, last byte first. */
static void unread_rest(size_t from)
{
    for (size_t i = raw_len; i-- > from;)
        ungetch(raw_buf[i]);
    raw_len = 0;
    raw_stale_at = -1;
}

enum escape_result { ESCAPE_WAIT, ESCAPE_EVENT, ESCAPE_TAKEN };

/* Curses has given ESC, so its keypad found no key in what follows: those
 * bytes are read one at a time until they make a sequence. A reply to a
 * question is taken, never a key; a key in the protocol's form is that
 * key; another sequence is an unknown key; ESC that begins none is the
 * Esc key, and what followed it goes back. */
static enum escape_result escape_event(term_event *ev)
{
    for (;;) {
        term_event got;
        size_t used = 0;
        rawkeys_kind k = rawkeys_decode(raw_buf, raw_len, true, &got, &used);
        if (k == RAWKEYS_INCOMPLETE) {
            /* Bytes, not characters: an X10 mouse report's are any. */
            timeout(0);
            int c = getch();
            bool byte_of_it = c != ERR && (c < 0x80 || (c < 0x100
                              && rawkeys_in_mouse_report(raw_buf, raw_len)));
            if (byte_of_it && raw_len < sizeof raw_buf) {
                raw_buf[raw_len++] = (unsigned char)c;
                raw_stale_at = stale_time();
                continue;
            }
            if (c == ERR && term_now_ms() < raw_stale_at)
                return ESCAPE_WAIT;
            /* A key curses knows, or a character: the sequence ended
             * before it. */
            if (c != ERR)
                ungetch(c);
            k = rawkeys_decode(raw_buf, raw_len, false, &got, &used);
        }
        bool esc_key = k == RAWKEYS_EVENT && got.key == TK_ESC && used == 1;
        bool mouse_report = rawkeys_in_mouse_report(raw_buf, used);
        unread_rest(used);
        if (k == RAWKEYS_PROTOCOL || k == RAWKEYS_ATTRS) {
            on_reply(k == RAWKEYS_ATTRS);
            return ESCAPE_TAKEN;
        }
        /* A click; a release or motion means nothing. */
        if (mouse_report) {
            if (k != RAWKEYS_EVENT || got.kind != TE_MOUSE)
                return ESCAPE_TAKEN;
            *ev = got;
            return ESCAPE_EVENT;
        }
        /* A key in the protocol's form, sent before the terminal saw a pop
         * or while the answer that confirms a push is on its way, is the
         * key it names, a press as curses gives keys; its release is
         * nothing. */
        if (k == RAWKEYS_EVENT && got.kind == TE_KEY && !esc_key
            && got.key != TK_FOCUS_OUT) {
            if (got.press == TP_UP)
                return ESCAPE_TAKEN;
            got.press = TP_DOWN;
            if (as_signal(&got))
                return ESCAPE_TAKEN;
            *ev = got;
            return ESCAPE_EVENT;
        }
        *ev = (term_event){ .kind = TE_KEY, .key = esc_key ? TK_ESC : TK_UNKNOWN };
        return ESCAPE_EVENT;
    }
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

/* A mouse event curses decoded: not a terminal's report (those go to
 * rawkeys, read_mouse_reports_raw), but one from a mouse of its own, such
 * as the console's gpm. */
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
    bool keys = link_ready && key_link.wanted;
    if (link_ready) {
        want_key_events(false);
        await_answers();
    }
    endwin();
    signal(SIGTSTP, SIG_DFL);
    raise(SIGTSTP);
    /* Execution continues here after SIGCONT. */
    catch_signal(SIGTSTP, on_stop_signal);
    reset_prog_mode();
    clearok(curscr, TRUE);
    term_invalidate();
    refresh();
    read_mouse_reports_raw();
    /* After the refresh, which has brought the alternate screen back. */
    if (keys)
        want_key_events(true);
}

/* Sleeps until input, a signal or wait_ms (-1: no limit). */
static int wake_fd = -1;   /* term_wake_on's: its readiness ends a wait */

void term_wake_on(int fd)
{
    wake_fd = fd;
}

/* True when it woke for wake_fd. */
static bool sleep_for_input(int wait_ms)
{
    struct pollfd fds[3] = {
        { .fd = STDIN_FILENO, .events = POLLIN },
        { .fd = wake_pipe[0], .events = POLLIN },
        { .fd = wake_fd, .events = POLLIN },
    };
    int n = poll(fds, wake_fd >= 0 ? 3 : 2, wait_ms);
    if (n > 0 && (fds[1].revents & POLLIN))
        drain_wake_pipe();
    /* A hung-up terminal polls as readable too, and stays so: without
     * these checks the loop would spin on reads that give nothing. */
    if (n > 0 && ((fds[0].revents & (POLLHUP | POLLERR | POLLNVAL))
                  || ((fds[0].revents & POLLIN) && input_ended())))
        hang_up();
    return n > 0 && wake_fd >= 0 && (fds[2].revents & POLLIN);
}

/* Milliseconds from now to the earliest of two times (-1: none), at most
 * INT_MAX; 0 when it has passed. */
static int wait_until(long long a, long long b)
{
    long long t = a < 0 ? b : b < 0 ? a : a < b ? a : b;
    if (t < 0)
        return -1;
    long long left = t - term_now_ms();
    if (left <= 0)
        return 0;
    return left > 0x7fffffff ? 0x7fffffff : (int)left;
}

/* The next event from the bytes read, or false when they hold none yet. */
static bool next_raw_event(term_event *ev)
{
    int c;
    timeout(0);
    /* Keypad is off: getch gives the bytes as they came, and KEY_RESIZE. */
    while (raw_len < sizeof raw_buf && (c = getch()) != ERR) {
        if (c == KEY_RESIZE) {
            term_invalidate();
            *ev = (term_event){ .kind = TE_RESIZE };
            return true;
        }
        if (c >= 0 && c < 256)
            raw_buf[raw_len++] = (unsigned char)c;
    }
    while (raw_len > 0) {
        bool more = raw_stale_at < 0 || term_now_ms() < raw_stale_at;
        size_t used = 0;
        rawkeys_kind k = rawkeys_decode(raw_buf, raw_len, more, ev, &used);
        if (k == RAWKEYS_INCOMPLETE) {
            if (raw_stale_at < 0)
                raw_stale_at = stale_time();
            return false;
        }
        memmove(raw_buf, raw_buf + used, raw_len - used);
        raw_len -= used;
        raw_stale_at = -1;
        if (k == RAWKEYS_PROTOCOL || k == RAWKEYS_ATTRS) {
            on_reply(k == RAWKEYS_ATTRS);
            if (!keys_raw)
                return false;   /* curses reads on */
        }
        if (k == RAWKEYS_EVENT)
            return !as_signal(ev);
    }
    return false;
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
        if (keys_raw) {
            if (next_raw_event(&ev))
                return ev;
            if (quit_signal || stop_requested)
                continue;
            int wait_ms = wait_until(deadline, raw_stale_at);
            if (wait_ms == 0 && deadline >= 0 && term_now_ms() >= deadline) {
                ev.kind = TE_TIMEOUT;
                return ev;
            }
            if (sleep_for_input(wait_ms)) {
                ev.kind = TE_TIMEOUT;
                return ev;
            }
            continue;
        }
        if (raw_len > 0) {
            enum escape_result r = escape_event(&ev);
            if (r == ESCAPE_EVENT)
                return ev;
            if (r == ESCAPE_TAKEN)
                continue;
        }
        wint_t wc = 0;
        int rc = ERR;
        timeout(0);
        if (raw_len == 0)
            rc = get_wch(&wc);
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
        if (rc == OK && wc == 27) {
            raw_buf[0] = 27;
            raw_len = 1;
            raw_stale_at = stale_time();
            continue;
        }
        if (rc == OK) {
            ev.kind = TE_KEY;
            ev.key = translate_char(wc);
            return ev;
        }
        if (deadline >= 0 && term_now_ms() >= deadline) {
            ev.kind = TE_TIMEOUT;
            return ev;
        }
        int wait_ms = wait_until(deadline, raw_len > 0 ? raw_stale_at : -1);
        if (sleep_for_input(wait_ms)) {
            ev.kind = TE_TIMEOUT;
            return ev;
        }
    }
}
