/* The one file that talks to curses: start-up, shutdown, colour roles,
 * events and painting. */
/* The wide-character curses interface (ncursesw). */
#define NCURSES_WIDECHAR 1

#include "tui/term.h"
#include "tui/glyphs.h"

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
static bool colour_on;
static bool mouse_on;
static SCREEN *screen;
static canvas shown;          /* what the screen holds, for painting diffs */
static bool shown_valid;
static bool cursor_shown;
static int wake_pipe[2] = { -1, -1 };

static volatile sig_atomic_t quit_signal;
static volatile sig_atomic_t stop_requested;
static bool gone;             /* the terminal hung up: nothing more is sent */

struct role_style {
    short fg;          /* -1: the terminal's default */
    short bg;
    attr_t colour_attr;
    attr_t mono_attr;
    /* 0: fg everywhere. Else the foreground where the terminal has 256
     * colours: one that reads on dark and light backgrounds alike, where
     * the eight-colour one does not (blue on black, yellow on white). */
    short fg256;
    short bg256;       /* the same for the background (black there is 16) */
};

/* Six number colours, like every minesweeper; pieces get the seven
 * colours a Tetris player expects. */
static const struct role_style styles[ROLE_COUNT] = {
    [ROLE_NORMAL]   = { -1, -1, A_NORMAL, A_NORMAL },
    /* The outlines are the terminal's own foreground, faint: they stay
     * behind what the cells show, on a dark or a light background. */
    [ROLE_BORDER]   = { -1, -1, A_DIM, A_DIM },
    /* A covered cell is a tile, its glyph in the background's colour; an
     * open one is flat. */
    [ROLE_HIDDEN]   = { -1, -1, A_REVERSE, A_REVERSE, 245 },
    [ROLE_REVEALED] = { -1, -1, A_NORMAL, A_NORMAL },
    /* Mid-bright numbers, which read on black and on white; with eight
     * colours 5 and 6 take 3's and 4's (yellow and cyan vanish on white),
     * and their digits tell them apart. */
    [ROLE_NUM1]     = { COLOR_BLUE, -1, A_BOLD, A_BOLD, 33 },
    [ROLE_NUM2]     = { COLOR_GREEN, -1, A_BOLD, A_BOLD, 28 },
    [ROLE_NUM3]     = { COLOR_RED, -1, A_BOLD, A_BOLD, 160 },
    [ROLE_NUM4]     = { COLOR_MAGENTA, -1, A_BOLD, A_BOLD, 129 },
    [ROLE_NUM5]     = { COLOR_RED, -1, A_BOLD, A_BOLD, 166 },
    [ROLE_NUM6]     = { COLOR_MAGENTA, -1, A_BOLD, A_BOLD, 30 },
    [ROLE_MINE]     = { -1, -1, A_BOLD, A_BOLD },
    /* Flags, the mine that went off, wrong flags and the hint are tiles of
     * their own colours, glyph and all, whatever the background; without
     * colour, tiles set apart by bold and underline. */
    [ROLE_FLAG]     = { COLOR_WHITE, COLOR_RED, A_BOLD, A_REVERSE | A_BOLD, 231, 160 },
    [ROLE_EXPLODED] = { COLOR_BLACK, COLOR_YELLOW, A_NORMAL, A_REVERSE | A_BOLD, 16, 208 },
    [ROLE_WRONG]    = { COLOR_WHITE, COLOR_MAGENTA, A_BOLD, A_REVERSE | A_UNDERLINE, 231, 127 },
    [ROLE_WARN]     = { COLOR_WHITE, COLOR_RED, A_BOLD, A_REVERSE | A_UNDERLINE },
    [ROLE_CURSOR]   = { COLOR_YELLOW, -1, A_BOLD, A_BOLD },
    [ROLE_TITLE]    = { -1, -1, A_BOLD, A_BOLD },
    [ROLE_STATUS]   = { -1, -1, A_NORMAL, A_NORMAL },
    [ROLE_DIM]      = { -1, -1, A_DIM, A_DIM },
    [ROLE_HINT]     = { COLOR_BLACK, COLOR_GREEN, A_NORMAL, A_REVERSE | A_BOLD | A_UNDERLINE, 16, 40 },
    /* The pieces are solid tiles on the terminal's own background, dark
     * or light: colours that read on both, and the seventh in the
     * terminal's own foreground, which always stands out from its
     * background. Where there are 256 colours, blue is lighter (pure blue
     * nearly vanishes on black): the bright blue of the sixteen colours,
     * which costs no more bytes than the eight; and yellow is orange
     * (yellow nearly vanishes on white); the others keep the eight
     * colours, whose changes cost the terminal half the bytes. No
     * attributes: a falling piece changes colours only (the monochrome
     * ones show in reverse video). */
    [ROLE_PIECE1]   = { COLOR_RED, -1, A_NORMAL, A_BOLD },
    [ROLE_PIECE2]   = { COLOR_GREEN, -1, A_NORMAL, A_BOLD },
    [ROLE_PIECE3]   = { COLOR_YELLOW, -1, A_NORMAL, A_BOLD, 172 },
    [ROLE_PIECE4]   = { COLOR_BLUE, -1, A_NORMAL, A_BOLD, 12 },
    [ROLE_PIECE5]   = { COLOR_MAGENTA, -1, A_NORMAL, A_BOLD },
    [ROLE_PIECE6]   = { COLOR_CYAN, -1, A_NORMAL, A_BOLD },
    [ROLE_PIECE7]   = { -1, -1, A_NORMAL, A_BOLD },
    /* The ghost and the well's grid: no colour, no attribute (dim would
     * cost a reset of every attribute at each edge between them and a
     * piece, and grey two colour changes): thin glyphs ("::", outlines)
     * beside solid tiles are what makes them the weaker picture. */
    [ROLE_GHOST]    = { -1, -1, A_NORMAL, A_NORMAL },
    [ROLE_WELL]     = { -1, -1, A_NORMAL, A_NORMAL },
    [ROLE_SELECTED] = { -1, -1, A_REVERSE | A_BOLD, A_REVERSE | A_BOLD },
};

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

/* Plain text gets a colour pair of its own, default on default, instead of
 * pair 0. From a coloured cell ncurses then switches to plain text with one
 * colour reset (5 bytes); to pair 0 it also sends a full attribute reset,
 * 11 bytes in all. Where coloured and plain cells alternate, as around a
 * falling piece, that is a good part of what each frame costs. */
#define PLAIN_PAIR ROLE_COUNT
static short plain_pair;   /* PLAIN_PAIR, or 0 where the terminal has too few */

/* A half-block cell shows two roles' colours, one as its background. Such
 * pairs are made when first needed: the roles' pairs already take half of
 * an eight-colour terminal's 64, too few for every combination, and only a
 * handful ever show at once. Past the last pair the cell shows one colour. */
enum { SPLIT_PAIRS_MAX = 128 };
static struct { short fg, bg; } split_pairs[SPLIT_PAIRS_MAX];
static int split_pair_count;

static short split_pair(short fg, short bg)
{
    for (int i = 0; i < split_pair_count; i++)
        if (split_pairs[i].fg == fg && split_pairs[i].bg == bg)
            return (short)(PLAIN_PAIR + 1 + i);
    int pair = PLAIN_PAIR + 1 + split_pair_count;
    if (split_pair_count == SPLIT_PAIRS_MAX || pair >= COLOR_PAIRS
        || init_pair((short)pair, fg, bg) != OK)
        return 0;
    split_pairs[split_pair_count].fg = fg;
    split_pairs[split_pair_count].bg = bg;
    split_pair_count++;
    return (short)pair;
}

/* A role's foreground on this terminal. */
static short fg_of(int role)
{
    return COLORS >= 256 && styles[role].fg256 ? styles[role].fg256 : styles[role].fg;
}

static short bg_of(int role)
{
    return COLORS >= 256 && styles[role].bg256 ? styles[role].bg256 : styles[role].bg;
}

static void setup_colours(void)
{
    colour_on = true;
    start_color();
    if (use_default_colors() == ERR)
        assume_default_colors(COLOR_WHITE, COLOR_BLACK);
    for (int role = 1; role < ROLE_COUNT; role++) {
        short fg = fg_of(role), bg = bg_of(role);
        init_pair((short)role, fg, bg);
    }
    plain_pair = 0;
    split_pair_count = 0;
    if (PLAIN_PAIR < COLOR_PAIRS
        && init_pair(PLAIN_PAIR, styles[ROLE_NORMAL].fg, styles[ROLE_NORMAL].bg) == OK)
        plain_pair = PLAIN_PAIR;
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
    curs_set(0);
    cursor_shown = false;
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
    if (opt->color && has_colors())
        setup_colours();
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
    shown_valid = false;
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
    canvas_free(&shown);
    shown_valid = false;
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
bool term_has_color(void) { return colour_on; }

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
    shown_valid = false;
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
                shown_valid = false;
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

/* The attributes and colour pair of a cell with a background role (its
 * below): a half-block cell shows its two halves' colours, any other glyph
 * its role's colour over the background's. Where colours cannot do it, a
 * half-block cell becomes a full block of its upper role (*ch), so that a
 * filled half never shows as empty, and any other cell reverse video. */
static attr_t attr_on_below(int role, int below, short *pair, uint32_t *ch)
{
    if (*ch != CANVAS_UPPER_HALF) {
        short split = colour_on && fg_of(below) != -1
                      ? split_pair(fg_of(role), fg_of(below)) : 0;
        if (split) {
            *pair = split;
            return styles[role].colour_attr;
        }
        /* The background in the terminal's own foreground, or no colour. */
        *pair = colour_on ? plain_pair : 0;
        return A_REVERSE | (colour_on ? A_NORMAL : styles[below].mono_attr);
    }
    short split = 0;
    if (colour_on && fg_of(below) != -1) {
        split = split_pair(fg_of(role), fg_of(below));
    } else if (colour_on && fg_of(role) != -1) {
        /* A background of -1 is the terminal's background, not its
         * foreground: the lower half takes the glyph instead, in its
         * own role's attributes. */
        split = split_pair(fg_of(below), fg_of(role));
        if (split) {
            *ch = CANVAS_LOWER_HALF;
            role = below;
        }
    }
    if (split)
        *pair = split;
    else
        *ch = CANVAS_FULL_BLOCK;
    return colour_on ? styles[role].colour_attr : styles[role].mono_attr;
}

/* A role's colour pair. The roles in the terminal's own colours share
 * the plain pair: ncurses sends nothing between two pairs of the same
 * colours, but a blank takes the pair of the cell before it (see
 * blank_pair_now), and one pair for them all lets blanks, the ghost, the
 * well and the panel's text pass for one another at no cost. */
static short pair_of(int role)
{
    if (role == ROLE_NORMAL || (plain_pair && fg_of(role) == -1 && bg_of(role) == -1))
        return plain_pair;
    return (short)role;
}

/* The attributes and colour pair a cell is painted with. */
static attr_t attr_of(const canvas_cell *cell, short *pair_out, uint32_t *ch)
{
    int role = cell->role < ROLE_COUNT ? cell->role : ROLE_NORMAL;
    int below = cell->below < ROLE_COUNT ? cell->below : ROLE_NORMAL;
    short pair = pair_of(role);
    attr_t a = below != ROLE_NORMAL ? attr_on_below(role, below, &pair, ch)
               : colour_on ? styles[role].colour_attr : styles[role].mono_attr;
    if (cell->flags & CANVAS_INVERT)
        a |= A_REVERSE;
    *pair_out = colour_on ? pair : 0;
    return a;
}

/* A blank with no attributes looks the same in any colour pair whose
 * background is the terminal's. Painted in the pair of the cell painted
 * just before it, which the terminal is sent just before it, it costs no
 * colour change: between two cells of one colour (the gaps of a moving
 * piece), or after one (the blanks it leaves). -1: no such pair, or a
 * whole screen being painted, whose blanks are best left plain: the
 * terminal rewrites some unchanged cells among changed ones, and a blank
 * of another colour there would cost two changes. */
static short blank_pair_now = -1;
static bool blanks_plain;

/* The pair of the cell left of x as the screen will hold it, when a blank
 * could take it: the terminal is in that pair when it reaches x, whether it
 * has just painted that cell or rewrites it rather than move past it. */
enum { REWRITE_MAX = 3 };

static short pair_left_of(int x, int y)
{
    cchar_t cc;
    wchar_t w[CCHARW_MAX + 1];
    attr_t a;
    short pair, fg, bg;
    if (x <= 0 || mvin_wch(y, x - 1, &cc) == ERR || getcchar(&cc, w, &a, &pair, NULL) == ERR)
        return -1;
    return (a & ~A_COLOR) == A_NORMAL && pair_content(pair, &fg, &bg) != ERR && bg == -1
           ? pair : -1;
}

/* Paints a cell; returns its pair when it is one a blank could take too
 * (no attributes, the terminal's background), else -1. */
static short paint_cell(int x, int y, const canvas_cell *cell, bool near)
{
    short pair, fg, bg;
    uint32_t ch = cell->ch;
    attr_t a = attr_of(cell, &pair, &ch);
    bool blank_ok = colour_on && a == A_NORMAL && pair_content(pair, &fg, &bg) != ERR
                    && bg == -1;
    if (ch == ' ' && blank_ok && !blanks_plain) {
        short left = near ? pair_left_of(x, y) : -1;
        if (left >= 0)
            pair = left;
        else if (blank_pair_now >= 0)
            pair = blank_pair_now;
    }
    blank_pair_now = blank_ok ? pair : -1;
    if (ch < 0x80) {
        chtype c = ch >= 0x20 && ch < 0x7f ? ch : '?';
        mvaddch(y, x, c | a | COLOR_PAIR(pair));
    } else {
        wchar_t wstr[2] = { (wchar_t)ch, 0 };
        cchar_t cc;
        setcchar(&cc, wstr, a, pair, NULL);
        mvadd_wch(y, x, &cc);
    }
    return blank_pair_now;
}

/* A cell that shows nothing but the terminal's background. */
static bool plain_blank(const canvas_cell *cell)
{
    int role = cell->role < ROLE_COUNT ? cell->role : ROLE_NORMAL;
    return cell->ch == ' ' && cell->flags == 0 && cell->below == ROLE_NORMAL
           && styles[role].colour_attr == A_NORMAL && bg_of(role) == -1;
}

/* Between two changed cells of one line the terminal is sent the unchanged
 * ones too, when that is shorter than moving past them, but in their own
 * colours: a gap of blanks between two cells of one colour (a piece's
 * notch) would cost two colour changes. Such blanks take the colour of
 * the cells either side; they look no different. */
enum { GAP_MAX = 8 };

static void close_gap(const canvas *c, int y, int from, int to, short pair)
{
    if (to - from > GAP_MAX)
        return;
    for (int x = from; x < to; x++)
        if (!plain_blank(&c->cells[y * c->w + x]))
            return;
    for (int x = from; x < to; x++)
        mvaddch(y, x, ' ' | COLOR_PAIR(pair));
}

void term_invalidate(void)
{
    shown_valid = false;
}

void term_present(const canvas *c)
{
    if (!active || gone)
        return;
    bool full = !shown_valid || shown.w != c->w || shown.h != c->h;
    blank_pair_now = -1;
    blanks_plain = full;
    if (full) {
        if (canvas_resize(&shown, c->w, c->h) != 0)
            term_fatal("out of memory for a %dx%d screen", c->w, c->h);
        erase();
    }
    for (int y = 0; y < c->h && y < LINES; y++) {
        int last_x = -1;          /* the line's last cell painted, */
        short last_pair = -1;     /* and its pair as paint_cell says */
        for (int x = 0; x < c->w && x < COLS; x++) {
            const canvas_cell *now = &c->cells[y * c->w + x];
            canvas_cell *was = &shown.cells[y * c->w + x];
            if (full || now->ch != was->ch || now->role != was->role
                || now->flags != was->flags || now->below != was->below) {
                /* Past a few unchanged cells ncurses rewrites them, in
                 * their own pairs, rather than move past them. */
                bool near = last_x >= 0 && x - last_x - 1 <= REWRITE_MAX;
                /* Blanks rewritten so take the pair before them. */
                if (colour_on && !full && near && last_pair >= 0 && x > last_x + 1)
                    close_gap(c, y, last_x + 1, x, last_pair);
                short pair = paint_cell(x, y, now, near);
                if (colour_on && !full && pair >= 0 && pair == last_pair && x > last_x + 1)
                    close_gap(c, y, last_x + 1, x, pair);
                last_x = x;
                last_pair = pair;
                *was = *now;
            }
        }
    }
    shown_valid = true;
    /* The terminal's cursor marks the selected cell where a view has one;
     * elsewhere it is hidden (where the terminal can hide it). */
    bool want_cursor = c->cursor_x >= 0 && c->cursor_x < COLS && c->cursor_y < LINES;
    if (want_cursor != cursor_shown) {
        curs_set(want_cursor ? 1 : 0);
        cursor_shown = want_cursor;
    }
    if (want_cursor) {
        leaveok(stdscr, FALSE);
        move(c->cursor_y, c->cursor_x);
    } else {
        leaveok(stdscr, TRUE);
    }
    /* refresh() says OK even when every write fails; errno tells, and the
     * terminal itself confirms before the game is ended for it. */
    errno = 0;
    refresh();
    if (errno != 0 && terminal_lost(STDOUT_FILENO))
        hang_up();
}
