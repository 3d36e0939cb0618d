/* The keys of the games: the shared jobs' table, key names, a game's map
 * and its help lines. */
#include "tui/keymap.h"

#include <stdio.h>
#include <string.h>

#include "tui/term.h"

/* Capitals where a lower-case letter moves the hexmines cursor (u y n). */
static const key_job shared[KEY_SHARED] = {
    [KEY_HELP] = { "help", "this help", { '?', TK_F1 } },
    [KEY_QUIT] = { "quit", "quit (asks)", { 'q', 'Q' } },
    [KEY_PAUSE] = { "pause", "pause / go on", { 'p', 'P' } },
    [KEY_UNDO] = { "undo", "undo", { 'U' } },
    [KEY_REDO] = { "redo", "redo", { 'Y' } },
    [KEY_NEW] = { "new", "new game", { 'N' } },
    [KEY_RESTART] = { "restart", "replay this game", { 'r', 'R' } },
    [KEY_DRAWING] = { "drawing", "switch the drawing", { 's', 'S' } },
    [KEY_HINT] = { "hint", "hint", { 'i', 'I' } },
};

const key_job *keymap_shared(key_shared job)
{
    return job >= 0 && job < KEY_SHARED ? &shared[job] : NULL;
}

static int own_count(const key_game *g)
{
    int n = 0;
    while (g->own && n < KEYMAP_OWN_MAX && g->own[n].name)
        n++;
    return n;
}

int keymap_jobs(const key_game *g)
{
    return KEY_SHARED + own_count(g);
}

const key_job *keymap_job(const key_game *g, int j)
{
    if (j >= 0 && j < KEY_SHARED)
        return g->shared & (1u << j) ? &shared[j] : NULL;
    return j >= KEY_SHARED && j < keymap_jobs(g) ? &g->own[j - KEY_SHARED] : NULL;
}

const char *keymap_does(const key_game *g, int j)
{
    if (j >= 0 && j < KEY_SHARED && g->shared_does[j])
        return g->shared_does[j];
    const key_job *job = keymap_job(g, j);
    return job ? job->does : "";
}

void keymap_bind(keymap *m, int j, const int *keys, int n)
{
    if (j < 0 || j >= KEY_SHARED + KEYMAP_OWN_MAX)
        return;
    memset(m->keys[j], 0, sizeof m->keys[j]);
    for (int i = 0; i < n && i < KEYMAP_KEYS; i++)
        m->keys[j][i] = keys[i];
}

void keymap_init(keymap *m, const key_game *g)
{
    memset(m, 0, sizeof *m);
    m->game = g;
    for (int j = 0; j < keymap_jobs(g); j++) {
        const key_job *job = keymap_job(g, j);
        if (job)
            keymap_bind(m, j, job->keys, KEYMAP_KEYS);
    }
}

bool keymap_is(const keymap *m, int j, int key)
{
    if (j < 0 || j >= KEY_SHARED + KEYMAP_OWN_MAX || key == 0)
        return false;
    for (int i = 0; i < KEYMAP_KEYS && m->keys[j][i]; i++)
        if (m->keys[j][i] == key)
            return true;
    return false;
}

int keymap_job_of(const keymap *m, int key)
{
    for (int j = 0; j < keymap_jobs(m->game); j++)
        if (keymap_job(m->game, j) && keymap_is(m, j, key))
            return j;
    return -1;
}

bool keymap_clash(const keymap *m, int *a, int *b, int *key)
{
    int n = keymap_jobs(m->game);
    for (int i = 0; i < n; i++)
        for (int k = 0; keymap_job(m->game, i) && k < KEYMAP_KEYS && m->keys[i][k]; k++)
            for (int j = i + 1; j < n; j++)
                if (keymap_job(m->game, j) && keymap_is(m, j, m->keys[i][k])) {
                    *a = i;
                    *b = j;
                    *key = m->keys[i][k];
                    return true;
                }
    return false;
}

static const struct {
    int key;
    const char *name;
} names[] = {
    { ' ', "Space" }, { TK_ENTER, "Enter" }, { TK_ESC, "Esc" }, { TK_TAB, "Tab" },
    { TK_BACKSPACE, "Backspace" }, { TK_DELETE, "Delete" }, { TK_UP, "Up" },
    { TK_DOWN, "Down" }, { TK_LEFT, "Left" }, { TK_RIGHT, "Right" }, { TK_HOME, "Home" },
    { TK_END, "End" }, { TK_PGUP, "PageUp" }, { TK_PGDN, "PageDown" }, { TK_F1, "F1" },
};
enum { NAMES = sizeof names / sizeof names[0] };

bool keymap_key_name(int key, char buf[KEYMAP_NAME_MAX])
{
    for (int i = 0; i < NAMES; i++)
        if (names[i].key == key) {
            snprintf(buf, KEYMAP_NAME_MAX, "%s", names[i].name);
            return true;
        }
    if (key > ' ' && key < 0x7f) {
        snprintf(buf, KEYMAP_NAME_MAX, "%c", key);
        return true;
    }
    snprintf(buf, KEYMAP_NAME_MAX, "?");
    return false;
}

bool keymap_key_parse(const char *s, size_t n, int *key)
{
    if (n == 1 && s[0] > ' ' && s[0] < 0x7f) {
        *key = s[0];
        return true;
    }
    for (int i = 0; i < NAMES; i++)
        if (strlen(names[i].name) == n && memcmp(names[i].name, s, n) == 0) {
            *key = names[i].key;
            return true;
        }
    return false;
}

const char *keymap_first(const keymap *m, int j, char buf[KEYMAP_NAME_MAX])
{
    if (j < 0 || j >= KEY_SHARED + KEYMAP_OWN_MAX || !m->keys[j][0])
        snprintf(buf, KEYMAP_NAME_MAX, "-");
    else
        keymap_key_name(m->keys[j][0], buf);
    return buf;
}

/* A letter's other case, when the job has both, is not worth a column:
 * "q" stands for "q Q". */
static bool other_case_listed(const int *keys, int i)
{
    int k = keys[i];
    bool upper = k >= 'A' && k <= 'Z';
    if (!upper)
        return false;
    for (int e = 0; e < i; e++)
        if (keys[e] == k - 'A' + 'a')
            return true;
    return false;
}

/* Job j's keys by name, "q" standing for "q Q", into buf. */
static void keys_text(const keymap *m, int j, char *buf, size_t len)
{
    char name[KEYMAP_NAME_MAX];
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < KEYMAP_KEYS && m->keys[j][i]; i++) {
        if (other_case_listed(m->keys[j], i))
            continue;
        keymap_key_name(m->keys[j][i], name);
        int w = snprintf(buf + used, len - used, "%s%s", used ? " " : "", name);
        if (w < 0 || (size_t)w >= len - used)
            break;
        used += (size_t)w;
    }
    if (!buf[0])
        snprintf(buf, len, "(none)");
}

int keymap_help(const keymap *m, char lines[][KEYMAP_HELP_WIDTH], int cap, int width)
{
    enum { KEYS_TEXT = 4 * KEYMAP_NAME_MAX };
    int jobs[KEY_SHARED + KEYMAP_OWN_MAX], n = 0;
    size_t keys_w = 0, does_w = 0;
    for (int j = 0; j < keymap_jobs(m->game); j++) {
        if (!keymap_job(m->game, j))
            continue;
        char keys[KEYS_TEXT];
        keys_text(m, j, keys, sizeof keys);
        if (strlen(keys) > keys_w)
            keys_w = strlen(keys);
        if (strlen(keymap_does(m->game, j)) > does_w)
            does_w = strlen(keymap_does(m->game, j));
        jobs[n++] = j;
    }
    /* Two jobs a line where they fit side by side: a help box that fits
     * the screen's height. */
    int entry = (int)(keys_w + 2 + does_w);
    int per_line = 2 * entry + 2 <= width && 2 * entry + 2 < KEYMAP_HELP_WIDTH ? 2 : 1;
    int out = 0;
    for (int i = 0; i < n && out < cap; i += per_line, out++) {
        size_t used = 0;
        lines[out][0] = '\0';
        for (int k = 0; k < per_line && i + k < n; k++) {
            char keys[KEYS_TEXT];
            keys_text(m, jobs[i + k], keys, sizeof keys);
            int w = snprintf(lines[out] + used, KEYMAP_HELP_WIDTH - used, "%s%-*s  %s",
                             k ? "  " : "", (int)keys_w, keys, keymap_does(m->game, jobs[i + k]));
            if (w < 0 || (size_t)w >= KEYMAP_HELP_WIDTH - used)
                break;
            used += (size_t)w;
            /* The next column starts where the longest entry ends. */
            while (k + 1 < per_line && used < (size_t)entry && used + 1 < KEYMAP_HELP_WIDTH) {
                lines[out][used++] = ' ';
                lines[out][used] = '\0';
            }
        }
    }
    return out;
}
