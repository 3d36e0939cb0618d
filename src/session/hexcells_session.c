/* hexcells as a session game. Its params: a preset and a seed
 * ("medium-hard:gen=2:seed=42", generated) or a level from a file, packed whole
 * (session/hexcells_level.h). Its moves: hc_move's "B3,4" (mark blue),
 * "K3,4" (reveal black), "G3,4" (grey or ungrey a clue), and "U" (undo the
 * last of those), "P" (pause), "R" (resume), "H" (a hint: the game is
 * assisted; the answer the front end offered is taken, refused with its
 * reason when logic found none; replayed from a log, where it was found
 * when played, it is noted without solving, hc_game_note_hint), "X" (the same puzzle from its start, assisted), "V" (the puzzle
 * is in view: its clock starts; a log without it starts the clock at the
 * first call, as games were played before). A wrong call is
 * carried out and logged: it is a mistake, counted for good. */
#include "session/hexcells_session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells_gen.h"
#include "session/hexcells_level.h"
#include "session/match.h"
#include "session/timed_wins.h"

/* A figure's time part: more than eleven days of play is eleven days. */
#define TIME_SPAN UINT64_C(1000000000)
#define MISTAKES_MAX 999

uint64_t hexcells_figure(int mistakes, uint64_t ms)
{
    uint64_t m = mistakes < 0 ? 0 : mistakes > MISTAKES_MAX ? MISTAKES_MAX : (uint64_t)mistakes;
    return m * TIME_SPAN + (ms < TIME_SPAN ? ms : TIME_SPAN - 1);
}

void hexcells_figure_text(const char *category, uint64_t figure, char *buf, size_t len)
{
    (void)category;
    unsigned long long m = (unsigned long long)(figure / TIME_SPAN);
    unsigned long long ms = (unsigned long long)(figure % TIME_SPAN);
    /* Short enough for the tables' column of figures (16 wide). */
    snprintf(buf, len, "%llu mist. %llu.%03llu s", m, ms / 1000, ms % 1000);
}

/* Mistakes stay; the time is the longer. */
static uint64_t figure_timed(uint64_t figure, uint64_t ms)
{
    uint64_t own = figure % TIME_SPAN;
    return hexcells_figure((int)(figure / TIME_SPAN), ms > own ? ms : own);
}

/* The puzzle of a params text and, for a generated one, its params (NULL
 * for a level). */
static bool puzzle_of(const char *text, hc_puzzle *z, hc_params *p, bool *generated, char *why,
                      size_t len)
{
    if (hexcells_level_is(text)) {
        *generated = false;
        if (hexcells_level_unpack(text, z))
            return true;
        snprintf(why, len, "its level is not valid");
        return false;
    }
    *generated = true;
    if (!hc_params_decode(p, text)) {
        snprintf(why, len, "its description '%s' is not valid", text);
        return false;
    }
    if (p->gen > HC_GEN_VERSION) {
        snprintf(why, len, "its puzzle needs generator %d; this version knows 1 to %d", p->gen,
                 HC_GEN_VERSION);
        return false;
    }
    if (!hc_generate(p, z, NULL)) {
        snprintf(why, len, "no puzzle could be made for '%s'", text);
        return false;
    }
    return true;
}

static void *create(const char *params, char *why, size_t len)
{
    hc_puzzle *z = malloc(sizeof *z);
    hexcells_play *st = calloc(1, sizeof *st);
    hc_params p;
    bool generated = false;
    char reason[200] = "out of memory";
    if (z && st && puzzle_of(params, z, &p, &generated, reason, sizeof reason))
        st->game = hc_game_new(z, generated ? &p : NULL);
    free(z);
    if (!st || !st->game) {
        if (why && len)
            snprintf(why, len, "%s", reason);
        free(st);
        return NULL;
    }
    return st;
}

static void destroy(void *stv)
{
    hexcells_play *st = stv;
    if (!st)
        return;
    hc_game_free(st->game);
    free(st);
}

static hc_game *game_of(const void *stv)
{
    return ((const hexcells_play *)stv)->game;
}

static void params(const void *stv, char *buf, size_t len)
{
    const hc_game *g = game_of(stv);
    const hc_params *p = hc_game_params(g);
    if (p)
        hc_params_encode(p, buf, len);
    else if (!hexcells_level_pack(hc_game_puzzle(g), buf, len) && len)
        buf[0] = '\0';
}

static uint64_t at(int64_t t)
{
    return t < 0 ? 0 : (uint64_t)t;
}

static bool apply(void *stv, const char *move, int64_t t, char *why, size_t len)
{
    hexcells_play *st = stv;
    hc_game *g = st->game;
    if (len > 0)
        why[0] = '\0';
    if (strcmp(move, HEXCELLS_UNDO) == 0)
        return hc_game_undo(g);
    /* A pause or resume that changes nothing is no move: the clock may
     * not run yet (a level not seen), and a log holds only what happened. */
    if (strcmp(move, HEXCELLS_PAUSE) == 0) {
        bool was = hc_game_paused(g);
        hc_game_pause(g, at(t));
        return !was && hc_game_paused(g);
    }
    if (strcmp(move, HEXCELLS_RESUME) == 0) {
        bool was = hc_game_paused(g);
        hc_game_resume(g, at(t));
        return was && !hc_game_paused(g);
    }
    if (strcmp(move, HEXCELLS_SHOWN) == 0) {
        bool ticking = hc_game_clock_running(g);
        hc_game_shown(g, at(t));
        return !ticking && hc_game_clock_running(g);
    }
    if (strcmp(move, HEXCELLS_HINT) == 0)
        return hc_game_note_hint(g, why, len);
    if (strcmp(move, HEXCELLS_RESTART) == 0) {
        hc_game_restart(g);
        st->called = false;
        return true;
    }
    hc_move m;
    if (!hc_move_parse(move, &m))
        return false;
    hc_apply_result r = hc_game_apply(g, m, at(t));
    if (r == HC_APPLY_NOOP)
        return false;
    if (m.kind != HC_MOVE_GREY) {
        st->last_call = m;
        st->last_result = r;
        st->called = true;
    }
    return true;
}

static bool redo_move(const void *stv, char *buf, size_t len)
{
    hc_move m;
    if (!hc_game_redo_move(game_of(stv), &m))
        return false;
    hc_move_format(m, buf, len);
    return true;
}

/* The clock on the status line changes once a second while it runs. */
static int64_t next_deadline(const void *stv, int64_t t)
{
    const hc_game *g = game_of(stv);
    if (!hc_game_clock_running(g))
        return SESSION_NO_DEADLINE;
    uint64_t ms = hc_game_elapsed_ms(g, at(t));
    return t + (int64_t)(1000 - ms % 1000);
}

static session_phase phase(const void *stv)
{
    const hc_game *g = game_of(stv);
    switch (hc_game_status(g)) {
    /* Its clock runs from first sight, so it pauses before a first move. */
    case HC_READY: return hc_game_paused(g) ? SESSION_PAUSED : SESSION_READY;
    case HC_WON: return SESSION_ENDED;
    case HC_PLAYING: break;
    }
    return hc_game_paused(g) ? SESSION_PAUSED : SESSION_RUNNING;
}

static void result(const void *stv, int64_t t, session_result *r)
{
    const hc_game *g = game_of(stv);
    const hc_params *p = hc_game_params(g);
    r->outcome = hc_game_status(g) == HC_WON ? "won" : NULL;
    r->figure = hexcells_figure(hc_game_mistakes(g), hc_game_elapsed_ms(g, at(t)));
    r->assisted = hc_game_assisted(g);
    r->seed = p ? p->seed : 0;
}

/* There is no loss, and a win is not taken back. */
static bool end_is_final(const void *stv)
{
    return hc_game_status(game_of(stv)) == HC_WON;
}

/* A level's title as a table's name can hold it: lower-case letters and
 * digits, anything else one '-', at most max characters. */
static void title_slug(const char *title, char *out, size_t max)
{
    size_t n = 0;
    for (const unsigned char *p = (const unsigned char *)title; *p && n < max; p++) {
        bool keep = (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9');
        char ch = keep ? (char)*p : *p >= 'A' && *p <= 'Z' ? (char)(*p - 'A' + 'a') : '-';
        if (ch == '-' && (n == 0 || out[n - 1] == '-'))
            continue;
        out[n++] = ch;
    }
    while (n > 0 && out[n - 1] == '-')
        n--;
    out[n] = '\0';
}

/* A generated puzzle's table is its preset's; a level's its own, named by
 * its title for people and by its text's digest, cut to 8 digits beside a
 * title, for the table to be the level's alone. A level from a file is a
 * board its player knew, so its table is a seeded one: "seeded:" and this
 * name must fit the 40 characters a table's name has, or a win on a
 * long-titled level would keep no score and no replay. */
static bool category(const char *params, char *buf, size_t len)
{
    if (hexcells_level_is(params)) {
        enum { SLUG_MAX = 18 };
        hc_puzzle *z = malloc(sizeof *z);
        bool ok = z && hexcells_level_unpack(params, z);
        char slug[SLUG_MAX + 1] = "";
        if (ok)
            title_slug(z->title, slug, SLUG_MAX);
        free(z);
        if (!ok)
            return false;
        unsigned long long digest = (unsigned long long)hexcells_level_digest(params);
        int n = slug[0] ? snprintf(buf, len, "level-%s-%08llx", slug, digest & 0xffffffffULL)
                        : snprintf(buf, len, "level-%016llx", digest);
        return n > 0 && (size_t)n < len;
    }
    hc_params p;
    if (!hc_params_decode(&p, params))
        return false;
    int n = snprintf(buf, len, "%s", hc_preset_name(&p));
    return n > 0 && (size_t)n < len;
}

static bool standard(int i, char *params, size_t len)
{
    hc_params p;
    const char *name = hc_preset_at(i);
    if (!name || !hc_preset(&p, name))
        return false;
    return hc_params_encode(&p, params, len) < len;
}

/* Mistakes, then time: the lower the better. */
static bool result_fits(const char *category, const char *outcome, bool assisted, char *why,
                        size_t len)
{
    (void)category;
    (void)assisted;
    if (strcmp(outcome, "won") != 0 && strcmp(outcome, "quit") != 0) {
        snprintf(why, len, "hexcells has no outcome '%s'", outcome);
        return false;
    }
    return true;
}

/* In a race the cells uncovered are the share solved, and every wrong
 * call counts against the clear. */
static void race_progress(const void *stv, int64_t t, match_progress *out)
{
    const hc_game *g = game_of(stv);
    int cells = hc_puzzle_cells(hc_game_puzzle(g));
    int uncovered = cells - hc_game_covered_count(g);
    *out = (match_progress){
        .t = (int64_t)hc_game_elapsed_ms(g, at(t)),
        .solved = cells > 0 ? uncovered * 1000 / cells : 0,
        .mistakes = hc_game_mistakes(g),
        .cleared = hc_game_status(g) == HC_WON,
    };
}

static const match_race race = {
    .rule = MATCH_FEWEST_MISTAKES,
    .how = "a race on the same puzzle: the fewest mistakes, then the time",
    .progress = race_progress, .assist_move = HEXCELLS_HINT,
};

const session_game session_hexcells = {
    .name = "hexcells",
    .pause_move = HEXCELLS_PAUSE,
    .resume_move = HEXCELLS_RESUME,
    .undo_move = HEXCELLS_UNDO,
    .restart_move = HEXCELLS_RESTART,
    .shown_move = HEXCELLS_SHOWN,
    .redo_move = redo_move,
    .create = create,
    .destroy = destroy,
    .params = params,
    .apply = apply,
    .advance = NULL,
    .next_deadline = next_deadline,
    .phase = phase,
    .result = result,
    .end_is_final = end_is_final,
    .category = category,
    .standard = standard,
    .seed_stream = 0x686378,
    .scored = session_timed_scored,
    .result_fits = result_fits,
    .ranks = session_timed_win_ranks,   /* a hint or a restart assists */
    .category_of_version = NULL,
    .figure_text = hexcells_figure_text,
    .figure_timed = figure_timed,
    .race = &race,
};
