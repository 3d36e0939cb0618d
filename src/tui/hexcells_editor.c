/* hexcells' level editor on the terminal (tui/hexcells_editor.h). */
#include "tui/hexcells_editor.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells_edit.h"
#include "tui/dialog.h"
#include "tui/hexcells_view.h"
#include "tui/term.h"
#include "tui/widgets.h"
#include "util/escape.h"

/* A new level's frame: the large drawing's whole at 80 x 24. */
enum { NEW_COLS = 17, NEW_ROWS = 10 };

typedef enum { MODE_EDIT, MODE_HELP, MODE_TEXT, MODE_ASK_QUIT } mode;

typedef struct {
    hc_edit *e;
    const hexcells_editor_hooks *hooks;
    int cursor;
    bool drawing_manual;
    enum hexcells_drawing drawing;
    int scroll;
    hc_verdict verdict;
    bool stale;                /* the verdict is of an earlier level */
    char said[HC_MSG_MAX];     /* what the last action says, once */
    mode mode;
    hc_text_field field;       /* MODE_TEXT: the text being written */
    char typed[HC_TEXT_MAX];
    dialog ask;
    hc_see see[HC_SLOTS];
    unsigned char given[HC_SLOTS];
    bool done;
} editor;

static const char *const help_lines[] = {
    "Arrows, hjkl  move over the grid",
    "b   blue cell (on a blue one: remove it)",
    "x   black cell (on a black one: remove it)",
    "d, Delete  remove what is there",
    "c   the clue shown: black ? n {n}; blue none, #n#;",
    "    a line plain or {n} / -n-",
    "r   revealed at the start (reverse video) or not",
    "/ | \\  a line clue: down-left, down, down-right",
    "t a 1 2  title, author, text lines 1 and 2",
    "U Y  undo, redo      w  save      p  play it",
    "s   large / compact  ?  this help  q  quit",
    "Mouse: left blue, right black, middle the clue",
    NULL,
};

const char *const *hexcells_editor_help_lines(void)
{
    return help_lines;
}

static const char *const field_names[] = { "Title", "Author", "Text 1", "Text 2" };

static const hc_puzzle *puzzle(const editor *ed)
{
    return hc_edit_puzzle(ed->e);
}

/* After every change: what each slot shows; the verdict waits until no
 * input is pending (a solve may take a while, and keys typed meanwhile
 * should not each wait for one). */
static void changed(editor *ed)
{
    const hc_puzzle *p = puzzle(ed);
    for (int s = 0; s < HC_SLOTS; s++) {
        const hc_item *it = &p->at[s];
        hc_see see = { .kind = HC_SEE_EMPTY };
        if (it->kind == HC_LINE) {
            see.kind = HC_SEE_LINE;
            see.dir = (hc_dir)it->dir;
        } else if (it->kind == HC_CELL) {
            see.kind = it->colour == HC_BLUE ? HC_SEE_BLUE : HC_SEE_BLACK;
        }
        if (it->kind != HC_EMPTY)
            see.clue = hc_clue_of(p, s);
        ed->see[s] = see;
        ed->given[s] = it->kind == HC_CELL && it->revealed;
    }
    ed->stale = true;
}

static void judge(editor *ed)
{
    if (ed->stale)
        ed->verdict = hc_edit_verdict(ed->e);
    ed->stale = false;
}

static void say(editor *ed, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(editor *ed, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ed->said, sizeof ed->said, fmt, ap);
    va_end(ap);
}

/* What the slot under the cursor holds, in words. */
static void describe(const editor *ed, char *buf, size_t cap)
{
    static const char *const dirs[] = { "down-right", "down", "down-left" };
    hc_item it = puzzle(ed)->at[ed->cursor];
    char place[32];
    hc_place_name(ed->cursor, place);
    if (it.kind == HC_EMPTY)
        snprintf(buf, cap, "%s: empty", place);
    else if (it.kind == HC_LINE)
        snprintf(buf, cap, "%s: line %s, %s", place, dirs[it.dir % 3],
                 it.show == HC_SHOW_SHAPE ? "shaped" : "plain");
    else
        snprintf(buf, cap, "%s: %s, %s, %s", place, it.colour == HC_BLUE ? "blue" : "black",
                 it.revealed ? "revealed" : "covered",
                 it.colour == HC_BLUE ? (it.show ? "flower count" : "no count")
                 : it.show == HC_SHOW_NONE ? "shows ?"
                 : it.show == HC_SHOW_COUNT ? "count" : "shape");
}

static hexcells_view view_of(const editor *ed)
{
    return (hexcells_view){
        .frame = puzzle(ed), .see = ed->see, .given = ed->given, .drawing = ed->drawing,
        .cursor = ed->cursor, .show_cursor = ed->mode != MODE_TEXT,
        .hint = ed->verdict.slot,
        .show_hint = !ed->stale && ed->verdict.kind == HC_VERDICT_GUESS,
        .hint_clues = { -1, -1, -1 }, .scroll = ed->scroll,
    };
}

static bool seen(const editor *ed, int w, int h)
{
    return hexcells_view_frame_playable(puzzle(ed), HCV_COMPACT, w, h);
}

static void draw(editor *ed, canvas *cv)
{
    if (!seen(ed, cv->w, cv->h)) {
        int pw, ph;
        hexcells_view_frame_size(puzzle(ed), HCV_COMPACT, &pw, &ph);
        widget_too_small(cv, pw, ph + HCV_TOP + HCV_BOTTOM);
        if (ed->mode == MODE_ASK_QUIT)
            dialog_draw(cv, &ed->ask);
        return;
    }
    if (!ed->drawing_manual
        || !hexcells_view_frame_playable(puzzle(ed), ed->drawing, cv->w, cv->h))
        ed->drawing = hexcells_view_frame_playable(puzzle(ed), HCV_LARGE, cv->w, cv->h)
                          ? HCV_LARGE : HCV_COMPACT;
    char title[64], where[64], status[400], message[HC_TEXT_MAX * 4 + 2 * HC_MSG_MAX];
    escape_bytes(title, sizeof title, hc_edit_text(ed->e, HC_TEXT_TITLE), false);
    describe(ed, where, sizeof where);
    /* The file's name last: a long path runs off the line first. */
    snprintf(status, sizeof status, "Edit  %s  %s  %s%s", where, title[0] ? title : "(no title)",
             hc_edit_modified(ed->e) ? "(changed) " : "", ed->hooks->name);
    if (ed->mode == MODE_TEXT) {
        char shown[HC_TEXT_MAX * 4];
        escape_bytes(shown, sizeof shown, ed->typed, false);
        snprintf(message, sizeof message, "%s: %s", field_names[ed->field], shown);
    } else if (ed->said[0]) {
        snprintf(message, sizeof message, "%s", ed->said);
    } else if (ed->stale) {
        snprintf(message, sizeof message, "Checking the level...");
    } else {
        snprintf(message, sizeof message, "%s%s.  ? keys",
                 ed->verdict.kind == HC_VERDICT_NO_LEVEL ? "Not a level yet: " : "",
                 ed->verdict.text);
    }
    hexcells_view v = view_of(ed);
    v.status = status;
    v.message = message;
    v.scroll = ed->scroll = hexcells_view_follow(&v, cv->w, cv->h);
    hexcells_view_draw(cv, &v);
    if (ed->mode == MODE_TEXT) {
        int len = (int)strlen(message);
        canvas_set_cursor(cv, len < cv->w ? len : cv->w - 1, cv->h - 1);
    }
    if (ed->mode == MODE_HELP)
        widget_box(cv, "hexcells editor keys", help_lines);
    if (ed->mode == MODE_ASK_QUIT)
        dialog_draw(cv, &ed->ask);
}

static void move(editor *ed, int dcol, int drow)
{
    const hc_puzzle *p = puzzle(ed);
    int col = hc_col_of(ed->cursor) + dcol, row = hc_row_of(ed->cursor) + drow;
    if (col >= 0 && col < p->cols && row >= 0 && row < p->rows)
        ed->cursor = hc_index(col, row);
}

static void save(editor *ed)
{
    char why[HC_MSG_MAX] = "";
    if (ed->hooks->save(ed->hooks->ctx, puzzle(ed), why, sizeof why)) {
        hc_edit_saved(ed->e);
        say(ed, "Saved to %s.", ed->hooks->name);
    } else {
        say(ed, "Not saved: %s", why);
    }
}

static void play(editor *ed)
{
    if (!ed->hooks->play) {
        say(ed, "No playing from here.");
        return;
    }
    hc_puzzle level;
    char why[HC_MSG_MAX];
    if (!hc_edit_level(ed->e, &level, why)) {
        say(ed, "Nothing to play: %s", why);
        return;
    }
    judge(ed);
    if (ed->verdict.kind == HC_VERDICT_NOTHING) {
        say(ed, "Nothing to play: every cell is revealed.");
        return;
    }
    ed->hooks->play(ed->hooks->ctx, &level);
    term_invalidate();
}

static void begin_text(editor *ed, hc_text_field f)
{
    ed->mode = MODE_TEXT;
    ed->field = f;
    snprintf(ed->typed, sizeof ed->typed, "%s", hc_edit_text(ed->e, f));
}

/* A code point onto the typed text in UTF-8, where it fits. */
static void type(editor *ed, int cp)
{
    char u[4];
    int n;
    if (cp < 0x80) {
        u[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        u[0] = (char)(0xc0 | cp >> 6);
        u[1] = (char)(0x80 | (cp & 0x3f));
        n = 2;
    } else if (cp < 0x10000) {
        if (cp >= 0xd800 && cp < 0xe000)
            return;
        u[0] = (char)(0xe0 | cp >> 12);
        u[1] = (char)(0x80 | (cp >> 6 & 0x3f));
        u[2] = (char)(0x80 | (cp & 0x3f));
        n = 3;
    } else {
        u[0] = (char)(0xf0 | cp >> 18);
        u[1] = (char)(0x80 | (cp >> 12 & 0x3f));
        u[2] = (char)(0x80 | (cp >> 6 & 0x3f));
        u[3] = (char)(0x80 | (cp & 0x3f));
        n = 4;
    }
    size_t len = strlen(ed->typed);
    if (len + (size_t)n < sizeof ed->typed) {
        memcpy(ed->typed + len, u, (size_t)n);
        ed->typed[len + (size_t)n] = '\0';
    }
}

static void text_key(editor *ed, int k)
{
    size_t len = strlen(ed->typed);
    if (k == TK_ENTER) {
        if (hc_edit_set_text(ed->e, ed->field, ed->typed))
            changed(ed);
        ed->mode = MODE_EDIT;
    } else if (k == TK_ESC) {
        ed->mode = MODE_EDIT;
    } else if (k == TK_BACKSPACE) {
        /* A whole character: its UTF-8 continuation bytes with it. */
        while (len > 0 && ((unsigned char)ed->typed[len - 1] & 0xc0) == 0x80)
            len--;
        if (len > 0)
            len--;
        ed->typed[len] = '\0';
    } else if (k >= 0x20 && k != 0x7f && (k < 0x80 || k >= 0xa0) && k < 0x110000) {
        type(ed, k);
    }
}

static void quit(editor *ed)
{
    if (!hc_edit_modified(ed->e)) {
        ed->done = true;
        return;
    }
    ed->mode = MODE_ASK_QUIT;
    dialog_open(&ed->ask, DIALOG_YES_NO, "Unsaved changes", 0,
                "The level has changes not saved to %s.\n\nLeave without saving them? (y/n)",
                ed->hooks->name);
}

/* An edit, an undo or a redo, and what follows from it when it did
 * anything. */
static bool edited(editor *ed, bool did)
{
    if (did)
        changed(ed);
    return did;
}

static void edit_key(editor *ed, int k)
{
    int s = ed->cursor;
    switch (k) {
    case TK_UP: case 'k': move(ed, 0, -1); break;
    case TK_DOWN: case 'j': move(ed, 0, 1); break;
    case TK_LEFT: case 'h': move(ed, -1, 0); break;
    case TK_RIGHT: case 'l': move(ed, 1, 0); break;
    case 'b': case 'B': edited(ed, hc_edit_blue(ed->e, s)); break;
    case 'x': case 'X': edited(ed, hc_edit_black(ed->e, s)); break;
    case 'd': case TK_DELETE: case TK_BACKSPACE: edited(ed, hc_edit_remove(ed->e, s)); break;
    case 'c': case 'C': edited(ed, hc_edit_clue(ed->e, s)); break;
    case 'r': case 'R': edited(ed, hc_edit_reveal(ed->e, s)); break;
    case '/': edited(ed, hc_edit_line(ed->e, s, HC_DIR_DOWN_LEFT)); break;
    case '|': edited(ed, hc_edit_line(ed->e, s, HC_DIR_DOWN)); break;
    case '\\': edited(ed, hc_edit_line(ed->e, s, HC_DIR_DOWN_RIGHT)); break;
    case 't': case 'T': begin_text(ed, HC_TEXT_TITLE); break;
    case 'a': case 'A': begin_text(ed, HC_TEXT_AUTHOR); break;
    case '1': begin_text(ed, HC_TEXT_LINE1); break;
    case '2': begin_text(ed, HC_TEXT_LINE2); break;
    case 'U': case 'u':
        if (!edited(ed, hc_edit_undo(ed->e)))
            say(ed, "Nothing to undo.");
        break;
    case 'Y': case 'y':
        if (!edited(ed, hc_edit_redo(ed->e)))
            say(ed, "Nothing to redo.");
        break;
    case 'w': case 'W': save(ed); break;
    case 'p': case 'P': play(ed); break;
    case 's': case 'S':
        ed->drawing_manual = true;
        ed->drawing = ed->drawing == HCV_LARGE ? HCV_COMPACT : HCV_LARGE;
        break;
    case '?': case TK_F1: ed->mode = MODE_HELP; break;
    case 'q': case 'Q': quit(ed); break;
    default: break;
    }
}

static void click(editor *ed, const canvas *cv, const term_event *ev)
{
    if (ev->y < HCV_TOP || ev->y >= cv->h - HCV_BOTTOM || !seen(ed, cv->w, cv->h))
        return;
    hexcells_view v = view_of(ed);
    int s = hexcells_view_slot_at(&v, cv->w, cv->h, ev->x, ev->y);
    if (s < 0)
        return;
    ed->cursor = s;
    switch (ev->button) {
    case TB_LEFT: edited(ed, hc_edit_blue(ed->e, s)); break;
    case TB_RIGHT: edited(ed, hc_edit_black(ed->e, s)); break;
    case TB_MIDDLE: edited(ed, hc_edit_clue(ed->e, s)); break;
    default: break;
    }
}

static void key(editor *ed, int k)
{
    switch (ed->mode) {
    case MODE_HELP: ed->mode = MODE_EDIT; break;
    case MODE_TEXT: text_key(ed, k); break;
    case MODE_ASK_QUIT:
        switch (dialog_key(&ed->ask, k)) {
        case DIALOG_YES: ed->done = true; break;
        case DIALOG_OPEN: break;
        default: ed->mode = MODE_EDIT; break;
        }
        break;
    case MODE_EDIT: edit_key(ed, k); break;
    }
}

/* The cursor first on the level's first item, else mid-frame. */
static int first_slot(const hc_puzzle *p)
{
    for (int col = 0; col < p->cols; col++)
        for (int row = 0; row < p->rows; row++)
            if (p->at[hc_index(col, row)].kind != HC_EMPTY)
                return hc_index(col, row);
    return hc_index(p->cols / 2, p->rows / 2);
}

int hexcells_editor_run(const hc_puzzle *start, const hexcells_editor_hooks *hooks, char *err,
                        size_t errcap)
{
    editor *ed = calloc(1, sizeof *ed);
    if (!ed || !(ed->e = hc_edit_new(start, NEW_COLS, NEW_ROWS))) {
        free(ed);
        snprintf(err, errcap, "out of memory");
        return -1;
    }
    ed->hooks = hooks;
    ed->cursor = first_slot(puzzle(ed));
    changed(ed);
    term_options o = { .color = hooks->colour, .mouse = true };
    if (!term_start(&o, err, errcap)) {
        hc_edit_free(ed->e);
        free(ed);
        return -1;
    }
    canvas cv = { 0 };
    int status = 0;
    while (!ed->done) {
        int w, h;
        term_size(&w, &h);
        if (canvas_resize(&cv, w, h) != 0)
            term_fatal("out of memory");
        draw(ed, &cv);
        term_present(&cv);
        term_event ev = term_wait(ed->stale ? 0 : -1);
        if (ev.kind == TE_TIMEOUT && ed->stale)
            judge(ed);
        if (ev.kind == TE_QUIT) {
            status = 128 + ev.signal;
            break;
        }
        if (ev.kind == TE_KEY && ev.press != TP_UP) {
            if (ed->mode == MODE_EDIT)
                ed->said[0] = '\0';
            key(ed, ev.key);
        } else if (ev.kind == TE_MOUSE && ed->mode == MODE_EDIT) {
            ed->said[0] = '\0';
            click(ed, &cv, &ev);
        }
    }
    canvas_free(&cv);
    term_stop();
    hc_edit_free(ed->e);
    free(ed);
    return status;
}
