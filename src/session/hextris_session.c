/* hextris as a session game. Its moves are ht_action_name's: "L" "R" "CW"
 * "CCW" "180" "SOFT" "DROP" "HOLD" "PAUSE" "RESUME", "ASSIST" (the bot's
 * placement was shown: the game is assisted), "UNDO" in zen, and in
 * versus what the opponent did, "GARBAGE4,7" and "OPPONENTOUT"
 * (ht_versus_word). Only zen
 * has undo: a falling-block game against the clock is not taken back. In
 * zen, undo takes back the latest placed piece: the game goes back to the
 * moment that piece came, its clock going on (up to HT_UNDO_MAX pieces
 * back). There is no redo. */
#include "session/hextris_session.h"

#include <stdint.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hextris/hextris.h"
#include "games/hextris/hextris_finesse.h"
#include "games/hextris/hextris_stats.h"
#include "session/hextris_match_witness.h"
#include "session/match.h"
#include "session/midend.h"

/* The game: its state first, so that session_state() is the ht_state a
 * front end draws; whether the bot helped, zen's undo history, and its hex
 * finesse. Finesse is judged here, beside the rules and not inside them:
 * the bot plays the rules' state through every placement it weighs, and a
 * search at each lock would cost it a search per placement tried. */
typedef struct {
    ht_state st;
    bool assisted;        /* the bot's placement was shown (ASSIST) */
    ht_state spawned;     /* as the active piece came */
    ht_state *undo;       /* zen: as each piece placed came, a ring */
    int undo_first, undo_n;
    int pieces_seen;      /* st.pieces when spawned was taken */
    /* Its own copy of the game follows every move; its tally goes to
     * st's stats, which the panel and the summary show. */
    ht_finesse_log finesse;
    bool judged;          /* finesse could be set up (memory) */
} hextris_app;

static void show_finesse(hextris_app *g)
{
    if (!g->judged)
        return;
    ht_stats *s = &g->st.stats;
    s->finesse_judged = g->finesse.tally.judged;
    s->finesse_faults = g->finesse.tally.faults;
    /* After an undo the log starts afresh: the notes the state came back
     * with stay until it finds faults of its own. */
    if (g->finesse.faults_kept == 0)
        return;
    s->finesse_notes_n = g->finesse.faults_kept;
    for (int i = 0; i < g->finesse.faults_kept; i++)
        ht_finesse_line(&g->finesse.faults[i], s->finesse_notes[i], sizeof s->finesse_notes[i]);
}

/* Finesse from the game as it stands, its piece just come: at the start,
 * and after an undo (its stats as they were then). */
static void judge_from_here(hextris_app *g)
{
    if (g->judged)
        ht_finesse_log_free(&g->finesse);
    g->judged = ht_finesse_log_from(&g->finesse, &g->st, NULL, NULL);
    if (g->judged)
        g->finesse.tally = (ht_finesse_tally){ .pieces = g->st.pieces,
                                               .judged = g->st.stats.finesse_judged,
                                               .faults = g->st.stats.finesse_faults };
}

static bool has_undo(const hextris_app *g)
{
    return g->undo != NULL;
}

/* After any change: a piece placed puts the state its piece came in on
 * the undo ring, and the new piece's is kept. */
static void note_spawn(hextris_app *g)
{
    if (!has_undo(g) || g->st.pieces == g->pieces_seen)
        return;
    if (g->undo_n == HT_UNDO_MAX) {
        g->undo_first = (g->undo_first + 1) % HT_UNDO_MAX;
        g->undo_n--;
    }
    g->undo[(g->undo_first + g->undo_n++) % HT_UNDO_MAX] = g->spawned;
    g->spawned = g->st;
    g->pieces_seen = g->st.pieces;
}

/* Time passes to t; with undo, one deadline at a time, so that every
 * piece placed on the way is seen. */
static bool step_to(hextris_app *g, int64_t t)
{
    if (!has_undo(g))
        return ht_advance(&g->st, t);
    bool any = false;
    for (;;) {
        int64_t due = ht_next_deadline(&g->st);
        if (due == HT_NO_DEADLINE || due > t)
            break;
        any |= ht_advance(&g->st, due);
        note_spawn(g);
    }
    return ht_advance(&g->st, t) || any;
}

/* Time passes to t for the game and its finesse. */
static bool pass_to(hextris_app *g, int64_t t)
{
    bool any = step_to(g, t);
    if (g->judged)
        ht_finesse_log_advance(&g->finesse, t);
    show_finesse(g);
    return any;
}

static bool undo(hextris_app *g)
{
    if (!has_undo(g) || g->undo_n == 0)
        return false;
    const ht_state *snap = &g->undo[(g->undo_first + g->undo_n - 1) % HT_UNDO_MAX];
    if (!ht_restore(&g->st, snap))
        return false;
    g->undo_n--;
    g->spawned = g->st;
    g->pieces_seen = g->st.pieces;
    return true;
}

bool hextris_game_assisted(const void *state)
{
    return ((const hextris_app *)state)->assisted;
}

static void *create(const char *params, char *why, size_t len)
{
    ht_params p;
    if (!ht_params_decode(&p, params)) {
        snprintf(why, len, "its description '%s' is not valid", params);
        return NULL;
    }
    const char *bad = ht_params_check(&p);
    if (bad) {
        snprintf(why, len, "%s", bad);
        return NULL;
    }
    hextris_app *g = calloc(1, sizeof *g);
    if (g && ht_mode_info_of(p.mode)->undo && !(g->undo = malloc(HT_UNDO_MAX * sizeof *g->undo))) {
        free(g);
        g = NULL;
    }
    if (!g) {
        snprintf(why, len, "out of memory");
        return NULL;
    }
    ht_new(&g->st, &p, 0);
    g->spawned = g->st;
    judge_from_here(g);
    return g;
}

static void destroy(void *gv)
{
    hextris_app *g = gv;
    if (g) {
        free(g->undo);
        if (g->judged)
            ht_finesse_log_free(&g->finesse);
    }
    free(g);
}

static void params(const void *st, char *buf, size_t len)
{
    ht_params_encode(&((const ht_state *)st)->params, buf, len);
}

static bool apply(void *st, const char *move, int64_t t, char *why, size_t len)
{
    if (len > 0)
        why[0] = '\0';
    hextris_app *g = st;
    pass_to(g, t);
    if (strcmp(move, HEXTRIS_ASSIST_MOVE) == 0) {
        if (g->assisted || g->st.status != HT_PLAYING)
            return false;
        g->assisted = true;
        g->st.version++;
        return true;
    }
    if (strcmp(move, "UNDO") == 0) {
        if (!undo(g))
            return false;
        judge_from_here(g);
        return true;
    }
    bool carried;
    if (ht_versus_word(&g->st, move, t, &carried)) {
        if (carried && g->judged && !ht_finesse_log_word(&g->finesse, move, t)) {
            ht_finesse_log_free(&g->finesse);
            g->judged = false;
        }
        show_finesse(g);
        return carried;
    }
    enum ht_action a;
    bool ok = ht_action_parse(move, &a) && ht_apply(&g->st, a, t);
    note_spawn(g);
    if (ok && g->judged && !ht_finesse_log_move(&g->finesse, a, t)) {
        ht_finesse_log_free(&g->finesse);
        g->judged = false;
    }
    show_finesse(g);
    return ok;
}

static bool advance(void *st, int64_t t) { return pass_to(st, t); }

static int64_t next_deadline(const void *st, int64_t t)
{
    (void)t;
    int64_t due = ht_next_deadline(st);
    return due == HT_NO_DEADLINE ? SESSION_NO_DEADLINE : due;
}

static session_phase phase(const void *stv)
{
    const ht_state *st = stv;
    switch (st->status) {
    case HT_PLAYING: return SESSION_RUNNING;
    case HT_PAUSED: return SESSION_PAUSED;
    case HT_OVER: case HT_WON: break;
    }
    return SESSION_ENDED;
}

/* A scored mode (marathon, ultra, zen) keeps its score; a goal reached
 * (sprint, cheese, master) its time; a goal not reached is not ranked
 * and keeps how far it came (rows, or garbage rows cleared). */
static void result(const void *stv, int64_t t, session_result *r)
{
    (void)t;
    const ht_state *st = stv;
    r->figure = ht_summary_figure(st, ht_elapsed_ms(st, st->now_ms));
    r->outcome = st->status == HT_WON ? "won" : st->status == HT_OVER ? "over" : NULL;
    r->assisted = hextris_game_assisted(stv);
    r->seed = st->params.seed;
}

static bool end_is_final(const void *st)
{
    (void)st;
    return true;
}

static bool category(const char *params, char *buf, size_t len)
{
    ht_params p;
    if (!ht_params_decode(&p, params))
        return false;
    ht_category(&p, buf, len);
    return len >= HT_CATEGORY_MAX;
}

/* Each mode on the full well, then each on the short one. */
static bool standard(int i, char *params, size_t len)
{
    enum { MODES = HT_MODES };
    ht_params p;
    ht_params_default(&p);
    if (i < 0 || i >= 2 * MODES)
        return false;
    p.mode = (enum ht_mode)(i % MODES);
    p.width = i < MODES ? HT_FULL_WIDTH : HT_SHORT_WIDTH;
    p.height = i < MODES ? HT_FULL_HEIGHT : HT_SHORT_HEIGHT;
    return ht_params_encode(&p, params, len) < len;
}

/* A mode's figure is its score or a time (ht_mode_info.scored). */
static bool scored(const char *category)
{
    enum ht_mode mode;
    int w, h;
    return ht_category_parse(category, &mode, &w, &h) && ht_mode_info_of(mode)->scored;
}

static bool result_fits(const char *category, const char *outcome, bool assisted, char *why,
                        size_t len)
{
    enum ht_mode mode;
    int w, h;
    if (!ht_category_parse(category, &mode, &w, &h)) {
        snprintf(why, len, "hextris category must be MODE or MODE:WxH");
        return false;
    }
    const ht_mode_info *mi = ht_mode_info_of(mode);
    bool goal = ht_goal(&(ht_params){ .mode = mode }) > 0 || mi->versus;
    if (strcmp(outcome, "lost") == 0 || (!goal && strcmp(outcome, "won") == 0)
        || (mi->endless && strcmp(outcome, "over") == 0)) {
        snprintf(why, len, "outcome not possible in this mode");
        return false;
    }
    (void)assisted;
    return true;
}

/* A scored mode ranks every game, a mode of a goal only a game that
 * reached it; zen none; a game the bot helped never. */
static bool ranks(const char *category, const char *outcome, bool assisted)
{
    enum ht_mode mode;
    int w, h;
    if (assisted || !ht_category_parse(category, &mode, &w, &h)
        || !ht_mode_info_of(mode)->ranked)
        return false;
    return scored(category) || strcmp(outcome, "won") == 0;
}

/* Version 1 knew one well per mode, the short one of its day, and named
 * its tables by the mode alone. */
static bool category_of_version(int version, const char *category, char *buf, size_t len)
{
    if (version != 1) {
        snprintf(buf, len, "%s", category);
        return true;
    }
    enum ht_mode mode;
    if (!ht_mode_parse(category, &mode))
        return false;
    ht_params p = { .width = HT_SHORT_WIDTH, .height = HT_SHORT_HEIGHT, .mode = mode };
    ht_category(&p, buf, len);
    return true;
}

bool hextris_summary_of_log(const session_save *sv, ht_summary *out, char *why, size_t len)
{
    hextris_app *g = session_replay(&session_hextris, sv, SIZE_MAX, why, len);
    if (!g)
        return false;
    ht_summary_of(&g->st, ht_elapsed_ms(&g->st, sv->saved_at), out);
    destroy(g);
    return true;
}

/* In a match, rows cleared are the progress: the 40-row race's share of
 * its goal; versus' rows and the garbage waiting, shown to the other
 * side. Either ends on topping out (a loss) or on winning: the race's
 * goal reached, versus' opponent out (OPPONENTOUT, which the link plays
 * once the referee has said so). */
static void race_progress(const void *stv, int64_t t, match_progress *out)
{
    const ht_state *st = stv;
    int goal = ht_goal(&st->params);
    *out = (match_progress){
        .t = t,
        .solved = goal > 0 ? (st->rows >= goal ? 1000 : st->rows * 1000 / goal) : 0,
        .flags = st->rows,
        .mistakes = st->versus.waiting_rows,
        .cleared = st->status == HT_WON,
        .lost = st->status == HT_OVER,
    };
}

/* versus, or the 40-row race: sprint on the full well. */
static bool match_params(bool versus, char *buf, size_t len)
{
    ht_params p;
    ht_params_default(&p);
    p.mode = versus ? HT_VERSUS : HT_SPRINT;
    p.width = HT_FULL_WIDTH;
    p.height = HT_FULL_HEIGHT;
    return ht_params_encode(&p, buf, len) < len;
}

static const char *match_kind(const char *params)
{
    ht_params p;
    return ht_params_decode(&p, params) && p.mode == HT_VERSUS ? "versus" : "40-row race";
}

static void race_describe(const void *stv, const match_progress *them, char *buf, size_t len)
{
    const ht_state *st = stv;
    if (them->lost)
        snprintf(buf, len, "topped out");
    else if (them->cleared && st->params.mode == HT_VERSUS)
        snprintf(buf, len, "won");
    else if (them->cleared)
        snprintf(buf, len, "%d rows in %lld.%01lld s", ht_goal(&st->params),
                 (long long)(them->t / 1000), (long long)(them->t % 1000 / 100));
    else if (st->params.mode == HT_VERSUS)
        snprintf(buf, len, "%d row%s, %d waiting", them->flags, them->flags == 1 ? "" : "s",
                 them->mistakes);
    else
        snprintf(buf, len, "%d of %d rows", them->flags, ht_goal(&st->params));
}

static const match_race race = {
    .rule = MATCH_FIRST_TO_CLEAR,
    .how = "versus: the first to top out loses; with --race, the first\n"
           "to clear 40 rows of the same pieces wins",
    .progress = race_progress,
    .assist_move = HEXTRIS_ASSIST_MOVE, .match_params = match_params,
    .kind = match_kind, .describe = race_describe, .lines = &hextris_lines_witness,
};

const session_game session_hextris = {
    .name = "hextris",
    .pause_move = "PAUSE",
    .resume_move = "RESUME",
    .undo_move = "UNDO",
    .restart_move = NULL,
    .redo_move = NULL,
    .create = create,
    .destroy = destroy,
    .params = params,
    .apply = apply,
    .advance = advance,
    .next_deadline = next_deadline,
    .phase = phase,
    .result = result,
    .end_is_final = end_is_final,
    .category = category,
    .standard = standard,
    .seed_stream = 0x746574,
    .scored = scored,
    .result_fits = result_fits,
    .race = &race,
    .ranks = ranks,
    .category_of_version = category_of_version,
};
