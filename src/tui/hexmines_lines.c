/* What the hexmines screen says in words (tui/hexmines_lines.h). */
#include "tui/hexmines_lines.h"

#include <stdio.h>
#include <string.h>

#include "games/hexmines/hexmines_stats.h"
#include "tui/hexmines_keys.h"

void hexmines_status_text(const hm_game *g, int64_t now, const char *daily, bool show_seed,
                       int width, char *buf, size_t len)
{
    const hm_params *p = hm_game_params(g);
    const char *preset = hm_preset_name(p);
    uint64_t secs = hm_game_elapsed_ms(g, (uint64_t)now) / 1000;
    char size[48];
    if (preset)
        snprintf(size, sizeof size, "%s", preset);
    else
        snprintf(size, sizeof size, "%s %dx%d", p->shape == HM_SHAPE_HEXAGON ? "hexagon" : "custom",
                 p->width, p->height);
    char seed[40] = "";
    if (daily)
        snprintf(seed, sizeof seed, "  daily %s", daily);
    else if (show_seed)
        snprintf(seed, sizeof seed, "  seed %llu", (unsigned long long)p->seed);
    /* A seed cut short at the screen's edge would name another board. */
    for (int tries = 0; tries < 2; tries++, seed[0] = '\0') {
        snprintf(buf, len, "Mines %d  Time %llu:%02llu  %s%s  %s%s%s", hm_game_mines_left(g),
                 (unsigned long long)(secs / 60), (unsigned long long)(secs % 60), size, seed,
                 p->mode == HM_MODE_NOGUESS ? "no-guess" : "classic",
                 hm_game_assisted(g) ? "  assisted" : "", hm_game_paused(g) ? "  PAUSED" : "");
        if (!show_seed || daily || strlen(buf) <= (size_t)width)
            break;
    }
}

void hexmines_news_text(const hm_game *g, int64_t now, bool practice, bool in_match,
                        const keymap *m, char *buf, size_t len)
{
    char k[9][KEYMAP_NAME_MAX];
    const char *help = keymap_first(m, KEY_HELP, k[0]), *quit = keymap_first(m, KEY_QUIT, k[1]),
               *again = keymap_first(m, KEY_NEW, k[2]), *restart = keymap_first(m, KEY_RESTART, k[3]);
    hm_status st = hm_game_status(g);
    if (in_match && st == HM_WON) {
        hm_figures f;
        hm_game_figures(g, (uint64_t)now, false, &f);
        snprintf(buf, len, "You won in %.1f s!  3BV %ld  3BV/s %.2f  %s leave", (double)f.ms / 1000.0,
                 f.bv, f.bvps, quit);
    } else if (in_match && st == HM_LOST) {
        long bv = hm_layout_3bv(hm_game_board(g), hm_game_mines(g), hm_game_counts(g));
        snprintf(buf, len, "BOOM! %ld/%ld 3BV solved  %s review  %s leave", hm_game_3bv_solved(g), bv,
                 keymap_first(m, MJ_REVIEW, k[4]), quit);
    } else if (st == HM_WON) {
        hm_figures f;
        hm_game_figures(g, (uint64_t)now, false, &f);
        snprintf(buf, len, "You won in %.1f s!  3BV %ld  3BV/s %.2f%s  %s new  %s replay  %s quit",
                 (double)f.ms / 1000.0, f.bv, f.bvps, hm_game_assisted(g) ? " (assisted)" : "",
                 again, restart, quit);
    } else if (st == HM_LOST) {
        long bv = hm_layout_3bv(hm_game_board(g), hm_game_mines(g), hm_game_counts(g));
        snprintf(buf, len, "BOOM! %ld/%ld 3BV solved  %s review  %s undo  %s new  %s replay  %s quit",
                 hm_game_3bv_solved(g), bv, keymap_first(m, MJ_REVIEW, k[4]),
                 keymap_first(m, KEY_UNDO, k[5]), again, restart, quit);
    } else if (practice) {
        snprintf(buf, len, "Practice from before the fatal move (assisted: not ranked)  %s help",
                 help);
    } else {
        snprintf(buf, len, "%s help  %s reveal  %s flag  %s chord  %s hint  %s pause  %s quit", help,
                 keymap_first(m, MJ_REVEAL, k[4]), keymap_first(m, MJ_FLAG, k[5]),
                 keymap_first(m, MJ_CHORD, k[6]), keymap_first(m, KEY_HINT, k[7]),
                 keymap_first(m, KEY_PAUSE, k[8]), quit);
    }
}

int hexmines_win_lines(const hm_game *g, int64_t now, const session_verdict *v,
                    char lines[][SESSION_LINE * 2])
{
    hm_figures f;
    hm_game_figures(g, (uint64_t)now, true, &f);
    char fig[HM_FIGURES_LINES][HM_FIGURES_LINE];
    int n = 0;
    for (int i = 0, k = hm_figures_lines(&f, fig); i < k; i++)
        snprintf(lines[n++], sizeof lines[0], "%.79s", fig[i]);
    if (hm_game_assisted(g))
        snprintf(lines[n++], sizeof lines[0], "Assisted (hint or undo): not ranked");
    for (int i = 0; i < SESSION_VERDICT_LINES; i++)
        if (v->lines[i][0])
            snprintf(lines[n++], sizeof lines[0], "%s", v->lines[i]);
    if (v->warning[0])
        snprintf(lines[n++], sizeof lines[0], "%s", v->warning);
    return n;
}
