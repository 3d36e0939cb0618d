/* The suite's menu: a banner of hexes, five lines, keys and clicks. */
#include "tui/menu.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/hexlayout.h"
#include "session/standard.h"
#include "tui/dialog.h"
#include "tui/palette.h"
#include "tui/term.h"
#include "tui/widgets.h"
#include "tui/wrap.h"

/* Enough for any game's standard games and their names. */
enum { CHOICES_MAX = 16, CHOICE_TEXT = 24 };

const char *menu_choice(const menu_state *st, int g, int i)
{
    /* Made once a game: its names do not change. */
    static struct {
        const session_game *rules;
        char text[CHOICES_MAX][CHOICE_TEXT];
    } made[MENU_GAMES_MAX];
    if (g < 0 || g >= st->ngames || g >= MENU_GAMES_MAX || i < 0 || i >= CHOICES_MAX)
        return NULL;
    if (made[g].rules != st->games[g].rules) {
        memset(&made[g], 0, sizeof made[g]);
        made[g].rules = st->games[g].rules;
    }
    char *t = made[g].text[i];
    if (!t[0]) {
        /* After the standard games, the extra choice, which comes and goes
         * (a level won): never made; then the editor's. */
        if (!session_standard_category(made[g].rules, i, t, CHOICE_TEXT)) {
            int standards = i;
            char before[CHOICE_TEXT];
            while (standards > 0
                   && !session_standard_category(made[g].rules, standards - 1, before,
                                                 sizeof before))
                standards--;
            const char *after[2];
            int n = 0;
            if (st->games[g].extra)
                after[n++] = st->games[g].extra;
            if (st->games[g].editor)
                after[n++] = MENU_EDIT_LABEL;
            t[0] = '\0';
            return i - standards < n ? after[i - standards] : NULL;
        }
        for (char *p = t; *p; p++)
            if (*p == ':')
                *p = ' ';
    }
    return t;
}

int menu_choice_count(const menu_state *st, int g)
{
    int n = 0;
    while (menu_choice(st, g, n))
        n++;
    return n;
}

/* The games' lines, then these. */
enum { ITEM_W = 44, CHOICE_X = 20 };
enum extra_line { LINE_PLAY_WITH, LINE_SCORES, LINE_HELP, LINE_QUIT, EXTRA_LINES };
static const char *const extra_labels[EXTRA_LINES] = { "Play with someone", "Scores", "Help",
                                                       "Quit" };

static int lines_of(const menu_state *st)
{
    return st->ngames + EXTRA_LINES;
}

static const char *label_of(const menu_state *st, int line)
{
    return line < st->ngames ? st->games[line].label : extra_labels[line - st->ngames];
}

static const char *const help_tail[] = {
    "",
    "In the menu: Up/Down choose, Left/Right change the",
    NULL,   /* the keys that jump: as many as there are lines */
    "d on a game starts today's daily of its preset or",
    "mode: the same for everyone, once a day (UTC).",
    "p: the palette (default, colorblind, contrast) for",
    "this run; palette = in the config file keeps one.",
    "Each game lists its keys with ?. Games in progress",
    "are saved when you quit and offered back next time.",
    "See man hexpuzzle for everything.",
    "",
    "Any key: back",
    NULL,
};

/* The help box's lines: each game's, then the menu's. */
static void help_lines(const menu_state *st, const char **out, int cap)
{
    int n = 0;
    for (int g = 0; g < st->ngames; g++)
        for (int i = 0; st->games[g].help && st->games[g].help[i] && n < cap - 1; i++)
            out[n++] = st->games[g].help[i];
    static char jump[64];
    snprintf(jump, sizeof jump, "preset or mode, Enter starts, 1-%d jump, q quits.",
             lines_of(st));
    for (size_t i = 0; i < sizeof help_tail / sizeof help_tail[0] - 1 && n < cap - 1; i++)
        out[n++] = help_tail[i] ? help_tail[i] : jump;
    out[n] = NULL;
}

/* Where the lines start: centred, below the banner when it fits. */
static void geometry(const menu_state *st, int w, int h, int *x0, int *y0, bool *banner)
{
    *banner = h >= 10 + 2 * lines_of(st);
    int block = (*banner ? 6 : 2) + 2 * lines_of(st);
    *y0 = (h - block) / 2 + (*banner ? 6 : 2);
    if (*y0 < 1)
        *y0 = 1;
    *x0 = (w - ITEM_W) / 2;
    if (*x0 < 0)
        *x0 = 0;
}

/* The field between the arrows fits the widest choice of any game, so
 * that each arrow stands where a click on it lands, whatever the choices
 * are. */
static int choice_w(const menu_state *st)
{
    int most = 0;
    for (int g = 0; g < st->ngames; g++)
        for (int i = 0; menu_choice(st, g, i); i++)
            if ((int)strlen(menu_choice(st, g, i)) > most)
                most = (int)strlen(menu_choice(st, g, i));
    assert(CHOICE_X + 2 + most + 2 <= ITEM_W);   /* the line's width holds it */
    return most;
}

int menu_line_at(const menu_state *st, int w, int h, int x, int y)
{
    int x0, y0;
    bool banner;
    geometry(st, w, h, &x0, &y0, &banner);
    if (x < x0 || x >= x0 + ITEM_W || y < y0 || (y - y0) % 2 != 0)
        return -1;
    int line = (y - y0) / 2;
    return line < lines_of(st) ? line : -1;
}

int menu_arrow_at(const menu_state *st, int w, int h, int x, int y)
{
    int line = menu_line_at(st, w, h, x, y), x0, y0;
    bool banner;
    if (line < 0 || line >= st->ngames)
        return 0;
    geometry(st, w, h, &x0, &y0, &banner);
    /* "< choice >": each arrow and the space inside it. */
    int left = x0 + CHOICE_X, right = left + 2 + choice_w(st) + 1;
    if (x == left || x == left + 1)
        return -1;
    if (x == right - 1 || x == right)
        return 1;
    return 0;
}

/* "HEXPUZZLE" in a row of pointy-top hexes, drawn by the core's stencil. */
static void draw_banner(canvas *c, int y)
{
    static const char word[] = "HEXPUZZLE";
    int n = (int)strlen(word), pw, ph;
    hexlayout_board_size(HEX_ODD_R, HEXLAYOUT_LARGE, n, 1, &pw, &ph);
    hexlayout l = hexlayout_make(HEX_ODD_R, HEXLAYOUT_LARGE, (c->w - pw) / 2, y);
    const hexlayout_style *st = hexlayout_style_of(HEX_ODD_R, HEXLAYOUT_LARGE);
    for (int col = 0; col < n; col++) {
        hexlayout_cell box = hexlayout_box(&l, (hex_offset){ col, 0 });
        for (size_t i = 0; i < st->ncells; i++) {
            const hexlayout_stencil_cell *s = &st->cells[i];
            if (s->shared_dir >= 0)
                canvas_put(c, box.x + s->dx, box.y + s->dy, (unsigned char)s->glyph, ROLE_BORDER);
        }
        /* The logo's roles name the series inks, made to read as text on
         * any background in every palette, where the fills are made to
         * fill. */
        canvas_put(c, box.x + st->label_dx, box.y + st->label_dy, (unsigned char)word[col],
                   (canvas_role)(ROLE_LOGO1 + col % 6));
    }
    const char *sub = "hex-grid puzzle games";
    canvas_text(c, (c->w - (int)strlen(sub)) / 2, y + ph, sub, ROLE_DIM);
}

/* The palette in use, and what this terminal makes of it: on fewer than
 * 256 colours a palette shows its eight-colour form (tui/palette.h), and
 * none shows without colour. */
static void palette_line(const menu_state *st, char *buf, size_t len)
{
    enum palette_id p = palette_in_use();
    int n = snprintf(buf, len, "Palette: %s", palette_name(p));
    if (n < 0 || (size_t)n >= len)
        return;
    if (st->colours <= 0)
        snprintf(buf + n, len - (size_t)n, " (no colour here)");
    else if (st->colours < 256 && p != PALETTE_DEFAULT)
        snprintf(buf + n, len - (size_t)n, " (its 8-colour form)");
}

void menu_draw(canvas *c, const menu_state *st)
{
    int x0, y0;
    bool banner;
    canvas_clear(c);
    geometry(st, c->w, c->h, &x0, &y0, &banner);
    if (banner)
        draw_banner(c, y0 - 6);
    else
        canvas_text(c, (c->w - 9) / 2, y0 - 2, "HEXPUZZLE", ROLE_TITLE);
    for (int i = 0; i < lines_of(st); i++) {
        int y = y0 + 2 * i;
        bool sel = i == st->selected;
        canvas_role role = sel ? ROLE_SELECTED : ROLE_NORMAL;
        for (int x = x0; x < x0 + ITEM_W && sel; x++)
            canvas_put(c, x, y, ' ', role);
        canvas_textf(c, x0 + 1, y, role, "%c %d  %s", sel ? '>' : ' ', i + 1, label_of(st, i));
        const char *choice = i < st->ngames ? menu_choice(st, i, st->choice[i]) : NULL;
        if (choice)
            canvas_textf(c, x0 + CHOICE_X, y, role, "< %-*s >", choice_w(st), choice);
    }
    const char *keys = st->selected < st->ngames
                       ? "Up/Down choose  Left/Right change  Enter start  d daily  p palette  q quit"
                       : "Up/Down choose  Left/Right change  Enter start  p palette  q quit";
    canvas_text(c, (c->w - (int)strlen(keys)) / 2, c->h - 1, keys, ROLE_DIM);
    char palette[80];
    palette_line(st, palette, sizeof palette);
    canvas_text(c, (c->w - (int)strlen(palette)) / 2, c->h - 2, palette, ROLE_DIM);
}

/* A box of text lines over the menu until any key or click. */
static bool show_text(canvas *c, const char *title, const char *const *lines, int *exit_status)
{
    for (;;) {
        int w, h;
        term_size(&w, &h);
        if (c->w != w || c->h != h)
            if (canvas_resize(c, w, h) != 0)
                term_fatal("out of memory for a %dx%d screen", w, h);
        canvas_clear(c);
        widget_box(c, title, lines);
        term_present(c);
        term_event ev = term_wait(-1);
        if (ev.kind == TE_QUIT) {
            *exit_status = 128 + ev.signal;
            return false;
        }
        if (ev.kind == TE_KEY || ev.kind == TE_MOUSE)
            return true;
    }
}

/* Splits text into at most max lines in place; returns how many. */
static int split_lines(char *text, const char **lines, int max)
{
    int n = 0;
    for (char *p = text, *nl; p && *p && n < max; p = nl + 1) {
        nl = strchr(p, '\n');
        lines[n++] = p;
        if (!nl)
            break;
        *nl = '\0';
    }
    return n;
}

/* Who waits for a game and how to play with them, until any key. */
static bool show_lobby(canvas *c, menu_scores_fn lobby, int *exit_status)
{
    enum { MAX_LINES = 40 };
    char *text = lobby ? lobby() : NULL;
    const char *lines[MAX_LINES + 3];
    int n = split_lines(text, lines, MAX_LINES);
    lines[n++] = "";
    lines[n++] = "any key: back";
    lines[n] = NULL;
    bool shown = show_text(c, "Play with someone", lines, exit_status);
    free(text);
    return shown;
}

/* A click is a press and, a moment later, a release. Leaving on the press
 * would hand the release to the shell, which shows it as typed text
 * (e.g. "^[[M#63"); so the menu reads it first. Over a slow link it comes
 * about a round trip later: the wait allows for one. */
static void await_release(void)
{
    enum { RELEASE_WAIT_MS = 250 };
    term_wait(RELEASE_WAIT_MS);
}

enum page_end { PAGE_SIGNAL = -1, PAGE_BACK = 0, PAGE_REPLAYS = 1, PAGE_CHOSEN = 2 };

/* The score tables in a box that scrolls with the arrows, the page keys
 * and the wheel; r opens the replays, any other key or a click goes back. */
static enum page_end show_scores(canvas *c, menu_scores_fn scores, int *exit_status)
{
    enum { MAX_LINES = 2000 };
    char *text = scores ? scores() : NULL, *lines = NULL;
    static const char *all[MAX_LINES];
    int n = 0, top = 0, wrapped_to = -1;
    for (;;) {
        int w, h;
        term_size(&w, &h);
        if ((c->w != w || c->h != h) && canvas_resize(c, w, h) != 0)
            term_fatal("out of memory for a %dx%d screen", w, h);
        /* Lines wider than the box go on in the lines below it, as wide
         * as the terminal is now. */
        if (wrapped_to != w) {
            free(lines);
            lines = text ? wrap_text(text, w - 4) : NULL;
            n = split_lines(lines, all, MAX_LINES);
            if (n == 0)
                all[n++] = "No games recorded yet.";
            wrapped_to = w;
        }
        int room = h - 5 < 60 ? h - 5 : 60;   /* frame, gap and key line */
        if (room < 1)
            room = 1;
        if (top > n - room)
            top = n - room;
        if (top < 0)
            top = 0;
        const char *shown[64];
        int k = 0;
        for (int i = top; i < n && k < room; i++)
            shown[k++] = all[i];
        char keys[128];
        if (n > room)
            snprintf(keys, sizeof keys, "Up/Down/PgUp/PgDn scroll (%d-%d of %d), r replays, "
                     "other keys: back", top + 1, top + k, n);
        else
            snprintf(keys, sizeof keys, "r replays, any other key: back");
        shown[k++] = "";
        shown[k++] = keys;
        shown[k] = NULL;
        canvas_clear(c);
        widget_box(c, "Scores", shown);
        term_present(c);
        term_event ev = term_wait(-1);
        int step = 0;
        if (ev.kind == TE_QUIT) {
            *exit_status = 128 + ev.signal;
            free(text);
            free(lines);
            return PAGE_SIGNAL;
        }
        if (ev.kind == TE_KEY && (ev.key == 'r' || ev.key == 'R')) {
            free(text);
            free(lines);
            return PAGE_REPLAYS;
        }
        if (ev.kind == TE_KEY) {
            switch (ev.key) {
            case TK_UP: case 'k': step = -1; break;
            case TK_DOWN: case 'j': step = 1; break;
            case TK_PGUP: step = -room; break;
            case TK_PGDN: case ' ': step = room; break;
            case TK_HOME: step = -n; break;
            case TK_END: step = n; break;
            default: break;
            }
        } else if (ev.kind == TE_MOUSE) {
            step = ev.button == TB_WHEEL_UP ? -3 : ev.button == TB_WHEEL_DOWN ? 3 : 0;
        } else {
            continue;
        }
        if (step == 0 || n <= room)
            break;
        top += step;
    }
    free(text);
    free(lines);
    return PAGE_BACK;
}

/* The kept replays, one a line: Up/Down (or the wheel) choose, Enter or a
 * click plays the one chosen (*chosen its line), any other key goes back. */
static enum page_end show_replays(canvas *c, menu_scores_fn replays, int *chosen,
                                  int *exit_status)
{
    enum { MAX_LINES = 2000 };
    char *text = replays ? replays() : NULL;
    static const char *all[MAX_LINES];
    int n = split_lines(text, all, MAX_LINES), top = 0, sel = 0;
    if (n == 0 || (n == 1 && strncmp(all[0], "No replays", 10) == 0)) {
        const char *none[] = { "No replays kept yet: every game that ends is kept.", "",
                               "Any key: back", NULL };
        enum page_end e = show_text(c, "Replays", none, exit_status) ? PAGE_BACK : PAGE_SIGNAL;
        free(text);
        return e;
    }
    for (;;) {
        int w, h;
        term_size(&w, &h);
        if ((c->w != w || c->h != h) && canvas_resize(c, w, h) != 0)
            term_fatal("out of memory for a %dx%d screen", w, h);
        int room = h - 5 < 60 ? h - 5 : 60;
        if (room < 1)
            room = 1;
        if (sel < top)
            top = sel;
        if (sel >= top + room)
            top = sel - room + 1;
        const char *shown[64];
        int k = 0;
        for (int i = top; i < n && k < room; i++)
            shown[k++] = all[i];
        shown[k++] = "";
        shown[k++] = "Up/Down choose, Enter or a click plays, other keys: back";
        shown[k] = NULL;
        int bw, bh;
        widget_box_size("Replays", shown, &bw, &bh);
        int x0 = (w - bw) / 2 > 0 ? (w - bw) / 2 : 0, y0 = (h - bh) / 2 > 0 ? (h - bh) / 2 : 0;
        canvas_clear(c);
        widget_box_at(c, x0, y0, "Replays", shown);
        for (int x = x0 + 1; x < x0 + bw - 1; x++)
            canvas_put(c, x, y0 + 1 + sel - top, ' ', ROLE_SELECTED);
        canvas_text(c, x0 + 2, y0 + 1 + sel - top, all[sel], ROLE_SELECTED);
        term_present(c);
        term_event ev = term_wait(-1);
        if (ev.kind == TE_QUIT) {
            *exit_status = 128 + ev.signal;
            free(text);
            return PAGE_SIGNAL;
        }
        int line = -1;
        if (ev.kind == TE_MOUSE) {
            if (ev.button == TB_WHEEL_UP || ev.button == TB_WHEEL_DOWN) {
                sel += ev.button == TB_WHEEL_UP ? -1 : 1;
            } else if (ev.button == TB_LEFT && ev.y > y0 && ev.y <= y0 + room
                       && top + ev.y - y0 - 1 < n && ev.x > x0 && ev.x < x0 + bw - 1) {
                line = top + ev.y - y0 - 1;
            } else {
                break;
            }
        } else if (ev.kind == TE_KEY) {
            if (ev.key == TK_UP || ev.key == 'k')
                sel--;
            else if (ev.key == TK_DOWN || ev.key == 'j')
                sel++;
            else if (ev.key == TK_PGUP)
                sel -= room;
            else if (ev.key == TK_PGDN)
                sel += room;
            else if (ev.key == TK_ENTER || ev.key == ' ')
                line = sel;
            else
                break;
        } else {
            continue;
        }
        if (sel < 0)
            sel = 0;
        if (sel >= n)
            sel = n - 1;
        if (line >= 0) {
            *chosen = line;
            free(text);
            await_release();
            return PAGE_CHOSEN;
        }
    }
    free(text);
    return PAGE_BACK;
}

/* Whether game line g's choice is its editor. */
static bool editing(const menu_state *st, int g)
{
    return st->games[g].editor && st->choice[g] == menu_choice_count(st, g) - 1;
}

/* The file to edit, asked in a box over the menu: PAGE_CHOSEN with its
 * name in st->edit_path, PAGE_BACK (Esc), or PAGE_SIGNAL. */
static enum page_end ask_file(canvas *c, menu_state *st, int *exit_status)
{
    static dialog d;
    dialog_open(&d, DIALOG_TEXT, "Edit a level", 0,
                "The level's file, in the SixCells format; a file not there yet makes a "
                "new level. Enter edits it, Esc goes back.\n");
    for (;;) {
        int w, h;
        term_size(&w, &h);
        if ((c->w != w || c->h != h) && canvas_resize(c, w, h) != 0)
            term_fatal("out of memory for a %dx%d screen", w, h);
        menu_draw(c, st);
        dialog_draw(c, &d);
        term_present(c);
        term_event ev = term_wait(-1);
        if (ev.kind == TE_QUIT) {
            *exit_status = 128 + ev.signal;
            return PAGE_SIGNAL;
        }
        /* A click is no answer: it leaves the box up. */
        if (ev.kind != TE_KEY || ev.press == TP_UP)
            continue;
        switch (dialog_type(&d, ev.key)) {
        case DIALOG_YES:
            if (d.typed[0]) {
                snprintf(st->edit_path, sizeof st->edit_path, "%s", d.typed);
                return PAGE_CHOSEN;
            }
            break;
        case DIALOG_NO: return PAGE_BACK;
        default: break;
        }
    }
}

static void change(menu_state *st, int delta)
{
    int g = st->selected;
    if (g < 0 || g >= st->ngames)
        return;
    int n = menu_choice_count(st, g);
    if (n > 0)
        st->choice[g] = (st->choice[g] + delta + n) % n;
}

enum menu_choice menu_run(menu_state *st, const menu_sources *src, int *exit_status)
{
    canvas c = { 0 };
    enum menu_choice result = MENU_QUIT;
    *exit_status = 0;
    st->daily = false;
    st->colours = term_colours();
    if (st->notice) {
        int w, h;
        term_size(&w, &h);
        if (canvas_resize(&c, w, h) != 0)
            term_fatal("out of memory for a %dx%d screen", w, h);
        enum { NOTICE_LINES = 8 };
        const char *lines[NOTICE_LINES + 3];
        char *wrapped = wrap_text(st->notice, w - 4);
        int n = split_lines(wrapped, lines, NOTICE_LINES);
        if (n == 0)
            lines[n++] = st->notice;
        lines[n++] = "";
        lines[n++] = "Any key: back";
        lines[n] = NULL;
        st->notice = NULL;
        bool shown = show_text(&c, st->notice_title, lines, exit_status);
        free(wrapped);
        if (!shown) {
            canvas_free(&c);
            return MENU_QUIT;
        }
    }
    long long heard = term_now_ms();   /* the last key or click */
    for (bool done = false; !done;) {
        int w, h;
        term_size(&w, &h);
        if (c.w != w || c.h != h)
            if (canvas_resize(&c, w, h) != 0)
                term_fatal("out of memory for a %dx%d screen", w, h);
        int lines = lines_of(st);
        if (w < ITEM_W || h < 2 * lines + 3)
            widget_too_small(&c, ITEM_W, 2 * lines + 3);
        else
            menu_draw(&c, st);
        term_present(&c);
        long long left = heard + st->idle_ms - term_now_ms();
        term_event ev = term_wait(st->idle_ms <= 0 ? -1 : left > 0 ? (int)left : 0);
        if (ev.kind == TE_KEY || ev.kind == TE_MOUSE)
            heard = term_now_ms();
        if (ev.kind == TE_TIMEOUT && st->idle_ms > 0 && term_now_ms() - heard >= st->idle_ms) {
            result = MENU_IDLE;
            break;
        }
        int activate = -1;
        bool clicked = false;
        switch (ev.kind) {
        case TE_QUIT:
            *exit_status = 128 + ev.signal;
            done = true;
            break;
        case TE_KEY:
            switch (ev.key) {
            case TK_UP: case 'k': st->selected = (st->selected + lines - 1) % lines; break;
            case TK_DOWN: case 'j': case TK_TAB: st->selected = (st->selected + 1) % lines; break;
            case TK_LEFT: case 'h': change(st, -1); break;
            case TK_RIGHT: case 'l': change(st, 1); break;
            case TK_ENTER: case ' ': activate = st->selected; break;
            case 'p': case 'P': palette_use(palette_next(palette_in_use())); break;
            case 'd': case 'D':
                if (st->selected < st->ngames) {
                    st->daily = true;
                    activate = st->selected;
                }
                break;
            case 'q': case 'Q': case TK_ESC: activate = st->ngames + LINE_QUIT; break;
            default:
                if (ev.key >= '1' && ev.key <= '0' + lines && ev.key <= '9')
                    activate = st->selected = ev.key - '1';
                break;
            }
            break;
        case TE_MOUSE: {
            int line = menu_line_at(st, w, h, ev.x, ev.y);
            if (line < 0)
                break;
            if (ev.button == TB_WHEEL_UP || ev.button == TB_WHEEL_DOWN) {
                st->selected = line;
                change(st, ev.button == TB_WHEEL_UP ? -1 : 1);
                break;
            }
            int arrow = menu_arrow_at(st, w, h, ev.x, ev.y);
            st->selected = line;
            /* The "< choice >" arrows change the choice; elsewhere starts. */
            if (arrow)
                change(st, arrow);
            else if (ev.button == TB_LEFT)
                activate = line, clicked = true;
            break;
        }
        default:
            break;
        }
        if (activate >= 0 && activate < st->ngames && editing(st, activate)) {
            st->daily = false;
            enum page_end e = ask_file(&c, st, exit_status);
            if (e == PAGE_CHOSEN) {
                result = MENU_EDIT;
                st->game = activate;
            }
            done = e != PAGE_BACK;
        } else if (activate >= 0 && activate < st->ngames) {
            result = MENU_GAME;
            st->game = activate;
            done = true;
        } else if (activate == st->ngames + LINE_PLAY_WITH) {
            done = !show_lobby(&c, src->lobby, exit_status);
        } else if (activate == st->ngames + LINE_SCORES) {
            enum page_end e = show_scores(&c, src->scores, exit_status);
            if (e == PAGE_REPLAYS)
                e = show_replays(&c, src->replays, &st->replay, exit_status);
            if (e == PAGE_CHOSEN)
                result = MENU_REPLAY;
            done = e == PAGE_SIGNAL || e == PAGE_CHOSEN;
        } else if (activate == st->ngames + LINE_HELP) {
            const char *help[64];
            help_lines(st, help, 64);
            done = !show_text(&c, "Help", help, exit_status);
        } else if (activate == st->ngames + LINE_QUIT) {
            result = MENU_QUIT;
            done = true;
            if (clicked)
                await_release();
        }
    }
    canvas_free(&c);
    return result;
}
