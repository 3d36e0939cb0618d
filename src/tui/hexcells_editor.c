/* hexcells' level editor on the terminal (tui/hexcells_editor.h). */
#include "tui/hexcells_editor.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells_edit.h"
#include "tui/dialog.h"
#include "tui/hexcells_keys.h"
#include "tui/hexcells_think.h"
#include "tui/hexcells_view.h"
#include "tui/term.h"
#include "tui/typed_line.h"
#include "tui/widgets.h"
#include "util/escape.h"

/* A new level's frame: the large drawing's whole at 80 x 24. */
enum { NEW_COLS = 17, NEW_ROWS = 10 };

typedef enum { MODE_EDIT, MODE_HELP, MODE_TEXT, MODE_ASK_QUIT, MODE_ASK_KEPT } mode;

enum { HELP_LINES = KEY_SHARED + KEYMAP_OWN_MAX + 8 };

typedef struct {
    hc_edit *e;
    const hexcells_editor_hooks *hooks;
    int cursor;
    bool drawing_manual;
    enum hexcells_drawing drawing;
    int scroll_x, scroll_y;
    int message_top;           /* where the message drawn last begins (0:
                                  none drawn): a click there is on its words */
    hc_verdict verdict;
    bool stale;                /* the verdict is of an earlier level */
    bool asked;                /* the level's verdict is being worked out */
    hexcells_think *think;
    char said[HC_MSG_MAX];     /* what the last action says, once */
    mode mode;
    hc_text_field field;       /* MODE_TEXT: the text being written */
    char typed[HC_TEXT_MAX];
    dialog ask;
    hc_see see[HC_SLOTS];
    unsigned char given[HC_SLOTS];
    bool done;
    int signal;                /* the signal that ended it, or 0 */
    keymap keys;
    char help_text[KEY_SHARED + KEYMAP_OWN_MAX][KEYMAP_HELP_WIDTH];
    const char *help[HELP_LINES];
} editor;

static const char *const more_lines[] = {
    "Mouse: left blue, right black, middle the clue",
    "Clues in turn: black ? n {n}/-n-; blue none #n#;",
    "a line plain or shaped. Revealed: reverse video.",
    NULL,
};

/* The help box: the keys as the key map has them, then the mouse and
 * what the clue key goes through. */
static void make_help(editor *ed)
{
    int n = keymap_help(&ed->keys, ed->help_text, KEY_SHARED + KEYMAP_OWN_MAX,
                        KEYMAP_HELP_WIDTH);
    for (int i = 0; i < n; i++)
        ed->help[i] = ed->help_text[i];
    for (int i = 0; more_lines[i] && n < HELP_LINES - 1; i++)
        ed->help[n++] = more_lines[i];
    ed->help[n] = NULL;
}

static const char *const field_names[] = { "Title", "Author", "Text 1", "Text 2" };

static const hc_puzzle *puzzle(const editor *ed)
{
    return hc_edit_puzzle(ed->e);
}

/* After every change: what each slot shows; the verdict is asked for
 * once no input is pending (keys typed meanwhile should not each start a
 * solve), and worked out off the input path (a solve may take a while). */
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
    ed->asked = false;
}

/* The verdict asked for, once it is worked out. */
static void take_verdict(editor *ed)
{
    if (ed->asked && hexcells_think_verdict_answer(ed->think, &ed->verdict))
        ed->stale = ed->asked = false;
}

/* One that comes within a frame shows at once. */
static void judge(editor *ed)
{
    if (ed->stale && !ed->asked) {
        hexcells_think_verdict(ed->think, puzzle(ed));
        ed->asked = true;
        hexcells_think_wait(ed->think, HEXCELLS_THINK_FRAME_MS);
        take_verdict(ed);
    }
}

static bool nothing_covered(const hc_puzzle *p)
{
    for (int s = 0; s < HC_SLOTS; s++)
        if (p->at[s].kind == HC_CELL && !p->at[s].revealed)
            return false;
    return true;
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
                 it.show == HC_SHOW_NONE    ? (it.colour == HC_BLUE ? "no count" : "shows ?")
                 : it.colour == HC_BLUE     ? (it.show == HC_SHOW_COUNT ? "flower count"
                                                                        : "flower shape")
                 : it.show == HC_SHOW_COUNT ? "count" : "shape");
}

static hexcells_view view_of(const editor *ed)
{
    return (hexcells_view){
        .frame = puzzle(ed), .see = ed->see, .given = ed->given, .drawing = ed->drawing,
        .cursor = ed->cursor, .show_cursor = ed->mode != MODE_TEXT,
        .hint = ed->verdict.slot,
        .show_hint = !ed->stale && ed->verdict.kind == HC_VERDICT_GUESS,
        .hint_clues = { -1, -1, -1 }, .scroll_x = ed->scroll_x,
        .scroll_y = ed->scroll_y,
    };
}

static bool seen(const editor *ed, int w, int h)
{
    return hexcells_view_frame_room(puzzle(ed), w, h);
}

static void draw(editor *ed, canvas *cv)
{
    if (!seen(ed, cv->w, cv->h)) {
        widget_too_small(cv, HCV_MIN_W, HCV_MIN_H);
        if (ed->mode == MODE_ASK_QUIT || ed->mode == MODE_ASK_KEPT)
            dialog_draw(cv, &ed->ask);
        return;
    }
    if (!ed->drawing_manual)
        ed->drawing = hexcells_view_frame_fit(puzzle(ed), cv->w, cv->h);
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
        char help_key[KEYMAP_NAME_MAX];
        snprintf(message, sizeof message, "%s%s.  %s keys",
                 ed->verdict.kind == HC_VERDICT_NO_LEVEL ? "Not a level yet: " : "",
                 ed->verdict.text, keymap_first(&ed->keys, KEY_HELP, help_key));
    }
    hexcells_view v = view_of(ed);
    v.status = status;
    v.message = message;
    hexcells_view_follow(&v, cv->w, cv->h, &ed->scroll_x, &ed->scroll_y);
    v.scroll_x = ed->scroll_x;
    v.scroll_y = ed->scroll_y;
    ed->message_top = hexcells_view_message_top(&v, cv->w, cv->h);
    hexcells_view_draw(cv, &v);
    if (ed->mode == MODE_TEXT) {
        int len = (int)strlen(message);
        canvas_set_cursor(cv, len < cv->w ? len : cv->w - 1, cv->h - 1);
    }
    if (ed->mode == MODE_HELP)
        widget_box(cv, "hexcells editor keys", ed->help);
    if (ed->mode == MODE_ASK_QUIT || ed->mode == MODE_ASK_KEPT)
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
    if (nothing_covered(&level)) {
        say(ed, "Nothing to play: every cell is revealed.");
        return;
    }
    int status = ed->hooks->play(ed->hooks->ctx, &level);
    if (status >= 128)
        ed->signal = status - 128;
    term_invalidate();
}

static void begin_text(editor *ed, hc_text_field f)
{
    ed->mode = MODE_TEXT;
    ed->field = f;
    snprintf(ed->typed, sizeof ed->typed, "%s", hc_edit_text(ed->e, f));
}

static void text_key(editor *ed, int k)
{
    if (k == TK_ENTER) {
        if (hc_edit_set_text(ed->e, ed->field, ed->typed))
            changed(ed);
        ed->mode = MODE_EDIT;
    } else if (k == TK_ESC) {
        ed->mode = MODE_EDIT;
    } else {
        typed_line_key(ed->typed, sizeof ed->typed, k);
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
    switch (keymap_job_of(&ed->keys, k)) {
    case EJ_UP: move(ed, 0, -1); break;
    case EJ_DOWN: move(ed, 0, 1); break;
    case EJ_LEFT: move(ed, -1, 0); break;
    case EJ_RIGHT: move(ed, 1, 0); break;
    case EJ_BLUE: edited(ed, hc_edit_blue(ed->e, s)); break;
    case EJ_BLACK: edited(ed, hc_edit_black(ed->e, s)); break;
    case EJ_REMOVE: edited(ed, hc_edit_remove(ed->e, s)); break;
    case EJ_CLUE: edited(ed, hc_edit_clue(ed->e, s)); break;
    case EJ_GIVEN: edited(ed, hc_edit_reveal(ed->e, s)); break;
    case EJ_LINE_DOWN_LEFT: edited(ed, hc_edit_line(ed->e, s, HC_DIR_DOWN_LEFT)); break;
    case EJ_LINE_DOWN: edited(ed, hc_edit_line(ed->e, s, HC_DIR_DOWN)); break;
    case EJ_LINE_DOWN_RIGHT: edited(ed, hc_edit_line(ed->e, s, HC_DIR_DOWN_RIGHT)); break;
    case EJ_TITLE: begin_text(ed, HC_TEXT_TITLE); break;
    case EJ_AUTHOR: begin_text(ed, HC_TEXT_AUTHOR); break;
    case EJ_TEXT_1: begin_text(ed, HC_TEXT_LINE1); break;
    case EJ_TEXT_2: begin_text(ed, HC_TEXT_LINE2); break;
    case KEY_UNDO:
        if (!edited(ed, hc_edit_undo(ed->e)))
            say(ed, "Nothing to undo.");
        break;
    case KEY_REDO:
        if (!edited(ed, hc_edit_redo(ed->e)))
            say(ed, "Nothing to redo.");
        break;
    case EJ_SAVE: save(ed); break;
    case EJ_PLAYTEST: play(ed); break;
    case KEY_DRAWING:
        ed->drawing_manual = true;
        ed->drawing = ed->drawing == HCV_LARGE ? HCV_COMPACT : HCV_LARGE;
        break;
    case KEY_HELP: ed->mode = MODE_HELP; break;
    case KEY_QUIT: quit(ed); break;
    default: break;
    }
}

static void click(editor *ed, const canvas *cv, const term_event *ev)
{
    int bottom = ed->message_top > 0 ? ed->message_top : cv->h - HCV_BOTTOM;
    if (ev->y < HCV_TOP || ev->y >= bottom || !seen(ed, cv->w, cv->h))
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

/* The cursor first on the level's first item, else mid-frame. */
static int first_slot(const hc_puzzle *p)
{
    for (int col = 0; col < p->cols; col++)
        for (int row = 0; row < p->rows; row++)
            if (p->at[hc_index(col, row)].kind != HC_EMPTY)
                return hc_index(col, row);
    return hc_index(p->cols / 2, p->rows / 2);
}

/* A level to edit, the cursor on it. */
static bool begin_level(editor *ed, const hc_puzzle *start)
{
    hc_edit *e = hc_edit_new(start, NEW_COLS, NEW_ROWS);
    if (!e)
        return false;
    hc_edit_free(ed->e);
    ed->e = e;
    ed->cursor = first_slot(puzzle(ed));
    changed(ed);
    return true;
}

/* The answer to the kept edits' question. */
static void kept_answer(editor *ed, dialog_answer a, const hc_puzzle *kept)
{
    if (a == DIALOG_OPEN)
        return;
    if (a == DIALOG_LATER) {
        ed->done = true;
        return;
    }
    if (a == DIALOG_YES) {
        if (!begin_level(ed, kept))
            term_fatal("out of memory");
        hc_edit_unsaved(ed->e);
        say(ed, "The kept edits, not saved yet.");
    }
    if (ed->hooks->drop)
        ed->hooks->drop(ed->hooks->ctx);
    ed->mode = MODE_EDIT;
}

static void key(editor *ed, int k, const hc_puzzle *kept)
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
    case MODE_ASK_KEPT: kept_answer(ed, dialog_key(&ed->ask, k), kept); break;
    case MODE_EDIT: edit_key(ed, k); break;
    }
}

/* Asks whether to take the edits kept by an earlier run: a question of
 * its own, answered only by y, n or q, since either answer drops them. */
static void ask_kept(editor *ed)
{
    ed->mode = MODE_ASK_KEPT;
    dialog_open(&ed->ask, DIALOG_YES_NO_LATER, "Edits kept", 0,
                "Edits of %s that were not saved were kept when the editor was stopped."
                "\n\nTake them? y: the kept edits, n: the file as saved (the kept edits "
                "go), q: leave them for later",
                ed->hooks->name);
}

int hexcells_editor_run(const hc_puzzle *start, const hc_puzzle *kept,
                        const hexcells_editor_hooks *hooks, char *err, size_t errcap)
{
    editor *ed = calloc(1, sizeof *ed);
    if (ed)
        ed->think = hexcells_think_new();
    if (!ed || !ed->think || !begin_level(ed, start)) {
        if (ed)
            hexcells_think_free(ed->think);
        free(ed);
        snprintf(err, errcap, "out of memory");
        return -1;
    }
    ed->hooks = hooks;
    if (hooks->keys)
        ed->keys = *hooks->keys;
    else
        keymap_init(&ed->keys, &hexcells_editor_key_game);
    make_help(ed);
    if (kept)
        ask_kept(ed);
    term_options o = { .color = hooks->colour, .mouse = true };
    if (!term_start(&o, err, errcap)) {
        hexcells_think_free(ed->think);
        hc_edit_free(ed->e);
        free(ed);
        return -1;
    }
    canvas cv = { 0 };
    while (!ed->done && !ed->signal) {
        int w, h;
        term_size(&w, &h);
        if (canvas_resize(&cv, w, h) != 0)
            term_fatal("out of memory");
        draw(ed, &cv);
        term_present(&cv);
        term_event ev = term_wait(ed->asked ? HEXCELLS_THINK_POLL_MS : ed->stale ? 0 : -1);
        if (ev.kind == TE_TIMEOUT && ed->stale)
            judge(ed);
        take_verdict(ed);
        if (ev.kind == TE_QUIT) {
            ed->signal = ev.signal;
        } else if (ev.kind == TE_KEY && ev.press != TP_UP) {
            if (ed->mode == MODE_EDIT)
                ed->said[0] = '\0';
            key(ed, ev.key, kept);
        } else if (ev.kind == TE_MOUSE && ed->mode == MODE_EDIT) {
            ed->said[0] = '\0';
            click(ed, &cv, &ev);
        }
    }
    /* Edits a signal or a hangup ends are kept, a text being written
     * with them; a question not answered leaves the kept ones as they
     * are. The format holds no level without a cell: such edits have
     * nothing to keep. */
    if (ed->signal && ed->mode == MODE_TEXT)
        hc_edit_set_text(ed->e, ed->field, ed->typed);
    if (ed->signal && ed->mode != MODE_ASK_KEPT && hc_edit_modified(ed->e)
        && hc_puzzle_cells(puzzle(ed)) > 0 && hooks->keep)
        hooks->keep(hooks->ctx, puzzle(ed));
    int status = ed->signal ? 128 + ed->signal : 0;
    canvas_free(&cv);
    term_stop();
    hexcells_think_free(ed->think);
    hc_edit_free(ed->e);
    free(ed);
    return status;
}
